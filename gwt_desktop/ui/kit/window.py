"""The window and its canvas: the window the game opens (a resizable window, or full screen as a
borderless window over the desktop), the logical 1920x1080 canvas fitted into it (letterboxed, drawn
at the window's own resolution: ui/kit/canvas.py, nothing scaled as a whole) and a frame shown, all
of it or only the rects a scene changed.

The canvas is the window's own pixels (a subsurface, made anew whenever SDL makes the window's pixels
anew: a resize, full screen), so showing a frame copies nothing: a whole canvas copied into the window
took 1 ms a frame at 2560x1440."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from ...text import menus
from . import canvas, theme
from .canvas import Canvas
from .layout import fit

LOGICAL = theme.CANVAS


class Window:
    def __init__(self, size: tuple[int, int], fullscreen: bool, say: Callable[[str], None]) -> None:
        self.say = say  # a notice over the scene (full screen refused)
        self.surface: pygame.Surface | None = None
        self.surface = self._open(size, fullscreen)
        self.fullscreen = fullscreen
        self.windowed = None if fullscreen else self.surface.get_size()  # the size to come back to
        self._canvas_on: tuple | None = None  # the window pixels the canvas lies in (_pixels_of)
        self.canvas = self.canvas_for(self.surface.get_size())

    def _open(self, size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
        """Full screen is a borderless window covering the desktop at (0, 0), not a video-mode
        change: it needs no window manager's help (SDL's FULLSCREEN left the window where it was under
        a bare X server) and switching back and forth is instant."""
        if fullscreen:
            try:
                desktop = pygame.display.get_desktop_sizes()[0]
                surf = pygame.display.set_mode(desktop, pygame.NOFRAME)
                _place_window((0, 0))
                return surf
            except (pygame.error, IndexError):
                self.say(menus.NO_FULL_SCREEN)
        surf = pygame.display.set_mode(size, pygame.RESIZABLE)
        if self.surface is not None:  # coming back from full screen
            _place_window(pygame.WINDOWPOS_CENTERED)
        return surf

    def set_fullscreen(self, on: bool, default: tuple[int, int]) -> None:
        """Window or full screen; clicks stay right because every event is mapped through fit().
        Back from full screen the window has the size it had before (a --size window included), else
        `default` (the settings')."""
        if on and not self.fullscreen:
            self.windowed = self.surface.get_size()
        self.surface = self._open(self.windowed or default, on)
        self.fullscreen = on
        self.canvas = self.canvas_for(self.surface.get_size())  # the old one's pixels are gone

    def canvas_for(self, window: tuple[int, int]) -> Canvas:
        """The logical canvas drawn with the pixels it has in a window of this size (letterboxed): the
        window's own pixels where it has them (a subsurface, so showing a frame copies nothing), else a
        surface of its own."""
        scale, dx, dy = fit(window, LOGICAL)
        size = (max(1, round(LOGICAL[0] * scale)), max(1, round(LOGICAL[1] * scale)))
        canvas.set_scale(scale)  # words are measured as the window draws them
        shown = pygame.display.get_surface()
        self._canvas_on = _pixels_of(shown)
        area = pygame.Rect((round(dx), round(dy)), size)
        if shown is not None and shown is self.surface and shown.get_rect().contains(area):
            return Canvas(shown.subsurface(area), scale, LOGICAL)
        surf = pygame.Surface(size)
        if shown is not None:
            surf = surf.convert()
        return Canvas(surf, scale, LOGICAL)

    def canvas_gone(self) -> bool:
        """The window's pixels were made anew since the canvas was made (a resize, full screen: SDL
        frees the old ones, which a canvas in the window would still point into), or its scale changed."""
        return (_pixels_of(pygame.display.get_surface()) != self._canvas_on
                or self.canvas.k != fit(self.surface.get_size(), LOGICAL)[0])

    def refit(self, force: bool = False) -> bool:
        """Make the canvas anew if the window's pixels or size changed (or `force`): True if it did, and
        then the whole window must be drawn again."""
        if force or self.canvas.get_size() != LOGICAL or self.canvas_gone():
            self.canvas = self.canvas_for(self.surface.get_size())
            return True
        return False

    def present(self, dirty: list | None = None) -> None:
        """Copy the canvas into the window, centred, and show it: all of it, or only the logical rects
        `dirty` (their pixels, each a pixel wider for the rounding of its edges)."""
        window = self.surface
        _, dx, dy = fit(window.get_size(), LOGICAL)
        pixels = self.canvas.surface
        in_window = pixels.get_parent() is window
        target = pygame.Rect((round(dx), round(dy)), pixels.get_size())
        if dirty is not None:
            whole = pixels.get_rect()
            shown = []
            for r in _merged(dirty):
                area = self.canvas.to_px(r).inflate(2, 2).clip(whole)
                if area.w and area.h:
                    at = area.move(target.topleft)
                    shown.append(at if in_window else window.blit(pixels, at, area))
            pygame.display.update(shown)
            return
        box = window.get_rect()
        if target != box:  # the bars round a canvas of another shape than the window's
            for bar in (pygame.Rect(0, 0, box.w, target.y), pygame.Rect(0, target.bottom, box.w, box.h),
                        pygame.Rect(0, 0, target.x, box.h), pygame.Rect(target.right, 0, box.w, box.h)):
                if bar.w > 0 and bar.h > 0:
                    window.fill(theme.LETTERBOX, bar.clip(box))
        if not in_window:
            window.blit(pixels, target)
        pygame.display.flip()


def _pixels_of(surface) -> tuple | None:
    """Which pixels a surface has: their address and size (the window's change when SDL makes them anew)."""
    return None if surface is None else (surface._pixels_address, surface.get_size())


def _merged(rects: list) -> list[pygame.Rect]:
    """Overlapping rects as one (a part redrawn where it was and where it is is scaled once)."""
    out: list[pygame.Rect] = []
    for r in sorted((pygame.Rect(r) for r in rects), key=lambda r: (r.y, r.x)):
        for k, q in enumerate(out):
            if q.colliderect(r):
                out[k] = q.union(r)
                break
        else:
            out.append(r)
    return out


def _place_window(pos) -> None:
    """Move the display window (pygame-ce's Window API; silently nothing where it is missing)."""
    import warnings

    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # from_display_module is deprecated in favour of Window()
            pygame.Window.from_display_module().position = pos
    except (AttributeError, pygame.error):
        pass
