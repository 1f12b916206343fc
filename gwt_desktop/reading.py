"""The one safe reader: every file the game reads (saves, slots, the autosave, settings, records,
review caches, the learned judgement's weights) is read here as untrusted input.

Only a regular file is read, opened without blocking (a named pipe planted under a save's or the
judgement's name would otherwise hang the start), size-limited while it is read (a link to /dev/zero
or a file that grows under us is cut off, not read until memory runs out), its JSON nested at most
MAX_DEPTH deep (counted before it is parsed: 50,000 opening brackets never reach the parser), and
every JSON problem (cut short, nested too deeply, a number too long, NaN) is a FileProblem whose
problem names what is wrong (text/problems.py words it, naming the file).

A leaf (it imports only problem.py, another leaf): every room may read through it, ai/ (the
judgement's weights) as well as storage/ (files.py, which adds the writing).
"""
from __future__ import annotations

import json
import math
import os
import re
import stat
from pathlib import Path

from .problem import Problem

_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_BINARY = getattr(os, "O_BINARY", 0)  # Windows: no newline translation
_CHUNK = 64 * 1024
MAX_DEPTH = 64  # arrays and objects inside each other: the game's own files nest under ten deep
_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')  # a JSON string, whose brackets are not nesting
_BRACKETS = re.compile(r"[\[\]{}]")


class FileProblem(Exception):
    """A file that cannot be read or written as asked: the file (`path`) and what is wrong with it
    (`problem`, a Problem whose sentence leaves the file to be named: text/problems.py words it,
    naming the file and its folder). str() is the developer's line for the log."""

    def __init__(self, path: Path | str, problem: Problem) -> None:
        self.path = Path(path)
        self.problem = problem
        super().__init__(f"{self.path}: {problem}")

    @property
    def whole(self) -> Problem:
        """The problem naming its file and the folder it is in ("autosave.json is cut short (damaged or
        truncated) (in /home/ann/.local/share/gwt_desktop)", as text/problems.say words it)."""
        return Problem("in_file", path=self.path, problem=self.problem)


def kind_of(mode: int) -> str:
    """What stands where a plain file or a folder should be: "folder", "fifo", "device", "socket" or
    "other" (text/problems.py names each: "a named pipe")."""
    if stat.S_ISDIR(mode):
        return "folder"
    if stat.S_ISFIFO(mode):
        return "fifo"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "device"
    if stat.S_ISSOCK(mode):
        return "socket"
    return "other"


def regular_file_problem(path: Path | str) -> Problem | None:
    """What is wrong with `path` as a file to read, from its stat alone (None: a regular file, or
    nothing there). For listings: a folder of saves names its odd entries without opening them."""
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return None
    if stat.S_ISREG(mode):
        return None
    return Problem("not_regular", kind=kind_of(mode))


def read_bytes(path: Path | str, limit: int, what: str = "file", cls: type[FileProblem] = FileProblem) -> bytes:
    """The file's bytes, at most `limit` of them; `cls` (a FileProblem) naming the file otherwise.

    `what` says what the file should be, for the sentences: "save", "settings" or "file" ("is too large
    to be a save file", text/problems.py)."""
    path = Path(path)
    try:
        fd = os.open(path, os.O_RDONLY | _NONBLOCK | _BINARY | getattr(os, "O_NOCTTY", 0))
    except FileNotFoundError:
        raise cls(path, Problem("missing")) from None
    except IsADirectoryError:
        raise cls(path, Problem("not_regular", kind="folder")) from None
    except PermissionError:
        raise cls(path, Problem("permission_denied")) from None
    except OSError as e:
        raise cls(path, Problem("cannot_be_read", why=e.strerror or str(e))) from None
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):  # checked on what was opened, so a swap after a check cannot fool it
            raise cls(path, Problem("not_regular", kind=kind_of(mode)))
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(fd, min(_CHUNK, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as e:
        raise cls(path, Problem("cannot_be_read", why=e.strerror or str(e))) from None
    finally:
        os.close(fd)
    if size > limit:
        raise cls(path, Problem("too_large", what=what, limit=limit))
    return b"".join(chunks)


class _NotFinite(ValueError):
    """NaN, Infinity or -Infinity in the file (Python's json reads them; JSON has none)."""


class _TooLarge(ValueError):
    """A number beyond a float's range (1e999)."""


def _no_constant(name: str):
    raise _NotFinite(name)


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise _TooLarge(text[:20])
    return value


def depth(text: str) -> int:
    """How deep the JSON text's arrays and objects nest (its strings' brackets not counted)."""
    deepest = level = 0
    for bracket in _BRACKETS.findall(_STRING.sub("", text)):
        if bracket in "[{":
            level += 1
            deepest = max(deepest, level)
        else:
            level -= 1
    return deepest


def read_json(path: Path | str, limit: int, what: str = "file", cls: type[FileProblem] = FileProblem,
              allow_nan: bool = False):
    """The JSON value in the file (read as read_bytes does); `cls` naming the file on any problem.

    allow_nan: NaN, Infinity and 1e999 are read as floats for the caller to refuse field by field
    (settings), instead of refusing the whole file (saves)."""
    data = read_bytes(path, limit, what, cls)
    if not data.strip():
        raise cls(path, Problem("empty"))
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise cls(path, Problem("not_text", what=what)) from None
    if depth(text) > MAX_DEPTH:  # the parser would recurse that deep (a RecursionError, or worse on a thread)
        raise cls(path, Problem("nested_too_deeply"))
    try:
        if allow_nan:
            return json.loads(text)
        return json.loads(text, parse_constant=_no_constant, parse_float=_finite)
    except json.JSONDecodeError as e:
        if e.pos >= len(text.rstrip()) or e.msg.startswith("Unterminated string"):
            raise cls(path, Problem("cut_short")) from None
        raise cls(path, Problem("not_json", line=e.lineno, column=e.colno)) from None
    except RecursionError:
        raise cls(path, Problem("nested_too_deeply")) from None
    except _NotFinite:
        raise cls(path, Problem("damaged", why=Problem("not_finite"))) from None
    except _TooLarge:
        raise cls(path, Problem("damaged", why=Problem("number_too_large"))) from None
    except ValueError as e:  # an integer of thousands of digits
        why = Problem("number_too_long") if "digits" in str(e) else str(e)[:80]
        raise cls(path, Problem("damaged", why=why)) from None


