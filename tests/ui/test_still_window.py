"""The window rests when nothing moves (app.py's loop, the scenes' busy/wake_in/look): real events
posted to real scenes, frames counted with a spy on the scene's draw, never timed."""
from __future__ import annotations

import random

import pygame
import pytest

from gwt_desktop.app import App
from gwt_desktop.session.match import make_match
from gwt_desktop.text import menus
from gwt_desktop.ui.game.parts import PULSE_STEP
from gwt_desktop.ui.game.scene import GameScene
from gwt_desktop.ui.scenes.rules_help import RulesHelpScene
from tests.events import click, window_pos


def _spy(monkeypatch, scene) -> list:
    """Every draw of `scene`, with what it returned (None: the whole canvas; else the rects it changed)."""
    calls = []
    real = scene.draw

    def draw(surf):
        out = real(surf)
        calls.append(out)
        return out

    monkeypatch.setattr(scene, "draw", draw)
    return calls


@pytest.fixture
def ticks(monkeypatch):
    """pygame's clock, held still (the glows' shimmer reads it) and moved by hand."""
    now = [100_000]
    monkeypatch.setattr(pygame.time, "get_ticks", lambda: now[0])
    return now


def _motion(app, logical=(960, 40)) -> None:
    pos = window_pos(app, logical)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0)))


def test_a_still_title_is_neither_drawn_nor_shown_again(app, monkeypatch):
    drawn = _spy(monkeypatch, app.scene)
    shown = []
    monkeypatch.setattr(pygame.display, "flip", lambda: shown.append("flip"))
    monkeypatch.setattr(pygame.display, "update", lambda *a: shown.append("update"))
    for _ in range(30):
        app.step()
    assert drawn == [] and shown == []
    assert app.rest() is not None and app.rest() > 0.5  # the loop sleeps (the title looks at the autosave each second)
    _motion(app)
    app.step()
    assert len(drawn) == 1 and shown == ["flip"]  # the pointer moved: the next step draws
    app.step()
    assert len(drawn) == 1


def test_a_click_shows_its_result_in_the_next_frame(app, monkeypatch):
    before = app.frames_drawn
    click(app, app.scene.button(menus.RULES).rect.center)
    assert isinstance(app.scene, RulesHelpScene)
    assert app.frames_drawn == before + 1 and app.canvas_by is app.scene  # drawn in the same step
    app.step()
    assert app.frames_drawn == before + 1


def test_a_minimised_window_draws_nothing_until_it_shows_again(app, monkeypatch):
    drawn = _spy(monkeypatch, app.scene)
    pygame.event.post(pygame.event.Event(pygame.WINDOWMINIMIZED))
    app.step()
    _motion(app)
    app.step()
    assert drawn == [] and not app.shown
    pygame.event.post(pygame.event.Event(pygame.WINDOWRESTORED))
    app.step()
    assert drawn == [None] and app.shown  # all of it, at once


def _waiting_game(app):
    """A game with its human to move, drawn once."""
    app.open_match(make_match(2, seed=1, humans=1, level="random"), autosave=False, pace=0.0)
    scene = app.scene
    for _ in range(400):
        app.step()
        if scene.ctx.human_to_act() and not scene.busy():
            break
    assert isinstance(scene, GameScene) and scene.ctx.human_to_act() and scene.ctx.controller.board_keys()
    app.step()
    return scene


def test_a_game_waiting_for_its_human_redraws_only_the_shimmer_of_its_glows(app, monkeypatch, ticks):
    scene = _waiting_game(app)
    drawn = _spy(monkeypatch, scene)
    for _ in range(10):
        app.step()
    assert drawn == []  # the same shimmer step: nothing to draw
    assert 0 < app.rest() <= PULSE_STEP
    ticks[0] += 500  # the glows' colour moves on
    app.step()
    assert len(drawn) == 1 and drawn[0]  # the glows' boxes only
    assert sum(r.w * r.h for r in drawn[0]) < 1920 * 1080 // 4
    canvas = pygame.image.tobytes(app.canvas.surface, "RGB")
    window = pygame.image.tobytes(app.window, "RGB")
    app.redraw()
    app.step()
    assert drawn[-1] is None  # a whole frame at the same moment...
    assert pygame.image.tobytes(app.canvas.surface, "RGB") == canvas  # ...is the very same picture
    assert pygame.image.tobytes(app.window, "RGB") == window


def test_a_shimmer_step_draws_only_the_pulses_where_nothing_lies_over_them(app, monkeypatch, ticks):
    scene = _waiting_game(app)
    ticks[0] += 500
    app.step()
    restored = []
    real = scene.board.restore
    monkeypatch.setattr(scene.board, "restore", lambda surf, rect: (restored.append(rect), real(surf, rect)))
    ticks[0] += 500
    app.step()  # a shimmer step: the rings drawn again over their own pixels, nothing restored
    assert restored == [] and not scene.board_part.fee_badges and not scene.ctx.controller.picked
    canvas = pygame.image.tobytes(app.canvas.surface, "RGB")
    app.redraw()
    app.step()
    assert pygame.image.tobytes(app.canvas.surface, "RGB") == canvas  # the whole frame at that moment


def test_a_shimmer_step_restores_the_boxes_under_a_picked_ring(app, monkeypatch, ticks):
    scene = _waiting_game(app)
    monkeypatch.setattr(scene.ctx.controller, "picked", [scene.ctx.components[0][0]])
    app.redraw()
    app.step()
    restored = []
    real = scene.board.restore
    monkeypatch.setattr(scene.board, "restore", lambda surf, rect: (restored.append(rect), real(surf, rect)))
    ticks[0] += 500
    app.step()
    assert restored  # a ring is drawn over the glows: each box is restored, then pulsed and ringed
    canvas = pygame.image.tobytes(app.canvas.surface, "RGB")
    app.redraw()
    app.step()
    assert pygame.image.tobytes(app.canvas.surface, "RGB") == canvas


def test_the_shimmer_wakes_the_loop_at_the_next_step_even_on_a_steps_first_millisecond(app, ticks):
    scene = _waiting_game(app)
    step = round(PULSE_STEP * 1000)
    ticks[0] = 2000  # 2.0 % 0.05 is 0.04999... in floats: the loop once spun through this millisecond
    assert scene.wake_in() == pytest.approx(PULSE_STEP)
    ticks[0] = 2000 + step - 1
    assert scene.wake_in() == pytest.approx(0.001)


def test_a_computer_move_is_drawn_and_its_show_runs_every_frame(app, monkeypatch):
    match = make_match(2, seed=2, humans=0, level="random")
    app.open_match(match, autosave=False, pace=0.2)
    scene = app.scene
    app.step()
    moves = len(match.moves)
    for _ in range(800):
        app.step(0.05)
        if len(match.moves) > moves and scene.shows.animator.busy:
            break  # a move whose show runs (a first placement may have none)
    assert len(match.moves) > moves
    assert scene.busy() and app.rest() == 0  # the move's show: 60 frames a second
    drawn = _spy(monkeypatch, scene)
    app.step()
    assert drawn == [None]
    while scene.shows.animator.busy:
        app.step(0.05)
    assert drawn[-1] is None  # the show ended: its pieces are drawn where they landed, without input


def test_the_hint_message_ends_on_a_timer(app, monkeypatch):
    scene = _waiting_game(app)
    scene.ctx.say("Not a choice now", 2.0)
    drawn = _spy(monkeypatch, scene)
    app.step(0.0)
    assert drawn == [None]  # the message shows
    assert scene.wake_in() <= 2.0
    app.step(2.5)
    assert scene.ctx.message.text is None and len(drawn) == 2  # and goes


def test_a_focused_text_field_wakes_for_its_caret_only(app, monkeypatch):
    app.open("menu", match=make_match(2, seed=1, humans=1, level="random"))
    scene = app.scene
    click(app, scene.name.rect.center)
    assert scene.name.focused
    drawn = _spy(monkeypatch, scene)
    wait = app.rest()
    assert 0 < wait <= 0.6
    app.step(0.1)
    assert drawn == []  # the caret still shows
    app.step(0.6)
    assert len(drawn) == 1  # it blinked off


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900), (1366, 768)])
def test_showing_only_what_changed_gives_the_whole_frames_pixels(size, tmp_path, monkeypatch):
    """The canvas has the window's own pixels: the logical rects a frame changed, copied alone into the
    window (each widened for its edges' rounding), leave it as copying the whole canvas does, at any
    scale, a letterboxed one included."""
    monkeypatch.setenv("GWT_HOME", str(tmp_path))
    app = App(size)
    try:
        canvas = app.canvas
        rng = random.Random(1)
        for _ in range(500):
            canvas.fill([rng.randrange(256) for _ in range(3)], (rng.randrange(1900), rng.randrange(1060), 40, 40))
        app.present()
        changed = [pygame.Rect(101, 203, 57, 31), pygame.Rect(1000, 700, 300, 11), pygame.Rect(1890, 1070, 30, 10)]
        for r in changed:
            canvas.fill((255, 0, 255), r)
        app.present(changed)
        parts = pygame.image.tobytes(app.window, "RGB")
        app.present()
        assert parts == pygame.image.tobytes(app.window, "RGB")
    finally:
        app.close()


def test_composing_only_what_changed_gives_the_whole_composition(ticks, monkeypatch):
    """The board's dimmed-and-glowing layer, composed again only where the pieces or the glows changed
    (also after frames without glows), is pixel for pixel the layer composed whole."""
    from gwt_desktop.ui.board.board_view import BoardView
    from gwt_desktop.ui.kit.layout import load

    pygame.init()
    partial = []
    real = BoardView._compose

    def compose(self, highlight, changed=None):
        partial.append(changed is not None)
        real(self, highlight, changed)

    monkeypatch.setattr(BoardView, "_compose", compose)
    match = make_match(3, seed=4, humans=1, level="random")
    rng = random.Random(4)
    kept = BoardView(load())
    canvas, whole = pygame.Surface((1920, 1080)), pygame.Surface((1920, 1080))
    kept.draw(canvas, match.game.view(0), match.seats, highlight={"pile:draw"}, seat=0)
    for i in range(12):
        match.apply(rng.choice(match.game.legal_moves()))
        view = match.game.view(0)
        kept.draw(canvas, view, match.seats, highlight={"pile:draw"} if i % 2 else (), seat=0)
        keys = sorted({k for k, _ in kept.components() if k.startswith(("trail:", "market:", "hand:", "job:"))})
        glow = set(rng.sample(keys, min(6, len(keys))))
        kept.draw(canvas, view, match.seats, highlight=glow, seat=0)
        BoardView(load()).draw(whole, view, match.seats, highlight=glow, seat=0)
        assert pygame.image.tobytes(canvas, "RGB") == pygame.image.tobytes(whole, "RGB")
    assert partial[0] is False and partial.count(True) >= 12  # the first is whole; later ones mostly not


def test_a_shows_frames_redraw_only_its_box_and_that_is_the_whole_frame(app, monkeypatch, ticks):
    match = make_match(4, seed=2, humans=0, level="random")
    app.open_match(match, autosave=False, pace=0.3)
    scene = app.scene
    drawn = _spy(monkeypatch, scene)
    boxes = 0
    for _ in range(600):
        app.step(1 / 60)
        if drawn and drawn[-1]:
            assert len(drawn[-1]) == 1 and scene.shows.animator.busy
            canvas = pygame.image.tobytes(app.canvas.surface, "RGB")
            window = pygame.image.tobytes(app.window, "RGB")
            app.redraw()
            app.step(0.0)  # the same moment of the show, drawn whole
            assert drawn[-1] is None
            assert pygame.image.tobytes(app.canvas.surface, "RGB") == canvas
            assert pygame.image.tobytes(app.window, "RGB") == window
            boxes += 1
            if boxes == 6:
                break
    assert boxes == 6
