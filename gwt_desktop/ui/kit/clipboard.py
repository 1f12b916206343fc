"""The system clipboard through SDL (pygame.scrap's text calls), for copying and pasting deal codes.
Where there is none (no window yet, an SDL without clipboard support) both calls say so instead of
failing."""
from __future__ import annotations

import pygame


def copy(words: str) -> bool:
    """Put `words` on the clipboard; False when there is no clipboard to put them on."""
    if not pygame.display.get_init():
        return False
    try:
        pygame.scrap.put_text(words)
        return True
    except (pygame.error, NotImplementedError, AttributeError):
        return False


def paste() -> str | None:
    """The clipboard's text, None when there is none (or no clipboard)."""
    if not pygame.display.get_init():
        return None
    try:
        return pygame.scrap.get_text() if pygame.scrap.has_text() else None
    except (pygame.error, NotImplementedError, AttributeError):
        return None
