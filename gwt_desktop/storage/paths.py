"""Where the game keeps what it writes: saves in the per-user data folder, settings in the per-user
config folder (platformdirs), never beside the code or inside a packaged bundle.

GWT_HOME, when set, puts both under one folder instead: tests and the packaged-app smoke test use it
so that they never touch a real user's saves.

A folder that cannot be made (GWT_HOME is a file, a read-only disk) is a FolderProblem, an OSError
whose text says which folder and why; the game then runs without saves (or settings) and the title
says so (folder_problems()).
"""
from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

from ..clean import clean_text
from ..text import problems
from ..text.problems import cannot_be_made, folder_not_made, is_odd, not_a_folder
from .files import kind_of

APP = "gwt_desktop"


class FolderProblem(OSError):
    """A folder the game needs cannot be made or written; str() is the plain sentence (strerror),
    `filename` the folder, `problem` the same sentence with the folder still to be named
    ("{folder} is a file, not a folder": text/problems.py about())."""

    problem = ""

    def __str__(self) -> str:
        return self.strerror or "a folder cannot be made"


def _problem(code: int | None, path: Path, problem: str, sentence: str) -> FolderProblem:
    """`sentence` names the folder (problems.folder_is_a_file...); `problem` is the same with its {folder}
    placeholder left to fill (FileProblem names it, and the folder it is in)."""
    e = FolderProblem(code, clean_text(sentence), str(path))
    e.problem = clean_text(problem)
    return e


def folder_words(e: OSError) -> str:
    """What is wrong with a folder, its {folder} placeholder left to fill, from a FolderProblem (or any OSError)."""
    return getattr(e, "problem", "") or cannot_be_made(e.strerror or str(e))


def _home() -> Path | None:
    home = os.environ.get("GWT_HOME")
    return Path(home) if home else None


def _folder(sub: str, user_dir) -> Path:
    home = _home()
    path = home / sub if home is not None else Path(user_dir(APP, appauthor=False))
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        blocked = next((p for p in (path, *path.parents) if p.exists() and not p.is_dir()), None)
        why = not_a_folder(blocked) if blocked is not None else (e.strerror or str(e))
        raise _problem(e.errno, path, cannot_be_made(why), folder_not_made(path, why)) from None
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
        why = e.strerror or str(e)
        raise _problem(e.errno, path, cannot_be_made(why), problems.folder_cannot_be_made(path, why)) from None
    try:
        mode = os.lstat(path).st_mode
    except OSError as e:  # gone again at once: as good as not made
        why = e.strerror or str(e)
        raise _problem(e.errno, path, cannot_be_made(why), problems.folder_cannot_be_made(path, why)) from None
    if stat.S_ISDIR(mode):
        return path
    if stat.S_ISLNK(mode):
        raise _problem(errno.ELOOP, path, problems.IS_A_LINK, problems.folder_is_a_link(path))
    if stat.S_ISREG(mode):
        raise _problem(errno.ENOTDIR, path, problems.IS_A_FILE, problems.folder_is_a_file(path))
    odd = kind_of(mode)
    raise _problem(errno.ENOTDIR, path, is_odd(odd), problems.folder_is_odd(path, odd))


def data_dir() -> Path:
    """The folder for autosaves and save slots (created on demand); FolderProblem if it cannot be."""
    from platformdirs import user_data_dir

    return _folder("data", user_data_dir)


def config_dir() -> Path:
    """The folder for settings.json (created on demand); FolderProblem if it cannot be."""
    from platformdirs import user_config_dir

    return _folder("config", user_config_dir)


def _folder_problem(folder, unusable) -> str | None:
    try:
        path = folder()
    except FolderProblem as e:
        return clean_text(unusable(str(e)))  # a path may hold anything but "/"
    return None if os.access(path, os.W_OK) else clean_text(unusable(problems.read_only(path)))


def saves_folder_problem() -> str | None:
    """The title's sentence on the saves folder when it cannot be used (the title then does not say a
    failed autosave again), None when all is well."""
    return _folder_problem(data_dir, problems.saves_folder_unusable)


def folder_problems() -> list[str]:
    """What the title says when a folder cannot be used: one plain sentence per folder, none when all is well."""
    said = (saves_folder_problem(),
            _folder_problem(config_dir, problems.settings_folder_unusable))
    return [p for p in said if p is not None]
