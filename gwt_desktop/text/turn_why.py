"""Why a computer played its turn, in one sentence: what the turn did that gained most by its own
judgement and what it gave up (session/turn_reasons.py works it out; every number comes from its
parts or from the turn's events). For the Replay and the game log. No pygame.

The sentence is a frame ("Why: {did}, worth about {gain} to it.") around one clause that names the
player itself ("{player} hires a cowboy for ${money}: ..."), so each language orders both as it must."""
from __future__ import annotations

from ..engine import board
from ..engine.components import CARD_NAMES, COWBOY, CRAFTSMAN, ENGINEER
from .i18n import N_, _, lazy_constants, ngettext, pgettext
from .words import card_with_article, worker_with_article

# The start of every such sentence (the Replay tells these lines apart by it): `turn_why.HEAD`, read in
# the language of the moment (text/i18n.py's lazy_constants).
__getattr__ = lazy_constants({
    # TRANSLATORS: the start of every "Why: ..." sentence, exactly as those sentences begin.
    "HEAD": N_("Why: "),
})
# theme (ai.explain.THEMES) -> the fact of the turn that stands for it and its clause ({player}: the
# computer's name, {what}: the fact's thing, {money}: what the event says it cost)
DEEDS = {
    "workers": ("hire", {COWBOY: N_("{player} hires a cowboy for ${money}: cheaper cattle from now on"),
                         CRAFTSMAN: N_("{player} hires a craftsman for ${money}: bigger buildings from now on"),
                         ENGINEER: N_("{player} hires an engineer for ${money}: its engine goes further")}),
    "herd": ("buy", N_("{player} buys {what} for ${money}: a richer herd for every later delivery")),
    "buildings": ("build", N_("{player} builds {what} for ${money}: a new action for the rest of the game")),
    "delivery": ("deliver", N_("{player} delivers to {what}: the city's disc scores")),
    "railroad": ("engine", N_("{player} moves its engine on: cheaper deliveries")),
    "trail": ("hazard", N_("{player} removes a hazard for ${money}: its points are scored")),
}
# theme -> what the turn gained, where no single deed stands for it
GAINS = {
    "money": N_("{player} ends the turn with more money"), "herd": N_("{player} makes its herd worth more"),
    "delivery": N_("{player} brings a richer delivery nearer"), "buildings": N_("{player} gains from its buildings"),
    "railroad": N_("{player} moves on along the railroad"), "workers": N_("{player} gains workers"),
    "trail": N_("{player} scores hazards or teepees"), "objectives": N_("{player} gets on with its objectives"),
    "certificates": N_("{player} gains certificates"), "discs": N_("{player} frees discs from its board"),
}
# TRANSLATORS: COSTS are what a turn gave up, after "{n} points of", as in "2 points of herd value".
COSTS = {
    "money": N_("money"), "herd": N_("herd value"), "delivery": N_("its delivery"), "buildings": N_("buildings"),
    "railroad": N_("railroad progress"), "workers": N_("workers"), "trail": N_("hazards and teepees"),
    "objectives": N_("objectives"), "certificates": N_("certificates"), "discs": N_("discs"),
}


# A turn that gave up more than it gained is told by its most telling deed first (the kinds of the
# turn's public facts, session/recap.py), then what its judgement says it cost.
LEADS = {"deliver": N_("{player} delivers to {what} with a herd worth ${money}"),
         "build": N_("{player} builds {what} for ${money}"),
         "buy": N_("{player} buys {what} for ${money}"), "hire": N_("{player} hires {what} for ${money}"),
         "upgrade": N_("{player} upgrades a station for ${money}"),
         "hazard": N_("{player} removes a hazard for ${money}"),
         "teepee": N_("{player} trades for a teepee"), "engine": N_("{player} moves its engine on")}
_WORKERS = {COWBOY: "cowboy", CRAFTSMAN: "craftsman", ENGINEER: "engineer"}


def _points(x: float) -> str:
    n = max(1, round(abs(x)))
    return ngettext("{n} point", "{n} points", n).format(n=n)


def _what(kind: str, value) -> str:
    if kind == "buy":
        return card_with_article(CARD_NAMES[value])
    if kind == "deliver":
        return board.CITIES[value][0]
    if kind == "hire":
        worker = _WORKERS.get(value)
        return worker_with_article(worker) if worker else pgettext("worker, object", "a worker")
    return str(value)


def deed(theme: str, facts, name: str) -> str:
    """What the turn did for a theme's gain, as a clause with `name` its subject: its own deed where it
    did one, else the theme's words."""
    if theme in DEEDS:
        kind, words = DEEDS[theme]
        fact = next((f for f in facts if f.kind == kind), None)
        if fact is not None:
            if isinstance(words, dict):
                words = words.get(fact.value)
            if words is not None:
                return _(words).format(player=name, what=_what(kind, fact.value), money=fact.amount)
    return _(GAINS[theme]).format(player=name)


def turn_sentence(why, name: str) -> str:
    """ "Why: <name> <what the turn did>, worth about <n> points to it[, more than the <m> points of
    <what it gave up>]." (or, a turn that only gave up: "<name> gives up about <m> points of ...")."""
    r = why.reason
    lead = next((f for kind in LEADS for f in why.facts if f.kind == kind), None)
    if r.costs is not None and (r.gains is None or why.swing < 0) and lead is not None:
        theme, cost = r.costs
        did = _(LEADS[lead.kind]).format(player=name, what=_what(lead.kind, lead.value), money=lead.amount)
        return _("Why: {did}, giving up about {cost} of {what} by its own judgement.").format(
            did=did, cost=_points(cost), what=_(COSTS[theme]))
    if r.gains is None:
        theme, cost = r.costs
        return _("Why: {player} gives up about {cost} of {what} this turn, by its own judgement.").format(
            player=name, cost=_points(cost), what=_(COSTS[theme]))
    theme, gain = r.gains
    did = deed(theme, why.facts, name)
    if r.costs is None:
        return _("Why: {did}, worth about {gain} to it.").format(did=did, gain=_points(gain))
    cost_theme, cost = r.costs
    if round(gain) > round(-cost):
        return _("Why: {did}, worth about {gain} to it, more than the {cost} of {what} it gives up.").format(
            did=did, gain=_points(gain), cost=_points(cost), what=_(COSTS[cost_theme]))
    return _("Why: {did}, worth about {gain} to it, for {cost} of {what}.").format(
        did=did, gain=_points(gain), cost=_points(cost), what=_(COSTS[cost_theme]))
