"""The system clipboard through SDL (pygame.scrap), for copying and pasting deal codes. Where there is
none (no display, an SDL without clipboard support) both calls say so instead of failing."""
from __future__ import annotations

import pygame


def _ready() -> bool:
    try:
        from pygame import scrap

        if not scrap.get_init():
            scrap.init()
        return True
    except (ImportError, pygame.error, NotImplementedError):
        return False


def copy(words: str) -> bool:
    """Put `words` on the clipboard; False when there is no clipboard to put them on."""
    if not _ready():
        return False
    try:
        pygame.scrap.put_text(words)
        return True
    except (pygame.error, NotImplementedError):
        return False


def paste() -> str | None:
    """The clipboard's text, None when there is none (or no clipboard)."""
    if not _ready():
        return None
    try:
        return pygame.scrap.get_text() if pygame.scrap.has_text() else None
    except (pygame.error, NotImplementedError):
        return None
