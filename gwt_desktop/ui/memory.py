"""Give the memory of big surfaces back when they go: the window's canvases, the board's layers and
the rules page are megabytes each, made and dropped scene after scene.

glibc's malloc serves a block above its mmap threshold with its own mapping, returned to the system
when freed; but each such free raises the threshold to that block's size (up to 32 MB), so from the
second game on every surface of a few megabytes came from the heap instead, whose freed pieces stay
in the process. One long session grew by a few hundred megabytes that way and then levelled off
(issue 20, case 12). Fixing the threshold keeps every big block a mapping of its own. Elsewhere
(another libc, Windows, macOS) this is nothing.
"""
from __future__ import annotations

import ctypes
import ctypes.util
import sys

M_MMAP_THRESHOLD = -3  # glibc's mallopt parameter
THRESHOLD = 256 * 1024  # blocks above this (any surface bigger than ~250x250) get their own mapping


def return_big_blocks() -> bool:
    """Fix glibc's mmap threshold (see the module's text); True when it was set."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        return bool(libc.mallopt(M_MMAP_THRESHOLD, THRESHOLD))
    except (OSError, AttributeError):  # not glibc (musl has no mallopt): nothing to do
        return False
