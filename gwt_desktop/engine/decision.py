"""The decision being asked, as a typed value: its kind, the player deciding and its parameters by name.

Game.decision is one of these small named tuples, (kind, player, *parameters), the parameters named
where their frame is registered (flow.decision(..., fields=...)), for example
HireDecision(kind="hire", player=0, modifier=2, optional=False). Values are the engine's own: trail
spaces as indices into board.SPACES, stations, cities and columns 0-based. A few kinds add the
public facts the decision is about (the station master on offer, the foresight tiles to choose
from). It is a copy: reading it changes nothing, and it is equal to another exactly when the same
decision is asked of the same player in the same position.

Kinds and parameters (docs/RULES.md §7-§10 describe the actions):
  turn (placing)                           phase A: move the cattleman, or place it (the first turn)
  loc (space, used, aux_allowed, mode, arrival)   phase B at a location; `used` is the bit mask of the
        action boxes taken (-1 once the auxiliary action was taken instead: aux_taken), mode "full",
        "aux_only" (someone else's building or a tile) or "copy" (8b), arrival what stood there
  cattle_move (steps, context)             context "building" (pays fees) or "obj_turn"/"obj_phase_b"
  buy (cowboys)  hire (modifier, optional)  build (rate, optional)  copy_choose (space)
  aux (allow_double, optional)  disc (target "city"/"station", index, extra_cost)
  engine_fwd (steps)  engine_back (steps, reward, amount)  bounce ()  extra_delivery ()
  upgrade (station)  station_behind ()  master (station, tile: its station master, or None)
  sm_objective ()
  hazard (cost, optional)  teepee (optional)  gain_obj (dest "discard"/"hand", optional)
  kc_foresight (column, tiles: the column's two tile kinds, -1 for an empty space)
  kc_income (certs: the temporary certificates held)  city (source "kc"/"extra", value)
  discard_for (filter, reward, optional)  discard (count)  draw_upto (remaining, drawn)
  thin (count)  pair (money)
  game_over ()                             nobody decides (player -1)
"""
from __future__ import annotations

from collections import namedtuple

from . import flow
from .state import OFF_BOARD

GAME_OVER = "game_over"


class DecisionKind:
    """Every kind of decision, by name (the list above): compare `game.decision.kind == DecisionKind.HIRE`,
    never with a bare string. The values are the kinds the rule modules register with flow.py
    (tests/test_vocabulary.py holds the two lists equal) and the saves' "prompt" check reads."""
    TURN = "turn"
    LOC = "loc"
    CATTLE_MOVE = "cattle_move"
    BUY = "buy"
    HIRE = "hire"
    BUILD = "build"
    COPY_CHOOSE = "copy_choose"
    AUX = "aux"
    DISC = "disc"
    ENGINE_FWD = "engine_fwd"
    ENGINE_BACK = "engine_back"
    BOUNCE = "bounce"
    EXTRA_DELIVERY = "extra_delivery"
    UPGRADE = "upgrade"
    STATION_BEHIND = "station_behind"
    MASTER = "master"
    SM_OBJECTIVE = "sm_objective"
    HAZARD = "hazard"
    TEEPEE = "teepee"
    GAIN_OBJ = "gain_obj"
    KC_FORESIGHT = "kc_foresight"
    KC_INCOME = "kc_income"
    CITY = "city"
    DISCARD_FOR = "discard_for"
    DISCARD = "discard"
    DRAW_UPTO = "draw_upto"
    THIN = "thin"
    PAIR = "pair"
    GAME_OVER = GAME_OVER


class _Asked:
    """What every decision type adds to its named tuple."""
    __slots__ = ()

    @property
    def params(self) -> dict:
        """The parameters by name (kind and player left out)."""
        return dict(zip(self._fields[2:], self[2:]))  # type: ignore[attr-defined,index]  # a named tuple's mixin


# Derived parameters, so that no client decodes a frame's conventions either.
_DERIVED = {
    "loc": {
        "aux_taken": property(lambda d: d.used == -1, doc="the auxiliary action was taken instead of the actions"),
        "actions_taken": property(lambda d: d.used > 0, doc="at least one of the location's actions was taken"),
    },
}

# Public facts a decision is about, read from the state when it is asked: kind -> (names, read(g, frame)).
_FACTS = {
    "turn": (("placing",), lambda g, f: (g.s.me.cattleman == OFF_BOARD,)),
    "kc_income": (("certs",), lambda g, f: (g.s.me.cert,)),
    "master": (("tile",), lambda g, f: (g.s.masters[f[1]],)),
    "kc_foresight": (("tiles",), lambda g, f: (tuple(g.s.foresight[f[1]]),)),
}

_TYPES: dict[str, type] = {}


def decision_type(kind: str) -> type:
    """The named-tuple class of one kind of decision."""
    t = _TYPES.get(kind)
    if t is None:
        fields = () if kind == GAME_OVER else flow.DECISIONS[kind].fields
        facts = _FACTS[kind][0] if kind in _FACTS else ()
        name = "".join(w.title() for w in kind.split("_")) + "Decision"
        base = namedtuple(name, ("kind", "player", *fields, *facts))  # type: ignore[misc]  # one per kind
        t = _TYPES[kind] = type(name, (_Asked, base), {"__slots__": (), **_DERIVED.get(kind, {})})
    return t


def asked(g, frame: tuple):
    """The typed decision for the frame on top of g's stack. Made in every position a bot's search
    judges (the judgement asks whether a turn ends there), so each kind has its own maker: a tuple
    built whole, without the named tuple's argument parsing."""
    make = _MAKERS.get(frame[0])
    if make is None:
        make = _MAKERS[frame[0]] = _maker(frame[0])
    return make(g, frame)


_MAKERS: dict = {}  # kind -> make(g, frame)


def _maker(kind: str):
    t = decision_type(kind)
    new = tuple.__new__
    if kind not in _FACTS:
        return lambda g, frame: new(t, (kind, g.s.current) + frame[1:])
    read = _FACTS[kind][1]
    return lambda g, frame: new(t, (kind, g.s.current) + frame[1:] + read(g, frame))


def game_over():
    return decision_type(GAME_OVER)(GAME_OVER, -1)


def kinds() -> tuple[str, ...]:
    """Every kind of decision the engine may ask, and game_over."""
    return (*flow.DECISIONS, GAME_OVER)
