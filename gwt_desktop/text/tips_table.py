"""Tooltips of the table around the trail: the railroad and its stations, the cities, Kansas City's
foresight, the job market, the cattle market, objective cards and the hand."""
from __future__ import annotations

from ..engine import board
from ..engine.components import (
    BUY_OPTIONS,
    CARD_INDEX,
    CARD_POINTS,
    CARD_VALUE,
    JOB_ROW_COSTS,
    MAX_WORKERS_PER_ROW,
    OBJECTIVES,
)
from . import glance
from .tip_base import (
    OBJECTIVE_ACTIONS,
    TASK_WORDS,
    WORKER_KINDS,
    WORKER_ROLE,
    Context,
    Tooltip,
    card_sprite,
    card_title,
    tile_sprite,
    tile_title,
)
from .words import MASTER_WORDS, plural


# ---------------------------------------------------------------------------------------------
# railroad, cities
# ---------------------------------------------------------------------------------------------
def tip_track(c: Context, pos: str) -> Tooltip:
    engines = [c.name(p) for p, pl in enumerate(c.players) if pl["engine"] == pos]
    lines = []
    if pos.endswith(".5"):
        n = board.TURNOUT_AFTER.index(int(pos[:-2])) + 1
        cost, vp, _ = board.STATIONS[n - 1]
        title = f"Turnout of station {n}"
        lines.append(f"Stop your engine here to upgrade station {n} (${cost}, {plural(vp, 'point')}).")
    else:
        title = f"Railroad space {pos}"
        lines.append("Engines move forward with engine actions; occupied spaces are jumped, not counted.")
        if pos == "0":
            lines.append("The start: any number of engines may stand here.")
        elif pos == "39":
            lines.append("The end of the line: upgrade station 10, then move back to any free space and gain $3.")
        crosses = sum(1 for s in board.CROSSES if s < int(pos))
        if int(pos) <= 18:
            lines.append(f"With your engine here, deliveries cross {11 - crosses} fewer signals"
                         if crosses else "Every signal ahead costs $1 per delivery past it.")
    if engines:
        lines.append(f"Engine here: {', '.join(engines)}.")
    why = None
    if c.prompt in ("engine_fwd", "engine_back", "bounce", "extra_delivery"):
        legal = {m.position for m in c.game.legal_moves() if m.kind == "engine"}
        if legal and pos not in legal:
            if engines and pos != "0":
                why = "Another engine stands here: it is jumped."
            elif c.prompt == "engine_fwd":
                why = f"Out of reach: up to {c.decision.steps} spaces forward."
            else:
                why = "Not a space your engine can move back to now."
    return Tooltip(title, "icons/engine.png", tuple(lines), why)


def tip_station(c: Context, n: int) -> Tooltip:
    cost, vp, dark = board.STATIONS[n - 1]
    mine = [c.name(p) for p, pl in enumerate(c.players) if pl["stations"][n - 1]]
    lines = [f"Upgrade: ${cost} and a disc from your board; worth {plural(vp, 'point')} at the end.",
             "Any disc may go here." if dark else "Needs a white-corner disc (unless you only have dark ones).",
             "You upgrade it when your engine stops on its turnout."]
    if n <= 5:
        lines.append("The first to upgrade it may appoint its station master.")
    if mine:
        lines.append(f"Discs here: {', '.join(mine)}.")
    why = None
    if c.prompt in ("upgrade", "station_behind"):
        if c.me["stations"][n - 1]:
            why = "You already have a disc here."
        else:
            why = c.money_short(cost)
    return Tooltip(f"Station {n}", f"board/station_{n}.png", tuple(lines), why)


def tip_master(c: Context, n: int) -> Tooltip:
    masters = c.view["station_masters"]
    tile = masters[n - 1] if 0 < n <= len(masters) else None
    if not tile:
        return Tooltip(f"Station master slot {n}", "icons/station_master.png",
                       ("Taken: a worker was appointed here.",))
    now, end = MASTER_WORDS[tile]
    lines = (f"Appoint it when you upgrade station {n}: move your last hired worker of a row here.",
             f"At once: {now}", f"End of game: {end}")
    why = None
    if c.prompt == "master" and not any(c.me["workers"][k] > 1 for k in range(3)):
        why = "You have no hired worker to appoint."
    return Tooltip("Station master", f"tiles/station_master_{tile[3:]}.png", lines, why)


def tip_city(c: Context, i: int) -> Tooltip:
    name, value, dark, repeat = board.CITIES[i]
    lines = [f"Deliver here with a delivery value of {value} or more." if value else
             "Deliver here with any delivery value."]
    if i == board.CITY_KC:
        lines.append("Pays $6 at once but costs 6 points per disc at the end.")
    elif i in board.CREST_POINTS:
        lines.append(f"{board.CREST_POINTS[i]:+d} points per disc at the end.")
    lines.append("You may deliver here again and again." if repeat else "Once per player.")
    lines.append("Any disc may go here." if dark else "Needs a white-corner disc (unless you only have dark ones).")
    for j, side in ((i - 1, "left"), (i, "right")):
        if 0 <= j < len(board.CITY_ARROWS):
            pts, obj = board.CITY_ARROWS[j]
            bits = ([f"{pts:+d} point{'' if abs(pts) == 1 else 's'}"] if pts else []) + (
                ["an objective card"] if obj else [])
            if bits:
                other = board.CITIES[j if side == "left" else j + 1][0]
                lines.append(f"With {other} too: {' and '.join(bits)}.")
    discs = [f"{c.name(p)} ×{pl['cities'][i]}" if pl["cities"][i] > 1 else c.name(p)
             for p, pl in enumerate(c.players) if pl["cities"][i]]
    if discs:
        lines.append(f"Discs here: {', '.join(discs)}.")
    why = None
    if c.prompt == "city":
        have = c.decision.value
        if value > have:
            why = f"Needs delivery value {value}; yours is {have}."
        elif not repeat and c.me["cities"][i]:
            why = "You already delivered here."
        else:  # what this delivery would bring, from the engine's options for it
            option = next((o for o in c.game.delivery_options(c.seat).options if o.city == i), None)
            if option is not None:
                lines.append(f"This delivery: {glance.delivery_brings(option)}.")
    return Tooltip(name, f"board/city_{i}.png", tuple(lines), why)


# ---------------------------------------------------------------------------------------------
# Kansas City's foresight, job market, cattle market, objectives
# ---------------------------------------------------------------------------------------------
def tip_foresight(c: Context, col: int, row: int) -> Tooltip:
    cols = c.view["foresight"]
    tile = cols[col][row] if col < len(cols) and row < len(cols[col]) else None
    if tile is None:
        return Tooltip(f"Foresight column {col + 1}", f"tiles/back_{col + 1}.png",
                       ("Empty: refilled from the stack with the same number after a Kansas City visit.",))
    if tile in WORKER_KINDS:
        where = "joins the job market"
    elif tile.endswith("teepee"):
        where = "goes to the lowest free teepee space"
    else:
        where = "goes to the first free space of its hazard section"
    lines = [f"Kansas City, column {col + 1}: whoever arrives takes one tile of each column.",
             f"Taken, it {where}."]
    why = None
    if c.prompt == "kc_foresight" and c.decision.column != col:
        why = f"Now choosing from column {c.decision.column + 1}."
    elif (c.prompt == "kc_foresight" and tile in WORKER_KINDS and c.view.get("end_trigger", -1) >= 0):
        why = "The game end is triggered: no more workers can be placed."
    elif c.prompt == "kc_foresight":
        # Taking it (and any pick the engine then takes by itself) may bring the end nearer.
        move = next((m for m in c.game.legal_moves() if m.kind == "foresight" and int(m.args[0]) == row), None)
        placed = c.game.workers_placed(move) if move is not None else 0
        if placed:
            lines.append(glance.adds_workers(placed, c.game.workers_to_end() - placed))
    return Tooltip(tile_title(tile), tile_sprite(tile), tuple(lines), why)


def tip_job(c: Context, row: int, idx: int) -> Tooltip:
    """job:<row>:<i>: the i-th worker (left to right) of a job-market row, as the board view keys it."""
    market = c.view["job_market"]
    tiles = market[row] if 0 <= row < len(market) else []
    tile = tiles[idx] if 0 <= idx < len(tiles) else None
    cost = JOB_ROW_COSTS[row]
    token = c.view["token_row"]
    if tile is None:
        return Tooltip(f"Job market row {row + 1}", "icons/job_token.png",
                       (f"Empty. Workers cost ${cost} in this row.",
                        "Workers from Kansas City fill the token's row left to right."))
    kind = tile
    lines = [f"Hire for ${cost} (row {row + 1}); it joins your {kind} row.", WORKER_ROLE[kind]]
    why = None
    waiting = "Not for hire yet: the job market token's row is still filling."
    if c.prompt == "hire" and row >= token:
        why = waiting  # said once, as the reason, not a line as well
    elif row >= token:
        lines.append(waiting)
    elif c.prompt == "hire":
        price = c.game.hire_cost(row)
        kinds = WORKER_KINDS.index(kind)
        if c.me["workers"][kinds] >= MAX_WORKERS_PER_ROW:
            why = f"Your {kind} row is full ({MAX_WORKERS_PER_ROW})."
        else:
            why = c.money_short(price)
    return Tooltip(tile_title(kind), tile_sprite(kind), tuple(lines), why)


def tip_market(c: Context, card: str) -> Tooltip:
    k = CARD_INDEX.get(card)
    if k is None:
        return Tooltip("Cattle market", "cards/cattle_back.png", ("Cattle cards for sale.",))
    bv, vp = CARD_VALUE[k], CARD_POINTS[k]
    count = c.view["market"].get(card, 0)
    opts = [f"{need} cowboy{'s' if need > 1 else ''}: ${price}" + (" for 2" if cards == 2 else "")
            for need, v, cards, price in BUY_OPTIONS.values() if v == bv]
    lines = [f"Breeding value {bv}, {plural(vp, 'point')} at the end.", f"{count} in the market.",
             "Buy with: " + "; ".join(opts) + "."]
    why = None
    if c.prompt == "buy":
        cowboys = c.decision.cowboys
        ok_cowboys = [o for o in BUY_OPTIONS.values() if o[1] == bv and o[0] <= cowboys]
        if not ok_cowboys:
            need = min(o[0] for o in BUY_OPTIONS.values() if o[1] == bv)
            why = f"Needs {need} cowboys, you have {cowboys} left."
        else:
            cheapest = min(o[3] for o in ok_cowboys)
            why = c.money_short(cheapest)
    return Tooltip(card_title(card), card_sprite(card), tuple(lines), why)


def _objective_lines(card: str) -> list[str]:
    k = CARD_INDEX.get(card)
    o = OBJECTIVES.get(k) if k is not None else None
    if o is None:
        return ["An objective card."]
    counts: dict[str, int] = {}
    for t in o.tasks:
        counts[t] = counts.get(t, 0) + 1
    tasks = ", ".join(TASK_WORDS[t][0] if n == 1 else f"{n} {TASK_WORDS[t][1]}" for t, n in counts.items())
    lines = [f"Tasks: {tasks}."]
    if o.penalty:
        lines.append(f"{o.points} points if all are met at the end, -{o.penalty} if not.")
    else:
        lines.append(f"{o.points} points if all are met at the end (no penalty).")
    if o.action:
        lines.append(f"When played: {OBJECTIVE_ACTIONS[o.action]}.")
    else:
        lines.append("A starting objective: already in play.")
    return lines


def tip_objective(c: Context, card: str) -> Tooltip:
    why = None
    lines = _objective_lines(card)
    if card in c.view["objective_display"]:
        lines.append("In the display: take it with an objective action.")
    return Tooltip("Objective card", card_sprite(card), tuple(lines), why)


def tip_hand(c: Context, card: str) -> Tooltip:
    if card.startswith("objective"):
        lines = _objective_lines(card) + ["Play it before moving or between actions of phase B."]
        return Tooltip("Objective card (in hand)", card_sprite(card), tuple(lines))
    k = CARD_INDEX.get(card)
    if k is None:
        return Tooltip("Card", "cards/cattle_back.png", ("A card in your hand.",))
    n = c.me.get("hand", {}).get(card, 0)
    lines = [f"Breeding value {CARD_VALUE[k]}: each distinct breed in hand pays its value in Kansas City.",
             f"You hold {n}." if n else "Not in your hand now."]
    if CARD_POINTS[k]:
        lines.append(f"{plural(CARD_POINTS[k], 'point')} at the end.")
    why = None
    if c.prompt == "discard_for" and c.decision.filter not in ("cattle", "objective") and card != c.decision.filter:
        why = f"This asks for a {card_title(c.decision.filter)}."
    return Tooltip(card_title(card), card_sprite(card, c.color(c.seat)), tuple(lines), why)


