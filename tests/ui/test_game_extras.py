"""The game scene's polish, driven by real events: tooltips on hover (also after a resize), Tab and
Enter, Enter/Space for Done, F1 help, M mute, sounds, animations that skip on a click, settings from
the in-game menu, F11 full screen."""
from __future__ import annotations

import pygame
import pytest

from gwt_desktop.app import App
from gwt_desktop.engine import BANK, Hired, Money
from gwt_desktop.session.match import make_match
from gwt_desktop.storage import settings as st
from gwt_desktop.ui.game.scene import GameScene
from gwt_desktop.ui.kit.layout import center
from gwt_desktop.ui.scenes.rules_help import RulesHelpScene
from gwt_desktop.ui.scenes.settings import SettingsScene
from tests.events import centre, click, key, window_pos


def start(app, humans=1, pace=0.0, seed=1) -> GameScene:
    app.open_match(make_match(2, seed=seed, humans=humans, level="random"), autosave=False, pace=pace)
    app.step()
    return app.scene


def hover(app, logical, seconds=0.6):
    pos = window_pos(app, logical)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.step()
    app.step(seconds)


def comp(scene, key):
    return next(r for k, r in scene.ctx.components if k == key)


def test_hovering_a_component_shows_its_tooltip_inside_the_canvas(app):
    scene = start(app)
    for key_ in ("trail:N_A", "city:5", "station:3", "market:" + next(iter(scene.ctx.view()["market"])), "aux:aux_money"):
        hover(app, center(comp(scene, key_)))
        assert scene.tooltips.view.key == key_
        box = scene.tooltips.view.rect((1920, 1080))
        assert box is not None and pygame.Rect(0, 0, 1920, 1080).contains(box)
    hover(app, (5, 1075))  # the bottom-left corner is no component
    assert scene.tooltips.view.rect((1920, 1080)) is None


def test_tooltips_find_the_same_component_after_a_resize(app):
    scene = start(app)
    app.window = pygame.display.set_mode((1000, 900), pygame.RESIZABLE)
    app.step()
    hover(app, center(comp(scene, "city:7")))
    assert scene.tooltips.view.key == "city:7" and scene.tooltips.view.visible


def test_tab_cycles_the_clickable_targets_and_enter_takes_one(app):
    scene = start(app)
    targets = scene.clickable()
    assert targets
    key(app, pygame.K_TAB)
    first = scene.keys.focus.current
    assert first is not None and tuple(first[0]) in {tuple(r) for r, _ in targets}
    key(app, pygame.K_TAB)
    assert scene.keys.focus.current != first
    n = len(scene.match.moves)
    key(app, pygame.K_RETURN)
    assert len(scene.match.moves) == n + 1  # the first turn's placement, taken by keyboard


def test_enter_and_space_press_done(app):
    scene = start(app)
    click(app, centre(scene.clickable()[0][0]), dt=0.3)  # place the cattleman: phase B follows
    assert scene.targets_part.done_rect() is not None
    n = len(scene.match.moves)
    if scene.shows.animator.busy:  # Space first skips the show of the last move...
        key(app, pygame.K_SPACE)
        assert len(scene.match.moves) == n and not scene.shows.animator.busy
    key(app, pygame.K_SPACE)  # ...then it is Done
    assert [str(m) for m in scene.match.moves[n:n + 1]] == ["done"]


def test_enter_is_done_even_while_a_move_is_shown(app):
    scene = start(app)
    click(app, centre(scene.clickable()[0][0]), dt=0.3)
    n = len(scene.match.moves)
    key(app, pygame.K_RETURN)
    assert [str(m) for m in scene.match.moves[n:n + 1]] == ["done"]


def test_f1_opens_help_with_the_current_decision_and_escape_returns(app):
    scene = start(app)
    key(app, pygame.K_F1)
    assert isinstance(app.scene, RulesHelpScene) and app.scene.prompt == scene.ctx.game.decision.kind
    key(app, pygame.K_ESCAPE)
    assert app.scene is scene and scene.match.moves == []


def test_m_mutes_and_the_choice_is_remembered(app):
    start(app)
    key(app, pygame.K_m)
    assert app.sounds.enabled is False and app.settings.sound is False
    assert st.load()[0].sound is False
    key(app, pygame.K_m)
    assert app.sounds.enabled is True and st.load()[0].sound is True


def test_a_refused_click_sounds_the_error_and_a_move_sounds_its_event(app):
    scene = start(app)
    app.sounds.played.clear()
    click(app, (5, 1075))
    assert app.sounds.played == ["error.wav"]
    app.sounds.played.clear()
    scene.sounds.moved(None, [Hired(0, 1, 3, 6), Money(0, BANK, 6)], 0)
    assert app.sounds.played == ["hire.wav", "coins.wav"]


def test_computer_moves_animate_and_a_click_skips_without_blocking(app):
    scene = start(app, humans=0, pace=0.2, seed=4)
    seen_busy = False
    for _ in range(200):
        app.step(0.05)
        if scene.shows.animator.busy:
            seen_busy = True
            click(app, (5, 1075))  # skip
            assert not scene.shows.animator.busy
            break
    assert seen_busy
    n = len(scene.match.moves)
    for _ in range(200):
        app.step(0.05)
    assert len(scene.match.moves) > n  # the game went on


def test_animations_off_in_settings_from_the_in_game_menu(app):
    scene = start(app, humans=0, pace=0.2, seed=4)
    key(app, pygame.K_ESCAPE)
    click(app, app.scene.button("Settings").rect.center)
    assert isinstance(app.scene, SettingsScene)
    click(app, app.scene.option_rect("animation", "off").center)
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_ESCAPE)
    assert app.scene is scene
    for _ in range(100):
        app.step(0.05)
        assert not scene.shows.animator.busy
    assert st.load()[0].animation == "off"


def test_f11_goes_full_screen_and_back_and_clicks_stay_right(app):
    scene = start(app)
    key(app, pygame.K_F11)
    assert app.settings.fullscreen is True
    key(app, pygame.K_F11)
    assert app.settings.fullscreen is False
    app.window = pygame.display.set_mode((1500, 700), pygame.RESIZABLE)
    app.step()
    n = len(scene.match.moves)
    click(app, centre(scene.clickable()[0][0]), dt=0.3)
    assert len(scene.match.moves) == n + 1


def test_a_bad_settings_file_is_a_notice_not_a_crash(tmp_path, monkeypatch):
    monkeypatch.setenv("GWT_HOME", str(tmp_path))
    st.settings_path().write_text("{ not json")
    a = App((640, 360))
    try:
        assert a.notice is not None and str(st.settings_path()) in a.notice[0]
        a.step()
        assert a.settings == st.DEFAULTS
    finally:
        a.close()


def test_a_walking_cattleman_is_drawn_once_by_the_walker_not_also_at_its_goal(app):
    scene = start(app, humans=0, pace=0.2, seed=4)
    for _ in range(400):
        app.step(0.02)
        walkers = [a for a in scene.shows.animator.anims if a.hides and a.hides.startswith("cattleman:")]
        if walkers and walkers[0].started:
            p = int(walkers[0].hides.split(":")[1])
            assert scene.shows.shown(scene.ctx.view())["players"][p]["cattleman"] is None
            assert scene.ctx.view()["players"][p]["cattleman"] is not None  # the game's own view is untouched
            break
    else:
        pytest.fail("no cattleman walked")
    scene.shows.animator.skip()
    assert scene.shows.shown(scene.ctx.view()) is scene.ctx.view()


def test_a_resize_event_is_remembered_as_the_next_window_size_and_clicks_follow_it(app):
    scene = start(app)
    app.window = pygame.display.set_mode((1440, 810), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1440, h=810, size=(1440, 810)))
    app.step()
    assert app.settings.window == (1440, 810)
    n = len(scene.match.moves)
    click(app, centre(scene.clickable()[0][0]), dt=0.3)
    assert len(scene.match.moves) == n + 1
    app.close()
    assert st.load()[0].window == (1440, 810)
    pygame.init()  # the fixture closes the app again
    app.window = pygame.display.set_mode((320, 180))


def test_a_building_in_flight_is_not_also_drawn_on_its_space(app):
    scene = start(app)
    view = scene.ctx.view()
    from gwt_desktop.ui.game.animation import Flight

    scene.shows.animator.add(Flight("buildings/private_1a_p0.png", (0, 0, 48, 48), (500, 500, 64, 64),
                                     hides="trail:N_A"))
    shown = scene.shows.shown(view)
    assert shown["trail"]["N_A"] is None and view["trail"]["N_A"] is not None
    assert shown["trail"]["N_B"] == view["trail"]["N_B"]
    app.step(2.0)  # landed
    assert scene.shows.shown(scene.ctx.view())["trail"]["N_A"] is not None


def drawn_sprites(view, seats) -> list[str]:
    """The art every piece of `view` is drawn with, by a fresh board view (no cache in the way)."""
    from gwt_desktop.ui.board.board_view import BoardView
    from gwt_desktop.ui.kit.layout import load
    from gwt_desktop.ui.kit.paint import Painter

    names: list[str] = []
    image = Painter.image

    def spy(self, name, rect, keep_aspect=False):
        names.append(name)
        return image(self, name, rect, keep_aspect)

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(Painter, "image", spy)
        BoardView(load()).draw(pygame.Surface((1920, 1080)), view, seats)
    return names


def match_before(seed: int, wanted):
    """A 2-player match played at random up to the first move whose events satisfy
    `wanted(events, view before, view after)`, and that move (not applied); the seat to make it is
    human (so nobody moves for it), the other a computer."""
    import random

    rng = random.Random(seed)
    probe = make_match(2, seed=seed, humans=0, level="random")
    g = probe.game
    while not g.is_over:
        move = rng.choice(g.legal_moves())
        before = g.view(0)
        trial = g.clone()
        events = trial.apply(move)
        if wanted(events, before, trial.view(0)):
            from gwt_desktop.session.match import Match
            from gwt_desktop.session.seats import COLOR_NAMES, COMPUTER, HUMAN, Seat

            seats = [Seat(COLOR_NAMES[i], i, HUMAN if i == g.to_move else COMPUTER, "random") for i in range(2)]
            return Match.replay(seats, probe.options, probe.moves), move
        probe.apply(move)
    raise AssertionError("never happened in the whole game")


def show_move(app, match, move, hides: str):
    """Start the scene on `match`, apply `move` through the scene's one door and
    step until the flight hiding `hides` is in the air; returns the scene."""
    app.open_match(match, autosave=False, pace=1000.0)
    app.step()
    scene = app.scene
    assert scene.flow.play(move)
    for _ in range(60):
        app.step(0.02)
        flights = [a for a in scene.shows.animator.anims if a.hides == hides]
        if flights and flights[0].started and flights[0].progress < 1:
            return scene
    pytest.fail(f"no flight hid {hides}")


def test_an_engine_in_flight_is_drawn_only_in_flight_not_also_at_its_destination(app):
    match, move = match_before(3, lambda evs, b, a: any(e.kind == "engine" for e in evs))
    p = match.to_move
    sprite = f"pieces/engine_p{match.seats[p].color}.png"
    scene = show_move(app, match, move, f"engine:{p}")
    shown = scene.shows.shown(scene.ctx.view())
    assert sprite not in drawn_sprites(shown, match.seats)  # neither at the start nor at the goal
    assert shown["players"][p]["engine"] == scene.ctx.view()["players"][p]["engine"]  # opponents still read it
    app.step(0.01)
    assert sprite in {a.sprite for a in scene.shows.animator.anims if a.started}
    scene.shows.animator.skip()  # landed: the board has it again, once
    assert drawn_sprites(scene.shows.shown(scene.ctx.view()), match.seats).count(sprite) == 1


def test_the_job_token_in_flight_is_drawn_only_in_flight(app):
    def token_moves(evs, before, after):
        return any(e.kind == "job_market" for e in evs) and after["token_row"] != before["token_row"]

    match, move = match_before(2, token_moves)
    scene = show_move(app, match, move, "jobtoken")
    assert "pieces/job_token.png" not in drawn_sprites(scene.shows.shown(scene.ctx.view()), match.seats)
    scene.shows.animator.skip()
    assert drawn_sprites(scene.shows.shown(scene.ctx.view()), match.seats).count("pieces/job_token.png") == 1
