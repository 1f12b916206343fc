"""Shared helpers for the packaging tests: the checkout's root, a clean environment for a child
process, a fingerprint of a folder (to prove a run wrote nothing into it) and a blank-image check."""
from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pygame

ROOT = Path(__file__).resolve().parents[2]


def child_env(tmp: Path, **extra: str) -> dict[str, str]:
    """The environment for the game as a user would start it, headless: no GWT_HOME, so saves and
    settings go to the per-user folders, which XDG_* point into `tmp` (never a real home)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("GWT_", "PYTHON"))}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", HOME=str(tmp / "home"),
               XDG_DATA_HOME=str(tmp / "xdg_data"), XDG_CONFIG_HOME=str(tmp / "xdg_config"),
               XDG_CACHE_HOME=str(tmp / "xdg_cache"))
    env.update(extra)
    return env


def fingerprint(folder: Path) -> dict[str, tuple[int, int]]:
    """Every file under folder with its size and modification time."""
    return {str(p.relative_to(folder)): (p.stat().st_size, p.stat().st_mtime_ns)
            for p in folder.rglob("*") if p.is_file()}


def distinct_colours(png: Path, grid: tuple[int, int] = (64, 36)) -> int:
    """How many different colours a grid of samples across the image shows (1 for a blank image)."""
    surf = pygame.image.load(str(png))
    w, h = surf.get_size()
    return len({tuple(surf.get_at((x * w // grid[0], y * h // grid[1])))
                for x in range(grid[0]) for y in range(grid[1])})


def copy_tracked(dest: Path) -> Path:
    """A copy of what git tracks in the checkout (a fresh clone's files, as the index has them), so
    nothing untracked can be found by accident; the tests are left out."""
    tracked = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, check=True, capture_output=True).stdout
    for name in filter(None, tracked.decode().split("\0")):
        if (ROOT / name).is_file() and not name.startswith("tests/"):  # a file deleted but not committed is not there
            (dest / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, dest / name)
    return dest


def remove_tree(folder: Path) -> None:
    """A module's build folder removed once its tests are done (the bundle, a venv with pygame: some
    3,400 files). Left in pytest's temporary folder, a later run removes it as it ends, one file at a
    time after every test (pytest keeps the newest three runs' folders): seconds on this machine."""
    shutil.rmtree(folder, ignore_errors=True)
