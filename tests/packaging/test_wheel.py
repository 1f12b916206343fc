"""A source distribution of the checkout, built into a wheel and installed into a fresh venv outside
the repository, starts the game with its art.

The sdist is made the way a release is (`python -m build --sdist`), from a copy of what git tracks
(so nothing untracked in the checkout can slip in); pip then builds the wheel from that sdist alone
and installs it; the game runs headless from another folder. Marked `packaging` (creates a venv and
installs pygame-ce, build and hatchling into it).

The venvs are made without pip of their own and filled by this interpreter's pip (`pip --python`):
the same packages land in them, without seconds of ensurepip per venv.
"""
from __future__ import annotations

import shutil
import subprocess
import sys
import tarfile
import venv
from pathlib import Path

import pytest

from .conftest import ROOT, child_env, copy_tracked, remove_tree

# One sdist, wheel and venv per test session: under pytest-xdist the README's `--dist loadfile` keeps a
# module's tests on one worker, so the module's fixture builds them once.
pytestmark = pytest.mark.packaging


def fresh_venv(env_dir: Path) -> Path:
    """A new venv without pip (see the module's text); its python."""
    venv.create(env_dir, with_pip=False)
    return env_dir / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")


def pip_into(python: Path) -> list[str]:
    """`pip install -q` into the venv of `python`, run by this interpreter's pip."""
    return [sys.executable, "-m", "pip", "--python", str(python), "install", "-q"]


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    """(python of a fresh venv with gwt_desktop installed from a wheel built from the sdist, its
    site-packages/gwt_desktop)."""
    tmp = tmp_path_factory.mktemp("wheel")
    src = copy_tracked(tmp / "src")
    python = fresh_venv(tmp / "venv")
    pip = pip_into(python)
    # build, with the project's build backend beside it (pyproject's build-system), so the sdist is
    # built in this venv, which holds nothing else, rather than in a second, isolated one.
    subprocess.run(pip + ["build", "hatchling>=1.24", "editables~=0.3"], check=True, cwd=tmp, capture_output=True, timeout=600)
    subprocess.run([str(python), "-m", "build", "--sdist", "--no-isolation", "--outdir", str(tmp / "sdist"), str(src)],
                   check=True, cwd=tmp, capture_output=True, timeout=600)
    shutil.rmtree(src)  # the sdist must stand on its own
    (sdist,) = (tmp / "sdist").glob("gwt_desktop-*.tar.gz")
    with tarfile.open(sdist) as tar:
        names = tar.getnames()
    assert any(n.endswith("/art/CREDITS.md") for n in names) and any(n.endswith("/sounds/coins.wav") for n in names)
    assert not any(n.endswith(("contact_sheet.png", "board_preview_1280.png")) for n in names)
    # The wheel is built from the sdist by the hatchling already in the venv (--no-build-isolation),
    # not by a second copy pip would install into a throw-away build environment first.
    subprocess.run(pip + ["--no-build-isolation", str(sdist)], check=True, cwd=tmp, capture_output=True, timeout=600)
    where = subprocess.run([str(python), "-c", "import gwt_desktop, pathlib; print(pathlib.Path(gwt_desktop.__file__).parent)"],
                           cwd=tmp, check=True, capture_output=True, text=True).stdout.strip()
    yield python, where
    remove_tree(tmp)


def test_wheel_holds_the_assets_but_not_the_review_images(installed):
    _, where = installed
    pkg = Path(where)
    assert "site-packages" in pkg.parts
    for name in ("art/fonts/Rye-Regular.ttf", "art/fonts/OFL-Rye.txt", "art/board_background.png",
                 "art/ui/app_icon_256.png", "art/CREDITS.md", "sounds/coins.wav", "sounds/CREDITS.md",
                 "ui/kit/layout.json", "ui/kit/palette.json", "ui/kit/credits.json",
                 "locale/de/LC_MESSAGES/gwt_desktop.mo"):  # the catalogs the game reads (text/i18n.py)
        assert (pkg / name).is_file(), name
    assert not (pkg / "art" / "contact_sheet.png").exists()
    assert not (pkg / "art" / "board_preview_1280.png").exists()
    # The lab's experiments and the developer tools run from a checkout; no install carries them
    # (pyproject's only-include).
    assert not (pkg.parent / "lab").exists() and not (pkg.parent / "tools").exists()
    assert not (pkg / "tools").exists()


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
    probe = "from gwt_desktop.ui.kit import assets; print(assets.art_path(assets.DISPLAY_FONT))"
    out = subprocess.run([str(python), "-c", probe], cwd=cwd, env=child_env(tmp_path), capture_output=True,
                         text=True, check=True).stdout.strip()
    assert out.startswith(where) and out.endswith("Rye-Regular.ttf")


def test_editable_install_reads_the_checkouts_top_level_folders(tmp_path):
    """`pip install -e '.[test]'` (the README's command, the install this suite runs from): the game
    started from another folder draws the checkout's own art/ and sounds/, not a copy, so an edited
    sprite shows at the next start. Read by a child process as a player's start would, with none of
    this process's PYTHON* settings: only the install can lead it to the checkout."""
    probe = "from gwt_desktop.ui.kit import assets; print(assets.art_path(assets.DISPLAY_FONT)); print(assets.sound_path('coins.wav'))"
    found = subprocess.run([sys.executable, "-c", probe], check=False, cwd=tmp_path, env=child_env(tmp_path),
                           capture_output=True, text=True)
    assert found.returncode == 0, "gwt_desktop is not installed: pip install -e '.[test]'\n" + found.stderr[-2000:]
    art, sound = found.stdout.split()
    assert Path(art) == ROOT / "art" / "fonts" / "Rye-Regular.ttf" and Path(art).is_file()
    assert Path(sound) == ROOT / "sounds" / "coins.wav" and Path(sound).is_file()
    proc = subprocess.run([sys.executable, "-m", "gwt_desktop"], check=False, cwd=tmp_path,
                          env=child_env(tmp_path, GWT_MAX_FRAMES="5"), capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0 and "Traceback" not in proc.stderr, proc.stderr[-3000:]
