"""Why a computer played its turn: what the turn gained and gave up by that computer's own judgement,
for the Replay and the game log. No pygame; the sentences are text/turn_why.py's.

A turn is judged by its level's exchange rates (Easy and Medium: ai.evaluate.MEDIUM; Hard: HARD; Expert:
HARD with EXPERT_EXTRA's points per item) as the named parts of the player's own estimate where the
turn starts and where it ends (ai.evaluate.player_value_parts: only the player's own position, so no
one's hidden cards play a part). The differences, gathered into the hint's themes, give the turn's
biggest gain and biggest cost (ai.explain.reasons); a turn whose value moved by fewer than FEW points
gets no reason, nor does the turn that triggers the end (the outlook then stops counting, whatever was
played). Worked out on a thread (`ReasonWorker`), never on a frame.
"""
from __future__ import annotations

import logging
import threading
from dataclasses import dataclass

from ..ai.evaluate import EXPERT_EXTRA, HARD, MEDIUM, extra_value, player_value_parts, progress
from ..ai.explain import Explanation, Option, Reason, reasons
from ..engine import new_game
from .recap import facts_of

log = logging.getLogger(__name__)

FEW = 3.0  # points: a turn that moved its player's value by less gets no reason
# level -> (exchange rates, points per item): the judgement that level plays by
JUDGEMENT = {"easy": (MEDIUM, None), "medium": (MEDIUM, None), "hard": (HARD, None), "expert": (HARD, EXPERT_EXTRA)}


@dataclass(frozen=True)
class TurnWhy:
    """One computer turn's reason: its player, how much its value moved, the biggest gain and cost by
    theme (ai.explain.Reason) and the public facts of the turn's moves (what it did, for the words)."""
    player: int
    swing: float
    reason: Reason
    facts: tuple


def own_parts(game, player: int, level: str | None) -> dict[str, float]:
    """The player's own estimate as named parts, by its level's judgement."""
    w, x = JUDGEMENT.get(level or "medium", (MEDIUM, None))
    s = game.state
    parts = player_value_parts(s, player, 1.0 - progress(s), w)
    if x is not None:
        extra_value(s, player, x, parts)
    return parts


def judge_turn(before: dict, after: dict, player: int, moves_events) -> TurnWhy | None:
    """The reason of a turn from its player's parts before and after it and the events of its moves
    ([(mover, events)] in order); None when it moved the value by fewer than FEW points."""
    swing = sum(after.values()) - sum(before.values())
    if abs(swing) < FEW:
        return None
    reason = reasons(Explanation(Option(None, 0.0, parts=after), Option(None, 0.0, parts=before)))
    if reason.gains is None and reason.costs is None:
        return None
    facts = tuple(f for mover, events in moves_events if mover == player for f in facts_of(player, events))
    return TurnWhy(player, swing, reason, facts)


def replay_reasons(options: dict, moves, movers, turns, levels, cancelled=lambda: False) -> dict[int, TurnWhy]:
    """Per turn number, the reason of every computer turn worth one in a recorded game (a Replay's
    options, moves, movers and turns; levels[p]: seat p's level, None for a person). The game is played
    again from its options here, so the caller's Replay is only read."""
    game = new_game(options["players"], seed=options["seed"], building_sides=options.get("building_sides", "a"),
                    neutral_buildings=options.get("neutral_buildings", "fixed"))
    out: dict[int, TurnWhy] = {}
    for turn in turns:
        if cancelled():
            break
        level = levels[turn.player] if 0 <= turn.player < len(levels) else None
        computer = level is not None and not game.is_over
        before = own_parts(game, turn.player, level) if computer else None
        moves_events = []
        for i in range(turn.start, turn.end):
            moves_events.append((movers[i], list(game.apply(moves[i]))))
        triggered = any(e.kind == "end_triggered" for _, events in moves_events for e in events)
        if before is not None and not triggered and not game.is_over:
            why = judge_turn(before, own_parts(game, turn.player, level), turn.player, moves_events)
            if why is not None:
                out[turn.number] = why
    return out


class ReasonWorker:
    """replay_reasons on a thread of its own: start() once, then `result` is None until it is done (an
    empty dict when it failed: the Replay simply shows no reasons)."""

    def __init__(self, replay, levels) -> None:
        self.result: dict[int, TurnWhy] | None = None
        self._stop = False
        self._args = (dict(replay.options), list(replay.moves), list(replay.movers), list(replay.turns), list(levels))
        self._thread = threading.Thread(target=self._run, name="turn-reasons", daemon=True)

    def start(self) -> ReasonWorker:
        self._thread.start()
        return self

    def _run(self) -> None:
        try:
            result = replay_reasons(*self._args, cancelled=lambda: self._stop)
        except Exception:  # a record this version replays but cannot judge: no reasons, the Replay goes on
            log.exception("no reasons for the computer's turns")
            result = {}
        self.result = result

    @property
    def working(self) -> bool:
        return self.result is None and self._thread.is_alive()

    def stop(self) -> None:
        self._stop = True
