"""Who sits where: a name, a player colour and a human or a computer of some level, per seat.

Plain data (no pygame): the New game screen fills it, the game scene reads it, saves store it.
Seat i plays engine player i.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass

from ..ai.base import LEVELS
from ..clean import clean_text

HUMAN = "human"
COMPUTER = "computer"
DEFAULT_LEVEL = "medium"
# Player colours as the art draws them (ui/kit/palette.json "players", art/pieces/*_p0..p3). A seat
# nobody named is called by its colour, saved in these English words whatever the language (so a save
# reads the same everywhere); the screens show them in the player's language (text/words.player_name).
COLOR_NAMES = ("Blue", "Orange", "Green", "Purple")


@dataclass(frozen=True)
class Seat:
    name: str
    color: int = 0  # index into COLOR_NAMES and the art's _p0.._p3 sprites
    kind: str = HUMAN
    level: str = DEFAULT_LEVEL  # only meaningful for a computer seat

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN

    def to_json(self) -> dict:
        return asdict(self)

    @staticmethod
    def from_json(data: dict) -> Seat:
        """Build a seat from untrusted data; raises ValueError naming the bad field."""
        if not isinstance(data, dict):
            raise ValueError("a seat must be an object")  # noqa: TRY004 (saves catch one error type)
        name = data.get("name")
        color = data.get("color", 0)
        kind = data.get("kind", HUMAN)
        level = data.get("level", DEFAULT_LEVEL)
        if not isinstance(name, str) or not clean_text(name).strip() or len(name) > 40:
            raise ValueError("a seat's name must be a non-empty text of at most 40 characters")
        name = clean_text(name)  # a NUL or a lone surrogate would crash the font that draws it
        if not isinstance(color, int) or isinstance(color, bool) or not 0 <= color < len(COLOR_NAMES):
            raise ValueError(f"a seat's colour must be 0..{len(COLOR_NAMES) - 1}")
        if kind not in (HUMAN, COMPUTER):
            raise ValueError(f"a seat's kind must be {HUMAN!r} or {COMPUTER!r}")
        if level not in LEVELS:
            raise ValueError(f"a seat's level must be one of {', '.join(LEVELS)}")
        return Seat(name, color, kind, level)
