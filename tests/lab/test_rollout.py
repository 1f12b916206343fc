"""lab/rollout.py: the few best distinct turns are the candidates, the one played is the one whose
play-outs the network values most, and a seat with settings is asked at the start of each of its turns."""
from __future__ import annotations

import random
from dataclasses import replace

import pytest

from gwt_desktop.ai import features as F
from gwt_desktop.ai.plan import Checker, Plan, plan_turn
from gwt_desktop.engine import DecisionKind, new_game
from lab import buffer as B
from lab import judging as J
from lab import network as N
from lab import play as P
from lab import rollout as R
from lab.jobs import FROZEN, Job, Playouts

from .test_selfplay import small_net

TINY = (2, 1, 20)

BEAM = (6, 2, 600)


def test_candidates_are_the_best_distinct_outcomes_within_the_margin():
    plan = Plan()
    plan.leaves = [(8.0, ["c"]), (10.0, ["a"]), (10.0, ["b"]), (3.0, ["d"]), (9.0, ["e"])]
    # a and b are one outcome (equal values) reached in two orders: the first found stands for it
    assert R.candidates(plan, margin=4.0, most=3) == [["a"], ["e"], ["c"]]
    assert R.candidates(plan, margin=4.0, most=2) == [["a"], ["e"]]
    assert R.candidates(plan, margin=1.5, most=5) == [["a"], ["e"]]  # c is 2 points behind
    assert R.candidates(Plan(), margin=4.0, most=3) == []


def _start(net: dict, seed: int = 3):
    g = new_game(2, seed=seed)
    assert g.decision.kind == DecisionKind.TURN and g.to_move == 0
    plan = plan_turn(g, 0, *BEAM, Checker(), value=lambda h: 0.0, batch=J.NetBatch(N.NumpyNet(net), 0))
    return g, plan


def test_the_line_played_is_the_one_whose_play_outs_the_network_values_most():
    net = small_net(3)  # a network and a deal where the play-outs overrule the beam's best turn
    net["version"] = "rollout-a"
    g, plan = _start(net)
    cfg = Playouts(horizon=1, most=3, samples=2, margin=1e9)
    lines = R.candidates(plan, cfg.margin, cfg.most)
    assert len(lines) == 3
    job = Job(seed=3, players=2, nets=(net, FROZEN), beam=BEAM)
    turn = g.turn_number
    chosen = R.by_rollouts(g, g, 0, plan, cfg, job, random.Random(11))
    # The same play-outs again, by hand: the same determinizations and the same draws for every line.
    value = J.net_value(N.NumpyNet(net), 0)
    rng = random.Random(11)
    totals = [0.0] * len(lines)
    for s in range(cfg.samples):
        base = g if s == 0 else g.determinize(0, rng)
        seeds = [rng.randrange(1 << 30) for _ in range(2)]
        for i, line in enumerate(lines):
            c = base.clone()
            R.play_line(c, 0, line)
            P.play_on(c, [random.Random(x) for x in seeds], replace(job, nets=(net, net), seed=seeds[0]),
                      until=g.turn_number + 2 + 1)
            assert c.turn_number == g.turn_number + 3 and c.to_move == 1  # its next turn over, the rival's to come
            totals[i] += value(c)
    best = max(range(3), key=lambda i: totals[i])
    assert best != 0  # a position where the play-outs overrule the beam's best turn
    assert chosen == lines[best]
    assert g.turn_number == turn and g.to_move == 0  # the game itself is not changed
    assert len(R.candidates(plan, 0.0, 3)) == 1  # distinct outcomes: only the best is within 0 points
    assert R.by_rollouts(g, g, 0, plan, replace(cfg, margin=0.0), job, random.Random(11)) is None  # one candidate


def test_a_seat_choosing_by_play_outs_is_asked_at_each_of_its_turns_starts():
    net = small_net(4)
    net["version"] = "rollout-b"
    calls = []

    def counting(g, d, seat, plan, cfg, job, rng):
        assert seat == 0 and g.decision.kind == DecisionKind.TURN
        calls.append(g.turn_number)
        return R.by_rollouts(g, d, seat, plan, cfg, job, rng)

    from gwt_desktop.session.table import deal

    job = Job(seed=6, players=2, nets=(net, FROZEN), beam=BEAM,
              rollouts=(Playouts(horizon=1, most=2, samples=1, margin=1e9), None))
    g, rngs = deal(2, 6)
    P.play_on(g, rngs, job, until=12, choose=counting)
    assert g.turn_number == 12 and not g.is_over
    assert calls == list(range(0, 12, 2))  # once a turn, at its start, and only for the seat that has settings


def test_the_look_to_the_next_turn_plays_the_first_move_whose_next_turn_is_best():
    """by_next_turn (horizon 0) is Expert's December look at the probe's beam: of the close best first
    moves, the one whose best turn, played on through the rivals' turns, leaves the best next turn;
    the first move alone, so that the rest of the turn is planned again."""
    from gwt_desktop.ai.hard import LOOK_MARGIN, LOOK_MOVES
    from gwt_desktop.ai.judgement import quick_of, search_value
    from gwt_desktop.ai.lookahead import follow, next_turn_value

    net = small_net(2)
    net["version"] = "rollout-look"
    g, plan = _start(net)
    job = Job(seed=3, players=2, nets=(net, FROZEN), beam=BEAM)
    ranked = plan.ranked()
    close = [m for m in ranked[:LOOK_MOVES] if plan.values[m] >= plan.values[ranked[0]] - LOOK_MARGIN]
    assert len(close) >= 2
    judge = R.judge_of(net)
    value = search_value(0, g, judge)
    looked = {}
    for m in close:
        leaf = g.clone()
        follow(leaf, 0, plan.lines.get(m, [m]), value, Checker())
        looked[m] = next_turn_value(leaf, 0, value, Checker(), quick_of(judge))
    best = max(looked, key=looked.__getitem__)
    assert best != ranked[0]  # a position where the look overrules the beam
    assert R.by_rollouts(g, g, 0, plan, Playouts(horizon=0, samples=1), job, random.Random(4)) == [best]


def test_recorded_games_go_to_shards_a_later_call_adds_only_the_games_missing(tmp_path, monkeypatch):
    def asked(*args):
        raise LookupError("play-outs asked")

    monkeypatch.setattr(R, "by_rollouts", asked)  # the workers fork after this: they see it too
    net = small_net(2)
    # What is checked (the shards, the held-out deal, only the missing games added) is the beam's whatever it
    # is: a tiny one plays the same games much faster.
    with pytest.raises(LookupError):  # with settings every seat's turns are chosen by play-outs
        R.games(net, tmp_path / "playouts", 1, seed=40, cfg=Playouts(horizon=1), jobs=1, beam=TINY)
    R.games(net, tmp_path, 2, seed=40, cfg=None, jobs=1, beam=TINY)  # without, never asked
    first = B.Buffer(tmp_path, keep=100).games
    assert len(first) == 2
    for own, blind, z, _ in first:
        assert own.shape[1:] == blind.shape[1:] == (2, len(F.NAMES)) and len(own) > 10
        assert len(z) == 2
    assert [held for *_, held in first] == [True, False]  # deal 40 is one in 20: held out
    R.games(net, tmp_path, 3, seed=40, cfg=None, jobs=1, beam=TINY)
    again = B.Buffer(tmp_path, keep=100).games
    assert len(again) == 3 and len(list(tmp_path.glob("shard-*.npz"))) == 2
    assert all((a[0] == b[0]).all() and (a[2] == b[2]).all() for a, b in zip(first, again))
    replay = P.play_game(Job(seed=42, players=2, nets=(net, net), beam=TINY, record=True))
    assert list(again[2][2]) == replay["scores"]  # the third game is deal 42's, played once


def test_a_game_chosen_by_play_outs_keeps_its_exploring_start(monkeypatch):
    """rollout.play_game is play.play_game with the play-outs' chooser: a job's start reaches it too
    (it was dropped: the game was dealt as ordinary)."""
    seen = []

    def started(g, rngs, job, play_on):
        seen.append((job.start, play_on.keywords.get("choose")))
        return {}

    monkeypatch.setattr(P.starts, "play_started", started)
    net = small_net(2)
    start = {"turn": 3, "bundles": [["cert"], None]}
    R.play_game(Job(seed=5, players=2, nets=(net, net), beam=(2, 1, 20), start=start))
    assert seen == [(start, R.by_rollouts)]
