"""The asset helper finds the shipped files and loads them headless, with or without a mixer."""
from __future__ import annotations

from pathlib import Path

import pygame

import gwt_desktop
from gwt_desktop.ui.kit import assets


def test_in_the_source_tree_art_and_sounds_are_the_checkouts_top_level_folders():
    checkout = Path(gwt_desktop.__file__).resolve().parent.parent
    assert assets.base_dir() == checkout
    assert assets.art_path(assets.DISPLAY_FONT) == checkout / "art" / assets.DISPLAY_FONT
    assert assets.art_path(assets.DISPLAY_FONT).is_file()
    assert assets.art_path(assets.TEXT_FONT).is_file()
    assert assets.sound_path("coins.wav") == checkout / "sounds" / "coins.wav"
    assert assets.sound_path("coins.wav").is_file()


def test_an_installed_copy_inside_the_package_wins(tmp_path, monkeypatch):
    """A wheel and the bundle put art/ and sounds/ inside the package: found there first, whatever
    lies beside it (site-packages may hold an unrelated package called art)."""
    package = tmp_path / "site-packages" / "gwt_desktop"
    (package / "art").mkdir(parents=True)
    (package / "art" / "CREDITS.md").write_text("credits", encoding="utf-8")
    (tmp_path / "site-packages" / "art").mkdir()  # someone else's "art"
    monkeypatch.setattr(assets, "PACKAGE", package)
    assets.base_dir.cache_clear()
    try:
        assert assets.base_dir() == package
        assert assets.art_path("fonts/x.ttf") == package / "art" / "fonts" / "x.ttf"
    finally:
        monkeypatch.undo()
        assets.base_dir.cache_clear()
    assert assets.art_path(assets.DISPLAY_FONT).is_file()


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
