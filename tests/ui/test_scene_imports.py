"""No scene module imports another: each asks the app for the next scene by name (app.SCENES), so the
scenes form no import circle. Read from the source (AST), as the imports are written; the app's own
imports of them are written out too, so PyInstaller bundles every scene."""
from __future__ import annotations

import ast
from pathlib import Path

import gwt_desktop.ui.scenes as scenes_pkg
from gwt_desktop import app as app_module
from gwt_desktop.app import SCENES, App, scene_class

SCENES_DIR = Path(scenes_pkg.__file__).parent
MODULES = sorted(p.stem for p in SCENES_DIR.glob("*.py") if p.stem != "__init__")


def imported_scene_modules(path: Path) -> set[str]:
    """The scene modules a file imports (relative `from .x`, `from . import x` or absolute)."""
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level == 1:  # inside the scenes package
                names = [base.split(".")[0]] if base else [a.name for a in node.names]
            elif base.startswith("gwt_desktop.ui.scenes."):
                names = [base.split(".")[3]]
            else:
                names = []
            out |= {n for n in names if n in MODULES}
        elif isinstance(node, ast.Import):
            out |= {a.name.split(".")[3] for a in node.names if a.name.startswith("gwt_desktop.ui.scenes.")}
    return out


def test_no_scene_module_imports_another():
    found = {m: imported_scene_modules(SCENES_DIR / f"{m}.py") for m in MODULES}
    assert {m: s for m, s in found.items() if s} == {}


def test_the_app_knows_every_scene_and_makes_each_by_name(app: App):
    assert sorted(SCENES) == MODULES
    assert all(scene_class(name).__module__ == f"gwt_desktop.ui.scenes.{name}" for name in SCENES)
    scene = app.make("credits")
    assert type(scene).__name__ == "CreditsScene" and scene.app is app


def test_the_app_imports_every_scene_in_plain_sight():
    """importlib would hide them from PyInstaller, and the bundle would start without its title."""
    source = Path(app_module.__file__).read_text(encoding="utf-8")
    written = {node.module.rsplit(".", 1)[-1] for node in ast.walk(ast.parse(source))
               if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("ui.scenes.")}
    assert written == set(MODULES)
    assert "importlib" not in source
