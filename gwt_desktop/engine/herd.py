"""Choices about the herd deck: discard a card for a reward, draw then discard, thin the herd (§10.5, §8).

Identical cards are one choice: moves name a card kind, never a position in the hand.
"""
from __future__ import annotations

from . import flow
from .components import CARD_BREED, CARD_INDEX, CARD_NAMES, JERSEY, is_objective
from .events import Removed
from .moves import DONE, SKIP, MoveKind, mv
from .players import can_draw, discard, draw_cards, gain_cert, gain_money

DISCARD_MOVES = tuple(mv(MoveKind.DISCARD, name) for name in CARD_NAMES)  # by card kind
# Which cards a "discard_for" frame accepts.
FILTERS = {
    "jersey": lambda c: c == JERSEY,
    "cattle": lambda c: not is_objective(c),
    "objective": is_objective,
}


def _kinds(hand: list[int], accept=None) -> list[int]:
    return sorted({c for c in hand if accept is None or accept(c)})


def _objective_to_hand(g, p: int) -> None:
    """6b: a display objective card straight into the hand (with its $3); it may be declined (§14 #17)."""
    flow.push(g, ("gain_obj", "hand", True))


# What discarding a card earns, by the name a "discard_for" frame carries: (dollars, with the
# discard's record; anything else, after it). An explicit table, not names parsed for their numbers:
# that parsing once read "money3_objective_to_hand" as "money<N>".
REWARDS = {
    "money2": (2, None),
    "money4": (4, None),
    "cert1": (0, lambda g, p: gain_cert(g, p, 1)),
    "cert2": (0, lambda g, p: gain_cert(g, p, 2)),
    "money3_objective_to_hand": (3, _objective_to_hand),
}


# ---- ("discard_for", filter, reward, optional) ----
def _df_legal(g, f):
    _, flt, _, optional = f
    moves = [DISCARD_MOVES[c] for c in _kinds(g.s.me.hand, FILTERS[flt])]
    return moves + ([SKIP] if optional else [])


def _df_apply(g, f, m):
    g.s.stack.pop()
    if m.kind == MoveKind.DISCARD:
        p = g.s.current
        money, then = REWARDS[f[2]]
        discard(g, p, CARD_INDEX[m.args[0]], money)
        gain_money(g, p, money)
        if then is not None:
            then(g, p)


flow.decision("discard_for", _df_legal, _df_apply, fields=("filter", "reward", "optional"),
              vanish=True)


# ---- ("discard", n): discard n cards after a draw ----
def _d_legal(g, f):
    return [DISCARD_MOVES[c] for c in _kinds(g.s.me.hand)]


def _d_apply(g, f, m):
    g.s.stack.pop()
    discard(g, g.s.current, CARD_INDEX[m.args[0]])
    if f[1] > 1:
        flow.push(g, ("discard", f[1] - 1))


flow.decision("discard", _d_legal, _d_apply, fields=("count",),
              vanish=True)


def draw_then_discard(g, n: int) -> None:
    drawn = draw_cards(g, g.s.current, n)
    if drawn:
        flow.push(g, ("discard", drawn))


# ---- ("draw_upto", remaining, drawn): draw up to N, one at a time, then discard as many ----
DRAW = mv(MoveKind.DRAW)
STOP = mv(MoveKind.STOP)


def _du_legal(g, f):
    return ([DRAW] if f[1] > 0 and can_draw(g.s.me) else []) + [STOP]


def _du_apply(g, f, m):
    g.s.stack.pop()
    _, remaining, drawn = f
    if m.kind == MoveKind.DRAW:
        drawn += draw_cards(g, g.s.current, 1)
        remaining -= 1
        if remaining > 0 and can_draw(g.s.me):
            flow.push(g, ("draw_upto", remaining, drawn))
            return
    if drawn:
        flow.push(g, ("discard", drawn))


flow.decision("draw_upto", _du_legal, _du_apply, fields=("remaining", "drawn"),
              vanish=True)


# ---- ("thin", n): remove up to n hand cards from the game ----
def _thin_legal(g, f):
    return [mv(MoveKind.REMOVE, CARD_NAMES[c]) for c in _kinds(g.s.me.hand)] + [DONE]


def _thin_apply(g, f, m):
    g.s.stack.pop()
    if m.kind == MoveKind.REMOVE:
        p = g.s.current
        card = CARD_INDEX[m.args[0]]
        g.s.players[p].hand.remove(card)
        g.s.removed_cards.append(card)
        g.events.append(Removed(p, card))
        if f[1] > 1:
            flow.push(g, ("thin", f[1] - 1))


flow.decision("thin", _thin_legal, _thin_apply, fields=("count",),
              vanish=True)


# ---- ("pair", money): discard two cattle cards of the same breed ----
def pair_options(hand: list[int]) -> list[tuple[int, int]]:
    kinds = _kinds(hand, FILTERS["cattle"])
    out = []
    for i, a in enumerate(kinds):
        for b in kinds[i:]:
            if CARD_BREED[a] == CARD_BREED[b] and (a != b or hand.count(a) >= 2):
                out.append((a, b))
    return out


def _pair_legal(g, f):
    return [mv(MoveKind.PAIR, CARD_NAMES[a], CARD_NAMES[b]) for a, b in pair_options(g.s.me.hand)]


def _pair_apply(g, f, m):
    g.s.stack.pop()
    p = g.s.current
    discard(g, p, CARD_INDEX[m.args[0]], f[1])  # one sum for the pair: on its first card
    discard(g, p, CARD_INDEX[m.args[1]])
    gain_money(g, p, f[1])


flow.decision("pair", _pair_legal, _pair_apply, fields=("money",))
