"""The save store: where saves live (the autosave, the last finished game, the slots) and what the
title and the load screen ask of them. Above the match and the save format, below the UI; no pygame.

- `save_slot(match, name)`: the in-game menu's "Save as...". `list_slots()`: the load screen's rows,
  newest first; a file that cannot be read (damaged, a folder, a named pipe) is listed with its problem.
- `has_continue()` / `continue_info()`: the title's Continue button; Continue calls
  `load_game(autosave_path())`.
- `last_finished()`: the last finished game (its score pad can be reopened), or None.
- `load_game(path) -> Match`: replays and checks every move; any problem is a SaveError with the file
  and what is wrong with it (text/problems.py words it). The file is never changed by reading it.

Every reader here first waits for the background writer (writer.flush), so nothing this process is
still writing is read stale. Files are written by files.write_atomic. Without a folder to keep saves
in (paths.FolderProblem) the readers find nothing and the writers raise SaveError: the game runs.
"""
from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from hashlib import sha1
from pathlib import Path

from ..problem import Problem
from ..session.match import Match, persons_moves
from ..session.replay import SNAPSHOT_EVERY, Replay, ReplayError
from ..session.seats import Seat
from . import paths, save_format
from .files import reason_not_written, regular_file_problem, sweep_debris, write_atomic
from .save_format import SaveError
from .writer import flush

AUTOSAVE = "autosave.json"
DAMAGED = "autosave.damaged.json"
FINISHED = "last_finished.json"
SLOTS = "slots"
# The slot name of a game the autosave kept (autosave.py: another game was in it when one began), as
# every version has written it: a label in the file, which an older version shows as it is. info()
# reads it back as facts (SlotInfo.kept_at, .copy) for the load screen to say in the player's words
# (text/menus.kept_game); a finished game kept so (only a hand-made autosave holds one) says so.
KEPT_NAMES = {"unfinished": "Unfinished game, {date}", "finished": "Finished game, {date}"}
_KEPT = re.compile(r"(Unfinished|Finished) game, (\d{4}-\d\d-\d\d \d\d:\d\d)(?: \((\d+)\))?")


# ---- where ----
def autosave_path() -> Path:
    return paths.data_dir() / AUTOSAVE


def finished_path() -> Path:
    return paths.data_dir() / FINISHED


def slots_dir() -> Path:
    """The slots folder, made when missing; paths.FolderProblem if it cannot be, or is a link or a file."""
    return paths.subfolder(SLOTS)


def slot_path(name: str) -> Path:
    """One file per slot name: saving under the same name again replaces that slot."""
    name = save_format.check_name(name)
    slug = re.sub(r"[^A-Za-z0-9_-]+", "_", name).strip("_")[:24] or "save"
    # The hash keeps names that slug alike ("a b" and "a_b") in separate files.
    return slots_dir() / f"{slug}-{sha1(name.encode()).hexdigest()[:8]}.json"


def sweep() -> None:
    """At start: remove what writes cut short by a crash or a kill left behind (files.sweep_debris)
    beside the autosave and among the slots. Without a folder to keep saves in there is nothing to do."""
    try:
        folders = [paths.data_dir(), slots_dir()]
    except OSError:
        return
    for folder in folders:
        sweep_debris(folder)


# ---- writing ----
def save_game(match: Match, path: Path | str, name: str = "") -> Path:
    """Write a save of `match` to `path` atomically; SaveError naming the file if the disk refuses."""
    path = Path(path)
    try:
        write_atomic(path, save_format.dumps(match, name))
    except OSError as e:
        raise SaveError(path, Problem("not_written", why=reason_not_written(e, path))) from e
    return path


def save_slot(match: Match, name: str) -> Path:
    """Save `match` under a slot name (the in-game menu); the same name replaces that slot."""
    try:
        name = save_format.check_name(name)
    except ValueError as e:
        raise SaveError(Path(SLOTS) / "slot", Problem("not_saved", why=str(e))) from e
    try:
        path = slot_path(name)
    except OSError as e:  # no folder to keep saves in (paths.FolderProblem), or it cannot be made
        raise SaveError(Path(e.filename or SLOTS), paths.folder_words(e)) from e
    return save_game(match, path, name)


def keep_damaged(path: Path) -> Path:
    """Move a damaged autosave aside as autosave.damaged.json, never over an older one kept before
    (autosave.damaged.2.json, .3, ...): the evidence of each damage is kept."""
    target = path.with_name(DAMAGED)
    n = 1
    while True:
        try:
            os.link(path, target)  # fails if the name is taken: never replaces what was kept
            break
        except FileExistsError:
            n += 1
            target = path.with_name(f"autosave.damaged.{n}.json")
        except OSError:  # no hard links here (some file systems): a plain rename to a free name
            while target.exists():
                n += 1
                target = path.with_name(f"autosave.damaged.{n}.json")
            os.replace(path, target)
            return target
    os.unlink(path)
    return target


# ---- reading ----
def load_game(path: Path | str) -> Match:
    """The match saved in `path`, every move replayed and checked; SaveError naming the file otherwise."""
    flush()  # never read an autosave this process is still writing
    return save_format.load(path)


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
    error: Problem | None = None  # what is wrong with the file, naming it (text/problems.say words it)
    # A game the autosave kept (KEPT_NAMES): "unfinished" or "finished", when (YYYY-MM-DD HH:MM), and
    # which copy of that minute (1, 2, ...); "" for a slot the player named.
    kept: str = ""
    kept_at: str = ""
    copy: int = 1

    @property
    def date_text(self) -> str:
        """saved_at as 'YYYY-MM-DD HH:MM' (local time of the save)."""
        return self.saved_at[:16].replace("T", " ")


def load_replay(path: Path | str, every: int = SNAPSHOT_EVERY) -> tuple[Replay, list[Seat]]:
    """The replay of a save file and its seats; SaveError naming the file on any problem (the file is
    only read)."""
    doc = save_format.parse(path)
    moves = save_format.moves_now(doc)
    try:
        replay = Replay(doc["options"], moves, [s.name for s in doc["seats"]], every, save_format.hinted(doc))
    except ReplayError as e:  # said as save_format.load says it (its detail is the engine's own)
        problem = (Problem("options_not_set_up", why=e.detail) if e.index is None
                   else Problem("illegal_move", number=e.index + 1, move=repr(moves[e.index][:40])))
        raise SaveError(path, problem) from None
    seats = doc["seats"]
    replay.hinted = frozenset(persons_moves(replay.hinted, replay.movers, seats))
    return replay, seats


def info(path: Path | str) -> SlotInfo:
    """What the load screen shows of one file; never raises for a bad file (error is set instead)."""
    path = Path(path)
    flush()
    try:
        doc = save_format.parse(path)
    except SaveError as e:
        return SlotInfo(path, name=path.stem, error=e.whole)
    check = doc["check"] or {}
    rnd = check.get("round", 0)
    row = SlotInfo(path, name=doc["name"] or path.stem, saved_at=doc["saved_at"], seats=doc["seats"],
                   round=rnd if isinstance(rnd, int) and not isinstance(rnd, bool) else 0,
                   over=check.get("over") is True, moves=len(doc["moves"]))
    kept = _KEPT.fullmatch(row.name)
    if kept:
        row.kept, row.kept_at, row.copy = kept[1].lower(), kept[2], int(kept[3] or 1)
    return row


def kept_name(kept: str, date: str, copy: int = 1) -> str:
    """The slot name of a game the autosave keeps (KEPT_NAMES), the `copy`-th of its minute."""
    name = KEPT_NAMES[kept].format(date=date)
    return name if copy == 1 else f"{name} ({copy})"


def list_slots() -> list[SlotInfo]:
    """Every saved slot, newest first. Bad files are listed too, with their error: a damaged slot,
    and anything in the folder that is not a regular file (a folder, a named pipe, a device)."""
    flush()
    rows, mtimes = [], {}
    try:
        entries = list(slots_dir().iterdir())
    except OSError as e:
        if isinstance(e, paths.FolderProblem) and e.filename is not None and os.path.lexists(e.filename):
            # The slots folder's name taken by a file or a link: said, as a bad file is.
            return [SlotInfo(Path(e.filename), name=SLOTS, error=SaveError(Path(e.filename), e.problem).whole)]
        return []  # no folder to keep saves in (paths.folder_problems says why): nothing to list
    for p in entries:
        if p.name.startswith("."):
            continue  # a temporary file of a write in progress, or debris of one a crash cut short
        problem = regular_file_problem(p)
        if problem is not None:
            rows.append(SlotInfo(p, name=p.name, error=SaveError(p, problem).whole))
        elif p.suffix == ".json":
            rows.append(info(p))
        else:
            continue
        try:
            mtimes[p] = p.lstat().st_mtime
        except OSError:
            mtimes[p] = 0.0
    rows.sort(key=lambda r: (r.saved_at, mtimes.get(r.path, 0.0)), reverse=True)
    return rows


def has_continue() -> bool:
    """An unfinished game to resume (or an autosave to report as bad when Continue is pressed)."""
    return continue_info() is not None


def continue_info() -> SlotInfo | None:
    """The autosave's row (for a "Continue: ... round 7" label), None when there is none. A finished
    game is never kept in the autosave (it becomes the last finished game), so a file saying its game
    is over is a claim to check: replayed, a claim that is false is the row's error (Continue names it
    when pressed, and a new game keeps the file as a slot) rather than a Continue quietly disabled."""
    flush()
    try:
        path = autosave_path()
    except OSError:  # no folder to keep saves in: nothing to continue
        return None
    if not os.path.lexists(path):
        return None
    row = info(path)
    if row.error is None and row.over:
        try:
            save_format.load(path)  # replays the moves and checks where they end against the claim
        except SaveError as e:
            row.error = e.whole
        else:
            return None  # a finished game: nothing to continue
    return row


def last_finished() -> SlotInfo | None:
    """The last finished game's row, None when no game has been finished yet."""
    flush()
    try:
        path = finished_path()
    except OSError:  # no folder to keep saves in
        return None
    return info(path) if os.path.lexists(path) else None


def delete_slot(path: Path | str) -> Problem | None:
    """Delete one saved slot's file (the Load screen's Delete, after the player confirmed it): only
    a file directly in the slots folder, never the autosave or anything elsewhere. Returns why it
    could not be deleted, or None."""
    path = Path(path)
    if path.parent.resolve() != slots_dir().resolve() or path.name.startswith("."):
        return Problem("not_a_slot", name=path.name)
    try:
        if path.is_dir() and not path.is_symlink():
            path.rmdir()
        else:
            path.unlink()
    except FileNotFoundError:
        return None
    except OSError as e:
        return Problem("not_deleted", name=path.name, why=e.strerror or str(e))
    return None
