"""The "Since your last turn" panel of the game scene: what the others did (session/recap.py's facts in
text/recap.py's words), when a person's turn comes after others' turns. It lies over the viewer's own
player board, in two columns: the one part of the table no one else's turn changes (its money and
certificates are in the seat's bar too), so the hand, the cattle market, the trail, the foresight
tiles and the job market (what the others changed) stay in sight; its OK button stands in the
heading's row, the same place however many lines there are. A click on a line rings where it
happened on the board for a few seconds; OK (or the person's first move) closes it. Pygame drawing
only; the scene says when to open it."""
from __future__ import annotations

import pygame

from ...engine import board
from ...session.recap import Recap
from ...text import i18n
from ...text import recap as words
from ...text.advice import turn_sentence
from ..kit import canvas, draw, theme
from ..kit.canvas import as_canvas
from ..kit.layout import load as load_layout
from ..kit.part import Part
from ..kit.widgets import INK, PAPER, wrap

RECT = pygame.Rect(load_layout().rect("areas", "player_board"))  # the viewer's own player board
LINE_SIZE = 19
LINE_H = 23
HEAD_H = 44  # the heading's row, with OK at its right
HINT_SIZE = 17
HINT_H = 24  # the hint's own row under the heading, where it does not fit beside it
COLUMNS = 2
COLUMN_GAP = 12
FLASH_SECONDS = 3.0
FLASH_RGB = theme.FLASH
OK_RECT = pygame.Rect(RECT.right - 118, RECT.y + 7, 108, 32)
WHY = "why"  # a line's key for a computer turn's why: no place on the board, drawn as a reason


def board_key(where, viewer: int) -> str | None:
    """The board component standing for a fact's place (None: the viewer's own board, always in sight)."""
    if where is None:
        return None
    kind, i = where
    if kind == "trail":
        return f"trail:{board.SPACES[i]}"
    if kind == "city":
        return f"city:{i}"
    if kind == "station":
        return f"station:{i + 1}"
    if kind == "track":
        return f"track:{board.position_text(i)}"
    if kind == "seat":
        return None if i == viewer else f"opponent:{i}"
    return None


class RecapPanel:
    def __init__(self) -> None:
        self.lines: list[tuple[str, str | None]] = []  # (words, board key or None)
        self.rows: list[tuple[pygame.Rect, list[str], str | None]] = []
        self.ok = pygame.Rect(0, 0, 110, 40)
        self.rect = pygame.Rect(RECT)
        self.flash: tuple[str, float] | None = None  # (board key, until)
        self.open = False
        self._shown: tuple | None = None  # what show() was given, and in which language
        self.top = HEAD_H  # where the lines begin below the panel's top
        self.head_rect = self.hint_rect = pygame.Rect(0, 0, 0, 0)

    def show(self, turns, game, seats, viewer: int, whys=None) -> None:
        """Open with the others' turns since the viewer's last move (nothing to show: stays closed), each
        followed by its why where one has come (`whys`: turn number -> session/turn_reasons.TurnWhy)."""
        # to say them again in another language
        self._shown = (turns, game, seats, viewer, whys, i18n.language())
        lines = []
        for turn in turns:
            for line, fact in words.turn_lines(turn, game, seats, viewer):
                lines.append((line, board_key(fact.where, viewer) if fact is not None else None))
            why = (whys or {}).get(turn.number)
            if why is not None and why.player == turn.player:
                lines.append((turn_sentence(why, seats, lead=False).text, WHY))
        self.lines = lines
        self.open = bool(self.lines)
        self._lay_out()

    def close(self) -> None:
        self.open = False
        self.flash = None

    @staticmethod
    def column_width() -> int:
        return (RECT.w - 16 - COLUMN_GAP * (COLUMNS - 1)) // COLUMNS

    def _rows_of(self, lines) -> list[list[str]]:
        return [wrap(line, LINE_SIZE, self.column_width() - 12) for line, _ in lines]

    @staticmethod
    def hint_beside() -> bool:
        """Whether the hint fits between the heading and OK (in German it does not: it goes under)."""
        head = canvas.font(24, bold=True).size(words.HEADING)[0]
        hint = canvas.font(HINT_SIZE).size(words.HINT)[0]
        return RECT.x + 14 + head + 24 + hint <= OK_RECT.x - 14

    def _lay_out(self) -> None:
        """The newest lines that fit, in columns, top to bottom then left to right; when the oldest do
        not fit, the first row says how many are left for the log."""
        self.rows = []
        self.top = HEAD_H if self.hint_beside() else HEAD_H + HINT_H
        self.head_rect = pygame.Rect((RECT.x + 14, RECT.y + 10), canvas.font(24, bold=True).size(words.HEADING))
        hint = pygame.Rect((0, 0), canvas.font(HINT_SIZE).size(words.HINT))
        if self.top == HEAD_H:
            hint.midright = (OK_RECT.x - 14, OK_RECT.centery)
        else:  # under the heading, where it does not touch it
            hint.topleft = (RECT.x + 14, self.head_rect.bottom)
        self.hint_rect = hint
        room = (RECT.h - self.top - 6) // LINE_H  # wrapped rows per column
        lines = list(self.lines)
        dropped = 0
        while lines:
            wrapped = self._rows_of(lines)
            if dropped:
                wrapped.insert(0, [words.earlier(dropped)])
            if self._place(wrapped, room) is not None:
                break
            lines.pop(0)
            dropped += 1
        wrapped = self._rows_of(lines)
        keys = [key for _, key in lines]
        if dropped:
            wrapped.insert(0, [words.earlier(dropped)])
            keys.insert(0, None)
        for r, parts, key in zip(self._place(wrapped, room) or [], wrapped, keys, strict=False):
            self.rows.append((r, parts, key))
        self.rect = pygame.Rect(RECT)
        self.ok = pygame.Rect(OK_RECT)

    def _place(self, wrapped: list[list[str]], room: int) -> list[pygame.Rect] | None:
        """Each line's rect in the columns, or None when they do not all fit."""
        out = []
        col, used = 0, 0
        w = self.column_width()
        for parts in wrapped:
            if used + len(parts) > room:
                col, used = col + 1, 0
                if col >= COLUMNS or len(parts) > room:
                    return None
            x = RECT.x + 8 + col * (w + COLUMN_GAP)
            out.append(pygame.Rect(x, RECT.y + self.top + used * LINE_H, w, LINE_H * len(parts)))
            used += len(parts)
        return out

    def covers(self, pos) -> bool:
        return self.open and self.rect.collidepoint(pos)

    def handle(self, event, pos, now: float) -> bool:
        """True when the event was the panel's (a click inside it, Esc while it is open)."""
        if not self.open:
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        if event.type != pygame.MOUSEBUTTONDOWN or pos is None or not self.rect.collidepoint(pos):
            return False
        if self.ok.collidepoint(pos):
            self.close()
            return True
        for r, _, key in self.rows:
            if r.collidepoint(pos) and key is not None:
                self.flash = (key, now + FLASH_SECONDS)
        return True

    def flashing(self, now: float) -> str | None:
        if self.flash is not None and now > self.flash[1]:
            self.flash = None
        return self.flash[0] if self.flash is not None else None

    def draw(self, surf, components, now: float, hover_pos=None) -> None:
        surf = as_canvas(surf)
        key = self.flashing(now)
        if key is not None:
            pulse = 4 + int(3 * abs(((now * 2) % 2) - 1))
            for k, rect in components:
                if k == key:
                    draw.rect(surf, FLASH_RGB, pygame.Rect(rect).inflate(16, 16), width=pulse, border_radius=10)
        if not self.open:
            return
        if self._shown is not None and self._shown[-1] != i18n.language():  # a switch in Settings
            self.show(*self._shown[:-1])
        box = self.rect
        draw.rect(surf, PAPER, box, border_radius=12)  # opaque: the hand under it never shows through
        draw.rect(surf, INK, box, width=3, border_radius=12)
        surf.blit(canvas.font(24, bold=True).render(words.HEADING, True, INK), self.head_rect)
        font = canvas.font(LINE_SIZE)
        for r, parts, k in self.rows:
            if k not in (None, WHY) and hover_pos is not None and r.collidepoint(hover_pos):
                draw.rect(surf, theme.RECAP_ROW, r, border_radius=6)
            rgb = theme.REASON if k == WHY else INK if k is not None else theme.QUIET
            for i, part in enumerate(parts):
                surf.blit(font.render(part, True, rgb), (r.x + 6, r.y + 1 + LINE_H * i))
        surf.blit(canvas.font(HINT_SIZE).render(words.HINT, True, theme.QUIET), self.hint_rect)
        draw.rect(surf, theme.BUTTON, self.ok, border_radius=8)
        draw.rect(surf, INK, self.ok, width=2, border_radius=8)
        t = canvas.font(22, bold=True).render(words.CLOSE, True, PAPER)
        surf.blit(t, t.get_rect(center=self.ok.center))


class TurnRecap(Part):
    """The game scene's part for "Since your last turn": the session's Recap fed with every applied
    move, and the panel opened when a person's turn comes after others' (hot-seat: also the lines
    for the hand-off screen). The turn's flow calls moved(), undone() and taken(); the scene keeps
    it in its parts (handle, draw, covers, busy while a line's place flashes on the board)."""

    def __init__(self, ctx) -> None:
        self.ctx = ctx
        self.recap = Recap(ctx.game)
        self.panel = RecapPanel()
        self.whys: dict[int, object] = {}  # turn number -> its TurnWhy (session/turn_reasons), as they come
        self._viewer: int | None = None  # whose turns the open panel shows

    def moved(self, move, events, mover: int) -> None:
        """After a move is applied: record it; the person's own move closes the panel; a person's new
        turn after others' opens it (when the screen is already theirs)."""
        ctx = self.ctx
        game = ctx.game
        self.recap.record(mover, events, game)
        if ctx.match.seats[mover].is_human:
            self.panel.close()
        if mover != game.to_move and ctx.human_to_act():
            self.taken(game.to_move)

    def taken(self, player: int) -> None:
        """`player` has the screen for a new turn: show what the others did since their last move."""
        self._viewer = player
        self.panel.show(self.recap.since(player), self.ctx.game, self.ctx.match.seats, player, self.whys)

    def told(self, why) -> None:
        """A computer turn's why has come (LogPart.told): kept for its turn, and shown at once when the
        open panel lists that turn."""
        self.whys[why.number] = why
        if len(self.whys) > 64:  # nobody asks further back than a round
            del self.whys[min(self.whys)]
        viewer = self._viewer
        if self.panel.open and viewer is not None and any(t.number == why.number for t in self.recap.since(viewer)):
            self.panel.show(self.recap.since(viewer), self.ctx.game, self.ctx.match.seats, viewer, self.whys)

    def lines(self, player: int) -> list[str]:
        """The same facts as words alone, every one, with the whys that have come (the hand-off screen,
        where the board is hidden)."""
        ctx = self.ctx
        out = []
        for turn in self.recap.since(player):
            out += [line for line, _ in words.turn_lines(turn, ctx.game, ctx.match.seats, player)]
            why = self.whys.get(turn.number)
            if why is not None and why.player == turn.player:
                out.append(turn_sentence(why, ctx.match.seats, lead=False).text)
        return out

    def undone(self) -> None:
        self.recap.undo()

    # ---- the part ----
    def handle(self, event, pos) -> bool:
        return self.panel.handle(event, pos, self.ctx.clock)

    def update(self, dt: float) -> None:
        pass

    def covers(self, pos) -> bool:
        return self.panel.covers(pos)

    def busy(self) -> bool:
        return self.panel.flash is not None

    def look(self) -> tuple:
        return (self.panel.open, len(self.panel.lines))  # a computer turn's why added to the open panel

    def rects(self, size) -> list[pygame.Rect]:
        return [self.panel.rect.inflate(8, 8)] if self.panel.open else []

    def draw(self, surf) -> None:
        surf = as_canvas(surf)
        self.panel.draw(surf, self.ctx.components, self.ctx.clock, self.ctx.pointer)
