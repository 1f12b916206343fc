"""Sounds: events map to the right effects, mute and volume are honoured, and without an audio
device everything stays silent and raises nothing."""
from __future__ import annotations

import os
import subprocess
import sys

import pygame
import pytest

from gwt_desktop.engine import (
    BANK,
    Action,
    Bought,
    Built,
    CityDisc,
    Delivery,
    Draw,
    Engine,
    GameOver,
    Hired,
    Income,
    Money,
    Shuffle,
    Turn,
)
from gwt_desktop.storage.settings import Settings
from gwt_desktop.ui.kit import assets
from gwt_desktop.ui.kit.sound import EVENT_SOUNDS, MAX_PER_MOVE, Sounds, sounds_for


def test_every_mapped_sound_file_exists():
    for _, name in EVENT_SOUNDS:
        assert assets.sound_path(name).is_file(), name
    assert assets.sound_path("error.wav").is_file()


@pytest.mark.parametrize("events, first", [
    ([Hired(0, 1, 3, 6), Money(0, BANK, 6)], "hire.wav"),
    ([Built(1, "3a", 12, 2), Money(1, BANK, 2)], "build.wav"),
    ([Bought(0, 4, 6), Money(0, BANK, 6)], "buy_cattle.wav"),
    ([Income(0, 9, 0), Money(BANK, 0, 9), Delivery(0, 3, 9, 0, False, 0, False), CityDisc(0, 3, 0)], "delivery.wav"),
    ([Engine(2, 8)], "whistle.wav"),
    ([Shuffle(0, 10), Draw(0, 4)], "shuffle.wav"),
    ([Turn(1), GameOver()], "game_end.wav"),
])
def test_events_choose_the_most_telling_sound(events, first):
    got = sounds_for(events)
    assert got[0] == first and len(got) <= MAX_PER_MOVE


def test_nothing_to_hear_for_quiet_events():
    assert sounds_for([Turn(1), Action(0, "cert1"), Draw(0, 0)]) == []


def test_mute_and_volume_are_honoured():
    s = Sounds.from_settings(Settings(sound=True, volume=0.5))
    s.events([Hired(0, 1, 3, 6)])
    assert s.played == ["hire.wav"]
    assert s.toggle_mute() is False
    s.events([Built(0, "1a", 2, 2)])
    s.error()
    assert s.played == ["hire.wav"]
    assert s.toggle_mute() is True
    s.set_volume(0)
    assert s.play("coins.wav") is False
    s.set_volume(7)
    assert s.volume == 1.0


def test_without_a_mixer_playing_is_silent_and_raises_nothing():
    pygame.init()
    pygame.mixer.quit()
    assets.clear_caches()
    try:
        s = Sounds()
        assert s.play("hire.wav") is False
        s.events([GameOver()])
        s.error()
    finally:
        assets.clear_caches()
        pygame.quit()


def test_a_real_app_runs_with_no_audio_device_at_all(tmp_path):
    """A machine without sound: SDL's audio driver fails; the app still starts and runs silently."""
    env = dict(os.environ, SDL_AUDIODRIVER="no_such_driver", SDL_VIDEODRIVER="dummy", GWT_HOME=str(tmp_path))
    code = ("import pygame\n"
            "from gwt_desktop.app import App\n"
            "from gwt_desktop.ui.kit.sound import Sounds\n"
            "a = App((640, 360))\n"
            "assert not pygame.mixer.get_init()\n"
            "s = Sounds()\n"
            "assert s.play('hire.wav') is False\n"
            "s.error()\n"
            "a.step(); a.close(); print('ok')\n")
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60, check=False)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip().endswith("ok")
