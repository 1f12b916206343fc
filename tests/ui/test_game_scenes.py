"""The game scene driven by real events: transitions (hand-off, menu, score pad), the hand-off hiding
the hand, bad input (clicks on nothing, double clicks, clicks while a computer thinks, key mash) and
clickable() being exactly what glows."""
from __future__ import annotations

import itertools
import random
import subprocess
import sys

import pygame

from gwt_desktop.engine import new_game
from gwt_desktop.session.match import Match, make_match
from gwt_desktop.session.seats import COMPUTER, HUMAN, Seat
from gwt_desktop.ui.after.score_pad import ScorePadScene
from gwt_desktop.ui.game.scene import GameScene
from gwt_desktop.ui.scenes.handoff import HandoffScene
from gwt_desktop.ui.scenes.rules_help import RulesHelpScene
from gwt_desktop.ui.scenes.title import TitleScene
from tests.events import centre, click, key


def game_scene(app) -> GameScene:
    return next(s for s in app.scenes if isinstance(s, GameScene))


def first_label(scene, prefix=""):
    return next((r, lab) for r, lab in scene.clickable() if lab.startswith(prefix))


def test_hot_seat_hand_off_covers_the_table_until_the_next_player_confirms(app):
    match = make_match(2, seed=3, humans=2, level="random")
    app.open_match(match, autosave=False)
    app.step()
    assert isinstance(app.scene, HandoffScene) and app.scene.player == 0
    (rect, label), = app.scene.clickable()
    assert label == f"I am {match.seats[0].name}"
    click(app, centre(rect))
    assert isinstance(app.scene, GameScene) and app.scene.ctx.eyes == 0
    # Player 0 plays until the turn passes; the hand-off for player 1 comes up at once.
    rng = random.Random(0)
    while match.to_move == 0:
        r, _ = rng.choice(app.scene.clickable())
        click(app, centre(r), dt=0.3)
    assert isinstance(app.scene, HandoffScene) and app.scene.player == 1
    assert game_scene(app).ctx.eyes == 0  # nobody's hand is shown until player 1 confirms


def test_the_hand_off_screen_shows_nothing_of_the_hands(app):
    """Two tables that differ only in the hands draw the same hand-off screen, pixel for pixel."""
    shots = []
    for seed in (3, 4):
        a_match = make_match(2, seed=seed, humans=2, level="random")
        app.open_match(a_match, autosave=False)
        app.step()
        assert isinstance(app.scene, HandoffScene)
        shots.append(pygame.image.tobytes(app.canvas.surface, "RGB"))
    hands = [make_match(2, seed=s, humans=2, level="random").game.view(0)["players"][0]["hand"] for s in (3, 4)]
    assert hands[0] != hands[1]
    assert shots[0] == shots[1]


def test_one_human_never_sees_a_hand_off_and_the_board_is_drawn_for_that_human(app, monkeypatch):
    seats = [Seat("Bot A", 0, COMPUTER, "random"), Seat("Me", 1, HUMAN), Seat("Bot B", 2, COMPUTER, "random")]
    match = Match(seats, 7)
    drawn_for = []
    app.open_match(match, autosave=False, pace=0.0)
    scene = app.scene
    real_draw = scene.board.draw
    monkeypatch.setattr(scene.board, "draw", lambda surf, view, seats, highlight=frozenset(), seat=None:
                        (drawn_for.append((seat, view["viewer"])), real_draw(surf, view, seats, highlight, seat)))
    for _ in range(200):
        app.step(0.3)
        assert not isinstance(app.scene, HandoffScene)
        if match.to_move == 1:
            break
    assert match.to_move == 1 and scene.ctx.human_to_act()
    assert drawn_for and all(d == (1, 1) for d in drawn_for)
    assert "hand" in scene.ctx.view()["players"][1] and "hand" not in scene.ctx.view()["players"][0]


def test_escape_opens_the_menu_and_escape_again_resumes(app):
    match = make_match(2, seed=1, humans=1, level="random")
    app.open_match(match, autosave=False)
    app.step()
    key(app, pygame.K_ESCAPE)
    assert not isinstance(app.scene, GameScene)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, GameScene)
    assert match.moves == []  # the menu applied nothing


def test_the_game_gives_way_to_the_score_pad_at_the_end(app):
    match = make_match(2, seed=2, humans=0, level="random")
    app.open_match(match, autosave=False, pace=0.0)
    for _ in range(3000):
        app.step()
        if isinstance(app.scene, ScorePadScene):
            break
    assert isinstance(app.scene, ScorePadScene) and app.scene.match is match and match.game.is_over
    assert isinstance(app.scenes[0], TitleScene) and len(app.scenes) == 2


def test_clicks_on_nothing_give_a_hint_and_apply_nothing(app):
    match = make_match(2, seed=1, humans=1, level="random")
    app.open_match(match, autosave=False)
    app.step()
    scene = app.scene
    candidates = [(1910, 10), (700, 300), (5, 1075), (1000, 520), (300, 650), (1400, 120)]
    empty = [p for p in candidates if not any(pygame.Rect(r).collidepoint(p) for r, _ in scene.clickable())]
    assert len(empty) >= 3
    for point in empty:
        click(app, point)
        assert match.moves == []
    assert scene.ctx.message.text


def test_a_double_click_makes_one_move_not_two(app):
    match = make_match(2, seed=1, humans=1, level="random")
    app.open_match(match, autosave=False)
    app.step()
    scene = app.scene
    rect, _ = scene.clickable()[0]
    click(app, centre(rect), dt=0.01)
    click(app, centre(rect), dt=0.01)
    assert len(match.moves) == 1


def test_clicks_while_a_computer_thinks_apply_nothing(app):
    match = make_match(2, seed=1, humans=1, level="random")
    app.open_match(match, autosave=False, pace=30.0)  # the computer's answer waits a long time
    app.step()
    scene = app.scene
    while match.to_move == 0:
        click(app, centre(scene.clickable()[0][0]), dt=0.3)
    n = len(match.moves)
    assert scene.clickable() == []
    rng = random.Random(5)
    clicks = 0
    while clicks < 40:
        pos = (rng.uniform(0, 1920), rng.uniform(0, 1080))
        if scene.speed.covers(pos):
            continue  # Skip and To my turn play the computer's move at once: that is what they are for
        click(app, pos)
        clicks += 1
    assert len(match.moves) == n and match.to_move == 1
    assert (scene.ctx.message.text or "").startswith(f"{match.seats[1].name} is playing")  # every click answered


def test_key_mash_plays_real_moves_only_legal_ones_and_does_not_crash(app):
    """Keys alone can play (Tab walks the glowing targets, Enter takes one, Space is Done): a mash
    makes moves, whole turns of them, and every move replays as legal."""
    match = make_match(2, seed=1, humans=1, level="random")
    app.open_match(match, autosave=False, pace=0.0)
    app.step()
    rng = random.Random(4)
    keys = (pygame.K_a, pygame.K_RETURN, pygame.K_SPACE, pygame.K_TAB, pygame.K_l, pygame.K_1, pygame.K_BACKSPACE,
            pygame.K_DOWN, pygame.K_F1, pygame.K_KP_ENTER)
    for _ in range(300):
        key(app, rng.choice(keys))
        if isinstance(app.scene, RulesHelpScene):  # F1 opens the rules help; Esc comes back
            key(app, pygame.K_ESCAPE)
        if not isinstance(app.scene, GameScene):
            break
    assert isinstance(app.scene, GameScene)
    human = [text for text, seat in zip(match.moves, match.movers) if seat == 0]
    assert human, "the mash made no move: keyboard play is broken"
    # The human ended turns by keys alone: the computer moved after a human move, more than once.
    handovers = sum(1 for a, b in itertools.pairwise(match.movers) if (a, b) == (0, 1))
    assert handovers >= 2
    g = new_game(2, seed=1, names=[s.name for s in match.seats])
    for text in match.moves:
        g.apply(text)


def test_clickable_is_exactly_what_glows(app, monkeypatch):
    match = make_match(2, seed=1, humans=1, level="random")
    app.open_match(match, autosave=False, pace=0.0)
    scene = app.scene
    seen = {}
    real_draw = scene.board.draw

    def spy(surf, view, seats, highlight=frozenset(), seat=None):
        seen["highlight"] = set(highlight)
        real_draw(surf, view, seats, highlight, seat)

    monkeypatch.setattr(scene.board, "draw", spy)
    rng = random.Random(9)
    for _ in range(30):
        app.step()
        while not scene.ctx.human_to_act():
            app.step()
        app.step()
        rects = {tuple(r) for r, _ in scene.clickable()}
        board = {tuple(r) for k, r in scene.board.components() if k in seen["highlight"]}
        own = {tuple(r) for _, r, _ in scene.ctx.targets}
        assert rects == board | own
        assert seen["highlight"] == scene.ctx.controller.board_keys()
        r, _ = rng.choice(scene.clickable())
        click(app, centre(r), dt=0.3)


def test_demo_plays_a_whole_game_and_writes_the_screenshot(tmp_path):
    # Random seats: the whole game in half the time of Medium's. A thinking level (Easy) plays its
    # whole game in the built app's demo (tests/packaging/test_bundle.py), which CI runs. The demo
    # draws a frame for each move at 60 frames a second: seed 7's random game is 216 moves (seed 5's 314).
    shot = tmp_path / "demo.png"
    done = subprocess.run([sys.executable, "-m", "gwt_desktop", "--demo", "--players", "2", "--seed", "7",
                           "--level", "random", "--screenshot", str(shot)], check=False, capture_output=True, text=True, timeout=120,
                          env={**__import__("os").environ, "GWT_HOME": str(tmp_path)})
    assert done.returncode == 0, done.stderr
    assert "game over" in done.stdout
    img = pygame.image.load(str(shot))
    assert img.get_size() == (1280, 720)


def test_hand_offs_come_only_between_two_humans_with_a_computer_between_them(app):
    seats = [Seat("Ann", 0, HUMAN), Seat("Bot", 1, COMPUTER, "random"), Seat("Cy", 2, HUMAN)]
    match = Match(seats, 12)
    app.open_match(match, autosave=False, pace=0.0)
    rng = random.Random(3)
    handoffs = []
    looking_during_bot = set()
    for _ in range(400):
        app.step(0.3)
        scene = app.scene
        if isinstance(scene, HandoffScene):
            handoffs.append(scene.player)
            click(app, centre(scene.clickable()[0][0]))
        elif isinstance(scene, GameScene):
            if match.to_move == 1:
                looking_during_bot.add(scene.ctx.viewer())
                assert scene.clickable() == []
            elif scene.clickable():
                click(app, centre(rng.choice(scene.clickable())[0]), dt=0.3)
        if len(handoffs) >= 5:
            break
    assert handoffs[:1] == [0] and set(handoffs) == {0, 2}
    assert all(a != b for a, b in itertools.pairwise(handoffs))
    assert looking_during_bot <= {0, 2}  # the computer's hand is never on screen


def test_undo_button_and_ctrl_z_take_back_the_humans_own_move(app):
    match = make_match(2, seed=1, humans=1, level="random")
    app.open_match(match, autosave=False)
    app.step()
    scene = app.scene
    assert not scene.buttons["undo"].enabled  # nothing to take back yet
    before = scene.ctx.view()
    click(app, centre(next(r for r, lab in scene.clickable())), dt=0.3)
    assert len(match.moves) == 1 and scene.buttons["undo"].enabled
    click(app, scene.buttons["undo"].rect.center)
    assert match.moves == [] and match.game.decision.kind == "turn"
    assert scene.ctx.view() == before
    click(app, centre(scene.clickable()[0][0]), dt=0.3)
    key_event = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="", scancode=0)
    pygame.event.post(key_event)
    app.step()
    assert match.moves == []


def test_hint_rings_a_legal_move_and_applies_nothing(app):
    import time

    match = make_match(2, seed=1, humans=1, level="random")
    app.open_match(match, autosave=False)
    app.step()
    scene = app.scene
    legal = match.game.legal_moves()
    click(app, scene.buttons["hint"].rect.center)
    deadline = time.monotonic() + 20
    while scene.flow.hints.move is None and time.monotonic() < deadline:
        app.step()
        time.sleep(0.02)
    assert scene.flow.hints.move in legal
    assert match.moves == [] and "Hint" in (scene.ctx.message.text or "")


def test_the_rendered_game_is_not_blank_and_the_cattleman_lands_where_the_layout_puts_its_space(app):
    from gwt_desktop.ui.kit.layout import load
    from gwt_desktop.ui.kit.paint import player_rgb

    match = make_match(2, seed=1, humans=1, level="random")
    app.open_match(match, autosave=False, pace=30.0)  # the computer waits: only Blue's move changes the board
    app.step()
    app.step()
    canvas = app.canvas
    colours = {canvas.get_at((x, y))[:3] for x in range(0, 1920, 37) for y in range(0, 1080, 29)}
    assert len(colours) > 60  # a drawn board, not a fill or a few panels
    space = pygame.Rect(load().rect("trail", "N_C"))
    rect = pygame.Rect(0, 0, 20, 20)
    rect.center = space.midtop  # a cattleman stands on its space's top edge
    before = pygame.image.tobytes(canvas.subsurface(rect).surface, "RGB")
    scene = app.scene
    target = next(r for k, r in scene.board.components() if k == "trail:N_C")
    click(app, centre(target), dt=0.3)
    assert match.moves == ["place N_C"]
    app.step()
    for _ in range(40):  # its walk from the start, at half a second a step
        if not app.scene.busy():
            break
        app.step(0.5)
    assert not app.scene.busy()
    assert pygame.image.tobytes(app.canvas.subsurface(rect).surface, "RGB") != before
    blue = player_rgb(match.seats[0].color)
    shown = app.canvas.subsurface(rect)
    near = sum(1 for x in range(20) for y in range(20) if all(abs(shown.get_at((x, y))[i] - blue[i]) < 40 for i in range(3)))
    assert near > 40  # the cattleman in its seat's colour


class _SlowBot:
    """A bot that thinks for a few frames before answering, like Medium and Hard do."""
    name = "slow"

    def choose(self, game, seat, rng, budget, cancelled=None):
        import time

        time.sleep(0.03)
        return rng.choice(game.legal_moves())


def test_a_computer_that_thinks_for_several_frames_still_gets_its_moves_applied(app, monkeypatch):
    import time

    from gwt_desktop.ai import worker

    monkeypatch.setattr(worker, "make_bot", lambda level: _SlowBot())
    match = make_match(2, seed=7, humans=0, level="medium")
    app.open_match(match, autosave=False, pace=0.0)
    deadline = time.monotonic() + 30
    while len(match.moves) < 20 and time.monotonic() < deadline:
        app.step()
        time.sleep(0.005)  # frames shorter than the bot's thinking: the answer lands between two
    assert len(match.moves) >= 20


def test_hot_seat_with_a_computer_first_hides_every_hand_until_a_human_takes_the_screen(app):
    from gwt_desktop.ui.kit.layout import load

    seats = [Seat("Bot", 0, COMPUTER, "random"), Seat("Ann", 1, HUMAN), Seat("Cy", 2, HUMAN)]
    match = Match(seats, 4)
    app.open_match(match, autosave=False, pace=5.0)
    app.step()
    scene = app.scene
    assert isinstance(scene, GameScene) and scene.ctx.hands_covered and scene.clickable() == []
    # The hand area shows the same cover whatever the hands are: nothing of them is drawn.
    hand = pygame.Rect(load().rect("areas", "hand"))
    covered = pygame.image.tobytes(app.canvas.subsurface(hand).surface, "RGB")
    other = Match([Seat("Bot", 0, COMPUTER, "random"), Seat("Ann", 1, HUMAN), Seat("Cy", 2, HUMAN)], 9)
    assert other.game.view(1)["players"][1]["hand"] != match.game.view(1)["players"][1]["hand"]
    app.open_match(other, autosave=False, pace=5.0)
    app.step()
    assert pygame.image.tobytes(app.canvas.subsurface(hand).surface, "RGB") == covered
    # The computer plays its turn; then the first human to move is asked to take the screen.
    app.scenes[-1].pace_override = 0.0
    for _ in range(60):
        app.step(0.3)
        if isinstance(app.scene, HandoffScene):
            break
    assert isinstance(app.scene, HandoffScene) and app.scene.player == other.to_move == 1
    click(app, centre(app.scene.clickable()[0][0]))
    assert isinstance(app.scene, GameScene) and not app.scene.ctx.hands_covered and app.scene.ctx.viewer() == 1


def test_quit_to_title_from_the_menu_stops_the_computer_threads(app):
    match = make_match(2, seed=1, humans=0, level="random")
    app.open_match(match, autosave=False, pace=30.0)
    app.step()
    app.step()  # the first move goes at once; the second waits for the pace
    scene = app.scene
    assert scene.flow.bots.thinking or scene.flow.bots.pending is not None
    key(app, pygame.K_ESCAPE)
    quit_button = next(b for b in app.scene.buttons if b.label == "Quit to title")
    click(app, quit_button.rect.center)
    assert isinstance(app.scene, TitleScene) and len(app.scenes) == 1
    assert not scene.flow.bots.thinking and scene.flow.bots.pending is None and not scene.flow.bots.worker.busy  # leave() ran


def test_right_click_or_escape_takes_back_a_half_made_choice_without_opening_the_menu(app):
    from tests.engine import fixtures as fx

    match = make_match(2, seed=5, humans=1, level="random")
    match.game.s.players[0].money = 30
    fx.with_frame(match.game, ("build", 2, False), player=0)
    app.open_match(match, autosave=False, pace=30.0)
    app.step()
    app.step()
    scene = app.scene
    building = next(r for k, r in scene.board.components() if k == "building:1")
    for take_back in ("right", "escape"):
        click(app, centre(building), dt=0.3)
        assert scene.ctx.controller.narrowed and scene.ctx.controller.picked == ["building:1"]
        assert "building:1" not in scene.ctx.controller.board_keys()
        if take_back == "right":
            click(app, (700, 300), button=3)
        else:
            key(app, pygame.K_ESCAPE)
        assert not scene.ctx.controller.narrowed and app.scene is scene and match.moves == []


def test_closing_the_window_leaves_every_scene_and_stops_the_computer_threads(app):
    match = make_match(2, seed=1, humans=0, level="random")
    app.open_match(match, autosave=False, pace=30.0)  # the computer's answer waits: a job is on the thread
    scene = game_scene(app)
    app.step()
    app.step()  # the first move goes at once; the second waits for the pace
    assert scene.flow.bots.thinking or scene.flow.bots.pending is not None
    app.open("menu", match=match)  # a scene above the game: the game is not on top when the window closes
    left = []

    def noting(scene):
        leave = scene.leave
        return lambda: (left.append(type(scene).__name__), leave())

    for s in app.scenes:
        s.leave = noting(s)
    app.close()
    assert left == ["MenuScene", "GameScene", "TitleScene"]  # top first
    assert not scene.flow.bots.thinking and scene.flow.bots.pending is None and not scene.flow.bots.worker.busy
