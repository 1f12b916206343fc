"""lab/selfplay.py: the numpy network is ai/net.py's function with the right gradient, the λ-return
targets, a self-play game's record, and the exploration's pick."""
from __future__ import annotations

import random
from dataclasses import replace

import numpy as np
import pytest

from gwt_desktop.ai import features as F
from gwt_desktop.ai.net import Net
from gwt_desktop.ai.plan import Plan
from gwt_desktop.engine import board
from lab import buffer as B
from lab import figures as Fg
from lab import judging as J
from lab import network as N
from lab import play as P
from lab import selfplay as S
from lab import train as T
from lab.jobs import FROZEN, Job


def small_net(seed: int = 1) -> dict:
    d = N.initial_net(4, seed)
    rng = np.random.default_rng(seed)
    d["out_w"] = rng.normal(0, 0.5, 4).tolist()
    d["hidden_b"] = rng.normal(0, 0.2, 4).tolist()
    return d


def test_numpy_net_is_the_games_net():
    d = small_net()
    rng = np.random.default_rng(5)
    X = rng.normal(0, 0.5, (7, F.SIZE))
    plain = Net.from_dict(d)
    assert N.NumpyNet(d).forward(X) == pytest.approx([plain(list(x)) for x in X], rel=1e-9)


def test_gradient_matches_finite_differences():
    net = N.NumpyNet(small_net(2))
    rng = np.random.default_rng(3)
    X = rng.normal(0, 0.5, (5, F.SIZE))
    y = rng.normal(40, 10, 5)
    _, grads, gc = net.grads(X, y)
    eps = 1e-6
    for param, grad in zip(net.params(), grads):
        flat, gflat = param.reshape(-1), grad.reshape(-1)
        for i in (0, len(flat) // 2, len(flat) - 1):
            old = flat[i]
            flat[i] = old + eps
            up = net.grads(X, y)[0]
            flat[i] = old - eps
            down = net.grads(X, y)[0]
            flat[i] = old
            assert gflat[i] == pytest.approx((up - down) / (2 * eps), rel=1e-4, abs=1e-8)
    old = net.c
    net.c = old + eps
    up = net.grads(X, y)[0]
    net.c = old - eps
    down = net.grads(X, y)[0]
    net.c = old
    assert gc == pytest.approx((up - down) / (2 * eps), rel=1e-4)


def test_lambda_returns_end_in_the_final_score():
    pred = np.array([[1.0, 4.0], [2.0, 8.0], [3.0, 6.0]])
    z = np.array([10.0, 20.0])
    G = T.lambda_returns(pred, z, 0.5)
    # last position: the final score; before it, half the next prediction and half the next return
    assert G[2].tolist() == [10.0, 20.0]
    assert G[1].tolist() == [0.5 * 3.0 + 0.5 * 10.0, 0.5 * 6.0 + 0.5 * 20.0]
    assert G[0].tolist() == [0.5 * 2.0 + 0.5 * G[1][0], 0.5 * 8.0 + 0.5 * G[1][1]]
    assert T.lambda_returns(pred, z, 1.0).tolist() == [[10.0, 20.0]] * 3


def test_the_initial_net_is_the_frozen_estimate():
    from gwt_desktop.ai.judgement import FROZEN, Learned
    from tests.ai.positions import midgame

    g = midgame(2, seed=8, moves=100)
    learned = Learned(Net.from_dict(N.initial_net(6, 1)))
    assert learned.estimates(g, g.to_move) == pytest.approx(FROZEN.estimates(g, g.to_move))


def test_a_recorded_game_has_every_turns_end_and_the_final_scores():
    net = N.initial_net(4, 1)
    net["version"] = "t"
    r = P.play_game(Job(seed=3, players=2, nets=(net, net), tau=1.0, explore=0.5, beam=(6, 2, 600), record=True))
    turns = r["turns"]
    assert r["own"].shape == r["blind"].shape
    assert r["own"].shape[1:] == (2, F.SIZE)
    assert turns - 2 <= len(r["own"]) <= turns  # one record per turn's end (the last one is the pad)
    own = r["own"][:, :, F.NAMES.index("hand_known")]
    assert (own == 1).all() and (r["blind"][:, :, F.NAMES.index("hand_known")] == 0).all()
    assert len(r["scores"]) == 2


def test_exploration_picks_among_the_best_distinct_outcomes():
    plan = Plan()
    plan.line = ["best"]
    plan.leaves = [(10.0, ["best"]), (10.0, ["best", "same"]), (9.0, ["near"]), (-50.0, ["awful"])]
    rng = random.Random(1)
    picks = [tuple(P.pick_leaf(plan, 1.0, 1.0, rng)) for _ in range(400)]
    assert ("awful",) not in picks
    assert {("best",), ("near",)} <= set(picks)
    assert all(P.pick_leaf(plan, 1.0, 0.0, rng) == ["best"] for _ in range(20))  # no exploring


def test_a_game_counts_the_kansas_city_deliveries_the_hand_was_forced_to():
    net = N.initial_net(4, 1)
    net["version"] = "t"
    r = P.play_game(Job(seed=5, players=2, nets=(net, FROZEN), beam=(6, 2, 600)))
    assert all(0 <= f <= k for f, k in zip(r["kc_forced"], r["kc"]))
    assert all(d <= v for d, v in zip(r["deliveries"], r["delivered"]))  # every KC visit delivers at least 1
    assert sum(r["deliveries"]) > 0


def test_the_network_can_judge_the_partial_turns_and_each_seat_have_its_beam():
    net = N.initial_net(4, 1)
    net["version"] = "t"
    job = Job(seed=6, players=2, nets=(net, FROZEN), beam=(6, 2, 600))
    plain = P.play_game(job)
    for change in ({"partial": True}, {"beams": [(3, 1, 100), (6, 2, 600)]}):
        probed = P.play_game(replace(job, **change))
        assert (probed["scores"], probed["turns"]) != (plain["scores"], plain["turns"]), change
    assert J.NetBatch(N.NumpyNet(net), 0, partial=True).offset(None) == 0.0  # one scale: no shift


def test_the_networks_value_of_a_position_is_its_batch_value():
    from tests.ai.positions import midgame

    g = midgame(2, seed=8, moves=100)
    spec = small_net(3)
    net = N.NumpyNet(spec)
    seat = g.to_move
    batch = J.NetBatch(net, seat)
    batch.add(g)
    assert J.net_value(net, seat)(g) == pytest.approx(batch.values()[0])


def test_a_blended_batch_judges_a_turns_end_as_the_games_blend_over_the_same_network():
    from gwt_desktop.ai.judgement import Blend, Learned
    from tests.ai.positions import midgame

    g = midgame(2, seed=8, moves=100)
    spec = small_net(3)
    seat = g.to_move
    plain, quarter = J.NetBatch(N.NumpyNet(spec), seat), J.NetBatch(N.NumpyNet(spec), seat, blend=0.25)
    for batch in (plain, quarter):
        batch.add(g)
    game = Blend(Learned(Net.from_dict(spec)), 0.25)
    assert quarter.values()[0] == pytest.approx(game.value(g, seat), rel=1e-9)
    assert quarter.values()[0] != pytest.approx(plain.values()[0])
    # the root's shift is the blend's too, so a blended search ranks on the blend's own scale
    assert quarter.offset(g) - plain.offset(g) == pytest.approx(quarter.values()[0] - plain.values()[0])
    with pytest.raises(ValueError):
        J.NetBatch(N.NumpyNet(spec), seat, partial=True, blend=0.25)


def test_a_blended_job_plays_other_turns_and_a_blend_is_a_weight():
    net = small_net(3)
    net["version"] = "t"
    job = Job(seed=6, players=2, nets=(net, FROZEN), beam=(6, 2, 600))
    blended = P.play_game(replace(job, blend=0.5))
    plain = P.play_game(job)
    assert (blended["scores"], blended["turns"]) != (plain["scores"], plain["turns"])
    for bad in ({"blend": 1.5}, {"blend": 0.5, "partial": True}):
        with pytest.raises(ValueError):
            replace(job, **bad)


def test_a_seats_figures_and_wins_read_its_own_side_of_each_game():
    def game(scores, kc, forced, delivered, deliveries):
        return {"scores": scores, "kc": kc, "kc_forced": forced, "delivered": delivered, "deliveries": deliveries,
                "sf": [0, 1], "categories": [{"cities": -6}, {"cities": 9}],
                "engines": [{"hand_limit": 4}, {"hand_limit": 6}]}

    results = [game([50, 40], [1, 0], [1, 0], [6, 20], [2, 2]), game([30, 30], [0, 2], [0, 1], [9, 10], [1, 3])]
    assert Fg.won(results, [0, 1]) == 1.5  # a win and a tie
    assert Fg.won(results, [1, 0]) == 0.5
    me = Fg.seat_figures(results, [0, 1])  # seat 0 of the first game, seat 1 of the second
    assert me["mean"] == 40.0 and me["kc_per_game"] == 1.5
    assert (me["kc_chosen_per_game"], me["kc_forced_per_game"]) == (0.5, 1.0)
    assert me["delivery_value"] == round(16 / 5, 2) and me["sf_per_game"] == 0.5
    assert me["categories"] == {"cities": 1.5}
    assert me["engine_at_end"] == {"hand_limit": 5.0}


def test_a_players_engine_at_the_end_counts_what_it_built():
    from gwt_desktop.engine.components import CARD_VALUE, DISC_INDEX, N_CATTLE_KINDS
    from gwt_desktop.engine.state import PlayerState

    pl = PlayerState("a")
    pl.discs[DISC_INDEX["hand"]] -= 1
    pl.discs[DISC_INDEX["aux_cert"]] -= 2
    pl.perm_certs, pl.cert = 2, 1
    low = next(c for c in range(N_CATTLE_KINDS) if CARD_VALUE[c] == 1)
    high = next(c for c in range(N_CATTLE_KINDS) if CARD_VALUE[c] == 4)
    pl.hand, pl.draw, pl.discard = [low, high], [low], [high, N_CATTLE_KINDS]  # and an objective card
    f = P.engine_figures(pl)
    assert (f["cleared_hand"], f["cleared_aux_cert"], f["cleared_step1"], f["cleared_aux_thin"]) == (1, 2, 0, 0)
    assert f["hand_limit"] == 5 and (f["herd"], f["herd_bv3plus"]) == (4, 2)
    assert (f["perm_certs"], f["cert"]) == (2, 1)


def test_a_league_game_gives_one_seat_the_frozen_judgement_playing_its_best():
    import argparse

    args = argparse.Namespace(round=60, mix=(0.5, 0.3, 0.2), explore=0.25, style=1.0, league=0.5, seed=4,
                              beam=(6, 2, 600), rivals=1.0, plan=0.0, plan_gate=8, plan_discs=["hand"], price_kc=0.0)
    jobs = S.round_jobs(args, {"version": 1}, 0, 1.0, random.Random(2))
    league = [j for j in jobs if FROZEN in j.nets]
    assert 10 < len(league) < 50  # about half
    for j in league:
        seat = j.nets.index(FROZEN)
        assert j.nets.count(FROZEN) == 1
        assert j.explores[seat] == 0.0 and j.styles[seat] is None
        assert all(e == 0.25 for p, e in enumerate(j.explores) if p != seat)
    assert all(j.nets.count(FROZEN) == 0 and set(j.explores) == {0.25} for j in jobs if j not in league)
    net = N.initial_net(4, 1)
    net["version"] = "t"
    job = Job(seed=5, players=2, nets=(FROZEN, net), tau=1.0, beam=(6, 2, 600))
    r = P.play_game(replace(job, explores=(0.0, 1.0)))
    assert r["frozen"] == [0]
    # Each seat explores by its own share: the network's seat exploring every turn plays another game
    # than the same two seats both playing their best.
    greedy = P.play_game(replace(job, explores=(0.0, 0.0)))
    assert (greedy["scores"], greedy["turns"]) != (r["scores"], r["turns"])
    figures = Fg.league_figures([r, {**r, "frozen": []}])  # only the game with a frozen seat counts
    assert figures["games"] == 1
    assert figures["mean"] == r["scores"][1] and figures["frozen_mean"] == r["scores"][0]
    assert figures["win_rate"] == (1.0 if r["scores"][1] > r["scores"][0] else 0.5 if r["scores"][1] == r["scores"][0]
                                   else 0.0)


def test_an_empty_buffer_fills_from_another_runs_latest_games_which_its_own_then_follow(tmp_path):
    def game(score: float) -> dict:
        own = np.full((2, 2, 3), score)
        return {"own": own, "blind": own, "scores": [score, -score], "seed": 1}

    other = B.Buffer(tmp_path / "other", keep=300)
    for shard in range(7):  # more shards than a buffer of 300 games keeps (keep // 100 + 2)
        other.add([game(shard), game(shard + 0.5)], shard)
    mine = B.Buffer(tmp_path / "mine", keep=300)
    assert mine.fill_from(tmp_path / "other", before=150) == 10  # the latest 5 shards of 2 games
    assert [g[2][0] for g in mine.games] == [2, 2.5, 3, 3.5, 4, 4.5, 5, 5.5, 6, 6.5]
    mine.add([game(99)], 150)
    reread = B.Buffer(tmp_path / "mine", keep=300)
    assert [g[2][0] for g in reread.games][-3:] == [6, 6.5, 99]  # the run's own games come last
    assert reread.fill_from(tmp_path / "other", before=151) == 0  # a buffer with games keeps them
    fresh = B.Buffer(tmp_path / "fresh", keep=300)
    assert fresh.fill_from(tmp_path / "other", before=3) == 6  # room for 3 shards before round 3
    fresh.add([game(99)], 3)
    assert [g[2][0] for g in B.Buffer(tmp_path / "fresh", keep=300).games] == [4, 4.5, 5, 5.5, 6, 6.5, 99]


def test_a_game_played_on_in_two_legs_is_the_game_played_at_once():
    """play_on stops at the start of the turn it is told and, played on from there, ends the same game
    (lab.noise takes its positions and rollouts this way)."""
    from gwt_desktop.session.table import deal

    net = small_net(2)
    net["version"] = "legs"
    job = Job(seed=8, players=2, nets=(net, FROZEN), beam=(6, 2, 600))
    whole = P.play_game(job)
    g, rngs = deal(2, 8)
    P.play_on(g, rngs, job, until=12)
    assert g.turn_number == 12 and not g.is_over
    rest = P.play_on(g, rngs, job)
    assert g.is_over
    assert (rest["scores"], rest["turns"]) == (whole["scores"], whole["turns"])


def _turn_start(seed: int = 3):
    """A two-player game at its first turn's choice of where to move, seat 0 to move."""
    from gwt_desktop.engine import DecisionKind, new_game

    g = new_game(2, seed=seed)
    assert g.decision.kind == DecisionKind.TURN and g.to_move == 0
    return g


def test_a_plan_seat_keeps_out_of_kansas_city_while_its_hand_is_poor():
    from gwt_desktop.engine import Move, breeding_value
    from gwt_desktop.engine.components import CARD_NAMES

    g = _turn_start()
    to_kc, elsewhere, nearer = Move("move", ("N_A", "KC")), Move("move", ("N_B",)), Move("move", ("N_A",))
    unfinished = Move("move", ("N_C",))
    plan = Plan()
    # The beam never finished a turn after `unfinished`: its partial value, the best, has no line.
    plan.values = {to_kc: 12.0, elsewhere: 7.0, nearer: 5.0, unfinished: 20.0}
    plan.lines = {to_kc: [to_kc, "deliver"], elsewhere: [elsewhere, "buy"], nearer: [nearer, "hire"]}
    kc_line = plan.lines[to_kc]
    pl = g.state.players[0]
    jersey = CARD_NAMES.index("jersey")
    pl.hand[:] = [jersey] * 4
    pl.cert = pl.perm_certs = 0
    assert breeding_value(pl.hand) == 1
    assert P.gated(plan, g, 0, 8, kc_line) == [elsewhere, "buy"]  # the best finished turn that stays out
    assert P.gated(plan, g, 0, 8, [nearer, "hire"]) is None  # a turn chosen elsewhere (exploring) stands
    pl.cert = 6  # 1 + 6 certificates: still under 8
    assert P.gated(plan, g, 0, 8, kc_line) == [elsewhere, "buy"]
    pl.perm_certs = 1  # 8: good enough, the search's own choice stands
    assert P.gated(plan, g, 0, 8, kc_line) is None
    pl.cert = pl.perm_certs = 0
    pl.hand[:] = [CARD_NAMES.index(c) for c in ("texas_longhorn_7", "west_highland_3", "ayrshire", "holstein")]  # 5+4+3+3
    assert P.gated(plan, g, 0, 15, kc_line) is None and P.gated(plan, g, 0, 16, kc_line) == [elsewhere, "buy"]
    pl.hand[:] = [jersey] * 4
    only_kc = Plan()
    only_kc.values, only_kc.lines = {to_kc: 3.0, unfinished: 9.0}, {to_kc: [to_kc]}
    assert P.gated(only_kc, g, 0, 8, [to_kc]) is None  # every turn found goes there: no rule can help
    assert P.gated(plan, g, 0, 8, []) is None


def test_a_plan_seat_takes_its_discs_in_its_order_where_offered():
    from tests.ai.positions import midgame

    g = midgame(2, 11, 30, prompt="disc")
    moves = g.legal_moves()
    offered = [m.args[0] for m in moves]
    assert len(offered) >= 2
    first, second = offered[0], offered[1]
    assert P.disc_rule(g, moves, ["not_a_group", second, first]).args == (second,)
    assert P.disc_rule(g, moves, [first]).args == (first,)
    assert P.disc_rule(g, moves, ["not_a_group"]) is None
    assert P.disc_rule(g, moves, None) is None
    start = _turn_start()
    assert P.disc_rule(start, start.legal_moves(), [first, second]) is None  # only a disc's choice


def test_plan_seats_are_dealt_by_their_share_and_never_to_the_league_seat():
    import argparse

    args = argparse.Namespace(round=80, mix=(0.5, 0.3, 0.2), explore=0.25, style=0.0, league=0.5, seed=4,
                              beam=(6, 2, 600), rivals=1.0, plan=0.4, plan_gate=9, plan_discs=["hand", "cert4"],
                              price_kc=6.0)
    jobs = S.round_jobs(args, {"version": 1}, 0, 1.0, random.Random(2))
    assert {j.price_kc for j in jobs} == {6.0}  # the run's price goes to every game
    seats = [(j, p) for j in jobs for p in range(j.players)]
    planned = [(j, p) for j, p in seats if j.gates[p]]
    assert 0.2 < len(planned) / len(seats) < 0.5
    for j, p in seats:
        assert (j.gates[p], j.discs[p]) in ((9, ("hand", "cert4")), (None, None))
        if j.nets[p] == FROZEN:
            assert j.gates[p] is None
    net = N.initial_net(4, 1)
    net["version"] = "t"
    r = P.play_game(Job(seed=5, players=2, nets=(net, net), beam=(6, 2, 600), gates=(9, None), discs=(("hand",), None),
                        styles=(None, {"buildings": 30.0})))
    assert r["gates"] == [9, None]
    figures = Fg.style_scores([r])  # the plan seat is its own group, the styled seat its style's
    assert figures == {"plan": [float(r["scores"][0]), 1], "buildings": [float(r["scores"][1]), 1]}


def test_a_plan_seats_rules_choose_its_turns_and_discs_in_a_whole_game(monkeypatch):
    # The rules are wired into play_on: the loop rule replaces turns into Kansas City (a gate no hand
    # reaches), and the disc rule makes every disc choice of the plan seat, none of its rival's.
    from gwt_desktop.engine import DecisionKind
    from gwt_desktop.engine.components import DISC_GROUPS

    replaced, ruled, asked = [], [], {0: 0, 1: 0}
    real_gated, real_disc_rule = P.gated, P.disc_rule

    def spy_gated(plan, g, seat, gate, chosen):
        out = real_gated(plan, g, seat, gate, chosen)
        if out is not None:
            assert seat == 0 and gate == 99 and P.enters_kc(chosen[0]) and not P.enters_kc(out[0])
            replaced.append(out)
        return out

    def spy_disc_rule(g, moves, order):
        if g.decision.kind == DecisionKind.DISC and len(moves) > 1:
            asked[g.to_move] += 1
        out = real_disc_rule(g, moves, order)
        if out is not None:
            ruled.append(g.to_move)
        return out

    monkeypatch.setattr(P, "gated", spy_gated)
    monkeypatch.setattr(P, "disc_rule", spy_disc_rule)
    net = N.initial_net(4, 1)
    net["version"] = "t"
    order = [name for name, _, _ in DISC_GROUPS]
    r = P.play_game(Job(seed=6, players=2, nets=(net, net), beam=(6, 2, 600), gates=(99, None), discs=(order, None)))
    assert replaced  # some turn into Kansas City was replaced by one that stays out
    assert asked[0] > 0 and set(ruled) == {0} and len(ruled) >= asked[0]
    assert r["deliveries"][0] > 0  # the game still goes on: a seat with only Kansas City ahead goes


def test_a_kansas_city_price_keeps_every_network_seat_off_kansas_city_unless_forced():
    # Unpriced, the network's seats choose Kansas City with hands that could go elsewhere; at a price
    # no hand outweighs, every Kansas City delivery is one the hand was forced to. The caller's style
    # is left as it was.
    net = N.initial_net(4, 1)
    net["version"] = "t"
    style = {"buildings": 30.0}
    job = Job(seed=6, players=2, nets=(net, net), beam=(6, 2, 600), styles=(style, None))
    free = P.play_game(job)
    assert sum(free["kc"]) > sum(free["kc_forced"])
    priced = P.play_game(replace(job, price_kc=1000.0))
    assert priced["kc"] == priced["kc_forced"] and sum(priced["deliveries"]) > 0
    assert style == {"buildings": 30.0}
    assert P.priced(style, 6.0) == {"buildings": 30.0, "city_0": -24.0} and P.priced(None, 0.0) is None


def test_the_kansas_city_price_is_its_points_for_each_disc_the_seat_has_there():
    # The price reads the network's Kansas City input: a seat with two discs there is judged 12 points
    # worse at a price of 6, whatever scale ai/features.py gives that input.
    from tests.ai.positions import midgame

    g = midgame(2, seed=8, moves=100)
    seat = g.to_move
    net = N.NumpyNet(small_net(3))
    g.state.players[seat].cities[0] = 2

    def value(style):
        batch = J.NetBatch(net, seat, style)
        batch.add(g)
        return batch.values()[0]

    assert value(P.priced(None, 6.0)) - value(None) == pytest.approx(-12.0)


def test_a_loop_planning_seat_keeps_its_plans_and_the_other_none():
    """Job.plans: the seat given loop plans (ai/loop_plan.py) chooses one at its first decision and
    again at each loop; its record says which delivery values it aimed at."""
    from gwt_desktop.session.table import deal

    net = small_net(3)
    net["version"] = "plans"
    job = Job(seed=9, players=2, nets=(net, net), beam=(6, 2, 600), plans=(True, None))
    g, rngs = deal(2, 9)
    r = P.play_on(g, rngs, job, until=14)
    deliveries = sum(g.s.players[0].cities)
    assert r["plans"][1] is None
    needs = r["plans"][0]["needs"]
    # a plan at the first decision, a new one at every loop after it, and one for each plan given up
    assert len(needs) == 1 + deliveries + r["plans"][0]["replans"] and deliveries >= 1
    assert all(need in {c[1] for c in board.CITIES} for need in needs)


def test_loop_plan_seats_are_every_network_seat_at_share_one_and_never_the_league_seat():
    import argparse

    base = {"round": 40, "mix": (0.5, 0.3, 0.2), "explore": 0.25, "style": 0.2, "league": 0.5, "seed": 4,
            "beam": (6, 2, 600), "rivals": 1.0, "plan": 0.0, "plan_gate": 8, "plan_discs": ["hand"], "price_kc": 0.0}
    jobs = S.round_jobs(argparse.Namespace(**base, loop_plans=1.0), {"version": 1}, 0, 1.0, random.Random(2))
    assert any(FROZEN in j.nets for j in jobs) and any(j.players > 2 for j in jobs)
    for j in jobs:
        assert j.plans == tuple(None if net == FROZEN else True for net in j.nets)
    # A run without loop plans draws nothing for them: its deals are the ones it dealt before the option.
    without = S.round_jobs(argparse.Namespace(**base), {"version": 1}, 0, 1.0, random.Random(2))
    zero = S.round_jobs(argparse.Namespace(**base, loop_plans=0.0), {"version": 1}, 0, 1.0, random.Random(2))
    assert zero == without and all(j.plans is None for j in zero)
    half = S.round_jobs(argparse.Namespace(**{**base, "round": 200}, loop_plans=0.5), {"version": 1}, 0, 1.0,
                        random.Random(2))
    seats = [j.plans[p] for j in half for p in range(j.players) if j.nets[p] != FROZEN]
    assert 0.35 < seats.count(True) / len(seats) < 0.65


def test_every_seat_of_a_three_player_game_can_play_loop_plans():
    net = N.initial_net(4, 1)
    net["version"] = "t"
    r = P.play_game(Job(seed=6, players=3, nets=(net, net, FROZEN), beam=(4, 2, 300), plans=(True, True, None)))
    assert r["players"] == 3 and len(r["scores"]) == 3
    assert r["plans"][2] is None
    assert all(r["plans"][p]["needs"] for p in (0, 1))  # each planning seat chose a plan at its loops' starts


def test_a_blended_run_deals_as_before_and_every_game_judges_by_the_blend():
    import argparse

    base = {"round": 30, "mix": (0.5, 0.3, 0.2), "explore": 0.25, "style": 0.2, "league": 0.5, "seed": 4,
            "beam": (6, 2, 600), "rivals": 1.0, "plan": 0.0, "plan_gate": 8, "plan_discs": ["hand"], "price_kc": 0.0}
    plain = S.round_jobs(argparse.Namespace(**base), {"version": 1}, 0, 1.0, random.Random(2))
    blended = S.round_jobs(argparse.Namespace(**base, blend=0.25), {"version": 1}, 0, 1.0, random.Random(2))
    assert all(j.blend == 0.0 for j in plain) and all(j.blend == 0.25 for j in blended)
    assert [replace(j, blend=0.0) for j in blended] == plain  # the same deals, seats and league
