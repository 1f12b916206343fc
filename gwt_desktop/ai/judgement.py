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
"""
from __future__ import annotations

import logging
from functools import lru_cache
from pathlib import Path

from ..engine import DecisionKind
from . import features as F
from .evaluate import (
    EXPERT_EXTRA,
    HARD,
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


FROZEN = Frozen()


_weights = [WEIGHTS]


def use_weights(path) -> None:
    """Judge with another weights file (a lab run's checkpoint; tools.arena --net): None for the shipped."""
    _weights[0] = WEIGHTS if path is None else Path(path)
    _load.cache_clear()


def learned() -> Learned | None:
    """The shipped network, or None (with one log line naming the file) when it cannot be read."""
    return _load(_weights[0])


# Keyed by the file: a thread still reading the file that was in use before use_weights() (a bot of
# an earlier game) files its answer under that file, never under the one now in use.
@lru_cache(maxsize=4)
def _load(path: Path) -> Learned | None:
    if not path.exists():  # no network shipped (yet): the December judgement, as intended
        log.debug("no learned judgement at %s; Expert judges as in December 2026", path)
        return None
    try:
        return Learned(Net.load(path))
    except (OSError, ValueError, KeyError, TypeError) as exc:
        log.warning("the learned judgement %s cannot be read (%s); Expert judges as in December 2026",
                    path, exc)
        return None


KEPT = {"expert-2026-12-07": Path(__file__).with_name("judgement-2026-12-07.json")}


def kept(name: str):
    """A network kept as a baseline under its own file beside judgement.json (KEPT), never replaced
    when judgement.json is: the learned judgement over it, or the frozen December one where the file
    cannot be read (one log line naming it)."""
    return _load(KEPT[name]) or FROZEN


def default():
    """The judgement Expert, the Hint and the review use: the learned one where it can be read."""
    return learned() or FROZEN


def identity() -> str:
    """Which judgement answers now, as a short stable text: advice worked out by one judgement (a
    cached game review, say) is stale under another."""
    j = default()
    if isinstance(j, Learned):
        import hashlib
        import json

        digest = hashlib.sha256(json.dumps(j.net.to_dict(), sort_keys=True).encode()).hexdigest()[:16]
        return f"{j.name}:{digest}"
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

