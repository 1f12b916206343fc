"""The choice panel's rows without pointless choices: paths to one space that pay the same fees to
the same players are one row (what happens is the same), and a path paying more than another one to
the same space says so. No pygame. It only picks among the legal moves it is given, never builds one.
"""
from __future__ import annotations

from collections import Counter


def _fees(game, move) -> tuple:
    """What taking this path pays, and to whom: the same for two paths means the same outcome."""
    return tuple(sorted(Counter((amount, receiver) for _, amount, receiver in game.path_fees(move)).items()))


def simplify(game, moves: list) -> list[tuple[object, int | None]]:
    """(move, extra) per row: `extra` is how many dollars more than the cheapest path to the same
    space it pays (None when it is the cheapest or no other path goes there). Rows keep the order of
    `moves`; of paths with the same fees only the first is kept."""
    rows: list[tuple[object, tuple, int]] = []
    seen: set[tuple] = set()
    for m in moves:
        if m.kind != "move":
            rows.append((m, (), 0))
            continue
        fees = _fees(game, m)
        key = (m.space, fees)
        if key in seen:
            continue
        seen.add(key)
        rows.append((m, fees, sum(amount * n for (amount, _), n in fees)))
    cheapest: dict[str, int] = {}
    for m, _, total in rows:
        if m.kind == "move":
            cheapest[m.space] = min(total, cheapest.get(m.space, total))
    paths_to = Counter(m.space for m, _, _ in rows if m.kind == "move")
    out = []
    for m, _, total in rows:
        more = None
        if m.kind == "move" and paths_to[m.space] > 1 and total > cheapest[m.space]:
            more = total - cheapest[m.space]
        out.append((m, more))
    return out
