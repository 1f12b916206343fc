"""Move labels: the short words for one legal move (choice panels, decision-bar buttons, the hint),
one small function per move kind."""
from __future__ import annotations

import logging

from ..engine import board
from ..engine.components import (
    BUY_OPTIONS,
    CARD_INDEX,
    OBJECTIVES,
    PRIVATE_BUILDINGS,
    TILE_NAMES,
)
from ..failures import report_once
from .actions import ACTION_LABELS, aux_label
from .words import (
    DISC_SPACES,
    MASTER_GAINS,
    OBJECTIVE_GAINS,
    article,
    breed_plural,
    cap,
    card_name,
    card_with_article,
    objective_name,
    plural,
    position_name,
    private_space_name,
    seat_label,
    short_space,
    space_name,
    tile_name,
    trail_content,
)

log = logging.getLogger(__name__)


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
        steps = [short_space(sp, game, seats, me) for sp in path[:-1]]
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
    label = _LABELS.get(move.kind)
    return label(move, game, game.decision, seats) if label else cap(str(move).replace("_", " "))


def _objective_label(move, game, d, seats) -> str:
    card = CARD_INDEX[move.cards[0]]
    return f"Play {objective_name(card)}: {OBJECTIVE_GAINS.get(OBJECTIVES[card].action, '')}".rstrip(": ")


def _buy_label(move, game, d, seats) -> str:
    cowboys = BUY_OPTIONS[move.option][0]
    cards = " and ".join(card_with_article(c) for c in move.cards)
    return f"Buy {cards} for ${game.price(move)} ({plural(cowboys, 'cowboy')})"


def _upgrade_label(move, game, d, seats) -> str:
    vp = board.STATIONS[move.station][1]
    return f"Upgrade station {move.station + 1} for ${game.price(move)} ({vp} VP)"


def _appoint_label(move, game, d, seats) -> str:
    tile = d.tile if d.kind == "master" else None
    gain = f": {MASTER_GAINS[tile]}" if tile in MASTER_GAINS else ""
    return f"Give up {article(move.worker)}{gain}"


def _hazard_label(move, game, d, seats) -> str:
    cost = game.price(move)
    tile = trail_content(game, move.space) or {}
    what = tile_name(tile["tile"]) if "tile" in tile else "a hazard"
    return f"Remove the {what} " + (f"for ${cost}" if cost else "for free")


def _teepee_label(move, game, d, seats) -> str:
    value = board.TEEPEE_VALUE[board.SPACE_INDEX[move.space]]
    tile = trail_content(game, move.space) or {}
    what = tile_name(tile["tile"]) if "tile" in tile else "teepee"
    return f"Trade for the {what}: " + (f"+${value}" if value >= 0 else f"pay ${-value}")


def _foresight_label(move, game, d, seats) -> str:
    """Where the chosen tile goes (§3.3): nobody keeps a foresight tile, it goes onto the board."""
    tile = d.tiles[move.number] if d.kind == "kc_foresight" else -1
    if tile < 0:
        return "Choose this tile"
    name = TILE_NAMES[tile]
    if name in ("cowboy", "craftsman", "engineer"):
        return f"Send the {name} to the job market"
    return f"Put the {tile_name(name)} on the trail"


def _certs_label(move, game, d, seats) -> str:
    spent = (d.certs if d.kind == "kc_income" else 0) - move.number
    value = _income_value(game, move)
    # Short enough for a decision-bar slot in two lines; the button's tooltip says what spending does.
    worth = f": worth {value}" if value is not None else ""
    return ("No certificates" + worth) if spent <= 0 else f"{plural(spent, 'certificate')}{worth}"


def _income_value(game, move) -> int | None:
    """The delivery value this income choice reaches, asked of the rules on a clone (the herd is the
    mover's own hand: this label is only shown to the player choosing)."""
    if game is None:
        return None
    try:
        events = game.clone().apply(move)
    except Exception:  # noqa: BLE001 - a label without the figure is better than none
        report_once(log, "The herd's worth in an income label")
        return None
    return next((e.value for e in events if e.kind == "income"), None)


def _pair_label(move, game, d, seats) -> str:
    money = d.money if d.kind == "pair" else 0
    a, b = (card_name(c) for c in move.cards)
    cards = f"two {breed_plural(a)}" if a == b else f"{article(a)} and {article(b)}"
    return f"Discard {cards} for ${money}"


def _build_label(move, game, d, seats) -> str:
    name, space = move.building, move.space
    b = PRIVATE_BUILDINGS[(move.building_number, name[-1])]
    content = trail_content(game, space)
    if content and "building" in content:
        where = f"on {private_space_name(space)} in place of your {content['building']}"
    else:
        where = f"on {private_space_name(space)}"
    return f"Build {name} {where} (${game.price(move)}, {b.points} VP)"


def _city_label(move, game, d, seats) -> str:
    text = f"Deliver to {board.CITIES[move.city][0]}"
    if d.kind == "city" and d.source == "kc":
        cost = game.price(move)
        text += f" (transport ${cost})" if cost else " (no transport cost)"
    return text


DISCARD_REWARDS = {"money2": "$2", "money4": "$4", "cert1": "a certificate", "cert2": "2 certificates",
                    "money3_objective_to_hand": "$3 and an objective card"}


def _discard_label(move, game, d, seats) -> str:
    text = f"Discard {card_with_article(move.cards[0])}"
    if d.kind == "discard_for":
        reward = DISCARD_REWARDS.get(d.reward)
        if reward:
            text += f" for {reward}"
    return text


def _engine_label(move, game, d, seats) -> str:
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


# move kind -> its label, given the move, the game, the decision being asked and the seats.
_LABELS = {
    "move": lambda m, g, d, seats: _path_label(m, g, seats),
    "place": lambda m, g, d, seats: f"Start at {space_name(m.space, g, seats, g.to_move)}",
    "action": lambda m, g, d, seats: ACTION_LABELS.get(m.action, m.action.replace("_", " ")),
    "aux": lambda m, g, d, seats: aux_label(m.action, m.level),
    "objective": _objective_label,
    "done": lambda m, g, d, seats: _DONE_LABELS.get(d.kind, "Done"),
    "skip": lambda m, g, d, seats: _SKIP_LABELS.get(d.kind, "Skip"),
    "build": _build_label,
    "buy": _buy_label,
    "buydraw": lambda m, g, d, seats: "2 more cards (1 cowboy)",
    "hire": lambda m, g, d, seats: f"Hire {article(m.worker)} for ${g.price(m)}",
    "city": _city_label,
    "disc": lambda m, g, d, seats: f"Disc from {DISC_SPACES.get(m.action, m.action)}",
    "reclaim": lambda m, g, d, seats: f"Take back your disc from station {m.station + 1}",
    "discard": _discard_label,
    "draw": lambda m, g, d, seats: "Draw a card",
    "stop": lambda m, g, d, seats: "Stop drawing",
    "engine": _engine_label,
    "upgrade": _upgrade_label,
    "station": _upgrade_label,
    "appoint": _appoint_label,
    "hazard": _hazard_label,
    "teepee": _teepee_label,
    "foresight": _foresight_label,
    "certs": _certs_label,
    "objcard": lambda m, g, d, seats: f"Take the {objective_name(CARD_INDEX[m.cards[0]])}",
    "objstack": lambda m, g, d, seats: "Take the top card of the objective stack",
    "copy": lambda m, g, d, seats: f"Use the actions of {space_name(m.space, g, seats, g.to_move)}",
    "remove": lambda m, g, d, seats: f"Remove {card_with_article(m.cards[0])} from the game",
    "pair": _pair_label,
}
