"""The house's layers, read from the source: every module's imports (AST), checked against the map in
ARCHITECTURE.md. A wrong arrow fails here with the module and the line, before it grows roots.

The rules:
- no import cycle between gwt_desktop's modules (imports inside functions count: a cycle deferred
  to call time is still a cycle in the design);
- one order between the rooms (ROOMS, lowest first: engine, ai, session, storage, text, ui's kit,
  board, scenes, game, after, the router, then app, cli and __main__): a module imports only from its own room
  and the rooms below it, so no two rooms lean on each other; the leaves (failures, clean, problem,
  languages, reading) import nothing of ours but each other (reading.py raises problem.py's
  Problem) and every room may use them; ui/kit, the toolkit, uses only the
  engine and text/ of what lies below ui/ (it is handed values, never reads settings or files);
- engine/ never imports pygame;
- pygame only in ui/ and app.py;
- outside engine/, the engine is reached only through its door (`gwt_desktop.engine`) and its two
  static rule tables (`engine.components`, `engine.board`);
- the package never imports lab/ or tools/ (the experiments and developer commands a checkout runs,
  which no install carries), and they too reach the engine only through its door.
"""
from __future__ import annotations

import ast
import re
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "gwt_desktop"
ROOT = "gwt_desktop"
ENGINE_TABLES = {"gwt_desktop.engine.components", "gwt_desktop.engine.board"}
PYGAME_PLACES = ("gwt_desktop.ui", "gwt_desktop.app")
# The rooms, lowest first (ARCHITECTURE.md, "The layers"): each imports only from itself and below.
ROOMS = ("engine", "ai", "session", "storage", "text", "ui.kit", "ui.board", "ui.scenes", "ui.game", "ui.after",
         "ui.router", "app", "cli", "__main__")
# Modules that import nothing of ours, shared by every room (and the package's own __init__).
LEAVES = ("gwt_desktop", "gwt_desktop.failures", "gwt_desktop.clean", "gwt_desktop.problem", "gwt_desktop.languages",
          "gwt_desktop.reading")
# Below ui/, the kit may use only these rooms: it is handed values (a size, a cleaned name), never reads
# the settings, the files or a match itself.
KIT_BELOW_UI = ("engine", "text")
CHECKOUT_ONLY = ("lab", "tools")  # beside the package, run from a checkout, never installed


def _module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _is_package(path: Path) -> bool:
    return path.name == "__init__.py"


def _in(name: str, place: str) -> bool:
    return name == place or name.startswith(place + ".")


def _import_nodes(node: ast.AST):
    """Every import statement under node, except those under an `if TYPE_CHECKING:` (one walk: the
    reader runs at collection, for every module of the package)."""
    for child in ast.iter_child_nodes(node):
        if isinstance(child, (ast.Import, ast.ImportFrom)):
            yield child
        elif isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
            continue
        elif isinstance(child, (ast.stmt, ast.ExceptHandler, ast.match_case)):
            yield from _import_nodes(child)


def imports_of(path: Path) -> list[tuple[str, int]]:
    """(imported module, line) for every import in the file, relative ones made absolute. For
    `from X import y`, both X and X.y are named when X.y is one of our modules (y may be a module)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    me = _module_name(path)
    base = me if _is_package(path) else me.rpartition(".")[0]
    out: list[tuple[str, int]] = []
    for node in _import_nodes(tree):
        if isinstance(node, ast.Import):
            out += [(a.name, node.lineno) for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                anchor = base.split(".")
                anchor = anchor[:len(anchor) - (node.level - 1)]
                mod = ".".join(anchor + ([node.module] if node.module else []))
            else:
                mod = node.module or ""
            out.append((mod, node.lineno))
            out += [(f"{mod}.{a.name}", node.lineno) for a in node.names]
    return out


def _graph() -> tuple[dict[str, list[tuple[str, int]]], dict[str, Path]]:
    files = {_module_name(p): p for p in PACKAGE.rglob("*.py")}
    graph = {}
    for name, path in files.items():
        found = imports_of(path)
        named = {m for m, _ in found}
        # A submodule's `from . import board` loads its own package first, always (Python initialises
        # a parent before its child), so it depends on board, not on the package's __init__: that
        # edge counts only when a name is taken from the __init__ itself.
        graph[name] = [(m, line) for m, line in found
                       if not (_in(name, m) and m != name
                               and all(t in files for t in named if t.startswith(m + ".")
                                       and t.count(".") == m.count(".") + 1))]
    return graph, files


GRAPH, FILES = _graph()


def _ours(graph_edges, files) -> list[tuple[str, int]]:
    return [(m, line) for m, line in graph_edges if m in files]


def test_the_reader_sees_the_package():
    assert "gwt_desktop.engine" in FILES and "gwt_desktop.engine.game" in FILES
    assert any(m == "gwt_desktop.engine.moves" for m, _ in GRAPH["gwt_desktop.engine.game"])


def test_no_import_cycles():
    edges = {m: sorted({t for t, _ in _ours(GRAPH[m], FILES) if t != m}) for m in FILES}
    # A module importing its own package's __init__ (for a shared name) is not a cycle unless the
    # __init__ imports it back, which the search below finds like any other.
    cycles: list[list[str]] = []
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(m: str) -> None:
        state[m] = 1
        stack.append(m)
        for t in edges[m]:
            if state.get(t) == 1:
                cycles.append(stack[stack.index(t):] + [t])
            elif t not in state:
                visit(t)
        stack.pop()
        state[m] = 2

    for m in sorted(edges):
        if m not in state:
            visit(m)
    assert not cycles, "import cycles:\n" + "\n".join(" -> ".join(c) for c in cycles[:10])


def room(module: str) -> str | None:
    """The room a module of the package lives in (ROOMS), None for a leaf."""
    if module in LEAVES:
        return None
    parts = module.split(".")
    if parts[1] == "ui":
        return "ui." + parts[2] if len(parts) > 2 and f"ui.{parts[2]}" in ROOMS else "ui.kit"
    return parts[1]


def wrong_arrows(graph: dict[str, list[tuple[str, int]]], files: dict[str, Path]) -> list[str]:
    """Every import against the rooms' order, as "file:line: room -> room (module imports module)"."""
    bad = []
    for m in sorted(graph):
        here = room(m)
        for t, line in graph[m]:
            if t not in files or t == m:
                continue
            there = room(t)
            if here is None and there is not None:
                why = "a leaf imports nothing of ours but another leaf"
            elif there is None or there == here:
                continue
            elif ROOMS.index(there) > ROOMS.index(here):
                why = f"{here} sits below {there}"
            elif here == "ui.kit" and not there.startswith("ui.") and there not in KIT_BELOW_UI:
                why = "the kit is handed values, never reads " + there
            else:
                continue
            depth = len(m.split(".")) - (0 if files[m].name == "__init__.py" else 1)
            said = f"{files[m].relative_to(files[m].parents[depth])}:{line}: {here or 'leaf'} -> {there or 'leaf'}"
            if not bad or not bad[-1].startswith(said + " "):  # `from x import y` names x and x.y: once
                bad.append(f"{said} ({m} imports {t}: {why})")
    return bad


def test_every_module_is_in_a_room():
    unknown = sorted(m for m in FILES if m not in LEAVES and room(m) not in ROOMS)
    assert not unknown, f"modules in no room of ROOMS (add the room, in its place, or a leaf): {unknown}"


def test_the_rooms_import_only_downwards():
    bad = wrong_arrows(GRAPH, FILES)
    assert not bad, "imports against the rooms' order (ARCHITECTURE.md, The layers):\n" + "\n".join(bad)


def test_a_wrong_arrow_fails_naming_its_file_and_line(tmp_path):
    """The order's reader itself: planted modules, each with one import against the order."""
    pkg = tmp_path / "gwt_desktop"
    for folder in ("session", "storage", "text", "ui/kit", "ui/game"):
        (pkg / folder).mkdir(parents=True)
        (pkg / folder / "__init__.py").write_text("")
    (pkg / "__init__.py").write_text("")
    planted = {
        "session/seats.py": "import json\n\nfrom ..text import words\n",  # session above text: wrong
        "text/words.py": "from ..session import seats\n",  # text on session: right
        "ui/kit/theme.py": "from ...storage import settings\n",  # the kit reading the settings: wrong
        "ui/kit/sentences.py": "def f():\n    from ..game import controller\n",  # kit on game, in a function: wrong
        "ui/game/controller.py": "from ..kit import theme\n",  # game on kit: right
        "storage/settings.py": "",
        "failures.py": "from .text import words\n",  # a leaf importing: wrong
    }
    for rel, source in planted.items():
        (pkg / rel).write_text(source)
    global PACKAGE
    saved = PACKAGE
    PACKAGE = pkg
    try:
        files = {_module_name(path): path for path in pkg.rglob("*.py")}
        graph = {m: imports_of(path) for m, path in files.items()}
    finally:
        PACKAGE = saved
    got = wrong_arrows(graph, files)
    assert [line.split(" (")[0] for line in got] == [
        "gwt_desktop/failures.py:1: leaf -> text",
        "gwt_desktop/session/seats.py:3: session -> text",
        "gwt_desktop/ui/kit/sentences.py:2: ui.kit -> ui.game",
        "gwt_desktop/ui/kit/theme.py:1: ui.kit -> storage",
    ], got


def test_engine_never_imports_pygame():
    bad = [f"{m}:{line}" for m in FILES if _in(m, "gwt_desktop.engine") for t, line in GRAPH[m] if _in(t, "pygame")]
    assert not bad, "\n".join(bad)


def test_pygame_only_in_the_client():
    bad = [f"{m}:{line}" for m in FILES if not any(_in(m, p) for p in PYGAME_PLACES)
           for t, line in GRAPH[m] if _in(t, "pygame")]
    assert not bad, "pygame imported outside ui/ and app/:\n" + "\n".join(bad)


def test_the_engine_is_reached_only_through_its_door():
    bad = []
    for m in FILES:
        if _in(m, "gwt_desktop.engine"):
            continue
        for t, line in GRAPH[m]:
            # `from gwt_desktop.engine import Game` also names gwt_desktop.engine.Game: a door name,
            # not a submodule, so only names that are modules count.
            if _in(t, "gwt_desktop.engine") and t != "gwt_desktop.engine" and t in FILES \
                    and not any(_in(t, tab) for tab in ENGINE_TABLES):
                bad.append(f"{m}:{line} imports {t}")
    assert not bad, "engine submodules imported from outside the engine:\n" + "\n".join(bad)


def test_the_package_never_imports_the_checkout_only_folders_and_they_use_the_door():
    bad = [f"{m}:{line} imports {t}" for m in FILES for t, line in GRAPH[m]
           if any(_in(t, top) for top in CHECKOUT_ONLY)]
    for top in CHECKOUT_ONLY:
        folder = PACKAGE.parent / top
        assert (folder / "__init__.py").is_file()
        for path in sorted(folder.rglob("*.py")):
            bad += [f"{top}/{path.name}:{line} imports {t}" for t, line in imports_of(path)
                    if _in(t, "gwt_desktop.engine") and t != "gwt_desktop.engine" and t in FILES
                    and not any(_in(t, tab) for tab in ENGINE_TABLES)]
    assert not bad, "\n".join(bad)


def test_the_rules_catch_a_wrong_arrow(tmp_path):
    """The reader itself: a planted module with each kind of wrong import is seen as such."""
    pkg = tmp_path / "gwt_desktop" / "engine"
    pkg.mkdir(parents=True)
    (tmp_path / "gwt_desktop" / "__init__.py").write_text("")
    (pkg / "__init__.py").write_text("")
    bad = pkg / "bad.py"
    bad.write_text("import pygame\nfrom ..ui import widgets\nfrom . import moves\n"
                   "def f():\n    from ..session.store import x\n"
                   "if TYPE_CHECKING:\n    from ..app import App\n")
    global PACKAGE
    saved = PACKAGE
    PACKAGE = tmp_path / "gwt_desktop"
    try:
        got = [m for m, _ in imports_of(bad)]
    finally:
        PACKAGE = saved
    assert "pygame" in got
    assert "gwt_desktop.ui" in got and "gwt_desktop.ui.widgets" in got
    assert "gwt_desktop.engine.moves" in got
    assert "gwt_desktop.session.store" in got  # imports inside functions count
    assert "gwt_desktop.app" not in got  # typing-only imports do not


# ---- no private engine name outside the engine ----

def _engine_private_names() -> set[str]:
    """The engine's own attributes: Game's state (`s`), the state's decision stack (engine/state.py
    lists what may be read), and every `_name` an engine class sets or defines."""
    names = {"s", "stack"}
    for path in (PACKAGE / "engine").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and node.attr.startswith("_") and not node.attr.startswith("__") \
                    and isinstance(node.value, ast.Name) and node.value.id == "self":
                names.add(node.attr)
            elif isinstance(node, ast.ClassDef):
                names |= {f.name for f in node.body if isinstance(f, ast.FunctionDef)
                          and f.name.startswith("_") and not f.name.startswith("__")}
    return names


ENGINE_PRIVATE = _engine_private_names()


def private_engine_uses(path: Path, me: str) -> list[str]:
    """`from <engine module> import _name`, and `x.s` / `x._legal` / ... on anything but self or cls."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    base = me if _is_package(path) else me.rpartition(".")[0]
    bad = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            mod = node.module or ""
            if node.level:
                anchor = base.split(".")
                mod = ".".join(anchor[:len(anchor) - (node.level - 1)] + ([mod] if mod else []))
            if _in(mod, "gwt_desktop.engine"):
                bad += [f"{node.lineno}: imports {a.name} from {mod}" for a in node.names
                        if a.name.startswith("_")]
        elif isinstance(node, ast.Attribute) and node.attr in ENGINE_PRIVATE \
                and not (isinstance(node.value, ast.Name) and node.value.id in ("self", "cls")):
            bad.append(f"{node.lineno}: reads .{node.attr} of {ast.unparse(node.value)}")
    return sorted(bad, key=lambda b: int(b.split(":")[0]))


def test_nothing_outside_the_engine_touches_its_private_state():
    assert {"s", "_legal"} <= ENGINE_PRIVATE  # the reader sees the engine's own names
    bad = [f"{m}:{line}" for m, path in FILES.items() if not _in(m, "gwt_desktop.engine")
           for line in private_engine_uses(path, m)]
    for top in CHECKOUT_ONLY:
        bad += [f"{top}/{path.name}:{line}" for path in sorted((PACKAGE.parent / top).rglob("*.py"))
                for line in private_engine_uses(path, f"{top}.{path.stem}")]
    assert not bad, "the engine's private state used outside it:\n" + "\n".join(bad)


def test_the_private_state_reader_catches_a_planted_use(tmp_path):
    planted = tmp_path / "planted.py"
    planted.write_text("from gwt_desktop.engine.game import _helper\nfrom ..engine import Game\n"
                       "def f(game):\n    game.s.players\n    game._legal = None\n    self._legal = 1\n")
    got = private_engine_uses(planted, "gwt_desktop.ui.planted")
    assert len(got) == 3 and "_helper" in got[0] and ".s of game" in got[1] and "._legal of game" in got[2]


# ---- scenes never import each other ----

def _defines_a_scene(path: Path) -> bool:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return any(isinstance(n, ast.ClassDef) and any(ast.unparse(b).endswith("Scene") for b in n.bases)
               for n in tree.body)


SCENES = {m for m, path in FILES.items() if _in(m, "gwt_desktop.ui") and not _is_package(path)
          and _defines_a_scene(path)}


def test_scenes_never_import_each_other():
    assert {"gwt_desktop.ui.scenes.title", "gwt_desktop.ui.game.scene", "gwt_desktop.ui.after.replay",
            "gwt_desktop.ui.after.score_pad", "gwt_desktop.ui.after.records"} <= SCENES
    bad = [f"{m}:{line} imports {t}" for m in sorted(SCENES) for t, line in GRAPH[m]
           if t in SCENES and t != m]
    assert not bad, "a scene imports another (ask the app for it by name):\n" + "\n".join(bad)


# ---- every player-facing sentence through the catalogs ----
# Sentences and labels live in text/, each through gettext (text/i18n.py). Anywhere in the package a
# string constant counts as words for a player when, its format fields ({...}, %d) taken out, it
# holds a word of two letters or more and either a space or a capitalised word ("Back", "Enter: {}").
# Single tokens without a capital start pass: keys ("trail:P_A3", f"job:{row}:{col}"), file names,
# pygame and settings names. Words that do not reach a player pass too: docstrings, log messages,
# exceptions' messages and assertions (a developer's), `__all__`, a property's doc, the command
# line's help (argparse's own words around it are English too). Words handed to the catalogs pass:
# the arguments of _(), N_(), ngettext(), pgettext() and npgettext(). The developer tools (tools/,
# outside the package) speak to developers only.

FIELD = re.compile(r"\{[^{}]*\}|%[-+ #0-9.]*[sdifr]")
LOG_CALLS = {"debug", "info", "warning", "error", "exception", "critical", "report_once"}  # and failures.py's log-once helper
CATALOG_CALLS = {"_", "N_", "ngettext", "pgettext", "npgettext"}
NOT_SHOWN_KEYWORDS = {"doc", "help", "description"}  # property(doc=), argparse's help= and description=
# Words outside the catalogs on purpose, each with why: text -> reason (by text, not module: a module
# may move to another room and keep its words).
ALLOWED: dict[str, str] = {
    **{city: "a city's name in the rule tables: a key, said through pgettext('city') (the glossary keeps the names)"
       for city in ("Kansas City", "Topeka", "Wichita", "Colorado Springs", "Santa Fe", "Albuquerque",
                    "El Paso", "San Diego", "Sacramento", "San Francisco")},
    **{breed: "a breed's name in the rule tables: a key, said through pgettext('breed')"
       for breed in ("Jersey", "Dutch Belt", "Black Angus", "Guernsey", "Holstein", "Brown Swiss", "Ayrshire",
                     "West Highland", "Texas Longhorn")},
    **{colour: "a seat's colour as saved in the files (every language reads them): text/words.player_name says it"
       for colour in ("Blue", "Orange", "Green", "Purple")},
    "English": "a language's own name in the Settings row, never translated",
    "Deutsch": "a language's own name in the Settings row, never translated",
    "Unfinished game, {date}": "a kept slot's name in its file, as every version wrote it (older ones show it as "
                               "it is); the load screen says it through menus.kept_game",
    "Finished game, {date}": "as 'Unfinished game, {date}'",
    "(Unfinished|Finished) game, (\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d)(?: \\((\\d+)\\))?":
        "the pattern that reads a kept slot's name back as facts",
    "Player {}": "the engine's names for seats when none are given (tools and tests): every game the client "
                 "starts names its seats",
    "Decision": "part of a named tuple's class name (engine/decision.py)",
    "{} failed: {}: {}": "a bot's failure in the driver's Answer.errors: for the log and tests, never shown",
    "cards out of place: extra {}, missing {}": "the engine's invariants' findings, for tests and tools",
    "tiles out of place: extra {}, missing {}": "as above",
    "no legal move while the game is not over": "as above",
    "'skip'/'done' must come last among the legal moves: {}": "as above",
    "player {} has ${}": "as above",
    "player {} disc count below zero": "as above",
    "player {}'s engine is not on the track where it stands": "as above",
    "the {} decision has {} values for its {} names": "as above",
    "the search process was stopped by the system ({})": "why Expert's search process is gone (expert_search): "
                                                           "said in the log only, Hard's move stands in on screen",
    "the search process closed its connection without an answer": "as above",
    "the search process ended without an answer (exit status {})": "as above",
    "Problem({}{}{})": "a Problem's repr, for a developer (text/problems.say words it for a player)",
    "{} step {}: claimed {}, happened {}": "the advice checker's findings (session/advice.check), for tests and "
                                           "tools.advice_check, never shown",
    "a line of at least one move": "as above",
    "only {} of its moves could be played": "as above",
    "${} after it": "as above",
    "${} and the dollars its facts say, {}": "as above",
    "uncovers {}": "as above",
    "{} is not a number of its claims": "as above",
    "the margin said once": "as above",
    "said in {} sentences": "as above",
    "deal code {}: {}": "a DealCodeError for a developer (str); a player reads text/after_game.deal_code_problem",
    "{} MB": "a file size's unit, the same in every language (put into a translated sentence)",
    "{} kB": "as above",
    "Cs": "a Unicode category (surrogates), compared",
    "Unterminated string": "the json module's own message, compared to tell a cut-short file",
    "gwt_desktop save": "the save format's marker in every file",
    "gwt_desktop review": "a cached review file's marker (storage/reviews.py), never shown",
    "demo: game over after {} moves in {} frames": "the --demo smoke run's line for a developer's terminal",
    "the ": "English grammar: takes an English space name's article off (other languages' names have none)",
    "an ": "English grammar: an English name's article (text/words.with_article adds none in other languages)",
}


def _trail_table() -> str:
    from gwt_desktop.engine import board

    return board._EDGE_TEXT


ALLOWED[_trail_table()] = "the trail's edges, a table the engine reads (engine/board.py)"


def _words_of(node: ast.AST) -> str:
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value if isinstance(v, ast.Constant) else "{}" for v in node.values)
    return node.value


def for_a_player(words: str) -> bool:
    bare = FIELD.sub("", words)  # "{name} wins" keeps its space: a field stands for a word
    return bool(re.search(r"[A-Za-z]{2,}", bare)) and (bool(re.search(r"\s", bare))
                                                       or bool(re.match(r"[A-Z][a-z]", bare.strip())))


def _not_shown(up: ast.AST) -> bool:
    """Whether a string under `up` never reaches a player as it is (the rules above)."""
    if isinstance(up, (ast.Raise, ast.Assert)):
        return True
    if isinstance(up, ast.Call):
        name = getattr(up.func, "attr", getattr(up.func, "id", ""))
        return name in LOG_CALLS or name in CATALOG_CALLS
    if isinstance(up, ast.keyword):
        return up.arg in NOT_SHOWN_KEYWORDS
    return isinstance(up, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "__all__" for t in up.targets)


def player_words(path: Path) -> list[tuple[int, str]]:
    """(line, text) of every string in the file that reads as words for a player (the rule above)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    docstrings = {n.body[0].value for n in ast.walk(tree)
                  if isinstance(n, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and n.body
                  and isinstance(n.body[0], ast.Expr) and isinstance(n.body[0].value, ast.Constant)}
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            if node in docstrings or isinstance(parents.get(node), ast.JoinedStr):
                continue
        elif not isinstance(node, ast.JoinedStr):
            continue
        words = _words_of(node)
        if not for_a_player(words):
            continue
        up, said_elsewhere = node, False
        while up in parents and not said_elsewhere:
            up = parents[up]
            said_elsewhere = _not_shown(up)
        if not said_elsewhere:
            out.append((node.lineno, words))
    return out


def test_no_sentence_for_a_player_is_written_outside_the_catalogs():
    """Every package, the engine and the session included: their words for a player are facts and
    problem codes that text/ says (a German player read English from session/ and ai/ before)."""
    found: dict[str, list[str]] = {}
    for m, path in FILES.items():
        for line, words in player_words(path):
            found.setdefault(words, []).append(f"{m}:{line}")
    bad = [f"{where}: {words!r}" for words, places in sorted(found.items()) if words not in ALLOWED for where in places]
    assert not bad, "words for a player outside the catalogs (they belong in text/, through _()):\n" + "\n".join(bad)
    gone = [words for words in ALLOWED if words not in found]
    assert not gone, f"no longer in the sources: take them off ALLOWED: {gone}"


def test_the_words_reader_tells_sentences_from_keys(tmp_path):
    planted = tmp_path / "planted.py"
    planted.write_text('"""A docstring says nothing to a player."""\nimport logging\n'
                       'def f(row, name, log):\n'
                       '    """Nor here."""\n'
                       '    key = f"job:{row}:{name}"\n'
                       '    art = "tiles/hazard_{}.png", "trail:P_A3", "midleft", "K_F1"\n'
                       '    log.warning("the autosave failed: %s", name)\n'
                       '    if not row:\n'
                       '        raise ValueError(f"no row {row}")\n'
                       '    assert row, "a row is needed"\n'
                       '    said = _("Said through the catalog"), ngettext("{n} card", "{n} cards", row), N_("Marked")\n'
                       '    ap.add_argument("--x", help="the command line help")\n'
                       '    __all__ = ["Game", "Move"]\n'
                       '    return "Back", f"{name} wins", "Enter: {}", "Which one?", f"round {row}", "{:+d}"\n')
    got = [words for _, words in player_words(planted)]
    assert sorted(got) == sorted(["Back", "{} wins", "Enter: {}", "Which one?", "round {}"])
