"""Every saves test writes under its own GWT_HOME, never into a real user's data folder."""
from __future__ import annotations

import random

import pytest

from gwt_desktop.session.match import Match
from gwt_desktop.session.seats import COMPUTER, Seat

NAMES = ("Ann", "Bob", "Cat", "Dan")


@pytest.fixture(autouse=True)
def gwt_home(tmp_path, monkeypatch):
    monkeypatch.setenv("GWT_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def make_seats(n: int, computers: tuple[int, ...] = ()) -> list[Seat]:
    return [Seat(NAMES[i], color=(i + 1) % 4, kind=COMPUTER if i in computers else "human",
                 level="random" if i in computers else "medium") for i in range(n)]


def play(match: Match, moves: int, rng: random.Random) -> None:
    """Apply up to `moves` random legal moves (fewer if the game ends)."""
    for _ in range(moves):
        if match.game.is_over:
            return
        match.apply(rng.choice(match.game.legal_moves()))


def play_out(match: Match, rng: random.Random) -> None:
    while not match.game.is_over:
        match.apply(rng.choice(match.game.legal_moves()))
