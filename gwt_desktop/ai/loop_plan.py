"""Loop plans (issue 68, Deliver 3, a first measured version; used by no level): at each loop's start
(the seat's first turn after a delivery) the seat chooses the city its next delivery is to reach, by
an explicit delivery-schedule value over the hand and herd the plan reaches; the existing beam then
carries the plan out under two hard constraints and a term for the herd it builds. The plan is kept
until it breaks, and chosen again then.

- A plan is a city to reach (`LoopPlan`): Kansas City (the rush: no constraint) or a city X with its
  delivery value. Candidates: every city the herd could reach this loop (`reach`: the hand limit's
  best distinct breeds of the whole deck, the permanent certificates and the temporary ones the marker
  holds) that will take a disc (schedule's rule, §3.1).
- Its value (`plan_value`): the points of this loop's delivery at X (its crest, the green arrows its
  first disc completes, the income less transport at the pad's $5 a point, schedule.py's table) plus
  the schedule (schedule.py's dynamic programme) of the later deliveries with the hand the plan's herd
  reaches: the herd as it stands (schedule.hand_value, each breed once) raised by KEEP of what the plan
  builds past it. The plan's cost is time: a hand BUILD_RATE of value a turn short of X holds the
  loop back, and LOOP_TURNS of those turns cost a delivery at the game's end (the deliveries left by
  the game's clock, schedule.deliveries_left, fewer by the loop's extra turns, the last one a fraction).
- Carried out (`PlanJudge`, added to whatever judgement the beam uses): a turn that goes into Kansas
  City with a hand that cannot reach X, or delivers to a city below X, is worse by PENALTY points than
  any turn that keeps the plan (a hard constraint, lexicographic: where every turn breaks it, the best
  of them is played, and the plan is chosen again at the next loop start); and every position is worth
  HERD_WEIGHT times the schedule's points of the later deliveries at the hand its herd gives
  (schedule.hand_value: the bought cattle, the hand-limit discs, the cards removed, the permanent
  certificates; the engine's place by transport), less the root's: the herd plan the network does not
  price (docs/experiments/learned.md, sixteenth session: the hands stayed at 8 because the herd is the
  rush's).
- Re-planned (`LoopPlanner.plan_for`): at a new loop; and at any turn start where the plan broke: X can
  no longer be reached by the herd, or its value fell REPLAN_MARGIN points under the best plan's now
  (a draw that left the hand far short makes the extra turns dear).

The constants are first guesses, stated so that a match can judge them (learned.md records the run).
"""
from __future__ import annotations

from dataclasses import dataclass

from ..engine import DecisionKind, board, breeding_value
from ..engine.components import CARD_BREED, CARD_VALUE
from . import schedule
from .expert import ExpertBot
from .hard import HardBot

BUILD_RATE = 2.0  # delivery value a turn of holding back adds to the hand (a pair discarded, a card drawn)
LOOP_TURNS = 5.0  # own turns a loop takes (two-player games: about 29 turns, 6 deliveries each)
KEEP = 0.5  # share of the hand built past the herd's for this loop that later loops keep
PENALTY = 1000.0  # points: a turn that breaks the plan ranks under every turn that keeps it
HERD_WEIGHT = 0.5  # the herd term's weight beside the network's own price of the herd
REPLAN_MARGIN = 3.0  # points: a kept plan this far under the best plan now is given up


@dataclass(frozen=True)
class LoopPlan:
    """A loop's plan: the city its delivery is to reach, what that asks, the schedule's points for
    it when it was chosen, and the seat's deliveries (discs on cities) at that time."""

    city: int
    need: int
    value: float
    made_at: int

    @property
    def rush(self) -> bool:
        """Kansas City now: the plan asks nothing of the hand."""
        return self.need <= 0


def best_hand(pl) -> int:
    """The highest breeding value a hand of pl's hand limit could hold from its whole deck: the
    limit's best distinct breeds (§3.1: each breed counts once)."""
    best: dict[int, int] = {}
    for c in pl.deck():
        v = CARD_VALUE[c]
        if v > 0 and v > best.get(CARD_BREED[c], 0):
            best[CARD_BREED[c]] = v
    return sum(sorted(best.values(), reverse=True)[:pl.hand_limit()])


def reach(pl) -> int:
    """The highest delivery value pl's herd could bring this loop: its best hand, its permanent
    certificates and the temporary ones its marker holds."""
    return best_hand(pl) + pl.perm_certs + pl.cert


def hand_now(pl) -> int:
    """The delivery value of the hand pl holds now, every certificate spent."""
    return breeding_value(pl.hand) + pl.perm_certs + pl.cert


def deliveries(pl) -> int:
    """Discs pl has on cities: its deliveries so far."""
    return sum(pl.cities)


def candidates(pl) -> list[int]:
    """The cities a plan may aim at: Kansas City, and every city the herd reaches that takes a disc."""
    top = reach(pl)
    return [c for c, (_, need, _, repeat) in enumerate(board.CITIES)
            if c == board.CITY_KC or (need <= top and (repeat or not pl.cities[c]))]


def _mask(cities) -> int:
    return sum(1 << c for c, count in enumerate(cities) if count)


def _later(mask: int, engine: int, hand: float, k: float) -> float:
    """The schedule's points for k deliveries (a fraction: the last one counts its share) of value `hand`."""
    whole = int(k)
    points = schedule.best(mask, engine, (round(hand),) * whole)[0] if whole > 0 else 0.0
    frac = k - whole
    if frac > 1e-9:
        more = schedule.best(mask, engine, (round(hand),) * (whole + 1))[0]
        points += frac * (more - points)
    return points


def plan_value(game, p: int, city: int, now: float | None = None, k: float | None = None) -> float:
    """The schedule's points of a plan to reach `city` this loop (the module's doc): this delivery's
    points, then the later deliveries' at the hand the plan's herd reaches, fewer by the extra turns.
    `now`: the delivery value the seat can count on this loop (default: the herd's expected hand
    and every certificate; at a turn start, the hand held); `k`: the deliveries left (default: by the
    game's clock, schedule.deliveries_left)."""
    pl = game.state.players[p]
    need = board.CITIES[city][1]
    herd = schedule.hand_value(pl) + pl.perm_certs
    if now is None:
        now = herd + pl.cert
    short = max(0.0, need - now)
    if k is None:
        k = schedule.deliveries_left(game, p)
    k = max(1.0, k - short / BUILD_RATE / LOOP_TURNS)
    delivered = max(need, min(now, reach(pl)))
    mask = _mask(pl.cities)
    first = schedule.delivery_points(mask, city, pl.engine, round(delivered))
    later_hand = herd + KEEP * max(0.0, need - pl.cert - herd)
    return first + _later(mask | 1 << city, pl.engine, later_hand, k - 1.0)


def choose(game, p: int, now: float | None = None) -> LoopPlan:
    """The plan of the best value among the candidates (ties: the lower city)."""
    pl = game.state.players[p]
    scored = [(plan_value(game, p, c, now), c) for c in candidates(pl)]
    value, city = max(scored, key=lambda vc: (vc[0], -vc[1]))
    return LoopPlan(city, board.CITIES[city][1], value, deliveries(pl))


class LoopPlanner:
    """One seat's plan across its decisions (a bot keeps one): chosen at a loop's start, kept until
    it breaks. `replans` counts the plans given up before their loop ended."""

    def __init__(self, herd_weight: float = HERD_WEIGHT) -> None:
        self.herd_weight = herd_weight  # the herd term's weight in the searches it judges (PlanJudge)
        self.plan: LoopPlan | None = None
        self.replans = 0
        self.chosen: list[LoopPlan] = []  # every plan chosen, in order (the lab's figures)

    def plan_for(self, game, p: int) -> LoopPlan:
        """The plan for p's decision in `game` (p's view): a new one at a new loop or where the kept
        one broke (the module's doc); the kept one otherwise. Only a turn's first decision re-plans."""
        pl = game.state.players[p]
        plan = self.plan
        if plan is not None and deliveries(pl) != plan.made_at:
            plan = None  # a delivery since: a new loop
        if game.decision.kind == DecisionKind.TURN or plan is None:
            now = hand_now(pl) if game.decision.kind == DecisionKind.TURN else None
            best = choose(game, p, now)
            if plan is None:
                plan = best
                self.chosen.append(plan)
            elif (plan.need > reach(pl) or pl.cities[plan.city] and plan.city not in (board.CITY_KC, board.CITY_SF)
                  or plan_value(game, p, plan.city, now) < best.value - REPLAN_MARGIN):
                self.replans += 1
                plan = best
                self.chosen.append(plan)
        self.plan = plan
        return plan

    def judge(self, game, p: int) -> PlanJudge:
        """The plan's points for a search from `game` (p's view): the plan for it, judged (PlanJudge)."""
        return PlanJudge(game, p, self.plan_for(game, p), self.herd_weight)


class PlanJudge:
    """What a plan adds to a position's value for seat p, searched from `root` (the module's doc):
    −PENALTY where the turn broke the plan, and HERD_WEIGHT times the later deliveries' schedule at
    the position's herd, less the root's."""

    def __init__(self, root, p: int, plan: LoopPlan, herd_weight: float = HERD_WEIGHT) -> None:
        pl = root.state.players[p]
        self.p = p
        self.plan = plan
        self.herd_weight = herd_weight
        self.cities = pl.cities[:]
        self.in_kc = pl.cattleman == board.KC_SPACE
        self.short = hand_now(pl) < plan.need  # the hand held cannot reach X at Kansas City this turn
        self.mask = _mask(pl.cities)
        self.k = max(0.0, schedule.deliveries_left(root, p) - 1.0)
        self.base = self._herd(pl) if herd_weight else 0.0

    def _herd(self, pl) -> float:
        hand = schedule.hand_value(pl) + pl.perm_certs
        return _later(self.mask, pl.engine, hand, self.k)

    def broken(self, g) -> bool:
        """The position's turn broke the plan: into Kansas City with a hand short of X, or a delivery
        below X."""
        if self.plan.rush:
            return False
        pl = g.state.players[self.p]
        for c, (count, before) in enumerate(zip(pl.cities, self.cities)):
            if count > before and board.CITIES[c][1] < self.plan.need:
                return True
        d = g.decision
        # the city chosen, its disc not yet placed: the delivery is made
        if (d.kind == DecisionKind.DISC and d.target == "city" and g.state.current == self.p
                and board.CITIES[d.index][1] < self.plan.need):
            return True
        return self.short and not self.in_kc and pl.cattleman == board.KC_SPACE

    def extra(self, g) -> float:
        out = -PENALTY if self.broken(g) else 0.0
        if self.herd_weight:
            out += self.herd_weight * (self._herd(g.state.players[self.p]) - self.base)
        return out


class PlanBatch:
    """A search's batch of finished turns (ai/plan.Batch) with the plan's points added to each."""

    def __init__(self, inner, judge: PlanJudge) -> None:
        self.inner = inner
        self.judge = judge
        self.extras: list[float] = []

    def add(self, g) -> None:
        self.inner.add(g)
        self.extras.append(self.judge.extra(g))

    def values(self) -> list[float]:
        return [v + e for v, e in zip(self.inner.values(), self.extras)]

    def offset(self, root) -> float:
        return self.inner.offset(root)


def with_plan(value, judge: PlanJudge):
    """The one-argument value `value` with the plan's points added."""
    return lambda g: value(g) + judge.extra(g)


class LoopPlanBot(ExpertBot):
    """Expert's search (its beam, its look past the turn) carrying out a loop plan
    (`loop-plan`, on trial: no level plays it)."""

    name = "loop-plan"

    def __init__(self, max_samples: int | None = None, use_process: bool | None = False) -> None:
        super().__init__(max_samples, use_process=use_process)
        self.planner = LoopPlanner()

    def judgement(self, game, seat):
        return with_plan(super().judgement(game, seat), self.planner.judge(game, seat))


class CheapBeamBot(HardBot):
    """Self-play's cheap beam (16/4/3,000) judged by the shipped network, without a plan: the
    control `loop-plan-cheap` is matched against (`beam-cheap`)."""

    name = "beam-cheap"
    width = 16
    per_first = 4
    max_nodes = 3000


class CheapLoopPlanBot(CheapBeamBot):
    """`loop-plan` at self-play's cheap beam (`loop-plan-cheap`)."""

    name = "loop-plan-cheap"

    def __init__(self, max_samples: int | None = None) -> None:
        super().__init__(max_samples)
        self.planner = LoopPlanner()

    def judgement(self, game, seat):
        return with_plan(super().judgement(game, seat), self.planner.judge(game, seat))
