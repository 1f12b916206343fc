"""The bot interface and the level registry."""
from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol

from ..engine import Game, Move

# Every bot level, simplest first: seats and saves accept these, and a failing level falls back to
# the one before it (driver.simpler). The one list: seats, the New game screen, the command line and
# the tools all read it from here.
LEVELS = ("random", "easy", "medium", "hard", "expert")
# What a player picks from on the New game screen: Random is the floor the bots beat, not an opponent.
CHOICES = LEVELS[1:]
# Seconds of thinking per decision that each level is meant to get (Expert looks past the turn until it
# runs out; the others' beams finish long before on any machine this runs on, and the budget caps a slow one).
# Expert's 1.6 s: its decisions' 95th percentile stays below the 2 s a player is asked to wait.
DEFAULT_BUDGET = {"random": 0.0, "easy": 0.5, "medium": 0.5, "hard": 1.0, "expert": 1.6, "expert-2026-12": 1.6,
                  "expert-2026-12-07": 1.6, "hard-2026-12": 1.0, "stations": 1.0,
                  "loop-plan": 1.6, "loop-plan-cheap": 0.5, "beam-cheap": 0.5, "expert-blend": 1.6}
# Bots kept for measuring against, never offered to a player: the December 2026 Expert (its judgement
# ai/judgement.FROZEN), against which every new judgement is matched (tools.arena, lab/); Expert as
# it played on 7 December 2026 (its network kept in judgement-2026-12-07.json) and December's Hard
# (its hand-set judgement on the 64/10/40,000 beam, looking past the turn), so that each level can be
# held against its past (issue 68); and a scripted strategy seat, `stations` (ai/stations.py: Hard's
# search playing for stations and station masters, as the experienced player who beat Expert did), to
# hold Expert and the review against that style of play (issues 68 and 70). Each falls back as the
# level named beside it would.
BASELINES = {"expert-2026-12": "expert", "expert-2026-12-07": "expert", "hard-2026-12": "hard", "stations": "hard"}
# Bots on trial, never offered to a player and played by no level until a match shows them better
# (tools.arena and lab/ take them by name): issue 68's loop plans (ai/loop_plan.py) at Expert's search
# and at self-play's cheap beam, and that cheap beam without plans, the control; and Expert judging by
# the network blended with Medium's hand-set estimate (judgement.Blend, expert.BlendExpertBot). Each
# falls back as the level named beside it would.
TRIALS = {"loop-plan": "expert", "loop-plan-cheap": "hard", "beam-cheap": "hard", "expert-blend": "expert"}
OFF_LADDER = {**BASELINES, **TRIALS}  # every bot a name reaches that is not a level


def budget_of(level: str) -> float:
    """The seconds per decision a level thinks by default (DEFAULT_BUDGET); a level it does not know
    (a tuned bot's own name) thinks as long as Medium, whose width a tuned judgement plays at."""
    return DEFAULT_BUDGET.get(level, DEFAULT_BUDGET["medium"])


class Bot(Protocol):
    name: str

    def choose(self, game: Game, seat: int, rng: random.Random, budget: float,
               cancelled: Callable[[], bool] | None = None) -> Move:
        """One move from game.legal_moves() for `seat` (== game.to_move).

        `game` is what the seat may know (a determinize()d clone, the bot's own to change), `rng` the
        bot's only source of chance, `budget` the seconds it may think. A search checks `cancelled()`
        every few hundred microseconds and raises plan.Cancelled when it says so.
        """
        ...


def make_bot(level: str) -> Bot:
    """A fresh bot of that level ("random", "easy", "medium", "hard", "expert") or baseline
    (BASELINES) or trial (TRIALS). Unknown levels play Medium."""
    from .expert import BlendExpertBot, ExpertBot, FrozenExpertBot, KeptExpertBot
    from .hard import DecemberHardBot, HardBot
    from .loop_plan import CheapBeamBot, CheapLoopPlanBot, LoopPlanBot
    from .medium import EasyBot, MediumBot
    from .random_bot import RandomBot
    from .stations import StationsBot

    bots = {"random": RandomBot, "easy": EasyBot, "medium": MediumBot, "hard": HardBot, "expert": ExpertBot,
            "expert-2026-12": FrozenExpertBot, "expert-2026-12-07": KeptExpertBot, "hard-2026-12": DecemberHardBot,
            "stations": StationsBot, "loop-plan": LoopPlanBot, "loop-plan-cheap": CheapLoopPlanBot,
            "beam-cheap": CheapBeamBot, "expert-blend": BlendExpertBot}
    return bots.get(level, MediumBot)()
