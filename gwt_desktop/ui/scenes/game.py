"""The game scene: the board, the prompt, the log; clicks narrowed to legal moves by the controller.

STUB on main: the uigame helper replaces it. Interface: GameScene(app, match); clickable().
"""
from __future__ import annotations

from ..widgets import PAPER
from . import Scene


class GameScene(Scene):
    def __init__(self, app, match) -> None:
        super().__init__(app)
        self.match = match

    def clickable(self) -> list[tuple[tuple, str]]:
        return []

    def draw(self, surf) -> None:
        from .. import assets

        surf.fill((60, 40, 20))
        text = assets.font(40).render("The game scene is being built.", True, PAPER)
        surf.blit(text, (100, 100))
