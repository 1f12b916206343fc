"""The short messages that take the prompt line for a while: a click that is not a choice, the hint."""
from __future__ import annotations

NOT_A_CHOICE = "That is not a choice now."
NO_LONGER_OFFERED = "That choice is no longer offered."
THINKING = "Thinking about a hint…"


def hint(label: str) -> str:
    """The Hint button's advice, given the advised move's label (labels.move_label)."""
    return f"Hint: {label}"
