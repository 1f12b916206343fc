"""Randomised full games at 2, 3 and 4 players: invariants after every move, every game ends, and a
replay of (options, seed, parsed move texts) reproduces the identical score sheet."""
from __future__ import annotations

import os
import random

import pytest

from gwt_desktop.engine import Move, board, flow, new_game
from gwt_desktop.engine.components import BLUE_TEEPEE, GREEN_TEEPEE, JOB_ROWS, WORKER_KINDS, is_worker
from gwt_desktop.engine.invariants import check
from gwt_desktop.engine.scoring import ITEM_KINDS
from gwt_desktop.engine.state import EMPTY, private_code
from gwt_desktop.session.table import Pick, deal, play

# The suite's sizes: 16 random games per player count, and 5 rich ones per count (every decision kind
# is met by the fourth seed). GWT_TEST_LONG=1 runs the long fuzz, 100 and 30, about a minute.
LONG = os.environ.get("GWT_TEST_LONG") == "1"
GAMES_PER_COUNT = 100 if LONG else 16
MAX_DECISIONS = 5000  # random games take a few hundred; far more means the game failed to end


RICH_GAMES_PER_COUNT = 30 if LONG else 5


def enrich(g, rng: random.Random) -> None:
    """Turn a fresh game into a rich mid-game, taking every piece from where it lies so that the
    invariants still hold: hired workers from the supply, every building on the trail, engines along
    the track, a teepee pair, an objective card in hand. Plain random play from setup rarely affords
    the big buildings, 9b, or space 39; from here random play reaches every kind of decision."""
    s = g.s
    # Never so many workers that the job market could no longer fill: the game ends only when it does.
    needed = (JOB_ROWS - s.token_row) * s.n - len(s.job_market[s.token_row])
    spare = sum(1 for st in s.kc_stacks[1:] for t in st if is_worker(t)) - needed - 2
    for p, pl in enumerate(s.players):
        for kind in WORKER_KINDS:
            for _ in range(rng.randint(1, 4)):
                for st in (s.kc_stacks[1], s.kc_stacks[2]):
                    if kind in st and spare > 0:
                        st.remove(kind)
                        pl.workers[kind] += 1
                        spare -= 1
                        break
        pl.money += rng.randint(10, 40)
        free = [q for q in board.TRACK_POSITIONS if 10 <= q < 2 * board.LAST_TRACK_SPACE and s.track[q] < 0]
        pl.engine = rng.choice(free)
        s.track[pl.engine] = p
        for kind in (GREEN_TEEPEE, BLUE_TEEPEE):
            if kind in s.kc_stacks[0]:
                s.kc_stacks[0].remove(kind)
                pl.teepees.append(kind)
        if s.obj_stack:
            pl.hand.append(s.obj_stack.pop())
    spaces = [sp for sp in board.PRIVATE_SPACES if s.trail[sp] == EMPTY]
    rng.shuffle(spaces)
    for num in range(1, 11):
        for p, pl in enumerate(s.players):
            if spaces:
                s.trail[spaces.pop()] = private_code(p, num)
                pl.supply.remove(num)
    g._legal = g._decision = None


def play_random(players: int, seed: int, rich: bool = False, prompts: set | None = None):
    """A game of random moves (one stream for every seat) on the table's deal, the invariants checked
    after every move; the game and its moves' texts."""
    g = deal(players, seed, neutral_buildings="random" if seed % 3 == 0 else "fixed").game
    rng = random.Random(seed * 7919 + players)
    if rich:
        enrich(g, rng)
        check(g)
    moves: list[str] = []

    def choose(game, seat, r):
        if prompts is not None:
            prompts.add(game.decision.kind)
        legal = game.legal_moves()
        assert legal, "no legal move before the end"
        return r.choice(legal)

    def after(game, played) -> None:
        moves.append(str(played.answer.move))
        check(game)

    play(g, [Pick("random", choose)] * players, [rng] * players, on_move=after, max_moves=MAX_DECISIONS)
    assert g.is_over, "the game did not end"
    return g, moves


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_keep_invariants_and_end(players):
    for seed in range(GAMES_PER_COUNT):
        g, _ = play_random(players, seed)
        assert g.is_over and g.legal_moves() == []
        sheet = g.score_sheet()
        assert len(sheet) == players
        for sh in sheet:
            assert sh["categories"][0]["key"] == "money"
            assert len(sh["categories"]) == 11
            assert sh["total"] == sum(c["points"] for c in sh["categories"])
            for c in sh["categories"]:
                assert c["points"] == sum(i["points"] for i in c["items"])
                assert all(i["kind"] in ITEM_KINDS for i in c["items"])
        assert any(sh["winner"] for sh in sheet)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_replay_from_seed_and_move_texts_reproduces_score_sheet(players):
    for seed in (3, 11):
        g, moves = play_random(players, seed)
        o = g.options
        r = new_game(o["players"], seed=o["seed"], building_sides=o["building_sides"],
                     neutral_buildings=o["neutral_buildings"], names=o["names"])
        for text in moves:
            r.apply(Move.parse(text))
        assert r.is_over
        assert r.score_sheet() == g.score_sheet()


def test_random_games_from_rich_positions_reach_every_decision():
    prompts: set[str] = set()
    for players in (2, 3, 4):
        for seed in range(RICH_GAMES_PER_COUNT):
            g, _ = play_random(players, seed, rich=True, prompts=prompts)
            assert g.is_over
    assert prompts == set(flow.DECISIONS), f"never reached: {set(flow.DECISIONS) - prompts}"
