"""Every file the game reads or writes goes through here: read as untrusted input, written atomically.

Reading (saves, slots, the autosave, settings): only a regular file is read, opened without blocking
(a named pipe planted under a save's name would otherwise hang the start), size-limited while it is
read (a link to /dev/zero or a file that grows under us is cut off, not read until memory runs out),
and every JSON problem (cut short, nested too deeply, a number too long, NaN) is a FileProblem whose
message names the file and says in plain words what is wrong.

Writing: the temporary file beside the target is created exclusively and never through a link
(O_CREAT|O_EXCL|O_NOFOLLOW under a fresh random name, so a link planted at a guessable name is
refused, not written through), then written, fsynced, renamed over the target and the folder fsynced:
a crash or power cut leaves either the old file or the new one, never half of one. A kill between
the create and the rename leaves the temporary file (dot-named, so never listed or read);
sweep_debris() removes such files once they are old, at the next start.

Strings that came from a file (save, slot and seat names) pass clean_text() (gwt_desktop/clean.py) before anything draws them.
"""
from __future__ import annotations

import errno
import json
import math
import os
import re
import secrets
import stat
import time
from pathlib import Path

from ..problem import Problem

_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_BINARY = getattr(os, "O_BINARY", 0)  # Windows: no newline translation
_CHUNK = 64 * 1024


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


def _no_constant(name: str):
    raise ValueError(f"{name} is not allowed")


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError("a number is too large")
    return value


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
    except ValueError as e:  # NaN/Infinity, 1e999, an integer of thousands of digits
        why = Problem("number_too_long") if "digits" in str(e) else str(e)[:80]
        raise cls(path, Problem("damaged", why=why)) from None


def write_atomic(path: Path | str, data: bytes) -> None:
    """Replace `path` by `data` so that any crash leaves either the old or the new content.

    Raises OSError when the disk refuses; the target is then unchanged and no temporary file is left."""
    path = Path(path)
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NOFOLLOW | _BINARY
    for _ in range(8):
        tmp = path.with_name(_temp_name(path.name))
        try:
            fd = os.open(tmp, flags, 0o644)
            break
        except FileExistsError:  # a name taken (by chance, or by a planted link): never reuse it
            continue
    else:
        raise OSError(errno.EEXIST, "could not create a temporary file", str(path.parent))
    try:
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view):]
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, path)  # renames over a link at `path` itself, never writes through it
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    _fsync_folder(path.parent)


def _temp_name(name: str) -> str:
    """The name write_atomic gives its temporary file beside `name`; _DEBRIS recognises it."""
    return f".{name}.{secrets.token_hex(4)}.tmp"


_DEBRIS = re.compile(r"^\..+\.[0-9a-f]{8}\.tmp$")
DEBRIS_AGE = 600.0  # seconds: a write in progress (this game's or another window's) takes milliseconds


def sweep_debris(folder: Path | str, older_than: float = DEBRIS_AGE) -> int:
    """Remove the temporary files of writes a crash or a kill cut short (write_atomic's own names
    only, regular files only, never through a link, only when older than `older_than` seconds, so a
    write still in progress is left alone). Returns how many went; a folder that cannot be read is
    left as it is."""
    removed = 0
    now = time.time()
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return 0
    for entry in entries:
        if not _DEBRIS.match(entry.name):
            continue
        try:
            st = entry.stat(follow_symlinks=False)
            if stat.S_ISREG(st.st_mode) and now - st.st_mtime > older_than:
                os.unlink(entry.path)
                removed += 1
        except OSError:
            continue  # gone already, or not ours to remove: it is never read either way
    return removed


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself survive a power cut (POSIX; Windows has no folder handles to sync)."""
    if not hasattr(os, "O_DIRECTORY"):
        return
    try:
        dfd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
    except OSError:
        return  # the file is written and renamed; only the durability of the rename is unknown
    try:
        os.fsync(dfd)
    except OSError:
        pass  # some file systems refuse fsync on a folder; the rename has happened all the same
    finally:
        os.close(dfd)


def why_not_written(e: BaseException, path: Path | str) -> Problem:
    """Why `path` could not be written, as a whole problem naming it ("the folder X is read-only")."""
    path = Path(path)
    code = getattr(e, "errno", None)
    if code == errno.EISDIR:
        return Problem("is_a_folder", path=path)
    if code == errno.EROFS:
        return Problem("read_only", folder=path.parent)
    if code == errno.ENOSPC:
        return Problem("disk_full", folder=path.parent)
    if code in (errno.EACCES, errno.EPERM):
        return Problem("write_denied", path=path)
    if code == errno.ENOTDIR:
        return Problem("part_is_a_file", folder=path.parent)
    words = getattr(e, "strerror", None) or str(e) or type(e).__name__
    return Problem("as_said", words=words) if str(path) in words else Problem("write_failed", path=path, why=words)
