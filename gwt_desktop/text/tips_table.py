"""Tooltips of the table around the trail: the railroad and its stations, the cities, Kansas City's
foresight, the job market, the cattle market, objective cards and the hand."""
from __future__ import annotations

from ..engine import DecisionKind, MoveKind, board
from ..engine.components import (
    BUY_OPTIONS,
    CARD_INDEX,
    CARD_POINTS,
    CARD_VALUE,
    JOB_ROW_COSTS,
    MAX_WORKERS_PER_ROW,
    OBJECTIVES,
)
from . import glance, words
from .i18n import _, ngettext
from .tip_base import (
    OBJECTIVE_ACTIONS,
    WORKER_KINDS,
    WORKER_ROLE,
    Context,
    Tooltip,
    card_sprite,
    card_title,
    tile_sprite,
    tile_title,
)


def _points(n: int) -> str:
    return ngettext("{n} point", "{n} points", n).format(n=n)


# ---------------------------------------------------------------------------------------------
# railroad, cities
# ---------------------------------------------------------------------------------------------
def tip_track(c: Context, pos: str) -> Tooltip:
    engines = [c.name(p) for p, pl in enumerate(c.players) if pl["engine"] == pos]
    lines = []
    if pos.endswith(".5"):
        n = board.TURNOUT_AFTER.index(int(pos[:-2])) + 1
        cost, vp, _unused = board.STATIONS[n - 1]
        title = _("Turnout of station {station}").format(station=n)
        lines.append(_("Stop your engine here to upgrade station {station} (${cost}, {points}).").format(
            station=n, cost=cost, points=_points(vp)))
    else:
        title = _("Railroad space {space}").format(space=pos)
        lines.append(_("Engines move forward with engine actions; occupied spaces are jumped, not counted."))
        if pos == "0":
            lines.append(_("The start: any number of engines may stand here."))
        elif pos == "39":
            lines.append(_("The end of the line: upgrade station 10, then move back to any free space and gain $3."))
        crosses = sum(1 for s in board.CROSSES if s < int(pos))
        if int(pos) <= 18:
            lines.append(_("With your engine here, deliveries cross {n} fewer signals").format(n=11 - crosses)
                         if crosses else _("Every signal ahead costs $1 per delivery past it."))
    if engines:
        lines.append(_("Engine here: {players}.").format(players=", ".join(engines)))
    why = None
    if c.prompt in (DecisionKind.ENGINE_FWD, DecisionKind.ENGINE_BACK, DecisionKind.BOUNCE, DecisionKind.EXTRA_DELIVERY):
        legal = {m.position for m in c.game.legal_moves() if m.kind == MoveKind.ENGINE}
        if legal and pos not in legal:
            if engines and pos != "0":
                why = _("Another engine stands here: it is jumped.")
            elif c.prompt == DecisionKind.ENGINE_FWD:
                why = _("Out of reach: up to {n} spaces forward.").format(n=c.decision.steps)
            else:
                why = _("Your engine cannot move back to this space.")
    return Tooltip(title, "icons/engine.png", tuple(lines), why)


def tip_station(c: Context, n: int) -> Tooltip:
    cost, vp, dark = board.STATIONS[n - 1]
    mine = [c.name(p) for p, pl in enumerate(c.players) if pl["stations"][n - 1]]
    lines = [_("Upgrade: ${cost} and a disc from your board; worth {points} at the end.").format(
                 cost=cost, points=_points(vp)),
             _("Any disc may go here.") if dark else _("Needs a white-corner disc (unless you only have dark ones)."),
             _("You upgrade it when your engine stops on its turnout.")]
    if n <= 5:
        lines.append(_("The first to upgrade it may appoint its station master."))
    if mine:
        lines.append(_("Discs here: {players}.").format(players=", ".join(mine)))
    why = None
    if c.prompt in (DecisionKind.UPGRADE, DecisionKind.STATION_BEHIND):
        if c.me["stations"][n - 1]:
            why = _("You already have a disc here.")
        else:
            why = c.money_short(cost)
    return Tooltip(_("Station {station}").format(station=n), f"board/station_{n}.png", tuple(lines), why)


def tip_master(c: Context, n: int) -> Tooltip:
    masters = c.view["station_masters"]
    tile = masters[n - 1] if 0 < n <= len(masters) else None
    if not tile:
        return Tooltip(_("Station master slot {station}").format(station=n), "icons/station_master.png",
                       (_("Taken: a worker was appointed here."),))
    now, end = words.MASTER_WORDS[tile]
    lines = (_("Appoint it when you upgrade station {station}: move your last hired worker of a row here.").format(
                 station=n),
             _("At once: {gain}").format(gain=now), _("End of game: {points}").format(points=end))
    why = None
    if c.prompt == DecisionKind.MASTER and not any(c.me["workers"][k] > 1 for k in range(3)):
        why = _("You have no hired worker to appoint.")
    return Tooltip(_("Station master"), f"tiles/station_master_{tile[3:]}.png", lines, why)


def tip_city(c: Context, i: int) -> Tooltip:
    name, value, dark, repeat = board.CITIES[i]
    lines = [_("Deliver here with a delivery value of {value} or more.").format(value=value) if value else
             _("Deliver here with any delivery value.")]
    if i == board.CITY_KC:
        lines.append(_("Pays $6 at once but costs 6 points per disc at the end."))
    elif i in board.CREST_POINTS:
        lines.append(_("{points} points per disc at the end.").format(points=f"{board.CREST_POINTS[i]:+d}"))
    lines.append(_("You may deliver here again and again.") if repeat else _("Once per player."))
    lines.append(_("Any disc may go here.") if dark else _("Needs a white-corner disc (unless you only have dark ones)."))
    for j, side in ((i - 1, "left"), (i, "right")):
        if 0 <= j < len(board.CITY_ARROWS):
            pts, obj = board.CITY_ARROWS[j]
            other = board.CITIES[j if side == "left" else j + 1][0]
            signed = f"{pts:+d}"
            if pts and obj:
                lines.append(ngettext("With {city} too: {points} point and an objective card.",
                                      "With {city} too: {points} points and an objective card.", abs(pts)).format(
                    city=other, points=signed))
            elif pts:
                lines.append(ngettext("With {city} too: {points} point.", "With {city} too: {points} points.",
                                      abs(pts)).format(city=other, points=signed))
            elif obj:
                lines.append(_("With {city} too: an objective card.").format(city=other))
    discs = [_("{player} ×{n}").format(player=c.name(p), n=pl["cities"][i]) if pl["cities"][i] > 1 else c.name(p)
             for p, pl in enumerate(c.players) if pl["cities"][i]]
    if discs:
        lines.append(_("Discs here: {players}.").format(players=", ".join(discs)))
    why = None
    if c.prompt == DecisionKind.CITY:
        have = c.decision.value
        if value > have:
            why = _("Needs delivery value {value}; yours is {have}.").format(value=value, have=have)
        elif not repeat and c.me["cities"][i]:
            why = _("You already delivered here.")
        else:  # what this delivery would bring, from the engine's options for it
            option = next((o for o in c.game.delivery_options(c.seat).options if o.city == i), None)
            if option is not None:
                lines.append(_("This delivery: {brings}.").format(brings=glance.delivery_brings(option)))
    return Tooltip(name, f"board/city_{i}.png", tuple(lines), why)


# ---------------------------------------------------------------------------------------------
# Kansas City's foresight, job market, cattle market, objectives
# ---------------------------------------------------------------------------------------------
def tip_foresight(c: Context, col: int, row: int) -> Tooltip:
    cols = c.view["foresight"]
    tile = cols[col][row] if col < len(cols) and row < len(cols[col]) else None
    if tile is None:
        return Tooltip(_("Foresight column {column}").format(column=col + 1), f"tiles/back_{col + 1}.png",
                       (_("Empty: refilled from the stack with the same number after a Kansas City visit."),))
    if tile in WORKER_KINDS:
        taken = _("Taken, it joins the job market.")
    elif tile.endswith("teepee"):
        taken = _("Taken, it goes to the lowest free teepee space.")
    else:
        taken = _("Taken, it goes to the first free space of its hazard section.")
    lines = [_("Kansas City, column {column}: whoever arrives takes one tile of each column.").format(column=col + 1),
             taken]
    why = None
    if c.prompt == DecisionKind.KC_FORESIGHT and c.decision.column != col:
        why = _("Now choosing from column {column}.").format(column=c.decision.column + 1)
    elif (c.prompt == DecisionKind.KC_FORESIGHT and tile in WORKER_KINDS and c.view.get("end_trigger", -1) >= 0):
        why = _("The game end is triggered: no more workers can be placed.")
    elif c.prompt == DecisionKind.KC_FORESIGHT:
        # Taking it (and any pick the engine then takes by itself) may bring the end nearer.
        move = next((m for m in c.game.legal_moves() if m.kind == MoveKind.FORESIGHT and int(m.args[0]) == row), None)
        placed = c.game.workers_placed(move) if move is not None else 0
        if placed:
            lines.append(glance.adds_workers(placed, c.game.workers_to_end() - placed))
    return Tooltip(tile_title(tile), tile_sprite(tile), tuple(lines), why)


def tip_job(c: Context, row: int, idx: int) -> Tooltip:
    """job:<row>:<i>: the i-th worker (left to right) of a job-market row, as the board view keys it."""
    market = c.view["job_market"]
    tiles = market[row] if 0 <= row < len(market) else []
    tile = tiles[idx] if 0 <= idx < len(tiles) else None
    # While a hire is asked, what this hire costs (its action's change counted: building 5a's $1 off,
    # A's $2 more), the engine's own query, as the hire's label and the payment say; else the row's price.
    cost = c.game.hire_cost(row) if c.prompt == DecisionKind.HIRE else JOB_ROW_COSTS[row]
    token = c.view["token_row"]
    if tile is None:
        return Tooltip(_("Job market row {row}").format(row=row + 1), "icons/job_token.png",
                       (_("Empty. Workers cost ${cost} in this row.").format(cost=cost),
                        _("Workers from Kansas City fill the token's row left to right.")))
    kind = tile
    worker = words.glossary()["tile"][kind]
    lines = [_("Hire for ${cost} (row {row}); it joins your {worker} row.").format(cost=cost, row=row + 1,
                                                                                    worker=worker),
             _(WORKER_ROLE[kind])]
    why = None
    if c.prompt == DecisionKind.HIRE and row >= token:
        # Said once, as the reason ("Not now — ..."): a reason never starts with its own "Not".
        why = _("The job market token's row is still filling.")
    elif row >= token:
        lines.append(_("Not for hire yet: the job market token's row is still filling."))
    elif c.prompt == DecisionKind.HIRE:
        price = cost
        kinds = WORKER_KINDS.index(kind)
        if c.me["workers"][kinds] >= MAX_WORKERS_PER_ROW:
            why = _("Your {worker} row is full ({n}).").format(worker=worker, n=MAX_WORKERS_PER_ROW)
        else:
            why = c.money_short(price)
    return Tooltip(tile_title(kind), tile_sprite(kind), tuple(lines), why)


def tip_market(c: Context, card: str) -> Tooltip:
    k = CARD_INDEX.get(card)
    if k is None:
        return Tooltip(_("Cattle market"), "cards/cattle_back.png", (_("Cattle cards for sale."),))
    bv, vp = CARD_VALUE[k], CARD_POINTS[k]
    count = c.view["market"].get(card, 0)
    opts = [(ngettext("{n} cowboy: ${price} for 2", "{n} cowboys: ${price} for 2", need) if cards == 2 else
             ngettext("{n} cowboy: ${price}", "{n} cowboys: ${price}", need)).format(n=need, price=price)
            for need, v, cards, price in BUY_OPTIONS.values() if v == bv]
    lines = [_("Breeding value {value}, {points} at the end.").format(value=bv, points=_points(vp)),
             _("{n} in the market.").format(n=count), _("Buy with: {options}.").format(options="; ".join(opts))]
    why = None
    if c.prompt == DecisionKind.BUY:
        cowboys = c.decision.cowboys
        ok_cowboys = [o for o in BUY_OPTIONS.values() if o[1] == bv and o[0] <= cowboys]
        if not ok_cowboys:
            need = min(o[0] for o in BUY_OPTIONS.values() if o[1] == bv)
            why = _("Needs {need} cowboys, you have {n} left.").format(need=need, n=cowboys)
        else:
            cheapest = min(o[3] for o in ok_cowboys)
            why = c.money_short(cheapest)
    return Tooltip(card_title(card), card_sprite(card), tuple(lines), why)


def _objective_lines(card: str) -> list[str]:
    k = CARD_INDEX.get(card)
    o = OBJECTIVES.get(k) if k is not None else None
    if o is None:
        return [_("An objective card.")]
    counts: dict[str, int] = {}
    for t in o.tasks:
        counts[t] = counts.get(t, 0) + 1
    tasks = ", ".join(words.task_words(t, n) for t, n in counts.items())
    lines = [_("Tasks: {tasks}.").format(tasks=tasks)]
    if o.penalty:
        lines.append(_("{points} points if all are met at the end, -{penalty} if not.").format(
            points=o.points, penalty=o.penalty))
    else:
        lines.append(_("{points} points if all are met at the end (no penalty).").format(points=o.points))
    if o.action:
        lines.append(_("When played: {action}.").format(action=_(OBJECTIVE_ACTIONS[o.action])))
    else:
        lines.append(_("A starting objective: already in play."))
    return lines


def tip_objective(c: Context, card: str) -> Tooltip:
    why = None
    lines = _objective_lines(card)
    if card in c.view["objective_display"]:
        lines.append(_("In the display: take it with an objective action."))
    return Tooltip(_("Objective card"), card_sprite(card), tuple(lines), why)


def tip_hand(c: Context, card: str) -> Tooltip:
    if card.startswith("objective"):
        lines = _objective_lines(card) + [_("Play it before moving or between actions of phase B.")]
        return Tooltip(_("Objective card (in hand)"), card_sprite(card), tuple(lines))
    k = CARD_INDEX.get(card)
    if k is None:
        return Tooltip(_("Card"), "cards/cattle_back.png", (_("A card in your hand."),))
    n = c.me.get("hand", {}).get(card, 0)
    lines = [_("Breeding value {value}: each distinct breed in hand pays its value in Kansas City.").format(
                 value=CARD_VALUE[k]),
             _("You hold {n}.").format(n=n) if n else _("Not in your hand now.")]
    if CARD_POINTS[k]:
        lines.append(_("{points} at the end.").format(points=_points(CARD_POINTS[k])))
    why = None
    if c.prompt == DecisionKind.DISCARD_FOR and c.decision.filter not in ("cattle", "objective") and card != c.decision.filter:
        why = _("This asks for a {card}.").format(card=card_title(c.decision.filter))
    return Tooltip(card_title(card), card_sprite(card, c.color(c.seat)), tuple(lines), why)


