"""The game scene's sentences, asked of text/ (the one place for words) so that one that fails
is logged once per kind and replaced by the move's own text: words must never stop a game."""
from __future__ import annotations

import logging

from ... import text as words
from ...engine import Move
from ...failures import report_once
from ...text import menus, seat_name

log = logging.getLogger(__name__)


def move_label(move: Move, game, seats=None) -> str:
    """text.move_label, or the move's text if the sentence fails."""
    try:
        return words.move_label(move, game, seats)
    except Exception:  # noqa: BLE001 (reported once)
        report_once(log, f"The sentence of move {move.kind}", move)
        return str(move)


def prompt_line(game, seats, brief: bool = False, bare: bool = False) -> str:
    try:
        return words.prompt(game, seats, brief, bare)
    except Exception:  # noqa: BLE001 (reported once)
        report_once(log, f"The prompt {game.decision.kind}", game.decision)
        return menus.prompt_fallback(seat_name(seats[game.to_move]))


def log_lines(events: list, seats, game) -> list[tuple[int, str]]:
    """Sentences for one stretch of events, each with its player (-1 for none); text folds the
    money into the sentence of its cause ("Blue hires a cowboy for $6"). If that fails, one event at
    a time, leaving out only the events that have no sentence."""
    try:
        return words.log_lines(events, seats, game)
    except Exception:  # noqa: BLE001 (a sentence must never stop the game: one event at a time then)
        report_once(log, "The log's sentences", events[0])
    lines = []
    for ev in events:
        try:
            text = words.event(ev, seats)
        except Exception:  # noqa: BLE001
            report_once(log, f"The sentence of event {getattr(ev, 'kind', ev)!r}", ev)
            text = None
        if text:
            lines.append((ev.player, text))
    return lines


def guarded(what: str, make, fallback):
    """make() (a call into text/), or `fallback` if it fails: reported once per `what`."""
    try:
        return make()
    except Exception:  # noqa: BLE001 (reported once)
        report_once(log, what, None)
        return fallback
