"""What the game review's parts share (ui/after/review.py): the recorded game and its seats, whose
turns are shown (the seat row's choice in hot-seat), the review itself, read from its cache
(storage/reviews.py) or worked out in a process of its own (session.review.ReviewJob) with its
progress, Stop and Go on, and which turn is chosen. It is the screen's first part too: it draws
nothing, and while the review is worked out it updates from the job, wakes the window to look at its
progress and looks as that progress."""
from __future__ import annotations

import logging
from collections.abc import Callable

from ...failures import report_once
from ...session import review as R
from ...session.replay import Replay
from ...storage import reviews
from ...text import problems, seat_name
from ...text import review as words
from ..kit.part import Part

log = logging.getLogger(__name__)

POLL = 0.25  # seconds between looks at the review's progress


class ReviewPlace(Part):
    def __init__(self, replay: Replay, seats, *, in_process: bool) -> None:
        self.replay = replay
        self.seats = list(seats)
        self.names = [seat_name(s) for s in self.seats]
        self.people = R.human_seats(self.seats)
        self.in_process = in_process  # the review worked out in a process of its own (a thread in tests)
        self.review: R.Review | None = None
        self.job: R.ReviewJob | None = None
        self.message = ""  # a problem to say (the review could not be kept, or made)
        self.seat = 0  # index into people: whose turns are shown
        self.selected: int | None = None  # index into turns()
        self.chosen = False  # the player chose a turn (the review's end then keeps it)
        self.chose: list[Callable[[], None]] = []  # told after every choice of a turn
        self._shown: dict[int, R.Shown | None] = {}

    # ---- the review: cached, or worked out ----
    def enter(self) -> None:
        if not self.people:
            self.message = words.NO_PERSON
            return
        self.review = reviews.load(self.replay, self.seats, self.people)
        if self.review is None:
            self._start()
        else:
            self.choose(None)

    def _start(self, done: R.Review | None = None) -> None:
        own = self.replay.again()  # the thread's own copy
        self.job = R.ReviewJob(own, self.people, done, process=self.in_process).start()

    def leave(self) -> None:
        if self.job is not None:
            self.job.stop()

    def stop(self) -> None:
        if self.job is not None and self.job.working:
            self.job.stop()

    def go_on(self) -> None:
        if self.job is not None and self.job.stopped:
            self._start(self.job.partial())

    def update(self, dt: float) -> None:
        job = self.job
        if job is None:
            return
        if self.selected is None and job.progress[0]:
            self.choose(0)  # the first turn judged, shown while the others are
        if job.working:
            return
        if job.result is not None:
            self.review, self.job = job.result, None
            problem = reviews.save(self.replay, self.seats, self.review)
            if problem:
                self.message = words.not_kept(problems.say(problem))
            if not self.chosen:  # nobody chose a turn meanwhile: the first turning point
                self.choose(None)
        elif job.failed:
            self.message, self.job = words.FAILED, None

    def wake_in(self) -> float | None:
        return POLL if self.job is not None and self.job.working else None

    def look(self) -> object:
        job = self.job
        return (job.progress, job.working) if job is not None else None

    # ---- what is shown ----
    @property
    def player(self) -> int | None:
        return self.people[self.seat] if self.people else None

    def current(self) -> R.Review | None:
        """The review as far as it goes: the whole one, or the turns judged so far."""
        if self.review is not None:
            return self.review
        return self.job.partial() if self.job is not None else None

    def turns(self) -> list[R.TurnReview]:
        review = self.current()
        return review.of(self.player) if review is not None and self.player is not None else []

    def turning(self) -> list[int]:
        """The turn numbers of the chosen seat's turning points (a whole review only)."""
        if self.review is None or self.player is None:
            return []
        return [t.number for t in self.review.turning_points(self.player)]

    def choose(self, index: int | None) -> None:
        """Choose a turn of the list (None: the first turning point, else the first turn)."""
        turns = self.turns()
        if index is None:
            points = self.turning()
            index = next((i for i, t in enumerate(turns) if points and t.number == points[0]), 0)
        self.selected = max(0, min(len(turns) - 1, index)) if turns else None
        if self.selected is not None:
            for listener in self.chose:
                listener()

    def step_turning(self, step: int) -> None:
        turns = self.turns()
        points = [i for i, t in enumerate(turns) if t.number in set(self.turning())]
        if not points:
            return
        at = self.selected if self.selected is not None else -1
        later = [i for i in points if (i > at if step > 0 else i < at)]
        self.choose((later[0] if step > 0 else later[-1]) if later else (points[0] if step > 0 else points[-1]))

    def followed(self, turn: R.TurnReview) -> bool:
        """Whether the player followed the Hint in some move of the turn (the record says: Replay.hinted)."""
        return any(R.followed(self.replay, turn.start, turn.end))

    def shown(self, turn: R.TurnReview) -> R.Shown | None:
        key = turn.number
        if key not in self._shown:
            try:
                self._shown[key] = R.show(self.replay, turn)
            except Exception:  # noqa: BLE001 (reported once; a turn that cannot be shown again keeps its row, not its detail)
                report_once(log, "showing a reviewed turn", key)
                self._shown[key] = None
        return self._shown[key]
