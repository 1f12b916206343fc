"""The guided game's callout over the game scene: a short text beside the target it is about (an arrow
points at it), with Got it (the callout is done with) and Leave the guide (a normal game from now on).
Pygame drawing only; session/guide.py says which callout and which target, text/guide.py the words."""
from __future__ import annotations

import pygame

from ...text import guide as words
from ..kit import assets, theme
from ..kit.widgets import INK, PAPER, wrap

WIDTH = 520
SIZE = 22
BUTTON_H = 40
EDGE = theme.GOLD  # the guide's colour, the target's ring too
BOARD = pygame.Rect(0, 170, 1510, 620)  # where callouts may go: over the trail, clear of the bars


class GuideOverlay:
    def __init__(self) -> None:
        self.box = pygame.Rect(0, 0, WIDTH, 100)
        self.got_it = pygame.Rect(0, 0, 130, BUTTON_H)
        self.leave = pygame.Rect(0, 0, 210, BUTTON_H)
        self.lines: list[str] = []
        self.anchor: pygame.Rect | None = None
        self.shown = False

    def lay_out(self, text: str | None, anchor, avoid=()) -> None:
        """Place the callout with `text` beside `anchor` (the target's rect; None: somewhere on the board),
        clear of every rect in `avoid` (what can be clicked now) where there is such a place; text None:
        only the Leave button stays, in the board's corner."""
        self.shown = text is not None
        self.anchor = pygame.Rect(anchor) if anchor is not None else None
        self.lines = wrap(text, SIZE, WIDTH - 32) if text else []
        if not self.shown:
            box = pygame.Rect(BOARD.x + 8, BOARD.bottom - BUTTON_H - 24, self.leave.w + 16, BUTTON_H + 16)
        else:
            size = (WIDTH, 20 + 30 * len(self.lines) + BUTTON_H + 16)
            box = next((b for b in self._places(size) if not any(b.colliderect(r) for r in avoid)),
                       self._places(size)[0])
        self.box = box
        self.got_it.bottomright = (box.right - 12, box.bottom - 10)
        self.leave.bottomleft = (box.x + 12, box.bottom - 10) if self.shown else (box.x + 8, box.bottom - 8)

    def _places(self, size) -> list[pygame.Rect]:
        """Where the callout may go, best first: beside its target (never over it), else about the board."""
        out = []
        a = self.anchor
        if a is not None:
            for side in ("right", "left", "below", "above") if a.centerx < BOARD.centerx else (
                    "left", "right", "below", "above"):
                b = pygame.Rect((0, 0), size)
                if side in ("right", "left"):
                    b.centery = a.centery
                    if side == "right":
                        b.left = a.right + 40
                    else:
                        b.right = a.left - 40
                else:
                    b.centerx = a.centerx
                    if side == "below":
                        b.top = a.bottom + 30
                    else:
                        b.bottom = a.top - 30
                b.clamp_ip(BOARD)
                if not b.colliderect(a.inflate(20, 20)):
                    out.append(b)
        for spot in ("midtop", "midbottom", "topleft", "topright", "bottomleft", "bottomright"):
            b = pygame.Rect((0, 0), size)
            setattr(b, spot, getattr(BOARD.inflate(-20, -20), spot))
            out.append(b)
        return out

    def covers(self, pos) -> bool:
        return self.box.collidepoint(pos)

    def click(self, pos) -> str | None:
        """"got_it", "leave", or None: a click anywhere else, on the callout's words too, goes on to the
        board (a target may lie under the words: it must stay clickable)."""
        if self.leave.collidepoint(pos):
            return "leave"
        if self.shown and self.got_it.collidepoint(pos):
            return "got_it"
        return None

    def draw(self, surf, target_rects, hover=None) -> None:
        for r in target_rects:
            pygame.draw.rect(surf, EDGE, pygame.Rect(r).inflate(18, 18), width=5, border_radius=10)
        if self.shown:
            if self.anchor is not None:
                # From the callout's edge to the target's ring, never across the target's own words.
                start, end = self.box.center, self.anchor.center
                out = self.box.clipline(start, end)
                into = self.anchor.inflate(20, 20).clipline(start, end)
                if out and into:
                    a, b = out[1], into[0]
                    pygame.draw.line(surf, INK, a, b, 6)
                    pygame.draw.line(surf, EDGE, a, b, 3)
            layer = pygame.Surface(self.box.size, pygame.SRCALPHA)
            pygame.draw.rect(layer, (*PAPER, 248), layer.get_rect(), border_radius=12)
            surf.blit(layer, self.box)
            pygame.draw.rect(surf, EDGE, self.box, width=4, border_radius=12)
            font = assets.font(SIZE)
            for i, line in enumerate(self.lines):
                surf.blit(font.render(line, True, INK), (self.box.x + 16, self.box.y + 12 + 30 * i))
            _button(surf, self.got_it, words.GOT_IT, hover)
        else:
            layer = pygame.Surface(self.box.size, pygame.SRCALPHA)
            pygame.draw.rect(layer, (*PAPER, 200), layer.get_rect(), border_radius=10)
            surf.blit(layer, self.box)
        _button(surf, self.leave, words.LEAVE, hover)


def _button(surf, rect, label, hover) -> None:
    on = hover is not None and rect.collidepoint(hover)
    pygame.draw.rect(surf, theme.BUTTON_ON if on else theme.BUTTON, rect, border_radius=8)
    pygame.draw.rect(surf, INK, rect, width=2, border_radius=8)
    t = assets.font(19, bold=True).render(label, True, PAPER)
    surf.blit(t, t.get_rect(center=rect.center))


class GuidePart:
    """The game scene's part for the guided game: the session's Guide chooses the callout and, in the
    first turns, the target; this narrows the controller to that one legal move (everything else stays
    quiet), places the callout beside it and takes the callout's clicks. The targets call focus()
    before laying themselves out (`relayout` lays them out again), the turn's flow calls moved() after
    each move; the scene keeps it in its parts (handle, covers, draw)."""

    def __init__(self, guide, ctx, *, relayout, clickable) -> None:
        self.guide = guide
        self.ctx = ctx
        self.relayout = relayout
        self.clickable = clickable  # what can be clicked now: the callout keeps clear of it
        self.overlay = GuideOverlay()

    def focus(self) -> None:
        g = self.guide
        if not g.active:
            return
        ctx = self.ctx
        c = ctx.controller
        if ctx.human_to_act():
            g.decide(ctx.game, c.legal)
        else:
            g.target = None
        if g.target is not None and g.target in c.legal and not c.picked:
            c.candidates = [g.target]  # the one move the guide points at: only its pieces glow

    def moved(self, move, events, mover: int) -> None:
        self.guide.moved(mover, events, self.ctx.game)

    def handle(self, event, pos) -> bool:
        if not self.guide.active or event.type != pygame.MOUSEBUTTONDOWN or pos is None or event.button != 1:
            return False
        hit = self.overlay.click(pos)
        if hit == "got_it":
            self.guide.skip()
        elif hit == "leave":
            self.guide.leave()
            self.ctx.controller.cancel()
            self.relayout()
            self.ctx.say(words.LEFT)
        return hit is not None

    def update(self, dt: float) -> None:
        pass

    def busy(self) -> bool:
        return False

    def covers(self, pos) -> bool:
        o = self.overlay
        return self.guide.active and (o.leave.collidepoint(pos) or (o.shown and o.got_it.collidepoint(pos)))

    def draw(self, surf) -> None:
        g = self.guide
        if not g.active:
            return
        ctx = self.ctx
        rects = []
        if g.target is not None and ctx.human_to_act():
            keys = set(ctx.controller.keys(g.target))
            # The scene's own buttons first: where a building's action is asked, the callout points at it.
            rects = [r for k, r, _ in ctx.targets if k in keys or k.startswith("choice:")]
            rects += [pygame.Rect(r) for k, r in ctx.components if k in keys]
        text = words.callout(g.callout.topic, g.callout.params) if g.callout is not None else None
        avoid = [pygame.Rect(r).inflate(12, 12) for r, _ in self.clickable()]
        self.overlay.lay_out(text, rects[0] if rects else None, avoid)
        self.overlay.draw(surf, rects, ctx.pointer)
