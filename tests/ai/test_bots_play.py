"""Every bot level plays whole games to the end at 2, 3 and 4 players, choosing only legal moves."""
from __future__ import annotations

import random

import pytest

from gwt_desktop.ai import make_bot
from gwt_desktop.ai.hard import HardBot
from gwt_desktop.ai.medium import MediumBot
from gwt_desktop.engine import new_game
from gwt_desktop.session.table import BotSeat, play

# Tiny budgets keep these fast; each level still runs its full machinery (Hard: plan, sampling).
BUDGET = {"random": 0.0, "easy": 0.01, "medium": 0.01, "hard": 0.01}


def small_beam(level: str):
    """Hard's or Medium's whole machinery on a small beam (as Expert's test does): at 3 and 4 players
    their seats cost a fraction of the time (a shipped Medium thinks to its 50 ms deadline every
    move); the 2-player games keep the shipped beams."""
    bot = HardBot() if level == "hard" else MediumBot()
    bot.width, bot.per_first, bot.max_nodes = 8, 2, 600
    return bot


def play_bots(levels: list[str], seed: int):
    g = new_game(len(levels), seed=seed)

    def answered(game, played) -> None:
        answer = played.answer
        assert answer.errors == [] and answer.level == levels[played.seat]  # the bot itself answered, legally

    seats = [BotSeat(level, BUDGET[level], small_beam(level) if level in ("hard", "medium") and len(levels) > 2 else None)
             for level in levels]
    play(g, seats, [random.Random(seed)] * len(levels), on_move=answered, max_moves=5000)
    assert g.is_over, "a game of bots should end"
    return g


@pytest.mark.parametrize("levels", [
    ["easy", "hard"], ["medium", "random"],
    ["easy", "medium", "hard"], ["random", "random", "random"],
    ["random", "easy", "medium", "hard"],
])
def test_bots_finish_games(levels):
    g = play_bots(levels, seed=len(levels) * 10 + len(levels[0]))
    sheet = g.score_sheet()
    assert len(sheet) == len(levels)
    assert any(sh["winner"] for sh in sheet)


def test_make_bot_levels():
    assert [make_bot(level).name for level in ("random", "easy", "medium", "hard")] == \
        ["random", "easy", "medium", "hard"]
    assert make_bot("nonsense").name == "medium"  # an unknown level from an old save still plays
