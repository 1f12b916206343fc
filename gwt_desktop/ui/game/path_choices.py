"""The choice panel's rows without pointless choices: paths to one space that pay the same fees to
the same players are one row (what happens is the same); a path that only pays more than another path
to the same space (to no one less, to someone more) is not offered at all, the cheaper one being the
same move with less spent; a path paying more in another way (more to the bank, less to a rival) says
how much more. No pygame. The fees are the engine's rule query (Game.path_fees); it only picks among
the legal moves it is given, never builds one.
"""
from __future__ import annotations

from collections import Counter

from ...engine import MoveKind


def _fees(game, move) -> tuple:
    """What taking this path pays, and to whom: the same for two paths means the same outcome."""
    return tuple(sorted(Counter((amount, receiver) for _, amount, receiver in game.path_fees(move)).items()))


def same_choice(game, a, b) -> bool:
    """Whether two legal moves of `game` are one choice for the player: the same move, or two paths
    to one space paying the same fees to the same players (the choice panel's one row: simplify)."""
    if a == b:
        return True
    return (a.kind == b.kind == MoveKind.MOVE and a.space == b.space and _fees(game, a) == _fees(game, b))


def _per_receiver(fees: tuple) -> dict[int, int]:
    out: dict[int, int] = {}
    for (amount, receiver), n in fees:
        out[receiver] = out.get(receiver, 0) + amount * n
    return out


def _dominates(b: dict[int, int], a: dict[int, int]) -> bool:
    """Whether fees `b` pay no one more than fees `a` do, and someone less."""
    return all(amount <= a.get(r, 0) for r, amount in b.items()) and sum(b.values()) < sum(a.values())


def _purse(game) -> int:
    """The mover's money, as the mover sees it."""
    p = game.to_move
    return game.view(p)["players"][p]["money"]


def simplify(game, moves: list) -> list[tuple[object, int | None]]:
    """(move, extra) per row: `extra` is how many dollars more than the cheapest path to the same
    space it pays (None when it is the cheapest or no other path goes there). Rows keep the order of
    `moves`; of paths with the same fees only the first is kept, and a path another path to the same
    space beats on every fee is left out (while the purse pays it in full: with too little money, what
    each path really pays depends on the order of its hands, so both stay)."""
    rows: list[tuple[object, tuple, int]] = []
    seen: set[tuple] = set()
    for m in moves:
        if m.kind != MoveKind.MOVE:
            rows.append((m, (), 0))
            continue
        fees = _fees(game, m)
        key = (m.space, fees)
        if key in seen:
            continue
        seen.add(key)
        rows.append((m, fees, sum(amount * n for (amount, _), n in fees)))
    rows = _without_dominated(game, rows)
    cheapest: dict[str, int] = {}
    for m, _, total in rows:
        if m.kind == MoveKind.MOVE:
            cheapest[m.space] = min(total, cheapest.get(m.space, total))
    paths_to = Counter(m.space for m, _, _ in rows if m.kind == MoveKind.MOVE)
    out = []
    for m, _, total in rows:
        more = None
        if m.kind == MoveKind.MOVE and paths_to[m.space] > 1 and total > cheapest[m.space]:
            more = total - cheapest[m.space]
        out.append((m, more))
    return out


def _without_dominated(game, rows: list[tuple[object, tuple, int]]) -> list[tuple[object, tuple, int]]:
    by_space: dict[str, list[dict[int, int]]] = {}
    for m, fees, _ in rows:
        if m.kind == MoveKind.MOVE:
            by_space.setdefault(m.space, []).append(_per_receiver(fees))
    if all(len(v) < 2 for v in by_space.values()):
        return rows
    purse = None
    out = []
    for m, fees, total in rows:
        if m.kind == MoveKind.MOVE and len(by_space[m.space]) > 1:
            mine = _per_receiver(fees)
            if any(_dominates(other, mine) for other in by_space[m.space]):
                if purse is None:
                    purse = _purse(game)
                if total <= purse:
                    continue  # the same move for less: never worth a question
        out.append((m, fees, total))
    return out
