"""The words of "Since your last turn": one short line per fact of another player's turn (session/recap.py
gathers the facts), and the heading. No pygame.

Each fact is a whole sentence of news with its player ("{player} moves to building B"), each variant
(paid or not) a sentence of its own, so every language orders them as it must. (The same facts as
advice to the viewer are text/advice.py's.)"""
from __future__ import annotations

from ..engine import board
from ..engine.components import CARD_NAMES, TILE_NAMES
from .actions import aux_done
from .glance import points
from .i18n import N_, _, lazy_constants, ngettext
from .words import (
    breed_plural,
    card_name,
    card_with_article,
    cards_in_words,
    position_name,
    private_space_name,
    seat_label,
    space_name,
    tile_name,
    with_article,
    worker_with_article,
)

# Read as `recap.HEADING` (text/i18n.py's lazy_constants: in the language of the moment).
__getattr__ = lazy_constants({
    "HEADING": N_("Since your last turn"),
    "CLOSE": N_("OK"),
    "HINT": N_("Click a line to see where on the board."),
    # The hand-off screen's buttons that scroll its lines back and on.
    "EARLIER": N_("Earlier"),
    "LATER": N_("Later"),
})


def earlier(n: int) -> str:
    """The panel's first line when the oldest lines did not fit: they are in the log."""
    return ngettext("{n} earlier line in the log (L)", "{n} earlier lines in the log (L)", n).format(n=n)


def _space(space: int, game, seats, me, stood: tuple = ()) -> str:
    return space_name(board.SPACES[space], game, seats, me, stood)


# Each fact's sentence as news, with its {player}, by kind and variant (the same facts as advice to
# the viewer are text/advice.py's).
_SAY = {
    "move": N_("{player} moves to {place}"),
    "move_fee": N_("{player} moves to {place}, paying ${money} in fees"),
    "build": N_("{player} builds {building} on {place}"),
    "build_paid": N_("{player} builds {building} on {place} for ${money}"),
    "buy": N_("{player} buys {card}"),
    "buy_paid": N_("{player} buys {card} for ${money}"),
    "hire": N_("{player} hires {worker}"),
    "hire_paid": N_("{player} hires {worker} for ${money}"),
    "hazard": N_("{player} removes {tile}"),
    "hazard_paid": N_("{player} removes {tile} for ${money}"),
    "teepee": N_("{player} trades for {tile}"),
    "teepee_gain": N_("{player} trades for {tile}: +${money}"),
    "teepee_paid": N_("{player} trades for {tile}, paying ${money}"),
    "objective": N_("{player} takes an {card}"),
    "objective_played": N_("{player} plays an {card}"),
    "kansas_city": N_("{player} reaches Kansas City"),
    "deliver": N_("{player} delivers to {city}"),
    "deliver_paid": N_("{player} delivers to {city}, earning ${money}"),
    # A delivery whose herd could go to that one city only; {points}: "-6 points".
    "deliver_only": N_("{player} had to deliver to {city}: {points}"),
    "deliver_only_paid": N_("{player} had to deliver to {city}, earning ${money}: {points}"),
    "city": N_("{player} puts a disc on {city}"),
    "city_gain": N_("{player} puts a disc on {city} (+${money})"),
    "station": N_("{player} puts a disc on station {station}"),
    "upgrade": N_("{player} upgrades station {station}"),
    "upgrade_paid": N_("{player} upgrades station {station} for ${money}"),
    "engine": N_("{player} moves the engine to {position}"),
    "master": N_("{player} takes a station master"),
    "discard": N_("{player} discards {cards}"),
    "discard_gain": N_("{player} discards {cards} (+${money})"),
    "transport": N_("{player} pays ${money} transport"),
    "disc_cleared": N_("{player} clears a disc from the player board"),
    "disc_cleared_gain": N_("{player} clears a disc from the player board (+${money})"),
    "disc_cleared_paid": N_("{player} clears a disc from the player board, paying ${money}"),
    "market_add": N_("{player} adds 2 cards to the cattle market"),
    "removed": N_("{player} removes {card} from the game"),
    "foresight": N_("{player} picks {tile} from foresight column {column}"),
}


def _say(key: str, who: str, **values) -> str:
    return _(_SAY[key]).format(player=who, **values)


def _certificates(n: int, gains: bool, who: str) -> str:
    if gains:
        return ngettext("{player} gains {n} certificate", "{player} gains {n} certificates", n).format(player=who, n=n)
    return ngettext("{player} spends {n} certificate", "{player} spends {n} certificates", n).format(player=who, n=n)


def _signed(key: str, amount: int) -> tuple[str, dict]:
    """A variant by money: gained (+), paid (-) or none."""
    if amount > 0:
        return f"{key}_gain", {"money": amount}
    if amount < 0:
        return f"{key}_paid", {"money": -amount}
    return key, {}


def fact_words(fact, game, seats, me: int | None = None, who: str = "") -> str:
    """A fact as a sentence of news with `who`, its player: "Orange moves to building B, paying $2"
    (places named as `me` sees them: "your building 3a")."""
    return _fact_words(fact, game, seats, me, who)


def _paid(key: str, amount: int, who, **values) -> str:
    if amount:
        return _say(f"{key}_paid", who, money=amount, **values)
    return _say(key, who, **values)


def _fact_words(fact, game, seats, me: int | None, who: str) -> str:
    k, v = fact.kind, fact.value
    if k == "move":
        # The building as it stood when the move was made (it may have been replaced since).
        place = _space(v, game, seats, me, fact.stood)
        if fact.amount:
            return _say("move_fee", who, place=place, money=fact.amount)
        return _say("move", who, place=place)
    if k == "build":
        # The space by its place, not by what stands there now: that is the building just built.
        return _paid("build", fact.amount, who, building=v, place=private_space_name(board.SPACES[fact.where[1]]))
    if k == "buy":
        return _paid("buy", fact.amount, who, card=card_with_article(CARD_NAMES[v]))
    if k == "hire":
        return _paid("hire", fact.amount, who, worker=worker_with_article(TILE_NAMES[v]))
    if k == "hazard":
        return _paid("hazard", fact.amount, who, tile=with_article(tile_name(TILE_NAMES[v])))
    if k == "aux":  # the log's own sentence: one per action, never its button's label in a sentence
        action, level = v
        return aux_done(who, action, level, fact.amount)
    if k in ("teepee", "disc_cleared"):
        key, money = _signed(k, fact.amount)
        if k == "teepee":
            return _say(key, who, tile=with_article(tile_name(TILE_NAMES[v])), **money)
        return _say(key, who, **money)
    if k in ("objective", "objective_played"):
        return _say(k, who, card=card_name(CARD_NAMES[v]))
    if k in ("kansas_city", "master", "market_add"):
        return _say(k, who)
    if k == "deliver":
        if fact.only:
            return _paid("deliver_only", fact.amount, who, city=board.CITIES[v][0], points=points(fact.points))
        return _paid("deliver", fact.amount, who, city=board.CITIES[v][0])
    if k == "city":
        if fact.amount:
            return _say("city_gain", who, city=board.CITIES[v][0], money=fact.amount)
        return _say("city", who, city=board.CITIES[v][0])
    if k == "station":
        return _say("station", who, station=v + 1)
    if k == "upgrade":
        return _paid("upgrade", fact.amount, who, station=v + 1)
    if k == "engine":
        return _say("engine", who, position=position_name(board.position_text(v)))
    if k == "discard":
        cards = cards_in_words([CARD_NAMES[c] for c in v])
        if fact.amount:
            return _say("discard_gain", who, cards=cards, money=fact.amount)
        return _say("discard", who, cards=cards)
    if k == "transport":
        return _say("transport", who, money=fact.amount)
    if k == "cert":
        return _certificates(abs(v), v > 0, who)
    if k == "removed":
        return _say("removed", who, card=card_with_article(CARD_NAMES[v]))
    if k == "foresight":
        return _say("foresight", who, tile=with_article(tile_name(TILE_NAMES[v])), column=fact.where[1] + 1)
    what = k.replace("_", " ")  # a kind without words of its own: its name, never a failure
    return _("{player}: {what}").format(player=who, what=what)


def _runs(facts) -> list[list]:
    """The facts in their order, cattle bought one after another together (told in one line: "buys 2
    Holsteins for $14"); anything else alone."""
    out: list[list] = []
    for f in facts:
        if f.kind == "buy" and out and out[-1][0].kind == "buy":
            out[-1].append(f)
        else:
            out.append([f])
    return out


def _bought_line(bought, who: str) -> str:
    names = [card_name(CARD_NAMES[f.value]) for f in bought]
    price = sum(f.amount for f in bought)
    if len(set(names)) == 1 and len(names) > 1:
        what = _("{n} {breeds}").format(n=len(names), breeds=breed_plural(names[0]))
    else:
        what = ", ".join(names)
    if price:
        return _("{player} buys {cards} for ${cost}").format(player=who, cards=what, cost=price)
    return _("{player} buys {cards}").format(player=who, cards=what)


def turn_lines(turn, game, seats, me: int | None = None) -> list[tuple[str, object]]:
    """(line, fact) for one turn of another player: a line per fact in the order they happened (the
    log's), cattle bought one after another in one line, and the points last; fact None for a line
    that has no place on the board."""
    who = seat_label(seats, turn.player)
    lines = []
    for run in _runs(turn.facts):
        if run[0].kind == "buy" and len(run) > 1:
            lines.append((_bought_line(run, who), run[0]))
        else:
            lines.append((fact_words(run[0], game, seats, me, who=who), run[0]))
    if not lines:
        lines.append((_("{player} passes the turn without an action").format(player=who), None))
    if turn.points:
        lines.append((ngettext("{player}: {n} point this turn", "{player}: {n} points this turn",
                               abs(turn.points)).format(player=who, n=f"{turn.points:+d}"), None))
    return lines
