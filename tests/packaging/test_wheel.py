"""`pip install .` into a fresh venv, outside the repository, starts the game with its art.

A copy of only what a source distribution holds (pyproject.toml, README.md, gwt_desktop/) is
installed, so nothing can be found by accident in the checkout; the game then runs headless from
another folder. Marked `packaging` (creates a venv and installs pygame-ce into it).
"""
from __future__ import annotations

import shutil
import subprocess
import sys
import venv
from pathlib import Path

import pytest

from .conftest import ROOT, child_env

pytestmark = pytest.mark.packaging


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    """(python of a fresh venv with gwt_desktop installed from a wheel, its site-packages/gwt_desktop)."""
    tmp = tmp_path_factory.mktemp("wheel")
    src = tmp / "src"
    shutil.copytree(ROOT / "gwt_desktop", src / "gwt_desktop",
                    ignore=shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info"))
    for name in ("pyproject.toml", "README.md"):
        shutil.copy2(ROOT / name, src / name)
    env_dir = tmp / "venv"
    venv.create(env_dir, with_pip=True)
    python = env_dir / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")
    subprocess.run([str(python), "-m", "pip", "install", "-q", str(src)], check=True, cwd=tmp,
                   capture_output=True, timeout=600)
    shutil.rmtree(src)  # the installed copy must stand on its own
    where = subprocess.run([str(python), "-c", "import gwt_desktop, pathlib; print(pathlib.Path(gwt_desktop.__file__).parent)"],
                           cwd=tmp, check=True, capture_output=True, text=True).stdout.strip()
    return python, where


def test_wheel_holds_the_assets_but_not_the_review_images(installed):
    _, where = installed
    pkg = Path(where)
    assert "site-packages" in pkg.parts
    for name in ("art/fonts/Rye-Regular.ttf", "art/fonts/OFL-Rye.txt", "art/board_background.png",
                 "art/ui/app_icon_256.png", "art/CREDITS.md", "sounds/coins.wav", "sounds/CREDITS.md",
                 "ui/layout.json", "ui/palette.json", "ui/credits.json"):
        assert (pkg / name).is_file(), name
    assert not (pkg / "art" / "contact_sheet.png").exists()
    assert not (pkg / "art" / "board_preview_1280.png").exists()


def test_installed_game_starts_with_its_art_from_another_folder(installed, tmp_path):
    python, where = installed
    cwd = tmp_path / "elsewhere"
    cwd.mkdir()
    proc = subprocess.run([str(python), "-m", "gwt_desktop"], check=False, cwd=cwd, env=child_env(tmp_path, GWT_MAX_FRAMES="5"),
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "Traceback" not in proc.stderr and "No such file" not in proc.stderr, proc.stderr[-3000:]
    assert not any(cwd.iterdir())  # nothing written beside the player's working folder
    # ...and the art it drew came from the installed copy, not from a checkout.
    probe = "from gwt_desktop.ui import assets; print(assets.art_path(assets.DISPLAY_FONT))"
    out = subprocess.run([str(python), "-c", probe], cwd=cwd, env=child_env(tmp_path), capture_output=True,
                         text=True, check=True).stdout.strip()
    assert out.startswith(where) and out.endswith("Rye-Regular.ttf")
