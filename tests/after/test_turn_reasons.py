"""The computer's turns explained: each computer turn that moved its value by FEW points or more has a
reason from its own level's judgement, true to the judgement's parts (the named gain has the stated
sign and is among the largest differences) and to the events (the money a deed names is the money the
event paid); a person's turns never get one; the Replay shows them under the turn's last move, worked
out on a thread."""
from __future__ import annotations

import re
import time

import pytest

from gwt_desktop.ai.explain import THEMES, TOP
from gwt_desktop.session.replay import Replay
from gwt_desktop.session.turn_reasons import FEW, own_parts, replay_reasons
from gwt_desktop.text.turn_why import turn_sentence
from gwt_desktop.ui.after.replay import ReplayScene
from tests.events import click

from .games import finished_match

LEVELS = ("medium", "hard", "expert")


@pytest.fixture(scope="module")
def matches():
    return [finished_match(3, seed, LEVELS[seed % 3:] + LEVELS[:seed % 3]) for seed in (5, 8)]


def _themes(before: dict, after: dict) -> dict[str, float]:
    return {t: sum(after.get(k, 0.0) - before.get(k, 0.0) for k in keys) for t, keys in THEMES.items()}


def test_every_reason_is_true_to_its_judgement_and_its_events(matches):
    told = 0
    for match in matches:
        replay = Replay.of_match(match)
        levels = [None if s.is_human else s.level for s in match.seats]
        reasons = replay_reasons(replay.options, replay.moves, replay.movers, replay.turns, levels)
        assert reasons
        for number, why in reasons.items():
            turn = replay.turns[number]
            level = levels[turn.player]
            assert level is not None and why.player == turn.player  # only computers' turns
            before = own_parts(replay.position(turn.start), turn.player, level)
            after = own_parts(replay.position(turn.end), turn.player, level)
            assert abs(sum(after.values()) - sum(before.values())) >= FEW
            diffs = _themes(before, after)
            top = sorted(diffs, key=lambda t: -abs(diffs[t]))[:TOP]
            if why.reason.gains is not None:
                theme, gain = why.reason.gains
                assert gain > 0 and theme in top and gain == pytest.approx(diffs[theme])
            if why.reason.costs is not None:
                theme, cost = why.reason.costs
                assert cost < 0 and theme in top and cost == pytest.approx(diffs[theme])
            sentence = turn_sentence(why, match.seats[turn.player].name)
            paid = {f.amount for f in why.facts}
            for dollars in re.findall(r"\$(\d+)", sentence):
                assert int(dollars) in paid, sentence  # every dollar said is one an event paid
            told += 1
    assert told >= 10


def test_the_replay_shows_a_computer_turns_reason_under_its_last_move(app, matches):
    match = matches[0]
    app.open_match(match)
    app.step()
    click(app, app.scene.button("Replay").rect.center)
    scene = app.scene
    assert isinstance(scene, ReplayScene)
    deadline = time.monotonic() + 60
    while scene.busy():  # the reasons are worked out on their thread
        assert time.monotonic() < deadline
        time.sleep(0.01)
        app.step()
    assert not scene.busy()
    ends = [t.end for t in scene.replay.turns if scene.reason_at(t.end)]
    assert ends
    scene.go(ends[0])
    app.step()
    reason = scene.reason_at()
    turn = next(t for t in scene.replay.turns if t.end == ends[0])
    assert reason.startswith("Why: ") and scene.names[turn.player] in reason  # the turn's own player
    assert any(line == reason and last for _, line, last in scene.log_lines())
