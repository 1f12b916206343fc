"""The words of the whole-table panels, the running score and the end of the game (ui/game/table_panel.py,
ui/game/standing.py, ui/game/end_banner.py draw them)."""
from __future__ import annotations

from .glance import and_names
from .i18n import N_, _, lazy_constants, ngettext
from .words import position_name

# Fixed sentences, read in the current language (module attributes through text/i18n.py's lazy_constants:
# read them as `table.SEAT_KEYS`, never import them by name).
__getattr__ = lazy_constants({
    # TRANSLATORS: the badge on an auxiliary action doubled by clearing both its disc spaces: "times two".
    "AUX_DOUBLED": N_("x2"),
    "SEAT_KEYS": N_("Esc or right click closes · keys 1-4 the seats · S the scores"),
    "SCORES_TITLE": N_("If the game ended now"),
    "SCORES_NOTE": N_("From what lies open on the table: objective cards in hand or deck are counted as the "
                      "score pad will, added if they score."),
    "TOTAL": N_("Total"),
    "NONE_YET": N_("none yet"),
    "EMPTY": N_("empty"),
    "BUILDINGS_ON_TRAIL": N_("Buildings on the trail"),
    "OWNED_TILES": N_("Hazards, teepees, station masters"),
    "DISCARD_PILE": N_("Discard pile"),
    "HAND": N_("Hand"),
    # The names printed on the board's frames (ui/board/board_parts.draw_board_labels).
    "BOARD_INDIAN_TRADE": N_("Indian trade"),
    # TRANSLATORS: printed on two lines at the trail's end, split at the first space.
    "BOARD_KANSAS_CITY": N_("Kansas City"),
    "BOARD_FORESIGHT": N_("Foresight"),
    "BOARD_JOB_MARKET": N_("Job market"),
    "BOARD_CATTLE_MARKET": N_("Cattle market"),
    "BOARD_OBJECTIVES": N_("Objectives"),
    # TRANSLATORS: printed small on a city's crest that takes any number of discs (Kansas City, San Francisco).
    "CITY_REPEAT": N_("repeat"),
    "OBJECTIVE_AREA": N_("Objective area"),
    "MAGNIFIER_ON": N_("Magnifier on (G turns it off)"),
    "MAGNIFIER_OFF": N_("Magnifier off (G)"),
    # The trail's zoom (its three small buttons' tooltips, and a line the first time it is zoomed).
    "ZOOM_IN": N_("Zoom in on the trail (+, or the mouse wheel over it)"),
    "ZOOM_OUT": N_("Zoom out (\u2212, or the mouse wheel)"),
    "ZOOM_RESET": N_("The whole trail again (0)"),
    "ZOOM_TOLD": N_("Drag the trail to look around; 0 shows it whole again."),
    "END_WARNING": N_("This ends the game: the job-market token leaves the last row, you take it (2 points), "
                      "and every other player has one last turn."),
    "END_NEAR": N_("Careful: a worker placed now fills the job market's last row and triggers the end of the game."),
    # A building's button for the single auxiliary action of the player board taken instead of its local
    # actions; told apart from a building's own "auxiliary action" local action (actions.py's aux_any).
    "AUX_ACTION": N_("Single auxiliary action instead"),
    # ---- a seat's board ----
    "NO_TILES_YET": N_("No hazards, teepees or station masters yet"),
    "OBJECTIVES_GO_HERE": N_("Objectives you take go here"),
})

# The decision bar's buttons' tooltips: what each kind of button does (a local action's says its
# action's sentence).
_BUTTON_LINES = {
    "done": N_("Ends this part of your turn: nothing more is taken here."),
    "skip": N_("Leaves this choice out and goes on."),
    "draw": N_("Draws one more card."),
    "stop": N_("Stops drawing and goes on."),
    "buydraw": N_("Pays one cowboy to turn up two more cattle cards in the market."),
    "certs": N_("Spends this many temporary certificates on the delivery's value."),
    "cancel": N_("Takes back the choice you began: nothing is played."),
    "back": N_("Takes back the action you just opened, before its choice is made."),
    "city": N_("Delivers your herd to the one city it can go to."),
    "aux": N_("Instead of the building's local actions: one single auxiliary action of your player board "
              "(the actions at its left); it then glows there."),
}


def button_lines(kind: str, sentence: str | None = None) -> tuple[str, ...]:
    """The tooltip's lines of a decision-bar button of this kind ("done", "aux", ...; "action" with its
    action's sentence)."""
    if kind == "action" and sentence:
        return (_("A local action of this building: {sentence}.").format(sentence=sentence),)
    line = _BUTTON_LINES.get(kind)
    return (_(line),) if line else ()


def points(n: int) -> str:
    return ngettext("{n} point", "{n} points", n).format(n=n)


def board_title(name: str, yours: bool) -> str:
    if yours:
        return _("{player}'s board (yours)").format(player=name)
    return _("{player}'s board").format(player=name)


def if_ended_now(total: int) -> str:
    return ngettext("If the game ended now: {n} point", "If the game ended now: {n} points", total).format(n=total)


def counted(label: str, n: int) -> str:
    # TRANSLATORS: a panel's heading and how many things it holds, "Buildings on the trail (3)".
    return _("{label} ({n})").format(label=label, n=n)


def seat_facts(pl: dict) -> list[str]:
    """What a player board does not print: engine, stations, cards, the job-market token."""
    stations = ", ".join(str(k + 1) for k, on in enumerate(pl["stations"]) if on)
    out = [_("Engine on {position}").format(position=position_name(pl["engine"])),
           _("Stations: {stations}").format(stations=stations) if stations else _("Stations: none"),
           _("Cards: {hand} in hand, {draw} to draw, {discard} discarded").format(
               hand=pl["hand_size"], draw=pl["draw_size"], discard=len(pl["discard"]))]
    if pl.get("token"):
        out.append(_("Holds the job-market token (2 points)"))
    return out


def bar_points(total: int) -> str:
    """The running score on a seat bar and the own board's band."""
    # TRANSLATORS: the running score on a seat bar, short: "1 pt", "12 pts".
    return ngettext("{n} pt", "{n} pts", abs(total)).format(n=total)


def bar_money(money: int) -> str:
    """A seat bar's purse."""
    return _("${money}").format(money=money)


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
    return _("Click or press {key}: the whole board and its running score.").format(key=player + 1)


def score_title(name: str) -> str:
    return _("{player}: running score").format(player=name)


def score_lines(categories, total: int) -> tuple[str, ...]:
    """A seat's running score as tooltip lines: the categories that count, then how to see them all.
    `categories`: (key, label, points) per score-pad category."""
    # TRANSLATORS: one score-pad category and its points in a tooltip, "Buildings: 6".
    cats = [_("{category}: {points}").format(category=label, points=pts) for _key, label, pts in categories if pts]
    out = [ngettext("If the game ended now: {n} point.", "If the game ended now: {n} points.", total).format(n=total)]
    out += [", ".join(cats[k:k + 3]) for k in range(0, len(cats), 3)]
    out.append(_("S shows everyone's score by category."))
    return tuple(out)


def final_round(trigger: str, left: list[str], yours: bool) -> str:
    """The banner once the end is triggered: who still has a last turn (`left`, names in turn order),
    or that this is the viewer's own last turn."""
    if yours:
        return _("Final round: {player} triggered the end. This is your last turn.").format(player=trigger)
    # One player left: "One last turn for Orange." (it said "each" for one player too).
    return ngettext("Final round: {player} triggered the end. One last turn for {players}.",
                    "Final round: {player} triggered the end. One last turn each for {players}.",
                    len(left)).format(player=trigger, players=and_names(left))


def dearer(move: str, extra: int) -> str:
    """A path's row when another path to the same space pays less: "Move to Kansas City — $2 more than
    the cheapest way"."""
    return _("{move} — ${extra} more than the cheapest way").format(move=move, extra=extra)


def limits_line(hand_limit: int, cert: int, permanent: int, cert_limit: int, brief: bool = False) -> str:
    """The player board's band: hand limit and certificates (permanent ones named when there are any);
    `brief`, shorter, where the band is too narrow for the long one at its size."""
    if brief and permanent:
        # TRANSLATORS: the short form on the player board's band ("Cert." certificates, "+{permanent}" the
        # permanent ones), where the long one does not fit.
        return _("Hand limit {hand_limit}   Cert. {cert}+{permanent} of {cert_limit}").format(
            hand_limit=hand_limit, cert=cert, permanent=permanent, cert_limit=cert_limit)
    if brief:
        # TRANSLATORS: the short form on the player board's band ("Cert." certificates).
        return _("Hand limit {hand_limit}   Cert. {cert} of {cert_limit}").format(
            hand_limit=hand_limit, cert=cert, cert_limit=cert_limit)
    if permanent:
        return _("Hand limit {hand_limit}   Certificates {cert} (+{permanent} permanent) of {cert_limit}").format(
            hand_limit=hand_limit, cert=cert, permanent=permanent, cert_limit=cert_limit)
    return _("Hand limit {hand_limit}   Certificates {cert} of {cert_limit}").format(
        hand_limit=hand_limit, cert=cert, cert_limit=cert_limit)


def hidden_cards(count: int) -> str:
    return ngettext("{n} card (hidden)", "{n} cards (hidden)", count).format(n=count)
