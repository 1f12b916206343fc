"""The Hint's reasons are true: over a few hundred positions of bot games, each reason names a theme
of the judgement's parts whose difference between the hinted line and the next best has the stated
sign and is among the largest, in the hinted level's own judgement (Expert's points per item too)."""
from __future__ import annotations

import random

import pytest

from gwt_desktop.ai.evaluate import EXTRA_PARTS
from gwt_desktop.ai.explain import MIN_POINTS, THEMES, TOP, explain, theme_differences
from gwt_desktop.text.hint_why import COSTS, gain_words, reason_sentence

from .positions import bot_game_positions

BEAM = (6, 2, 300)  # a cheap beam: the reasons' logic does not depend on the width


def explained(level: str):
    rng = random.Random(3)
    for g in bot_game_positions()[::2]:
        if g.is_over or len(g.legal_moves()) < 2:
            continue
        seat = g.to_move
        move = rng.choice(g.legal_moves())
        yield g, explain(g, seat, move, random.Random(g.state.turn_number), beam=BEAM, level=level)


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_each_reason_names_a_large_difference_of_the_stated_sign(level):
    named = gains = costs = extra_seen = 0
    for g, e in explained(level):
        assert e.second is not None and e.reason is not None
        diffs = theme_differences(e)
        assert set(diffs) == set(THEMES)
        # The themes gather every part of the judgement, so together they are its whole difference.
        assert sum(diffs.values()) == pytest.approx(sum(e.chosen.parts.values()) - sum(e.second.parts.values()))
        largest = sorted(diffs.values(), key=abs, reverse=True)[:TOP]
        seat = g.to_move
        sentence = reason_sentence(e, seat)
        if e.reason.gains is not None:
            theme, diff = e.reason.gains
            assert diff == diffs[theme] >= MIN_POINTS
            assert diff in largest and diff == max(d for d in largest)
            assert sentence.startswith(f"{gain_words(theme, e.chosen, seat)}: about {max(1, round(diff))} point")
            gains += 1
        if e.reason.costs is not None:
            theme, diff = e.reason.costs
            assert diff == diffs[theme] <= -MIN_POINTS
            assert diff in largest and diff == min(d for d in largest)
            assert f"{max(1, round(-diff))} point{'s' if round(-diff) > 1 else ''} of {COSTS[theme]}" in sentence
            if e.reason.gains is None:  # a cost alone: said with whether the other parts make up for it
                spread = sum(diffs.values()) > 0
                assert sentence.endswith("for gains spread over the rest." if spread else "by the end of this turn.")
            costs += 1
        if e.reason.gains is None and e.reason.costs is None:
            assert sentence == ""
            assert all(abs(d) < MIN_POINTS for d in largest)
        else:
            named += 1
        # The parts are the level's own judgement: where both lines end their turn, the difference of
        # the parts is the difference of the values the search compared (two players: one rival).
        if e.chosen.finished and e.second.finished and g.state.n == 2:
            assert sum(e.chosen.parts.values()) - sum(e.second.parts.values()) == pytest.approx(
                e.chosen.value - e.second.value, abs=1e-6)
        extra_seen += any(e.chosen.parts.get(k, 0.0) != e.second.parts.get(k, 0.0) for k in EXTRA_PARTS)
    assert named >= 100 and gains >= 50 and costs >= 50
    assert (extra_seen > 0) == (level == "expert")  # Expert's hint is explained with Expert's own points


def test_the_search_bench_prints_the_judgements_and_the_whys_figures(capsys):
    """`tools.bench --search --why`: figures for both judgements and the why, as JSON."""
    import json

    from tools import bench

    bench.main(["--search", "--runs", "1", "--why"])
    figures = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert set(figures) == {"hard_judgement_us", "expert_judgement_us", "hard_beam_nodes_per_s",
                            "expert_beam_nodes_per_s", "why_s", "why_worst_s"}
    assert all(v > 0 for v in figures.values())
