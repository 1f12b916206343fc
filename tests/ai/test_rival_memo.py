"""The search judges a rival's position once (evaluate.player_key, rival_value, features'
_rival_features): the remembered answers must be the fresh ones, and the key must see every change."""
from __future__ import annotations

import pytest

from gwt_desktop.ai import evaluate as E
from gwt_desktop.ai import features as F
from gwt_desktop.ai import judgement as J
from gwt_desktop.ai.lookahead import play_rivals
from gwt_desktop.ai.plan import Checker
from gwt_desktop.engine import DecisionKind, board
from gwt_desktop.engine.state import PlayerState

from .positions import midgame

POSITIONS = [(2, 11, 60), (2, 12, 140), (3, 13, 90), (4, 14, 120), (4, 15, 40)]


def _changed(value):
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + 1
    if isinstance(value, list):
        return value + [0]
    raise AssertionError(f"a PlayerState field of a kind this test does not know: {value!r}")


def test_the_key_names_every_field_of_a_player_but_the_name():
    assert set(E.PLAYER_KEY_FIELDS) == set(PlayerState.__slots__) - {"name"}


@pytest.mark.parametrize("field", sorted(set(PlayerState.__slots__) - {"name"}))
def test_a_change_to_any_field_changes_the_key(field):
    g = midgame(3, 21, 80)
    before = E.player_key(g.state, 1)
    c = g.clone()
    pl = c.state.players[1]
    setattr(pl, field, _changed(getattr(pl, field)))
    assert E.player_key(c.state, 1) != before


def test_the_board_a_player_is_judged_on_is_in_the_key():
    g = midgame(2, 22, 80)
    c = g.clone()
    c.state.trail[board.PRIVATE_SPACES[0]] += 1  # another building there
    assert E.player_key(c.state, 0) != E.player_key(g.state, 0)
    c = g.clone()
    c.state.sides = ("b" if g.state.sides[0] == "a" else "a",) + g.state.sides[1:]
    assert E.player_key(c.state, 0) != E.player_key(g.state, 0)


@pytest.mark.parametrize("players,seed,moves", POSITIONS)
def test_remembered_rivals_give_the_fresh_judgement(players, seed, moves):
    g = midgame(players, seed, moves)
    for seat in range(players):
        # twice: the second reads the rivals from the memo
        for _ in range(2):
            assert E.evaluate_rivals_once(g, seat, E.HARD) == E.evaluate(g, seat, E.HARD)
            assert F.all_features(g.state, seat) == _fresh_features(g.state, seat)


def test_a_rival_whose_position_changed_is_judged_afresh():
    g = midgame(2, 23, 100)
    F.all_features(g.state, 0)
    E.evaluate_rivals_once(g, 0, E.HARD)  # the rival's first position is now remembered
    c = g.clone()
    c.state.players[1].money += 7
    c.state.players[1].hand.append(c.state.players[1].draw.pop())
    assert E.evaluate_rivals_once(c, 0, E.HARD) == E.evaluate(c, 0, E.HARD)
    assert F.all_features(c.state, 0) == _fresh_features(c.state, 0)
    assert F.all_features(c.state, 0)[1] != F.all_features(g.state, 0)[1]


def test_the_learned_judgement_searches_with_remembered_rivals_the_frozen_as_in_december():
    assert J.Learned.quick is E.evaluate_rivals_once
    assert J.Frozen.quick is E.evaluate


def _fresh_features(s, viewer):
    """all_features with nothing remembered: the memo emptied first."""
    F._rivals.clear()
    return F.all_features(s, viewer)


@pytest.mark.parametrize("players,seed,moves", POSITIONS[:3])
def test_the_rivals_turns_looked_past_are_the_same_with_remembered_rivals(players, seed, moves):
    g = midgame(players, seed, moves, prompt=DecisionKind.TURN)
    seat = (g.to_move - 1) % players  # the rivals play until this seat is to move
    plain, quick = g.clone(), g.clone()
    play_rivals(plain, seat, Checker(), E.evaluate)
    play_rivals(quick, seat, Checker(), E.evaluate_rivals_once)
    assert quick.to_move == plain.to_move == seat or quick.is_over
    assert plain.turn_number > g.turn_number  # at least one rival turn was played
    assert [E.player_key(quick.state, p) for p in range(players)] == [E.player_key(plain.state, p) for p in range(players)]
