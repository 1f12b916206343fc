"""Small drawing helpers for the board: sprites fitted into layout rects, cached text, badges.

A Painter draws onto one canvas (canvas.py: logical units, the window's own pixels) and records every
component it puts there as (key, rect), in drawing order, so the board view can answer "what is under
the mouse" with exactly what is shown. Sprites and rendered texts are pictures made once per size and
scale, so a full redraw is mostly blits.
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from . import assets, canvas, draw, theme
from .canvas import Pic, as_canvas
from .theme import color, hex_rgb, palette  # the art's palette, read once (theme.py)

Rect = tuple[int, int, int, int]


def draw_mark(surf, kind: str, center, r: float, rgb=theme.ART_INK) -> None:
    """A seat's mark, the second cue beside its colour for whoever tells the colours apart badly:
    a triangle, a ring, a cross or four dots, drawn within a circle of radius `r` round `center`.
    build_scripts/make_art.py draws the pieces' marks with this same function, so a mark on the
    screen and on a sprite are one shape."""
    cx, cy = center
    r = max(3.0, float(r))
    w = max(2, round(r / 4))
    if kind == "triangle":
        pts = [(cx, cy - r * 0.75), (cx + r * 0.7, cy + r * 0.5), (cx - r * 0.7, cy + r * 0.5)]
        draw.polygon(surf, rgb, pts)
    elif kind == "ring":
        draw.circle(surf, rgb, (cx, cy), max(2, round(r * 0.6)), max(2, round(r / 5)))
    elif kind == "cross":
        d = r * 0.6
        draw.line(surf, rgb, (cx - d, cy - d), (cx + d, cy + d), w)
        draw.line(surf, rgb, (cx - d, cy + d), (cx + d, cy - d), w)
    elif kind == "dots":
        for dx, dy in ((-0.4, -0.4), (0.4, -0.4), (-0.4, 0.4), (0.4, 0.4)):
            draw.circle(surf, rgb, (cx + dx * r, cy + dy * r), max(2, round(r / 5)))


def seat_mark_kind(color_index: int) -> str:
    """The mark of a player colour (seats.COLOR_NAMES order), taken round the palette like player_rgb."""
    players = palette()["players"]
    return players[color_index % len(players)]["mark"]


def seat_mark(surf, color_index: int, center, r: float, *, chip: bool = False, rgb=None) -> None:
    """Draw a seat's mark (see draw_mark) wherever a colour tells players apart on screen: the score
    pad, charts, the hand-off, the prompt. chip=True draws it on a disc of the seat's colour edged in
    ink (a stand-alone legend entry); otherwise the mark alone, in ink unless `rgb` says."""
    if chip:
        draw.circle(surf, player_rgb(color_index), center, round(r))
        draw.circle(surf, color("ink"), center, round(r), max(1, round(r / 7)))
        r *= 0.72
    draw_mark(surf, seat_mark_kind(color_index), center, r, rgb or color("ink"))


def player_rgb(color_index: int) -> tuple[int, int, int]:
    """A player colour (seats.COLOR_NAMES order) as the art draws it (palette.json "players"); any int
    is taken round the palette, so a bad colour in a save never stops a frame."""
    players = palette()["players"]
    return hex_rgb(players[color_index % len(players)]["color"])


def text_surface(text: str, size: int, rgb: tuple[int, int, int], bold: bool = False, display: bool = False) -> Pic:
    """A line of text at a logical size (canvas.text: rendered once per scale)."""
    return canvas.text(text, size, tuple(rgb), display, bold)


def sprite(name: str, size: tuple[int, int]) -> Pic:
    """art/<name> at a logical size (canvas.sprite: scaled once per scale from the art's own pixels)."""
    return canvas.sprite(name, tuple(size))


@lru_cache(maxsize=128)
def tinted(name: str, size: tuple[int, int], rgb: tuple[int, int, int]) -> Pic:
    """A sprite drawn in one colour (the icons are ink) in another, its shape and edges kept."""
    source = sprite(name, size)

    def make(k: float) -> pygame.Surface:
        img = source.pixels(k).copy()
        img.fill((0, 0, 0), special_flags=pygame.BLEND_RGB_MULT)
        img.fill(rgb, special_flags=pygame.BLEND_RGB_ADD)
        return img

    return Pic(size, make)


@lru_cache(maxsize=64)
def veil(size: tuple[int, int], rgb: tuple[int, int, int], alpha: int, radius: int = 6) -> Pic:
    """A translucent rounded rectangle (dimming, glows, locked actions)."""
    return canvas.drawn(size, lambda c: draw.rect(c, (*rgb, alpha), c.get_rect(), border_radius=radius))


def fit(size: tuple[int, int], rect: Rect) -> Rect:
    """The largest rect of `size`'s aspect ratio centred in `rect`."""
    w, h = size
    scale = min(rect[2] / w, rect[3] / h)
    fw, fh = max(1, round(w * scale)), max(1, round(h * scale))
    return (rect[0] + (rect[2] - fw) // 2, rect[1] + (rect[3] - fh) // 2, fw, fh)


_ALSO_CLEARED: list = []


def on_clear(cache_clear) -> None:
    """Another module's cache of drawn surfaces (ui/board/glyphs' tiles), forgotten with these."""
    _ALSO_CLEARED.append(cache_clear)


def clear_caches() -> None:
    canvas.clear_caches()
    for fn in (tinted, veil, _worded, _worded_scaled):
        fn.cache_clear()
    for cache_clear in _ALSO_CLEARED:
        cache_clear()


assets.on_clear(clear_caches)


def _printed_words(name: str, size: tuple[int, int]) -> list[tuple]:
    """The words a sprite prints, which make_art leaves out so they follow the language: (text, font
    size, colour, centre, display font, widest) in the sprite's own pixels, where make_art printed them
    (make_art draws each sprite in nominal pixels at its folder's density: an objective card is 132
    nominal pixels wide, a city's crest 180)."""
    from ...engine import board
    from ...engine.components import OBJECTIVE_BASE, OBJECTIVES
    from ...text import table, words

    w, _h = size
    stem = name.removesuffix(".png")
    if stem.startswith("cards/objective_") and stem[-2:].isdigit():
        card = OBJECTIVES.get(OBJECTIVE_BASE + int(stem[-2:]))
        if card is not None and card.starting:  # the full card's band (make_art.objective_card)
            d = w / 132
            return [(words.OBJECTIVE_START.upper(), round(36 * d), color("paper"), (w / 2, 37 * d), True,
                     w - 16 * d)]
    elif stem.startswith("board/city_") and stem[len("board/city_"):].isdigit():
        i = int(stem[len("board/city_"):])
        if i < len(board.CITIES) and board.CITIES[i][3]:  # a city taking any number of discs (make_art.city_sprite)
            d = w / 180
            return [(table.CITY_REPEAT, round(14 * d), color("ink"), (w / 2, 122 * d), False, None)]
    return []


@lru_cache(maxsize=16)
def _worded(name: str, lang: str):
    img = assets.image(name)
    printed = _printed_words(name, img.get_size())
    if not printed:
        return img
    img = img.copy()
    for words, size, rgb, center, display, widest in printed:
        f = assets.font(size, display=display)
        while widest and f.size(words)[0] > widest and size > 8:  # as make_art.text shrank a long word
            size -= 1
            f = assets.font(size, display=display)
        shown = f.render(words, True, rgb)
        img.blit(shown, shown.get_rect(center=(round(center[0]), round(center[1]))))
    return img


def worded(name: str):
    """art/<name> with the words it prints (START on a starting objective card, "repeat" on a city) in
    the current language; the sprite itself where it prints none."""
    from ...text import i18n

    return _worded(name, i18n.language())


@lru_cache(maxsize=assets.SCALED_KEPT)
def _worded_scaled(name: str, size: tuple[int, int], lang: str) -> Pic:
    def make(k: float) -> pygame.Surface:
        phys = (max(1, round(size[0] * k)), max(1, round(size[1] * k)))
        return pygame.transform.smoothscale(_worded(name, lang), phys)

    return Pic(size, make)


def worded_scaled(name: str, size: tuple[int, int]) -> Pic:
    """worded(name) at a logical size (scaled once per scale); the plain sprite where it prints no words."""
    from ...text import i18n

    if not _printed_words(name, (0, 0)):
        return sprite(name, size)
    return _worded_scaled(name, tuple(size), i18n.language())


class Painter:
    def __init__(self, surf, layout, colors: list[int]) -> None:
        self.surf = as_canvas(surf)
        self.layout = layout
        self.colors = colors  # engine player index -> art colour index 0..3
        self.comps: list[tuple[str, Rect]] = []
        self.text_scale = 1.0  # the Text size setting: the board's own words grow with it

    # ---- components ----
    def add(self, key: str, rect) -> None:
        self.comps.append((key, tuple(int(v) for v in rect)))

    # ---- drawing ----
    def image(self, name: str, rect, keep_aspect: bool = False) -> Rect:
        """Draw art/<name> into rect (stretched, or aspect-fitted and centred); returns where it went."""
        rect = tuple(int(v) for v in rect)
        if keep_aspect:
            rect = fit(assets.image(name).get_size(), rect)
        self.surf.blit(sprite(name, (rect[2], rect[3])), rect[:2])
        return rect

    def text(self, text: str, pos, size: int = 18, rgb=None, bold: bool = False, anchor: str = "topleft",
             display: bool = False, max_width: int = 0) -> pygame.Rect:
        """Draw one line of text; shrinks the font until it fits max_width (when given)."""
        rgb = rgb or color("ink")
        size = round(size * self.text_scale)
        img = text_surface(text, size, rgb, bold, display)
        while max_width and img.get_width() > max_width and size > 9:
            size -= 1
            img = text_surface(text, size, rgb, bold, display)
        r = img.get_rect(**{anchor: (int(pos[0]), int(pos[1]))})
        self.surf.blit(img, r)
        return r

    def badge(self, text: str, center, size: int = 16, fill=None, rgb=None) -> None:
        """A count in a small dark pill (stack sizes, several discs on one city)."""
        fill = fill or color("ink")
        size = round(size * self.text_scale)
        img = text_surface(text, size, rgb or color("paper"), True)
        w, h = img.get_width() + 10, img.get_height() + 2
        r = pygame.Rect(0, 0, max(w, h), h)
        r.center = (int(center[0]), int(center[1]))
        draw.rect(self.surf, fill, r, border_radius=h // 2)
        draw.rect(self.surf, color("paper"), r, 1, border_radius=h // 2)
        self.surf.blit(img, img.get_rect(center=r.center))

    def panel(self, rect, fill, border=None, radius: int = 6, width: int = 2) -> None:
        draw.rect(self.surf, fill, rect, border_radius=radius)
        if border:
            draw.rect(self.surf, border, rect, width, border_radius=radius)

    def disc(self, player: int, center, size: int, dark: bool = False) -> Rect:
        c = self.colors[player]
        r = (int(center[0] - size / 2), int(center[1] - size / 2), size, size)
        return self.image(f"pieces/disc_p{c}_{'dark' if dark else 'white'}.png", r)


def card_sprite(card: str, color_index: int) -> str:
    """The art file of a card kind as the engine names it ("jersey", "west_highland_4", "objective07")."""
    if card.startswith("objective"):
        return f"cards/objective_{card[len('objective'):]}.png"
    if card in ("jersey", "dutch_belt", "black_angus", "guernsey"):
        return f"cards/cattle_{card}_p{color_index}.png"  # starting cards carry their owner's colour
    return f"cards/cattle_{card}.png"


def tile_sprite(tile: str) -> str:
    """The art file of a tile as the engine names it ("cowboy", "green_teepee", "flood_2g", "sm_cert")."""
    if tile in ("cowboy", "craftsman", "engineer"):
        return f"tiles/worker_{tile}.png"
    if tile.startswith("sm_"):
        return f"tiles/station_master_{tile[3:]}.png"
    if tile.endswith("_teepee"):
        return f"tiles/teepee_{tile[:-len('_teepee')]}.png"
    return f"tiles/hazard_{tile}.png"


def expand(counts: dict[str, int]) -> list[str]:
    """{"jersey": 2, "holstein": 1} -> ["jersey", "jersey", "holstein"] (the view's order kept)."""
    return [card for card, n in counts.items() for _ in range(n)]
