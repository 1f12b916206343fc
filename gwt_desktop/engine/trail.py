"""Moving the cattleman along the trail (docs/RULES.md §2): paths through forks, step limits, hand fees,
and what a player may do where the cattleman stops.

A move names its path (the locations entered in order), because fees depend on the route. Empty
spaces are not locations: they cost no step and no fee and cannot be stopped on.
"""
from __future__ import annotations

from operator import itemgetter

from . import board, flow
from .components import (
    BASE_STEPS,
    DISC_INDEX,
    FEES,
    HAND_BLACK,
    HAND_GREEN,
    PRIVATE_BUILDINGS,
    STEP_DISC_LEFT_BONUS,
    TILE_HANDS,
)
from .events import Cattleman, Fee
from .moves import SKIP, MoveKind, mv
from .players import pay
from .state import EMPTY, NEUTRAL_CODE, OFF_BOARD, PRIVATE_CODE, private_number, private_owner

KC = board.KC_SPACE
STEP1, STEP2 = DISC_INDEX["step1"], DISC_INDEX["step2"]


def step_limit(g, p: int) -> int:
    discs = g.s.players[p].discs  # a step disc still there means its bonus is not unlocked yet
    n = g.s.n
    return BASE_STEPS[n] + (0 if discs[STEP1] else STEP_DISC_LEFT_BONUS[n]) + (0 if discs[STEP2] else 1)


def _region(space: int) -> tuple[int, ...]:
    """The spaces whose contents decide the next locations after `space`: everything up to the next
    neutral buildings (which are never empty) or Kansas City."""
    out: set[int] = set()
    todo = list(board.SUCCESSORS[space])
    while todo:
        q = todo.pop()
        if q in out or q == KC or board.SPACE_KIND[q] == board.NEUTRAL:
            continue
        out.add(q)
        todo.extend(board.SUCCESSORS[q])
    return tuple(sorted(out))


# Reads a space's region out of the trail in one C call: the key of the memo below.
_REGIONS = tuple(_region(sp) for sp in range(len(board.SPACES)))
_REGION_OF = tuple(itemgetter(*r) if r else None for r in _REGIONS)
# (space, its region's contents) -> the next locations after it. The trail changes a few dozen
# times a game while movement is asked about at every turn (and in every clone a bot explores);
# a region is small, so the same contents come back often. Bounded: cleared when full.
_AFTER: dict[object, tuple[int, ...]] = {}
_CACHE_LIMIT = 100_000


def _after(trail: list[int], space: int) -> tuple[int, ...]:
    """The locations one step after `space`, empty spaces skipped (they cost no step), in trail order."""
    get = _REGION_OF[space]
    key = (space, get(trail)) if get is not None else space
    found = _AFTER.get(key)
    if found is None:
        seen: dict[int, None] = {}
        for nxt in board.SUCCESSORS[space]:
            if nxt == KC or trail[nxt] != EMPTY:
                seen[nxt] = None
            else:
                seen.update(dict.fromkeys(_after(trail, nxt)))
        if len(_AFTER) >= _CACHE_LIMIT:
            _AFTER.clear()
        found = _AFTER[key] = tuple(seen)
    return found


def paths(g, start: int, max_steps: int, allow_kc: bool = True) -> list[tuple[int, ...]]:
    """Every distinct sequence of 1..max_steps locations a cattleman can enter from `start` (§2.1),
    in depth-first trail order."""
    trail = g.s.trail
    out: list[tuple[int, ...]] = []

    def walk(loc: int, path: tuple[int, ...]) -> None:
        for nxt in _after(trail, loc):
            if nxt == KC:
                if allow_kc:
                    out.append(path + (KC,))  # Kansas City has no exit: the move ends there
                continue
            np = path + (nxt,)
            out.append(np)
            if len(np) < max_steps:
                walk(nxt, np)

    walk(start, ())
    return out


class _PathNode:
    """A node of the tree of every path ever walked from one start: its move, and the nodes one
    location further. Walking the tree finds each move by one small-int lookup per step."""

    __slots__ = ("move", "next", "path")

    def __init__(self, path: tuple[int, ...]) -> None:
        self.path = path
        self.move = path_move(path) if path else None
        self.next: dict[int, _PathNode] = {}

    def child(self, loc: int) -> _PathNode:
        node = self.next.get(loc)
        if node is None:
            node = self.next[loc] = _PathNode(self.path + (loc,))
        return node


_PATH_TREES: dict[int, _PathNode] = {}


def path_moves(g, start: int, max_steps: int, allow_kc: bool = True) -> list:
    """The moves for paths(...), in the same order (the same walk, moves found on the way)."""
    trail = g.s.trail
    out: list = []
    memo = _AFTER.get

    def walk(loc: int, node: _PathNode, depth: int) -> None:
        get = _REGION_OF[loc]  # _after(trail, loc), its memo read inline: this runs at every turn
        nexts = memo((loc, get(trail)) if get is not None else loc) or _after(trail, loc)
        kids = node.next
        for nxt in nexts:
            if nxt == KC and not allow_kc:
                continue
            child = kids.get(nxt) or node.child(nxt)
            out.append(child.move)
            if depth < max_steps and nxt != KC:  # Kansas City has no exit: the move ends there
                walk(nxt, child, depth + 1)

    root = _PATH_TREES.get(start)
    if root is None:
        root = _PATH_TREES[start] = _PathNode(())
    walk(start, root, 1)
    return out


def building_at(g, space: int):
    """The private building on a space as (owner, PrivateBuilding), or None."""
    code = g.s.trail[space]
    if code < PRIVATE_CODE:
        return None
    return private_owner(code), PRIVATE_BUILDINGS[(private_number(code), g.s.sides[private_number(code) - 1])]


def hands_at(g, space: int) -> tuple[int, int]:
    """(hand flags, owner or -1 for the bank) of the location on a space."""
    code = g.s.trail[space]
    if code == EMPTY or space == KC:
        return 0, -1
    if code < NEUTRAL_CODE:
        return TILE_HANDS[code], -1
    if code < PRIVATE_CODE:
        return 0, -1  # neutral buildings show no hands (§2.5)
    owner, b = building_at(g, space)
    return b.hands, owner


def fee_at(g, space: int, p: int) -> tuple[int, int]:
    hands, owner = hands_at(g, space)
    if not hands or owner == p:
        return 0, owner
    green, black = FEES[g.s.n]
    return (green if hands & HAND_GREEN else 0) + (black if hands & HAND_BLACK else 0), owner


def frame_pays_fees(frame: tuple) -> bool:
    """Whether the cattleman moves a decision offers pay hand fees: the turn's move (phase A) and a
    building's move action; the objective card's move ignores hands (docs/RULES.md §9.2)."""
    return frame[0] == "turn" or (frame[0] == "cattle_move" and frame[2] == "building")


def path_fees(g, path: tuple[int, ...], p: int) -> list[tuple[int, int, int]]:
    """(space, fee owed, receiver or BANK) for each hand along a path that charges player p (§2.5)."""
    out = []
    for space in path:
        fee, owner = fee_at(g, space, p)
        if fee:
            out.append((space, fee, owner))
    return out


def steps_to(g, p: int, target: int) -> int | None:
    """The fewest locations p's cattleman enters to reach `target` (0: it stands there; None: the
    target is not a location ahead of it). Empty spaces cost no step (§2.1)."""
    start = g.s.players[p].cattleman
    if start == OFF_BOARD:
        start = board.START_SPACE
    trail = g.s.trail
    seen = {start: 0}
    frontier = [start]
    steps = 0
    while frontier:
        steps += 1
        nxt = []
        for loc in frontier:
            for q in _after(trail, loc):
                if q not in seen:
                    seen[q] = steps
                    if q != KC:
                        nxt.append(q)
        frontier = nxt
    return seen.get(target)


def pay_fees(g, path: tuple[int, ...]) -> None:
    """Pay each hand on the way; short of money, pay what you have and go on (§2.5)."""
    p = g.s.current
    trail = g.s.trail
    for space in path:
        code = trail[space]
        if code == EMPTY or NEUTRAL_CODE <= code < PRIVATE_CODE or (code < NEUTRAL_CODE and not TILE_HANDS[code]):
            continue  # Kansas City, neutral buildings and handless tiles: the usual cases, decided here
        fee, owner = fee_at(g, space, p)
        if fee:
            paid = min(fee, g.s.players[p].money)
            if paid:
                pay(g, p, paid, to=owner)
            g.events.append(Fee(p, space, paid, fee, owner))


_MOVE_OF_PATH: dict[tuple[int, ...], object] = {}
# id of a cached path move -> (that move, its path): hashing by id skips the move's own (Python-level)
# hash, and the identity check on use makes a reused id (another object) harmless.
_PATH_OF_MOVE_ID: dict[int, tuple[object, tuple[int, ...]]] = {}


def path_move(path: tuple[int, ...]):
    m = _MOVE_OF_PATH.get(path)
    if m is None:
        m = mv(MoveKind.MOVE, *(board.SPACES[sp] for sp in path))
        if len(_MOVE_OF_PATH) < 10 * _CACHE_LIMIT:
            _MOVE_OF_PATH[path] = m
            _PATH_OF_MOVE_ID[id(m)] = (m, path)
    return m


def parse_path(m) -> tuple[int, ...]:
    known = _PATH_OF_MOVE_ID.get(id(m))
    if known is not None and known[0] is m:
        return known[1]
    return tuple(board.SPACE_INDEX[name] for name in m.args)


def location_mode(g, space: int) -> str:
    """'full': local actions or one single auxiliary action; 'aux_only': a single auxiliary action."""
    code = g.s.trail[space]
    if NEUTRAL_CODE <= code < PRIVATE_CODE:
        return "full"
    if code >= PRIVATE_CODE and private_owner(code) == g.s.current:
        return "full"
    return "aux_only"


def enter_location(g, space: int) -> None:
    """Start phase B at the location reached (Kansas City runs its five subphases)."""
    s = g.s
    p = s.current
    s.players[p].cattleman = space
    g.events.append(Cattleman(p, space))
    if space == KC:
        s.stack.append(("kc_start",))
    else:
        s.stack.append(("loc", space, 0, True, location_mode(g, space), s.trail[space]))


def end_phase_b(g) -> None:
    """Drop every phase-B frame down to phase C (used when the cattleman moves on)."""
    while g.s.stack[-1][0] != "phase_c":
        g.s.stack.pop()


# ---- ("cattle_move", steps, context): buildings and the objective card move the cattleman ----
# context "building": pay hands, Kansas City allowed, a new phase B follows without drawing [§12.4].
# context "obj_turn" / "obj_phase_b": the objective card's move ignores hands, may not enter Kansas
# City and gives no phase B; before phase A the turn goes on, in phase B it ends phase B (docs/RULES.md §9.2).
def _cm_legal(g, f):
    _, steps, context = f
    start = g.s.me.cattleman
    building = context == "building"
    moves = path_moves(g, start, steps, allow_kc=building)
    return moves if building else moves + [SKIP]


def _cm_apply(g, f, m):
    context = f[2]
    g.s.stack.pop()
    if m.kind == MoveKind.SKIP:
        return
    path = parse_path(m)
    p = g.s.current
    if context == "building":
        pay_fees(g, path)
        end_phase_b(g)
        enter_location(g, path[-1])
        return
    g.s.players[p].cattleman = path[-1]
    g.events.append(Cattleman(p, path[-1]))
    if context == "obj_phase_b":
        end_phase_b(g)


flow.decision("cattle_move", _cm_legal, _cm_apply, fields=("steps", "context"))
