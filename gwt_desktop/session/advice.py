"""What a line does, as claims a checker holds it to: the facts behind every sentence of advice.

Advice from outcomes, not from weights. A piece of advice (the Hint's why, a computer turn's line,
the guide's reason, the game review's better line) says what a line of moves does when it is played
on a copy of the game, and one margin from the judgement, computed once. Its sentences (text/advice.py)
are made from the claims here and nothing else, so `check()` can play the same moves on a copy of the
real game and compare every claim with what happened there:

- `Outcome`: a line played from a position, step by step: each move with the public facts its events
  made (session/recap.Fact: the fee on the way, the dollars a discard brought, the price of a hire,
  the delivery and its city with its points, ...) and the mover's purse after it; what the whole line
  changed of the mover's money, certificates and score pad (per category, money apart: dollars are
  said as dollars). A line searched on a determinized clone (ai/lines.py) is certain only until its
  first move that uncovers something (a draw, the market, a tile: engine.reveals): the outcome stops
  with that move and says the line goes on (`more`), and of that move it keeps only the facts that
  came before the reveal.
- `Advice`: the chosen line's outcome, the next best line's and the judgement's margin between them
  (ai/lines.Lines.margin, the one number of opinion in it). `advise()` makes the Hint's: the hinted
  move's line listed first (`firsts`), whatever the beam itself would have played.
- `check(game, advice)`: plays each outcome's moves on a copy of `game` (the real position) and lists
  every disagreement (a move not legal, a fact, a purse, a certificate count or a pad category that
  came out otherwise, a reveal where none was claimed or none where one was), and, given the
  sentences, every number a sentence shows that none of its claims holds, a sentence that says the
  margin twice or a margin said in two sentences.

Nothing here builds a move: every move is a legal move of the position it is played in. No pygame.
"""
from __future__ import annotations

import math
import random
import re
from dataclasses import dataclass
from typing import Any

from ..ai.lines import best_lines
from ..engine import Action, Income, Money, MoveKind, Reveal, board
from ..engine.components import CARD_POINTS, HAZARDS, OBJECTIVES
from .recap import Fact, FactKind, facts_of

CLOSE = 0.5  # points: a margin smaller than this is "about as good" (said without a number)


@dataclass(frozen=True)
class Step:
    """One move of a line and what it did: its public facts (before anything it uncovered), the
    mover's purse after it and what it uncovered (engine.REVEAL_WHATS), None if nothing."""
    move: object
    facts: tuple[Fact, ...]
    money: int
    reveals: str | None = None


@dataclass(frozen=True)
class Outcome:
    """What a line does for `seat` from the position it starts in, as far as that is certain."""
    seat: int
    steps: tuple[Step, ...]
    more: bool  # the line goes on past its last step (which uncovered something: what comes next depends on it)
    ends_turn: bool  # the steps reach the end of the seat's turn
    money: tuple[int, int]  # the purse before the first step and after the last
    certificates: tuple[int, int]  # certificates (temporary and permanent) before and after
    pad: tuple[tuple[str, int], ...]  # (score pad category, points) changed over the steps, money left out

    @property
    def moves(self) -> list:
        return [s.move for s in self.steps]

    @property
    def facts(self) -> list[Fact]:
        return [f for s in self.steps for f in s.facts]

    def first(self, kind: str) -> Fact | None:
        return next((f for f in self.facts if f.kind == kind), None)


@dataclass(frozen=True)
class Advice:
    """A chosen line against the next best: both outcomes and the judgement's margin (points: the
    chosen line's value minus the other's, from one search; None without another line)."""
    seat: int
    line: Outcome
    other: Outcome | None = None
    margin: float | None = None
    choices: int = 1  # the legal moves where the line starts: 1, it was the only one

    @property
    def close(self) -> bool:
        """The two lines are about as good as each other (the margin is said without a number)."""
        return self.margin is not None and abs(self.margin) < CLOSE

    @property
    def points(self) -> int | None:
        """The margin as the sentences say it: whole points, rounded half away from zero."""
        if self.margin is None:
            return None
        return math.floor(abs(self.margin) + 0.5) * (1 if self.margin >= 0 else -1)


def _certificates(game, seat: int) -> int:
    p = game.state.players[seat]
    return p.cert + p.perm_certs


def _pad(game, seat: int) -> dict[str, int]:
    return {c["key"]: c["points"] for c in game.score_sheet()[seat]["categories"]}


# What an uncovered thing leaves uncertain. A card drawn into one's own hand (a draw, a shuffle, the
# objective stack's top card) decides what the line does next: the line is said up to there. A public
# refill (the cattle market, the foresight tiles, the objective display) only changes what is offered
# later: the line is said on past it while it does the same on other deals of what is hidden.
OWN = ("draw", "shuffle", "objective_stack")
# The buy's draw-two turns up the cards that same buy then chooses among: what follows it is decided
# by what is turned up, as after one's own draw (three other deals all turned up an Ayrshire that the
# real market did not have: the checker caught the line claiming its purchase).
DECIDES_NEXT = (MoveKind.BUYDRAW,)
# What it may change on the mover's score pad: a card from the objective stack scores as the
# objectives category says. (Every card one owns counts wherever it lies: a draw changes nothing.)
UNCERTAIN_PAD = {"objective_stack": ("objectives",)}
SAMPLES = 3  # other deals of the hidden things a line is played on before it is said past a public refill


# The dollars a fact moves into (+) or out of (-) its player's purse: kind -> the sign of its amount.
# Every kind of fact (tests/test_vocabulary.py): 0 for one whose amount is no dollars of the purse (a
# line's move carries no fees: they are its Fee facts; a line's delivery names no income: its Income
# fact does).
PAYS = {FactKind.FEE: -1, FactKind.BUILD: -1, FactKind.BUY: -1, FactKind.HIRE: -1, FactKind.HAZARD: -1,
        FactKind.UPGRADE: -1, FactKind.TRANSPORT: -1,
        FactKind.DISCARD: 1, FactKind.CITY: 1, FactKind.INCOME: 1, FactKind.AUX: 1, FactKind.TEEPEE: 1,
        FactKind.DISC_CLEARED: 1, FactKind.MONEY: 1,
        FactKind.MOVE: 0, FactKind.OBJECTIVE: 0, FactKind.OBJECTIVE_PLAYED: 0, FactKind.KANSAS_CITY: 0,
        FactKind.DELIVER: 0, FactKind.STATION: 0, FactKind.ENGINE: 0, FactKind.MASTER: 0, FactKind.FORESIGHT: 0,
        FactKind.CERT: 0, FactKind.MARKET_ADD: 0, FactKind.REMOVED: 0}


def purse_change(fact: Fact) -> int:
    """The dollars `fact` moved into its player's purse (- what it paid)."""
    return PAYS[fact.kind] * fact.amount


def _facts(seat: int, events) -> tuple[tuple[Fact, ...], str | None]:
    """The facts of one move's events and what it uncovered first (None: nothing). Beside the public
    facts of session/recap: Kansas City's income, and any dollars no fact names (a building's money
    action, an objective card's $2), so that every dollar in or out of the purse is said. A card
    taken from the objective stack is unknown until it is taken: its fact names no card. The
    cattleman goes back to the start only after Kansas City, by itself: no fact of the line's. A
    delivery's fact names the city, not the income the herd paid the step before it."""
    what = next((e.what for e in events if isinstance(e, Reveal)), None)
    facts: list[Fact] = []
    stack = False
    money = 0
    action = None
    for e in events:
        if isinstance(e, Reveal) and e.what == "objective_stack":
            stack = True
        elif isinstance(e, Money):
            money += e.amount if e.receiver == seat else -e.amount if e.payer == seat else 0
        elif isinstance(e, Action) and e.player == seat:
            action = e.action
        elif isinstance(e, Income) and e.player == seat:
            facts.append(Fact(FactKind.INCOME, seat, ("seat", seat), e.spent, e.value))
        for f in facts_of(seat, [e]):
            if f.kind == FactKind.MOVE and f.value == board.START_SPACE:
                continue
            if stack and f.kind == FactKind.OBJECTIVE:
                f = Fact(f.kind, f.player, f.where)
            if f.kind == FactKind.DELIVER:
                f = Fact(f.kind, f.player, f.where, f.value, 0, f.points, f.only)
            facts.append(f)
    told = _discards(facts)
    rest = money - sum(purse_change(f) for f in told)
    if rest:
        told += (Fact(FactKind.MONEY, seat, ("seat", seat), action, rest),)
    return told, what


def _discards(facts: list[Fact]) -> tuple[Fact, ...]:
    """Cards discarded together (a pair) as one fact, as session/recap.facts_of tells them."""
    out: list[Fact] = []
    for f in facts:
        if f.kind == FactKind.DISCARD and out and out[-1].kind == FactKind.DISCARD:
            last = out.pop()
            f = Fact(FactKind.DISCARD, f.player, last.where, (*last.value, *f.value),  # type: ignore[misc]  # cards
                     last.amount + f.amount)
        out.append(f)
    return tuple(out)


def _play(game, seat: int, moves):
    """Play `moves` on a copy of `game` while each is legal in seat's turn: ([Step], the copy)."""
    g = game.clone()
    turn = g.turn_number
    steps: list[Step] = []
    for m in moves:
        if g.is_over or g.turn_number != turn or g.to_move != seat or m not in g.legal_moves():
            break
        facts, what = _facts(seat, list(g.apply(m)))
        steps.append(Step(m, facts, g.state.players[seat].money, what))
    return steps, g


def _same_elsewhere(game, seat: int, moves, steps, rng: random.Random) -> int:
    """How many of `steps` come out the same when the line is played on SAMPLES other deals of what
    `seat` cannot see (game.determinize): at most len(steps)."""
    n = len(steps)
    for _ in range(SAMPLES):
        other, _g = _play(game.determinize(seat, rng), seat, moves[:n])
        n = next((i for i, (a, b) in enumerate(zip(steps, other)) if a != b), min(n, len(other)))
    return n


def certain_steps(game, seat: int, steps, rng: random.Random | None = None) -> int:
    """How many of the line's `steps` (played from `game`) are certain from what the seat knows: up to
    and including the first that draws a card of its own or draws the cattle a buy chooses among,
    and past a public refill only while the line does the same on other deals of the hidden things."""
    n = len(steps)
    for i, st in enumerate(steps):
        if st.reveals in OWN or st.move.kind in DECIDES_NEXT:
            n = i + 1
            break
    first_public = next((i for i, st in enumerate(steps[:n]) if st.reveals is not None and st.reveals not in OWN), None)
    if first_public is not None and first_public + 1 < n:
        agreed = _same_elsewhere(game, seat, [st.move for st in steps], steps[:n], rng or random.Random(0))
        n = max(first_public + 1, agreed)
    return n


def outcome(game, seat: int, moves, rng: random.Random | None = None, *, exactly: bool = False) -> Outcome:
    """What `moves` do for `seat` from `game` (not changed), as far as that is certain from what the
    seat knows (certain_steps; `rng` deals the hidden things otherwise). `exactly`: every move that can
    be played is played and said (the checker's side, on the real position)."""
    steps, _g = _play(game, seat, moves)
    n = len(steps) if exactly else certain_steps(game, seat, steps, rng)
    more = n < len(moves)
    steps, g = _play(game, seat, [st.move for st in steps[:n]])
    start = game
    pad0, pad1 = _pad(start, seat), _pad(g, seat)
    unsure = {k for st in steps if st.reveals for k in UNCERTAIN_PAD.get(st.reveals, ())}
    pad = tuple((k, pad1[k] - pad0.get(k, 0)) for k in pad1
                if k != FactKind.MONEY and k not in unsure and pad1[k] != pad0.get(k, 0))
    over = g.is_over or g.turn_number != start.turn_number or g.to_move != seat
    return Outcome(seat, tuple(steps), more, over, (start.state.players[seat].money, g.state.players[seat].money),
                   (_certificates(start, seat), _certificates(g, seat)), pad)


def first_deeds(o: Outcome) -> frozenset:
    """What a line's first step does, its fees aside: (kind, what) of its facts."""
    step = o.steps[0] if o.steps else None
    return frozenset((f.kind, f.value) for f in step.facts if f.kind != FactKind.FEE) if step else frozenset()


def same_plan(a: Outcome, b: Outcome) -> bool:
    """Two lines that do the same things, in whatever order: the same facts (each as often), the same
    purse and the same score pad where they end. The same moves reordered are no other plan."""
    def deeds(o: Outcome) -> list:
        return sorted(repr(f) for f in o.facts)

    return deeds(a) == deeds(b) and a.money[1] == b.money[1] and dict(a.pad) == dict(b.pad)


def against(lines, seat: int, line: Outcome, rng: random.Random, first_differs: bool = False) -> Advice:
    """`line` (the outcome of lines.lines[0], or of the turn as it was played after that line's first
    move) against the best of the other lines that does something else: another first move whose
    outcome differs (the same deeds in another order, or by another path, are no alternative: same_plan;
    `first_differs`: whose first
    step itself does something else, where only that step is told), with the judgement's margin
    between the two (ai/lines.Lines.margin: one search, one number)."""
    choices = len(lines.clone.legal_moves())
    for i, other in enumerate(lines.lines[1:], 1):
        alternative = outcome(lines.clone, seat, other.moves or [other.first], rng)
        if first_differs and first_deeds(alternative) == first_deeds(line):
            continue
        if not same_plan(alternative, line) or not line.facts:
            margin = lines.margin(i)  # None where a line's value is unknown (the search's nodes ran out first)
            return Advice(seat, line, alternative, margin if margin is not None and math.isfinite(margin) else None,
                          choices)
    return Advice(seat, line, choices=choices)


def advise(game, seat: int, move, rng: random.Random | None = None, cancelled=None, beam=None,
           judgement=None, k: int = 6) -> Advice:
    """The Hint's advice for `move` (a legal move of `seat`, to move in `game`): its line against the
    best line that does something else (against()), by the judgement's search on what the seat may
    know (ai/lines.best_lines over the `k` best first moves, the hinted move's line listed first)."""
    rng = rng or random.Random(0)
    kw = {} if beam is None else {"beam": beam}
    lines = best_lines(game, seat, k, rng, cancelled, judgement=judgement, firsts=(move,), **kw)
    chosen = lines.lines[0]
    return against(lines, seat, outcome(lines.clone, seat, chosen.moves or [move], rng), rng)


# ---- the checker ----
@dataclass(frozen=True)
class Disagreement:
    """One claim that did not hold: which line ("line" or "other", or "words"), which step (-1: the
    line as a whole), what was claimed and what happened."""
    line: str
    step: int
    claimed: object
    happened: object

    def __str__(self) -> str:
        return f"{self.line} step {self.step}: claimed {self.claimed!r}, happened {self.happened!r}"


def check_outcome(game, claimed: Outcome, name: str = "line") -> list[Disagreement]:
    """Every claim of `claimed` that playing its moves on a copy of `game` (the real position) does not
    bear out."""
    if not claimed.steps:
        return [Disagreement(name, -1, "a line of at least one move", "none")]
    real = outcome(game, claimed.seat, claimed.moves, exactly=True)
    out: list[Disagreement] = []
    if len(real.steps) != len(claimed.steps):
        out.append(Disagreement(name, len(real.steps), [str(m) for m in claimed.moves],
                                f"only {len(real.steps)} of its moves could be played"))
    for i, (c, r) in enumerate(zip(claimed.steps, real.steps)):
        if c.move != r.move:
            out.append(Disagreement(name, i, str(c.move), str(r.move)))
        if c.facts != r.facts:
            out.append(Disagreement(name, i, c.facts, r.facts))
        if c.money != r.money:
            out.append(Disagreement(name, i, f"${c.money} after it", f"${r.money}"))
        before = claimed.money[0] if i == 0 else claimed.steps[i - 1].money
        said = sum(purse_change(f) for f in c.facts)
        if before + said != c.money:
            out.append(Disagreement(name, i, f"${before} and the dollars its facts say, {said:+d}", f"${c.money}"))
        if (c.reveals is None) != (r.reveals is None):
            out.append(Disagreement(name, i, f"uncovers {c.reveals}", f"uncovers {r.reveals}"))
    if len(real.steps) == len(claimed.steps):
        for what in ("money", "certificates", "pad", "ends_turn"):
            if getattr(claimed, what) != getattr(real, what):
                out.append(Disagreement(name, -1, (what, getattr(claimed, what)), getattr(real, what)))
    return out


def check(game, advice: Advice, sentences=(), names=()) -> list[Disagreement]:
    """Every disagreement between `advice` (and its `sentences`, text/advice.Sentence) and what its
    lines do when played on a copy of `game`, the real position they were advised from. `names`: the
    players' names as the sentences show them (a name may hold a number: "Player 2")."""
    out = check_outcome(game, advice.line, "line")
    if advice.other is not None:
        out += check_outcome(game, advice.other, "other")
    if sentences:
        out += check_words(advice, sentences, game, names)
    return out


NUMBER = re.compile(r"\d+")


def _card_numbers(card: int) -> set[int]:
    """The numbers a card's name shows: a cattle card's points, an objective card's tasks, points and
    penalty."""
    if card in OBJECTIVES:
        o = OBJECTIVES[card]
        tasks = {o.tasks.count(t) for t in o.tasks} | {int(t) for t in o.tasks if t.isdigit()}
        return {o.points, o.penalty, *tasks}
    return {CARD_POINTS[card]}


def fact_numbers(fact: Fact, game=None) -> set[int]:
    """The whole numbers a sentence about `fact` may show: its dollars, points and counts, the
    numbers of the station, column or railroad space it names, and those in the names of its card,
    tile or place (what stands on a trail space in `game`, the position advised from)."""
    out = {abs(fact.amount), abs(fact.points)}
    v: Any = fact.value  # its type goes with the fact's kind
    if isinstance(v, int) and not isinstance(v, bool):
        out |= {abs(v), v + 1}
    elif isinstance(v, str):
        out |= {int(x) for x in NUMBER.findall(v)}
    elif isinstance(v, tuple):
        out |= {len(v), *(abs(x) for x in v if isinstance(x, int))}
    if fact.kind == FactKind.ENGINE:
        out |= {int(x) for x in NUMBER.findall(board.position_text(v))}
        if v in board.STATION_AT:
            out.add(board.STATION_AT[v] + 1)
    if fact.kind in (FactKind.HAZARD, FactKind.FORESIGHT) and v in HAZARDS:
        out.add(HAZARDS[v].points)
    if fact.kind in (FactKind.BUY, FactKind.REMOVED, FactKind.OBJECTIVE, FactKind.OBJECTIVE_PLAYED) and v is not None:
        out |= _card_numbers(v)
    if fact.kind == FactKind.BUY:
        out.add(2)  # a pair bought together is said as one purchase: "buy 2 Ayrshires for $5"
    elif fact.kind == FactKind.DISCARD:
        for c in v:
            out |= _card_numbers(c)
    elif fact.kind == FactKind.MARKET_ADD:
        out.add(2)  # the rule's two cards (§7.1), said by the sentence
    where, index = fact.where
    if where == "trail":
        out |= {int(x) for x in NUMBER.findall(board.SPACES[index])}
        content = game.space_content(index) if game is not None else None
        if content and "building" in content:
            out |= {int(x) for x in NUMBER.findall(content["building"])}
    elif where in ("station", "foresight"):
        out.add(index + 1)
    return out


def outcome_numbers(o: Outcome, game=None) -> set[int]:
    out = set(o.money) | {abs(o.money[1] - o.money[0]), abs(o.certificates[1] - o.certificates[0])}
    out |= set(o.certificates) | {abs(p) for _, p in o.pad}
    for f in o.facts:
        out |= fact_numbers(f, game)
    # The fees on the way, said as one sum (a step's, or the line's).
    out |= {sum(f.amount for f in st.facts if f.kind == FactKind.FEE) for st in o.steps}
    out.add(sum(f.amount for f in o.facts if f.kind == FactKind.FEE))
    return out


def check_words(advice: Advice, sentences, game=None, names=()) -> list[Disagreement]:
    """Every number a sentence shows that its claims do not hold (a sentence's claims: the outcomes
    and the margin it words, text/advice.Sentence), and the margin said other than once."""
    out: list[Disagreement] = []
    said = 0
    named = {int(x) for name in names for x in NUMBER.findall(name)}
    for s in sentences:
        allowed: set[int] = set(s.numbers) | named
        for o in s.outcomes:
            allowed |= outcome_numbers(o, game)
        if s.margin:
            said += 1
            if advice.points is not None:
                allowed.add(abs(advice.points))
        for n in NUMBER.findall(s.text):
            if int(n) not in allowed:
                out.append(Disagreement("words", -1, s.text, f"{n} is not a number of its claims"))
    if said > 1:
        out.append(Disagreement("words", -1, "the margin said once", f"said in {said} sentences"))
    return out
