"""The New game screen: how many seats, who sits in each (name, colour, human or computer and its
level), the building sides and the seed of the deal; Start opens the game.

The screen opens with the last game started here (the settings keep its seats, sides and seed), or
with a fresh random seed the first time, so the deal about to be played is always written on screen
and can be typed in again to replay it; New seed draws another, and clearing the field draws a new
one at Start.
"""
from __future__ import annotations

import random
from functools import lru_cache

import pygame

from ...ai.base import CHOICES
from ...engine import new_game
from ...session.deal_code import SEED_SPACE, Deal, DealCodeError, decode, random_seed
from ...session.match import Match
from ...session.seats import COLOR_NAMES, COMPUTER, DEFAULT_LEVEL, HUMAN, Seat
from ...text import after_game as words
from ...text import menus, player_name, seat_name
from ..kit import canvas, clipboard, theme
from ..kit.canvas import Pic, as_canvas
from ..kit.layout import load as load_layout
from ..kit.widgets import (
    INK,
    MUTED,
    Button,
    Segmented,
    Swatch,
    TextField,
    backdrop,
    fit_text,
    panel,
    text,
    wrap,
)
from . import Scene

MAX_SEATS = 4
NAME_LEN = 16
SEED_DIGITS = len(str(SEED_SPACE - 1))  # any seed a deal code carries can be typed
MESSAGE_W = 1560  # the line under the form (a mistyped code's problem, the note)
LEVEL_CHOICES = CHOICES  # the levels a player picks from (ai.base: LEVELS without Random)
KIND_CHOICES = (HUMAN, COMPUTER)
SIDE_CHOICES = ("a", "random")

ERROR_INK = theme.ERROR

# Column positions of a seat row.
LAID = load_layout().get("screens", "new_game")  # layout.json's screens/new_game
ROW_Y0, ROW_H = 346, 106
X_NUM, X_SWATCH, X_NAME, X_KIND, X_LEVEL = 210, 280, 450, 900, 1290


def default_name(color: int) -> str:
    """A seat's name until one is typed: its colour's, in the player's language, as a seat that was
    never named is called everywhere (text/words.player_name) and as every game started without this
    screen names its seats. (It was "Player 1" here, while the game left showed "Blue": the names
    changed between visits.)"""
    return player_name(COLOR_NAMES[color % len(COLOR_NAMES)])


def new_seed(rng: random.Random | None = None) -> int:
    """A seed from the deal codes' space, so every game started here has a code."""
    return random_seed(rng)


class SeatRow:
    """The widgets of one seat: colour, name, human/computer, level."""

    def __init__(self, scene: NewGameScene, i: int) -> None:
        self.i = i
        y = ROW_Y0 + i * ROW_H
        self.swatch = Swatch((X_SWATCH, y + 8, 150, 72), i, lambda: scene.next_color(i))
        self.name = TextField((X_NAME, y + 8, 420, 72), default_name(i), max_len=NAME_LEN,
                              placeholder=default_name(i))
        self.kind = Segmented((X_KIND, y + 8, 370, 72), menus.KIND_OPTIONS, 0 if i == 0 else 1,
                              on_change=lambda _: self.sync())
        # Four levels: a little wider and a smaller type than the other selectors, so "Medium" fits its segment.
        self.level = Segmented((X_LEVEL, y + 8, 460, 72), [words.level_name(lv) for lv in LEVEL_CHOICES],
                               LEVEL_CHOICES.index(DEFAULT_LEVEL), size=27)
        self.active = True
        # (as shown, as saved) of a name carried over from the last game: a colour name is shown in
        # the player's language and, left as it is, saved as before (text/words.player_name).
        self.kept: tuple[str, str] | None = None
        self.sync()

    @property
    def widgets(self):
        return (self.swatch, self.name, self.kind, self.level)

    def sync(self) -> None:
        self.level.enabled = self.active and self.kind.selected == 1

    def recolor(self, old: int) -> None:
        """The swatch took another colour: a name left as its old colour's follows the new one."""
        if self.name.value.strip() in ("", default_name(old)):
            self.name.value = default_name(self.swatch.color)
            self.kept = None
        self.name.placeholder = default_name(self.swatch.color)

    def seat(self) -> Seat:
        name = self.name.value.strip() or default_name(self.swatch.color)
        if self.kept is not None and name == self.kept[0]:
            name = self.kept[1]
        elif name == default_name(self.swatch.color):
            name = COLOR_NAMES[self.swatch.color]  # saved in English: shown in each player's language
        kind = KIND_CHOICES[self.kind.selected]
        return Seat(name, self.swatch.color, kind, LEVEL_CHOICES[self.level.selected] if kind == COMPUTER
                    else DEFAULT_LEVEL)

    def handle(self, event, pos) -> bool:
        if not self.active:
            return False
        return any(w.handle(event, pos) for w in self.widgets)

    def draw(self, surf) -> None:
        surf = as_canvas(surf)
        y = ROW_Y0 + self.i * ROW_H
        color = INK if self.active else MUTED
        text(surf, str(self.i + 1), (X_NUM + 30, y + 44), 48, color, "center", display=True)
        if not self.active:
            text(surf, menus.EMPTY_SEAT, (X_NAME + 10, y + 44), 32, MUTED, "midleft")
            return
        for w in self.widgets:
            if w is not self.level or w.enabled:  # a human seat has no level to show
                w.draw(surf)


class NewGameScene(Scene):
    def __init__(self, app, rng: random.Random | None = None, seats: list[Seat] | None = None) -> None:
        super().__init__(app)
        self.count = Segmented(LAID["count"], ("2", "3", "4"), 0, on_change=lambda _: self.sync(), size=40)
        self.rows = [SeatRow(self, i) for i in range(MAX_SEATS)]
        self.sides = Segmented(LAID["sides"], menus.SIDE_OPTIONS, 0)
        self.seed = TextField(LAID["seed"], str(new_seed(rng)), max_len=SEED_DIGITS,
                              allowed=str.isdigit, placeholder=menus.SEED_PLACEHOLDER)
        self.dice = Button(LAID["dice"], menus.NEW_SEED, lambda: self.reseed(rng), size=30)
        # The deal code: shows the code of the deal Start will play; type or paste one and Use it.
        self.code = TextField(LAID["code"], "", max_len=20, allowed=lambda ch: ch.isascii() and ch.isprintable(),
                              placeholder=menus.CODE_PLACEHOLDER, size=30, on_change=lambda _: self._code_typed())
        self.copy_code = Button(LAID["copy_code"], menus.COPY, self.copy, size=28)
        self.use_code = Button(LAID["use_code"], menus.USE, self.enter_code, size=28)
        self.code_deal: Deal | None = None  # a deal entered as a code, while the form still shows it
        self.code_error = False
        self.start_button = Button(LAID["start"], menus.START, self.start)
        self.back = Button(LAID["back"], menus.BACK, app.pop)
        self.message = ""
        # The last game started here (the settings keep it): its seats unless the game being left
        # gives its own (Menu → New game), its sides and its seed, so the same table is one click away.
        last = getattr(app, "settings", None)
        seats = seats or (list(last.last_seats) if last is not None else None)
        if seats:
            self.prefill(seats)
        if last is not None and last.last_seats:
            self.sides.selected = SIDE_CHOICES.index(last.last_sides) if last.last_sides in SIDE_CHOICES else 0
            if last.last_seed is not None:
                self.seed.value = str(last.last_seed)
        self.sync()

    def prefill(self, seats: list[Seat]) -> None:
        """The seats of the game being left (Menu → New game): names, colours, kinds and levels as
        they were typed for it; the empty seats keep the colours nobody took."""
        self.count.selected = max(0, min(len(self.count.options) - 1, len(seats) - 2))
        spare = [c for c in range(len(COLOR_NAMES)) if c not in {s.color for s in seats}]
        for row in self.rows:
            if row.i < len(seats):
                seat = seats[row.i]
                row.name.value = seat_name(seat)
                row.kept = (row.name.value, seat.name)
                row.swatch.color = seat.color
                row.kind.selected = KIND_CHOICES.index(seat.kind) if seat.kind in KIND_CHOICES else 0
                if seat.level in LEVEL_CHOICES:
                    row.level.selected = LEVEL_CHOICES.index(seat.level)
            elif spare:
                old = row.swatch.color
                row.swatch.color = spare.pop(0)
                row.recolor(old)

    # ---- state ----
    @property
    def players(self) -> int:
        return int(self.count.value)

    def sync(self) -> None:
        for row in self.rows:
            row.active = row.i < self.players
            row.sync()
            if not row.active:
                row.name.focus(False)

    def next_color(self, i: int) -> None:
        """Give seat i the next colour; whoever had it takes seat i's old one, so colours stay distinct."""
        row = self.rows[i]
        old = row.swatch.color
        new = (old + 1) % len(COLOR_NAMES)
        for other in self.rows:
            if other is not row and other.swatch.color == new:
                other.swatch.color = old
                other.recolor(new)
        row.swatch.color = new
        row.recolor(old)

    def reseed(self, rng: random.Random | None = None) -> None:
        self.seed.value = str(new_seed(rng))

    def seats(self) -> list[Seat]:
        return [row.seat() for row in self.rows[:self.players]]

    def seed_value(self) -> int:
        """The seed typed in; an empty field draws one now and shows it."""
        if not self.seed.value:
            self.reseed()
        return int(self.seed.value)

    def building_sides(self) -> str:
        return SIDE_CHOICES[self.sides.selected]

    # ---- the deal code ----
    def deal(self) -> Deal | None:
        """The deal Start will play (None while the seed field is empty: Start draws one then)."""
        if not self.seed.value:
            return None
        seed = int(self.seed.value)
        d = self.code_deal
        if d is not None and (d.players, d.seed) == (self.players, seed) and self.sides.selected == _sides_choice(d):
            return d
        if seed >= SEED_SPACE:
            return None
        sides = "a" * 10 if self.building_sides() == "a" else _random_sides(seed)
        return Deal(self.players, sides, "fixed", seed)

    def deal_code(self) -> str:
        d = self.deal()
        return d.code if d is not None else ""

    def enter_code(self) -> None:
        """Deal the code typed in: players, seed and sides as the code says. A mistyped code says what
        is wrong and changes nothing."""
        try:
            d = decode(self.code.value)
        except DealCodeError as e:
            self.message, self.code_error = words.deal_code_problem(e), True
            self.code.focus(True)
            self.code.selected = False  # keep the typed code to correct it
            return
        self.count.select(d.players - 2)
        self.seed.value = str(d.seed)
        self.sides.select(_sides_choice(d))
        self.code_deal = d
        self.code.focus(False)
        self.message, self.code_error = words.code_dealt(d.players, d.building_sides, d.neutral_buildings), False

    def _code_typed(self) -> None:
        if self.code_error:  # the complaint was about the text being changed now
            self.message, self.code_error = "", False

    def copy(self) -> None:
        code = self.deal_code()
        if code:
            self.app.notify(words.CODE_COPIED if clipboard.copy(code) else words.CODE_NOT_COPIED)

    def start(self) -> None:
        # From the first move on, Continue on the title resumes this game.
        seed = self.seed_value()
        d = self.deal()
        if d is not None and d is self.code_deal:
            match = Match(self.seats(), seed, d.building_sides, d.neutral_buildings)
        else:
            match = Match(self.seats(), seed, self.building_sides())
        # Kept for the next New game (storage/settings; a settings file that cannot be written only
        # loses this convenience, never the game).
        self.app.apply_settings(self.app.settings.with_(last_seats=tuple(self.seats()),
                                                        last_sides=self.building_sides(), last_seed=seed))
        self.app.open_match(match)

    def clickable(self) -> list[tuple[tuple, str]]:
        """Every control that answers a click now, with what it does."""
        out: list[tuple[tuple, str]] = [(tuple(self.count.segment(i)), menus.players_option(o))
                                        for i, o in enumerate(self.count.options)]
        for row in self.rows:
            if not row.active:
                continue
            n = row.i + 1
            out.append((tuple(row.swatch.rect), menus.seat_colour(n, row.swatch.name)))
            out.append((tuple(row.name.rect), menus.seat_name(n)))
            out += [(tuple(row.kind.segment(i)), menus.seat_kind(n, o)) for i, o in enumerate(row.kind.options)]
            if row.level.enabled:
                out += [(tuple(row.level.segment(i)), menus.seat_level(n, o)) for i, o in enumerate(row.level.options)]
        out += [(tuple(self.sides.segment(i)), o) for i, o in enumerate(self.sides.options)]
        out += [(tuple(self.code.rect), words.DEAL_CODE), (tuple(self.copy_code.rect), menus.COPY_CODE),
                (tuple(self.use_code.rect), menus.USE_CODE)]
        out += [(tuple(self.seed.rect), menus.SEED), (tuple(self.dice.rect), menus.NEW_SEED),
                (tuple(self.back.rect), menus.BACK), (tuple(self.start_button.rect), menus.START)]
        return out

    # ---- scene ----
    @property
    def fields(self) -> list[TextField]:
        return [row.name for row in self.rows if row.active] + [self.seed, self.code]

    def handle(self, event, pos) -> None:
        focused = next((f for f in self.fields if f.focused), None)
        if focused is self.code and event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.enter_code()
                return
            if event.key == pygame.K_v and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
                pasted = clipboard.paste()
                if pasted:
                    self.code.value = pasted.strip()[:self.code.max_len]
                    self.code.selected = False
                return
        if event.type == pygame.KEYDOWN and focused is None:
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.app.pop()
                return
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.start()
                return
        if event.type == pygame.KEYDOWN and focused is not None and event.key == pygame.K_TAB:
            # Tab walks from field to field, as in any form.
            fields = self.fields
            focused.focus(False)
            fields[(fields.index(focused) + 1) % len(fields)].focus(True)
            return
        if event.type == pygame.MOUSEBUTTONDOWN:
            # A click anywhere ends editing (the field clicked takes focus again below).
            for f in self.fields:
                f.focus(False)
        for w in (self.count, self.sides, self.seed, self.dice, self.code, self.copy_code, self.use_code,
                  self.start_button, self.back):
            if w.handle(event, pos):
                return
        for row in self.rows:
            if row.handle(event, pos):
                return

    def update(self, dt: float) -> None:
        for f in self.fields:
            f.update(dt)
        if not self.code.focused:
            self.code.value = self.deal_code()  # always the code of the deal on the form

    def busy(self) -> bool:
        return any(f.busy() for f in self.fields)

    def wake_in(self) -> float | None:
        return min((w for f in self.fields if (w := f.wake_in()) is not None), default=None)

    def look(self) -> tuple:
        return tuple(f.look() for f in self.fields)

    def draw(self, surf) -> None:
        surf = as_canvas(surf)
        surf.blit(_form(surf.get_size()), (0, 0))
        self.count.draw(surf)
        for row in self.rows:
            row.draw(surf)
        self.sides.draw(surf)
        self.seed.draw(surf)
        self.dice.draw(surf)
        self.code.draw(surf)
        self.copy_code.draw(surf)
        self.use_code.draw(surf)
        self._draw_message(surf, self.message or words.NEW_GAME_NOTE, ERROR_INK if self.code_error else MUTED)
        self.back.draw(surf)
        self.start_button.draw(surf)


    @staticmethod
    def _draw_message(surf, message: str, ink) -> None:
        """One line under the form; one too long for it (a longer language) smaller, in two lines if it
        must, between the seed's row and the panel's edge: never a cut one."""
        if canvas.font(24).size(message)[0] <= MESSAGE_W:
            text(surf, message, (960, 898), 24, ink, "center")
            return
        rows = wrap(message, 20, MESSAGE_W)
        if len(rows) > 2:
            rows = [rows[0], fit_text(" ".join(rows[1:]), 20, MESSAGE_W)]
        for i, row in enumerate(rows):
            text(surf, row, (960, 898 - 12 * (len(rows) - 1) + 24 * i), 20, ink, "center")


@lru_cache(maxsize=2)
def _form(size: tuple[int, int]) -> Pic:
    """What never changes on the form (backdrop, panel, headings), drawn once per size and scale."""
    def paint(surf) -> None:
        surf.blit(backdrop(size, 150), (0, 0))
        panel(surf, LAID["panel"], menus.NEW_GAME)
        text(surf, menus.PLAYERS, (740, 240), 36, INK, "midright", bold=True)
        for x, label in ((X_SWATCH, menus.COLOUR), (X_NAME, menus.NAME), (X_KIND, menus.SEAT),
                         (X_LEVEL, menus.COMPUTER_LEVEL)):
            text(surf, label, (x, ROW_Y0 - 34), 26, MUTED, "midleft", bold=True)
        text(surf, menus.BUILDINGS, (400, 836), 32, INK, "midright", bold=True)
        text(surf, menus.SEED, (1100, 836), 32, INK, "midright", bold=True)
        text(surf, words.DEAL_CODE, (1190, 190), 24, MUTED, "bottomleft", bold=True)

    return canvas.drawn(size, paint, alpha=False)


def _sides_choice(deal: Deal) -> int:
    """The Buildings option a deal shows as: all side a, or random sides (a code keeps its own letters)."""
    return 0 if set(deal.building_sides) == {"a"} else 1


@lru_cache(maxsize=64)
def _random_sides(seed: int) -> str:
    """The sides "random" deals for this seed, as the engine draws them (asked of it, never redrawn here)."""
    return new_game(2, seed=seed, building_sides="random").options["building_sides"]
