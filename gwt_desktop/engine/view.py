"""What one player may see (plain JSON-ready data), and determinize(): a clone whose hidden parts are
re-dealt at random consistently with that view, so the AI plays on such clones and never cheats.

Hidden: other players' hands, the order of every draw stack, the cattle market stack, the objective
stack and the Kansas City tile stacks. Discard piles and objective areas lie face up on the table.
Everything a player gains is gained in the open, so another player's hand plus draw stack is a known
set of cards; only which of them are in the hand is unknown.
"""
from __future__ import annotations

import random
from collections import Counter
from types import MappingProxyType
from typing import TYPE_CHECKING, NotRequired, TypedDict

from . import board
from .components import CARD_NAMES, NEUTRAL_LETTERS, TILE_NAMES
from .state import EMPTY, NEUTRAL_CODE, PRIVATE_CODE, private_number, private_owner

if TYPE_CHECKING:
    from .game import Game


class PlayerView(TypedDict):
    """One player's board as a viewer sees it (view()["players"][p]): names as the components name them."""
    name: str
    money: int
    workers: list[int]  # cowboys, craftsmen, engineers
    discs: list[int]
    cert: int
    cert_limit: int
    perm_certs: int
    hand_limit: int
    supply: list[int]
    hazards: list[str]
    teepees: list[str]
    engine: str  # the railroad position's text
    cattleman: str | None  # the trail space, None before the first move
    cities: list[int]
    stations: list[bool]
    masters: list[str]
    token: bool  # holds the job market token (2 points at the end)
    objectives: list[str]
    discard: list[str]
    hand_size: int
    draw_size: int
    boxed_buildings: list[int]
    hand: NotRequired[dict[str, int]]  # the viewer's own: card -> how many
    draw: NotRequired[dict[str, int]]  # the viewer's own draw stack, its order unknown
    hand_and_draw: NotRequired[dict[str, int]]  # a rival's hand and draw stack together


class View(TypedDict):
    """What one player may see (view()): the table, every player's board, the legal moves if theirs."""
    viewer: int
    to_move: int
    decision: str
    over: bool
    sides: str
    trail: dict[str, dict | None]  # trail space -> what stands there (space_content)
    job_market: list[list[str]]
    token_row: int
    foresight: list[list[str | None]]
    kc_stack_sizes: list[int]
    market: dict[str, int]
    market_stack_size: int
    objective_display: list[str]
    objective_stack_size: int
    station_masters: list[str | None]
    boxed_tiles: list[str]
    removed_cards: dict[str, int]
    end_trigger: int
    players: list[PlayerView]
    legal_moves: list[str]


def _cards(cards) -> list[str]:
    return [CARD_NAMES[c] for c in cards]


def _counts(cards) -> dict[str, int]:
    return {CARD_NAMES[c]: n for c, n in sorted(Counter(cards).items())}


def space_content(g, space: int) -> dict | None:
    code = g.s.trail[space]
    if code == EMPTY:
        return None
    if code < NEUTRAL_CODE:
        return {"tile": TILE_NAMES[code]}
    if code < PRIVATE_CODE:
        return {"neutral": NEUTRAL_LETTERS[code - NEUTRAL_CODE]}
    num = private_number(code)
    return {"building": f"{num}{g.s.sides[num - 1]}", "owner": private_owner(code)}


def view(g, viewer: int) -> View:
    s = g.s
    players = []
    for i, pl in enumerate(s.players):
        d: PlayerView = {
            "name": pl.name, "money": pl.money, "workers": list(pl.workers), "discs": list(pl.discs),
            "cert": pl.cert, "cert_limit": pl.cert_limit(), "perm_certs": pl.perm_certs,
            "hand_limit": pl.hand_limit(), "supply": list(pl.supply), "hazards": [TILE_NAMES[t] for t in pl.hazards],
            "teepees": [TILE_NAMES[t] for t in pl.teepees], "engine": board.position_text(pl.engine),
            "cattleman": board.SPACES[pl.cattleman] if pl.cattleman >= 0 else None,
            "cities": list(pl.cities), "stations": list(pl.stations), "masters": list(pl.masters),
            "token": pl.token, "objectives": _cards(pl.objectives), "discard": _cards(pl.discard),
            "hand_size": len(pl.hand), "draw_size": len(pl.draw), "boxed_buildings": list(pl.boxed_buildings),
        }
        if i == viewer:
            d["hand"] = _counts(pl.hand)
            d["draw"] = _counts(pl.draw)  # which cards remain to be drawn is known; their order is not
        else:
            d["hand_and_draw"] = _counts(pl.hand + pl.draw)
        players.append(d)
    return {
        "viewer": viewer,
        "to_move": s.current,
        "decision": g.decision.kind,
        "over": s.over,
        "sides": "".join(s.sides),
        "trail": {board.SPACES[i]: space_content(g, i) for i in range(len(board.SPACES))},
        "job_market": [[TILE_NAMES[t] for t in row] for row in s.job_market],
        "token_row": s.token_row,
        "foresight": [[TILE_NAMES[t] if t >= 0 else None for t in col] for col in s.foresight],
        "kc_stack_sizes": [len(st) for st in s.kc_stacks],
        "market": _counts(s.market),
        "market_stack_size": len(s.market_stack),
        "objective_display": _cards(s.obj_display),
        "objective_stack_size": len(s.obj_stack),
        "station_masters": list(s.masters),
        "boxed_tiles": [TILE_NAMES[t] for t in s.boxed_tiles],
        "removed_cards": _counts(s.removed_cards),
        "end_trigger": s.end_trigger,
        "players": players,
        "legal_moves": [str(m) for m in g.legal_moves()] if s.current == viewer else [],
    }


def determinize(g: Game, viewer: int, rng) -> Game:
    """A clone with every hidden zone re-dealt at random, consistent with view(viewer).

    Each hidden zone is put in a canonical (sorted) order before it is shuffled, so the true hidden
    order never reaches the result: two games that differ only in what the viewer cannot see give
    identical clones for the same rng state. That is what makes a bot on such a clone fair. The copy's
    options keep everything but the seed (None there).
    """
    c = g.clone()
    s = c.s
    for i, pl in enumerate(s.players):
        if i == viewer:
            pl.draw.sort()
            rng.shuffle(pl.draw)
        else:
            pool = sorted(pl.hand + pl.draw)
            rng.shuffle(pool)
            pl.hand = pool[:len(pl.hand)]
            pl.draw = pool[len(pl.hand):]
    s.market_stack.sort()
    rng.shuffle(s.market_stack)
    s.obj_stack.sort()
    rng.shuffle(s.obj_stack)
    for st in s.kc_stacks:
        st.sort()
        rng.shuffle(st)
    # The future draws must not follow from the real game's random state either.
    s.rng = random.Random(rng.random())
    # Nor may the copy carry the seed: the seed plus the move list rebuilds the real game, every
    # hidden order included. No bot reads it; a fair engine does not hand it out.
    c.options = MappingProxyType({**c.options, "seed": None})
    c._legal = c._decision = None
    return c
