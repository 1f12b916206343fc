"""The bots' judgement accounts for itself: its named parts sum to its value exactly, the parts that
rebuild the score pad agree with the engine's score pad (exactly, or within the stated generosity),
and Expert's extra points per item are the ones it has always played with."""
from __future__ import annotations

import pytest

from gwt_desktop.ai.evaluate import (
    EXPERT_EXTRA,
    EXTRA_PARTS,
    HARD,
    MEDIUM,
    PAD_PARTS,
    PARTS,
    against,
    evaluate,
    evaluate_parts,
    extra_value,
    player_value,
    player_value_parts,
    progress,
    versus,
)
from gwt_desktop.engine.components import OBJECTIVES, SM_CERT, SM_HAZARD, SM_OBJECTIVE, SM_TEEPEE, SM_WORKERS

from .positions import bot_game_positions

# The pad's categories the judgement counts exactly as the score pad does.
EXACT = ("buildings", "cities", "stations", "hazards", "cattle", "workers", "disc_space", "token")


def every_player():
    for g in bot_game_positions():
        s = g.state
        for p in range(s.n):
            yield g, s, p, 1.0 - progress(s)


def test_the_positions_hold_what_the_pad_counts():
    """The agreement tests below can fail: bots' games reach every category and station master."""
    ps = bot_game_positions()
    assert len(ps) >= 300
    players = [pl for g in ps for pl in g.state.players]
    assert {t for pl in players for t in pl.masters} == {SM_WORKERS, SM_CERT, SM_TEEPEE, SM_HAZARD, SM_OBJECTIVE}
    for key in ("buildings", "cities", "stations", "hazards", "cattle", "objectives"):
        assert any(c["points"] for g in ps for sh in g.score_sheet() for c in sh["categories"] if c["key"] == key), key


@pytest.mark.parametrize("w", [MEDIUM, HARD], ids=["medium", "hard"])
def test_the_parts_sum_to_the_value_exactly(w):
    for _, s, p, rest in every_player():
        parts = player_value_parts(s, p, rest, w)
        assert tuple(parts) == PARTS
        assert sum(parts.values()) == player_value(s, p, rest, w)
        if rest <= 0.0:
            assert not any(parts[k] for k in PARTS if k not in PAD_PARTS)


def test_a_seat_stands_against_its_rivals_mean_leaning_to_the_best():
    # rivals 4 and 8: mean 6, best 8; half and half of them is 7
    assert against(10.0, [4.0, 8.0], 0.5) == 3.0
    assert against(10.0, [4.0, 8.0], 0.0) == 4.0  # the mean alone
    assert against(10.0, [4.0, 8.0], 1.0) == 2.0  # the best alone
    assert against(10.0, [4.0, 8.0], 0.5, rivals=0.0) == 10.0  # the rivals weighed at nothing
    assert against(10.0, [], 0.5) == 10.0  # alone at the table
    assert versus([4.0, 10.0, 8.0], 1, 0.5) == 3.0  # the seat's own value picked out of everyone's


def test_the_seat_against_its_rivals_sums_to_evaluate():
    for g in bot_game_positions()[::4]:
        for seat in range(g.state.n):
            assert sum(evaluate_parts(g, seat, HARD).values()) == pytest.approx(evaluate(g, seat, HARD), abs=1e-9)
            parts = evaluate_parts(g, seat, HARD, EXPERT_EXTRA)
            assert tuple(parts) == PARTS + EXTRA_PARTS


def test_the_pad_parts_agree_with_the_score_pad():
    """The judgement's points now against engine/scoring.py's score pad, category by category: exact,
    except money (a dollar is worth more while the game lasts; its pad fifth of a point is counted
    without rounding down), station masters' pairs (counted as half a pair's points per item) and
    objectives (a greedy allocation, and while the game lasts partial credit for unmet cards)."""
    checked = 0
    for g, s, p, rest in every_player():
        pl = s.players[p]
        pad = {c["key"]: c["points"] for c in g.score_sheet()[p]["categories"]}
        parts = player_value_parts(s, p, rest, HARD)
        end = player_value_parts(s, p, 0.0, HARD)  # the same position counted as if the game ended now
        for key in EXACT:
            assert parts[key] == pad[key], key
        # Money: the pad's $5 a point without its rounding down, plus its early worth; the pad's money
        # (inside a Kansas City visit a transport cost due counts as paid).
        money = g.score_sheet()[p]["money"]
        late = parts["money"] - money * HARD.money_early * rest
        assert pad["money"] <= late + 1e-9 < pad["money"] + 1
        assert end["money"] == pytest.approx(money / 5)
        # Station masters: 1.5 an item for a pair's 3 points, so generous by at most 1.5 a tile.
        tiles = len(pl.masters)
        if SM_OBJECTIVE not in pl.masters:
            assert pad["station_masters"] <= parts["station_masters"] <= pad["station_masters"] + 1.5 * tiles
            # Objectives at the end: the greedy allocation is one the pad's best allocation weighed.
            assert end["objectives"] <= pad["objectives"] + 1e-9
        else:
            assert (end["objectives"] + end["station_masters"]
                    <= pad["objectives"] + pad["station_masters"] + 1.5 * tiles + 1e-9)
        # While the game lasts, an unmet card's partial credit adds at most its whole swing.
        cards = list(pl.objectives) + [c for c in pl.deck() if c in OBJECTIVES]
        swing = sum(OBJECTIVES[c].points + OBJECTIVES[c].penalty for c in cards)
        assert end["objectives"] - 1e-9 <= parts["objectives"] <= end["objectives"] + rest * HARD.objective_hope * swing + 1e-9
        checked += 1
    assert checked >= 900


def old_expert_correction(s, p) -> float:
    """Expert's correction as the weights file of its network shipped it (ai/expert_weights.json, until
    it was replaced by EXPERT_EXTRA): a linear part over lab/measures.py's scaled items, frozen here."""
    pl = s.players[p]
    from gwt_desktop.engine import PRIVATE_CODE, board
    from gwt_desktop.engine.components import BLUE_TEEPEE, DISC_INDEX, GREEN_TEEPEE

    owned = PRIVATE_CODE + 16 * p
    buildings = sum(1 for sp in board.PRIVATE_SPACES if owned <= s.trail[sp] < owned + 16)
    x = {"money": pl.money / 20.0, "cowboys": pl.workers[0] / 6.0, "engineers": pl.workers[2] / 6.0,
         "disc_aux_money": 1.0 - pl.discs[DISC_INDEX["aux_money"]] / 1, "buildings": buildings / 5.0,
         "hazards": len(pl.hazards) / 5.0, "green_teepees": pl.teepees.count(GREEN_TEEPEE) / 3.0,
         "blue_teepees": pl.teepees.count(BLUE_TEEPEE) / 3.0, "station_masters": len(pl.masters) / 2.0}
    linear = {"buildings": 12.5, "hazards": 7.2, "money": 2.9, "green_teepees": 5.3, "blue_teepees": 4.2,
              "cowboys": 10.3, "engineers": -9.7, "station_masters": 6.8, "disc_aux_money": 2.3}
    return sum(v * x[k] for k, v in linear.items())


def test_experts_points_per_item_are_the_shipped_linear_part():
    seen = set()
    for _, s, p, _ in every_player():
        parts = {}
        value = extra_value(s, p, EXPERT_EXTRA, parts)
        assert value == pytest.approx(old_expert_correction(s, p), abs=1e-9)
        assert sum(parts.values()) == value
        seen |= {k for k, v in parts.items() if v}
    assert seen == set(EXTRA_PARTS)  # every item counted somewhere, so each number is checked


def test_experts_points_on_the_weights_files_probe_position():
    """The old weights file recorded its correction on a fixed position (2.13 and 7.8): the same here."""
    import random

    from gwt_desktop.engine import new_game
    from tests.engine.replays import take_lone_steps

    g = new_game(2, seed=2101, building_sides="a")
    rng = random.Random(2102)
    for _ in range(120):  # 120 decisions as the engine asked them then: it took lone steps itself
        take_lone_steps(g)
        g.apply(rng.choice(g.legal_moves()))
    take_lone_steps(g)
    assert [round(extra_value(g.state, p), 6) for p in range(2)] == [2.13, 7.8]
