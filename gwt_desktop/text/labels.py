"""Move labels: the short words for one legal move (choice panels, decision-bar buttons, the hint),
one small function per move kind."""
from __future__ import annotations

import logging

from ..engine import DecisionKind, EventKind, MoveKind, board
from ..engine.components import (
    BUY_OPTIONS,
    CARD_INDEX,
    OBJECTIVES,
    PRIVATE_BUILDINGS,
    TILE_NAMES,
)
from ..failures import report_once
from . import words
from .actions import action_label, aux_label
from .i18n import N_, _, lazy_constants, ngettext
from .words import (
    breed_plural,
    cap,
    card_name,
    card_with_article,
    cards_in_words,
    objective_name,
    position_name,
    private_space_name,
    seat_label,
    short_space,
    space_name,
    tile_name,
    trail_content,
    worker_with_article,
)

log = logging.getLogger(__name__)



def _fees(game, move, seats) -> str:
    """The hand fees along a path in words, "" when there are none (or this move pays none)."""
    owed: dict[int, int] = {}
    for _space, fee, receiver in game.path_fees(move):
        owed[receiver] = owed.get(receiver, 0) + fee
    if not owed:
        return ""
    parts = [_("${amount} to {player}").format(amount=amt, player=seat_label(seats, who)) for who, amt in owed.items()]
    return _("fee {fees}").format(fees=", ".join(parts))


def _path_label(move, game, seats) -> str:
    path = list(move.path)
    me = game.to_move
    where = space_name(path[-1], game, seats, me)
    fee = _fees(game, move, seats)
    if len(path) > 1:
        steps = [short_space(sp, game, seats, me) for sp in path[:-1]]
        merged: list[list] = []
        for step in steps:
            if merged and merged[-1][0] == step:
                merged[-1][1] += 1
            else:
                merged.append([step, 1])
        # TRANSLATORS: the same kind of space k times along a path, as in "2 buildings A"
        via = ", ".join(step if k == 1 else _("{count} {place}s").format(count=k, place=step) for step, k in merged)
        if fee:
            return _("Move to {place} via {steps} ({fee})").format(place=where, steps=via, fee=fee)
        return _("Move to {place} via {steps}").format(place=where, steps=via)
    if fee:
        return _("Move to {place} ({fee})").format(place=where, fee=fee)
    return _("Move to {place}").format(place=where)


def _seats_of(game):
    """Seat-like names for labels when only the game is known (names given at new_game)."""
    return [_Named(name or _("Player {number}").format(number=i + 1)) for i, name in enumerate(game.options["names"])]


class _Named:
    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name


_SKIP_LABELS = {
    "engine_fwd": N_("Don't move the engine"),
    "upgrade": N_("Don't upgrade"),
    "master": N_("Appoint none"),  # short: "Kein Bahnhofsvorsteher" did not fit a slot at 1280x720
    "sm_objective": N_("Take nothing"),
    "cattle_move": N_("Don't move"),
    "hire": N_("Don't hire"),
    "build": N_("Don't build"),
    "hazard": N_("Don't remove a hazard"),
    "teepee": N_("Don't trade"),
    "aux": N_("No auxiliary action"),
    "discard_for": N_("Don't discard"),
    "gain_obj": N_("Take no objective card"),
}
_DONE_LABELS = {"loc": N_("Done: end actions"), "buy": N_("Done buying"), "thin": N_("Done removing cards")}


def move_label(move, game, seats=None) -> str:
    """A short label for one legal move (choice panels, hints, tooltips)."""
    seats = seats if seats is not None else _seats_of(game)
    label = _LABELS.get(move.kind)
    if label is None:  # a kind without a label is a bug the tests fail on; the player sees the move's text
        try:
            raise KeyError(move.kind)
        except KeyError:
            report_once(log, "a move's label", move.kind)
        return cap(str(move).replace("_", " "))
    return label(move, game, game.decision, seats)


def _objective_label(move, game, d, seats) -> str:
    card = CARD_INDEX[move.cards[0]]
    gain = words.OBJECTIVE_GAINS.get(OBJECTIVES[card].action)
    if gain:
        return _("Play {card}: {gain}").format(card=objective_name(card), gain=gain)
    return _("Play {card}").format(card=objective_name(card))


def _buy_label(move, game, d, seats) -> str:
    cowboys = BUY_OPTIONS[move.option][0]
    # A pair as the log and the recap name it: "2 Holsteins", "a Holstein and an Ayrshire".
    return ngettext("Buy {card} for ${price} ({n} cowboy)", "Buy {card} for ${price} ({n} cowboys)", cowboys).format(
        card=cards_in_words(list(move.cards)), price=game.price(move), n=cowboys)


def _upgrade_label(move, game, d, seats) -> str:
    vp = board.STATIONS[move.station][1]
    return _("Upgrade station {station} for ${price} ({points} VP)").format(station=move.station + 1,
                                                                           price=game.price(move), points=vp)


def _appoint_label(move, game, d, seats) -> str:
    tile = d.tile if d.kind == DecisionKind.MASTER else None
    gains = words.MASTER_GAINS
    if tile in gains:
        return _("Give up {worker}: {gain}").format(worker=worker_with_article(move.worker), gain=gains[tile])
    return _("Give up {worker}").format(worker=worker_with_article(move.worker))


def _hazard_label(move, game, d, seats) -> str:
    cost = game.price(move)
    tile = trail_content(game, move.space) or {}
    what = tile_name(tile["tile"]) if "tile" in tile else _("a hazard")
    if cost:
        return _("Remove the {hazard} for ${cost}").format(hazard=what, cost=cost)
    return _("Remove the {hazard} for free").format(hazard=what)


def _teepee_label(move, game, d, seats) -> str:
    value = board.teepee_value(board.SPACE_INDEX[move.space])
    tile = trail_content(game, move.space) or {}
    what = tile_name(tile["tile"]) if "tile" in tile else _("teepee")
    if value >= 0:
        return _("Trade for the {teepee}: +${money}").format(teepee=what, money=value)
    return _("Trade for the {teepee}: pay ${money}").format(teepee=what, money=-value)


def _foresight_label(move, game, d, seats) -> str:
    """Where the chosen tile goes (§3.3): nobody keeps a foresight tile, it goes onto the board."""
    tile = d.tiles[move.number] if d.kind == DecisionKind.KC_FORESIGHT else -1
    if tile < 0:
        return _("Choose this tile")
    name = TILE_NAMES[tile]
    if name in ("cowboy", "craftsman", "engineer"):
        return _("Send the {worker} to the job market").format(worker=tile_name(name))
    return _("Put the {tile} on the trail").format(tile=tile_name(name))


def _certs_label(move, game, d, seats) -> str:
    spent = (d.certs if d.kind == DecisionKind.KC_INCOME else 0) - move.number
    value = _income_value(game, move)
    # Short enough for a decision-bar slot in two lines; the button's tooltip says what spending does.
    if value is None:
        if spent <= 0:
            return _("No certificates")
        return ngettext("{n} certificate", "{n} certificates", spent).format(n=spent)
    if spent <= 0:
        return _("No certificates: worth {value}").format(value=value)
    return ngettext("{n} certificate: worth {value}", "{n} certificates: worth {value}",
                    spent).format(n=spent, value=value)


def _income_value(game, move) -> int | None:
    """The delivery value this income choice reaches, asked of the rules (Game.preview: the herd is
    the mover's own hand, and this label is only shown to the player choosing)."""
    if game is None:
        return None
    try:
        events = game.preview(move)
    except Exception:  # noqa: BLE001 - a label without the figure is better than none
        report_once(log, "The herd's worth in an income label")
        return None
    return next((e.value for e in events if e.kind == EventKind.INCOME), None)


def _pair_label(move, game, d, seats) -> str:
    money = d.money if d.kind == DecisionKind.PAIR else 0
    a, b = (card_name(c) for c in move.cards)
    if a == b:
        return _("Discard two {breeds} for ${money}").format(breeds=breed_plural(a), money=money)
    return _("Discard {card} and {other} for ${money}").format(card=card_with_article(move.cards[0]),
                                                              other=card_with_article(move.cards[1]), money=money)


def _build_label(move, game, d, seats) -> str:
    name, space = move.building, move.space
    b = PRIVATE_BUILDINGS[(move.building_number, name[-1])]
    content = trail_content(game, space)
    if content and "building" in content:
        return _("Build {building} on {place} in place of your {old} (${price}, {points} VP)").format(
            building=name, place=private_space_name(space), old=content["building"], price=game.price(move),
            points=b.points)
    return _("Build {building} on {place} (${price}, {points} VP)").format(
        building=name, place=private_space_name(space), price=game.price(move), points=b.points)


def _city_label(move, game, d, seats) -> str:
    city = board.CITIES[move.city][0]
    if d.kind == DecisionKind.CITY and d.source == "kc":
        cost = game.price(move)
        if cost:
            return _("Deliver to {city} (transport ${cost})").format(city=city, cost=cost)
        return _("Deliver to {city} (no transport cost)").format(city=city)
    return _("Deliver to {city}").format(city=city)


_REWARDS = lazy_constants({"DISCARD_REWARDS": {
    "money2": N_("$2"), "money4": N_("$4"), "cert1": N_("a certificate"), "cert2": N_("2 certificates"),
    "money3_objective_to_hand": N_("$3 and an objective card")}})


def __getattr__(name: str):
    """DISCARD_REWARDS, in the current language when read."""
    return _REWARDS(name)


def _discard_label(move, game, d, seats) -> str:
    card = card_with_article(move.cards[0])
    if d.kind == DecisionKind.DISCARD_FOR:
        reward = _REWARDS("DISCARD_REWARDS").get(d.reward)
        if reward:
            return _("Discard {card} for {reward}").format(card=card, reward=reward)
    return _("Discard {card}").format(card=card)


def _engine_label(move, game, d, seats) -> str:
    where = position_name(move.position)
    if d.kind == DecisionKind.ENGINE_FWD:
        return _("Engine to {place}").format(place=where)
    if d.kind == DecisionKind.BOUNCE:
        return _("Engine back to {place} (+$3)").format(place=where)
    if d.kind == DecisionKind.EXTRA_DELIVERY:
        count = game.extra_delivery_value(move)
        if count >= board.CITIES[-1][1]:
            return _("Engine back to {place} (deliver to any city)").format(place=where)
        return _("Engine back to {place} (deliver to a city worth up to {value})").format(place=where, value=count)
    return _("Engine back to {place}").format(place=where)


# move kind -> its label (every kind: tests/test_vocabulary.py), given the move, the game, the decision being asked and the seats.
_LABELS = {
    MoveKind.MOVE: lambda m, g, d, seats: _path_label(m, g, seats),
    MoveKind.PLACE: lambda m, g, d, seats: _("Start at {place}").format(place=space_name(m.space, g, seats, g.to_move)),
    MoveKind.ACTION: lambda m, g, d, seats: action_label(m.action),
    MoveKind.AUX: lambda m, g, d, seats: aux_label(m.action, m.level),
    MoveKind.OBJECTIVE: _objective_label,
    MoveKind.DONE: lambda m, g, d, seats: _(_DONE_LABELS[d.kind]) if d.kind in _DONE_LABELS else _("Done"),
    MoveKind.SKIP: lambda m, g, d, seats: _(_SKIP_LABELS[d.kind]) if d.kind in _SKIP_LABELS else _("Skip"),
    MoveKind.BUILD: _build_label,
    MoveKind.BUY: _buy_label,
    MoveKind.BUYDRAW: lambda m, g, d, seats: _("2 more cards (1 cowboy)"),
    MoveKind.HIRE: lambda m, g, d, seats: _("Hire {worker} for ${price}").format(worker=worker_with_article(m.worker),
                                                                           price=g.price(m)),
    MoveKind.CITY: _city_label,
    MoveKind.DISC: lambda m, g, d, seats: _("Disc {from_place}").format(
        from_place=words.DISC_FROM.get(m.action, m.action)),
    MoveKind.RECLAIM: lambda m, g, d, seats: _("Take back your disc from station {station}").format(station=m.station + 1),
    MoveKind.DISCARD: _discard_label,
    MoveKind.DRAW: lambda m, g, d, seats: _("Draw a card"),
    MoveKind.STOP: lambda m, g, d, seats: _("Stop drawing"),
    MoveKind.ENGINE: _engine_label,
    MoveKind.UPGRADE: _upgrade_label,
    MoveKind.STATION: _upgrade_label,
    MoveKind.APPOINT: _appoint_label,
    MoveKind.HAZARD: _hazard_label,
    MoveKind.TEEPEE: _teepee_label,
    MoveKind.FORESIGHT: _foresight_label,
    MoveKind.CERTS: _certs_label,
    MoveKind.OBJCARD: lambda m, g, d, seats: _("Take the {card}").format(card=objective_name(CARD_INDEX[m.cards[0]])),
    MoveKind.OBJSTACK: lambda m, g, d, seats: _("Take the top card of the objective stack"),
    MoveKind.COPY: lambda m, g, d, seats: _("Use the actions of {place}").format(
        place=space_name(m.space, g, seats, g.to_move)),
    MoveKind.REMOVE: lambda m, g, d, seats: _("Remove {card} from the game").format(card=card_with_article(m.cards[0])),
    MoveKind.PAIR: _pair_label,
}
