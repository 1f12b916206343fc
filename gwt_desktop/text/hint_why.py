"""The Hint's "why": plain sentences from what the bot's judgement saw (ai/explain.py): the hinted
move, what its best turn then does and the second-best first move; then what the hinted line gains
over that one and what it gives up, by the judgement's parts (ai/explain.reasons). No pygame."""
from __future__ import annotations

from ..engine import board
from ..engine.components import CARD_NAMES, COWBOY, CRAFTSMAN, ENGINEER
from ..session.recap import facts_of
from .labels import move_label
from .recap import fact_words
from .words import card_name

# The facts worth naming, most telling first; at most MAX_FACTS of them in a sentence.
TELLING = ("deliver", "build", "station", "upgrade", "hire", "buy", "engine", "hazard", "teepee", "objective",
           "master", "kansas_city", "move")
MAX_FACTS = 3
CLOSE = 0.5  # points: closer than this, the two moves are as good as each other
TITLE = "Why this hint"
# What a line gains, per theme of the judgement's parts (ai/explain.THEMES), and what it gives up.
GAINS = {
    "money": "It leaves you with more money",
    "herd": "It makes the herd worth more at every later delivery",
    "delivery": "It makes a richer delivery in Kansas City",
    "buildings": "It gains a building that keeps paying for the rest of the game",
    "railroad": "It moves the railroad on",
    "workers": "It gains workers who make later actions stronger",
    "trail": "It scores hazards or teepees",
    "objectives": "It gets on with objectives",
    "certificates": "It gains certificates for a bigger delivery",
    "discs": "It frees discs from the player board",
}
# The hinted line's own deed behind a gain, where it did one: per theme, the fact's kind and its words.
DEEDS = {
    "workers": ("hire", {COWBOY: "Hiring the cowboy makes every later cattle purchase cheaper",
                         CRAFTSMAN: "Hiring the craftsman lets you build bigger buildings",
                         ENGINEER: "Hiring the engineer moves the engine further each time"}),
    "herd": ("buy", "Buying the {} makes every later delivery richer"),
    "buildings": ("build", "Building {} gives you its action for the rest of the game"),
    "delivery": ("deliver", "Delivering to {} now scores its disc"),
    "railroad": ("engine", "Moving the engine on makes later deliveries cheaper"),
}
COSTS = {
    "money": "money",
    "herd": "herd value",
    "delivery": "the delivery",
    "buildings": "buildings",
    "railroad": "railroad progress",
    "workers": "workers",
    "trail": "hazards and teepees",
    "objectives": "objectives",
    "certificates": "certificates",
    "discs": "player board discs",
}
THINKING = "Looking at why…"


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
    return ", ".join(parts[:-1]) + " and " + parts[-1]


def _points(x: float) -> str:
    n = max(1, round(abs(x)))
    return f"{n} point{'s' if n != 1 else ''}"


def gain_words(theme: str, option, seat: int) -> str:
    """What the line gains in this theme: its own deed where it did one ("Hiring the cowboy makes every
    later cattle purchase cheaper"), else the theme's words."""
    if theme in DEEDS:
        kind, words = DEEDS[theme]
        fact = next((f for _, events in option.events for f in facts_of(seat, events) if f.kind == kind), None)
        if fact is not None:
            if isinstance(words, dict):
                return words.get(fact.value, GAINS[theme])
            if kind == "buy":
                return words.format(card_name(CARD_NAMES[fact.value]))
            if kind == "deliver":
                return words.format(board.CITIES[fact.value][0])
            return words.format(fact.value)
    return GAINS[theme]


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
        ahead = sum(explanation.chosen.parts.values()) > sum(explanation.second.parts.values())
        rest = "for gains spread over the rest" if ahead else "by the end of this turn"
        return f"It gives up about {_points(diff)} of {COSTS[theme]} {rest}."
    theme, gain = r.gains
    text = f"{gain_words(theme, explanation.chosen, seat)}: about {_points(gain)} over the next best"
    if r.costs is None:
        return text + "."
    cost_theme, cost = r.costs
    if round(gain) > round(-cost):
        return text + f", worth more than the {_points(cost)} of {COSTS[cost_theme]} it gives up."
    return text + f", for {_points(cost)} of {COSTS[cost_theme]}."


def hint_sentence(explanation, game, seats, seat: int) -> str:
    """ "Hint: <the move>, then <what its turn does>; next best: <move> (<n> points behind)." and the
    reason_sentence."""
    first = _hint_first(explanation, game, seats, seat)
    why = reason_sentence(explanation, seat)
    return f"{first} {why}" if why else first


def _hint_first(explanation, game, seats, seat: int) -> str:
    chosen, second = explanation.chosen, explanation.second
    label = move_label(chosen.move, game, seats)
    facts = _facts(chosen, seat)
    then = f", then {_join([fact_words(f, game, seats, seat, advice=True) for f in facts])}" if facts else ""
    if second is None:
        return f"Hint: {label}{then} (the only move)."
    gap = chosen.value - second.value
    other = move_label(second.move, game, seats)
    if gap < CLOSE:
        return f"Hint: {label}{then}; {other} is about as good."
    n = round(gap)
    points = f"{n} point{'s' if n != 1 else ''}" if n >= 1 else "a little"
    return f"Hint: {label}{then}. Next best: {other}, {points} behind."
