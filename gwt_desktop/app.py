"""The application shell: opens the window and runs the scene loop."""
from __future__ import annotations

import os
import sys


def main(argv: list[str] | None = None) -> None:
    import pygame

    pygame.init()
    try:
        pygame.mixer.init()
    except pygame.error:
        pass  # no sound device (CI, servers): the game runs silent
    pygame.display.set_caption("Great Western Trail — gwt_desktop")
    screen = pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
    clock = pygame.time.Clock()
    font = pygame.font.SysFont(None, 72)
    frames = int(os.environ.get("GWT_MAX_FRAMES", "0"))  # for smoke tests: quit after N frames
    n = 0
    running = True
    while running:
        for event in pygame.event.get():
            if event.type == pygame.QUIT or (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
                running = False
        screen.fill((92, 58, 33))
        text = font.render("Great Western Trail", True, (245, 222, 179))
        screen.blit(text, text.get_rect(center=screen.get_rect().center))
        pygame.display.flip()
        clock.tick(60)
        n += 1
        if frames and n >= frames:
            running = False
    pygame.quit()


if __name__ == "__main__":
    main(sys.argv[1:])
