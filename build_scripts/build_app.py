"""Builds the double-click app: `python build_scripts/build_app.py` -> dist/GreatWesternTrail/.

Runs PyInstaller on build_scripts/GreatWesternTrail.spec (onedir, windowed, with every sprite,
font, sound and ui/kit/*.json inside) and prints where the executable is and how big the folder is.
Needs PyInstaller in the venv: `.venv/bin/pip install -e '.[build]'` (the test extra has it too).

    --dist DIR   where the app folder goes (default: dist/ in the checkout)
    --work DIR   PyInstaller's scratch folder (default: build/pyinstaller/); kept between builds,
                 which makes a rebuild faster

Run it with the Python of the venv the game runs in: PyInstaller freezes that interpreter and
the packages installed in it.
"""
from __future__ import annotations

import argparse
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "build_scripts" / "GreatWesternTrail.spec"
APP = "GreatWesternTrail"


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def executable(dist: Path) -> Path:
    """The built program inside dist (GreatWesternTrail.exe on Windows)."""
    return dist / APP / (APP + (".exe" if sys.platform == "win32" else ""))


def build(dist: Path, work: Path, quiet: bool = False) -> Path:
    cmd = [sys.executable, "-m", "PyInstaller", str(SPEC), "--noconfirm", "--clean",
           "--distpath", str(dist), "--workpath", str(work), "--log-level", "WARN"]
    subprocess.run(cmd, cwd=ROOT, check=True, stdout=subprocess.DEVNULL if quiet else None)
    exe = executable(dist)
    if not exe.is_file():
        raise SystemExit(f"build_app: PyInstaller finished but {exe} is missing")
    return exe


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--dist", type=Path, default=ROOT / "dist")
    ap.add_argument("--work", type=Path, default=ROOT / "build" / "pyinstaller")
    args = ap.parse_args(argv)
    t = time.perf_counter()
    exe = build(args.dist.resolve(), args.work.resolve())
    size = folder_size(exe.parent)
    print(f"built {exe} in {time.perf_counter() - t:.0f} s; {exe.parent} is {size / 1e6:.1f} MB")


if __name__ == "__main__":
    main()
