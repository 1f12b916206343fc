"""On screen: the window starts and the game goes on whatever a file, a folder or a stuck
bot does, and what went wrong is said where the player looks. Driven by real events on the App."""
from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import threading
from pathlib import Path

import pygame
import pytest

from gwt_desktop.ai import driver, watchdog
from gwt_desktop.app import App
from gwt_desktop.session.match import Match
from gwt_desktop.session.seats import Seat
from gwt_desktop.storage import autosave, save_format, store
from gwt_desktop.storage import settings as st
from gwt_desktop.text.notices import THINKING
from gwt_desktop.ui.game.scene import GameScene
from gwt_desktop.ui.kit import widgets
from gwt_desktop.ui.scenes.title import TitleScene
from tests.events import click

from .conftest import make_seats, play

ROOT = Path(__file__).parents[2]


def hover(app: App, pos) -> None:
    x, y = pos
    scale = app.window.get_width() / 1920
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(round(x * scale), round(y * scale)),
                                         rel=(1, 1), buttons=(0, 0, 0)))
    app.step()


def test_the_font_never_sees_a_nul_or_a_lone_surrogate():
    """What reaches the font: a NUL or a control character dropped, a lone surrogate shown as U+FFFD,
    the rest of the words kept as they are (drawn, fitted and wrapped alike)."""
    surf = pygame.Surface((400, 100))
    shown = {"\x00": "", "Ann\x00": "Ann", "\ud800": "\ufffd", "a\udcff b": "a\ufffd b", "\x00\ud800\x07": "\ufffd"}
    for words, want in shown.items():
        assert widgets.text(surf, words, (0, 0)).width == widgets.text(surf, want, (0, 0)).width
        assert widgets.fit_text(words, 26, 100) == want
        assert widgets.wrap(words, 26, 100) == ([want] if want else [])


def test_names_with_nul_and_surrogates_in_the_autosave_never_crash_the_title_or_load(app):
    m = Match([Seat("Ann", 0), Seat("Bob", 1)], 7)
    play(m, 5, random.Random(7))
    doc = save_format.record(m, "My\x00 \ud800 game")
    doc["seats"][0]["name"] = "Ann\x00\ud800"
    raw = json.dumps(doc).encode()  # \u0000 and \ud800 escapes: valid JSON
    store.autosave_path().write_bytes(raw)
    (store.slots_dir() / "odd.json").write_bytes(raw)
    os.close(os.open(bytes(store.slots_dir()) + b"/bad\xff.json", os.O_CREAT | os.O_WRONLY))  # not UTF-8
    fresh = App((1280, 720))
    fresh.step()
    title = fresh.scene
    cont = title.button("Continue")
    assert cont.enabled and "Ann" in cont.note
    hover(fresh, cont.rect.center)  # the tooltip that used to crash the window at every start
    click(fresh, title.button("Load game").rect.center)
    fresh.step()
    names = [r.name for r in fresh.scene.rows]
    assert any(n.startswith("My ") for n in names) and any(n.startswith("bad") for n in names)
    fresh.step()  # the rows drawn, the undecodable file name among them
    assert store.autosave_path().read_bytes() == raw  # never rewritten


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes (POSIX)")
def test_a_named_pipe_as_settings_never_hangs_the_start():
    os.mkfifo(st.settings_path())
    box: list = []
    t = threading.Thread(target=lambda: box.append(App((1280, 720))), daemon=True)
    t.start()
    t.join(60)  # generous: it used to hang forever
    assert box, "the window did not open"
    app = box[0]
    app.step()
    assert isinstance(app.scene, TitleScene)
    assert app.notice and "settings.json" in app.notice[0] and "not a regular file" in app.notice[0]


def test_gwt_home_a_file_starts_without_saves_and_says_so(gwt_home):
    gwt_home.parent.mkdir(parents=True, exist_ok=True)
    gwt_home.write_text("I am a file")
    app = App((1280, 720))
    app.step()
    title = app.scene
    assert any("games will not be saved" in p for p in title.problems)
    assert not title.button("Continue").enabled
    match = Match(make_seats(2, computers=(1,)), 3)
    app.open_match(match, pace=0.0, bot_budget=0.01)
    scene = app.scene
    scene.flow.play(match.game.legal_moves()[0])
    app.step()
    assert len(match.moves) >= 1 and scene.save_notice.text and "Autosave failed" in scene.save_notice.text
    assert gwt_home.read_text() == "I am a file"


def test_an_autosave_failure_is_a_notice_until_dismissed_then_on_the_title(app):
    store.autosave_path().mkdir()  # autosave.json is a folder: every write fails
    m = Match(make_seats(2, computers=(1,)), 4)
    app.open_match(m, pace=0.0, bot_budget=0.01)
    scene = app.scene
    assert isinstance(scene, GameScene) and scene.save_notice.text is None
    scene.flow.play(m.game.legal_moves()[0])
    assert autosave.saver_of(m).flush()
    app.step()
    notice = scene.save_notice
    assert notice.text and "autosave.json" in notice.text
    assert "is a folder, not a file" in notice.text
    assert scene.clickable()[0] == notice.clickable()[0]  # its OK first, the game under it as before
    for _ in range(30):  # it stays, whatever time passes, and the game goes on under it
        app.step(0.5)
    assert notice.text
    click(app, notice.ok.rect.center)
    assert notice.text is None
    while not m.seat_to_move.is_human and not m.game.is_over:
        app.step()
    scene.flow.play(m.game.legal_moves()[0])  # the same failure again: not shown again
    assert autosave.saver_of(m).flush()
    app.step()
    assert notice.text is None and autosave.saver_of(m).error
    app.to_title()
    app.step()
    assert any("Autosave failed" in p and "autosave.json" in p for p in app.scene.problems)


class Hung:
    name = "hung"

    def choose(self, game, seat, rng, budget, cancelled=None):
        threading.Event().wait()  # never answers, never checks cancel


def test_a_computer_that_never_answers_does_not_stall_the_game(app, monkeypatch):
    real = driver.make_bot
    monkeypatch.setattr("gwt_desktop.ai.worker.make_bot", lambda level: Hung() if level == "hard" else real(level))
    monkeypatch.setattr(watchdog, "WATCHDOG_MIN", 0.3)  # the limit, not the bot, is what this test waits for
    m = Match([Seat("Ann", 0, "computer", "hard"), Seat("Bob", 1, "computer", "easy")], 5)
    app.open_match(m, autosave=False, pace=0.0, bot_budget=0.01)
    said = []
    scene = app.scene
    real_say = scene.ctx.say
    monkeypatch.setattr(scene.ctx, "say", lambda text, seconds=2.5: said.append(text() if callable(text) else text)
                        or real_say(text, seconds))
    deadline = threading.Event()
    timer = threading.Timer(60, deadline.set)
    timer.start()
    while len(m.moves) < 3 and not deadline.is_set():
        app.step()
    timer.cancel()
    assert len(m.moves) >= 3, "the game stalled behind a bot that never answers"
    assert any("Hard computer gave no move" in s and "Medium computer plays" in s for s in said)


def test_undo_during_a_hint_cancels_it_and_the_thinking_line_goes(app, monkeypatch):
    m = Match(make_seats(2, computers=(1,)), 6)
    app.open_match(m, autosave=False, pace=0.0, bot_budget=0.01)
    scene = app.scene
    rng = random.Random(6)
    for _ in range(500):
        if scene.ctx.human_to_act() and m.can_undo():
            break
        if scene.ctx.human_to_act():
            scene.flow.play(rng.choice(m.game.legal_moves()))
        app.step()
    assert m.can_undo()
    monkeypatch.setattr("gwt_desktop.ui.game.hints.BUDGET", 30.0)  # a Hard that would think for 30 s
    scene.flow.ask_hint()
    assert scene.ctx.message.text == THINKING and scene.flow.hints.busy
    job = scene.flow.hints.worker
    scene.flow.undo()
    assert job.join(10), "the hint's Hard thread kept thinking after undo"
    app.step()
    assert scene.ctx.message.text != THINKING and not scene.flow.hints.waiting


def test_a_hint_whose_decision_changed_clears_the_thinking_line(app):
    m = Match(make_seats(2, computers=(1,)), 8)
    app.open_match(m, autosave=False, pace=0.0, bot_budget=0.01)
    scene = app.scene
    while not scene.ctx.human_to_act():
        app.step()
    scene.flow.hints.ask(m.game, ("an older decision",))  # as if the decision changed while it thought
    scene.ctx.say(THINKING, 3600.0)
    assert scene.flow.hints.worker.join(30)
    for _ in range(5):
        app.step()
    assert scene.ctx.message.text != THINKING and not scene.flow.hints.waiting and scene.flow.hints.move is None


def test_quit_stops_a_thinking_hint_promptly(app, monkeypatch):
    m = Match(make_seats(2, computers=(1,)), 9)
    app.open_match(m, autosave=False, pace=0.0, bot_budget=0.01)
    scene = app.scene
    while not scene.ctx.human_to_act():
        app.step()
    monkeypatch.setattr("gwt_desktop.ui.game.hints.BUDGET", 30.0)
    scene.flow.ask_hint()
    assert scene.flow.hints.busy
    app.close()
    assert scene.flow.hints.worker.join(10), "the hint's Hard thread outlived the window"


@pytest.mark.parametrize("size, code, words", [
    ("100000x100000", 0, "using 7680x4320"),
    ("99999999999999999999x720", 0, "using 7680x720"),
    ("10x10", 0, "using 640x360"),
    ("big", 1, "is not a window size"),
])
def test_size_on_the_command_line_is_clamped_like_the_settings(size, code, words, tmp_path):
    env = dict(os.environ, GWT_HOME=str(tmp_path), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, "-m", "gwt_desktop", "--size", size, "--max-frames", "2"],
                          capture_output=True, text=True, timeout=120, env=env, cwd=ROOT, check=False)
    assert done.returncode == code and words in done.stderr and "Traceback" not in done.stderr, done.stderr


def test_window_size_parses_and_clamps():
    assert st.window_size("1600x900") == ((1600, 900), None)
    size, asked = st.window_size("99999999999999999999x720")
    assert size == (7680, 720) and asked == (99999999999999999999, 720)
    with pytest.raises(ValueError):
        st.window_size("1280x720x3")
