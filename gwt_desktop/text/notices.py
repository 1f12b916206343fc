"""The short messages that take the prompt line for a while: a click that is not a choice, the hint."""
from __future__ import annotations

NOT_A_CHOICE = "That is not a choice now."
NO_LONGER_OFFERED = "That choice is no longer offered."
THINKING = "Thinking about a hint…"


def hint(label: str) -> str:
    """The Hint button's advice, given the advised move's label (labels.move_label)."""
    return f"Hint: {label}"


def forced_delivery(city_choice: str) -> str:
    """Said when the engine took the city step itself, the herd reaching only one city (the city's
    words from glance.city_choice: "Kansas City: -6 points, +$6, no transport cost")."""
    return f"Your herd could go to one city only, so it went there — {city_choice}."


def with_warning(line: str, warning: str | None) -> str:
    """A prompt, hover or hint line with the forced delivery's warning after it (glance.herd_reach)."""
    return f"{line} — {warning}" if warning else line


MOVE_ANYWAY = "Choose where your cattleman goes."


def prompt_warning(name: str, warning: str) -> str:
    """The prompt line while Kansas City glows and the herd reaches only one city: the warning first
    (glance.herd_reach), the usual instruction short after it."""
    return f"{name}: {warning} {MOVE_ANYWAY}"


def others_playing(name: str, before_you: list[str]) -> str:
    """The answer to a click while another player moves: who plays now, and who still plays before the
    viewer's turn (names in turn order)."""
    if not before_you:
        return f"{name} is playing — your turn is next."
    them = before_you[0] if len(before_you) == 1 else f"{', '.join(before_you[:-1])} and {before_you[-1]}"
    return f"{name} is playing — then {them}, then you."
