"""The Replay's log column (layout.json's screens/replay/side): every sentence up to the position,
newest at the bottom, the last move's marked, and, face up, every player's hand above them. Why each
computer turn that matters was played (session/turn_reasons.py) is worked out on a thread and shown
under the turn's last move when it comes. The wheel over the column scrolls it back; any move through
the game shows the newest sentences again."""
from __future__ import annotations

import pygame

from ...engine import EventKind
from ...session.turn_reasons import ReasonWorker, judged_levels
from ...text import advice, card_name
from ...text import after_game as words
from ...text.advice import turn_sentence
from ..kit import draw, theme
from ..kit.canvas import Canvas
from ..kit.paint import player_rgb
from ..kit.part import Part
from ..kit.sentences import log_lines
from ..kit.widgets import INK, MUTED, panel, text, wrap
from .replay_place import ReplayPlace


class ReplayLog(Part):
    def __init__(self, place: ReplayPlace, rect) -> None:
        self.place = place
        self.rect = pygame.Rect(rect)
        replay, seats = place.replay, place.seats
        self.lines = [log_lines(replay.events_of(i), seats, None) for i in range(len(replay))]
        # Why each computer turn that matters was played: worked out on a thread, then shown under
        # the turn's last move (move index -> [(player, sentence)]).
        self.why: dict[int, list[tuple[int, str]]] = {}
        self._merged: dict[int, list[tuple[int, str]]] = {}  # move index -> its sentences with the reason
        levels = judged_levels(seats)
        self._reasons: ReasonWorker | None = ReasonWorker(replay, levels).start() if any(levels) else None
        self.scroll = 0
        self._pointer = (0, 0)  # the last logical mouse position (wheel events carry none)
        self._side: Canvas | None = None
        self._side_key: tuple | None = None
        place.went.append(self.went)

    def went(self) -> None:
        self.scroll = 0

    def sentences(self) -> list[tuple[int, str, bool]]:
        """(player, sentence, of the last move?) for every move up to the position, oldest first; a
        computer turn's reason follows its last move."""
        i = self.place.replay.index
        lines = self._merged
        out = [(p, s, False) for k in range(max(0, i - 1)) for p, s in lines.get(k, self.lines[k])]
        if i:
            out += [(p, s, True) for p, s in lines.get(i - 1, self.lines[i - 1])]
        return out

    # ---- the computer turns' reasons, from their thread ----
    def update(self, dt: float) -> None:
        worker = self._reasons
        if worker is None or worker.result is None:
            return
        self._reasons = None
        replay, seats = self.place.replay, self.place.seats
        for number, why in worker.result.items():
            turn = replay.turns[number]
            if turn.end > turn.start and 0 <= why.player < len(seats):
                k = turn.end - 1
                self.why[k] = [(why.player, turn_sentence(why, seats).text)]
                # Between the turn's last sentences and the next turn's start, which its last move began.
                events = replay.events_of(k)
                cut = next((j for j, e in enumerate(events) if e.kind == EventKind.TURN), len(events))
                self._merged[k] = (log_lines(events[:cut], seats, None) + self.why[k]
                                   + log_lines(events[cut:], seats, None))
        self._side_key = None  # the column shows them

    def busy(self) -> bool:
        """The reasons are being worked out: their words must show when they come."""
        return self._reasons is not None

    def leave(self) -> None:
        if self._reasons is not None:
            self._reasons.stop()

    # ---- events ----
    def covers(self, pos) -> bool:
        return self.rect.collidepoint(pos)

    def handle(self, event, pos) -> bool:
        if event.type == pygame.MOUSEMOTION and pos is not None:
            self._pointer = pos
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(self._pointer):
            self.scroll = max(0, self.scroll + event.y)  # the wheel over the log scrolls it back
            return True
        return False

    # ---- drawing ----
    def draw(self, surf) -> None:
        """Drawn again only when the position, the seat, the scroll or the message changed, since
        wrapping hundreds of sentences costs more than a frame."""
        place = self.place
        key = (place.replay.index, place.seat, self.scroll, place.message, surf.k)
        if self._side_key != key or self._side is None:
            self._side = surf.layer(self.rect.size)
            self._render(self._side)
            self._side_key = key
        surf.blit(self._side, self.rect)

    def _render(self, surf) -> None:
        box = surf.get_rect()
        panel(surf, box)
        y = 12
        if self.place.face_up:
            y = self._draw_hands(surf, y)
        text(surf, words.LOG_HEAD, (14, y), 26, INK, bold=True)
        y += 38
        if self.place.message:
            for line in wrap(self.place.message, 24, box.w - 28)[:2]:
                text(surf, line, (14, y), 24, theme.ERROR)
                y += 28
        room = (box.bottom - 10 - y) // 27
        # Only the newest sentences that can show are wrapped, newest first.
        rows: list[tuple[int, str, bool, bool]] = []  # (player, line, of the last move?, a reason?)
        for p, s, last in reversed(self.sentences()):
            rows[:0] = [(p, ln, last, s.startswith(advice.HEAD)) for ln in wrap(s, 22, box.w - 40)]
            if len(rows) >= room + self.scroll:
                break
        self.scroll = min(self.scroll, max(0, len(rows) - room))
        end = len(rows) - self.scroll
        shown = rows[max(0, end - room):end]
        top = box.bottom - 10 - 27 * len(shown)
        seats = self.place.seats
        for k, (p, line, last, why) in enumerate(shown):
            yy = top + 27 * k
            if last:
                draw.rect(surf, theme.MARKED_ROW, (6, yy - 1, box.w - 12, 27))
            if 0 <= p < len(seats):
                draw.rect(surf, player_rgb(seats[p].color), (10, yy + 4, 6, 18))
            text(surf, line, (24, yy), 22, theme.REASON if why else INK)

    def _draw_hands(self, surf, y: int) -> int:
        """Every player's hand, face up (a finished game keeps no secrets)."""
        place = self.place
        view = place.replay.open_view()
        text(surf, words.HANDS_HEAD, (14, y), 26, INK, bold=True)
        y += 36
        for p, pl in enumerate(view["players"]):
            cards = [words.cards_of_a_kind(n, card_name(c)) for c, n in pl["hand"].items()]
            draw.circle(surf, player_rgb(place.seats[p].color), (22, y + 13), 8)
            lines = wrap(words.hand_line(place.names[p], cards), 22, surf.get_width() - 50)[:3]
            for ln in lines:
                text(surf, ln, (36, y), 22, INK)
                y += 26
            y += 6
        draw.line(surf, MUTED, (12, y + 2), (surf.get_width() - 12, y + 2), 1)
        return y + 12
