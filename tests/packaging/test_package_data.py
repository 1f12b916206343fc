"""The packaging configuration ships the top-level art/ and sounds/ and leaves the review images out,
read from pyproject.toml (hatchling) without building anything, so it is fast and not marked
`packaging`; test_wheel.py and test_bundle.py build and install the real thing.

art/ and sounds/ are the one source: the package holds no copy, and each folder keeps its credits.
"""
from __future__ import annotations

import tomllib

from .conftest import ROOT

REVIEW_ONLY = ["art/board_preview_1280.png", "art/contact_sheet.png"]


def hatch() -> dict:
    doc = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert doc["build-system"]["build-backend"] == "hatchling.build"
    return doc["tool"]["hatch"]["build"]


def test_art_and_sounds_are_top_level_with_their_credits_and_no_copy_in_the_package():
    for folder in ("art", "sounds"):
        assert (ROOT / folder / "CREDITS.md").is_file()
        assert not (ROOT / "gwt_desktop" / folder).exists()
    assert (ROOT / "art" / "fonts" / "Rye-Regular.ttf").is_file() and (ROOT / "sounds" / "coins.wav").is_file()


def test_the_sdist_carries_both_folders_and_the_wheel_puts_them_in_the_package():
    build = hatch()
    assert {"/gwt_desktop", "/art", "/sounds", "/pyproject.toml", "/README.md"} <= set(build["targets"]["sdist"]["include"])
    wheel = build["targets"]["wheel"]
    assert set(wheel["only-include"]) == {"gwt_desktop", "art", "sounds"}
    assert wheel["sources"] == {"art": "gwt_desktop/art", "sounds": "gwt_desktop/sounds"}
    assert "force-include" not in wheel  # it would ignore the excludes below


def test_the_review_images_are_excluded_by_their_real_names():
    excluded = hatch()["exclude"]
    assert sorted(e for e in excluded if e.startswith("art/")) == REVIEW_ONLY
    # A renamed review image would slip into the wheel: the names are the ones make_art.py writes. They
    # are made on demand (make_art.py --previews) and never committed: .gitignore names them too.
    writer = (ROOT / "build_scripts" / "make_art.py").read_text(encoding="utf-8")
    ignored = (ROOT / ".gitignore").read_text(encoding="utf-8").splitlines()
    for name in REVIEW_ONLY:
        assert f'"{name.removeprefix("art/")}")' in writer, name
        assert name in ignored, name
