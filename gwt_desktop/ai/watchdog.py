"""The one watchdog limit: how long a computer's move may take before it is given up on. Owned here
and only here; the worker thread's watchdog (worker.BotWorker) and Expert's search process
(expert_search) both read it, so the two can never disagree again.

hard_limit(budget): past it, the worker abandons the move and asks the next simpler level.
search_limit(budget): past it, a silent search process is killed (and a fresh one started for the
next request) and Hard's move stands in, searched for at most STAND_IN seconds. It is the hard limit
less room for that stand-in, so the process's own give-up comes first and the worker's watchdog,
which can only abandon a thread, never has to catch a stuck process.
"""
from __future__ import annotations

WATCHDOG_FACTOR = 5.0  # a move may take this many times its budget ...
WATCHDOG_MIN = 5.0  # ... and at least this many seconds, before the watchdog gives up on it
STAND_IN = 0.5  # seconds Hard's stand-in move may take when the search process failed
STAND_IN_ROOM = 2.0  # seconds kept for that stand-in (its search, a loaded machine) within the hard limit
STOP_GRACE = 1.0  # seconds a search told to stop may take to say it stopped before it counts as stuck
OVERRUNS = 3  # moves of one level given up on for time in one game before the simpler level plays for it


def hard_limit(budget: float | None) -> float:
    """Seconds after which a move that has not come is given up on by the worker."""
    return max(WATCHDOG_MIN, WATCHDOG_FACTOR * (budget or 0.0))


def search_limit(budget: float | None) -> float:
    """Seconds a search process may stay silent before it is killed and Hard's move stands in (at least
    half the hard limit, for limits set too short to leave the stand-in its room)."""
    limit = hard_limit(budget)
    return max(limit / 2, limit - STAND_IN_ROOM)
