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
from ..engine import EventKind, new_game
from .recap import facts_of

log = logging.getLogger(__name__)

FEW = 3.0  # points: a turn that moved its player's value by less gets no reason
# level -> (exchange rates, points per item): the judgement that level plays by
JUDGEMENT = {"easy": (MEDIUM, None), "medium": (MEDIUM, None), "hard": (HARD, None), "expert": (HARD, EXPERT_EXTRA)}


def judged_levels(seats) -> list[str | None]:
    """Per seat, the level whose judgement explains its turns: None for a person, and for a level that
    plays by no judgement (Random)."""
    return [s.level if not s.is_human and s.level in JUDGEMENT else None for s in seats]


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
        triggered = any(e.kind == EventKind.END_TRIGGERED for _, events in moves_events for e in events)
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


class TurnJudge:
    """The live game's side: told each move (its mover, events and the game after it), it keeps a copy
    of the position where each computer turn starts, and when the turn ends judges it on a thread of
    its own; `take()` hands over the reasons that are ready as (log length at the turn's end, TurnWhy).
    Copies are taken on the game's thread (a clone is quick); the judging never is."""

    def __init__(self, levels) -> None:
        self.levels = list(levels)  # per seat: its level, None for a person
        self._start = None  # (turn number, player, the game where the turn started)
        self._turn = None  # the turn begin() last saw
        self._events: list = []
        self._ready: list = []
        self._jobs = 0
        self._lock = threading.Lock()

    def begin(self, game) -> None:
        """The position a turn starts from (the game's start, a resumed game, after an undo)."""
        p = game.to_move
        self._turn = game.turn_number
        computer = not game.is_over and 0 <= p < len(self.levels) and self.levels[p] is not None
        self._start = (game.turn_number, p, game.clone()) if computer else None
        self._events = []

    def moved(self, mover: int, events, game, log_length: int) -> None:
        """A move was applied; `log_length`: the match's log length after it (`events` are its last)."""
        start = self._start
        if start is not None:
            self._events.append((mover, list(events)))
            if game.is_over or game.turn_number != start[0]:
                _, player, before = start
                moves_events = self._events
                triggered = any(e.kind == EventKind.END_TRIGGERED for _, evs in moves_events for e in evs)
                if not triggered and not game.is_over:
                    # Where the turn ends in the log: at the next turn's start, within this move's events.
                    at = next((log_length - len(events) + i for i, e in enumerate(events) if e.kind == EventKind.TURN),
                              log_length)
                    self._judge(before, game.clone(), player, moves_events, at)
                self._start = None
        if not game.is_over and game.turn_number != self._turn:
            self.begin(game)

    def _judge(self, before, after, player: int, moves_events, log_length: int) -> None:
        level = self.levels[player]
        with self._lock:
            self._jobs += 1

        def run() -> None:
            why = None
            try:
                why = judge_turn(own_parts(before, player, level), own_parts(after, player, level), player,
                                 moves_events)
            except Exception:  # a reason must never stop the game
                log.exception("no reason for a computer's turn")
            with self._lock:
                self._jobs -= 1
                if why is not None:
                    self._ready.append((log_length, why))

        threading.Thread(target=run, name="turn-reason", daemon=True).start()

    @property
    def working(self) -> bool:
        return self._jobs > 0 or bool(self._ready)

    def take(self) -> list:
        with self._lock:
            out, self._ready = self._ready, []
        return out
