"""How the four seats look to people with the common colour-vision deficiencies: simulated pictures and
the colour distances between the seats.

    python -m tools.colour_vision --out DIR [SCREENSHOT.png ...]

Writes DIR/seats.png (every piece, disc, marker and mark of the four seats side by side), and for it
and each screenshot given NAME_deuteranopia.png, NAME_protanopia.png, NAME_tritanopia.png and
NAME_all.png (the four visions in one labelled picture). Prints, for each vision, the smallest colour
difference (CIE76 delta E) between two seats' colours: below about 10 two colours are easily confused,
which is why every seat carries a mark as well (ui/kit/paint.py draw_mark).

The simulation is Machado, Oliveira and Fernandes (2009) at full severity, applied in linear RGB. Pure
Python over each distinct colour (a 1920x1080 screenshot takes a few seconds), so it needs no numpy.
"""
from __future__ import annotations

import argparse
import itertools
import os
from pathlib import Path

import pygame

# Machado et al. 2009, severity 1.0 (linear RGB in, linear RGB out).
MACHADO = {
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}
VISIONS = ("normal", *MACHADO)

_TO_LINEAR = [((c / 255) / 12.92 if c / 255 <= 0.04045 else ((c / 255 + 0.055) / 1.055) ** 2.4) for c in range(256)]


def _to_srgb(v: float) -> int:
    v = min(1.0, max(0.0, v))
    v = v * 12.92 if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055
    return round(v * 255)


def simulate_rgb(rgb: tuple[int, int, int], vision: str) -> tuple[int, int, int]:
    """One sRGB colour as a person with `vision` sees it (the colour itself for "normal")."""
    if vision == "normal":
        return tuple(rgb)
    m = MACHADO[vision]
    lin = [_TO_LINEAR[c] for c in rgb]
    return tuple(_to_srgb(sum(m[i][j] * lin[j] for j in range(3))) for i in range(3))


def simulate(surf: pygame.Surface, vision: str) -> pygame.Surface:
    """A copy of `surf` as a person with `vision` sees it."""
    size = surf.get_size()
    raw = pygame.image.tobytes(surf, "RGB")
    cache: dict[bytes, bytes] = {}
    out = bytearray(len(raw))
    for i in range(0, len(raw), 3):
        px = raw[i:i + 3]
        new = cache.get(px)
        if new is None:
            new = cache[px] = bytes(simulate_rgb((px[0], px[1], px[2]), vision))
        out[i:i + 3] = new
    return pygame.image.frombytes(bytes(out), size, "RGB")


def lab(rgb: tuple[int, int, int]) -> tuple[float, float, float]:
    """CIE L*a*b* (D65) of an sRGB colour."""
    r, g, b = (_TO_LINEAR[c] for c in rgb)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
    f = [t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116 for t in (x, y, z)]
    return (116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2]))


def delta_e(a, b) -> float:
    la, lb = lab(a), lab(b)
    return sum((p - q) ** 2 for p, q in zip(la, lb, strict=True)) ** 0.5


def seat_distances(colours: list[tuple[int, int, int]]) -> dict[str, tuple[float, tuple[int, int]]]:
    """For each vision, the smallest delta E between two seats' colours and which pair it is."""
    out = {}
    for vision in VISIONS:
        seen = [simulate_rgb(c, vision) for c in colours]
        out[vision] = min((delta_e(seen[i], seen[j]), (i, j))
                          for i, j in itertools.combinations(range(len(seen)), 2))
    return out


def seat_sheet() -> pygame.Surface:
    """Every seat's coloured pieces at the sizes the board draws them and larger, one row per seat."""
    from gwt_desktop.session.seats import COLOR_NAMES
    from gwt_desktop.ui.kit import assets
    from gwt_desktop.ui.kit.paint import color, player_rgb, seat_mark

    sprites = ("pieces/cattleman_p{c}.png", "pieces/engine_p{c}.png", "pieces/disc_p{c}_white.png",
               "pieces/disc_p{c}_dark.png", "pieces/certificate_p{c}.png", "buildings/private_4a_p{c}.png")
    surf = pygame.Surface((1280, 4 * 120 + 20))
    surf.fill(color("board"))
    font = assets.font(24, bold=True)
    for c, name in enumerate(COLOR_NAMES):
        y = 20 + c * 120
        pygame.draw.rect(surf, player_rgb(c), (20, y, 80, 80), border_radius=8)
        seat_mark(surf, c, (160, y + 40), 36, chip=True)
        surf.blit(font.render(name, True, color("ink")), (20, y + 86))
        x = 220
        for size in (24, 64):
            for pattern in sprites:
                img = pygame.transform.smoothscale(assets.image(pattern.format(c=c)), (size, size))
                surf.blit(img, (x, y + 40 - size // 2))
                x += size + 12
            x += 20
    return surf


def labelled(pictures: dict[str, pygame.Surface]) -> pygame.Surface:
    """The visions of one picture in a 2x2 grid, each with its name."""
    from gwt_desktop.ui.kit import assets

    w, h = next(iter(pictures.values())).get_size()
    scale = min(1.0, 960 / w)
    cw, ch = round(w * scale), round(h * scale)
    out = pygame.Surface((2 * cw, 2 * (ch + 36)))
    out.fill((30, 30, 30))
    font = assets.font(24, bold=True)
    for k, (vision, pic) in enumerate(pictures.items()):
        x, y = (k % 2) * cw, (k // 2) * (ch + 36)
        out.blit(font.render(vision, True, (240, 240, 240)), (x + 8, y + 4))
        out.blit(pygame.transform.smoothscale(pic, (cw, ch)), (x, y + 36))
    return out


def write(stem: str, picture: pygame.Surface, out: Path) -> list[Path]:
    pictures = {"normal": picture}
    written = []
    for vision in MACHADO:
        pictures[vision] = simulate(picture, vision)
        path = out / f"{stem}_{vision}.png"
        pygame.image.save(pictures[vision], str(path))
        written.append(path)
    path = out / f"{stem}_all.png"
    pygame.image.save(labelled(pictures), str(path))
    written.append(path)
    return written


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, required=True, help="folder for the simulated pictures")
    ap.add_argument("screenshots", nargs="*", type=Path, help="PNG screenshots to simulate as well")
    args = ap.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.init()
    args.out.mkdir(parents=True, exist_ok=True)
    from gwt_desktop.ui.kit.paint import player_rgb

    distances = seat_distances([player_rgb(c) for c in range(4)])
    print("smallest delta E between two seats' colours (below ~10: easily confused; the marks tell them apart):")
    for vision, (d, (i, j)) in distances.items():
        print(f"  {vision:13s} {d:5.1f}  (colours {i} and {j})")
    sheet = seat_sheet()
    pygame.image.save(sheet, str(args.out / "seats.png"))
    written = [args.out / "seats.png", *write("seats", sheet, args.out)]
    for shot in args.screenshots:
        written += write(shot.stem, pygame.image.load(str(shot)), args.out)
    for path in written:
        print(path)


if __name__ == "__main__":
    main()
