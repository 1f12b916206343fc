"""Self-play's buffer of positions: the latest games' own and blind reads and final scores, kept as
one shard of compressed arrays a round in a run's `data/` (never committed; a resumed run refills
it, a run started from another's takes its latest shards with fill_from). A game in 20 is held out.
"""
from __future__ import annotations

import shutil
from pathlib import Path

import numpy as np


class Buffer:
    """The latest games' positions: per game its own and blind arrays (T, n, F) and final scores."""

    def __init__(self, folder: Path, keep: int) -> None:
        self.folder = folder
        self.keep = keep
        self.shards = keep // 100 + 2  # shard files kept: one a round, enough for `keep` games at 100 or more a round
        folder.mkdir(parents=True, exist_ok=True)
        self._load()

    def _load(self) -> None:
        """The latest shards' games from the folder."""
        self.games: list[tuple[np.ndarray, np.ndarray, np.ndarray, bool]] = []
        for f in sorted(self.folder.glob("shard-*.npz"))[-self.shards:]:
            try:
                with np.load(f, allow_pickle=False) as z:
                    k = int(z["count"])
                    for i in range(k):
                        self.games.append((z[f"own{i}"], z[f"blind{i}"], z[f"z{i}"], bool(z[f"held{i}"])))
            except (OSError, ValueError, KeyError):
                continue
        self.games = self.games[-self.keep:]

    def fill_from(self, other: Path, before: int) -> int:
        """An empty buffer takes another run's latest shards (a run resumed from another's network
        would otherwise train its first rounds many times over a few hundred games: td5's likely fault),
        numbered to end just before round `before`, so this run's own shards follow and replace them
        in order (a run at round r has room for r of them). Returns the games taken (none when this
        buffer already holds some)."""
        if self.games:
            return 0
        shards = sorted(other.glob("shard-*.npz"))
        shards = shards[len(shards) - min(len(shards), self.shards, before):]
        for i, f in enumerate(shards):
            shutil.copyfile(f, self.folder / f"shard-{before - len(shards) + i:06d}.npz")
        self._load()
        return len(self.games)

    def add(self, results: list[dict], shard: int) -> None:
        arrays = {"count": np.array(len(results))}
        for i, r in enumerate(results):
            held = r["seed"] % 20 == 0
            item = (r["own"], r["blind"], np.array(r["scores"], dtype=np.float64), held)
            self.games.append(item)
            arrays[f"own{i}"], arrays[f"blind{i}"], arrays[f"z{i}"] = item[0], item[1], item[2]
            arrays[f"held{i}"] = np.array(held)
        np.savez_compressed(self.folder / f"shard-{shard:06d}.npz", **arrays)
        self.games = self.games[-self.keep:]
        shards = sorted(self.folder.glob("shard-*.npz"))
        for f in shards[:-self.shards]:
            f.unlink()
