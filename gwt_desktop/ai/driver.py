"""The one bot driver: how every caller (the worker thread, the arena, the tuner, the hint, the tests)
gets a move from a bot.

A bot only ever sees a determinized clone of the game (seat_view: what its seat may know, hidden
things re-dealt), chooses among that clone's legal moves, and its answer is checked against them. A
bot that raises, or answers a move that is not legal, is replaced for this move by the next simpler
level (hard -> medium -> easy -> random), and as a last resort by a random legal move, so a broken bot
never stops a game; the Answer says which level answered and why the others did not. Either is a
bug, reported once through failures.report_once (which fails the tests that meet it). A search told
to stop (plan.Cancelled) is not a failure: it propagates, nobody wants the answer.

A bot that never answers is the watchdog's business (worker.BotWorker): past hard_limit(budget) (the
one limit, ai/watchdog.py) the move is asked of the next simpler level on a thread of its own, the stuck
one is told to stop and abandoned, and its level is not asked again for the rest of the game.
"""
from __future__ import annotations

import logging
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from ..engine import Game, Move
from ..failures import report_once
from .base import LEVELS, OFF_LADDER, Bot, make_bot
from .plan import Cancelled
from .watchdog import hard_limit

__all__ = ["Answer", "decide", "hard_limit", "seat_view", "simpler", "think"]

log = logging.getLogger(__name__)


class IllegalAnswer(Exception):
    """A bot answered a move that is not among the legal ones: a bug, reported as one."""


def simpler(level: str) -> str | None:
    """The next simpler level (the fallback), None below Random. An unknown level plays Medium."""
    if level in OFF_LADDER:
        return simpler(OFF_LADDER[level])
    if level not in LEVELS:
        return "medium"
    i = LEVELS.index(level)
    return LEVELS[i - 1] if i > 0 else None


@dataclass
class Answer:
    move: Move
    level: str  # the level whose move it is (the one asked, or a simpler one that stood in)
    asked: str  # the level that was asked
    errors: list[str] = field(default_factory=list)  # why each level above `level` did not answer
    seconds: float = 0.0  # time spent choosing, fallbacks included
    # What the search that chose the move found (plan.Found, its `clone` the view it searched), None
    # where no search of the level asked chose it (Random, one legal move, a simpler level standing in).
    found: object = None

    @property
    def fell_back(self) -> bool:
        return self.level != self.asked


def seat_view(game: Game, seat: int, rng: random.Random) -> Game:
    """What `seat` may know of `game`: a clone with every hidden zone re-dealt (engine determinize)."""
    return game.determinize(seat, rng)


def decide(clone: Game, seat: int, rng: random.Random, budget: float, level: str = "medium", *,
           bot: Bot | None = None, cancelled: Callable[[], bool] | None = None) -> Answer:
    """The move of `level` (or of `bot`, standing for that level) for `seat` on a determinized
    `clone`, checked legal, falling back level by level (see the module's text)."""
    legal = clone.legal_moves()
    spare = clone.clone() if level != "random" or bot is not None else clone  # a bot may change its clone
    errors: list[str] = []
    start = time.perf_counter()
    lv: str | None = level
    game = clone
    while lv is not None:
        try:
            chooser = bot if bot is not None and lv == level else make_bot(lv)
            move = chooser.choose(game, seat, rng, budget, cancelled)
            if move in legal:
                return Answer(move, lv, level, errors, time.perf_counter() - start,
                              _found(chooser, move, spare) if lv == level else None)
            raise IllegalAnswer(f"{lv} answered a move that is not legal: {move}")
        except Cancelled:
            raise
        except IllegalAnswer as exc:
            report_once(log, f"bot {lv}", str(exc))
            errors.append(str(exc))
        except Exception as exc:  # noqa: BLE001 (a bot's bug: reported once, loud in the tests; the game goes on)
            report_once(log, f"bot {lv}")
            errors.append(f"{lv} failed: {type(exc).__name__}: {exc}")
        log.warning("bot %s gave no legal move (%s); playing %s's move instead", lv, errors[-1], simpler(lv))
        lv = simpler(lv)
        game = spare.clone() if spare is not clone else clone
    return Answer(rng.choice(legal), "random", level, errors, time.perf_counter() - start)


def _found(bot, move, view):
    """The bot's plan.Found of the move it just chose, on `view` (the position its search ran on,
    untouched), or None when it found nothing for this move."""
    found = getattr(bot, "found", None)
    if found is None or not found.lines or found.move != move or view is None:
        return None
    found.clone = view
    return found


def think(game: Game, seat: int, rng: random.Random, budget: float, level: str = "medium", *,
          bot: Bot | None = None, cancelled: Callable[[], bool] | None = None) -> Answer:
    """seat_view then decide: a checked move for `seat` in the real `game`, which is never changed."""
    return decide(seat_view(game, seat, rng), seat, rng, budget, level, bot=bot, cancelled=cancelled)
