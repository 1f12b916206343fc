"""The weight tuner's arithmetic: nudges in log space and the SPSA step."""
import math
from dataclasses import replace

from gwt_desktop.ai.evaluate import MEDIUM
from lab import tune


def test_weights_at_scales_each_tuned_weight_by_exp_theta():
    w = tune.weights_at(MEDIUM, {"money_early": math.log(2), "income": -math.log(4)})
    assert math.isclose(w.money_early, 2 * MEDIUM.money_early)
    assert math.isclose(w.income, MEDIUM.income / 4)
    assert w.transport == MEDIUM.transport  # untouched weights stay


def test_step_moves_along_the_nudge_when_the_plus_side_won():
    theta = {"money_early": 0.0, "income": 0.5}
    tune.step(theta, {"money_early": 1.0, "income": -1.0}, margin=10.0, a=0.01, c=0.25)
    # margin / (2c) = 20 points per unit of log weight; a = 0.01 -> 0.2 along the nudge
    assert math.isclose(theta["money_early"], 0.2)
    assert math.isclose(theta["income"], 0.3)


def test_step_moves_against_the_nudge_when_the_minus_side_won():
    theta = {"money_early": 0.0}
    tune.step(theta, {"money_early": 1.0}, margin=-5.0, a=0.01, c=0.25)
    assert math.isclose(theta["money_early"], -0.1)


def test_every_tuned_name_is_a_weight():
    for name in tune.TUNED:
        assert hasattr(MEDIUM, name)


def test_every_tuned_weight_reaches_the_judgement():
    """A weight the evaluation ignored would be tuned on noise alone: doubling each one must change a
    player's value in some mid-game position."""
    from gwt_desktop.ai.evaluate import player_value, progress
    from tests.ai.positions import midgame

    games = [midgame(2, seed, moves) for seed in (1, 2, 3) for moves in (40, 140, 200)]
    for g in games:  # random play seldom hires or takes certificates: give seat 0 some of each
        pl = g.s.players[0]
        pl.workers = [3, 2, 2]
        pl.cert = 2
    for name in tune.TUNED:
        doubled = tune.weights_at(MEDIUM, {name: math.log(2)})
        changed = any(
            player_value(g.state, p, 1.0 - progress(g.state), doubled) != player_value(g.state, p, 1.0 - progress(g.state))
            for g in games for p in range(2))
        assert changed, name


def test_judgement_reads_names_changes_and_files(tmp_path):
    from gwt_desktop.ai.evaluate import HARD

    assert tune.judgement("medium") == MEDIUM
    assert tune.judgement("hard") == HARD
    assert tune.judgement("random") is None
    w = tune.judgement("hard:visits=6,income=1.5")
    assert (w.visits, w.income, w.money_early) == (6.0, 1.5, HARD.money_early)
    f = tmp_path / "w.json"
    f.write_text('{"weights": {"transport": 0.9}}', encoding="utf-8")
    assert tune.judgement(str(f)) == replace(MEDIUM, transport=0.9)


def test_ab_plays_each_deal_from_both_seats_and_scores_each_side():
    result = tune.main(["--ab", "medium", "random", "--deals", "1", "--jobs", "1", "--seed", "7"])
    assert result["games"] == 2
    assert result["a_wins"] == 2.0  # Medium against Random's play
    assert result["a_mean"] > result["b_mean"]
    assert result["mean_margin"] == round(result["a_mean"] - result["b_mean"], 2)


def test_ab_s_workers_have_left_before_its_pool_ends(monkeypatch):
    """A pool's exit terminates the workers still there by SIGTERM, which a worker forked from a
    process with pygame initialized (a test process beside a window) ignores (SDL's handler): one
    such worker, waiting for the lock its pool had taken, hung the suite. The workers now leave by
    themselves first, so none is left for the exit to terminate."""
    import multiprocessing
    import multiprocessing.pool

    alive_at_exit: list = []
    terminate = multiprocessing.pool.Pool.terminate

    def watched(self):
        # only pool workers: another test may have left Expert's search process running
        alive_at_exit.append(sum("PoolWorker" in p.name for p in multiprocessing.active_children()))
        terminate(self)

    monkeypatch.setattr(multiprocessing.pool.Pool, "terminate", watched)
    result = tune.main(["--ab", "medium", "random", "--deals", "1", "--jobs", "1", "--seed", "7"])
    assert result["games"] == 2
    assert alive_at_exit == [0]


def test_a_cleared_step_disc_is_worth_step_early_while_the_game_lasts():
    """Hard's step_early (outside the tuner: Medium's is 0) adds exactly its weight, fading with the
    game, for each step disc off the player board."""
    from gwt_desktop.ai.evaluate import HARD, player_value, progress
    from gwt_desktop.engine.components import DISC_INDEX
    from tests.ai.positions import midgame

    g = midgame(2, 3, 60)
    remaining = 1.0 - progress(g.state)
    assert 0.0 < remaining < 1.0
    pl = g.s.players[0]
    pl.discs[DISC_INDEX["step1"]] = 1
    without = replace(HARD, step_early=0.0)
    base = player_value(g.state, 0, remaining, HARD) - player_value(g.state, 0, remaining, without)
    pl.discs[DISC_INDEX["step1"]] = 0
    cleared = player_value(g.state, 0, remaining, HARD) - player_value(g.state, 0, remaining, without)
    assert math.isclose(cleared - base, HARD.step_early * remaining)
    assert MEDIUM.step_early == 0.0  # Medium plays as before
