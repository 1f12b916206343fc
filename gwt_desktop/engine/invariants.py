"""Checks that hold after every move of every game: used by the randomised tests and the bench's --check.

No money below zero; every cattle card, objective card and tile in exactly one place; a decision
always offered while the game is not over, with a value for every parameter its type names.
"""
from __future__ import annotations

from collections import Counter

from .components import (
    GENERAL_OBJECTIVES,
    KC_STACK_1,
    KC_STACK_2,
    KC_STACK_3,
    MARKET_DECK,
    STARTING_DECK,
    STARTING_OBJECTIVES,
)
from .moves import MoveKind
from .state import NEUTRAL_CODE


def check(g) -> None:
    s = g.s
    problems = []
    for i, pl in enumerate(s.players):
        if pl.money < 0:
            problems.append(f"player {i} has ${pl.money}")
        if any(d < 0 for d in pl.discs):
            problems.append(f"player {i} disc count below zero")
    cards = Counter(s.market) + Counter(s.market_stack) + Counter(s.removed_cards) + Counter(s.obj_display)
    cards += Counter(s.obj_stack) + Counter(s.boxed_objectives)
    for pl in s.players:
        cards += Counter(pl.hand) + Counter(pl.draw) + Counter(pl.discard) + Counter(pl.objectives)
    want = Counter(MARKET_DECK) + Counter(GENERAL_OBJECTIVES) + Counter(STARTING_OBJECTIVES)
    for _ in range(s.n):
        want += Counter(STARTING_DECK)
    if cards != want:
        problems.append(f"cards out of place: extra {cards - want}, missing {want - cards}")
    tiles = Counter(t for st in s.kc_stacks for t in st) + Counter(t for col in s.foresight for t in col if t >= 0)
    tiles += Counter(t for t in s.trail if 0 <= t < NEUTRAL_CODE) + Counter(t for row in s.job_market for t in row)
    tiles += Counter(t for t in s.master_workers if t >= 0) + Counter(s.boxed_tiles)
    for pl in s.players:
        tiles += Counter(pl.hazards) + Counter(pl.teepees)
        for kind, count in enumerate(pl.workers):
            tiles[kind] += count - 1  # the printed first worker of each row is not a tile
    want_tiles = Counter(KC_STACK_1) + Counter(KC_STACK_2) + Counter(KC_STACK_3)
    if tiles != want_tiles:
        problems.append(f"tiles out of place: extra {tiles - want_tiles}, missing {want_tiles - tiles}")
    legal = g.legal_moves()
    if not s.over and not legal:
        problems.append("no legal move while the game is not over")
    d = g.decision
    if len(d) != len(d._fields):
        # decision.asked builds the tuple whole, without the named tuple's count of its arguments
        problems.append(f"the {d.kind} decision has {len(d)} values for its {len(d._fields)} names")
    kinds = [m.kind for m in legal]
    passive = [k in (MoveKind.SKIP, MoveKind.DONE) for k in kinds]
    if any(passive) and passive.index(True) < len(passive) - sum(passive):
        problems.append(f"'skip'/'done' must come last among the legal moves: {kinds}")
    for i, pl in enumerate(s.players):
        if pl.engine and s.track[pl.engine] != i:
            problems.append(f"player {i}'s engine is not on the track where it stands")
    if problems:
        raise AssertionError("; ".join(problems))
