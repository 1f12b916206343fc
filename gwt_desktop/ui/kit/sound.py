"""Sound effects for what happens in the game: engine events in, a few short sounds out.

One Sounds object per app. It honours the settings (sound on/off, volume; M toggles mute) and is
silent and error-free without an audio device: assets.sound() returns None when there is no mixer.
A move can produce many events (a Kansas City visit makes a dozen), so at most a couple of sounds
are played per move, the most telling first.
"""
from __future__ import annotations

import logging
from collections.abc import Sequence

from ...engine import EventKind
from ...failures import report_once
from . import assets

log = logging.getLogger(__name__)


# Engine event kind -> sound file, in priority order (a move plays the first MAX_PER_MOVE found).
EVENT_SOUNDS: tuple[tuple[str, str], ...] = (
    (EventKind.GAME_OVER, "game_end.wav"),
    (EventKind.DELIVER, "delivery.wav"),
    (EventKind.BUILD, "build.wav"),
    (EventKind.HIRE, "hire.wav"),
    (EventKind.BUY, "buy_cattle.wav"),
    (EventKind.ENGINE, "whistle.wav"),
    (EventKind.SHUFFLE, "shuffle.wav"),
    (EventKind.DRAW, "card_draw.wav"),
    (EventKind.MONEY, "coins.wav"),
)
ERROR = "error.wav"
MAX_PER_MOVE = 2


def sounds_for(events: Sequence[tuple]) -> list[str]:
    """The sound files one move's events call for, most telling first, at most MAX_PER_MOVE."""
    kinds = {ev.kind for ev in events if not (ev.kind == EventKind.DRAW and not ev.count)}
    return [name for kind, name in EVENT_SOUNDS if kind in kinds][:MAX_PER_MOVE]


class Sounds:
    def __init__(self, enabled: bool = True, volume: float = 0.7) -> None:
        self.enabled = enabled
        self.volume = volume
        self.played: list[str] = []  # what was asked to sound, newest last (tests and debugging)

    @classmethod
    def from_settings(cls, settings) -> Sounds:
        return cls(settings.sound, settings.volume)

    def toggle_mute(self) -> bool:
        """M: flips sound on/off; returns whether sound is now on."""
        self.enabled = not self.enabled
        return self.enabled

    def set_volume(self, volume: float) -> None:
        self.volume = min(1.0, max(0.0, volume))

    def play(self, name: str) -> bool:
        """Plays one effect; False when muted, silent, or there is no device (never raises)."""
        if not self.enabled or self.volume <= 0:
            return False
        self.played.append(name)
        del self.played[:-20]
        snd = assets.sound(name)
        if snd is None:
            return False
        try:
            snd.set_volume(self.volume)
            snd.play()
        except Exception:  # noqa: BLE001 - a sound must never take the game down
            report_once(log, f"The sound {name}")
            return False
        return True

    def events(self, events: Sequence[tuple]) -> list[str]:
        names = sounds_for(events)
        for name in names:
            self.play(name)
        return names

    def error(self) -> None:
        """A refused click."""
        self.play(ERROR)
