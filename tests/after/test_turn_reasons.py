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
from gwt_desktop.session.turn_reasons import FEW, judged_levels, own_parts, replay_reasons
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
        levels = judged_levels(match.seats)
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
    scene.go(len(scene.replay))  # the whole game's log, as the screen shows it at the end
    app.step()
    lines = scene.log_lines()
    whys = [i for i, (_, line, _) in enumerate(lines) if line.startswith("Why: ")]
    assert whys
    for at in whys:
        player, reason = lines[at][0], lines[at][1]
        assert scene.names[player] in reason  # the turn's own player
        assert lines[at - 1][0] == player  # after the turn's own sentences
        assert at + 1 == len(lines) or lines[at + 1][1].endswith("'s turn")  # before the next turn's start


def test_the_game_log_gets_a_computer_turns_reason_after_its_last_sentence(app):
    from gwt_desktop.session.match import Match
    from gwt_desktop.session.seats import COMPUTER, Seat
    from gwt_desktop.ui.game.scene import GameScene

    match = Match([Seat("Ann", 0, COMPUTER, "medium"), Seat("Bob", 1, COMPUTER, "hard")], 12)
    app.open_match(match, pace=0.0, bot_budget=0.02, autosave=False)
    app.step()
    scene = app.scene
    assert isinstance(scene, GameScene)
    log = next(p for p in scene.parts if getattr(p, "judge", None) is not None)
    deadline = time.monotonic() + 120
    while match.game.turn_number < 12 and not match.game.is_over:
        assert time.monotonic() < deadline
        app.step(0.05)
        time.sleep(0.002)
    scene.flow.leave()  # the computers stop; the reasons already asked for come in
    while log.waiting():
        assert time.monotonic() < deadline
        app.step(0.05)
        time.sleep(0.01)
    lines = scene.log.lines
    reasons = [i for i, (_, text) in enumerate(lines) if text.startswith("Why: ")]
    assert reasons
    for i in reasons:
        player = lines[i][0]
        assert lines[i - 1][0] == player  # after its own turn's sentences
        assert i + 1 == len(lines) or lines[i + 1][1].endswith("'s turn")  # and before the next turn's
        assert match.seats[player].name in lines[i][1]


def test_a_person_and_a_random_computer_get_no_reasons():
    from gwt_desktop.session.seats import COMPUTER, HUMAN, Seat

    seats = [Seat("Ann", 0, HUMAN), Seat("Bob", 1, COMPUTER, "random"), Seat("Cat", 2, COMPUTER, "expert")]
    assert judged_levels(seats) == [None, None, "expert"]
