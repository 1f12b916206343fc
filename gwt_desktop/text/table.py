"""The words of the whole-table panels, the running score and the end of the game (ui/game/table_panel.py,
ui/game/standing.py, ui/game/end_banner.py draw them)."""
from __future__ import annotations

from .words import plural, position_name

SEAT_KEYS = "Esc or right click closes · keys 1-4 the seats · S the scores"
SCORES_TITLE = "If the game ended now"
SCORES_NOTE = ("From what lies open on the table: objective cards in hand or deck are counted as the score pad "
               "will, added if they score.")
TOTAL = "Total"
NONE_YET = "none yet"
EMPTY = "empty"
BUILDINGS_ON_TRAIL = "Buildings on the trail"
OWNED_TILES = "Hazards, teepees, station masters"
DISCARD_PILE, HAND, OBJECTIVE_AREA = "Discard pile", "Hand", "Objective area"
MAGNIFIER_ON, MAGNIFIER_OFF = "Magnifier on (G turns it off)", "Magnifier off (G)"
END_WARNING = ("This ends the game: the job-market token leaves the last row, you take it (2 points), "
               "and every other player has one last turn.")
END_NEAR = "Careful: a worker placed now fills the job market's last row and triggers the end of the game."
# A building's button for the single auxiliary action of the player board taken instead of its local
# actions; told apart from a building's own "auxiliary action" local action (actions.py's aux_any).
AUX_ACTION = "Single auxiliary action instead"

# The decision bar's buttons' tooltips: what each kind of button does (a local action's says its
# action's sentence, actions.py).
_BUTTON_LINES = {
    "done": "Ends this part of your turn: nothing more is taken here.",
    "skip": "Leaves this choice out and goes on.",
    "draw": "Draws one more card.",
    "stop": "Stops drawing and goes on.",
    "buydraw": "Pays one cowboy to turn up two more cattle cards in the market.",
    "certs": "Spends this many temporary certificates on the delivery's value.",
    "cancel": "Takes back the choice you began: nothing is played.",
    "back": "Takes back the action you just opened, before its choice is made.",
    "aux": ("Instead of the building's local actions: one single auxiliary action of your player board "
            "(the actions at its left); it then glows there."),
}
ACTION_BUTTON = "A local action of this building: {sentence}."


def button_lines(kind: str, sentence: str | None = None) -> tuple[str, ...]:
    """The tooltip's lines of a decision-bar button of this kind ("done", "aux", ...; "action" with its
    action's sentence)."""
    if kind == "action" and sentence:
        return (ACTION_BUTTON.format(sentence=sentence),)
    line = _BUTTON_LINES.get(kind)
    return (line,) if line else ()


def points(n: int) -> str:
    return plural(n, "point")


def board_title(name: str, yours: bool) -> str:
    return f"{name}'s board" + (" (yours)" if yours else "")


def if_ended_now(total: int) -> str:
    return f"If the game ended now: {points(total)}"


def counted(label: str, n: int) -> str:
    return f"{label} ({n})"


def seat_facts(pl: dict) -> list[str]:
    """What a player board does not print: engine, stations, cards, the job-market token."""
    stations = ", ".join(str(k + 1) for k, on in enumerate(pl["stations"]) if on) or "none"
    out = [f"Engine on {position_name(pl['engine'])}", f"Stations: {stations}",
           f"Cards: {pl['hand_size']} in hand, {pl['draw_size']} to draw, {len(pl['discard'])} discarded"]
    if pl.get("token"):
        out.append("Holds the job-market token (2 points)")
    return out


def bar_points(total: int) -> str:
    """The running score on a seat bar and the own board's band."""
    return f"{total} pt" if abs(total) == 1 else f"{total} pts"


def bar_money(money: int) -> str:
    """A seat bar's purse."""
    return f"${money}"


def bar_hand(size: int, limit: int) -> str:
    """A seat bar's hand: the cards held of the hand limit."""
    return f"{size}/{limit}"


def city_cost(transport: int) -> str:
    """The transport a delivery to a city costs, on its crest while the city is chosen (in a coin)."""
    return str(transport)


def city_points(points: int) -> str:
    """The points a delivery's city disc brings at the end, on its crest while the city is chosen."""
    return f"{points:+d}".replace("-", "\u2212") if points else "0"


def opponent_hint(player: int) -> str:
    return f"Click or press {player + 1}: the whole board and its running score."


def score_title(name: str) -> str:
    return f"{name}: running score"


def score_lines(categories, total: int) -> tuple[str, ...]:
    """A seat's running score as tooltip lines: the categories that count, then how to see them all.
    `categories`: (key, label, points) per score-pad category."""
    cats = [f"{label}: {pts}" for _, label, pts in categories if pts]
    out = [f"{if_ended_now(total)}."]
    out += [", ".join(cats[k:k + 3]) for k in range(0, len(cats), 3)]
    out.append("S shows everyone's score by category.")
    return tuple(out)


def final_round(trigger: str, left: list[str], yours: bool) -> str:
    """The banner once the end is triggered: who still has a last turn (`left`, names in turn order),
    or that this is the viewer's own last turn."""
    if yours:
        return f"Final round: {trigger} triggered the end. This is your last turn."
    return f"Final round: {trigger} triggered the end. One last turn each for {', '.join(left)}."


def dearer(extra: int) -> str:
    """Added to a path's row when another path to the same space pays less."""
    return f" — ${extra} more than the cheapest way"


# ---- a seat's board ----
NO_TILES_YET = "No hazards, teepees or station masters yet"
OBJECTIVES_GO_HERE = "Objectives you take go here"


def limits_line(hand_limit: int, cert: int, permanent: int, cert_limit: int) -> str:
    """The player board's band: hand limit and certificates (permanent ones named when there are any)."""
    if permanent:
        return f"Hand limit {hand_limit}   Certificates {cert} (+{permanent} permanent) of {cert_limit}"
    return f"Hand limit {hand_limit}   Certificates {cert} of {cert_limit}"


def hidden_cards(count: int) -> str:
    return f"{count} cards (hidden)"


