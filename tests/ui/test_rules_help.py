"""Rules help: opens, scrolls with the wheel, keys and the bar, closes with Esc/Back, and knows a
"what can I do here?" line for every decision of the engine."""
from __future__ import annotations

import pygame

from gwt_desktop.engine import decision_kinds
from gwt_desktop.text.rules_help import DECISION_HELP, SECTIONS, decision_help
from gwt_desktop.ui.scenes.rules_help import ART, RulesHelpScene
from gwt_desktop.ui.scenes.title import TitleScene
from tests.events import key

from .test_scenes import click


def wheel(app, y):
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0,
                                         precise_y=float(y)))
    app.step()


def test_every_engine_decision_has_a_what_can_i_do_line():
    for kind in set(decision_kinds()) - {"game_over"}:
        assert kind in DECISION_HELP, kind
        assert decision_help(kind) != decision_help("no such decision")


def test_the_digest_covers_the_game_and_is_longer_than_one_screen(app):
    titles = " ".join(s.heading for s in SECTIONS).lower()
    assert {s.key for s in SECTIONS} == set(ART)  # every section has its icon
    for word in ("how to win", "turn", "buildings", "workers", "cattle", "kansas city", "railroad", "certificates",
                 "hazards", "objective", "end", "keys"):
        assert word in titles
    app.push(RulesHelpScene(app))
    app.step()
    assert app.scene.max_scroll > 0


def test_scrolls_with_wheel_keys_and_the_bar_then_closes(app):
    app.push(RulesHelpScene(app, prompt="hire"))
    app.step()
    scene = app.scene
    wheel(app, -2)
    assert scene.scroll == 160
    wheel(app, 5)
    assert scene.scroll == 0  # never above the top
    key(app, pygame.K_PAGEDOWN)
    assert scene.scroll > 500
    key(app, pygame.K_END)
    assert scene.scroll == scene.max_scroll
    key(app, pygame.K_DOWN)
    assert scene.scroll == scene.max_scroll  # never past the end
    key(app, pygame.K_HOME)
    assert scene.scroll == 0
    bar = scene.bar_rect()
    from gwt_desktop.ui.kit.layout import fit

    scale, dx, dy = fit(app.window.get_size())

    def win(p):
        return (round(p[0] * scale + dx), round(p[1] * scale + dy))

    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=win(bar.center), button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=win((bar.centerx, bar.centery + 300)),
                                         rel=(0, 0), buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=win((bar.centerx, bar.centery + 300)), button=1))
    app.step()
    assert scene.scroll > 0
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, TitleScene) and app.running


def test_back_button_closes_after_a_resize(app):
    app.push(RulesHelpScene(app))
    app.window = pygame.display.set_mode((1000, 800), pygame.RESIZABLE)
    app.step()
    click(app, app.scene.back.rect.center)
    assert isinstance(app.scene, TitleScene)


def test_title_buttons_and_f1_open_rules_help_and_settings(app):
    from gwt_desktop.ui.scenes.settings import SettingsScene

    click(app, app.scene.button("Rules").rect.center)
    assert isinstance(app.scene, RulesHelpScene)
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_F1)
    assert isinstance(app.scene, RulesHelpScene) and app.scene.prompt is None
    key(app, pygame.K_F1)
    click(app, app.scene.button("Settings").rect.center)
    assert isinstance(app.scene, SettingsScene)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, TitleScene)
