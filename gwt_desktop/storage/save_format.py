"""The save file's format: a match as JSON (format version, options, seats, moves as text) and back.

encode: record(match, name) / dumps(match, name). decode: parse(path) reads and checks the layout
without replaying (what the load screen lists); load(path) replays every move and checks the game
arrives where the file says it was. Any problem is a SaveError whose message names the file and says
what is wrong; reading never changes the file. Where saves live and when they are written is the
store's and the autosave's business, not this module's.
"""
from __future__ import annotations

import json
import logging
import re
import time
from pathlib import Path

from ..clean import clean_text
from ..engine import DecisionKind
from ..failures import report_once
from ..problem import Problem
from ..session.match import Match
from ..session.seats import Seat
from .files import FileProblem, read_json

log = logging.getLogger(__name__)

FORMAT = "gwt_desktop save"

VERSION = 3  # bump when the layout changes; older versions stay readable, newer ones are refused
# Optional fields need no new version: a file without one reads as before, and a version that does not
# know one passes it by. "guide" (the guided game's guide) and "hinted" (the indices of the moves that
# followed the Hint, a person's only: Match.hinted; a file without it has no such move) are such fields.
# Steps the engine once took by itself when they offered one option, recording no move for them, by
# the first format that records them: a delivery's city step from format 2, a foresight column and a
# disc to take off the player board from format 3. Reading an older file takes such steps as its moves
# are replayed (Match.replay's lone_steps), so the match holds the record as it is kept today.
_ASKED_SINCE = {DecisionKind.CITY: 2, DecisionKind.KC_FORESIGHT: 3, DecisionKind.DISC: 3}
MAX_BYTES = 4 * 1024 * 1024  # a long 4-player game is ~40 kB; anything far bigger is not ours
MAX_MOVES = 50_000
MAX_MOVE_TEXT = 200
MAX_NAME = 40


class SaveError(FileProblem):
    """A save that cannot be read or written: the file and what is wrong (text/problems.py words it)."""


# ---- encode ----
def record(match: Match, name: str = "") -> dict:
    """The JSON-ready content of a save of `match`."""
    g = match.game
    doc = {
        "format": FORMAT,
        "version": VERSION,
        "name": name,
        "saved_at": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
        "options": dict(match.options),
        "seats": [s.to_json() for s in match.seats],
        "moves": list(match.moves),
        "game_id": match.game_id,
        # Where the replay must arrive: a mismatch means the file or the rules changed under it.
        "check": {"to_move": g.to_move, "prompt": g.decision.kind, "round": match.round, "over": g.is_over},
    }
    if match.guide is not None and match.guide.active:  # a guide left is a normal game from then on
        doc["guide"] = match.guide.state()
    if match.hinted:
        doc["hinted"] = sorted(match.hinted)
    return doc


def encode(doc: dict) -> bytes:
    return json.dumps(doc, separators=(",", ":"), ensure_ascii=False).encode("utf-8")


def dumps(match: Match, name: str = "") -> bytes:
    return encode(record(match, name))


# ---- decode ----
class _Bad(Exception):
    """A problem in a save's content (turned into a SaveError naming the file)."""


def _int(value, what: str, lo: int, hi: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
        raise _Bad(f"{what} must be a whole number from {lo} to {hi}")
    return value


def check_name(name) -> str:
    """A save name as given by the player (Save as...), stripped; ValueError saying what is wrong."""
    if not isinstance(name, str) or not clean_text(name).strip() or len(name.strip()) > MAX_NAME:
        raise ValueError(f"a save name must be a non-empty text of at most {MAX_NAME} characters")
    return clean_text(name).strip()


def read(path: Path | str) -> dict:
    """The raw JSON object of a save file, its format and version checked; SaveError otherwise."""
    path = Path(path)
    doc = read_json(path, MAX_BYTES, "save", SaveError)
    if not isinstance(doc, dict):
        raise SaveError(path, Problem("not_a_json_object"))
    if doc.get("format") != FORMAT:
        raise SaveError(path, Problem("not_our_save"))
    version = doc.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError(path, Problem("no_format_version"))
    if version > VERSION:
        raise SaveError(path, Problem("newer_save", version=version, newest=VERSION))
    return doc


def parse(path: Path | str) -> dict:
    """Read and check a save file's layout (without replaying its moves); SaveError on any problem.

    Returns a dict with name, saved_at, options, seats (Seat objects), moves, check; the texts that
    will be drawn (name, seat names) are cleaned for a font."""
    path = Path(path)
    doc = read(path)
    try:
        return _check_layout(doc)
    except _Bad as e:
        raise SaveError(path, Problem("damaged_because", why=str(e))) from None


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
    # A save from before games had an identity has none: it is told apart by its content alone.
    game_id = doc.get("game_id")
    if game_id is not None and (not isinstance(game_id, str) or not re.fullmatch(r"[0-9a-f]{1,64}", game_id)):
        raise _Bad("game_id must be a short text of hexadecimal digits")
    guide = doc.get("guide")  # the guided game's guide (its content is checked when it is restored)
    if guide is not None and not isinstance(guide, dict):
        raise _Bad("guide must be an object")
    # The moves that followed the Hint: only notes on the game, so a damaged list is left out (the game
    # and its review stand without it), never a reason to refuse the file.
    hinted = doc.get("hinted", [])
    if not (isinstance(hinted, list) and len(hinted) <= len(moves)
            and all(isinstance(i, int) and not isinstance(i, bool) and 0 <= i < len(moves) for i in hinted)):
        log.warning("a save's list of the moves that followed the Hint is not one: left out")
        hinted = []
    return {"name": clean_text(name), "saved_at": clean_text(saved_at), "seats": seats, "moves": moves,
            "version": doc["version"], "check": check, "game_id": game_id, "guide": guide,
            "hinted": hinted, "options": {"players": players, "seed": seed, "building_sides": sides,
                                        "neutral_buildings": neutral}}


def _mismatch(moves: int, got: dict, check: dict, differs: list[str]) -> Problem:
    """What is wrong with a save whose moves do not reach the position it says it was saved at."""
    saved_round = check.get("round")
    if "round" in differs and isinstance(saved_round, int) and not isinstance(saved_round, bool):
        if got["round"] < saved_round:
            return Problem("replay_ends_early", moves=moves, got=got["round"], saved=saved_round)
        return Problem("replay_goes_past", moves=moves, got=got["round"], saved=saved_round)
    if "over" in differs and check.get("over") is True:
        return Problem("replay_not_finished", moves=moves)
    return Problem("replay_elsewhere", moves=moves, what=differs[0])  # to_move, prompt, over or round


def lone_steps(version: int) -> frozenset[str]:
    """The kinds of step a file of this format has no move for when they offered one option (the
    engine of its day took them itself)."""
    return frozenset(kind for kind, since in _ASKED_SINCE.items() if version < since)


def hinted(doc: dict) -> list[int]:
    """A parsed save's moves that followed the Hint, by their index in moves_now(doc): none for a file
    whose moves an older format kept without its lone steps (its indices would not count them)."""
    return [] if lone_steps(doc["version"]) else doc["hinted"]


def moves_now(doc: dict) -> list[str]:
    """A parsed save's moves as this version records them: a file of an older format gets back the
    lone steps the engine took by itself (a replay of the game); a file that does not replay keeps its
    own moves (whoever replays them next says what is wrong)."""
    lone = lone_steps(doc["version"])
    if not lone:
        return doc["moves"]
    try:
        return Match.replay(doc["seats"], doc["options"], doc["moves"], lone_steps=lone).moves
    except ValueError:  # IllegalMove, a move text or options the engine refuses: the caller's replay says so
        return doc["moves"]
    except Exception:  # noqa: BLE001 (a bug, not the file: said once; the caller's replay names the file too)
        report_once(log, "Replaying a save of an older format", doc["moves"][:3])
        return doc["moves"]


def load(path: Path | str) -> Match:
    """The match saved in `path`, every move replayed and checked; SaveError naming the file otherwise."""
    path = Path(path)
    doc = parse(path)
    try:
        match = Match.replay(doc["seats"], doc["options"], doc["moves"], doc["game_id"],
                             lone_steps=lone_steps(doc["version"]), hinted=hinted(doc))
    except ValueError as e:  # IllegalMove, or new_game refusing the options
        i = getattr(e, "index", None)
        if i is None:
            raise SaveError(path, Problem("options_not_set_up", why=str(e))) from None
        text = doc["moves"][i]
        raise SaveError(path, Problem("illegal_move", number=i + 1, move=repr(text[:40]))) from None
    except Exception as e:  # noqa: BLE001 (an engine failure on odd input must not take the window down)
        raise SaveError(path, Problem("not_replayed", why=f"{type(e).__name__}: {str(e)[:80]}")) from None
    check = doc["check"]
    if check is not None:
        g = match.game
        got = {"to_move": g.to_move, "prompt": g.decision.kind, "round": match.round, "over": g.is_over}
        differs = [k for k, v in got.items() if k in check and check[k] != v]
        if differs:
            raise SaveError(path, _mismatch(len(doc["moves"]), got, check, differs))
    if doc["guide"] is not None:
        from ..session.guide import Guide

        try:
            match.guide = Guide.restore(doc["guide"], len(match.seats))
        except ValueError as e:  # the game itself is whole: it goes on without its guide
            log.warning("%s", clean_text(f"{path}: the guided game's guide could not be restored ({e}); "
                                         "the game goes on without it"))
    return match
