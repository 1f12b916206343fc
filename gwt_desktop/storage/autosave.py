"""Autosave: keeps autosave.json in step with the match being played, so Continue resumes it.

attach(match) once per match (new game, Continue, a loaded slot; never two savers on one match): it
rewrites the autosave after every move and undo. When the game ends the file becomes the last
finished game and the autosave is removed (nothing to Continue).

The JSON is made on the game's thread (a fraction of a millisecond); the atomic write with its fsyncs,
which a busy disk can stretch to tens of milliseconds, runs on the process's one writer thread
(writer.py), so the window never misses a frame, and the file is at most the move in flight behind.
A disk error never stops the game: it is kept in `error`, logged, and told once through `problem()`
(the game scene's notice, the title's line) until a write succeeds again.
"""
from __future__ import annotations

import logging
import os
import threading
from pathlib import Path

from ..problem import Problem
from ..session.match import Match
from . import save_format, store
from .files import FileProblem, why_not_written, write_atomic
from .paths import FolderProblem
from .save_format import SaveError
from .writer import WRITER, flush

log = logging.getLogger(__name__)

_PROBLEM_LOCK = threading.Lock()
_problem: Problem | None = None  # the latest autosave failure in this process, until one succeeds


def problem() -> Problem | None:
    """The latest autosave failure of this process (any match), None once a write succeeded again."""
    return _problem


def _set_problem(problem: Problem | None) -> None:
    global _problem
    with _PROBLEM_LOCK:
        _problem = problem


class Autosaver:
    """Keeps the autosave in step with a match: attach once, it rewrites after every move and undo.

    `saved_moves` counts the moves the file is known to hold (-1: nothing written yet); `error` the
    last failure, None after a write that worked; `failures` counts failures, so a scene can tell a new
    one from one it has shown. background=False writes on the caller's thread instead."""

    def __init__(self, match: Match, path: Path | None = None, background: bool = True) -> None:
        self.match = match
        self.error: Problem | None = None  # "autosave_failed" and why (text/problems.say words it)
        self.failures = 0
        self.path: Path | None = None  # None only while the data folder cannot be made
        try:
            self.path = Path(path) if path is not None else store.autosave_path()
        except OSError as e:  # no folder for saves (paths.FolderProblem): the game goes on unsaved
            self._failed(e)
        self.background = background
        self.finished = False
        self.kept: Path | None = None  # where another game found in the autosave was kept (a slot)
        self.kept_row: store.SlotInfo | None = None  # and its row, for the screen to say so
        self.saved_moves = -1
        self._first = True
        if self.path is not None:
            self._check_first()  # what the autosave holds now, before this game changes anything
        match.listeners.append(self)

    @property
    def _writer(self) -> threading.Thread | None:
        """The thread this saver's writes run on (None: the caller's own)."""
        return WRITER.thread if self.background else None

    def __call__(self, match: Match) -> None:
        if self.finished:
            return
        if self.path is None:
            try:
                self.path = store.autosave_path()  # the folder may have been made since
            except OSError as e:
                self._failed(e)
                return
        if self._first and not self._check_first():
            return  # the other game in the file could not be kept: it is not written over
        data = save_format.dumps(match)
        if match.game.is_over:
            # Kept as the last finished game (its score pad can be reopened); nothing to Continue.
            ops = [("write", self.path.with_name(store.FINISHED), data), ("unlink", self.path, b"")]
            self.finished = True
        else:
            ops = [("write", self.path, data)]
        moves = len(match.moves)
        if self.background:
            WRITER.put(self, lambda: self._run(ops, moves))  # replaces this game's job not started yet
        else:
            self._run(ops, moves)

    def _run(self, ops: list, moves: int) -> None:
        try:
            for op, path, data in ops:
                if op == "write":
                    write_atomic(path, data)
                else:
                    path.unlink(missing_ok=True)
        except Exception as e:  # noqa: BLE001 - any failure is reported, none stops the game
            self._failed(e)
            return
        self.saved_moves = moves
        if self.error is not None:
            self.error = None
            _set_problem(None)

    def _failed(self, e: Exception) -> None:
        # A problem that names its file or folder already (a save, the slots folder) says it itself.
        if isinstance(e, (FileProblem, FolderProblem)):
            why = e.whole
        elif self.path is None:
            why = Problem("as_said", words=str(e))
        else:
            why = why_not_written(e, self.path)
        error = Problem("autosave_failed", why=why)
        if error != self.error:  # the same failure move after move is logged once
            log.warning("%s", error)
        self.error = error
        self.failures += 1
        _set_problem(error)

    @property
    def writing(self) -> bool:
        """Whether a write of this match is queued or running on the writer thread now."""
        return self.background and not WRITER.idle(self)

    def flush(self, timeout: float | None = 10.0) -> bool:
        """Wait until everything handed to the writer is on disk; False if it took over `timeout` s."""
        return WRITER.wait(self, timeout)

    def _check_first(self) -> bool:
        """Keep another game found in the autosave (once); False, with the failure said, when it could
        not be kept: this game is then not written over it, and keeping is tried again at the next
        move (the slots folder may be usable by then)."""
        try:
            flush()  # another game's saver may still be writing this file
            self._keep_other_game(self.match)
        except (OSError, SaveError) as e:
            self._failed(e)
            return False
        self._first = False
        return True

    def _keep_other_game(self, match: Match) -> None:
        """Once, when attached (or at the first write, if the folder could not be made then): an
        unfinished game in the autosave that is not this one is kept as a save slot rather than
        overwritten, and a damaged autosave is kept aside (store.keep_damaged).

        "This one" is decided by the game's identity (Match.game_id, made at a new game and saved with
        it), never by its moves: Learn to play pressed twice, or a new game on the same deal code and
        seats, starts with the same moves as the game it replaces. The same game whose file holds moves
        this match does not (a slot of it loaded while the autosave had gone further) is kept too. A
        save from before identities counts as this game only when it holds exactly this game."""
        path = self.path
        if path is None or not path.is_file():  # no folder, or nothing in it to keep
            return
        try:
            doc = save_format.parse(path)
        except SaveError:
            store.keep_damaged(path)
            return
        kept = "unfinished"
        if (doc["check"] or {}).get("over") is True:
            # Never written by the game (a finished game becomes the last finished one): a claim to
            # check. A finished game that is the last finished one is kept there already; anything else
            # is kept as a slot, where Load game lists it (with its problem, if the claim was false).
            finished = self._finished(path)
            if finished and self._the_last_finished(doc, path):
                return
            kept = "finished" if finished else "unfinished"
        saved, ours = save_format.moves_now(doc), match.moves  # an older format as it reads today
        if doc["game_id"] is None:
            same = doc["options"] == match.options and doc["seats"] == match.seats and saved == ours
        else:
            same = doc["game_id"] == match.game_id and saved == ours[:len(saved)]
        if same:
            return
        raw = save_format.read(path)  # parse() has checked it
        raw["name"], self.kept = _free_slot(kept, doc["saved_at"][:16].replace("T", " "), doc["game_id"])
        write_atomic(self.kept, save_format.encode(raw))
        self.kept_row = store.info(self.kept)

    def _finished(self, path: Path) -> bool:
        """Whether the autosave's moves, replayed, end the game (and the file says so truly)."""
        try:
            return save_format.load(path).game.is_over
        except SaveError:
            return False

    def _the_last_finished(self, doc: dict, path: Path) -> bool:
        """Whether the last finished game is the autosave's game, whole (then nothing is lost over it)."""
        try:
            last = save_format.parse(path.with_name(store.FINISHED))
        except SaveError:
            return False
        return last["game_id"] == doc["game_id"] and last["moves"] == doc["moves"] and last["options"] == doc["options"]


def _free_slot(kept: str, date: str, game_id: str | None) -> tuple[str, Path]:
    """A slot name for a kept game (store.kept_name): "Unfinished game, 2026-12-01 18:30", or "... (2)",
    "(3)", ... when that slot holds another game (two games replaced within the same minute must not
    share one slot); the slot of this same game is reused."""
    for n in range(1, 1000):
        label = store.kept_name(kept, date, n)
        path = store.slot_path(label)
        if not os.path.lexists(path):
            return label, path
        try:
            other = save_format.parse(path)
        except SaveError:
            continue  # never over a slot that cannot be read: it is listed with its problem
        if game_id is not None and other["game_id"] == game_id:
            return label, path
    raise SaveError(path, Problem("no_free_name"))


def saver_of(match: Match) -> Autosaver | None:
    """The match's Autosaver if it has one (the game scene shows its failures), never attaching one."""
    return next((x for x in match.listeners if isinstance(x, Autosaver)), None)


def attach(match: Match) -> Autosaver:
    """The match's Autosaver, attached now if it has none yet: safe to call from every place that opens
    a game (new game, Continue, a loaded slot), never two savers on one match."""
    return saver_of(match) or Autosaver(match)
