"""Undo within a turn: a human takes back their own moves of the current turn, one per undo, back to
the last move that revealed something hidden or random, never across another seat's move, a bot's
move or the passing of the turn.

The oracle here is independent of the engine's reveal markers: a move revealed something when a
hidden stack shrank or grew in what the players may see (a draw pile, the cattle market stack, the
objective stack, the Kansas City tile stacks)."""
from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from gwt_desktop.session.match import Match, UndoRefused
from gwt_desktop.storage import autosave, store, writer

from .conftest import make_seats, play


def hidden(view: dict) -> dict:
    return {
        "market": view["market_stack_size"],
        "objectives": view["objective_stack_size"],
        "kansas_city": tuple(view["kc_stack_sizes"]),
        "draw": tuple(p["draw_size"] for p in view["players"]),
    }


def revealed(before: dict, after: dict) -> set[str]:
    kinds = {k for k in ("market", "objectives", "kansas_city") if before[k] != after[k]}
    for b, a in zip(before["draw"], after["draw"], strict=True):
        if a < b:
            kinds.add("draw")
        elif a > b:
            kinds.add("shuffle")  # a discard pile shuffled into a new draw pile (then drawn from)
    return kinds


def views(m: Match) -> list[dict]:
    return [m.game.view(p) for p in range(len(m.seats))]


def replayed(m: Match) -> Match:
    return Match.replay(m.seats, m.options, m.moves)


@pytest.mark.parametrize("players, computers, seed", [(2, (), 1), (3, (), 2), (4, (), 3), (3, (1,), 4),
                                                      (4, (0, 2), 5)])
def test_undo_boundaries_around_every_kind_of_reveal(players, computers, seed):
    m = Match(make_seats(players, computers), seed)
    rng = random.Random(seed)
    seen: Counter = Counter()
    undone = 0
    stopped_by = "start"
    boundary = 0  # number of moves up to and including the last move undo may not cross
    while not m.game.is_over:
        seat = m.to_move
        before = views(m)
        move = rng.choice(m.game.legal_moves())
        m.apply(move)
        after = views(m)
        kinds = revealed(hidden(before[seat]), hidden(after[seat]))
        seen.update(kinds)
        if kinds or m.to_move != seat or m.game.is_over or not m.seats[seat].is_human:
            boundary = len(m.moves)
            assert not m.can_undo(seat)
            assert not m.can_undo()
            # Why, as the greyed Undo button says it.
            mine = m.to_move == seat and m.seats[seat].is_human
            stop = "over" if m.game.is_over else "revealed" if mine else "not_yours"
            assert m.undo_refused(seat) == stop
            stopped_by = stop if mine else "start"  # what the seat to move meets when all is taken back
            if not m.game.is_over and m.seats[m.to_move].is_human and m.to_move != seat:
                assert m.undo_refused() == "start"  # a new turn: nothing of it to take back yet
            with pytest.raises(UndoRefused):
                m.undo()
            assert views(m) == after  # a refused undo changes nothing
            continue
        assert m.can_undo(seat)
        assert not any(m.can_undo(p) for p in range(players) if p != seat)
        roll = rng.random()
        if roll < 0.25:
            # Take it back: every seat sees exactly the game from before, and the same move again
            # gives the same result (the random generator went back too).
            m.undo()
            undone += 1
            assert views(m) == before
            m.apply(move)
            assert views(m) == after
        elif roll < 0.35:
            # Take back everything undoable: it stops exactly after the last boundary move.
            while m.can_undo(seat):
                m.undo()
                undone += 1
            assert len(m.moves) == boundary
            assert m.undo_refused(seat) == stopped_by
            assert views(m) == views(replayed(m))
            assert m.to_move == seat
    if players <= 3:
        assert undone > 10
    # Draws and Kansas City happen in every game (so the test cannot pass vacuously); the rarer kinds
    # (shuffle, market, objective stack) are checked to occur across these seeds in the next test.
    assert seen["draw"] and seen["kansas_city"], seen


def test_every_kind_of_reveal_is_met_by_the_seeds_above():
    seen: Counter = Counter()
    for players, seed in ((2, 1), (3, 2), (4, 3), (3, 4), (4, 5)):
        m = Match(make_seats(players), seed)
        rng = random.Random(seed)
        while not m.game.is_over:
            seat = m.to_move
            before = hidden(m.game.view(seat))
            m.apply(rng.choice(m.game.legal_moves()))
            kinds = revealed(before, hidden(m.game.view(seat)))
            seen.update(kinds)
            if kinds:
                assert not m.can_undo(seat)
    assert set(seen) == {"draw", "shuffle", "market", "objectives", "kansas_city"}, seen


def first_turn_moves(m: Match, rng: random.Random) -> int:
    """Play the seat to move's moves until the turn passes; returns how many it made."""
    seat, n = m.to_move, 0
    while m.to_move == seat and not m.game.is_over:
        m.apply(rng.choice(m.game.legal_moves()))
        n += 1
    return n


def test_undo_refused_after_the_turn_passes_hot_seat():
    m = Match(make_seats(2), 11)
    rng = random.Random(1)
    first_turn_moves(m, rng)  # Ann's first turn, ended by drawing her new hand
    assert m.to_move == 1
    assert not m.can_undo(0) and not m.can_undo(1) and not m.can_undo()
    with pytest.raises(UndoRefused):
        m.undo()
    first_turn_moves(m, rng)
    # Back to Ann: Bob's turn lies between her and her last move.
    assert m.to_move == 0 and not m.can_undo(0)


def test_undo_never_takes_back_a_bot_move():
    m = Match(make_seats(3, computers=(1, 2)), 4)
    rng = random.Random(4)
    for _ in range(3):
        first_turn_moves(m, rng)
    assert m.to_move == 0  # the two bots moved since Ann's turn
    assert not m.can_undo(0)
    # A game of bots only never offers undo.
    bots = Match(make_seats(2, computers=(0, 1)), 4)
    for _ in range(200):
        bots.apply(rng.choice(bots.game.legal_moves()))
        assert not bots.can_undo(0) and not bots.can_undo(1)


def find_undoable(m: Match, rng: random.Random) -> None:
    """Play until the seat to move could undo its last move."""
    while not m.can_undo():
        m.apply(rng.choice(m.game.legal_moves()))


def test_undo_keeps_the_game_object_and_trims_record_log_and_autosave():
    m = Match(make_seats(2), 6)
    autosave.Autosaver(m)
    seen = []
    m.listeners.append(lambda match: seen.append(len(match.moves)))
    rng = random.Random(6)
    play(m, 30, rng)
    find_undoable(m, rng)
    game = m.game
    n = len(m.moves)
    m.undo()
    assert m.game is game  # a scene that holds match.game keeps working
    assert len(m.moves) == len(m.movers) == n - 1
    assert seen[-1] == n - 1  # listeners hear of the undo
    again = replayed(m)
    assert m.log == again.log
    assert m.game.legal_moves() == again.game.legal_moves()
    writer.flush()
    assert json.loads(store.autosave_path().read_text("utf-8"))["moves"] == m.moves


def test_undo_window_survives_save_and_load(tmp_path):
    """Continue after a crash: the moves of the turn in progress can still be taken back."""
    m = Match(make_seats(2), 9)
    rng = random.Random(9)
    play(m, 25, rng)
    find_undoable(m, rng)
    store.save_game(m, tmp_path / "s.json")
    loaded = store.load_game(tmp_path / "s.json")
    assert loaded.can_undo()
    m.undo()
    loaded.undo()
    assert views(loaded) == views(m)
