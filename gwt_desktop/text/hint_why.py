"""The Hint's "why": one plain sentence from what the bot's judgement saw (ai/explain.py): the hinted
move, what its best turn then does, and the second-best first move. No pygame."""
from __future__ import annotations

from ..session.recap import facts_of
from .labels import move_label
from .recap import fact_words

# The facts worth naming, most telling first; at most MAX_FACTS of them in a sentence.
TELLING = ("deliver", "build", "station", "upgrade", "hire", "buy", "engine", "hazard", "teepee", "objective",
           "master", "kansas_city", "move")
MAX_FACTS = 3
CLOSE = 0.5  # points: closer than this, the two moves are as good as each other
TITLE = "Why this hint"
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


def hint_sentence(explanation, game, seats, seat: int) -> str:
    """ "Hint: <the move>, then <what its turn does>; next best: <move> (<n> points behind)." """
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
