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

from ..engine import board
from ..engine.components import (
    AUX_ACTIONS,
    BUY_OPTIONS,
    CARD_INDEX,
    CARD_NAMES,
    HAZARDS,
    JOB_ROW_COSTS,
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
    from ..engine.view import space_content

    return space_content(game, board.SPACE_INDEX[space])


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
def _me(game):
    return game.s.players[game.to_move]


def _fees(game, path: list[str], seats) -> str:
    """The hand fees along a path in words, "" when there are none."""
    from ..engine.trail import fee_at

    me = game.to_move
    owed: dict[int, int] = {}
    for name in path:
        fee, owner = fee_at(game, board.SPACE_INDEX[name], me)
        if fee:
            owed[owner] = owed.get(owner, 0) + fee
    if not owed:
        return ""
    parts = [f"${amt} to {seat_label(seats, who)}" for who, amt in owed.items()]
    return f"fee {', '.join(parts)}"


def pays_fees(frame) -> bool:
    """Whether the cattleman moves of this decision pay hand fees: the turn's move (phase A) and a
    building's "move your cattleman" action; the objective card's move ignores hands."""
    return bool(frame) and (frame[0] == "turn" or (frame[0] == "cattle_move" and frame[2] == "building"))


def _path_label(move, game, seats, fees: bool) -> str:
    path = list(move.args)
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
    fee = _fees(game, path, seats) if fees else ""
    return f"{text} ({fee})" if fee else text


def _seats_of(game):
    """Seat-like names for labels when only the game is known (names given at new_game)."""
    return [_Named(pl.name or f"Player {i + 1}") for i, pl in enumerate(game.s.players)]


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
    frame = game.frame
    kind, args = move.kind, move.args
    me = game.to_move
    if kind == "move":
        return _path_label(move, game, seats, pays_fees(frame))
    if kind == "place":
        return f"Start at {space_name(args[0], game, seats, me)}"
    if kind == "action":
        return ACTION_LABELS.get(args[0], args[0].replace("_", " "))
    if kind == "aux":
        return aux_label(args[0], int(args[1]))
    if kind == "objective":
        o = OBJECTIVES[CARD_INDEX[args[0]]]
        return f"Play {objective_name(CARD_INDEX[args[0]])}: {_OBJ_ACTIONS.get(o.action, '')}".rstrip(": ")
    if kind == "done":
        return _DONE_LABELS.get(frame[0], "Done")
    if kind == "skip":
        return _SKIP_LABELS.get(frame[0], "Skip")
    if kind == "build":
        return _build_label(args, game, frame, seats)
    if kind == "buy":
        _, _, _, price = BUY_OPTIONS[args[0]]
        cowboys = BUY_OPTIONS[args[0]][0]
        cards = " and ".join(card_with_article(c) for c in args[1:])
        return f"Buy {cards} for ${price} ({_plural(cowboys, 'cowboy')})"
    if kind == "buydraw":
        return "Add 2 cards to the market (1 cowboy)"
    if kind == "hire":
        row = int(args[0]) - 1
        cost = max(0, JOB_ROW_COSTS[row] + (frame[1] if frame[0] == "hire" else 0))
        return f"Hire {_article(args[1])} for ${cost}"
    if kind == "city":
        return _city_label(int(args[0]), game, frame)
    if kind == "disc":
        return f"Disc from {_DISC_SPACES.get(args[0], args[0])}"
    if kind == "reclaim":
        return f"Take back your disc from station {args[0]}"
    if kind == "discard":
        return _discard_label(args[0], frame)
    if kind == "draw":
        return "Draw a card"
    if kind == "stop":
        return "Stop drawing"
    if kind == "engine":
        return _engine_label(args[0], game, frame)
    if kind in ("upgrade", "station"):
        st = int(args[0]) - 1
        cost, vp, _ = board.STATIONS[st]
        return f"Upgrade station {st + 1} for ${cost} ({vp} VP)"
    if kind == "appoint":
        tile = game.s.masters[frame[1]] if frame[0] == "master" else None
        gain = f": {_MASTERS[tile]}" if tile in _MASTERS else ""
        return f"Give up {_article(args[0])}{gain}"
    if kind == "hazard":
        cost = frame[1] if frame[0] == "hazard" else 0
        tile = _content(game, args[0]) or {}
        what = tile_name(tile["tile"]) if "tile" in tile else "a hazard"
        return f"Remove the {what} " + (f"for ${cost}" if cost else "for free")
    if kind == "teepee":
        value = board.TEEPEE_VALUE[board.SPACE_INDEX[args[0]]]
        tile = _content(game, args[0]) or {}
        what = tile_name(tile["tile"]) if "tile" in tile else "teepee"
        return f"Trade for the {what}: " + (f"+${value}" if value >= 0 else f"pay ${-value}")
    if kind == "foresight":
        col = frame[1] if frame[0] == "kc_foresight" else 0
        tile = game.s.foresight[col][int(args[0])]
        return f"Take the {tile_name(TILE_NAMES[tile])}" if tile >= 0 else "Take this tile"
    if kind == "certs":
        spent = _me(game).cert - int(args[0])
        return "Spend no certificates" if spent <= 0 else f"Spend {_plural(spent, 'certificate')} (+${spent})"
    if kind == "objcard":
        return f"Take the {objective_name(CARD_INDEX[args[0]])}"
    if kind == "objstack":
        return "Take the top card of the objective stack"
    if kind == "copy":
        return f"Use the actions of {space_name(args[0], game, seats, me)}"
    if kind == "remove":
        return f"Remove {card_with_article(args[0])} from the game"
    if kind == "pair":
        money = frame[1] if frame[0] == "pair" else 0
        a, b = card_name(args[0]), card_name(args[1])
        cards = f"two {_breed_plural(a)}" if a == b else f"{_article(a)} and {_article(b)}"
        return f"Discard {cards} for ${money}"
    return _cap(str(move).replace("_", " "))


def _build_label(args, game, frame, seats) -> str:
    name, space = args
    rate = frame[1] if frame[0] == "build" else 2
    b = PRIVATE_BUILDINGS[(int(name[:-1]), name[-1])]
    need = b.craftsmen
    content = _content(game, space)
    if content and "building" in content:
        old = content["building"]
        need -= PRIVATE_BUILDINGS[(int(old[:-1]), old[-1])].craftsmen
        where = f"on {private_space_name(space)} in place of your {old}"
    else:
        where = f"on {private_space_name(space)}"
    return f"Build {name} {where} (${need * rate}, {b.points} VP)"


def _city_label(city: int, game, frame) -> str:
    name, value, _, _ = board.CITIES[city]
    text = f"Deliver to {name}"
    if frame[0] == "city" and frame[1] == "kc":
        cost = board.transport_cost(_me(game).engine, value)
        text += f" (transport ${cost})" if cost else " (no transport cost)"
    return text


def _discard_label(card: str, frame) -> str:
    text = f"Discard {card_with_article(card)}"
    if frame[0] == "discard_for":
        reward = {"money2": "$2", "money4": "$4", "cert1": "a certificate", "cert2": "2 certificates",
                  "money3_objective_to_hand": "$3 and an objective card"}.get(frame[2])
        if reward:
            text += f" for {reward}"
    return text


def _engine_label(pos_text: str, game, frame) -> str:
    where = position_name(pos_text)
    if frame[0] == "engine_fwd":
        return f"Engine to {where}"
    if frame[0] == "bounce":
        return f"Engine back to {where} (+$3)"
    if frame[0] == "extra_delivery":
        from ..engine.railroad import counted_spaces_back

        count = counted_spaces_back(game, game.to_move, board.parse_position(pos_text))
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
    kind = game.frame[0]
    text = _PROMPTS.get(kind)
    body = text(game, game.frame, seats) if text else game.prompt_text
    return f"{seat_title(seats, game.to_move)}: {body}"


def _objective_note(game) -> str:
    return ", or play an objective card" if any(m.kind == "objective" for m in game.legal_moves()) else ""


def _p_turn(game, f, seats):
    me = _me(game)
    if me.cattleman < 0:
        return "place your cattleman on a neutral building to start" + _objective_note(game)
    from ..engine.trail import step_limit

    steps = step_limit(game, game.to_move)
    return (f"choose where your cattleman goes (up to {_plural(steps, 'step')}, fee shown per path)"
            + _objective_note(game))


def _p_loc(game, f, seats):
    # Read by position: the engine may add fields at the end of a frame (it did: the arrival code).
    space, used, mode = f[1], f[2], f[4]
    where = space_name(board.SPACES[space], game, seats, game.to_move)
    if mode == "copy":
        return f"use the actions of {where} one by one, then Done"
    if mode == "aux_only":
        return f"at {where}: take one auxiliary action, or Done"
    if used == -1:
        return f"at {where}: auxiliary action taken — Done ends your actions"
    if used:
        return f"at {where}: take its other actions, or Done"
    return f"at {where}: take its actions one by one, or one auxiliary action, then Done"


def _p_cattle_move(game, f, seats):
    steps, context = f[1], f[2]
    if context == "building":
        return f"move your cattleman up to {_plural(steps, 'step')} (fee shown per path)"
    return f"move your cattleman up to {_plural(steps, 'step')}, no fees, not into Kansas City — or skip"


def _p_buy(game, f, seats):
    return f"buy cattle with {_plural(f[1], 'cowboy')} left (price per option), or Done"


def _p_hire(game, f, seats):
    mod = f[1]
    note = {2: " (each costs $2 more)", -1: " ($1 off)", -2: " ($2 off)"}.get(mod, "")
    return f"choose a worker to hire{note}" + (", or skip" if f[2] else "")


def _p_build(game, f, seats):
    return (f"choose a building and a space for it (${f[1]} per craftsman)" + (", or skip" if f[2] else ""))


def _p_engine_fwd(game, f, seats):
    return f"move your engine forward up to {_plural(f[1], 'space')}, or skip"


def _p_engine_back(game, f, seats):
    steps, reward, amount = f[1], f[2], f[3]
    gain = {"money": f"${amount}", "cert": _plural(amount, "certificate"),
            "thin": f"removing {_plural(amount, 'card')} from the game"}.get(reward, "")
    return f"move your engine back exactly {_plural(steps, 'space')} for {gain}"


def _p_bounce(game, f, seats):
    return "your engine reached space 39: move it back to any free space (+$3)"


def _p_upgrade(game, f, seats):
    st = f[1]
    cost, vp, _ = board.STATIONS[st]
    return f"upgrade station {st + 1} for ${cost} ({vp} VP)?"


def _p_station_behind(game, f, seats):
    return "choose a station behind your engine to upgrade"


def _p_master(game, f, seats):
    tile = game.s.masters[f[1]]
    gain = f" ({_MASTERS[tile]})" if tile in _MASTERS else ""
    return f"appoint the station master of station {f[1] + 1}{gain} by giving up a hired worker, or skip"


def _p_sm_objective(game, f, seats):
    return "station master: remove a hazard for free or trade for a teepee, or skip"


def _p_teepee(game, f, seats):
    return "choose a teepee to trade for (its space pays or costs $)" + (", or skip" if f[1] else "")


def _p_hazard(game, f, seats):
    price = f"for ${f[1]}" if f[1] else "for free"
    return f"choose a hazard to remove {price}" + (", or skip" if f[2] else "")


def _p_gain_obj(game, f, seats):
    skip = ", or take none" if len(f) > 2 and f[2] else ""
    if f[1] == "hand":
        return "take an objective card from the display into your hand" + skip
    return "take an objective card from the display or the stack (onto your discard pile)" + skip


def _p_copy(game, f, seats):
    return "choose a neighbouring building whose actions you use"


def _p_disc(game, f, seats):
    target, idx = f[1], f[2]
    where = board.CITIES[idx][0] if target == "city" else f"station {idx + 1}"
    return f"choose which disc to take off your player board for {where}"


def _p_foresight(game, f, seats):
    return f"Kansas City: choose a tile from foresight column {f[1] + 1} of 3"


def _p_income(game, f, seats):
    # The herd's value is not said here: the prompt line is on screen for everyone, and the hand is
    # hidden until the income is taken. Certificates lie open on the player board.
    return (f"Kansas City income: your herd's breeding value, +$1 per temporary certificate you spend "
            f"(you have {_me(game).cert})")


def _p_city(game, f, seats):
    source, value = f[1], f[2]
    if source == "kc":
        return f"your herd is worth {value}: choose a city worth at most {value} (transport cost shown)"
    return f"extraordinary delivery: choose a city worth at most {value}"


def _p_extra(game, f, seats):
    return "move your engine back: each space counted lets you deliver to a city worth 1 more"


def _p_discard_for(game, f, seats):
    flt, reward, optional = f[1], f[2], f[3]
    what = {"jersey": "a Jersey", "cattle": "a cattle card", "objective": "an objective card"}[flt]
    gain = {"money2": "$2", "money4": "$4", "cert1": "a certificate", "cert2": "2 certificates",
            "money3_objective_to_hand": "$3 and an objective card"}.get(reward, "a reward")
    return f"discard {what} for {gain}" + (", or skip" if optional else "")


def _p_discard(game, f, seats):
    return f"discard {_plural(f[1], 'card')} from your hand"


def _p_draw_upto(game, f, seats):
    return f"draw up to {_plural(f[1], 'more card')} (you discard as many afterwards), or stop"


def _p_thin(game, f, seats):
    return f"remove up to {_plural(f[1], 'card')} from the game, or Done"


def _p_pair(game, f, seats):
    return f"discard two cattle cards of one breed for ${f[1]}"


def _p_aux(game, f, seats):
    return ("choose an auxiliary action (single or double)" if f[1] else "choose an auxiliary action") + (
        ", or skip" if f[2] else "")


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


def event(ev: tuple, seats, game=None) -> str | None:
    """One log sentence for an engine event, or None for events the log does not show."""
    lines = log([ev], seats, game)
    return lines[0] if lines else None


def log(events: list[tuple], seats, game=None) -> list[str]:
    """The log sentences for the events of one apply(), money folded into the sentence of its cause.

    `game` (optional) names the buildings on the trail ("Anna moves to Orange's building 4a").
    """
    return [line for _, line in log_lines(events, seats, game)]


def log_lines(events: list[tuple], seats, game=None) -> list[tuple[int, str]]:
    """log() with the player each sentence is about (-1 for the table: market, job market, tiles),
    so the log can draw each line in its player's colour."""
    out: list[list] = []  # [player, sentence, money stated?, kind]
    pending: list[tuple] = []  # money paid, waiting for the event it was paid for
    i = 0
    n = len(events)
    while i < n:
        ev = events[i]
        kind = ev[0]
        if kind == "money":
            pending.append(ev)
            i += 1
            continue
        if kind == "buy":
            # Cards bought together come as one "buy" each after one payment: one sentence.
            cards = [ev[2]]
            while i + 1 < n and events[i + 1][0] == "buy" and events[i + 1][1] == ev[1]:
                i += 1
                cards.append(events[i][2])
            ev = ("buy", ev[1], tuple(cards))
        paid = None
        if kind in _PAID_BEFORE:
            paid, pending = _take_paid(pending, ev)
        # Money not claimed by this event belongs to the sentence before it.
        _flush(out, pending, seats)
        pending = []
        if kind in HIDDEN_EVENTS:
            i += 1
            continue
        if kind == "fee" and out and out[-1][3] == "fee" and out[-1][0] == ev[1]:
            # Several hands along one path: one sentence with the total ("pays $4 in fees: ...").
            fees = out[-1][4]
            fees.append((ev, paid))
            out[-1][1] = _fees_sentence(fees, seats, game)
            i += 1
            continue
        text = _sentence(ev, seats, game, paid)
        if text:
            states = kind in _PAID_BEFORE or kind in _STATES_MONEY or ev[:3:2] in _STATED_MONEY
            out.append([ev[1], text, states, "fee" if kind == "fee" else "states_money" if states else kind,
                        [(ev, paid)]])
        i += 1
    _flush(out, pending, seats)
    return [(line[0] if isinstance(line[0], int) else -1, line[1]) for line in out]


_STATED_MONEY = frozenset((("aux", "aux_money"), ("action", "money4"), ("action", "engine2_pay2")))
# Events whose sentence already says the money they bring (so a following money event is not repeated).
_STATES_MONEY = frozenset(("income", "teepee"))


def _fees_sentence(fees: list[tuple], seats, game) -> str:
    """One sentence for the fees paid along one path."""
    who = seat_label(seats, fees[0][0][1])
    total = sum(ev[3] for ev, _ in fees)
    owed = sum(ev[4] for ev, _ in fees)
    to: dict[str, int] = {}
    for ev, paid in fees:
        if ev[3]:
            name = seat_label(seats, paid[1]) if paid and paid[1] is not None else "the bank"
            to[name] = to.get(name, 0) + ev[3]
    parts = ", ".join(f"${amt} to {name}" for name, amt in to.items())
    short = f" (${owed - total} short: all the money left)" if total < owed else ""
    if not total:
        return f"{who} cannot pay ${owed} in fees"
    return f"{who} pays ${total} in fees: {parts}{short}"


def _take_paid(pending: list[tuple], ev: tuple) -> tuple[tuple | None, list[tuple]]:
    """The payment (and, for a fee, its receiver) an event was paid with; the rest stays pending."""
    p = ev[1]
    for j in range(len(pending) - 1, -1, -1):
        if pending[j][1] == p and pending[j][2] < 0:
            amount = -pending[j][2]
            receiver = None
            rest = pending[:j] + pending[j + 1:]
            if j + 1 < len(pending) and pending[j + 1][2] == amount and pending[j + 1][1] != p:
                receiver = pending[j + 1][1]
                rest = pending[:j] + pending[j + 2:]
            return (amount, receiver), rest
    return None, pending


def _flush(out: list[list], pending: list[tuple], seats) -> None:
    for ev in pending:
        p, amount = ev[1], ev[2]
        last = out[-1] if out else None
        if last is not None and last[0] == p and not last[2] and last[3] != "fee":
            last[1] += f" ({'+' if amount > 0 else '-'}${abs(amount)})"
            last[2] = True
        elif last is not None and last[0] == p and last[3] == "states_money":
            continue  # "trades for a teepee: +$4" already said it
        else:
            who = seat_label(seats, p)
            out.append([p, f"{who} gains ${amount}" if amount > 0 else f"{who} pays ${-amount}", True, "money", []])


def _sentence(ev: tuple, seats, game, paid) -> str | None:
    kind = ev[0]
    who = seat_label(seats, ev[1]) if len(ev) > 1 and isinstance(ev[1], int) and ev[1] >= 0 else ""
    price = paid[0] if paid else 0
    if kind == "turn":
        return f"{who}'s turn"
    if kind == "cattleman":
        space = board.SPACES[ev[2]]
        if ev[2] == board.START_SPACE:
            return f"{who} goes back to the start"
        if ev[2] == board.KC_SPACE:
            return f"{who} arrives in Kansas City"
        return f"{who} moves to {space_name(space, game, seats)}"
    if kind == "fee":
        _, _, space, amount, fee = ev
        where = space_name(board.SPACES[space], game, seats)
        to = f" to {seat_label(seats, paid[1])}" if paid and paid[1] is not None else ""
        if to and to[4:] + "'s" in where:
            to = ""  # "at Ben's building 1a" already names who is paid
        if amount == 0:
            return f"{who} cannot pay the ${fee} fee at {where}"
        if amount < fee:
            return f"{who} pays ${amount} of the ${fee} fee at {where}{to} (all the money left)"
        return f"{who} pays a ${amount} fee at {where}{to}"
    if kind == "hire":
        cost = f" for ${price}" if paid else " for free"
        return f"{who} hires {_article(TILE_NAMES[ev[2]])}{cost}"
    if kind == "build":
        cost = f" for ${price}" if paid else ""
        return f"{who} builds {ev[2]} on {private_space_name(board.SPACES[ev[3]])}{cost}"
    if kind == "buy":
        cards = " and ".join(card_with_article(CARD_NAMES[c]) for c in ev[2])
        return f"{who} buys {cards}" + (f" for ${price}" if paid else "")
    if kind == "market_add":
        return f"{who} adds 2 cards to the cattle market"
    if kind == "market_refill":
        return f"The cattle market is refilled ({_plural(ev[2], 'card')})"
    if kind == "upgrade":
        return f"{who} upgrades station {ev[2] + 1}" + (f" for ${price}" if paid else "")
    if kind == "hazard":
        return f"{who} removes {_article(tile_name(TILE_NAMES[ev[2]]))}" + (f" for ${price}" if paid else " for free")
    if kind == "teepee":
        value = board.TEEPEE_VALUE[ev[3]]
        gain = f": +${value}" if value > 0 else (f": pays ${-value}" if value < 0 else "")
        return f"{who} trades for {_article(tile_name(TILE_NAMES[ev[2]]))}{gain}"
    if kind == "transport":
        return f"{who} pays ${ev[2]} transport"
    if kind == "income":
        spent = f", {_plural(ev[3], 'temporary certificate')} spent" if ev[3] else ""
        return f"{who} earns ${ev[2]} income in Kansas City{spent}"
    if kind == "deliver":
        return f"{who} delivers to {board.CITIES[ev[2]][0]}"
    if kind == "foresight":
        return f"{who} takes {_article(tile_name(TILE_NAMES[ev[2]]))} from foresight column {ev[3] + 1}"
    if kind == "job_market":
        return f"{_cap(_article(TILE_NAMES[ev[2]]))} joins the job market (row {ev[3] + 1})"
    if kind == "tile_placed":
        return f"{_cap(_article(tile_name(TILE_NAMES[ev[2]])))} is placed on the trail"
    if kind == "tile_boxed":
        return f"{_cap(_article(tile_name(TILE_NAMES[ev[2]])))} finds no room and leaves the game"
    if kind == "end_triggered":
        return f"{who} moves the job market token off the board: the end is triggered, everyone else plays one more turn"
    if kind == "game_over":
        return "The game is over"
    if kind == "draw":
        return f"{who} draws {_plural(ev[2], 'card')}"
    if kind == "shuffle":
        return f"{who} shuffles the discard pile into a new draw pile"
    if kind == "discard":
        return f"{who} discards {card_with_article(CARD_NAMES[ev[2]])}"
    if kind == "removed":
        return f"{who} removes {card_with_article(CARD_NAMES[ev[2]])} from the game"
    if kind == "cert":
        n = ev[2]
        return f"{who} gains {_plural(n, 'certificate')}" if n > 0 else f"{who} spends {_plural(-n, 'certificate')}"
    if kind == "engine":
        return f"{who}'s engine goes to {position_name(board.position_text(ev[2]))}"
    if kind == "disc_cleared":
        return f"{who} takes a disc from {_DISC_SPACES.get(ev[2], ev[2])}"
    if kind == "disc_reclaimed":
        return f"{who} takes the disc back from station {ev[2] + 1}"
    if kind == "master":
        return f"{who} gives up {_article(ev[3])} for a station master ({_MASTERS.get(ev[2], ev[2])})"
    if kind == "objective_played":
        return f"{who} plays an {objective_name(ev[2])}"
    if kind == "objective_gained":
        where = "into the hand" if ev[3] == "hand" else "onto the discard pile"
        return f"{who} takes an {objective_name(ev[2])} {where}"
    if kind == "action":
        if ev[2] not in _LOGGED_ACTIONS:
            return None
        if ev[2] == "money4":
            return f"{who} takes $4"
        return f"{who} chooses to {ACTION_SENTENCES[ev[2]]}"
    if kind == "aux":
        if ev[2] == "aux_money":
            return f"{who} takes ${ev[3]} (auxiliary action)"
        lv = ev[3]
        said = {
            "aux_cards": f"draw {_plural(lv, 'card')} and discard {lv}",
            "aux_cert": f"pay ${lv} and move the engine back {lv} for {_plural(lv, 'certificate')}",
            "aux_engine": f"pay ${lv} and move the engine up to {lv}",
            "aux_thin": f"move the engine back {lv} to remove {_plural(lv, 'card')} from the game",
        }.get(ev[2], ev[2])
        return f"{who} takes the auxiliary action: {said}"
    return f"{who} {kind.replace('_', ' ')}".strip()


__all__ = ["ACTION_LABELS", "ACTION_SENTENCES", "HIDDEN_EVENTS", "PROMPT_KINDS", "event", "log", "log_lines", "move_label",
           "prompt", "seat_label", "seat_title"]
