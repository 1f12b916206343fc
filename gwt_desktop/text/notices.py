"""The short messages that take the prompt line for a while: a click that is not a choice, the hint."""
from __future__ import annotations

from .i18n import N_, _, lazy_constants, ngettext

__getattr__ = lazy_constants({
    "NOT_A_CHOICE": N_("That is not a choice now."),
    "NO_LONGER_OFFERED": N_("That choice is no longer offered."),
    "THINKING": N_("Thinking about a hint…"),
    "NOT_A_PLACE": N_("Not a choice now — the glowing places are."),
    "NOT_LEGAL": N_("That move is not legal now."),
    "NOTHING_TO_UNDO": N_("Nothing to undo: a card or tile was revealed, or your turn has passed."),
})


def hint(label: str) -> str:
    """The Hint button's advice, given the advised move's label (labels.move_label)."""
    return _("Hint: {move}").format(move=label)


def computer_thinking(name: str) -> str:
    """A click while a computer seat is to move."""
    return _("{name} (computer) is thinking…").format(name=name)


def or_more(label: str, others: int) -> str:
    """A glowing piece that still chooses between moves: the first one's label and how many others."""
    return ngettext("{move} (or {n} more)", "{move} (or {n} more)", others).format(move=label, n=others)
