"""A game's review kept with its record, so opening it again is instant. No pygame.

One file per reviewed game, `reviews/<digest>.json` in the data folder beside `records/`: the digest
is the game's own (records.game_digest: options, seats, moves), the one its record's file name ends
with, so whatever opens a finished game (the score pad, Records, the replay viewer) finds its review.
The file holds what the review was computed with (session.review.settings_key(): its layout, the
rules' version, samples, beam, thresholds and the judgement's name) and the review itself
(session.review.to_json), checked against the game before it is shown: its turns the game's, its
lines legal where they were played out, its values bounded (_check_lines).

A cached review is only a shortcut: a file that is missing, damaged, hostile, of another layout or
judgement, or not about this very game is ignored (one log line) and the review is computed again,
then written over it; it never stops the screen. A failed write costs the shortcut, said on screen.
"""
from __future__ import annotations

import json
import logging
import random
from pathlib import Path

from ..engine import Move
from ..problem import Problem
from ..session import review as R
from . import paths
from .files import FileProblem, read_json, reason_not_written, write_atomic
from .paths import folder_words
from .records import game_digest

log = logging.getLogger(__name__)

FOLDER = "reviews"
KIND = "gwt_desktop review"
MAX_BYTES = 2 * 1024 * 1024  # a 4-player game's review with every seat a person is some 60 kB
VALUE_LIMIT = 500.0  # points: no line's value (a seat's estimate against its rivals') comes near it
COST_LIMIT = 100.0  # points one part of a turn may cost: a whole game's worth (a wrong refusal costs a review's time)


def path_of(replay, seats) -> Path:
    """Where the review of this game is kept; paths.FolderProblem (an OSError) when there is no folder."""
    return paths.subfolder(FOLDER) / f"{game_digest(replay.options, seats, replay.moves)}.json"


def load(replay, seats, wanted) -> R.Review | None:
    """The cached review of this game covering the seats `wanted`, or None (nothing kept, or a file
    that cannot be used: then computed again)."""
    try:
        path = path_of(replay, seats)
    except OSError:
        return None
    if not path.exists():
        return None
    try:
        doc = read_json(path, MAX_BYTES)
        if not isinstance(doc, dict) or doc.get("kind") != KIND:
            raise ValueError("not a review")
        if doc.get("settings") != R.settings_key():
            return None  # computed otherwise (an older review, another judgement): computed again
        review = R.from_json(doc["review"], replay)
        _check_lines(review, replay)
    except (FileProblem, ValueError, KeyError, TypeError, IndexError, AttributeError) as e:
        log.warning("the review kept in %s cannot be used (%s); it is made again", path, e)
        return None
    return review if set(wanted) <= set(review.seats) else None


def _check_lines(review: R.Review, replay) -> None:
    """A kept review's lines and values checked as a save's moves are, ValueError otherwise: every part's
    values within VALUE_LIMIT points with the better line worth at least the played one (the review
    picks the best of the lines it compares, the played one among them) and at most COST_LIMIT more,
    and both lines legal, move by
    move, on the position they were played out on (the part's start, determinized by its seed, as the
    review's screen plays them again: session.review.show). A hand-made cache of illegal "better"
    lines or values of +50 a turn is made again, never shown as the game's review."""
    for turn in review.turns:
        for part in turn.parts:
            if not (abs(part.best_value) <= VALUE_LIMIT and abs(part.played_value) <= VALUE_LIMIT):
                raise ValueError("a value out of bounds")
            if not 0 <= part.best_value - part.played_value <= COST_LIMIT:
                raise ValueError("a better line worth less than the played one, or a whole game more")
            start = replay.position(part.start)
            for line in (part.best, part.played):
                clone = start.determinize(turn.player, random.Random(part.seed))
                for text in line:
                    clone.apply(Move.parse(text))  # IllegalMove (a ValueError) for a move not legal there


def save(replay, seats, review: R.Review) -> Problem | None:
    """Keep the review of this game; None, or what kept it from being written, naming the file
    (text/problems.say words it)."""
    try:
        path = path_of(replay, seats)
    except OSError as e:  # no folder to keep it in (paths.FolderProblem)
        return FileProblem(Path(e.filename or FOLDER), folder_words(e)).whole
    doc = {"kind": KIND, "settings": R.settings_key(), "review": R.to_json(review)}
    try:
        write_atomic(path, json.dumps(doc, separators=(",", ":")).encode("utf-8"))
    except OSError as e:
        return FileProblem(path, Problem("not_written", why=reason_not_written(e, path))).whole
    return None
