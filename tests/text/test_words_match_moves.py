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
    """About 270 positions of random 2-4 player games, half from rich mid-games: the first position of
    every decision kind the games meet, and one in 33 of the others."""
    out = []
    kinds = set()
    for seed in range(16):
        g = deal(2 + seed % 3, 500 + seed).game  # building sides random on odd seeds, as 500 + seed
        rng = random.Random(seed)
        if seed % 2:
            enrich(g, rng)

        def choose(game, seat, r):
            if r.random() < 0.03 or game.decision.kind not in kinds:
                kinds.add(game.decision.kind)
                out.append(game.clone())
            return r.choice(game.legal_moves())

        play(g, [Pick("random", choose)] * g.state.n, [rng] * g.state.n)
    return out


@cache
def _board() -> tuple[BoardView, pygame.Surface]:
    pygame.display.init()
    # Only the keys the board draws are read, never the picture: a 1x1 target spares copying the
    # whole 1920x1080 canvas per position (nine tenths of this test's time), and the board's own
    # layers, where the keys come from, are drawn in full as ever.
    return BoardView(load_layout()), pygame.Surface((1, 1))


def _drawn_keys(view) -> list[str]:
    bv, surf = _board()  # one view for all: each position repaints only the regions that changed
    bv.draw(surf, view, None)
    return [k for k, _ in bv.components()]


def test_a_few_hundred_positions_are_walked():
    kinds = {g.decision.kind for g in walked_positions()}
    assert len(walked_positions()) >= 250 and len(kinds) >= 20


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
                assert tip.why_not is None, (g.decision.kind, key, tip.why_not, [str(m) for m in g.legal_moves()][:8])
        labels = [move_label(m, g) for m in g.legal_moves()]
        assert all(labels), g.decision.kind
        assert not any(label == str(m) for label, m in zip(labels, g.legal_moves()) if " " in str(m)), g.decision.kind
        assert prompt(g, None)
        # A move the board cannot show goes to the bar or the panel: it has a key or a label there.
        for m in g.legal_moves():
            assert c.keys(m) or move_label(m, g), str(m)
        assert all(is_own(k) or k in drawn for m in g.legal_moves() for k in c.keys(m))


def test_the_bar_buttons_read_apart_and_say_what_they_do_and_the_counter_says_the_rules_count():
    from gwt_desktop.text import action_sentence, glance
    from gwt_desktop.text.table import button_lines
    from gwt_desktop.ui.game.decision_bar import key_label

    buttons = 0
    for g in walked_positions():
        c = Controller()
        c.sync(g, None, stamp=object())
        bar = [(key, key_label(key, move, g)) for key, move in c.buttons()]
        labels = [label for _, label in bar]
        assert len(set(labels)) == len(labels), bar  # two buttons never read alike
        for key, _ in bar:
            if key.startswith("action:"):
                lines = button_lines("action", action_sentence(key.split(":", 1)[1]))
            else:
                lines = button_lines(key.split(":", 1)[1].split("_", 1)[0])
            assert lines, key  # every button's tooltip says what it does
            buttons += 1
        left = g.workers_to_end()
        said = glance.end_counter(left, g.final_round() is not None)
        assert (str(left) in said) if left > 1 else True
        for m in g.legal_moves():
            placed = g.workers_placed(m)
            assert 0 <= placed <= max(left, 0)  # no move places a worker past the end
            if placed:
                assert str(placed) in glance.adds_workers(placed, left - placed)
        options = g.delivery_options(g.to_move)
        assert (glance.herd_reach(options) is not None) == (len(options.options) == 1)
    assert buttons > 100


def test_the_city_offers_say_the_rules_numbers_for_exactly_the_cities_on_offer():
    """While a delivery's city is chosen the board's offers name exactly the legal cities, each with
    the transport the engine prices for that move and Game.delivery_options' points and objective
    cards; the words on the crest carry those numbers."""
    from gwt_desktop.text import table as words
    from gwt_desktop.ui.board.offers import board_extras

    seen = 0
    for g in walked_positions():
        if g.decision.kind != "city":
            continue
        p = g.to_move
        offers = board_extras(g.view(p), g, p)["city_offers"]
        moves = {int(m.args[0]): m for m in g.legal_moves() if m.kind == "city"}
        assert sorted(o["city"] for o in offers) == sorted(moves)
        for o in offers:
            assert o["transport"] == g.price(moves[o["city"]])
            assert words.city_cost(o["transport"]) == str(o["transport"])
            assert words.city_points(o["points"]).lstrip("+\u2212") == str(abs(o["points"]))
            option = next(x for x in g.delivery_options(p).options if x.city == o["city"])
            assert (o["points"], o["objectives"]) == (option.points, option.objectives)
        seen += 1
    assert seen >= 3
