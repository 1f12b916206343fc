"""The lab's worker processes: forked (each inherits the parent's modules and test patches), each
lowered by a niceness so a long run leaves the machine's other work its share.
"""
from __future__ import annotations

import multiprocessing
import os


def worker_init(nice: int = 0) -> None:
    """A worker's start: its niceness raised by `nice` (where the system allows)."""
    try:
        os.nice(nice)
    except OSError:
        pass


def processes(jobs: int, nice: int = 0):
    """A pool of `jobs` forked workers, each `nice` lower."""
    return multiprocessing.get_context("fork").Pool(jobs, initializer=worker_init, initargs=(nice,))
