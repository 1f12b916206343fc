"""What a hovered component is, in words: its name, what it does, what it costs and, when the rules
stop the player from taking it right now, why not ("needs 3 craftsmen, you have 2").

Pure text (no pygame): tooltip(key, view, game, seat) reads the component key the board view
reports ("trail:P_A3", "job:4:2", "market:holstein", ...), the viewer's game.view() and the decision
on top of the engine's stack. It only reads what the viewer may see: other players' hands and every
stack's order stay hidden. The sprite is a path under art/ of the enlarged picture to show beside
the words (on-board glyphs are too small to read at 1280x720).
"""
from __future__ import annotations

from dataclasses import dataclass

from ..engine import board
from ..engine.components import (
    BUY_OPTIONS,
    CARD_INDEX,
    CARD_POINTS,
    CARD_VALUE,
    CERT_TRACK,
    DISC_GROUPS,
    DISC_INDEX,
    FEES,
    HAND_DISC_COST,
    JOB_ROW_COSTS,
    MAX_WORKERS_PER_ROW,
    NEUTRAL_ACTIONS,
    OBJECTIVES,
    PRIVATE_BUILDINGS,
    WORKER_SPACE_ACTIONS,
)
from . import describe

WORKER_KINDS = ("cowboy", "craftsman", "engineer")


@dataclass(frozen=True)
class Tooltip:
    title: str
    sprite: str | None  # path under art/, drawn enlarged; None when there is no picture
    lines: tuple[str, ...]
    why_not: str | None = None  # why the player cannot take it now (None: nothing stops them)

    @property
    def text(self) -> str:
        return "\n".join((self.title, *self.lines, *([self.why_not] if self.why_not else [])))


# ---------------------------------------------------------------------------------------------
# Local actions: the sentence is describe's (one place for sentences); for the few actions whose
# short sentence leaves the player guessing, the tooltip adds a second sentence explaining it.
# ---------------------------------------------------------------------------------------------
ACTION_MORE: dict[str, str] = {  # appended to describe's sentence, before its full stop
    "extra_delivery": " (to a city worth at most the spaces moved; no income, no transport cost)",
    "copy_adjacent": " (the next location either way along the trail)",
    "any3_objective": " (the objective card goes straight into your hand)",
    "move1": ", then use the new place", "move2": ", then use the new place", "move3": ", then use the new place",
    "move4": ", then use the new place", "move5": ", then use the new place",
    "objective": " (from the display or the top of the stack, onto your discard pile)",
    "teepee": " (you gain, or pay, the money printed above its space)",
}


def action_words(name: str) -> str:
    """One local action in full, as a sentence of its own."""
    text = describe.action_sentence(name) + ACTION_MORE.get(name, "")
    return text[0].upper() + text[1:] + "."


AUX_WORDS = {
    "aux_money": ("Money", "Gain $1 (double: $2)."),
    "aux_cards": ("Cards", "Draw 1 card, then discard 1 (double: 2 and 2)."),
    "aux_cert": ("Certificate", "Pay $1, engine 1 back: 1 certificate (double: $2, 2 back, up to 2)."),
    "aux_engine": ("Engine", "Pay $1: engine 1 forward (double: $2, up to 2)."),
    "aux_thin": ("Thin the herd", "Engine 1 back: remove a hand card from the game (double: 2 back, 2 cards)."),
}

DISC_WORDS = {
    "aux_money": "Taking it unlocks the double Money auxiliary action.",
    "aux_cards": "Taking it unlocks the double Cards auxiliary action.",
    "aux_cert": "Taking one unlocks the single Certificate auxiliary action, both the double.",
    "aux_engine": "Taking one unlocks the single Engine auxiliary action, both the double.",
    "aux_thin": "Taking one unlocks the single Thin-the-herd auxiliary action, both the double.",
    "cert4": "Taking it raises your certificate limit from 3 to 4.",
    "cert6": "Taking it raises your certificate limit to 6 (once the 4 space is clear too).",
    "step1": "Taking it adds steps to your cattleman's move and pays $3 at once.",
    "step2": "Taking it adds 1 step to your cattleman's move; worth 3 points at the end.",
    "hand": "Taking it raises your hand limit by 1; costs $5 at once.",
}

OBJECTIVE_ACTIONS = {
    "money2": "gain $2", "draw3": "draw up to 3 cards, then discard as many",
    "engine2": "move your engine up to 2 spaces", "engine3": "move your engine up to 3 spaces",
    "move3": "move your cattleman up to 3 steps, ignoring hands (you may not use the place reached)",
    "aux": "a single or double auxiliary action",
}
TASK_WORDS = {  # task symbol -> (one, several)
    "B": ("a building", "buildings"), "G": ("a green teepee", "green teepees"),
    "BL": ("a blue teepee", "blue teepees"), "H": ("a hazard", "hazards"),
    "S": ("a station disc", "station discs"), "3": ("a breeding-value-3 card", "breeding-value-3 cards"),
    "4": ("a West Highland", "West Highlands"), "5": ("a Texas Longhorn", "Texas Longhorns"),
    "SF": ("a disc on San Francisco", "discs on San Francisco"),
}
PILE_WORDS = {
    "draw": ("Draw pile", "Your cattle cards still to draw; their order is hidden."),
    "discard": ("Discard pile", "Played and bought cards; shuffled into a new draw pile when it runs out."),
    "objective_area": ("Objective area", "Objective cards you played: their tasks score at the end."),
    "market_stack": ("Cattle market stack", "Face-down cattle cards that refill the market."),
}
WORKER_ROLE = {
    "cowboy": "Cowboys buy cattle: the more you have, the cheaper the market.",
    "craftsman": "Craftsmen build: a building needs as many craftsmen as its number says.",
    "engineer": "Engineers move your engine with the 'engine per engineer' actions.",
}
SPACE_BONUS = {
    "free_hazard": "remove a hazard for free", "teepee": "trade with the Indians",
    "cheap_build": "place a building at $1 per craftsman", "cheap_hire": "hire a worker at $2 off",
    "jersey_cert1": "discard a Jersey for 1 certificate", "jersey_money2": "discard a Jersey for $2",
    "jersey_cert2": "discard a Jersey for up to 2 certificates", "jersey_money4": "discard a Jersey for $4",
}


# ---------------------------------------------------------------------------------------------
# small helpers
# ---------------------------------------------------------------------------------------------
def _n(count: int, one: str, many: str | None = None) -> str:
    return f"{count} {one if count == 1 else (many or one + 's')}"


def _card_title(name: str) -> str:
    base = name.rsplit("_", 1)[0] if name[-1].isdigit() and "_" in name else name
    return base.replace("_", " ").title()


def card_sprite(name: str, color: int = 0) -> str:
    if name.startswith("objective"):
        return f"cards/objective_{name[-2:]}.png"
    if name in ("jersey", "dutch_belt", "black_angus", "guernsey"):
        return f"cards/cattle_{name}_p{color}.png"
    return f"cards/cattle_{name}.png"


def tile_sprite(name: str) -> str:
    if name in WORKER_KINDS:
        return f"tiles/worker_{name}.png"
    if name.endswith("_teepee"):
        return f"tiles/teepee_{name.split('_')[0]}.png"
    return f"tiles/hazard_{name}.png"


def tile_title(name: str) -> str:
    if name in WORKER_KINDS:
        return name.title()
    if name.endswith("_teepee"):
        return f"{name.split('_')[0].title()} teepee"
    kind, rest = name.split("_")
    return f"{kind.title()} hazard, {rest[:-1]} points"


def _hand_fee_text(hands: str, n_players: int) -> str | None:
    green, black = FEES[n_players]
    parts = []
    if "g" in hands:
        parts.append(f"green hand ${green}")
    if "b" in hands:
        parts.append(f"black hand ${black}")
    return ("Passing or stopping costs " + " + ".join(parts) + ".") if parts else None


def _tile_hand(name: str) -> str:
    if name == "green_teepee":
        return "g"
    if name == "blue_teepee":
        return "b"
    return name[-1] if name[-1] in "gb" and name[-2].isdigit() else ""


def _box_words(box: tuple[str, ...]) -> str:
    return " Or: ".join(action_words(a) for a in box)


class _Ctx:
    """What every tooltip needs: the view, the viewer and the decision in front of them."""

    def __init__(self, view: dict, game, seat: int, seats) -> None:
        self.view = view
        self.game = game
        self.seat = seat
        self.seats = seats
        self.players = view["players"]
        self.n = len(self.players)
        self.me = self.players[seat]
        # The decision only matters for "why not" when the viewer is the one deciding.
        mine = game is not None and not view.get("over") and view.get("to_move") == seat
        self.decision = game.decision if mine else None
        self.prompt = self.decision.kind if mine else ""

    def name(self, p: int) -> str:
        if self.seats is not None:
            return self.seats[p].name
        return self.players[p]["name"]

    def color(self, p: int) -> int:
        return self.seats[p].color if self.seats is not None else p

    def owner_text(self, p: int) -> str:
        return "yours" if p == self.seat else f"{self.name(p)}'s"

    def money_short(self, cost: int) -> str | None:
        have = self.me["money"]
        return f"${cost}, you have ${have}" if cost > have else None


# ---------------------------------------------------------------------------------------------
# the trail
# ---------------------------------------------------------------------------------------------
def _cattlemen_here(c: _Ctx, space: str) -> list[str]:
    who = [c.name(p) for p, pl in enumerate(c.players) if pl.get("cattleman") == space]
    return [f"Cattleman here: {', '.join(who)}."] if who else []


def _building_lines(c: _Ctx, b, owner: int | None, space: str | None) -> list[str]:
    lines = [f"Needs {_n(b.craftsmen, 'craftsman', 'craftsmen')} to place; worth {_n(b.points, 'point')} at the end."]
    fee = _hand_fee_text("".join(h for h, bit in (("g", 1), ("b", 2)) if b.hands & bit), c.n)
    if fee:
        lines.append(fee.replace("costs", "costs others") + (" Paid to you." if owner == c.seat else
                                                          " Paid to the owner." if owner is not None else ""))
    else:
        lines.append("No hand: everyone passes for free.")
    for box in b.actions:
        lines.append("• " + _box_words(box))
    if space is not None and board.RISK_ACTION[board.SPACE_INDEX[space]]:
        risk = action_words(board.RISK_ACTION[board.SPACE_INDEX[space]])
        lines.append("• " + risk.replace("Risk: ", "Owner's risk action: "))
    if owner is not None and owner != c.seat:
        lines.append("Not yours: a visitor only gets one single auxiliary action here.")
    return lines


def _trail(c: _Ctx, space: str) -> Tooltip:
    if space not in board.SPACE_INDEX:
        return Tooltip(space, None, ("A place on the board.",))
    i = board.SPACE_INDEX[space]
    kind = board.SPACE_KIND[i]
    content = c.view["trail"].get(space)
    here = _cattlemen_here(c, space)
    why = _trail_why_not(c, space, content)
    woods = ["This space is in the woods."] if board.WOODS[i] else []
    if kind == board.START:
        return Tooltip("Start", "icons/cattleman.png",
                       ("Cattlemen start here and come back after each Kansas City visit.",
                        "It is not a stop: the first step goes to neutral building A.", *here), why)
    if kind == board.KANSAS_CITY:
        return Tooltip("Kansas City", "board/city_0.png",
                       ("Every trip ends here. First take one foresight tile from each of the 3 columns.",
                        ("Then earn $1 per breeding value of the different breeds in your hand, plus any "
                        "certificates you spend, and deliver to a city worth at most that much "
                        "(paying $1 per signal your engine has not passed)."),
                        "Finally draw a new hand and start again from the beginning of the trail.", *here), why)
    if content and "neutral" in content:
        letter = content["neutral"]
        lines = ["Anyone may stop here and use its local actions, or one single auxiliary action instead.",
                 "No hand: passing is free."]
        lines += ["• " + _box_words(box) for box in NEUTRAL_ACTIONS[letter]]
        return Tooltip(f"Neutral building {letter}", f"buildings/neutral_{letter}.png", (*lines, *here), why)
    if content and "building" in content:
        name, owner = content["building"], content["owner"]
        b = PRIVATE_BUILDINGS[(int(name[:-1]), name[-1])]
        lines = _building_lines(c, b, owner, space)
        return Tooltip(f"Building {name} ({c.owner_text(owner)})",
                       f"buildings/private_{name}_p{c.color(owner)}.png", (*lines, *woods, *here), why)
    if kind == board.PRIVATE:
        risk = board.RISK_ACTION[i]
        lines = [("An empty building space: build here with a build action. Empty spaces are passed "
                 "without a step or a fee.")]
        if risk:
            lines.append("Printed here, for the owner of a building on it: "
                         + action_words(risk).removeprefix("Risk: "))
        return Tooltip("Building space", "actions/build.png", (*lines, *woods, *here), why)
    if kind == board.HAZARD:
        section = board.HAZARD_SECTION[i]
        if content:
            tile = content["tile"]
            fee = _hand_fee_text(_tile_hand(tile), c.n)
            lines = [f"Remove it with a hazard action to keep its {tile.split('_')[1][:-1]} points.",
                     fee or "No hand."]
            return Tooltip(tile_title(tile), tile_sprite(tile), (*lines, *here), why)
        return Tooltip(f"{section.title()} space", f"icons/{section}.png",
                       (f"Empty: new {section} hazards from Kansas City land here.",
                        "Empty spaces are passed without a step or a fee.", *here), why)
    if kind == board.TEEPEE:
        value = board.TEEPEE_VALUE[i]
        gain = f"gain ${value}" if value > 0 else f"pay ${-value}"
        off = i in board.OFF_TRAIL
        if content:
            tile = content["tile"]
            lines = [f"Trade with the Indians to take it and {gain}."]
            if off:
                lines.append("Beside the trail: never entered, no fee.")
            else:
                lines.append(_hand_fee_text(_tile_hand(tile), c.n) or "No hand.")
            return Tooltip(tile_title(tile), tile_sprite(tile), (*lines, *here), why)
        return Tooltip("Teepee space", "icons/teepee.png",
                       ((f"Empty. Teepees from Kansas City fill the lowest-valued space first; "
                        f"trading for one here would {gain}."), *here), why)
    return Tooltip(space, None, ("A place on the trail.", *here), why)


def _trail_why_not(c: _Ctx, space: str, content) -> str | None:
    i = board.SPACE_INDEX[space]
    if c.prompt in ("turn", "cattle_move"):
        legal = {m.space for m in c.game.legal_moves() if m.kind == "move"}
        if space in legal:
            return None
        if c.prompt == "turn" and any(m.kind == "place" for m in c.game.legal_moves()):
            return None if content and "neutral" in content else "The first stop must be a neutral building."
        if i in board.OFF_TRAIL:
            return "Beside the trail: cattlemen never go there."
        if not content and i != board.KC_SPACE:
            return "An empty space is passed, never stopped on."
        steps = c.game.steps_to(i, c.seat)
        if steps is None or steps == 0:
            return "Not ahead of your cattleman."
        limit = c.decision.steps if c.prompt == "cattle_move" else c.game.step_limit(c.seat)
        if steps > limit:
            return f"{steps} steps away; you may move {limit}."
        return None
    if c.prompt == "build":
        if board.SPACE_KIND[i] != board.PRIVATE:
            return "Buildings go only on building spaces."
        if content and content.get("owner") != c.seat:
            return "Another player's building stands here."
        if content:
            old = PRIVATE_BUILDINGS[(int(content["building"][:-1]), content["building"][-1])]
            return (None if any(m.kind == "build" and m.space == space for m in c.game.legal_moves())
                    else f"Replacing needs a building with more than {old.craftsmen} craftsmen that you can pay for.")
        return None
    if c.prompt in ("hazard", "sm_objective") and board.SPACE_KIND[i] == board.HAZARD:
        if not content:
            return "No hazard here."
        if c.prompt == "hazard":
            return c.money_short(c.decision.cost)
        return None
    if c.prompt in ("teepee", "sm_objective") and board.SPACE_KIND[i] == board.TEEPEE:
        if not content:
            return "No teepee here."
        value = board.TEEPEE_VALUE[i]
        return c.money_short(-value) if value < 0 else None
    return None


# ---------------------------------------------------------------------------------------------
# railroad, cities
# ---------------------------------------------------------------------------------------------
def _track(c: _Ctx, pos: str) -> Tooltip:
    engines = [c.name(p) for p, pl in enumerate(c.players) if pl["engine"] == pos]
    lines = []
    if pos.endswith(".5"):
        n = board.TURNOUT_AFTER.index(int(pos[:-2])) + 1
        cost, vp, _ = board.STATIONS[n - 1]
        title = f"Turnout of station {n}"
        lines.append(f"Stop your engine here to upgrade station {n} (${cost}, {_n(vp, 'point')}).")
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
        legal = {m.args[0] for m in c.game.legal_moves() if m.kind == "engine"}
        if legal and pos not in legal:
            if engines and pos != "0":
                why = "Another engine stands here: it is jumped."
            elif c.prompt == "engine_fwd":
                why = f"Out of reach: up to {c.decision.steps} spaces forward."
            else:
                why = "Not a space your engine can move back to now."
    return Tooltip(title, "icons/engine.png", tuple(lines), why)


def _station(c: _Ctx, n: int) -> Tooltip:
    cost, vp, dark = board.STATIONS[n - 1]
    mine = [c.name(p) for p, pl in enumerate(c.players) if pl["stations"][n - 1]]
    lines = [f"Upgrade: ${cost} and a disc from your board; worth {_n(vp, 'point')} at the end.",
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


def _master(c: _Ctx, n: int) -> Tooltip:
    masters = c.view["station_masters"]
    tile = masters[n - 1] if 0 < n <= len(masters) else None
    if not tile:
        return Tooltip(f"Station master slot {n}", "icons/station_master.png",
                       ("Taken: a worker was appointed here.",))
    now, end = describe.MASTER_WORDS[tile]
    lines = (f"Appoint it when you upgrade station {n}: move your last hired worker of a row here.",
             f"At once: {now}", f"End of game: {end}")
    why = None
    if c.prompt == "master" and not any(c.me["workers"][k] > 1 for k in range(3)):
        why = "You have no hired worker to appoint."
    return Tooltip("Station master", f"tiles/station_master_{tile[3:]}.png", lines, why)


def _city(c: _Ctx, i: int) -> Tooltip:
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
            bits = ([f"{pts:+d} points"] if pts else []) + (["an objective card"] if obj else [])
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
    return Tooltip(name, f"board/city_{i}.png", tuple(lines), why)


# ---------------------------------------------------------------------------------------------
# Kansas City's foresight, job market, cattle market, objectives
# ---------------------------------------------------------------------------------------------
def _foresight(c: _Ctx, col: int, row: int) -> Tooltip:
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
    return Tooltip(tile_title(tile), tile_sprite(tile), tuple(lines), why)


def _job(c: _Ctx, row: int, idx: int) -> Tooltip:
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
    if row >= token:
        lines.append(waiting)
    if c.prompt == "hire" and row >= token:
        why = waiting
    elif c.prompt == "hire":
        price = c.game.hire_cost(row)
        kinds = WORKER_KINDS.index(kind)
        if c.me["workers"][kinds] >= MAX_WORKERS_PER_ROW:
            why = f"Your {kind} row is full ({MAX_WORKERS_PER_ROW})."
        else:
            why = c.money_short(price)
    return Tooltip(tile_title(kind), tile_sprite(kind), tuple(lines), why)


def _market(c: _Ctx, card: str) -> Tooltip:
    k = CARD_INDEX.get(card)
    if k is None:
        return Tooltip("Cattle market", "cards/cattle_back.png", ("Cattle cards for sale.",))
    bv, vp = CARD_VALUE[k], CARD_POINTS[k]
    count = c.view["market"].get(card, 0)
    opts = [f"{need} cowboy{'s' if need > 1 else ''}: ${price}" + (" for 2" if cards == 2 else "")
            for need, v, cards, price in BUY_OPTIONS.values() if v == bv]
    lines = [f"Breeding value {bv}, {_n(vp, 'point')} at the end.", f"{count} in the market.",
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
    return Tooltip(_card_title(card), card_sprite(card), tuple(lines), why)


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


def _objective(c: _Ctx, card: str) -> Tooltip:
    why = None
    lines = _objective_lines(card)
    if card in c.view["objective_display"]:
        lines.append("In the display: take it with an objective action.")
    return Tooltip("Objective card", card_sprite(card), tuple(lines), why)


def _hand(c: _Ctx, card: str) -> Tooltip:
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
        lines.append(f"{_n(CARD_POINTS[k], 'point')} at the end.")
    why = None
    if c.prompt == "discard_for" and c.decision.filter not in ("cattle", "objective") and card != c.decision.filter:
        why = f"This asks for a {_card_title(c.decision.filter)}."
    return Tooltip(_card_title(card), card_sprite(card, c.color(c.seat)), tuple(lines), why)


# ---------------------------------------------------------------------------------------------
# the player board
# ---------------------------------------------------------------------------------------------
def _aux(c: _Ctx, action: str) -> Tooltip:
    action = action if action.startswith("aux_") else "aux_" + action
    if action not in AUX_WORDS:
        return Tooltip("Auxiliary action", "icons/aux.png", ("An action of your player board.",))
    title, words = AUX_WORDS[action]
    grp = DISC_INDEX[action]
    cleared = DISC_GROUPS[grp][2] - c.me["discs"][grp]
    free = action in ("aux_money", "aux_cards")
    single = cleared > 0 or free
    double = cleared == DISC_GROUPS[grp][2]
    state = "single and double unlocked" if double else "single unlocked" if single else "locked"
    lines = [words, f"Yours: {state}.",
             "Take it instead of a place's local actions, or on any place you cannot use."]
    why = None
    if c.prompt in ("loc", "aux"):
        offered = {m.args[0] for m in c.game.legal_moves() if m.kind == "aux"}
        if action not in offered:
            if not single:
                why = "Locked: take a disc off this action's space first."
            elif action in ("aux_cert", "aux_engine") and c.me["money"] < 1:
                why = "$1, you have $0"
            elif action in ("aux_cert", "aux_thin") and c.me["engine"] == "0":
                why = "Your engine is on space 0 and cannot move back."
            elif c.prompt == "loc" and not c.decision.aux_allowed:
                why = "You already used this place's local actions."
    return Tooltip(f"Auxiliary action: {title}", f"actions/{action}.png", tuple(lines), why)


_DISC_SLOT = {"cert_limit_4": "cert4", "cert_limit_6": "cert6", "step_1": "step1", "step_2": "step2",
              "hand_1": "hand", "hand_2": "hand"}


def _disc(c: _Ctx, slot: str) -> Tooltip:
    # Layout names slots per disc ("aux_cert_2", "hand_1"); the engine names the group ("aux_cert", "hand").
    group = slot if slot in DISC_INDEX else _DISC_SLOT.get(slot, slot.rsplit("_", 1)[0])
    if group not in DISC_INDEX:
        return Tooltip("Disc space", f"pieces/disc_p{c.color(c.seat)}_white.png", ("A disc of your board.",))
    grp = DISC_INDEX[group]
    dark = DISC_GROUPS[grp][1]
    left = c.me["discs"][grp]
    lines = [DISC_WORDS[group],
             "Dark corner: its disc goes only on dark-corner cities and stations." if dark
             else "White corner: its disc goes on any city or station.",
             f"{left} disc{'s' if left != 1 else ''} left here." if left else "Cleared."]
    why = None
    if c.prompt == "disc":
        offered = {m.args[0] for m in c.game.legal_moves() if m.kind == "disc"}
        if group not in offered:
            if not left:
                why = "Already cleared."
            elif group == "hand" and c.me["money"] < HAND_DISC_COST:
                why = c.money_short(HAND_DISC_COST)
            elif dark:
                why = "This target takes a white-corner disc while you still have one."
    sprite = f"pieces/disc_p{c.color(c.seat)}_{'dark' if dark else 'white'}.png"
    return Tooltip("Disc space", sprite, tuple(lines), why)


def _worker(c: _Ctx, rest: list[str]) -> Tooltip:
    kind = rest[0] if rest else ""
    if kind not in WORKER_KINDS:
        return Tooltip("Workers", "icons/cowboy.png", ("Your workers.",))
    k = WORKER_KINDS.index(kind)
    have = c.me["workers"][k]
    lines = [WORKER_ROLE[kind], f"You have {have} of {MAX_WORKERS_PER_ROW}."]
    nxt = have + 1
    if nxt <= MAX_WORKERS_PER_ROW:
        bonus = WORKER_SPACE_ACTIONS.get((k, nxt))
        extra = f" and {SPACE_BONUS[bonus]}" if bonus else ""
        pts = " (4 points at the end)" if nxt >= 5 else ""
        lines.append(f"Next one goes on space {nxt}{pts}{extra}." if (bonus or pts) else
                     f"Next one goes on space {nxt}.")
    lines.append("Spaces 5 and 6 are worth 4 points each at the end.")
    return Tooltip(f"{kind.title()}s", f"tiles/worker_{kind}.png", tuple(lines))


def _building_supply(c: _Ctx, n: int) -> Tooltip:
    sides = c.view.get("sides") or "a" * 10
    side = sides[n - 1] if 0 < n <= len(sides) else "a"
    b = PRIVATE_BUILDINGS.get((n, side))
    if b is None:
        return Tooltip("Building", None, ("One of your private buildings.",))
    lines = _building_lines(c, b, None, None)
    if n not in c.me["supply"]:
        lines.insert(0, "Already placed (or replaced).")
    why = None
    if c.prompt == "build" and n in c.me["supply"]:
        have = c.me["workers"][1]
        rate = c.decision.rate
        if b.craftsmen > have:
            why = f"Needs {b.craftsmen} craftsmen, you have {have}."
        else:
            why = c.money_short(b.craftsmen * rate)
    return Tooltip(f"Building {b.name}", f"buildings/private_{b.name}_p{c.color(c.seat)}.png", tuple(lines), why)


def _cert(c: _Ctx, n: int) -> Tooltip:
    cert, limit, perm = c.me["cert"], c.me["cert_limit"], c.me["perm_certs"]
    lines = ["Temporary certificates raise a delivery's value once, then are spent.",
             f"You hold {cert} (limit {limit}) and {perm} permanent.",
             "The track reads 0, 1, 2, 3, 4, 6: there is no 5."]
    if n in CERT_TRACK and n > limit:
        lines.append("Beyond your limit: take the certificate-limit discs off your board to reach it.")
    if cert >= limit:
        lines.append("Certificate limit reached: more are lost until you raise the limit.")
    why = None
    if c.prompt == "kc_income" and n > cert:
        why = f"You hold {cert} temporary certificates."
    return Tooltip(f"Certificate track: {n}", f"pieces/certificate_p{c.color(c.seat)}.png", tuple(lines), why)


def _opponent(c: _Ctx, p: int) -> Tooltip:
    if not 0 <= p < c.n:
        return Tooltip("Opponent", "icons/human.png", ("Another player.",))
    pl = c.players[p]
    w = pl["workers"]
    cities = sum(pl["cities"])
    where = describe.space_name(pl["cattleman"] or "START", c.game, c.seats, c.seat)
    lines = [(f"${pl['money']}; {_n(w[0], 'cowboy')}, {_n(w[1], 'craftsman', 'craftsmen')}, "
             f"{_n(w[2], 'engineer')}."),
             f"Certificates {pl['cert']} of {pl['cert_limit']}"
             + (f" (+{pl['perm_certs']} permanent)" if pl["perm_certs"] else "")
             + f"; hand limit {pl['hand_limit']}.",
             f"Cattleman at {where}; engine on {describe.position_name(pl['engine'])}.",
             (f"{_n(cities, 'delivery', 'deliveries')}, {_n(sum(pl['stations']), 'station')}; "
             f"{_n(len(pl['supply']), 'building')} still to place."),
             (f"{_n(len(pl['hazards']), 'hazard')}, {_n(len(pl['teepees']), 'teepee')}, "
             f"{_n(len(pl['objectives']), 'objective')} in play."),
             f"Cards in hand: {pl['hand_size']}; draw pile {pl['draw_size']}; discard {len(pl['discard'])}."]
    return Tooltip(c.name(p), f"pieces/cattleman_p{c.color(p)}.png", tuple(lines))


def _pile(c: _Ctx, name: str) -> Tooltip:
    title, words = PILE_WORDS.get(name, (name.replace("_", " ").title(), "A pile of cards."))
    lines = [words]
    if name == "draw":
        lines.append(f"{c.me['draw_size']} cards.")
    elif name == "discard":
        d = c.me["discard"]
        lines.append(f"{len(d)} cards" + (f"; on top: {_card_title(d[-1])}." if d else "."))
    elif name == "objective_area":
        objs = c.me["objectives"]
        lines.append(f"{len(objs)} in play.")
    elif name == "market_stack":
        lines.append(f"{c.view['market_stack_size']} cards left.")
    sprite = {"draw": "cards/cattle_back.png", "discard": "icons/discard.png",
              "objective_area": "icons/objective.png"}.get(name, "cards/cattle_back.png")
    return Tooltip(title, sprite, tuple(lines))


def _owned(c: _Ctx, tile: str) -> Tooltip:
    if tile.startswith("sm_"):
        _, end = describe.MASTER_WORDS.get(tile, ("", "A station master you appointed."))
        return Tooltip("Your station master", f"tiles/station_master_{tile[3:]}.png",
                       (f"End of game: {end}", "Its immediate reward was taken when you appointed it."))
    if tile.endswith("teepee"):
        n = c.me["teepees"].count(tile)
        return Tooltip(f"Your {tile_title(tile).lower()}", tile_sprite(tile),
                       (f"You own {n}. Teepees count for objectives and for some station masters and buildings.",))
    if "_" in tile:
        return Tooltip(f"Your {tile_title(tile).lower()}", tile_sprite(tile),
                       (f"Worth {_n(int(tile.split('_')[1][:-1]), 'point')} at the end; counts for objectives.",))
    return Tooltip("Owned tile", None, ("A tile you own.",))


def _kcstack(c: _Ctx, k: int) -> Tooltip:
    sizes = c.view.get("kc_stack_sizes", [0, 0, 0])
    n = sizes[k] if 0 <= k < len(sizes) else 0
    contents = ("hazards and teepees", "workers", "workers and teepees")[k if 0 <= k < 3 else 0]
    return Tooltip(f"Kansas City stack {k + 1}", f"tiles/back_{min(3, max(1, k + 1))}.png",
                   (f"{_n(n, 'tile')} face down: {contents}.",
                    f"It refills foresight column {k + 1} after each Kansas City visit."))


def _jobtoken(c: _Ctx) -> Tooltip:
    row = c.view["token_row"]
    here = (f"On row {row + 1}: workers arriving from Kansas City fill this row." if row < 12
            else "It has left the job market.")
    lines = [here, "Rows above it are for hire; when the row fills, the token moves down.",
             "Leaving rows 6 and 9 refills the cattle market; leaving row 12 ends the game (2 points)."]
    if c.view.get("end_trigger", -1) >= 0:
        lines.append(f"The end is triggered by {c.name(c.view['end_trigger'])}: one more turn for the others.")
    return Tooltip("Job market token", "pieces/job_token.png", tuple(lines))


def _money(c: _Ctx) -> Tooltip:
    m = c.me["money"]
    return Tooltip("Your money", "icons/cash.png",
                   (f"${m}: 1 point per full $5 at the end ({m // 5} now).",
                    "Hand fees are paid as far as you can; every other cost must be paid in full."))


def _limits(c: _Ctx) -> Tooltip:
    return Tooltip("Your limits", "icons/limit.png",
                   (f"Hand limit {c.me['hand_limit']}: phase C draws up to it.",
                    f"Certificate limit {c.me['cert_limit']}; steps per move {c.game.step_limit(c.seat)}.",
                    "Taking discs off your board raises them."))


def _objstack(c: _Ctx) -> Tooltip:
    n = c.view["objective_stack_size"]
    return Tooltip("Objective stack", "cards/objective_back.png",
                   (f"{n} face-down objective cards.", ("An objective action may take the top card instead of "
                    "one from the display.")), "The stack is empty." if c.prompt == "gain_obj" and not n else None)


# ---------------------------------------------------------------------------------------------
# the door
# ---------------------------------------------------------------------------------------------
def _int(text: str, default: int = -1) -> int:
    try:
        return int(text)
    except ValueError:
        return default


def tooltip(key: str, view: dict, game, seat: int, seats=None) -> Tooltip:
    """The tooltip of one component key, for the player `seat` whose view is given.

    `game` supplies the decision in front of the player (for "why not"); it may be None, and is
    ignored when the viewer is not the one to move. `seats` gives names and colours when known.
    """
    c = _Ctx(view, game, seat, seats)
    section, _, detail = key.partition(":")
    rest = detail.split(":") if detail else []
    if section == "trail":
        return _trail(c, detail)
    if section == "track":
        return _track(c, detail)
    if section == "station":
        return _station(c, _int(detail, 1))
    if section == "master":
        return _master(c, _int(detail, 1))
    if section == "city":
        return _city(c, _int(detail, 0))
    if section == "foresight":
        return _foresight(c, _int(rest[0], 0), _int(rest[1], 0) if len(rest) > 1 else 0)
    if section == "job":
        return _job(c, _int(rest[0], 0), _int(rest[1], 0) if len(rest) > 1 else 0)
    if section == "market":
        return _market(c, detail)
    if section == "hand":
        return _hand(c, detail)
    if section == "objective":
        return _objective(c, detail)
    if section == "objstack":
        return _objstack(c)
    if section == "owned":
        return _owned(c, detail)
    if section == "kcstack":
        return _kcstack(c, _int(detail, 0))
    if section == "jobtoken":
        return _jobtoken(c)
    if section == "marketstack":
        return _pile(c, "market_stack")
    if section == "money":
        return _money(c)
    if section == "limits":
        return _limits(c)
    if section == "aux":
        return _aux(c, detail)
    if section == "disc":
        return _disc(c, detail)
    if section == "worker":
        return _worker(c, rest)
    if section == "building":
        return _building_supply(c, _int(detail, 1))
    if section == "opponent":
        return _opponent(c, _int(detail))
    if section == "pile":
        return _pile(c, detail)
    if section == "cert":
        return _cert(c, _int(detail, 0))
    return Tooltip(key, None, ("A part of the board.",))
