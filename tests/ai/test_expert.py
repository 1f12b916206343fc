"""Expert: finishes games at every table size, judges with the shipped network exactly as its file
records, and its search process answers, cancels promptly and, when it dies, leaves Hard's move."""
from __future__ import annotations

import json
import random
import threading
import time

import pytest

from gwt_desktop.ai import expert_search, features, make_bot
from gwt_desktop.ai.evaluate import HARD, evaluate
from gwt_desktop.ai.expert import ExpertBot, combine, estimates, expert_value
from gwt_desktop.ai.net import BadWeights, Net, parse, probe_position, probe_value, read, shipped
from gwt_desktop.ai.worker import BotWorker
from gwt_desktop.engine import new_game
from gwt_desktop.session.table import BotSeat, play

from .positions import midgame


@pytest.fixture(autouse=True)
def _stop_search_process():
    yield
    expert_search.shutdown()


def wait_until(condition, timeout: float = 30.0) -> None:
    end = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > end:
            raise AssertionError("the condition did not come true in time")
        time.sleep(0.005)


def tiny_expert() -> ExpertBot:
    """Expert's whole machinery (beam, network, sampling past the turn) on a small beam, so a game is quick."""
    bot = ExpertBot(max_samples=1)
    bot.width, bot.per_first, bot.max_nodes = 8, 2, 600
    return bot


@pytest.mark.parametrize("levels", [["expert", "hard"], ["medium", "expert", "easy"],
                                    ["expert", "random", "medium", "random"]])
def test_expert_finishes_games(levels):
    g = new_game(len(levels), seed=31 + len(levels))
    seats = [BotSeat(lv, 0.01, tiny_expert() if lv == "expert" else None) for lv in levels]

    def answered(game, played) -> None:  # the bot itself answered, legally
        assert not played.answer.errors, (levels[played.seat], played.answer.errors)

    play(g, seats, [random.Random(5)] * len(levels), on_move=answered, max_moves=5000)
    assert g.is_over, "a game of bots should end"
    assert any(sh["winner"] for sh in g.score_sheet())


def test_make_bot_expert():
    assert make_bot("expert").name == "expert"


def test_shipped_weights_match_their_file():
    doc = read()
    net = parse(doc, check_probe=True)  # the checksum and the probe position's recorded value
    assert net == shipped()
    assert probe_value(net) == doc["probe"]
    assert doc["trained"]["games"] >= 0


def test_a_changed_weights_file_is_refused(tmp_path):
    doc = read()
    doc["w1"][0][0] += 0.001
    with pytest.raises(BadWeights, match="checksum"):
        parse(doc)
    doc = read()
    doc["probe"][0] += 0.5
    with pytest.raises(BadWeights, match="probe"):
        parse(doc, check_probe=True)
    path = tmp_path / "w.json"
    doc = read()
    doc["features"] = doc["features"][::-1]
    path.write_text(json.dumps(doc))
    with pytest.raises(BadWeights, match="features"):
        parse(read(str(path)))


def test_expert_judges_a_turns_end_by_hard_plus_the_network():
    g = probe_position()
    while not features.at_turn_boundary(g):
        g.apply(g.legal_moves()[0])
    seat = g.to_move
    # With a network that adds nothing, Expert's judgement is exactly Hard's.
    assert expert_value(seat, Net.zero(4))(g) == pytest.approx(evaluate(g, seat, HARD))
    # A network that adds 3 points to everyone changes nothing between the players, 3 * x per unit of x.
    size = features.SIZE
    flat = Net(((0.0,) * size,), (0.0,), (0.0,), 3.0)
    assert expert_value(seat, flat)(g) == pytest.approx(evaluate(g, seat, HARD))
    money = features.NAMES.index("money")
    rich = Net((tuple(1.0 if i == money else 0.0 for i in range(size)),), (0.0,), (10.0,), 0.0)
    rest = features.remaining(g)
    base = features.base_values(g, rest)
    import math
    bonus = [10.0 * math.tanh(pl_money / 20.0) for pl_money in (pl.money for pl in g.state.players)]
    assert estimates(g, rich) == pytest.approx([b + d for b, d in zip(base, bonus)])
    assert expert_value(seat, rich)(g) == pytest.approx(combine([b + d for b, d in zip(base, bonus)], seat))
    # Searched from a root, a finished turn counts on Hard's scale: the root itself is worth what Hard
    # says, and another turn's end by what the network's correction gained since the root.
    assert expert_value(seat, rich, g)(g) == pytest.approx(evaluate(g, seat, HARD))
    later = g.clone()
    while True:
        later.apply(later.legal_moves()[-1])
        if features.at_turn_boundary(later):
            break
    gain = expert_value(seat, rich)(later) - evaluate(later, seat, HARD)
    root_gain = expert_value(seat, rich)(g) - evaluate(g, seat, HARD)
    assert expert_value(seat, rich, g)(later) == pytest.approx(evaluate(later, seat, HARD) + gain - root_gain)
    # Inside a turn the beam still ranks partial turns by Hard's judgement alone.
    g.apply(g.legal_moves()[0])
    if not features.at_turn_boundary(g):
        assert expert_value(seat, rich)(g) == pytest.approx(evaluate(g, seat, HARD))


def test_the_search_process_plays_the_move_searched_here():
    g = midgame(2, 5, 30, "turn")
    seat = g.to_move
    moves = []
    for use_process in (False, True):
        bot = ExpertBot(max_samples=2, use_process=use_process)
        rng = random.Random(11)
        moves.append(bot.choose(g.determinize(seat, rng), seat, rng, 60.0))
        assert not bot.fell_back
    assert moves[0] == moves[1]
    assert moves[1] in g.legal_moves()


def test_cancel_stops_the_search_process_promptly(monkeypatch):
    monkeypatch.setattr(ExpertBot, "margin", float("inf"))  # always sample, however clear the choice
    g = midgame(2, 5, 30, "turn")
    w = BotWorker()
    w.start(g, g.to_move, "expert", 60.0, seed=1)  # would think for a minute
    wait_until(lambda: expert_search._lock.locked())  # the request is with the child
    time.sleep(0.3)
    assert w.busy
    t = time.perf_counter()
    w.cancel()
    assert w.join(0.1), "the bot thread was still running 100 ms after cancel()"
    assert time.perf_counter() - t < 0.1
    assert w.poll() is None and not w.busy
    # The child stopped too: the next search is answered long before the cancelled one would have ended.
    bot = ExpertBot(max_samples=1, use_process=True)
    rng = random.Random(2)
    box = {}
    th = threading.Thread(target=lambda: box.update(move=bot.choose(g.determinize(g.to_move, rng), g.to_move,
                                                                    rng, 60.0)))
    th.start()
    th.join(30.0)
    assert box.get("move") in g.legal_moves()
    assert not bot.fell_back


def test_a_dead_search_process_leaves_hards_move():
    g = midgame(2, 5, 30, "turn")
    seat = g.to_move
    bot = ExpertBot(use_process=True)
    bot.margin = float("inf")
    rng = random.Random(3)
    box = {}
    th = threading.Thread(target=lambda: box.update(move=bot.choose(g.determinize(seat, rng), seat, rng, 60.0)))
    th.start()
    wait_until(lambda: expert_search._lock.locked() and expert_search._child is not None)
    time.sleep(0.3)
    expert_search._child.process.kill()  # a crash of the search process
    th.join(30.0)
    assert not th.is_alive()
    assert box["move"] in g.legal_moves()
    assert bot.fell_back
    # The next request starts a fresh process.
    bot2 = ExpertBot(max_samples=1, use_process=True)
    assert bot2.choose(g.determinize(seat, rng), seat, rng, 60.0) in g.legal_moves()
    assert not bot2.fell_back


# The shipped linear part, points per unit of each feature (docs/experiments/expert.md).
SHIPPED_LINEAR = {"buildings": 12.5, "hazards": 7.2, "money": 2.9, "green_teepees": 5.3, "blue_teepees": 4.2,
                  "cowboys": 10.3, "engineers": -9.7, "station_masters": 6.8, "disc_aux_money": 2.3}


def test_the_shipped_linear_part_is_the_measured_one():
    """The shipped file's linear part is the one measured and played (buildings / 5 at 12.5 is 2.5
    points a building, ...) and nothing else; a finished turn is judged as Hard's value plus those
    points for each feature the seat has more of than its rival."""
    net = shipped()
    assert {features.NAMES[k]: v for k, v in enumerate(net.linear) if v} == pytest.approx(SHIPPED_LINEAR)
    g = probe_position()
    while not features.at_turn_boundary(g):
        g.apply(g.legal_moves()[0])
    seat = g.to_move
    rest = features.remaining(g)
    base = features.base_values(g, rest)
    x = [features.player_features(g, p, rest, base[p]) for p in range(2)]
    i = features.NAMES.index("buildings")
    assert x[0][i] + x[1][i] > 0  # the probe has a building, so the test can fail
    extra = sum(v * (x[seat][features.NAMES.index(n)] - x[1 - seat][features.NAMES.index(n)])
                for n, v in SHIPPED_LINEAR.items())
    assert extra != 0
    assert expert_value(seat, net)(g) == pytest.approx(evaluate(g, seat, HARD) + extra)


def test_a_changed_linear_part_is_refused_and_old_files_still_read():
    doc = read()
    doc["linear"][features.NAMES.index("buildings")] += 0.5
    with pytest.raises(BadWeights, match="checksum"):
        parse(doc)
    doc = read()
    doc["linear"] = doc["linear"][:-1]
    with pytest.raises(BadWeights):
        parse(doc)
    # A file from before there was a linear part: its checksum is the one it always had.
    from gwt_desktop.ai.net import document

    old = document(Net.zero(4), {"games": 0})
    assert "linear" not in old
    assert parse(old, check_probe=True).linear == ()


def test_a_part_by_the_game_left_counts_more_early_and_is_checked():
    """The weights' second linear part is points per unit of a feature times how much of the game is
    left: at the start it adds in full, at the end nothing; it travels through the file and its
    checksum like the first."""
    size = features.SIZE
    linear = [0.0] * size
    by_rest = [0.0] * size
    b, p = features.NAMES.index("buildings"), features.NAMES.index("progress")
    linear[b], by_rest[b] = 2.0, 10.0
    net = Net.zero(2)
    net = Net(net.w1, net.b1, net.w2, net.b2, tuple(linear), tuple(by_rest))
    x = [0.0] * size
    x[b] = 0.4  # two buildings
    assert net.correction(x) == pytest.approx(0.8 + 4.0)  # progress 0: the whole game left
    x[p] = 0.75
    assert net.correction(x) == pytest.approx(0.8 + 0.25 * 4.0)
    x[p] = 1.0
    assert net.correction(x) == pytest.approx(0.8)
    from gwt_desktop.ai.net import document

    doc = document(net, {"games": 0})
    assert parse(doc, check_probe=True) == net
    doc["linear_rest"][b] += 0.5
    with pytest.raises(BadWeights, match="checksum"):
        parse(doc)
