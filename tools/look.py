"""Look at the game as a person would: a real window on a virtual screen, clicks and keys, screenshots.

    python -m tools.look OUTDIR [--size WxH] [STEP ...] [-- COMMAND [ARG ...]]

STEP is one of
    wait:SECONDS     sleep (fractions allowed)
    click:X,Y        left click at screen pixel X,Y
    rclick:X,Y       right click
    move:X,Y         move the pointer there (hover: tooltips)
    key:NAME         press a key, xdotool names: Return, Escape, space, Tab, F11, ctrl+z, l
    type:TEXT        type the text (a name field, a deal code)
    shot:NAME        write OUTDIR/NAME.png

The screen is 1920x1080 unless --size says otherwise (1280x720 is the other size the game is laid
out for). Without a COMMAND it runs this interpreter's `python -m gwt_desktop --size WxH`, so the
window fills the screen and screen pixels are window pixels. Unless GWT_HOME is set, the app's
saves and settings go to OUTDIR/home, so a run never touches your own and starts the same way each
time. The app's output goes to OUTDIR/app.log; OUTDIR/final.png is always taken last. It prints
the screenshots it wrote, and exits non-zero if the app did not open a window or quit early.

It needs Xvfb, xdotool, ImageMagick's import and xdpyinfo, and installs nothing: when one is
missing it names the Debian packages to install (xvfb xdotool imagemagick x11-utils).
"""
from __future__ import annotations

import argparse
import os
import shutil
import signal
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

# program -> the Debian package that brings it
NEEDED = {"Xvfb": "xvfb", "xdotool": "xdotool", "import": "imagemagick", "xdpyinfo": "x11-utils"}
SIZES_LAID_OUT = ("1920x1080", "1280x720")
WINDOW_WAIT_S = 20.0
AFTER_INPUT_S = 0.2  # the app sees an event on its next frame; a short pause keeps steps in order


@dataclass(frozen=True)
class Step:
    kind: str
    arg: str | float | tuple[int, int]


def parse_step(text: str) -> Step:
    """One STEP word into a Step; ValueError says what is wrong with it."""
    kind, sep, arg = text.partition(":")
    if not sep:
        raise ValueError(f"{text!r}: a step is KIND:ARGUMENT, e.g. wait:2 or click:640,360")
    if kind == "wait":
        try:
            seconds = float(arg)
        except ValueError:
            raise ValueError(f"{text!r}: wait takes seconds, e.g. wait:1.5") from None
        if seconds < 0:
            raise ValueError(f"{text!r}: wait cannot be negative")
        return Step(kind, seconds)
    if kind in ("click", "rclick", "move"):
        x, comma, y = arg.partition(",")
        if not comma or not x.strip().isdigit() or not y.strip().isdigit():
            raise ValueError(f"{text!r}: {kind} takes a screen pixel X,Y, e.g. {kind}:640,360")
        return Step(kind, (int(x), int(y)))
    if kind in ("key", "type", "shot"):
        if not arg:
            raise ValueError(f"{text!r}: {kind} needs an argument")
        if kind == "shot" and ("/" in arg or arg.startswith(".")):
            raise ValueError(f"{text!r}: a shot's NAME is a file name in OUTDIR, without a folder")
        return Step(kind, arg)
    raise ValueError(f"{text!r}: unknown step {kind!r} (wait, click, rclick, move, key, type, shot)")


def parse_size(text: str) -> tuple[int, int]:
    w, x, h = text.lower().partition("x")
    if not x or not w.isdigit() or not h.isdigit() or int(w) < 320 or int(h) < 240:
        raise ValueError(f"{text!r}: the size is WxH, e.g. 1920x1080 or 1280x720")
    return int(w), int(h)


@dataclass(frozen=True)
class Plan:
    outdir: Path
    size: tuple[int, int]
    steps: tuple[Step, ...]
    command: tuple[str, ...]


def parse_args(argv: list[str]) -> Plan:
    """The command line into a Plan; ValueError for anything wrong, before anything starts."""
    if "--" in argv:
        cut = argv.index("--")
        own, command = argv[:cut], argv[cut + 1:]
        if not command:
            raise ValueError("nothing after --: give the command to run, or leave -- out")
    else:
        own, command = argv, []
    ap = argparse.ArgumentParser(prog="python -m tools.look", add_help=False)
    ap.add_argument("--size", default=SIZES_LAID_OUT[0])
    ap.add_argument("outdir")
    ap.add_argument("steps", nargs="*")
    try:
        ns = ap.parse_intermixed_args(own)
    except SystemExit:
        raise ValueError("usage: python -m tools.look OUTDIR [--size WxH] [STEP ...] "
                         "[-- COMMAND ...]") from None
    size = parse_size(ns.size)
    steps = tuple(parse_step(s) for s in ns.steps)
    if not command:
        command = [sys.executable, "-m", "gwt_desktop", "--size", f"{size[0]}x{size[1]}"]
    return Plan(Path(ns.outdir), size, steps, tuple(command))


def missing_programs() -> list[str]:
    """The Debian packages of the programs this tool needs and cannot find."""
    return [pkg for prog, pkg in NEEDED.items() if shutil.which(prog) is None]


def _xdotool(*args: str, env: dict[str, str]) -> subprocess.CompletedProcess:
    return subprocess.run(["xdotool", *args], check=False, env=env, capture_output=True, text=True, timeout=10)


def _start_xvfb(size: tuple[int, int], log) -> tuple[subprocess.Popen, str]:
    """Xvfb on a display number it picks itself (-displayfd), so parallel runs never collide."""
    read_fd, write_fd = os.pipe()
    xvfb = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_fd), "-screen", "0", f"{size[0]}x{size[1]}x24", "-nolisten", "tcp"],
        pass_fds=(write_fd,), stdout=log, stderr=log)
    os.close(write_fd)
    number = b""
    with os.fdopen(read_fd, "rb") as pipe:
        while not number.endswith(b"\n"):
            chunk = pipe.read(1)
            if not chunk:
                break
            number += chunk
    if not number.strip():
        xvfb.kill()
        raise RuntimeError("Xvfb did not start (see xvfb.log)")
    return xvfb, ":" + number.decode().strip()


def _stop(proc: subprocess.Popen | None, group: bool = False) -> None:
    if proc is None or proc.poll() is not None:
        return
    try:
        if group:
            os.killpg(proc.pid, signal.SIGTERM)
        else:
            proc.terminate()
        proc.wait(timeout=3)
    except (subprocess.TimeoutExpired, ProcessLookupError):
        try:
            os.killpg(proc.pid, signal.SIGKILL) if group else proc.kill()
        except ProcessLookupError:
            pass


def _tail(path: Path, lines: int = 20) -> str:
    try:
        return "\n".join(path.read_text(errors="replace").splitlines()[-lines:])
    except OSError:
        return ""


def run(plan: Plan) -> int:
    missing = missing_programs()
    if missing:
        print("look: missing programs; install them with\n    apt-get install " + " ".join(missing)
              + "\n(all of them: apt-get install xvfb xdotool imagemagick x11-utils)", file=sys.stderr)
        return 3
    out = plan.outdir
    out.mkdir(parents=True, exist_ok=True)
    wm_class = f"gwt_look_{os.getpid()}"
    xvfb = app = None
    shots: list[str] = []
    status = 0
    with open(out / "xvfb.log", "wb") as xlog, open(out / "app.log", "wb") as alog:
        try:
            xvfb, display = _start_xvfb(plan.size, xlog)
            env = dict(os.environ)
            env.pop("SDL_VIDEODRIVER", None)
            env.update(DISPLAY=display, SDL_VIDEO_X11_WMCLASS=wm_class)
            env.setdefault("SDL_AUDIODRIVER", "dummy")
            env.setdefault("GWT_HOME", str((out / "home").resolve()))
            deadline = time.monotonic() + 5
            while subprocess.run(["xdpyinfo"], check=False, env=env, capture_output=True).returncode != 0:
                if time.monotonic() > deadline:
                    raise RuntimeError(f"the virtual screen {display} does not answer")
                time.sleep(0.1)
            app = subprocess.Popen(list(plan.command), env=env, stdout=alog, stderr=subprocess.STDOUT,
                                   start_new_session=True)
            # SDL windows carry no searchable name, but SDL_VIDEO_X11_WMCLASS sets their class.
            window = ""
            deadline = time.monotonic() + WINDOW_WAIT_S
            while not window:
                if app.poll() is not None or time.monotonic() > deadline:
                    print(f"look: no window appeared within {WINDOW_WAIT_S:.0f} s; the app said:\n"
                          + _tail(out / "app.log"), file=sys.stderr)
                    return 4
                found = _xdotool("search", "--onlyvisible", "--class", f"^{wm_class}$", env=env)
                window = found.stdout.split()[0] if found.stdout.split() else ""
                time.sleep(0.1)
            _xdotool("windowfocus", window, env=env)  # no window manager: give the keys somewhere to go
            time.sleep(0.5)
            for step in plan.steps:
                if step.kind == "wait":
                    time.sleep(step.arg)  # type: ignore[arg-type]
                elif step.kind in ("click", "rclick", "move"):
                    x, y = step.arg  # type: ignore[misc]
                    args = ["mousemove", str(x), str(y)]
                    if step.kind != "move":
                        args += ["click", "1" if step.kind == "click" else "3"]
                    _xdotool(*args, env=env)
                    time.sleep(AFTER_INPUT_S)
                elif step.kind == "key":
                    _xdotool("key", str(step.arg), env=env)
                    time.sleep(AFTER_INPUT_S)
                elif step.kind == "type":
                    _xdotool("type", "--delay", "40", str(step.arg), env=env)
                    time.sleep(AFTER_INPUT_S)
                elif step.kind == "shot":
                    name = f"{step.arg}.png"
                    subprocess.run(["import", "-window", "root", str(out / name)], env=env, check=False)
                    shots.append(name)
                if app.poll() is not None:
                    print(f"look: the app exited during {step.kind}:{step.arg}; the app said:\n"
                          + _tail(out / "app.log"), file=sys.stderr)
                    status = 5
                    break
            subprocess.run(["import", "-window", "root", str(out / "final.png")], env=env, check=False)
            shots.append("final.png")
        except RuntimeError as exc:
            print(f"look: {exc}", file=sys.stderr)
            return 4
        finally:
            _stop(app, group=True)
            _stop(xvfb)
    print(f"screenshots in {out}: " + " ".join(s for s in shots if (out / s).exists()))
    return status


def main(argv: list[str] | None = None) -> int:
    try:
        plan = parse_args(sys.argv[1:] if argv is None else argv)
    except ValueError as exc:
        print(f"look: {exc}", file=sys.stderr)
        return 2
    return run(plan)


if __name__ == "__main__":
    sys.exit(main())
