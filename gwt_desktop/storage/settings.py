"""The player's preferences (animation speed, computer pace, sound, window, language), and the last game
started on the New game screen (its seats, sides and seed, which that screen opens with), kept between runs.

Stored as JSON in paths.config_dir()/settings.json. Reading is tolerant: a missing file is the
first run, and a broken, unreadable or wrong-typed file gives the defaults for what cannot be used
plus a Problem naming the file (text/problems.say words it in the language of the moment),
never an exception. Reading and the atomic write go through files.py,
like the saves: a named pipe, a device or a deeply nested file is a message, not a hang or a crash. No pygame here: the scenes read these values.
"""
from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path

from ..languages import LANGUAGES
from ..problem import Problem
from ..session.deal_code import SEED_SPACE
from ..session.seats import Seat
from . import paths
from .files import FileProblem, read_json, write_atomic

FILE_NAME = "settings.json"
MAX_BYTES = 64 * 1024  # a settings file is a few hundred bytes; refuse to parse anything absurd
ANIMATION_SPEEDS = ("off", "fast", "normal")
TEXT_SIZES = ("normal", "large", "larger")
TEXT_SCALE = {"normal": 1.0, "large": 1.2, "larger": 1.4}  # tooltips' text, times its normal size
# How much longer than "fast" a "normal" animation lasts; "off" shows the result at once.
SPEED_FACTOR = {"off": 0.0, "fast": 0.45, "normal": 1.0}
PACE_RANGE = (0.0, 5.0)  # seconds a computer seat's move stays on screen before the next one
WINDOW_MIN = (640, 360)
WINDOW_MAX = (7680, 4320)
SIDES = ("a", "random")  # the New game screen's building sides
SEATS = (2, 4)  # the fewest and the most seats of a game


@dataclass(frozen=True)
class Settings:
    animation: str = "normal"
    computer_pace: float = 0.8
    sound: bool = True
    volume: float = 0.7
    fullscreen: bool = False
    window: tuple[int, int] = (1280, 720)
    text_size: str = "normal"  # the game's magnifier (G) and tooltips: normal, large, larger
    language: str = ""  # a code of languages.LANGUAGES, or "" for the system's (files before it: "")
    # The last game started on the New game screen, which opens with it next time: its seats (names,
    # colours, kinds, levels), building sides and seed. () and None: no game started yet.
    last_seats: tuple[Seat, ...] = ()
    last_sides: str = "a"
    last_seed: int | None = None

    @property
    def speed_factor(self) -> float:
        return SPEED_FACTOR[self.animation]

    @property
    def text_scale(self) -> float:
        return TEXT_SCALE[self.text_size]

    def with_(self, **changes) -> Settings:
        return replace(self, **changes)

    def to_json(self) -> dict:
        d = asdict(self)  # the seats as objects, as a save writes them
        d["window"] = list(self.window)
        d["last_seats"] = [seat.to_json() for seat in self.last_seats]
        return d


DEFAULTS = Settings()


def settings_path() -> Path:
    return paths.config_dir() / FILE_NAME


class Wrong(ValueError):
    """A value a field cannot take, by its rule: "choice" (one of `allowed`, the file's own words),
    "seats" (a list of `allowed[0]` to `allowed[1]` seats, each as a save writes it, colours distinct;
    or empty),
    "language" (one of `allowed`, or "" for the system's), "bool", "number", "range" (`allowed`: the
    lowest and the highest), "size" ([width, height]) or "window" (outside the sizes a window can have)."""

    def __init__(self, rule: str, *allowed: str) -> None:
        super().__init__(rule, *allowed)
        self.rule, self.allowed = rule, allowed


def _check(name: str, value):
    """The value if it is valid for field `name`, else raises Wrong saying by which rule. Every type
    is checked before the value is compared or looked up: a list or an object is refused, never hashed."""
    if name in ("animation", "text_size", "last_sides"):
        choices = {"animation": ANIMATION_SPEEDS, "text_size": TEXT_SIZES, "last_sides": SIDES}[name]
        if not isinstance(value, str) or value not in choices:
            raise Wrong("choice", *choices)
        return value
    if name == "language":
        if not isinstance(value, str) or (value != "" and value not in LANGUAGES):
            raise Wrong("language", *LANGUAGES)
        return value
    if name in ("sound", "fullscreen"):
        if not isinstance(value, bool):
            raise Wrong("bool")
        return value
    if name in ("computer_pace", "volume"):
        # bool is an int subclass: "volume": true is a mistake, not 1.0
        if isinstance(value, bool) or not isinstance(value, int | float):  # NaN fails the range check below
            raise Wrong("number")
        lo, hi = PACE_RANGE if name == "computer_pace" else (0.0, 1.0)
        if not lo <= value <= hi:
            raise Wrong("range", f"{lo:g}", f"{hi:g}")
        return float(value)
    if name == "last_seats":
        if value == []:  # no game started on the New game screen yet
            return ()
        if not isinstance(value, list) or not SEATS[0] <= len(value) <= SEATS[1]:
            raise Wrong("seats", *(str(n) for n in SEATS))
        try:
            seats = tuple(Seat.from_json(seat) for seat in value)  # every field checked, the name cleaned
        except ValueError:
            raise Wrong("seats", *(str(n) for n in SEATS)) from None
        if len({seat.color for seat in seats}) != len(seats):  # the screen keeps colours distinct
            raise Wrong("seats", *(str(n) for n in SEATS))
        return seats
    if name == "last_seed":
        if value is None:
            return None
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < SEED_SPACE:
            raise Wrong("range", "0", str(SEED_SPACE - 1))
        return value
    if name == "window":
        if (not isinstance(value, list) or len(value) != 2
                or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)):
            raise Wrong("size")
        if not all(lo <= v <= hi for v, lo, hi in zip(value, WINDOW_MIN, WINDOW_MAX, strict=True)):
            raise Wrong("window")
        return (value[0], value[1])
    raise Wrong("unknown")  # pragma: no cover - only known names are passed


def window_size(text: str) -> tuple[tuple[int, int], tuple[int, int] | None]:
    """A window size typed as WxH (the command line's --size), clamped to the sizes the settings
    allow: (size, None), or (size, the size asked) when it was clamped (text/problems.size_clamped
    says so). ValueError for text that is no size."""
    parts = text.lower().replace(" ", "").split("x")
    if len(parts) != 2 or not all(p.isdigit() and len(p) <= 1000 for p in parts):
        raise ValueError("not a size")
    asked = (int(parts[0]), int(parts[1]))
    size = (min(WINDOW_MAX[0], max(WINDOW_MIN[0], asked[0])), min(WINDOW_MAX[1], max(WINDOW_MIN[1], asked[1])))
    return size, None if size == asked else asked


def load(path: Path | None = None) -> tuple[Settings, Problem | None]:
    """(settings, problem). problem is None when the file was fine or absent (first run); otherwise
    it names the file and what was ignored (text/problems.say words it). Never raises for a bad file
    or folder."""
    try:
        path = path or settings_path()
    except OSError as e:  # the config folder cannot be made (paths.FolderProblem)
        why = e.whole if isinstance(e, paths.FolderProblem) else Problem("as_said", words=str(e))
        return DEFAULTS, Problem("settings_not_used", problem=why)
    if not os.path.lexists(path):
        return DEFAULTS, None
    try:
        data = read_json(path, MAX_BYTES, "settings", allow_nan=True)  # NaN: that field alone
    except FileProblem as e:
        return DEFAULTS, Problem("settings_file_not_used", path=path, problem=e.problem)
    if not isinstance(data, dict):
        return DEFAULTS, Problem("settings_not_an_object", path=path)
    values = {}
    bad = []
    for f in fields(Settings):
        if f.name not in data:
            continue
        try:
            values[f.name] = _check(f.name, data[f.name])
        except Wrong as e:
            bad.append((f.name, e.rule, e.allowed))
    # Unknown keys are ignored quietly: a newer version may have written them.
    return Settings(**values), Problem("settings_fields", path=path, fields=tuple(bad)) if bad else None


def save(settings: Settings, path: Path | None = None) -> Problem | None:
    """Write atomically; returns None, or a Problem naming the file when it could not be written."""
    try:
        path = path or settings_path()
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(path, json.dumps(settings.to_json(), indent=2, sort_keys=True).encode("utf-8"))
    except OSError as e:
        return Problem("settings_not_saved", path=path or "", why=e.strerror or str(e))
    return None
