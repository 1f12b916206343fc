"""The words of "Since your last turn": one short line per fact of another player's turn (session/recap.py
gathers the facts), and the heading. No pygame.

Each fact is a whole sentence of news with its player ("{player} moves to building B"), each variant
(paid or not) a sentence of its own, so every language orders them as it must. (The same facts as
advice to the viewer are text/advice.py's.)"""
from __future__ import annotations

import logging

from ..engine import board
from ..engine.components import CARD_NAMES, TILE_NAMES
from ..failures import report_once
from ..session.recap import FactKind
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

_log = logging.getLogger(__name__)

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
    (places named as `me` sees them: "your building 3a"); "" for a kind without words (a bug,
    reported by failures.report_once)."""
    return _fact_words(fact, game, seats, me, who)


def _paid(key: str, amount: int, who, **values) -> str:
    if amount:
        return _say(f"{key}_paid", who, money=amount, **values)
    return _say(key, who, **values)


def _moved(fact, game, seats, me, who) -> str:
    # The building as it stood when the move was made (it may have been replaced since).
    place = _space(fact.value, game, seats, me, fact.stood)
    if fact.amount:
        return _say("move_fee", who, place=place, money=fact.amount)
    return _say("move", who, place=place)


def _signed_words(key: str, **values):
    """Words whose variant goes by the money the fact moved: gained (+), paid (-) or none."""
    def words(fact, game, seats, me, who) -> str:
        variant, money = _signed(key, fact.amount)
        return _say(variant, who, **{k: v(fact) for k, v in values.items()}, **money)
    return words


def _delivered(fact, game, seats, me, who) -> str:
    city = board.CITIES[fact.value][0]
    if fact.only:
        return _paid("deliver_only", fact.amount, who, city=city, points=points(fact.points))
    return _paid("deliver", fact.amount, who, city=city)


def _city(fact, game, seats, me, who) -> str:
    if fact.amount:
        return _say("city_gain", who, city=board.CITIES[fact.value][0], money=fact.amount)
    return _say("city", who, city=board.CITIES[fact.value][0])


def _discarded(fact, game, seats, me, who) -> str:
    cards = cards_in_words([CARD_NAMES[c] for c in fact.value])
    if fact.amount:
        return _say("discard_gain", who, cards=cards, money=fact.amount)
    return _say("discard", who, cards=cards)


def _tile(fact) -> str:
    return with_article(tile_name(TILE_NAMES[fact.value]))


# Each kind of fact's sentence as news: (fact, game, seats, me, who) -> the sentence. Every kind the
# recap tells has one (tests/test_vocabulary.py holds it whole, beside UNTOLD).
_WORDS = {
    FactKind.MOVE: _moved,
    # The space by its place, not by what stands there now: that is the building just built.
    FactKind.BUILD: lambda f, g, s, me, who: _paid("build", f.amount, who, building=f.value,
                                                   place=private_space_name(board.SPACES[f.where[1]])),
    FactKind.BUY: lambda f, g, s, me, who: _paid("buy", f.amount, who, card=card_with_article(CARD_NAMES[f.value])),
    FactKind.HIRE: lambda f, g, s, me, who: _paid("hire", f.amount, who, worker=worker_with_article(TILE_NAMES[f.value])),
    FactKind.HAZARD: lambda f, g, s, me, who: _paid("hazard", f.amount, who, tile=_tile(f)),
    FactKind.TEEPEE: _signed_words("teepee", tile=_tile),
    # the log's own sentence: one per action, never its button's label in a sentence
    FactKind.AUX: lambda f, g, s, me, who: aux_done(who, f.value[0], f.value[1], f.amount),
    FactKind.DISC_CLEARED: _signed_words("disc_cleared"),
    FactKind.OBJECTIVE: lambda f, g, s, me, who: _say("objective", who, card=card_name(CARD_NAMES[f.value])),
    FactKind.OBJECTIVE_PLAYED: lambda f, g, s, me, who: _say("objective_played", who,
                                                             card=card_name(CARD_NAMES[f.value])),
    FactKind.KANSAS_CITY: lambda f, g, s, me, who: _say("kansas_city", who),
    FactKind.MASTER: lambda f, g, s, me, who: _say("master", who),
    FactKind.MARKET_ADD: lambda f, g, s, me, who: _say("market_add", who),
    FactKind.DELIVER: _delivered,
    FactKind.CITY: _city,
    FactKind.STATION: lambda f, g, s, me, who: _say("station", who, station=f.value + 1),
    FactKind.UPGRADE: lambda f, g, s, me, who: _paid("upgrade", f.amount, who, station=f.value + 1),
    FactKind.ENGINE: lambda f, g, s, me, who: _say("engine", who, position=position_name(board.position_text(f.value))),
    FactKind.DISCARD: _discarded,
    FactKind.TRANSPORT: lambda f, g, s, me, who: _say("transport", who, money=f.amount),
    FactKind.CERT: lambda f, g, s, me, who: _certificates(abs(f.value), f.value > 0, who),
    FactKind.REMOVED: lambda f, g, s, me, who: _say("removed", who, card=card_with_article(CARD_NAMES[f.value])),
    FactKind.FORESIGHT: lambda f, g, s, me, who: _say("foresight", who, tile=_tile(f), column=f.where[1] + 1),
}
# The kinds the recap never words: a fee is told with the move it was paid on (session/recap._merge);
# Kansas City's income and the dollars no fact names are a line's outcome's only (text/advice.py).
UNTOLD = (FactKind.FEE, FactKind.INCOME, FactKind.MONEY)


def _fact_words(fact, game, seats, me: int | None, who: str) -> str:
    try:
        return _WORDS[fact.kind](fact, game, seats, me, who)
    except KeyError:
        if fact.kind in _WORDS:
            raise
        # A kind without words is a bug the tests fail on (failures.report_once); a player never sees
        # its key as English words: the line is left out.
        report_once(_log, "the recap's words", fact.kind)
        return ""


def _runs(facts) -> list[list]:
    """The facts in their order, cattle bought one after another together (told in one line: "buys 2
    Holsteins for $14"); anything else alone."""
    out: list[list] = []
    for f in facts:
        if f.kind == FactKind.BUY and out and out[-1][0].kind == FactKind.BUY:
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
        if run[0].kind == FactKind.BUY and len(run) > 1:
            lines.append((_bought_line(run, who), run[0]))
        elif line := fact_words(run[0], game, seats, me, who=who):
            lines.append((line, run[0]))
    if not lines:
        lines.append((_("{player} passes the turn without an action").format(player=who), None))
    if turn.points:
        lines.append((ngettext("{player}: {n} point this turn", "{player}: {n} points this turn",
                               abs(turn.points)).format(player=who, n=f"{turn.points:+d}"), None))
    return lines
