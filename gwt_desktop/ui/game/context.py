"""What the game scene's parts share, in place of the scene itself: the match, whose eyes the screen
is, the controller, scene time and the prompt's short message, the board's pieces and the targets as
drawn, and the position's derived facts (the view, the running score, the fees ahead, the moves that
would end the game), each worked out once and dropped by `changed()` when a move is applied or taken
back or the screen changes hands (turn_flow.py says when), never compared against a stamp each frame.
"""
from __future__ import annotations

import logging

from ...failures import report_once
from ..board.trail_fees import fees_ahead
from ..board.zoom import Zoom
from ..kit.layout import Layout, contains
from . import prompt_bar
from .controller import Controller
from .decision_bar import Target
from .standing import Standing, end_moves, running_score

log = logging.getLogger(__name__)

SAY_SECONDS = 2.5  # how long a short message holds the prompt line


class GameContext:
    def __init__(self, match, layout: Layout) -> None:
        self.match = match
        self.layout = layout
        self.controller = Controller()
        self.humans = [i for i, s in enumerate(match.seats) if s.is_human]
        self.eyes: int | None = self.humans[0] if self.humans else match.to_move
        if len(self.humans) > 1:
            self.eyes = None  # hot-seat: nobody has taken the screen yet, the first hand-off asks
        self.generation = 0  # bumps on every change of position or eyes: the controller's reset stamp
        self.clock = 0.0  # scene time (sum of update dts): pacing, messages and double clicks use it
        self.message = prompt_bar.Message()
        self.hover: str | None = None  # the glowing key under the pointer
        self.pointer: tuple[float, float] | None = None  # the logical mouse position, for the panels' hover
        self.zoom = Zoom()  # the trail's zoom and pan (ui/board/zoom.py), the board's and the shows'
        self.components: list[tuple[str, tuple]] = []  # the board's pieces as drawn last (on the screen)
        self.drawn_keys: list[str] = []  # the keys of every piece drawn, the zoomed trail's out of sight too
        self.targets: list[Target] = []  # the decision bar's and the choice panel's, for this decision
        self._derived: dict[str, object] = {}

    # ---- whose eyes, whose turn ----
    @property
    def game(self):
        return self.match.game

    @property
    def hotseat(self) -> bool:
        return len(self.humans) > 1

    def viewer(self) -> int:
        if not self.humans:
            return self.match.to_move  # all computers (the demo): look over the mover's shoulder
        return self.eyes if self.eyes is not None else self.humans[0]

    def human_to_act(self) -> bool:
        """A person may click a move now: a human seat moves and the screen is that seat's."""
        g = self.game
        return not g.is_over and self.match.seat_to_move.is_human and self.eyes == g.to_move

    def needs_handoff(self) -> bool:
        g = self.game
        return (self.hotseat and not g.is_over and self.match.seat_to_move.is_human
                and self.eyes != g.to_move)

    @property
    def hands_covered(self) -> bool:
        """Hot-seat before any human took the screen (a computer moves first, a game just loaded):
        the board shows, but nobody's hand does."""
        return self.hotseat and self.eyes is None

    @property
    def stamp(self) -> tuple:
        """The decision on screen: what the controller's candidates, the hint and its why belong to."""
        return (self.generation, len(self.match.moves), self.eyes)

    def say(self, text, seconds: float = SAY_SECONDS, while_others_play: bool = False, brief=None) -> None:
        """`text` (and `brief`): a sentence, or a callable saying it in the language of the moment
        (prompt_bar.Message)."""
        self.message.say(text, self.clock, seconds, while_others_play, brief)

    def changed(self) -> None:
        """A move was applied or taken back, or the screen changed hands: everything derived goes."""
        self.generation += 1
        self._derived.clear()

    def once(self, name: str, make):
        """Something derived from the position, worked out at its first use and dropped by changed()."""
        return self._once(name, make)

    def _once(self, name: str, make):
        if name not in self._derived:
            self._derived[name] = make()
        return self._derived[name]

    # ---- the position's derived facts, once per position ----
    def view(self) -> dict:
        return self._once("view", lambda: self.game.view(self.viewer()))

    def standing(self) -> Standing | None:
        """The running score from the screen's eyes (None if it cannot be had)."""
        def make():
            try:
                return running_score(self.game, self.viewer())
            except Exception:  # noqa: BLE001 (a score on the side must never stop the game)
                report_once(log, "The running score")
                return None
        return self._once("standing", make)

    def trail_fees(self) -> dict[str, tuple[int, int]]:
        """The fees ahead of the human choosing where to move ({} otherwise)."""
        if not self.human_to_act():
            return {}
        return self._once("fees", lambda: fees_ahead(self.game, self.controller.legal))

    def end_count(self) -> tuple[int, tuple[int, int], tuple[int, ...] | None]:
        """The end counter's numbers, from the engine's rule queries: workers until the end, what a
        Kansas City visit would add now (fewest, most), and who still plays once it is triggered."""
        g = self.game
        return self._once("end_count", lambda: (g.workers_to_end(), g.kansas_city_workers(), g.final_round()))

    def delivery(self):
        """Where the screen's own herd could be delivered (Game.delivery_options; it reads the hand, so
        only for the viewer's own, and not while a hot-seat screen is covered); None then or when over."""
        if self.hands_covered or self.game.is_over:
            return None
        return self._once("delivery", lambda: self.game.delivery_options(self.viewer()))

    def end_moves(self) -> frozenset[str]:
        """The legal moves (text form) of the human to act that would trigger the end."""
        if not self.human_to_act() or not self.game.end_within_reach():
            return frozenset()
        return self._once("enders", lambda: end_moves(self.game, self.controller.legal))

    def ends_game(self, key: str) -> bool:
        """Whether a glowing target's moves would trigger the end of the game."""
        enders = self.end_moves()
        c = self.controller
        return bool(enders) and any(str(m) in enders for m in c.candidates if key in c.keys(m))

    def seat_at(self, pos) -> int | None:
        """The player whose seat bar is at a logical point."""
        for key, rect in self.components:
            if key.startswith("opponent:") and contains(rect, *pos):
                return int(key.split(":", 1)[1])
        return None
