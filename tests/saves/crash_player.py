"""A stand-in for the game window in the crash test: resumes the autosave if there is one (Continue),
otherwise starts a 3-player game (or, with "learn", the guided first game), then plays moves chosen by
a rule that depends only on the seed and the move number (in the guided game: the guide's target when
it points at one, as a learner clicking it would), printing after each one the number of moves applied
and the number the autosave is known to hold (written on the Autosaver's writer thread).

Run: python crash_player.py SEED [learn]   (with GWT_HOME set)."""
from __future__ import annotations

import random
import sys
import time

from gwt_desktop.session import guide
from gwt_desktop.session.match import Match
from gwt_desktop.session.seats import Seat
from gwt_desktop.storage import autosave, store

SEATS = [Seat("Ann", 0), Seat("Bot", 1, "computer", "random"), Seat("Cat", 2)]


def choose(match: Match, seed: int):
    legal = match.game.legal_moves()
    g = match.guide
    if g is not None:
        g.decide(match.game, legal)  # what the game scene asks of it at each of the learner's decisions
        if g.target is not None:
            return g.target
    return random.Random(f"{seed}:{len(match.moves)}").choice(legal)


def new_match(seed: int, learn: bool) -> Match:
    return guide.learn_match() if learn else Match(SEATS, seed)


def main(seed: int, learn: bool = False) -> None:
    if store.has_continue():
        match = store.load_game(store.autosave_path())
        print("resumed", len(match.moves), flush=True)
    else:
        match = new_match(seed, learn)
    saver = autosave.Autosaver(match)
    while not match.game.is_over:
        match.apply(choose(match, seed))
        print(len(match.moves), saver.saved_moves, flush=True)
        time.sleep(0.002)  # a window's pace, so the killer cannot fall far behind on a busy machine
    print("over", flush=True)


if __name__ == "__main__":
    main(int(sys.argv[1]), sys.argv[2:] == ["learn"])
