"""The load screen, driven headless by posting real pygame events to the running App."""
from __future__ import annotations

import json
import random

import pygame

from gwt_desktop.app import App
from gwt_desktop.session.match import Match
from gwt_desktop.storage import store
from gwt_desktop.ui.scenes.load_game import LoadGameScene
from gwt_desktop.ui.scenes.title import TitleScene
from tests.events import click, key

from .conftest import make_seats, play, play_out


def saved(name: str, seed: int, moves: int) -> Match:
    m = Match(make_seats(3, computers=(2,)), seed)
    play(m, moves, random.Random(seed))
    store.save_slot(m, name)
    return m


def open_scene(app: App) -> tuple[LoadGameScene, list]:
    loaded: list = []
    app.push(LoadGameScene(app, on_load=loaded.append))
    app.step()
    return app.scene, loaded


def test_lists_slots_and_loads_the_clicked_one(app):
    a = saved("Monday", 1, 40)
    b = saved("Tuesday", 2, 90)
    scene, loaded = open_scene(app)
    assert {r.name for r in scene.rows} == {"Monday", "Tuesday"}
    i = [r.name for r in scene.rows].index("Monday")
    click(app, scene.row_rect(i).center)
    assert scene.selected == i and scene.load_button.enabled
    click(app, scene.load_button.rect.center)
    assert len(loaded) == 1 and loaded[0].moves == a.moves
    # Keyboard: arrows select, Enter loads.
    key(app, pygame.K_UP if i == 1 else pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    assert loaded[1].moves == b.moves


def test_bad_file_is_listed_with_its_problem_and_cannot_be_loaded(app):
    saved("Good", 1, 10)
    (store.slots_dir() / "mangled.json").write_bytes(b"\x00\xff garbage")
    scene, loaded = open_scene(app)
    i = [r.name for r in scene.rows].index("mangled")
    click(app, scene.row_rect(i).center)
    assert not scene.load_button.enabled
    assert "mangled.json" in scene.message and "not text" in scene.message
    click(app, scene.load_button.rect.center)
    key(app, pygame.K_RETURN)
    assert loaded == [] and isinstance(app.scene, LoadGameScene)
    assert (store.slots_dir() / "mangled.json").read_bytes() == b"\x00\xff garbage"


def test_a_file_that_fails_its_replay_shows_the_message_and_stays(app):
    saved("Tampered", 3, 30)
    path = store.list_slots()[0].path
    doc = json.loads(path.read_text("utf-8"))
    doc["moves"][5] = "done"
    path.write_text(json.dumps(doc), "utf-8")
    scene, loaded = open_scene(app)
    assert scene.rows[0].error is None  # the listing does not replay
    click(app, scene.load_button.rect.center)
    assert loaded == [] and app.scene is scene
    assert "move 6" in scene.message and path.name in scene.message
    assert not scene.load_button.enabled


def test_default_opens_the_game_with_autosave_or_the_score_pad_when_finished(app):
    from gwt_desktop.ui.after.score_pad import ScorePadScene
    from gwt_desktop.ui.game.scene import GameScene

    # Most of the game played before it was saved (this deal's random game lasts some 450 moves): what is
    # left is played out below with the autosave following, which writes each move to disk after the
    # one before it (some 50 writes left instead of 425).
    saved("Ongoing", 4, 400)
    app.push(LoadGameScene(app))
    app.step()
    click(app, app.scene.load_button.rect.center)
    game_scene = app.scenes[1]  # above the title; a hot-seat hand-off screen may cover it
    assert len(app.scenes) >= 2 and isinstance(game_scene, GameScene)
    m = game_scene.match
    m.apply(m.game.legal_moves()[0])  # the autosave follows the loaded game from here on
    assert store.load_game(store.autosave_path()).moves == m.moves
    play_out(m, random.Random(1))
    app.to_title()
    app.push(LoadGameScene(app))
    app.step()
    scene = app.scene
    assert scene.rows[-1].name == "Last finished game"
    scene.select(len(scene.rows) - 1)
    click(app, scene.load_button.rect.center)
    assert isinstance(app.scene, ScorePadScene) and app.scene.match.game.is_over


def test_empty_list_many_rows_escape(app):
    scene, _ = open_scene(app)
    assert scene.rows == [] and not scene.load_button.enabled
    key(app, pygame.K_RETURN)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, TitleScene)
    for k in range(8):
        saved(f"Game {k}", k, 5)
    scene, _ = open_scene(app)
    for _ in range(7):
        key(app, pygame.K_DOWN)
    assert scene.selected == 7 and scene.top == 3
    assert scene.row_rect(7).h > 0 and scene.row_rect(0).h == 0
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=5, flipped=False))
    app.step()
    assert scene.top == 0


def test_title_opens_with_a_bad_autosave(app):
    store.autosave_path().write_bytes(b"{ not json")
    again = App((1280, 720))
    again.step()
    assert isinstance(again.scene, TitleScene) and again.running
