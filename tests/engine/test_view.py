"""view(player) shows only what that player may see; determinize() re-deals the hidden parts only."""
from __future__ import annotations

import json
import random

from gwt_desktop.engine import new_game


def midgame(players=3, seed=4, decisions=250):
    g = new_game(players, seed=seed)
    rng = random.Random(seed)
    for _ in range(decisions):
        g.apply(rng.choice(g.legal_moves()))
    return g


def test_view_is_json_ready_and_hides_other_hands_and_stack_orders():
    g = midgame()
    v = g.view(1)
    json.dumps(v)  # plain data only
    assert "hand" in v["players"][1]
    assert "hand" not in v["players"][0] and "hand" not in v["players"][2]
    assert v["players"][0]["hand_size"] == len(g.s.players[0].hand)
    assert v["market_stack_size"] == len(g.s.market_stack)
    assert "market_stack" not in v and "obj_stack" not in v and "kc_stacks" not in v


def test_view_does_not_reveal_the_order_of_any_draw_stack():
    g = midgame()
    before = g.view(1)
    for pl in g.s.players:
        pl.draw.reverse()
    g.s.market_stack.reverse()
    g.s.obj_stack.reverse()
    for st in g.s.kc_stacks:
        st.reverse()
    assert g.view(1) == before


def test_determinized_clone_shows_the_same_view():
    g = midgame()
    for viewer in range(3):
        for seed in range(5):
            d = g.determinize(viewer, random.Random(seed))
            assert d.view(viewer) == g.view(viewer)


def test_determinize_redeals_hidden_zones_and_leaves_the_original_alone():
    g = midgame()
    before = (list(g.s.players[0].hand), list(g.s.market_stack), [list(s) for s in g.s.kc_stacks])
    changed_hand = changed_stack = False
    for seed in range(10):
        d = g.determinize(1, random.Random(seed))
        changed_hand |= d.s.players[0].hand != g.s.players[0].hand
        changed_stack |= d.s.market_stack != g.s.market_stack
        assert sorted(d.s.players[0].hand + d.s.players[0].draw) == sorted(g.s.players[0].hand + g.s.players[0].draw)
        assert d.s.players[1].hand == g.s.players[1].hand  # the viewer's own hand is known
    assert changed_hand and changed_stack
    assert before == (g.s.players[0].hand, g.s.market_stack, g.s.kc_stacks)


def test_determinized_clone_plays_on_to_the_end():
    """A determinized clone is a whole game: it plays on to its end and its score pad, and the game it
    was made from stays where it was."""
    g = midgame(players=2, decisions=100)
    before = (g.view(0), g.view(1), g.to_move, len(g.legal_moves()))
    d = g.determinize(0, random.Random(1))
    rng = random.Random(2)
    moves = 0
    while not d.is_over and moves < 5000:
        d.apply(rng.choice(d.legal_moves()))
        moves += 1
    assert d.is_over and d.legal_moves() == [] and d.decision.kind == "game_over"
    sheet = d.score_sheet()
    assert sorted(sh["player"] for sh in sheet) == [0, 1] and any(sh["winner"] for sh in sheet)
    assert (g.view(0), g.view(1), g.to_move, len(g.legal_moves())) == before and not g.is_over


def test_determinize_does_not_leak_the_hidden_order():
    # Two games that differ only in what player 0 cannot see (the order of its draw stack, the other
    # hands and stacks) give identical determinized clones for the same rng seed.
    a = new_game(3, seed=11)
    b = a.clone()
    b.s.players[0].draw.reverse()
    pool = b.s.players[1].hand + b.s.players[1].draw
    pool.reverse()
    b.s.players[1].hand, b.s.players[1].draw = pool[:len(b.s.players[1].hand)], pool[len(b.s.players[1].hand):]
    b.s.market_stack.reverse()
    b.s.obj_stack.reverse()
    for st in b.s.kc_stacks:
        st.reverse()
    assert a.view(0) == b.view(0)
    assert a.s.players[1].hand != b.s.players[1].hand or a.s.market_stack != b.s.market_stack
    da, db = a.determinize(0, random.Random(5)), b.determinize(0, random.Random(5))
    for x, y in zip(da.s.players, db.s.players):
        assert (x.hand, x.draw) == (y.hand, y.draw)
    assert (da.s.market_stack, da.s.obj_stack, da.s.kc_stacks) == (db.s.market_stack, db.s.obj_stack, db.s.kc_stacks)
    assert da.s.rng.getstate() == db.s.rng.getstate()


def test_determinized_copy_does_not_carry_the_seed():
    """The seed plus the move list rebuilds the real game with every hidden order: the copy a bot gets
    keeps the other options but not the seed, and the real game keeps its own."""
    g = new_game(3, seed=4, building_sides="random")
    d = g.determinize(0, random.Random(1))
    assert d.options["seed"] is None
    assert g.options["seed"] == 4
    assert {k: v for k, v in d.options.items() if k != "seed"} == \
        {k: v for k, v in g.options.items() if k != "seed"}
