"""The Hint says why on screen: the card beside the board words the line of the very move the hint
rings (its steps in order, the purse, the one margin), every claim of it held by the advice checker to
what the line does in the game on screen, and a move drops it."""
from __future__ import annotations

import random
import time

from gwt_desktop.engine import new_game
from gwt_desktop.session.advice import check
from gwt_desktop.session.match import make_match
from gwt_desktop.text import advice as words
from gwt_desktop.ui.game.scene import GameScene
from tests.events import click

DEADLINE = 60.0  # seconds of wall clock for the hint and its why on a loaded machine


def _position(seed: int, moves: int):
    g = new_game(2, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        g.apply(rng.choice(g.legal_moves()))
    return g


def _hinted(app, seed: int):
    match = make_match(2, seed=seed, humans=1, level="random")
    app.open_match(match, autosave=False)
    app.step()
    scene = app.scene
    assert isinstance(scene, GameScene) and scene.ctx.human_to_act()
    click(app, scene.buttons["hint"].rect.center)
    end = time.monotonic() + DEADLINE
    while time.monotonic() < end and not (scene.why_card.sentences and scene.flow.hints.move is not None):
        app.step(0.05)
        time.sleep(0.01)
    return match, scene


def test_the_hint_on_screen_words_the_line_of_the_move_it_rings_and_every_claim_holds(app):
    match, scene = _hinted(app, 5)
    move = scene.flow.hints.move
    card = scene.why_card
    assert move is not None and card.sentences and card.advice is not None
    assert card.advice.line.moves[0] == move  # the card's line begins with the ringed move
    assert set(scene.ctx.controller.keys(move))  # its pieces are the ones ringed on the board
    assert check(match.game, card.advice, card.sentences, [s.name for s in match.seats]) == []
    texts = [s.text for s in card.sentences]
    assert texts[0].startswith("1. ") and sum(s.margin for s in card.sentences) == 1
    assert any(t.startswith("You have $") for t in texts)
    app.step()
    assert card.rect.bottom <= 1080 and card.rect.h > 56  # drawn, whole, on the canvas
    # A move drops the card: it was about the decision before it.
    scene.flow.play(move)
    assert card.sentences is None and not card.shown


def test_the_why_card_speaks_german_too(app):
    from gwt_desktop.text import i18n

    i18n.set_language("de")
    match, scene = _hinted(app, 8)
    card = scene.why_card
    assert card.sentences and card.advice is not None
    assert any(t.text.startswith("Du hast jetzt") for t in card.sentences)
    assert check(match.game, card.advice, card.sentences, [s.name for s in match.seats]) == []
    assert words.TITLE == "Warum dieser Tipp"


def test_a_why_dropped_while_it_is_worked_out_is_no_failure(monkeypatch):
    """A move or another hint stops the why's search (plan.Cancelled): nobody waits for it, so the
    card goes without a word in the log (it was logged as a failure before)."""
    import threading

    from gwt_desktop.ai.plan import Cancelled
    from gwt_desktop.ui.game import why_card

    asked, release = threading.Event(), threading.Event()

    def slow_advise(game, seat, move, rng, cancelled):
        asked.set()
        assert release.wait(DEADLINE)
        assert cancelled()
        raise Cancelled

    monkeypatch.setattr(why_card, "advise", slow_advise)
    g = _position(3, 80)
    card = why_card.WhyCard(lambda: "now")
    card.explain(g, g.to_move, g.legal_moves()[0], "now", None, 1)
    assert asked.wait(DEADLINE) and card.shown
    card.drop()
    release.set()
    end = time.monotonic() + DEADLINE
    while threading.active_count() > 1 and any(t.name == "hint-why" for t in threading.enumerate()):
        assert time.monotonic() < end
        time.sleep(0.01)
    assert not card.shown and card.sentences is None
