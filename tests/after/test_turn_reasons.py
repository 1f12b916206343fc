"""The computer's turns explained: each computer turn that matters (a delivery, a big buy, a costly
choice) gets one line of why, what it did, its reason and the runner-up of the search that chose the
turn with that search's margin (ai/plan.Found, handed back with the move); where no search of its own
is known (a Replay, Random, a stand-in) another first move it had, without a margin or a reason;
every claim held by the advice checker to the game; a person's turns never get one; the line
shows in the Replay under the turn's last move (worked out on a thread), in the game log after the
turn's sentences, beside the seat while the computers play on, and in "Since your last turn"."""
from __future__ import annotations

import random
import time

import pytest

from gwt_desktop.session.advice import check
from gwt_desktop.session.replay import Replay
from gwt_desktop.session.turn_reasons import BIG, judge_turn, judged_levels, replay_reasons
from gwt_desktop.text.advice import turn_sentence
from gwt_desktop.ui.after.replay import ReplayScene
from tests.events import click

from .games import finished_match

LEVELS = ("medium", "hard", "expert")
BEAM = (6, 2, 300)  # node-limited: the same whys on every machine


def test_a_computer_turns_why_comes_from_the_search_that_chose_it_and_gives_its_reason():
    """Two tiny Hard bots through the driver: each turn's why is worded from what the search that chose
    the turn's first real choice handed back (its runner-up, its margin), carries the line's reason, and
    the checker holds every claim; the same turn without that search's lines says neither."""
    from gwt_desktop.ai.driver import think
    from gwt_desktop.session.table import deal
    from gwt_desktop.text.advice import turn_reason
    from tools.advice_survey import PlayBot

    game, _rngs = deal(2, 5)  # its fifth turn delivers with a reason: a quarter of a second
    bots, rng, names, reasoned = [PlayBot(BEAM), PlayBot(BEAM)], random.Random(3), ["Ann", "Bob"], 0
    while not game.is_over and game.turn_number < 40 and not reasoned:
        before, player, number, moves, found = game.clone(), game.to_move, game.turn_number, [], None
        while not game.is_over and game.turn_number == number:
            answer = think(game, game.to_move, rng, 1.0, "hard", bot=bots[game.to_move])
            if found is None and answer.found is not None:
                found = (len(moves), answer.found)
            moves.append(answer.move)
            game.apply(answer.move)
        why = judge_turn(before, player, moves, number, random.Random(number), beam=BEAM, found=found)
        if why is None:
            continue
        assert why.searched and found is not None
        searched = found[1]
        assert why.advice.line.moves[0] == searched.move
        if why.advice.other is not None:  # the search's own runner-up, at the margin that search gave it
            k = next(i for i, (m, *_) in enumerate(searched.lines) if i and m == why.advice.other.moves[0])
            assert why.advice.margin == pytest.approx(searched.lines[0][2] - searched.lines[k][2])
        said = turn_sentence(why, names)
        assert check(why.before, why.advice, [said], names) == []
        if turn_reason(why, why.before, names) is not None:
            reasoned += 1
            assert "The reason: " in said.text
            # Without the search that chose it (a Replay): another move it had, no margin, no reason.
            plain = judge_turn(before, player, moves, number, random.Random(number), beam=BEAM)
            text = turn_sentence(plain, names).text
            assert not plain.searched and plain.advice.margin is None
            assert "The reason" not in text and "worse" not in text and "better" not in text
            assert check(plain.before, plain.advice, [turn_sentence(plain, names)], names) == []
    assert reasoned


def test_a_turn_whose_first_move_was_its_only_one_is_judged_from_its_first_choice():
    """Seed 1, 29 random moves: the cattleman one step from Kansas City can only go there, and then
    the turn chooses its foresight tiles and its city. Its why said "had no other move"."""
    from gwt_desktop.engine import new_game

    g, rng = new_game(2, seed=1), random.Random(1)
    for _ in range(29):
        g.apply(rng.choice(g.legal_moves()))
    before, player, number = g.clone(), g.to_move, g.turn_number
    assert [str(m) for m in before.legal_moves()] == ["move KC"]
    moves = []
    while g.turn_number == number:
        moves.append(rng.choice(g.legal_moves()))
        g.apply(moves[-1])
    why = judge_turn(before, player, moves, number, random.Random(number), beam=BEAM)
    assert why is not None and why.lead.kind == "deliver"
    assert why.advice.choices > 1 and why.advice.line.moves == moves[1:]  # from the first foresight tile on
    names = ["Ann", "Bob"]
    said = turn_sentence(why, names)
    assert "no other move" not in said.text
    assert check(why.before, why.advice, [said], names) == []


@pytest.fixture(scope="module")
def matches():
    return [finished_match(3, seed, LEVELS[seed % 3:] + LEVELS[:seed % 3]) for seed in (5, 8)]


def test_every_why_is_about_a_turn_that_matters_and_agrees_with_the_game(matches):
    told = 0
    for match in matches:
        replay = Replay.of_match(match)
        levels = judged_levels(match.seats)
        reasons = replay_reasons(replay.options, replay.moves, replay.movers, replay.turns, levels, beam=BEAM)
        assert reasons
        names = [s.name for s in match.seats]
        for number, why in reasons.items():
            turn = replay.turns[number]
            assert levels[turn.player] is not None and why.player == turn.player  # only computers' turns
            # The turn as played, from its first choice on (the moves before it were the only ones).
            played, said = replay.moves[turn.start:turn.end], [str(m) for m in why.advice.line.moves]
            assert said and played[len(played) - len(said):] == said
            assert said == played or len(why.before.legal_moves()) > 1
            lead = why.lead
            assert lead.kind == "deliver" or lead.amount >= BIG or any(n < 0 for _, n in why.advice.line.pad) \
                or sum(f.amount for f in why.advice.line.facts if f.kind == "fee") >= BIG
            # A record keeps no search's lines: no margin, no reason (the search behind the why is smaller
            # than the one that chose the turn: it once said "another move about 8 points better" than
            # the move Expert played).
            assert why.advice.margin is None and not why.searched
            for with_deed in (True, False):
                sentence = turn_sentence(why, match.seats, with_deed)
                assert sentence.text.startswith("Why: ")
                assert "better" not in sentence.text and "worse" not in sentence.text
                assert "The reason" not in sentence.text
                assert check(why.before, why.advice, [sentence], names) == []
            told += 1
    assert told >= 10


def test_the_replay_shows_a_computer_turns_reason_under_its_last_move(app, matches):
    match = matches[0]
    app.open_match(match)
    app.step()
    click(app, app.scene.button("Replay").rect.center)
    scene = app.scene
    assert isinstance(scene, ReplayScene)
    deadline = time.monotonic() + 120
    while scene.busy():  # the reasons are worked out on their thread
        assert time.monotonic() < deadline
        time.sleep(0.01)
        app.step()
    assert not scene.busy()
    scene.place.go(len(scene.replay))  # the whole game's log, as the screen shows it at the end
    app.step()
    lines = scene.log.sentences()
    whys = [i for i, (_, line, _) in enumerate(lines) if line.startswith("Why: ")]
    assert whys
    for at in whys:
        player, reason = lines[at][0], lines[at][1]
        assert scene.place.names[player] in reason  # the turn's own player
        assert lines[at - 1][0] == player  # after the turn's own sentences
        assert at + 1 == len(lines) or lines[at + 1][1].endswith("'s turn")  # before the next turn's start


def _play_until(app, scene, done, seconds=180):
    deadline = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < deadline
        app.step(0.05)
        time.sleep(0.002)


def test_the_game_log_and_the_seat_get_a_computer_turns_why_as_it_plays(app):
    from gwt_desktop.session.match import Match
    from gwt_desktop.session.seats import COMPUTER, Seat
    from gwt_desktop.ui.game.scene import GameScene

    match = Match([Seat("Ann", 0, COMPUTER, "medium"), Seat("Bob", 1, COMPUTER, "hard")], 12)
    app.open_match(match, pace=0.0, bot_budget=0.02, autosave=False)
    app.step()
    scene = app.scene
    assert isinstance(scene, GameScene)
    log = scene.log_part
    shown = []  # the line beside a seat, as it was on screen

    def note():
        if scene.rival_line.shown:
            shown.append((scene.rival_line.why.player, scene.rival_line.text()))
        return match.game.turn_number >= 14 or match.game.is_over

    _play_until(app, scene, note)
    scene.flow.leave()  # the computers stop; the reasons already asked for come in
    _play_until(app, scene, lambda: log.wake_in() is None)
    lines = scene.log.lines
    reasons = [i for i, (_, text) in enumerate(lines) if text.startswith("Why: ")]
    assert reasons
    for i in reasons:
        player = lines[i][0]
        assert lines[i - 1][0] == player  # after its own turn's sentences
        assert i + 1 == len(lines) or lines[i + 1][1].endswith("'s turn")  # and before the next turn's
        assert match.seats[player].name in lines[i][1]
    assert shown and all(match.seats[p].name in text and text.startswith("Why: ") for p, text in shown)
    # Worded from what the search that chose each turn found: its own runner-up and margin.
    # (A turn whose deed came in its forced moves had no choice: it says so, no search is needed.)
    assert log.whys and all(why.searched or len(why.before.legal_moves()) == 1 for why in log.whys.values())


def test_since_your_last_turn_has_the_computers_why(app):
    from gwt_desktop.session.match import Match
    from gwt_desktop.session.seats import COMPUTER, HUMAN, Seat
    from gwt_desktop.ui.game.recap_panel import WHY
    from gwt_desktop.ui.game.scene import GameScene

    match = Match([Seat("Ann", 0, HUMAN), Seat("Bob", 1, COMPUTER, "medium")], 3)
    app.open_match(match, pace=0.0, bot_budget=0.02, autosave=False)
    app.step()
    scene = app.scene
    assert isinstance(scene, GameScene)
    recap = scene.turn_recap
    rng_moves = 0
    deadline = time.monotonic() + 300
    while not any(k == WHY for _, k in recap.panel.lines):
        assert time.monotonic() < deadline and not match.game.is_over, "no computer turn's why in the recap"
        if scene.ctx.human_to_act() and scene.log_part.wake_in() is None:
            scene.flow.play(match.game.legal_moves()[rng_moves % len(match.game.legal_moves())])
            rng_moves += 1
        app.step(0.05)
        time.sleep(0.002)
    line = next(text for text, k in recap.panel.lines if k == WHY)
    assert line.startswith("Why: ") and "Bob" in line
    why = next(w for w in recap.whys.values() if w.player == 1)
    assert check(why.before, why.advice, [turn_sentence(why, match.seats, False)], ["Ann", "Bob"]) == []


def test_a_person_gets_no_why_and_every_computer_does():
    from gwt_desktop.session.seats import COMPUTER, HUMAN, Seat

    seats = [Seat("Ann", 0, HUMAN), Seat("Bob", 1, COMPUTER, "random"), Seat("Cat", 2, COMPUTER, "expert")]
    assert judged_levels(seats) == [None, "random", "expert"]
