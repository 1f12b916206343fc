"""pygame.draw's shapes in logical units, on a Canvas (ui/kit/canvas.py) or a plain surface.

The same calls as pygame.draw's, so drawing code reads the same: `draw.rect(surf, colour, rect, 2,
border_radius=6)`. On a canvas of scale k every point is mapped to its pixel and every width and
radius is k times as large (a line of a logical pixel stays at least one pixel); each returns the
logical rect it touched. A plain surface is drawn on as it is.
"""
from __future__ import annotations

import pygame

from .canvas import Canvas


def _pts(c: Canvas, points) -> list[tuple[int, int]]:
    return [c.px(p) for p in points]


def rect(surf, color, rect, width: int = 0, border_radius: int = 0, border_top_left_radius: int = -1,
         border_top_right_radius: int = -1, border_bottom_left_radius: int = -1,
         border_bottom_right_radius: int = -1) -> pygame.Rect:
    if not isinstance(surf, Canvas):
        return pygame.draw.rect(surf, color, rect, width, border_radius, border_top_left_radius,
                                border_top_right_radius, border_bottom_left_radius, border_bottom_right_radius)
    c = surf
    k = c.k
    w = max(1, round(width * k)) if width > 0 else 0
    r = max(1, round(border_radius * k)) if border_radius > 0 else border_radius
    if border_top_left_radius == border_top_right_radius == border_bottom_left_radius == border_bottom_right_radius == -1:
        done = pygame.draw.rect(c.surface, color, c.to_px(rect), w, r)
    else:
        def radius(v: int) -> int:
            return c.length(v) if v > 0 else v

        done = pygame.draw.rect(c.surface, color, c.to_px(rect), w, r, radius(border_top_left_radius),
                                radius(border_top_right_radius), radius(border_bottom_left_radius),
                                radius(border_bottom_right_radius))
    return c.to_logical(done)


def line(surf, color, start, end, width: int = 1) -> pygame.Rect:
    if not isinstance(surf, Canvas):
        return pygame.draw.line(surf, color, start, end, width)
    return surf.to_logical(pygame.draw.line(surf.surface, color, surf.px(start), surf.px(end), surf.length(width)))


def lines(surf, color, closed: bool, points, width: int = 1) -> pygame.Rect:
    if not isinstance(surf, Canvas):
        return pygame.draw.lines(surf, color, closed, points, width)
    return surf.to_logical(pygame.draw.lines(surf.surface, color, closed, _pts(surf, points), surf.length(width)))


def aaline(surf, color, start, end) -> pygame.Rect:
    if not isinstance(surf, Canvas):
        return pygame.draw.aaline(surf, color, start, end)
    return surf.to_logical(pygame.draw.aaline(surf.surface, color, surf.px(start), surf.px(end)))


def aalines(surf, color, closed: bool, points) -> pygame.Rect:
    if not isinstance(surf, Canvas):
        return pygame.draw.aalines(surf, color, closed, points)
    return surf.to_logical(pygame.draw.aalines(surf.surface, color, closed, _pts(surf, points)))


def polygon(surf, color, points, width: int = 0) -> pygame.Rect:
    if not isinstance(surf, Canvas):
        return pygame.draw.polygon(surf, color, points, width)
    return surf.to_logical(pygame.draw.polygon(surf.surface, color, _pts(surf, points), surf.length(width)))


def circle(surf, color, center, radius: float, width: int = 0) -> pygame.Rect:
    if not isinstance(surf, Canvas):
        return pygame.draw.circle(surf, color, center, radius, width)
    r = max(1, round(radius * surf.k)) if radius > 0 else 0
    return surf.to_logical(pygame.draw.circle(surf.surface, color, surf.px(center), r, surf.length(width)))


def ellipse(surf, color, rect, width: int = 0) -> pygame.Rect:
    if not isinstance(surf, Canvas):
        return pygame.draw.ellipse(surf, color, rect, width)
    return surf.to_logical(pygame.draw.ellipse(surf.surface, color, surf.to_px(rect), surf.length(width)))


def arc(surf, color, rect, start_angle: float, stop_angle: float, width: int = 1) -> pygame.Rect:
    if not isinstance(surf, Canvas):
        return pygame.draw.arc(surf, color, rect, start_angle, stop_angle, width)
    return surf.to_logical(pygame.draw.arc(surf.surface, color, surf.to_px(rect), start_angle, stop_angle,
                                           surf.length(width)))
