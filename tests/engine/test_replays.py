"""Games recorded before the engine's speed work replay to the identical end: same final score sheet,
same view() for every player. A failure here means a rule changed, not just the speed."""
from __future__ import annotations

import pytest

from gwt_desktop.engine import board
from gwt_desktop.engine.components import OBJECTIVES
from tests.engine.replays import GAMES, load_all, replay

RECORDED = load_all()

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


def _as_recorded(sheets: list[dict]) -> list[dict]:
    return [{**sh, "categories": [{**c, "items": [{"what": _old_words(i), "points": i["points"]} for i in c["items"]]}
                                  for c in sh["categories"]]} for sh in sheets]


@pytest.mark.parametrize("data", RECORDED, ids=[f"{n}p_seed{s}" for n, s, _, _ in GAMES])
def test_recorded_game_replays_to_identical_scores_and_views(data):
    g = replay(data)
    assert g.is_over
    assert _as_recorded(g.score_sheet()) == data["score_sheet"]
    assert [g.view(p) for p in range(g.s.n)] == data["views"]


def test_recorded_games_cover_every_player_count_and_option():
    opts = [d["options"] for d in RECORDED]
    assert {o["players"] for o in opts} == {2, 3, 4}
    assert {o["neutral_buildings"] for o in opts} == {"fixed", "random"}
    assert any("b" in o["building_sides"] for o in opts) and any(set(o["building_sides"]) == {"a"} for o in opts)
