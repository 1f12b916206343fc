"""Finds and loads the game's art, fonts and sounds: from the source tree, a wheel or the bundle.

Every load is cached, so scenes can ask for the same sprite each frame. Sound loading never fails
the game: without a mixer (no audio device, CI) it returns None and the game stays silent.
"""
from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

# The two shipped fonts (art/fonts/, see art/CREDITS.md).
DISPLAY_FONT = "fonts/Rye-Regular.ttf"
TEXT_FONT = "fonts/NotoSans-Regular.ttf"
TEXT_FONT_BOLD = "fonts/NotoSans-Bold.ttf"

PACKAGE = Path(__file__).resolve().parents[2]  # the gwt_desktop folder (this is gwt_desktop/ui/kit/assets.py)
MARKER = Path("art") / "CREDITS.md"  # always shipped beside the sprites
SCALED_KEPT = 512  # scaled sprites kept; one frame of the game scene uses about 250


@cache
def base_dir() -> Path:
    """The folder holding art/ and sounds/, the one place every load looks.

    In the source tree (and an editable install) they are top-level folders of the checkout, beside
    gwt_desktop/, as the design card has them. A wheel (pyproject.toml's force-include) and the
    PyInstaller bundle (the spec's datas) put them inside the package instead, at gwt_desktop/art
    and gwt_desktop/sounds, so an installed copy never depends on what lies beside site-packages.
    The package's own folder is asked first: an installed art/ always wins.
    """
    return PACKAGE if (PACKAGE / MARKER).is_file() else PACKAGE.parent


def ui_data(name: str) -> Path:
    """A file the generators write for the client beside its code (ui/kit/layout.json, palette.json,
    credits.json): package data, so it is in gwt_desktop/ui/kit/ everywhere."""
    return PACKAGE / "ui" / "kit" / name


def art_path(name: str) -> Path:
    return base_dir() / "art" / name


def sound_path(name: str) -> Path:
    return base_dir() / "sounds" / name


@cache
def image(name: str) -> Any:
    """A sprite from art/, e.g. image("buildings/private_1a_p0.png"); converted when a display exists."""
    import pygame

    surf = pygame.image.load(str(art_path(name)))
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        surf = surf.convert_alpha()
    return surf


@cache
def _larger(name: str) -> str | None:
    """art/<stem>@2x.png beside art/<name> when the art ships one (the board's art: the 1920x1080 one
    loads fast for a window up to that size, the 3840x2160 one only for a larger window)."""
    stem, dot, ext = name.rpartition(".")
    big = f"{stem}@2x.{ext}" if dot else None
    return big if big is not None and art_path(big).is_file() else None


def source(name: str, size: tuple[int, int]) -> Any:
    """The art's pixels to draw art/<name> at `size` pixels from: its @2x version when it has one and
    the size is larger than the plain one."""
    img = image(name)
    big = _larger(name)
    if big is not None and (size[0] > img.get_width() or size[1] > img.get_height()):
        return image(big)
    return img


def scale(name: str, size: tuple[int, int]) -> Any:
    """A sprite smooth-scaled to a size in pixels from its art's own pixels (not kept here: ui/kit/canvas's
    pictures keep what they scale, once per size)."""
    import pygame

    img = source(name, size)
    return img if img.get_size() == tuple(size) else pygame.transform.smoothscale(img, size)


@cache
def font(size: int, display: bool = False, bold: bool = False) -> Any:
    import pygame

    if not pygame.font.get_init():
        pygame.font.init()
    name = DISPLAY_FONT if display else (TEXT_FONT_BOLD if bold else TEXT_FONT)
    return pygame.font.Font(str(art_path(name)), size)


@cache
def sound(name: str) -> Any | None:
    """A sound effect from sounds/ (e.g. "coins.wav"), or None when there is no mixer or no file."""
    import pygame

    try:
        if not pygame.mixer.get_init():
            return None
        return pygame.mixer.Sound(str(sound_path(name)))
    except (pygame.error, FileNotFoundError):
        return None


def play(name: str) -> None:
    """Plays a sound effect if sound is available; silently does nothing otherwise."""
    snd = sound(name)
    if snd is not None:
        snd.play()


def credits_lines() -> list[str]:
    """The credits screen's text (written by build_scripts/make_art.py; JSON so it ships as package data)."""
    with open(ui_data("credits.json"), encoding="utf-8") as f:
        return list(json.load(f)["lines"])


_ALSO_CLEARED: list = []


def on_clear(cache_clear) -> None:
    """Another module's cache of what is made from these (ui/kit/canvas's pictures), forgotten with them."""
    _ALSO_CLEARED.append(cache_clear)


def clear_caches() -> None:
    """Forget loaded surfaces, fonts and sounds: they die with pygame.quit() and must not be reused."""
    for fn in (image, font, sound, _larger):
        fn.cache_clear()
    for cache_clear in _ALSO_CLEARED:
        cache_clear()
