"""The app icon in the formats Windows and macOS executables want, made from the shipped PNGs.

.ico and .icns can both hold PNG images as they are, so no image library (Pillow) is needed:
the spec calls write_ico on Windows and write_icns on macOS before PyInstaller runs.
"""
from __future__ import annotations

import struct
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ICON_PNGS = [ROOT / "art" / "ui" / f"app_icon_{n}.png" for n in (256, 64, 32)]
ICNS_KINDS = {256: b"ic08", 64: b"icp6", 32: b"icp5"}  # the PNG-holding icns entry types per size


def png_size(data: bytes) -> tuple[int, int]:
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    return struct.unpack(">II", data[16:24])  # IHDR width, height


def write_ico(pngs: list[bytes], out: Path) -> Path:
    """A Windows .ico of PNG images (a format Windows reads since Vista)."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = len(header) + 16 * len(pngs)
    entries, blobs = b"", b""
    for png in pngs:
        w, h = png_size(png)
        entries += struct.pack("<BBBBHHII", w % 256, h % 256, 0, 0, 1, 32, len(png), offset)  # 0 means 256
        offset += len(png)
        blobs += png
    out.write_bytes(header + entries + blobs)
    return out


def write_icns(pngs: list[bytes], out: Path) -> Path:
    """A macOS .icns of PNG entries (256, 64 and 32 px)."""
    body = b"".join(ICNS_KINDS[png_size(p)[0]] + struct.pack(">I", len(p) + 8) + p for p in pngs)
    out.write_bytes(b"icns" + struct.pack(">I", len(body) + 8) + body)
    return out


def icon_for(platform: str, folder: Path) -> Path | None:
    """The icon file an executable built on `platform` takes, written into folder; None on Linux,
    where an executable has no icon (the window sets its own, the .desktop file names one)."""
    if platform not in ("win32", "darwin"):
        return None
    folder.mkdir(parents=True, exist_ok=True)
    pngs = [p.read_bytes() for p in ICON_PNGS]
    if platform == "win32":
        return write_ico(pngs, folder / "GreatWesternTrail.ico")
    return write_icns(pngs, folder / "GreatWesternTrail.icns")
