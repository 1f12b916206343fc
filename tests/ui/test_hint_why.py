"""Hints that say why: the explanation names the hinted move and the best other one with what their turns
do, and the sentence on the game screen names the move whose pieces the hint rings."""
from __future__ import annotations

import random
import time

from gwt_desktop.ai.explain import explain
from gwt_desktop.ai.hint import why
from gwt_desktop.engine import new_game
from gwt_desktop.session.match import make_match
from gwt_desktop.text import move_label
from gwt_desktop.text.hint_why import hint_sentence
from gwt_desktop.ui.game.scene import GameScene
from tests.events import click

DEADLINE = 60.0  # seconds of wall clock for the hint and its why on a loaded machine


def _position(seed: int, moves: int):
    g = new_game(2, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        g.apply(rng.choice(g.legal_moves()))
    return g


def test_the_explanation_is_about_the_hinted_move_and_the_best_other_one():
    for seed, moves in ((3, 80), (7, 200), (5, 41)):
        g = _position(seed, moves)
        seat = g.to_move
        legal = g.legal_moves()
        for move in (legal[0], legal[-1]):
            e = explain(g, seat, move, random.Random(1), beam=(8, 2, 800))
            assert e.chosen.move == move
            if len(legal) > 1:
                assert e.second is not None and e.second.move in legal and e.second.move != move
            # The line played is the chosen move's own turn: it starts with the move itself.
            assert e.chosen.line[0] == move and e.chosen.events and e.chosen.events[0][0] == seat
            sentence = hint_sentence(e, g, None, seat)
            assert sentence.startswith(f"Hint: {move_label(move, g, None)}")
            if e.second is not None:
                assert move_label(e.second.move, g, None) in sentence
        assert g.legal_moves() == legal  # the game itself was never changed


def test_the_why_follows_the_whole_turn_the_judgement_planned():
    # At the start of a turn the best line goes on past the cattleman's move, and every move of it was
    # played (legal) to collect what it does; the sentence then tells more than the move itself.
    g = _position(7, 199)  # a turn's start (move 200 was, before the lone city step became a move)
    assert g.decision.kind == "turn"
    seat = g.to_move
    e = why(g, seat, g.legal_moves()[0], seed=2)
    assert len(e.chosen.line) > 1
    assert len(e.chosen.events) == len(e.chosen.line)
    assert all(mover == seat for mover, _ in e.chosen.events)


def test_the_hint_on_screen_says_why_and_names_the_move_it_rings(app):
    match = make_match(2, seed=5, humans=1, level="random")
    app.open_match(match, autosave=False)
    app.step()
    scene = app.scene
    assert isinstance(scene, GameScene) and scene.ctx.human_to_act()
    click(app, scene.buttons["hint"].rect.center)
    end = time.monotonic() + DEADLINE
    while time.monotonic() < end and not (scene.why_card.sentence and scene.flow.hints.move is not None):
        app.step(0.05)
        time.sleep(0.01)
    move = scene.flow.hints.move
    assert move is not None and scene.why_card.sentence
    assert scene.why_card.sentence.startswith(f"Hint: {move_label(move, match.game, match.seats)}")
    assert set(scene.ctx.controller.keys(move))  # its pieces are the ones ringed on the board
    # A move drops the card: it was about the decision before it.
    scene.flow.play(move)
    assert scene.why_card.sentence is None and not scene.why_card.shown
