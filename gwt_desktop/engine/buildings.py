"""Phase B at a building (docs/RULES.md §7, §8, §12.1): every local action in one table, placing buildings,
and the location frame that offers them.

The location frame ("loc", space, used_boxes_mask, aux_allowed, mode, arrival_code) offers each unused
box once (either/or boxes as one move per alternative), one single auxiliary action instead of all of
them, objective cards between actions, and "done". Mode "copy" is 8b using a neighbour's actions.
arrival_code is what stood on the space when the visit began: the visit belongs to that building even
if it is replaced meanwhile (§14 #16), so its boxes, and the used mask over them, never shift.
"""
from __future__ import annotations

from . import board, flow
from .auxiliary import aux_moves, run_aux
from .cattle import buy_moves
from .components import (
    BLACK_ANGUS,
    BLUE_TEEPEE,
    COWBOY,
    CRAFTSMAN,
    DRAW2_COWBOYS,
    DUTCH_BELT,
    ENGINEER,
    GREEN_TEEPEE,
    GUERNSEY,
    HOLSTEIN,
    JERSEY,
    NEUTRAL_ACTIONS,
    NEUTRAL_LETTERS,
    OBJECTIVE_BASE,
    PRIVATE_BUILDINGS,
    is_objective,
)
from .events import Action, Built
from .hazards import can_take_hazard
from .herd import pair_options
from .moves import DONE, SKIP, MoveKind, mv
from .objectives import play_moves, play_objective
from .players import can_draw, discard, gain_cert, gain_money, pay
from .railroad import can_move_back, can_move_forward, stations_behind
from .state import EMPTY, NEUTRAL_CODE, PRIVATE_CODE, private_code, private_number, private_owner
from .teepees import can_trade
from .workers import can_hire


def woods_count(g, p: int) -> int:
    trail = g.s.trail
    return sum(1 for sp in board.PRIVATE_SPACES
               if board.WOODS[sp] and trail[sp] >= PRIVATE_CODE and private_owner(trail[sp]) == p)


def _discard_for_money(card: int, money: int):
    def can(g, p):
        return card in g.s.players[p].hand

    def do(g, p):
        discard(g, p, card, money)
        gain_money(g, p, money)
    return can, do


def _engine(steps_fn):
    return (lambda g, p: steps_fn(g, p) > 0 and can_move_forward(g, p),
            lambda g, p: flow.push(g, ("engine_fwd", steps_fn(g, p))))


def _move(n):
    return (lambda g, p: True, lambda g, p: flow.push(g, ("cattle_move", n, "building")))


def _hire(modifier):
    return (lambda g, p: can_hire(g, modifier), lambda g, p: flow.push(g, ("hire", modifier, False)))


def _has(card):
    return lambda g, p: card in g.s.players[p].hand


def _has_cattle(g, p):
    return min(g.s.players[p].hand, default=OBJECTIVE_BASE) < OBJECTIVE_BASE  # a card below the objectives


def _teepee_pairs(g, p):
    t = g.s.players[p].teepees
    return min(t.count(GREEN_TEEPEE), t.count(BLUE_TEEPEE))


def _do_teepee_pairs(g, p):
    pairs = _teepee_pairs(g, p)
    gain_cert(g, p, 2 * pairs)
    gain_money(g, p, 2 * pairs)


def _do_engine2_pay2(g, p):
    pay(g, p, 2)
    flow.push(g, ("engine_fwd", 2))


def _do_jersey_engine1(g, p):
    discard(g, p, JERSEY)
    flow.push(g, ("engine_fwd", 1))


def _do_angus_cert2(g, p):
    discard(g, p, BLACK_ANGUS)
    gain_cert(g, p, 2)


def _do_risk_jersey(g, p):
    money = 2
    discard(g, p, JERSEY, money)
    gain_cert(g, p, 1)
    gain_money(g, p, money)


def _can_objective(g, p):
    return bool(g.s.obj_display or g.s.obj_stack)


def _adjacent_buildings(g, space: int) -> list[int]:
    trail = g.s.trail
    # Another 8b has nothing to copy (§14 #14), so it is not offered as a choice.
    return [sp for sp in board.SUCCESSORS[space] + board.PREDECESSORS[space]
            if trail[sp] >= NEUTRAL_CODE and boxes_at(g, sp, "copy")]


# name -> (can it be taken now?, do it). Every local action of docs/RULES.md §7/§8 and the risk actions §2.4.
ACTIONS = {
    "guernsey2": _discard_for_money(GUERNSEY, 2),
    "dutch2": _discard_for_money(DUTCH_BELT, 2),
    "angus2": _discard_for_money(BLACK_ANGUS, 2),
    "guernsey4": _discard_for_money(GUERNSEY, 4),
    "holstein10": _discard_for_money(HOLSTEIN, 10),
    "dutch3": _discard_for_money(DUTCH_BELT, 3),
    "hire": _hire(0),
    "hire_plus2": _hire(2),
    "hire_minus1": _hire(-1),
    "build": (lambda g, p: can_build(g, 2), lambda g, p: flow.push(g, ("build", 2, False))),
    "cert1": (lambda g, p: True, lambda g, p: gain_cert(g, p, 1)),
    "objective": (_can_objective, lambda g, p: flow.push(g, ("gain_obj", "discard", False))),
    "engine_engineers": _engine(lambda g, p: g.s.players[p].workers[ENGINEER]),
    "teepee": (lambda g, p: can_trade(g), lambda g, p: flow.push(g, ("teepee", False))),
    "engine2_pay2": (lambda g, p: g.s.players[p].money >= 2 and can_move_forward(g, p), _do_engine2_pay2),
    # The money action's single version is always open (AUX_FREE_SINGLE), so this is always possible.
    "aux_any": (lambda g, p: True, lambda g, p: flow.push(g, ("aux", True, False))),
    # With a cowboy and a market stack, drawing two cards is always possible: no need to list buys.
    "buy": (lambda g, p: (g.s.players[p].workers[COWBOY] >= DRAW2_COWBOYS and bool(g.s.market_stack))
            or bool(buy_moves(g, g.s.players[p].workers[COWBOY])),
            lambda g, p: flow.push(g, ("buy", g.s.players[p].workers[COWBOY]))),
    "pair4": (lambda g, p: bool(pair_options(g.s.players[p].hand)), lambda g, p: flow.push(g, ("pair", 4))),
    "pair3": (lambda g, p: bool(pair_options(g.s.players[p].hand)), lambda g, p: flow.push(g, ("pair", 3))),
    "hazard7": (lambda g, p: can_take_hazard(g, 7), lambda g, p: flow.push(g, ("hazard", 7, False))),
    "hazard5": (lambda g, p: can_take_hazard(g, 5), lambda g, p: flow.push(g, ("hazard", 5, False))),
    "woods2": (lambda g, p: woods_count(g, p) > 0, lambda g, p: gain_money(g, p, 2 * woods_count(g, p))),
    "move1": _move(1),
    "move2": _move(2),
    "move3": _move(3),
    "move4": _move(4),
    "move5": _move(5),
    "teepee_pairs": (lambda g, p: _teepee_pairs(g, p) > 0, _do_teepee_pairs),
    "engine2": _engine(lambda g, p: 2),
    "engine3": _engine(lambda g, p: 3),
    "engine4": _engine(lambda g, p: 4),
    "extra_delivery": (lambda g, p: g.s.players[p].engine > 0, lambda g, p: flow.push(g, ("extra_delivery",))),
    "cert_max": (lambda g, p: True, lambda g, p: gain_cert(g, p, 99)),
    "objective_cert2": (lambda g, p: any(is_objective(c) for c in g.s.players[p].hand),
                        lambda g, p: flow.push(g, ("discard_for", "objective", "cert2", False))),
    "engine_back3": (lambda g, p: can_move_back(g, p, 1),
                     lambda g, p: flow.push(g, ("engine_back", 1, "money", 3))),
    "jersey_engine1": (lambda g, p: JERSEY in g.s.players[p].hand and can_move_forward(g, p),
                       _do_jersey_engine1),
    "draw_cowboys": (lambda g, p: can_draw(g.s.players[p]),
                     lambda g, p: flow.push(g, ("draw_upto", g.s.players[p].workers[COWBOY], 0))),
    "angus_cert2": (_has(BLACK_ANGUS), _do_angus_cert2),
    "money_engineers": (lambda g, p: True, lambda g, p: gain_money(g, p, g.s.players[p].workers[ENGINEER])),
    "any3_objective": (_has_cattle,
                       lambda g, p: flow.push(g, ("discard_for", "cattle", "money3_objective_to_hand", False))),
    "engine_woods": _engine(woods_count),
    "copy_adjacent": (lambda g, p: bool(_adjacent_buildings(g, g.s.players[p].cattleman)),
                      lambda g, p: flow.push(g, ("copy_choose", g.s.players[p].cattleman))),
    "upgrade_behind": (lambda g, p: bool(stations_behind(g, p)), lambda g, p: flow.push(g, ("station_behind",))),
    "money4": (lambda g, p: True, lambda g, p: gain_money(g, p, 4)),
    board.RISK_JERSEY: (_has(JERSEY), _do_risk_jersey),
    board.RISK_ANY: (_has_cattle, lambda g, p: flow.push(g, ("discard_for", "cattle", "cert1", False))),
}


def boxes_at(g, space: int, mode: str) -> tuple[tuple[str, ...], ...]:
    """The action boxes of what stands on a space now."""
    return visit_boxes(g, space, mode, g.s.trail[space])


_BOXES: dict[tuple, tuple[tuple[str, ...], ...]] = {}


def visit_boxes(g, space: int, mode: str, code: int) -> tuple[tuple[str, ...], ...]:
    """The action boxes of a visit that began with `code` on the space (§14 #16); memoised, as the
    answer depends on nothing else (and the game's building sides)."""
    # A neutral building's boxes do not depend on the sides: leave them out of its key (hashing them
    # is the dearest part of the lookup, and most visits are to neutral buildings).
    key = (space, mode, code, g.s.trail[space] == code, g.s.sides if code >= PRIVATE_CODE else None)
    boxes = _BOXES.get(key)
    if boxes is None:
        if len(_BOXES) > 10_000:
            _BOXES.clear()
        boxes = _BOXES[key] = _visit_boxes(g, space, mode, code)
    return boxes


def _visit_boxes(g, space: int, mode: str, code: int) -> tuple[tuple[str, ...], ...]:
    if code < PRIVATE_CODE:
        return NEUTRAL_ACTIONS[NEUTRAL_LETTERS[code - NEUTRAL_CODE]]
    num = private_number(code)
    b = PRIVATE_BUILDINGS[(num, g.s.sides[num - 1])]
    if mode == "copy":
        # 8b copies local actions only, never a risk action (§14 #14), and never another 8b: two 8b
        # side by side would otherwise copy each other without end.
        return tuple(box for box in b.actions if "copy_adjacent" not in box)
    risk = board.RISK_ACTION[space]
    # The risk action goes with the building standing there: once the visited building has been
    # replaced during the visit, it waits for a later visit like the new building's actions (§14 #16).
    return b.actions + ((risk,),) if risk and g.s.trail[space] == code else b.actions


def loc_frame(g, space: int, mode: str, aux_ok: bool = True) -> tuple:
    """The frame of a fresh visit to a space (no box used yet)."""
    return ("loc", space, 0, aux_ok, mode, g.s.trail[space])


# ---- the location frame ----
CAN = {name: can for name, (can, _) in ACTIONS.items()}
ACTION_MOVES = {name: mv(MoveKind.ACTION, name) for name in ACTIONS}


def _loc_legal(g, f):
    _, space, used, aux_ok, mode, code = f
    s = g.s
    p = s.current
    moves = []
    if mode != "aux_only":
        # visit_boxes(), its memo read inline with the same key (this runs at every step of a visit)
        boxes = _BOXES.get((space, mode, code, s.trail[space] == code, s.sides if code >= PRIVATE_CODE else None))
        for i, box in enumerate(boxes or visit_boxes(g, space, mode, code)):
            if not used & (1 << i):
                for name in box:
                    if CAN[name](g, p):
                        moves.append(ACTION_MOVES[name])
    if aux_ok:
        moves += aux_moves(g, False)
    if mode != "copy":
        moves += play_moves(g)
    moves.append(DONE)
    return moves


def _loc_apply(g, f, m):
    _, space, used, _, mode, code = f
    p = g.s.current
    if m.kind == MoveKind.DONE:
        g.s.stack.pop()
    elif m.kind == MoveKind.OBJECTIVE:
        play_objective(g, m, "phase_b")
    elif m.kind == MoveKind.AUX:
        # The auxiliary action stands instead of all local actions.
        flow.replace_top(g, ("loc", space, -1, False, mode, code))
        run_aux(g, m)
    else:
        name = m.args[0]
        for box, names in enumerate(visit_boxes(g, space, mode, code)):
            if name in names and not used & (1 << box):
                break
        g.s.stack[-1] = ("loc", space, used | (1 << box), False, mode, code)
        g.events.append(Action(p, name))
        ACTIONS[name][1](g, p)


flow.decision("loc", _loc_legal, _loc_apply, fields=("space", "used", "aux_allowed", "mode", "arrival"))


# ---- 8b: ("copy_choose", space) ----
def _copy_legal(g, f):
    return [mv(MoveKind.COPY, board.SPACES[sp]) for sp in _adjacent_buildings(g, f[1])]


def _copy_apply(g, f, m):
    g.s.stack.pop()
    flow.push(g, loc_frame(g, board.SPACE_INDEX[m.args[0]], "copy", aux_ok=False))


flow.decision("copy_choose", _copy_legal, _copy_apply, fields=("space",))


# ---- placing private buildings: ("build", dollars_per_craftsman, optional) ----
def _build_options(g, rate: int):
    """(building, space) for every build the current player can make now, lazily."""
    s = g.s
    p = s.current
    pl = s.players[p]
    crafts = pl.workers[CRAFTSMAN]
    trail = s.trail
    empty = [sp for sp in board.PRIVATE_SPACES if trail[sp] == EMPTY]
    mine = [(sp, PRIVATE_BUILDINGS[(private_number(trail[sp]), s.sides[private_number(trail[sp]) - 1])])
            for sp in board.PRIVATE_SPACES if trail[sp] >= PRIVATE_CODE and private_owner(trail[sp]) == p]
    for num in pl.supply:
        b = PRIVATE_BUILDINGS[(num, s.sides[num - 1])]
        if b.craftsmen <= crafts and b.craftsmen * rate <= pl.money:
            for sp in empty:
                yield b, sp
        for sp, old in mine:
            # Replacing needs and costs only the difference, for a strictly higher tile (§8).
            diff = b.craftsmen - old.craftsmen
            if 0 < diff <= crafts and diff * rate <= pl.money:
                yield b, sp


def build_moves(g, rate: int) -> list:
    return [mv(MoveKind.BUILD, b.name, board.SPACES[sp]) for b, sp in _build_options(g, rate)]


def can_build(g, rate: int) -> bool:
    """bool(build_moves(g, rate)), asked on every visit to B: the usual "yes" (an affordable building
    and an empty space) is found without listing anything."""
    s = g.s
    pl = s.players[s.current]
    crafts, money, sides, trail = pl.workers[CRAFTSMAN], pl.money, s.sides, s.trail
    if any(b.craftsmen <= crafts and b.craftsmen * rate <= money
           for b in (PRIVATE_BUILDINGS[(num, sides[num - 1])] for num in pl.supply)) \
            and any(trail[sp] == EMPTY for sp in board.PRIVATE_SPACES):
        return True
    return next(_build_options(g, rate), None) is not None


def _build_legal(g, f):
    return build_moves(g, f[1]) + ([SKIP] if f[2] else [])


def build_need(g, num: int, space: int) -> int:
    """Craftsmen a building needs on a space: all of its number, or only the difference when it
    replaces one of the player's own buildings there (§8)."""
    s = g.s
    need = PRIVATE_BUILDINGS[(num, s.sides[num - 1])].craftsmen
    if s.trail[space] != EMPTY:
        old = private_number(s.trail[space])
        need -= PRIVATE_BUILDINGS[(old, s.sides[old - 1])].craftsmen
    return need


def _build_apply(g, f, m):
    g.s.stack.pop()
    if m.kind == MoveKind.SKIP:
        return
    s, p = g.s, g.s.current
    pl = s.players[p]
    num = int(m.args[0][:-1])
    space = board.SPACE_INDEX[m.args[1]]
    b = PRIVATE_BUILDINGS[(num, s.sides[num - 1])]
    need = build_need(g, num, space)
    if s.trail[space] != EMPTY:
        pl.boxed_buildings.append(private_number(s.trail[space]))
    cost = need * f[1]
    pay(g, p, cost)
    pl.supply.remove(num)
    s.trail[space] = private_code(p, num)
    g.events.append(Built(p, b.name, space, cost))


flow.decision("build", _build_legal, _build_apply, fields=("rate", "optional"),
              vanish=True)
