"""Every data file in the package reaches the wheel: pyproject's package-data globs, read the way
setuptools reads them, cover each non-Python file under gwt_desktop/ except the review images.

The bundle collects all of the package's data anyway (the spec's collect_data_files); this keeps
`pip install .` from silently missing a file someone adds later (a new JSON, a new font type).
Fast: no build, no install, so not marked `packaging`.
"""
from __future__ import annotations

import glob
import tomllib

from .conftest import ROOT

PKG = ROOT / "gwt_desktop"
REVIEW_ONLY = {"art/contact_sheet.png", "art/board_preview_1280.png"}


def _matched(patterns: list[str]) -> set[str]:
    return {str(p.relative_to(PKG)) for pat in patterns
            for p in map(type(PKG), glob.glob(str(PKG / pat), recursive=True)) if p.is_file()}


def test_package_data_globs_cover_every_data_file_and_leave_out_the_review_images():
    tool = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    shipped = _matched(tool["package-data"]["gwt_desktop"]) - _matched(tool["exclude-package-data"]["gwt_desktop"])
    data = {str(p.relative_to(PKG)) for p in PKG.rglob("*")
            if p.is_file() and p.suffix not in (".py", ".pyc") and "__pycache__" not in p.parts}
    assert data - REVIEW_ONLY <= shipped, sorted(data - REVIEW_ONLY - shipped)
    assert not shipped & REVIEW_ONLY
    assert {"art/fonts/Rye-Regular.ttf", "sounds/coins.wav", "ui/layout.json", "art/CREDITS.md"} <= shipped
