"""The railroad (docs/RULES.md §4): engine moves with jumping and turnouts, the space-39 bounce, station
upgrades and station masters.

Forward moves are "up to N"; backward moves are exact. Occupied spaces are skipped and not counted;
space 0 holds any number of engines. Stopping on a turnout (after any engine move) offers that
station's upgrade.
"""
from __future__ import annotations

from . import board, flow
from .components import (
    COWBOY,
    CRAFTSMAN,
    ENGINEER,
    PERMANENT_CERT_MASTERS,
    SM_OBJECTIVE,
    SM_WORKERS,
    TILE_INDEX,
    TILE_NAMES,
)
from .discs import can_place
from .events import Engine, Master, Upgrade
from .hazards import hazard_moves, take_hazard
from .moves import SKIP, MoveKind, mv
from .players import gain_cert, gain_money, pay
from .teepees import teepee_moves, trade

END = 2 * board.LAST_TRACK_SPACE
BOUNCE_MONEY = 3
WORKER_NAMES = {COWBOY: "cowboy", CRAFTSMAN: "craftsman", ENGINEER: "engineer"}


ENGINE_MOVES = {q: mv(MoveKind.ENGINE, board.position_text(q)) for q in board.TRACK_POSITIONS}


def _free(track: list[int], pos: int, me: int) -> bool:
    return pos == 0 or track[pos] < 0 or track[pos] == me


def _step(track, pos: int, me: int, nexts: dict) -> list[int]:
    """Positions one counted step away: occupied positions are jumped without counting (§4.1)."""
    out = []
    for q in nexts[pos]:
        if q == 0 or track[q] < 0 or track[q] == me:  # _free(track, q, me), inline
            out.append(q)
        else:
            out.extend(_step(track, q, me, nexts))
    return out


def forward_targets(g, p: int, steps: int) -> list[int]:
    """Every position the engine may stop on moving forward 1..steps counted spaces."""
    track = g.s.track
    start = g.s.players[p].engine
    seen: set[int] = set()
    frontier = {start}
    for _ in range(steps):
        nxt: set[int] = set()
        for pos in frontier:
            nxt.update(_step(track, pos, p, board.TRACK_SUCC))
        nxt.discard(start)
        seen |= nxt
        frontier = nxt
        if not frontier:
            break
    return sorted(seen)


def backward_targets(g, p: int, steps: int) -> list[int]:
    """Positions exactly `steps` counted spaces back (a requirement: no shorter move is allowed)."""
    track = g.s.track
    frontier = {g.s.players[p].engine}
    for _ in range(steps):
        nxt: set[int] = set()
        for pos in frontier:
            nxt.update(_step(track, pos, p, board.TRACK_PRED))
        frontier = nxt
    return sorted(frontier)


def can_move_forward(g, p: int) -> bool:
    """Whether forward_targets(g, p, 1) is non-empty, without listing them (asked on every visit)."""
    return bool(_step(g.s.track, g.s.players[p].engine, p, board.TRACK_SUCC))


def can_move_back(g, p: int, steps: int) -> bool:
    """Whether backward_targets(g, p, steps) is non-empty, without sorting them."""
    start = g.s.players[p].engine
    if not start:
        return False  # space 0: nothing behind (asked on every visit, mostly early in the game)
    track = g.s.track
    frontier = _step(track, start, p, board.TRACK_PRED)
    for _ in range(steps - 1):
        frontier = [q for pos in frontier for q in _step(track, pos, p, board.TRACK_PRED)]
    return bool(frontier)


def any_backward_targets(g, p: int) -> list[int]:
    """Every free position behind the engine (the space-39 bounce and the 9a delivery)."""
    start = g.s.players[p].engine
    return [q for q in board.TRACK_POSITIONS if q < start and _free(g.s.track, q, p)]


def counted_spaces_back(g, p: int, dest: int) -> int:
    """Spaces moved for the extraordinary delivery: numbered spaces only, jumped ones not counted (§3.6)."""
    start = g.s.players[p].engine
    return sum(1 for q in range(dest, start) if q % 2 == 0 and _free(g.s.track, q, p))


def move_engine(g, p: int, dest: int) -> None:
    s = g.s
    pl = s.players[p]
    if pl.engine:
        s.track[pl.engine] = -1
    pl.engine = dest
    if dest:
        s.track[dest] = p
    g.events.append(Engine(p, dest))
    flow.push(g, ("after_engine",))


def _after_engine(g, f) -> None:
    """Where the engine stopped: space 39 starts the bounce; a turnout offers its station (§4.2)."""
    pos = g.s.me.engine
    if pos == END:
        flow.push(g, ("upgrade", 9), ("bounce",))
    elif pos % 2 == 1:
        flow.push(g, ("upgrade", board.STATION_AT[pos]))


flow.automatic("after_engine", _after_engine)


# ---- forward moves: ("engine_fwd", max_steps) ----
def _fwd_legal(g, f):
    return [ENGINE_MOVES[q] for q in forward_targets(g, g.s.current, f[1])] + [SKIP]


def _fwd_apply(g, f, m):
    g.s.stack.pop()
    if m.kind == MoveKind.ENGINE:
        move_engine(g, g.s.current, board.parse_position(m.args[0]))


flow.decision("engine_fwd", _fwd_legal, _fwd_apply, fields=("steps",),
              vanish=True)


# ---- backward moves: ("engine_back", steps, reward, amount) ----
def _back_legal(g, f):
    return [ENGINE_MOVES[q] for q in backward_targets(g, g.s.current, f[1])]


def _back_apply(g, f, m):
    _, _, reward, amount = f
    g.s.stack.pop()
    p = g.s.current
    move_engine(g, p, board.parse_position(m.args[0]))
    # The reward comes before any upgrade at the stopping place (so its money can pay for it).
    if reward == "money":
        gain_money(g, p, amount)
    elif reward == "cert":
        gain_cert(g, p, amount)
    elif reward == "thin":
        flow.push(g, ("thin", amount))


flow.decision("engine_back", _back_legal, _back_apply, fields=("steps", "reward", "amount"))


# ---- space 39: ("bounce",) ----
def _bounce_legal(g, f):
    return [ENGINE_MOVES[q] for q in any_backward_targets(g, g.s.current)]


def _bounce_apply(g, f, m):
    g.s.stack.pop()
    p = g.s.current
    move_engine(g, p, board.parse_position(m.args[0]))  # a turnout there offers its upgrade
    gain_money(g, p, BOUNCE_MONEY)  # paid before that upgrade, so it can pay for it (§4.2)


flow.decision("bounce", _bounce_legal, _bounce_apply, fields=())


# ---- station upgrades ----
def can_upgrade(g, p: int, st: int) -> bool:
    pl = g.s.players[p]
    cost = board.STATIONS[st][0]
    return not pl.stations[st] and pl.money >= cost and can_place(pl, "station", st, cost)


def start_upgrade(g, st: int) -> None:
    p = g.s.current
    cost = board.STATIONS[st][0]
    pay(g, p, cost)
    g.events.append(Upgrade(p, st, cost))
    frames: list[tuple] = [("disc", "station", st, 0)]
    if st < board.STATION_MASTER_SLOTS:
        frames.append(("master", st))
    flow.push(g, *frames)


def _upgrade_legal(g, f):
    return [mv(MoveKind.UPGRADE, f[1] + 1), SKIP] if can_upgrade(g, g.s.current, f[1]) else [SKIP]


def _upgrade_apply(g, f, m):
    g.s.stack.pop()
    if m.kind == MoveKind.UPGRADE:
        start_upgrade(g, f[1])


flow.decision("upgrade", _upgrade_legal, _upgrade_apply, fields=("station",),
              vanish=True)


# ---- 9b: upgrade a station anywhere behind the engine ----
def stations_behind(g, p: int) -> list[int]:
    eng = g.s.players[p].engine
    return [st for st, pos in enumerate(board.STATION_POSITIONS) if pos < eng and can_upgrade(g, p, st)]


def _behind_legal(g, f):
    return [mv(MoveKind.STATION, st + 1) for st in stations_behind(g, g.s.current)]


def _behind_apply(g, f, m):
    g.s.stack.pop()
    start_upgrade(g, int(m.args[0]) - 1)


flow.decision("station_behind", _behind_legal, _behind_apply, fields=())


# ---- station masters (§4.3): ("master", station) ----
def _master_legal(g, f):
    st = f[1]
    if g.s.masters[st] is None:
        return [SKIP]
    pl = g.s.me
    # Only a hired worker may go: the printed first worker of each row never leaves the board.
    return [mv(MoveKind.APPOINT, WORKER_NAMES[k]) for k in (COWBOY, CRAFTSMAN, ENGINEER) if pl.workers[k] > 1] + [SKIP]


def _master_apply(g, f, m):
    g.s.stack.pop()
    if m.kind == MoveKind.SKIP:
        return
    s, st, p = g.s, f[1], g.s.current
    pl = s.players[p]
    kind = TILE_INDEX[m.args[0]]
    pl.workers[kind] -= 1
    s.master_workers[st] = kind
    tile = s.masters[st]
    s.masters[st] = None
    pl.masters.append(tile)
    g.events.append(Master(p, tile, TILE_NAMES[kind]))
    if tile in PERMANENT_CERT_MASTERS:
        pl.perm_certs += 1
    elif tile == SM_WORKERS:
        gain_money(g, p, 2)
    elif tile == SM_OBJECTIVE:
        flow.push(g, ("sm_objective",))


flow.decision("master", _master_legal, _master_apply, fields=("station",),
              vanish=True)


def _smo_legal(g, f):
    return hazard_moves(g, 0) + teepee_moves(g) + [SKIP]


def _smo_apply(g, f, m):
    g.s.stack.pop()
    if m.kind == MoveKind.HAZARD:
        take_hazard(g, board.SPACE_INDEX[m.args[0]], 0)
    elif m.kind == MoveKind.TEEPEE:
        trade(g, board.SPACE_INDEX[m.args[0]])


flow.decision("sm_objective", _smo_legal, _smo_apply,
              fields=(), vanish=True)
