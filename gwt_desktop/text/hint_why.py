"""The Hint's "why": plain sentences from what the bot's judgement saw (ai/explain.py): the hinted
move, what its best turn then does and the second-best first move; then what the hinted line gains
over that one and what it gives up, by the judgement's parts (ai/explain.reasons). No pygame."""
from __future__ import annotations

from ..engine import board
from ..engine.components import CARD_NAMES, COWBOY, CRAFTSMAN, ENGINEER
from ..session.recap import facts_of
from .i18n import N_, _, lazy_constants, ngettext
from .labels import move_label
from .recap import fact_words
from .words import card_name

# The facts worth naming, most telling first; at most MAX_FACTS of them in a sentence.
TELLING = ("deliver", "build", "station", "upgrade", "hire", "buy", "engine", "hazard", "teepee", "objective",
           "master", "kansas_city", "move")
MAX_FACTS = 3
CLOSE = 0.5  # points: closer than this, the two moves are as good as each other
# What a line gains, per theme of the judgement's parts (ai/explain.THEMES), and what it gives up:
# read in the current language (module attributes through text/i18n.py's lazy_constants).
__getattr__ = lazy_constants({
    "TITLE": N_("Why this hint"),
    "THINKING": N_("Looking at why…"),
    "GAINS": {
        "money": N_("It leaves you with more money"),
        "herd": N_("It makes the herd worth more at every later delivery"),
        "delivery": N_("It makes a richer delivery in Kansas City"),
        "buildings": N_("It gains a building that keeps paying for the rest of the game"),
        "railroad": N_("It moves the railroad on"),
        "workers": N_("It gains workers who make later actions stronger"),
        "trail": N_("It scores hazards or teepees"),
        "objectives": N_("It gets on with objectives"),
        "certificates": N_("It gains certificates for a bigger delivery"),
        "discs": N_("It frees discs from the player board"),
    },
    "COSTS": {
        "money": N_("money"),
        "herd": N_("herd value"),
        "delivery": N_("the delivery"),
        "buildings": N_("buildings"),
        "railroad": N_("railroad progress"),
        "workers": N_("workers"),
        "trail": N_("hazards and teepees"),
        "objectives": N_("objectives"),
        "certificates": N_("certificates"),
        "discs": N_("player board discs"),
    },
})
# The hinted line's own deed behind a gain, where it did one: per theme, the fact's kind.
DEEDS = {"workers": "hire", "herd": "buy", "buildings": "build", "delivery": "deliver", "railroad": "engine"}


def _deed(kind: str, fact) -> str | None:
    """The words for the hinted line's own deed, one whole sentence each."""
    if kind == "hire":
        return {COWBOY: _("Hiring the cowboy makes every later cattle purchase cheaper"),
                CRAFTSMAN: _("Hiring the craftsman lets you build bigger buildings"),
                ENGINEER: _("Hiring the engineer moves the engine further each time")}.get(fact.value)
    if kind == "buy":
        return _("Buying the {card} makes every later delivery richer").format(card=card_name(CARD_NAMES[fact.value]))
    if kind == "build":
        return _("Building {building} gives you its action for the rest of the game").format(building=fact.value)
    if kind == "deliver":
        return _("Delivering to {city} now scores its disc").format(city=board.CITIES[fact.value][0])
    return _("Moving the engine on makes later deliveries cheaper")


def _facts(option, seat: int) -> list:
    facts = [f for _, events in option.events[1:] for f in facts_of(seat, events)]
    first = facts_of(seat, option.events[0][1]) if option.events else []
    kinds = {f.kind for f in first}
    # What the first move itself does is in its label; the sentence tells what the turn goes on to do.
    facts = [f for f in facts if f.kind in TELLING and not (f.kind == "move" and "move" in kinds)]
    facts.sort(key=lambda f: TELLING.index(f.kind))
    out, seen = [], set()
    for f in facts:
        key = (f.kind, f.value)
        if key not in seen:
            seen.add(key)
            out.append(f)
    return out[:MAX_FACTS]


def _join(parts: list[str]) -> str:
    if len(parts) <= 1:
        return "".join(parts)
    return _("{things} and {last}").format(things=", ".join(parts[:-1]), last=parts[-1])


def _points(x: float) -> str:
    n = max(1, round(abs(x)))
    return ngettext("{n} point", "{n} points", n).format(n=n)


def gain_words(theme: str, option, seat: int) -> str:
    """What the line gains in this theme: its own deed where it did one ("Hiring the cowboy makes every
    later cattle purchase cheaper"), else the theme's words."""
    gains = __getattr__("GAINS")
    if theme in DEEDS:
        kind = DEEDS[theme]
        fact = next((f for _step, events in option.events for f in facts_of(seat, events) if f.kind == kind), None)
        if fact is not None:
            return _deed(kind, fact) or gains[theme]
    return gains[theme]


def reason_sentence(explanation, seat: int) -> str:
    """ "<What the hinted line gains most>: about <n> points over the next best, worth more than the <m>
    points of <what it gives up>." ("" when there is no next best, or nothing stands out.)"""
    r = explanation.reason
    if r is None:
        return ""
    if r.gains is None:
        if r.costs is None:
            return ""
        theme, diff = r.costs
        costs = __getattr__("COSTS")
        ahead = sum(explanation.chosen.parts.values()) > sum(explanation.second.parts.values())
        if ahead:
            return _("It gives up about {points} of {what} for gains spread over the rest.").format(
                points=_points(diff), what=costs[theme])
        return _("It gives up about {points} of {what} by the end of this turn.").format(
            points=_points(diff), what=costs[theme])
    theme, gain = r.gains
    gained = gain_words(theme, explanation.chosen, seat)
    if r.costs is None:
        return _("{gain}: about {points} over the next best.").format(gain=gained, points=_points(gain))
    cost_theme, cost = r.costs
    what = __getattr__("COSTS")[cost_theme]
    if round(gain) > round(-cost):
        return _("{gain}: about {points} over the next best, worth more than the {cost} of {what} it gives up.").format(
            gain=gained, points=_points(gain), cost=_points(cost), what=what)
    return _("{gain}: about {points} over the next best, for {cost} of {what}.").format(
        gain=gained, points=_points(gain), cost=_points(cost), what=what)


def hint_sentence(explanation, game, seats, seat: int) -> str:
    """ "Hint: <the move>, then <what its turn does>; next best: <move> (<n> points behind)." and the
    reason_sentence."""
    first = _hint_first(explanation, game, seats, seat)
    why = reason_sentence(explanation, seat)
    return _("{hint} {why}").format(hint=first, why=why) if why else first


def _hint_first(explanation, game, seats, seat: int) -> str:
    chosen, second = explanation.chosen, explanation.second
    label = move_label(chosen.move, game, seats)
    facts = _facts(chosen, seat)
    if facts:  # the move's label, then what its turn goes on to do
        label = _("{move}, then {deeds}").format(
            move=label, deeds=_join([fact_words(f, game, seats, seat, advice=True) for f in facts]))
    if second is None:
        return _("Hint: {move} (the only move).").format(move=label)
    gap = chosen.value - second.value
    other = move_label(second.move, game, seats)
    if gap < CLOSE:
        return _("Hint: {move}; {other} is about as good.").format(move=label, other=other)
    n = round(gap)
    if n >= 1:
        return ngettext("Hint: {move}. Next best: {other}, {n} point behind.",
                        "Hint: {move}. Next best: {other}, {n} points behind.", n).format(move=label, other=other, n=n)
    return _("Hint: {move}. Next best: {other}, a little behind.").format(move=label, other=other)
