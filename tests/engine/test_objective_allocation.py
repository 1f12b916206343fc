"""The objective allocation of the score sheet (docs/RULES.md §9.2): the dynamic programme gives exactly the
brute-force optimum, and among equal optima the fixed preference (first cards met, then failed,
then dropped), on many small random cases; and it handles every objective card at once."""
from __future__ import annotations

import itertools
import random

from gwt_desktop.engine.components import GENERAL_OBJECTIVES, OBJECTIVES, STARTING_OBJECTIVES
from gwt_desktop.engine.scoring import TASKS, _needs, best_objectives

RANK = {"met": 2, "failed": 1, "dropped": 0}


def brute_force(area, unplayed, have, smo):
    """Every verdict combination, scored by the rules' own words; the best value and, among the
    combinations reaching it, the preferred one."""
    best = None
    for verdicts in itertools.product(*([("met", "failed")] * len(area) + [("met", "failed", "dropped")] * len(unplayed))):
        used = [0] * len(TASKS)
        points = 0
        in_area = 0
        for card, verdict in zip(area + unplayed, verdicts):
            o = OBJECTIVES[card]
            if verdict == "met":
                used = [u + x for u, x in zip(used, _needs(card))]
                points += o.points
            elif verdict == "failed":
                points -= o.penalty
            in_area += verdict != "dropped"
        if any(u > h for u, h in zip(used, have)):
            continue
        if smo:
            points += 3 * (in_area // 2)
        key = (points, [RANK[v] for v in verdicts])
        if best is None or key > best[0]:
            best = (key, verdicts)
    return best[0][0], best[1]


def random_case(rng, n_cards):
    cards = list(GENERAL_OBJECTIVES)
    rng.shuffle(cards)
    k = rng.randint(0, n_cards - 1)
    area = [rng.choice(STARTING_OBJECTIVES)] + cards[:k]
    unplayed = cards[k:n_cards - 1]
    have = tuple(rng.randint(0, 4) for _ in TASKS)
    return area, unplayed, have, rng.random() < 0.5


def test_dynamic_programme_equals_brute_force_on_small_random_cases():
    rng = random.Random(2024)
    for _ in range(400):
        area, unplayed, have, smo = random_case(rng, rng.randint(1, 7))
        assert best_objectives(area, unplayed, have, smo) == brute_force(area, unplayed, have, smo), \
            (area, unplayed, have, smo)


def test_identical_cards_and_ties_follow_the_preference_rule():
    sf = next(c for c in GENERAL_OBJECTIVES if OBJECTIVES[c].tasks == ("SF",))
    have = (0,) * (len(TASKS) - 1) + (2,)
    # Four identical San Francisco cards, two discs there: the first two are met.
    points, how = best_objectives([sf, sf], [sf, sf], have, False)
    assert (points, how) == brute_force([sf, sf], [sf, sf], have, False)
    assert how == ("met", "met", "dropped", "dropped") and points == 10


def test_all_objective_cards_at_once_with_a_rich_holding():
    """Every objective card a player could ever hold (24 general + a starting one), half played; the
    exhaustive search used to run out of memory here. Checked against a direct evaluation of the
    verdicts it returns and against the obvious bounds."""
    rng = random.Random(7)
    cards = list(GENERAL_OBJECTIVES)
    for _ in range(20):
        rng.shuffle(cards)
        area = [rng.choice(STARTING_OBJECTIVES)] + cards[:12]
        unplayed = cards[12:]
        have = (rng.randint(3, 10), rng.randint(1, 6), rng.randint(1, 6), rng.randint(2, 12), rng.randint(2, 10),
                rng.randint(2, 12), rng.randint(1, 6), rng.randint(0, 4), rng.randint(0, 4))
        smo = rng.random() < 0.5
        points, how = best_objectives(area, unplayed, have, smo)
        used = [0] * len(TASKS)
        value = 0
        for card, verdict in zip(area + unplayed, how):
            if verdict == "met":
                used = [u + x for u, x in zip(used, _needs(card))]
                value += OBJECTIVES[card].points
            elif verdict == "failed":
                value -= OBJECTIVES[card].penalty
        assert all(u <= h for u, h in zip(used, have))
        assert all(v != "dropped" for v in how[:len(area)])
        if smo:
            value += 3 * (sum(v != "dropped" for v in how) // 2)
        assert value == points
        # Meeting one more card is impossible, or the sheet would not be optimal: every card left
        # unmet asks for something no longer available.
        for card, verdict in zip(area + unplayed, how):
            if verdict != "met" and not smo:
                assert any(u + x > h for u, x, h in zip(used, _needs(card), have))


def test_counts_far_beyond_the_real_game_still_fit_the_packed_state():
    """Item counts are packed into one integer; the fields widen with the counts (here 7 bits)."""
    sf = next(c for c in GENERAL_OBJECTIVES if OBJECTIVES[c].tasks == ("SF",))
    have = (0,) * (len(TASKS) - 1) + (65,)
    points, how = best_objectives([], [sf] * 70, have, False)
    assert points == 5 * 65 and how == ("met",) * 65 + ("dropped",) * 5
