"""Runs a bot on a worker thread so the window keeps drawing: start(), poll() each frame, cancel().

The worker is handed the real game and takes the seat's view of it at start() (driver.seat_view), so
the bot only ever sees a clone with what its seat may know, and the game may change meanwhile. The
move comes from driver.decide: checked legal, a failing bot replaced by the next simpler level.

cancel() (new game, undo, quit) sets the job's flag; every search checks it every few hundred
microseconds and stops, so the thread is gone well within 100 ms. A bot that never answers (a hang,
a busy loop, a search that ignores its budget) is the watchdog's: poll() notices when the move is
past watchdog.hard_limit(budget) (the one limit), tells that thread to stop, abandons it (a daemon: it
never holds up quitting; its answer is dropped if it ever comes) and asks the next simpler level on a
fresh thread for this move. A level whose abandoned thread still runs is not asked again while it
does (one wait for a stuck level, never two: the simpler level plays at once), and it is demoted for
the rest of this worker's game when it does not stop: its thread still runs watchdog.STOP_GRACE after
it was told to (ten times what a search that checks its flag needs). A slow move of a level that
stops when told is that move's fallback alone (a loaded machine makes every level slow, and the next move is the
level's own again) until the level has overrun watchdog.OVERRUNS times this game: then the simpler
level plays its moves for the rest of it. Each way `fallback` says what happened (a Fallback:
text/notices.computer_fallback words it on screen), the log once. Expert's search process has its
own, earlier give-up (expert_search), so a stopped or hung process is replaced there and Expert is not demoted for it.

stop_all() (quitting) tells every worker's threads to stop, kills Expert's search process and waits
for the threads within a short deadline.

Bots are kept per (seat, level) between jobs: Hard remembers the plan of its turn, so the later
decisions of that turn cost almost nothing. cancel() forgets them (an undo may rewind the plan).
"""
from __future__ import annotations

import logging
import random
import threading
import time
import weakref
from typing import NamedTuple

from ..engine import Game, Move
from . import driver
from .base import budget_of, make_bot
from .plan import Cancelled
from .watchdog import OVERRUNS, STOP_GRACE, hard_limit

log = logging.getLogger(__name__)

_WORKERS: weakref.WeakSet = weakref.WeakSet()  # every live worker, for stop_all() at quit


class Fallback(NamedTuple):
    """What the watchdog did, for the screen: `kind` "stopped" (the level's thread ended without a
    move), "slow" (no move within `seconds`: the simpler level plays this move), "demoted" (told to
    stop, it did not: the simpler level plays the rest of the game) or "overran" (no move within
    `seconds`, watchdog.OVERRUNS times this game: the simpler level plays the rest of it)."""

    kind: str
    level: str
    simpler: str
    seconds: float


class _Job:
    """One move being thought: its thread, its flag, its deadline, and the untouched view for a fallback."""

    def __init__(self, number: int, seat: int, level: str, budget: float, rng: random.Random, view: Game,
                 asked: str | None = None) -> None:
        self.number = number
        self.seat = seat
        self.level = level
        self.asked = level if asked is None else asked  # the seat's level (`level` may stand in for it)
        self.budget = budget
        self.rng = rng
        self.view = view  # never handed to a bot: each thread gets its own clone of it
        self.cancel = threading.Event()
        self.done = threading.Event()  # set when the thread ends, answered or not
        self.deadline = 0.0
        self.told_at: float | None = None  # when the watchdog told it to stop (then abandoned it)
        self.thread: threading.Thread | None = None


class BotWorker:
    def __init__(self, clock=time.monotonic) -> None:
        self._clock = clock
        self._job: _Job | None = None
        self._last: _Job | None = None  # the latest job, even once cancelled (join)
        self._number = 0
        self._result: Move | None = None
        self._found = None  # the plan.Found that came with _result
        # What the search that chose the move poll() last handed out found (driver.Answer.found), None
        # where no search of the level asked chose it (a fallback, Random, one legal move).
        self.found = None
        self._lock = threading.Lock()
        self._bots: dict[tuple[int, str], object] = {}
        self.last_error: str | None = None  # the last bot failure, for a log line or a test
        self.fallback: Fallback | None = None  # the last watchdog fallback, for the screen to say
        self.demoted: dict[str, str] = {}  # level -> the simpler level playing for it (it never answered)
        self.overruns: dict[str, int] = {}  # level -> its moves given up on for time this game
        self._abandoned: list[_Job] = []  # jobs given up on whose threads may still run (told to stop)
        _WORKERS.add(self)

    @property
    def busy(self) -> bool:
        """A job is under way or its answer waits for poll() (so a caller never starts another and
        drops it: poll() may itself have started a fallback that answered at once)."""
        return self._job is not None

    def start(self, game: Game, seat: int, level: str, budget: float | None = 1.0, seed: int | None = None) -> None:
        """Think about `seat`'s move in `game` (the real game: the worker takes the seat's view here).

        budget: seconds per decision (None: the level's own, base.budget_of). The hint runs the
        same way with level "hard" for the human's seat."""
        self.cancel()
        self._demote_the_stuck()
        if budget is None:
            budget = budget_of(level)
        asked = level
        while level != "random":  # a level that never answered this game (or whose thread still runs) is not asked again
            if level in self.demoted:
                level = self.demoted[level]
            elif self._still_stuck(level):
                level = driver.simpler(level) or "random"
            else:
                break
        rng = random.Random(seed)
        self._launch(seat, level, budget, rng, driver.seat_view(game, seat, rng), asked)

    def _launch(self, seat: int, level: str, budget: float, rng: random.Random, view: Game,
                asked: str | None = None) -> None:
        with self._lock:
            self._number += 1
            job = _Job(self._number, seat, level, budget, rng, view, asked)
            self._result = None
        bot = self._bots.get((seat, level))
        if bot is None:
            bot = self._bots[(seat, level)] = make_bot(level)
        job.deadline = self._clock() + hard_limit(budget)
        job.thread = threading.Thread(target=self._run, args=(job, bot, view.clone()),
                                      name=f"bot-{level}-{seat}", daemon=True)
        self._job = self._last = job
        job.thread.start()

    def _run(self, job: _Job, bot, clone: Game) -> None:
        try:
            answer = driver.decide(clone, job.seat, job.rng, job.budget, job.level, bot=bot,
                                   cancelled=job.cancel.is_set)
            if answer.errors:
                self.last_error = answer.errors[0]
            with self._lock:
                if self._job is job and not job.cancel.is_set():
                    self._result = answer.move
                    self._found = answer.found if job.level == job.asked else None
        except Cancelled:
            pass  # nobody waits for this answer any more
        finally:
            job.done.set()

    def poll(self) -> Move | None:
        """The bot's move once it is ready (then the worker is idle again), else None. Also the
        watchdog: a move past its hard limit, or a thread that ended without one, is asked of the next
        simpler level."""
        self._demote_the_stuck()
        job = self._job
        ended = job is not None and job.done.is_set()  # read first: an answer is stored before done is set
        with self._lock:
            move, self._result = self._result, None
            if move is not None:
                self._job = None
                self.found, self._found = self._found, None
                return move
        if job is not None and job is self._job and (ended or self._clock() > job.deadline):
            self._give_up(job)
        return None

    def _still_stuck(self, level: str) -> bool:
        """Whether a thread of `level` given up on and told to stop still runs."""
        return any(j.level == level and not j.done.is_set() for j in self._abandoned)

    def _give_up(self, job: _Job) -> None:
        level = driver.simpler(job.level) or "random"
        job.cancel.set()  # a search that honours it stops; one that does not is left behind (daemon)
        if job.done.is_set():
            self.fallback = Fallback("stopped", job.level, level, 0.0)
            log.warning("bot %s stopped without a move; playing %s's move instead", job.level, level)
        else:
            job.told_at = self._clock()
            self._abandoned = [j for j in self._abandoned if not j.done.is_set()] + [job]
            seconds = hard_limit(job.budget)
            overran = self.overruns[job.level] = self.overruns.get(job.level, 0) + 1
            if overran >= OVERRUNS and job.level not in self.demoted:
                self.demoted[job.level] = level
                self.fallback = Fallback("overran", job.level, level, seconds)
                log.warning("bot %s gave no move in %.0f s %d times; %s plays its moves for the rest of this game",
                            job.level, seconds, overran, level)
            else:
                self.fallback = Fallback("slow", job.level, level, seconds)
                log.warning("bot %s gave no move in %.0f s; playing %s's move instead", job.level, seconds, level)
        self._bots.pop((job.seat, job.level), None)  # the abandoned thread may still hold it
        # A generator of its own: the abandoned thread may still be drawing from the job's.
        self._launch(job.seat, level, job.budget, random.Random(job.number), job.view, job.asked)

    def _demote_the_stuck(self) -> None:
        """A level whose abandoned thread still runs STOP_GRACE after it was told to stop does not stop:
        it is not asked again this game (said once). Until then start() passes it by while its thread runs."""
        now = self._clock()
        for job in self._abandoned:
            if (job.told_at is not None and job.level not in self.demoted and not job.done.is_set()
                    and now - job.told_at > STOP_GRACE):
                level = self.demoted[job.level] = driver.simpler(job.level) or "random"
                self.fallback = Fallback("demoted", job.level, level, hard_limit(job.budget))
                log.warning("bot %s did not stop when asked; %s plays its moves for the rest of this game",
                            job.level, level)

    def cancel(self) -> None:
        """Forget the current job; its thread stops at its next check and its answer is dropped."""
        with self._lock:
            job, self._job = self._job, None
            self._result = None
        if job is not None:
            job.cancel.set()
            self._bots.clear()  # the cancelled thread may still hold one: never share it with the next job

    def join(self, timeout: float | None = None) -> bool:
        """Wait for the latest thread (cancelled or not) to end; True when it is no longer running."""
        job = self._last
        return job is None or job.done.wait(timeout)

    def threads(self) -> list[threading.Thread]:
        """This worker's threads still running: the latest job's and the abandoned ones'."""
        jobs = [*self._abandoned, *([self._last] if self._last is not None else [])]
        return [j.thread for j in jobs if j.thread is not None and j.thread.is_alive()]


def cancel_all() -> None:
    """Tell every worker's threads to stop, without waiting (the window's quit event)."""
    for w in list(_WORKERS):
        w.cancel()
        for job in w._abandoned:
            job.cancel.set()


def stop_all(timeout: float = 0.1) -> list[threading.Thread]:
    """Quitting: every worker's threads told to stop, Expert's search process killed (a stopped one
    too) and reaped, then the threads waited for until `timeout` seconds in all. Returns the threads
    still running then (a hang that ignores its flag: daemons, they do not hold up the exit)."""
    end = time.monotonic() + timeout
    cancel_all()
    from . import expert_search

    expert_search.shutdown(timeout)
    threads = [t for w in list(_WORKERS) for t in w.threads()]
    for t in threads:
        t.join(max(0.0, end - time.monotonic()))
    return [t for t in threads if t.is_alive()]
