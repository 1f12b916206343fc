"""The words of the table at a glance: the end counter and the deliveries told before they happen.

Each function takes the numbers of the engine's rule queries (Game.workers_to_end, kansas_city_workers,
workers_placed, final_round, delivery_options) and says them; none works a rule out again. No pygame.
"""
from __future__ import annotations

from ..engine import board
from .i18n import N_, _, lazy_constants, ngettext

# Read as `glance.ENDED` (text/i18n.py's lazy_constants: in the language of the moment).
__getattr__ = lazy_constants({"ENDED": N_("The game is over.")})


def _ended() -> str:
    return _("The game is over.")


def and_names(names: list[str]) -> str:
    """"Orange", "Orange and Green", "Orange, Green and Blue"."""
    if len(names) <= 1:
        return "".join(names)
    return _("{things} and {last}").format(things=", ".join(names[:-1]), last=names[-1])


def points(n: int) -> str:
    """A delivery's points with their sign: "+1 point", "-3 points", "0 points"."""
    return ngettext("{n} point", "{n} points", abs(n)).format(n=f"{n:+d}" if n else "0")


# ---- the end counter ----
def end_counter(left: int, triggered: bool = False, brief: bool = False) -> str:
    """Beside the job market and the seat bars: how many more workers until the end (workers_to_end).
    `brief`: the shorter line, for a language in which the full one does not fit there."""
    if triggered or left <= 0:
        return _("The end is triggered.")
    if brief:
        return ngettext("Ends with the next worker", "Ends in {n} more workers", left).format(n=left)
    return ngettext("The game ends with the next worker.", "The game ends in {n} more workers.", left).format(n=left)


def what_adds_workers(fewest: int, most: int) -> str:
    """What brings the end nearer, with what a Kansas City visit would add now (kansas_city_workers)."""
    if most <= 0:
        return _("Workers reach the job market from Kansas City's foresight tiles: none is showing now.")
    if fewest == most:
        return ngettext("Each Kansas City visit adds its worker tiles to the job market: {n} worker now.",
                        "Each Kansas City visit adds its worker tiles to the job market: {n} workers now.",
                        most).format(n=most)
    return _("Each Kansas City visit adds its worker tiles to the job market: {fewest} to {most} workers now.").format(
        fewest=fewest, most=most)


def adds_workers(placed: int, left_after: int) -> str:
    """A tooltip's line for a move that places workers (workers_placed), with the counter after it."""
    if left_after <= 0:
        return ngettext("Adds {n} worker to the job market: this triggers the end of the game.",
                        "Adds {n} workers to the job market: this triggers the end of the game.",
                        placed).format(n=placed)
    # TRANSLATORS: {left} is how many more workers until the end (never 0 here).
    return ngettext("Adds {n} worker to the job market: the game ends in {left} more.",
                    "Adds {n} workers to the job market: the game ends in {left} more.",
                    placed).format(n=placed, left=left_after)


def last_round(names: list[str], yours: bool = False) -> str:
    """Once the end is triggered (final_round, names in turn order): who still plays."""
    if not names:
        return _ended()
    if yours:  # the viewer plays now: names[0]
        others = names[1:]
        if not others:
            return _("Last round: this is your last turn.")
        return ngettext("Last round: this is your last turn; then {players} plays.",
                        "Last round: this is your last turn; then {players} play.",
                        len(others)).format(players=and_names(others))
    return ngettext("Last round: {players} still plays.", "Last round: {players} still play.",
                    len(names)).format(players=and_names(names))


def last_turns(names: list[str], yours: bool = False, brief: bool = False) -> str:
    """The end counter's short line in the last round (its tooltip says last_round in full): who
    still plays, the one playing now first ("Last turns: Orange, Green"); `brief`: without the names,
    for a language in which the names do not fit there."""
    if not names:
        return _ended()
    if brief:
        return _("Your last turn") if yours else _("Last round")
    if yours:
        if len(names) > 1:
            return _("Your last turn, then {players}").format(players=", ".join(names[1:]))
        return _("Your last turn")
    return _("Last turns: {players}").format(players=", ".join(names))


# ---- deliveries ----
def city_choice(option) -> str:
    """One city a delivery may go to (a CityOption): its points, objective cards, money, transport and
    the certificates it takes, e.g. "Wichita: -3 points, 1 objective card, $1 transport"."""
    # TRANSLATORS: a city and what a delivery there brings, "Wichita: -3 points, $1 transport".
    return _("{city}: {brings}").format(city=board.CITIES[option.city][0], brings=delivery_brings(option))


def delivery_brings(option) -> str:
    """What delivering to a city (a CityOption) brings: "-3 points, 1 objective card, $1 transport"."""
    parts = [points(option.points)]
    if option.objectives:
        parts.append(ngettext("{n} objective card", "{n} objective cards", option.objectives).format(n=option.objectives))
    if option.money:
        parts.append(_("+${money}").format(money=option.money))
    if option.transport:
        parts.append(_("${cost} transport").format(cost=option.transport))
    else:
        parts.append(_("no transport cost"))
    if option.certificates:
        parts.append(ngettext("{n} temporary certificate spent", "{n} temporary certificates spent",
                              option.certificates).format(n=option.certificates))
    return ", ".join(parts)


def only_city(option) -> str:
    """The decision bar's button of a city step offering one city (a CityOption), short enough for its
    slot (the prompt line says the rest): "Kansas City: -6 points, no transport cost"."""
    city = board.CITIES[option.city][0]
    if option.transport:
        # TRANSLATORS: a button delivering to the one city a herd reaches, "Wichita: -3 points, $1 transport".
        return _("{city}: {points}, ${cost} transport").format(city=city, points=points(option.points),
                                                                cost=option.transport)
    # TRANSLATORS: a button delivering to the one city a herd reaches.
    return _("{city}: {points}, no transport cost").format(city=city, points=points(option.points))


def herd_reach(options) -> str | None:
    """The warning before a move into Kansas City (a DeliveryOptions): when only one city can take the
    herd, which one and what it brings; None when there is a choice."""
    if not options.forced:
        return None
    only = options.options[0]
    values = {"value": options.value, "with_certs": options.value + options.certificates,
              "city": board.CITIES[only.city][0], "points": points(only.points), "money": only.money}
    if options.certificates:
        if only.money:
            line = _("Your herd of {value} ({with_certs} with your certificates) reaches only {city}: "
                     "{points}, +${money}.")
        else:
            line = _("Your herd of {value} ({with_certs} with your certificates) reaches only {city}: {points}.")
    elif only.money:
        line = _("Your herd of {value} reaches only {city}: {points}, +${money}.")
    else:
        line = _("Your herd of {value} reaches only {city}: {points}.")
    return line.format(**values)

