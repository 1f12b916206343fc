"""The settings scene: animation speed, computer pace, sound and volume, window or full screen.

Every change applies at once and is saved at once (settings.save is atomic), so closing the window
never loses a choice. Reached from the title and from the in-game menu; Esc or Back returns.
"""
from __future__ import annotations

import pygame

from ... import settings as settings_mod
from .. import assets
from ..widgets import PAPER, Button, backdrop
from . import Scene

INK = (43, 29, 20)
GOLD = (232, 184, 58)
PANEL = pygame.Rect(310, 170, 1300, 740)
PACES = ((0.0, "Instant"), (0.4, "Quick"), (0.8, "Normal"), (1.6, "Slow"))
VOLUME_STEP = 0.1


def current(app) -> settings_mod.Settings:
    return getattr(app, "settings", None) or settings_mod.DEFAULTS


def apply(app, new: settings_mod.Settings) -> str | None:
    """Make `new` the app's settings: sound, animation speed and window follow; then save it."""
    old = current(app)
    app.settings = new
    sounds = getattr(app, "sounds", None)
    if sounds is not None:
        sounds.enabled = new.sound
        sounds.set_volume(new.volume)
    if new.fullscreen != old.fullscreen and hasattr(app, "set_fullscreen"):
        app.set_fullscreen(new.fullscreen)
    return settings_mod.save(new)


class SettingsScene(Scene):
    ROWS = ("Animations", "Computer moves", "Sound", "Volume", "Display")

    def __init__(self, app) -> None:
        super().__init__(app)
        self.message: str | None = None
        self.rows: list[tuple[str, list[tuple[Button, object]]]] = []
        x0 = PANEL.left + 470  # right of the longest label, "Computer moves"
        y = PANEL.top + 70
        step = 120

        def seg(label: str, field: str, options, width: int = 220) -> None:
            nonlocal y
            buttons = []
            for i, (value, text) in enumerate(options):
                b = Button((x0 + i * (width + 14), y, width, 84), text,
                           lambda v=value, f=field: self.set(**{f: v}))
                buttons.append((b, (field, value)))
            self.rows.append((label, buttons))
            y += step

        seg("Animations", "animation", [("off", "Off"), ("fast", "Fast"), ("normal", "Normal")])
        seg("Computer moves", "computer_pace", list(PACES), width=170)
        seg("Sound", "sound", [(True, "On"), (False, "Off")])
        vol_y = y
        self.vol_minus = Button((x0, vol_y, 120, 84), "-", lambda: self.nudge_volume(-VOLUME_STEP))
        self.vol_plus = Button((x0 + 360, vol_y, 120, 84), "+", lambda: self.nudge_volume(VOLUME_STEP))
        self.rows.append(("Volume", [(self.vol_minus, None), (self.vol_plus, None)]))
        y += step
        seg("Display", "fullscreen", [(False, "Window"), (True, "Full screen")], width=300)
        self.back = Button((760, 950, 400, 96), "Back", self.close)

    @property
    def settings(self) -> settings_mod.Settings:
        return current(self.app)

    def set(self, **changes) -> None:
        self.message = apply(self.app, self.settings.with_(**changes))

    def nudge_volume(self, delta: float) -> None:
        v = round(min(1.0, max(0.0, self.settings.volume + delta)), 2)
        self.set(volume=v)
        sounds = getattr(self.app, "sounds", None)
        if sounds is not None:
            sounds.play("coins.wav")  # hear the new level

    def close(self) -> None:
        self.app.pop()

    def buttons(self) -> list[Button]:
        return [b for _, row in self.rows for b, _ in row] + [self.back]

    def handle(self, event, pos) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.close()
            return
        for b in self.buttons():
            if b.handle(event, pos):
                return

    def draw(self, surf) -> None:
        surf.blit(backdrop(surf.get_size(), 200), (0, 0))
        title = assets.font(80, display=True).render("Settings", True, PAPER)
        surf.blit(title, title.get_rect(center=(960, 90)))
        pygame.draw.rect(surf, (243, 230, 200), PANEL, border_radius=16)
        pygame.draw.rect(surf, (107, 66, 38), PANEL, width=4, border_radius=16)
        label_font = assets.font(40, display=True)
        s = self.settings
        for label, row in self.rows:
            first = row[0][0].rect
            text = label_font.render(label, True, INK)
            surf.blit(text, (PANEL.left + 50, first.centery - text.get_height() // 2))
            for b, choice in row:
                b.draw(surf)
                if choice is not None and getattr(s, choice[0]) == choice[1]:
                    pygame.draw.rect(surf, GOLD, b.rect.inflate(14, 14), width=7, border_radius=12)
        vol = assets.font(44, bold=True).render(f"{round(s.volume * 100)}%", True, INK)
        mid = (self.vol_minus.rect.right + self.vol_plus.rect.left) // 2
        surf.blit(vol, vol.get_rect(center=(mid, self.vol_minus.rect.centery)))
        hint = assets.font(26).render("Saved as you change it.  M mutes during a game, F11 toggles full screen.",
                                      True, INK)
        surf.blit(hint, hint.get_rect(center=(960, PANEL.bottom - 50)))
        if self.message:
            msg = assets.font(26, bold=True).render(self.message, True, (198, 40, 40))
            surf.blit(msg, msg.get_rect(center=(960, PANEL.bottom - 90)))
        self.back.draw(surf)
