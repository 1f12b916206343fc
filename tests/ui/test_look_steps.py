"""The look tool's command line (tools.look): steps, size and command are parsed before
anything starts, and a wrong word is refused with what is wrong. No X server is started here."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tools.look import Step, parse_args, parse_step


def test_every_step_kind_parses_to_its_argument():
    assert parse_step("wait:1.5") == Step("wait", 1.5)
    assert parse_step("click:640,360") == Step("click", (640, 360))
    assert parse_step("rclick:10,20") == Step("rclick", (10, 20))
    assert parse_step("move:0,0") == Step("move", (0, 0))
    assert parse_step("key:ctrl+z") == Step("key", "ctrl+z")
    assert parse_step("type:Ann: the 2nd") == Step("type", "Ann: the 2nd")
    assert parse_step("shot:title") == Step("shot", "title")


@pytest.mark.parametrize("bad", ["wait", "wait:soon", "wait:-1", "click:640", "click:a,b", "move:1,2,3",
                                 "key:", "shot:../x", "shot:dir/x", "jump:1"])
def test_a_wrong_step_is_refused(bad):
    with pytest.raises(ValueError):
        parse_step(bad)


def test_default_command_is_this_interpreter_at_the_screen_size():
    plan = parse_args(["out", "wait:1", "shot:a"])
    assert plan.outdir == Path("out")
    assert plan.size == (1920, 1080)
    assert plan.steps == (Step("wait", 1.0), Step("shot", "a"))
    assert plan.command == (sys.executable, "-m", "gwt_desktop", "--size", "1920x1080")


def test_size_and_command_after_the_double_dash():
    plan = parse_args(["out", "--size", "1280x720", "click:1,2", "--", "prog", "--size", "800x600", "wait:3"])
    assert plan.size == (1280, 720)
    assert plan.steps == (Step("click", (1, 2)),)
    assert plan.command == ("prog", "--size", "800x600", "wait:3")


@pytest.mark.parametrize("argv", [[], ["out", "--"], ["out", "--size", "big"], ["out", "--size", "100x100"]])
def test_a_wrong_command_line_is_refused(argv):
    with pytest.raises(ValueError):
        parse_args(argv)
