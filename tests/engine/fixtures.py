"""Helpers to build exact positions for rule tests: a fresh game, then set exactly what the test needs.

Typical use:
    g = fresh(players=2)
    set_hand(g, 0, "jersey", "guernsey")
    at_location(g, "N_A", player=0)        # phase B at neutral building A (fixed layout: A on N_A)
    play(g, "action guernsey2")
    assert g.s.players[0].money == 8
"""
from __future__ import annotations

from gwt_desktop.engine import Game, board, flow, new_game
from gwt_desktop.engine.components import CARD_INDEX, TILE_INDEX
from gwt_desktop.engine.state import EMPTY, private_code
from gwt_desktop.engine.trail import enter_location


def fresh(players: int = 2, seed: int = 0, sides: str = "a") -> Game:
    return new_game(players, seed=seed, building_sides=sides)


def sp(name: str) -> int:
    return board.SPACE_INDEX[name]


def card(name: str) -> int:
    return CARD_INDEX[name]


def tile(name: str) -> int:
    return TILE_INDEX[name]


def set_hand(g: Game, p: int, *names: str) -> None:
    g.s.players[p].hand = [CARD_INDEX[n] for n in names]


def set_draw(g: Game, p: int, *names: str) -> None:
    """The draw stack; the LAST name is the top card (drawn first)."""
    g.s.players[p].draw = [CARD_INDEX[n] for n in names]


def set_discard(g: Game, p: int, *names: str) -> None:
    g.s.players[p].discard = [CARD_INDEX[n] for n in names]


def clear_trail_tiles(g: Game) -> None:
    """Remove every hazard and teepee from the trail (into the box, so tile accounting still holds)."""
    s = g.s
    for i in range(len(s.trail)):
        if 0 <= s.trail[i] < 100:
            s.boxed_tiles.append(s.trail[i])
            s.trail[i] = EMPTY


def put_tile(g: Game, space: str, name: str) -> None:
    g.s.trail[sp(space)] = TILE_INDEX[name]


def put_building(g: Game, space: str, owner: int, number: int) -> None:
    s = g.s
    if number in s.players[owner].supply:
        s.players[owner].supply.remove(number)
    s.trail[sp(space)] = private_code(owner, number)


def set_engine(g: Game, p: int, position: str) -> None:
    s = g.s
    pl = s.players[p]
    if pl.engine:
        s.track[pl.engine] = -1
    pl.engine = board.parse_position(position)
    if pl.engine:
        s.track[pl.engine] = p


def at_location(g: Game, space: str, player: int | None = None) -> Game:
    """Make it `player`'s phase B at `space` (its turn, phase C still to come)."""
    s = g.s
    if player is not None:
        s.current = player
    s.stack = [("phase_c",)]
    enter_location(g, sp(space))
    g._settle()
    g.events.clear()
    return g


def at_turn_start(g: Game, player: int, cattleman: str | None = "START") -> Game:
    """Make it `player`'s turn before phase A with the cattleman on `cattleman` (None: first turn)."""
    s = g.s
    s.current = player
    s.players[player].cattleman = -1 if cattleman is None else sp(cattleman)
    s.stack = [("phase_c",), ("turn",)]
    g._settle()
    g.events.clear()
    return g


def with_frame(g: Game, *frames: tuple, player: int | None = None) -> Game:
    """Open decision frames directly (first given on top), above phase B's end at the current location."""
    s = g.s
    if player is not None:
        s.current = player
    s.stack = [("phase_c",)]
    flow.push(g, *frames)
    g._settle()
    g.events.clear()
    return g


def play(g: Game, *moves: str) -> None:
    for m in moves:
        g.apply(m)


def legal(g: Game) -> set[str]:
    return {str(m) for m in g.legal_moves()}


def set_foresight(g: Game, *cols) -> None:
    """Three columns of two tile names each (None: an empty foresight space)."""
    g.s.foresight = [[-1 if t is None else TILE_INDEX[t] for t in col] for col in cols]


def at_kansas_city(g: Game, player: int, foresight, hand, money: int = 0, cert: int = 0) -> Game:
    """`player` has just entered Kansas City with an exact foresight display, hand, purse and marker."""
    set_foresight(g, *foresight)
    set_hand(g, player, *hand)
    pl = g.s.players[player]
    pl.money = money
    pl.cert = cert
    return at_location(g, "KC", player=player)
