"""Expert's search in a separate process: the window's thread keeps its frames and the search its core.

One long-lived child process (started on first use with the "spawn" method, which a frozen app
supports through __main__'s freeze_support(), and which never copies a window's threads) serves the
searches one at a time. A request carries the determinized clone the bot was given, the seat, the
bot's random state, its budget and its key; the child keeps one bot per key, so Hard's memory of the
line chosen earlier in a turn stays beside the search that uses it; the answer is the move. The bot's
random generator is handed over as its state, so the same seed gives the same move here as in the
calling process. A game's options are a read-only mapping, which pickle does not know: this module's
own pickler sends it as a dict.

Cancel: every request has a number, and the child's search checks a shared counter of the last
cancelled number every few nodes (plan.Checker), so a cancelled search stops within milliseconds;
the caller does not wait for it and raises plan.Cancelled at once. An answer to a request nobody
waits for any more is recognised by its number and dropped.

Failure: if the child dies, raises, answers with an illegal move or says nothing well past its budget
(WATCHDOG), the decision is Hard's, searched in the calling thread, and the next request starts a
fresh child.
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
import threading
import time
import types

from .plan import Cancelled

log = logging.getLogger(__name__)

POLL = 0.005  # seconds between looks at the pipe and at `cancelled`
NICE = 5  # the search process's priority below the game's (POSIX)
MAX_BOTS = 16  # bots the child keeps (one per caller's bot: Hard's memory of the turn's line lives here)
WATCHDOG = 10.0  # seconds past the budget after which a silent child is given up
FALLBACK_BUDGET = 0.5  # seconds Hard's stand-in move may take when the child failed


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
    """The search process failed; the caller plays Hard's move instead."""


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

    def alive(self) -> bool:
        return self.process.is_alive()

    def stop(self) -> None:
        try:
            self.conn.close()
        finally:
            if self.process.is_alive():
                self.process.kill()
            self.process.join(1.0)


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


def shutdown() -> None:
    """Stop the child process (tests; the process also ends with the program, being a daemon)."""
    global _child
    with _lock:
        if _child is not None:
            _child.stop()
            _child = None


def search(bot, game, seat, rng, budget, cancelled=None):
    """bot's move for seat in game, searched in the child; Hard's move here if the child fails."""
    legal = game.legal_moves()
    if len(legal) == 1:
        return legal[0]
    try:
        move, samples = ask(bot, game, seat, rng, budget, cancelled)
        bot.fell_back = False
    except SearchDied as exc:
        log.warning("Expert's search process failed (%s); playing Hard's move", exc)
        from .hard import HardBot

        bot.fell_back = True
        return HardBot().choose(game, seat, rng, min(budget, FALLBACK_BUDGET), cancelled)
    bot.samples = samples
    return legal[legal.index(move)]  # the game's own move object (moves are found by identity first)


def ask(bot, game, seat, rng, budget, cancelled):
    """Send one request and wait for its answer, looking at `cancelled` every POLL seconds."""
    while not _lock.acquire(timeout=POLL):  # another seat's search (the hint's) is running: wait, cancellably
        if cancelled is not None and cancelled():
            raise Cancelled
    try:
        c = child(type(bot))
        c.next_id += 1
        rid = c.next_id
        try:
            c.conn.send_bytes(dumps((rid, game, seat, rng.getstate(), budget, (bot.key, bot.max_samples, bot.margin))))
        except (OSError, EOFError, pickle.PicklingError, TypeError) as exc:
            raise SearchDied(f"could not reach the search process: {exc}") from exc
        deadline = time.monotonic() + budget + WATCHDOG
        while True:
            if cancelled is not None and cancelled():
                c.cancelled_upto.value = rid
                raise Cancelled
            try:
                ready = c.conn.poll(POLL)
                answer = pickle.loads(c.conn.recv_bytes()) if ready else None
            except (OSError, EOFError, pickle.UnpicklingError) as exc:
                raise SearchDied(f"the search process died ({c.process.exitcode})") from exc
            if answer is not None:
                if answer[0] != rid:
                    continue  # the late answer to a cancelled request
                kind = answer[1]
                if kind == "move":
                    move, samples = answer[2:]
                    if move not in game.legal_moves():
                        raise SearchDied(f"the search process answered an illegal move {move}")
                    return move, samples
                if kind == "cancelled":
                    raise Cancelled
                raise SearchDied(f"the search failed: {answer[2]}")
            if not c.alive():
                raise SearchDied(f"the search process died ({c.process.exitcode})")
            if time.monotonic() > deadline:
                c.stop()
                raise SearchDied("the search process gave no answer in time")
    finally:
        _lock.release()


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
            answer = (rid, "move", move, bot.samples)
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
