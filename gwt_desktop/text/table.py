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
CANCEL = "Cancel"
AUX_ACTION = "Auxiliary action"  # a building's button for the single auxiliary action of the player board


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
    return f"{total} pts"


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


def seat_summary(money: int, certs: int, hand: int, objectives: int) -> str:
    """A seat bar's short line: money, certificates, cards in hand, objective cards."""
    return f"${money}  cert {certs}  hand {hand}  obj {objectives}"
