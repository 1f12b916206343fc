"""Draws the board from game.view(seat) and knows where every drawn component is.

STUB on main: the board helper replaces the body. Keep the interface:
    BoardView(layout).draw(surf, view, seats, highlight=set(), seat=viewer)
    BoardView.components() -> [(key, rect)] of everything drawn by the last draw(), topmost last.
Component keys are "section:detail" strings (see the brief): trail:<SPACE>, track:<pos>,
station:<n>, master:<n>, city:<i>, foresight:<col>:<row>, job:<row>:<col>, market:<card>,
hand:<card>, objective:<card>, objstack, aux:<action>, disc:<slot>, worker:<kind>, building:<n>,
opponent:<player>, pile:<name>.
"""
from __future__ import annotations

from .layout import Layout


class BoardView:
    def __init__(self, layout: Layout) -> None:
        self.layout = layout
        self._components: list[tuple[str, tuple]] = []

    def draw(self, surf, view: dict, seats, highlight=frozenset(), seat: int | None = None) -> None:
        comps = [(f"trail:{name}", tuple(r)) for name, r in self.layout.get("trail").items()]
        comps += [(f"track:{pos}", tuple(r)) for pos, r in self.layout.get("track").items()]
        comps += [(f"city:{i}", tuple(r)) for i, r in self.layout.get("cities").items()]
        self._components = comps

    def components(self) -> list[tuple[str, tuple]]:
        return list(self._components)
