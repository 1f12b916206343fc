"""Fixtures the board's tests share."""
from __future__ import annotations

import pygame
import pytest

from gwt_desktop.ui.kit import assets, paint


@pytest.fixture(scope="module")
def screen():
    """A 1920x1080 logical canvas to draw the board on (a small real display for fonts and converts)."""
    pygame.init()
    pygame.display.set_mode((320, 180))
    yield pygame.Surface((1920, 1080))
    # Fonts die with pygame.quit(): forget them, or later tests in this process would reuse dead ones.
    assets.clear_caches()
    paint.clear_caches()
    pygame.quit()
