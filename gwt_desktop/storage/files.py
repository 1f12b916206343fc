"""Every file the game reads or writes goes through here: read as untrusted input, written atomically.

Reading (saves, slots, the autosave, settings, records, reviews): gwt_desktop/reading.py, the one safe
reader (a leaf, so ai/ reads the judgement's weights through it too), whose names are given here:
only a regular file is read, opened without blocking, size-limited while it is read, nested at most
reading.MAX_DEPTH deep, and every JSON problem is a FileProblem naming the file.

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
import os
import re
import secrets
import stat
import time
from pathlib import Path

from ..problem import Problem
from ..reading import FileProblem, kind_of, read_bytes, read_json, regular_file_problem

__all__ = ["FileProblem", "kind_of", "read_bytes", "read_json", "reason_not_written", "regular_file_problem",
           "sweep_debris", "why_not_written", "write_atomic"]

_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_BINARY = getattr(os, "O_BINARY", 0)  # Windows: no newline translation


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


def reason_not_written(e: BaseException, path: Path | str) -> Problem:
    """Why `path` could not be written, said inside a sentence that names it already ("x.json could not be
    written (File too large)"): the system's words alone where why_not_written would name the file a
    second time ("x.json could not be written (/d/x.json could not be written (File too large))")."""
    why = why_not_written(e, path)
    if why.code in ("write_failed", "as_said"):
        return Problem("as_said", words=getattr(e, "strerror", None) or type(e).__name__)
    return why
