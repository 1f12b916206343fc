"""Lines of play made from their facts, for the advice tests: the Hint's, the computer's and the
review's reasons are chosen from a line's claims (session/advice.Outcome) and tested on such lines."""
from __future__ import annotations

from gwt_desktop.session.advice import Outcome, Step


def outcome_of(*facts, pad=()) -> Outcome:
    """A line of seat 0 whose steps each claim one of `facts` ($10 throughout), ending with `pad` (the
    score pad's changes, (category, points) pairs)."""
    steps = tuple(Step(f"m{i}", (f,), 10) for i, f in enumerate(facts))
    return Outcome(0, steps, False, True, (10, 10), (0, 0), tuple(pad))
