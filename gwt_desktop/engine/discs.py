"""Taking discs off the player board and placing them on cities or stations (docs/RULES.md §10.2, §10.3, §3.4).

Clearing a disc space unlocks its ability at once (+$3 for the left step disc, $5 for a hand-limit
disc). White-corner targets take white discs, unless only dark ones are left; with no placeable disc
a disc comes back from one of the player's stations. City placement fires crests and arrows.
"""
from __future__ import annotations

from . import board, flow
from .components import DISC_GROUPS, DISC_INDEX, HAND_DISC_COST, STEP_DISC_MONEY
from .events import CityDisc, DiscCleared, DiscReclaimed, StationDisc
from .moves import MoveKind, mv
from .players import gain_money, pay

HAND = DISC_INDEX["hand"]
STEP1 = DISC_INDEX["step1"]
DISC_NAMES = {name: i for i, (name, _, _) in enumerate(DISC_GROUPS)}


def disc_choices(pl, dark_ok: bool, extra_cost: int = 0) -> list[int]:
    """Disc groups the player may take for a target; extra_cost is money already promised elsewhere."""
    have = [i for i, left in enumerate(pl.discs) if left]
    if not dark_ok:
        white = [i for i in have if not DISC_GROUPS[i][1]]
        if white:
            have = white  # a dark disc may stand in only when no white one is left (§10.3)
    return [i for i in have if i != HAND or pl.money >= HAND_DISC_COST + extra_cost]


def target_dark_ok(target: str, idx: int) -> bool:
    return board.CITIES[idx][2] if target == "city" else board.STATIONS[idx][2]


def can_place(pl, target: str, idx: int, extra_cost: int = 0) -> bool:
    """Whether a disc can reach the target: from the board, or taken back from another station."""
    if disc_choices(pl, target_dark_ok(target, idx), extra_cost):
        return True
    return any(on for st, on in enumerate(pl.stations) if not (target == "station" and st == idx))


DISC_MOVES = tuple(mv(MoveKind.DISC, name) for name, _, _ in DISC_GROUPS)


def _legal(g, f):
    _, target, idx, extra_cost = f
    pl = g.s.me
    groups = disc_choices(pl, target_dark_ok(target, idx), extra_cost)
    if groups:
        return [DISC_MOVES[i] for i in groups]
    # No placeable disc: one comes back from a station of the player's choice (docs/RULES.md §10.3).
    # With none on stations either, the delivery happens without a disc (§10.3): no moves,
    # and the frame vanishes.
    return [mv(MoveKind.RECLAIM, st + 1) for st, on in enumerate(pl.stations) if on and not (target == "station" and st == idx)]


def _apply(g, f, m):
    _, target, idx, _ = f
    g.s.stack.pop()
    p = g.s.current
    pl = g.s.players[p]
    if m.kind == MoveKind.DISC:
        grp = DISC_NAMES[m.args[0]]
        pl.discs[grp] -= 1
        g.events.append(DiscCleared(p, m.args[0], STEP_DISC_MONEY if grp == STEP1 else -HAND_DISC_COST
                                    if grp == HAND else 0))
        if grp == STEP1:
            gain_money(g, p, STEP_DISC_MONEY)
        elif grp == HAND:
            pay(g, p, HAND_DISC_COST)
    else:
        st = int(m.args[0]) - 1
        pl.stations[st] = False
        g.events.append(DiscReclaimed(p, st))
    place_on_target(g, p, target, idx)


def place_on_target(g, p: int, target: str, idx: int) -> None:
    pl = g.s.players[p]
    if target == "station":
        pl.stations[idx] = True
        g.events.append(StationDisc(p, idx))
        return
    first = pl.cities[idx] == 0
    pl.cities[idx] += 1
    money = board.KC_CREST_MONEY if idx == board.CITY_KC else 0
    g.events.append(CityDisc(p, idx, money))
    gain_money(g, p, money)
    if first:
        # A green arrow fires when the second of its two crests gets one of your discs (§3.4).
        for j in (idx - 1, idx + 1):
            if 0 <= j < len(board.CITIES) and pl.cities[j]:
                # The card is a reward, so it may be declined (§14 #17); the arrow's points are
                # not a reward and count at the end whatever happens here.
                for _ in range(board.CITY_ARROWS[min(idx, j)][1]):
                    flow.push(g, ("gain_obj", "discard", True))


# Never taken by the engine itself, even with one disc left to take (§10.3: a last hand-limit disc
# costs $5): the player sees which disc goes (saves of format 2 and older recorded no move for such a
# step: storage/save_format.lone_steps).
flow.decision("disc", _legal, _apply, fields=("target", "index", "extra_cost"),
              vanish=True)
