"""The numbers inside the actions (the trail's buildings, the supply's buildings, the player
board's worker rows and auxiliary actions) are drawn in the font at 19 px or more (9 px of cap height at
1280x720), and the actions fit the room they are drawn in."""
from __future__ import annotations

import copy

import pygame
import pytest

from gwt_desktop.engine import board
from gwt_desktop.ui.board import glyphs
from gwt_desktop.ui.board.board_view import BoardView
from gwt_desktop.ui.board.glyph_specs import ACTIONS, NEUTRAL_BUILDINGS, PRIVATE_BUILDINGS, WORKER_ROWS
from gwt_desktop.ui.kit import canvas, paint
from gwt_desktop.ui.kit.layout import load
from tools.showboard import position
from tools.text_sizes import CAP_GOAL_1280, sprite_words

SCALE_1280 = 1280 / 1920
FLOOR = 19  # logical px: 9.1 px of cap height at 1280x720


def numbers(action: str) -> set[str]:
    """The numbers an action's glyph carries that must be read (a coin's amount, a move's steps, a
    breeding value, a cost), as the font draws them."""
    spec = ACTIONS[action]
    out = set()
    for part in [spec.get("req")] + list(spec["gain"]):
        if not part:
            continue
        if part[0] == "coin":
            out.add(part[1])
        elif part[0] == "icon":
            label, per = part[2], part[3]
            if label and label not in glyphs.UNSHOWN and label not in ("G+B", "max"):
                shown = glyphs.LABELS.get(label, label).lstrip("<")
                if shown:
                    out.add(shown)
            if per and per.startswith("pay"):
                out.add(per[3:])
    return out


def every_building_on_the_trail(view: dict) -> dict:
    """The view with all twenty private buildings on the trail's private spaces (owners in turn) and
    the neutral buildings where they stand."""
    view = copy.deepcopy(view)
    spaces = [s for i, s in enumerate(board.SPACES) if board.SPACE_KIND[i] == board.PRIVATE]
    for k, (building, space) in enumerate(zip(PRIVATE_BUILDINGS, spaces * 2)):
        if k < len(spaces):
            view["trail"][space] = {"building": building, "owner": k % len(view["players"])}
    return view


@pytest.mark.parametrize("k", [2 / 3, 1.0, 4 / 3, 2.0])  # as the window draws them: 1280x720 ... 3840x2160
def test_every_trail_building_and_player_board_action_fits_its_room(k):
    pygame.font.init()
    with canvas.measuring(k):
        _fits_its_room()


def _fits_its_room():
    for building, (_c, _p, _h, actions) in PRIVATE_BUILDINGS.items():  # 64 px tile, its band above
        rows, row_h, icon = glyphs.arrange(tuple(actions), 60, 39)
        assert row_h >= glyphs.ROW_MIN, building
        assert max(glyphs._row_width(r, icon) for r in rows) <= 60, building
    for letter, actions in NEUTRAL_BUILDINGS.items():  # 64 px grown 14 px each side
        rows, row_h, icon = glyphs.arrange(tuple(actions), 64 + 2 * glyphs.NEUTRAL_GROW - 6, 42)
        assert max(glyphs._row_width(r, icon) for r in rows) <= 86, letter
    lay = load().get("player_board")
    for n, (_x, _y, w, h) in lay["buildings"].items():  # the supply: beside the craftsmen and points
        area = (w - glyphs.SUPPLY_COLUMN - 4, h - 4)
        for building in (f"{n}a", f"{n}b"):
            rows, row_h, icon = glyphs.arrange(tuple(PRIVATE_BUILDINGS[building][3]), *area)
            assert row_h >= glyphs.ROW_MIN and len(rows) * row_h <= area[1], building
            assert max(glyphs._row_width(r, icon) for r in rows) <= area[0], building
    for action, (_x, _y, w, h) in lay["aux"].items():
        rows, row_h, icon = glyphs.arrange_cell(action, w - 4, h - 4, 0)
        assert row_h >= glyphs.CELL_ROW_MIN and len(rows) * row_h <= h - 4, action
        assert max(glyphs._width(r, icon) for r in rows) <= w - 4, action
    cell = lay["workers"]["engineer"][0][2] - 4
    for kind, actions in WORKER_ROWS.items():
        for k, action in enumerate(actions, start=1):
            if action:
                corner = 12 if k >= 4 else 0
                rows, row_h, icon = glyphs.arrange_cell(action, cell, cell, corner)
                assert row_h >= glyphs.CELL_ROW_MIN and len(rows) * row_h <= cell, (kind, action)
                assert glyphs._width(rows[0], icon) <= cell - corner, (kind, action)
                assert icon >= glyphs.ICON_MIN, (kind, action)  # 12 px at 1280x720 (issue 43)


def test_the_numbers_inside_the_actions_are_drawn_in_the_font_at_19_px(screen, monkeypatch):
    """Every private and neutral building on the trail and in the supply and the player board's rows:
    their actions' numbers (and in the supply their craftsmen and points) are font texts at 19 px or
    more, and no sprite the board draws prints a word under 9 px of cap height at 1280x720."""
    texts: list[tuple[int, str]] = []
    drawn: dict = {}
    text, image = paint.Painter.text, paint.Painter.image

    def record_text(self, s, pos, size=18, *a, **kw):
        texts.append((size, s))
        return text(self, s, pos, size, *a, **kw)

    def record_image(self, name, rect, keep_aspect=False):
        r = image(self, name, rect, keep_aspect)
        if name not in drawn or r[2] < drawn[name][0]:
            drawn[name] = (r[2], r[3])
        return r

    monkeypatch.setattr(paint.Painter, "text", record_text)
    monkeypatch.setattr(paint.Painter, "image", record_image)
    game = position(4, 3, 200)
    views = [every_building_on_the_trail(game.view(0))]
    second = every_building_on_the_trail(game.view(0))  # the other ten buildings, on the same spaces
    spaces = [s for s, c in second["trail"].items() if c and "building" in c]
    for space, building in zip(spaces, list(PRIVATE_BUILDINGS)[len(spaces):]):
        second["trail"][space] = {"building": building, "owner": 1}
    views.append(second)
    me = copy.deepcopy(game.view(0))
    me["players"][0]["workers"] = [1, 1, 1]  # every worker row's space free but the first
    me["players"][0]["discs"][:5] = [0] * 5
    me["players"][0]["supply"] = list(range(1, 11))
    views.append(me)
    other_sides = copy.deepcopy(me)  # the supply's other ten buildings
    other_sides["sides"] = ["b" if side == "a" else "a" for side in me["sides"]]
    views.append(other_sides)
    supply: dict[str, set[str]] = {}
    paint_supply = glyphs._paint_supply

    def record_supply(p, building, color_index, rect):  # the texts drawn inside each supply tile
        first = len(texts)
        paint_supply(p, building, color_index, rect)
        supply[building] = {s for size, s in texts[first:] if size >= FLOOR}

    monkeypatch.setattr(glyphs, "_paint_supply", record_supply)
    for view in views:
        glyphs.forget()  # each tile is drawn once, then blitted: draw them here
        BoardView(load()).draw(screen, view, None)
    shown = {s for size, s in texts if size >= FLOOR}
    assert not [(size, s) for size, s in texts if size < FLOOR]
    for building, (_c, points, _h, actions) in PRIVATE_BUILDINGS.items():
        for action in actions:
            assert numbers(action) <= shown, (building, action)
    assert set(supply) == set(PRIVATE_BUILDINGS)
    for building, (craftsmen, points, _h, actions) in PRIVATE_BUILDINGS.items():
        wanted = {str(craftsmen), str(points)}.union(*(numbers(a) for a in actions))
        assert wanted <= supply[building], building
    for letter, actions in NEUTRAL_BUILDINGS.items():
        assert letter in shown
        for action in actions:
            assert numbers(action) <= shown, (letter, action)
    for action in [*WORKER_ROWS["engineer"], "aux_cert", "aux_thin", "aux_engine"]:
        assert numbers(action) <= shown, action
    drawn["board_background.png"] = (1920, 1080)
    assert not [w for w in sprite_words(drawn, SCALE_1280) if w["cap_window_px"] < CAP_GOAL_1280]
    assert not [n for n in drawn if n.startswith("buildings/")]  # every building is drawn in the font


def test_every_icon_the_board_draws_is_at_least_12_px_at_1280x720():
    """Issue 43: the icons of the trail's buildings, the player board's actions, the workers, the
    objectives and the foresight tiles, as the board draws them over random games (tools/text_sizes
    --icons: an icon inside a sprite at its share of the sprite), are 18 logical px or more."""
    from tools.text_sizes import recorded_icons

    pygame.display.init()
    pygame.font.init()
    icons = recorded_icons(games=2)
    kinds = {ic["kind"] for ic in icons}
    for wanted in ("tile actions (trail buildings)", "board actions (worker rows, aux)", "workers (job market)",
                   "objectives", "foresight"):
        assert wanted in kinds
    small = sorted({(ic["kind"], ic["icon"], round(ic["logical"], 2)) for ic in icons
                    if ic["logical"] < glyphs.ICON_MIN - 0.05})
    assert not small, small[:10]
