"""lab/starts.py: an exploring start hands its seats their bundles at the drawn turn, paid at market
price, and the game is self-play's own before and after."""
from __future__ import annotations

import random
from dataclasses import replace

import numpy as np

from gwt_desktop.engine import gift_price
from gwt_desktop.engine.components import DISC_INDEX, TILE_INDEX
from lab import selfplay as S
from lab import starts as T
from lab.jobs import Job

from ..engine.fixtures import fresh
from .test_selfplay import small_net


def test_no_share_draws_nothing_and_a_full_share_draws_a_turn_and_bundles_of_single_gifts():
    rng = random.Random(5)
    state = rng.getstate()
    assert T.draw(rng, 2, 0.0) is None
    assert rng.getstate() == state  # a run without starts deals its games as before
    for _ in range(50):
        start = T.draw(rng, 3, 1.0)
        assert 0 <= start["turn"] < T.FIRST_TURNS * 3
        given = [b for b in start["bundles"] if b]
        assert 1 <= len(given) <= 3 and len(start["bundles"]) == 3
        for bundle in given:
            assert 1 <= len(bundle) <= 3 and set(bundle) <= set(T.SINGLE) and "all" not in bundle
            assert bundle == [gift for gift in T.SINGLE if gift in bundle]  # in the gifts' order


def test_a_seat_gets_its_bundle_and_pays_its_market_price_and_what_it_cannot_pay_is_left_out():
    g = fresh()
    g.s.players[0].money = 12
    g.s.players[1].money = 3
    worker = gift_price(g, 0, "engineer")
    assert worker > 12 - 5 - 2  # the engineer cannot be paid after the disc and the station
    out = T.begin(g, {"turn": 0, "bundles": [["hand", "station", "engineer"], ["hand", "cert"]]})
    assert out[0] == {"given": ["hand", "station"], "paid": 5 + 2}
    p0 = g.s.players[0]
    assert p0.money == 12 - 7 and p0.hand_limit() == 5 and p0.stations[0]
    assert p0.workers[TILE_INDEX["engineer"]] == 1
    assert out[1] == {"given": ["cert"], "paid": 0}  # $3 is too little for the disc, the certificate is free
    assert g.s.players[1].perm_certs == 1 and g.s.players[1].discs[DISC_INDEX["hand"]] == 2


def test_a_started_self_play_game_holds_the_bundle_from_its_turn_and_counts_the_whole_game():
    net = small_net(4)
    net["version"] = "starts-test"
    job = Job(seed=8, players=2, nets=(net, net), beam=(2, 1, 40), record=True)
    plain = S.play_game(job)
    started = S.play_game(replace(job, start={"turn": 4, "bundles": [["cert"], None]}))
    assert started["start"] == {"turn": 4, "seats": [{"given": ["cert"], "paid": 0}, None]}
    assert started["engines"][0]["perm_certs"] >= 1  # held to the end (only station masters add more)
    # the first four turns are the plain game's; every turn's end is recorded but the start's own
    assert (started["own"][:3] == plain["own"][:3]).all()
    assert len(plain["own"]) == plain["turns"] and len(started["own"]) == started["turns"] - 1
    assert "start" not in plain


def test_the_counts_are_the_two_parts_summed_and_the_records_joined():
    calls = []

    def play_on(g, rngs, job, until=None):
        calls.append(until)
        part = len(calls)
        return {"scores": [10 * part, 5], "turns": 3 * part, **{k: [part, 2 * part] for k in T.SUMMED},
                "own": np.full((part, 2, 1), part), "blind": np.zeros((0,)) if part == 1 else np.ones((2, 2, 1))}

    job = Job(seed=1, players=2, nets=("frozen", "frozen"), start={"turn": 2, "bundles": [None, ["cert"]]})
    out = T.play_started(fresh(), [], job, play_on)
    assert calls == [2, None]
    assert all(out[k] == [1 + 2, 2 + 4] for k in T.SUMMED)
    assert out["scores"] == [20, 5] and out["turns"] == 6  # the game's end: the second part's
    assert out["own"].tolist() == [[[1], [1]], [[2], [2]], [[2], [2]]]
    assert out["blind"].shape == (2, 2, 1)  # an empty first part joins nothing
    assert out["start"] == {"turn": 2, "seats": [None, {"given": ["cert"], "paid": 0}]}
