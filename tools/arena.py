"""Bot arena: `python -m tools.arena --players 2 --games N --bots hard,medium [--budget S] [--jobs K]`.

Seat-rotated matches: each deal (a game seed) is played once per rotation of the bots over the seats,
so every bot sits in every seat on the same deals. Prints one line per game and, last, one JSON object
with per bot: seat-games, wins (a shared first place counts for each winner), the win rate with its
95% Wilson interval, mean and spread (standard deviation) of final scores, and decision times p50/p95
(over decisions with more than one legal move). Figures, not pass/fail: the machine is shared and noisy.
`--budget` gives every seat the same seconds, or levels their own (`--budget expert=6.4`: Expert
thinks 6.4 s, every other level its default), to ask what more time is worth to one level.

Per bot it also says where the points came from, so a judgement can be read and not only ranked: the
mean points of each score-pad category, and its Kansas City deliveries per game, their mean breeding
value (with certificates) and how many went to Kansas City itself (-6 points each): in all, those
chosen while another city was open to the hand, and the share of games whose first delivery went there.
Per game and per bot, what each seat did of the stations plan (ai/stations.py): stations upgraded,
station masters, discs on Kansas City, on the other cities and from Albuquerque on, its hand limit
and the cattle it bought (`plan_of`).
`--record` keeps each game as a JSON line as it ends; `--tally` sums such files without playing.
"""
from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import statistics
import sys
import time
from types import SimpleNamespace

from gwt_desktop.ai import judgement, stations
from gwt_desktop.ai.base import DEFAULT_BUDGET, LEVELS, OFF_LADDER
from gwt_desktop.engine import EventKind, board, deliverable
from gwt_desktop.session.table import BotSeat, Played, deal, play


def seatings(bots: list[str], players: int) -> list[list[str]]:
    """Every rotation of the bot list over the seats (the list repeats to fill the table)."""
    return [[bots[(seat + r) % len(bots)] for seat in range(players)] for r in range(max(players, len(bots)))]


def play_game(job: tuple) -> dict:
    """One game: (deal seed, seat levels, budget or None, game number). Returns scores and timings."""
    seed, levels, budget, number = job  # budget: None, seconds for every seat, or {level: seconds}
    g, rngs = deal(len(levels), seed)
    times: list[list[float]] = [[] for _ in levels]
    deliveries: list[list[tuple[int, int]]] = [[] for _ in levels]
    income: list[int | None] = [None] * len(levels)
    errors = 0

    def note(game, played: Played) -> None:
        nonlocal errors
        errors += bool(played.answer.errors)  # the driver played a simpler level's move instead, as in a game
        if played.choices > 1:
            times[played.seat].append(played.answer.seconds)
        note_deliveries(played.events, income, deliveries)

    play(g, [BotSeat(level, seat_budget(budget, level)) for level in levels], rngs, on_move=note)
    sheet = g.score_sheet()
    return {"game": number, "seed": seed, "levels": levels, "scores": [sh["total"] for sh in sheet],
            "winners": [sh["winner"] for sh in sheet], "times": times, "errors": errors,
            "turns": g.turn_number, "deliveries": deliveries, "plans": [plan_of(g, seat) for seat in range(len(levels))],
            "categories": [{c["key"]: c["points"] for c in sh["categories"]} for sh in sheet]}


def plan_of(g, seat: int) -> dict:
    """What a seat's game did of the stations plan (ai/stations.py), read off the finished game's state:
    stations upgraded, station masters taken, discs on Kansas City, on other cities and on cities from
    Albuquerque on, its hand limit, and the cattle cards it holds that only the market sells."""
    pl = g.state.players[seat]
    cities = pl.cities
    return {"stations": sum(pl.stations), "masters": len(pl.masters), "kc": cities[board.CITY_KC],
            "cities": sum(cities) - cities[board.CITY_KC], "far": sum(cities[stations.FAR_FROM:]),
            "hand_limit": pl.hand_limit(), "bought": stations.bought(pl)}


def seat_budget(budget, level: str) -> float:
    """A seat's seconds per decision: the one figure given, the level's entry of a per-level table,
    or the level's default."""
    if isinstance(budget, dict):
        return budget.get(level, DEFAULT_BUDGET[level])
    return DEFAULT_BUDGET[level] if budget is None else budget


def parse_budget(text: str | None):
    """--budget: None, one figure for every seat ("0.6"), or levels' own ("expert=6.4,hard=1");
    a level not named keeps its default. Raises ValueError on anything else."""
    if text is None:
        return None
    if "=" not in text:
        return float(text)
    table = {}
    for part in text.split(","):
        level, _, seconds = part.partition("=")
        level = level.strip()
        if level not in LEVELS and level not in OFF_LADDER:
            raise ValueError(f"unknown level {level!r}")
        table[level] = float(seconds)
    return table


def note_deliveries(events, income: list, deliveries: list[list[tuple[int, int]]]) -> None:
    """Add each Kansas City delivery in `events` to its player's list as (value delivered, city).

    The income event names the value (breeding value and certificates) and the delivery event after it
    the city; the city may be chosen in a later apply(), so `income` keeps each player's pending value.
    An extraordinary delivery (9a) has no income and is not a Kansas City delivery: not counted."""
    for event in events:
        if event.kind == EventKind.INCOME:
            income[event.player] = event.value
        elif event.kind == EventKind.DELIVER and income[event.player] is not None:
            deliveries[event.player].append((income[event.player], event.city))
            income[event.player] = None


def kansas_city_choices(deliveries: list[tuple[int, int]]) -> tuple[int, bool]:
    """One player's game, its deliveries in order as (value, city): how many went to Kansas City while
    another city was open to that value (one the player held no disc on yet, or San Francisco: chosen,
    not forced; spending more certificates could have opened still more), and whether the first did.
    The discs an extraordinary delivery (9a) placed are not in the list: a city it took counts as open."""
    player = SimpleNamespace(cities=[0] * len(board.CITIES))  # the discs deliverable() reads
    chosen = 0
    for value, city in deliveries:
        if city == board.CITY_KC and any(c != board.CITY_KC for c in deliverable(player, value)):
            chosen += 1
        player.cities[city] += 1
    return chosen, bool(deliveries) and deliveries[0][1] == board.CITY_KC


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 0.0
    p = wins / n
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, centre - half), min(1.0, centre + half)


def _percentile(xs: list[float], q: float) -> float:
    if not xs:
        return 0.0
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def summarize(results: list[dict], bots: list[str]) -> dict:
    out = {}
    for level in dict.fromkeys(bots):
        scores, times, deliveries = [], [], []
        categories: dict[str, float] = {}
        wins = 0
        kc_chosen = kc_first = 0
        plans: dict[str, float] = {}
        for r in results:
            for seat, lv in enumerate(r["levels"]):
                if lv == level:
                    scores.append(r["scores"][seat])
                    for key, count in (r["plans"][seat] if "plans" in r else {}).items():
                        plans[key] = plans.get(key, 0) + count
                    wins += r["winners"][seat]
                    times.extend(r["times"][seat])
                    deliveries.extend(r["deliveries"][seat])
                    chosen, first = kansas_city_choices(r["deliveries"][seat])
                    kc_chosen += chosen
                    kc_first += first
                    for key, points in r["categories"][seat].items():
                        categories[key] = categories.get(key, 0) + points
        n = len(scores)
        lo, hi = wilson(wins, n)
        out[level] = {
            "seat_games": n, "wins": wins, "win_rate": round(wins / n, 3) if n else 0.0,
            "win_rate_95ci": [round(lo, 3), round(hi, 3)],
            "score_mean": round(statistics.mean(scores), 1) if scores else 0.0,
            "score_sd": round(statistics.stdev(scores), 1) if len(scores) > 1 else 0.0,
            "decision_p50_s": round(_percentile(times, 0.5), 4), "decision_p95_s": round(_percentile(times, 0.95), 4),
            "decisions": len(times),
            "categories": {key: round(total / n, 1) for key, total in categories.items()},
            "deliveries_per_game": round(len(deliveries) / n, 2) if n else 0.0,
            "delivery_value_mean": round(statistics.mean(v for v, _ in deliveries), 2) if deliveries else 0.0,
            "kc_deliveries_per_game": round(sum(1 for _, city in deliveries if city == board.CITY_KC) / n, 2)
            if n else 0.0,
            "kc_chosen_per_game": round(kc_chosen / n, 2) if n else 0.0,
            "first_delivery_kc": round(kc_first / n, 3) if n else 0.0,
            "plan_per_game": {key: round(total / n, 2) for key, total in plans.items()},
        }
    return out


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    ap.add_argument("--games", type=int, default=10, help="games in all (rounded up to whole rotations)")
    ap.add_argument("--bots", default="medium,random",
                    help=f"comma-separated levels of {', '.join(LEVELS + tuple(OFF_LADDER))}")
    ap.add_argument("--net", default=None, help="Expert's learned judgement from this weights file (a lab run's"
                    " net.json) instead of the shipped ai/judgement.json")
    ap.add_argument("--budget", default=None,
                    help="seconds per decision for every seat, or per level as LEVEL=S,... (default: each level's own)")
    ap.add_argument("--jobs", type=int, default=1, help="games played in parallel processes")
    ap.add_argument("--seed", type=int, default=1, help="first deal's seed")
    ap.add_argument("--record", default=None, help="append each finished game to this file, one JSON line a game,"
                    " so a match cut short keeps its games")
    ap.add_argument("--tally", nargs="+", default=None, metavar="FILE",
                    help="play nothing: the summary of the games these --record files hold")
    args = ap.parse_args(argv)
    if args.tally:
        try:
            return tally(args.tally)
        except (OSError, RecordError) as e:
            ap.error(str(e))
    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    bad = [b for b in bots if b not in LEVELS and b not in OFF_LADDER]
    if bad or not bots:
        ap.error(f"unknown bot level(s) {bad}; choose from {', '.join(LEVELS + tuple(OFF_LADDER))}")
    if args.net:
        judgement.use_weights(args.net)
    try:
        budget = parse_budget(args.budget)
    except ValueError as e:
        ap.error(f"--budget {args.budget!r}: {e}")
    rotations = seatings(bots, args.players)
    deals = max(1, math.ceil(args.games / len(rotations)))
    jobs = [(args.seed + d, seating, budget, d * len(rotations) + r)
            for d in range(deals) for r, seating in enumerate(rotations)]
    started = time.perf_counter()
    results = []
    if args.jobs > 1:
        with multiprocessing.Pool(args.jobs, initializer=judgement.use_weights, initargs=(args.net,)) as pool:
            for res in pool.imap_unordered(play_game, jobs):
                results.append(res)
                _print_game(res, args.record)
            # Workers leave by themselves: the pool's exit would terminate them by SIGTERM, which a
            # child forked from a process with pygame initialized (a test process) ignores.
            pool.close()
            pool.join()
    else:
        for job in jobs:
            res = play_game(job)
            results.append(res)
            _print_game(res, args.record)
    summary = {"players": args.players, "games": len(results), "deals": deals, "bots": bots, "net": args.net,
               "budget": budget, "errors": sum(r["errors"] for r in results),
               "mean_turns": round(statistics.mean(r["turns"] for r in results), 1),
               "wall_s": round(time.perf_counter() - started, 1), "per_bot": summarize(results, bots)}
    print(json.dumps(summary))
    sys.stdout.flush()
    return summary


def _print_game(r: dict, record: str | None = None) -> None:
    table = ", ".join(f"{lv} {sc}{'*' if w else ''}" for lv, sc, w in zip(r["levels"], r["scores"], r["winners"]))
    plans = "; ".join(f"{lv} " + " ".join(f"{k} {v}" for k, v in plan.items())
                      for lv, plan in zip(r["levels"], r.get("plans", ())))
    print(f"game {r['game']} (deal {r['seed']}): {table}" + (f" [{plans}]" if plans else ""), flush=True)
    if record:
        append_record(record, r)


def append_record(path: str, result: dict) -> None:
    """One finished game's result as a JSON line at the end of `path` (--record here and in lab.ladder)."""
    with open(path, "a", encoding="utf-8") as f:
        f.write(json.dumps(result) + "\n")


def read_records(paths: list[str], seating: str = "levels") -> list[dict]:
    """Recorded games (--record here and in lab.ladder, whose seating is "specs"), from one file or
    several: each game once, by its deal and seating, so a file given twice or a match resumed into
    the same file counts a game once. Raises RecordError naming the file and line of anything else:
    a line that is not JSON, or a game without the seating's key (the other tool's record)."""
    games: dict[tuple, dict] = {}
    for path in paths:
        with open(path, encoding="utf-8") as f:
            for number, line in enumerate(f, 1):
                if not line.strip():
                    continue
                try:
                    r = json.loads(line)
                    games[(r["seed"], tuple(r[seating]))] = r
                except (ValueError, KeyError, TypeError) as e:
                    other = {"levels": "lab.ladder", "specs": "tools.arena"}[seating]
                    raise RecordError(f"{path}, line {number}: not a game of this tool's --record ({e!r};"
                                      f" a record of {other}? tally it there)") from None
    return list(games.values())


class RecordError(ValueError):
    """A --record file that holds something other than this tool's games."""


def tally(paths: list[str]) -> dict:
    """The summary of recorded games (--record), from one match or several, each game once."""
    results = read_records(paths)
    bots = list(dict.fromkeys(lv for r in results for lv in r["levels"]))
    players = {len(r["levels"]) for r in results}
    summary = {"players": sorted(players), "games": len(results), "deals": len({r["seed"] for r in results}),
               "bots": bots, "per_bot": summarize(results, bots)}
    print(json.dumps(summary))
    return summary


if __name__ == "__main__":
    multiprocessing.freeze_support()
    main()
