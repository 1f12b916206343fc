"""The whole table in the game scene: a seat's board and everyone's running score opened by keys and
clicks on the seat bars, what they may show in hot-seat, and the end-of-game warning and banner."""
from __future__ import annotations

import random

import pygame

from gwt_desktop.session.match import make_match
from gwt_desktop.text.table import END_WARNING, seat_facts
from gwt_desktop.ui.game.scene import GameScene
from gwt_desktop.ui.game.standing import banner_text, running_score
from gwt_desktop.ui.game.table_panel import AREA, TablePanel
from gwt_desktop.ui.kit.layout import load as load_layout
from gwt_desktop.ui.scenes.menu import MenuScene
from tests.events import centre, click, key


def _open(app, players=4, seed=5, humans=1):
    match = make_match(players, seed=seed, humans=humans, level="random")
    app.open_match(match, autosave=False)
    app.step()
    assert isinstance(app.scene, GameScene)
    return app.scene


def _area(app) -> bytes:
    return pygame.image.tobytes(app.canvas.subsurface(AREA).surface, "RGB")


def test_keys_open_each_seats_board_and_the_scores_and_esc_closes_without_the_menu(app):
    scene = _open(app)
    app.step()
    before = _area(app)
    key(app, pygame.K_2)
    assert scene.table.open == ("seat", 1)
    seat1 = _area(app)
    assert seat1 != before
    key(app, pygame.K_4)
    assert scene.table.open == ("seat", 3) and _area(app) != seat1
    key(app, pygame.K_s)
    assert scene.table.open == ("scores", None)
    key(app, pygame.K_ESCAPE)
    assert scene.table.open is None and app.scene is scene  # Esc closed the panel, not the game
    closed = _area(app)
    assert sum(a != b for a, b in zip(closed, before)) < len(before) // 50  # the board again (its glows pulse)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, MenuScene)


def test_a_click_on_a_seat_bar_opens_its_board_and_the_next_click_only_closes_it(app):
    scene = _open(app)
    bar = next(r for k, r in scene.ctx.components if k == "opponent:2")
    click(app, centre(bar))
    assert scene.table.open == ("seat", 2)
    moves = len(scene.match.moves)
    glowing = scene.clickable()[0][0]  # a legal target under the panel
    click(app, centre(glowing), dt=0.3)
    assert scene.table.open is None and len(scene.match.moves) == moves
    click(app, centre(bar))
    click(app, centre(bar))
    assert scene.table.open is None  # the same bar again closes it
    click(app, centre(bar))
    click(app, centre(glowing), button=3)
    assert scene.table.open is None


def test_an_open_panel_is_drawn_once_and_then_blitted(app):
    scene = _open(app)
    key(app, pygame.K_3)
    first = scene.table.redraws
    for _ in range(5):
        app.step()
    assert scene.table.redraws == first == 1


def test_a_rivals_board_shows_nothing_its_owner_hides():
    """The panel of a rival drawn from two games that differ only in which of the rival's cards are in
    hand is the same, pixel for pixel; the viewer's own hand shows only when the screen allows it."""
    pygame.display.init()
    match = make_match(3, seed=8, humans=3, level="random")
    g = match.game
    rng = random.Random(1)
    for _ in range(30):
        g.apply(rng.choice(g.legal_moves()))
    other = g.determinize(0, random.Random(2))
    rival = 1
    assert other.view(0)["players"][rival].get("hand") is None
    shots = []
    names = [s.name for s in match.seats]
    for game in (g, other):
        panel = TablePanel(load_layout())
        panel.toggle("seat", rival)
        surf = pygame.Surface((1920, 1080))
        panel.draw(surf, game.view(0), running_score(game, 0), [0, 1, 2], names, show_hand=True)
        shots.append(pygame.image.tobytes(surf, "RGB"))
    assert shots[0] == shots[1]
    own = TablePanel(load_layout())
    own.toggle("seat", 0)
    drawn = []
    for show in (True, False):
        surf = pygame.Surface((1920, 1080))
        own.draw(surf, g.view(0), running_score(g, 0), [0, 1, 2], names, show_hand=show)
        drawn.append(pygame.image.tobytes(surf, "RGB"))
    assert drawn[0] != drawn[1]  # the hand row is left out while the hot-seat screen covers hands


def test_every_seat_bar_and_the_own_board_carry_the_running_score(app):
    scene = _open(app, players=3)
    keys = {k for k, _ in scene.ctx.components}
    assert {"score:0", "score:1", "score:2"} <= keys
    tip = scene.tooltips.tip("score:1")
    assert tip.lines[0].startswith("If the game ended now:")
    assert "Click or press 2" in scene.tooltips.tip("opponent:1").text


def test_engine_positions_read_as_places():
    pl = {"engine": "4.5", "stations": [True, False, True], "hand_size": 4, "draw_size": 7, "discard": ["jersey"]}
    assert seat_facts(pl) == ["Engine on the turnout of station 1", "Stations: 1, 3",
                              "Cards: 4 in hand, 7 to draw, 1 discarded"]


def _near_the_end(players=2, tries=40):
    """A match whose human seat 0 is to move with a legal move that would trigger the end."""
    from gwt_desktop.ui.game.standing import end_moves
    for seed in range(tries):
        match = make_match(players, seed=seed, humans=1, level="random")
        g = match.game
        rng = random.Random(seed)
        while not g.is_over:
            legal = g.legal_moves()
            if g.to_move == 0 and g.end_within_reach():
                enders = end_moves(g, legal)
                if enders:
                    return match, enders
            match.apply(rng.choice(legal))
    raise AssertionError("no position found that is about to end")


def test_the_move_that_would_end_the_game_warns_and_the_final_round_is_bannered(app):
    match, enders = _near_the_end()
    app.open_match(match, autosave=False)
    app.step()
    scene = app.scene
    assert scene.ctx.end_moves() == enders
    assert "triggers the end" in banner_text(scene.ctx.view(), [s.name for s in match.seats], True)
    warned = [k for k in scene.ctx.controller.board_keys() if scene.ctx.ends_game(k)]
    warned += [k for k, _, _ in scene.ctx.targets if scene.ctx.ends_game(k)]
    assert warned
    assert END_WARNING in scene.tooltips.tip(warned[0]).lines
    ender = next(m for m in scene.ctx.controller.legal if str(m) in enders)
    assert scene.flow.play(ender)
    text = banner_text(scene.ctx.view(), [s.name for s in match.seats], False, scene.ctx.game.final_round())
    assert text.startswith(f"Final round: {match.seats[0].name} triggered the end.")
