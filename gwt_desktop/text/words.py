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
from . import i18n
from .i18n import N_, _, lazy_constants, npgettext, pgettext

# ---------------------------------------------------------------------------------------------
# Names of things: the glossary. Each game term is one catalog entry with its kind as context
# (pgettext), so every screen says it with the same word; locale/<lang>/GLOSSARY.md lists them.
# ---------------------------------------------------------------------------------------------
_BREED_KEYS = ("jersey", "dutch_belt", "black_angus", "guernsey", "holstein", "brown_swiss", "ayrshire",
               "west_highland", "texas_longhorn")
_glossary_cache: dict[str, dict] = {}


def glossary() -> dict[str, dict[str, str]]:
    """The names of game things in the current language, by kind and key; built once per language."""
    lang = i18n.language()
    got = _glossary_cache.get(lang)
    if got is None:
        got = _glossary_cache[lang] = _glossary()
    return got


def _glossary() -> dict[str, dict[str, str]]:
    return {
        "breed": {
            "jersey": pgettext("breed", "Jersey"), "dutch_belt": pgettext("breed", "Dutch Belt"),
            "black_angus": pgettext("breed", "Black Angus"), "guernsey": pgettext("breed", "Guernsey"),
            "holstein": pgettext("breed", "Holstein"), "brown_swiss": pgettext("breed", "Brown Swiss"),
            "ayrshire": pgettext("breed", "Ayrshire"), "west_highland": pgettext("breed", "West Highland"),
            "texas_longhorn": pgettext("breed", "Texas Longhorn"),
        },
        "tile": {
            "cowboy": pgettext("worker", "cowboy"), "craftsman": pgettext("worker", "craftsman"),
            "engineer": pgettext("worker", "engineer"), "green_teepee": pgettext("teepee", "green teepee"),
            "blue_teepee": pgettext("teepee", "blue teepee"),
        },
        "hazard": {
            "flood": pgettext("hazard", "flood"), "drought": pgettext("hazard", "drought"),
            "rockfall": pgettext("hazard", "rockfall"),
        },
        "area": {  # where private building spaces lie, by the part of their id after "P_"
            "A": pgettext("trail area", "by A"), "FLR": pgettext("trail area", "after the flood"),
            "B": pgettext("trail area", "by B"), "DRR": pgettext("trail area", "after the drought"),
            "C": pgettext("trail area", "by C"), "INR": pgettext("trail area", "after the teepees"),
            "E": pgettext("trail area", "by E"), "RFR": pgettext("trail area", "after the rockfall"),
            "F": pgettext("trail area", "by F"), "G": pgettext("trail area", "by G"),
        },
    }


def task_words(task: str, n: int) -> str:
    """An objective card's task n times, as its tooltip and the log name it: "a building", "2 buildings"."""
    match task:
        case "B":
            return npgettext("task", "a building", "{n} buildings", n).format(n=n)
        case "G":
            return npgettext("task", "a green teepee", "{n} green teepees", n).format(n=n)
        case "BL":
            return npgettext("task", "a blue teepee", "{n} blue teepees", n).format(n=n)
        case "H":
            return npgettext("task", "a hazard", "{n} hazards", n).format(n=n)
        case "S":
            return npgettext("task", "a station disc", "{n} station discs", n).format(n=n)
        case "3":
            return npgettext("task", "a breeding-value-3 card", "{n} breeding-value-3 cards", n).format(n=n)
        case "4":
            return npgettext("task", "a West Highland", "{n} West Highlands", n).format(n=n)
        case "5":
            return npgettext("task", "a Texas Longhorn", "{n} Texas Longhorns", n).format(n=n)
        case "SF":
            return npgettext("task", "a disc on San Francisco", "{n} discs on San Francisco", n).format(n=n)
    return task


TASK_MARK_SF = "SF"  # a small objective card's San Francisco task

_GAINS = lazy_constants({
    # What a small objective card shows beside its action's icon, in the font (the printed glyph is
    # too small at the display's size): the amounts of OBJECTIVE_GAINS.
    "OBJECTIVE_GAIN_MARKS": {"money2": N_("$2"), "draw3": "3", "engine2": "2", "engine3": "3", "move3": "3",
                             "aux": N_("x2")},
    # A station master's end-game task as its tile prints it, beside the task's icon (the board, the
    # owned-tiles row): points per so many things.
    "MASTER_TASKS": {"sm_cert": N_("3 per 2"), "sm_teepee": N_("3 a pair"), "sm_hazard": N_("3 per 2"),
                     "sm_objective": N_("3 per 2"), "sm_workers": N_("1 each")},
    # Its reward as the tile prints it: P a permanent certificate, beside the certificate's icon.
    "MASTER_REWARD_MARKS": {"sm_cert": "P", "sm_teepee": "P", "sm_hazard": "P", "sm_objective": "/",
                            "sm_workers": N_("$2")},
    "OBJECTIVE_START": N_("Start"),  # a starting objective's band (at 19 px "START" is wider than the small card)
    "OBJECTIVE_GAINS": {"money2": N_("$2"), "draw3": N_("draw 3"), "engine2": N_("engine 2"),
                        "engine3": N_("engine 3"), "move3": N_("move 3"), "aux": N_("double auxiliary action")},
    "MASTER_GAINS": {
        "sm_cert": N_("permanent certificate, 3 VP per 2 certificates"),
        "sm_teepee": N_("permanent certificate, 3 VP per teepee pair"),
        "sm_hazard": N_("permanent certificate, 3 VP per 2 hazards"),
        "sm_objective": N_("free hazard or teepee, 3 VP per 2 objective cards"),
        "sm_workers": N_("$2, 1 VP per worker"),
    },
    # The same five tiles in full sentences (what happens now, what scores at the end), for tooltips.
    "MASTER_WORDS": {
        "sm_cert": (N_("1 permanent certificate."), N_("3 points per 2 certificates you hold at the end.")),
        "sm_teepee": (N_("1 permanent certificate."), N_("3 points per green+blue teepee pair at the end.")),
        "sm_hazard": (N_("1 permanent certificate."), N_("3 points per 2 hazards at the end.")),
        "sm_objective": (N_("Remove a hazard for free, or trade with the Indians, at once."),
                         N_("3 points per 2 objective cards in your objective area at the end.")),
        "sm_workers": (N_("Gain $2 at once."), N_("1 point per worker on your board at the end.")),
    },
    # An auxiliary action named as the object of a verb ("take the card auxiliary action"): in German
    # the accusative with its article.
    "AUX_NAMES": {
        "aux_money": N_("the $ auxiliary action"), "aux_cards": N_("the card auxiliary action"),
        "aux_cert": N_("the certificate auxiliary action"), "aux_engine": N_("the engine auxiliary action"),
        "aux_thin": N_("the remove-a-card auxiliary action"),
    },
    # Where a disc leaves the player board, with its preposition: a language that inflects says the
    # place in the case "from" asks ("vom zweiten Feld"), which a bare name in a template's slot cannot.
    "DISC_FROM": {
        "aux_money": N_("from the $ auxiliary action"), "aux_cards": N_("from the card auxiliary action"),
        "aux_cert": N_("from the certificate auxiliary action"),
        "aux_engine": N_("from the engine auxiliary action"),
        "aux_thin": N_("from the remove-a-card auxiliary action"),
        "cert4": N_("from the certificate limit (to 4)"), "cert6": N_("from the certificate limit (to 6)"),
        "step1": N_("from the first step-limit space"), "step2": N_("from the second step-limit space"),
        "hand": N_("from the hand-limit space"),
    },
})


def __getattr__(name: str):
    """OBJECTIVE_GAINS, MASTER_GAINS, MASTER_WORDS, AUX_NAMES, DISC_FROM, the marks and tasks the small cards and
    tiles print: in the current language when read."""
    return _GAINS(name)


def plural(n: int, word: str, many: str | None = None) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {many or word + 's'}"


def article(word: str) -> str:
    return ("an " if word[:1].lower() in "aeiou" else "a ") + word


def card_name(name: str) -> str:
    """A card kind's name in words: "Jersey", "West Highland (4 VP)", "objective card (…)"."""
    idx = CARD_INDEX.get(name)
    if idx is not None and is_objective(idx):
        return objective_name(idx)
    breeds = glossary()["breed"]
    for key in _BREED_KEYS:
        if name == key:
            return breeds[key]
        if name.startswith(key + "_"):
            return _("{breed} ({points} VP)").format(breed=breeds[key], points=name.rsplit("_", 1)[1])
    return name.replace("_", " ")


def card_with_article(name: str) -> str:
    """A card with its indefinite article, as the object of a sentence: "a Jersey", "an objective card (…)"."""
    idx = CARD_INDEX.get(name)
    if idx is not None and is_objective(idx):
        return _("an {card}").format(card=objective_name(idx))
    text = card_name(name)
    if i18n.language() == i18n.DEFAULT:
        return article(text)
    # TRANSLATORS: a cattle card with its indefinite article, as the object of a sentence.
    return _("a {card}").format(card=text)


def with_article(text: str, capital: bool = False) -> str:
    """A thing's name with its indefinite article in English ("a green teepee", "A cowboy"); in other
    languages the bare name: their sentences are written to take it so (an article would need the
    word's gender, and the name is a glossary entry of its own)."""
    if i18n.language() != i18n.DEFAULT:
        return text
    return cap(article(text)) if capital else article(text)


def in_sentence(title: str) -> str:
    """A title inside a sentence: English lowers its first letter ("Your green teepee"); German nouns
    keep their capital, so other languages leave it as it is."""
    if i18n.language() != i18n.DEFAULT:
        return title
    return title[:1].lower() + title[1:]


def worker_with_article(worker: str) -> str:
    """A worker with its indefinite article, as the object of a sentence: "a cowboy", "an engineer"."""
    match worker:
        case "cowboy":
            return pgettext("worker, object", "a cowboy")
        case "craftsman":
            return pgettext("worker, object", "a craftsman")
        case "engineer":
            return pgettext("worker, object", "an engineer")
    return article(worker)


def objective_name(card: int) -> str:
    o = OBJECTIVES[card]
    counts = Counter(o.tasks)
    tasks = ", ".join(task_words(t, n) for t, n in counts.items())
    score = f"+{o.points}" + (f"/-{o.penalty}" if o.penalty else "")
    return _("objective card ({tasks}; {score})").format(tasks=tasks, score=score)


def tile_name(name: str) -> str:
    """A tile kind's name in words: "cowboy", "green teepee", "flood hazard (4 VP)"."""
    idx = TILE_INDEX.get(name)
    if idx is not None and idx in HAZARDS:
        h = HAZARDS[idx]
        return _("{hazard} hazard ({points} VP)").format(hazard=glossary()["hazard"][h.type], points=h.points)
    return glossary()["tile"].get(name) or name.replace("_", " ")


def position_name(text: str) -> str:
    """A railroad position ("12", "4.5") in words."""
    pos = board.parse_position(text)
    if pos == 0:
        return _("the start of the track")
    if pos in board.STATION_AT and pos % 2:
        return _("the turnout of station {station}").format(station=board.STATION_AT[pos] + 1)
    return _("space {number}").format(number=pos // 2)


def private_space_name(space: str) -> str:
    """A private building space ("P_A2") in words: "space 2 by A"."""
    rest = space[2:]
    area = rest.rstrip("0123456789ab")
    # TRANSLATORS: {area} is a "trail area" such as "by A" or "after the flood".
    return _("space {number} {area}").format(number=rest[len(area):], area=glossary()["area"].get(area, area))


def cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def breed_plural(name: str) -> str:
    return name if name.endswith("s") else name + "s"


def cards_in_words(names: list[str]) -> str:
    """Cards as a sentence names them, in the order they came, each breed once with how many: "a
    Holstein and an Ayrshire", "2 Black Angus", "2 Brown Swiss and an Ayrshire" (it read "a Brown Swiss
    and a Brown Swiss and an Ayrshire"); objective cards each by its own name."""
    counts: dict[str, int] = {}
    for name in names:
        idx = CARD_INDEX.get(name)
        key = name if idx is None or not is_objective(idx) else f"{name}#{len(counts)}"  # never grouped
        counts[key] = counts.get(key, 0) + 1
    parts = []
    for key, n in counts.items():
        name = key.split("#", 1)[0]
        if n == 1:
            parts.append(card_with_article(name))
        else:
            # TRANSLATORS: several cattle cards of one breed, as in "2 Black Angus"
            parts.append(_("{n} {breeds}").format(n=n, breeds=breed_plural(card_name(name))))
    text = parts[0]
    for part in parts[1:-1]:
        # TRANSLATORS: the cards of a list before its last one, as in "a Jersey, 2 Holsteins and an Ayrshire"
        text = _("{card}, {other}").format(card=text, other=part)
    if len(parts) > 1:
        text = _("{card} and {other}").format(card=text, other=parts[-1])
    return text




def space_name(space: str, game=None, seats=None, me: int | None = None, stood: tuple = ()) -> str:
    """A trail space in words: what stands there if the game is known, else what kind of space it is;
    `stood`, (building, owner): the private building that stood there when a move was made, named
    rather than what stands there now."""
    idx = board.SPACE_INDEX[space]
    kind = board.SPACE_KIND[idx]
    if kind == board.KANSAS_CITY:
        return pgettext("city", "Kansas City")
    if kind == board.START:
        return _("the start")
    if kind == board.HAZARD:
        return _("the {hazard} hazard").format(hazard=glossary()["hazard"][board.hazard_section(idx)])
    if kind == board.TEEPEE:
        return _("the teepee")
    content = trail_content(game, space) if game is not None else None
    if stood:
        content = {"building": stood[0], "owner": stood[1]}
    if kind == board.NEUTRAL:
        letter = content["neutral"] if content and "neutral" in content else board.NEUTRAL_LETTER[idx]
        return _("building {letter}").format(letter=letter)
    if content and "building" in content:
        if me is not None and content["owner"] == me:
            return _("your building {building}").format(building=content["building"])
        return _("{owner}'s building {building}").format(owner=seat_label(seats, content["owner"]),
                                                          building=content["building"])
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
def colour_name(color: int) -> str:
    """A player colour's name (seats.COLOR_NAMES order) in the current language."""
    match color % len(COLOR_NAMES):
        case 0:
            return pgettext("player colour", "Blue")
        case 1:
            return pgettext("player colour", "Orange")
        case 2:
            return pgettext("player colour", "Green")
        case _:
            return pgettext("player colour", "Purple")


def player_name(name: str) -> str:
    """A seat's name as shown. A seat that was never given a name is called by its colour, and that
    name is saved in English (seats.COLOR_NAMES, so a save reads the same in any language): it is
    shown in the current language. Any other name, one a person typed, is shown as it is."""
    try:
        return colour_name(COLOR_NAMES.index(name))
    except ValueError:
        return name


def seat_name(seat) -> str:
    """A seat's name as shown (player_name of its saved name)."""
    return player_name(seat.name)


def seat_label(seats, player: int) -> str:
    """How a player is named in sentences: the seat's name (its colour is drawn beside it)."""
    if player < 0:
        return _("the bank")
    try:
        return seat_name(seats[player])
    except (IndexError, TypeError, AttributeError):
        return _("Player {number}").format(number=player + 1)


def seat_title(seats, player: int) -> str:
    """The seat's name with its colour, for the prompt line: "Anna (Blue)"."""
    name = seat_label(seats, player)
    try:
        color = colour_name(seats[player].color)
    except (IndexError, TypeError, AttributeError):
        return name
    return name if color.lower() == name.lower() else _("{name} ({colour})").format(name=name, colour=color)


