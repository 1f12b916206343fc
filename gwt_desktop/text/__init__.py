"""Sentences without pygame: every word the screens show, made from the view, the decision and the events.

The entry points (the screens in ui/ only draw what these return):
  prompt(game, seats)                 the prompt line: who decides what now (prompts.py)
  move_label(move, game, seats)       a legal move's short label: choice panels, buttons, the hint (labels.py)
  log_lines(events, seats, game)      the log's sentences for one apply()'s events, with their players;
  log(...), event(ev, seats)          the same without the players, and for one event (log.py)
  tooltip(key, view, game, seat)      what a hovered component is, and why not now (tooltip.py)
The names of things (words.py) and of the actions (actions.py) are shared by all of them; the prompt
line's short messages (not a choice, the hint) are notices.py, the after-game screens' words
after_game.py, the end counter's and the deliveries' told in advance glance.py (from the engine's
rule queries' numbers), and what a line of moves does (the Hint's why, a computer turn's why, the
guide's reason) text/advice.py, from session/advice.py's claims only. A new sentence goes into the
table of its kind.
"""
from . import actions as _actions
from .actions import action_label, action_sentence, aux_label
from .labels import move_label
from .log import HIDDEN_EVENTS, event, log, log_lines
from .prompts import PROMPT_KINDS, prompt
from .tip_base import Tooltip
from .tooltip import tooltip
from .words import card_name, player_name, seat_label, seat_name, seat_title, space_name

__all__ = [
    "ACTION_LABELS",
    "ACTION_SENTENCES",
    "HIDDEN_EVENTS",
    "PROMPT_KINDS",
    "Tooltip",
    "action_label",
    "action_sentence",
    "aux_label",
    "card_name",
    "event",
    "log",
    "log_lines",
    "move_label",
    "player_name",
    "prompt",
    "seat_label",
    "seat_name",
    "seat_title",
    "space_name",
    "tooltip",
]


def __getattr__(name: str):
    """ACTION_LABELS and ACTION_SENTENCES in the current language (text/i18n.py), read from actions.py."""
    if name in ("ACTION_LABELS", "ACTION_SENTENCES"):
        return getattr(_actions, name)
    raise AttributeError(name)
