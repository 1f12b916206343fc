"""Helpers for the game-scene tests: positions for every decision kind, and clicks posted as real
pygame events at the centres of a scene's clickable() rects."""
from __future__ import annotations

import random
from functools import cache

from gwt_desktop.engine import decision_kinds
from gwt_desktop.session.table import Pick, deal, play
from tests.engine.test_random_games import enrich
from tests.events import centre, click


@cache
def positions_by_kind(per_kind: int = 3) -> dict[str, list]:
    """Up to `per_kind` games (clones) waiting on each decision kind, from random play out of rich
    mid-game positions (the engine tests' enrich()), preferring positions with a real choice."""
    found: dict[str, list] = {k: [] for k in decision_kinds() if k != "game_over"}
    for seed in range(60):
        players = 2 + seed % 3
        g = deal(players, seed).game
        rng = random.Random(seed)
        enrich(g, rng)

        def choose(game, seat, r):
            legal = game.legal_moves()
            bucket = found[game.decision.kind]
            if len(bucket) < per_kind and (len(legal) > 1 or not bucket):
                bucket.append(game.clone())
            return r.choice(legal)

        play(g, [Pick("random", choose)] * players, [rng] * players)
        if all(len(v) >= per_kind for v in found.values()):
            break
    return found










def click_random(app, rng: random.Random) -> bool:
    """Click the centre of one of the top scene's clickable() rects; False when nothing is clickable."""
    options = app.scene.clickable() if hasattr(app.scene, "clickable") else []
    if not options:
        return False
    rect, _ = rng.choice(options)
    # A pause longer than a double click, so a second click on the same spot counts as a new click.
    click(app, centre(rect), dt=0.3)
    return True


def human_position(pred, players: int = 2, tries: int = 80, steps: int = 400):
    """A match (seat 0 human, the rest random computers) played by random moves of every seat until
    seat 0 is to move in a position `pred(game)` accepts; AssertionError when none is found."""
    from gwt_desktop.session.match import make_match

    for seed in range(tries):
        match = make_match(players, seed=seed, humans=1, level="random")
        g = match.game
        rng = random.Random(seed)
        for _ in range(steps):
            if g.is_over:
                break
            if g.to_move == 0 and pred(g):
                return match
            match.apply(rng.choice(g.legal_moves()))
    raise AssertionError("no such position")
