"""Adds the built app to a Linux desktop's application menu, for the current user only.

    python build_scripts/install_desktop_entry.py [--exe dist/GreatWesternTrail/GreatWesternTrail]

Writes ~/.local/share/applications/gwt-desktop.desktop (from build_scripts/linux/gwt-desktop.desktop,
its Exec= pointing at the built executable, so keep the dist/GreatWesternTrail folder where it is
or run this again after moving it) and the app icon at 256, 64 and 32 px into
~/.local/share/icons/hicolor/. $XDG_DATA_HOME replaces ~/.local/share when set. No root needed;
`--uninstall` removes both.
"""
from __future__ import annotations

import argparse
import os
import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TEMPLATE = ROOT / "build_scripts" / "linux" / "gwt-desktop.desktop"
ICONS = ROOT / "art" / "ui"
SIZES = (256, 64, 32)
NAME = "gwt-desktop"


def data_home() -> Path:
    return Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")


def exec_value(exe: Path | str) -> str:
    """The Exec= value for a path: quoted as the Desktop Entry spec asks when it holds special characters."""
    text = str(exe)
    if not any(c in text for c in ' \t\n"\'\\><~|&;$*?#()`='):
        return text
    for c in ("\\", '"', "`", "$"):
        text = text.replace(c, "\\" + c)
    # The whole value is then a desktop-file string, whose own escape for a backslash is doubled.
    return '"' + text.replace("\\", "\\\\") + '"'


def targets(base: Path) -> tuple[Path, list[tuple[Path, Path]]]:
    entry = base / "applications" / f"{NAME}.desktop"
    icons = [(ICONS / f"app_icon_{n}.png", base / "icons" / "hicolor" / f"{n}x{n}" / "apps" / f"{NAME}.png")
             for n in SIZES]
    return entry, icons


def install(exe: Path, base: Path) -> Path:
    if not exe.is_file():
        raise SystemExit(f"install_desktop_entry: {exe} does not exist; build the app first "
                         "(python build_scripts/build_app.py)")
    entry, icons = targets(base)
    for src, dst in icons:
        dst.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(src, dst)
    entry.parent.mkdir(parents=True, exist_ok=True)
    entry.write_text(TEMPLATE.read_text(encoding="utf-8").replace("@EXEC@", exec_value(exe.resolve())),
                     encoding="utf-8")
    return entry


def uninstall(base: Path) -> None:
    entry, icons = targets(base)
    for path in [entry] + [dst for _, dst in icons]:
        path.unlink(missing_ok=True)


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description="Add (or remove) the built app in the desktop's application menu.")
    ap.add_argument("--exe", type=Path, default=ROOT / "dist" / "GreatWesternTrail" / "GreatWesternTrail")
    ap.add_argument("--uninstall", action="store_true")
    args = ap.parse_args(argv)
    if args.uninstall:
        uninstall(data_home())
        print("removed the gwt-desktop menu entry and icons")
        return
    entry = install(args.exe, data_home())
    print(f"wrote {entry}; Great Western Trail is in the application menu (Games)")


if __name__ == "__main__":
    main()
