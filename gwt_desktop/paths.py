"""Where the game keeps what it writes: saves in the per-user data folder, settings in the per-user
config folder (platformdirs), never beside the code or inside a packaged bundle.

GWT_HOME, when set, puts both under one folder instead: tests and the packaged-app smoke test use it
so that they never touch a real user's saves.
"""
from __future__ import annotations

import os
from pathlib import Path

APP = "gwt_desktop"


def _home() -> Path | None:
    home = os.environ.get("GWT_HOME")
    return Path(home) if home else None


def _folder(sub: str, user_dir) -> Path:
    home = _home()
    path = home / sub if home is not None else Path(user_dir(APP, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def data_dir() -> Path:
    """The folder for autosaves and save slots (created on demand)."""
    from platformdirs import user_data_dir

    return _folder("data", user_data_dir)


def config_dir() -> Path:
    """The folder for settings.json (created on demand)."""
    from platformdirs import user_config_dir

    return _folder("config", user_config_dir)
