"""Shared set-up for the building tests (neutral, private, placing): exact positions in a few lines."""
from __future__ import annotations

from gwt_desktop.engine.components import CARD_INDEX, CARD_NAMES, DISC_INDEX, TILE_INDEX, is_objective
from tests.engine.fixtures import clear_trail_tiles, sp

COWBOY, CRAFTSMAN, ENGINEER = 0, 1, 2


def prep(g, p: int = 0, *, money: int | None = None, hand=None, draw=(), discard=(), workers=None,
         cert: int | None = None, clear_tiles: bool = True):
    """Set one player's purse, hand, draw stack and discard pile exactly (draw: last name is the top)."""
    pl = g.s.players[p]
    if clear_tiles:
        clear_trail_tiles(g)
    if money is not None:
        pl.money = money
    if hand is not None:
        pl.hand = [CARD_INDEX[n] for n in hand]
    pl.draw = [CARD_INDEX[n] for n in draw]
    pl.discard = [CARD_INDEX[n] for n in discard]
    if workers is not None:
        pl.workers = list(workers)
    if cert is not None:
        pl.cert = cert
    return pl


def names(cards) -> list[str]:
    return [CARD_NAMES[c] for c in cards]


def clear_disc(g, p: int, group: str, n: int = 1) -> None:
    """Take n discs off one disc group of the player board (unlocking that ability)."""
    g.s.players[p].discs[DISC_INDEX[group]] -= n


def set_job_market(g, *rows: list[str], token_row: int | None = None) -> None:
    """Job market rows from the top; the token stands in the last row given (its workers are not hireable)."""
    s = g.s
    s.job_market = [[TILE_INDEX[n] for n in r] for r in rows] + [[] for _ in range(12 - len(rows))]
    s.token_row = len(rows) - 1 if token_row is None else token_row


def objective_names(cards) -> list[str]:
    return [CARD_NAMES[c] for c in cards if is_objective(c)]


def tile_at(g, space: str) -> int:
    return g.s.trail[sp(space)]
