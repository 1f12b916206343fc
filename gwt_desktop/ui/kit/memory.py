"""Give the memory of big surfaces back when they go: the window's canvases, the board's layers and
the rules page are megabytes each, made and dropped scene after scene.

glibc's malloc serves a block above its mmap threshold with its own mapping, returned to the system
when freed; but each such free raises the threshold to that block's size (up to 32 MB), so from the
second game on every surface of a few megabytes came from the heap instead, whose freed pieces stay
in the process. One long session grew by a few hundred megabytes that way and then levelled off
(a long monkey run).

The cure is to hand the heap's free pages back when a scene goes for good (malloc_trim, at each change
of scene: app._gone), not to fix the threshold low: with a fixed threshold every frame's own
temporary blocks (then smoothscale's work buffer of about 5 MB, when the canvas was scaled into the
window) became a fresh mapping, faulted in page by page, which cost 2.1 ms of every frame (1.3 -> 3.5
ms for that smoothscale, measured). Elsewhere (another libc, Windows, macOS) this is nothing.
"""
from __future__ import annotations

import ctypes
import ctypes.util
import sys

_LIBC = None


def _libc():
    global _LIBC
    if _LIBC is None:
        _LIBC = False
        if sys.platform.startswith("linux"):
            try:
                lib = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
                lib.malloc_trim  # noqa: B018  (musl has none: then there is nothing to do)
                _LIBC = lib
            except (OSError, AttributeError):
                pass
    return _LIBC


def give_back() -> bool:
    """Return the heap's free pages to the system (glibc's malloc_trim); True when it did."""
    lib = _libc()
    if not lib:
        return False
    return bool(lib.malloc_trim(0))
