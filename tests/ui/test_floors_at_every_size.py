"""The board's words at their floor at every window size: measured as each window draws them (words are
rendered at their size in the window's pixels, ui/kit/canvas.py), a line keeps its size or takes its
shorter form; it is not shrunk under it."""
from __future__ import annotations

import pygame
import pytest

from gwt_desktop.text import i18n
from gwt_desktop.text import table as words
from gwt_desktop.ui.board import seat_parts
from gwt_desktop.ui.kit import canvas
from gwt_desktop.ui.kit.layout import load

SCALES = [2 / 3, 1.0, 4 / 3, 2.0]  # 1280x720, 1920x1080, 2560x1440, 3840x2160


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("k", SCALES)
def test_the_player_boards_band_keeps_its_size_at_every_window_size(k, lang):
    pygame.font.init()
    i18n.set_language(lang)
    r = load().rect("player_board", "limits")
    room = r[2] - 8 - r[3] - 4  # as seat_parts.draw_player_board leaves it
    with canvas.measuring(k):
        for hand, cert, permanent, limit in ((4, 0, 0, 3), (5, 4, 0, 6), (4, 1, 2, 6), (6, 6, 3, 6)):
            full = words.limits_line(hand, cert, permanent, limit)
            brief = words.limits_line(hand, cert, permanent, limit, brief=True)
            assert seat_parts._width(full) <= room or seat_parts._width(brief) <= room, (full, brief)
