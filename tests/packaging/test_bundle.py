"""The double-click app: build it with the project's one build command and run the built program.

Marked `packaging` (a PyInstaller build per test session): CI runs it; deselect it locally with
`-m "not packaging"`.
"""
from __future__ import annotations

import importlib.util
import subprocess
import sys

import pytest

from .conftest import ROOT, child_env, distinct_colours, fingerprint, remove_tree

# One build per test session: under pytest-xdist the README's `--dist loadfile` keeps a module's tests
# on one worker, so the module's fixture builds the app once.
pytestmark = pytest.mark.packaging

MAX_MB = 60


def _build_app_module():
    spec = importlib.util.spec_from_file_location("build_app", ROOT / "build_scripts" / "build_app.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def bundle(tmp_path_factory):
    """The built app's executable, built once for this module into a temporary dist folder (removed
    after the module)."""
    if importlib.util.find_spec("PyInstaller") is None:  # fail, never skip: CI must not pass without it
        pytest.fail("PyInstaller is missing: pip install -e '.[test]', or deselect with -m 'not packaging'")
    build_app = _build_app_module()
    tmp = tmp_path_factory.mktemp("bundle")
    with pytest.MonkeyPatch.context() as mp:
        # PyInstaller's own cache folder, private to this build: another build on this machine (a
        # second test run, a developer's build) must not strip the same cached library at once.
        mp.setenv("PYINSTALLER_CONFIG_DIR", str(tmp / "pyinstaller_cache"))
        exe = build_app.build(tmp / "dist", tmp / "work", quiet=True)
    yield exe
    remove_tree(tmp)


def test_bundle_is_onedir_with_every_asset_and_no_review_images(bundle):
    assert bundle.name.startswith("GreatWesternTrail") and bundle.parent.name == "GreatWesternTrail"
    inside = bundle.parent / "_internal" / "gwt_desktop"
    shipped = {str(p.relative_to(inside)) for p in inside.rglob("*") if p.is_file()}
    # The checkout's top-level art/ and sounds/ land inside the package, as in a wheel.
    wanted = {str(p.relative_to(ROOT)) for d in ("art", "sounds") for p in (ROOT / d).rglob("*")
              if p.is_file() and p.name not in ("contact_sheet.png", "board_preview_1280.png")}
    wanted |= {str(p.relative_to(ROOT / "gwt_desktop")) for p in (ROOT / "gwt_desktop" / "ui" / "kit").glob("*.json")}
    assert wanted <= shipped, sorted(wanted - shipped)[:10]
    assert not {"art/contact_sheet.png", "art/board_preview_1280.png"} & shipped
    size = sum(p.stat().st_size for p in bundle.parent.rglob("*") if p.is_file() and not p.is_symlink())
    assert size < MAX_MB * 1_000_000, f"bundle is {size / 1e6:.1f} MB"


def test_bundle_starts_and_draws_the_title_writing_nothing_into_itself(bundle, tmp_path):
    before = fingerprint(bundle.parent)
    cwd = tmp_path / "cwd"
    cwd.mkdir()
    proc = subprocess.run([str(bundle)], check=False, cwd=cwd, env=child_env(tmp_path, GWT_MAX_FRAMES="5"),
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "Traceback" not in proc.stderr, proc.stderr[-3000:]
    assert fingerprint(bundle.parent) == before
    assert not any(cwd.iterdir())
    _assert_per_user_folders_used(tmp_path)


def _assert_per_user_folders_used(tmp_path):
    """The frozen app found its per-user folders through platformdirs (XDG_* here, as on a Linux
    desktop): its settings folder is there, and nothing landed loose in the home folder."""
    home = tmp_path / "home"
    assert not home.exists() or not any(home.iterdir())
    if sys.platform.startswith("linux"):
        assert (tmp_path / "xdg_config" / "gwt_desktop").is_dir()


def test_bundle_demo_plays_to_the_score_pad_headless(bundle, tmp_path):
    """`GreatWesternTrail --demo --players 2 --seed 6 --level easy --screenshot PATH`: computer seats
    play a whole game; the app exits 0 on the score pad after writing a screenshot of it. Whatever it
    saves goes to the per-user folders (XDG_* here), never into the bundle or the working folder.
    Easy is Medium's search and judgement on a node-limited beam: the frozen app's whole bot machinery
    in a third of the time Medium takes to its deadline each move (the demo's default level). The demo
    shows each move's frames at 60 a second, so the game's length is the test's time: seed 6's Easy
    game is 256 moves and 168 paced frames (seed 5's: 331 and 219; 2.4 s of CPU against 3.4)."""
    before = fingerprint(bundle.parent)
    cwd = tmp_path / "cwd"
    cwd.mkdir()
    shot = tmp_path / "score_pad.png"
    proc = subprocess.run([str(bundle), "--demo", "--players", "2", "--seed", "6", "--level", "easy", "--screenshot", str(shot)],
                          check=False, cwd=cwd, env=child_env(tmp_path), capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout[-1500:] + proc.stderr[-3000:]
    assert shot.is_file()
    assert distinct_colours(shot) > 20  # a drawn score pad, not a blank or single-colour frame
    assert fingerprint(bundle.parent) == before
    assert not any(cwd.iterdir())
    _assert_per_user_folders_used(tmp_path)


if sys.platform == "darwin":  # pragma: no cover - the CI machine is Linux

    def test_macos_build_has_an_app_bundle(bundle):
        assert (bundle.parent.parent / "GreatWesternTrail.app" / "Contents" / "MacOS").is_dir()
