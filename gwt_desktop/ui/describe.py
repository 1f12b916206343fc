"""Sentences, in one place: the prompt line, the game log, choice-panel labels, the hint.

Pure text (no pygame). The engine speaks in frames, moves and event tuples; this module turns them
into words a player reads. It reads only public facts of the game (the trail, the track, the
foresight tiles, the mover's own workers and certificates), so it can never leak a hidden card.

Entry points: prompt(game, seats), move_label(move, game), event(ev, seats, game=None) and
log(events, seats, game=None). log() reads one apply()'s events together, so money changes land in
the sentence of their cause ("Anna hires a cowboy for $6") instead of a line of their own; event()
is log() of a single event.
"""
from __future__ import annotations

from collections import Counter

from ..engine import BANK, board
from ..engine.components import (
    AUX_ACTIONS,
    BUY_OPTIONS,
    CARD_INDEX,
    CARD_NAMES,
    HAZARDS,
    OBJECTIVES,
    PRIVATE_BUILDINGS,
    TILE_INDEX,
    TILE_NAMES,
    is_objective,
)
from ..session.seats import COLOR_NAMES

# ---------------------------------------------------------------------------------------------
# Names of things
# ---------------------------------------------------------------------------------------------
_BREEDS = {
    "jersey": "Jersey", "dutch_belt": "Dutch Belt", "black_angus": "Black Angus", "guernsey": "Guernsey",
    "holstein": "Holstein", "brown_swiss": "Brown Swiss", "ayrshire": "Ayrshire",
    "west_highland": "West Highland", "texas_longhorn": "Texas Longhorn",
}
_TASKS = {"B": "building", "G": "green teepee", "BL": "blue teepee", "H": "hazard", "S": "station",
          "3": "value-3 cattle card", "4": "West Highland", "5": "Texas Longhorn", "SF": "San Francisco disc"}
_OBJ_ACTIONS = {"money2": "$2", "draw3": "draw 3", "engine2": "engine 2", "engine3": "engine 3",
                "move3": "move 3", "aux": "double auxiliary action"}
_MASTERS = {
    "sm_cert": "permanent certificate, 3 VP per 2 certificates",
    "sm_teepee": "permanent certificate, 3 VP per teepee pair",
    "sm_hazard": "permanent certificate, 3 VP per 2 hazards",
    "sm_objective": "free hazard or teepee, 3 VP per 2 objective cards",
    "sm_workers": "$2, 1 VP per worker",
}
# The same five tiles in full sentences (what happens now, what scores at the end), for tooltips.
MASTER_WORDS = {
    "sm_cert": ("1 permanent certificate.", "3 points per 2 certificates you hold at the end."),
    "sm_teepee": ("1 permanent certificate.", "3 points per green+blue teepee pair at the end."),
    "sm_hazard": ("1 permanent certificate.", "3 points per 2 hazards at the end."),
    "sm_objective": ("Remove a hazard for free, or trade with the Indians, at once.",
                     "3 points per 2 objective cards in your objective area at the end."),
    "sm_workers": ("Gain $2 at once.", "1 point per worker on your board at the end."),
}
_DISC_SPACES = {
    "aux_money": "the $ auxiliary action", "aux_cards": "the card auxiliary action",
    "aux_cert": "the certificate auxiliary action", "aux_engine": "the engine auxiliary action",
    "aux_thin": "the remove-a-card auxiliary action", "cert4": "the certificate limit (to 4)",
    "cert6": "the certificate limit (to 6)", "step1": "the first step-limit space",
    "step2": "the second step-limit space", "hand": "the hand-limit space",
}
# Where private building spaces lie, by the part of their id after "P_".
_PRIVATE_AREAS = {"A": "by A", "FLR": "after the flood", "B": "by B", "DRR": "after the drought",
                  "C": "by C", "INR": "after the teepees", "E": "by E", "RFR": "after the rockfall",
                  "F": "by F", "G": "by G"}


def _plural(n: int, word: str, many: str | None = None) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {many or word + 's'}"


def _article(word: str) -> str:
    return ("an " if word[:1].lower() in "aeiou" else "a ") + word


def card_name(name: str) -> str:
    """A card kind's name in words: "Jersey", "West Highland (4 VP)", "objective card (…)"."""
    idx = CARD_INDEX.get(name)
    if idx is not None and is_objective(idx):
        return objective_name(idx)
    for key, text in _BREEDS.items():
        if name == key:
            return text
        if name.startswith(key + "_"):
            return f"{text} ({name.rsplit('_', 1)[1]} VP)"
    return name.replace("_", " ")


def card_with_article(name: str) -> str:
    idx = CARD_INDEX.get(name)
    if idx is not None and is_objective(idx):
        return "an " + objective_name(idx)
    return _article(card_name(name))


def objective_name(card: int) -> str:
    o = OBJECTIVES[card]
    counts = Counter(o.tasks)
    tasks = ", ".join(_TASKS[t] if n == 1 else f"{n} {_TASKS[t]}s" for t, n in counts.items())
    score = f"+{o.points}" + (f"/-{o.penalty}" if o.penalty else "")
    return f"objective card ({tasks}; {score})"


def tile_name(name: str) -> str:
    """A tile kind's name in words: "cowboy", "green teepee", "flood hazard (4 VP)"."""
    idx = TILE_INDEX.get(name)
    if idx is not None and idx in HAZARDS:
        h = HAZARDS[idx]
        return f"{h.type} hazard ({h.points} VP)"
    return name.replace("_", " ")


def position_name(text: str) -> str:
    """A railroad position ("12", "4.5") in words."""
    pos = board.parse_position(text)
    if pos == 0:
        return "the start of the track"
    if pos in board.STATION_AT and pos % 2:
        return f"the turnout of station {board.STATION_AT[pos] + 1}"
    return f"space {pos // 2}"


def private_space_name(space: str) -> str:
    """A private building space ("P_A2") in words: "space 2 by A"."""
    rest = space[2:]
    area = rest.rstrip("0123456789ab")
    return f"space {rest[len(area):]} {_PRIVATE_AREAS.get(area, area)}"


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _breed_plural(name: str) -> str:
    return name if name.endswith("s") else name + "s"


def _owner_text(owner: int, seats, me: int | None) -> str:
    if me is not None and owner == me:
        return "your"
    return f"{seat_label(seats, owner)}'s"


def space_name(space: str, game=None, seats=None, me: int | None = None) -> str:
    """A trail space in words: what stands there if the game is known, else what kind of space it is."""
    idx = board.SPACE_INDEX[space]
    kind = board.SPACE_KIND[idx]
    if kind == board.KANSAS_CITY:
        return "Kansas City"
    if kind == board.START:
        return "the start"
    if kind == board.HAZARD:
        return f"the {board.HAZARD_SECTION[idx]} hazard"
    if kind == board.TEEPEE:
        return "the teepee"
    content = _content(game, space) if game is not None else None
    if kind == board.NEUTRAL:
        letter = content["neutral"] if content and "neutral" in content else board.NEUTRAL_LETTER[idx]
        return f"building {letter}"
    if content and "building" in content:
        return f"{_owner_text(content['owner'], seats, me)} building {content['building']}"
    return private_space_name(space)


def _short_space(space: str, game, seats, me) -> str:
    """A step along a path, as briefly as it can be told apart."""
    return space_name(space, game, seats, me).removeprefix("the ")


def _content(game, space: str) -> dict | None:
    """What stands on one trail space, as the view tells it (public information)."""
    return game.space_content(board.SPACE_INDEX[space])


# ---------------------------------------------------------------------------------------------
# Seats
# ---------------------------------------------------------------------------------------------
def seat_label(seats, player: int) -> str:
    """How a player is named in sentences: the seat's name (its colour is drawn beside it)."""
    if player < 0:
        return "the bank"
    try:
        return seats[player].name
    except (IndexError, TypeError, AttributeError):
        return f"Player {player + 1}"


def seat_title(seats, player: int) -> str:
    """The seat's name with its colour, for the prompt line: "Anna (Blue)"."""
    name = seat_label(seats, player)
    try:
        color = COLOR_NAMES[seats[player].color]
    except (IndexError, TypeError, AttributeError):
        return name
    return name if color.lower() == name.lower() else f"{name} ({color})"


# ---------------------------------------------------------------------------------------------
# Local actions of buildings: the label in a choice panel
# ---------------------------------------------------------------------------------------------
# Short: they are the decision bar's buttons (about 20 characters fit beside the action's icon).
ACTION_LABELS = {
    "guernsey2": "Discard Guernsey: $2",
    "dutch2": "Discard Dutch Belt: $2",
    "angus2": "Discard Angus: $2",
    "guernsey4": "Discard Guernsey: $4",
    "holstein10": "Discard Holstein: $10",
    "dutch3": "Discard Dutch Belt: $3",
    "hire": "Hire a worker",
    "hire_plus2": "Hire another (+$2)",
    "hire_minus1": "Hire ($1 off)",
    "build": "Build ($2/craftsman)",
    "cert1": "1 certificate",
    "objective": "Objective card",
    "engine_engineers": "Engine: 1/engineer",
    "teepee": "Trade for a teepee",
    "engine2_pay2": "Pay $2: engine 2",
    "aux_any": "Auxiliary action",
    "buy": "Buy cattle",
    "pair4": "Discard a pair: $4",
    "pair3": "Discard a pair: $3",
    "hazard7": "Remove hazard: $7",
    "hazard5": "Remove hazard: $5",
    "woods2": "$2 per woods building",
    "move1": "Move 1 step",
    "move2": "Move up to 2",
    "move3": "Move up to 3",
    "move4": "Move up to 4",
    "move5": "Move up to 5",
    "teepee_pairs": "Teepee pairs: certs, $",
    "engine2": "Engine up to 2",
    "engine3": "Engine up to 3",
    "engine4": "Engine up to 4",
    "extra_delivery": "Extra delivery",
    "cert_max": "Certificates to limit",
    "objective_cert2": "Objective card: 2 certs",
    "engine_back3": "Engine back 1: $3",
    "jersey_engine1": "Discard Jersey: engine 1",
    "draw_cowboys": "Draw 1 per cowboy",
    "angus_cert2": "Discard Angus: 2 certs",
    "money_engineers": "$1 per engineer",
    "any3_objective": "Discard: $3 + objective",
    "engine_woods": "Engine: 1/woods bldg",
    "copy_adjacent": "Neighbour's actions",
    "upgrade_behind": "Upgrade station behind",
    "money4": "Take $4",
    board.RISK_JERSEY: "Risk: Jersey, cert, $2",
    board.RISK_ANY: "Risk: card for cert",
}
# The same actions said in full (the tooltip, the hint, a log line).
ACTION_SENTENCES = {
    "guernsey2": "discard a Guernsey for $2",
    "dutch2": "discard a Dutch Belt for $2",
    "angus2": "discard a Black Angus for $2",
    "guernsey4": "discard a Guernsey for $4",
    "holstein10": "discard a Holstein for $10",
    "dutch3": "discard a Dutch Belt for $3",
    "hire": "hire a worker",
    "hire_plus2": "hire another worker at $2 more",
    "hire_minus1": "hire a worker for $1 less",
    "build": "build a building for $2 per craftsman",
    "cert1": "take 1 certificate",
    "objective": "take an objective card",
    "engine_engineers": "move the engine 1 space per engineer",
    "teepee": "trade with the Indians for a teepee",
    "engine2_pay2": "pay $2 to move the engine up to 2 spaces",
    "aux_any": "take any auxiliary action, single or double",
    "buy": "buy cattle with your cowboys",
    "pair4": "discard two cattle cards of one breed for $4",
    "pair3": "discard two cattle cards of one breed for $3",
    "hazard7": "remove a hazard for $7",
    "hazard5": "remove a hazard for $5",
    "woods2": "take $2 per building of yours in the woods",
    "move1": "move the cattleman 1 step",
    "move2": "move the cattleman up to 2 steps",
    "move3": "move the cattleman up to 3 steps",
    "move4": "move the cattleman up to 4 steps",
    "move5": "move the cattleman up to 5 steps",
    "teepee_pairs": "take 2 certificates and $2 per pair of teepees",
    "engine2": "move the engine up to 2 spaces",
    "engine3": "move the engine up to 3 spaces",
    "engine4": "move the engine up to 4 spaces",
    "extra_delivery": "move the engine back for an extraordinary delivery",
    "cert_max": "take certificates up to the limit",
    "objective_cert2": "discard an objective card for 2 certificates",
    "engine_back3": "move the engine back 1 space for $3",
    "jersey_engine1": "discard a Jersey to move the engine 1 space",
    "draw_cowboys": "draw a card per cowboy, then discard as many",
    "angus_cert2": "discard a Black Angus for 2 certificates",
    "money_engineers": "take $1 per engineer",
    "any3_objective": "discard a cattle card for $3 and an objective card",
    "engine_woods": "move the engine 1 space per building in the woods",
    "copy_adjacent": "use a neighbouring building's actions",
    "upgrade_behind": "upgrade a station behind the engine",
    "money4": "take $4",
    board.RISK_JERSEY: "risk: discard a Jersey for a certificate and $2",
    board.RISK_ANY: "risk: discard a cattle card for a certificate",
}
assert set(ACTION_SENTENCES) == set(ACTION_LABELS)


def action_sentence(name: str) -> str:
    """A local action said in full, for a tooltip or a hint: "discard a Guernsey for $2"."""
    return ACTION_SENTENCES.get(name, name.replace("_", " "))
# The few local actions the log names itself; every other one is told by the events it causes
# ("Anna discards a Guernsey (+$2)", "Anna hires a cowboy for $6").
_LOGGED_ACTIONS = frozenset(("woods2", "teepee_pairs", "money_engineers", "money4", "engine2_pay2"))

_AUX_LABELS = {
    "aux_money": lambda lv: f"Take ${lv}",
    "aux_cards": lambda lv: f"Draw {lv}, discard {lv}",
    "aux_cert": lambda lv: f"${lv}: back {lv}, +{_plural(lv, 'cert')}",
    "aux_engine": lambda lv: f"${lv}: engine {lv}",
    "aux_thin": lambda lv: f"Back {lv}: remove {_plural(lv, 'card')}",
}
assert set(_AUX_LABELS) == set(AUX_ACTIONS)


def aux_label(name: str, level: int) -> str:
    """An auxiliary action, short (the level shows in its numbers): "Draw 2, discard 2"."""
    return _AUX_LABELS[name](level)


# ---------------------------------------------------------------------------------------------
# Move labels
# ---------------------------------------------------------------------------------------------
def _fees(game, move, seats) -> str:
    """The hand fees along a path in words, "" when there are none (or this move pays none)."""
    owed: dict[int, int] = {}
    for _, fee, receiver in game.path_fees(move):
        owed[receiver] = owed.get(receiver, 0) + fee
    if not owed:
        return ""
    parts = [f"${amt} to {seat_label(seats, who)}" for who, amt in owed.items()]
    return f"fee {', '.join(parts)}"


def _path_label(move, game, seats) -> str:
    path = list(move.path)
    me = game.to_move
    text = f"Move to {space_name(path[-1], game, seats, me)}"
    if len(path) > 1:
        steps = [_short_space(sp, game, seats, me) for sp in path[:-1]]
        merged: list[list] = []
        for step in steps:
            if merged and merged[-1][0] == step:
                merged[-1][1] += 1
            else:
                merged.append([step, 1])
        text += " via " + ", ".join(step if k == 1 else f"{k} {step}s" for step, k in merged)
    fee = _fees(game, move, seats)
    return f"{text} ({fee})" if fee else text


def _seats_of(game):
    """Seat-like names for labels when only the game is known (names given at new_game)."""
    return [_Named(name or f"Player {i + 1}") for i, name in enumerate(game.options["names"])]


class _Named:
    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name


_SKIP_LABELS = {
    "engine_fwd": "Don't move the engine",
    "upgrade": "Don't upgrade",
    "master": "No station master",
    "sm_objective": "Take nothing",
    "cattle_move": "Don't move",
    "hire": "Don't hire",
    "build": "Don't build",
    "hazard": "Don't remove a hazard",
    "teepee": "Don't trade",
    "aux": "No auxiliary action",
    "discard_for": "Don't discard",
    "gain_obj": "Take no objective card",
}
_DONE_LABELS = {"loc": "Done: end actions", "buy": "Done buying", "thin": "Done removing cards"}


def move_label(move, game, seats=None) -> str:
    """A short label for one legal move (choice panels, hints, tooltips)."""
    seats = seats if seats is not None else _seats_of(game)
    d = game.decision
    kind, args = move.kind, move.args
    me = game.to_move
    if kind == "move":
        return _path_label(move, game, seats)
    if kind == "place":
        return f"Start at {space_name(move.space, game, seats, me)}"
    if kind == "action":
        return ACTION_LABELS.get(move.action, move.action.replace("_", " "))
    if kind == "aux":
        return aux_label(move.action, move.level)
    if kind == "objective":
        card = CARD_INDEX[move.cards[0]]
        return f"Play {objective_name(card)}: {_OBJ_ACTIONS.get(OBJECTIVES[card].action, '')}".rstrip(": ")
    if kind == "done":
        return _DONE_LABELS.get(d.kind, "Done")
    if kind == "skip":
        return _SKIP_LABELS.get(d.kind, "Skip")
    if kind == "build":
        return _build_label(move, game)
    if kind == "buy":
        cowboys = BUY_OPTIONS[move.option][0]
        cards = " and ".join(card_with_article(c) for c in move.cards)
        return f"Buy {cards} for ${game.price(move)} ({_plural(cowboys, 'cowboy')})"
    if kind == "buydraw":
        return "Add 2 cards to the market (1 cowboy)"
    if kind == "hire":
        return f"Hire {_article(move.worker)} for ${game.price(move)}"
    if kind == "city":
        return _city_label(move, game, d)
    if kind == "disc":
        return f"Disc from {_DISC_SPACES.get(move.action, move.action)}"
    if kind == "reclaim":
        return f"Take back your disc from station {move.station + 1}"
    if kind == "discard":
        return _discard_label(move.cards[0], d)
    if kind == "draw":
        return "Draw a card"
    if kind == "stop":
        return "Stop drawing"
    if kind == "engine":
        return _engine_label(move, game, d)
    if kind in ("upgrade", "station"):
        vp = board.STATIONS[move.station][1]
        return f"Upgrade station {move.station + 1} for ${game.price(move)} ({vp} VP)"
    if kind == "appoint":
        tile = d.tile if d.kind == "master" else None
        gain = f": {_MASTERS[tile]}" if tile in _MASTERS else ""
        return f"Give up {_article(move.worker)}{gain}"
    if kind == "hazard":
        cost = game.price(move)
        tile = _content(game, move.space) or {}
        what = tile_name(tile["tile"]) if "tile" in tile else "a hazard"
        return f"Remove the {what} " + (f"for ${cost}" if cost else "for free")
    if kind == "teepee":
        value = board.TEEPEE_VALUE[board.SPACE_INDEX[move.space]]
        tile = _content(game, move.space) or {}
        what = tile_name(tile["tile"]) if "tile" in tile else "teepee"
        return f"Trade for the {what}: " + (f"+${value}" if value >= 0 else f"pay ${-value}")
    if kind == "foresight":
        tile = d.tiles[move.number] if d.kind == "kc_foresight" else -1
        return f"Take the {tile_name(TILE_NAMES[tile])}" if tile >= 0 else "Take this tile"
    if kind == "certs":
        spent = (d.certs if d.kind == "kc_income" else 0) - move.number
        return "Spend no certificates" if spent <= 0 else f"Spend {_plural(spent, 'certificate')} (+${spent})"
    if kind == "objcard":
        return f"Take the {objective_name(CARD_INDEX[move.cards[0]])}"
    if kind == "objstack":
        return "Take the top card of the objective stack"
    if kind == "copy":
        return f"Use the actions of {space_name(move.space, game, seats, me)}"
    if kind == "remove":
        return f"Remove {card_with_article(move.cards[0])} from the game"
    if kind == "pair":
        money = d.money if d.kind == "pair" else 0
        a, b = card_name(args[0]), card_name(args[1])
        cards = f"two {_breed_plural(a)}" if a == b else f"{_article(a)} and {_article(b)}"
        return f"Discard {cards} for ${money}"
    return _cap(str(move).replace("_", " "))


def _build_label(move, game) -> str:
    name, space = move.building, move.space
    b = PRIVATE_BUILDINGS[(move.building_number, name[-1])]
    content = _content(game, space)
    if content and "building" in content:
        where = f"on {private_space_name(space)} in place of your {content['building']}"
    else:
        where = f"on {private_space_name(space)}"
    return f"Build {name} {where} (${game.price(move)}, {b.points} VP)"


def _city_label(move, game, d) -> str:
    text = f"Deliver to {board.CITIES[move.city][0]}"
    if d.kind == "city" and d.source == "kc":
        cost = game.price(move)
        text += f" (transport ${cost})" if cost else " (no transport cost)"
    return text


_DISCARD_REWARDS = {"money2": "$2", "money4": "$4", "cert1": "a certificate", "cert2": "2 certificates",
                    "money3_objective_to_hand": "$3 and an objective card"}


def _discard_label(card: str, d) -> str:
    text = f"Discard {card_with_article(card)}"
    if d.kind == "discard_for":
        reward = _DISCARD_REWARDS.get(d.reward)
        if reward:
            text += f" for {reward}"
    return text


def _engine_label(move, game, d) -> str:
    where = position_name(move.position)
    if d.kind == "engine_fwd":
        return f"Engine to {where}"
    if d.kind == "bounce":
        return f"Engine back to {where} (+$3)"
    if d.kind == "extra_delivery":
        count = game.extra_delivery_value(move)
        reach = "any city" if count >= board.CITIES[-1][1] else f"a city worth up to {count}"
        return f"Engine back to {where} (deliver to {reach})"
    return f"Engine back to {where}"


# ---------------------------------------------------------------------------------------------
# The prompt line
# ---------------------------------------------------------------------------------------------
def prompt(game, seats) -> str:
    """The prompt line: who decides what now, e.g. "Anna (Blue): choose where your cattleman goes"."""
    if game.is_over:
        return "The game is over."
    d = game.decision
    text = _PROMPTS.get(d.kind)
    body = text(game, d, seats) if text else d.prompt
    return f"{seat_title(seats, game.to_move)}: {body}"


def _objective_note(game) -> str:
    return ", or play an objective card" if any(m.kind == "objective" for m in game.legal_moves()) else ""


def _p_turn(game, d, seats):
    if d.placing:
        return "place your cattleman on a neutral building to start" + _objective_note(game)
    steps = game.step_limit(game.to_move)
    return (f"choose where your cattleman goes (up to {_plural(steps, 'step')}, fee shown per path)"
            + _objective_note(game))


def _p_loc(game, d, seats):
    where = space_name(board.SPACES[d.space], game, seats, game.to_move)
    if d.mode == "copy":
        return f"use the actions of {where} one by one, then Done"
    if d.mode == "aux_only":
        return f"at {where}: take one auxiliary action, or Done"
    if d.aux_taken:
        return f"at {where}: auxiliary action taken — Done ends your actions"
    if d.actions_taken:
        return f"at {where}: take its other actions, or Done"
    return f"at {where}: take its actions one by one, or one auxiliary action, then Done"


def _p_cattle_move(game, d, seats):
    if d.context == "building":
        return f"move your cattleman up to {_plural(d.steps, 'step')} (fee shown per path)"
    return f"move your cattleman up to {_plural(d.steps, 'step')}, no fees, not into Kansas City — or skip"


def _or_skip(d) -> str:
    return ", or skip" if d.optional else ""


def _p_buy(game, d, seats):
    return f"buy cattle with {_plural(d.cowboys, 'cowboy')} left (price per option), or Done"


def _p_hire(game, d, seats):
    note = {2: " (each costs $2 more)", -1: " ($1 off)", -2: " ($2 off)"}.get(d.modifier, "")
    return f"choose a worker to hire{note}" + _or_skip(d)


def _p_build(game, d, seats):
    return f"choose a building and a space for it (${d.rate} per craftsman)" + _or_skip(d)


def _p_engine_fwd(game, d, seats):
    return f"move your engine forward up to {_plural(d.steps, 'space')}, or skip"


def _p_engine_back(game, d, seats):
    gain = {"money": f"${d.amount}", "cert": _plural(d.amount, "certificate"),
            "thin": f"removing {_plural(d.amount, 'card')} from the game"}.get(d.reward, "")
    return f"move your engine back exactly {_plural(d.steps, 'space')} for {gain}"


def _p_bounce(game, d, seats):
    return "your engine reached space 39: move it back to any free space (+$3)"


def _p_upgrade(game, d, seats):
    cost, vp, _ = board.STATIONS[d.station]
    return f"upgrade station {d.station + 1} for ${cost} ({vp} VP)?"


def _p_station_behind(game, d, seats):
    return "choose a station behind your engine to upgrade"


def _p_master(game, d, seats):
    gain = f" ({_MASTERS[d.tile]})" if d.tile in _MASTERS else ""
    return f"appoint the station master of station {d.station + 1}{gain} by giving up a hired worker, or skip"


def _p_sm_objective(game, d, seats):
    return "station master: remove a hazard for free or trade for a teepee, or skip"


def _p_teepee(game, d, seats):
    return "choose a teepee to trade for (its space pays or costs $)" + _or_skip(d)


def _p_hazard(game, d, seats):
    price = f"for ${d.cost}" if d.cost else "for free"
    return f"choose a hazard to remove {price}" + _or_skip(d)


def _p_gain_obj(game, d, seats):
    skip = ", or take none" if d.optional else ""
    if d.dest == "hand":
        return "take an objective card from the display into your hand" + skip
    return "take an objective card from the display or the stack (onto your discard pile)" + skip


def _p_copy(game, d, seats):
    return "choose a neighbouring building whose actions you use"


def _p_disc(game, d, seats):
    where = board.CITIES[d.index][0] if d.target == "city" else f"station {d.index + 1}"
    return f"choose which disc to take off your player board for {where}"


def _p_foresight(game, d, seats):
    return f"Kansas City: choose a tile from foresight column {d.column + 1} of 3"


def _p_income(game, d, seats):
    # The herd's value is not said here: the prompt line is on screen for everyone, and the hand is
    # hidden until the income is taken. Certificates lie open on the player board.
    return (f"Kansas City income: your herd's breeding value, +$1 per temporary certificate you spend "
            f"(you have {d.certs})")


def _p_city(game, d, seats):
    if d.source == "kc":
        return f"your herd is worth {d.value}: choose a city worth at most {d.value} (transport cost shown)"
    return f"extraordinary delivery: choose a city worth at most {d.value}"


def _p_extra(game, d, seats):
    return "move your engine back: each space counted lets you deliver to a city worth 1 more"


def _p_discard_for(game, d, seats):
    what = {"jersey": "a Jersey", "cattle": "a cattle card", "objective": "an objective card"}[d.filter]
    gain = _DISCARD_REWARDS.get(d.reward, "a reward")
    return f"discard {what} for {gain}" + _or_skip(d)


def _p_discard(game, d, seats):
    return f"discard {_plural(d.count, 'card')} from your hand"


def _p_draw_upto(game, d, seats):
    return f"draw up to {_plural(d.remaining, 'more card')} (you discard as many afterwards), or stop"


def _p_thin(game, d, seats):
    return f"remove up to {_plural(d.count, 'card')} from the game, or Done"


def _p_pair(game, d, seats):
    return f"discard two cattle cards of one breed for ${d.money}"


def _p_aux(game, d, seats):
    return ("choose an auxiliary action (single or double)" if d.allow_double else "choose an auxiliary action") + (
        _or_skip(d))


_PROMPTS = {
    "turn": _p_turn, "loc": _p_loc, "cattle_move": _p_cattle_move, "buy": _p_buy, "hire": _p_hire,
    "build": _p_build, "engine_fwd": _p_engine_fwd, "engine_back": _p_engine_back, "bounce": _p_bounce,
    "upgrade": _p_upgrade, "station_behind": _p_station_behind, "master": _p_master,
    "sm_objective": _p_sm_objective, "teepee": _p_teepee, "hazard": _p_hazard, "gain_obj": _p_gain_obj,
    "copy_choose": _p_copy, "disc": _p_disc, "kc_foresight": _p_foresight, "kc_income": _p_income,
    "city": _p_city, "extra_delivery": _p_extra, "discard_for": _p_discard_for, "discard": _p_discard,
    "draw_upto": _p_draw_upto, "thin": _p_thin, "pair": _p_pair, "aux": _p_aux,
}
PROMPT_KINDS = frozenset(_PROMPTS)


# ---------------------------------------------------------------------------------------------
# The game log
# ---------------------------------------------------------------------------------------------
# Events whose money change is paid just *before* them (engine order: pay, then record the event).
_PAID_BEFORE = frozenset(("hire", "build", "buy", "upgrade", "hazard", "transport", "fee"))
# Events the log leaves out: the next sentence tells the same thing better.
HIDDEN_EVENTS = frozenset((
    "forced",  # the forced move's own events follow
    "kansas_city",  # "arrives in Kansas City" already said it
    "station",  # the disc of an upgrade: "upgrades station 3" said it
    "city",  # the disc of a delivery: "delivers to Santa Fe" said it
    "reveal",  # a marker for undo (something hidden was uncovered); the draw or refill itself is logged
))


def event(ev, seats, game=None) -> str | None:
    """One log sentence for an engine event, or None for events the log does not show."""
    lines = log([ev], seats, game)
    return lines[0] if lines else None


def log(events: list, seats, game=None) -> list[str]:
    """The log sentences for the events of one apply(), money folded into the sentence of its cause.

    `game` (optional) names the buildings on the trail ("Anna moves to Orange's building 4a").
    """
    return [line for _, line in log_lines(events, seats, game)]


class _Line:
    """One log sentence being built: whose it is, the words, whether it states its money already."""
    __slots__ = ("fees", "kind", "player", "states", "text")

    def __init__(self, player: int, text: str, states: bool, kind: str, fees: list | None = None) -> None:
        self.player, self.text, self.states, self.kind, self.fees = player, text, states, kind, fees or []


def log_lines(events: list, seats, game=None) -> list[tuple[int, str]]:
    """log() with the player each sentence is about (-1 for the table: market, job market, tiles),
    so the log can draw each line in its player's colour."""
    out: list[_Line] = []
    paid_for: list = []  # the money events a payment-first event may claim (engine order: pay, then record)
    i = 0
    n = len(events)
    while i < n:
        ev = events[i]
        kind = ev.kind
        if kind == "money":
            paid_for.append(ev)
            i += 1
            continue
        cards = None
        if kind == "buy":
            # Cards bought together come as one Bought each after one payment: one sentence.
            cards = [ev.card]
            while i + 1 < n and events[i + 1].kind == "buy" and events[i + 1].player == ev.player:
                i += 1
                cards.append(events[i].card)
        paid = None
        if kind in _PAID_BEFORE:
            paid, paid_for = _take_paid(paid_for, ev.player)
        # Money not claimed by this event belongs to the sentence before it.
        _flush(out, _signed(paid_for), seats)
        paid_for = []
        if kind in HIDDEN_EVENTS:
            i += 1
            continue
        if kind == "fee" and out and out[-1].kind == "fee" and out[-1].player == ev.player:
            # Several hands along one path: one sentence with the total ("pays $4 in fees: ...").
            out[-1].fees.append(ev)
            out[-1].text = _fees_sentence(out[-1].fees, seats)
            i += 1
            continue
        text = _sentence(ev, seats, game, paid, cards)
        if text:
            states = kind in _PAID_BEFORE or kind in _STATES_MONEY or (kind, getattr(ev, "action", None)) in _STATED_MONEY
            out.append(_Line(ev.player, text, states, "fee" if kind == "fee" else "states_money" if states else kind,
                             [ev] if kind == "fee" else None))
        i += 1
    _flush(out, _signed(paid_for), seats)
    return [(line.player, line.text) for line in out]


_STATED_MONEY = frozenset((("aux", "aux_money"), ("action", "money4"), ("action", "engine2_pay2")))
# Events whose sentence already says the money they bring (so a following money event is not repeated).
_STATES_MONEY = frozenset(("income", "teepee"))


def _signed(money: list) -> list[tuple[int, int]]:
    """Each purse a money event changed, as (player, signed amount): a payment between two players
    changes two (the bank keeps no purse)."""
    out = []
    for m in money:
        if m.payer != BANK:
            out.append((m.payer, -m.amount))
        if m.receiver != BANK:
            out.append((m.receiver, m.amount))
    return out


def _fees_sentence(fees: list, seats) -> str:
    """One sentence for the fees paid along one path."""
    who = seat_label(seats, fees[0].player)
    total = sum(f.paid for f in fees)
    owed = sum(f.owed for f in fees)
    to: dict[str, int] = {}
    for f in fees:
        if f.paid:
            name = seat_label(seats, f.receiver)
            to[name] = to.get(name, 0) + f.paid
    parts = ", ".join(f"${amt} to {name}" for name, amt in to.items())
    short = f" (${owed - total} short: all the money left)" if total < owed else ""
    if not total:
        return f"{who} cannot pay ${owed} in fees"
    return f"{who} pays ${total} in fees: {parts}{short}"


def _take_paid(money: list, player: int) -> tuple[int | None, list]:
    """The amount `player` paid for the event that follows (the last payment of theirs before it);
    the other money stays to be told."""
    for j in range(len(money) - 1, -1, -1):
        if money[j].payer == player:
            return money[j].amount, money[:j] + money[j + 1:]
    return None, money


def _flush(out: list[_Line], pending: list[tuple[int, int]], seats) -> None:
    for p, amount in pending:
        last = out[-1] if out else None
        if last is not None and last.player == p and not last.states and last.kind != "fee":
            last.text += f" ({'+' if amount > 0 else '-'}${abs(amount)})"
            last.states = True
        elif last is not None and last.player == p and last.kind == "states_money":
            continue  # "trades for a teepee: +$4" already said it
        else:
            who = seat_label(seats, p)
            out.append(_Line(p, f"{who} gains ${amount}" if amount > 0 else f"{who} pays ${-amount}", True, "money"))


def _sentence(ev, seats, game, paid: int | None, cards) -> str | None:
    kind = ev.kind
    who = seat_label(seats, ev.player) if ev.player >= 0 else ""
    price = paid or 0
    if kind == "turn":
        return f"{who}'s turn"
    if kind == "cattleman":
        if ev.space == board.START_SPACE:
            return f"{who} goes back to the start"
        if ev.space == board.KC_SPACE:
            return f"{who} arrives in Kansas City"
        return f"{who} moves to {space_name(board.SPACES[ev.space], game, seats)}"
    if kind == "fee":
        where = space_name(board.SPACES[ev.space], game, seats)
        to = f" to {seat_label(seats, ev.receiver)}" if ev.paid and ev.receiver != BANK else ""
        if to and to[4:] + "'s" in where:
            to = ""  # "at Ben's building 1a" already names who is paid
        if ev.paid == 0:
            return f"{who} cannot pay the ${ev.owed} fee at {where}"
        if ev.paid < ev.owed:
            return f"{who} pays ${ev.paid} of the ${ev.owed} fee at {where}{to} (all the money left)"
        return f"{who} pays a ${ev.paid} fee at {where}{to}"
    if kind == "hire":
        cost = f" for ${price}" if paid else " for free"
        return f"{who} hires {_article(TILE_NAMES[ev.worker])}{cost}"
    if kind == "build":
        cost = f" for ${price}" if paid else ""
        return f"{who} builds {ev.building} on {private_space_name(board.SPACES[ev.space])}{cost}"
    if kind == "buy":
        bought = " and ".join(card_with_article(CARD_NAMES[c]) for c in cards or [ev.card])
        return f"{who} buys {bought}" + (f" for ${price}" if paid else "")
    if kind == "market_add":
        return f"{who} adds 2 cards to the cattle market"
    if kind == "market_refill":
        return f"The cattle market is refilled ({_plural(ev.size, 'card')})"
    if kind == "upgrade":
        return f"{who} upgrades station {ev.station + 1}" + (f" for ${price}" if paid else "")
    if kind == "hazard":
        return f"{who} removes {_article(tile_name(TILE_NAMES[ev.tile]))}" + (f" for ${price}" if paid else " for free")
    if kind == "teepee":
        value = board.TEEPEE_VALUE[ev.space]
        gain = f": +${value}" if value > 0 else (f": pays ${-value}" if value < 0 else "")
        return f"{who} trades for {_article(tile_name(TILE_NAMES[ev.tile]))}{gain}"
    if kind == "transport":
        return f"{who} pays ${ev.cost} transport"
    if kind == "income":
        spent = f", {_plural(ev.spent, 'temporary certificate')} spent" if ev.spent else ""
        return f"{who} earns ${ev.value} income in Kansas City{spent}"
    if kind == "deliver":
        return f"{who} delivers to {board.CITIES[ev.city][0]}"
    if kind == "foresight":
        return f"{who} takes {_article(tile_name(TILE_NAMES[ev.tile]))} from foresight column {ev.column + 1}"
    if kind == "job_market":
        return f"{_cap(_article(TILE_NAMES[ev.worker]))} joins the job market (row {ev.row + 1})"
    if kind == "tile_placed":
        return f"{_cap(_article(tile_name(TILE_NAMES[ev.tile])))} is placed on the trail"
    if kind == "tile_boxed":
        return f"{_cap(_article(tile_name(TILE_NAMES[ev.tile])))} finds no room and leaves the game"
    if kind == "end_triggered":
        return f"{who} moves the job market token off the board: the end is triggered, everyone else plays one more turn"
    if kind == "game_over":
        return "The game is over"
    if kind == "draw":
        return f"{who} draws {_plural(ev.count, 'card')}"
    if kind == "shuffle":
        return f"{who} shuffles the discard pile into a new draw pile"
    if kind == "discard":
        return f"{who} discards {card_with_article(CARD_NAMES[ev.card])}"
    if kind == "removed":
        return f"{who} removes {card_with_article(CARD_NAMES[ev.card])} from the game"
    if kind == "cert":
        n = ev.change
        return f"{who} gains {_plural(n, 'certificate')}" if n > 0 else f"{who} spends {_plural(-n, 'certificate')}"
    if kind == "engine":
        return f"{who}'s engine goes to {position_name(board.position_text(ev.position))}"
    if kind == "disc_cleared":
        return f"{who} takes a disc from {_DISC_SPACES.get(ev.group, ev.group)}"
    if kind == "disc_reclaimed":
        return f"{who} takes the disc back from station {ev.station + 1}"
    if kind == "master":
        return f"{who} gives up {_article(ev.worker)} for a station master ({_MASTERS.get(ev.tile, ev.tile)})"
    if kind == "objective_played":
        return f"{who} plays an {objective_name(ev.card)}"
    if kind == "objective_gained":
        where = "into the hand" if ev.dest == "hand" else "onto the discard pile"
        return f"{who} takes an {objective_name(ev.card)} {where}"
    if kind == "action":
        if ev.action not in _LOGGED_ACTIONS:
            return None
        if ev.action == "money4":
            return f"{who} takes $4"
        return f"{who} chooses to {ACTION_SENTENCES[ev.action]}"
    if kind == "aux":
        lv = ev.level
        if ev.action == "aux_money":
            return f"{who} takes ${lv} (auxiliary action)"
        said = {
            "aux_cards": f"draw {_plural(lv, 'card')} and discard {lv}",
            "aux_cert": f"pay ${lv} and move the engine back {lv} for {_plural(lv, 'certificate')}",
            "aux_engine": f"pay ${lv} and move the engine up to {lv}",
            "aux_thin": f"move the engine back {lv} to remove {_plural(lv, 'card')} from the game",
        }.get(ev.action, ev.action)
        return f"{who} takes the auxiliary action: {said}"
    return f"{who} {kind.replace('_', ' ')}".strip()


__all__ = ["ACTION_LABELS", "ACTION_SENTENCES", "HIDDEN_EVENTS", "PROMPT_KINDS", "event", "log", "log_lines", "move_label",
           "prompt", "seat_label", "seat_title"]
