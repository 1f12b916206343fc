"""The levels are one ladder: every level judges a turn's end by the judgement they share, and the
levels below Hard slip a whole turn at a time (ai/hard.py, ai/medium.py)."""
from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from gwt_desktop.ai import hard, judgement, make_bot
from gwt_desktop.ai.expert import ExpertBot
from gwt_desktop.ai.plan import Plan
from gwt_desktop.engine import board
from tests.ai.positions import midgame


class Prizes:
    """A judgement that cares for one thing: the seat's cattleman ending its turn on `space`."""

    def __init__(self, space: str) -> None:
        self.space = board.SPACE_INDEX[space]

    def value(self, game, seat: int) -> float:
        return 1000.0 if game.state.players[seat].cattleman == self.space else 0.0


@pytest.mark.parametrize("level", ["easy", "medium", "hard", "expert"])
def test_every_level_judges_a_turns_end_by_the_shared_judgement(level, monkeypatch):
    g = midgame(2, seed=3, moves=90, prompt="turn")
    seat = g.to_move
    bot = make_bot(level) if level != "expert" else ExpertBot(max_samples=1, use_process=False)
    natural = bot.choose(g.clone(), seat, random.Random(1), 60.0)
    # The first moves of a turn are the cattleman's moves: prize the last space listed that is not
    # where the level goes by itself, and every level, however it slips, must go there.
    # (A move's arguments are its path: the last is where the cattleman stops.)
    target = next(m.args[-1] for m in reversed(g.legal_moves()) if m.kind == "move" and m.args[-1] != natural.args[-1])
    monkeypatch.setattr(judgement, "default", lambda: Prizes(target))
    bot = make_bot(level) if level != "expert" else ExpertBot(max_samples=1, use_process=False)
    assert bot.choose(g.clone(), seat, random.Random(1), 60.0).args[-1] == target


def test_a_slip_is_one_of_the_best_few_first_moves_by_a_softmax_of_their_values():
    plan = Plan(values={"a": 10.0, "b": 9.0, "c": 0.0, "d": -5.0, "e": -6.0})
    ranked = plan.ranked()
    rng = random.Random(5)
    assert {hard.slip(plan, ranked, 1e-3, rng) for _ in range(200)} == {"a"}
    picks = Counter(hard.slip(plan, ranked, 1.0, rng) for _ in range(4000))
    assert "e" not in picks  # past the best SLIP_MOVES (4): never
    assert abs(picks["a"] / 4000 - 0.731) < 0.03 and abs(picks["b"] / 4000 - 0.269) < 0.03
    wide = Counter(hard.slip(plan, ranked, 100.0, rng) for _ in range(4000))
    assert set(wide) == {"a", "b", "c", "d"} and min(wide.values()) > 800  # near even when noise is large


def test_a_level_that_slips_plays_the_whole_turn_it_chose(monkeypatch):
    """Easy plans at a turn's first choice and then plays that plan's line to its end, where nothing
    drawn changed the position; Hard plans again at every choice."""
    plans = []
    real = hard.plan_turn

    def counted(*args, **kwargs):
        plans.append(real(*args, **kwargs))
        return plans[-1]

    monkeypatch.setattr(hard, "plan_turn", counted)

    def play(level: str) -> tuple[int, int, list]:
        g = midgame(2, seed=4, moves=40, prompt="turn")
        bots = [make_bot(level), make_bot(level)]
        rng = random.Random(2)
        plans.clear()
        choices, kept = 0, []
        for _ in range(12):  # turns
            turn, seat = g.turn_number, g.to_move
            first_plan, played = len(plans), []
            while not g.is_over and g.turn_number == turn:
                legal = g.legal_moves()
                move = bots[seat].choose(g.clone(), seat, rng, 60.0)
                choices += len(legal) > 1
                played.append(move)
                g.apply(move)
            if len(plans) == first_plan + 1:  # one plan for the whole turn: what it played is the plan's line
                line = plans[first_plan].lines.get(played[0], [played[0]])
                kept.append((line, played))
        return choices, len(plans), kept

    choices, planned, kept = play("easy")
    assert planned < choices
    assert kept and all(played[:len(line)] == list(line) for line, played in kept)
    assert any(len(line) >= 3 for line, _ in kept)
    choices, planned, _ = play("hard")
    assert planned == choices


def test_the_lab_ladder_records_each_finished_game(tmp_path, capsys):
    # A match cut short keeps what it played: each game is on file as it ends, with its deal.
    from lab import ladder

    record = tmp_path / "games.jsonl"
    out = ladder.main(["4/1/200:b0.02", "6/2/300:b0.02", "--games", "2", "--jobs", "1", "--seed", "7100",
                       "--record", str(record)])
    games = [json.loads(line) for line in record.read_text().splitlines()]
    assert sorted(g["seed"] for g in games) == [7100, 7100]
    assert sorted(tuple(g["specs"]) for g in games) == [("4/1/200:b0.02", "6/2/300:b0.02"),
                                                        ("6/2/300:b0.02", "4/1/200:b0.02")]
    assert out["4/1/200:b0.02"]["games"] == 2
    printed = [json.loads(line) for line in capsys.readouterr().out.splitlines()[:2]]
    assert sorted(p["scores"] for p in printed) == sorted(g["scores"] for g in games)
    # Read back, given twice (a resumed match may name its file again): the same summary, each game once.
    assert ladder.main(["--tally", str(record), str(record)]) == out
