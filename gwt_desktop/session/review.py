"""The game review: each of a person's turns rated by what it cost against the best line the
judgement finds from the same position, as far as play confirms it, the turning points, and the
points left on the table.
No pygame; the words are text/review.py's, the screen ui/after/review.py, the cache storage/reviews.py.

Built only on the judgement's public interface (ai/judgement.py: `search_value`, `default`;
ai/lines.py: `best_lines`, `play_line`), so a better judgement makes a better review unchanged.

How a turn is judged. A turn is judged from where it starts, with what its player could know then:
`best_lines` searches it on a determinization (the rivals' hands, every stack's order, the cards still
to be drawn, all re-dealt as the player may imagine them) and the player's own moves are played on
that same clone, so the best line and the played one meet the same luck. Each is valued where the turn
ends by the one judgement the search used (`search_value` of that search: the player's estimate minus
the rivals', in points of the final score pad), and the turn's cost is the best value minus the
played one, never below 0. Every decision point is judged on SAMPLES such determinizations (fixed
seeds): the candidates are the best few lines each search found and the played line, each played on
every sample, and the best is the one with the best mean value. So the cost is the mean over the
samples, and a line that was only good in one imagined deal does not win.

A turn that drew something in the middle (a card drawn and then a choice of discard, a foresight tile
turned up before the next pick, ...) is judged in parts: its moves up to each such reveal are a
decision of their own, judged by what the player knew at its start with the best play counted after
the reveal (on the determinization, the draw differs from the real one: the player's later choices
cannot be judged there), and the moves after the reveal are judged from the real position after it,
with what the player then knew. The turn's cost is the sum of its parts' costs. The card drawn at the
end of a turn (the hand filled again) needs no part of its own: every line meets it on the same clone.

Play confirms a name. One search's margin is the judgement's opinion at the turn's end, and an
experienced player disagreed with most of the turns it called mistakes (issue 70). So a part whose
one-search cost reaches FLAG (the cost of an inaccuracy) is played on in pairs (confirm_part): on
PAIRS fresh determinizations the better line and the played one are each played on from the same
deal (common random numbers) by one fixed policy for every seat (CHECK_BEAM's beam over each turn) for
HORIZON more turns of the player's own, and valued there. The part costs the pairs' mean only where
that mean is more than Z standard errors above 0; a turn is named inaccuracy, mistake or blunder by
its confirmed cost alone, "unclear" where a flagged part's pairs cannot tell the lines apart, and the
points lost, the areas and the turning points add confirmed costs only. The review says how sure it
is (the pairs, how often the better line came out ahead, by how much on average).

The Hint and the review. A turn whose moves followed the Hint (the record keeps which did:
Replay.hinted, `followed`) is judged as any other, by the same searches and the same pairs: it is
never named for the one search's opinion alone, and where play confirms another line ahead, the words
say plainly that the player followed the Hint and that played on, another line came out ahead
(text/review.py); where play does not, it is good or unclear with a note that it followed the Hint.

Searches are node-limited (Expert's own beam, no clock) and every determinization has a fixed seed,
so the same game gives the same review on every run and every machine speed.

Where the points went (the summary's points left on the table): each part's cost counts in one area
of play (deliveries, buildings, railroad, cattle, ...), the area of the first thing its better line
does, from the move where the two lines part, that the played line does not (`area_of`, from the
lines' events), so the areas add up to the points lost.

What the turning points say of the lines is session/advice.py's: each line's Outcome (its steps'
facts, the purse, certificates and score pad over it, as far as it is certain from what the player
knew), the played one on the real position, the better one on the part's first sample, so the
advice checker can hold them to the real game.
"""
from __future__ import annotations

import contextlib
import logging
import multiprocessing
import os
import random
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from ..ai import judgement as J
from ..ai.lines import LINES_BEAM, best_lines, play_line
from ..ai.plan import Cancelled, Checker, plan_turn, turn_over
from ..engine import RULES_VERSION, Move, reveals
from ..failures import report_once
from .advice import Outcome, outcome
from .recap import FactKind, facts_of
from .replay import Replay

log = logging.getLogger(__name__)

FORMAT = 2  # the review's own layout in its cache (storage/reviews.py); a new layout is a new number
# (2: each flagged part's paired continuations, the ratings by them)
SAMPLES = 3  # determinizations per decision point
LINES_PER_SAMPLE = 3  # the best few lines each search keeps as candidates
BEAM = LINES_BEAM  # Expert's own beam over the turn: node-limited, never the clock
# Points lost from which a turn is rated good, inaccuracy, mistake, blunder (below the first: best).
# A two-player game ends some 10 to 40 points apart over some 30 turns each. By this review nine in ten
# of Hard's and Expert's turns cost under 2 points, one in ninety is a mistake and none a blunder;
# Random's median turn costs 5 points and one in five 10 or more (docs/experiments/review.md).
RATINGS = ("best", "good", "inaccuracy", "mistake", "blunder")
THRESHOLDS = (0.5, 2.0, 5.0, 10.0)  # good from 0.5, inaccuracy from 2, mistake from 5, blunder from 10
# Where a turn's points went, by what the better line does differently (area_of): every kind of fact of
# session/recap.py -> its area of play, or "" (tests/test_vocabulary.py holds it whole). The cattleman's
# steps and fees belong to none (the "trail" area is a turn whose lines differ only in where the
# cattleman went).
AREAS = ("deliveries", "buildings", "railroad", "cattle", "workers", "hazards", "objectives", "actions", "trail")
AREA_OF = {FactKind.KANSAS_CITY: "deliveries", FactKind.FORESIGHT: "deliveries", FactKind.DELIVER: "deliveries",
           FactKind.CITY: "deliveries", FactKind.TRANSPORT: "deliveries", FactKind.CERT: "deliveries",
           FactKind.BUILD: "buildings", FactKind.ENGINE: "railroad", FactKind.UPGRADE: "railroad",
           FactKind.STATION: "railroad", FactKind.MASTER: "railroad", FactKind.BUY: "cattle",
           FactKind.MARKET_ADD: "cattle", FactKind.REMOVED: "cattle", FactKind.DISCARD: "cattle",
           FactKind.HIRE: "workers", FactKind.HAZARD: "hazards", FactKind.TEEPEE: "hazards",
           FactKind.OBJECTIVE: "objectives", FactKind.OBJECTIVE_PLAYED: "objectives", FactKind.AUX: "actions",
           # none: the cattleman's way (the trail area), a disc cleared (its city's or station's), and the
           # dollars only a line's outcome names (never a fact of the recap's)
           FactKind.MOVE: "", FactKind.FEE: "", FactKind.DISC_CLEARED: "", FactKind.INCOME: "", FactKind.MONEY: ""}
FORCED = "forced"  # a turn with a single legal move at every step: nothing to judge
UNCLEAR = "unclear"  # the one search flagged the turn, but playing both lines on could not tell them apart
# Play confirms a flagged turn (confirm_part): the better line and the played one are each played on
# from the same determinization (common random numbers: the same deal of every hidden thing for both)
# by one fixed policy for every seat, CHECK_BEAM's beam over each turn, for HORIZON more turns of the
# player's own after the judged one (None: to the game's end), and valued there by the judgement (the
# score pad itself where the game ends). A part is named a cost only where the paired differences'
# mean is more than Z standard errors above 0 (docs/experiments/review.md: the horizon, the beam and
# how often a re-check at twice the pairs agrees).
FLAG = 2.0  # points: a part whose one-search cost reaches this is played on (an inaccuracy by the one search)
PAIRS = 8  # paired continuations per flagged part
CHECK_BEAM = (16, 4, 3000)  # the continuations' beam over each turn, every seat's (self-play's and Medium's)
HORIZON = None  # to the game's end: four turns on was not enough (docs/experiments/review.md); else own turns after the judged one
Z = 2.0  # standard errors the paired mean must clear to confirm a cost
TURNING_POINTS = 3  # the costliest turns shown on the board, at least an inaccuracy each


def rating(cost: float) -> str:
    """The name of a turn's rating by the points it lost."""
    k = sum(cost >= t for t in THRESHOLDS)
    return RATINGS[k]


def settings_key() -> dict:
    """What a cached review was computed with: a cached one computed otherwise is computed again."""
    return {"format": FORMAT, "rules": RULES_VERSION, "samples": SAMPLES, "lines": LINES_PER_SAMPLE,
            "beam": list(BEAM), "thresholds": list(THRESHOLDS), "judgement": judgement_identity(), "flag": FLAG,
            "pairs": PAIRS, "check_beam": list(CHECK_BEAM), "horizon": HORIZON, "z": Z}


def judgement_identity() -> str:
    """The judgement the review uses, named: its name and, for a network, a digest of its weights
    (a better network shipped makes every cached review stale). Worked out from the weights the
    judgement read on its own thread (ai/judgement.identity), never by reading the file again here."""
    return J.identity()


@dataclass(frozen=True)
class Check:
    """A flagged part's paired continuations: per determinization the better line's value minus the
    played line's where both were played on to the horizon (points), summed up."""

    mean: float  # the paired differences' mean (points)
    se: float  # its standard error (points)
    n: int  # pairs played
    wins: int  # pairs where the better line came out ahead (by half a point or more)
    losses: int  # pairs where the played line came out ahead (by half a point or more)
    to_end: bool  # every pair reached the game's end (else the horizon)

    @property
    def ahead(self) -> bool:
        return self.n >= 2 and self.mean > 0 and self.mean > Z * self.se

    @staticmethod
    def of(diffs: list[float], to_end: bool) -> Check:
        n = len(diffs)
        mean = sum(diffs) / n
        var = sum((d - mean) ** 2 for d in diffs) / (n - 1) if n > 1 else 0.0
        return Check(round(mean, 3), round((var / n) ** 0.5, 3), n, sum(d >= 0.5 for d in diffs),
                     sum(d <= -0.5 for d in diffs), to_end)


@dataclass
class Part:
    """One decision point of a turn (the turn's start, or just after a reveal inside it), judged."""

    start: int  # position index (the real game) where this part begins
    end: int  # position index where the player's own moves of this part end
    seed: int  # the seed of the first sample's determinization (the one the lines below were played on)
    best: list[str]  # the best line, as played out on the first sample to the end of the turn
    played: list[str]  # the player's moves of this part, then (after a reveal) the best play to the turn's end
    best_value: float  # mean over the samples, points (the player's estimate minus the rivals')
    played_value: float
    area: str = ""  # where the lines differ (AREAS; "" when the played line was the best)
    check: Check | None = None  # the paired continuations, for a part the one search flagged (FLAG)

    @property
    def estimate(self) -> float:
        """The one search's cost: the best line's mean value minus the played one's, never below 0."""
        return max(0.0, self.best_value - self.played_value)

    @property
    def flagged(self) -> bool:
        return self.estimate >= FLAG

    @property
    def confirmed(self) -> bool:
        """Play bore the one search out: the better line came out ahead by more than the noise."""
        return self.check is not None and self.check.ahead

    @property
    def cost(self) -> float:
        """The points the part lost as play confirmed them (the paired mean), else 0: an unconfirmed
        opinion costs nothing in the review's sums."""
        c = self.check
        return max(0.0, c.mean) if c is not None and c.ahead else 0.0

    @property
    def unclear(self) -> bool:
        """Flagged, unconfirmed, and play cannot rule out that it cost an inaccuracy or more."""
        c = self.check
        return self.flagged and not self.confirmed and (c is None or c.mean + Z * c.se >= THRESHOLDS[1])

    @property
    def own(self) -> int:
        """How many moves of `played` the player made (the rest is best play after a reveal)."""
        return self.end - self.start


@dataclass
class TurnReview:
    number: int  # the game's turn number (0: the first turn of the game)
    player: int
    start: int
    end: int
    round: int
    parts: list[Part] = field(default_factory=list)
    forced: bool = False

    @property
    def cost(self) -> float:
        """Points lost as play confirmed them (each part's confirmed cost)."""
        return sum(p.cost for p in self.parts)

    @property
    def estimate(self) -> float:
        """Points lost by the one search alone (confirmed or not)."""
        return sum(p.estimate for p in self.parts)

    @property
    def rating(self) -> str:
        """A name only as sure as play: inaccuracy, mistake or blunder by the confirmed cost alone;
        "unclear" where a flagged part could not be told apart from the played line; else best or
        good by the one search."""
        if self.forced:
            return FORCED
        if self.cost >= THRESHOLDS[1]:
            return rating(self.cost)
        if any(p.unclear for p in self.parts):
            return UNCLEAR
        return rating(min(max(self.cost, self.estimate), THRESHOLDS[1] - 1e-9))  # best or good

    @property
    def named(self) -> bool:
        """Named an inaccuracy, a mistake or a blunder."""
        return self.rating in RATINGS[2:]

    @property
    def worst(self) -> Part | None:
        """The part that cost the most (the one shown on the board): confirmed first, then the one search's."""
        return max(self.parts, key=lambda p: (p.cost, p.unclear, p.estimate), default=None)


@dataclass
class Review:
    """The review of a game for the seats asked for."""

    seats: list[int]
    turns: list[TurnReview] = field(default_factory=list)

    def of(self, seat: int) -> list[TurnReview]:
        return [t for t in self.turns if t.player == seat]

    def counts(self, seat: int) -> dict[str, int]:
        out = dict.fromkeys((*RATINGS, UNCLEAR, FORCED), 0)
        for t in self.of(seat):
            out[t.rating] += 1
        return out

    def lost(self, seat: int) -> float:
        """Points lost over the game as play confirmed them (the sum of the turns' confirmed costs)."""
        return sum(t.cost for t in self.of(seat))

    def by_area(self, seat: int) -> list[tuple[str, float, int]]:
        """(area, points lost, turns) for each area where the seat lost points, the most first: each
        part's cost counts in the area where its better line first did something else (area_of)."""
        lost: dict[str, list] = {}
        for t in self.of(seat):
            for p in t.parts:
                if p.area and p.cost > 0:
                    entry = lost.setdefault(p.area, [0.0, set()])
                    entry[0] += p.cost
                    entry[1].add(t.number)
        return sorted(((a, v, len(n)) for a, (v, n) in lost.items()), key=lambda x: (-x[1], AREAS.index(x[0])))

    def turning_points(self, seat: int, n: int = TURNING_POINTS) -> list[TurnReview]:
        """The seat's costliest turns (an inaccuracy or worse), at most n, in the order they were played."""
        costly = [t for t in self.of(seat) if not t.forced and t.cost >= THRESHOLDS[1]]
        top = sorted(costly, key=lambda t: (-t.cost, t.number))[:n]
        return sorted(top, key=lambda t: t.number)


def sample_seed(position: int, sample: int) -> int:
    """The seed of a decision point's determinization: fixed by where it is, so every run agrees."""
    return position * 16 + sample + 1


def _moves(texts) -> list[Move]:
    return [Move.parse(t) for t in texts]


def _played_out(clone, seat: int, moves, value, cancelled, position: int):
    """Play `moves` on a clone of `clone` within seat's turn; where they stop before the turn's end (a
    move the reveal made illegal there), the best play found from that point ends the turn. Returns
    (the moves played, in order, (seat, events) of each, the end position, its value)."""
    events, end, over = play_line(clone, seat, moves)
    played = list(moves[:len(events)])
    tries = 0
    while not over and tries < 4:
        tries += 1
        rest = best_lines(end, seat, 1, random.Random(sample_seed(position, 8 + tries)), cancelled, BEAM)
        if not rest.lines:
            break
        line = rest.lines[0].moves
        more, end2, over = play_line(end, seat, line)
        if not more:
            break
        played += line[:len(more)]
        events += more
        end = end2
    return played, events, end, value(end)


def area_of(best: list, best_events: list, played: list, played_events: list, seat: int) -> str:
    """The area of play where two lines of one turn differ: from the move where they part, the first
    thing the better line does that the played one does not (else the first the played one does that
    the better one does not; else "trail": they differ only in where the cattleman went)."""
    j = next((i for i, (a, b) in enumerate(zip(best, played)) if a != b), min(len(best), len(played)))

    def facts(events) -> list:
        return [f for _, evs in events[j:] for f in facts_of(seat, evs) if AREA_OF[f.kind]]

    mine, theirs = facts(best_events), facts(played_events)
    for a, b in ((mine, theirs), (theirs, mine)):
        left = [(f.kind, f.value) for f in b]
        for f in a:
            if (f.kind, f.value) in left:
                left.remove((f.kind, f.value))
            else:
                return AREA_OF[f.kind]
    return "trail"


def judge_part(game, seat: int, start: int, end: int, played: list[Move], cancelled=None) -> Part:
    """One decision point: `game` is the real position at `start` (seat to move), `played` the seat's
    moves from there to `end` (the turn's end or a reveal)."""
    judgement = J.default()
    samples = []
    candidates: list[tuple] = [tuple(played)]
    for k in range(SAMPLES):
        seed = sample_seed(start, k)
        found = best_lines(game, seat, LINES_PER_SAMPLE, random.Random(seed), cancelled, BEAM, judgement,
                           firsts=(played[0],))
        samples.append((seed, found.clone, J.search_value(seat, found.clone, judgement)))
        for line in found.lines:
            if tuple(line.moves) not in candidates:
                candidates.append(tuple(line.moves))
    values: dict[tuple, list[float]] = {c: [] for c in candidates}
    ends: dict[tuple, tuple] = {}
    for k, (_, clone, value) in enumerate(samples):
        for c in candidates:
            moves, events, end_game, v = _played_out(clone, seat, list(c), value, cancelled, start)
            values[c].append(v)
            if k == 0:
                ends[c] = (moves, events, end_game)
    mean = {c: sum(v) / len(v) for c, v in values.items()}
    best = max(candidates, key=lambda c: mean[c])  # the played line first: a tie is the played line's
    best_moves, best_events, _ = ends[best]
    played_moves, played_events, _ = ends[candidates[0]]
    area = area_of(best_moves, best_events, played_moves, played_events, seat) if best != candidates[0] else ""
    return Part(start, end, samples[0][0], [str(m) for m in best_moves], [str(m) for m in played_moves],
                round(mean[best], 3), round(mean[candidates[0]], 3), area)


# ---- play confirms: the paired continuations ----
def confirm_seed(position: int, pair: int) -> int:
    """The seed of a flagged part's pair-th continuation: apart from every sample_seed, fixed by where
    the part is, so every run agrees."""
    return (position << 10) + 512 + pair


def _policy_turn(g, cancelled, beam) -> None:
    """The fixed policy: the player to move in `g` plays the best turn CHECK_BEAM's beam finds on `g`
    itself (the imagined deal, every seat alike), re-planned where a reveal makes the line's next move
    illegal, to the end of that turn."""
    seat, turn = g.to_move, g.turn_number
    while not turn_over(g, seat, turn):
        legal = g.legal_moves()
        if len(legal) == 1:
            g.apply(legal[0])
            continue
        width, per_first, nodes = beam
        plan = plan_turn(g, seat, width, per_first, nodes, Checker(cancelled), value=J.search_value(seat, g))
        ranked = plan.ranked()
        line = plan.lines.get(ranked[0], ranked[:1]) if ranked else legal[:1]
        played = 0
        for m in line:
            if turn_over(g, seat, turn) or m not in g.legal_moves():
                break
            events = g.apply(m)
            played += 1
            if reveals(events):
                break  # what came decides the rest: planned again from here
        if not played:
            g.apply(legal[0])


def played_on(clone, seat: int, moves, cancelled=None, horizon: int | None = None, beam=None) -> tuple[float, bool]:
    """`moves` (a line of seat's turn from `clone`, not changed) played up to and including its first
    move that uncovers something, the policy (_policy_turn) then ending the turn and playing every seat
    on for `horizon` more turns of seat's own (None: to the game's end). Returns the judgement's value
    for seat there (the score pad's where the game ended) and whether the game ended."""
    g = clone.clone()
    turn = g.turn_number
    for m in moves:
        if turn_over(g, seat, turn) or m not in g.legal_moves():
            break
        if reveals(g.apply(m)):
            break
    beam = beam or CHECK_BEAM
    if not turn_over(g, seat, turn):
        _policy_turn(g, cancelled, beam)
    own = 0
    while not g.is_over and (horizon is None or own < horizon):
        if g.to_move == seat:
            own += 1
        _policy_turn(g, cancelled, beam)
    return J.value(g, seat), g.is_over


def confirm_part(game, seat: int, part: Part, cancelled=None, pairs: int | None = None, first: int = 0,
                 horizon: int | None = -1) -> Check:
    """The paired continuations of a part: `game` is the real position at part.start (seat to move).
    On `pairs` determinizations (confirm_seed(part.start, first + k)) the better line and the played one
    are each played on (played_on) and their values compared."""
    pairs = PAIRS if pairs is None else pairs
    horizon = HORIZON if horizon == -1 else horizon
    better, played = _moves(part.best), _moves(part.played[:part.own])
    diffs, ends = [], True
    for k in range(pairs):
        if cancelled is not None and cancelled():
            raise Cancelled
        clone = game.determinize(seat, random.Random(confirm_seed(part.start, first + k)))
        a, over_a = played_on(clone, seat, better, cancelled, horizon)
        b, over_b = played_on(clone, seat, played, cancelled, horizon)
        diffs.append(a - b)
        ends = ends and over_a and over_b
    return Check.of(diffs, ends)


def review_turn(replay: Replay, turn, cancelled=None) -> TurnReview:
    seat = turn.player
    out = TurnReview(turn.number, seat, turn.start, turn.end, turn.round(replay.players))
    # (walk's game changes as it goes: each position is read as it comes)
    out.forced = all(len(g.legal_moves()) <= 1 for _, g in replay.walk(range(turn.start, turn.end)))
    if out.forced:
        return out
    # The parts: a reveal by one of the seat's own moves before the turn's last starts a new one.
    cuts = [turn.start] + [i + 1 for i in range(turn.start, turn.end - 1) if reveals(replay.events_of(i))]
    for a, b in zip(cuts, [*cuts[1:], turn.end]):
        game = replay.position(a)
        if game.is_over or game.to_move != seat:
            continue
        part = judge_part(game, seat, a, b, _moves(replay.moves[a:b]), cancelled)
        if part.flagged:
            part.check = confirm_part(game, seat, part, cancelled)
        out.parts.append(part)
    return out


def reviewable(replay: Replay, seats) -> list:
    """The turns of the given seats that a review judges (each with at least one move)."""
    return [t for t in replay.turns if t.player in seats and t.end > t.start]


def review_game(replay: Replay, seats, cancelled: Callable[[], bool] | None = None,
                progress: Callable[[int, int], None] | None = None, skip: int = 0,
                each: Callable[[TurnReview], None] | None = None) -> Review:
    """Review every turn of `seats` in a recorded game (a Replay, only read), after the first `skip` of
    them (judged before: a review stopped earlier goes on); `each` is told every turn as it is judged.
    Raises plan.Cancelled when `cancelled()` says so."""
    turns = reviewable(replay, seats)
    out = Review(sorted(seats))
    for k, turn in enumerate(turns):
        if k < skip:
            continue
        if cancelled is not None and cancelled():
            raise Cancelled
        if progress is not None:
            progress(k, len(turns))
        judged = review_turn(replay, turn, cancelled)
        out.turns.append(judged)
        if each is not None:
            each(judged)
    if progress is not None:
        progress(len(turns), len(turns))
    return out


@dataclass
class Shown:
    """A judged part made visible with session/advice.py's outcomes: what the player did in it (their
    own moves, played again on the real position: every fact exact) and the better line as far as it
    is certain from what the player knew (played on the part's first sample, the stored seed's
    determinization, where the review found it). Every number the words say is read from these."""

    part: Part
    start: object  # the real position where the part starts (the board shows it)
    played: Outcome
    better: Outcome | None  # None when the played line was the best
    steps: list  # (the position before it, move) for each certain move of the better line
    turn_end: int  # the position where the player's turn ends
    hinted: tuple[bool, ...] = ()  # for each of the player's own moves of the part, whether it followed the Hint

    @property
    def followed(self) -> int:
        """How many of the player's own moves of the part followed the Hint (followed())."""
        return sum(self.hinted)

    @property
    def before_reveal(self) -> bool:
        """The part ends at something the player's own move turned up (a card drawn, ...): the
        player's moves after it are judged from there, in a part of their own."""
        return self.part.end < self.turn_end

    @property
    def compared(self) -> bool:
        """Both lines are said to the end of the turn, so where they end can be set side by side."""
        b = self.better
        return b is not None and b.ends_turn and not b.more and self.played.ends_turn

    @property
    def pad(self) -> dict[str, int]:
        """Per score-pad category (money apart), the better line's points minus the played line's
        where both end (compared lines only)."""
        mine, theirs = dict(self._better.pad), dict(self.played.pad)
        return {k: mine.get(k, 0) - theirs.get(k, 0) for k in {*mine, *theirs}
                if mine.get(k, 0) != theirs.get(k, 0)}

    @property
    def money(self) -> int:
        """Dollars: the better line's purse at its end minus the played line's."""
        return self._better.money[1] - self.played.money[1]

    @property
    def certificates(self) -> int:
        return self._better.certificates[1] - self.played.certificates[1]

    @property
    def _better(self) -> Outcome:
        if self.better is None:
            raise ValueError("the played line was the best: nothing to compare")
        return self.better


def show(replay: Replay, turn: TurnReview, part: Part | None = None) -> Shown | None:
    """The turn's costliest part (or `part`) played out again for the words and the board; None for a
    turn without parts (an only move)."""
    part = part or turn.worst
    if part is None:
        return None
    seat = turn.player
    start = replay.position(part.start)
    played = outcome(start, seat, _moves(part.played[:part.own]), exactly=True)
    better, steps = None, []
    if part.estimate > 0:
        clone = start.determinize(seat, random.Random(part.seed))
        better = outcome(clone, seat, _moves(part.best), random.Random(part.seed))
        g = clone.clone()
        for m in better.moves:
            steps.append((g.clone(), m))
            g.apply(m)
    return Shown(part, start, played, better, steps, turn.end, followed(replay, part.start, part.end))


def followed(replay: Replay, start: int, end: int) -> tuple[bool, ...]:
    """For each move from position `start` to `end` (a part's or a turn's), whether it followed the
    Hint: the record's own word (Replay.hinted, kept by the game screen as the move was made:
    ui/game/turn_flow.TurnFlow.follows_hint). A record made before games kept it has none. It changes
    nothing of the judging: a turn that followed the Hint is named by what play confirms, as any other;
    the words say that it followed the Hint (text/review.py)."""
    return tuple(i in replay.hinted for i in range(start, end))


def human_seats(seats) -> list[int]:
    return [i for i, s in enumerate(seats) if getattr(s, "is_human", False)]


# ---- the review as plain data (the cache's body, and a turn from the review's process) ----
def turn_to_json(t: TurnReview) -> dict:
    return {"number": t.number, "player": t.player, "start": t.start, "end": t.end, "round": t.round,
            "forced": t.forced,
            "parts": [{"start": p.start, "end": p.end, "seed": p.seed, "best": p.best, "played": p.played,
                       "best_value": p.best_value, "played_value": p.played_value, "area": p.area,
                       "check": None if p.check is None else [p.check.mean, p.check.se, p.check.n, p.check.wins,
                                                              p.check.losses, p.check.to_end]}
                      for p in t.parts]}


def to_json(review: Review) -> dict:
    return {"seats": review.seats, "turns": [turn_to_json(t) for t in review.turns]}


def _integer(x, lo: int, hi: int) -> int:
    if not isinstance(x, int) or isinstance(x, bool) or not lo <= x <= hi:
        raise ValueError("not an integer in range")
    return x


def _number(x) -> float:
    if not isinstance(x, (int, float)) or isinstance(x, bool) or not abs(x) <= 1e6:
        raise ValueError("not a number")
    return float(x)


def _moves_of(xs) -> list[str]:
    if not isinstance(xs, list) or len(xs) > 200 or not all(isinstance(m, str) and len(m) < 200 for m in xs):
        raise ValueError("not a list of moves")
    for m in xs:
        Move.parse(m)
    return list(xs)


def _check(x) -> Check | None:
    if x is None:
        return None
    if not isinstance(x, list) or len(x) != 6:
        raise ValueError("not a check")
    mean, se = _number(x[0]), _number(x[1])
    n = _integer(x[2], 1, 10000)
    wins, losses = _integer(x[3], 0, n), _integer(x[4], 0, n)
    if se < 0 or wins + losses > n or not isinstance(x[5], bool):
        raise ValueError("not a check")
    return Check(mean, se, n, wins, losses, x[5])


def turn_from_json(t: dict, replay: Replay, seats) -> TurnReview:
    """One judged turn from its plain data, checked against the game: ValueError (or KeyError,
    TypeError) on anything that does not fit."""
    n = len(replay)
    by_number = {x.number: x for x in replay.turns}
    real = by_number[_integer(t["number"], 0, len(replay.turns) - 1)]
    turn = TurnReview(real.number, _integer(t["player"], 0, replay.players - 1), _integer(t["start"], 0, n),
                      _integer(t["end"], 0, n), _integer(t["round"], 1, 1000), forced=bool(t["forced"]))
    if (turn.player, turn.start, turn.end) != (real.player, real.start, real.end) or turn.player not in seats:
        raise ValueError("a turn that is not the game's")
    for p in t["parts"]:
        part = Part(_integer(p["start"], turn.start, turn.end), _integer(p["end"], turn.start, turn.end),
                    _integer(p["seed"], 0, 1 << 40), _moves_of(p["best"]), _moves_of(p["played"]),
                    _number(p["best_value"]), _number(p["played_value"]), p["area"], _check(p["check"]))
        if part.area not in ("", *AREAS):
            raise ValueError("an unknown area")
        if part.played[:part.own] != replay.moves[part.start:part.end]:
            raise ValueError("a part whose moves are not the game's")
        turn.parts.append(part)
    return turn


def from_json(data: dict, replay: Replay) -> Review:
    """A review from its plain data, checked against the game it claims to review; ValueError (or
    KeyError, TypeError) on anything that does not fit: a damaged cache is computed again."""
    seats = [_integer(s, 0, replay.players - 1) for s in data["seats"]]
    out = Review(seats, [turn_from_json(t, replay, seats) for t in data["turns"]])
    if [t.number for t in out.turns] != [t.number for t in reviewable(replay, seats)]:
        raise ValueError("not every turn of the seats")
    return out


# ---- in the background ----
NICE = 5  # the review's process below the window's (POSIX): the window first, the review the rest


def _serve(conn, payload: dict) -> None:
    """The review's process: the review of the game in `payload`, each judged turn sent as it comes
    (("turn", its plain data)), with the progress (("progress", done, total)), then ("done", CPU
    seconds) or ("failed", what went wrong)."""
    global SAMPLES, BEAM, PAIRS, HORIZON, CHECK_BEAM
    try:
        if hasattr(os, "nice"):
            os.nice(NICE)
        SAMPLES, BEAM = payload["samples"], tuple(payload["beam"])
        PAIRS, HORIZON, CHECK_BEAM = payload["pairs"], payload["horizon"], tuple(payload["check_beam"])
        replay = Replay(payload["options"], payload["moves"], payload["names"])
        review_game(replay, payload["seats"], progress=lambda done, total: conn.send(("progress", done, total)),
                    skip=payload["skip"], each=lambda t: conn.send(("turn", turn_to_json(t))))
        conn.send(("done", time.process_time()))
    except Exception as e:  # noqa: BLE001 (the parent logs it and says the review failed)
        conn.send(("failed", f"{type(e).__name__}: {e}"))
    finally:
        conn.close()


class ReviewJob:
    """The review of a game worked out in the background: start() once; `progress` is (turns done,
    turns) and partial() the turns judged so far as it goes; then `result` is the Review, or `failed`
    is set (a game this version cannot judge), or `stopped` (stop()). `done`: a review stopped earlier,
    to go on from.

    With `process` (the game's window) it runs in a process of its own, started with "spawn" as
    Expert's search is (ai/expert_search.py): the window's thread never waits for the interpreter
    while the review searches, the review gets the second core, and stop() ends the process at once.
    Without (tests, tools) it runs on a thread of this process, stopped within a few hundred nodes.
    Either way the searches are the same, with the settings of this process (SAMPLES, BEAM, PAIRS,
    HORIZON, CHECK_BEAM)."""

    def __init__(self, replay: Replay, seats, done: Review | None = None, process: bool = False) -> None:
        self.replay = replay  # the job's own: a Replay is not to be shared between threads
        self.seats = sorted(seats)
        self._review = Review(self.seats, list(done.turns) if done is not None else [])
        self.progress: tuple[int, int] = (len(self._review.turns), len(reviewable(replay, self.seats)))
        self.result: Review | None = None
        self.failed = False
        self.stopped = False
        self.cpu = 0.0  # seconds of CPU the review used (tools/frames.py prints it)
        self.process = process
        self._stop = False
        self._child: multiprocessing.process.BaseProcess | None = None
        self._thread = threading.Thread(target=self._listen if process else self._run, name="game-review",
                                        daemon=True)

    def start(self) -> ReviewJob:
        if self.process:
            ctx = multiprocessing.get_context("spawn")
            self._conn, child_end = ctx.Pipe(duplex=False)
            payload = {"options": dict(self.replay.options), "moves": list(self.replay.moves),
                       "names": self.replay.names, "seats": self.seats, "skip": len(self._review.turns),
                       "samples": SAMPLES, "beam": list(BEAM), "pairs": PAIRS, "horizon": HORIZON,
                       "check_beam": list(CHECK_BEAM)}
            self._child = ctx.Process(target=_serve, args=(child_end, payload), name="game-review", daemon=True)
            self._child.start()
            child_end.close()
        self._thread.start()
        return self

    def _judged(self, turn: TurnReview) -> None:
        self._review.turns.append(turn)

    def _finish(self) -> None:
        if len(self._review.turns) == self.progress[1]:
            self.result = Review(self.seats, list(self._review.turns))
        else:
            self.failed = True

    def _run(self) -> None:
        def progress(done: int, total: int) -> None:
            self.progress = (done, total)

        start = time.thread_time()
        try:
            review_game(self.replay, self.seats, lambda: self._stop, progress, len(self._review.turns), self._judged)
            self._finish()
        except Cancelled:
            self.stopped = True
        except Exception:  # noqa: BLE001 (reported once; a review never takes the window down: the screen says it failed)
            report_once(log, "the game review")
            self.failed = True
        finally:
            self.cpu = time.thread_time() - start

    def _listen(self) -> None:
        """The parent's side of the review's process: its messages, until it ends."""
        try:
            while True:
                kind, *rest = self._conn.recv()
                if kind == "turn":
                    self._judged(turn_from_json(rest[0], self.replay, self.seats))
                elif kind == "progress":
                    self.progress = (rest[0], rest[1])
                elif kind == "done":
                    self.cpu = rest[0]
                    self._finish()
                    return
                else:
                    report_once(log, "the game review in its process", rest[0])
                    self.failed = True
                    return
        except (EOFError, OSError):  # the process ended without a word: stopped, or it died
            if self._stop:
                self.stopped = True
            else:
                report_once(log, "the game review's process", "it ended before the review")
                self.failed = True
        except (ValueError, KeyError, TypeError):
            report_once(log, "the game review's process", "it sent what this game does not have")
            self.failed = True
        finally:
            self._end_child()

    def _end_child(self) -> None:
        child = self._child
        if child is not None:
            if child.is_alive():
                child.kill()
            child.join(timeout=5)
        with contextlib.suppress(OSError):
            self._conn.close()

    @property
    def working(self) -> bool:
        return self._thread.is_alive()

    def partial(self) -> Review:
        """The turns judged so far (a copy: the job goes on appending to its own)."""
        return Review(self.seats, list(self._review.turns))

    def stop(self) -> None:
        self._stop = True
        if self._child is not None and self._child.is_alive():
            self._child.kill()  # at once: the turns judged so far are kept here already

    def join(self, timeout: float | None = None) -> None:
        self._thread.join(timeout)
