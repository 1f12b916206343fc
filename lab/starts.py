"""Exploring starts for self-play (issue 68, Deliver 2): a share of the games in which one or both
seats are handed a bundle of plan assets early on, paid at market price, so the network meets plans
under way and learns from their final scores what they are worth when played.

Self-play clears the hand-limit disc in about 12% of its games, and the gift probe (lab/gifts.py)
found the network pricing such assets far from what play with them gains: it has rarely seen a plan
under way. `lab.selfplay --starts SHARE` makes SHARE of its games such starts: at a turn boundary
among each seat's first `FIRST_TURNS` turns (drawn per game), one seat (or, in `BOTH` of them, every
seat) gets a bundle of one to three of engine/gifts.py's single gifts (a hand-limit disc, two Jerseys
removed, a permanent certificate, a worker, the engine 4 spaces on, a station, a building of 5 or
more points), each paid at its market price from the seat's purse (engine/gifts.price: $5 a disc, a
worker's hire cost, a station's upgrade cost, $2 a craftsman for a building; none for the others) and
left out where it cannot be given or paid. The game before and after is self-play's own (play.
play_on, called twice); the positions are recorded as in every game (the start's own boundary aside).
"""
from __future__ import annotations

import random

import numpy as np

from gwt_desktop.engine import GIFTS, GiftUnavailable, gift_available, gift_price, give_gift

from .jobs import Job

SINGLE = tuple(gift for gift in GIFTS if gift != "all")  # a bundle is drawn from these

BOTH = 0.5  # of the started games, the share in which every seat gets a bundle
FIRST_TURNS = 10  # the start falls among each seat's first ten turns
SIZES = (1, 1, 2, 2, 3)  # gifts in a bundle, drawn evenly from these


def draw(rng: random.Random, players: int, share: float) -> dict | None:
    """A game's start, or None (the game starts as dealt): with chance `share`, the turn and each
    seat's bundle (None for a seat without). Draws nothing from rng when share is 0, so a run without
    starts deals its games as before."""
    if share <= 0 or rng.random() >= share:
        return None
    turn = rng.randrange(FIRST_TURNS * players)
    seats = range(players) if rng.random() < BOTH else [rng.randrange(players)]
    bundles: list = [None] * players
    for p in seats:
        picked = set(rng.sample(SINGLE, rng.choice(SIZES)))
        bundles[p] = [gift for gift in SINGLE if gift in picked]
    return {"turn": turn, "bundles": bundles}


def begin(g, start: dict) -> list[dict | None]:
    """Give each seat its bundle on g (changed), each gift paid at its market price where it can be
    given and paid; per seat what was given and the dollars paid (None for a seat without a bundle)."""
    out: list[dict | None] = []
    for p, bundle in enumerate(start["bundles"]):
        if not bundle:
            out.append(None)
            continue
        given, paid = [], 0
        for gift in bundle:
            if not gift_available(g, p, gift) or gift_price(g, p, gift) > g.state.players[p].money:
                continue
            try:
                paid += give_gift(g, p, gift, pay=True)
            except GiftUnavailable:  # pragma: no cover - available and affordable were just checked
                continue
            given.append(gift)
        out.append({"given": given, "paid": paid})
    return out


SUMMED = ("kc", "sf", "kc_forced", "delivered", "deliveries")


def play_started(g, rngs: list, job: Job, play_on) -> dict:
    """A started game: `play_on` (lab/play.py's) to the start's turn, the bundles given, then on to the
    end; one result as play_on gives it, its counts over the whole game, with "start": the turn and
    per seat what was given and paid."""
    start = job.start
    first = play_on(g, rngs, job, until=start["turn"])
    given = begin(g, start) if not g.is_over else [None] * g.state.n
    rest = play_on(g, rngs, job)
    out = dict(rest)
    for key in SUMMED:
        out[key] = [a + b for a, b in zip(first[key], rest[key])]
    for key in ("own", "blind"):
        if key in rest:
            parts = [part for part in (first[key], rest[key]) if len(part)]
            out[key] = np.concatenate(parts) if parts else rest[key]
    out["start"] = {"turn": start["turn"], "seats": given}
    return out


def figures(games: list[dict]) -> dict | None:
    """Over two-player games with a start: seats given a bundle (their mean points and dollars paid)
    and their rivals in those games (mean points)."""
    gifted, rivals, paid = [], [], []
    for r in games:
        seats = (r.get("start") or {}).get("seats")
        if not seats:
            continue
        for p, got in enumerate(seats):
            if got and got["given"]:
                gifted.append(r["scores"][p])
                paid.append(got["paid"])
            else:
                rivals.append(r["scores"][p])
    if not gifted:
        return None
    return {"seats": len(gifted), "mean": round(float(np.mean(gifted)), 1), "paid": round(float(np.mean(paid)), 1),
            "others_mean": round(float(np.mean(rivals)), 1) if rivals else None}
