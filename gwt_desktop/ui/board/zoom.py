"""The trail's zoom and pan: which part of the trail the trail's region of the screen shows, how large.

The trail is drawn in the board's logical coordinates (layout.json's, "content"); the screen shows the
part `window()` of it, `z` times as large, in the trail's own region (VIEW). At z = 1 that part is the
whole region and nothing moves. BoardView draws the trail through `canvas()`, a Canvas that maps the
content's logical coordinates straight to the screen's pixels at the zoomed scale, so every glyph,
word and sprite is drawn anew at that scale, never enlarged; the rest of the board (the railroad, the
Kansas City panel, the seat's own board and the panels) stays where it is.

Everything placed on the trail from its layout rect (the fee badges, a walking cattleman) goes through
`rect()`/`point()` to the screen, and what the board recorded as drawn there (its components: the
clicks' and the keys' targets) is given in screen coordinates, cut to the region, so a click, a hover
and the keyboard ring find the right space at every zoom.
"""
from __future__ import annotations

import pygame

from ..kit.canvas import Canvas

VIEW = pygame.Rect(0, 174, 1520, 622)  # the trail's region of the board (board_view.REGIONS "trail")
STEPS = (1.0, 1.25, 1.5, 2.0, 2.5)  # the wheel's and the keys' steps; art/ holds the trail's sprites for 2.5 at 4K


class Zoom:
    def __init__(self) -> None:
        self.z = 1.0
        self.x, self.y = float(VIEW.x), float(VIEW.y)  # the content point at the region's top left

    # ---- the state ----
    @property
    def on(self) -> bool:
        return self.z != 1.0

    def key(self) -> tuple:
        """What the trail's picture depends on (the board redraws the trail when it changes)."""
        return (self.z, round(self.x, 3), round(self.y, 3))

    def window(self) -> pygame.FRect:
        """The part of the trail shown, in content coordinates."""
        return pygame.FRect(self.x, self.y, VIEW.w / self.z, VIEW.h / self.z)

    def reset(self) -> None:
        self.z, self.x, self.y = 1.0, float(VIEW.x), float(VIEW.y)

    def step(self, steps: int, at=None) -> bool:
        """Zoom in (steps > 0) or out by whole steps, keeping the content point under `at` (a screen
        point; the region's centre by default) where it is. Returns whether anything changed."""
        i = min(range(len(STEPS)), key=lambda k: abs(STEPS[k] - self.z))
        z = STEPS[max(0, min(len(STEPS) - 1, i + steps))]
        if z == self.z:
            return False
        sx, sy = at if at is not None and VIEW.collidepoint(at) else VIEW.center
        cx, cy = self.to_content((sx, sy))
        self.z = z
        self.x, self.y = cx - (sx - VIEW.x) / z, cy - (sy - VIEW.y) / z
        self._clamp()
        return True

    def pan(self, dx: float, dy: float) -> bool:
        """Move the view by a screen distance (a drag: the trail follows the pointer)."""
        before = (self.x, self.y)
        self.x -= dx / self.z
        self.y -= dy / self.z
        self._clamp()
        return (self.x, self.y) != before

    def _clamp(self) -> None:
        w, h = VIEW.w / self.z, VIEW.h / self.z
        self.x = min(max(self.x, VIEW.x), VIEW.right - w)
        self.y = min(max(self.y, VIEW.y), VIEW.bottom - h)

    # ---- content <-> screen ----
    def point(self, p) -> tuple[float, float]:
        """A content point on the screen."""
        return (VIEW.x + (p[0] - self.x) * self.z, VIEW.y + (p[1] - self.y) * self.z)

    def to_content(self, p) -> tuple[float, float]:
        """A screen point in the trail's content coordinates."""
        return (self.x + (p[0] - VIEW.x) / self.z, self.y + (p[1] - VIEW.y) / self.z)

    def rect(self, r) -> pygame.Rect:
        """A content rect on the screen (not cut to the region)."""
        x, y = self.point((r[0], r[1]))
        x1, y1 = self.point((r[0] + r[2], r[1] + r[3]))
        left, top = round(x), round(y)
        return pygame.Rect(left, top, round(x1) - left, round(y1) - top)

    def shown(self, r) -> pygame.Rect | None:
        """A content rect on the screen, cut to the region; None when none of it shows."""
        out = self.rect(r).clip(VIEW)
        return out if out.w > 0 and out.h > 0 else None

    def canvas(self, surf: Canvas) -> Canvas:
        """A canvas drawing the trail's content coordinates onto `surf`'s pixels of the region, at the
        zoomed scale (drawing outside the region falls off its edges)."""
        region = surf.subsurface(VIEW)
        k = surf.k * self.z
        return Canvas(region.surface, k, (VIEW.right, VIEW.bottom),
                      (region.ox - self.x * k, region.oy - self.y * k))

    def paint_background(self, zc: Canvas, art: pygame.Surface, size: tuple[int, int]) -> None:
        """The board's art under the shown part, scaled once from the art's own pixels onto the zoomed
        canvas `zc` (only the region's part of it, never the whole board at the zoomed scale)."""
        f = art.get_width() / size[0]  # the art's pixels per logical unit
        win = self.window()
        src = pygame.Rect(int(win.x * f), int(win.y * f), 0, 0)
        src.w = min(art.get_width() - src.x, int(-(-(win.right * f) // 1)) - src.x + 1)
        src.h = min(art.get_height() - src.y, int(-(-(win.bottom * f) // 1)) - src.y + 1)
        x0, y0 = zc.px((src.x / f, src.y / f))
        x1, y1 = zc.px((src.right / f, src.bottom / f))
        if src.w <= 0 or src.h <= 0 or x1 <= x0 or y1 <= y0:
            return
        pixels = pygame.transform.smoothscale(art.subsurface(src), (x1 - x0, y1 - y0))
        zc.surface.blit(pixels, (x0, y0))
