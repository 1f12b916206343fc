"""Your record: every finished game kept in the per-user data folder, and how you fare against each
computer level and player count. No pygame.

One file per finished game, `records/<date>-<digest>.json`: a complete save (save_format.py: options, seed,
seats, moves, so the Load machinery and the replay read it as they read any save) plus a "result"
object with the final scores, the winners and the deal code, so the list is shown without
replaying anything. The digest is of the game itself (options, seats, moves): recording the same
game twice (its score pad opened again) keeps one file.

One file per game also means a damaged file costs only itself: it is listed with a message naming it
and saying what is wrong, it is never changed or removed, and it never stops the game or the other
records from loading. A record is checked as a save is before it is listed, counted or reviewed: its
moves replayed (save_format.load) to the end it claims, its result the score pad those moves give.
That replay costs 10-20 ms a game, a second or more for a hundred: it is done once on its own thread
from the app's start (`check_soon`), so the Records screen opens at once.

All file access goes through _read and _write (the storage room's hardened reader and atomic writer).
"""
from __future__ import annotations

import json
import logging
import os
import threading
import time
from dataclasses import dataclass, field
from hashlib import sha1
from pathlib import Path

from ..ai.base import LEVELS
from ..failures import report_once
from ..problem import Problem
from ..session.deal_code import code_of
from ..session.seats import COMPUTER, Seat
from . import paths, save_format
from .files import reason_not_written, regular_file_problem, write_atomic
from .paths import folder_words
from .save_format import SaveError

log = logging.getLogger(__name__)

FOLDER = "records"
NO_COMPUTER = ""  # the level key of a game among humans only


def records_dir() -> Path:
    """The records folder, made when missing; paths.FolderProblem if it cannot be, or is a link or a file."""
    return paths.subfolder(FOLDER)


@dataclass
class GameRecord:
    """One finished game as the Records screen lists it; `error` set (and nothing else) for a bad file."""

    path: Path
    finished_at: str = ""  # "YYYY-MM-DDTHH:MM:SS+zone", local time
    seats: list[Seat] = field(default_factory=list)
    scores: list[int] = field(default_factory=list)
    winners: list[int] = field(default_factory=list)
    deal_code: str | None = None
    rounds: int = 0
    moves: int = 0
    error: Problem | None = None  # what is wrong with the file, naming it (text/problems.say words it)

    @property
    def date_text(self) -> str:
        return self.finished_at[:16].replace("T", " ")

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def yours(self) -> bool:
        """A game with a person at the table (a seat not a computer): one of yours. A game among computers
        only (watched, or a test of the levels) is kept apart and never counts in your record; a file
        that could not be read stays with yours, so its problem is seen."""
        return self.error is not None or any(s.kind != COMPUTER for s in self.seats)

    def level(self) -> str:
        """The computer opponents' level: one of ai.base.LEVELS, "mixed", or NO_COMPUTER."""
        levels = {s.level for s in self.seats if s.kind == COMPUTER}
        if not levels:
            return NO_COMPUTER
        return levels.pop() if len(levels) == 1 else "mixed"


@dataclass(frozen=True)
class Standing:
    """How the human seats did in games of one player count against one computer level."""

    players: int
    level: str
    games: int  # human seats counted (a game with two humans counts twice)
    wins: int  # shared wins count as wins (the rules share ties, §14 #15)
    mean_score: float


def game_digest(options: dict, seats, moves) -> str:
    """The game itself named in 12 hex digits (its options, seats and moves): its record's file name
    ends with it, and its review (storage/reviews.py) is kept under it."""
    body = json.dumps([dict(options), [s.to_json() for s in seats], list(moves)], separators=(",", ":"),
                      sort_keys=True)
    return sha1(body.encode()).hexdigest()[:12]


def _digest(match) -> str:
    return game_digest(match.options, match.seats, match.moves)


# ---- the two places that touch the disk ----
def _read(path: Path) -> tuple[dict, dict]:
    """The checked save part (save_format.parse: bounded, untrusted input) and the raw JSON object."""
    return save_format.parse(path), save_format.read(path)


def _write(path: Path, data: bytes) -> None:
    write_atomic(path, data)


# ---- writing ----
def record_game(match) -> Path | None:
    """Keep a finished match in the record (once: the same game again returns the file it has).
    None for a game not over. SaveError naming the file if the disk refuses."""
    game = match.game
    if not game.is_over:
        return None
    digest = _digest(match)
    try:
        folder = records_dir()
    except OSError as e:  # no folder to keep it in (paths.FolderProblem): a message, not a crash
        raise SaveError(Path(e.filename or FOLDER), folder_words(e)) from e
    old = next(folder.glob(f"*-{digest}.json"), None)
    if old is not None:
        return old
    sheet = game.score_sheet()
    doc = save_format.record(match)  # no name: a record is listed by its date and seats, never by a name
    doc["result"] = {"scores": [sh["total"] for sh in sheet], "winners": [sh["player"] for sh in sheet
                                                                         if sh["winner"]],
                     "deal_code": code_of(game)}
    path = folder / f"{time.strftime('%Y%m%d-%H%M%S')}-{digest}.json"
    try:
        _write(path, json.dumps(doc, separators=(",", ":"), ensure_ascii=False).encode("utf-8"))
    except OSError as e:
        raise SaveError(path, Problem("not_written", why=reason_not_written(e, path))) from e
    return path


# ---- reading ----
class _Damaged(Exception):
    """A problem in a record's result part (turned into a message naming the file)."""


def _result(raw: dict, players: int) -> tuple[list[int], list[int], str | None]:
    result = raw.get("result")
    if not isinstance(result, dict):
        raise _Damaged("it has no result")
    scores, winners, code = result.get("scores"), result.get("winners"), result.get("deal_code")
    if not (isinstance(scores, list) and len(scores) == players
            and all(isinstance(x, int) and not isinstance(x, bool) and abs(x) < 10_000 for x in scores)):
        raise _Damaged(f"its result must have {players} scores")
    if not (isinstance(winners, list) and winners
            and all(isinstance(w, int) and not isinstance(w, bool) and 0 <= w < players for w in winners)):
        raise _Damaged("its result must name the winners")
    if code is not None and not (isinstance(code, str) and len(code) <= 20):
        raise _Damaged("its deal code must be a short text")
    return scores, sorted(set(winners)), code


_REPLAYED: dict[tuple, Problem | None] = {}  # a file as it was when replayed (its stat) -> what was wrong


def _replayed(path: Path, scores: list[int], winners: list[int]) -> Problem | None:
    """What is wrong with a record's claim once its moves are replayed, as a save's are (save_format.load:
    every move legal, the game where the file says), and its result held against the score pad the
    moves give: a hand-made record of no moves, or half a game, marked finished with "999" is not a
    finished game. Each file is replayed once while it stays as it is (a few ms for a whole game)."""
    try:
        st = os.stat(path)
    except OSError as e:
        return Problem("cannot_be_read", why=e.strerror or str(e))
    key = (str(path), st.st_size, st.st_mtime_ns, st.st_ino)
    if key not in _REPLAYED:
        if len(_REPLAYED) > 4096:
            _REPLAYED.clear()
        _REPLAYED[key] = _replay_problem(path, scores, winners)
    return _REPLAYED[key]


def _replay_problem(path: Path, scores: list[int], winners: list[int]) -> Problem | None:
    try:
        game = save_format.load(path).game
    except SaveError as e:
        return e.problem
    if not game.is_over:
        return Problem("not_a_finished_game")
    sheet = game.score_sheet()
    if [sh["total"] for sh in sheet] != scores or [sh["player"] for sh in sheet if sh["winner"]] != winners:
        return Problem("result_differs")
    return None


def read_record(path: Path | str) -> GameRecord:
    """One record file as a row; never raises for a bad file (`error` is set instead)."""
    path = Path(path)
    try:
        doc, raw = _read(path)
        scores, winners, code = _result(raw, len(doc["seats"]))
    except SaveError as e:
        return GameRecord(path, error=e.whole)
    except (_Damaged, ValueError, OSError) as e:  # the result part is bad, or the file went meanwhile
        return GameRecord(path, error=SaveError(path, Problem("damaged_because", why=str(e))).whole)
    check = doc["check"] or {}
    if check.get("over") is not True:
        return GameRecord(path, error=SaveError(path, Problem("not_a_finished_game")).whole)
    problem = _replayed(path, scores, winners)
    if problem is not None:
        return GameRecord(path, error=SaveError(path, problem).whole)
    rounds = check.get("round", 0)
    return GameRecord(path, doc["saved_at"], doc["seats"], scores, winners, code,
                      rounds if isinstance(rounds, int) and not isinstance(rounds, bool) else 0,
                      len(doc["moves"]))


_checking: list[threading.Thread] = []  # the thread check_soon started, while it runs


def check_soon() -> None:
    """Start checking every record (replaying its moves) on its own thread now, the app's start, so that
    the Records screen finds them checked. A file is checked once while it stays as it is (_replayed)."""
    if _checking and _checking[0].is_alive():
        return
    _checking[:] = [threading.Thread(target=_check_all, name="records-check", daemon=True)]
    _checking[0].start()


def _check_all() -> None:
    try:
        # Only a records folder that is there: the check never makes one (nor races the game making it).
        if os.path.isdir(paths.data_dir() / FOLDER) and not os.path.islink(paths.data_dir() / FOLDER):
            list_records()
    except paths.FolderProblem:
        pass  # no data folder: the title says so; nothing is recorded
    except Exception:  # noqa: BLE001 (a bug, reported once: the Records screen then checks them itself)
        report_once(log, "checking the records")


def list_records() -> list[GameRecord]:
    """Every recorded game, newest first. Waits for check_soon's thread first (else both replay the same
    files at once, each at half speed). What cannot be read is listed too, with its message, as the
    Load screen lists bad saves: a damaged file, and anything among the records that is not a regular
    file (a folder, a named pipe, a link to a device: named from its stat, never opened); and when the
    records folder itself cannot be used (a file or a link under its name), one row saying so."""
    checking = _checking[0] if _checking else None
    if checking is not None and checking is not threading.current_thread():
        checking.join()
    try:
        folder = records_dir()
        entries = [p for p in folder.iterdir() if p.suffix == ".json" and not p.name.startswith(".")]
    except paths.FolderProblem as e:
        if e.filename is None or not os.path.lexists(e.filename):
            return []  # no data folder at all (the title says so): nothing recorded, nothing to say
        return [GameRecord(Path(e.filename), error=SaveError(Path(e.filename), folder_words(e)).whole)]
    except OSError as e:
        why = Problem("folder_cannot_be_read", why=e.strerror or str(e))
        return [GameRecord(Path(FOLDER), error=SaveError(Path(FOLDER), why).whole)]
    rows = []
    for p in entries:
        problem = regular_file_problem(p)
        rows.append(read_record(p) if problem is None else GameRecord(p, error=SaveError(p, problem).whole))
    # File names start with the date, so they sort even for rows whose content could not be read.
    rows.sort(key=lambda r: (r.finished_at or "", r.path.name), reverse=True)
    return rows


def problems(rows: list[GameRecord]) -> list[Problem]:
    """What is wrong with the files that could not be read (each naming its file)."""
    return [r.error for r in rows if r.error]


def standings(rows: list[GameRecord]) -> list[Standing]:
    """Wins and mean score of the human seats, per player count and computer level (games among
    humans only under NO_COMPUTER), in the order: player count, then level as ai.base.LEVELS has it."""
    table: dict[tuple[int, str], list[tuple[bool, int]]] = {}
    for r in rows:
        if r.error:
            continue
        for i, seat in enumerate(r.seats):
            if seat.kind != COMPUTER:
                table.setdefault((r.players, r.level()), []).append((i in r.winners, r.scores[i]))
    order = {lv: k for k, lv in enumerate((*LEVELS, "mixed", NO_COMPUTER))}
    return [Standing(players, level, len(res), sum(w for w, _ in res), sum(s for _, s in res) / len(res))
            for (players, level), res in sorted(table.items(), key=lambda kv: (kv[0][0], order[kv[0][1]]))]
