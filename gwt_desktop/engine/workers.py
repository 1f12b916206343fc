"""The job market and hiring (docs/RULES.md §5, §10.1): rows, prices, the token, and worker-space actions.

Workers enter only the token's row, left to right; the token moves down a row when its space fills,
refilling the cattle market at the yellow arrows and triggering the game end at the red arrow.
Hired workers fill the leftmost free space of their row on the player board and fire that space's
immediate action (use it now or lose it).
"""
from __future__ import annotations

from . import flow
from .components import (
    JOB_ROW_COSTS,
    JOB_ROWS,
    MARKET_SIZE,
    MAX_WORKERS_PER_ROW,
    TILE_INDEX,
    TILE_NAMES,
    WORKER_SPACE_ACTIONS,
    YELLOW_ARROW_ROWS,
)
from .events import EndTriggered, Hired, JobMarket, MarketRefill
from .moves import SKIP, MoveKind, mv
from .players import pay
from .reveal import mark


def refill_market(g) -> None:
    """Fill the cattle market back up to its size (yellow arrows); never removes cards (§6.3)."""
    s = g.s
    target = MARKET_SIZE[s.n]
    if len(s.market) < target and s.market_stack:
        mark(g, "market")
    while len(s.market) < target and s.market_stack:
        s.market.append(s.market_stack.pop())
    g.events.append(MarketRefill(len(s.market)))


def add_worker(g, tile: int) -> None:
    """Put a worker on the next free job-market space in the token's row; move the token when it fills."""
    s = g.s
    row = s.token_row
    s.job_market[row].append(tile)
    g.events.append(JobMarket(tile, row))
    if len(s.job_market[row]) < s.n:
        return
    s.token_row += 1
    if row in YELLOW_ARROW_ROWS:
        refill_market(g)
    if s.token_row == JOB_ROWS:
        # Red arrow: the game end is triggered; the active player takes the token (§12.2).
        s.end_trigger = s.current
        s.players[s.current].token = True
        g.events.append(EndTriggered(s.current))


def market_full(s) -> bool:
    return s.token_row >= JOB_ROWS


def workers_to_end(s) -> int:
    """How many more workers the job market takes before the token leaves the last row and the end is
    triggered (§5, §12.2): the empty spaces of the token's row and every row below it, as many per
    row as players; 0 once the token has left."""
    if s.token_row >= JOB_ROWS:
        return 0
    return (JOB_ROWS - s.token_row) * s.n - len(s.job_market[s.token_row])


def end_within_reach(s) -> bool:
    """Whether a move now could trigger the end (§12.2): not triggered yet, and the token on one of
    the job market's last two rows. One Kansas City visit places at most three workers (one per
    foresight column), and a row takes as many as there are players, two at the least: from an
    earlier row the token cannot leave the last row in one move."""
    return s.end_trigger < 0 and s.token_row >= JOB_ROWS - 2 and not s.over


def final_turns(s) -> tuple[int, ...] | None:
    """Once the end is triggered, the players who still have their last turn, in turn order, the one
    playing it now first (§12.2: every player but the trigger has exactly one more turn); None
    before the end is triggered; () once the game is over."""
    if s.end_trigger < 0:
        return None
    if s.over:
        return ()
    n, now = s.n, s.current
    if s.final_turns_left < 0:  # the trigger's own turn goes on: everyone else is still to play
        return tuple((s.end_trigger + k) % n for k in range(1, n))
    # final_turns_left counts the final turns not yet over, the one being played included (turn.py).
    return tuple((now + k) % n for k in range(s.final_turns_left))


def hire_cost(row: int, modifier: int) -> int:
    """A worker's price in a job-market row (0-based) with a hire action's modifier; never below $0."""
    return max(0, JOB_ROW_COSTS[row] + modifier)


def hire_options(g, modifier: int) -> list[tuple[int, int, int]]:
    """(row, worker kind, cost) for every distinct hireable worker the player can afford and seat."""
    s = g.s
    pl = s.me
    out = []
    for r in range(min(s.token_row, JOB_ROWS)):
        cost = hire_cost(r, modifier)
        if cost > pl.money:
            continue
        for kind in set(s.job_market[r]):
            if pl.workers[kind] < MAX_WORKERS_PER_ROW:
                out.append((r, kind, cost))
    return sorted(out)


def can_hire(g, modifier: int) -> bool:
    """bool(hire_options(g, modifier)), stopping at the first worker found (asked at every visit)."""
    s = g.s
    pl = s.me
    for r in range(min(s.token_row, JOB_ROWS)):
        if max(0, JOB_ROW_COSTS[r] + modifier) <= pl.money:  # hire_cost(), inline
            for kind in s.job_market[r]:
                if pl.workers[kind] < MAX_WORKERS_PER_ROW:
                    return True
    return False


def _hire_legal(g, f):
    _, modifier, optional = f
    moves = [mv(MoveKind.HIRE, r + 1, TILE_NAMES[k]) for r, k, _ in hire_options(g, modifier)]
    return moves + ([SKIP] if optional else [])


def _hire_apply(g, f, m):
    g.s.stack.pop()
    if m.kind == MoveKind.SKIP:
        return
    s, p = g.s, g.s.current
    r, kind = int(m.args[0]) - 1, TILE_INDEX[m.args[1]]
    cost = hire_cost(r, f[1])
    pay(g, p, cost)
    s.job_market[r].remove(kind)
    pl = s.players[p]
    pl.workers[kind] += 1
    g.events.append(Hired(p, kind, r, cost))
    action = WORKER_SPACE_ACTIONS.get((kind, pl.workers[kind]))
    if action is not None:
        flow.push(g, WORKER_BONUS_FRAMES[action])


# The immediate actions of worker spaces, as the optional frames they open (§10.1).
WORKER_BONUS_FRAMES = {
    "free_hazard": ("hazard", 0, True),
    "teepee": ("teepee", True),
    "cheap_build": ("build", 1, True),
    "cheap_hire": ("hire", -2, True),
    "jersey_cert1": ("discard_for", "jersey", "cert1", True),
    "jersey_money2": ("discard_for", "jersey", "money2", True),
    "jersey_cert2": ("discard_for", "jersey", "cert2", True),
    "jersey_money4": ("discard_for", "jersey", "money4", True),
}

flow.decision("hire", _hire_legal, _hire_apply, fields=("modifier", "optional"),
              vanish=True)
