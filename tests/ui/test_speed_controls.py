"""The game screen's speed controls: the pace button (the Settings value, saved), N to skip the shows and
play a waiting computer move at once, F to fast forward to the human's turn."""
from __future__ import annotations

import json

import pygame

from gwt_desktop.session.match import make_match
from gwt_desktop.storage import settings as settings_mod
from gwt_desktop.text import speed as words
from gwt_desktop.ui.game.scene import GameScene
from gwt_desktop.ui.game.speed_bar import next_pace
from tests.events import centre, click, key

DEADLINE = 2000  # frames: generous, the computers here play Random


def _game(app, humans: int = 1, players: int = 3) -> GameScene:
    app.apply_settings(app.settings.with_(computer_pace=1.6, animation="normal"))
    app.open_match(make_match(players, seed=11, humans=humans, level="random"), autosave=False)
    app.step()
    assert isinstance(app.scene, GameScene)
    return app.scene


def _human_moves_once(app, scene: GameScene) -> None:
    """Click the first glowing target until the human's turn is over (a computer is to move)."""
    for _ in range(60):
        if not scene.ctx.human_to_act():
            return
        rect, _ = scene.clickable()[0]
        click(app, centre(rect), dt=0.3)
    raise AssertionError("the human's turn did not end")


def test_next_pace_goes_round_the_offered_paces_each_click_quicker():
    """Slow, Normal, Quick, Instant, then Slow again (it went Normal, Slow, Instant, Quick)."""
    names = dict(words.PACES)
    order = [words.pace_name(1.6)]
    pace = 1.6
    for _ in range(4):
        pace = next_pace(pace)
        order.append(names[pace])
    assert order == ["Slow", "Normal", "Quick", "Instant", "Slow"]
    assert next_pace(0.75) == next_pace(0.8)  # a hand-edited pace starts from the nearest offered one


def test_pace_button_changes_and_saves_the_setting(app):
    scene = _game(app)
    assert scene.speed is not None
    assert app.settings.computer_pace == 1.6
    click(app, centre(scene.speed.buttons["pace"].rect))
    assert app.settings.computer_pace == next_pace(1.6) == 0.8
    assert scene.flow.pace == 0.8
    saved = json.loads(settings_mod.settings_path().read_text())
    assert saved["computer_pace"] == 0.8
    click(app, centre(scene.speed.buttons["pace"].rect))
    assert app.settings.computer_pace == 0.4


def test_no_speed_controls_among_humans_only(app):
    app.open_match(make_match(2, seed=5, humans=2, level="random"), autosave=False)
    app.step()
    game = next(s for s in app.scenes if isinstance(s, GameScene))
    assert game.speed is None


def test_n_skips_the_show_and_plays_the_waiting_computer_move(app):
    scene = _game(app)
    _human_moves_once(app, scene)
    # The computer's answer comes, then waits for the 1.6 s pace; the frames here add up to much less.
    moves = len(scene.match.moves)
    for _ in range(DEADLINE):
        app.step(0.001)
        if scene.flow.bots.pending is not None:
            break
    assert scene.flow.bots.pending is not None and len(scene.match.moves) == moves
    key(app, pygame.K_n)
    app.step(0.001)
    assert len(scene.match.moves) > moves  # played at once, not after the pace
    key(app, pygame.K_n)
    assert not scene.shows.animator.busy  # the show of that move, if one started, is over too


def test_f_fast_forwards_the_computers_to_the_humans_turn(app):
    scene = _game(app)
    _human_moves_once(app, scene)
    key(app, pygame.K_f)
    assert scene.flow.fast_forward and scene.flow.pace == 0.0
    clock = scene.ctx.clock
    for _ in range(DEADLINE):
        app.step(0.001)
        if scene.ctx.human_to_act():
            break
    assert scene.ctx.human_to_act()
    assert not scene.flow.fast_forward  # back to the chosen pace for the next computer turns
    assert scene.flow.pace == 1.6
    # Two computer seats played their turns in far less scene time than one move's pace.
    assert scene.ctx.clock - clock < 1.6
    assert {scene.match.movers[-1], scene.match.movers[-2]} - {0}


def test_f_on_the_humans_own_turn_does_nothing(app):
    scene = _game(app)
    assert scene.ctx.human_to_act()
    key(app, pygame.K_f)
    assert not scene.flow.fast_forward
