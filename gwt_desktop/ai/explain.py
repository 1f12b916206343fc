"""What a bot's judgement saw when it chose a move, for the Hint's "why", and the guided game's pick.

explain() searches the seat's turn as the hinted level does (Hard's beam, with that level's own
judgement: Hard's, or Expert's with its points per item at a turn's end) on a determinized clone
(only what the seat may know), and returns the hinted move and the best other first move, each with
the value of the best turn found after it, that turn's moves and events (played out on a clone of the
determinization) and the judgement's named parts where that turn ends. reasons() compares the two by
those parts, gathered into a few themes a player knows (money, the herd, buildings, ...): what the
hinted line gains most over the other and what it gives up. The sentences are text/hint_why.py's;
nothing here builds a move: the moves named are among the legal ones.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field

from .evaluate import MEDIUM, judge
from .hard import HardBot
from .plan import Checker, plan_turn, turn_over

EXPLAIN_BEAM = (HardBot.width, HardBot.per_first, HardBot.max_nodes)  # Hard's own (Expert's too)
SUGGEST_BEAM = (6, 2, 1500)  # Easy's width, node-limited (no clock): the same pick on every machine

# The judgement's parts (evaluate.PARTS and EXTRA_PARTS) gathered by what a player would call them.
THEMES = {
    "money": ("money", "extra_dollar"),
    "herd": ("cattle", "income", "deliveries"),
    "delivery": ("cities", "way"),
    "buildings": ("buildings", "building_use", "extra_building"),
    "railroad": ("engine", "stations", "station_masters", "extra_station_master"),
    "workers": ("workers", "hires", "token", "extra_cowboy", "extra_engineer"),
    "trail": ("hazards", "extra_hazard", "extra_green_teepee", "extra_blue_teepee"),
    "objectives": ("objectives",),
    "certificates": ("certificates",),
    "discs": ("discs", "step_discs", "disc_space", "extra_money_disc"),
}
TOP = 3  # a reason names a theme only if it is among this many largest differences
MIN_POINTS = 1.0  # nor if it differs by less than this


@dataclass
class Option:
    """One first move: the value of the best turn found after it, that turn's moves and their events,
    and the judgement's named parts where that turn ends."""
    move: object
    value: float
    line: list = field(default_factory=list)
    events: list = field(default_factory=list)  # (mover, events of one move) along the line
    parts: dict = field(default_factory=dict)
    finished: bool = False  # the line ends the turn, and `value` is the judgement of where it ends


@dataclass(frozen=True)
class Reason:
    """What the hinted line gains most over the next best and what it gives up most, as (theme, points
    of difference), each among the TOP largest differences by size; None where nothing qualifies."""
    gains: tuple[str, float] | None
    costs: tuple[str, float] | None


@dataclass
class Explanation:
    chosen: Option
    second: Option | None  # None when the move was the only one
    reason: Reason | None = None  # reasons(self), None without a second


def _played(game, seat: int, line):
    """The line played on a clone as far as it is legal within seat's turn: (seat, events) per move,
    the clone where it stopped and whether the turn is over there."""
    g = game.clone()
    turn = g.turn_number
    out = []
    for m in line:
        if turn_over(g, seat, turn) or m not in g.legal_moves():
            break
        out.append((seat, list(g.apply(m))))
    return out, g, turn_over(g, seat, turn)


def _bot(level: str):
    from .base import make_bot

    bot = make_bot(level)
    return bot if isinstance(bot, HardBot) else HardBot()


def explain(game, seat: int, move, rng: random.Random, cancelled=None, beam=EXPLAIN_BEAM,
            level: str = "hard") -> Explanation:
    """Why `move` (a legal move of seat's, the hint's) and what came second, by Hard's beam and the
    judgement of `level` ("hard" or "expert") on what the seat may know. `game` is not changed."""
    bot = _bot(level)
    d = game.determinize(seat, rng)
    plan = plan_turn(d, seat, *beam, Checker(cancelled), value=bot.judgement(d, seat))
    values = plan.values

    def option(m) -> Option:
        line = plan.lines.get(m, [m])
        events, end, over = _played(d, seat, line)
        return Option(m, values.get(m, float("-inf")), line, events, bot.judgement_parts(end, seat, d),
                      over and m in plan.lines)

    others = [m for m in plan.ranked() if m != move]
    out = Explanation(option(move), option(others[0]) if others else None)
    if out.second is not None:
        out.reason = reasons(out)
    return out


def theme_differences(explanation: Explanation) -> dict[str, float]:
    """Per theme, the hinted line's parts minus the next best's (empty without a next best)."""
    if explanation.second is None:
        return {}
    a, b = explanation.chosen.parts, explanation.second.parts
    return {t: sum(a.get(k, 0.0) - b.get(k, 0.0) for k in keys) for t, keys in THEMES.items()}


def reasons(explanation: Explanation) -> Reason:
    """The hinted line's biggest gain and biggest cost against the next best, by the judgement's parts."""
    diffs = theme_differences(explanation)
    top = sorted(diffs, key=lambda t: -abs(diffs[t]))[:TOP]
    gains = [t for t in top if diffs[t] >= MIN_POINTS]
    costs = [t for t in top if diffs[t] <= -MIN_POINTS]
    return Reason((gains[0], diffs[gains[0]]) if gains else None, (costs[0], diffs[costs[0]]) if costs else None)


def suggest_turn(game, seat: int, rng: random.Random):
    """A good legal move for seat, the same on every machine, with the turn it begins, for the guided
    game's pick and its "why": the first move of the best turn a small node-limited beam finds
    (Medium's judgement) on a determinized clone. (move, its line, the next best first move's line or
    None, the clone the lines were found on; None when the move was the only one)."""
    legal = game.legal_moves()
    if len(legal) == 1:
        return legal[0], [legal[0]], None, None
    d = game.determinize(seat, rng)
    plan = plan_turn(d, seat, *SUGGEST_BEAM, Checker(), value=judge(seat, MEDIUM))
    ranked = [m for m in plan.ranked() if m in legal]
    move = ranked[0] if ranked else legal[0]
    second = next((plan.lines.get(m, [m]) for m in ranked if m != move), None)
    return move, list(plan.lines.get(move, [move])), second, d
