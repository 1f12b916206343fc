"""Rules help: the digest of the rules and the page on how to win (text/rules_help.py), with the
game's icons, scrollable; opened from the title and with F1 in the game, where it also says what the
current decision asks.

The page is rendered once into a tall surface and then only scrolled (wheel, arrow keys, Page
Up/Down, Home/End, or dragging the bar). Esc, F1 or Back close it.
"""
from __future__ import annotations

import pygame

from ...text import menus
from ...text import rules_help as words
from ..kit import canvas, draw, theme
from ..kit.canvas import Pic, as_canvas
from ..kit.layout import load as load_layout
from ..kit.widgets import PAPER, Button, backdrop, wrap
from . import Scene

INK = theme.ART_INK
SOFT = theme.WOOD
LAID = load_layout().get("screens", "rules_help")  # layout.json's screens/rules_help
PANEL = pygame.Rect(LAID["panel"])
PAGE_W = PANEL.width - 60  # leave room for the scroll bar
GUTTER = 96  # icon column
LINE_STEP = 80  # pixels per arrow-key / wheel notch
BODY_SIZE = 27

GLYPH = (90, 48)  # an action's glyph beside a heading: three quarters of its 120x64 nominal size (make_art)
# Each section's icon (under art/) and the action glyphs (art/actions) shown beside its heading.
ART: dict[str, tuple[str, tuple[str, ...]]] = {
    "goal": ("icons/trophy.png", ()),
    "strategy": ("icons/delivery.png", ()),
    "turn": ("icons/cattleman.png", ("move_3",)),
    "buildings": ("icons/build.png", ("build", "build_cheap")),
    "workers": ("icons/hire.png", ("hire", "hire_plus2", "hire_minus1")),
    "cattle": ("icons/cattle.png", ("buy_cattle", "pair_4")),
    "kansas_city": ("icons/city.png", ("extra_delivery",)),
    "railroad": ("icons/engine.png", ("engine_engineers", "engine_2", "upgrade_station")),
    "player_board": ("icons/aux.png", ("aux_money", "aux_cards", "aux_cert", "aux_engine", "aux_thin")),
    "certificates": ("icons/certificate.png", ("cert_1", "perm_cert")),
    "hazards": ("icons/hazard.png", ("hazard_7", "trade")),
    "objectives": ("icons/objective.png", ("objective",)),
    "end": ("icons/job_token.png", ()),
    "keys": ("icons/help.png", ()),
}


def render_page(width: int = PAGE_W) -> Pic:
    """The whole digest as one tall transparent picture."""
    head = canvas.font(44, display=True)
    body = canvas.font(BODY_SIZE)
    text_w = width - GUTTER - 10
    y = 10
    placed: list[tuple[tuple[int, int], Pic]] = []
    for key, heading, paras in words.SECTIONS:
        icon, glyphs = ART[key]
        top = y
        hs = head.render(heading, True, INK)
        placed.append(((GUTTER, y), hs))
        gx = GUTTER + hs.get_width() + 24
        for g in glyphs:
            gs = canvas.sprite(f"actions/{g}.png", GLYPH)
            if gx + gs.get_width() > width:
                break
            placed.append(((gx, y + (hs.get_height() - gs.get_height()) // 2), gs))
            gx += gs.get_width() + 10
        y += hs.get_height() + 6
        for para in paras:
            for line in wrap(para, BODY_SIZE, text_w):
                ls = body.render(line, True, INK)
                placed.append(((GUTTER, y), ls))
                y += ls.get_height()
            y += 10
        placed.append(((4, top + 4), canvas.sprite(icon, (72, 72))))
        y += 22

    def paint(page) -> None:
        for pos, s in placed:
            page.blit(s, pos)

    return canvas.drawn((width, y + 10), paint)


class RulesHelpScene(Scene):
    def __init__(self, app, prompt: str | None = None, note: str | None = None) -> None:
        """prompt: the decision being made (its "Now:" line above the digest); note: a line of the
        screen that opened the help instead (the Replay's keys), as many lines as it takes."""
        super().__init__(app)
        self.prompt = prompt
        self.page = render_page()
        # The "Now:" line, wrapped to the panel (it ran past its edge), at most two lines.
        self.now_lines = wrap(words.now_line(prompt), 28, PANEL.width - 90, bold=True)[:2] if prompt else []
        if note:
            self.now_lines = wrap(note, 28, PANEL.width - 90, bold=True)
        self.view_h = PANEL.height - 40 - (36 * len(self.now_lines) + 24 if self.now_lines else 0)
        self.scroll = 0
        self.dragging = False
        self.back = Button(LAID["back"], menus.BACK, self.close)

    @property
    def max_scroll(self) -> int:
        return max(0, self.page.get_height() - self.view_h)

    def scroll_to(self, y: float) -> None:
        self.scroll = int(min(self.max_scroll, max(0, y)))

    def close(self) -> None:
        self.app.pop()

    def bar_rect(self) -> pygame.Rect:
        track = pygame.Rect(PANEL.right - 34, PANEL.top + 20, 16, PANEL.height - 40)
        frac = self.view_h / max(1, self.page.get_height())
        h = max(60, round(track.height * min(1.0, frac)))
        y = track.top + round((track.height - h) * (self.scroll / self.max_scroll if self.max_scroll else 0))
        return pygame.Rect(track.left, y, track.width, h)

    def handle(self, event, pos) -> None:
        if event.type == pygame.KEYDOWN:
            keys = {pygame.K_DOWN: LINE_STEP, pygame.K_UP: -LINE_STEP, pygame.K_PAGEDOWN: self.view_h - 60,
                    pygame.K_PAGEUP: -(self.view_h - 60), pygame.K_SPACE: self.view_h - 60}
            if event.key in (pygame.K_ESCAPE, pygame.K_F1, pygame.K_BACKSPACE):
                self.close()
            elif event.key in keys:
                self.scroll_to(self.scroll + keys[event.key])
            elif event.key == pygame.K_HOME:
                self.scroll_to(0)
            elif event.key == pygame.K_END:
                self.scroll_to(self.max_scroll)
            return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_to(self.scroll - event.y * LINE_STEP)
            return
        if self.back.handle(event, pos):
            return
        if pos is None:
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.bar_rect().inflate(16, 0).collidepoint(pos):
            self.dragging = True
            self.drag_from = (pos[1], self.scroll)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.dragging = False
        elif event.type == pygame.MOUSEMOTION and self.dragging:
            track_h = PANEL.height - 40 - self.bar_rect().height
            dy = pos[1] - self.drag_from[0]
            self.scroll_to(self.drag_from[1] + dy * self.max_scroll / max(1, track_h))

    def draw(self, surf) -> None:
        surf = as_canvas(surf)
        surf.blit(backdrop(surf.get_size(), 200), (0, 0))
        title = canvas.font(80, display=True).render(words.TITLE, True, PAPER)
        surf.blit(title, title.get_rect(center=(960, 80)))
        draw.rect(surf, theme.ART_PAPER, PANEL, border_radius=16)
        draw.rect(surf, SOFT, PANEL, width=4, border_radius=16)
        top = PANEL.top + 20
        if self.now_lines:  # the decision's "Now:" line, or the note of the screen that opened the help
            for line in self.now_lines:
                now = canvas.font(28, bold=True).render(line, True, theme.NOW)
                surf.blit(now, (PANEL.left + 30, top))
                top += 36
            top += 24
            draw.line(surf, SOFT, (PANEL.left + 20, top - 12), (PANEL.right - 50, top - 12), 2)
        surf.blit(self.page, (PANEL.left + 20, top), pygame.Rect(0, self.scroll, self.page.get_width(), self.view_h))
        draw.rect(surf, theme.SCROLL_TRACK, (PANEL.right - 34, PANEL.top + 20, 16, PANEL.height - 40),
                         border_radius=8)
        draw.rect(surf, SOFT, self.bar_rect(), border_radius=8)
        self.back.draw(surf)
