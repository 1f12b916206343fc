"""lab/runs stays small: the records of the runs (networks, logs, states, matches' lines) are
committed, their position buffers never are (`data/`, shards of numpy arrays: a run refills them),
and no one file or the whole folder grows past a limit set just above its size on 2026-12-07
(14.2 MB in 156 files, the largest 1.6 MB), with room for the runs under way that day; raised to 20 MB
the same evening for the ladder's matches against its December selves (about 7 KB a recorded game)
and run td11; to 22 MB on 2026-12-08 for run td12 (checkpoints every 1,000 games) and the blend's gift
probes."""
from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
RUNS = "lab/runs"
FILE_LIMIT = 2_000_000  # bytes: a longer record is cut into parts or summarized
TOTAL_LIMIT = 22_000_000  # bytes: raise it on purpose, in the commit that says why (20 -> 22 MB: run td12)


def kept() -> list[Path]:
    """What the repository carries under lab/runs, or would on the next commit (tracked files and
    untracked ones .gitignore does not leave out)."""
    try:
        out = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard", RUNS], cwd=ROOT,
                             capture_output=True, check=True, timeout=60).stdout
    except (OSError, subprocess.SubprocessError):
        pytest.skip("not a git checkout: what is committed cannot be told")
    return [ROOT / name for name in out.decode().split("\0") if name and (ROOT / name).is_file()]


def test_no_run_file_and_not_the_whole_folder_grows_past_its_limit():
    files = kept()
    big = sorted((p.stat().st_size, str(p.relative_to(ROOT))) for p in files if p.stat().st_size > FILE_LIMIT)
    assert not big, f"files under {RUNS} over {FILE_LIMIT:,} bytes: {big}"
    total = sum(p.stat().st_size for p in files)
    assert total <= TOTAL_LIMIT, f"{RUNS} holds {total:,} bytes, over {TOTAL_LIMIT:,}: keep less, or raise the limit on purpose"


def test_position_buffers_are_never_committed():
    assert "lab/runs/*/data/" in (ROOT / ".gitignore").read_text(encoding="utf-8").splitlines()
    shards = [str(p.relative_to(ROOT)) for p in kept() if p.suffix == ".npz" or "data" in p.relative_to(ROOT).parts]
    assert not shards, f"position buffers under {RUNS} (never committed: a run refills them): {shards}"
