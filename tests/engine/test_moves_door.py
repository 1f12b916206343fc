"""The public door into the rules: new_game / Game / Move / IllegalMove, setup, move texts, clone().

DESIGN.md "The one door into the rules"; docs/RULES.md §1.2/§1.3 (setup per player count).
"""
from __future__ import annotations

import random
from collections import Counter

import pytest

from gwt_desktop.engine import Game, IllegalMove, Move, board, new_game
from gwt_desktop.engine.components import (
    DISCS_PER_PLAYER,
    KC_STACK_1,
    KC_STACK_2,
    KC_STACK_3,
    MARKET_DECK,
    STARTING_DECK,
    STARTING_OBJECTIVES,
    STATION_MASTERS,
    is_hazard,
    is_teepee,
    is_worker,
)
from gwt_desktop.engine.state import NEUTRAL_CODE, OFF_BOARD, PlayerState, State


def snapshot(g: Game) -> str:
    """Every field of the state (players' __slots__ included, the RNG's internal state too) as text."""
    parts = []
    for name in State.__slots__:
        if name == "_rng_shared":
            continue  # how the generator is held, not what it is
        v = g.s.rng.getstate() if name == "_rng" else getattr(g.s, name)
        if name == "players":
            v = [[(f, getattr(p, f)) for f in PlayerState.__slots__] for p in v]
        parts.append((name, v))
    return repr(parts)


def random_walk(g: Game, rng: random.Random, steps: int) -> list[str]:
    done = []
    for _ in range(steps):
        if g.is_over:
            break
        m = rng.choice(g.legal_moves())
        done.append(str(m))
        g.apply(m)
    return done


# ---------------------------------------------------------------- the door itself

def test_public_names():
    from gwt_desktop import engine

    assert set(engine.__all__) >= {"new_game", "Game", "Move", "IllegalMove"}
    assert isinstance(new_game(2, seed=0), Game)
    assert issubclass(IllegalMove, Exception)


def test_move_text_round_trips_for_every_legal_move():
    """DESIGN: str(move) and Move.parse(text) are a stable text form; every legal move survives it."""
    checked = 0
    for players, seed in ((2, 11), (3, 12), (4, 13)):
        g = new_game(players, seed=seed, building_sides="random")
        rng = random.Random(seed)
        for _ in range(150):
            if g.is_over:
                break
            ms = g.legal_moves()
            assert ms, g.decision.kind
            for m in ms:
                assert isinstance(m, Move)
                text = str(m)
                assert Move.parse(text) == m and hash(Move.parse(text)) == hash(m)
                assert text == text.strip() and "  " not in text
                checked += 1
            assert len(set(ms)) == len(ms), "duplicate legal moves"
            g.apply(str(rng.choice(ms)))  # the text form is accepted by apply as well
    assert checked > 1000


ILLEGAL = ["fly KC", "move", "", "   ", "move NOWHERE", "place KC", "hire 99 cowboy", "done done",
           "aux aux_money 7", "objective objective99"]
NON_MOVES = [42, None, 3.5, b"done", ("move", "N_A"), ["done"], Move("place", ["N_A"])]  # type: ignore[arg-type]


@pytest.mark.parametrize("bad", ILLEGAL + NON_MOVES, ids=repr)
def test_illegal_move_raises_and_changes_nothing_at_start(bad):
    g = new_game(3, seed=4)
    before, legal_before = snapshot(g), list(g.legal_moves())
    events_before = list(g.events)
    with pytest.raises(IllegalMove):
        g.apply(bad)
    assert snapshot(g) == before
    assert g.legal_moves() == legal_before and g.events == events_before


def test_illegal_moves_change_nothing_throughout_random_games():
    """A move legal earlier but not now, a made-up one, malformed text: IllegalMove, state byte-for-byte unchanged."""
    rng = random.Random(5)
    for players in (2, 3, 4):
        g = new_game(players, seed=20 + players)
        history: list[str] = []
        for step in range(120):
            if g.is_over:
                break
            legal_now = {str(m) for m in g.legal_moves()}
            stale = [t for t in history[-30:] if t not in legal_now]
            candidates = stale[-3:] + ["fly KC", "move START", "", 7, "discard objective99", "engine 99"]
            for bad in candidates:
                before = snapshot(g)
                with pytest.raises(IllegalMove):
                    g.apply(bad)
                assert snapshot(g) == before, (step, bad)
            m = rng.choice(g.legal_moves())
            history.append(str(m))
            g.apply(m)


def test_previously_legal_move_is_rejected_after_use():
    g = new_game(2, seed=1)
    g.apply("place N_A")
    before = snapshot(g)
    with pytest.raises(IllegalMove):
        g.apply("place N_A")
    assert snapshot(g) == before


def test_clone_is_independent():
    g = new_game(3, seed=8)
    random_walk(g, random.Random(1), 40)
    before = snapshot(g)
    c = g.clone()
    assert snapshot(c) == before
    # mutate the clone in every kind of zone, then play on: the original stays as it was
    c.s.players[0].hand.append(0)
    c.s.players[1].money += 100
    c.s.players[2].discs[0] = 0
    c.s.trail[board.SPACE_INDEX["P_A1"]] = 999
    c.s.market.clear()
    c.s.job_market[0].append(0)
    c.s.foresight[0][0] = -1
    c.s.stack.append(("turn",))
    c.s.rng.random()
    assert snapshot(g) == before
    c2 = g.clone()
    random_walk(c2, random.Random(2), 60)
    assert snapshot(g) == before


def test_clone_random_generator_is_copy_on_write_both_ways():
    """clone() shares the generator until either side uses it; then each draws the same numbers."""
    g = new_game(2, seed=4)
    c = g.clone()
    first = [g.s.rng.random() for _ in range(3)]  # the original first
    assert [c.s.rng.random() for _ in range(3)] == first
    c2 = g.clone()
    c3 = c2.clone()
    later = [c3.s.rng.random() for _ in range(3)]  # a clone of a clone first
    assert [c2.s.rng.random() for _ in range(3)] == later == [g.s.rng.random() for _ in range(3)]
    assert g.s.rng is not c.s.rng and c2.s.rng is not c3.s.rng


def test_clone_replays_identically():
    """DESIGN: a game is reproducible from its moves; a clone continues exactly like the original,
    including shuffles and draws made by the state's own RNG."""
    g = new_game(4, seed=9)
    random_walk(g, random.Random(3), 50)
    c = g.clone()
    moves = random_walk(g, random.Random(4), 200)
    for m in moves:
        c.apply(m)
    assert snapshot(c) == snapshot(g)


@pytest.mark.parametrize("players", [0, 1, 5, 6, -2, 2.0, "3", None])
def test_new_game_rejects_players_outside_2_to_4(players):
    with pytest.raises(ValueError):
        new_game(players, seed=0)  # type: ignore[arg-type]


# ---------------------------------------------------------------- setup (§1.2, §1.3)

@pytest.mark.parametrize("players,workers,market", [(2, 3, 7), (3, 5, 10), (4, 7, 13)])
def test_setup_per_player_count(players, workers, market):
    g = new_game(players, seed=31)
    s = g.s
    assert [p.money for p in s.players] == [6, 7, 8, 9][:players]
    assert g.to_move == 0 and g.decision.kind == "turn"  # the $6 player starts
    for p in s.players:
        assert len(p.hand) == 4 and len(p.draw) == 10 and p.discard == []
        assert Counter(p.deck()) == Counter(STARTING_DECK) and len(p.deck()) == 14
        assert p.cattleman == OFF_BOARD and p.engine == 0 and p.cert == 0 and p.workers == [1, 1, 1]
        assert sum(p.discs) == DISCS_PER_PLAYER == 14
        assert len(p.objectives) == 1 and p.objectives[0] in STARTING_OBJECTIVES
        assert p.supply == list(range(1, 11))
    # one starting objective each, all different; the rest boxed
    dealt = [p.objectives[0] for p in s.players]
    assert len(set(dealt)) == players
    assert sorted(dealt + s.boxed_objectives) == sorted(STARTING_OBJECTIVES)
    # job market: row 1 full, row 2 up to the token
    assert [len(r) for r in s.job_market[:2]] == [players, players - 1]
    assert sum(len(r) for r in s.job_market) == workers
    assert all(is_worker(t) for r in s.job_market for t in r)
    assert s.token_row == 1
    # cattle market and objectives
    assert len(s.market) == market and len(s.market_stack) == 36 - market
    assert Counter(s.market + s.market_stack) == Counter(MARKET_DECK)
    assert len(s.obj_display) == 4 and len(s.obj_stack) == 20
    # 7 trail tiles, on hazard/teepee spaces; 2 foresight tiles per column from stacks 1/2/3
    on_trail = [t for t in s.trail if 0 <= t < NEUTRAL_CODE]
    assert len(on_trail) == 7 and all(is_hazard(t) or is_teepee(t) for t in on_trail)
    assert all(len(col) == 2 and all(t >= 0 for t in col) for col in s.foresight)
    assert all(is_hazard(t) or is_teepee(t) for t in s.foresight[0])
    assert all(is_worker(t) for t in s.foresight[1])
    assert all(is_worker(t) or is_teepee(t) for t in s.foresight[2])
    assert len(s.kc_stacks[0]) == len(KC_STACK_1) - 7 - 2
    assert len(s.kc_stacks[1]) == len(KC_STACK_2) - workers - 2
    assert len(s.kc_stacks[2]) == len(KC_STACK_3) - 2
    # 5 station masters, one per station
    assert sorted(s.masters) == sorted(STATION_MASTERS) and len(s.masters) == 5
    # no private buildings yet; every neutral space holds a neutral building
    assert all(s.trail[sp] == -1 for sp in board.PRIVATE_SPACES)


def test_setup_tiles_fill_lowest_spaces():
    """§1.2 step 5: hazards fill their section from space 1, teepees the lowest money value first."""
    for seed in range(6):
        s = new_game(2, seed=seed).s
        for section in board.HAZARD_SPACES.values():
            filled = [s.trail[sp] >= 0 for sp in section]
            assert filled == sorted(filled, reverse=True)
        filled = [s.trail[sp] >= 0 for sp in board.TEEPEE_SPACES]
        assert filled == sorted(filled, reverse=True)


def test_building_sides_a_random_and_explicit():
    """§1.2 step 11: all "a"; a random a/b set shared by every player; or an explicit string."""
    assert new_game(2, seed=0).s.sides == ("a",) * 10
    sides = [new_game(3, seed=seed, building_sides="random").s.sides for seed in range(8)]
    assert all(len(x) == 10 and set(x) <= {"a", "b"} for x in sides)
    assert any("b" in x for x in sides) and len(set(sides)) > 1
    g = new_game(3, seed=0, building_sides="random")
    assert g.options["building_sides"] == "".join(g.s.sides)
    g = new_game(2, seed=0, building_sides="abababbbba")
    assert g.s.sides == tuple("abababbbba")
    for bad in ("b", "abc", "ababababax", "AAAAAAAAAA", ""):
        with pytest.raises(ValueError):
            new_game(2, seed=0, building_sides=bad)


def test_building_side_is_shared_by_all_players():
    from gwt_desktop.engine.trail import building_at

    from .fixtures import put_building

    g = new_game(3, seed=0, building_sides="bbbbbbbbbb")
    for p, space in enumerate(("P_A1", "P_A2", "P_A3")):
        put_building(g, space, p, 4)
    names = {building_at(g, board.SPACE_INDEX[sp])[1].name for sp in ("P_A1", "P_A2", "P_A3")}
    assert names == {"4b"}


def test_neutral_buildings_fixed_or_shuffled():
    g = new_game(2, seed=0)
    assert [g.s.trail[sp] - NEUTRAL_CODE for sp in board.NEUTRAL_SPACES] == list(range(7))
    layouts = set()
    for seed in range(6):
        s = new_game(2, seed=seed, neutral_buildings="random").s
        letters = tuple(s.trail[sp] - NEUTRAL_CODE for sp in board.NEUTRAL_SPACES)
        assert sorted(letters) == list(range(7))
        layouts.add(letters)
    assert len(layouts - {tuple(range(7))}) >= 2
    with pytest.raises(ValueError):
        new_game(2, seed=0, neutral_buildings="shuffled")


def test_same_seed_same_game_and_different_seed_differs():
    for players in (2, 3, 4):
        a = new_game(players, seed=77, building_sides="random", neutral_buildings="random")
        b = new_game(players, seed=77, building_sides="random", neutral_buildings="random")
        assert snapshot(a) == snapshot(b)
        random_walk(a, random.Random(6), 150)
        random_walk(b, random.Random(6), 150)
        assert snapshot(a) == snapshot(b)
        assert snapshot(new_game(players, seed=78)) != snapshot(new_game(players, seed=77))


def test_setup_hazard_overflow_goes_back_into_stack_one_and_does_not_count():
    # §14 #8: the fifth flood of the stack finds its section full; it is shuffled back into stack 1
    # and the seven trail tiles are still seven.
    from gwt_desktop.engine.components import TILE_INDEX
    from gwt_desktop.engine.setup import lay_trail_tiles
    from gwt_desktop.engine.state import State

    s = State(2, seed=1)
    flood, green = TILE_INDEX["flood_4g"], TILE_INDEX["green_teepee"]
    filler = [TILE_INDEX["drought_2b"]] * 10
    s.kc_stacks[0] = filler + [green] * 2 + [flood] * 5  # popped from the end: five floods first
    lay_trail_tiles(s)
    on_trail = [t for t in s.trail if 0 <= t < 100]
    assert sorted(on_trail) == sorted([flood] * 4 + [green] * 2 + [TILE_INDEX["drought_2b"]])
    assert s.kc_stacks[0].count(flood) == 1  # the overflowing flood is back in the stack
    assert len(s.kc_stacks[0]) == 10 + 2 + 5 - 7


def test_options_are_read_only_and_shared_safely_by_clones():
    g = new_game(2, seed=3)
    c = g.clone()
    with pytest.raises(TypeError):
        c.options["players"] = 4
    assert g.options["players"] == 2


# ---------------------------------------------------------------- the door never crashes

@pytest.mark.parametrize("move", [
    Move("hire", (1, "cowboy")),  # an int where a text belongs
    Move(None),
    Move("done", ["x"]),  # unhashable arguments
    Move("move", "N_A"),  # a string instead of a tuple
    Move(("done",)),
])
def test_hand_built_moves_with_wrong_field_types_are_illegal_not_a_crash(move):
    g = new_game(2, seed=1)
    before = snapshot(g)
    with pytest.raises(IllegalMove):
        g.apply(move)
    assert snapshot(g) == before


@pytest.mark.parametrize("bad", [None, 5, 1.5, b"done", ["done"], object()])
def test_anything_else_offered_as_a_move_is_illegal(bad):
    g = new_game(2, seed=1)
    with pytest.raises(IllegalMove):
        g.apply(bad)


def test_illegal_move_message_quotes_only_a_short_prefix():
    g = new_game(2, seed=1)
    huge = "move " + "N_A " * 100_000
    with pytest.raises(IllegalMove) as err:
        g.apply(huge)
    assert len(str(err.value)) < 1000
    assert "move N_A N_A" in str(err.value)
    with pytest.raises(IllegalMove) as err:
        g.apply(Move("x" * 10_000, (1,) * 10_000))
    assert len(str(err.value)) < 1000


@pytest.mark.parametrize("kwargs, words", [
    ({"players": 1}, "2 to 4 players"),
    ({"players": 5}, "2 to 4 players"),
    ({"players": "2"}, "2 to 4 players"),
    ({"players": 2.0}, "2 to 4 players"),
    ({"players": True}, "2 to 4 players"),
    ({"building_sides": None}, "building_sides"),
    ({"building_sides": "b"}, "building_sides"),
    ({"building_sides": "abababababa"}, "building_sides"),
    ({"building_sides": ["a"] * 10}, "building_sides"),
    ({"neutral_buildings": None}, "neutral_buildings"),
    ({"neutral_buildings": ["fixed"]}, "neutral_buildings"),
    ({"names": "ab"}, "names"),
    ({"names": ["Ann"]}, "one name per player"),
    ({"names": ["Ann", None]}, "name"),
    ({"names": ["Ann", ""]}, "name"),
    ({"names": ["Ann", 7]}, "name"),
    ({"names": 42}, "names"),
])
def test_new_game_rejects_bad_arguments_with_a_clear_value_error(kwargs, words):
    args = {"players": 2, "seed": 0} | kwargs
    with pytest.raises(ValueError, match=words):
        new_game(**args)


def test_a_seed_that_is_no_integer_is_a_value_error_and_still_a_type_error():
    for bad in ("1", 1.0, None):
        with pytest.raises(ValueError, match="seed"):
            new_game(2, seed=bad)
        with pytest.raises(TypeError):
            new_game(2, seed=bad)


def test_names_as_a_tuple_are_accepted():
    g = new_game(3, seed=0, names=("Ann", "Bob", "Cy"))
    assert [pl.name for pl in g.s.players] == ["Ann", "Bob", "Cy"]
