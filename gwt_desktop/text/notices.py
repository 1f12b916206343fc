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
    return f"{name}: {warning[:1].lower()}{warning[1:]} {MOVE_ANYWAY}"


def others_playing(name: str, before_you: list[str]) -> str:
    """The answer to a click while another player moves: who plays now, and who still plays before the
    viewer's turn (names in turn order)."""
    if not before_you:
        return f"{name} is playing — your turn is next."
    them = before_you[0] if len(before_you) == 1 else f"{', '.join(before_you[:-1])} and {before_you[-1]}"
    return f"{name} is playing — then {them}, then you."


# The in-game menu's New game: asked before the game in progress is left.
NEW_GAME_TITLE = "New game?"
NEW_GAME_QUESTION = ("Start a new game? This one is not lost: once the new game starts, Load game lists it "
                     "as an unfinished game.")
NEW_GAME_YES, NEW_GAME_NO = "Start a new game", "Keep playing"


def where_you_are(round_no: int, mover: str, yours: bool, scores: list[tuple[str, int]]) -> str:
    """The prompt line's first words after a game is loaded: the round, whose turn, who leads the
    running score (names and points; the whole score is one key away, S)."""
    turn = "your turn" if yours else f"{mover}'s turn"
    order = sorted(scores, key=lambda s: -s[1])
    if not order:
        return f"Loaded: round {round_no}, {turn}."
    if len(order) > 1 and order[0][1] == order[1][1]:
        standing = f"level at the top with {order[0][1]}"
    elif len(order) == 2:
        standing = f"{order[0][0]} leads {order[0][1]} to {order[1][1]}"
    else:
        standing = f"{order[0][0]} leads with {order[0][1]}"
    return f"Loaded: round {round_no}, {turn}; {standing} (S: the scores)."
