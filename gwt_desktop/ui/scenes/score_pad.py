"""The score pad at the end of a game: every category for every player, totals, the winner(s).

STUB on main: the uiscenes helper replaces it. Interface: ScorePadScene(app, match).
"""
from __future__ import annotations

from . import Scene


class ScorePadScene(Scene):
    def __init__(self, app, match) -> None:
        super().__init__(app)
        self.match = match
