"""lab/gifts.py: the probe's copies start from one position and differ only by the gift, its gains are
paired by deal, and the bar is read as issue 68 sets it."""
from __future__ import annotations

import json
import math

import pytest

from gwt_desktop.engine import give_gift
from gwt_desktop.session.table import deal
from lab import gifts as G
from lab import selfplay as S
from lab.jobs import Job

from .test_selfplay import small_net


def test_gains_are_paired_by_deal_and_the_bar_is_three_points_and_a_correlation_of_a_half():
    rows = []
    for seed, (base, gift) in enumerate([(0.0, 4.0), (10.0, 16.0), (-5.0, -3.0)]):
        rows.append({"seed": seed, "gift": G.NONE, "available": True, "root_value": 1.0, "root_own": 50.0,
                     "next_value": base, "next_own": 50.0, "final_margin": base, "final_own": 50.0})
        rows.append({"seed": seed, "gift": "cert", "available": True, "root_value": 6.0, "root_own": 55.0,
                     "next_value": gift, "next_own": 52.0, "final_margin": gift + 1.0, "final_own": 51.0})
    rows.append({"seed": 9, "gift": "cert", "available": False})  # a deal where it could not be given: left out
    s = G.summary(rows, ["cert"])
    cert = s["gifts"]["cert"]
    assert cert["pairs"] == 3
    assert cert["root"] == 5.0 and cert["root_own"] == 5.0
    assert cert["next"] == pytest.approx((4 + 6 + 2) / 3, abs=0.01)
    assert cert["real"] == pytest.approx((5 + 7 + 3) / 3, abs=0.01)
    assert cert["error"] == pytest.approx(5.0 - 5.0, abs=0.01) and cert["within_bar"]
    assert s["corr_next_real"] == pytest.approx(1.0)  # realized = next + 1 in every pair
    assert s["bar"]["every_gift_within"] and s["bar"]["corr_met"]
    assert s["corr_next_real_singles"] == pytest.approx(1.0) and s["corr_next_real_within"] == pytest.approx(1.0)
    assert s["mean_abs_error"] == pytest.approx(0.0, abs=0.01)
    rows[1]["root_value"] = rows[3]["root_value"] = rows[5]["root_value"] = 10.0  # predicted 9, realized 5
    assert not G.summary(rows, ["cert"])["bar"]["every_gift_within"]


def test_a_deal_with_a_misspelt_setting_fails_where_it_is_made():
    with pytest.raises(TypeError):
        G.GiftDeal(net={}, seed=4, turn=2, samples=1, gifts=("cert",), beam=(2, 1, 40), samles=3)


def test_a_pair_is_one_position_with_and_without_the_gift_played_by_the_same_streams():
    net = small_net(2)
    net["version"] = "gifts-test"
    job = G.GiftDeal(net=net, seed=4, turn=2, samples=1, gifts=("cert",), beam=(2, 1, 40))
    rows = G.pair_rows(job)
    assert [r["gift"] for r in rows] == [G.NONE, "cert"]
    none, cert = rows
    assert none["turn"] == cert["turn"] == 2 and none["seat"] == cert["seat"] == 0
    # the root is judged on the same position with and without the certificate, by the game's judgement
    play = Job(seed=4, players=2, nets=(net, net), beam=(2, 1, 40))
    g, rngs = deal(2, 4)
    S.play_on(g, rngs, play, until=2)
    judge = G.judge_of(net)
    assert none["root_value"] == pytest.approx(G.judged(judge, g, 0, 1, 4 * 7 + 3)[0])
    give_gift(g, 0, "cert")
    assert cert["root_value"] == pytest.approx(G.judged(judge, g, 0, 1, 4 * 7 + 3)[0])
    assert cert["root_value"] != none["root_value"]
    # both copies were played to the end, the seat's next delivery judged on the way
    assert none["turns"] > none["next_turn"] >= 2 and cert["turns"] > cert["next_turn"] >= 2


def test_a_records_table_is_read_again_over_its_first_deals(tmp_path, capsys):
    rows = []
    for seed, gain in ((100, 2.0), (101, 8.0)):
        rows.append({"seed": seed, "gift": G.NONE, "available": True, "root_value": 0.0, "root_own": 0.0,
                     "next_value": 0.0, "next_own": 0.0, "final_margin": 0.0, "final_own": 0.0})
        rows.append({"seed": seed, "gift": "cert", "available": True, "root_value": 1.0, "root_own": 0.0,
                     "next_value": 0.0, "next_own": 0.0, "final_margin": gain, "final_own": 0.0})
    path = tmp_path / "record.json"
    path.write_text(json.dumps({"args": {"seed": 100, "gifts": ["cert"]}, "rows": rows}))
    assert G.main(["--summary", str(path), "--pairs", "1"])["summary"]["gifts"]["cert"]["real"] == 2.0
    assert G.main(["--summary", str(path), "--pairs", "2"])["summary"]["gifts"]["cert"]["real"] == 5.0
    assert "| cert | 2 |" in capsys.readouterr().out


def test_a_blended_probe_judges_and_plays_by_the_blend():
    from gwt_desktop.ai.judgement import Blend

    net = small_net(2)
    net["version"] = "gifts-blend-test"
    job = G.GiftDeal(net=net, seed=4, turn=2, samples=1, gifts=("cert",), beam=(2, 1, 40), blend=0.5)
    none, cert = G.pair_rows(job)
    play = Job(seed=4, players=2, nets=(net, net), beam=(2, 1, 40), blend=0.5)
    g, rngs = deal(2, 4)
    S.play_on(g, rngs, play, until=2)
    judge = Blend(G.judge_of(net), 0.5)
    assert none["root_value"] == pytest.approx(G.judged(judge, g, 0, 1, 4 * 7 + 3)[0])
    assert none["root_value"] != pytest.approx(G.judged(G.judge_of(net), g, 0, 1, 4 * 7 + 3)[0])
    give_gift(g, 0, "cert")
    assert cert["root_value"] == pytest.approx(G.judged(judge, g, 0, 1, 4 * 7 + 3)[0])


def test_the_noise_says_what_an_exact_judgement_would_err_and_how_many_pairs_the_bar_needs():
    def gift(error, se):
        return {"pairs": 4, "error": error, "root_se": 0.0, "real_se": se}

    n = G.noise({"a": gift(2.0, 2.0), "b": gift(-2.0, 2.0)})
    assert n["floor"] == pytest.approx(2.0 * math.sqrt(2.0 / math.pi))
    assert n["chi2_per_gift"] == pytest.approx(1.0)
    assert n["p_chi2"] == pytest.approx(math.exp(-1.0))  # chi-squared, 2 degrees of freedom, at 2
    within = math.erf(3.0 / (2.0 * math.sqrt(2.0)))
    assert n["p_exact_passes"] == pytest.approx(within ** 2)
    # at that many pairs the standard errors have shrunk so that an exact judgement passes 9 times in 10
    shrunk = 2.0 * math.sqrt(4 / n["pairs_to_pass"])
    assert math.erf(3.0 / (shrunk * math.sqrt(2.0))) ** 2 >= 0.9
    assert 5 <= n["pairs_to_pass"] <= 8
    mispriced = G.noise({"a": gift(8.0, 2.0), "b": gift(-2.0, 2.0)})
    assert mispriced["chi2_per_gift"] == pytest.approx(8.5) and mispriced["p_chi2"] < 0.001


def test_the_chi_squared_tail_is_the_tables():
    assert G.chi2_survival(3.841, 1) == pytest.approx(0.05, abs=1e-4)
    assert G.chi2_survival(18.307, 10) == pytest.approx(0.05, abs=1e-4)
    assert G.chi2_survival(23.209, 10) == pytest.approx(0.01, abs=1e-4)
    assert G.chi2_survival(0.0, 3) == 1.0
