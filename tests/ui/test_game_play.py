"""Whole games played only by posting real mouse events at the centres of clickable() rects, until
the score pad appears: a 2-player hot-seat game and one human against two computer seats."""
from __future__ import annotations

import random

from gwt_desktop.engine import new_game
from gwt_desktop.session.match import make_match
from gwt_desktop.ui.after.score_pad import ScorePadScene
from gwt_desktop.ui.game.scene import GameScene
from gwt_desktop.ui.scenes.handoff import HandoffScene
from tests.ui.game_support import click_random

MAX_CLICKS = 6000


def replayed(match):
    """The match's recorded moves replayed on a fresh game of the same deal (each must be legal)."""
    o = match.options
    g = new_game(o["players"], seed=o["seed"], building_sides=o["building_sides"],
                 neutral_buildings=o["neutral_buildings"], names=[s.name for s in match.seats])
    for text in match.moves:
        g.apply(text)
    return g


def play_by_clicks(app, rng) -> dict:
    """Click random clickable rects until the score pad; returns what happened on the way."""
    seen = {"handoffs": [], "clicks": 0, "idle": 0}
    game_scene = next(s for s in app.scenes if isinstance(s, GameScene))
    while not isinstance(app.scene, ScorePadScene):
        scene = app.scene
        if isinstance(scene, HandoffScene) and scene is not seen.get("last_handoff"):
            # The hand-off comes exactly when a different human is to move than the one looking (counted
            # once: a click may scroll its recap instead of confirming).
            assert game_scene.match.seat_to_move.is_human and game_scene.ctx.eyes != game_scene.match.to_move
            seen["handoffs"].append(scene.player)
            seen["last_handoff"] = scene
        if not click_random(app, rng):
            app.step(0.3)  # a computer seat thinks; the window keeps drawing
            seen["idle"] += 1
        seen["clicks"] += 1
        assert seen["clicks"] < MAX_CLICKS, "the game did not end"
    return seen


def test_two_player_hot_seat_game_by_clicks_reaches_the_score_pad(app):
    match = make_match(2, seed=5, humans=2, level="random")
    app.open_match(match, autosave=False)
    app.step()
    assert isinstance(app.scene, HandoffScene)  # the first player takes the screen too
    seen = play_by_clicks(app, random.Random(1))
    assert match.game.is_over and app.scene.match is match
    assert replayed(match).score_sheet() == match.game.score_sheet()
    # Both players took the screen, and turns alternate between them through the hand-off.
    assert set(seen["handoffs"]) == {0, 1}
    assert all(a != b for a, b in zip(seen["handoffs"], seen["handoffs"][1:]))
    assert seen["idle"] == 0  # nobody waits for a computer in a game of humans


def test_one_human_against_two_computers_by_clicks_reaches_the_score_pad(app):
    match = make_match(3, seed=11, humans=1, level="random")
    app.open_match(match, autosave=False, pace=0.0)
    app.step()
    assert isinstance(app.scene, GameScene)
    seen = play_by_clicks(app, random.Random(2))
    assert match.game.is_over
    assert replayed(match).score_sheet() == match.game.score_sheet()
    assert seen["handoffs"] == []  # one human: no hand-off screen, ever
    # Every seat acted: the computer seats' moves are in the record as well.
    assert {ev.player for ev in match.log} >= {0, 1, 2}
    assert len(match.moves) > 100
