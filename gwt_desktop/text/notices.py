"""The short messages that take the prompt line for a while: a click that is not a choice, the hint."""
from __future__ import annotations

NOT_A_CHOICE = "That is not a choice now."
NO_LONGER_OFFERED = "That choice is no longer offered."
THINKING = "Thinking about a hint…"


def hint(label: str) -> str:
    """The Hint button's advice, given the advised move's label (labels.move_label)."""
    return f"Hint: {label}"
NOT_A_PLACE = "Not a choice now — the glowing places are."
NOT_LEGAL = "That move is not legal now."
NOTHING_TO_UNDO = "Nothing to undo: a card or tile was revealed, or your turn has passed."


def computer_thinking(name: str) -> str:
    """A click while a computer seat is to move."""
    return f"{name} (computer) is thinking…"


def or_more(label: str, others: int) -> str:
    """A glowing piece that still chooses between moves: the first one's label and how many others."""
    return f"{label} (or {others} more)"
