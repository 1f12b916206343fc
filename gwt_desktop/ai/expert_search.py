"""Expert's search in a separate process: the window's thread keeps its frames and the search its core.

One long-lived child process (started on first use with the "spawn" method, which a frozen app
supports through __main__'s freeze_support(), and which never copies a window's threads) serves the
searches one at a time. A request carries the determinized clone the bot was given, the seat, the
bot's random state, its budget and its key; the child keeps one bot per key, so Hard's memory of the
line chosen earlier in a turn stays beside the search that uses it; the answer is the move, with
what the search found (plan.Found: the computer's why is worded from it; None after Hard's stand-in). The bot's
random generator is handed over as its state, so the same seed gives the same move here as in the
calling process. A game's options are a read-only mapping, which pickle does not know: this module's
own pickler sends it as a dict.

Cancel: every request has a number, and the child's search checks a shared counter of the last
cancelled number every few nodes (plan.Checker), so a cancelled search stops within milliseconds;
the caller does not wait for it and raises plan.Cancelled at once. An answer to a request nobody
waits for any more is recognised by its number and dropped.

Failure: if the child dies, raises, answers with an illegal move or says nothing until
watchdog.search_limit(budget) (a stopped or hung process: it is killed then), the decision is
Hard's, searched in the calling thread, and the next request starts a fresh child. The limit is the
one watchdog's (ai/watchdog.py), less room for Hard's stand-in, so this give-up comes before the
worker thread's. A child that was told to stop a search and has not said so within
watchdog.STOP_GRACE when the next request comes is stuck too: it is killed and replaced, so one
stuck process costs one slow decision, not every later one. shutdown() kills the child at once, a
stopped one included, and reaps it, so nothing waits on it when the program exits.
"""
from __future__ import annotations

import contextlib
import copyreg
import io
import logging
import multiprocessing
import os
import pickle
import random
import signal
import threading
import time
import types

from ..failures import report_once
from . import watchdog
from .plan import Cancelled

log = logging.getLogger(__name__)

POLL = 0.005  # seconds between looks at the pipe and at `cancelled`
NICE = 5  # the search process's priority below the game's (POSIX)
MAX_BOTS = 16  # bots the child keeps (one per caller's bot: Hard's memory of the turn's line lives here)


# A game's options are a read-only mapping, which pickle does not know; it travels as a dict and
# arrives as the same read-only mapping. The table is this module's own: nothing else's pickling changes.
_TABLE = copyreg.dispatch_table.copy()
_TABLE[types.MappingProxyType] = lambda m: (_read_only, (dict(m),))


def _read_only(d: dict) -> types.MappingProxyType:
    return types.MappingProxyType(d)


def dumps(obj) -> bytes:
    buf = io.BytesIO()
    p = pickle.Pickler(buf, pickle.HIGHEST_PROTOCOL)
    p.dispatch_table = _TABLE
    p.dump(obj)
    return buf.getvalue()


class SearchDied(RuntimeError):
    """The search process failed; the caller plays Hard's move instead. Said in the log only (its
    message is for a developer): the player sees Hard's move, nothing else."""


class SearchFailed(SearchDied):
    """The search itself raised, or answered a move that is not legal: a bug, reported through
    failures.report_once (the tests fail on it); the player still sees Hard's move."""


class _Child:
    """The child process, its pipe and the shared cancel counter."""

    def __init__(self, bot_class) -> None:
        ctx = multiprocessing.get_context("spawn")
        self.conn, child_conn = ctx.Pipe()
        self.cancelled_upto = ctx.Value("q", 0, lock=False)
        self.process = ctx.Process(target=serve, args=(child_conn, self.cancelled_upto, bot_class),
                                   name="gwt-expert-search", daemon=True)
        self.process.start()
        child_conn.close()
        self.next_id = 0
        self.unanswered: tuple[int, float] | None = None  # (request, when) told to stop, not yet answered
        self.shut = False  # killed on purpose (shutdown: quitting): its end is no failure

    def alive(self) -> bool:
        return self.process.is_alive()

    def died(self) -> str:
        """Why the child is gone, for the log."""
        code = self.process.exitcode
        if code is not None and code < 0:
            try:
                return f"the search process was stopped by the system ({signal.Signals(-code).name})"
            except ValueError:
                pass
        if code is None:
            return "the search process closed its connection without an answer"
        return f"the search process ended without an answer (exit status {code})"

    def kill(self, timeout: float = 1.0) -> None:
        """End the process now, whatever its state (SIGKILL also ends a stopped process), and reap it,
        so multiprocessing's exit handler finds nothing to wait for."""
        if self.process.exitcode is None:
            with contextlib.suppress(OSError, ValueError, AttributeError):
                self.process.kill()
        with contextlib.suppress(OSError, ValueError, AssertionError):
            self.process.join(timeout)

    def stop(self) -> None:
        try:
            self.conn.close()
        finally:
            self.kill()


_lock = threading.Lock()
_child: _Child | None = None


def child(bot_class) -> _Child:
    """The running child process, started (or restarted after a failure) when needed."""
    global _child
    if _child is None or not _child.alive():
        if _child is not None:
            _child.stop()
        _child = _Child(bot_class)
    return _child


def shutdown(timeout: float = 1.0) -> None:
    """Kill and reap the child process now (quitting, tests), without waiting for a search in progress:
    the thread asking it finds the pipe at its end and, told to stop, stops."""
    global _child
    c, _child = _child, None
    if c is not None:
        c.shut = True  # read first by a search waiting on it: its pipe's end is not a failed search
        c.kill(timeout)


def search(bot, game, seat, rng, budget, cancelled=None):
    """bot's move for seat in game, searched in the child; Hard's move here if the child fails."""
    legal = game.legal_moves()
    bot.found = None
    if len(legal) == 1:
        return legal[0]
    try:
        move, samples, found = ask(bot, game, seat, rng, budget, cancelled)
        bot.fell_back = False
    except SearchDied as exc:
        if isinstance(exc, SearchFailed):  # a bug in the search: loud in the tests, Hard's move for the player
            report_once(log, "Expert's search", str(exc))
        else:  # the process died or went silent (killed, stopped): not the search's fault
            log.warning("Expert's search process failed (%s); playing Hard's move", exc)
        from .hard import HardBot

        bot.fell_back = True
        return HardBot().choose(game, seat, rng, min(budget, watchdog.STAND_IN), cancelled)
    bot.samples = samples
    bot.found = found  # what the search found, from the child: the computer's why is worded from it
    return legal[legal.index(move)]  # the game's own move object (moves are found by identity first)


def ask(bot, game, seat, rng, budget, cancelled):
    """Send one request and wait for its answer, looking at `cancelled` every POLL seconds."""
    global _child
    while not _lock.acquire(timeout=POLL):  # another seat's search (the hint's) is running: wait, cancellably
        if cancelled is not None and cancelled():
            raise Cancelled
    c = None
    try:
        c = child(type(bot))
        if c.unanswered is not None and not _caught_up(c, cancelled):
            log.warning("the search process did not stop when asked; it was stopped and a new one will be started")
            c.stop()
            _child = None
            c = child(type(bot))
        c.next_id += 1
        rid = c.next_id
        try:
            c.conn.send_bytes(dumps((rid, game, seat, rng.getstate(), budget, (bot.key, bot.max_samples, bot.margin))))
        except (OSError, EOFError, pickle.PicklingError, TypeError) as exc:
            raise SearchDied(f"could not reach the search process: {exc}") from exc
        deadline = time.monotonic() + watchdog.search_limit(budget)
        while True:
            if cancelled is not None and cancelled():
                c.cancelled_upto.value = rid
                c.unanswered = (rid, time.monotonic())  # the next request checks that it stopped
                raise Cancelled
            answer = _receive(c)
            if answer is not None:
                if answer[0] != rid:
                    continue  # the late answer to a cancelled request
                kind = answer[1]
                if kind == "move":
                    move, samples, found = answer[2:]
                    if move not in game.legal_moves():
                        raise SearchFailed(f"the search process answered an illegal move {move}")
                    return move, samples, found
                if kind == "cancelled":
                    raise Cancelled
                raise SearchFailed(f"the search failed: {answer[2]}")
            if not c.alive():
                raise SearchDied(c.died())
            if time.monotonic() > deadline:
                c.stop()  # stopped (SIGSTOP) or hung: killed, and the next request starts a fresh one
                if _child is c:
                    _child = None
                raise SearchDied("the search process gave no answer in time; it was stopped and a new one will be started")
    except SearchDied:
        if (c is not None and c.shut) or (cancelled is not None and cancelled()):
            raise Cancelled from None  # quitting (or a new decision): nobody waits for this search
        raise
    finally:
        _lock.release()


def _receive(c: _Child):
    """The next answer on the pipe within POLL seconds, or None; SearchDied if the pipe is broken."""
    try:
        if not c.conn.poll(POLL):
            return None
        answer = pickle.loads(c.conn.recv_bytes())
    except (OSError, EOFError, pickle.UnpicklingError) as exc:
        raise SearchDied(c.died()) from exc
    if c.unanswered is not None and answer[0] >= c.unanswered[0]:
        c.unanswered = None  # the search told to stop has stopped
    return answer


def _caught_up(c: _Child, cancelled) -> bool:
    """Whether the child has answered the request it was told to stop, waiting for that until
    watchdog.STOP_GRACE after the cancel (a healthy child answers within milliseconds)."""
    when = c.unanswered[1]
    while c.unanswered is not None:
        if cancelled is not None and cancelled():
            raise Cancelled
        try:
            _receive(c)
        except SearchDied:
            return False
        if c.unanswered is not None and time.monotonic() - when > watchdog.STOP_GRACE:
            return False
    return True


def serve(conn, cancelled_upto, bot_class) -> None:
    """The child's loop: one search per request until the pipe closes. bot_class is the caller's bot's
    class (ExpertBot, handed over by reference, so this module need not import the bot that uses it)."""
    if hasattr(os, "nice"):
        # Below the window's priority: when the cores are busy, the frames come first and the search
        # (which counts whole samples against its clock) only gets fewer of them.
        with contextlib.suppress(OSError):
            os.nice(NICE)

    bots: dict = {}
    while True:
        try:
            rid, game, seat, state, budget, settings = pickle.loads(conn.recv_bytes())
        except (EOFError, OSError):
            return
        bot = bots.get(settings)
        if bot is None:
            if len(bots) > MAX_BOTS:
                bots.clear()
            bot = bots[settings] = bot_class(max_samples=settings[1], use_process=False)
            bot.margin = settings[2]
        rng = random.Random()
        rng.setstate(state)
        try:
            move = bot.think_here(game, seat, rng, budget, lambda rid=rid: cancelled_upto.value >= rid)
            answer = (rid, "move", move, bot.samples, bot.found)
        except Cancelled:
            answer = (rid, "cancelled")
        except Exception as exc:  # noqa: BLE001 (reported to the caller, which plays Hard's move)
            answer = (rid, "error", f"{type(exc).__name__}: {exc}")
        try:
            conn.send_bytes(dumps(answer))
        except (OSError, EOFError):
            return
        except Exception as exc:  # noqa: BLE001 (an answer that cannot travel is a failed search, not a dead process)
            conn.send_bytes(dumps((rid, "error", f"{type(exc).__name__}: {exc}")))
