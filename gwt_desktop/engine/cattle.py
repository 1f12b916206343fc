"""Buying cattle (docs/RULES.md §6.2): split the cowboys over the price options, each cowboy once per action.

The frame ("buy", cowboys_left) stays on the stack while purchases go on, so a player may buy and add
cards in any order and stop with "done". A second buy action in the same turn has all cowboys again
(§14 #6).
"""
from __future__ import annotations

from . import flow
from .components import BUY_OPTIONS, CARD_INDEX, CARD_NAMES, CARD_VALUE, DRAW2_COWBOYS
from .events import Bought, MarketAdd
from .moves import DONE, Move, MoveKind, mv
from .players import pay
from .reveal import mark

BUYDRAW = mv(MoveKind.BUYDRAW)


def buy_moves(g, cowboys: int) -> list[Move]:
    s = g.s
    money = s.me.money
    market = s.market
    kinds = sorted(set(market))
    out: list[Move] = []
    for name, (need, bv, cards, price) in BUY_OPTIONS.items():
        if need > cowboys or price > money:
            continue
        fit = [k for k in kinds if CARD_VALUE[k] == bv]
        if cards == 1:
            out.extend(mv(MoveKind.BUY, name, CARD_NAMES[k]) for k in fit)
        else:
            for i, a in enumerate(fit):
                for b in fit[i:]:
                    if a != b or market.count(a) >= 2:
                        out.append(mv(MoveKind.BUY, name, CARD_NAMES[a], CARD_NAMES[b]))
    if cowboys >= DRAW2_COWBOYS and s.market_stack:
        out.append(BUYDRAW)
    return out


def _legal(g, f):
    return buy_moves(g, f[1]) + [DONE]


def _apply(g, f, m):
    s, p = g.s, g.s.current
    if m.kind == MoveKind.DONE:
        g.s.stack.pop()
        return
    if m.kind == MoveKind.BUYDRAW:
        # One cowboy adds two cards from the market stack; the market may grow past its size (§6.2).
        if s.market_stack:
            mark(g, "market")
        for _ in range(2):
            if s.market_stack:
                s.market.append(s.market_stack.pop())
        g.events.append(MarketAdd(p, len(s.market)))
        flow.replace_top(g, ("buy", f[1] - DRAW2_COWBOYS))
        return
    need, _, _, price = BUY_OPTIONS[m.args[0]]
    pay(g, p, price)
    for i, name in enumerate(m.args[1:]):
        card = CARD_INDEX[name]
        s.market.remove(card)
        s.players[p].discard.append(card)
        g.events.append(Bought(p, card, price if i == 0 else 0))  # one price for a pair: on its first card
    flow.replace_top(g, ("buy", f[1] - need))


flow.decision("buy", _legal, _apply, fields=("cowboys",), vanish=True)
