"""The game review: each of a person's turns rated by what it cost against the best line the judgement
finds (session/review.py), the turning points on the board with the better line and why, and where
the points went. Opened from the score pad, Records and the replay viewer, for a finished game.

The review is read from its cache (storage/reviews.py) when the game was reviewed before; otherwise it
is worked out in a process of its own (session.review.ReviewJob) while the screen shows its progress
and the turns judged so far; Stop ends it (Go on starts again where it stopped). In hot-seat every person's
turns are reviewed, and the seat row at the top chooses whose are shown.

The scene only assembles, as the game scene does: what its parts share is a ReviewPlace
(review_place.py: the review, cached or worked out, whose turns, the chosen turn), and its parts, laid
out from layout.json's screens/review, are the summary at the left (review_summary.py: what the turns
lost, the count of each rating, where the points went), the list of turns beside it (review_turns.py:
Up/Down, the wheel, a click), the chosen turn (review_turn.py: the board where it began with the better
line's pieces glowing, and under it the turn's headline, why, what was played and the better line) and
the buttons. Every answer to the window is a loop over the parts (ui/kit/part.py).
"""
from __future__ import annotations

from collections.abc import Callable

import pygame

from ...session.replay import Replay
from ...text import menus
from ...text import review as words
from ..board.board_view import BoardView
from ..kit.canvas import as_canvas
from ..kit.layout import load as load_layout
from ..kit.part import Assembly, Clickable, Part
from ..kit.widgets import INK, Button, backdrop, panel, text
from ..scenes import Scene
from .review_place import ReviewPlace
from .review_summary import Summary
from .review_turn import TurnDetail
from .review_turns import TurnList


class Buttons(Part):
    """Back (and Esc), Stop or Go on while the review is worked out, the previous and next turning point
    once it is whole, and the Replay from the chosen turn."""

    def __init__(self, place: ReviewPlace, laid: dict, *, back: Callable[[], None],
                 replay: Callable[[], None]) -> None:
        self.place = place
        self.back = back
        self.back_button = Button(laid["back"], menus.BACK, back, size=30)
        self.stop_button = Button(laid["stop"], words.STOP, place.stop, size=30)
        self.go_on_button = Button(laid["stop"], words.GO_ON, place.go_on, size=30)
        self.replay_button = Button(laid["replay"], menus.REPLAY, replay, size=30)
        self.previous_button = Button(laid["previous"], words.PREVIOUS, lambda: place.step_turning(-1), size=30)
        self.next_button = Button(laid["next"], words.NEXT, lambda: place.step_turning(1), size=30)

    def shown(self) -> list[Button]:
        place = self.place
        out = [self.back_button]
        if place.job is not None:
            out.append(self.go_on_button if place.job.stopped else self.stop_button)
        if place.review is not None and place.turning():
            out += [self.previous_button, self.next_button]
        if place.turns():
            out.append(self.replay_button)
        return out

    def clickable(self) -> Clickable:
        return [(tuple(b.rect), b.label) for b in self.shown()]

    def handle(self, event, pos) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.back()
            return True
        return any(b.handle(event, pos) for b in self.shown())

    def draw(self, surf) -> None:
        for b in self.shown():
            b.draw(surf)


class ReviewScene(Assembly, Scene):
    # The review is worked out in a process of its own beside the window (session.review.ReviewJob):
    # the window's thread keeps its frames. Tests that hold the review at a point run it on a thread.
    in_process = True

    def __init__(self, app, replay: Replay, seats) -> None:
        super().__init__(app)
        layout = load_layout()
        laid = layout.get("screens", "review")
        self.panel = pygame.Rect(laid["panel"])
        place = self.place = ReviewPlace(replay, seats, in_process=self.in_process)

        def open_replay() -> None:
            turns = place.turns()
            if place.selected is None or not turns:
                return
            r = place.replay
            app.open("replay", replay=r.again(), seats=place.seats,
                     start=turns[place.selected].start)

        self.turn_list = TurnList(place, laid)
        self.detail = TurnDetail(place, BoardView(layout), laid)
        self.buttons = Buttons(place, laid, back=app.pop, replay=open_replay)
        self.parts: list[Part] = [place, Summary(place, laid), self.turn_list, self.detail, self.buttons]

    # What the tests and the tools (frames, sentences) read of the review on screen: the place's.
    replay = property(lambda self: self.place.replay)
    job = property(lambda self: self.place.job)
    review = property(lambda self: self.place.review)
    message = property(lambda self: self.place.message)
    selected = property(lambda self: self.place.selected)

    def turns(self):
        return self.place.turns()

    def shown(self, turn):
        return self.place.shown(turn)

    def enter(self) -> None:
        self.place.enter()

    def leave(self) -> None:
        self.place.leave()

    # ---- the protocol, over the parts ----
    def handle(self, event, pos) -> bool:
        place = self.place
        chosen = place.selected
        used = super().handle(event, pos)
        place.chosen = place.chosen or place.selected != chosen
        return used

    def draw(self, surf) -> None:
        surf = as_canvas(surf)
        surf.blit(backdrop(surf.get_size(), 150), (0, 0))
        panel(surf, self.panel)
        text(surf, words.TITLE, (48, 24), 52, INK, display=True)
        for part in self.parts:
            part.draw(surf)

    def clickable(self) -> Clickable:
        # The keyboard ring's order: the buttons, the seat row, the turns shown.
        return [*self.buttons.clickable(), *self.turn_list.clickable()]
