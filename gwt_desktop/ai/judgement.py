"""The judgement behind one interface: how good a position is for a seat, in points.

Every bot at a turn's end, the Hint, the computer's reasons, the guide and the game review ask the
same two questions, and this module is where they are answered:

- `estimates(game, viewer)`: each player's expected final score (score-pad points), as `viewer`
  may read the position (on its determinized clone); at the game's end, the pad's totals.
- `value(game, seat)`: the seat's estimate minus its rivals' (their mean, leaning to the best one):
  how much better off the seat is, in points.

`lines()` (ai/lines.py) answers the second question, "what are the best few lines from here and what
does each do", with this judgement. Whatever is inside — the network trained by self-play
(`LEARNED`, ai/net.py over ai/features.py, its weights in judgement.json beside this file) or the
hand-set estimate it started from (`FROZEN`: Hard's exchange rates plus Expert's points per item,
the December 2026 Expert) — callers see the same two numbers, so a better judgement makes every
piece of advice better without changing it.

The weights are read once, on a thread of their own (load_soon() at the app's start; the first
caller otherwise), through the one safe reader (ai/net.py): never on the window's thread, never
blocking on a named pipe, never taken when a number is not finite. A file that cannot be used leaves
the December judgement at once for every level, the Hint, the guide and the review, with one log
line; problem() says why, for the screens (text/problems.py words it).
"""
from __future__ import annotations

import hashlib
import json
import logging
import threading
from functools import cached_property
from pathlib import Path

from ..engine import DecisionKind
from ..failures import report_once
from ..problem import Problem
from ..reading import FileProblem
from . import features as F
from .evaluate import (
    EXPERT_EXTRA,
    HARD,
    MEDIUM,
    evaluate,
    evaluate_rivals_once,
    extra_value,
    player_value,
    progress,
    versus,
)
from .net import Net

log = logging.getLogger(__name__)

WEIGHTS = Path(__file__).with_name("judgement.json")


def pad_totals(game) -> list[float]:
    return [float(sh["total"]) for sh in game.score_sheet()]


class Frozen:
    """The December 2026 Expert's judgement: Hard's estimate of each final score plus Expert's points
    per item (evaluate.EXPERT_EXTRA). Kept unchanged as the baseline every new judgement is measured
    against (`expert-2026-12` in the arena and lab/)."""

    name = "expert-2026-12"
    quick = staticmethod(evaluate)  # inside a turn (search_value): Hard's, every rival judged at every node

    def estimates(self, game, viewer: int | None = None) -> list[float]:
        if game.is_over:
            return pad_totals(game)
        s = game.state
        rest = 1.0 - progress(s)
        return [player_value(s, p, rest, HARD) + extra_value(s, p, EXPERT_EXTRA) for p in range(s.n)]

    def value(self, game, seat: int) -> float:
        return versus(self.estimates(game, seat), seat)


class Learned:
    """The network's estimate of each final score (ai/net.py over ai/features.py), trained by
    self-play (lab/selfplay.py; docs/experiments/expert.md)."""

    name = "learned"
    quick = staticmethod(evaluate_rivals_once)  # inside a turn: Hard's, each rival's position judged once

    def __init__(self, net: Net) -> None:
        if tuple(net.names) != F.NAMES:
            raise ValueError("the network reads other numbers than ai/features.py gives")
        self.net = net
        self._memo: dict = {}

    def estimates(self, game, viewer: int | None = None) -> list[float]:
        if game.is_over:
            return pad_totals(game)
        s = game.state
        seat = s.current if viewer is None else viewer
        memo = self._memo
        if len(memo) > 20000:
            memo.clear()
        out = []
        for x in F.all_features(s, seat):
            # A rival's numbers rarely change within one's own turn: the same vector, the same answer.
            key = tuple(x)
            v = memo.get(key)
            if v is None:
                v = memo[key] = self.net(x)
            out.append(v)
        return out

    def value(self, game, seat: int) -> float:
        return versus(self.estimates(game, seat), seat)

    @cached_property
    def digest(self) -> str:
        """The weights' digest, worked out once (identity(): a review's cache key)."""
        return hashlib.sha256(json.dumps(self.net.to_dict(), sort_keys=True).encode()).hexdigest()[:16]


def hand_estimates(s, weights=MEDIUM) -> list[float]:
    """Each player's expected final score in position s by hand-set rates (evaluate.player_value with
    `weights`, by default Medium's): the blend's second opinion."""
    rest = 1.0 - progress(s)
    return [player_value(s, p, rest, weights) for p in range(s.n)]


def blended(values, hand, w: float) -> list[float]:
    """(1 - w) times a judgement's estimates plus w times the hand-set ones (hand_estimates), a player
    each: the one place the blend is reckoned, for judgement.Blend and self-play's batched search
    (lab/judging.NetBatch)."""
    return [(1.0 - w) * v + w * h for v, h in zip(values, hand)]


class Blend:
    """A judgement on trial (ai/base.TRIALS' `expert-blend`, lab.ladder's `:mW` rungs; used by no level):
    each player's expected final score is (1 - w) times `base`'s plus w times a hand-set estimate's
    (evaluate.player_value with `weights`, by default Medium's: the December Medium's judgement). The
    network prices the rush's positions well and plan assets badly (the gift probe); the hand-set rates
    price cities, stations, the engine and the hand by rule. At self-play's and Hard's beams a quarter of
    the hand-set estimate won 66.5 of 100 and 116 of 200 against the network alone, toward the plan's
    game (docs/experiments/learned.md, twenty-fourth session)."""

    name = "blend"

    def __init__(self, base, w: float, weights=MEDIUM) -> None:
        if not 0.0 <= w <= 1.0:
            raise ValueError(f"a blend's weight is between 0 and 1, not {w}")
        self.base, self.w, self.weights = base, w, weights
        self.quick = quick_of(base)  # inside a turn, as the base judgement's search does

    def estimates(self, game, viewer: int | None = None) -> list[float]:
        out = self.base.estimates(game, viewer)
        if game.is_over or self.w == 0.0:
            return out
        return blended(out, hand_estimates(game.state, self.weights), self.w)

    def value(self, game, seat: int) -> float:
        return versus(self.estimates(game, seat), seat)


FROZEN = Frozen()


_weights = [WEIGHTS]
WAIT = 5.0  # seconds a caller waits for the weights being read (they are read in milliseconds)


class _Load:
    """The weights file being read on a thread of its own (never the window's): its network, or the
    problem that leaves the December judgement, once it is known."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.done = threading.Event()
        self.learned: Learned | None = None
        self.problem = None  # a FileProblem naming the file (None: read, or no file shipped)
        self._lock = threading.Lock()

    def run(self) -> None:
        learned = problem = None
        if not self.path.exists():  # no network shipped (yet): the December judgement, as intended
            log.debug("no learned judgement at %s; Expert judges as in December 2026", self.path)
        else:
            try:
                net = Net.load(self.path)
                if tuple(net.names) != F.NAMES:
                    raise FileProblem(self.path, Problem("not_a_network", part="inputs"))
                learned = Learned(net)
            except FileProblem as e:
                problem = e
            except Exception:  # noqa: BLE001 (a bug, reported once: the December judgement meanwhile)
                report_once(log, "reading the learned judgement", str(self.path))
                problem = FileProblem(self.path, Problem("not_a_network", part="shape"))
        self._end(learned, problem)

    def _end(self, learned, problem) -> None:
        with self._lock:
            if self.done.is_set():
                return  # given up on already (too slow): the December judgement stays for this file
            self.learned, self.problem = learned, problem
            if problem is not None:  # said before anyone waiting hears the answer
                log.warning("the learned judgement cannot be used (%s); every level, the Hint, the guide and the "
                            "review judge as in December 2026", problem)
            self.done.set()

    def wait(self) -> Learned | None:
        if not self.done.wait(WAIT):  # a file that never answers (a disk that hangs): no second wait
            self._end(None, FileProblem(self.path, Problem("no_answer", seconds=WAIT)))
        return self.learned


_loads: dict[Path, _Load] = {}  # keyed by the file: a thread of an earlier game's file keeps its own answer
_loads_lock = threading.Lock()


def _load_of(path: Path) -> _Load:
    with _loads_lock:
        load = _loads.get(path)
        if load is None:
            load = _loads[path] = _Load(path)
            threading.Thread(target=load.run, name="judgement-load", daemon=True).start()
    return load


def use_weights(path) -> None:
    """Judge with another weights file (a lab run's checkpoint; tools.arena --net): None for the shipped."""
    _weights[0] = WEIGHTS if path is None else Path(path)
    with _loads_lock:
        _loads.clear()


def load_soon() -> None:
    """Start reading the weights on their thread now (the app's start), so that no one waits later."""
    _load_of(_weights[0])


def learned() -> Learned | None:
    """The shipped network, or None (the December judgement) when there is none or it cannot be used:
    then problem() says why, and the log said it once."""
    return _load_of(_weights[0]).wait()


def problem() -> Problem | None:
    """Why the learned judgement is not used, for the screens (a Problem "judgement_not_used" naming
    its file, without its folder: the log line has the whole path; text/problems.py words it), or None: it is, or none is shipped, or the file is still
    being read. Never waits."""
    load = _load_of(_weights[0])
    if not load.done.is_set() or load.problem is None:
        return None
    return Problem("judgement_not_used", name=load.path.name, problem=load.problem.problem)


KEPT = {"expert-2026-12-07": Path(__file__).with_name("judgement-2026-12-07.json")}


def kept(name: str):
    """A network kept as a baseline under its own file beside judgement.json (KEPT), never replaced
    when judgement.json is: the learned judgement over it, or the frozen December one where the file
    cannot be read (one log line naming it)."""
    return _load_of(KEPT[name]).wait() or FROZEN


def default():
    """The judgement Expert, the Hint and the review use: the learned one where it can be read."""
    return learned() or FROZEN


def identity() -> str:
    """Which judgement answers now, as a short stable text: advice worked out by one judgement (a
    cached game review, say) is stale under another."""
    j = default()
    if isinstance(j, Learned):
        return f"{j.name}:{j.digest}"
    return j.name


def estimates(game, viewer: int | None = None) -> list[float]:
    return default().estimates(game, viewer)


def value(game, seat: int) -> float:
    return default().value(game, seat)


def quick_of(judgement):
    """The judgement's quick judgement inside a turn (evaluate's arguments and numbers): its own
    `quick`, or evaluate for one that names none (a lab's)."""
    return getattr(judgement, "quick", evaluate)


def search_value(seat: int, root, judgement=None):
    """The one-argument value a search from `root` calls: inside a turn Hard's quick judgement (a beam
    only compares a partial turn with its siblings), where a turn ends (or the game) `judgement`'s
    value, shifted by its difference from Hard's at the root, so that a first move whose turns the beam
    never finished, valued by its best partial turn, stays on the same scale."""
    j = judgement or default()
    quick = quick_of(j)
    offset = 0.0 if root is None else j.value(root, seat) - quick(root, seat, HARD)
    turn = DecisionKind.TURN

    def value(g) -> float:
        if g.decision.kind != turn and not g.is_over:
            return quick(g, seat, HARD)
        return j.value(g, seat) - offset

    return value

