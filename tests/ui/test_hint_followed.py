"""A person who asks for the Hint and then plays its moves: the game knows which of the turn's moves
followed it (TurnFlow.follows_hint), and the autosave keeps them (the save's "hinted", what the
review reads). Real clicks on the real game scene; the Hint thinks at the cheapest level and its card's
line at a tiny beam (which move the Hint gives does not matter here, only that the person plays it)."""
from __future__ import annotations

import functools
import json
import time

from gwt_desktop.session import advice
from gwt_desktop.session.match import make_match
from gwt_desktop.storage import store, writer
from gwt_desktop.ui.game import hints, why_card
from gwt_desktop.ui.game.scene import GameScene
from tests.events import centre, click

DEADLINE = 60.0  # seconds of wall clock for the hint and its card on a loaded machine


def _hint(app, scene) -> list:
    """Click Hint and wait for its card: the line it shows (the ringed move first)."""
    click(app, scene.buttons["hint"].rect.center)
    end = time.monotonic() + DEADLINE
    while time.monotonic() < end and not (scene.why_card.advice is not None and scene.flow.hints.move is not None
                                          and scene.flow._hinted_line[1]):
        app.step(0.05)
        time.sleep(0.005)
    line = scene.why_card.advice.line.moves
    assert line[0] == scene.flow.hints.move
    return line


def _click_move(app, scene, move) -> None:
    """Play `move` as a person does: its pieces, its bar button or its row of the choice panel."""
    match, ctx = scene.match, scene.ctx
    n = len(match.moves)
    for _ in range(6):
        if len(match.moves) > n:
            break
        c = ctx.controller
        keys = [k for k in c.keys(move) if k not in c.picked]
        rect = next((r for k, r, _ in ctx.targets if k in keys), None)
        if rect is None:
            glow = c.board_keys()
            rect = next((r for k, r in ctx.components if k in keys and k in glow), None)
        if rect is None:  # only the choice panel tells it apart
            i = scene.targets_part.choices.index(move)
            rect = next(r for k, r, _ in ctx.targets if k == f"choice:{i}")
        click(app, centre(rect), dt=0.3)  # apart from the last click: never a double click
    assert match.moves[n:n + 1] == [str(move)] and match.movers[n] == 0


def _to_my_turn(app, match) -> None:
    end = time.monotonic() + DEADLINE
    while not (match.game.to_move == 0 and app.scene.ctx.human_to_act()):
        assert time.monotonic() < end
        app.step(0.05)


def test_the_moves_played_along_the_hint_are_kept_as_followed_in_the_autosave(app, monkeypatch):
    monkeypatch.setattr(hints, "LEVEL", "random")
    monkeypatch.setattr(why_card, "advise", functools.partial(advice.advise, beam=(4, 2, 300), k=2))
    match = make_match(2, seed=2, humans=1, level="random")
    app.open_match(match, pace=0.0)
    app.step()
    scene = app.scene
    assert isinstance(scene, GameScene) and scene.ctx.human_to_act()

    # A turn played all along the Hint's line (three steps on this deal, the last one ends the turn):
    # every move of it follows the Hint.
    line = _hint(app, scene)
    assert len(line) == 3
    for move in line:
        _click_move(app, scene, move)
    followed = {0, 1, 2}
    assert match.movers[:3] == [0, 0, 0] and match.movers[3] == 1  # the whole turn
    assert match.hinted == followed

    # A later turn: the Hint's first step followed, then another move than its second; the rest of
    # the turn played without the Hint.
    _to_my_turn(app, match)
    while len(line := _hint(app, scene)) < 2:  # a decision whose hint has a second step to leave
        _click_move(app, scene, line[0])
        followed.add(len(match.moves) - 1)
        while match.game.to_move == 0:
            _click_move(app, scene, match.game.legal_moves()[-1])
        _to_my_turn(app, match)
    _click_move(app, scene, line[0])
    followed.add(len(match.moves) - 1)
    _click_move(app, scene, next(m for m in match.game.legal_moves() if m != line[1]))
    left = len(match.moves) - 1
    while match.game.to_move == 0:
        _click_move(app, scene, match.game.legal_moves()[-1])
    assert match.hinted == followed and left not in match.hinted and max(followed) < left

    writer.flush()
    doc = json.loads(store.autosave_path().read_text("utf-8"))
    assert doc["hinted"] == sorted(followed)
    assert store.load_game(store.autosave_path()).hinted == followed
