"""The settings scene: animation speed, computer pace, sound and volume, window or full screen, text
size, language.

Every change applies at once and is saved at once (settings.save is atomic), so closing the window
never loses a choice. Reached from the title and from the in-game menu; Esc or Back returns.
"""
from __future__ import annotations

import pygame

from ...problem import Problem
from ...storage import settings as settings_mod
from ...text import (
    i18n,
    menus,
    speed,  # the game screen offers the same paces
)
from ...text.problems import say
from ..kit import canvas, draw, theme
from ..kit.canvas import as_canvas
from ..kit.focus import FocusRing
from ..kit.layout import load as load_layout
from ..kit.widgets import PAPER, Button, Segmented, backdrop, fitting_size, shade, wrap
from . import Scene

INK = theme.ART_INK
LAID = load_layout().get("screens", "settings")  # layout.json's screens/settings
PANEL = pygame.Rect(LAID["panel"])
VOLUME_STEP = 0.1



def choices() -> tuple:
    """The multiple-choice settings: (row label, Settings field, [(value, option text), ...]), in the
    language of the moment (asked again when the language changes: it shows here at once)."""
    return (
        (menus.ANIMATIONS, "animation", tuple(zip(("off", "fast", "normal"), menus.ANIMATION_OPTIONS))),
        (menus.COMPUTER_MOVES, "computer_pace", speed.PACES),
        (menus.SOUND, "sound", tuple(zip((True, False), menus.SOUND_OPTIONS))),
        (menus.DISPLAY, "fullscreen", tuple(zip((False, True), menus.DISPLAY_OPTIONS))),
        (menus.TEXT_SIZE, "text_size", tuple(zip(("normal", "large", "larger"), menus.TEXT_SIZE_OPTIONS))),
        (menus.LANGUAGE, "language", menus.language_options()),
    )


OPTION_W = 200  # per option: "Full screen" fits at the selector's 34 px; four stay inside the panel
ROW_H = 80


class SettingsScene(Scene):
    """Each multiple-choice setting is a Segmented selector (as on the New game screen), the volume a
    -/+ pair. Keyboard as in the game: Tab / Shift+Tab walk every option and button (clickable()),
    Enter or Space takes the focused one; Left / Right change the focused row's choice at once."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.message: Problem | None = None  # why the last change could not be saved
        self.focus = FocusRing()
        x0 = PANEL.left + 440  # right of the longest label, "Computer moves"
        y = PANEL.top + 50
        step = 92
        self.selectors: dict[str, tuple[Segmented, tuple]] = {}  # field -> (selector, its values)
        self.rows: list[tuple[str, list]] = []  # (label, its widgets), top to bottom
        for label, field, options in choices():
            if field == "fullscreen":  # the volume comes before the display
                self._volume_row(x0, y)
                y += step
            values = tuple(v for v, _ in options)
            seg = Segmented((x0, y, OPTION_W * len(options), ROW_H), [t for _, t in options], 0,
                            on_change=lambda i, f=field, vs=values: self.set(**{f: vs[i]}), size=34)
            self.selectors[field] = (seg, values)
            self.rows.append((label, [seg]))
            y += step
        self.back = Button(LAID["back"], menus.BACK, self.close)
        self._language = i18n.language()
        self._sync_selectors()

    def _words(self) -> None:
        """Every label and option in the language of the moment: a language chosen here shows at once."""
        self._language = i18n.language()
        labels = iter(label for label, _, _ in choices())
        for k, (_, widgets) in enumerate(self.rows):
            if widgets[0] is self.vol_minus:
                self.rows[k] = (menus.VOLUME, widgets)
                continue
            self.rows[k] = (next(labels), widgets)
        for _, field, options in choices():
            self.selectors[field][0].options = [t for _, t in options]
        self.back.label = menus.BACK

    def _volume_row(self, x0: int, y: int) -> None:
        self.vol_minus = Button((x0, y, 120, ROW_H), "-", lambda: self.nudge_volume(-VOLUME_STEP))
        self.vol_plus = Button((x0 + 360, y, 120, ROW_H), "+", lambda: self.nudge_volume(VOLUME_STEP))
        self.rows.append((menus.VOLUME, [self.vol_minus, self.vol_plus]))

    @property
    def settings(self) -> settings_mod.Settings:
        return self.app.settings

    def selector(self, field: str) -> Segmented:
        return self.selectors[field][0]

    def option_rect(self, field: str, value) -> pygame.Rect:
        """Where the option showing `value` of a setting is (tests and keyboard play click it)."""
        seg, values = self.selectors[field]
        return seg.segment(values.index(value))

    def _sync_selectors(self) -> None:
        """Show the settings as they are: F11 or M may change them while this screen is open, and a
        hand-edited pace that is none of the options shows no option chosen."""
        s = self.settings
        for field, (seg, values) in self.selectors.items():
            now = getattr(s, field)
            seg.selected = values.index(now) if now in values else -1

    def set(self, **changes) -> None:
        self.message = self.app.apply_settings(self.settings.with_(**changes))
        self._sync_selectors()

    def nudge_volume(self, delta: float) -> None:
        v = round(min(1.0, max(0.0, self.settings.volume + delta)), 2)
        self.set(volume=v)
        self.app.sounds.play("coins.wav")  # hear the new level

    def close(self) -> None:
        self.app.pop()

    def buttons(self) -> list[Button]:
        return [self.vol_minus, self.vol_plus, self.back]

    def clickable(self) -> list[tuple[tuple, str]]:
        """Every option and button, as (logical rect, label): Tab walks them, the monkey test clicks them."""
        out: list[tuple[tuple, str]] = []
        for label, widgets in self.rows:
            for w in widgets:
                if isinstance(w, Segmented):
                    out += [(tuple(w.segment(i)), menus.option_label(label, o)) for i, o in enumerate(w.options)]
                else:
                    out.append((tuple(w.rect), menus.VOLUME_DOWN if w is self.vol_minus else menus.VOLUME_UP))
        out.append((tuple(self.back.rect), menus.BACK))
        return out

    # ---- input ----
    def _press(self, pos) -> None:
        """Take the option or button at a logical point, as a click there would."""
        for _, widgets in self.rows:
            for w in widgets:
                if isinstance(w, Segmented):
                    i = w.index_at(pos)
                    if i >= 0:
                        w.select(i)
                        return
                elif w.rect.collidepoint(pos):
                    w.on_click()
                    return
        if self.back.rect.collidepoint(pos):
            self.back.on_click()

    def _arrow(self, step: int) -> bool:
        """Left / Right on a focused row: the option beside the focused one becomes the choice, and
        the focus moves onto it (on the volume row: a step down or up)."""
        cur = self.focus.current
        if cur is None:
            return False
        pos = pygame.Rect(cur[0]).center
        for seg, _ in self.selectors.values():
            i = seg.index_at(pos)
            if i >= 0:
                j = min(len(seg.options) - 1, max(0, i + step))
                seg.select(j)
                self._focus_on(seg.segment(j))
                return True
        if self.vol_minus.rect.collidepoint(pos) or self.vol_plus.rect.collidepoint(pos):
            self.nudge_volume(step * VOLUME_STEP)
            return True
        return False

    def _focus_on(self, rect) -> None:
        self.focus.sync(self.clickable())
        for k, (r, _) in enumerate(self.focus.targets):
            if tuple(r) == tuple(rect):
                self.focus.index = k

    def handle(self, event, pos) -> None:
        if event.type == pygame.KEYDOWN:
            key = event.key
            if key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                if key == pygame.K_ESCAPE and self.focus.current is not None:
                    self.focus.clear()  # the first Esc only drops the keyboard focus, as in the game
                    return
                self.close()
                return
            if key == pygame.K_TAB:
                self.focus.sync(self.clickable())
                self.focus.step(back=bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT))
                return
            if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.focus.current is not None:
                self._press(pygame.Rect(self.focus.current[0]).center)
                return
            if key in (pygame.K_LEFT, pygame.K_RIGHT) and self._arrow(1 if key == pygame.K_RIGHT else -1):
                return
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.focus.clear()  # the mouse is in charge again
        for _, widgets in self.rows:
            for w in widgets:
                if w.handle(event, pos):
                    return
        self.back.handle(event, pos)

    def update(self, dt: float) -> None:
        if self._language != i18n.language():
            self._words()
        self._sync_selectors()

    def look(self):
        return self.settings, i18n.language()  # F11 and M change them while this screen shows

    def _behind(self, surf):
        """What shows behind the panel: opened from a game's menu, that game (the scene under the menu)
        drawn once and dimmed, as the menu shows it, in the language of the moment; else the board
        art, as behind the title's other forms."""
        scenes = self.app.scenes
        below = scenes[:scenes.index(self)] if self in scenes else []
        if len(below) < 2 or getattr(below[-1], "match", None) is None:
            return backdrop(surf.get_size(), 200)
        key = (i18n.language(), surf.get_size(), surf.k)
        if getattr(self, "_game_key", None) != key:
            layer = surf.layer(surf.get_size(), alpha=False)
            below[-2].draw(layer)
            shade(layer, 200)
            self._game_behind, self._game_key = layer, key
        return self._game_behind

    def draw(self, surf) -> None:
        surf = as_canvas(surf)
        surf.blit(self._behind(surf), (0, 0))
        title = canvas.font(80, display=True).render(menus.SETTINGS, True, PAPER)
        surf.blit(title, title.get_rect(center=(960, 90)))
        draw.rect(surf, theme.ART_PAPER, PANEL, border_radius=16)
        draw.rect(surf, theme.WOOD, PANEL, width=4, border_radius=16)
        s = self.settings
        for label, widgets in self.rows:
            first = widgets[0].rect
            # Left of its controls: a longer language's label a size smaller rather than under them.
            size = fitting_size(label, 40, first.left - 16 - (PANEL.left + 50), display=True)
            text = canvas.font(size, display=True).render(label, True, INK)
            surf.blit(text, (PANEL.left + 50, first.centery - text.get_height() // 2))
            for w in widgets:
                w.draw(surf)
        vol = canvas.font(44, bold=True).render(f"{round(s.volume * 100)}%", True, INK)
        mid = (self.vol_minus.rect.right + self.vol_plus.rect.left) // 2
        surf.blit(vol, vol.get_rect(center=(mid, self.vol_minus.rect.centery)))
        hint = canvas.font(26).render(menus.SETTINGS_NOTE, True, INK)
        surf.blit(hint, hint.get_rect(center=(960, PANEL.bottom - 50)))
        if self.message:  # in rows within the panel: a problem names a file, and a path is long
            room = PANEL.w - 100
            rows = wrap(say(self.message), 26, room, bold=True)
            y = PANEL.bottom - 90 - 16 * (len(rows) - 1)
            for row in rows:
                msg = canvas.font(fitting_size(row, 26, room, bold=True), bold=True).render(row, True, theme.COST)
                surf.blit(msg, msg.get_rect(center=(960, y)))
                y += 32
        self.back.draw(surf)
        self.focus.draw(surf)
