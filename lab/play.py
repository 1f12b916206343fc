"""One self-play game (lab/jobs.py's Job): how each seat plans its turns, explores, keeps to a plan
by rule or a Kansas City price, and what the game's record holds (the scores, the pad, the
deliveries, the engine built and, to learn from, every player's position at each turn's start).

Each seat chooses its turn by a beam over its own turn (ai/plan.py, Hard's judgement inside the turn)
whose finished turns its judgement (lab/judging.py: the network's batch, or the frozen Expert's)
values; in a share of turns it picks one of the few best distinct outcomes by a softmax of their
values over `tau` points instead of the best (exploration). The moves are played by the session's
one loop (session/table.play).
"""
from __future__ import annotations

import math
import random
from functools import partial as partial_fn

import numpy as np

from gwt_desktop.ai import features as F
from gwt_desktop.ai import loop_plan
from gwt_desktop.ai.evaluate import HARD, evaluate_rivals_once
from gwt_desktop.ai.hard import fingerprint
from gwt_desktop.ai.plan import Checker, plan_turn
from gwt_desktop.engine import DecisionKind, Delivery, breeding_value
from gwt_desktop.engine.components import CARD_VALUE, DISC_GROUPS, N_CATTLE_KINDS
from gwt_desktop.session.table import Pick, Played, deal, play

from . import starts
from .jobs import FROZEN, Job
from .judging import FrozenBatch, NetBatch, net_value
from .network import net_of


def best_outcomes(plan, most: int) -> list[tuple[float, list]]:
    """The plan's `most` best distinct outcomes, (value, line), best first: finished turns (its leaves)
    of equal value are one outcome reached in several orders, the best-valued line standing for it."""
    outcomes: dict = {}
    for v, line in sorted(plan.leaves, key=lambda t: -t[0]):
        outcomes.setdefault(round(v, 3), line)
    return list(outcomes.items())[:most]


def pick_leaf(plan, tau: float, explore: float, rng: random.Random):
    """The best finished turn, or with chance `explore` one of the few best distinct outcomes
    (best_outcomes) by a softmax of their values over `tau` points."""
    if tau <= 0 or not plan.leaves or rng.random() >= explore:
        return plan.line
    top = best_outcomes(plan, EXPLORE_OUTCOMES)
    best = top[0][0]
    weights = [math.exp((v - best) / tau) for v, _ in top]
    r = rng.random() * sum(weights)
    for w, (_, line) in zip(weights, top):
        r -= w
        if r <= 0:
            return line
    return top[-1][1]


def enters_kc(move) -> bool:
    return move.kind == "move" and move.space == "KC"


def gated(plan, g, seat: int, gate: int, chosen: list) -> list | None:
    """A plan seat's loop rule (the long plan by rule, not by a price): where the `chosen` turn goes
    into Kansas City while the hand would deliver less than `gate` (its breeding value and every
    certificate), the best finished turn that does not; None where the chosen turn goes elsewhere,
    the hand is good enough or every turn found goes there. (A first move the beam never finished
    has a value but no line: it cannot be played as a turn.)"""
    if not chosen or not enters_kc(chosen[0]):
        return None
    pl = g.state.players[seat]
    if breeding_value(pl.hand) + pl.cert + pl.perm_certs >= gate:
        return None
    others = [(v, m) for m, v in plan.values.items() if not enters_kc(m) and m in plan.lines]
    return plan.lines[max(others, key=lambda vm: vm[0])[1]] if others else None


def disc_rule(g, moves, order) -> object | None:
    """A plan seat's disc rule: at a disc's choice, the first of the player-board groups in `order`
    offered (a long plan's board: the hand limit, the certificates, thinning); None elsewhere, or
    where none of them is offered."""
    if not order or g.decision.kind != DecisionKind.DISC:
        return None
    offered = {m.args[0]: m for m in moves if m.kind == "disc" and m.args}
    return next((offered[name] for name in order if name in offered), None)


EXPLORE_OUTCOMES = 6
REPLAN = frozenset((DecisionKind.KC_FORESIGHT, DecisionKind.KC_INCOME, DecisionKind.CITY, DecisionKind.DISC))


def priced(style: dict | None, price: float) -> dict | None:
    """A network seat's style with each Kansas City disc `price` points worse (the `city_0` input is
    the discs / 4); the style given is left as it is."""
    if not price:
        return style
    out = dict(style or {})
    out["city_0"] = out.get("city_0", 0.0) - 4.0 * price
    return out




def play_game(job: Job, choose=None) -> dict:
    """One game, as the job says (lab/jobs.py); `choose` as play_on takes it (lab/rollout.py's play-outs)."""
    g, rngs = deal(job.players, job.seed)
    if job.start:  # an exploring start: bundles given early on (lab/starts.py)
        return starts.play_started(g, rngs, job, partial_fn(play_on, choose=choose))
    return play_on(g, rngs, job, choose=choose)


def play_on(g, rngs: list, job: Job, until: int | None = None, choose=None) -> dict:
    """Play g (changed) on as play_game says, each seat's determinizations from its rngs[seat], to
    the game's end or, with `until`, to the start of that turn. The counts (deliveries, Kansas City,
    ...) are of the moves played here; the scores, the pad's and the turn are the game's as it stands.
    `choose(g, d, seat, plan, cfg, job, rng)`: at the start of the turn of a seat with an entry cfg in
    job.rollouts, the line it plays instead of the beam's (None: the beam's; lab/rollout.py).

    The game is played by the session's one loop (session/table.play): every seat is a `Pick` of
    SelfPlaySeats, which plans each turn, and its observer counts the deliveries and records every
    player's position at each turn's start."""
    if g.state.n != job.players:
        raise ValueError(f"a job for {job.players} players, a game of {g.state.n}")
    seats = SelfPlaySeats(g, job, choose, until)
    pick = Pick("selfplay", seats.choose)
    play(g, [pick] * job.players, rngs, on_move=seats.after,
         cancelled=None if until is None else (lambda: g.turn_number >= until))
    return seats.result(g)


class SelfPlaySeats:
    """Every seat of one self-play game as the job says: each seat's line (the turn it chose, with the
    fingerprint expected before each move), the counts of the moves played and the positions recorded.
    `rng` (the game's own stream, from its seed) explores, and reads the recorded positions; each seat
    determinizes on its own stream (the table hands it)."""

    def __init__(self, g, job: Job, choose=None, until: int | None = None) -> None:
        n = g.state.n
        self.job = job
        self.n = n
        self.choose_line = choose
        self.rng = random.Random(job.seed * 7 + 1)
        self.nets = [None if spec == FROZEN else net_of(spec) for spec in job.nets]
        self.styles = job.seat("styles")
        self.search_styles = [priced(st, job.price_kc) for st in self.styles]  # the frozen seat has no net
        self.gates = job.seat("gates")  # per seat: a plan seat's loop rule (gated), or None
        self.rollouts = job.seat("rollouts")  # per seat: choose's settings, or None
        self.discs = job.seat("discs")  # per seat: a plan seat's disc order (disc_rule), or None
        # per seat: its loop plans (ai/loop_plan.py; True: the herd term's own weight, a number: that weight), or None
        self.planners = [None if on is None or on is False else loop_plan.LoopPlanner()
                         if on is True else loop_plan.LoopPlanner(herd_weight=float(on)) for on in job.seat("plans")]
        self.explores = job.seat_explores()  # per seat: the league's frozen seat 0
        self.beams = job.seat_beams()
        self.own: list[list[list[float]]] = []
        self.blind: list[list[list[float]]] = []
        self.lines: list[list] = [[] for _ in range(n)]
        self.explored = [False] * n  # the seat's current line was an exploring pick
        self.planned_turn = [-1] * n  # the turn of the seat's last search (exploring only at a turn's first)
        self.kc = [0] * n
        self.kc_forced = [0] * n  # Kansas City deliveries whose hand could go nowhere else
        self.deliveries = [0] * n
        self.delivered = [0] * n  # the delivery values added up
        self.sf = [0] * n
        self.last_turn = g.turn_number
        self.until = until

    def choose(self, g, seat: int, seat_rng: random.Random):
        """The seat's move in g: forced, by its disc rule, the next of its line, or its turn planned."""
        job, rng = self.job, self.rng
        moves = g.legal_moves()
        ruled = disc_rule(g, moves, self.discs[seat])
        if len(moves) == 1 or ruled is not None:
            return ruled or moves[0]
        line = self.lines[seat]
        # An explored turn is played through as chosen; otherwise the Kansas City visit's choices
        # are searched again where they are asked, as Expert searches every decision: the beam at
        # a turn's start keeps only a few partial turns per first move, ranked by Hard's quick
        # judgement, so the delivery's city is judged by the network only when it is itself the
        # first move (the visit's end of a turn is a small tree: cheap).
        if (line and line[0][0] == fingerprint(g, seat) and line[0][1] in moves
                and (self.explored[seat] or g.decision.kind not in REPLAN)):
            return line.pop(0)[1]
        net = self.nets[seat]
        d = g.determinize(seat, seat_rng)
        partial = job.partial and net is not None
        batch = (FrozenBatch(seat) if net is None
                 else NetBatch(net, seat, self.search_styles[seat], job.rivals, partial, job.blend))
        # Hard's quick judgement inside a turn, each rival's position judged once (the same
        # numbers as judge(seat, HARD): the beam is bounded by nodes here, so the same games)
        value = (net_value(net, seat, job.rivals) if partial
                 else partial_fn(evaluate_rivals_once, seat=seat, w=HARD))
        if self.planners[seat] is not None:  # the loop's plan carried out: its points on every position
            judge = self.planners[seat].judge(d, seat)
            value, batch = loop_plan.with_plan(value, judge), loop_plan.PlanBatch(batch, judge)
        plan = plan_turn(d, seat, *self.beams[seat], Checker(), value=value, batch=batch)
        fresh = g.turn_number != self.planned_turn[seat]
        self.planned_turn[seat] = g.turn_number
        chosen = pick_leaf(plan, job.tau, self.explores[seat] if fresh else 0.0, rng) or [rng.choice(moves)]
        if self.gates[seat] and g.decision.kind == DecisionKind.TURN:
            chosen = gated(plan, d, seat, self.gates[seat], chosen) or chosen
        if (self.choose_line is not None and self.rollouts[seat] and fresh
                and g.decision.kind == DecisionKind.TURN):
            chosen = self.choose_line(g, d, seat, plan, self.rollouts[seat], job, rng) or chosen
        self.explored[seat] = chosen is not plan.line
        self.lines[seat] = expected_line(d, seat, chosen)[1:]
        return chosen[0]

    def after(self, g, played: Played) -> None:
        """The table's observer: the deliveries counted; at a new turn's start (the game going on),
        every player's position recorded."""
        for e in played.events:
            if isinstance(e, Delivery):
                self.deliveries[e.player] += 1
                self.delivered[e.player] += e.value
                self.kc[e.player] += e.city == 0
                self.kc_forced[e.player] += e.city == 0 and e.only
                self.sf[e.player] += e.city == 9
        if g.turn_number != self.last_turn:
            self.last_turn = g.turn_number
            if self.job.record and not g.is_over and (self.until is None or g.turn_number < self.until):
                record_turn(g, self.rng, self.own, self.blind)

    def result(self, g) -> dict:
        """The game's record: the scores and the pad as the game stands, the counts of the moves played
        here and, when recorded, the positions (own and blind reads, one row a turn)."""
        job, n = self.job, self.n
        sheet = g.score_sheet()
        out = {"seed": job.seed, "players": n, "scores": [sh["total"] for sh in sheet], "styles": list(self.styles),
               "gates": list(job.gates) if job.gates is not None else None,
               "frozen": job.frozen_seats(),
               "winners": [sh["winner"] for sh in sheet], "turns": g.turn_number, "kc": self.kc, "sf": self.sf,
               "kc_forced": self.kc_forced, "delivered": self.delivered,
               "deliveries": self.deliveries, "engines": [engine_figures(pl) for pl in g.state.players],
               "categories": [{c["key"]: c["points"] for c in sh["categories"]} for sh in sheet],
               "plans": [None if pl is None else {"needs": [p.need for p in pl.chosen], "replans": pl.replans}
                         for pl in self.planners]}
        if job.record:
            out["own"] = np.array(self.own, dtype=np.float32)
            out["blind"] = np.array(self.blind, dtype=np.float32)
        return out


def engine_figures(pl) -> dict:
    """What a player built of the long game by its end: the player board's discs cleared per group
    (the hand limit's, the certificates', the thinning action's, ...), the hand limit, the herd's size
    and its cards of breeding value 3 or more, and the certificates."""
    herd = [c for c in pl.deck() if c < N_CATTLE_KINDS]
    out = {f"cleared_{name}": full - left for (name, _, full), left in zip(DISC_GROUPS, pl.discs)}
    out.update(hand_limit=pl.hand_limit(), herd=len(herd), herd_bv3plus=sum(CARD_VALUE[c] >= 3 for c in herd),
               perm_certs=pl.perm_certs, cert=pl.cert)
    return out


def expected_line(d, seat, line) -> list:
    """The chosen line with the fingerprint expected before each move (replanned where it departs)."""
    c = d.clone()
    turn = c.turn_number
    out = []
    for m in line:
        if c.is_over or c.state.current != seat or c.turn_number != turn or m not in c.legal_moves():
            break
        out.append((fingerprint(c, seat), m))
        c.apply(m)
    return out


def record_turn(g, rng, own, blind) -> None:
    """Every player's numbers at a turn's end, read by itself and by a rival, each on its own
    determinized clone (as a search reads them: the rivals' hands guessed)."""
    n = g.state.n
    own.append([F.all_features(g.determinize(p, rng).state, p)[p] for p in range(n)])
    row = []
    for p in range(n):
        viewer = (p + 1) % n
        d = g.determinize(viewer, rng)
        row.append(F.all_features(d.state, viewer)[p])
    blind.append(row)
