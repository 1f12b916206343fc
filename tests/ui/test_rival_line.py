"""The line of why beside a computer's seat is read whole: its last line's descenders stay inside the
card's border, and the trail's zoom buttons (drawn above it) never lie over it, beside every seat of a
four-player table (seen at 1280x720: the card ran under the buttons and its last line touched the
border)."""
from __future__ import annotations

from types import SimpleNamespace

import pygame

from gwt_desktop.session.match import make_match
from gwt_desktop.ui.game import rival_line
from gwt_desktop.ui.game.scene import GameScene
from gwt_desktop.ui.game.trail_zoom import buttons
from gwt_desktop.ui.kit import canvas

WHY = ("Why: Orange buys an Ayrshire for $6 (+3 points for cattle). For Orange the judgement rates another "
       "move about 5 points better against its rivals: move to building F.")


def test_the_rival_line_is_whole_and_clear_of_the_zoom_buttons_beside_every_seat(app, monkeypatch):
    monkeypatch.setattr(rival_line.RivalLine, "text", lambda self: WHY)
    app.open_match(make_match(4, seed=3, humans=1, level="random"), autosave=False)
    app.step()
    scene = app.scene
    assert isinstance(scene, GameScene)
    part = scene.rival_line
    font = canvas.font(rival_line.SIZE)
    for seat in (1, 2, 3):
        part.why = SimpleNamespace(player=seat)
        box = part._box()
        lines = part._lines[1]
        assert box is not None and len(lines) >= 2
        last_bottom = box.y + rival_line.PAD + rival_line.LINE * (len(lines) - 1) + font.get_linesize()
        assert last_bottom <= box.bottom - 4 - 2, seat  # inside the 4 px border, with room to spare
        assert not any(box.colliderect(pygame.Rect(r)) for r in buttons().values()), seat
