"""lab/ keeps the house's habits: no module reaches into another's private (underscore) names, no
module shares its name with one of the game's or the tools', and no game is played by a loop of the
lab's own (every game goes through session/table.play, the one loop)."""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LAB = ROOT / "lab"


def modules() -> dict[str, ast.Module]:
    return {p.stem: ast.parse(p.read_text(encoding="utf-8"), str(p)) for p in sorted(LAB.glob("*.py"))}


def lab_imports(tree: ast.Module) -> tuple[list[tuple[int, str]], set[str]]:
    """Names imported from lab modules (line, name) and the local names bound to lab modules."""
    names, bound = [], set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            from_lab = node.level > 0 or (node.module or "").split(".")[0] == "lab"
            if not from_lab:
                continue
            for alias in node.names:
                names.append((node.lineno, alias.name))
                if node.module in (None, "lab"):  # from . import x / from lab import x: x is a module
                    bound.add(alias.asname or alias.name)
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] == "lab":
                    bound.add(alias.asname or alias.name.split(".")[0])
    return names, bound


def test_no_lab_module_uses_another_modules_private_names():
    wrong = []
    for name, tree in modules().items():
        imported, bound = lab_imports(tree)
        wrong += [f"lab/{name}.py:{line} imports {n}" for line, n in imported if n.startswith("_")]
        for node in ast.walk(tree):
            if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in bound
                    and node.attr.startswith("_") and not node.attr.startswith("__")):
                wrong.append(f"lab/{name}.py:{node.lineno} reads {node.value.id}.{node.attr}")
    assert not wrong, "a lab module reaches into another's private names (make the name public where it lives):\n" + \
        "\n".join(wrong)


def test_no_lab_module_is_named_as_one_of_the_games_or_the_tools():
    """Name a lab module by what it is (lab/features.py became measures.py beside ai/features.py); a
    command already in the records (`lab.NAME` in docs/experiments/) keeps its name, so that the
    records' commands still run."""
    theirs = {p.name for folder in ("gwt_desktop", "tools") for p in (ROOT / folder).rglob("*.py")} - {"__init__.py",
                                                                                                     "__main__.py"}
    records = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "docs" / "experiments").glob("*.md"))
    same = sorted(p.name for p in LAB.glob("*.py") if p.name in theirs and f"lab.{p.stem} " not in records)
    assert not same, f"lab modules named as the game's or the tools' (name them by what they are): {same}"


def test_no_lab_module_plays_a_game_by_a_loop_of_its_own():
    """A `while` over a game's end (`while not g.is_over`) that applies the moves itself is a game loop:
    session/table.play is the one (a loop that steps play.play_on a turn at a time, to read the
    positions between turns, plays its moves there)."""
    loops = []
    for name, tree in modules().items():
        for node in ast.walk(tree):
            if (isinstance(node, ast.While)
                    and any(isinstance(n, ast.Attribute) and n.attr == "is_over" for n in ast.walk(node.test))
                    and any(isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr == "apply"
                            for n in ast.walk(node))):
                loops.append(f"lab/{name}.py:{node.lineno}")
    assert not loops, f"games played by a loop of the lab's own (play them through session/table.play): {loops}"
