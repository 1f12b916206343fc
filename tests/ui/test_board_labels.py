"""The names printed on the board lie clear of the tiles drawn over them, in every language: German's
"Handel mit Indianern" once ran under the row of teepees below the trail."""
from __future__ import annotations

import pygame
import pytest

from gwt_desktop.text import i18n
from gwt_desktop.ui.board import board_parts
from gwt_desktop.ui.kit import canvas
from gwt_desktop.ui.kit.layout import load as load_layout


@pytest.mark.parametrize("k", [2 / 3, 1.0, 2.0])  # 1280x720 (where small fonts are widest), 1920x1080, 4K
@pytest.mark.parametrize("lang", ["en", "de", "pseudo"])
def test_the_teepees_group_name_is_never_under_a_teepee(lang, k, monkeypatch):
    pygame.font.init()
    i18n.set_language(lang)
    try:
        drawn = []

        def label(surf, s, size, rgb, center, display=False, outline=None):
            w, h = canvas.font(size, display, not display).size(s)
            drawn.append((s, pygame.Rect(round(center[0] - w / 2), round(center[1] - h / 2), w, h)))

        monkeypatch.setattr(board_parts, "_label", label)
        data = load_layout().data
        surf = pygame.Surface(tuple(data["size"]))
        with canvas.measuring(k):  # words measured as the window draws them
            board_parts.draw_board_labels(surf, data)
        group = pygame.Rect(data["trail_groups"]["indian_trade"])
        tiles = [pygame.Rect(r) for key, r in data["trail"].items() if key.startswith("TP")]
        mine = [(s, r) for s, r in drawn if group.colliderect(r)]
        assert mine and all(group.contains(r) for _, r in mine), mine
        assert not [(s, r) for s, r in mine if r.collidelist(tiles) >= 0], mine
    finally:
        i18n.set_language("en")
