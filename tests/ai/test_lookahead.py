"""Looking past one's own turn (ai/lookahead.py) and Expert's use of it (the search of ai/hard.py with
`look`: to the next turn, as the December Expert does, or `horizon` own turns on, as Expert does)."""
from __future__ import annotations

import random

import pytest

from gwt_desktop.ai import judgement
from gwt_desktop.ai.evaluate import HARD, judge
from gwt_desktop.ai.expert import ExpertBot
from gwt_desktop.ai.hard import LOOK_MARGIN, LOOK_MOVES
from gwt_desktop.ai.lookahead import NEXT_BEAM, close_outcomes, follow, next_turn_value, play_out, play_rivals
from gwt_desktop.ai.plan import Checker, Plan, plan_turn, turn_over

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


class NextTurnExpert(ExpertBot):
    """Expert's search with the December Expert's look past the turn: to the next turn only."""
    horizon = 0


def hard_choice_by_hand(game, seat):
    """What Expert looking to the next turn with one sample must play: among the beam's close best first
    moves, the one whose best turn, played on through the rivals' turns, leaves the best next turn."""
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
    assert NextTurnExpert(max_samples=1, use_process=False).choose(g.clone(), seat, random.Random(1), 60.0) == best_looked


def test_close_outcomes_are_the_best_distinct_turns_within_the_margin():
    plan = Plan(keep=True)
    for v, line in [(8.0, ["c"]), (10.0, ["a"]), (10.0, ["b"]), (3.0, ["d"]), (9.0, ["e"])]:
        plan.finished(v, line)
    # a and b are one outcome (equal values) reached in two orders: the first found stands for it
    assert close_outcomes(plan, 4.0, 3) == [["a"], ["e"], ["c"]]
    assert close_outcomes(plan, 4.0, 2) == [["a"], ["e"]]
    assert close_outcomes(plan, 1.5, 5) == [["a"], ["e"]]  # c is 2 points behind
    assert close_outcomes(Plan(keep=True), 4.0, 3) == []


def test_play_out_plays_every_seat_until_the_turn_it_is_told():
    g = midgame(3, seed=8, moves=90, prompt="turn")
    seat, turn = g.to_move, g.state.turn_number
    play_out(g, turn + 3 * 2 + 1, judgement.default(), Checker())
    assert g.state.turn_number == turn + 7 and g.to_move == (seat + 1) % 3  # two more own turns, then a rival's
    assert g.decision.kind == "turn"


def test_expert_plays_the_turn_whose_play_outs_are_best():
    """Expert at a turn's start, one sample (the game itself): among the best few distinct turns, the
    one that, played two own turns on by every seat's beam and the shared judgement, is judged best
    there; then the rest of that turn as chosen, without searching again."""
    g = midgame(2, seed=7, moves=40, prompt="turn")
    seat, turn = g.to_move, g.state.turn_number
    bot = ExpertBot(max_samples=1, use_process=False)
    value = bot.judgement(g, seat)
    plan = plan_turn(g, seat, bot.width, bot.per_first, bot.max_nodes, value=value, leaves=True)
    lines = close_outcomes(plan, LOOK_MARGIN, LOOK_MOVES)
    assert len(lines) == LOOK_MOVES
    looked = []
    for line in lines:
        c = g.clone()
        follow(c, seat, line, value, Checker())
        play_out(c, turn + 2 * ExpertBot.horizon + 1, judgement.default(), Checker())
        looked.append(value(c))
    best = lines[max(range(len(lines)), key=looked.__getitem__)]
    assert best[0] != plan.line[0]  # a position where the play-outs overrule the beam's first move
    assert bot.choose(g.clone(), seat, random.Random(1), 60.0) == best[0] and bot.samples == 1
    g.apply(best[0])
    asked = 0
    for m in best[1:]:  # the rest of the turn: the chosen line, move by move, and nothing searched
        if g.state.turn_number != turn or g.to_move != seat:
            break
        if len(g.legal_moves()) > 1:
            bot.samples = -1
            assert bot.choose(g.clone(), seat, random.Random(1), 60.0) == m and bot.samples == -1
            asked += 1
        g.apply(m)
    assert asked >= 2


def test_with_more_than_one_rival_expert_looks_to_its_next_turn_only():
    """The play-outs are Expert's in two-player games, where they were measured; in a field it plays
    as the Expert looking to the next turn."""
    class Everywhere(ExpertBot):
        play_out_players = (2, 3, 4)

    g = midgame(3, seed=8, moves=90, prompt="turn")
    seat = g.to_move
    assert ExpertBot.horizon and 3 not in ExpertBot.play_out_players

    def choice(bot_class):
        return bot_class(max_samples=1, use_process=False).choose(g.clone(), seat, random.Random(1), 60.0)

    looked = choice(NextTurnExpert)
    assert choice(Everywhere) != looked  # a position where the play-outs would choose otherwise
    assert choice(ExpertBot) == looked
