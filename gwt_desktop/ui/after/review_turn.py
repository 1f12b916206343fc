"""The game review's chosen turn: the board where it began (layout.json's screens/review/board, the
whole board drawn at its scale as crisply as in a game), the better line's pieces glowing and ringed
again (ui/game/controller.targets: the same keys a click would have used), and across the screen under
it the turn's headline, why, what was played and the better line, in the recap's words."""
from __future__ import annotations

import pygame

from ...session import review as R
from ...text import review as words
from ..board.board_view import BoardView
from ..game.controller import is_own, targets
from ..kit import draw, theme
from ..kit.canvas import Canvas
from ..kit.paint import player_rgb
from ..kit.part import Part
from ..kit.sentences import guarded
from ..kit.widgets import INK, MUTED, fitting_size, text, wrap
from .review_place import ReviewPlace

STEP_SIZES = (24, 22, 20)  # a line's steps, smaller only where a long line needs it
RING = 4  # the better line's rings on the scaled board (its own glow is thin at this scale)


class TurnDetail(Part):
    def __init__(self, place: ReviewPlace, board: BoardView, laid: dict) -> None:
        self.place = place
        self.board = board
        self.board_rect = pygame.Rect(laid["board"])
        self.scale = laid["board_scale"]
        self.rect = pygame.Rect(laid["detail"])
        self.why_w = pygame.Rect(laid["why"]).w  # the turn's why, beside what was played and the better line
        self._key: tuple | None = None
        self._image: Canvas | None = None  # the board at its scale, at the window's scale

    def draw(self, surf) -> None:
        place = self.place
        turns = place.turns()
        if place.selected is not None and place.selected < len(turns):
            self._draw_turn(surf, turns[place.selected])
        elif place.message:
            for k, line in enumerate(wrap(place.message, 28, self.rect.w)[:4]):
                text(surf, line, (self.rect.x, self.rect.y + 40 * k), 28, theme.ERROR)

    def _draw_turn(self, surf, turn: R.TurnReview) -> None:
        place = self.place
        shown = place.shown(turn) if turn.parts else None
        self._draw_board(surf, turn, shown)
        x, y, w = self.rect.x, self.rect.y, self.rect.w
        head = words.headline(turn.round, turn.rating, turn.cost)
        badge = 0
        if turn.number in set(place.turning()):
            r = text(surf, words.TURNING_POINT, (x + w, y + 4), 24, theme.REASON, "topright", bold=True)
            badge = r.w + 24
        text(surf, head, (x, y), fitting_size(head, 30, w - badge, bold=True), INK, bold=True)
        y += 42
        if shown is None:
            return
        # Three columns: why, what was played, the better line (numbered steps).
        lines = [x.text for x in guarded("review.said", lambda: words.turn_words(turn, shown, place.seats), [])]
        bottom = self.rect.bottom
        yy = y
        for sentence in lines:
            for line in wrap(sentence, 24, self.why_w):
                if yy + 29 > bottom:
                    break
                text(surf, line, (x, yy), 24, theme.REASON)
                yy += 29
            yy += 6
        columns = [(words.YOU_PLAYED, shown.played)]
        if shown.better is not None:
            columns.append((words.BETTER if turn.named else words.PREFERRED, shown.better))
        left = x + self.why_w + 40
        width = (x + w - left) // 2 - 20
        for k, (title, line) in enumerate(columns):
            items = guarded("review.steps", lambda line=line: words.steps(line, shown.start, place.seats), [])
            cx = left + k * (width + 40)
            text(surf, title, (cx, y), 24, INK, bold=True)
            self._draw_steps(surf, [i.text for i in items], cx, y + 30, width, bottom)

    @staticmethod
    def _draw_steps(surf, items: list[str], x: int, y: int, width: int, bottom: int) -> None:
        """A line's steps, at the largest of a few sizes where all of them fit; where none does, as
        many as fit and a last line saying how many more there are (never a step cut silently)."""
        for size in STEP_SIZES:
            rows = [wrap(item, size, width) for item in items]
            if y + sum(len(r) for r in rows) * (size + 4) <= bottom:
                break
        step = size + 4
        for k, lines in enumerate(rows):
            left = len(rows) - k
            if y + step * (len(lines) + (1 if left > 1 else 0)) > bottom:
                text(surf, words.more_steps(left), (x, y), size, MUTED)
                return
            for line in lines:
                text(surf, line, (x, y), size, INK)
                y += step

    def _draw_board(self, surf, turn: R.TurnReview, shown: R.Shown | None) -> None:
        place, box, scale = self.place, self.board_rect, self.scale
        key = (turn.number, turn.player, shown is not None, surf.k)
        if key != self._key or self._image is None:
            game = shown.start if shown is not None else place.replay.position(turn.start)
            glow = set()
            if shown is not None:
                for before, move in shown.steps:
                    glow.update(k for k in targets(move, before) if not is_own(k))
            # The whole board drawn at its scale of the canvas's size, as crisply as in a game.
            if self._image is None or self._image.k != surf.k:
                self._image = surf.layer(box.size, alpha=False)
            self.board.draw(self._image.magnified(scale), game.view(turn.player), place.seats,
                            highlight=frozenset(glow), seat=turn.player)
            # The better line's pieces ringed again at this scale, where the board's own glow is thin.
            for r in self.board.glow_boxes():
                ring = pygame.Rect(round(r.x * scale), round(r.y * scale), round(r.w * scale),
                                   round(r.h * scale)).inflate(2 * RING, 2 * RING)
                draw.rect(self._image, theme.GLOW, ring, RING, border_radius=6)
            self._key = key
        surf.blit(self._image, box)
        draw.rect(surf, INK, box.inflate(4, 4), 2)
        color = player_rgb(place.seats[turn.player].color) if turn.player < len(place.seats) else INK
        draw.rect(surf, color, (box.x, box.bottom + 2, box.w, 5))
        if shown is not None and shown.better is not None:
            note = words.BOARD_NOTE if turn.named else words.BOARD_NOTE_PREFERRED
            text(surf, note, (box.centerx, box.bottom + 10), fitting_size(note, 22, box.w), MUTED, "midtop")
