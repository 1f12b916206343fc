"""The judgement behind one interface (ai/judgement.py): the network in plain Python (ai/net.py) over
the numbers of ai/features.py, the frozen December Expert beside it, the fallback when the weights
cannot be read, and the lines (ai/lines.py)."""
from __future__ import annotations

import json
import logging
import math
import random

import pytest

from gwt_desktop.ai import features as F
from gwt_desktop.ai import judgement as J
from gwt_desktop.ai.base import make_bot
from gwt_desktop.ai.driver import simpler
from gwt_desktop.ai.evaluate import HARD
from gwt_desktop.ai.expert import FrozenExpertBot, estimates
from gwt_desktop.ai.lines import best_lines, play_line
from gwt_desktop.ai.net import Net

from .positions import hidden_variant, midgame


def random_net(hidden: int = 5, seed: int = 3) -> Net:
    rng = random.Random(seed)
    size = F.SIZE
    return Net(F.NAMES, [[rng.gauss(0, 0.3) for _ in range(size)] for _ in range(hidden)],
               [rng.gauss(0, 0.1) for _ in range(hidden)], [rng.gauss(0, 0.5) for _ in range(hidden)],
               [rng.gauss(0, 0.1) for _ in range(size)], 0.25, scale=100.0)


@pytest.fixture
def restore_weights():
    yield
    J.use_weights(None)


def test_net_computes_its_formula_and_round_trips():
    net = random_net()
    x = [((i * 7) % 11) / 10 for i in range(F.SIZE)]
    hidden = sum(w * math.tanh(b + sum(a * v for a, v in zip(row, x)))
                 for row, b, w in zip(net.hidden_w, net.hidden_b, net.out_w))
    expected = (net.bias + hidden + sum(a * v for a, v in zip(net.linear, x))) * net.scale
    assert net(x) == pytest.approx(expected, rel=1e-12)
    again = Net.from_dict(json.loads(json.dumps(net.to_dict())))
    assert again(x) == net(x)


def test_net_refuses_weights_that_do_not_fit():
    d = random_net().to_dict()
    d["linear"] = d["linear"][:-1]
    with pytest.raises(ValueError):
        Net.from_dict(d)
    d = random_net().to_dict()
    d["out_w"] = d["out_w"][:-1]
    with pytest.raises(ValueError):
        Net.from_dict(d)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_features_are_whole_and_say_whose_eyes(players):
    g = midgame(players, seed=40 + players, moves=150)
    viewer = g.to_move
    vectors = F.all_features(g.state, viewer)
    assert len(vectors) == players
    for p, x in enumerate(vectors):
        assert len(x) == F.SIZE == len(F.NAMES)
        assert all(math.isfinite(v) for v in x)
        assert x[F.NAMES.index("hand_known")] == (1.0 if p == viewer else 0.0)
        assert x[F.NAMES.index(f"players_{players}")] == 1.0
    # The player to move next has tempo 0, the others count round the table after it.
    tempo = [x[F.NAMES.index("tempo")] for x in vectors]
    assert tempo[g.state.current] == 0.0
    assert sorted(tempo) == [k / players for k in range(players)]


def test_features_of_the_viewer_read_nothing_hidden():
    """What the viewer cannot see (rivals' hands, every stack's order) changes none of the numbers of
    its own position; only the summary of its rivals (their estimates, on the viewer's clone, read
    their re-dealt hands: guesses) may differ."""
    g = midgame(3, seed=52, moves=200)
    viewer = g.to_move
    own = len(F.GLOBAL_NAMES) + len(F.PLAYER_NAMES)
    mine = F.all_features(g.state, viewer)[viewer][:own]
    for seed in range(4):
        other = hidden_variant(g, viewer, seed)
        assert F.all_features(other.state, viewer)[viewer][:own] == mine


def test_estimate_feature_is_the_frozen_estimate():
    g = midgame(2, seed=61, moves=120)
    vectors = F.all_features(g.state, g.to_move)
    frozen = estimates(g)
    for p, x in enumerate(vectors):
        assert x[F.NAMES.index("estimate")] * 100 == pytest.approx(frozen[p])


def test_learned_estimates_are_the_network_of_each_players_numbers():
    g = midgame(3, seed=71, moves=180)
    net = random_net()
    j = J.Learned(net)
    seat = g.to_move
    expected = [net(x) for x in F.all_features(g.state, seat)]
    assert j.estimates(g, seat) == pytest.approx(expected)
    others = [v for p, v in enumerate(expected) if p != seat]
    blend = HARD.opponent_best  # the blend every judgement's value uses (evaluate.versus)
    margin = expected[seat] - ((1 - blend) * sum(others) / len(others) + blend * max(others))
    assert j.value(g, seat) == pytest.approx(margin)


def test_a_finished_game_is_judged_by_the_score_pad():
    g = midgame(2, seed=81, moves=10)
    rng = random.Random(2)
    while not g.is_over:
        g.apply(rng.choice(g.legal_moves()))
    totals = [sh["total"] for sh in g.score_sheet()]
    for j in (J.FROZEN, J.Learned(random_net()), J.Blend(J.Learned(random_net()), 0.25)):
        assert j.estimates(g, 0) == totals
        assert j.value(g, 0) == totals[0] - totals[1]


def test_frozen_judgement_is_decembers_expert():
    g = midgame(4, seed=91, moves=220)
    assert J.FROZEN.estimates(g, g.to_move) == pytest.approx(estimates(g))


@pytest.mark.parametrize("content", ["", "{not json", '{"names": ["x"]}', "[1, 2, 3]"])
def test_weights_that_cannot_be_read_leave_the_frozen_judgement_with_one_log_line(tmp_path, caplog, content,
                                                                                 restore_weights):
    path = tmp_path / "judgement.json"
    path.write_text(content, encoding="utf-8")
    J.use_weights(path)
    with caplog.at_level(logging.WARNING, logger="gwt_desktop.ai.judgement"):
        assert J.default() is J.FROZEN
        assert J.default() is J.FROZEN  # asked again: no second line
    lines = [r for r in caplog.records if r.name == "gwt_desktop.ai.judgement"]
    assert len(lines) == 1 and str(path) in lines[0].getMessage()


def test_a_late_read_of_the_earlier_file_does_not_replace_the_judgement_in_use(tmp_path, restore_weights):
    # A bot thread of an earlier game may still be reading the shipped file when a test (or the lab)
    # switches files: its answer must not become the judgement of the new file (seen under xdist).
    path = tmp_path / "judgement.json"
    path.write_text("{not json", encoding="utf-8")
    J.use_weights(path)
    assert J.default() is J.FROZEN
    J._load_of(J.WEIGHTS).wait()  # what that thread's call finishes with, after the switch
    assert J.default() is J.FROZEN


def test_missing_weights_leave_the_frozen_judgement(tmp_path, restore_weights):
    J.use_weights(tmp_path / "nothing.json")
    assert J.default() is J.FROZEN


def test_readable_weights_are_the_learned_judgement(tmp_path, restore_weights):
    path = tmp_path / "judgement.json"
    net = random_net()
    path.write_text(json.dumps(net.to_dict()), encoding="utf-8")
    J.use_weights(path)
    j = J.default()
    assert isinstance(j, J.Learned)
    g = midgame(2, seed=12, moves=90)
    assert j.estimates(g, 1) == pytest.approx([net(x) for x in F.all_features(g.state, 1)])


def test_the_december_expert_is_a_baseline_not_a_level():
    bot = make_bot("expert-2026-12")
    assert isinstance(bot, FrozenExpertBot) and bot.judge() is J.FROZEN
    assert simpler("expert-2026-12") == "hard"


def test_todays_expert_is_kept_on_its_own_copy_of_the_network(tmp_path, restore_weights):
    from gwt_desktop.ai.expert import KeptExpertBot

    bot = make_bot("expert-2026-12-07")
    assert isinstance(bot, KeptExpertBot) and simpler("expert-2026-12-07") == "hard"
    assert (bot.width, bot.per_first, bot.max_nodes, bot.look) == (256, 32, 300000, True)
    kept = bot.judge()
    assert isinstance(kept, J.Learned)
    assert kept.net.to_dict() == Net.load(J.KEPT["expert-2026-12-07"]).to_dict()
    # another network shipped (or tried in the arena) moves Expert, never the kept one
    path = tmp_path / "judgement.json"
    other = random_net()
    path.write_text(json.dumps(other.to_dict()), encoding="utf-8")
    J.use_weights(path)
    g = midgame(2, seed=12, moves=90)
    assert make_bot("expert").judge().value(g, 0) == pytest.approx(J.Learned(other).value(g, 0))
    assert bot.judge().value(g, 0) == pytest.approx(J.Learned(Net.load(J.KEPT["expert-2026-12-07"])).value(g, 0))
    assert bot.judge().value(g, 0) != pytest.approx(J.default().value(g, 0))


def test_decembers_hard_is_kept_with_its_beam_its_look_and_its_hand_set_judgement():
    from gwt_desktop.ai.evaluate import evaluate
    from gwt_desktop.ai.hard import DecemberHardBot

    bot = make_bot("hard-2026-12")
    assert isinstance(bot, DecemberHardBot) and simpler("hard-2026-12") == "medium"
    assert (bot.width, bot.per_first, bot.max_nodes, bot.look) == (64, 10, 40000, True)
    g = midgame(2, seed=21, moves=70, prompt="turn")
    seat = g.to_move
    value = bot.judgement(g, seat)
    # at a turn's start too (where the others judge by the network): Hard's hand-set estimate
    assert value(g) == pytest.approx(evaluate(g, seat, HARD))
    assert value(g) != pytest.approx(J.default().value(g, seat))
    assert J.quick_of(bot.judge()) is evaluate


def test_search_value_is_the_judgement_at_turn_ends_and_hard_inside():
    from gwt_desktop.ai.evaluate import HARD, evaluate

    root = midgame(2, seed=33, moves=60, prompt="turn")
    seat = root.to_move
    j = J.Learned(random_net())
    value = J.search_value(seat, root, j)
    assert value(root) == pytest.approx(j.value(root, seat) - (j.value(root, seat) - evaluate(root, seat, HARD)))
    # one move into the turn: Hard's judgement of a partial turn
    inside = root.clone()
    inside.apply(inside.legal_moves()[0])
    if inside.decision.kind != "turn" and not inside.is_over:
        assert value(inside) == pytest.approx(evaluate(inside, seat, HARD))


def test_best_lines_are_legal_turns_best_first_with_one_margin():
    g = midgame(2, seed=23, moves=80, prompt="turn")
    seat = g.to_move
    found = best_lines(g, seat, k=3, rng=random.Random(4), beam=(12, 3, 1500), judgement=J.FROZEN)
    assert 1 <= len(found.lines) <= 3
    values = [line.value for line in found.lines]
    assert values == sorted(values, reverse=True)
    assert len({line.first for line in found.lines}) == len(found.lines)
    for line in found.lines:
        assert line.moves[0] == line.first and line.first in g.legal_moves()
        events, _end, over = play_line(found.clone, seat, line.moves)
        assert len(events) == len(line.moves)  # every move of the line is legal in turn
        assert over == line.finished
    if len(found.lines) > 1:
        assert found.margin() == pytest.approx(values[0] - values[1])


def test_best_lines_lists_the_asked_first_move_first():
    g = midgame(2, seed=24, moves=80, prompt="turn")
    seat = g.to_move
    legal = g.legal_moves()
    asked = legal[-1]
    found = best_lines(g, seat, k=2, rng=random.Random(1), beam=(8, 2, 800), judgement=J.FROZEN, firsts=(asked,))
    assert found.lines[0].first == asked


def test_identity_names_the_judgement_and_its_weights(tmp_path, restore_weights):
    J.use_weights(tmp_path / "nothing.json")
    assert J.identity() == "expert-2026-12"
    path = tmp_path / "judgement.json"
    path.write_text(json.dumps(random_net(seed=1).to_dict()), encoding="utf-8")
    J.use_weights(path)
    first = J.identity()
    assert first.startswith("learned:")
    path.write_text(json.dumps(random_net(seed=2).to_dict()), encoding="utf-8")
    J.use_weights(path)
    assert J.identity() != first
