"""What a bot's search hands back with its move (ai/plan.Found, driver.Answer.found): the line it chose
and its best lines after other first moves with the values that search gave them, the same search
and no second one, so the computer's "Why:" can be worded from it (session/turn_reasons.py). Tiny
beams, node-limited: the same figures on every machine."""
from __future__ import annotations

import math
import random

import pytest

from gwt_desktop.ai import lookahead
from gwt_desktop.ai.driver import decide, think
from gwt_desktop.ai.expert import ExpertBot
from gwt_desktop.ai.hard import HardBot
from gwt_desktop.ai.lines import found_lines
from gwt_desktop.ai.medium import MediumBot
from gwt_desktop.ai.plan import Checker, plan_turn

from .positions import midgame

TINY = (6, 2, 300)


def tiny(cls, **kw):
    bot = cls(**kw)
    bot.width, bot.per_first, bot.max_nodes = TINY
    return bot


@pytest.fixture(scope="module")
def position():
    return midgame(2, 5, 30, "turn")


def test_hard_hands_back_the_line_it_chose_and_its_runner_up_from_its_own_search(position):
    seat = position.to_move
    view = position.determinize(seat, random.Random(3))
    bot = tiny(HardBot)
    move = bot.choose(view.clone(), seat, random.Random(3), 5.0)
    found = bot.found
    assert found is not None and found.move == move and not found.looked
    # The same search, run again on the same view: its ranking and values are what came back.
    plan = plan_turn(view, seat, *TINY, Checker(), value=bot.judgement(view, seat))
    ranked = plan.ranked()
    assert [m for m, *_ in found.lines] == ranked[:len(found.lines)] and len(found.lines) > 2
    for m, line, value, finished in found.lines:
        assert value == plan.values[m] and line == plan.lines.get(m, [m]) and finished == (m in plan.lines)
    assert found.lines[0][1][0] == move  # the chosen line starts with the move played


def test_a_level_that_slips_hands_back_the_line_it_slipped_to_and_the_better_ones(position):
    seat = position.to_move
    moves = set()
    for seed in range(8):
        bot = tiny(MediumBot)
        bot.noise = 5.0  # slips often, so a worse first move is chosen on some seed
        move = bot.choose(position.determinize(seat, random.Random(seed)), seat, random.Random(seed), 5.0)
        found = bot.found
        assert found.move == move
        best = max(v for _, _, v, _ in found.lines)
        moves.add(found.lines[0][2] < best)
    assert moves == {True, False}  # the chosen line first, whether or not the search rated it best


def test_expert_hands_back_the_means_its_look_past_the_turn_chose_by(position, monkeypatch):
    monkeypatch.setattr(lookahead, "NEXT_BEAM", (4, 1, 100))
    monkeypatch.setattr(lookahead, "RIVAL_BEAM", (3, 1, 60))
    seat = position.to_move
    bot = tiny(ExpertBot, max_samples=2, use_process=False)
    bot.margin = math.inf  # every first move close enough to be sampled
    move = bot.choose(position.determinize(seat, random.Random(4)), seat, random.Random(4), 30.0)
    found = bot.found
    assert bot.samples == 2 and found.looked and found.move == move
    sampled = [v for _, _, v, _ in found.lines if not math.isnan(v)]
    assert sampled[0] == max(sampled) and len(sampled) > 1  # the move it played has the best mean
    assert sampled == sorted(sampled, reverse=True)


@pytest.mark.reports_failure
def test_the_driver_hands_the_found_on_with_the_view_it_searched_and_none_where_no_search_chose(position,
                                                                                                _failures_fail):
    seat = position.to_move
    answer = think(position, seat, random.Random(1), 5.0, "hard", bot=tiny(HardBot))
    found = answer.found
    assert found is not None and found.move == answer.move
    assert found.clone is not None and found.clone.view(seat) == position.view(seat)
    lines = found_lines(found)  # as ai/lines.best_lines gives them, without a search
    assert lines.lines[0].first == answer.move and lines.margin() == found.lines[0][2] - found.lines[1][2]
    assert think(position, seat, random.Random(1), 5.0, "random").found is None

    class Broken(HardBot):
        def choose(self, *a, **k):
            raise RuntimeError("broken")

    stood_in = decide(position.determinize(seat, random.Random(1)), seat, random.Random(1), 5.0, "hard",
                      bot=Broken())
    assert stood_in.fell_back and stood_in.found is None  # Medium's search did not choose for Hard
