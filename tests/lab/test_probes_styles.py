"""lab.probes styles: the cross-entropy search's update and its fitness, with exact numbers."""
import numpy as np
import pytest

from lab.probes import cem_step, style_fitness


def test_the_next_centre_is_the_fittest_thirds_mean_and_its_spread_has_a_floor():
    population = [np.array([0.0, 0.0]), np.array([2.0, 4.0]), np.array([4.0, 4.0]),
                  np.array([10.0, 0.0]), np.array([-6.0, 1.0]), np.array([1.0, 1.0])]
    fits = [1.0, 9.0, 7.0, 3.0, 2.0, 0.5]  # the fittest third (two of six): the second and the third
    mu, sd = cem_step(population, fits, floor=np.array([0.5, 0.5]))
    assert mu.tolist() == [3.0, 4.0]
    assert sd.tolist() == [1.0, 0.5]  # spreads 1 and 0; the second held at its floor


def test_at_least_two_are_kept_from_a_small_generation():
    mu, _ = cem_step([np.array([0.0]), np.array([6.0]), np.array([2.0])], [0.0, 5.0, 4.0], floor=np.array([0.0]))
    assert mu.tolist() == [4.0]


def test_a_style_that_wins_by_losing_games_is_not_fitter():
    assert style_fitness(55.0, 0.75) == 55.0  # over 0.6: its points alone
    assert style_fitness(60.0, 0.40) == pytest.approx(54.0)  # 0.2 under: 6 points less
    assert style_fitness(60.0, 0.40) < style_fitness(55.0, 0.75)
