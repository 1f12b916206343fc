"""Synthesises the game's sound effects into sounds/*.wav (top level, beside gwt_desktop/) with the standard library only.

Every effect is a short recipe of oscillators, noise and envelopes below, so a change of sound is
an edit here and a re-run:  .venv/bin/python build_scripts/make_sounds.py
Mono, 22.05 kHz, 16-bit: small files (each well under 100 KB) that pygame's mixer plays directly.
"""
from __future__ import annotations

import math
import random
import struct
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parent.parent / "sounds"
rnd = random.Random(1)  # fixed seed: rebuilding gives byte-identical files


def tone(freq: float, t: float, shape: str = "sine") -> float:
    ph = (freq * t) % 1.0
    if shape == "square":
        return 1.0 if ph < 0.5 else -1.0
    if shape == "saw":
        return 2 * ph - 1
    if shape == "tri":
        return 4 * abs(ph - 0.5) - 1
    return math.sin(2 * math.pi * ph)


def env(t: float, attack: float, decay: float) -> float:
    """Fast attack, exponential decay: the shape of a struck or plucked sound."""
    if t < 0:
        return 0.0
    return min(1.0, t / attack) * math.exp(-t / decay) if attack else math.exp(-t / decay)


def render(duration: float, fn: Callable[[float], float]) -> list[float]:
    return [fn(i / RATE) for i in range(int(duration * RATE))]


def mix(*tracks: tuple[float, list[float]]) -> list[float]:
    """Sums tracks, each placed at a start time in seconds."""
    n = max(int(start * RATE) + len(tr) for start, tr in tracks)
    out = [0.0] * n
    for start, tr in tracks:
        o = int(start * RATE)
        for i, v in enumerate(tr):
            out[o + i] += v
    return out


def write(name: str, samples: list[float], gain: float = 0.8) -> None:
    peak = max(1e-9, max(abs(v) for v in samples))
    fade = int(0.01 * RATE)  # a 10 ms fade-out avoids a click at the end
    data = bytearray()
    for i, v in enumerate(samples):
        v = v / peak * gain * min(1.0, (len(samples) - i) / fade)
        data += struct.pack("<h", int(max(-1.0, min(1.0, v)) * 32767))
    OUT.mkdir(exist_ok=True)
    with wave.open(str(OUT / name), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(bytes(data))


# --- recipes ----------------------------------------------------------------------------------------
def clink(freq: float) -> list[float]:
    """A coin: inharmonic partials (as a small metal disc has) with a quick decay."""
    partials = ((1.0, 1.0), (2.76, 0.6), (5.40, 0.4), (8.93, 0.25))
    return render(0.35, lambda t: sum(a * tone(freq * m, t) for m, a in partials) * env(t, 0.001, 0.07))


def noise_burst(duration: float, decay: float, lowpass: float = 0.5) -> list[float]:
    """A papery swish: filtered noise (one-pole low-pass; `lowpass` near 1 is darker)."""
    out, y = [], 0.0
    for i in range(int(duration * RATE)):
        y = lowpass * y + (1 - lowpass) * rnd.uniform(-1, 1)
        t = i / RATE
        out.append(y * env(t, 0.01, decay))
    return out


def coins() -> list[float]:
    return mix((0.0, clink(2200)), (0.07, clink(2600)), (0.15, clink(2000)), (0.21, clink(2900)))


def card_draw() -> list[float]:
    return noise_burst(0.22, 0.06, 0.3)


def shuffle() -> list[float]:
    return mix(*[(k * 0.045 + rnd.uniform(0, 0.01), noise_burst(0.08, 0.02, 0.2)) for k in range(18)])


def moo() -> list[float]:
    """Buying cattle: a low, gliding, slightly nasal call."""
    def f(t: float) -> float:
        pitch = 110 + 35 * math.sin(min(t, 0.9) / 0.9 * math.pi) - 15 * t
        vib = 1 + 0.01 * math.sin(2 * math.pi * 5.5 * t)
        body = tone(pitch * vib, t, "saw") * 0.6 + tone(pitch * 2 * vib, t) * 0.3 + tone(pitch * 3 * vib, t) * 0.15
        return body * min(1.0, t / 0.12) * min(1.0, max(0.0, (1.1 - t) / 0.3))
    return mix((0.0, render(1.1, f)), (0.0, coins()[: int(0.3 * RATE)]))


def hire() -> list[float]:
    """Hiring: a friendly rising two-note bell."""
    def bell(freq: float) -> list[float]:
        return render(0.5, lambda t: (tone(freq, t) + 0.4 * tone(freq * 2.01, t)) * env(t, 0.002, 0.18))
    return mix((0.0, bell(660)), (0.12, bell(880)))


def build() -> list[float]:
    """Building: three hammer knocks on wood."""
    def knock() -> list[float]:
        thump = render(0.18, lambda t: tone(140 * (1 - 0.4 * t), t) * env(t, 0.001, 0.04))
        return mix((0.0, thump), (0.0, noise_burst(0.05, 0.01, 0.1)))
    return mix((0.0, knock()), (0.22, knock()), (0.44, knock()))


def whistle() -> list[float]:
    """The engine moving: a steam whistle chord with breathy noise."""
    chord = (392.0, 494.0, 587.0)
    def f(t: float) -> float:
        amp = min(1.0, t / 0.08) * min(1.0, max(0.0, (1.2 - t) / 0.25))
        return amp * sum(tone(c * (1 + 0.004 * math.sin(2 * math.pi * 6 * t)), t, "tri") for c in chord) / 3
    breath = [v * 0.35 for v in noise_burst(1.2, 0.8, 0.05)]
    return mix((0.0, render(1.2, f)), (0.0, breath))


def delivery() -> list[float]:
    """A Kansas City delivery: the whistle's call answered by the cash box."""
    call = render(0.5, lambda t: sum(tone(c, t, "tri") for c in (523.0, 659.0)) * env(t, 0.03, 0.25))
    return mix((0.0, call), (0.35, coins()), (0.55, clink(3300)))


def game_end() -> list[float]:
    """The end of the game: a short major fanfare."""
    notes = ((0.0, 392.0), (0.18, 523.0), (0.36, 659.0), (0.54, 784.0))
    def note(freq: float, dur: float) -> list[float]:
        return render(dur, lambda t: (tone(freq, t, "square") * 0.3 + tone(freq, t)) * env(t, 0.01, dur / 2.5))
    tracks = [(start, note(freq, 0.3)) for start, freq in notes]
    tracks += [(0.75, note(f, 1.1)) for f in (523.0, 659.0, 784.0)]
    return mix(*tracks)


def click() -> list[float]:
    """A UI button press."""
    return render(0.05, lambda t: tone(1800, t) * env(t, 0.0005, 0.008))


def error() -> list[float]:
    """A move that is not allowed: a low double buzz."""
    return mix((0.0, render(0.12, lambda t: tone(150, t, "square") * env(t, 0.005, 0.06))),
               (0.14, render(0.12, lambda t: tone(130, t, "square") * env(t, 0.005, 0.06))))


EFFECTS = {
    "coins.wav": coins,
    "card_draw.wav": card_draw,
    "shuffle.wav": shuffle,
    "buy_cattle.wav": moo,
    "hire.wav": hire,
    "build.wav": build,
    "whistle.wav": whistle,
    "delivery.wav": delivery,
    "game_end.wav": game_end,
    "click.wav": click,
    "error.wav": error,
}


def main() -> None:
    for name, recipe in EFFECTS.items():
        write(name, recipe())
        print(f"sounds/{name}: {(OUT / name).stat().st_size // 1024} KB")


if __name__ == "__main__":
    main()
