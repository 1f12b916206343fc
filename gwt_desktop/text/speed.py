"""The words of the game screen's speed controls: the computer's pace, skipping the show, fast forward."""
from __future__ import annotations

# The paces offered (seconds a computer's move stays on screen), as Settings and the game screen name them.
PACES = ((0.0, "Instant"), (0.4, "Quick"), (0.8, "Normal"), (1.6, "Slow"))
SKIP = "Skip (N)"
FAST_FORWARD = "To my turn (F)"
FAST_FORWARD_ON = "Stop (F)"


def pace_name(pace: float) -> str:
    """The name of the offered pace nearest to `pace` (a hand-edited settings file may hold any)."""
    return min(PACES, key=lambda p: abs(p[0] - pace))[1]


def pace_label(pace: float) -> str:
    return f"Pace: {pace_name(pace)}"


def pace_changed(pace: float) -> str:
    return f"Computer pace: {pace_name(pace)} (also in Settings)"


FAST_FORWARD_STARTED = "Fast forward: the computers play at once until it is your turn."
FAST_FORWARD_STOPPED = "Fast forward stopped."
FAST_FORWARD_YOURS = "It is your turn: there is nothing to fast forward."
