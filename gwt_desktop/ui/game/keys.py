"""Keyboard play, one of the game scene's parts: Tab walks the ring over what can be clicked (the
kit's FocusRing), Enter presses the ringed target where a click would land, Enter or Space presses
Done, Space first ends a running show, Escape drops the ring, F1 opens the rules help at the decision
asked, M mutes. Every key lands on the same press path as the mouse, so the engine is never asked
twice; what can be clicked and what Done is are the scene's, handed in as callables."""
from __future__ import annotations

import pygame

from ...text import i18n, menus
from ..kit.focus import FocusRing
from ..kit.part import Part


class KeysPart(Part):
    def __init__(self, ctx, app, *, clickable, press, done_rect, showing, skip_show) -> None:
        self.ctx = ctx
        self.app = app  # its settings and sounds (M), and the rules help it opens (F1)
        self.screen_clickable = clickable  # what can be clicked on the whole screen now
        self.press_at = press  # press(pos, key=True): a key lands where a click would
        self.done_rect = done_rect
        self.showing = showing  # a move's show runs now
        self.skip_show = skip_show
        self.focus = FocusRing()
        self._language = i18n.language()  # the ring's words were taken in it

    def handle(self, event, pos) -> bool:
        """True when the event was a key used here and the scene must not see it."""
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.focus.clear()
            return False
        if event.type != pygame.KEYDOWN:
            return False
        key = event.key
        if key == pygame.K_F1:
            self.open_help()
            return True
        if key == pygame.K_m:
            self.toggle_mute()
            return True
        if key == pygame.K_TAB:
            self.focus.sync(self.screen_clickable())
            self.focus.step(back=bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT))
            return True
        if key == pygame.K_SPACE and self.showing():
            self.skip_show()
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.focus.current is not None:
            target = self.focus.current
            self.focus.clear()
            self.press(pygame.Rect(target[0]).center)
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            done = self.done_rect()
            if done is not None:
                self.press(done.center)
            return True
        if key == pygame.K_ESCAPE and self.focus.current is not None:
            self.focus.clear()
            return True
        return False

    def press(self, pos) -> None:
        """A keyboard press lands exactly where a mouse click on that target would."""
        self.press_at(pos, key=True)

    def open_help(self) -> None:
        sc = self.ctx
        prompt = sc.game.decision.kind if sc.human_to_act() or sc.game.is_over else None
        self.app.open("rules_help", prompt=prompt)

    def toggle_mute(self) -> None:
        on = self.app.sounds.toggle_mute()
        self.app.apply_settings(self.app.settings.with_(sound=on))
        self.app.notify(menus.SOUND_ON if on else menus.SOUND_OFF)

    def moved(self, move, events, mover) -> None:
        self.focus.clear()  # what it ringed may be gone

    def draw(self, surf) -> None:
        if self.focus.current is not None and self._language != i18n.language():
            self.focus.sync(self.screen_clickable())  # the same target, its words in the new language
        self._language = i18n.language()
        self.focus.draw(surf)

    def rects(self, size) -> list[pygame.Rect]:
        current = self.focus.current
        return [] if current is None else [pygame.Rect(current[0]).inflate(120, 140)]  # its ring and tag
