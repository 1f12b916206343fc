"""Saves as the client uses them, driven by real events: Continue and Load game on the title, Undo (button
and Ctrl+Z) in the game scene with the autosave following it and refusal once the turn has passed."""
from __future__ import annotations

import random

import pygame

from gwt_desktop.app import App
from gwt_desktop.session.match import Match
from gwt_desktop.storage import autosave, store
from gwt_desktop.ui.game.scene import GameScene
from gwt_desktop.ui.scenes.load_game import LoadGameScene
from gwt_desktop.ui.scenes.title import TitleScene
from tests.events import click, key

from .conftest import make_seats, play


def ctrl_z(app: App) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="\x1a",
                                         scancode=0))
    app.step()


def solo_game(app: App, seed: int = 3) -> GameScene:
    """One human (seat 0) against a computer, on screen, autosaved."""
    m = Match(make_seats(2, computers=(1,)), seed)
    autosave.attach(m)
    app.open_match(m, autosave=False, pace=0.0, bot_budget=0.01)
    app.step()
    return app.scene


def until_undoable(app: App, scene: GameScene, rng: random.Random) -> None:
    """Play the human's moves through the scene's one door (and let the bot answer) until undo is allowed."""
    for _ in range(2000):
        m = scene.match
        if scene.ctx.human_to_act() and m.can_undo():
            app.step()
            return
        if scene.ctx.human_to_act():
            assert scene.flow.play(rng.choice(m.game.legal_moves()))
        app.step()
        if not m.seat_to_move.is_human:
            for _ in range(200):
                if m.seat_to_move.is_human or m.game.is_over:
                    break
                app.step()
    raise AssertionError("no undoable position reached")


def test_continue_resumes_the_autosave_with_its_undo_window(app):
    m = Match(make_seats(2, computers=(1,)), 3)
    autosave.attach(m)
    play(m, 9, random.Random(3))
    fresh = App((1280, 720))  # a new session: the title finds the autosave
    fresh.step()
    assert fresh.scene.button("Continue").enabled
    click(fresh, fresh.scene.button("Continue").rect.center)
    scene = fresh.scenes[1]
    assert isinstance(scene, GameScene) and scene.match.moves == m.moves
    until_undoable(fresh, scene, random.Random(1))
    moves = list(scene.match.moves)
    fresh.to_title()
    fresh.step()
    click(fresh, fresh.scene.button("Continue").rect.center)
    again = fresh.scenes[1]
    assert again.match is not scene.match and again.match.moves == moves
    assert again.match.can_undo()  # the turn's undo survives leaving and continuing


def test_continue_with_a_bad_autosave_says_so_on_the_title(app):
    store.autosave_path().write_bytes(b'{"format": "gwt_desktop save", "version": 99}')
    fresh = App((1280, 720))  # a bad autosave never stops the title from opening
    fresh.step()
    title = fresh.scene
    assert isinstance(title, TitleScene)
    click(fresh, title.button("Continue").rect.center)
    assert fresh.scene is title and "newer gwt_desktop" in title.message and "autosave.json" in title.message
    fresh.step()  # drawn with the message, no crash
    assert store.autosave_path().read_bytes() == b'{"format": "gwt_desktop save", "version": 99}'


def test_load_game_opens_the_load_screen(app):
    m = Match(make_seats(2), 4)
    play(m, 10, random.Random(4))
    store.save_slot(m, "From the title")
    click(app, app.scene.button("Load game").rect.center)
    assert isinstance(app.scene, LoadGameScene)
    assert [r.name for r in app.scene.rows] == ["From the title"]
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, TitleScene)


def test_ctrl_z_and_the_button_undo_within_the_turn_and_refuse_after(app):
    scene = solo_game(app)
    rng = random.Random(2)
    until_undoable(app, scene, rng)
    m = scene.match
    n, log_len = len(m.moves), len(m.log)
    assert scene.buttons["undo"].enabled
    ctrl_z(app)
    assert len(m.moves) == n - 1 and len(m.log) < log_len
    assert store.load_game(store.autosave_path()).moves == m.moves  # the autosave followed
    assert len(scene.log.lines) <= len(m.log)
    # The same position again, undone by the button this time.
    until_undoable(app, scene, rng)
    n = len(m.moves)
    click(app, scene.buttons["undo"].rect.center)
    assert len(m.moves) == n - 1
    # Play the human's turn out: the computer moves, and nothing can be undone any more.
    seat = m.to_move
    while m.to_move == seat:
        scene.flow.play(rng.choice(m.game.legal_moves()))
    app.step()
    before = list(m.moves)
    ctrl_z(app)
    click(app, scene.buttons["undo"].rect.center)
    assert m.moves[: len(before)] == before  # nothing taken back (the computer may have moved on)
    assert not scene.buttons["undo"].enabled or not m.can_undo()
