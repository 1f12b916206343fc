"""No scene module imports another: each asks the app for the next scene by name (app.SCENES), so the
scenes form no import circle. Read from the source (AST), as the imports are written; the app's own
imports of them (ui/router.py) are written out too, so PyInstaller bundles every scene.

The scenes live in the rooms of ui/ (ui/scenes/, the game scene in ui/game/scene.py, the after-game
screens in ui/after/): a scene module is any module under ui/ with a class built on Scene."""
from __future__ import annotations

import ast
from pathlib import Path

import gwt_desktop
from gwt_desktop.app import SCENES, App, scene_class
from gwt_desktop.ui import router as router_module

PACKAGE = Path(gwt_desktop.__file__).parent
UI = PACKAGE / "ui"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported_modules(path: Path) -> set[str]:
    """Every module a file imports, absolute, with `from x import y` counted as x and x.y."""
    package = module_name(path).split(".")
    if path.name != "__init__.py":
        package = package[:-1]
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = ".".join(package[: len(package) - node.level + 1] + ([node.module] if node.module else []))
            else:
                base = node.module or ""
            out |= {base} | {f"{base}.{a.name}" for a in node.names}
        elif isinstance(node, ast.Import):
            out |= {a.name for a in node.names}
    return out


def defines_a_scene(path: Path) -> bool:
    return any(isinstance(node, ast.ClassDef) and any(ast.unparse(b) == "Scene" for b in node.bases)
               for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))))


SCENE_FILES = {module_name(p): p for p in sorted(UI.rglob("*.py")) if defines_a_scene(p)}


def test_no_scene_module_imports_another():
    found = {m: imported_modules(p) & (set(SCENE_FILES) - {m}) for m, p in SCENE_FILES.items()}
    assert {m: s for m, s in found.items() if s} == {}
    assert len(SCENE_FILES) == len(SCENES)  # the reader above found them all


def test_the_app_knows_every_scene_and_makes_each_by_name(app: App):
    assert sorted(scene_class(name).__module__ for name in SCENES) == sorted(SCENE_FILES)
    assert all(scene_class(name).__module__.rsplit(".", 1)[-1] in (name, "scene") for name in SCENES)
    scene = app.make("credits")
    assert type(scene).__name__ == "CreditsScene" and scene.app is app


def test_the_app_imports_every_scene_in_plain_sight():
    """importlib would hide them from PyInstaller, and the bundle would start without its title."""
    source = Path(router_module.__file__).read_text(encoding="utf-8")
    written = {"gwt_desktop.ui." + node.module for node in ast.walk(ast.parse(source))
               if isinstance(node, ast.ImportFrom) and node.level == 1
               and "gwt_desktop.ui." + (node.module or "") in SCENE_FILES}
    assert written == set(SCENE_FILES)
    assert "importlib" not in source
