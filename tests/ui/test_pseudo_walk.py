"""A walk of every scene under the pseudo-locale (text/i18n.py: every sentence of the catalogs a third
longer and in « »), recording every string the font layer draws: a drawn string whose letters lie
outside « » did not come from a catalog (a leak: an English word a German player would see), and a
string the kit shortened with an ellipsis (widgets.fit_text) or could not shrink into its box
(widgets.fitting_size) was cut off. Real events on real scenes, headless, as the other UI tests do.

The few words allowed outside the catalogs are in ALLOWED, each with its reason."""
from __future__ import annotations

import re
import sys

import pygame
import pytest

from gwt_desktop.text import menus, notices
from gwt_desktop.ui.kit import assets, canvas, widgets
from tests.events import centre, click, key

# Words a screen may draw that no catalog holds, each with its reason. Numbers and signs are no
# words (only letters count), so scores, money, seeds and dates in digits pass on their own.
ALLOWED = {
    # Player-typed names: the walk's own seats.
    "Ann": "a player's name", "Bob": "a player's name", "Cat": "a player's name",
    "Dan": "a player's name",
    # The languages are named each in its own language, never translated (text/i18n.LANGUAGES).
    "English": "a language's own name", "Deutsch": "a language's own name",
    # The cities keep their names in every language (locale/de/GLOSSARY.md); SF is San Francisco on a
    # small objective card (text/words.TASK_MARK_SF).
    **dict.fromkeys(("Kansas", "City", "Topeka", "Wichita", "Colorado", "Springs", "Santa", "Fe", "San",
                     "Francisco", "Sacramento", "Diego", "El", "Paso", "Albuquerque", "SF"), "a city's name"),
    # The neutral buildings' letters, printed on them in every edition (ui/board/glyphs.py).
    **dict.fromkeys("ABCDEFG", "a neutral building's letter"),
}
# Patterns of letters that are no words: a deal code (session/deal_code.py), four letters and digits
# in groups, as a player copies and types it.
NO_WORDS = re.compile(r"\b[0-9A-Z]{4}(?:-[0-9A-Z]{4})+\b")
LETTERS = re.compile(r"[^\W\d_]+")


def unmarked(text: str) -> list[str]:
    """The letter runs of `text` outside « » spans. A row of a wrapped or split sentence may hold only
    one end of its span: an unmatched » covers what came before it, an unclosed « what follows."""
    depth, out = 0, []
    for ch in NO_WORDS.sub(" ", text):
        if ch == "«":
            depth += 1
            out.append(" ")
        elif ch == "»":
            if depth:
                depth -= 1
            else:
                out = [" "] * len(out)  # the end of a span begun on an earlier row
            out.append(" ")
        else:
            out.append(" " if depth else ch)
    return LETTERS.findall("".join(out))


class Drawn:
    """Every string the font layer renders, mapped back through the kit's wrap and fit_text to the
    whole text it came from, and every text fit_text shortened."""

    def __init__(self) -> None:
        self.texts: dict[str, str] = {}  # a drawn string -> the whole text it is part of
        self.rows: dict[str, str] = {}  # a wrapped row or a shortened text -> its whole text
        self.cut: set[str] = set()
        self.too_wide: set[str] = set()  # texts fitting_size could not shrink into their box
        self.clipped: set[str] = set()  # texts drawn past the edge of what they were drawn on (cut off)
        self.parted: set[str] = set()  # texts wrapped between a number and its "$"
        self.scene = "?"
        self.where: dict[str, str] = {}
        self.in_field = False  # drawing a text field: its value is the player's to type and edit
        self.lang = "pseudo"  # in German (a real language) no word is marked: only what is cut is looked for

    def leaks(self) -> dict[str, list[str]]:
        out: dict[str, list[str]] = {}
        for drawn, whole in self.texts.items():
            if any(w not in ALLOWED for w in unmarked(whole)):
                out.setdefault(self.where[drawn], []).append(whole)
        return out


def _caller() -> str:
    """The first place in the game's code on the way to a render: where a leak comes from."""
    frame, places = sys._getframe(2), []
    while frame is not None and len(places) < 2:
        name = frame.f_code.co_filename
        if "gwt_desktop" in name and "/kit/" not in name:
            places.append(f"{name.split('gwt_desktop/')[-1]}:{frame.f_lineno}")
        frame = frame.f_back
    return " < ".join(places) or "?"


@pytest.fixture
def drawn(monkeypatch):
    rec = Drawn()
    from gwt_desktop.app import SCENES, scene_class

    for name in SCENES:  # every scene's modules imported now, so each takes the hooks below
        scene_class(name)
    real_wrap, real_fit, real_size = widgets.wrap, widgets.fit_text, widgets.fitting_size

    def wrap(words, *a, **k):
        rows = real_wrap(words, *a, **k)
        for row in rows:
            rec.rows.setdefault(row, words)
        # A row that begins with a "$" of its own ("12 $" in German) left its number on the row before.
        if any(re.match(r"\$(?!\d)", row) for row in rows[1:]):
            rec.parted.add(words)
            rec.where.setdefault(words, f"{rec.scene} ({_caller()})")
        return rows

    real_text, real_blit = canvas.text, canvas.Canvas.blit
    texts: dict[int, str] = {}  # id of a text's Pic -> its words

    def text(words, *a, **k):
        pic = real_text(words, *a, **k)
        texts[id(pic)] = words
        return pic

    def blit(self, source, dest, area=None, special_flags=0):
        done = real_blit(self, source, dest, area, special_flags)
        words = texts.get(id(source)) if area is None else None
        if words is not None and words.strip():
            # Drawn whole, the words lie inside what they are drawn on; past its left or right edge
            # they are cut off. (Not the clip: a frame redraws only what changed, clipped to it; and
            # only across: a list scrolled under its edge cuts rows at its top and bottom by design.)
            x = dest[0]
            # (A canvas at under half the scale of the walk's 1280x720 window (k = 2/3) is a
            # thumbnail: a picture, not words to read.)
            if (x < -1 or x + source.w > self.w + 1) and self.k >= 1 / 3:
                rec.clipped.add(words)
                rec.where.setdefault(words, f"{rec.scene} ({_caller()})")
        return done

    def fit_text(words, *a, **k):
        out = real_fit(words, *a, **k)
        if out != widgets.printable(words):
            rec.cut.add(words)
            rec.where.setdefault(words, f"{rec.scene} ({_caller()})")
            rec.rows.setdefault(out, words)
        return out

    def fitting_size(words, size, width, display=False, bold=False):
        got = real_size(words, size, width, display, bold)
        if canvas.measure(widgets.printable(words), got, display, bold)[0] > width:  # as the window draws it
            rec.too_wide.add(widgets.printable(words))  # drawn anyway, it runs past its box
        return got

    class Font(pygame.font.Font):
        def render(self, text, *a, **k):
            if text in rec.too_wide:
                rec.cut.add(text)
            if isinstance(text, str) and text.strip() and not rec.in_field:
                whole = rec.rows.get(text, text)
                rec.texts.setdefault(text, rec.rows.get(whole, whole))
                rec.where.setdefault(text, f"{rec.scene} ({_caller()})")
            return super().render(text, *a, **k)

    real_field = widgets.TextField.draw

    def field(self, surf):
        # A field's value is typed (a name, a seed, a deal code) or a default the player may edit,
        # scrolled to keep the caret in view: not the catalogs' to mark. Its placeholder is checked.
        rec.in_field = bool(self.value)
        try:
            return real_field(self, surf)
        finally:
            rec.in_field = False

    monkeypatch.setattr(pygame.font, "Font", Font)
    monkeypatch.setattr(canvas, "text", text)
    monkeypatch.setattr(canvas.Canvas, "blit", blit)
    monkeypatch.setattr(widgets.TextField, "draw", field)
    ui = [m for name, m in list(sys.modules.items()) if name.startswith("gwt_desktop.ui") and m is not None]
    for module in ui:  # every module that took them by name
        if getattr(module, "wrap", None) is real_wrap:
            monkeypatch.setattr(module, "wrap", wrap)
        if getattr(module, "fit_text", None) is real_fit:
            monkeypatch.setattr(module, "fit_text", fit_text)
        if getattr(module, "fitting_size", None) is real_size:
            monkeypatch.setattr(module, "fitting_size", fitting_size)
    _forget(ui)  # words laid out or rendered before the walk are laid out and rendered again
    yield rec
    _forget(ui)


def _forget(modules) -> None:
    """Empty every cache of the client's modules (fonts, rendered words, laid-out labels)."""
    assets.clear_caches()
    for module in modules:
        for value in list(vars(module).values()):
            if callable(getattr(value, "cache_clear", None)) and getattr(value, "__module__", "") == module.__name__:
                value.cache_clear()


@pytest.fixture
def papp(tmp_path, monkeypatch, drawn, request):
    """A real App in the pseudo-locale (or the language a test names: German, the longest we ship),
    1280x720, on the title screen."""
    monkeypatch.setenv("GWT_HOME", str(tmp_path / "home"))
    from gwt_desktop.app import App
    from gwt_desktop.storage import autosave

    # The autosave's failure is the process's (one App a process): an earlier test's, in English and
    # about another home, would stand on this title.
    monkeypatch.setattr(autosave, "_problem", None)
    drawn.lang = getattr(request, "param", "pseudo")
    a = App((1280, 720), lang=drawn.lang)
    drawn.scene = "title"
    a.step()
    yield a
    a.close()


def at(app, drawn, name: str) -> None:
    """The walk has reached `name`: draw it whole and say so for the strings it draws."""
    drawn.scene = name
    app.step()


def press(app, label_part: str) -> None:
    """Click the top scene's clickable whose label holds `label_part` (the label is pseudo: « »)."""
    for rect, label in app.scene.clickable():
        if label_part in label:
            click(app, centre(rect), dt=0.3)
            return
    raise AssertionError(f"no {label_part!r} in {[lb for _, lb in app.scene.clickable()]}")


def check(drawn) -> None:
    assert drawn.texts, "nothing was drawn"
    leaks = drawn.leaks() if drawn.lang == "pseudo" else {}
    assert not leaks, leaks
    assert not drawn.cut, sorted(f"{drawn.where.get(t, '?')}: {t}" for t in drawn.cut)
    assert not drawn.clipped, sorted(f"{drawn.where.get(t, '?')}: {t}" for t in drawn.clipped)
    assert not drawn.parted, sorted(f"{drawn.where.get(t, '?')}: {t}" for t in drawn.parted)


def test_the_check_finds_words_outside_the_marks_also_in_rows_of_a_wrapped_sentence():
    assert unmarked("«Back··»") == [] and unmarked("Back") == ["Back"]
    assert unmarked("«Ann (Blue) ·····»: 12 $") == []
    assert unmarked("«Seat 1: «Easy···» ·····» Hard") == ["Hard"]
    assert unmarked("one by one, then Done ····· ·»") == []  # the last row of a sentence
    assert unmarked("«Hire a worker, then") == []  # its first row
    assert unmarked("Deal code «V3H9-XPX3-Z27A»") == ["Deal", "code"]
    assert unmarked("V3H9-XPX3-Z27A") == []


# German too: the longest language we ship, whose "12 $" may wrap between the number and its sign.
IN_GERMAN_TOO = pytest.mark.parametrize("papp", ["pseudo", "de"], indirect=True)


@IN_GERMAN_TOO
def test_the_screens_around_a_game(papp, drawn):
    app = papp
    for entry, name in ((menus.NEW_GAME, "new_game"), (menus.SETTINGS, "settings"),
                        (menus.LOAD_GAME, "load_game"), (menus.RULES, "rules_help"), (menus.CREDITS, "credits")):
        drawn.scene = name
        press(app, entry)
        at(app, drawn, name)
        drawn.scene = "title"
        key(app, pygame.K_ESCAPE)
    check(drawn)


def hover(app, logical, rest: float = 0.5) -> None:
    """The pointer moves to a logical point and rests there (a tooltip shows after 0.45 s)."""
    from tests.events import window_pos

    pos = window_pos(app, logical)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.step(rest)
    app.step(1 / 60)


def until(app, done, seconds: float = 60.0) -> None:
    """Frames until `done()` (a computer's move comes from its thread: on a busy machine that takes
    a while); the bound only keeps a broken walk from hanging."""
    import time

    end = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < end, "the walk waited a minute for a computer's move or an answer"
        app.step(0.05)
        time.sleep(0.002)


@IN_GERMAN_TOO
def test_the_game_scene_its_panels_tooltips_and_menu(papp, drawn):
    import random

    from gwt_desktop.session.match import Match
    from tests.after.games import seats

    app = papp
    match = Match(seats(3, ("random", "random")), 5, "a", "random")
    drawn.scene = "game"
    app.open_match(match, autosave=False, pace=0.0)
    scene = app.scene
    rng = random.Random(3)
    for turn in range(14):
        until(app, lambda: scene.ctx.human_to_act() or match.game.is_over)
        options = scene.clickable()
        for rect, _ in options[:10]:  # a tooltip or the prompt's words for each target
            hover(app, centre(rect), rest=0.5 if turn < 3 else 0.05)
        if turn == 1:  # the tooltips of whatever lies on the table, on a coarse grid
            for y in range(40, 1080, 90):
                for x in range(40, 1920, 110):
                    hover(app, (x, y))
        if turn == 2:  # the log, each seat's table panel and the scores, the magnifier, the focus ring
            for k in (pygame.K_l, pygame.K_l, pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_s, pygame.K_ESCAPE,
                      pygame.K_g, pygame.K_g, pygame.K_TAB, pygame.K_TAB):
                key(app, k)
            drawn.scene = "menu"  # the menu, saving under a name, a new game's question
            for _ in range(3):
                if app.scene is scene:
                    key(app, pygame.K_ESCAPE)
            at(app, drawn, "menu")
            press(app, menus.SAVE_GAME)
            press(app, menus.SAVE)
            at(app, drawn, "menu")
            press(app, menus.NEW_GAME)
            at(app, drawn, "menu")
            press(app, notices.NEW_GAME_NO)
            drawn.scene = "game"
            if app.scene is not scene:
                press(app, menus.RESUME)
            assert app.scene is scene
        if turn == 3:  # the Hint and its why
            click(app, scene.buttons["hint"].rect.center)
            until(app, lambda: scene.why_card.sentence is not None)
            app.step()
        if not options:
            continue
        rect, _ = rng.choice(options)
        click(app, centre(rect), dt=0.3)
    drawn.scene = "load_game"  # the game saved from the menu, listed
    app.to_title()
    app.open("load_game")
    at(app, drawn, "load_game")
    check(drawn)


def test_the_last_round_and_the_end_of_a_game(papp, drawn):
    from tests.ui.game_support import human_position

    app = papp
    match = human_position(lambda g: g.final_round() is not None, players=3, tries=300, steps=900)
    drawn.scene = "game (last round)"
    app.open_match(match, autosave=False, pace=0.0)
    scene = app.scene
    for _ in range(30):  # to the end: the banner, then the score pad
        until(app, lambda: scene.ctx.human_to_act() or match.game.is_over or app.scene is not scene)
        if app.scene is not scene:
            break
        options = scene.clickable()
        if options:
            click(app, centre(options[-1][0]), dt=0.3)
    drawn.scene = "score_pad (from a game)"
    app.step()
    check(drawn)


def test_the_after_game_screens(papp, drawn, monkeypatch):
    from tests.after.games import finished_match

    app = papp
    match = finished_match(3, 61, ("easy", "medium"))
    drawn.scene = "score_pad"
    app.open_match(match)
    at(app, drawn, "score_pad")
    pad = app.scene
    for rect, _ in pad.clickable()[:12]:  # the breakdowns under the pointer
        hover(app, centre(rect), rest=0.05)
    drawn.scene = "charts"
    press(app, "Charts")
    from gwt_desktop.text import after_game

    for chart in after_game.CHARTS:
        press(app, after_game.CHART_TITLES[chart])
    drawn.scene = "score_pad"
    press(app, "Table")
    drawn.scene = "review"  # the game review, worked out (small searches: its words, not its strength)
    from gwt_desktop.session import review

    monkeypatch.setattr(review, "SAMPLES", 1)
    monkeypatch.setattr(review, "BEAM", (8, 2, 400))
    monkeypatch.setattr(review, "PAIRS", 2)  # the flagged turns' continuations short too
    monkeypatch.setattr(review, "HORIZON", 1)
    monkeypatch.setattr(review, "CHECK_BEAM", (4, 1, 60))
    press(app, "Review")
    scene = app.scene
    until(app, lambda: scene.job is None)
    at(app, drawn, "review")
    for _ in range(3):
        press(app, "Next")
        for k in (pygame.K_DOWN, pygame.K_UP):
            key(app, k)
    key(app, pygame.K_ESCAPE)
    drawn.scene = "replay"
    press(app, "Replay")
    scene = app.scene
    for k in (pygame.K_HOME, pygame.K_DOWN, pygame.K_DOWN, pygame.K_k, pygame.K_2, pygame.K_RIGHT):
        key(app, k)
    for rect, _ in scene.clickable()[:10]:
        hover(app, centre(rect), rest=0.05)
    drawn.scene = "records"
    app.to_title()
    app.open("records")
    at(app, drawn, "records")
    for rect, _ in app.scene.clickable()[:10]:
        hover(app, centre(rect), rest=0.05)
    drawn.scene = "load_game"
    app.to_title()
    app.open("load_game")
    at(app, drawn, "load_game")
    check(drawn)


def test_the_guided_game_and_the_hot_seat_hand_off(papp, drawn):
    from gwt_desktop.session.guide import learn_match
    from gwt_desktop.session.match import Match
    from tests.after.games import seats

    app = papp
    drawn.scene = "guided game"
    app.open_match(learn_match(), autosave=False, pace=0.0)
    scene = app.scene
    for _ in range(8):  # the overview card, then callouts over the first moves
        app.step(0.3)
        options = scene.clickable()
        if options:
            click(app, centre(options[0][0]), dt=0.3)
    drawn.scene = "handoff"
    app.open_match(Match(seats(2), 4, "a", "random"), autosave=False, pace=0.0)
    at(app, drawn, "handoff")
    press(app, "«")  # "I am ..."
    at(app, drawn, "game (hot seat)")
    check(drawn)


def test_the_words_that_once_came_from_below_text(tmp_path, monkeypatch, drawn):
    """The facts and problems the engine, ai/ and session/ hand up, worded by text/: a settings file
    that cannot be used (the start's notice) or written (the Settings screen), a mistyped deal code,
    a game the autosave kept (Load game), the watchdog's word on a computer, a prompt that failed."""
    import random

    from gwt_desktop.ai.worker import Fallback
    from gwt_desktop.app import App
    from gwt_desktop.session.match import Match
    from gwt_desktop.storage import autosave, store
    from gwt_desktop.storage import settings as st
    from gwt_desktop.ui.game import bot_turns
    from tests.after.games import seats

    monkeypatch.setenv("GWT_HOME", str(tmp_path / "home"))
    monkeypatch.setattr(autosave, "_problem", None)
    st.settings_path().write_text('{"language": ["de"], "volume": "loud", "window": {}}')
    old = Match(seats(2), 9, "a", "random")
    for _ in range(5):
        old.apply(random.Random(9).choice(old.game.legal_moves()))
    name = store.kept_name("unfinished", "2026-11-30 20:15", 2)
    store.save_game(old, store.slot_path(name), name)
    app = App((1280, 720), lang="pseudo")
    try:
        drawn.scene = "title (a settings file not used)"
        assert app.notice is not None
        app.step()
        drawn.scene = "new_game (a mistyped deal code)"
        app.open("new_game")
        app.step()
        form = app.scene
        for typed in ("76BX-JBYM-MFV", "76OX-JBYM-MFVF", "76?X-JBYM-MFVF", "76BX-JBYM-MFVG"):
            form.code.value = typed
            form.enter_code()
            assert form.code_error
            app.step()
        drawn.scene = "load_game (a kept game)"
        app.to_title()
        app.open("load_game")
        at(app, drawn, "load_game (a kept game)")
        drawn.scene = "settings (not saved)"
        app.to_title()
        st.settings_path().unlink()
        st.settings_path().mkdir()  # a folder where the file goes: the change cannot be saved
        app.open("settings")
        app.step()
        click(app, app.scene.option_rect("animation", "fast").center)
        assert app.scene.message is not None
        app.step()
        drawn.scene = "game (the watchdog's word)"
        said = iter([Fallback("slow", "hard", "medium", 5.0), Fallback("demoted", "hard", "medium", 5.0)])
        monkeypatch.setattr(bot_turns.BotTurns, "news", lambda self: next(said, None))
        app.open_match(Match(seats(2, ("random",)), 5, "a", "random"), autosave=False, pace=0.0)
        for _ in range(6):
            app.step(0.05)
        check(drawn)
    finally:
        app.close()
