"""What the Replay's parts share (ui/after/replay.py): the recorded game at its position, the seats,
whose eyes the board is (a seat, or face up for a finished game), the answer of a jump that had
nowhere to go, and the moves through the game, each telling the parts that listen (`went`)."""
from __future__ import annotations

from collections.abc import Callable

from ...session.replay import Replay
from ...text import after_game as words
from ...text import seat_name


class ReplayPlace:
    def __init__(self, replay: Replay, seats) -> None:
        self.replay = replay
        self.seats = list(seats)
        self.names = [seat_name(s) for s in self.seats]
        self.seat = next((i for i, s in enumerate(self.seats) if s.is_human), 0)  # the seat row's choice
        self.message = ""  # the answer of a jump that had nowhere to go
        self.went: list[Callable[[], None]] = []  # told after every move through the game

    # ---- whose eyes ----
    @property
    def face_up(self) -> bool:
        return self.seat >= len(self.names)

    @property
    def viewer(self) -> int:
        """Whose board lies at the bottom: the chosen seat, or (face up) the player to move."""
        return self.replay.game.to_move if self.face_up else self.seat

    def view(self) -> dict:
        if self.face_up:
            view = self.replay.open_view()
            view["viewer"] = self.viewer
            return view
        return self.replay.view(self.viewer)

    def position_line(self) -> str:
        r = self.replay
        turn = r.turn_at()
        whose = None if r.at_end and r.finished else self.names[turn.player]
        return words.replay_position(r.index, len(r), turn.round(r.players), whose, r.finished)

    # ---- moving ----
    def _went(self, message: str = "") -> None:
        self.message = message
        for listener in self.went:
            listener()

    def go(self, index: int) -> None:
        self.replay.seek(index)
        self._went()

    def _jump(self, game, missing: str) -> None:
        self._went("" if game is not None else missing)

    def forward(self) -> None:
        self.go(self.replay.index + 1)

    def back(self) -> None:
        self.go(self.replay.index - 1)

    def next_turn(self) -> None:
        self.replay.next_turn()
        self._went()

    def previous_turn(self) -> None:
        self.replay.previous_turn()
        self._went()

    def next_kansas_city(self) -> None:
        self._jump(self.replay.next_kansas_city(), words.NO_MORE_KANSAS_CITY)

    def previous_kansas_city(self) -> None:
        self._jump(self.replay.previous_kansas_city(), words.NO_EARLIER_KANSAS_CITY)

    def next_turn_of(self, player: int) -> None:
        self._jump(self.replay.next_turn_of(player), words.no_more_turns(self.names[player]))
