"""The process's one background writer thread: the autosave's disk work runs here, off the game's thread.

Jobs are kept per owner (an Autosaver), at most one pending each: a newer job of the same owner
replaces one not started yet (keeping its place in line), so a burst costs one write, of the newest
content. Readers of what the writer writes (Continue, the load screen) call flush() first, and so does
interpreter exit: within one process nobody sees a stale autosave.

How far behind the file may be: put() first waits (up to `catch_up` seconds) for the owner's previous
job, so when a move is handed over the one before it is already on disk and a kill loses at most the
move in flight. At a person's or a computer's pace the previous write is long done and put() never
waits; a disk slower than `catch_up` makes the owner "lagging": put() stops waiting (the game must go
on) until the writer has caught up with it again, and only the newest content is written meanwhile.
"""
from __future__ import annotations

import atexit
import logging
import threading
from collections.abc import Callable, Hashable

from ..failures import report_once

log = logging.getLogger(__name__)


class Writer:
    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._jobs: dict[Hashable, Callable[[], None]] = {}  # insertion order = the order to run in
        self._busy: Hashable | None = None  # whose job is running now
        self._lagging: set[Hashable] = set()
        self._thread: threading.Thread | None = None

    @property
    def thread(self) -> threading.Thread | None:
        return self._thread

    def put(self, owner: Hashable, job: Callable[[], None], catch_up: float = 1.0) -> None:
        """Queue `job` for `owner` (replacing one not started yet), after its previous job is done
        or `catch_up` seconds have passed (see the module's text)."""
        with self._cond:
            if owner not in self._lagging and not self._cond.wait_for(lambda: self._idle(owner), catch_up):
                self._lagging.add(owner)
            elif self._idle(owner):
                self._lagging.discard(owner)
            self._jobs[owner] = job
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._loop, name="autosave", daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def _loop(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._jobs)
                owner = next(iter(self._jobs))
                job = self._jobs.pop(owner)
                self._busy = owner
            try:
                job()
            except Exception:  # noqa: BLE001 (a job reports its own failures: one that raises is a bug, reported once; the writer outlives it)
                report_once(log, "a background write")
            finally:
                with self._cond:
                    self._busy = None
                    self._cond.notify_all()

    def idle(self, owner: Hashable | None = None) -> bool:
        """Whether `owner` (every owner, for None) has nothing queued or running now."""
        with self._cond:
            return self._idle(owner)

    def _idle(self, owner: Hashable | None) -> bool:
        if owner is None:
            return not self._jobs and self._busy is None
        return owner not in self._jobs and self._busy is not owner

    def wait(self, owner: Hashable | None = None, timeout: float | None = 10.0) -> bool:
        """Until `owner`'s jobs (every owner's, for None) are done; False if that took over `timeout` s."""
        with self._cond:
            return self._cond.wait_for(lambda: self._idle(owner), timeout)


WRITER = Writer()


def flush(timeout: float | None = 10.0) -> bool:
    """Wait for every background write still in progress (readers call this first; so does exit)."""
    return WRITER.wait(None, timeout)


atexit.register(flush)
