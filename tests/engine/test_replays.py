"""Games recorded before the engine's speed work replay to the identical end: same final score sheet,
same view() for every player. A failure here means a rule changed, not just the speed."""
from __future__ import annotations

import pytest

from tests.engine.replays import GAMES, as_recorded, load_all, replay, view_as_recorded

RECORDED = load_all()

@pytest.mark.parametrize("data", RECORDED, ids=[f"{n}p_seed{s}" for n, s, _, _ in GAMES])
def test_recorded_game_replays_to_identical_scores_and_views(data):
    g = replay(data)
    assert g.is_over
    assert as_recorded(g.score_sheet()) == data["score_sheet"]
    assert [view_as_recorded(g.view(p)) for p in range(g.s.n)] == data["views"]


def test_recorded_games_cover_every_player_count_and_option():
    opts = [d["options"] for d in RECORDED]
    assert {o["players"] for o in opts} == {2, 3, 4}
    assert {o["neutral_buildings"] for o in opts} == {"fixed", "random"}
    assert any("b" in o["building_sides"] for o in opts) and any(set(o["building_sides"]) == {"a"} for o in opts)
