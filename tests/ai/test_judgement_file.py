"""The learned judgement's weights file read as a save is (issue 72, S1-S3): through the one safe
reader (gwt_desktop/reading.py), on a thread of its own, and taken only as finite numbers of the
right type and shape. A damaged file leaves the December judgement at once, says why once (a
Problem text/problems.py words, naming the file), and lab/ never writes such a file."""
from __future__ import annotations

import json
import math
import os
import threading
import time

import pytest

from gwt_desktop.ai import features as F
from gwt_desktop.ai import judgement as J
from gwt_desktop.ai import net as N
from gwt_desktop.session import review as R
from gwt_desktop.text import i18n
from gwt_desktop.text import problems as words

from .test_judgement import random_net


@pytest.fixture
def weights(tmp_path):
    """A weights file for the judgement to use, given back to the shipped one afterwards."""
    path = tmp_path / "judgement.json"
    yield path
    J.use_weights(None)


def _in_time(call, seconds: float = 20.0):
    """call()'s answer, asked on a thread: a call that hangs (today's plain open() of a named pipe)
    fails the test instead of hanging the suite."""
    out: list = []
    t = threading.Thread(target=lambda: out.append(call()), daemon=True)
    t.start()
    t.join(seconds)
    assert out, f"no answer in {seconds} s"
    return out[0]


def _spec(**changed) -> dict:
    spec = random_net().to_dict()
    spec.update(changed)
    return spec


def _said(problem) -> str:
    return words.say(problem)


def test_a_named_pipe_leaves_the_december_judgement_at_once(weights):
    os.mkfifo(weights)
    J.use_weights(weights)
    start = time.monotonic()
    assert _in_time(J.default) is J.FROZEN
    assert time.monotonic() - start < J.WAIT  # refused, not waited for
    assert _in_time(R.settings_key)["judgement"] == "expert-2026-12"  # the review's cache key: no read of its own
    said = _said(J.problem())
    assert said == ("judgement.json is not a regular file (a named pipe): the computers, the Hint, the guide and "
                    "the review judge as in December 2026.")
    assert words.judgement_brief(J.problem()) == ("judgement.json cannot be used: the computers judge as in "
                                                  "December 2026.")


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="a system without /dev/zero")
def test_a_link_to_an_endless_device_is_refused_not_read(weights):
    os.symlink("/dev/zero", weights)
    J.use_weights(weights)
    assert _in_time(J.default) is J.FROZEN
    assert _said(J.problem()).startswith("judgement.json is not a regular file (a device)")


def test_deep_nesting_is_refused_before_it_is_parsed(weights):
    weights.write_text("[" * 50_000 + "]" * 50_000, encoding="utf-8")
    J.use_weights(weights)
    assert _in_time(J.default) is J.FROZEN
    assert _said(J.problem()).startswith("judgement.json is damaged (nested too deeply)")


def test_a_file_too_large_for_weights_is_cut_off(weights):
    weights.write_bytes(b" " * (N.LIMIT + 10) + b"{}")
    J.use_weights(weights)
    assert _in_time(J.default) is J.FROZEN
    assert "too large" in _said(J.problem())


@pytest.mark.parametrize("text, part", [
    ('{"bias": NaN}', None),  # NaN is not JSON: the reader refuses the file
    ('{"bias": Infinity}', None),
    ('{"bias": 1e999}', None),
    ("bias=1e308", "finite"),
    ("bias=true", "numbers"),
    ("scale=0", "scale"),
    ("scale=true", "numbers"),
    ("hidden_b=[]", "shape"),
    ("linear=nan", None),  # written as NaN: not JSON
    ("linear=-1e300", "finite"),
    ("hidden_w=1e300", "finite"),
    ("names=[1]", "names"),
])
def test_weights_that_are_not_finite_numbers_of_the_right_shape_are_refused(weights, text, part):
    if text.startswith("{"):
        spec = json.dumps(_spec()).replace('"bias": 0.25', text[1:-1])
        assert text[1:-1] in spec
        weights.write_text(spec, encoding="utf-8")
    else:
        field, value = text.split("=")
        spec = _spec()
        if field in ("linear", "hidden_w"):
            bad = float(value)
            if field == "linear":
                spec["linear"] = [bad] + spec["linear"][1:]
            else:
                spec["hidden_w"] = [[bad] + spec["hidden_w"][0][1:]] + spec["hidden_w"][1:]
        else:
            spec[field] = json.loads(value)
        # Python writes a NaN as NaN (not JSON): such a weight is written as the reader would meet it
        weights.write_text(json.dumps(spec), encoding="utf-8")
    J.use_weights(weights)
    assert _in_time(J.default) is J.FROZEN
    problem = J.problem()
    assert problem is not None and problem.code == "judgement_not_used"
    inner = problem.facts["problem"]
    if part is not None:
        assert inner.code == "not_a_network" and inner.facts["part"] == part
    said = _said(problem)
    assert said.startswith("judgement.json ") and "December 2026" in said


def test_a_sound_file_is_the_learned_judgement_with_finite_values(weights):
    weights.write_text(json.dumps(_spec()), encoding="utf-8")
    J.use_weights(weights)
    assert isinstance(_in_time(J.default), J.Learned)
    assert J.problem() is None


def test_the_shipped_weights_are_a_sound_network():
    net = N.Net.load(J.WEIGHTS)
    assert tuple(net.names) == F.NAMES
    assert all(math.isfinite(w) for row in net.hidden_w for w in row)


def test_the_weights_are_read_on_a_thread_of_their_own(weights, monkeypatch):
    """The window's thread (the guide's suggestion, the review's cache key) never reads the file."""
    weights.write_text(json.dumps(_spec()), encoding="utf-8")
    readers = []
    real = N.Net.load.__func__

    def load(cls, path):
        readers.append(threading.current_thread())
        return real(cls, path)

    monkeypatch.setattr(N.Net, "load", classmethod(load))
    J.use_weights(weights)
    J.load_soon()
    assert isinstance(J.default(), J.Learned)
    assert J.identity().startswith("learned:")
    assert len(readers) == 1 and readers[0] is not threading.main_thread()


def test_a_file_that_never_answers_is_given_up_after_one_wait(weights, monkeypatch):
    """A read that hangs in the kernel (a disk that stopped) costs one wait, then the December judgement."""
    weights.write_text(json.dumps(_spec()), encoding="utf-8")
    release = threading.Event()
    monkeypatch.setattr(J, "WAIT", 0.2)
    sound = N.Net.from_dict(_spec())
    monkeypatch.setattr(N.Net, "load", classmethod(lambda cls, path: (release.wait(30), sound)[1]))
    J.use_weights(weights)
    try:
        assert J.default() is J.FROZEN
        assert J.problem().facts["problem"].code == "no_answer"
        start = time.monotonic()
        assert J.default() is J.FROZEN and time.monotonic() - start < 0.1  # no second wait
    finally:
        release.set()


def test_the_line_is_said_in_german_too(weights):
    os.mkfifo(weights)
    J.use_weights(weights)
    _in_time(J.default)
    i18n.set_language("de")
    said = _said(J.problem())
    assert "judgement.json" in said and "Dezember 2026" in said


def test_the_title_and_the_game_say_it_once(weights, tmp_path, monkeypatch):
    """One line naming the file, on the title (beside the folders' problems) and once in a game."""
    from gwt_desktop.app import App
    from gwt_desktop.session.match import Match
    from gwt_desktop.session.seats import Seat

    monkeypatch.setenv("GWT_HOME", str(tmp_path / "home"))
    os.mkfifo(weights)
    J.use_weights(weights)
    app = App((1280, 720))
    try:
        end = time.monotonic() + 20
        while not any("judgement.json" in p for p in app.scene.problems):
            assert time.monotonic() < end, app.scene.problems
            app.step(0.1)
        (line,) = [p for p in app.scene.problems if "judgement.json" in p]
        assert line.endswith("judge as in December 2026.")
        seats = [Seat("Ann", color=0), Seat("Bot", color=1, kind="computer", level="expert")]
        app.open_match(Match(seats, 3), pace=0.0, bot_budget=0.01)
        app.step()
        said = app.scene.ctx.message
        assert "judgement.json" in str(said.text) and "December 2026" in str(said.text)
        assert app.scene.flow.judgement_told
    finally:
        app.close()


def test_a_nan_in_the_file_is_said_in_german_as_well(weights):
    """The reader's reason is a problem code, not Python's English ("NaN is not allowed")."""
    weights.write_text(json.dumps(_spec()).replace('"bias": 0.25', '"bias": NaN'), encoding="utf-8")
    J.use_weights(weights)
    _in_time(J.default)
    assert "a number is not finite (NaN or Infinity)" in _said(J.problem())
    i18n.set_language("de")
    assert "eine Zahl ist nicht endlich (NaN oder Infinity)" in _said(J.problem())
