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

from gwt_desktop.engine import board, new_game
from gwt_desktop.engine.components import OBJECTIVES

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


# The recordings keep the score pad as the engine once wrote it, each line an English phrase ("what").
# The engine now gives each line's kind and facts (the words are text/'s); these are the old phrases
# made from them, so a recorded sheet still checks every line's facts, not just its points.
_TASKS = {"B": "building", "G": "green teepee", "BL": "blue teepee", "H": "hazard", "S": "station",
          "3": "breeding value 3 card", "4": "West Highland", "5": "Texas Longhorn", "SF": "San Francisco disc"}


def _old_words(i: dict) -> str:
    city = board.CITIES[i["city"]][0] if "city" in i else ""
    if i["kind"].startswith("objective_"):
        tasks = ", ".join(_TASKS[t] for t in OBJECTIVES[i["card"]].tasks)
        verdict = {"met": "met", "failed": "failed", "dropped": "left out"}[i["kind"].removeprefix("objective_")]
        return f"objective [{tasks}] {verdict}" + (" (from the deck)" if i["from_deck"] else "")
    return {
        "money": lambda: f"${i.get('money')}: 1 point per $5",
        "building": lambda: f"building {i.get('building')} on {i.get('space')}",
        "crest": lambda: f"{city} crest x{i.get('count')}",
        "arrow": lambda: f"arrow {city} - {board.CITIES[i['next']][0]}",
        "station": lambda: f"station {i.get('station')}",
        "hazard": lambda: f"{i.get('hazard')} hazard",
        "cattle": lambda: i["card"],
        "master_workers": lambda: f"workers: {i.get('count')} x 1",
        "master_certificates": lambda: f"certificates: {i.get('count')} -> {i.get('pairs')} pairs x 3",
        "master_teepees": lambda: f"teepee pairs: {i.get('pairs')} x 3",
        "master_hazards": lambda: f"hazards: {i.get('count')} -> {i.get('pairs')} pairs x 3",
        "master_objectives": lambda: f"objective cards: {i.get('count')} -> {i.get('pairs')} pairs x 3",
        "workers": lambda: f"{i.get('worker')}s on spaces 5-6: {i.get('count')}",
        "step_disc": lambda: "second step-limit disc cleared",
        "token": lambda: "job market token",
    }[i["kind"]]()


def view_as_recorded(view: dict) -> dict:
    """A view as the recordings hold it: the decision's kind under its old key, "prompt"."""
    return {("prompt" if k == "decision" else k): v for k, v in view.items()}


def as_recorded(sheets: list[dict]) -> list[dict]:
    return [{**sh, "categories": [{**c, "items": [{"what": _old_words(i), "points": i["points"]} for i in c["items"]]}
                                  for c in sh["categories"]]} for sh in sheets]


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
    return {"options": o, "moves": moves, "score_sheet": as_recorded(g.score_sheet()),
            "views": [view_as_recorded(g.view(p)) for p in range(players)]}


def replay(data: dict):
    o = data["options"]
    g = new_game(o["players"], seed=o["seed"], building_sides=o["building_sides"],
                 neutral_buildings=o["neutral_buildings"], names=o["names"])
    for text in data["moves"]:
        take_lone_steps(g)
        g.apply(text)
    take_lone_steps(g)
    return g


# The steps the engine took by itself when these games were recorded, when they offered one option.
OLD_LONE_STEPS = frozenset({"city", "kc_foresight", "disc"})


def take_lone_steps(g) -> None:
    """These games were recorded while the engine took a city step offering one city, a foresight
    column offering one tile and a disc step offering one disc by itself (no move in the record for
    them); they are always asked now (docs/RULES.md §3.1, §10.3), so they are taken here."""
    while not g.is_over and g.decision.kind in OLD_LONE_STEPS and len(legal := g.legal_moves()) == 1:
        g.apply(legal[0])


def load_all() -> list[dict]:
    return [json.loads(_file(n, seed).read_text()) for n, seed, _, _ in GAMES]


if __name__ == "__main__":
    DATA.mkdir(exist_ok=True)
    for n, seed, sides, neutral in GAMES:
        d = record(n, seed, sides, neutral)
        _file(n, seed).write_text(json.dumps(d, separators=(",", ":")))
        print(n, seed, len(d["moves"]), [sh["total"] for sh in d["score_sheet"]])
