"""Names of things in words: cards, tiles, objective cards, railroad positions, trail spaces, seats.

Shared by every sentence of the package, so a card is called the same in the log, a label and a tooltip."""
from __future__ import annotations

from collections import Counter

from ..engine import board
from ..engine.components import (
    CARD_INDEX,
    HAZARDS,
    OBJECTIVES,
    TILE_INDEX,
    is_objective,
)
from ..session.seats import COLOR_NAMES

# ---------------------------------------------------------------------------------------------
# Names of things
# ---------------------------------------------------------------------------------------------
_BREEDS = {
    "jersey": "Jersey", "dutch_belt": "Dutch Belt", "black_angus": "Black Angus", "guernsey": "Guernsey",
    "holstein": "Holstein", "brown_swiss": "Brown Swiss", "ayrshire": "Ayrshire",
    "west_highland": "West Highland", "texas_longhorn": "Texas Longhorn",
}
_TASKS = {"B": "building", "G": "green teepee", "BL": "blue teepee", "H": "hazard", "S": "station",
          "3": "value-3 cattle card", "4": "West Highland", "5": "Texas Longhorn", "SF": "San Francisco disc"}
OBJECTIVE_GAINS = {"money2": "$2", "draw3": "draw 3", "engine2": "engine 2", "engine3": "engine 3",
                "move3": "move 3", "aux": "double auxiliary action"}
# What a small objective card shows beside its action's icon and as its San Francisco task, in the
# font (the printed glyph is too small at the display's size): the amounts of OBJECTIVE_GAINS.
OBJECTIVE_GAIN_MARKS = {"money2": "$2", "draw3": "3", "engine2": "2", "engine3": "3", "move3": "3", "aux": "x2"}
TASK_MARK_SF = "SF"
OBJECTIVE_START = "Start"  # a starting objective's band (at 19 px "START" is wider than the small card)
# A station master's end-game task as its tile prints it, beside the task's icon in the owned-tiles row.
MASTER_TASKS = {"sm_cert": "3 per 2", "sm_teepee": "3 a pair", "sm_hazard": "3 per 2", "sm_objective": "3 per 2",
                "sm_workers": "1 each"}
# Its reward as the tile prints it: P a permanent certificate, beside the certificate's icon.
MASTER_REWARD_MARKS = {"sm_cert": "P", "sm_teepee": "P", "sm_hazard": "P", "sm_objective": "/", "sm_workers": "$2"}
MASTER_GAINS = {
    "sm_cert": "permanent certificate, 3 VP per 2 certificates",
    "sm_teepee": "permanent certificate, 3 VP per teepee pair",
    "sm_hazard": "permanent certificate, 3 VP per 2 hazards",
    "sm_objective": "free hazard or teepee, 3 VP per 2 objective cards",
    "sm_workers": "$2, 1 VP per worker",
}
# The same five tiles in full sentences (what happens now, what scores at the end), for tooltips.
MASTER_WORDS = {
    "sm_cert": ("1 permanent certificate.", "3 points per 2 certificates you hold at the end."),
    "sm_teepee": ("1 permanent certificate.", "3 points per green+blue teepee pair at the end."),
    "sm_hazard": ("1 permanent certificate.", "3 points per 2 hazards at the end."),
    "sm_objective": ("Remove a hazard for free, or trade with the Indians, at once.",
                     "3 points per 2 objective cards in your objective area at the end."),
    "sm_workers": ("Gain $2 at once.", "1 point per worker on your board at the end."),
}
DISC_SPACES = {
    "aux_money": "the $ auxiliary action", "aux_cards": "the card auxiliary action",
    "aux_cert": "the certificate auxiliary action", "aux_engine": "the engine auxiliary action",
    "aux_thin": "the remove-a-card auxiliary action", "cert4": "the certificate limit (to 4)",
    "cert6": "the certificate limit (to 6)", "step1": "the first step-limit space",
    "step2": "the second step-limit space", "hand": "the hand-limit space",
}
# Where private building spaces lie, by the part of their id after "P_".
_PRIVATE_AREAS = {"A": "by A", "FLR": "after the flood", "B": "by B", "DRR": "after the drought",
                  "C": "by C", "INR": "after the teepees", "E": "by E", "RFR": "after the rockfall",
                  "F": "by F", "G": "by G"}


def plural(n: int, word: str, many: str | None = None) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {many or word + 's'}"


def article(word: str) -> str:
    return ("an " if word[:1].lower() in "aeiou" else "a ") + word


def card_name(name: str) -> str:
    """A card kind's name in words: "Jersey", "West Highland (4 VP)", "objective card (…)"."""
    idx = CARD_INDEX.get(name)
    if idx is not None and is_objective(idx):
        return objective_name(idx)
    for key, text in _BREEDS.items():
        if name == key:
            return text
        if name.startswith(key + "_"):
            return f"{text} ({name.rsplit('_', 1)[1]} VP)"
    return name.replace("_", " ")


def card_with_article(name: str) -> str:
    idx = CARD_INDEX.get(name)
    if idx is not None and is_objective(idx):
        return "an " + objective_name(idx)
    return article(card_name(name))


def objective_name(card: int) -> str:
    o = OBJECTIVES[card]
    counts = Counter(o.tasks)
    tasks = ", ".join(_TASKS[t] if n == 1 else f"{n} {_TASKS[t]}s" for t, n in counts.items())
    score = f"+{o.points}" + (f"/-{o.penalty}" if o.penalty else "")
    return f"objective card ({tasks}; {score})"


def tile_name(name: str) -> str:
    """A tile kind's name in words: "cowboy", "green teepee", "flood hazard (4 VP)"."""
    idx = TILE_INDEX.get(name)
    if idx is not None and idx in HAZARDS:
        h = HAZARDS[idx]
        return f"{h.type} hazard ({h.points} VP)"
    return name.replace("_", " ")


def position_name(text: str) -> str:
    """A railroad position ("12", "4.5") in words."""
    pos = board.parse_position(text)
    if pos == 0:
        return "the start of the track"
    if pos in board.STATION_AT and pos % 2:
        return f"the turnout of station {board.STATION_AT[pos] + 1}"
    return f"space {pos // 2}"


def private_space_name(space: str) -> str:
    """A private building space ("P_A2") in words: "space 2 by A"."""
    rest = space[2:]
    area = rest.rstrip("0123456789ab")
    return f"space {rest[len(area):]} {_PRIVATE_AREAS.get(area, area)}"


def cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def breed_plural(name: str) -> str:
    return name if name.endswith("s") else name + "s"


def _owner_text(owner: int, seats, me: int | None) -> str:
    if me is not None and owner == me:
        return "your"
    return f"{seat_label(seats, owner)}'s"


def space_name(space: str, game=None, seats=None, me: int | None = None) -> str:
    """A trail space in words: what stands there if the game is known, else what kind of space it is."""
    idx = board.SPACE_INDEX[space]
    kind = board.SPACE_KIND[idx]
    if kind == board.KANSAS_CITY:
        return "Kansas City"
    if kind == board.START:
        return "the start"
    if kind == board.HAZARD:
        return f"the {board.HAZARD_SECTION[idx]} hazard"
    if kind == board.TEEPEE:
        return "the teepee"
    content = trail_content(game, space) if game is not None else None
    if kind == board.NEUTRAL:
        letter = content["neutral"] if content and "neutral" in content else board.NEUTRAL_LETTER[idx]
        return f"building {letter}"
    if content and "building" in content:
        return f"{_owner_text(content['owner'], seats, me)} building {content['building']}"
    return private_space_name(space)


def short_space(space: str, game, seats, me) -> str:
    """A step along a path, as briefly as it can be told apart."""
    return space_name(space, game, seats, me).removeprefix("the ")


def trail_content(game, space: str) -> dict | None:
    """What stands on one trail space, as the view tells it (public information)."""
    return game.space_content(board.SPACE_INDEX[space])


# ---------------------------------------------------------------------------------------------
# Seats
# ---------------------------------------------------------------------------------------------
def seat_label(seats, player: int) -> str:
    """How a player is named in sentences: the seat's name (its colour is drawn beside it)."""
    if player < 0:
        return "the bank"
    try:
        return seats[player].name
    except (IndexError, TypeError, AttributeError):
        return f"Player {player + 1}"


def seat_title(seats, player: int) -> str:
    """The seat's name with its colour, for the prompt line: "Anna (Blue)"."""
    name = seat_label(seats, player)
    try:
        color = COLOR_NAMES[seats[player].color]
    except (IndexError, TypeError, AttributeError):
        return name
    return name if color.lower() == name.lower() else f"{name} ({color})"


