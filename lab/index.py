"""The index of lab/runs: `python -m lab.index` writes lab/runs/INDEX.md, a section per run folder or
file with what it is, the commands that made it, the records that read it and its result.

Nothing is written by hand here: each entry's record is the section of docs/experiments/*.md whose
command lines name `lab/runs/NAME` (its heading says what the experiment was and how it came out;
the earliest such section made it, later ones read it or added to it), and a self-play run's own
figures come from its state.json (its legs and their commands: lab/run_record.py) and its log's
last learning-curve point. Run it again after adding a run (tests/lab/test_index.py fails while a
folder is missing from the index); a folder no record names is listed as such, to be written up.
"""
from __future__ import annotations

import argparse
import json
import re
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RUNS = ROOT / "lab" / "runs"
RECORDS = ROOT / "docs" / "experiments"
INDEX = "INDEX.md"
NOT_RUNS = frozenset((INDEX, "README.md", ".gitignore"))


@dataclass
class Section:
    """A dated entry of a record (docs/experiments/NAME.md): its heading, body and where it starts."""

    record: str
    heading: str
    line: int
    body: list[str] = field(default_factory=list)

    def commands(self) -> list[str]:
        """The entry's command lines (indented four spaces, as the records write them)."""
        return [ln.strip() for ln in self.body if ln.startswith("    ") and ln.strip()]


def sections(folder: Path = RECORDS) -> list[Section]:
    """Every `## ` entry of every record, in file order."""
    out: list[Section] = []
    for path in sorted(folder.glob("*.md")):
        current = None
        for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if line.startswith("## "):
                current = Section(path.name, line[3:].strip(), i)
                out.append(current)
            elif current is not None:
                current.body.append(line)
    return out


def names(folder: Path = RUNS) -> list[str]:
    """The runs: every folder and file under lab/runs but the index itself."""
    return sorted(p.name for p in folder.iterdir() if p.name not in NOT_RUNS and not p.name.startswith("."))


def mentions(name: str, text: str) -> bool:
    return re.search(rf"lab/runs/{re.escape(name)}(?![\w.-])", text) is not None


def size(path: Path) -> int:
    if path.is_file():
        return path.stat().st_size
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and "data" not in p.relative_to(path).parts)


def curve(folder: Path) -> str | None:
    """A self-play run's last learning-curve point from its log (the network against the frozen Expert)."""
    last = None
    log = folder / "log.jsonl"
    if not log.exists():
        return None
    for line in log.read_text(encoding="utf-8").splitlines():
        try:
            entry = json.loads(line)
        except ValueError:
            continue
        if entry.get("eval"):
            last = entry
    if last is None:
        return None
    ev = last["eval"]
    return (f"the learning curve at {last['games']:,} games: {ev['win_rate']:.3f} ± {ev['ci95']:.3f} of {ev['games']} "
            f"games against the frozen Expert, {ev['mean']} points to {ev['frozen_mean']}")


def run_lines(folder: Path) -> list[str]:
    """A self-play run's legs from its state.json (lab/run_record.py), with their commands."""
    path = folder / "state.json"
    if not path.exists():
        return []
    state = json.loads(path.read_text(encoding="utf-8"))
    out = [f"- Self-play: {state.get('games', 0):,} games in {state.get('round', 0)} rounds."]
    for entry in state.get("history", []):
        if "not this run's" in entry.get("source", ""):
            continue  # the arguments a copied state carried from the run it came from (td2-td9)
        at = "" if entry.get("round") is None else f"from round {entry['round']} ({entry['games']:,} games)"
        command = entry.get("command") or "python -m lab.selfplay " + " ".join(
            f"--{k.replace('_', '-')} {' '.join(map(str, v)) if isinstance(v, list) else v}"
            for k, v in entry["args"].items() if v not in (None, False))
        out.append(f"  - {at or 'a leg (round not recorded)'}, {entry['time'] or 'time not recorded'}: `{command}`"
                   + (f" (source: {entry['source']})" if entry.get("source") and not entry.get("command") else ""))
    point = curve(folder)
    if point:
        out.append(f"- Result: {point}.")
    return out


def first_record(name: str, records: list[Section]) -> Section | None:
    """The record that made the run: the earliest entry whose commands name it, else the earliest that
    names it at all (the records are newest first: the last in a file is the earliest)."""
    for found in ([s for s in records if any(mentions(name, c) for c in s.commands())],
                  [s for s in records if mentions(name, "\n".join(s.body))]):
        if found:
            return min(found, key=lambda s: (s.record, -s.line))
    return None


def entry(name: str, records: list[Section], folder: Path = RUNS) -> list[str]:
    """One run's section of the index."""
    path = folder / name
    named = [s for s in records if any(mentions(name, c) for c in s.commands())]
    read = [s for s in records if s not in named and mentions(name, "\n".join(s.body))]
    kind = "folder" if path.is_dir() else "file"
    files = sum(1 for p in path.rglob("*") if p.is_file() and "data" not in p.relative_to(path).parts) \
        if path.is_dir() else 1
    out = [f"### {name}", "", f"A {kind}, {files} file{'s' * (files != 1)}, {size(path) / 1024:,.0f} kB."]
    made = first_record(name, records)
    if made:
        out.append(f"- What: {made.heading} ({made.record}, line {made.line}).")
        out += [f"  - `{c}`" for c in made.commands() if mentions(name, c)]
    out += run_lines(path) if path.is_dir() else []
    for s in [s for s in named + read if s is not made]:
        out.append(f"- Also in: {s.heading} ({s.record}, line {s.line}).")
    if not named and not read:
        out.append("- No record in docs/experiments/ names it yet: write its entry (its command, its result).")
    return out + [""]


def render(folder: Path = RUNS, records_folder: Path = RECORDS) -> str:
    records = sections(records_folder)
    runs = names(folder)
    head = ["# lab/runs: the index", "",
            "Written by `python -m lab.index` from docs/experiments/ and the runs' own state.json and log.jsonl;",
            "do not edit by hand. Each entry: what the experiment was and how it came out (the heading of the",
            "record whose commands made it), those commands, the self-play runs' legs and their last learning-curve",
            "point, and the other records that read it. Sizes leave out `data/` (positions, never committed).", "",
            "| run | record |", "|---|---|"]
    for name in runs:
        made = first_record(name, records)
        head.append(f"| [{name}](#{name.replace('.', '')}) | {made.heading if made else '(no record yet)'} |")
    body = [line for name in runs for line in entry(name, records, folder)]
    return "\n".join(head + [""] + body)


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="only say whether INDEX.md lists every run")
    args = ap.parse_args(argv)
    if args.check:
        missing = missing_from_index()
        print("every run is in the index" if not missing else f"missing from {INDEX}: {', '.join(missing)}")
        raise SystemExit(1 if missing else 0)
    (RUNS / INDEX).write_text(render(), encoding="utf-8")
    print(f"wrote {RUNS / INDEX}: {len(names())} runs")


def missing_from_index(folder: Path = RUNS) -> list[str]:
    """The runs INDEX.md has no section for (all of them where there is no index)."""
    path = folder / INDEX
    listed = set(re.findall(r"^### (.+)$", path.read_text(encoding="utf-8"), re.MULTILINE)) if path.exists() else set()
    return [name for name in names(folder) if name not in listed]


if __name__ == "__main__":
    main()
