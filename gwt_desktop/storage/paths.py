"""Where the game keeps what it writes: saves in the per-user data folder, settings in the per-user
config folder (platformdirs), never beside the code or inside a packaged bundle.

GWT_HOME, when set, puts both under one folder instead: tests and the packaged-app smoke test use it
so that they never touch a real user's saves.

A folder that cannot be made (GWT_HOME is a file, a read-only disk) is a FolderProblem, an OSError
that says which folder and why (text/problems.py words it); the game then runs without saves (or
settings) and the title says so (folder_problems()).
"""
from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

from ..problem import Problem
from .files import kind_of

APP = "gwt_desktop"


class FolderProblem(OSError):
    """A folder the game needs cannot be made or written: `filename` the folder, `problem` what is
    wrong with it (a Problem whose sentence leaves the folder to be named, "{folder} is a file, not a
    folder"). str() is the developer's line for the log; text/problems.say words `whole`."""

    problem = Problem("cannot_be_made", why="")

    def __str__(self) -> str:
        return f"{self.filename}: {self.problem}"

    @property
    def whole(self) -> Problem:
        """The problem naming its folder ("the folder /x/data cannot be made (...)")."""
        return Problem("in_folder", path=Path(self.filename or ""), problem=self.problem)


def _problem(code: int | None, path: Path, problem: Problem) -> FolderProblem:
    e = FolderProblem(code, str(problem), str(path))
    e.problem = problem
    return e


def folder_words(e: OSError) -> Problem:
    """What is wrong with a folder, the folder still to be named, from a FolderProblem (or any OSError)."""
    return e.problem if isinstance(e, FolderProblem) else Problem("cannot_be_made", why=e.strerror or str(e))


def _home() -> Path | None:
    home = os.environ.get("GWT_HOME")
    return Path(home) if home else None


def _blocked(path: Path) -> Problem | None:
    """What stands in the way of making `path`, named: a file, or a link to nothing (mkdir's own words,
    "File exists", would say neither), the nearest to `path` first."""
    for p in (path, *path.parents):
        if p.is_symlink() and not p.exists():
            return Problem("in_folder", path=p, problem=Problem("link_to_nothing"))
        if p.exists() and not p.is_dir():
            return Problem("in_folder", path=p, problem=Problem("is_a_file"))
    return None


def _folder(sub: str, user_dir) -> Path:
    home = _home()
    path = home / sub if home is not None else Path(user_dir(APP, appauthor=False))
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise _problem(e.errno, path, Problem("folder_not_made", why=_blocked(path) or e.strerror or str(e))) from None
    return path


def subfolder(name: str) -> Path:
    """The folder `name` inside the data folder (records, slots, charts), made when missing. Only a
    real folder is used: a file or a link planted under its name (a link to a folder elsewhere would
    have the game write there) is a FolderProblem saying so, never followed."""
    path = data_dir() / name
    try:
        os.mkdir(path, 0o755)
    except FileExistsError:
        pass
    except OSError as e:
        raise _problem(e.errno, path, Problem("cannot_be_made", why=e.strerror or str(e))) from None
    try:
        mode = os.lstat(path).st_mode
    except OSError as e:  # gone again at once: as good as not made
        raise _problem(e.errno, path, Problem("cannot_be_made", why=e.strerror or str(e))) from None
    if stat.S_ISDIR(mode):
        return path
    if stat.S_ISLNK(mode):
        raise _problem(errno.ELOOP, path, Problem("is_a_link"))
    if stat.S_ISREG(mode):
        raise _problem(errno.ENOTDIR, path, Problem("is_a_file"))
    raise _problem(errno.ENOTDIR, path, Problem("is_odd", kind=kind_of(mode)))


def data_dir() -> Path:
    """The folder for autosaves and save slots (created on demand); FolderProblem if it cannot be."""
    from platformdirs import user_data_dir

    return _folder("data", user_data_dir)


def config_dir() -> Path:
    """The folder for settings.json (created on demand); FolderProblem if it cannot be."""
    from platformdirs import user_config_dir

    return _folder("config", user_config_dir)


def _folder_problem(folder, unusable: str) -> Problem | None:
    try:
        path = folder()
    except FolderProblem as e:
        return Problem(unusable, problem=e.whole)
    return None if os.access(path, os.W_OK) else Problem(unusable, problem=Problem("read_only", folder=path))


def saves_folder_problem() -> Problem | None:
    """What the title says of the saves folder when it cannot be used (the title then does not say a
    failed autosave again), None when all is well."""
    return _folder_problem(data_dir, "saves_folder_unusable")


def folder_problems() -> list[Problem]:
    """What the title says when a folder cannot be used: one problem per folder, none when all is well."""
    said = (saves_folder_problem(), _folder_problem(config_dir, "settings_folder_unusable"))
    return [p for p in said if p is not None]
