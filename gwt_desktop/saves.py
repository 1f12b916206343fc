"""Saves: a game as JSON (format version, options, seed, seats, moves as text), written atomically,
read as untrusted input. Above the engine, below the UI; no pygame.

Entry points for the client:
- `autosave(match)` (or `Autosaver(match)`): attach once per match; rewrites the autosave after every move and undo. When the
  game ends it becomes the last finished game and the autosave is removed (nothing to Continue).
- `has_continue()` / `autosave_path()` / `continue_info()`: the title's Continue button. Continue calls
  `load_game(autosave_path())`.
- `save_slot(match, name)`: the in-game menu's "Save as...". `list_slots()`: the load screen's rows.
- `last_finished()`: the last finished game (its score pad can be reopened), or None.
- `load_game(path) -> Match`: replays and checks every move; any problem is a `SaveError` whose message
  names the file and says what is wrong. The file is never changed by reading it.

Writing is "temp file beside it, flush, fsync, rename over, fsync the folder": a crash or power cut
leaves either the old file or the new one, never half of one.
"""
from __future__ import annotations

import atexit
import json
import os
import re
import sys
import threading
import time
from dataclasses import dataclass, field
from hashlib import sha1
from pathlib import Path

from . import paths
from .match import Match
from .seats import COMPUTER, Seat

FORMAT = "gwt_desktop save"
VERSION = 1  # bump when the layout changes; older versions stay readable, newer ones are refused
MAX_BYTES = 4 * 1024 * 1024  # a long 4-player game is ~40 kB; anything far bigger is not ours
MAX_MOVES = 50_000
MAX_MOVE_TEXT = 200
MAX_NAME = 40
AUTOSAVE = "autosave.json"
FINISHED = "last_finished.json"
SLOTS = "slots"


class SaveError(Exception):
    """A save that cannot be read or written; the message names the file and the problem."""

    def __init__(self, path: Path | str, problem: str) -> None:
        self.path = Path(path)
        self.problem = problem
        # "autosave.json is cut short (damaged or truncated) (in /home/ann/.local/share/gwt_desktop)"
        super().__init__(f"{self.path.name} {problem} (in {self.path.parent})")


# ---- where ----
def autosave_path() -> Path:
    return paths.data_dir() / AUTOSAVE


def finished_path() -> Path:
    return paths.data_dir() / FINISHED


def slots_dir() -> Path:
    d = paths.data_dir() / SLOTS
    d.mkdir(parents=True, exist_ok=True)
    return d


def slot_path(name: str) -> Path:
    """One file per slot name: saving under the same name again replaces that slot."""
    name = _check_name(name)
    slug = re.sub(r"[^A-Za-z0-9_-]+", "_", name).strip("_")[:24] or "save"
    # The hash keeps names that slug alike ("a b" and "a_b") in separate files.
    return slots_dir() / f"{slug}-{sha1(name.encode()).hexdigest()[:8]}.json"


# ---- writing ----
def record(match: Match, name: str = "") -> dict:
    """The JSON-ready content of a save of `match`."""
    g = match.game
    return {
        "format": FORMAT,
        "version": VERSION,
        "name": name,
        "saved_at": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
        "options": dict(match.options),
        "seats": [s.to_json() for s in match.seats],
        "moves": list(match.moves),
        # Where the replay must arrive: a mismatch means the file or the rules changed under it.
        "check": {"to_move": g.to_move, "prompt": g.prompt, "round": match.round, "over": g.is_over},
    }


def write_atomic(path: Path, data: bytes) -> None:
    """Replace `path` by `data` so that any crash leaves either the old or the new content."""
    path = Path(path)
    tmp = path.with_name(f".{path.name}.tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_BINARY", 0), 0o644)
    try:
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view):]
        os.fsync(fd)
    finally:
        os.close(fd)
    os.replace(tmp, path)
    if hasattr(os, "O_DIRECTORY"):  # POSIX: make the rename itself survive a power cut
        dfd = os.open(path.parent, os.O_RDONLY | os.O_DIRECTORY)
        try:
            os.fsync(dfd)
        finally:
            os.close(dfd)


def dumps(match: Match, name: str = "") -> bytes:
    return json.dumps(record(match, name), separators=(",", ":"), ensure_ascii=False).encode("utf-8")


def save_game(match: Match, path: Path | str, name: str = "") -> Path:
    """Write a save of `match` to `path` atomically; SaveError naming the file if the disk refuses."""
    path = Path(path)
    try:
        write_atomic(path, dumps(match, name))
    except OSError as e:
        raise SaveError(path, f"could not be written: {e.strerror or e}") from e
    return path


def save_slot(match: Match, name: str) -> Path:
    """Save `match` under a slot name (the in-game menu); the same name replaces that slot."""
    try:
        path = slot_path(name)
    except ValueError as e:
        raise SaveError(slots_dir() / "slot", f"was not saved: {e}") from e
    return save_game(match, path, _check_name(name))


class _Writer:
    """The process's one autosave writer thread, started at the first autosave and kept for good.

    It holds at most one pending job per Autosaver: a newer save of the same game replaces a job not
    started yet (keeping its place in line), so a burst of moves costs one write, of the newest
    content, after the one in progress. The game's thread only puts a job under a lock the writer
    never holds while writing: it never waits for the disk."""

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._jobs: dict[Autosaver, tuple] = {}  # insertion order = the order to write in
        self._busy: Autosaver | None = None  # whose job is being written now
        self._thread: threading.Thread | None = None

    def put(self, saver: Autosaver, job: tuple) -> None:
        with self._cond:
            self._jobs[saver] = job
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._loop, name="autosave", daemon=True)
                self._thread.start()
            self._cond.notify_all()

    @property
    def thread(self) -> threading.Thread | None:
        return self._thread

    def _loop(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._jobs)
                saver = next(iter(self._jobs))
                job = self._jobs.pop(saver)
                self._busy = saver
            try:
                saver._run(job)
            except Exception as e:  # noqa: BLE001 - the writer must outlive any one bad job
                saver._failed(e)
            finally:
                with self._cond:
                    self._busy = None
                    self._cond.notify_all()

    def _idle(self, saver: Autosaver | None) -> bool:
        if saver is None:
            return not self._jobs and self._busy is None
        return saver not in self._jobs and self._busy is not saver

    def wait(self, saver: Autosaver | None = None, timeout: float | None = 10.0) -> bool:
        """Until `saver`'s jobs (every saver's, for None) are on disk; False if that took over `timeout` s."""
        with self._cond:
            return self._cond.wait_for(lambda: self._idle(saver), timeout)


_WRITER = _Writer()


class Autosaver:
    """Keeps the autosave in step with a match: attach once, it rewrites after every move and undo.

    The JSON is made on the caller's thread (a fraction of a millisecond); the atomic write with its
    fsyncs, which a busy disk can stretch to tens of milliseconds, runs on the process's one
    persistent writer thread (_Writer) so the window never misses a frame. Writes are ordered and
    coalesced (only the newest pending content is written), so the file always holds the game up to a
    recent move, whole. Every reader in this module (load_game, has_continue, list_slots...) first waits
    for pending writes, and so does interpreter exit: within one process nobody sees a stale autosave.
    `saved_moves` counts the moves the file is known to hold. A disk error never stops the game: it is
    kept in `error` (for a hint on screen) and printed. background=False writes on the caller's thread
    instead."""

    def __init__(self, match: Match, path: Path | None = None, background: bool = True) -> None:
        self.match = match
        self.path = Path(path) if path is not None else autosave_path()
        self.background = background
        self.error: str | None = None
        self.finished = False
        self.kept: Path | None = None  # where another unfinished game found in the autosave was kept
        self.saved_moves = -1  # moves in the last content written whole (-1: nothing written yet)
        self._first = True
        match.listeners.append(self)

    @property
    def _writer(self) -> threading.Thread | None:
        """The thread this saver's writes run on (None: the caller's own)."""
        return _WRITER.thread if self.background else None

    def __call__(self, match: Match) -> None:
        if self.finished:
            return
        if self._first:
            self._first = False
            try:
                flush()  # another game's saver may still be writing this file
                self._keep_other_game(match)
            except OSError as e:
                self._failed(e)
        data = dumps(match)
        if match.game.is_over:
            # Kept as the last finished game (its score pad can be reopened); nothing to Continue.
            ops = [("write", self.path.with_name(FINISHED), data), ("unlink", self.path, b"")]
            self.finished = True
        else:
            ops = [("write", self.path, data)]
        job = (ops, len(match.moves))
        if self.background:
            _WRITER.put(self, job)  # replaces this game's job not started yet: only the newest matters
        else:
            self._run(job)

    def _run(self, job) -> None:
        ops, moves = job
        try:
            for op, path, data in ops:
                if op == "write":
                    write_atomic(path, data)
                else:
                    path.unlink(missing_ok=True)
            self.saved_moves = moves
            self.error = None
        except OSError as e:
            self._failed(e)

    def _failed(self, e: Exception) -> None:
        self.error = f"Autosave failed: {getattr(e, 'strerror', None) or e} ({self.path})"
        print(self.error, file=sys.stderr)

    def flush(self, timeout: float | None = 10.0) -> bool:
        """Wait until everything handed to the writer is on disk; False if it took over `timeout` s."""
        return _WRITER.wait(self, timeout)

    def save_now(self) -> None:
        self(self.match)
        self.flush()

    def _keep_other_game(self, match: Match) -> None:
        """Before the first write: an unfinished game in the autosave that is not this one (a new game
        was started instead of Continue) is kept as a save slot rather than overwritten, and a damaged
        autosave is kept beside it as autosave.damaged.json."""
        if not self.path.is_file():
            return
        try:
            doc = parse(self.path)
        except SaveError:
            os.replace(self.path, self.path.with_name("autosave.damaged.json"))
            return
        saved, ours = doc["moves"], match.moves
        n = min(len(saved), len(ours))
        same = doc["options"] == match.options and doc["seats"] == match.seats and saved[:n] == ours[:n]
        if same or (doc["check"] or {}).get("over") is True:
            return
        raw = json.loads(self.path.read_bytes())  # parse() has checked it
        raw["name"] = f"Unfinished game, {doc['saved_at'][:16].replace('T', ' ')}"
        self.kept = slot_path(raw["name"])
        write_atomic(self.kept, json.dumps(raw, separators=(",", ":"), ensure_ascii=False).encode("utf-8"))

    def detach(self) -> None:
        if self in self.match.listeners:
            self.match.listeners.remove(self)


def flush(timeout: float | None = 10.0) -> bool:
    """Wait for every autosave still being written (readers call this first; so does exit)."""
    return _WRITER.wait(None, timeout)


atexit.register(flush)


def autosave(match: Match) -> Autosaver:
    """The match's Autosaver, attached now if it has none yet: safe to call from every place that opens
    a game (new game, Continue, a loaded slot), never two savers on one match."""
    for listener in match.listeners:
        if isinstance(listener, Autosaver):
            return listener
    return Autosaver(match)


# ---- reading ----
def _read_bytes(path: Path) -> bytes:
    """The file's bytes, refusing before reading anything above MAX_BYTES."""
    try:
        with open(path, "rb") as f:
            if os.fstat(f.fileno()).st_size > MAX_BYTES:
                raise SaveError(path, f"is too large to be a save (over {MAX_BYTES // 1024 // 1024} MB)")
            data = f.read(MAX_BYTES + 1)  # bounded even if the file grows while we read
    except FileNotFoundError:
        raise SaveError(path, "does not exist") from None
    except IsADirectoryError:
        raise SaveError(path, "is a folder, not a save file") from None
    except PermissionError:
        raise SaveError(path, "cannot be read (permission denied)") from None
    except OSError as e:
        raise SaveError(path, f"cannot be read: {e.strerror or e}") from None
    if len(data) > MAX_BYTES:
        raise SaveError(path, f"is too large to be a save (over {MAX_BYTES // 1024 // 1024} MB)")
    return data


def _no_constant(name: str):
    raise ValueError(f"{name} is not allowed in a save")


class _Bad(Exception):
    """A problem in a save's content (turned into a SaveError naming the file)."""


def _int(value, what: str, lo: int, hi: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
        raise _Bad(f"{what} must be a whole number from {lo} to {hi}")
    return value


def _check_name(name) -> str:
    if not isinstance(name, str) or not name.strip() or len(name.strip()) > MAX_NAME:
        raise ValueError(f"a save name must be a non-empty text of at most {MAX_NAME} characters")
    return name.strip()


def parse(path: Path | str) -> dict:
    """Read and check a save file's layout (without replaying its moves); SaveError on any problem.

    Returns a dict with name, saved_at, options, seats (Seat objects), moves, check."""
    path = Path(path)
    flush()  # never read an autosave this process is still writing
    data = _read_bytes(path)
    if not data.strip():
        raise SaveError(path, "is empty")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(path, "is not a save file (not text)") from None
    try:
        doc = json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as e:
        if e.pos >= len(text.rstrip()) or e.msg.startswith("Unterminated string"):
            raise SaveError(path, "is cut short (damaged or truncated)") from None
        raise SaveError(path, f"is damaged (not valid JSON at line {e.lineno}, column {e.colno})") from None
    except (ValueError, RecursionError) as e:
        raise SaveError(path, f"is damaged ({str(e)[:80]})") from None
    if not isinstance(doc, dict):
        raise SaveError(path, "is not a save file (not a JSON object)")
    if doc.get("format") != FORMAT:
        raise SaveError(path, "is not a gwt_desktop save")
    version = doc.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError(path, "has no valid format version")
    if version > VERSION:
        raise SaveError(path, f"was saved by a newer gwt_desktop (save format {version}; "
                              f"this version reads up to {VERSION})")
    try:
        return _check_layout(doc)
    except _Bad as e:
        raise SaveError(path, f"is damaged: {e}") from None


def _check_layout(doc: dict) -> dict:
    name = doc.get("name", "")
    if not isinstance(name, str) or len(name) > MAX_NAME:
        raise _Bad(f"the name must be a text of at most {MAX_NAME} characters")
    saved_at = doc.get("saved_at", "")
    if not isinstance(saved_at, str) or len(saved_at) > 40:
        raise _Bad("saved_at must be a short text")
    opts = doc.get("options")
    if not isinstance(opts, dict):
        raise _Bad("options must be an object")
    players = _int(opts.get("players"), "options.players", 2, 4)
    seed = _int(opts.get("seed"), "options.seed", -(2**63), 2**63 - 1)
    sides = opts.get("building_sides", "a")
    if not isinstance(sides, str) or not (sides in ("a", "random") or re.fullmatch(r"[ab]{10}", sides)):
        raise _Bad('options.building_sides must be "a", "random" or ten letters a/b')
    neutral = opts.get("neutral_buildings", "fixed")
    if neutral not in ("fixed", "random"):
        raise _Bad('options.neutral_buildings must be "fixed" or "random"')
    raw_seats = doc.get("seats")
    if not isinstance(raw_seats, list) or len(raw_seats) != players:
        raise _Bad(f"seats must be a list of {players} seats (options.players)")
    seats = []
    for i, raw in enumerate(raw_seats):
        try:
            seats.append(Seat.from_json(raw))
        except ValueError as e:
            raise _Bad(f"seat {i + 1}: {e}") from None
    if len({s.color for s in seats}) != len(seats):
        raise _Bad("two seats have the same colour")
    moves = doc.get("moves")
    if not isinstance(moves, list) or len(moves) > MAX_MOVES:
        raise _Bad(f"moves must be a list of at most {MAX_MOVES} move texts")
    for i, m in enumerate(moves):
        if not isinstance(m, str) or not m.strip() or len(m) > MAX_MOVE_TEXT:
            raise _Bad(f"move {i + 1} is not a move text")
    check = doc.get("check")
    if check is not None and not isinstance(check, dict):
        raise _Bad("check must be an object")
    return {"name": name, "saved_at": saved_at, "seats": seats, "moves": moves, "check": check,
            "options": {"players": players, "seed": seed, "building_sides": sides,
                        "neutral_buildings": neutral}}


def load_game(path: Path | str) -> Match:
    """The match saved in `path`, every move replayed and checked; SaveError naming the file otherwise."""
    path = Path(path)
    doc = parse(path)
    try:
        match = Match.replay(doc["seats"], doc["options"], doc["moves"])
    except ValueError as e:  # IllegalMove, or new_game refusing the options
        i = getattr(e, "index", None)
        if i is None:
            raise SaveError(path, f"has options this version cannot set up: {e}") from None
        text = doc["moves"][i]
        raise SaveError(path, f"has a move that is not legal at its point in the game: move {i + 1} ({text[:40]!r})") from None
    except Exception as e:  # noqa: BLE001 (an engine failure on odd input must not take the window down)
        raise SaveError(path, f"could not be replayed ({type(e).__name__}: {str(e)[:80]})") from None
    check = doc["check"]
    if check is not None:
        g = match.game
        got = {"to_move": g.to_move, "prompt": g.prompt, "round": match.round, "over": g.is_over}
        if any(k in check and check[k] != v for k, v in got.items()):
            raise SaveError(path, "does not replay to the position it saved (made by another rules version?)")
    return match


# ---- listing ----
@dataclass
class SlotInfo:
    """One row of the load screen: enough to show without replaying; `error` set for a bad file."""

    path: Path
    name: str = ""
    saved_at: str = ""
    seats: list[Seat] = field(default_factory=list)
    round: int = 0
    over: bool = False
    moves: int = 0
    error: str | None = None

    @property
    def seats_text(self) -> str:
        return ", ".join(s.name + (f" ({s.level} computer)" if s.kind == COMPUTER else "") for s in self.seats)

    @property
    def date_text(self) -> str:
        """saved_at as 'YYYY-MM-DD HH:MM' (local time of the save)."""
        return self.saved_at[:16].replace("T", " ")


def info(path: Path | str) -> SlotInfo:
    """What the load screen shows of one file; never raises for a bad file (error is set instead)."""
    path = Path(path)
    try:
        doc = parse(path)
    except SaveError as e:
        return SlotInfo(path, name=path.stem, error=str(e))
    check = doc["check"] or {}
    rnd = check.get("round", 0)
    return SlotInfo(path, name=doc["name"] or path.stem, saved_at=doc["saved_at"], seats=doc["seats"],
                    round=rnd if isinstance(rnd, int) and not isinstance(rnd, bool) else 0,
                    over=check.get("over") is True, moves=len(doc["moves"]))


def list_slots() -> list[SlotInfo]:
    """Every saved slot, newest first; bad files are listed too, with their error."""
    files = [p for p in slots_dir().glob("*.json") if p.is_file()]
    rows = [info(p) for p in files]
    mtimes = {p: p.stat().st_mtime for p in files}
    rows.sort(key=lambda r: (r.saved_at, mtimes.get(r.path, 0.0)), reverse=True)
    return rows


def has_continue() -> bool:
    """An unfinished game to resume (or an autosave to report as bad when Continue is pressed)."""
    flush()
    path = autosave_path()
    if not path.is_file():
        return False
    row = info(path)
    return row.error is not None or not row.over


def continue_info() -> SlotInfo | None:
    """The autosave's row (for a "Continue: ... round 7" label), None when there is none."""
    return info(autosave_path()) if has_continue() else None


def last_finished() -> SlotInfo | None:
    """The last finished game's row, None when no game has been finished yet."""
    flush()
    path = finished_path()
    return info(path) if path.is_file() else None
