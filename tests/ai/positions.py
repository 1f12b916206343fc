"""Positions for the bot tests: mid-game states reached by seeded random play."""
from __future__ import annotations

import random
from functools import lru_cache

from gwt_desktop.engine import new_game


def midgame(players: int, seed: int, moves: int, prompt: str | None = None):
    """A game after about `moves` random moves, stopped at a real choice (of `prompt` if given)."""
    g = new_game(players, seed=seed)
    rng = random.Random(seed)
    n = 0
    while True:
        legal = g.legal_moves()
        if n >= moves and len(legal) > 1 and (prompt is None or g.decision.kind == prompt):
            return g
        g.apply(rng.choice(legal))
        n += 1
        assert not g.is_over, "the game ended before the wanted position"


def hidden_variant(g, seat: int, seed: int):
    """A copy of g that differs only in what `seat` cannot see: other hands (same hand plus draw
    cards), the order of every draw stack, the market, objective and Kansas City stacks, and the
    random state that decides future draws."""
    rng = random.Random(seed)
    b = g.clone()
    s = b.s
    for i, pl in enumerate(s.players):
        if i == seat:
            rng.shuffle(pl.draw)
        else:
            pool = pl.hand + pl.draw
            rng.shuffle(pool)
            pl.hand, pl.draw = pool[:len(pl.hand)], pool[len(pl.hand):]
    rng.shuffle(s.market_stack)
    rng.shuffle(s.obj_stack)
    for st in s.kc_stacks:
        rng.shuffle(st)
    s.rng.seed(seed)
    b._legal = b._decision = None
    return b


@lru_cache(maxsize=1)
def bot_game_positions(games: int = 3, every: int = 3) -> tuple:
    """Positions from a few whole games of a cheap beam (Medium's hand-set weights, lab/tune.HandSet, 2
    to 4 players), every `every`-th decision and each game's end: boards that bots build, buildings,
    stations and all."""
    from gwt_desktop.ai.evaluate import MEDIUM
    from lab.tune import HandSet

    out = []
    for k in range(games):
        g = new_game(2 + k % 3, seed=700 + k, building_sides="random" if k % 2 else "a")
        bot = HandSet(MEDIUM)
        # Narrower than (8, 2, 300), and 30% quicker: the games still reach every category of
        # the pad and every station master (tests/ai/test_evaluate.py's first test says so).
        bot.width, bot.per_first, bot.max_nodes = 4, 2, 100
        rng = random.Random(700 + k)
        n = 0
        while not g.is_over:
            p = g.to_move
            if n % every == 0:
                out.append(g.clone())
            g.apply(bot.choose(g.determinize(p, rng), p, rng, 0.0))
            n += 1
        out.append(g)
    return tuple(out)
