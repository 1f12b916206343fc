"""A resumable run's record of the arguments it ran under (lab/selfplay.py's runs in lab/runs/).

A run is started once and resumed many times, sometimes with other arguments (another beam, a
Kansas City price) and sometimes from a copy of another run's folder. Its `state.json` says the
arguments in effect now (`args`) and, in `history`, every start and resume with its arguments, the
round and games it began at, the time and a short digest of the arguments; every line of its
`log.jsonl` carries the digest of the arguments it was played under (`args`), which `args_at` reads
back. A resumable run's files are written whole or not at all (write_json). (Until December 7 a resume kept the first start's arguments in state.json, even in a folder
copied from another run: td1-td9's records were corrected by hand from their logs and
docs/experiments/learned.md, each corrected entry saying so in its `source`.)
"""
from __future__ import annotations

import hashlib
import json
import time
from pathlib import Path

from gwt_desktop.storage.files import write_atomic


def write_json(path: Path | str, value, indent: int | None = None) -> None:
    """A run's file (its state, its network) written whole or not at all, as the game writes its own
    (storage/files.write_atomic): a run stopped mid-write resumes from the last whole file."""
    write_atomic(path, json.dumps(value, indent=indent).encode())


def digest(args: dict) -> str:
    """A short name for a set of arguments: equal arguments, equal digest."""
    text = json.dumps(args, sort_keys=True, separators=(",", ":"), default=list)
    return hashlib.sha256(text.encode()).hexdigest()[:12]


def begin(state: dict, args: dict, now: str | None = None) -> str:
    """Record that the run in `state` (new or resumed) goes on under `args` from here: they become the
    arguments in effect and a new entry of the history (a resume with the same arguments too: the
    history says when the run was taken up). Returns their digest, for the log's lines."""
    args = json.loads(json.dumps(args, default=list))  # as the file will hold them (tuples as lists)
    key = digest(args)
    history = state.setdefault("history", [])
    if not history and state.get("games"):
        # A state written before the history was kept: what it says it started with, as it says it.
        first = state.get("args") or {}
        history.append({"round": 0, "games": 0, "time": None, "digest": digest(first), "args": first,
                        "source": "state.json's args before the history was kept (the first start's, as recorded)"})
    history.append({"round": state.get("round", 0), "games": state.get("games", 0),
                    "time": now or time.strftime("%Y-%m-%d %H:%M:%S"), "digest": key, "args": args})
    state["args"] = args
    return key


def args_at(state: dict, key: str) -> dict:
    """The arguments a log line's digest names (KeyError: none of the history's)."""
    for entry in reversed(state.get("history", [])):
        if entry["digest"] == key:
            return entry["args"]
    raise KeyError(key)


def legs(state: dict) -> list[dict]:
    """The history's entries, each with the round it ran to (the next entry's start, or the state's
    round for the last)."""
    history = state.get("history", [])
    out = []
    for i, entry in enumerate(history):
        end = history[i + 1]["round"] if i + 1 < len(history) else state.get("round", 0)
        out.append({**entry, "to_round": end})
    return out
