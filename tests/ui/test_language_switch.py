"""A language chosen in Settings applies to every screen at once, the running game's included, both
ways (a German player saw "The game ends in 14 more workers." and Hint, Undo, Menu, Log in English
after choosing Deutsch mid-game; back in English, German stayed for several turns). The test plays
a game, switches en -> de -> en as a player does (Menu, Settings, Language, Back) and looks at what
the next frame shows: every surface a text is rendered into is tagged with that text, and a blit
carries the tags along, so a surface cached from before the switch is seen when it is drawn again.
A text is "of the other language" when it reads as a sentence of the catalogs in that language
(placeholders standing for anything) and not as one in the language chosen."""
from __future__ import annotations

import random
import re

import pygame
import pytest

from gwt_desktop.text import i18n, menus
from gwt_desktop.ui.kit.canvas import Canvas
from tests.events import centre, click, key
from tests.ui.test_pseudo_walk import drawn, hover, until  # noqa: F401 (the recorder of what is laid out)

pytest.importorskip("babel")


class Tagged(pygame.Surface):
    """A surface that knows which texts were drawn into it: those blitted since its last whole fill.
    (A copy pygame makes of one, by convert() for instance, is of this class but starts with none.)"""

    texts: frozenset[str] = frozenset()

    def blit(self, source, dest=(0, 0), area=None, special_flags=0):
        self.texts = self.texts | getattr(source, "texts", frozenset())
        return super().blit(source, dest, area, special_flags)

    def blits(self, blit_sequence, doreturn=1):
        seq = list(blit_sequence)
        for item in seq:
            self.texts = self.texts | getattr(item[0], "texts", frozenset())
        return super().blits(seq, doreturn)

    def fill(self, color, rect=None, special_flags=0):
        if rect is None or pygame.Rect(rect).contains(self.get_rect()):
            self.texts = frozenset()
        return super().fill(color, rect, special_flags)

    def copy(self):
        twin = Tagged(self.get_size(), self.get_flags(), self)
        super(Tagged, twin).blit(self, (0, 0))
        twin.texts = self.texts
        return twin


def _tagged(surface, texts) -> Tagged:
    out = Tagged(surface.get_size(), pygame.SRCALPHA)
    pygame.Surface.blit(out, surface, (0, 0))
    out.texts = frozenset(texts)
    return out


@pytest.fixture
def tagging(monkeypatch, request):
    """Every text rendered, and every surface made with pygame.Surface, is Tagged from now on (over
    test_pseudo_walk's recorder, which maps a wrapped row back to its whole sentence)."""
    recorder = request.getfixturevalue("drawn")
    monkeypatch.setattr(pygame, "Surface", Tagged)
    real_render = pygame.font.Font.render  # the recorder's Font (test_pseudo_walk.drawn)

    def render(self, text, *args, **kwargs):
        surface = real_render(self, text, *args, **kwargs)
        whole = recorder.rows.get(text, text) if isinstance(text, str) else ""
        return _tagged(surface, {recorder.rows.get(whole, whole)} if whole.strip() else ())

    monkeypatch.setattr(pygame.font.Font, "render", render)
    for name in ("smoothscale", "scale", "rotozoom", "rotate", "flip", "scale_by", "smoothscale_by"):
        real = getattr(pygame.transform, name, None)
        if real is not None:
            monkeypatch.setattr(pygame.transform, name, _keeps_tags(real))
    return recorder


def _keeps_tags(transform):
    def wrapped(surface, *args, **kwargs):
        out = transform(surface, *args, **kwargs)
        return _tagged(out, getattr(surface, "texts", ()))
    return wrapped


def on_screen(app) -> set[str]:
    """The texts of one whole frame of the top scene, as drawn now."""
    pixels = app.canvas.surface  # the canvas's pixels at the window's scale (ui/kit/canvas.py)
    if not isinstance(pixels, Tagged):  # the window's own pixels (ui/kit/window.py): a tagged canvas beside them
        app.canvas = Canvas(Tagged(pixels.get_size()), app.canvas.k, app.canvas.get_size())
        pixels = app.canvas.surface
    pixels.texts = frozenset()
    app.redraw()
    app.step(1 / 60)
    return set(app.canvas.surface.texts)


# ---- which language a text reads as ----
def _pattern(text: str) -> re.Pattern | None:
    """A catalog sentence as a pattern: its placeholders stand for anything. None for one with too few
    letters of its own to tell a language by (such as "{player}: {prompt}")."""
    parts = re.split(r"\{[^{}]*\}", text)
    if sum(len(re.findall(r"[^\W\d_]", p)) for p in parts) < 4:
        return None
    return re.compile("(?:.+?)".join(re.escape(p) for p in parts), re.DOTALL)


def _sentences() -> dict[str, list[re.Pattern]]:
    """Per language, the catalog's sentences that differ in the other language, as patterns."""
    import importlib.util
    from pathlib import Path

    spec = importlib.util.spec_from_file_location("catalogs", Path(__file__).parents[2] / "build_scripts" / "catalogs.py")
    catalogs = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(catalogs)
    english, german = set(), set()
    for m in catalogs.read(catalogs.po_path("de"), "de"):
        if not m.id:
            continue
        ids = [m.id] if isinstance(m.id, str) else list(m.id)
        strings = [m.string] if isinstance(m.string, str) else list(m.string)
        if set(ids) & set(strings):
            continue  # the same words in both languages (a name, a unit)
        english |= set(ids)
        german |= set(strings)
    compiled = {lang: [p for p in map(_pattern, texts) if p is not None] for lang, texts in (("en", english), ("de", german))}
    return compiled


SENTENCES = _sentences()


def reads_as(text: str, lang: str) -> bool:
    return any(p.fullmatch(text) for p in SENTENCES[lang])


def of_the_other_language(texts: set[str], now: str) -> list[str]:
    other = "en" if now == "de" else "de"
    return sorted(t for t in texts if reads_as(t, other) and not reads_as(t, now))


def switch(app, lang: str) -> dict[str, set[str]]:
    """As a player does it: Menu, Settings, the language, Back to the menu, Esc to the game; returns
    what each screen showed right after the language was chosen."""
    game = app.scene
    for _ in range(3):  # a click outside an open table panel closes it first
        if app.scene is game:
            click(app, game.buttons["menu"].rect.center)
    menu = app.scene
    assert menu is not game
    click(app, menu.button(menus.SETTINGS).rect.center)
    click(app, app.scene.option_rect("language", lang).center)
    assert app.settings.language == lang and i18n.language() == lang
    shown = {"settings": on_screen(app)}
    key(app, pygame.K_ESCAPE)
    assert app.scene is menu
    shown["menu"] = on_screen(app)
    key(app, pygame.K_ESCAPE)
    assert app.scene is game
    shown["game"] = on_screen(app)
    return shown


def play_turns(app, turns: int, rng: random.Random) -> None:
    """The human's turns (random clicks on what glows, a few hovers first), the computers' between."""
    scene = app.scene
    for _ in range(turns):
        until(app, lambda: scene.ctx.human_to_act() or scene.match.game.is_over)
        options = scene.clickable()
        for rect, _ in options[:3]:
            hover(app, centre(rect), rest=0.5)
        click(app, centre(rng.choice(options)[0]), dt=0.3)
    until(app, lambda: scene.ctx.human_to_act())


def everything_open(app) -> None:
    """The hint and its why, the log, a seat's whole board and a tooltip, as a player may leave them."""
    scene = app.scene
    click(app, scene.buttons["hint"].rect.center)
    until(app, lambda: scene.why_card.sentence is not None)
    if not scene.log.open:
        key(app, pygame.K_l)
    assert scene.log.open
    key(app, pygame.K_2)
    hover(app, scene.end_counter.rect.center, rest=0.6)


def test_a_language_chosen_mid_game_shows_on_every_screen_at_once_both_ways(tagging, tmp_path, monkeypatch):
    from gwt_desktop.app import App
    from gwt_desktop.session.match import Match
    from tests.after.games import seats

    monkeypatch.setenv("GWT_HOME", str(tmp_path / "home"))
    app = App((1280, 720), "en")
    try:
        app.open_match(Match(seats(3, ("random", "random")), 5, "a", "random"), autosave=False, pace=0.0)
        rng = random.Random(3)
        play_turns(app, 3, rng)
        everything_open(app)
        before = on_screen(app)
        assert {"Hint", "Undo", "Menu", "Log"} <= before and of_the_other_language(before, "en") == []
        stale = {}
        for lang, then in (("de", "en"), ("en", "de")):
            for screen, texts in switch(app, lang).items():
                assert texts, screen
                stale[(then, lang, screen)] = of_the_other_language(texts, lang)
            play_turns(app, 2, rng)  # sentences made in this language: the log, the recap, the prompt
            everything_open(app)
            stale[(then, lang, "game, two turns on")] = of_the_other_language(on_screen(app), lang)
        assert {k: v for k, v in stale.items() if v} == {}
    finally:
        app.close()


def test_the_check_tells_the_languages_apart():
    assert of_the_other_language({"Hint", "Undo", "The game ends in 14 more workers."}, "de") == [
        "Hint", "The game ends in 14 more workers.", "Undo"]
    assert of_the_other_language({"Tipp", "Rückgängig", "Noch 14 Arbeiter bis zum Ende."}, "en") == [
        "Noch 14 Arbeiter bis zum Ende.", "Rückgängig", "Tipp"]
    assert of_the_other_language({"Tipp", "Ann", "3 $", "Orange"}, "de") == []
