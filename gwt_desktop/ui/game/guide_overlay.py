"""The guided game's callout over the game scene: a short text beside the target it is about (an arrow
points at it) with the reason the target is good under it, Got it (the callout is done with) and Leave
the guide (a normal game from now on); and the guide's cards over the board, the overview at the start
and the debriefs, read and put away with a click or a key. Pygame drawing only; session/guide.py says
which callout, which target and why, text/guide.py the words."""
from __future__ import annotations

import pygame

from ...session import guide as logic
from ...storage import autosave
from ...text import advice as advice_words
from ...text import guide as words
from ...text import i18n, seat_name
from ..kit import canvas, draw, theme
from ..kit.canvas import as_canvas
from ..kit.paint import veil
from ..kit.part import Part
from ..kit.widgets import INK, PAPER, shade, wrap

WIDTH = 520
SIZE = 22
WHY_RGB = theme.REASON  # the reason's line under the callout's ink
BUTTON_H = 40
EDGE = theme.GOLD  # the guide's colour, the target's ring too
BOARD = pygame.Rect(0, 170, 1510, 620)  # where callouts may go: over the trail, clear of the bars


class GuideOverlay:
    def __init__(self) -> None:
        self.box = pygame.Rect(0, 0, WIDTH, 100)
        self.got_it = pygame.Rect(0, 0, 130, BUTTON_H)
        self.leave = pygame.Rect(0, 0, 210, BUTTON_H)
        self.lines: list[tuple[str, tuple]] = []  # (line, colour)
        self.anchor: pygame.Rect | None = None
        self.shown = False
        self._wrapped: tuple = (None, None, [])

    def lay_out(self, text: str | None, anchor, avoid=(), why: str | None = None) -> None:
        """Place the callout with `text` and the reason `why` under it beside `anchor` (the target's rect;
        None: somewhere on the board), clear of every rect in `avoid` (what can be clicked now) where
        there is such a place; neither text: only the Leave button stays, in the board's corner."""
        self.shown = text is not None or why is not None
        self.anchor = pygame.Rect(anchor) if anchor is not None else None
        if self._wrapped[:2] != (text, why):  # wrapping costs more than a frame can spare every time
            lines = [(ln, INK) for ln in wrap(text, SIZE, WIDTH - 32)] if text else []
            lines += [(ln, WHY_RGB) for ln in wrap(why, SIZE, WIDTH - 32)] if why else []
            self._wrapped = (text, why, lines)
        self.lines = self._wrapped[2]
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
        surf = as_canvas(surf)
        for r in target_rects:
            draw.rect(surf, EDGE, pygame.Rect(r).inflate(18, 18), width=5, border_radius=10)
        if self.shown:
            if self.anchor is not None:
                # From the callout's edge to the target's ring, never across the target's own words.
                start, end = self.box.center, self.anchor.center
                out = self.box.clipline(start, end)
                into = self.anchor.inflate(20, 20).clipline(start, end)
                if out and into:
                    a, b = out[1], into[0]
                    draw.line(surf, INK, a, b, 6)
                    draw.line(surf, EDGE, a, b, 3)
            surf.blit(veil(self.box.size, PAPER, 248, 12), self.box.topleft)
            draw.rect(surf, EDGE, self.box, width=4, border_radius=12)
            font = canvas.font(SIZE)
            for i, (line, rgb) in enumerate(self.lines):
                surf.blit(font.render(line, True, rgb), (self.box.x + 16, self.box.y + 12 + 30 * i))
            _button(surf, self.got_it, words.GOT_IT, hover)
        else:
            surf.blit(veil(self.box.size, PAPER, 200, 10), self.box.topleft)
        _button(surf, self.leave, words.LEAVE, hover)


def _button(surf, rect, label, hover) -> None:
    surf = as_canvas(surf)
    on = hover is not None and rect.collidepoint(hover)
    draw.rect(surf, theme.BUTTON_ON if on else theme.BUTTON, rect, border_radius=8)
    draw.rect(surf, INK, rect, width=2, border_radius=8)
    t = canvas.font(19, bold=True).render(label, True, PAPER)
    surf.blit(t, t.get_rect(center=rect.center))


class GuidePart(Part):
    """The game scene's part for the guided game: the session's Guide chooses the callout and, in the
    first turns, the target; this narrows the controller to that one legal move (everything else stays
    quiet), places the callout beside it and takes the callout's clicks. The targets call focus()
    before laying themselves out (`relayout` lays them out again), the turn's flow calls moved() after
    each move; the scene keeps it in its parts (handle, covers, draw)."""

    def __init__(self, guide, ctx, *, relayout, clickable) -> None:
        self.guide = guide
        self.ctx = ctx
        self.relayout = relayout
        self.screen_clickable = clickable  # what can be clicked now: the callout keeps clear of it
        self.overlay = GuideOverlay()
        self.card = GuideCard()
        self._why: tuple = (None, None, None)  # (advice, language, its words)

    def focus(self) -> None:
        g = self.guide
        if not g.active:
            return
        ctx = self.ctx
        c = ctx.controller
        if ctx.human_to_act():
            g.decide(ctx.game, c.legal)
        else:
            g.decide(ctx.game, ())  # not the learner's decision: the callout and target go with the turn
        if g.card is not None:
            c.candidates = []  # a card is read first: nothing glows under it (and the board needs no frames)
            return
        if g.target is not None and g.target in c.legal and not c.picked:
            c.candidates = [g.target]  # the one move the guide points at: only its pieces glow

    def moved(self, move, events, mover: int) -> None:
        self.guide.moved(mover, events, self.ctx.game, move)

    def rects(self, size) -> None:
        """The callout and its pointer lie anywhere over the board: every frame is drawn whole."""
        return

    # ---- the cards: the overview and the debriefs ----
    def modal(self) -> bool:
        """A card is up: it takes every click and key until read (the scene hands it events first)."""
        return self.guide.card is not None

    def card_clickable(self) -> list[tuple[tuple, str]]:
        """What can be clicked while a card is up: the card itself, its last line's prompt."""
        return [(tuple(self.card.rect), self.card.go)] if self.modal() else []

    def read(self, event, pos) -> bool:
        """A click or a key puts the card away (the end's debrief then lets the score pad open)."""
        if event.type == pygame.KEYDOWN or (event.type == pygame.MOUSEBUTTONDOWN and pos is not None):
            self.guide.read()
            if self.guide.card is None:  # what glows comes back (nothing was picked under the card)
                self.ctx.controller.cancel()
                self.relayout()
            return True
        return event.type in (pygame.MOUSEBUTTONUP, pygame.KEYUP)

    def handle(self, event, pos) -> bool:
        if self.modal():
            return self.read(event, pos)
        if not self.guide.active or event.type != pygame.MOUSEBUTTONDOWN or pos is None or event.button != 1:
            return False
        hit = self.overlay.click(pos)
        if hit == "got_it":
            self.guide.skip()
        elif hit == "leave":
            self.guide.leave()
            # Saved at once without the guide: Continue after quitting here must not bring it back.
            saver = autosave.saver_of(self.ctx.match)
            if saver is not None:
                saver(self.ctx.match)
            self.ctx.controller.cancel()
            self.relayout()
            self.ctx.say(words.LEFT)
        return hit is not None

    def update(self, dt: float) -> None:
        pass

    def covers(self, pos) -> bool:
        o = self.overlay
        return self.guide.active and (o.leave.collidepoint(pos) or (o.shown and o.got_it.collidepoint(pos)))

    def draw(self, surf) -> None:
        surf = as_canvas(surf)
        g = self.guide
        if not g.active:
            return
        ctx = self.ctx
        if not ctx.human_to_act():  # between the learner's turns only Leave stays
            self.overlay.lay_out(None, None)
            self.overlay.draw(surf, [], ctx.pointer)
            return
        rects = []
        if g.target is not None:
            keys = set(ctx.controller.keys(g.target))
            # The scene's own buttons first: where a building's action is asked, the callout points at it.
            rects = [r for k, r, _ in ctx.targets if k in keys or k.startswith("choice:")]
            rects += [pygame.Rect(r) for k, r in ctx.components if k in keys]
        text = words.callout(g.callout.topic, g.callout.params) if g.callout is not None else None
        why = self._why_words(g.advice) if g.advice is not None and g.target is not None else None
        avoid = [pygame.Rect(r).inflate(12, 12) for r, _ in self.screen_clickable()]
        self.overlay.lay_out(text, rects[0] if rects else None, avoid, why)
        self.overlay.draw(surf, rects, ctx.pointer)

    def _why_words(self, advice) -> str | None:
        """The reason under the target (text/advice.guide_why), worked out once per advice and language."""
        lang = i18n.language()
        if self._why[0] is not advice or self._why[1] != lang:
            sentences = advice_words.guide_why(advice, self.ctx.game, self.ctx.match.seats)
            self._why = (advice, lang, " ".join(s.text for s in sentences) or None)
        return self._why[2]

    def draw_card(self, surf) -> None:
        """The overview or a debrief over everything (the scene draws it last)."""
        surf = as_canvas(surf)
        name = self.guide.card
        if name is not None:
            self.card.draw(surf, name, self.guide, self.ctx.game, self.ctx.match.seats)


class GuideCard:
    """A card over the board: a title, rows of words and a last line saying how to go on. Its lines are
    made once per card (the numbers come from session/guide.py, the words from text/guide.py)."""

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, CARD_W, 200)
        self.go = ""
        self._key = None
        self._rows: list[tuple[str, int, bool, tuple, int]] = []  # (line, size, bold, colour, space above)

    def lines(self, name: str, guide, game, seats) -> list[tuple[str, int, bool, tuple, int]]:
        width = CARD_W - 80
        rows: list[tuple[str, int, bool, tuple, int]] = []

        def para(text: str, size: int = CARD_SIZE, bold: bool = False, rgb=INK, gap: int = 0) -> None:
            for i, ln in enumerate(wrap(text, size, width, bold=bold)):
                rows.append((ln, size, bold, rgb, 0 if i else gap))

        if name == "overview":
            para(words.OVERVIEW_TITLE, 36, True)
            for head, body in words.OVERVIEW_ROWS:
                para(head, CARD_SIZE, True, gap=8)
                para(body)
            para(words.overview_end(logic.overview_params(game)), CARD_SIZE, True, theme.NOW, gap=14)
            self.go = words.OVERVIEW_GO
        elif name == "third":
            para(words.THIRD_TITLE, 36, True)
            for line in words.third_debrief(guide.tally):
                para(line, gap=8)
            self.go = words.DEBRIEF_GO
        else:
            para(words.END_TITLE, 36, True)
            for line in words.end_debrief(logic.end_params(guide, game, [seat_name(s) for s in seats])):
                para(line, gap=8)
            self.go = words.END_GO
        return rows

    def draw(self, surf, name: str, guide, game, seats) -> None:
        surf = as_canvas(surf)
        if self._key != (name, i18n.language()):  # its numbers stay while it is up: the learner reads it
            self._key = (name, i18n.language())
            self._rows = self.lines(name, guide, game, seats)
            height = 40 + sum(_row_h(r) for r in self._rows) + 24 + CARD_GO_H
            self.rect = pygame.Rect(0, 0, CARD_W, height)
            self.rect.center = CARD_AT
        shade(surf, 130)
        draw.rect(surf, PAPER, self.rect, border_radius=16)
        draw.rect(surf, EDGE, self.rect, width=5, border_radius=16)
        y = self.rect.y + 26
        for line, size, bold, rgb, gap in self._rows:
            y += gap
            surf.blit(canvas.font(size, bold=bold).render(line, True, rgb), (self.rect.x + 40, y))
            y += round(size * 1.3)
        go = pygame.Rect(self.rect.x + 40, self.rect.bottom - CARD_GO_H - 20, self.rect.w - 80, CARD_GO_H)
        draw.rect(surf, theme.BUTTON, go, border_radius=10)
        t = canvas.font(24, bold=True).render(self.go, True, PAPER)
        surf.blit(t, t.get_rect(center=go.center))


def _row_h(row) -> int:
    return round(row[1] * 1.3) + row[4]


CARD_W = 1120
CARD_SIZE = 23
CARD_GO_H = 52
CARD_AT = (BOARD.centerx, 540)


class GuideCardPart(Part):
    """The guide's cards as the scene's topmost part: while one is up it takes every click and key
    (and reads them as "read"); it needs no frames of its own (nothing on it moves)."""

    def __init__(self, part: GuidePart) -> None:
        self.part = part

    def handle(self, event, pos) -> bool:
        if not self.part.modal():
            return False
        self.part.read(event, pos)
        return True  # nothing under the card is reached while it is up

    def update(self, dt: float) -> None:
        pass

    def covers(self, pos) -> bool:
        return self.part.modal()

    def draw(self, surf) -> None:
        surf = as_canvas(surf)
        self.part.draw_card(surf)
