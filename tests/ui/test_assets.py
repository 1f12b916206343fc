"""The asset helper finds the shipped files and loads them headless, with or without a mixer."""
from __future__ import annotations

from pathlib import Path

import pygame

import gwt_desktop
from gwt_desktop.ui import assets


def test_finds_art_and_sounds_inside_the_package():
    # One rule for the source tree, a wheel and the bundle: the assets sit in the package folder.
    assert assets.base_dir() == Path(gwt_desktop.__file__).resolve().parent
    assert assets.art_path(assets.DISPLAY_FONT).is_file()
    assert assets.art_path(assets.TEXT_FONT).is_file()
    assert assets.sound_path("coins.wav").is_file()


def test_loads_images_fonts_and_tolerates_no_mixer():
    pygame.init()
    surf = assets.image("icons/coins.png")
    assert surf.get_width() > 0
    assert assets.image("icons/coins.png") is surf  # cached
    assert assets.font(20).size("Kansas City")[0] > 0
    assert assets.font(28, display=True).size("Kansas City")[0] > 0
    pygame.mixer.quit()
    assets.sound.cache_clear()
    assert assets.sound("coins.wav") is None
    assets.play("coins.wav")  # must not raise
    assert any("game-icons" in line for line in assets.credits_lines())


def test_shipped_assets_stay_small():
    sounds = list((assets.base_dir() / "sounds").glob("*.wav"))
    assert len(sounds) >= 9
    assert all(p.stat().st_size < 100_000 for p in sounds)
    total = sum(p.stat().st_size for d in ("art", "sounds") for p in (assets.base_dir() / d).rglob("*") if p.is_file())
    assert total < 20_000_000
