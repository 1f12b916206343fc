"""Why a computer played its turn, for the turns that matter: what the turn did (its public facts,
played again on a copy of where it started: session/advice.py), and what the search that chose the
turn found (ai/plan.Found, handed back with its move: ai/driver.Answer.found, the game's BotTurns and
the table's seats): its best line with another first move and the margin it gave the two, from that
same search, never a second one; from them the line's point in one sentence, chosen as the Hint's
(text/advice.point). Judged from the turn's first decision that had a choice (`first_choice`: moves
that were the only ones are no choice to explain), where the search ran. The words are
text/advice.turn_sentence; the claims are the checker's (session/advice.check) like the Hint's.

Where no search of the computer's level chose the turn (Random, a simpler level standing in, the
search process's stand-in) and in a Replay (a record keeps the moves, not what the search found), the
other line comes from a smaller search here (ai/lines.best_lines at TURN_BEAM, on what that computer
could know) and is said as another move the computer had: without a margin and without a reason,
which would be another search's opinion, not the computer's ("another move about 8 points better"
than the move Expert played).

A turn matters when it delivers, buys, hires, builds or upgrades for BIG dollars or more, pays BIG in
fees on the way, or loses points on the score pad (a delivery to Kansas City: -6): one line each, in the
"Since your last turn" recap, beside the seat as the turn ends, in the game log and in the Replay. The
turn that ends the game gets none (nothing is left to compare). Worked out on a thread (`TurnJudge`
in a game, `ReasonWorker` for a Replay), never on a frame.
"""
from __future__ import annotations

import logging
import random
import threading
from dataclasses import dataclass, replace

from ..ai.lines import best_lines, found_lines
from ..ai.plan import Cancelled
from ..engine import EventKind, Move, new_game
from ..failures import report_once
from .advice import Advice, against, outcome
from .recap import FactKind

log = logging.getLogger(__name__)

BIG = 6  # dollars: a buy, hire, build or upgrade at least this dear, or this much in fees, is worth a line
TURN_BEAM = (16, 4, 4000)  # the other line's search where the computer's own found none: node-limited
TELLING = (FactKind.DELIVER, FactKind.BUILD, FactKind.UPGRADE, FactKind.HIRE, FactKind.BUY, FactKind.HAZARD,
           FactKind.MOVE)  # a turn's lead fact, by kind
PRICED = (FactKind.BUILD, FactKind.UPGRADE, FactKind.HIRE, FactKind.BUY, FactKind.HAZARD)  # lead by their price


def judged_levels(seats) -> list[str | None]:
    """Per seat, the level of a computer whose turns get their why (None for a person)."""
    return [None if s.is_human else s.level for s in seats]


@dataclass(frozen=True)
class TurnWhy:
    """One computer turn's why: its player, its number, the advice (the turn as played, the best other
    line and the margin), the fact that leads its sentence and the position the turn started from
    (what the checker plays the lines on, and where the sentence reads its places' names)."""
    player: int
    number: int
    advice: Advice
    lead: object  # session/recap.Fact
    before: object  # the Game where the turn started (a copy: nobody plays on it)
    # The other line and the margin come from the search that chose the turn (its plan.Found), so the
    # why may give the line's reason; False: from a smaller search of its own (a Replay, Random, a
    # fallback), said without a margin and without a reason, as another move the computer had.
    searched: bool = False


def lead_fact(line) -> object | None:
    """The fact a turn's line is told by, or None when the turn does not matter (module text)."""
    facts = line.facts
    fees = sum(f.amount for f in facts if f.kind == FactKind.FEE)
    for kind in TELLING:
        for f in facts:
            if f.kind != kind:
                continue
            if kind == FactKind.DELIVER or (kind in PRICED and f.amount >= BIG):
                return f
            if kind == FactKind.MOVE and fees >= BIG:
                return f
    if any(n < 0 for _, n in line.pad):
        return next((f for f in facts if f.kind in TELLING), None)
    return None


def first_choice(before, moves) -> tuple[object, list]:
    """(the position at the turn's first decision with more than one legal move, the turn's moves from
    there); `before` and `moves` themselves when the first decision is a choice or none is."""
    if len(moves) < 2 or len(before.legal_moves()) > 1:
        return before, moves
    start, skip = before.clone(), 0
    while skip < len(moves) - 1 and len(start.legal_moves()) == 1:
        start.apply(moves[skip])
        skip += 1
    return start, list(moves[skip:])


def judge_turn(before, player: int, moves, number: int, rng: random.Random, beam=TURN_BEAM,
               cancelled=None, found=None) -> TurnWhy | None:
    """The why of `player`'s turn from `before` (the real position where it started; not changed) by
    `moves` (the turn's moves, all of them), or None when the turn does not matter or ends the game.
    `found`: (the index in `moves` of the move whose search found it, ai/plan.Found) from the search
    that chose the turn's first real choice; without it (a Replay, Random, a simpler level standing
    in) the other line comes from a smaller search of its own, said without a margin or a reason."""
    if not moves:
        return None
    every = len(moves)
    line = outcome(before, player, moves, exactly=True)
    if len(line.steps) < len(moves) or not line.ends_turn:
        return None
    lead = lead_fact(line)
    if lead is None:
        return None
    end = before.clone()
    for m in moves:
        end.apply(m)
    if end.is_over:
        return None
    start, rest = first_choice(before, moves)
    if rest is not moves:
        # Judged from the turn's first real choice: a turn whose first move was its only one (a cattleman
        # one step from Kansas City) had choices after it, so "it had no other move" would be untrue.
        later = outcome(start, player, rest, exactly=True)
        if lead_fact(later) is not None:  # else its lead was in the forced moves: that was the only move
            before, moves, line, lead = start, rest, later, lead_fact(later)
    searched = _searched(found, every - len(moves), moves)
    if searched is not None:
        # The search that chose the turn's first choice: its runner-up and its margin are the computer's own.
        advice = against(found_lines(searched), player, line, rng, first_differs=True)
        return TurnWhy(player, number, advice, lead, before.clone(), True)
    lines = best_lines(before, player, 8, rng, cancelled, beam, firsts=(moves[0],))
    # Of a line it did not play only the first step is told: that step must do something else. The
    # margin is dropped: this search is smaller than the one that chose the turn (Expert's looks past
    # the turn's end), so its margin would be another search's opinion of the computer's move, not the
    # reason it played it ("another move about 8 points better" than the move Expert played).
    advice = replace(against(lines, player, line, rng, first_differs=True), margin=None)
    return TurnWhy(player, number, advice, lead, before.clone())


def _searched(found, skipped: int, moves):
    """The plan.Found of `found` (the index among the turn's moves of the move whose search found it,
    the Found) when that search chose `moves[0]`, the turn's move `skipped` (its forced moves before
    it); else None."""
    if found is None or not moves:
        return None
    at, searched = found
    if searched is None or searched.clone is None or at != skipped or searched.move != moves[0]:
        return None
    return searched


def replay_reasons(options: dict, moves, movers, turns, levels, cancelled=lambda: False,
                   beam=TURN_BEAM) -> dict[int, TurnWhy]:
    """Per turn number, the why of every computer turn that matters in a recorded game (a Replay's
    options, moves, movers and turns; levels[p]: seat p's level, None for a person). The game is played
    again from its options here, so the caller's Replay is only read."""
    game = new_game(options["players"], seed=options["seed"], building_sides=options.get("building_sides", "a"),
                    neutral_buildings=options.get("neutral_buildings", "fixed"))
    moves = [Move.parse(m) if isinstance(m, str) else m for m in moves]  # a record keeps them as text
    out: dict[int, TurnWhy] = {}
    for turn in turns:
        if cancelled():
            break
        computer = 0 <= turn.player < len(levels) and levels[turn.player] is not None and not game.is_over
        before = game.clone() if computer else None
        for i in range(turn.start, turn.end):
            game.apply(moves[i])
        if before is not None:
            why = judge_turn(before, turn.player, moves[turn.start:turn.end], turn.number,
                             random.Random(turn.number), beam, cancelled)
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
        except Cancelled:
            result = {}
        except Exception:  # noqa: BLE001 (a record this version replays but cannot judge: no reasons, the Replay goes on)
            report_once(log, "The reasons for the computer's turns")
            result = {}
        self.result = result

    @property
    def working(self) -> bool:
        return self.result is None and self._thread.is_alive()

    def stop(self) -> None:
        self._stop = True


class TurnJudge:
    """The live game's side: told each move (its mover, events and the game after it), it keeps a copy
    of the position where each computer turn starts and the turn's moves, and when the turn ends judges
    it on a thread of its own; `take()` hands over the whys that are ready as (log length at the turn's
    end, TurnWhy). Copies are taken on the game's thread (a clone is quick); the judging never is."""

    def __init__(self, levels) -> None:
        self.levels = list(levels)  # per seat: its level, None for a person
        self._start: tuple | None = None  # (turn number, player, the game where the turn started)
        self._turn = None  # the turn begin() last saw
        self._moves: list = []
        self._found: tuple | None = None  # (index in _moves, plan.Found) of the turn's first search
        self._ready: list = []
        self._jobs = 0
        self._stopped = False
        self._lock = threading.Lock()

    def begin(self, game) -> None:
        """The position a turn starts from (the game's start, a resumed game, after an undo)."""
        p = game.to_move
        self._turn = game.turn_number
        computer = not game.is_over and 0 <= p < len(self.levels) and self.levels[p] is not None
        self._start = (game.turn_number, p, game.clone()) if computer else None
        self._moves = []
        self._found = None

    def searched(self, move, found) -> None:
        """A computer's move is about to be applied, and what the search that chose it found
        (ai/plan.Found, None where none did): the turn's first one is what its why is worded from."""
        if self._start is not None and self._found is None and found is not None and found.move == move:
            self._found = (len(self._moves), found)

    def moved(self, mover: int, move, events, game, log_length: int) -> None:
        """A move was applied; `log_length`: the match's log length after it (`events` are its last)."""
        start = self._start
        if start is not None:
            self._moves.append(move)
            if game.is_over or game.turn_number != start[0]:
                number, player, before = start
                if not game.is_over:
                    # Where the turn ends in the log: at the next turn's start, within this move's events.
                    at = next((log_length - len(events) + i for i, e in enumerate(events) if e.kind == EventKind.TURN),
                              log_length)
                    self._judge(before, player, list(self._moves), number, at, self._found)
                self._start = None
        if not game.is_over and game.turn_number != self._turn:
            self.begin(game)

    def _judge(self, before, player: int, moves, number: int, log_length: int, found=None) -> None:
        with self._lock:
            self._jobs += 1

        def run() -> None:
            why = None
            try:
                why = judge_turn(before, player, moves, number, random.Random(number),
                                 cancelled=lambda: self._stopped, found=found)
            except Cancelled:
                pass
            except Exception:  # noqa: BLE001 (a reason must never stop the game)
                report_once(log, "The reason for a computer's turn", self.levels[player])
            with self._lock:
                self._jobs -= 1
                if why is not None and not self._stopped:
                    self._ready.append((log_length, why))

        threading.Thread(target=run, name="turn-reason", daemon=True).start()

    def stop(self) -> None:
        """The game scene leaves: a search under way stops at its next node, nothing more is told."""
        self._stopped = True

    @property
    def working(self) -> bool:
        return self._jobs > 0 or bool(self._ready)

    def take(self) -> list:
        with self._lock:
            out, self._ready = self._ready, []
        return out
