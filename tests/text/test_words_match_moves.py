"""Every tooltip and label the game produces, walked over a few hundred random positions: what the words
say is possible or not matches legal_moves(). A glowing target (the controller's board keys, from the
legal moves) never carries a "Not now"; every legal move has its own label and the prompt its line.
(That the end-of-game warning sits on exactly the moves that end the game: tests/ui/test_standing.py.)"""
from __future__ import annotations

import random
from functools import cache

import pygame

from gwt_desktop.session.table import Pick, deal, play
from gwt_desktop.text import move_label, prompt, tooltip
from gwt_desktop.ui.board.board_view import BoardView
from gwt_desktop.ui.game.controller import Controller, is_own
from gwt_desktop.ui.kit.layout import load as load_layout
from tests.engine.test_random_games import enrich


@cache
def walked_positions() -> list:
    """About 300 positions of random 2-4 player games, half from rich mid-games, every decision kind."""
    out = []
    for seed in range(16):
        g = deal(2 + seed % 3, 500 + seed).game  # building sides random on odd seeds, as 500 + seed
        rng = random.Random(seed)
        if seed % 2:
            enrich(g, rng)

        def choose(game, seat, r):
            if r.random() < 0.06:
                out.append(game.clone())
            return r.choice(game.legal_moves())

        play(g, [Pick("random", choose)] * g.state.n, [rng] * g.state.n)
    return out


@cache
def _board() -> tuple[BoardView, pygame.Surface]:
    pygame.display.init()
    return BoardView(load_layout()), pygame.Surface((1920, 1080))


def _drawn_keys(view) -> list[str]:
    bv, surf = _board()  # one view for all: each position repaints only the regions that changed
    bv.draw(surf, view, None)
    return [k for k, _ in bv.components()]


def test_a_few_hundred_positions_are_walked():
    kinds = {g.prompt for g in walked_positions()}
    assert len(walked_positions()) >= 250 and len(kinds) >= 15


def test_no_glowing_target_is_called_impossible_and_every_move_has_its_own_label():
    for g in walked_positions():
        p = g.to_move
        view = g.view(p)
        drawn = _drawn_keys(view)
        c = Controller()
        c.sync(g, drawn, stamp=object())
        glow = c.board_keys()
        for key in set(drawn):
            tip = tooltip(key, view, g, p)
            assert tip.title and tip.lines, key
            if key in glow:
                assert tip.why_not is None, (g.prompt, key, tip.why_not, [str(m) for m in g.legal_moves()][:8])
        labels = [move_label(m, g) for m in g.legal_moves()]
        assert all(labels), g.prompt
        assert not any(label == str(m) for label, m in zip(labels, g.legal_moves()) if " " in str(m)), g.prompt
        assert prompt(g, None)
        # A move the board cannot show goes to the bar or the panel: it has a key or a label there.
        for m in g.legal_moves():
            assert c.keys(m) or move_label(m, g), str(m)
        assert all(is_own(k) or k in drawn for m in g.legal_moves() for k in c.keys(m))
