"""Small operations on one player's purse, herd deck and certificates, each recording its event.

Every gain or loss of money, every card drawn or discarded goes through here so that the event log
(which the client animates) cannot miss one.
"""
from __future__ import annotations

from .events import BANK, Cert, Discard, Draw, Money, Shuffle
from .reveal import mark
from .state import PlayerState, cert_step


def gain_money(g, p: int, amount: int) -> None:
    if amount:
        g.s.players[p].money += amount
        g.events.append(Money(BANK, p, amount))


def pay(g, p: int, amount: int, to: int = BANK) -> None:
    """Pay in full (the caller has checked the purse); to another player when `to` is given."""
    pl = g.s.players[p]
    assert pl.money >= amount, "pay() called with too little money"
    if amount:
        pl.money -= amount
        if to != BANK:
            g.s.players[to].money += amount
        g.events.append(Money(p, to, amount))


def draw_cards(g, p: int, n: int) -> int:
    """Draw n cards; only when the draw stack is empty is the discard pile shuffled into a new one (§12.1)."""
    pl = g.s.players[p]
    drawn = 0
    if 0 < n <= len(pl.draw):  # the usual case: no reshuffle, so take them all at once (same order)
        taken = pl.draw[-n:]
        del pl.draw[-n:]
        taken.reverse()  # the top of the stack (the end of the list) is drawn first
        pl.hand.extend(taken)
        drawn, n = n, 0
    for _ in range(n):
        if not pl.draw:
            if not pl.discard:
                break  # nothing left anywhere: the player simply holds fewer cards
            pl.draw = pl.discard
            pl.discard = []
            g.s.rng.shuffle(pl.draw)
            g.events.append(Shuffle(p, len(pl.draw)))
            mark(g, "shuffle")
        pl.hand.append(pl.draw.pop())
        drawn += 1
    if drawn:
        g.events.append(Draw(p, drawn))
        mark(g, "draw")
    return drawn


def can_draw(pl: PlayerState) -> bool:
    return bool(pl.draw or pl.discard)


def discard(g, p: int, card: int, money: int = 0) -> None:
    """Discard a card; `money`: the dollars discarding it brings at once, for its record (the caller
    gains them after the discards they pay for, so a pair's two records come together)."""
    pl = g.s.players[p]
    pl.hand.remove(card)
    pl.discard.append(card)
    g.events.append(Discard(p, card, money))


def gain_cert(g, p: int, spaces: int) -> None:
    pl = g.s.players[p]
    new = cert_step(pl.cert, spaces, pl.cert_limit())
    if new != pl.cert:
        g.events.append(Cert(p, new - pl.cert))
        pl.cert = new
