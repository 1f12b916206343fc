"""What the post-game charts show, as plain data (one series per player), made from a Replay.

- the score race: each player's points if the game had ended after each round (a round is one turn
  of every player), from the engine's score sheet of the replayed position;
- money and the herd's value (the breeding values of every cattle card a player owns: hand, draw
  stack and discard pile) after each round;
- where the points came from: the final score pad's eleven categories per player;
- each player's biggest single turns: how much the player's score-if-it-ended-now rose from the start
  of the turn to its end, with the notable events of that turn.

The last round of a game is usually cut short (the game ends after the final turns, §12.2): its point
is the end of the game. No pygame; the words are the client's.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..engine import Event, EventKind, PlayerView
from ..engine.components import CARD_INDEX, CARD_VALUE
from .replay import Replay, Turn

# Events that say what a turn did (the chart lists them beside a big turn).
NOTABLE = frozenset({EventKind.DELIVER, EventKind.BUILD, EventKind.HIRE, EventKind.STATION, EventKind.UPGRADE,
                     EventKind.MASTER, EventKind.OBJECTIVE_PLAYED, EventKind.HAZARD, EventKind.TEEPEE, EventKind.BUY,
                     EventKind.CITY, EventKind.ENGINE})
BIG_TURNS = 3


@dataclass(frozen=True)
class Series:
    player: int
    name: str
    values: tuple[int, ...]


@dataclass(frozen=True)
class LineChart:
    key: str  # "score_race", "money", "herd"
    rounds: tuple[int, ...]  # the x axis: 1, 2, ... the number of rounds played
    series: tuple[Series, ...]  # one per player, in seat order


@dataclass(frozen=True)
class CategoryPoints:
    """The final score pad: per player the points of each category, in the pad's order."""

    categories: tuple[str, ...]  # the score pad's category keys (engine/scoring.py), named by text/after_game.py
    series: tuple[Series, ...]  # values: one per category
    totals: tuple[int, ...]


@dataclass(frozen=True)
class BigTurn:
    player: int
    number: int  # the turn's number in the game (0 for the first)
    round: int
    start: int  # positions of the replay: the turn's first and end position
    end: int
    gain: int  # points (score if it ended now) at the end minus at the start
    money: int  # money at the end minus at the start
    events: tuple[Event, ...]  # the turn's notable events, in order


@dataclass(frozen=True)
class GameStats:
    score_race: LineChart
    money: LineChart
    herd: LineChart
    categories: CategoryPoints
    big_turns: tuple[tuple[BigTurn, ...], ...]  # per player, biggest first

    @property
    def lines(self) -> tuple[LineChart, ...]:
        return (self.score_race, self.money, self.herd)


def herd_value(player_view: PlayerView) -> int:
    """The breeding values of every cattle card in a player's own view of themselves."""
    cards: dict[str, int] = {}
    for zone in (player_view.get("hand", {}), player_view.get("draw", {})):
        for name, n in zone.items():
            cards[name] = cards.get(name, 0) + n
    for name in player_view.get("discard", ()):
        cards[name] = cards.get(name, 0) + 1
    return sum(CARD_VALUE[CARD_INDEX[name]] * n for name, n in cards.items())


def round_ends(replay: Replay) -> list[int]:
    """The position at the end of each round: the start of the next round's first turn, and for the
    last round the end of the game (or of the record, for a game not finished)."""
    n = replay.players
    out = [t.start for t in replay.turns if t.number and t.number % n == 0]
    out.append(len(replay))
    return out


def game_stats(replay: Replay, top: int = BIG_TURNS) -> GameStats:
    n = replay.players
    ends = round_ends(replay)
    turn_bounds = {t.start for t in replay.turns} | {len(replay)}
    totals: dict[int, list[int]] = {}
    money: dict[int, list[int]] = {}
    herds: dict[int, list[int]] = {}
    final_sheet: list[dict] = []
    for i, game in replay.walk(turn_bounds | set(ends)):
        sheet = game.score_sheet()
        totals[i] = [sh["total"] for sh in sheet]
        money[i] = [sh["money"] for sh in sheet]
        if i in ends:
            herds[i] = [herd_value(game.view(p)["players"][p]) for p in range(n)]
        if i == len(replay):
            final_sheet = sheet
    names = [sh["name"] for sh in final_sheet]  # as the seats were named (a colour in English: text/words.player_name)
    rounds = tuple(range(1, len(ends) + 1))

    def line(key: str, table: dict[int, list[int]]) -> LineChart:
        return LineChart(key, rounds, tuple(Series(p, names[p], tuple(table[i][p] for i in ends))
                                            for p in range(n)))

    categories = tuple(c["key"] for c in final_sheet[0]["categories"])
    points = CategoryPoints(categories, tuple(
        Series(p, names[p], tuple(c["points"] for c in final_sheet[p]["categories"])) for p in range(n)),
        tuple(sh["total"] for sh in final_sheet))
    return GameStats(line("score_race", totals), line("money", money), line("herd", herds), points,
                     tuple(_big_turns(replay, p, totals, money, top) for p in range(n)))


def _big_turns(replay: Replay, p: int, totals, money, top: int) -> tuple[BigTurn, ...]:
    def big(t: Turn) -> BigTurn:
        events = tuple(e for i in range(t.start, t.end) for e in replay.events_of(i) if e.kind in NOTABLE)
        return BigTurn(p, t.number, t.round(replay.players), t.start, t.end,
                       totals[t.end][p] - totals[t.start][p], money[t.end][p] - money[t.start][p], events)

    turns = [big(t) for t in replay.turns if t.player == p and t.end > t.start]
    turns.sort(key=lambda b: (-b.gain, b.number))  # ties: the earlier turn first
    return tuple(turns[:top])
