"""judgement.Blend: the network's estimate of each final score blended with the hand-set one, by
weight; lab.ladder's rungs with `:mW` and the trial bot `expert-blend` judge by it."""
from __future__ import annotations

import pytest

from gwt_desktop.ai import judgement, make_bot
from gwt_desktop.ai.evaluate import MEDIUM, player_value, progress, versus
from lab.ladder import rung
from tests.ai.positions import midgame


class Flat:
    """A base judgement whose estimate is 40 points for every player."""

    quick = staticmethod(lambda g, seat, w: 0.0)

    def estimates(self, game, viewer=None):
        return [40.0] * game.state.n


def test_a_blend_is_the_weighted_mean_of_the_two_estimates_and_its_value_is_the_margin():
    g = midgame(2, seed=3, moves=60, prompt="turn")
    s = g.state
    hand = [player_value(s, p, 1.0 - progress(s), MEDIUM) for p in range(s.n)]
    assert hand[0] != hand[1]
    assert judgement.Blend(Flat(), 0.0).estimates(g, 0) == [40.0, 40.0]
    assert judgement.Blend(Flat(), 1.0).estimates(g, 0) == pytest.approx(hand)
    quarter = judgement.Blend(Flat(), 0.25)
    assert quarter.estimates(g, 1) == pytest.approx([30.0 + 0.25 * h for h in hand])
    assert quarter.value(g, 0) == pytest.approx(versus(quarter.estimates(g, 0), 0))
    assert quarter.quick is Flat.quick  # inside a turn the base judgement's own quick judgement
    with pytest.raises(ValueError):
        judgement.Blend(Flat(), 1.5)


def test_a_rung_with_m_and_the_trial_bot_judge_by_the_blend_of_the_shipped_judgement():
    seat = rung("16/4/3000:m0.5:b0.5")
    blend = seat.bot.judge()
    assert isinstance(blend, judgement.Blend) and blend.w == 0.5 and blend.base is judgement.default()
    assert seat.budget == 0.5
    assert not isinstance(rung("16/4/3000").bot.judge(), judgement.Blend)
    bot = make_bot("expert-blend")
    assert bot.name == "expert-blend"
    kept = bot.judge()
    assert isinstance(kept, judgement.Blend) and kept.w == 0.25 and kept.base is judgement.default()
    assert bot.judge() is kept  # made once for the judgement it blends


def test_a_rung_with_j_judges_by_the_network_in_that_file_and_blends_it_with_m(tmp_path):
    from gwt_desktop.ai.judgement import WEIGHTS, Learned
    from lab.ladder import network

    own = rung(f"16/4/3000:j={WEIGHTS}").bot.judge()
    assert isinstance(own, Learned) and own is not judgement.default()
    g = midgame(2, seed=3, moves=60, prompt="turn")
    assert own.estimates(g, 0) == pytest.approx(judgement.default().estimates(g, 0))  # the same weights
    mixed = rung(f"16/4/3000:m0.5:j={WEIGHTS}").bot.judge()
    assert isinstance(mixed, judgement.Blend) and mixed.base is own and mixed.w == 0.5
    other = tmp_path / "net.json"
    other.write_text(WEIGHTS.read_text().replace('"names": ["', '"names": ["not_a_feature_', 1))
    with pytest.raises(ValueError):
        network(str(other))
