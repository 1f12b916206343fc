"""Why a computer played its turn, in one sentence: what the turn did that gained most by its own
judgement and what it gave up (session/turn_reasons.py works it out; every number comes from its
parts or from the turn's events). For the Replay and the game log. No pygame."""
from __future__ import annotations

from ..engine import board
from ..engine.components import CARD_NAMES, COWBOY, CRAFTSMAN, ENGINEER
from .words import article, card_name, plural

HEAD = "Why: "
# theme (ai.explain.THEMES) -> the fact of the turn that stands for it and its words ({what}: the
# fact's thing, {money}: what the event says it cost)
DEEDS = {
    "workers": ("hire", {COWBOY: "hires a cowboy for ${money}: cheaper cattle from now on",
                         CRAFTSMAN: "hires a craftsman for ${money}: bigger buildings from now on",
                         ENGINEER: "hires an engineer for ${money}: its engine goes further"}),
    "herd": ("buy", "buys {what} for ${money}: a richer herd for every later delivery"),
    "buildings": ("build", "builds {what} for ${money}: a new action for the rest of the game"),
    "delivery": ("deliver", "delivers to {what}: the city's disc scores"),
    "railroad": ("engine", "moves its engine on: cheaper deliveries"),
    "trail": ("hazard", "removes a hazard for ${money}: its points are scored"),
}
# theme -> what the turn gained, where no single deed stands for it
GAINS = {
    "money": "ends the turn with more money", "herd": "makes its herd worth more",
    "delivery": "brings a richer delivery nearer", "buildings": "gains from its buildings",
    "railroad": "moves on along the railroad", "workers": "gains workers", "trail": "scores hazards or teepees",
    "objectives": "gets on with its objectives", "certificates": "gains certificates",
    "discs": "frees discs from its board",
}
COSTS = {
    "money": "money", "herd": "herd value", "delivery": "its delivery", "buildings": "buildings",
    "railroad": "railroad progress", "workers": "workers", "trail": "hazards and teepees",
    "objectives": "objectives", "certificates": "certificates", "discs": "discs",
}


# A turn that gave up more than it gained is told by its most telling deed first (the kinds of the
# turn's public facts, session/recap.py), then what its judgement says it cost.
LEADS = {"deliver": "delivers to {what} with a herd worth ${money}", "build": "builds {what} for ${money}",
         "buy": "buys {what} for ${money}", "hire": "hires {what} for ${money}",
         "upgrade": "upgrades a station for ${money}", "hazard": "removes a hazard for ${money}",
         "teepee": "trades for a teepee", "engine": "moves its engine on"}
_WORKERS = {COWBOY: "a cowboy", CRAFTSMAN: "a craftsman", ENGINEER: "an engineer"}


def _points(x: float) -> str:
    return plural(max(1, round(abs(x))), "point")


def _what(kind: str, value) -> str:
    if kind == "buy":
        return article(card_name(CARD_NAMES[value]))
    if kind == "deliver":
        return board.CITIES[value][0]
    if kind == "hire":
        return _WORKERS.get(value, "a worker")
    return str(value)


def deed(theme: str, facts) -> str:
    """What the turn did for a theme's gain: its own deed where it did one, else the theme's words."""
    if theme in DEEDS:
        kind, words = DEEDS[theme]
        fact = next((f for f in facts if f.kind == kind), None)
        if fact is not None:
            if isinstance(words, dict):
                words = words.get(fact.value)
            if words is not None:
                return words.format(what=_what(kind, fact.value), money=fact.amount)
    return GAINS[theme]


def turn_sentence(why, name: str) -> str:
    """ "Why: <name> <what the turn did>, worth about <n> points to it[, more than the <m> points of
    <what it gave up>]." (or, a turn that only gave up: "<name> gives up about <m> points of ...")."""
    r = why.reason
    lead = next((f for kind in LEADS for f in why.facts if f.kind == kind), None)
    if r.costs is not None and (r.gains is None or why.swing < 0) and lead is not None:
        theme, cost = r.costs
        did = LEADS[lead.kind].format(what=_what(lead.kind, lead.value), money=lead.amount)
        return f"{HEAD}{name} {did}, giving up about {_points(cost)} of {COSTS[theme]} by its own judgement."
    if r.gains is None:
        theme, cost = r.costs
        return f"{HEAD}{name} gives up about {_points(cost)} of {COSTS[theme]} this turn, by its own judgement."
    theme, gain = r.gains
    text = f"{HEAD}{name} {deed(theme, why.facts)}, worth about {_points(gain)} to it"
    if r.costs is None:
        return text + "."
    cost_theme, cost = r.costs
    if round(gain) > round(-cost):
        return text + f", more than the {_points(cost)} of {COSTS[cost_theme]} it gives up."
    return text + f", for {_points(cost)} of {COSTS[cost_theme]}."
