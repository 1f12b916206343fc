"""Smaller things: cattlemen on one space fanned out, Menu -> New game -> Back, F11 and
back, the score pad reopened, saves deleted from the Load screen, the demo's level."""
from __future__ import annotations

import argparse
import itertools
import random

import pygame

from gwt_desktop import cli
from gwt_desktop.app import App
from gwt_desktop.session.match import make_match
from gwt_desktop.storage import store
from gwt_desktop.text import notices
from gwt_desktop.ui.after.score_pad import ScorePadScene
from gwt_desktop.ui.board.board_parts import CATTLEMAN, fan
from gwt_desktop.ui.game.scene import GameScene
from gwt_desktop.ui.scenes.load_game import LoadGameScene
from gwt_desktop.ui.scenes.menu import MenuScene
from gwt_desktop.ui.scenes.new_game import NewGameScene
from tests.events import centre, click, key


def test_four_cattlemen_on_one_space_each_stay_in_sight():
    lefts = fan(4, 500)
    assert all(b - a >= 24 for a, b in itertools.pairwise(lefts))  # at least 24 of 36 px of each show
    assert abs((lefts[0] + lefts[-1] + CATTLEMAN) / 2 - 500) < 1e-9  # centred on the space
    assert fan(1, 500) == [500 - CATTLEMAN / 2]


def test_menu_new_game_back_returns_to_the_game_with_its_names(app):
    from gwt_desktop.session.match import Match
    from gwt_desktop.session.seats import COMPUTER, HUMAN, Seat
    match = Match([Seat("Ada", 2, HUMAN), Seat("Bo", 0, COMPUTER, "hard"), Seat("Cy", 3, COMPUTER, "easy")], 4)
    app.open_match(match, autosave=False)
    app.step()
    game = app.scene
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, MenuScene)
    app.scene.button("New game").on_click()
    app.scene.button(notices.NEW_GAME_YES).on_click()  # the question first: leave this game
    app.step()
    form = app.scene
    assert isinstance(form, NewGameScene)
    assert form.players == 3
    assert [r.seat().name for r in form.rows[:3]] == [s.name for s in match.seats]
    assert [r.seat().kind for r in form.rows[:3]] == [s.kind for s in match.seats]
    assert form.rows[1].seat().level == "hard"
    colours = [r.swatch.color for r in form.rows]
    assert len(set(colours)) == len(colours)  # every seat still has its own colour
    click(app, centre(form.back.rect))
    assert app.scene is game


def test_f11_and_back_keeps_the_window_size(tmp_path, monkeypatch):
    monkeypatch.setenv("GWT_HOME", str(tmp_path))
    a = App((1920, 1080))
    try:
        a.step()
        a.toggle_fullscreen()
        a.toggle_fullscreen()
        assert a.window.get_size() == (1920, 1080)
    finally:
        a.close()


def test_the_demo_plays_medium_unless_told(monkeypatch):
    seen = []

    class FakeApp:
        running = False

        def open_match(self, match, **options):
            seen.append(match)

        def close(self):
            pass

    for argv, level in (([], "medium"), (["--level", "easy"], "easy")):
        args = cli.parse_args(["--demo", *argv])
        assert isinstance(args, argparse.Namespace)
        cli.run_demo(FakeApp(), args)
        assert {s.level for s in seen[-1].seats} == {level}


def test_a_finished_games_score_pad_opens_again_from_load(app):
    match = make_match(2, seed=3, humans=0, level="random")
    rng = random.Random(3)
    app.open_match(match)  # with its autosave, which keeps the finished game
    g = match.game
    while not g.is_over:
        match.apply(rng.choice(g.legal_moves()))
    app.step()
    app.step()
    assert isinstance(app.scene, ScorePadScene)
    app.to_title()
    app.open("load_game")
    load = app.scene
    assert isinstance(load, LoadGameScene)
    load.select(len(load.rows) - 1)
    assert load.rows[load.selected].over
    load.load()
    app.step()
    assert isinstance(app.scene, ScorePadScene) and app.scene.match.moves == match.moves


def test_a_save_is_deleted_from_load_after_a_second_press(app):
    match = make_match(2, seed=9, humans=1, level="random")
    keep = store.save_slot(match, "keep me")
    gone = store.save_slot(match, "delete me")
    app.open("load_game")
    load = app.scene
    i = next(k for k, r in enumerate(load.rows) if r.path == gone)
    load.select(i)
    click(app, centre(load.delete_button.rect))
    assert gone.exists() and load.delete_button.label == "Yes, delete"
    assert "for good" in load.message
    key(app, pygame.K_ESCAPE)  # Esc keeps it, and stays on the screen
    assert gone.exists() and app.scene is load and load.delete_button.label == "Delete"
    click(app, centre(load.delete_button.rect))
    click(app, centre(load.delete_button.rect))
    assert not gone.exists() and keep.exists()
    assert all(r.path != gone for r in load.rows)
    assert store.delete_slot(store.autosave_path()) is not None  # never the game in progress


def test_the_game_scene_is_still_there_under_the_form(app):
    """Start on the form opened from the menu leaves the old game for the new one."""
    match = make_match(2, seed=4, humans=1, level="random")
    app.open_match(match, autosave=False)
    app.step()
    key(app, pygame.K_ESCAPE)
    app.scene.button("New game").on_click()
    app.scene.button(notices.NEW_GAME_YES).on_click()
    app.step()
    app.scene.start()
    app.step()
    games = [s for s in app.scenes if isinstance(s, GameScene)]
    assert len(games) == 1 and games[0].match is not match
