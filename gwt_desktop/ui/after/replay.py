"""The replay viewer: any finished, saved or autosaved game, stepped through move by move and turn by
turn, forwards and backwards, on the board as one seat saw it (or, for a finished game, with every
hand face up), the log scrolling with it. Positions come from session.replay.Replay, which keeps a
clone every few moves, so any jump is quick.

The scene only assembles, as the game scene does: what its parts share is a ReplayPlace
(replay_place.py: the position, whose eyes, the moves through the game), and its parts, in z-order,
are the board (replay_board.py, with the trail's zoom as in a game), the band with the slider, the
buttons and the keys (replay_band.py), the log column (replay_log.py), laid out from layout.json's
screens/replay, and the game's magnifier (G) over them.
Every answer to the window is a loop over the parts (ui/kit/part.py)."""
from __future__ import annotations

import pygame

from ...session.replay import Replay
from ...session.review import human_seats
from ...text import rules_help as rules_words
from ...text import table as table_words
from ..board.board_view import BoardView
from ..board.zoom import Zoom
from ..game.magnifier import Magnifier
from ..game.parts import LensPart, LensSample
from ..kit import theme
from ..kit.canvas import as_canvas
from ..kit.layout import load as load_layout
from ..kit.part import Assembly, Clickable, Part
from ..scenes import Scene
from .replay_band import ReplayBand
from .replay_board import ReplayBoard
from .replay_log import ReplayLog
from .replay_place import ReplayPlace

# Opened by a click (Records' double click), a press this soon after is the rest of that click or a
# third one: it lands on the band's slider and moved it. Swallowed.
SETTLE = 0.5


class ReplayScene(Assembly, Scene):
    def __init__(self, app, replay: Replay, seats, start: int | None = None, clicked: bool = False) -> None:
        super().__init__(app)
        # Seconds since the replay opened (its update's dt); opened by a key or a button, nothing to settle.
        self.age = 0.0 if clicked else SETTLE
        layout = load_layout()
        laid = layout.get("screens", "replay")
        place = self.place = ReplayPlace(replay, seats)
        # A finished game with a person at the table can be reviewed (ui/after/review.py): its button
        # stands before the seat row, which then is narrower.
        reviewable = replay.finished and bool(human_seats(place.seats))

        def open_review() -> None:
            r = place.replay
            app.open("review", replay=r.again(), seats=place.seats)

        self.board = ReplayBoard(place, BoardView(layout, zoom=Zoom()), laid["board"], laid["board_scale"],
                                 say=app.notify)
        self.band = ReplayBand(place, laid, close=app.pop,
                               rules_help=lambda: app.open("rules_help", note=rules_words.REPLAY_KEYS),
                               review=open_review if reviewable else None)
        self.log = ReplayLog(place, laid["side"])
        # G: the game's magnifier, what lies under the pointer enlarged (its copy taken over the rest).
        self.lens = Magnifier()
        text_size = lambda: getattr(app.settings, "text_size", "normal")
        self.parts: list[Part] = [self.board, self.band, self.log, LensSample(self.lens, text_size),
                                  LensPart(self.lens, app.notify, lambda size: None,
                                           lambda: table_words.MAGNIFIER_ON, lambda: table_words.MAGNIFIER_OFF)]
        place.go(replay.index if start is None else start)

    @property
    def replay(self) -> Replay:
        return self.place.replay

    def leave(self) -> None:
        self.log.leave()

    # ---- the protocol, over the parts ----
    def handle(self, event, pos) -> bool:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.age < SETTLE:
            return True
        return super().handle(event, pos)

    def update(self, dt: float) -> None:
        self.age += dt
        super().update(dt)

    def draw(self, surf) -> None:
        surf = as_canvas(surf)
        surf.fill(theme.REPLAY_BAND)
        for part in self.parts:
            part.draw(surf)

    def clickable(self) -> Clickable:
        return [c for part in self.parts for c in part.clickable()]
