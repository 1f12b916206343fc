"""The words of the table at a glance: the end counter and the deliveries told before they happen.

Each function takes the numbers of the engine's rule queries (Game.workers_to_end, kansas_city_workers,
workers_placed, final_round, delivery_options) and says them; none works a rule out again. No pygame.
"""
from __future__ import annotations

from ..engine import board
from .words import plural

ENDED = "The game is over."


def _names(names: list[str]) -> str:
    """"Orange", "Orange and Green", "Orange, Green and Blue"."""
    if len(names) <= 1:
        return "".join(names)
    return f"{', '.join(names[:-1])} and {names[-1]}"


def _points(n: int) -> str:
    return f"{n:+d} {'point' if abs(n) == 1 else 'points'}" if n else "0 points"


# ---- the end counter ----
def end_counter(left: int, triggered: bool = False) -> str:
    """Beside the job market and the seat bars: how many more workers until the end (workers_to_end)."""
    if triggered or left <= 0:
        return "The end is triggered."
    if left == 1:
        return "The game ends with the next worker."
    return f"The game ends in {left} more workers."


def what_adds_workers(fewest: int, most: int) -> str:
    """What brings the end nearer, with what a Kansas City visit would add now (kansas_city_workers)."""
    if most <= 0:
        return "Workers reach the job market from Kansas City's foresight tiles: none is showing now."
    adds = plural(most, "worker") if fewest == most else f"{fewest} to {most} workers"
    return f"Each Kansas City visit adds its worker tiles to the job market: {adds} now."


def adds_workers(placed: int, left_after: int) -> str:
    """A tooltip's line for a move that places workers (workers_placed), with the counter after it."""
    what = f"Adds {plural(placed, 'worker')} to the job market"
    if left_after <= 0:
        return f"{what}: this triggers the end of the game."
    return f"{what}: the game ends in {left_after} more."


def last_round(names: list[str], yours: bool = False) -> str:
    """Once the end is triggered (final_round, names in turn order): who still plays."""
    if not names:
        return ENDED
    if yours:  # the viewer plays now: names[0]
        others = names[1:]
        rest = f"; then {_names(others)} {'plays' if len(others) == 1 else 'play'}" if others else ""
        return f"Last round: this is your last turn{rest}."
    return f"Last round: {_names(names)} still {'plays' if len(names) == 1 else 'play'}."


def last_turns(names: list[str], yours: bool = False) -> str:
    """The end counter's short line in the last round (its tooltip says last_round in full): who
    still plays, the one playing now first ("Last turns: Orange, Green")."""
    if not names:
        return ENDED
    if yours:
        return f"Your last turn, then {', '.join(names[1:])}" if len(names) > 1 else "Your last turn"
    return f"Last turns: {', '.join(names)}"


# ---- deliveries ----
def city_choice(option) -> str:
    """One city a delivery may go to (a CityOption): its points, objective cards, money, transport and
    the certificates it takes, e.g. "Wichita: -3 points, 1 objective card, $1 transport"."""
    return f"{board.CITIES[option.city][0]}: {delivery_brings(option)}"


def delivery_brings(option) -> str:
    """What delivering to a city (a CityOption) brings: "-3 points, 1 objective card, $1 transport"."""
    parts = [_points(option.points)]
    if option.objectives:
        parts.append(plural(option.objectives, "objective card"))
    if option.money:
        parts.append(f"+${option.money}")
    parts.append(f"${option.transport} transport" if option.transport else "no transport cost")
    if option.certificates:
        parts.append(f"{plural(option.certificates, 'temporary certificate')} spent")
    return ", ".join(parts)


def herd_reach(options) -> str | None:
    """The warning before a move into Kansas City (a DeliveryOptions): when only one city can take the
    herd, which one and what it brings; None when there is a choice."""
    if not options.forced:
        return None
    only = options.options[0]
    herd = f"Your herd of {options.value}"
    if options.certificates:
        herd += f" ({options.value + options.certificates} with your certificates)"
    line = f"{herd} reaches only {board.CITIES[only.city][0]}: {_points(only.points)}"
    if only.money:
        line += f", +${only.money}"
    return line + "."


def delivery_lines(options) -> list[str]:
    """Every city the herd reaches, one line each (for the prompt's tooltip and the cities panel)."""
    return [city_choice(o) for o in options.options]
