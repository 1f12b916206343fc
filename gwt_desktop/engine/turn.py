"""The turn (docs/RULES.md §12.1): phase A move, phase B at the location, phase C draw, and the
passing of turns including the final round after the end is triggered (§12.2).
"""
from __future__ import annotations

from . import board, flow
from .events import GameOver, Turn
from .moves import MoveKind, mv
from .objectives import play_moves, play_objective
from .players import draw_cards
from .state import OFF_BOARD
from .trail import enter_location, parse_path, path_moves, pay_fees, step_limit


def _turn_legal(g, f):
    s = g.s
    pl = s.players[s.current]
    moves = play_moves(g)  # objective cards may be played before phase A
    if pl.cattleman == OFF_BOARD:
        # The first turn: onto any neutral building, no movement and no fees (§2.1).
        moves += [mv(MoveKind.PLACE, board.SPACES[sp]) for sp in board.NEUTRAL_SPACES]
    else:
        moves += path_moves(g, pl.cattleman, step_limit(g, s.current))
    return moves


def _turn_apply(g, f, m):
    if m.kind == MoveKind.OBJECTIVE:
        play_objective(g, m, "turn")
        return
    g.s.stack.pop()
    if m.kind == MoveKind.PLACE:
        enter_location(g, board.SPACE_INDEX[m.args[0]])
    else:
        path = parse_path(m)
        pay_fees(g, path)
        enter_location(g, path[-1])


flow.decision("turn", _turn_legal, _turn_apply, fields=())


def _phase_c(g, f) -> None:
    """Draw up to the hand limit; a hand already at or above it keeps its cards (§14 #13)."""
    s = g.s
    pl = s.players[s.current]
    missing = pl.hand_limit() - len(pl.hand)
    if missing > 0:
        draw_cards(g, g.s.current, missing)


flow.automatic("phase_c", _phase_c)


_TURN_FRAMES = (("phase_c",), ("turn",))  # bottom to top: the turn, then phase C


def start_turn(g) -> None:
    g.s.stack.extend(_TURN_FRAMES)
    g.events.append(Turn(g.s.current))


def end_turn(g) -> None:
    """Pass the turn; after the end is triggered every other player has exactly one more turn."""
    s = g.s
    p = s.current
    if s.end_trigger >= 0:
        if p == s.end_trigger and s.final_turns_left < 0:
            s.final_turns_left = s.n - 1
        else:
            s.final_turns_left -= 1
        if s.final_turns_left == 0:
            s.over = True
            g.events.append(GameOver())
            return
    s.current = (p + 1) % s.n
    s.turn_number += 1
    start_turn(g)
