"""lab/blend.py: the network's estimate of each final score blended with the hand-set one, by weight,
and lab.ladder's rungs with `:mW` judging by it."""
from __future__ import annotations

import pytest

from gwt_desktop.ai import judgement
from gwt_desktop.ai.evaluate import MEDIUM, player_value, progress, versus
from lab.blend import Blend
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
    assert Blend(0.0, base=Flat()).estimates(g, 0) == [40.0, 40.0]
    assert Blend(1.0, base=Flat()).estimates(g, 0) == pytest.approx(hand)
    quarter = Blend(0.25, base=Flat())
    assert quarter.estimates(g, 1) == pytest.approx([30.0 + 0.25 * h for h in hand])
    assert quarter.value(g, 0) == pytest.approx(versus(quarter.estimates(g, 0), 0))
    with pytest.raises(ValueError):
        Blend(1.5, base=Flat())


def test_a_rung_with_m_judges_by_the_blend_of_the_shipped_judgement():
    seat = rung("16/4/3000:m0.5:b0.5")
    blend = seat.bot.judge()
    assert isinstance(blend, Blend) and blend.w == 0.5 and blend.base is judgement.default()
    assert seat.budget == 0.5
    assert not isinstance(rung("16/4/3000").bot.judge(), Blend)
