"""The charts tell players apart as the board does: each player's line, bar and column carries the
seat's own mark (paint.seat_mark, the shape their pieces carry), not a shape of the charts' own."""
from __future__ import annotations

import pygame
import pytest

from gwt_desktop.session.game_stats import game_stats
from gwt_desktop.session.replay import Replay
from gwt_desktop.text import after_game as words
from gwt_desktop.ui.after import charts

from .games import finished_match


@pytest.fixture(scope="module")
def stats():
    match = finished_match(3, 41, ("easy", "easy"))
    return game_stats(Replay.of_match(match)), [seat.name for seat in match.seats]


@pytest.mark.parametrize("key", words.CHARTS)
def test_every_chart_marks_each_player_with_their_seats_mark(stats, key, monkeypatch):
    pygame.init()
    data, names = stats
    colors = [2, 0, 3]  # seats in colours other than their index: the mark must follow the colour
    drawn = []
    real = charts.seat_mark

    def spy(surf, color_index, center, r, **kw):
        drawn.append(color_index)
        real(surf, color_index, center, r, **kw)

    monkeypatch.setattr(charts, "seat_mark", spy)
    charts.render(key, data, colors, names, lambda turn: [])
    assert set(drawn) == set(colors), (key, drawn)
