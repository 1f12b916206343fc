"""The title screen: the game's name over the board art and the way into everything else.

Continue resumes the autosave (enabled only when there is an unfinished game to resume); a broken
autosave says so in a line under the buttons, naming the file, and is never loaded. The same lines
say when a folder cannot be used (games or settings will not be kept) and when an autosave failed.
"""
from __future__ import annotations

import pygame

from ...ai import judgement
from ...session import guide
from ...storage import autosave, paths, store
from ...text import guide as learn_words
from ...text import i18n, menus, problems
from ..kit import canvas, theme
from ..kit.canvas import as_canvas
from ..kit.widgets import PAPER, Button, backdrop, fit_text, text
from . import Scene

BUTTON_W, BUTTON_H, GAP = 440, 60, 8
ERROR = theme.ERROR_ON_DARK
AUTOSAVE_POLL = 1.0  # seconds: an autosave behind the title may fail; update() looks this often


class TitleScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        # Each label is read when the language is known: Settings, opened above the title, may change it.
        entries = [
            (lambda: menus.NEW_GAME, self.new_game),
            (lambda: learn_words.TITLE, self.learn),
            (lambda: menus.CONTINUE, self.resume),
            (lambda: menus.LOAD_GAME, lambda: self._open("load_game")),
            (lambda: menus.RECORDS, lambda: self._open("records")),
            (lambda: menus.RULES, lambda: self._open("rules_help")),
            (lambda: menus.SETTINGS, lambda: self._open("settings")),
            (lambda: menus.CREDITS, lambda: self._open("credits")),
            (lambda: menus.QUIT, app.quit),
        ]
        top = 360
        self.buttons = [
            Button((960 - BUTTON_W // 2, top + i * (BUTTON_H + GAP), BUTTON_W, BUTTON_H), label(), action, size=36)
            for i, (label, action) in enumerate(entries)
        ]
        self._labels = [label for label, _ in entries]
        self._continue = self.buttons[2]
        self._language = i18n.language()
        self.message = ""  # why Continue failed, naming the file
        self.problems: list[str] = []  # folders the game cannot use, the autosave that failed
        self._problem: str | None = None  # the autosave failure the problems were made with
        self._judgement = None  # the learned judgement's problem the problems were made with
        self._stale = True  # the autosave may have changed while another scene was on top

    def button(self, label: str) -> Button:
        """The button with this label (tests and keyboard shortcuts find buttons by what they say)."""
        return next(b for b in self.buttons if b.label == label)

    def clickable(self) -> list[tuple[tuple, str]]:
        """What can be clicked now, as (logical rect, label): keyboard play and the monkey test use it."""
        return [(tuple(b.rect), b.label) for b in self.buttons if b.enabled]

    def refresh(self) -> None:
        """Enable Continue only with an unfinished game to resume; its tooltip says which game."""
        if self._language != i18n.language():
            self._language = i18n.language()
            for b, label in zip(self.buttons, self._labels):
                b.label = label()
        cont = self._continue
        row = store.continue_info()
        cont.enabled = row is not None
        seats = "" if row is None else menus.seats_line(row.seats)
        cont.note = "" if row is None else problems.say(row.error) if row.error else (
            menus.continue_note(seats, row.round, row.date_text) if row.round else seats)
        self.problems = [problems.say(p) for p in paths.folder_problems()]
        failed = self._problem = autosave.problem()
        if failed and paths.saves_folder_problem() is None:  # said once, not twice
            self.problems.append(problems.say(failed))
        judged = self._judgement = judgement.problem()  # the learned judgement's file, damaged
        if judged is not None:
            self.problems.append(problems.say(judged))
        self._stale = False

    def _open(self, name: str) -> None:
        self._stale = True
        self.app.open(name)

    def new_game(self) -> None:
        self._open("new_game")

    def learn(self) -> None:
        """Learn to play: the guided first game against Easy, on its fixed deal (a normal game once the
        guide is left: it autosaves and resumes like any other)."""
        match = guide.learn_match()
        self._stale = True
        self.app.open_match(match, guide=guide.Guide(0, match.seed))

    def resume(self) -> None:
        """Continue: the autosaved game, replayed and checked; a bad file is named, never half-loaded."""
        try:
            match = store.load_game(store.autosave_path())
        except store.SaveError as e:
            self.message = problems.say(e)
            self.button(menus.CONTINUE).enabled = False
            return
        self.message = ""
        self._stale = True
        self.app.open_match(match)  # keeps writing the same game from here on

    def update(self, dt: float) -> None:
        # an autosave may fail behind the title; the judgement's weights are read on their thread meanwhile
        if (self._stale or self._language != i18n.language() or autosave.problem() != self._problem
                or judgement.problem() != self._judgement):
            self.refresh()

    def wake_in(self) -> float:
        return AUTOSAVE_POLL

    def look(self) -> tuple:
        cont = self._continue
        return (i18n.language(), self.message, tuple(self.problems), cont.enabled, cont.note)

    def handle(self, event, pos) -> None:
        if self._stale or self._language != i18n.language():
            self.refresh()  # back from a game: never act on an old idea of the autosave
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.quit()
                return
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_n):
                self.new_game()
                return
            if event.key == pygame.K_F1:  # the rules help, as in the game
                self.button(menus.RULES).on_click()
                return
        for b in self.buttons:
            b.handle(event, pos)

    def draw(self, surf) -> None:
        surf = as_canvas(surf)
        surf.blit(backdrop(surf.get_size(), 160), (0, 0))
        surf.blit(canvas.sprite("ui/app_icon_512.png", (150, 150)), (885, 24))
        text(surf, menus.GAME_NAME, (960, 252), 112, PAPER, "center", display=True)
        text(surf, menus.TAGLINE, (960, 334), 34, PAPER, "center")
        for b in self.buttons:
            b.draw(surf)
        for b in self.buttons:
            b.draw_note(surf)
        lines = ([self.message] if self.message else []) + self.problems
        for k, line in enumerate(lines[:2]):  # the room between the last button and the credit line
            text(surf, fit_text(line, 24, 1840), (960, 974 + 28 * k), 24, ERROR, "midtop")
        text(surf, menus.FAN_NOTE, (960, 1062), 26, theme.FOOTNOTE, "midbottom")
