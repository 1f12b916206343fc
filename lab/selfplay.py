"""Self-play training of the learned judgement (ai/net.py over ai/features.py): TD(λ) toward each
player's final score, at the scale of Race for the Galaxy's network (tens of thousands of games).

    python -m lab.selfplay --dir lab/runs/NAME [--hours H] [--jobs 2]      # starts or resumes
    python -m lab.selfplay --dir lab/runs/NAME --evaluate [--deals 50]      # the latest net against
                                                                            # the frozen Expert

A round plays `--round` self-play games on `--jobs` processes with the latest network, then trains
it: for every recorded position (each turn's end, every player, read by the player itself and by a
rival, on whose clone the hand is a guess) the target is the λ-return of the network's own later
predictions, ending in the player's final score (the score pad's total); Adam on the squared error,
over a buffer of the latest games. Every few rounds the network plays the frozen Expert's judgement
(`expert-2026-12`: Hard's estimate plus EXPERT_EXTRA) at the same beam on fixed deals, both seatings:
the learning curve. Everything a run needs to resume is in its folder: `net.json` (the latest
weights), `state.json` (games played, the round, the optimizer's moments, the arguments in effect and
the history of every start and resume with its own: lab/run_record.py), `log.jsonl` (a line per round:
games, games per hour, losses, held-out errors, the evaluation, the digest of the arguments it was
played under), `nets/` (a copy every few thousand games). The buffer of positions is kept in `data/` (not committed; a resumed run refills it,
and a run started from another's network and state takes that run's latest games with `--fill-from DIR/data`).

Each seat chooses its turn by a beam over its own turn (ai/plan.py, Hard's judgement inside the turn)
whose finished turns the network judges in one numpy batch; it then picks a finished turn at random
(in a share `--explore` of turns) one of the few best distinct outcomes by a softmax of their values
over `--tau` points (exploration: a turn within a point or two of the best is tried often, so plans
the current play rarely chooses are still met and their worth learned).
Some seats also get a random "style" (points for San Francisco, stations, buildings, the hand limit,
a thin herd, objectives) for a whole game, so whole plans the judgement does not yet believe in are
played to their end. With `--league`, in a share of the games one seat is the frozen Expert's
judgement (the league: the network meets the way of playing it is measured against, and each round's
log says how those games went). With `--plan`, a share of the seats play a long plan by rule for the
whole game (`gated`: no turn into Kansas City with a poor hand; `disc_rule`: the player board's
discs in a set order), so the network sees that plan's games played through, not only priced.
With `--price-kc P`, every network seat's search counts each Kansas City disc P points worse than
the network judges it (the targets stay the pad's points): a whole world of games off the rush, so
the network learns what the rest of a position is worth where nobody takes the $6.
With `--starts S`, a share S of the games are exploring starts (lab/starts.py): early on, one or both
seats are handed a bundle of plan assets paid at market price, so the network sees plans under way.
"""
from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import random
import shutil
import sys
import time
from functools import partial as partial_fn
from pathlib import Path

import numpy as np

from gwt_desktop.ai import features as F
from gwt_desktop.ai.evaluate import HARD, evaluate, evaluate_rivals_once, versus
from gwt_desktop.ai.expert import estimates as frozen_estimates
from gwt_desktop.ai.hard import fingerprint
from gwt_desktop.ai.plan import Batch, Checker, plan_turn
from gwt_desktop.engine import DecisionKind, Delivery, breeding_value
from gwt_desktop.engine.components import CARD_VALUE, DISC_GROUPS, N_CATTLE_KINDS
from gwt_desktop.session.table import deal

from . import run_record, starts
from .jobs import BEAM, FROZEN, Job

BLEND = HARD.opponent_best  # rivals: (1 - BLEND) * mean + BLEND * best, as every judgement here


# ---------------------------------------------------------------------------------------------
# The network in numpy (the same function as ai/net.Net, batched, with its gradient)
# ---------------------------------------------------------------------------------------------
class NumpyNet:
    def __init__(self, d: dict) -> None:
        self.names = tuple(d["names"])
        self.W = np.array(d["hidden_w"], dtype=np.float64)  # (H, F)
        self.b = np.array(d["hidden_b"], dtype=np.float64)
        self.v = np.array(d["out_w"], dtype=np.float64)
        self.L = np.array(d["linear"], dtype=np.float64)
        self.c = float(d["bias"])
        self.scale = float(d.get("scale", 100.0))

    def params(self) -> list[np.ndarray]:
        return [self.W, self.b, self.v, self.L]

    def forward(self, X: np.ndarray) -> np.ndarray:
        """Points for each row of X."""
        H = np.tanh(X @ self.W.T + self.b)
        return (self.c + H @ self.v + X @ self.L) * self.scale

    def grads(self, X: np.ndarray, y: np.ndarray) -> tuple[float, list, float]:
        """Mean squared error (in scaled units) against targets y (points) and its gradients."""
        A = X @ self.W.T + self.b
        H = np.tanh(A)
        out = self.c + H @ self.v + X @ self.L
        err = out - y / self.scale
        n = len(y)
        g_out = 2 * err / n
        gv = H.T @ g_out
        gL = X.T @ g_out
        gc = float(g_out.sum())
        gA = np.outer(g_out, self.v) * (1 - H * H)
        gW = gA.T @ X
        gb = gA.sum(axis=0)
        return float((err * err).mean()), [gW, gb, gv, gL], gc

    def to_dict(self) -> dict:
        return {"names": list(self.names), "hidden_w": self.W.tolist(), "hidden_b": self.b.tolist(),
                "out_w": self.v.tolist(), "linear": self.L.tolist(), "bias": self.c, "scale": self.scale}


def initial_net(hidden: int, seed: int) -> dict:
    """Hard's estimate with Expert's points per item (one input) and a hidden layer that adds nothing
    yet: the judgement training starts from is the frozen Expert's."""
    rng = np.random.default_rng(seed)
    size = F.SIZE
    linear = [0.0] * size
    linear[F.NAMES.index("estimate")] = 1.0  # the feature is the estimate / 100, the net's scale 100
    W = rng.normal(0, 1 / math.sqrt(size), (hidden, size))
    return {"names": list(F.NAMES), "hidden_w": W.tolist(), "hidden_b": [0.0] * hidden,
            "out_w": [0.0] * hidden, "linear": linear, "bias": 0.0, "scale": 100.0}


# ---------------------------------------------------------------------------------------------
# Judging finished turns in a batch
# ---------------------------------------------------------------------------------------------
def combine(values, seat: int, rivals: float = 1.0) -> float:
    """The seat's points minus `rivals` times its rivals' blend (1: the margin alone counts)."""
    return float(versus(values, seat, BLEND, rivals))


STYLE_TERMS = ("city_9", "stations", "buildings", "disc_hand", "deck_bv1", "objectives_met", "cowboys",
               "craftsmen", "engineers", "hazards", "engine", "expected_hand", "perm_certs", "cities_open_high")
# Points at a feature's full scale, set so that one more of the item is worth a few points: enough to
# change which turn is chosen, and so to play a whole plan through (at a point or less an item, the
# first styles changed almost nothing).
STYLE_SCALE = {"city_9": 12.0, "stations": 30.0, "buildings": 32.0, "disc_hand": -8.0, "deck_bv1": -15.0,
               "objectives_met": 20.0, "cowboys": 18.0, "craftsmen": 18.0, "engineers": 18.0, "hazards": 12.0,
               "engine": 25.0, "expected_hand": 30.0, "perm_certs": 12.0, "cities_open_high": -16.0}


class NetBatch(Batch):
    """The network's value of each finished turn from `seat`'s side (its estimate minus the rivals'
    blend), judged in one numpy call; a game's end by the score pad. `style`: extra points per unit
    of some features for this seat only (exploration). `partial`: the beam's partial turns are judged
    by the network too (net_value), so finished and partial turns share one scale."""

    def __init__(self, net: NumpyNet, seat: int, style: dict | None = None, rivals: float = 1.0,
                 partial: bool = False) -> None:
        self.net = net
        self.partial = partial
        self.rivals = rivals
        self.seat = seat
        self.style = style
        self.rows: list[list[float]] = []
        self.slots: list = []  # per leaf: (row index, n) or the finished game's totals
        self.seen: dict = {}  # a position's signature -> its rows (a third of a turn's ends repeat)

    def add(self, g) -> None:
        if g.is_over:
            self.slots.append([float(sh["total"]) for sh in g.score_sheet()])
            return
        key = signature(g.state)
        start = self.seen.get(key)
        if start is None:
            start = self.seen[key] = len(self.rows)
            self.rows.extend(F.all_features(g.state, self.seat))
        self.slots.append((start, g.state.n))

    def values(self) -> list[float]:
        pred = self.net.forward(np.array(self.rows)) if self.rows else np.zeros(0)
        out = []
        for slot in self.slots:
            if isinstance(slot, list):
                out.append(combine(slot, self.seat, self.rivals))
                continue
            start, n = slot
            vals = pred[start:start + n]
            v = combine(list(vals), self.seat, self.rivals)
            if self.style:
                row = self.rows[start + self.seat]
                v += sum(w * row[_INDEX[k]] for k, w in self.style.items())
            out.append(v)
        return out

    def offset(self, root) -> float:
        if self.partial:
            return 0.0
        vals = self.net.forward(np.array(F.all_features(root.state, self.seat)))
        return combine(list(vals), self.seat, self.rivals) - evaluate(root, self.seat, HARD)


def net_value(net: NumpyNet, seat: int, rivals: float = 1.0):
    """The network's judgement of any position, one at a time (a probe: the beam's partial turns
    judged by the network instead of Hard's quick judgement)."""
    seen: dict = {}

    def value(g) -> float:
        if g.is_over:
            return combine([float(sh["total"]) for sh in g.score_sheet()], seat, rivals)
        key = signature(g.state)
        v = seen.get(key)
        if v is None:
            v = seen[key] = combine(list(net.forward(np.array(F.all_features(g.state, seat)))), seat, rivals)
        return v
    return value


def signature(s) -> tuple:
    """What the features of a turn's end can depend on, cheaply: equal signatures, equal features."""
    out = [s.current, s.end_trigger, s.token_row, tuple(s.trail), tuple(s.market), tuple(s.obj_display),
           tuple(s.masters), tuple(map(len, s.job_market)), tuple(map(tuple, s.foresight))]
    for pl in s.players:
        out += (pl.money, tuple(sorted(pl.hand)), tuple(sorted(pl.draw + pl.discard)), tuple(pl.objectives),
                tuple(pl.workers), tuple(pl.discs), pl.cert, pl.perm_certs, tuple(pl.hazards), tuple(pl.teepees),
                pl.engine, pl.cattleman, tuple(pl.cities), tuple(pl.stations), tuple(pl.masters), pl.token,
                len(pl.supply))
    return tuple(out)


class FrozenBatch(Batch):
    """The frozen Expert's judgement of a finished turn (Hard's estimate plus EXPERT_EXTRA), the
    baseline the learning curve is measured against at the same beam."""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.vals: list[float] = []

    def add(self, g) -> None:
        if g.is_over:
            self.vals.append(combine([float(sh["total"]) for sh in g.score_sheet()], self.seat))
        else:
            self.vals.append(combine(frozen_estimates(g), self.seat))

    def values(self) -> list[float]:
        return self.vals

    def offset(self, root) -> float:
        return combine(frozen_estimates(root), self.seat) - evaluate(root, self.seat, HARD)


_INDEX = {name: i for i, name in enumerate(F.NAMES)}


# ---------------------------------------------------------------------------------------------
# One game
# ---------------------------------------------------------------------------------------------
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


def play_game(job: Job) -> dict:
    """One game, as the job says (lab/jobs.py)."""
    g, rngs = deal(job.players, job.seed)
    if job.start:  # an exploring start: bundles given early on (lab/starts.py)
        return starts.play_started(g, rngs, job, play_on)
    return play_on(g, rngs, job)


def play_on(g, rngs: list, job: Job, until: int | None = None, choose=None) -> dict:
    """Play g (changed) on as play_game says, each seat's determinizations from its rngs[seat], to
    the game's end or, with `until`, to the start of that turn. The counts (deliveries, Kansas City,
    ...) are of the moves played here; the scores, the pad's and the turn are the game's as it stands.
    `choose(g, d, seat, plan, cfg, job, rng)`: at the start of the turn of a seat with an entry cfg in
    job.rollouts, the line it plays instead of the beam's (None: the beam's; lab/rollout.py)."""
    seed, n = job.seed, g.state.n
    if n != job.players:
        raise ValueError(f"a job for {job.players} players, a game of {n}")
    rng = random.Random(seed * 7 + 1)
    nets = [None if spec == FROZEN else _net(spec) for spec in job.nets]
    styles = job.seat("styles")
    search_styles = [priced(st, job.price_kc) for st in styles]  # the frozen seat has no net
    gates = job.seat("gates")  # per seat: a plan seat's loop rule (gated), or None
    rollouts = job.seat("rollouts")  # per seat: choose's settings, or None
    discs = job.seat("discs")  # per seat: a plan seat's disc order (disc_rule), or None
    tau = job.tau
    explores = job.seat_explores()  # per seat: the league's frozen seat 0
    beams = job.seat_beams()
    record = job.record
    own: list[list[list[float]]] = []
    blind: list[list[list[float]]] = []
    lines: list[list] = [[] for _ in range(n)]
    explored = [False] * n  # the seat's current line was an exploring pick
    planned_turn = [-1] * n  # the turn of the seat's last search (exploring only at a turn's first)
    kc = [0] * n
    kc_forced = [0] * n  # Kansas City deliveries whose hand could go nowhere else
    deliveries = [0] * n
    delivered = [0] * n  # the delivery values added up
    sf = [0] * n
    last_turn = g.turn_number
    while not g.is_over and (until is None or g.turn_number < until):
        if g.turn_number != last_turn:
            last_turn = g.turn_number
            if record:
                _record(g, rng, own, blind)
        moves = g.legal_moves()
        seat = g.to_move
        ruled = disc_rule(g, moves, discs[seat])
        if len(moves) == 1 or ruled is not None:
            events = g.apply(ruled or moves[0])
        else:
            line = lines[seat]
            # An explored turn is played through as chosen; otherwise the Kansas City visit's choices
            # are searched again where they are asked, as Expert searches every decision: the beam at
            # a turn's start keeps only a few partial turns per first move, ranked by Hard's quick
            # judgement, so the delivery's city is judged by the network only when it is itself the
            # first move (the visit's end of a turn is a small tree: cheap).
            if (line and line[0][0] == fingerprint(g, seat) and line[0][1] in moves
                    and (explored[seat] or g.decision.kind not in REPLAN)):
                move = line.pop(0)[1]
            else:
                d = g.determinize(seat, rngs[seat])
                partial = job.partial and nets[seat] is not None
                batch = (FrozenBatch(seat) if nets[seat] is None
                         else NetBatch(nets[seat], seat, search_styles[seat], job.rivals, partial))
                # Hard's quick judgement inside a turn, each rival's position judged once (the same
                # numbers as judge(seat, HARD): the beam is bounded by nodes here, so the same games)
                value = (net_value(nets[seat], seat, job.rivals) if partial
                         else partial_fn(evaluate_rivals_once, seat=seat, w=HARD))
                plan = plan_turn(d, seat, *beams[seat], Checker(), value=value, batch=batch)
                fresh = g.turn_number != planned_turn[seat]
                planned_turn[seat] = g.turn_number
                chosen = pick_leaf(plan, tau, explores[seat] if fresh else 0.0, rng) or [rng.choice(moves)]
                if gates[seat] and g.decision.kind == DecisionKind.TURN:
                    chosen = gated(plan, d, seat, gates[seat], chosen) or chosen
                if choose is not None and rollouts[seat] and fresh and g.decision.kind == DecisionKind.TURN:
                    chosen = choose(g, d, seat, plan, rollouts[seat], job, rng) or chosen
                explored[seat] = chosen is not plan.line
                lines[seat] = _expect(d, seat, chosen)
                move = chosen[0]
                lines[seat] = lines[seat][1:]
            events = g.apply(move)
        for e in events:
            if isinstance(e, Delivery):
                deliveries[e.player] += 1
                delivered[e.player] += e.value
                kc[e.player] += e.city == 0
                kc_forced[e.player] += e.city == 0 and e.only
                sf[e.player] += e.city == 9
    sheet = g.score_sheet()
    out = {"seed": seed, "players": n, "scores": [sh["total"] for sh in sheet], "styles": list(styles),
           "gates": list(job.gates) if job.gates is not None else None,
           "frozen": job.frozen_seats(),
           "winners": [sh["winner"] for sh in sheet], "turns": g.turn_number, "kc": kc, "sf": sf, "kc_forced": kc_forced, "delivered": delivered,
           "deliveries": deliveries, "engines": [engine_figures(pl) for pl in g.state.players],
           "categories": [{c["key"]: c["points"] for c in sh["categories"]} for sh in sheet]}
    if record:
        out["own"] = np.array(own, dtype=np.float32)
        out["blind"] = np.array(blind, dtype=np.float32)
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


def _expect(d, seat, line) -> list:
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


def _record(g, rng, own, blind) -> None:
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


_NETS: dict = {}


def _net(spec: dict) -> NumpyNet:
    key = spec.get("version")
    if key not in _NETS:
        _NETS.clear()
        _NETS[key] = NumpyNet(spec)
    return _NETS[key]


# ---------------------------------------------------------------------------------------------
# Training
# ---------------------------------------------------------------------------------------------
def lambda_returns(pred: np.ndarray, z: np.ndarray, lam: float) -> np.ndarray:
    """pred (T, n) the net's predictions at each recorded position, z (n) the final scores."""
    T = len(pred)
    G = np.empty_like(pred)
    nxt = z.astype(np.float64)
    for t in range(T - 1, -1, -1):
        G[t] = nxt
        nxt = (1 - lam) * pred[t] + lam * G[t]
    return G


class Adam:
    def __init__(self, shapes, lr: float, state: dict | None = None) -> None:
        self.lr = lr
        self.t = 0
        self.m = [np.zeros(s) for s in shapes] + [0.0]
        self.v = [np.zeros(s) for s in shapes] + [0.0]
        if state:
            self.t = state["t"]
            self.m = [np.array(a) for a in state["m"][:-1]] + [state["m"][-1]]
            self.v = [np.array(a) for a in state["v"][:-1]] + [state["v"][-1]]

    def step(self, params: list, grads: list, net: NumpyNet, gc: float) -> None:
        self.t += 1
        b1, b2, eps = 0.9, 0.999, 1e-8
        allg = list(grads) + [gc]
        for i, g in enumerate(allg):
            self.m[i] = b1 * self.m[i] + (1 - b1) * g
            self.v[i] = b2 * self.v[i] + (1 - b2) * (g * g)
            mh = self.m[i] / (1 - b1 ** self.t)
            vh = self.v[i] / (1 - b2 ** self.t)
            upd = self.lr * mh / (np.sqrt(vh) + eps)
            if i < len(params):
                params[i] -= upd
            else:
                net.c -= float(upd)

    def state(self) -> dict:
        return {"t": self.t, "m": [a.tolist() for a in self.m[:-1]] + [self.m[-1]],
                "v": [a.tolist() for a in self.v[:-1]] + [self.v[-1]]}


class Buffer:
    """The latest games' positions: per game its own and blind arrays (T, n, F) and final scores."""

    def __init__(self, folder: Path, keep: int) -> None:
        self.folder = folder
        self.keep = keep
        self.shards = keep // 100 + 2  # shard files kept: one a round, enough for `keep` games at 100 or more a round
        folder.mkdir(parents=True, exist_ok=True)
        self._load()

    def _load(self) -> None:
        """The latest shards' games from the folder."""
        self.games: list[tuple[np.ndarray, np.ndarray, np.ndarray, bool]] = []
        for f in sorted(self.folder.glob("shard-*.npz"))[-self.shards:]:
            try:
                with np.load(f, allow_pickle=False) as z:
                    k = int(z["count"])
                    for i in range(k):
                        self.games.append((z[f"own{i}"], z[f"blind{i}"], z[f"z{i}"], bool(z[f"held{i}"])))
            except (OSError, ValueError, KeyError):
                continue
        self.games = self.games[-self.keep:]

    def fill_from(self, other: Path, before: int) -> int:
        """An empty buffer takes another run's latest shards (a run resumed from another's network
        would otherwise train its first rounds many times over a few hundred games: td5's likely fault),
        numbered to end just before round `before`, so this run's own shards follow and replace them
        in order (a run at round r has room for r of them). Returns the games taken (none when this
        buffer already holds some)."""
        if self.games:
            return 0
        shards = sorted(other.glob("shard-*.npz"))
        shards = shards[len(shards) - min(len(shards), self.shards, before):]
        for i, f in enumerate(shards):
            shutil.copyfile(f, self.folder / f"shard-{before - len(shards) + i:06d}.npz")
        self._load()
        return len(self.games)

    def add(self, results: list[dict], shard: int) -> None:
        arrays = {"count": np.array(len(results))}
        for i, r in enumerate(results):
            held = r["seed"] % 20 == 0
            item = (r["own"], r["blind"], np.array(r["scores"], dtype=np.float64), held)
            self.games.append(item)
            arrays[f"own{i}"], arrays[f"blind{i}"], arrays[f"z{i}"] = item[0], item[1], item[2]
            arrays[f"held{i}"] = np.array(held)
        np.savez_compressed(self.folder / f"shard-{shard:06d}.npz", **arrays)
        self.games = self.games[-self.keep:]
        shards = sorted(self.folder.glob("shard-*.npz"))
        for f in shards[:-self.shards]:
            f.unlink()


def targets(net: NumpyNet, games, lam: float):
    """Stack every position of these games with its λ-return target (own and blind sequences apart)."""
    Xs, Ys, Zs = [], [], []
    for own, blind, z, _ in games:
        if len(own) == 0:
            continue
        T, n, size = own.shape
        for arr in (own, blind):
            flat = arr.reshape(T * n, size).astype(np.float64)
            pred = net.forward(flat).reshape(T, n)
            G = lambda_returns(pred, z, lam)
            Xs.append(flat)
            Ys.append(G.reshape(T * n))
            Zs.append(np.broadcast_to(z, (T, n)).reshape(T * n))
    if not Xs:
        return np.zeros((0, F.SIZE)), np.zeros(0), np.zeros(0)
    return np.concatenate(Xs), np.concatenate(Ys), np.concatenate(Zs)


def train(net: NumpyNet, opt: Adam, buffer: Buffer, lam: float, steps: int, batch: int,
          rng: np.random.Generator) -> dict:
    train_games = [gm for gm in buffer.games if not gm[3]]
    held = [gm for gm in buffer.games if gm[3]]
    X, Y, _ = targets(net, train_games, lam)
    losses = []
    for _ in range(steps if len(X) else 0):  # nothing to train on yet (a first round of held-out games)
        idx = rng.integers(0, len(X), batch)
        loss, grads, gc = net.grads(X[idx], Y[idx])
        opt.step(net.params(), grads, net, gc)
        losses.append(loss)
    out = {"train_mse_pts": float(np.mean(losses[-50:])) ** 0.5 * net.scale if losses else None,
           "positions": len(X)}
    if held:
        Xh, Yh, Zh = targets(net, held[-300:], lam)
        pred = net.forward(Xh)
        out["held_td_rmse"] = float(np.sqrt(np.mean((pred - Yh) ** 2)))
        out["held_final_rmse"] = float(np.sqrt(np.mean((pred - Zh) ** 2)))
        est = Xh[:, _INDEX["estimate"]] * 100
        out["held_estimate_rmse"] = float(np.sqrt(np.mean((est - Zh) ** 2)))
    return out


# ---------------------------------------------------------------------------------------------
# The run
# ---------------------------------------------------------------------------------------------
def random_style(rng: random.Random, p: float) -> dict | None:
    if rng.random() >= p:
        return None
    k = rng.randint(1, 3)
    return {t: STYLE_SCALE[t] * rng.uniform(0.5, 1.5) for t in rng.sample(STYLE_TERMS, k)}


def player_count(rng: random.Random, mix: tuple[float, float, float]) -> int:
    r = rng.random()
    return 2 if r < mix[0] else (3 if r < mix[0] + mix[1] else 4)


CURVE_SEED = 880000  # the learning curve's fixed deals


def won(results: list[dict], seats: list[int]) -> float:
    """Two-player games won by the given seat of each (ties as half)."""
    return sum(1.0 if r["scores"][p] > r["scores"][1 - p] else 0.5 if r["scores"][p] == r["scores"][1 - p] else 0.0
               for r, p in zip(results, seats))


def seat_figures(results: list[dict], seats: list[int]) -> dict:
    """Points, their categories and deliveries of one seat per game (its index in `seats`)."""
    games = len(results)

    def total(key: str) -> float:
        return sum(r[key][p] for r, p in zip(results, seats))

    def means(key: str, digits: int) -> dict[str, float]:
        """The seat's per-game dict under `key` (its pad's categories, its engine), averaged by name."""
        out: dict[str, float] = {}
        for r, p in zip(results, seats):
            for k, v in r[key][p].items():
                out[k] = out.get(k, 0.0) + v / games
        return {k: round(v, digits) for k, v in out.items()}

    deliveries, kc, forced = total("deliveries"), total("kc"), total("kc_forced")
    return {"mean": round(total("scores") / games, 1), "deliveries_per_game": round(deliveries / games, 2),
            "delivery_value": round(total("delivered") / max(deliveries, 1), 2),
            "kc_per_game": round(kc / games, 2), "kc_chosen_per_game": round((kc - forced) / games, 2),
            "kc_forced_per_game": round(forced / games, 2), "sf_per_game": round(total("sf") / games, 2),
            "categories": means("categories", 1), "engine_at_end": means("engines", 2)}


def evaluate_net(pool, spec: dict, deals: int, beam, seed0: int = CURVE_SEED, rivals: float = 1.0,
                 price_kc: float = 0.0) -> dict:
    """The net against the frozen Expert's judgement at the same beam, greedy, two players, both
    seatings of each fixed deal (the net's search with the run's Kansas City price)."""
    jobs, mine = [], []
    for i in range(deals):
        for first in (0, 1):
            nets = (spec, FROZEN) if first == 0 else (FROZEN, spec)
            jobs.append(Job(seed=seed0 + i, players=2, nets=nets, beam=beam, rivals=rivals, price_kc=price_kc))
            mine.append(first)
    results = list(pool.imap(play_game, jobs))
    games = len(jobs)
    rate = won(results, mine) / games
    half = 1.96 * math.sqrt(max(rate * (1 - rate), 1e-9) / games)
    me = seat_figures(results, mine)
    return {"games": games, "win_rate": round(rate, 3), "ci95": round(half, 3),
            "mean": me["mean"], "frozen_mean": seat_figures(results, [1 - p for p in mine])["mean"],
            "kc_per_game": me["kc_per_game"], "sf_per_game": me["sf_per_game"], "categories": me["categories"]}


def _mean_2p(games: list[dict], key: str, digits: int) -> float | None:
    """A per-seat figure's mean over the network's seats (not the league's frozen ones)."""
    vals = [v for r in games for p, v in enumerate(r[key]) if p not in r.get("frozen", ())]
    return round(float(np.mean(vals)), digits) if vals else None


def style_scores(games: list[dict]) -> dict:
    """Mean score of seats with no style and, per style term, of seats whose style had it (two players):
    which plans, played through, pay."""
    groups: dict[str, list[float]] = {"none": []}
    for r in games:
        gates = r.get("gates") or [None] * len(r["scores"])
        for p, (style, score) in enumerate(zip(r.get("styles") or [], r["scores"])):
            if p in r.get("frozen", ()):
                continue
            for term in (style or ({} if gates[p] else {"none": 0})):
                groups.setdefault(term, []).append(score)
            if gates[p]:
                groups.setdefault("plan", []).append(score)
    return {k: [round(float(np.mean(v)), 1), len(v)] for k, v in groups.items() if v}


def round_jobs(args, spec: dict, games: int, tau: float, rng: random.Random) -> list[Job]:
    """One round's self-play games. In a share `args.league` of them one seat, at random, is the frozen
    Expert's judgement, playing its best turns (no exploring, no style): the network meets the
    judgement it is measured against and a way of playing it does not itself choose, and every such
    round's games are a running match against it."""
    jobs = []
    for i in range(args.round):
        n = player_count(rng, tuple(args.mix))
        nets = [spec] * n
        explores = [args.explore] * n
        styles = [random_style(rng, args.style) for _ in range(n)]
        planned = [rng.random() < args.plan for _ in range(n)]
        if rng.random() < args.league:
            seat = rng.randrange(n)
            nets[seat] = FROZEN
            explores[seat] = 0.0
            styles[seat] = None
            planned[seat] = False
        jobs.append(Job(seed=args.seed * 10_000_000 + games + i, players=n, nets=tuple(nets), tau=tau,
                        beam=tuple(args.beam), explores=tuple(explores), record=True, rivals=args.rivals,
                        styles=tuple(styles), price_kc=args.price_kc,
                        gates=tuple(args.plan_gate if x else None for x in planned),
                        discs=tuple(tuple(args.plan_discs) if x else None for x in planned),
                        start=starts.draw(rng, n, getattr(args, "starts", 0.0))))
    return jobs


def league_figures(games: list[dict]) -> dict | None:
    """The network's side of the two-player games against the frozen judgement (its turns exploring as
    in every self-play game): games, wins (ties as half) and the mean points of both sides."""
    league = [r for r in games if len(r.get("frozen", ())) == 1]
    if not league:
        return None
    mine = [1 - r["frozen"][0] for r in league]
    me = seat_figures(league, mine)
    return {"games": len(league), "win_rate": round(won(league, mine) / len(league), 3), "mean": me["mean"],
            "frozen_mean": seat_figures(league, [1 - p for p in mine])["mean"], "kc_per_game": me["kc_per_game"]}


def run(args) -> None:
    folder = Path(args.dir)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "nets").mkdir(exist_ok=True)
    state_path = folder / "state.json"
    net_path = folder / "net.json"
    if state_path.exists() and net_path.exists():
        state = json.loads(state_path.read_text())
        net = NumpyNet(json.loads(net_path.read_text()))
        print(f"resuming at {state['games']} games, round {state['round']}", flush=True)
    else:
        state = {"games": 0, "round": 0, "seconds": 0.0, "args": None, "adam": None}
        net = NumpyNet(initial_net(args.hidden, args.seed))
        net_path.write_text(json.dumps(net.to_dict()))
    if tuple(net.names) != F.NAMES:
        sys.exit("the run's network reads other features than ai/features.py's: start a new run")
    in_effect = run_record.begin(state, vars(args))  # the arguments of this start or resume, kept at once
    _write_json(state_path, state)
    opt = Adam([p.shape for p in net.params()], args.lr, state.get("adam"))
    opt.lr = args.lr
    buffer = Buffer(folder / "data", args.buffer)
    if args.fill_from:
        print(f"buffer filled with {buffer.fill_from(Path(args.fill_from), state['round'])} games "
              f"from {args.fill_from}", flush=True)
    rng = random.Random(args.seed * 1000 + state["round"])
    nrng = np.random.default_rng(args.seed * 1000 + state["round"])
    beam = tuple(args.beam)
    stop_at = time.time() + args.hours * 3600
    ctx = multiprocessing.get_context("fork")
    with ctx.Pool(args.jobs, initializer=_worker_init, initargs=(args.nice,)) as pool:
        while time.time() < stop_at and state["games"] < args.games and not (folder / "STOP").exists():
            start = time.time()
            spec = net.to_dict()
            spec["version"] = state["round"]
            tau = max(args.tau_end, args.tau * (1 - state["games"] / args.tau_games)) if args.tau_games else args.tau
            jobs = round_jobs(args, spec, state["games"], tau, rng)
            results = list(pool.imap_unordered(play_game, jobs))
            play_s = time.time() - start
            buffer.add(results, state["round"])
            t0 = time.time()
            steps = int(args.replay * sum(len(r["own"]) * r["players"] * 2 for r in results) / args.batch)
            stats = train(net, opt, buffer, args.lam, steps, args.batch, nrng)
            train_s = time.time() - t0
            state["games"] += len(results)
            state["round"] += 1
            state["seconds"] += time.time() - start
            two = [r for r in results if r["players"] == 2]
            line = {"round": state["round"], "games": state["games"], "time": time.strftime("%Y-%m-%d %H:%M:%S"),
                    "args": in_effect,
                    "games_per_hour": round(len(results) / (time.time() - start) * 3600),
                    "play_s": round(play_s, 1), "train_s": round(train_s, 1), "tau": round(tau, 3),
                    "steps": steps, **{k: (round(v, 2) if isinstance(v, float) else v) for k, v in stats.items()},
                    "mean_score_2p": _mean_2p(two, "scores", 1), "kc_2p": _mean_2p(two, "kc", 2),
                    "sf_2p": _mean_2p(two, "sf", 2),
                    "turns_2p": round(float(np.mean([r["turns"] for r in two])), 1) if two else None}
            line["styles_2p"] = style_scores(two)
            if args.league:
                line["league_2p"] = league_figures(two)
            if args.starts:
                line["starts_2p"] = starts.figures(two)
            if args.eval_every and state["round"] % args.eval_every == 0:
                t0 = time.time()
                spec = net.to_dict()
                spec["version"] = f"eval{state['round']}"
                line["eval"] = evaluate_net(pool, spec, args.eval_deals, beam, price_kc=args.price_kc)
                line["eval_s"] = round(time.time() - t0, 1)
            state["adam"] = opt.state()
            _write_json(net_path, net.to_dict())
            _write_json(state_path, state)
            if state["games"] // args.keep_every != (state["games"] - len(results)) // args.keep_every:
                (folder / "nets" / f"net-{state['games']:06d}.json").write_text(json.dumps(net.to_dict()))
            with open(folder / "log.jsonl", "a", encoding="utf-8") as f:
                f.write(json.dumps(line) + "\n")
            print(json.dumps(line), flush=True)


def _write_json(path: Path, value) -> None:
    """Written whole or not at all (a run stopped mid-write resumes from the last whole file)."""
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(value))
    os.replace(tmp, path)


def _worker_init(nice: int = 0) -> None:
    try:
        os.nice(nice)
    except OSError:
        pass


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--dir", required=True)
    ap.add_argument("--hours", type=float, default=1000.0)
    ap.add_argument("--games", type=int, default=10**9, help="stop after this many self-play games in all")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--round", type=int, default=200, help="self-play games between two trainings")
    ap.add_argument("--beam", type=int, nargs=3, default=BEAM)
    ap.add_argument("--hidden", type=int, default=32)
    ap.add_argument("--lr", type=float, default=3e-4)
    ap.add_argument("--lam", type=float, default=0.8)
    ap.add_argument("--batch", type=int, default=256)
    ap.add_argument("--replay", type=float, default=8.0, help="trained positions per new position")
    ap.add_argument("--buffer", type=int, default=6000, help="games kept for training")
    ap.add_argument("--explore", type=float, default=0.25, help="chance a turn is chosen by the softmax")
    ap.add_argument("--tau", type=float, default=1.5, help="exploration: softmax temperature in points")
    ap.add_argument("--tau-end", type=float, default=0.75)
    ap.add_argument("--tau-games", type=int, default=20000)
    ap.add_argument("--style", type=float, default=0.2, help="share of seats given a random style")
    ap.add_argument("--plan", type=float, default=0.0,
                    help="share of seats that play a long plan by rule (--plan-gate, --plan-discs) for a whole game")
    ap.add_argument("--plan-gate", type=int, default=8,
                    help="a plan seat turns into Kansas City only with a hand that delivers this much, if it can")
    ap.add_argument("--plan-discs", nargs="+", default=["hand"],
                    help="a plan seat's player-board discs, taken first in this order where offered")
    ap.add_argument("--price-kc", type=float, default=0.0,
                    help="every network seat's search counts a Kansas City disc this many points worse")
    ap.add_argument("--starts", type=float, default=0.0,
                    help="share of games that are exploring starts: bundles of plan assets given early on (lab/starts.py)")
    ap.add_argument("--league", type=float, default=0.0,
                    help="share of games in which one seat is the frozen Expert's judgement")
    ap.add_argument("--mix", type=float, nargs=3, default=(0.8, 0.15, 0.05), help="shares of 2, 3, 4 players")
    ap.add_argument("--eval-every", type=int, default=10)
    ap.add_argument("--eval-deals", type=int, default=50)
    ap.add_argument("--keep-every", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--nice", type=int, default=0, help="the self-play processes' niceness, added to the trainer's")
    ap.add_argument("--rivals", type=float, default=1.0,
                    help="the weight of the rivals' points against one's own in the net's choices, in self-play "
                         "and with --evaluate (the learning curve's matches always weigh them 1)")
    ap.add_argument("--fill-from", default=None,
                    help="another run's data/ folder: an empty buffer starts with its latest games")
    ap.add_argument("--evaluate", action="store_true", help="only play the latest net against the frozen Expert")
    args = ap.parse_args(argv)
    if args.evaluate:
        path = Path(args.dir)
        net = json.loads((path if path.suffix == ".json" else path / "net.json").read_text())
        net["version"] = "evaluate"
        with multiprocessing.get_context("fork").Pool(args.jobs, initializer=_worker_init) as pool:
            print(json.dumps(evaluate_net(pool, net, args.eval_deals, tuple(args.beam), rivals=args.rivals,
                                          price_kc=args.price_kc)))
        return
    run(args)


if __name__ == "__main__":
    main()
