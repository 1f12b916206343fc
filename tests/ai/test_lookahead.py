"""Looking past one's own turn (ai/lookahead.py) and Expert's use of it (the search of ai/hard.py with `look`)."""
from __future__ import annotations

import random

import pytest

from gwt_desktop.ai.evaluate import HARD, judge
from gwt_desktop.ai.expert import ExpertBot
from gwt_desktop.ai.hard import LOOK_MARGIN, LOOK_MOVES
from gwt_desktop.ai.lookahead import NEXT_BEAM, follow, next_turn_value, play_rivals
from gwt_desktop.ai.plan import Checker, plan_turn, turn_over

from .positions import midgame


def same(a, b) -> bool:
    """Two games in the same position: what every seat sees, whose move it is, and the draws to come."""
    return (all(a.view(p) == b.view(p) for p in range(a.state.n)) and a.to_move == b.to_move
            and a.state.rng.getstate() == b.state.rng.getstate())


def test_follow_plays_a_finished_line_exactly():
    g = midgame(2, seed=3, moves=40, prompt="turn")
    seat, turn = g.to_move, g.state.turn_number
    value = judge(seat, HARD)
    plan = plan_turn(g, seat, *NEXT_BEAM, value=value)
    # The second-best first move's line: a follow() that planned for itself would not play it.
    line = plan.lines[plan.ranked()[1]]
    by_hand = g.clone()
    for m in line:
        by_hand.apply(m)
    followed = g.clone()
    follow(followed, seat, line, value, Checker())
    assert turn_over(by_hand, seat, turn)
    assert same(followed, by_hand)


@pytest.mark.parametrize("players", [2, 3])
def test_follow_without_a_line_finishes_the_turn_and_rivals_play_until_the_seat_is_back(players):
    g = midgame(players, seed=8, moves=90, prompt="loc")
    seat, turn = g.to_move, g.state.turn_number
    follow(g, seat, (), judge(seat, HARD), Checker())
    assert turn_over(g, seat, turn)
    play_rivals(g, seat, Checker())
    assert g.to_move == seat
    assert g.state.turn_number == turn + players  # every rival took exactly one turn
    assert g.decision.kind == "turn"  # the start of the seat's next turn


def test_next_turn_value_is_the_best_next_turn_after_the_rivals_and_leaves_the_leaf_alone():
    g = midgame(2, seed=3, moves=40, prompt="turn")
    seat = g.to_move
    value = judge(seat, HARD)
    follow(g, seat, (), value, Checker())
    before = g.clone()
    got = next_turn_value(g, seat, value, Checker())
    assert same(g, before)
    after = g.clone()
    play_rivals(after, seat, Checker())
    assert got == max(plan_turn(after, seat, *NEXT_BEAM, value=value).values.values())


def hard_choice_by_hand(game, seat):
    """What Expert with one sample must play: among the beam's close best first moves, the one whose
    best turn, played on through the rivals' turns, leaves the best next turn."""
    value = ExpertBot().judgement(game, seat)
    plan = plan_turn(game, seat, ExpertBot.width, ExpertBot.per_first, ExpertBot.max_nodes, value=value)
    ranked = plan.ranked()
    close = [m for m in ranked[:LOOK_MOVES] if plan.values[m] >= plan.values[ranked[0]] - LOOK_MARGIN]
    looked = {}
    for m in close:
        leaf = game.clone()
        follow(leaf, seat, plan.lines.get(m, [m]), value, Checker())
        looked[m] = next_turn_value(leaf, seat, value, Checker())
    return ranked[0], max(looked, key=lambda m: looked[m])


def test_expert_plays_the_move_whose_next_turn_is_best_not_the_best_turn():
    # A position where the two differ: the beam's best turn is not the best move once the next turn is seen
    # (at Expert's beam: a position chosen again when the beam widened).
    g = midgame(2, seed=11, moves=60, prompt="turn")
    seat = g.to_move
    best_turn, best_looked = hard_choice_by_hand(g, seat)
    assert best_turn != best_looked
    assert ExpertBot(max_samples=1, use_process=False).choose(g.clone(), seat, random.Random(1), 60.0) == best_looked
