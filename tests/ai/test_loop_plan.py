"""ai/loop_plan.py: a loop plan's constraints hold on built positions (a plan to reach a city delivers
there or higher when the hand can, and gives way when it cannot), the plan is chosen again when the
herd can no longer reach it, and the plan's schedule value is exact on a built position."""
from __future__ import annotations

import random

import pytest

from gwt_desktop.ai import loop_plan as L
from gwt_desktop.ai import make_bot
from gwt_desktop.ai import schedule as S
from gwt_desktop.ai.driver import think
from gwt_desktop.engine import board

from ..engine.fixtures import (
    at_kansas_city,
    at_turn_start,
    clear_trail_tiles,
    fresh,
    set_discard,
    set_draw,
    set_hand,
)

TOPEKA, WICHITA, COLO, SANTA_FE, EL_PASO = 1, 2, 3, 4, 6
FORESIGHT = (("green_teepee", "flood_4g"), ("cowboy", "craftsman"), ("engineer", "blue_teepee"))
HAND = ("jersey", "guernsey", "black_angus", "dutch_belt")  # breeding value 1 + 2 + 2 + 2 = 7


def kansas_city_visit(bot, cert: int, plan: L.LoopPlan | None = None) -> tuple[int, int]:
    """Seat 0 has just entered Kansas City with HAND and `cert` temporary certificates; the bot plays
    the visit (with `plan` kept, if given). Returns the city delivered to and the marker after."""
    g = fresh(2, seed=5)
    clear_trail_tiles(g)
    at_kansas_city(g, 0, FORESIGHT, HAND, money=3, cert=cert)
    if plan is not None:
        bot.planner.plan = plan
    rng = random.Random(1)
    city = None
    while g.s.current == 0 and not g.is_over:
        move = think(g, 0, rng, 10.0, bot.name, bot=bot).move
        if move.kind == "city":
            city = int(move.args[0])
        g.apply(move)
    return city, g.s.players[0].cert


def test_without_a_plan_the_beam_takes_the_rush():
    # the position the next tests hold the plan on: the network's beam delivers to Kansas City
    assert kansas_city_visit(make_bot("beam-cheap"), cert=1) == (board.CITY_KC, 1)


@pytest.mark.parametrize("city,need", [(COLO, 6), (SANTA_FE, 8)])
def test_a_plan_to_reach_a_city_delivers_there_or_higher_when_the_hand_reaches_it(city, need):
    # hand 7 and one certificate: Colorado Springs by the hand, Santa Fe by spending the certificate
    delivered, _ = kansas_city_visit(make_bot("loop-plan-cheap"), cert=1, plan=L.LoopPlan(city, need, 0.0, 0))
    assert board.CITIES[delivered][1] >= need


def test_a_plan_the_hand_cannot_reach_gives_way_to_the_best_delivery():
    # hand 7, no certificate: Santa Fe (8) is out of reach, every delivery breaks the plan, and the
    # best of them is played: the beam's own choice without a plan
    plain = kansas_city_visit(make_bot("beam-cheap"), cert=0)
    assert kansas_city_visit(make_bot("loop-plan-cheap"), cert=0, plan=L.LoopPlan(SANTA_FE, 8, 0.0, 0)) == plain


def test_a_plan_the_herd_can_no_longer_reach_is_chosen_again():
    g = fresh(2, seed=5)
    at_turn_start(g, 0)
    set_hand(g, 0, "jersey", "guernsey")
    set_draw(g, 0, "jersey", "jersey")
    set_discard(g, 0, "guernsey")
    pl = g.s.players[0]
    assert L.reach(pl) == 3  # the best hand: a Jersey and a Guernsey
    planner = L.LoopPlanner()
    planner.plan = L.LoopPlan(EL_PASO, 12, 5.0, L.deliveries(pl))
    plan = planner.plan_for(g, 0)
    assert planner.replans == 1 and plan.need <= 3 and plan == planner.chosen[-1]
    # a plan the herd still reaches is kept
    planner.plan = kept = L.LoopPlan(TOPEKA, 1, plan.value + 10.0, L.deliveries(pl))
    assert planner.plan_for(g, 0) == kept and planner.replans == 1


def test_a_turn_into_kansas_city_short_of_the_plan_breaks_it():
    g = fresh(2, seed=5)
    clear_trail_tiles(g)
    at_turn_start(g, 0)
    set_hand(g, 0, *HAND)
    judge = L.PlanJudge(g, 0, L.LoopPlan(SANTA_FE, 8, 0.0, 0), herd_weight=0.0)
    arrived = g.clone()
    arrived.s.players[0].cattleman = board.KC_SPACE
    assert judge.broken(arrived) and judge.extra(arrived) == -L.PENALTY
    assert not judge.broken(g) and judge.extra(g) == 0.0
    # the rush's plan asks nothing
    assert not L.PlanJudge(g, 0, L.LoopPlan(board.CITY_KC, 0, 0.0, 0)).broken(arrived)


def test_the_plans_value_is_the_schedule_over_the_hand_the_plan_reaches():
    g = fresh(2, seed=5)
    set_hand(g, 0, *HAND)
    set_draw(g, 0)
    set_discard(g, 0)
    pl = g.s.players[0]
    pl.engine = board.parse_position("39")  # no crossing ahead: no transport cost
    assert S.hand_value(pl) == 7 and L.reach(pl) == 7
    # Colorado Springs (6): reached by the hand, no turn lost; this delivery 7 at $0.2 a point, then
    # two more of the herd's 7 from a Colorado Springs disc: Topeka (1.4) and Wichita (1.4, its arrows
    # to Topeka -3 and to Colorado Springs -1), or Kansas City (-6 + 0.2 * 13) in their place
    later = max(1.4 + (1.4 - 3 - 1), 1.4 + (-6 + 2.6), (1.4 - 1) + (-6 + 2.6), 2 * (-6 + 2.6))
    assert L.plan_value(g, 0, COLO, k=3) == pytest.approx(0.2 * 7 + later)
    # Santa Fe (8): one short, half a turn longer, a tenth of a delivery fewer (BUILD_RATE 2, LOOP_TURNS 5);
    # the later hand 7 + 0.5 of the 1 built past the herd rounds to 8 (banker's rounding of 7.5)
    short = 1 / L.BUILD_RATE / L.LOOP_TURNS
    mask = 1 << SANTA_FE
    one, two = S.best(mask, pl.engine, (8,))[0], S.best(mask, pl.engine, (8, 8))[0]
    expected = 0.2 * 8 + one + (1 - short) * (two - one)
    assert L.plan_value(g, 0, SANTA_FE, k=3) == pytest.approx(expected)
    assert L.choose(g, 0).city in L.candidates(pl)


def test_the_trial_bots_are_named_and_fall_back_as_their_levels():
    from gwt_desktop.ai.driver import simpler

    assert make_bot("loop-plan").name == "loop-plan" and make_bot("loop-plan-cheap").name == "loop-plan-cheap"
    assert make_bot("beam-cheap").name == "beam-cheap"
    assert simpler("loop-plan") == simpler("expert") and simpler("loop-plan-cheap") == simpler("hard")
