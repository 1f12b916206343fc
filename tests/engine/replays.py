"""Recorded complete games as test data: options, seed, every move text, the final score sheet and
every player's final view(). They were recorded before the engine's speed work, so replaying
them proves that the rules did not change underneath: same moves, same final position, same scores.

record() is how the files in data/ were made (`python -m tests.engine.replays`); never re-record to
make a failing replay pass: a difference is a change of the rules and must be explained.
"""
from __future__ import annotations

import json
import random
from pathlib import Path

from gwt_desktop.engine import new_game

DATA = Path(__file__).parent / "data"
# (players, seed, building_sides, neutral_buildings); seeds above 500 are "busy" games (see record)
GAMES = (
    (2, 101, "random", "random"),
    (2, 601, "random", "random"),
    (3, 602, "random", "fixed"),
    (4, 603, "random", "random"),
    (2, 102, "a", "fixed"),
    (3, 201, "random", "random"),
    (3, 202, "random", "fixed"),
    (4, 301, "random", "random"),
    (4, 302, "a", "random"),
)


def _file(players: int, seed: int) -> Path:
    return DATA / f"replay_{players}p_{seed}.json"


def record(players: int, seed: int, sides: str, neutral: str) -> dict:
    g = new_game(players, seed=seed, building_sides=sides, neutral_buildings=neutral)
    rng = random.Random(seed)
    moves = []
    busy = seed > 500  # mostly refuse "done"/"skip"/"stop": longer visits, more buildings and rules used
    while not g.is_over:
        legal = g.legal_moves()
        if busy and len(legal) > 1 and rng.random() < 0.9:
            legal = [m for m in legal if m.kind not in ("done", "skip", "stop")] or legal
        m = rng.choice(legal)
        moves.append(str(m))
        g.apply(m)
    o = dict(g.options)
    o["names"] = list(o["names"])
    return {"options": o, "moves": moves, "score_sheet": g.score_sheet(),
            "views": [g.view(p) for p in range(players)]}


def replay(data: dict):
    o = data["options"]
    g = new_game(o["players"], seed=o["seed"], building_sides=o["building_sides"],
                 neutral_buildings=o["neutral_buildings"], names=o["names"])
    for text in data["moves"]:
        take_lone_cities(g)
        g.apply(text)
    take_lone_cities(g)
    return g


def take_lone_cities(g) -> None:
    """These games were recorded while the engine took a city step offering one city by itself (no move
    in the record for it); it is always asked now (docs/RULES.md §3.1 step 5), so it is taken here."""
    while not g.is_over and g.decision.kind == "city" and len(legal := g.legal_moves()) == 1:
        g.apply(legal[0])


def load_all() -> list[dict]:
    return [json.loads(_file(n, seed).read_text()) for n, seed, _, _ in GAMES]


if __name__ == "__main__":
    DATA.mkdir(exist_ok=True)
    for n, seed, sides, neutral in GAMES:
        d = record(n, seed, sides, neutral)
        _file(n, seed).write_text(json.dumps(d, separators=(",", ":")))
        print(n, seed, len(d["moves"]), [sh["total"] for sh in d["score_sheet"]])
