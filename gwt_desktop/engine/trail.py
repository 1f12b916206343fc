"""Moving the cattleman along the trail (RULES.md §2): paths through forks, step limits, hand fees,
and what a player may do where the cattleman stops.

A move names its path (the locations entered in order), because fees depend on the route. Empty
spaces are not locations: they cost no step and no fee and cannot be stopped on.
"""
from __future__ import annotations

from . import board, flow
from .components import (
    BASE_STEPS,
    DISC_INDEX,
    FEES,
    HAND_BLACK,
    HAND_GREEN,
    NEUTRAL_LETTERS,
    PRIVATE_BUILDINGS,
    STEP_DISC_LEFT_BONUS,
    TILE_HANDS,
)
from .moves import SKIP, mv
from .players import pay
from .state import EMPTY, NEUTRAL_CODE, PRIVATE_CODE, private_number, private_owner

KC = board.KC_SPACE
STEP1, STEP2 = DISC_INDEX["step1"], DISC_INDEX["step2"]


def step_limit(g, p: int) -> int:
    pl = g.s.players[p]
    n = g.s.n
    return BASE_STEPS[n] + (STEP_DISC_LEFT_BONUS[n] if pl.cleared(STEP1) else 0) + (1 if pl.cleared(STEP2) else 0)


def paths(g, start: int, max_steps: int, allow_kc: bool = True) -> list[tuple[int, ...]]:
    """Every distinct sequence of 1..max_steps locations a cattleman can enter from `start` (§2.1)."""
    trail = g.s.trail
    out: dict[tuple[int, ...], None] = {}

    def walk(space: int, path: tuple[int, ...]) -> None:
        for nxt in board.SUCCESSORS[space]:
            if nxt == KC:
                if allow_kc:
                    out[path + (nxt,)] = None  # Kansas City has no exit: the move ends there
            elif trail[nxt] == EMPTY:
                walk(nxt, path)
            else:
                np = path + (nxt,)
                out[np] = None
                if len(np) < max_steps:
                    walk(nxt, np)

    walk(start, ())
    return list(out)


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


def pay_fees(g, path: tuple[int, ...]) -> None:
    """Pay each hand on the way; short of money, pay what you have and go on (§2.5)."""
    p = g.s.current
    for space in path:
        fee, owner = fee_at(g, space, p)
        if fee:
            paid = min(fee, g.s.players[p].money)
            if paid:
                pay(g, p, paid, to=owner)
            g.events.append(("fee", p, space, paid, fee))


def path_move(path: tuple[int, ...]):
    return mv("move", *(board.SPACES[sp] for sp in path))


def parse_path(m) -> tuple[int, ...]:
    return tuple(board.SPACE_INDEX[name] for name in m.args)


def location_mode(g, space: int) -> str:
    """'full': local actions or one single auxiliary action; 'aux_only': a single auxiliary action."""
    code = g.s.trail[space]
    if NEUTRAL_CODE <= code < PRIVATE_CODE:
        return "full"
    if code >= PRIVATE_CODE and private_owner(code) == g.s.current:
        return "full"
    return "aux_only"


def neutral_letter(g, space: int) -> str:
    return NEUTRAL_LETTERS[g.s.trail[space] - NEUTRAL_CODE]


def enter_location(g, space: int) -> None:
    """Start phase B at the location reached (Kansas City runs its five subphases)."""
    p = g.s.current
    g.s.players[p].cattleman = space
    g.events.append(("cattleman", p, space))
    if space == KC:
        flow.push(g, ("kc_start",))
    else:
        flow.push(g, ("loc", space, 0, True, location_mode(g, space), g.s.trail[space]))


def end_phase_b(g) -> None:
    """Drop every phase-B frame down to phase C (used when the cattleman moves on)."""
    while g.s.stack[-1][0] != "phase_c":
        g.s.stack.pop()


# ---- ("cattle_move", steps, context): buildings and the objective card move the cattleman ----
# context "building": pay hands, Kansas City allowed, a new phase B follows without drawing [§12.4].
# context "obj_turn" / "obj_phase_b": the objective card's move ignores hands, may not enter Kansas
# City and gives no phase B; before phase A the turn goes on, in phase B it ends phase B (seed 003).
def _cm_legal(g, f):
    _, steps, context = f
    start = g.s.me.cattleman
    building = context == "building"
    moves = [path_move(pth) for pth in paths(g, start, steps, allow_kc=building)]
    return moves if building else moves + [SKIP]


def _cm_apply(g, f, m):
    context = f[2]
    flow.pop(g)
    if m.kind == "skip":
        return
    path = parse_path(m)
    p = g.s.current
    if context == "building":
        pay_fees(g, path)
        end_phase_b(g)
        enter_location(g, path[-1])
        return
    g.s.players[p].cattleman = path[-1]
    g.events.append(("cattleman", p, path[-1]))
    if context == "obj_phase_b":
        end_phase_b(g)


flow.decision("cattle_move", _cm_legal, _cm_apply, prompt="Choose where to move your cattleman")
