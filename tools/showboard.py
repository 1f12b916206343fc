"""Shows the board of a mid-game position in a real window, to look at it (see tests/ui/README.md):

    python -m tools.showboard --players 4 --seed 3 --moves 200 [--seat 0] [--highlight]
        [--screenshot PATH] [--size 1920x1080]

The position comes from random legal moves; the board is drawn from view(seat). --highlight glows
the components that the seat's legal moves would target (a rough preview of the controller's glow:
every trail space, say). Esc or closing the window quits; --frames N quits after N frames.
"""
from __future__ import annotations

import argparse
import random

import pygame

from gwt_desktop.session.seats import COMPUTER, HUMAN, Seat
from gwt_desktop.session.table import deal, play, random_seats
from gwt_desktop.ui.board.board_view import BoardView
from gwt_desktop.ui.kit.layout import load


def position(players: int, seed: int, moves: int):
    g = deal(players, seed).game
    play(g, random_seats(players), [random.Random(seed)] * players, max_moves=moves)
    return g


def table(players: int) -> list[Seat]:
    names = ("Ada", "Bartholomew", "Cy", "Dolores")
    return [Seat(names[i], (i + 1) % 4 if players == 2 else i, HUMAN if i == 0 else COMPUTER)
            for i in range(players)]


def main(argv: list[str] | None = None) -> None:
    from gwt_desktop.app import App

    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--seed", type=int, default=3)
    ap.add_argument("--moves", type=int, default=200)
    ap.add_argument("--seat", type=int, default=0)
    ap.add_argument("--highlight", default="", help="comma-separated component keys to glow, or 'trail'")
    ap.add_argument("--frames", type=int, default=0)
    ap.add_argument("--screenshot", default="")
    ap.add_argument("--size", default="1280x720", help="window size WxH")
    args = ap.parse_args(argv)
    g = position(args.players, args.seed, args.moves)
    seats = table(args.players)
    app = App(tuple(int(v) for v in args.size.split("x")))
    bv = BoardView(load())
    view = g.view(args.seat)
    hl = set(args.highlight.split(",")) if args.highlight else set()
    if "trail" in hl:
        hl = {f"trail:{s}" for s in view["trail"]} | (hl - {"trail"})
    frames = 0
    while app.running:
        for event in pygame.event.get():
            if event.type == pygame.QUIT or (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
                app.running = False
        bv.draw(app.canvas, view, seats, highlight=hl, seat=args.seat)
        app.present()
        app.clock.tick(60)
        frames += 1
        if args.frames and frames >= args.frames:
            break
    if args.screenshot:
        pygame.image.save(app.window, args.screenshot)  # the window as a player sees it, at --size
    app.close()


if __name__ == "__main__":
    main()
