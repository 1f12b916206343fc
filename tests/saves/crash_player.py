"""A stand-in for the game window in the crash test: resumes the autosave if there is one (Continue),
otherwise starts a 3-player game, then plays moves chosen by a rule that depends only on the seed and
the move number, printing after each one the number of moves applied and the number the autosave is
known to hold (written on the Autosaver's writer thread).

Run: python crash_player.py SEED   (with GWT_HOME set)."""
from __future__ import annotations

import random
import sys
import time

from gwt_desktop.session import autosave, store
from gwt_desktop.session.match import Match
from gwt_desktop.session.seats import Seat

SEATS = [Seat("Ann", 0), Seat("Bot", 1, "computer", "random"), Seat("Cat", 2)]


def choose(match: Match, seed: int):
    return random.Random(f"{seed}:{len(match.moves)}").choice(match.game.legal_moves())


def main(seed: int) -> None:
    if store.has_continue():
        match = store.load_game(store.autosave_path())
        print("resumed", len(match.moves), flush=True)
    else:
        match = Match(SEATS, seed)
    saver = autosave.Autosaver(match)
    while not match.game.is_over:
        match.apply(choose(match, seed))
        print(len(match.moves), saver.saved_moves, flush=True)
        time.sleep(0.002)  # a window's pace, so the killer cannot fall far behind on a busy machine
    print("over", flush=True)


if __name__ == "__main__":
    main(int(sys.argv[1]))
