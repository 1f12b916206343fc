"""The application shell: the window, the clock and the scene stack, drawing one logical 1920x1080
canvas scaled (letterboxed) to whatever size the window has, so resizing never breaks clicks."""
from __future__ import annotations

import os
import sys

import pygame

from .ui import assets
from .ui.layout import fit, to_logical

LOGICAL = (1920, 1080)
MOUSE_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)


class App:
    def __init__(self, size: tuple[int, int] = (1280, 720)) -> None:
        pygame.init()
        try:
            pygame.mixer.init()
        except pygame.error:
            pass  # no sound device (CI, servers): the game runs silent
        pygame.display.set_caption("Great Western Trail — gwt_desktop")
        try:
            pygame.display.set_icon(assets.image("ui/app_icon_64.png"))
        except (pygame.error, FileNotFoundError):
            pass
        self.window = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.canvas = pygame.Surface(LOGICAL)
        self.clock = pygame.time.Clock()
        self.scenes: list = []
        self.running = True
        from .ui.scenes.title import TitleScene

        self.push(TitleScene(self))

    # ---- scene stack ----
    @property
    def scene(self):
        return self.scenes[-1]

    def push(self, scene) -> None:
        self.scenes.append(scene)

    def pop(self) -> None:
        if len(self.scenes) > 1:
            self.scenes.pop()

    def replace(self, scene) -> None:
        """Put `scene` in place of the top scene (e.g. the game gives way to its score pad)."""
        self.scenes[-1] = scene

    def to_title(self) -> None:
        """Drop every scene above the title."""
        del self.scenes[1:]

    def quit(self) -> None:
        self.running = False

    # ---- the loop ----
    def step(self, dt: float = 1 / 60) -> None:
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                self.running = False
                return
            pos = to_logical(event.pos, self.window.get_size()) if event.type in MOUSE_EVENTS else None
            self.scene.handle(event, pos)
            if not self.running:
                return
        self.scene.update(dt)
        self.scene.draw(self.canvas)
        self.present()

    def present(self) -> None:
        w, h = self.window.get_size()
        scale, dx, dy = fit((w, h), LOGICAL)
        self.window.fill((20, 12, 6))
        size = (max(1, round(LOGICAL[0] * scale)), max(1, round(LOGICAL[1] * scale)))
        self.window.blit(pygame.transform.smoothscale(self.canvas, size), (round(dx), round(dy)))
        pygame.display.flip()

    def run(self, max_frames: int = 0) -> None:
        frames = 0
        while self.running:
            self.step(self.clock.tick(60) / 1000)
            frames += 1
            if max_frames and frames >= max_frames:
                break
        self.close()

    def close(self) -> None:
        assets.clear_caches()
        pygame.quit()


def main(argv: list[str] | None = None) -> None:
    frames = int(os.environ.get("GWT_MAX_FRAMES", "0"))  # smoke tests: quit after N frames
    App().run(frames)


if __name__ == "__main__":
    main(sys.argv[1:])
