"""The generated layout covers every board location the engine knows, inside the logical screen."""
from __future__ import annotations

import itertools

from gwt_desktop.engine import board
from gwt_desktop.ui.kit import layout as L


def overlaps(a, b) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def inside(r, size=(1920, 1080)):
    return r[0] >= 0 and r[1] >= 0 and r[0] + r[2] <= size[0] and r[1] + r[3] <= size[1] and r[2] > 0 < r[3]


def test_every_trail_space_has_a_rect_and_none_overlap():
    lay = L.load()
    rects = {name: lay.rect("trail", name) for name in board.SPACES}
    assert set(lay.get("trail")) == set(board.SPACES)
    for r in rects.values():
        assert inside(r)
    for (a, ra), (b, rb) in itertools.combinations(rects.items(), 2):
        assert not overlaps(ra, rb), (a, b)


def test_every_track_position_station_and_city():
    lay = L.load()
    for pos in board.TRACK_POSITIONS:
        assert inside(lay.rect("track", board.position_text(pos)))
    for k in range(1, len(board.STATIONS) + 1):
        assert inside(lay.rect("stations", k))
    for k in range(1, board.STATION_MASTER_SLOTS + 1):
        assert inside(lay.rect("station_masters", k))
    for i in range(len(board.CITIES)):
        assert inside(lay.rect("cities", i))
    assert len(lay.get("cities")) == len(board.CITIES)


def test_kc_panel_and_player_areas():
    lay = L.load()
    assert len(lay.get("job_market", "cells")) == 12
    assert all(len(row) == 4 for row in lay.get("job_market", "cells"))
    assert len(lay.get("job_market", "token")) == 13  # rows 1..12 and the exit after row 12
    assert len(lay.get("foresight", "spaces")) == 3
    assert len(lay.get("objectives", "display")) == 4
    for _, r in lay.rects():
        assert inside(r)


def hit_key(lay, x: float, y: float, section: str) -> str | None:
    """For a flat section (trail, track, stations, ...): the key under the point."""
    found = lay.hit(x, y, section)
    return found[0] if found else None


def to_screen(r, window):
    """A logical rect where the letterboxed window shows it (the inverse of to_logical)."""
    scale, dx, dy = L.fit(window)
    return (round(r[0] * scale + dx), round(r[1] * scale + dy), round(r[2] * scale), round(r[3] * scale))


def test_hit_testing_finds_spaces_and_survives_scaling():
    lay = L.load()
    for name in board.SPACES:
        cx, cy = lay.center("trail", name)
        assert hit_key(lay, cx, cy, "trail") == name
        window = (1280, 720)
        sx, sy, sw, sh = to_screen(lay.rect("trail", name), window)
        lx, ly = L.to_logical((sx + sw / 2, sy + sh / 2), window)
        assert hit_key(lay, lx, ly, "trail") == name
    assert hit_key(lay, -5, -5, "trail") is None
    assert lay.hit(*lay.center("job_market", "cells", 3, 2)) == ("job_market", "cells", "3", "2")


def test_the_file_is_what_its_generator_writes():
    """layout.json is generated (build_scripts/make_layout.py), never edited by hand: a screen's rect
    changed in one and not the other fails here."""
    import importlib.util
    import json
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "build_scripts" / "make_layout.py"
    spec = importlib.util.spec_from_file_location("make_layout", path)
    make = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(make)
    assert json.loads(json.dumps(make.build())) == L.load().data


def test_the_screens_around_a_game_are_laid_out_inside_the_canvas_without_overlaps():
    lay = L.load()
    for screen in lay.get("screens"):
        rects = dict(lay.rects("screens", screen))
        assert rects, screen
        assert all(inside(r) for r in rects.values()), screen
    replay = dict(lay.rects("screens", "replay"))
    parts = [replay[(k,)] for k in ("board", "side", "band")]
    assert not any(overlaps(a, b) for a, b in itertools.combinations(parts, 2))


LAID_OUT = ("scenes/credits", "scenes/handoff", "scenes/load_game", "scenes/rules_help", "scenes/new_game",
            "scenes/settings", "after/records",
            "after/score_pad", "after/replay", "after/replay_band", "after/replay_board", "after/replay_log",
            "after/review", "after/review_summary", "after/review_turns", "after/review_turn")


def _literal_rects(path) -> list[int]:
    """Lines where a rect is written as four numbers: Rect(x, y, w, h) or a widget made at (x, y, w, h)."""
    import ast

    def four_numbers(node) -> bool:
        return (isinstance(node, ast.Tuple) and len(node.elts) == 4
                and all(isinstance(e, ast.Constant) and isinstance(e.value, int) for e in node.elts)
                and any(e.value for e in node.elts))  # Rect(0, 0, 0, 0), a row scrolled away, is no place

    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call):
            args = node.args
            if (args and four_numbers(args[0])) or (len(args) == 4 and four_numbers(ast.Tuple(elts=args))):
                out.append(node.lineno)
    return out


def test_the_screens_around_a_game_take_their_places_from_the_layout():
    """Their panels, boards and buttons are layout.json's screens (make_layout.py), not numbers in the code."""
    from pathlib import Path

    import gwt_desktop.ui

    ui = Path(gwt_desktop.ui.__file__).parent
    found = {name: _literal_rects(ui / f"{name}.py") for name in LAID_OUT}
    assert {name: lines for name, lines in found.items() if lines} == {}
