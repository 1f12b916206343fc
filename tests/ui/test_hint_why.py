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
    # The steps start at 1, after the line's reason where it has one ("The reason: ...").
    steps = [t for t in texts if t[:1].isdigit()]
    assert steps[0].startswith("1. ") and texts.index(steps[0]) <= 1
    assert sum(s.margin for s in card.sentences) == 1
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


def _card_shown_for(app, match, move, lines: int = 1):
    """The game scene with `move` hinted and its card showing `lines` sentences (no search: the
    placement and the closing are the card's, whatever its words)."""
    from gwt_desktop.text.advice import Sentence

    app.open_match(match, autosave=False)
    app.step()
    scene = app.scene
    scene.flow.hints.move = move
    card = scene.why_card
    card.stamp, card.sentences = scene.ctx.controller.stamp, [Sentence(f"{n}. Hire a cowboy for $6, then move on to the building beyond it.") for n in range(1, lines + 1)]
    app.step()
    return scene, card


def test_the_why_card_never_covers_the_job_market_worker_it_rings(app):
    """Issue 71: the card lay over the Kansas City panel, on the job market's cowboy the hint ringed."""
    from tests.ui.game_support import human_position

    match = human_position(lambda g: g.decision.kind == "hire" and any(m.kind == "hire" for m in g.legal_moves()))
    move = next(m for m in match.game.legal_moves() if m.kind == "hire")
    scene, card = _card_shown_for(app, match, move, lines=8)  # as tall as a long line's card
    keys = set(scene.ctx.controller.keys(move))
    ringed = [r for key, r in scene.ctx.components if key in keys]
    assert ringed and card.shown
    assert all(not card.rect.colliderect(r) for r in ringed), (card.rect, ringed)
    assert card.rect.bottom <= 1080


def test_the_why_card_closes_on_esc_a_click_elsewhere_and_hint_again(app):
    import pygame

    from tests.events import key

    match = make_match(2, seed=5, humans=1, level="random")
    move = match.game.legal_moves()[0]
    scene, card = _card_shown_for(app, match, move)
    key(app, pygame.K_ESCAPE)
    assert not card.shown
    assert app.scene is scene  # Esc closed the card, not opened the menu

    scene, card = _card_shown_for(app, match, move)
    click(app, (700, 1000))  # the player board: nothing to click there now
    app.step()
    assert not card.shown

    scene, card = _card_shown_for(app, match, move)
    click(app, scene.buttons["hint"].rect.center)
    app.step()
    assert not card.shown and scene.flow.hints.move is None and not scene.flow.hints.waiting


def test_asked_again_along_its_line_the_hint_keeps_its_plan(app, monkeypatch):
    """Issue 71: asked again mid-turn, the Hint changed an equally good disc or space without saying
    why. Along the line it hinted (nothing uncovered since), it keeps that line's next step; a search
    that would answer otherwise is not asked."""
    from dataclasses import dataclass

    from tests.ui.game_support import human_position

    match = human_position(lambda g: g.decision.kind == "turn" and g.turn_number > 2)
    app.open_match(match, autosave=False)
    app.step()
    scene = app.scene
    flow, card = scene.flow, scene.why_card
    # A line of two moves of this turn, played on a copy: the plan the hint's why worked out.
    g = match.game.clone()
    first = next(m for m in g.legal_moves() if m.kind == "move")  # a walk uncovers nothing
    g.apply(first)
    second = g.legal_moves()[-1]

    @dataclass
    class Line:
        moves: list

    @dataclass
    class Advice:
        line: Line
        seat: int = 0

    flow.hints.move = first
    card.stamp, card.advice = scene.ctx.controller.stamp, Advice(Line([first, second]))
    app.step()
    started = []
    monkeypatch.setattr(flow.hints.worker, "start", lambda *a, **k: started.append(a))
    assert flow.play(first)
    app.step()
    assert match.game.to_move == 0 and second in match.game.legal_moves()
    click(app, scene.buttons["hint"].rect.center)
    end = time.monotonic() + DEADLINE
    while time.monotonic() < end and flow.hints.move is None:
        app.step(0.05)
    assert flow.hints.move == second and not started
