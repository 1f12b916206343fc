"""The words of advice: what a line does, said from its claims (session/advice.py) and nothing else.

Every sentence here is made from an Outcome's facts, purses and score pad, or from the one margin of
an Advice, and comes back as a `Sentence` that carries the claims it words, so that
session/advice.check_words can hold each number it shows to them. Dollars are said as dollars,
certificates, cattle cards and railroad spaces as themselves, and points only for the score pad, with
the category they count in. Used by the Hint's card (hint_sentences), the computer's turns
(turn_sentence) and the guide. No pygame.

A step's clause is the imperative of its facts ("discard a Guernsey (+$2)", "hire an engineer for
$6"): each fact a whole clause of its own, so every language orders it as it must; the clauses of one
move are listed with "and", its steps numbered in order.
"""
from __future__ import annotations

import logging
import re
from dataclasses import dataclass

from ..engine import DecisionKind, MoveKind, board
from ..engine.components import CARD_NAMES, TILE_NAMES
from ..failures import report_once
from ..session.recap import FactKind
from . import words
from .after_game import category_name
from .i18n import N_, _, lazy_constants, ngettext
from .labels import move_label
from .recap import fact_words
from .words import (
    breed_plural,
    card_name,
    card_with_article,
    cards_in_words,
    in_sentence,
    position_name,
    private_space_name,
    seat_label,
    space_name,
    tile_name,
    with_article,
    worker_with_article,
)

log = logging.getLogger(__name__)

# Read as `advice.TITLE` (text/i18n.py's lazy_constants: in the language of the moment).
__getattr__ = lazy_constants({
    "TITLE": N_("Why this hint"),
    "THINKING": N_("Playing the line out…"),
    # TRANSLATORS: the start of every "Why: ..." sentence of a computer's turn, exactly as they begin.
    "HEAD": N_("Why: "),
})


SILENT = (MoveKind.ACTION, MoveKind.DONE)  # moves said by what follows them, or not at all


@dataclass(frozen=True)
class Sentence:
    """One sentence of advice and the claims it words: the outcomes (session/advice.Outcome) whose
    facts, purses and pad it may name, and whether it says the advice's margin."""
    text: str
    outcomes: tuple = ()
    margin: bool = False
    numbers: tuple = ()  # other numbers it may show, each from a claim it was given (a step's place, the
    # rules' numbers in the label a move is named by)


def _join(parts: list[str]) -> str:
    if len(parts) <= 1:
        return "".join(parts)
    return _("{things} and {last}").format(things=", ".join(parts[:-1]), last=parts[-1])


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _money(key_plain: str, key_gain: str, key_paid: str, amount: int, **values) -> str:
    """A clause in three variants by its money: gained (+), paid (-) or none."""
    if amount > 0:
        return _(key_gain).format(money=amount, **values)
    if amount < 0:
        return _(key_paid).format(money=-amount, **values)
    return _(key_plain).format(**values)


def _cards(values) -> str:
    names = [CARD_NAMES[c] for c in values]
    if len(names) > 1 and len(set(names)) == 1:
        # TRANSLATORS: several cattle cards of one breed, as in "2 Black Angus"
        return _("{n} {breeds}").format(n=len(names), breeds=breed_plural(card_name(names[0])))
    out = card_with_article(names[0])
    for name in names[1:]:
        out = _("{card} and {other}").format(card=out, other=card_with_article(name))
    return out


def _fees(fees, seats, me) -> str:
    parts = []
    for f in fees:
        if f.value == me:
            continue
        if f.value < 0:
            parts.append(_("${money} to the bank").format(money=f.amount))
        else:
            parts.append(_("${money} to {player}").format(money=f.amount, player=seat_label(seats, f.value)))
    return _join(parts)


def _aux(action: str) -> str:
    return words.AUX_NAMES.get(action, action)


def _disc_from(space: str) -> str:
    return words.DISC_FROM.get(space, space)


def points_for(category: str, n: int) -> str:
    """Points on the score pad with their category: "+3 points for buildings"."""
    # TRANSLATORS: points on the score pad and the category they count in, as in "+3 points for Buildings"
    return ngettext("{n} point for {category}", "{n} points for {category}", abs(n)).format(
        n=f"{n:+d}", category=in_sentence(category_name(category)))


def clause(fact, game, seats, me: int, fees=(), then=None) -> str | None:
    """One fact as advice to `me`, a clause without a capital ("hire an engineer for $6"); None for a
    fact that is said with another (a fee with its move, Kansas City with the move there, a disc's
    city or station with the disc: `then`, the fact after it)."""
    k, v, money = fact.kind, fact.value, fact.amount
    if k == FactKind.MOVE:
        place = space_name(board.SPACES[v], game, seats, me)
        paid = _fees(fees, seats, me)
        if paid:
            return _("move to {place}, paying {fees}").format(place=place, fees=paid)
        return _("move to {place}").format(place=place)
    if k in (FactKind.FEE, FactKind.KANSAS_CITY):
        return None
    if k == FactKind.BUILD:
        place = private_space_name(board.SPACES[fact.where[1]])
        # Where one of your buildings stands in `game` (where the line starts), the step replaces it,
        # as the move's label says.
        content = game.space_content(fact.where[1]) if game is not None else None
        if content and "building" in content and content.get("owner") == me:
            if money:
                return _("build {building} on {place} in place of your building {old} for ${money}").format(
                    building=v, place=place, old=content["building"], money=money)
            return _("build {building} on {place} in place of your building {old}").format(
                building=v, place=place, old=content["building"])
        if money:
            return _("build {building} on {place} for ${money}").format(building=v, place=place, money=money)
        return _("build {building} on {place}").format(building=v, place=place)
    if k == FactKind.BUY:
        if money:
            return _("buy {card} for ${money}").format(card=card_with_article(CARD_NAMES[v]), money=money)
        return _("buy {card}").format(card=card_with_article(CARD_NAMES[v]))
    if k == FactKind.HIRE:
        return _("hire {worker} for ${money}").format(worker=worker_with_article(TILE_NAMES[v]), money=money)
    if k == FactKind.HAZARD:
        tile = with_article(tile_name(TILE_NAMES[v]))
        if money:
            return _("remove {tile} for ${money}").format(tile=tile, money=money)
        return _("remove {tile} for free").format(tile=tile)
    if k == FactKind.TEEPEE:
        return _money(N_("trade for {tile}"), N_("trade for {tile} (+${money})"), N_("trade for {tile}, paying ${money}"),
                      money, tile=with_article(tile_name(TILE_NAMES[v])))
    if k == FactKind.OBJECTIVE:
        if v is None:  # the objective stack's top card, unknown until it is taken
            return _("take the top card of the objective stack")
        return _("take {card}").format(card=card_with_article(CARD_NAMES[v]))
    if k == FactKind.OBJECTIVE_PLAYED:
        return _("play {card}").format(card=card_with_article(CARD_NAMES[v]))
    if k == FactKind.DELIVER:
        city = board.CITIES[v][0]
        if fact.only:
            return _("deliver to {city}, the only city your herd reaches").format(city=city)
        return _("deliver to {city}").format(city=city)
    if k == FactKind.INCOME:
        return _("your herd pays ${money}").format(money=money)
    if k == FactKind.MONEY:
        return _money(N_("gain nothing"), N_("gain ${money}"), N_("pay ${money}"), money)
    if k == FactKind.CITY:
        city = board.CITIES[v][0]
        if money:
            return _("put a disc on {city} (+${money})").format(city=city, money=money)
        return _("put a disc on {city}").format(city=city)
    if k == FactKind.STATION:
        return _("put a disc on station {station}").format(station=v + 1)
    if k == FactKind.UPGRADE:
        return _("upgrade station {station} for ${money}").format(station=v + 1, money=money)
    if k == FactKind.ENGINE:
        return _("move the engine to {position}").format(position=position_name(board.position_text(v)))
    if k == FactKind.MASTER:
        # The worker it costs, said: the appointment gives up one of your hired workers (RULES §4.3).
        return _("take the station master, giving up {worker}").format(worker=worker_with_article(v[1]))
    if k == FactKind.DISCARD:
        if money:
            return _("discard {cards} (+${money})").format(cards=_cards(v), money=money)
        return _("discard {cards}").format(cards=_cards(v))
    if k == FactKind.TRANSPORT:
        return _("pay ${money} transport").format(money=money)
    if k == FactKind.AUX:
        action, level = v
        if level > 1:
            return _money(N_("take {action}, double"), N_("take {action}, double (+${money})"),
                          N_("take {action}, double, paying ${money}"), money, action=_aux(action))
        return _money(N_("take {action}"), N_("take {action} (+${money})"), N_("take {action}, paying ${money}"),
                      money, action=_aux(action))
    if k == FactKind.CERT:
        if v > 0:
            return ngettext("gain {n} certificate", "gain {n} certificates", v).format(n=v)
        return ngettext("spend {n} certificate", "spend {n} certificates", -v).format(n=-v)
    if k == FactKind.DISC_CLEARED and then is not None and then.kind in (FactKind.CITY, FactKind.STATION):
        # The disc a delivery or a station takes, from where it leaves the player board to where it goes.
        if then.kind == FactKind.STATION:
            return _money(N_("move the disc {from_space} to station {station}"),
                          N_("move the disc {from_space} to station {station} (+${money})"),
                          N_("move the disc {from_space} to station {station}, paying ${money}"),
                          money, from_space=_disc_from(v), station=then.value + 1)
        return _money(N_("move the disc {from_space} to {city}"),
                      N_("move the disc {from_space} to {city} (+${money})"),
                      N_("move the disc {from_space} to {city}, paying ${money}"), money + then.amount,
                      from_space=_disc_from(v), city=board.CITIES[then.value][0])
    if k == FactKind.DISC_CLEARED:
        return _money(N_("take the disc {from_space}"), N_("take the disc {from_space} (+${money})"),
                      N_("take the disc {from_space}, paying ${money}"), money, from_space=_disc_from(v))
    if k == FactKind.MARKET_ADD:
        return _("add 2 cards to the cattle market")
    if k == FactKind.REMOVED:
        return _("remove {card} from the game").format(card=card_with_article(CARD_NAMES[v]))
    if k == FactKind.FORESIGHT:
        name = TILE_NAMES[v]
        if name in ("cowboy", "craftsman", "engineer"):
            return _("send the {worker} to the job market").format(worker=tile_name(name))
        return _("put the {tile} on the trail").format(tile=tile_name(name))
    # Every kind of fact is said above: an unknown kind is a bug the tests fail on, never dropped silently.
    try:
        raise KeyError(k)
    except KeyError:
        report_once(log, "a fact's clause of advice", k)
    return None


APART = (FactKind.INCOME,)  # facts said in a line of their own after their step's: what the move set off by itself


def _step_parts(step, game, seats, me) -> tuple[list[str], list[str]]:
    """The clauses of one step's facts: (its own, those said apart after it)."""
    facts = step.facts
    fees = [f for f in facts if f.kind == FactKind.FEE]
    own: list[str] = []
    apart: list[str] = []
    for i, f in enumerate(facts):
        after = facts[i + 1] if i + 1 < len(facts) else None
        if f.kind in (FactKind.CITY, FactKind.STATION) and i and facts[i - 1].kind == FactKind.DISC_CLEARED:
            continue  # said with its disc
        if f.kind == FactKind.BUY and i and facts[i - 1].kind == FactKind.BUY:
            continue  # a pair is one purchase: said with its first card
        bought = _bought_together(facts, i) if f.kind == FactKind.BUY else ()
        c = _bought(bought) if len(bought) > 1 else clause(f, game, seats, me, fees, after)
        if c is not None:
            (apart if f.kind in APART else own).append(c)
    return own, apart


def _bought_together(facts, i: int) -> list:
    """The buy facts from facts[i] on that one move bought together (a pair's two cards)."""
    out = []
    for f in facts[i:]:
        if f.kind != FactKind.BUY:
            break
        out.append(f)
    return out


def _bought(facts) -> str:
    """A pair bought as one purchase: "buy 2 Ayrshires for $5", "buy a Holstein and an Ayrshire for $5"
    (its price is on its first card's fact, engine/events.Bought)."""
    cards = cards_in_words([CARD_NAMES[f.value] for f in facts])
    money = sum(f.amount for f in facts)
    if money:
        return _("buy {card} for ${money}").format(card=cards, money=money)
    return _("buy {card}").format(card=cards)


@dataclass(frozen=True)
class Clause:
    """One thing a line does, in words: `numbered` as a step of its own (else what a step set off by
    itself), with `numbers` it shows that are not the outcome's: a move named by its label shows the
    rules' own numbers (its price, its printed reward), which the line may not yet have played out."""
    text: str
    numbered: bool
    numbers: tuple = ()


def named_move(move, game, seats) -> Clause:
    """A move named by its label (labels.move_label: the words on its button) as a numbered clause."""
    label = move_label(move, game, seats)
    return Clause(in_sentence(label), True, tuple(int(x) for x in _DIGITS.findall(label)))


_DIGITS = re.compile(r"\d+")


def step_clauses(outcome, game, seats) -> list[Clause]:
    """A clause per thing the line does, in order: the facts of one move together ("move to building F,
    paying $1 to the bank"), numbered as a step, and what a move set off by itself (Kansas City's
    income) after it, not numbered. A step that did nothing of its own is told by the steps after it
    (the choice of a building's action) or not at all (Done, a choice not to hire or spend); only the
    first, the move being advised, is then said by its label (`game`: the position it is a move of)."""
    out = []
    for i, step in enumerate(outcome.steps):
        own, apart = _step_parts(step, game, seats, outcome.seat)
        if own:
            out.append(Clause(_join(own), True))
        elif i == 0 and step.move.kind not in SILENT:
            out.append(named_move(step.move, game, seats))
        out += [Clause(c, False) for c in apart]
    return out


_MORE = {
    "draw": N_("Then the cards you draw decide the rest."),
    "shuffle": N_("Then the cards you draw decide the rest."),
    "market": N_("Then the cattle that come to the market decide the rest."),
    "objective_stack": N_("Then the objective card you draw decides the rest."),
    "objective_display": N_("Then the objective card that comes out decides the rest."),
    "foresight": N_("Then the new foresight tiles decide the rest."),
}


def steps(outcome, game, seats) -> list[Sentence]:
    """The line's steps as numbered sentences, with what stops the certain part where it stops."""
    out = []
    n = 0
    for c in step_clauses(outcome, game, seats):
        if c.numbered:
            n += 1
            # TRANSLATORS: one numbered step of the hinted line, as in "2. Hire an engineer for $6."
            out.append(Sentence(_("{n}. {step}.").format(n=n, step=_cap(c.text)), (outcome,), numbers=(n, *c.numbers)))
        else:
            # TRANSLATORS: what a step set off by itself, said after it, as in "Your herd pays $7."
            out.append(Sentence(_("{thing}.").format(thing=_cap(c.text)), (outcome,)))
    if outcome.more and outcome.steps:
        out.append(Sentence(_(_MORE.get(outcome.steps[-1].reveals, _MORE["draw"])), (outcome,)))
    return out


def purse(outcome) -> Sentence:
    """What the line does to the purse, from its first step to its last."""
    before, after = outcome.money
    if outcome.ends_turn:
        text = _("You have ${before} now and ${after} at the end of the turn.").format(before=before, after=after)
    else:
        text = _("You have ${before} now and ${after} after these moves.").format(before=before, after=after)
    return Sentence(text, (outcome,))


def pad(outcome) -> Sentence | None:
    if not outcome.pad:
        return None
    changes = _join([points_for(k, n) for k, n in outcome.pad])
    return Sentence(_("On the score pad: {changes}.").format(changes=changes), (outcome,))


def _other(outcome, game, seats) -> Clause:
    """The next best line, briefly: its first two clauses (its first move's label where it has none)."""
    clauses = [c for c in step_clauses(outcome, game, seats) if c.numbered][:2]
    if not clauses:
        return named_move(outcome.steps[0].move, game, seats)
    if len(clauses) == 1:
        return clauses[0]
    return Clause(_("{first}, then {second}").format(first=clauses[0].text, second=clauses[1].text), True,
                  clauses[0].numbers + clauses[1].numbers)


def margin(advice, game, seats, hinted: bool = True) -> Sentence:
    """The margin, said once: how much better the judgement rates the chosen line than the next best
    (`hinted`: the chosen line is Expert's hint, whose own search looked past the turn)."""
    if advice.other is None:
        if advice.choices <= 1 and hinted and len([1 for c in step_clauses(advice.line, game, seats) if c.numbered]) > 1:
            # The line goes on through choices of its own: "the only move" is said of its first step alone.
            return Sentence(_("Its first step is the only move you have; the steps after it are the best the "
                              "judgement finds."), margin=True)
        if advice.choices <= 1:
            return Sentence(_("It is the only move."), margin=True)
        return Sentence(_("The other moves looked at come to the same."), margin=True)
    named = _other(advice.other, game, seats)
    other = named.text
    if advice.margin is None:  # the search could not value both lines: no margin to say
        return Sentence(_("The next best: {other}.").format(other=other), (advice.other,), numbers=named.numbers)
    if advice.close:
        text = _("The next best, {other}, is about as good.").format(other=other)
    elif advice.points > 0:
        text = ngettext("The next best, {other}, ends about {n} point worse against your rivals (the judgement's estimate "
                        "of the final scores).",
                        "The next best, {other}, ends about {n} points worse against your rivals (the judgement's "
                        "estimate of the final scores).",
                        advice.points).format(other=other, n=advice.points)
    elif hinted:
        text = ngettext("The next best, {other}, looks about {n} point better against your rivals by the end of "
                        "this turn; Expert, looking further ahead, still chose this move.",
                        "The next best, {other}, looks about {n} points better against your rivals by the end of "
                        "this turn; Expert, looking further ahead, still chose this move.", -advice.points).format(other=other,
                                                                                              n=-advice.points)
    else:
        text = ngettext("{other} would have ended about {n} point better against your rivals.",
                        "{other} would have ended about {n} points better against your rivals.",
                        -advice.points).format(other=_cap(other), n=-advice.points)
    return Sentence(text, (advice.other,), margin=True, numbers=named.numbers)


PAYING = (FactKind.HIRE, FactKind.BUILD, FactKind.BUY, FactKind.UPGRADE, FactKind.HAZARD, FactKind.TRANSPORT)  # facts that spend dollars on a step


def _fees_paid(o) -> int:
    return sum(f.amount for f in o.facts if f.kind == FactKind.FEE)


@dataclass(frozen=True)
class Point:
    """A line's point, before it is worded: its `kind` (one of REASONS), what the words name
    (`values`), the outcomes it rests on and the numbers it shows that are not theirs."""
    kind: str
    values: dict
    outcomes: tuple
    numbers: tuple = ()


# The kinds of a line's point, in the order they are looked for (point()).
REASONS = ("avoids", "delivers", "master_taken", "hazard_removed", "pays_later", "fees", "unlike")


def point(advice, game, seats, skip=(), besides=None, kinds=None) -> Point | None:
    """The line's point, from its claims (and the next best's): the Kansas City -6 (or any city that
    costs points) the next best would deliver to, the delivery it reaches and its points (a delivery
    that costs points only by its income, against a next best that delivers nothing), the station
    master, the hazard's points, the dollars gained first that pay for a later step, the fees the next
    best would pay, what it does that the next best does not (never a delivery that costs points;
    `besides`: a fact not to name there, the one the sentence leads with; `kinds`: the kinds of fact it
    may name, by default any): the first of REASONS not in `skip` that holds, None where none does. One
    choice for the Hint (reason()), a computer's turn (turn_reason()) and the review (text/review)."""
    line, other = advice.line, advice.other
    me = line.seat
    pad = dict(line.pad)
    mine = line.first(FactKind.DELIVER)
    theirs = other.first(FactKind.DELIVER) if other is not None else None
    if ("avoids" not in skip and theirs is not None and theirs.points < 0
            and (mine is None or mine.points >= 0)):
        return Point("avoids", {"city": board.CITIES[theirs.value][0], "n": theirs.points}, (line, other),
                     (abs(theirs.points),))
    # A delivery that costs points (Kansas City's -6) is never a reason by its points, nor by itself
    # (unlike(), below): only by the dollars the herd brings, where the next best brings none (delivers
    # nothing this turn); else the line's point is past it.
    costly = mine if mine is not None and (mine.points < 0 or (pad.get("cities") or 0) < 0) else None
    if "delivers" not in skip and mine is not None:
        income = line.first(FactKind.INCOME)
        # `alone`: the next best, said to its end, delivers nothing this turn; `income`: the herd's dollars.
        alone = other is not None and theirs is None and not other.more
        dollars = income.amount if income is not None else None
        if costly is not None:
            # `costs`: the words name its dollars, never its points.
            if alone and dollars:
                return Point("delivers", {"city": board.CITIES[mine.value][0], "points": None, "income": dollars,
                                          "alone": True, "costs": True}, (line, other))
        else:
            return Point("delivers", {"city": board.CITIES[mine.value][0], "points": pad.get("cities"),
                                      "income": dollars, "alone": alone, "costs": False},
                         (line, other) if other is not None else (line,))
    if "master_taken" not in skip and line.first(FactKind.MASTER) is not None:
        return Point("master_taken", {}, (line,))
    hazard = line.first(FactKind.HAZARD)
    if "hazard_removed" not in skip and hazard is not None and "hazards" in pad:
        return Point("hazard_removed", {"tile": with_article(tile_name(TILE_NAMES[hazard.value])),
                                "points": pad["hazards"]}, (line,))
    # Dollars gained early in the line that pay for a later step the purse could not pay at the start.
    start = line.money[0]
    for i, st in enumerate(line.steps[1:], 1):
        if "pays_later" in skip:
            break
        before = line.steps[i - 1].money
        for f in st.facts:
            if f.kind in PAYING and start < f.amount <= before:
                what = clause(f, game, seats, me, [x for x in st.facts if x.kind == FactKind.FEE])
                if what:
                    return Point("pays_later", {"what": what, "fact": f}, (line,))
    if "fees" not in skip and other is not None and _fees_paid(other) > _fees_paid(line):
        n = _fees_paid(other) - _fees_paid(line)
        return Point("fees", {"n": n}, (line, other), (n,))
    if "unlike" not in skip and other is not None and not other.more:
        # What the line does that the next best (said to its end: it uncovers nothing that decides the
        # rest) does not, its most telling such thing.
        what = unlike(line, other, game, seats, tuple(f for f in (besides, costly) if f is not None), kinds)
        if what:
            return Point("unlike", {"what": what}, (line,))
    return None


def reason(advice, game, seats) -> Sentence | None:
    """The hinted line's point in one plain sentence (point()), None where it has none."""
    p = point(advice, game, seats)
    if p is None:
        return None
    v = p.values
    if p.kind == "avoids":
        text = ngettext("The reason: the next best delivers to {city}, {n} point on the score pad; this line "
                        "does not.",
                        "The reason: the next best delivers to {city}, {n} points on the score pad; this line "
                        "does not.", abs(v["n"])).format(city=v["city"], n=f"{v['n']:+d}")
    elif p.kind == "delivers" and v["costs"]:
        text = _("The reason: it delivers to {city} for ${money}; the next best delivers nothing this turn.").format(
            city=v["city"], money=v["income"])
    elif p.kind == "delivers" and v["points"] is not None:
        text = _("The reason: it delivers to {city} ({points}).").format(
            city=v["city"], points=points_for("cities", v["points"]))
    elif p.kind == "delivers":
        text = _("The reason: it delivers to {city}.").format(city=v["city"])
    elif p.kind == "master_taken":
        text = _("The reason: it takes a station master.")
    elif p.kind == "hazard_removed":
        text = _("The reason: it removes {tile} ({points}).").format(
            tile=v["tile"], points=points_for("hazards", v["points"]))
    elif p.kind == "pays_later":
        text = _("The reason: the dollars it gains first pay for a later step: {what}.").format(what=v["what"])
    elif p.kind == "fees":
        text = _("The reason: the next best pays ${n} more in fees.").format(n=v["n"])
    else:
        text = _("The reason: unlike the next best, it will {what}.").format(what=v["what"])
    return Sentence(text, p.outcomes, numbers=p.numbers)


# What a computer's turn is said to do unlike its next best (turn_reason): a deed of its own, not the
# foresight tiles it picked, a discard, the market's refill or the cattleman's step.
TURN_UNLIKE = (FactKind.DELIVER, FactKind.BUILD, FactKind.UPGRADE, FactKind.STATION, FactKind.MASTER, FactKind.HIRE,
               FactKind.BUY, FactKind.HAZARD, FactKind.TEEPEE, FactKind.OBJECTIVE, FactKind.OBJECTIVE_PLAYED,
               FactKind.ENGINE, FactKind.CERT, FactKind.AUX)


def turn_reason(why, game, seats, lead: bool = True) -> Sentence | None:
    """A computer turn's point in one plain sentence (point(), as the Hint's), from the search that
    chose the turn (why.searched): None without it, where the search rated another move better by
    more than CLOSE (the turn's reason would then be its slip, not the line's merit), and for what its
    lead already says (its delivery, the hazard it removes, the deed it leads with). `lead`: the deed
    is said before it ("The reason: ..."); else the sentence stands alone, right after "Why: "."""
    advice = why.advice
    if not why.searched or (advice.margin is not None and advice.points < 0 and not advice.close):
        return None
    skip = ("hazard_removed",) if why.lead.kind == FactKind.HAZARD else ()
    p = point(advice, game, seats, skip, why.lead, TURN_UNLIKE)
    if p is not None and p.kind == "delivers" and not (p.values["alone"] and p.values["income"]):
        # Its lead already says the delivery: it is a reason only as what the next best gives up.
        p = point(advice, game, seats, (*skip, "delivers"), why.lead, TURN_UNLIKE)
    if p is None:
        return None
    v = p.values
    if p.kind == "avoids":
        # TRANSLATORS: a computer turn's reason (after "The reason: " or "Why: "): what its next best would do
        text = ngettext("the next best delivers to {city}, {n} point on the score pad; this turn does not.",
                        "the next best delivers to {city}, {n} points on the score pad; this turn does not.",
                        abs(v["n"])).format(city=v["city"], n=f"{v['n']:+d}")
    elif p.kind == "delivers":
        # TRANSLATORS: a computer turn's reason (after "The reason: " or "Why: "): the herd's income
        text = _("the delivery brings ${money}; the next best delivers nothing this turn.").format(
            money=v["income"])
    elif p.kind == "master_taken":
        # TRANSLATORS: a computer turn's reason (after "The reason: " or "Why: ")
        text = _("this turn takes a station master.")
    elif p.kind == "hazard_removed":
        # TRANSLATORS: a computer turn's reason (after "The reason: " or "Why: ")
        text = _("this turn removes {tile} ({points}).").format(
            tile=v["tile"], points=points_for("hazards", v["points"]))
    elif p.kind == "pays_later" and lead and v["fact"] == why.lead:
        # TRANSLATORS: a computer turn's reason, after the deed it paid for ("Orange builds 3a for $5.")
        text = _("the dollars this turn gains first pay for it.")
    elif p.kind == "pays_later":
        # TRANSLATORS: a computer turn's reason (after "The reason: " or "Why: ")
        text = _("the dollars this turn gains first pay for a later step: {what}.").format(what=v["what"])
    elif p.kind == "fees":
        # TRANSLATORS: a computer turn's reason (after "The reason: " or "Why: ")
        text = _("the next best pays ${n} more in fees.").format(n=v["n"])
    else:
        # TRANSLATORS: a computer turn's reason (after "The reason: " or "Why: "); {what} is a step of the
        # turn the computer played, as in "hire an engineer for $6"
        text = _("the next best would not {what}.").format(what=v["what"])
    # TRANSLATORS: a computer turn's reason after its deed, as in "The reason: the next best pays $2 more in fees."
    text = _("The reason: {reason}").format(reason=text) if lead else _cap(text)
    return Sentence(text, p.outcomes, numbers=p.numbers)


# What a line does that tells most, first: a delivery, a building, the railroad, a worker, cattle, ...;
# the cattleman's step only where the lines differ in nothing else.
TELLING = (FactKind.DELIVER, FactKind.BUILD, FactKind.UPGRADE, FactKind.STATION, FactKind.MASTER, FactKind.HIRE,
           FactKind.BUY, FactKind.HAZARD, FactKind.TEEPEE, FactKind.OBJECTIVE, FactKind.OBJECTIVE_PLAYED,
           FactKind.ENGINE, FactKind.CERT, FactKind.AUX, FactKind.DISCARD, FactKind.MARKET_ADD, FactKind.REMOVED,
           FactKind.FORESIGHT, FactKind.MOVE)


def unlike(line, other, game, seats, besides=(), kinds=None) -> str | None:
    """The most telling thing `line` does that `other` does not (each fact as often), as a clause
    ("hire an engineer for $6"), or None; never a fact of `besides` nor one said APART, only facts of
    `kinds` if given."""
    left = list(other.facts)
    found: list[tuple[int, int, str]] = []
    for step in line.steps:
        fees = [f for f in step.facts if f.kind == FactKind.FEE]
        for i, f in enumerate(step.facts):
            if f in left:
                left.remove(f)
                continue
            # APART: what a move set off by itself (the herd's income) is no deed to do ("it will ...").
            if f in besides or f.kind in APART or (kinds is not None and f.kind not in kinds):
                continue
            then = step.facts[i + 1] if i + 1 < len(step.facts) else None
            said = clause(f, game, seats, line.seat, fees, then)
            if said:
                found.append((TELLING.index(f.kind) if f.kind in TELLING else len(TELLING) - 1, len(found), said))
    return min(found)[2] if found else None


def hint_sentences(advice, game, seats) -> list[Sentence]:
    """The Hint's why: the point of the hinted line in one sentence (reason()), its steps in order,
    what it does to the purse and the score pad, and the one margin against the next best."""
    line = advice.line
    said = reason(advice, game, seats)
    out = [said] if said is not None else []
    out += steps(line, game, seats)
    out.append(purse(line))
    p = pad(line)
    if p is not None:
        out.append(p)
    m = margin(advice, game, seats)
    if m is not None:
        out.append(m)
    return out


# ---- a computer's turn ----
# What may be said of a line a rival did not play: the first step's facts, when nothing in them shows a
# card of its hand (a discard, a card removed or played, the income its hand would have paid).
# Every kind of fact is one or the other (tests/test_vocabulary.py).
PUBLIC = frozenset((FactKind.MOVE, FactKind.FEE, FactKind.KANSAS_CITY, FactKind.DELIVER, FactKind.CITY,
                    FactKind.STATION, FactKind.BUILD, FactKind.BUY, FactKind.HIRE, FactKind.UPGRADE,
                    FactKind.HAZARD, FactKind.TEEPEE, FactKind.AUX, FactKind.ENGINE, FactKind.DISC_CLEARED,
                    FactKind.MASTER, FactKind.OBJECTIVE, FactKind.CERT, FactKind.TRANSPORT, FactKind.MONEY,
                    FactKind.FORESIGHT, FactKind.MARKET_ADD))
SHOWS_THE_HAND = frozenset((FactKind.DISCARD, FactKind.REMOVED, FactKind.OBJECTIVE_PLAYED, FactKind.INCOME))


def _public_first(outcome, game, seats) -> str | None:
    """The first step of a line a rival did not play, if all of it is public (PUBLIC), its places named
    as anyone at the table names them."""
    step = next((st for st in outcome.steps if st.facts), None)
    if step is None or any(f.kind not in PUBLIC for f in step.facts):
        return None
    own, _apart = _step_parts(step, game, seats, None)
    return _join(own) or None


# A turn's lead fact's own score pad categories: the points said beside the deed.
# Every lead but the cattleman's move, which the fees make telling (session/turn_reasons.TELLING).
LEAD_PAD = {FactKind.DELIVER: ("cities",), FactKind.BUILD: ("buildings",), FactKind.BUY: ("cattle",),
            FactKind.HIRE: ("workers",), FactKind.UPGRADE: ("stations",), FactKind.HAZARD: ("hazards",)}


def _lead(why, game, seats, name: str) -> str:
    """The turn's most telling deed, as news with its player: "Orange had to deliver to Kansas City"."""
    f, line = why.lead, why.advice.line
    v, money = f.value, f.amount
    if f.kind == FactKind.DELIVER:
        city = board.CITIES[v][0]
        if f.only:
            return _("{player} had to deliver to {city}, the only city its herd reached").format(player=name, city=city)
        return _("{player} delivers to {city}").format(player=name, city=city)
    if f.kind == FactKind.BUILD:
        return _("{player} builds {building} for ${money}").format(player=name, building=v, money=money)
    if f.kind == FactKind.UPGRADE:
        return _("{player} upgrades station {station} for ${money}").format(player=name, station=v + 1, money=money)
    if f.kind == FactKind.HIRE:
        return _("{player} hires {worker} for ${money}").format(player=name, worker=worker_with_article(TILE_NAMES[v]),
                                                                money=money)
    if f.kind == FactKind.BUY:
        return _("{player} buys {card} for ${money}").format(player=name, card=card_with_article(CARD_NAMES[v]),
                                                             money=money)
    if f.kind == FactKind.HAZARD:
        return _("{player} removes {tile} for ${money}").format(player=name, tile=with_article(tile_name(TILE_NAMES[v])),
                                                                money=money)
    fees = sum(x.amount for x in line.facts if x.kind == FactKind.FEE)
    place = space_name(board.SPACES[v], game, seats) if f.kind == FactKind.MOVE else ""
    if f.kind == FactKind.MOVE and fees:
        return _("{player} moves to {place}, paying ${money} in fees").format(player=name, place=place, money=fees)
    return fact_words(f, game, seats, who=name)


def turn_sentence(why, seats, lead: bool = True) -> Sentence:
    """A computer turn's why in one line: "Why: <its most telling deed> (<its score pad points>). The
    reason: <the line's point>. Next best for <it>: <the other line's first step>, about <n> points
    worse." (`lead`=False: without the deed, where the turn's own lines are just above it, as in the
    recap). The reason and the margin are said only where they come from the search that chose the
    turn (why.searched); else the other line is only another move it had. The places are named as
    they were where the turn started (why.before)."""
    advice, game = why.advice, why.before
    name = seat_label(seats, why.player)
    parts = []
    if lead:
        deed = _lead(why, game, seats, name)
        pad = [(k, n) for k, n in advice.line.pad if k in LEAD_PAD.get(why.lead.kind, ())]
        if pad:
            deed = _("{deed} ({points})").format(deed=deed, points=_join([points_for(k, n) for k, n in pad]))
        parts.append(_("{deed}.").format(deed=deed))
    said = turn_reason(why, game, seats, lead)
    if said is not None:
        parts.append(said.text)
    other = _public_first(advice.other, game, seats) if advice.other is not None else None
    if advice.other is not None and advice.margin is None:  # no margin of the search that chose the turn
        parts.append(_("{player} could also have chosen to {other}.").format(player=name, other=other) if other
                     else _("{player} had other moves.").format(player=name))
    elif advice.other is None:
        if advice.choices <= 1:
            parts.append(_("{player} had no other move.").format(player=name))
        else:
            parts.append(_("The other moves {player} had come to the same.").format(player=name))
    elif advice.close:
        if other:
            parts.append(_("Next best for {player}: {other}, about as good.").format(player=name, other=other))
        else:
            parts.append(_("{player}'s next best move was about as good.").format(player=name))
    elif advice.points > 0:
        n = advice.points
        if other:
            parts.append(ngettext("Next best for {player}: {other}, about {n} point worse against its rivals.",
                                  "Next best for {player}: {other}, about {n} points worse against its rivals.", n).format(
                player=name, other=other, n=n))
        else:
            parts.append(ngettext("{player}'s next best move was about {n} point worse against its rivals.",
                                  "{player}'s next best move was about {n} points worse against its rivals.", n).format(player=name, n=n))
    else:
        n = -advice.points
        if other:
            parts.append(ngettext("For {player} the judgement rates another move about {n} point better against its rivals: "
                                  "{other}.",
                                  "For {player} the judgement rates another move about {n} points better against its rivals: "
                                  "{other}.",
                                  n).format(other=other, n=n, player=name))
        else:
            parts.append(ngettext("The judgement rates another move about {n} point better for {player} against its rivals.",
                                  "The judgement rates another move about {n} points better for {player} against its rivals.",
                                  n).format(n=n, player=name))
    # TRANSLATORS: a computer turn's why; {why} is one or two whole sentences. Starts as HEAD does.
    text = _("Why: {why}").format(why=" ".join(parts))
    return Sentence(text, (advice.line, *([advice.other] if advice.other is not None else [])),
                    margin=advice.margin is not None or advice.other is None,
                    numbers=said.numbers if said is not None else ())


# ---- the guided game ----
GUIDE_STEPS = 4  # the plan's steps a callout names; the rest it counts (the next decisions name them)


def guide_why(advice, game, seats) -> list[Sentence]:
    """The guide's reason under the move it points at: the rest of the line it points along ("The plan:
    move to building E, then buy an Ayrshire for $6."), and, where the line was chosen, the one margin
    against the next best."""
    clauses = [c for c in step_clauses(advice.line, game, seats) if c.numbered]
    if not clauses:  # a line that only stops (Done, not this building's buy): it is the whole plan
        named = named_move(advice.line.moves[0], game, seats)
        if game.decision.kind == DecisionKind.LOC:
            said, named = _("The plan: end your actions here."), Clause("", True)
        else:
            said = _("The plan: {steps}.").format(steps=named.text)
        out = [Sentence(said, (advice.line,), numbers=named.numbers)]
        if advice.other is not None:
            out.append(margin(advice, game, seats, hinted=False))
        return out
    steps = clauses[0].text
    for c in clauses[1:GUIDE_STEPS]:
        steps = _("{first}, then {second}").format(first=steps, second=c.text)
    rest = len(clauses) - GUIDE_STEPS
    if rest > 0:  # each of the turn's later decisions shows what is left of the plan, these steps too
        steps = ngettext("{steps}, then {n} more step", "{steps}, then {n} more steps", rest).format(
            steps=steps, n=rest)
    shown = [n for c in clauses[:GUIDE_STEPS] for n in c.numbers]
    out = [Sentence(_("The plan: {steps}.").format(steps=steps), (advice.line,), numbers=(max(rest, 0), *shown))]
    if advice.other is not None:
        out.append(margin(advice, game, seats, hinted=False))
    return out
