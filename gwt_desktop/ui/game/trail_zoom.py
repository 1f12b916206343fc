"""The game scene's part for the trail's zoom (ui/board/zoom.py): the mouse wheel over the trail, the
keys + and − (and =, the keypad's) and 0, a drag on the trail while it is zoomed, and three small
buttons in the trail's bottom right corner (zoom in, zoom out, the whole trail again).

It sits above the panels in the scene's list, so it sees the wheel before the log does; it leaves
alone whatever a part above the board covers (an open panel, the log, a decision-bar button) and a
press on a glowing piece, which stays a click; a press elsewhere on the zoomed trail that is not
dragged is handed on as the click it was (targets.press: "not a place" and its sound)."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from ...text import table as words
from ..board.zoom import STEPS, VIEW, Zoom
from ..kit import draw, theme
from ..kit.canvas import as_canvas
from ..kit.part import Part
from ..kit.widgets import INK, PAPER, tooltip

SIZE = 32  # a button's side: 21 px at 1280x720
GAP = 4
DRAG = 6  # logical pixels the pointer moves before a press on the trail becomes a drag
IN_KEYS = (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS)
OUT_KEYS = (pygame.K_MINUS, pygame.K_KP_MINUS)
RESET_KEYS = (pygame.K_0, pygame.K_KP0)


def buttons() -> dict[str, pygame.Rect]:
    """The three buttons' rects, in the trail's bottom right corner (clear of its spaces)."""
    y = VIEW.bottom - GAP - SIZE
    x0 = VIEW.right - 8 - 3 * SIZE - 2 * GAP
    return {name: pygame.Rect(x0 + k * (SIZE + GAP), y, SIZE, SIZE)
            for k, name in enumerate(("out", "in", "reset"))}


class TrailZoom(Part):
    def __init__(self, zoom: Zoom, *, covered: Callable[[tuple], bool], glowing_at: Callable[[tuple], object],
                 press: Callable[[tuple], None], say: Callable[[str], None]) -> None:
        self.zoom = zoom
        self.covered = covered  # a part above the board lies over this point
        self.glowing_at = glowing_at  # the glowing target under a point (None: nothing to click there)
        self.press = press  # a click at a point, as the targets take it
        self.say = say  # a short message on the prompt line
        self.pointer: tuple[float, float] | None = None
        self.hover: str | None = None
        self._down: tuple[float, float] | None = None  # where a press on the trail began
        self._dragging = False
        self._told = False  # the first zoom says how to move around

    def _zoom(self, steps: int, at=None) -> bool:
        was = self.zoom.on
        changed = self.zoom.step(steps, at)
        if changed and not was and not self._told:
            self._told = True
            self.say(words.ZOOM_TOLD)
        return changed

    def handle(self, event, pos) -> bool:
        t = event.type
        if t == pygame.KEYDOWN:
            if event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
                return False
            if event.key in IN_KEYS:
                return self._zoom(1, self.pointer) or True
            if event.key in OUT_KEYS:
                return self.zoom.step(-1, self.pointer) or True
            if event.key in RESET_KEYS:
                self.zoom.reset()
                return True
            return False
        if t == pygame.MOUSEWHEEL:
            at = self.pointer
            if at is None or not VIEW.collidepoint(at) or self.covered(at):
                return False
            self._zoom(1 if event.y > 0 else -1, at) if event.y else None
            return True
        if pos is None:
            return False
        if t == pygame.MOUSEMOTION:
            self.pointer = pos
            self.hover = next((n for n, r in buttons().items() if r.collidepoint(pos)), None)
            if self._down is not None:
                dx, dy = pos[0] - self._down[0], pos[1] - self._down[1]
                if self._dragging or abs(dx) > DRAG or abs(dy) > DRAG:
                    self._dragging = True
                    self.zoom.pan(dx, dy)
                    self._down = pos
                return True
            return False
        if t == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = next((n for n, r in buttons().items() if r.collidepoint(pos)), None)
            if hit is not None:
                if hit == "in":
                    self._zoom(1)
                elif hit == "out":
                    self.zoom.step(-1)
                else:
                    self.zoom.reset()
                return True
            if (self.zoom.on and VIEW.collidepoint(pos) and not self.covered(pos)
                    and self.glowing_at(pos) is None):
                self._down, self._dragging = pos, False
                return True
            return False
        if t == pygame.MOUSEBUTTONUP and event.button == 1 and self._down is not None:
            start, dragged = self._down, self._dragging
            self._down, self._dragging = None, False
            if not dragged:
                self.press(start)  # not a drag after all: the click it was
            return True
        return False

    def covers(self, pos) -> bool:
        return any(r.collidepoint(pos) for r in buttons().values())

    def busy(self) -> bool:
        """A drag on the trail moves it with the pointer: frames at 60 a second."""
        return self._dragging

    def rects(self, size) -> list[pygame.Rect]:
        """The three buttons, drawn over the trail's glows."""
        return list(buttons().values())

    def draw(self, surf) -> None:
        surf = as_canvas(surf)
        can = {"in": self.zoom.z < STEPS[-1], "out": self.zoom.on, "reset": self.zoom.on}
        for name, r in buttons().items():
            on = can[name]
            fill = theme.BUTTON_ON if on and name == self.hover else theme.BUTTON if on else theme.BUTTON_OFF
            draw.rect(surf, fill, r, border_radius=6)
            draw.rect(surf, INK, r, width=2, border_radius=6)
            ink = PAPER if on else theme.BUTTON_OFF_TEXT
            cx, cy = r.center
            if name in ("in", "out"):
                draw.line(surf, ink, (cx - 8, cy), (cx + 8, cy), 3)
                if name == "in":
                    draw.line(surf, ink, (cx, cy - 8), (cx, cy + 8), 3)
            else:  # the whole trail: four corners of a frame
                for sx, sy in ((-1, -1), (1, -1), (-1, 1), (1, 1)):
                    x, y = cx + 8 * sx, cy + 7 * sy
                    draw.line(surf, ink, (x, y), (x - 5 * sx, y), 2)
                    draw.line(surf, ink, (x, y), (x, y - 5 * sy), 2)
        if self.hover is not None and self._down is None:
            r = buttons()[self.hover]
            note = {"in": words.ZOOM_IN, "out": words.ZOOM_OUT, "reset": words.ZOOM_RESET}[self.hover]
            tooltip(surf, note, (r.centerx, r.top - 50), 22)
