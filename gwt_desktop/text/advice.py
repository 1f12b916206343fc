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

from dataclasses import dataclass

from ..engine import board
from ..engine.components import CARD_NAMES, TILE_NAMES
from . import words
from .after_game import category_name
from .i18n import N_, _, lazy_constants, ngettext
from .labels import move_label
from .words import (
    breed_plural,
    card_name,
    card_with_article,
    in_sentence,
    position_name,
    private_space_name,
    seat_label,
    space_name,
    tile_name,
    with_article,
    worker_with_article,
)

# Read as `advice.TITLE` (text/i18n.py's lazy_constants: in the language of the moment).
__getattr__ = lazy_constants({
    "TITLE": N_("Why this hint"),
    "THINKING": N_("Playing the line out…"),
})


SILENT = ("action", "done")  # moves said by what follows them, or not at all


@dataclass(frozen=True)
class Sentence:
    """One sentence of advice and the claims it words: the outcomes (session/advice.Outcome) whose
    facts, purses and pad it may name, and whether it says the advice's margin."""
    text: str
    outcomes: tuple = ()
    margin: bool = False
    numbers: tuple = ()  # other numbers it may show, each from a claim it was given (a step's place)


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
    return words.DISC_SPACES.get(action, action)


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
    if k == "move":
        place = space_name(board.SPACES[v], game, seats, me)
        paid = _fees(fees, seats, me)
        if paid:
            return _("move to {place}, paying {fees}").format(place=place, fees=paid)
        return _("move to {place}").format(place=place)
    if k in ("fee", "kansas_city"):
        return None
    if k == "build":
        place = private_space_name(board.SPACES[fact.where[1]])
        if money:
            return _("build {building} on {place} for ${money}").format(building=v, place=place, money=money)
        return _("build {building} on {place}").format(building=v, place=place)
    if k == "buy":
        if money:
            return _("buy {card} for ${money}").format(card=card_with_article(CARD_NAMES[v]), money=money)
        return _("buy {card}").format(card=card_with_article(CARD_NAMES[v]))
    if k == "hire":
        return _("hire {worker} for ${money}").format(worker=worker_with_article(TILE_NAMES[v]), money=money)
    if k == "hazard":
        tile = with_article(tile_name(TILE_NAMES[v]))
        if money:
            return _("remove {tile} for ${money}").format(tile=tile, money=money)
        return _("remove {tile} for free").format(tile=tile)
    if k == "teepee":
        return _money(N_("trade for {tile}"), N_("trade for {tile} (+${money})"), N_("trade for {tile}, paying ${money}"),
                      money, tile=with_article(tile_name(TILE_NAMES[v])))
    if k == "objective":
        if v is None:  # the objective stack's top card, unknown until it is taken
            return _("take the top card of the objective stack")
        return _("take {card}").format(card=card_with_article(CARD_NAMES[v]))
    if k == "objective_played":
        return _("play {card}").format(card=card_with_article(CARD_NAMES[v]))
    if k == "deliver":
        city = board.CITIES[v][0]
        if fact.only:
            return _("deliver your ${money} herd to {city}, the only city it reaches").format(money=money, city=city)
        return _("deliver your ${money} herd to {city}").format(money=money, city=city)
    if k == "city":
        city = board.CITIES[v][0]
        if money:
            return _("put a disc on {city} (+${money})").format(city=city, money=money)
        return _("put a disc on {city}").format(city=city)
    if k == "station":
        return _("put a disc on station {station}").format(station=v + 1)
    if k == "upgrade":
        return _("upgrade station {station} for ${money}").format(station=v + 1, money=money)
    if k == "engine":
        return _("move the engine to {position}").format(position=position_name(board.position_text(v)))
    if k == "master":
        return _("take the station master")
    if k == "discard":
        if money:
            return _("discard {cards} (+${money})").format(cards=_cards(v), money=money)
        return _("discard {cards}").format(cards=_cards(v))
    if k == "transport":
        return _("pay ${money} transport").format(money=money)
    if k == "aux":
        action, level = v
        if level > 1:
            return _money(N_("take {action}, double"), N_("take {action}, double (+${money})"),
                          N_("take {action}, double, paying ${money}"), money, action=_aux(action))
        return _money(N_("take {action}"), N_("take {action} (+${money})"), N_("take {action}, paying ${money}"),
                      money, action=_aux(action))
    if k == "cert":
        if v > 0:
            return ngettext("gain {n} certificate", "gain {n} certificates", v).format(n=v)
        return ngettext("spend {n} certificate", "spend {n} certificates", -v).format(n=-v)
    if k == "disc_cleared" and then is not None and then.kind in ("city", "station"):
        # The disc a delivery or a station takes, from where it leaves the player board to where it goes.
        if then.kind == "station":
            return _money(N_("move the disc from {space} to station {station}"),
                          N_("move the disc from {space} to station {station} (+${money})"),
                          N_("move the disc from {space} to station {station}, paying ${money}"),
                          money, space=_aux(v), station=then.value + 1)
        return _money(N_("move the disc from {space} to {city}"), N_("move the disc from {space} to {city} (+${money})"),
                      N_("move the disc from {space} to {city}, paying ${money}"), money + then.amount,
                      space=_aux(v), city=board.CITIES[then.value][0])
    if k == "disc_cleared":
        return _money(N_("take the disc from {space}"), N_("take the disc from {space} (+${money})"),
                      N_("take the disc from {space}, paying ${money}"), money, space=_aux(v))
    if k == "market_add":
        return _("add 2 cards to the cattle market")
    if k == "removed":
        return _("remove {card} from the game").format(card=card_with_article(CARD_NAMES[v]))
    if k == "foresight":
        name = TILE_NAMES[v]
        if name in ("cowboy", "craftsman", "engineer"):
            return _("send the {worker} to the job market").format(worker=tile_name(name))
        return _("put the {tile} on the trail").format(tile=tile_name(name))
    return None


def _step_parts(step, game, seats, me) -> list[str]:
    facts = step.facts
    fees = [f for f in facts if f.kind == "fee"]
    parts = []
    for i, f in enumerate(facts):
        after = facts[i + 1] if i + 1 < len(facts) else None
        if f.kind in ("city", "station") and i and facts[i - 1].kind == "disc_cleared":
            continue  # said with its disc
        c = clause(f, game, seats, me, fees, after)
        if c is not None:
            parts.append(c)
    return parts


def step_clauses(outcome, game, seats) -> list[tuple[str, object]]:
    """(clause, step) per step of `outcome` that did something a sentence can name, in order: the
    facts of one move together ("move to building F, paying $1 to the bank"). A step that did nothing
    of its own is told by the steps after it (the choice of a building's action) or not at all (Done,
    a choice not to hire or spend); only the first, the move being advised, is then said by its label
    (`game`: the position it is a move of)."""
    out = []
    for i, step in enumerate(outcome.steps):
        parts = _step_parts(step, game, seats, outcome.seat)
        if parts:
            out.append((_join(parts), step))
        elif i == 0 and step.move.kind not in SILENT:
            out.append((in_sentence(move_label(step.move, game, seats)), step))
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
    for i, (text, _step) in enumerate(step_clauses(outcome, game, seats)):
        # TRANSLATORS: one numbered step of the hinted line, as in "2. Hire an engineer for $6."
        out.append(Sentence(_("{n}. {step}.").format(n=i + 1, step=_cap(text)), (outcome,), numbers=(i + 1,)))
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


def _other(outcome, game, seats) -> str:
    """The next best line, briefly: its first two clauses."""
    clauses = [c for c, _step in step_clauses(outcome, game, seats)][:2]
    if not clauses:
        return in_sentence(move_label(outcome.steps[0].move, game, seats))
    if len(clauses) == 1:
        return clauses[0]
    return _("{first}, then {second}").format(first=clauses[0], second=clauses[1])


def margin(advice, game, seats, hinted: bool = True) -> Sentence | None:
    """The margin, said once: how much better the judgement rates the chosen line than the next best
    (`hinted`: the chosen line is Expert's hint, whose own search looked past the turn)."""
    if advice.other is None:
        return Sentence(_("It is the only move."), margin=True)
    other = _other(advice.other, game, seats)
    if advice.close:
        text = _("The next best, {other}, is about as good.").format(other=other)
    elif advice.points > 0:
        text = ngettext("The next best, {other}, comes out about {n} point worse.",
                        "The next best, {other}, comes out about {n} points worse.",
                        advice.points).format(other=other, n=advice.points)
    elif hinted:
        text = ngettext("By the end of this turn {other} looks about {n} point better; Expert, looking further "
                        "ahead, still chose this move.",
                        "By the end of this turn {other} looks about {n} points better; Expert, looking further "
                        "ahead, still chose this move.", -advice.points).format(other=other, n=-advice.points)
    else:
        text = ngettext("{other} would have come out about {n} point better.",
                        "{other} would have come out about {n} points better.",
                        -advice.points).format(other=_cap(other), n=-advice.points)
    return Sentence(text, (advice.other,), margin=True)


def hint_sentences(advice, game, seats) -> list[Sentence]:
    """The Hint's why: the hinted line's steps in order, what it does to the purse and the score pad,
    and the one margin against the next best."""
    line = advice.line
    out = steps(line, game, seats)
    out.append(purse(line))
    p = pad(line)
    if p is not None:
        out.append(p)
    m = margin(advice, game, seats)
    if m is not None:
        out.append(m)
    return out
