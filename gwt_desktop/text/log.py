"""The game log: one sentence per event, one small function per kind of event (_SENTENCES).

log_lines() reads one apply()'s events together. A record of something paid for carries its price
(events.py: Hired, Built, Bought, Upgrade, HazardTaken, TeepeeTaken, Aux, DiscCleared, CityDisc,
Discard, Transport, Fee, Income), and its sentence says it ("Anna hires a cowboy for $6"); the Money record of that
payment is then not told again. Other money is added to the sentence before it ("Anna discards a
Guernsey (+$2)"). Fees along one path make one sentence, cards bought or discarded together one. It
reads only the events and public facts of the trail, so it can never leak a hidden card.
"""
from __future__ import annotations

from ..engine import BANK, board
from ..engine.components import (
    CARD_NAMES,
    TILE_NAMES,
)
from .actions import LOGGED_ACTIONS, action_sentence
from .words import (
    DISC_SPACES,
    MASTER_GAINS,
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
    space_name,
    tile_name,
)

# Events the log leaves out: the next sentence tells the same thing better.
HIDDEN_EVENTS = frozenset((
    "forced",  # the forced move's own events follow
    "kansas_city",  # "arrives in Kansas City" already said it
    "station",  # the disc of an upgrade: "upgrades station 3" said it
    "reveal",  # a marker for undo (something hidden was uncovered); the draw or refill itself is logged
))
# Records whose sentence says the money they moved (read from the record: stated_money()).
_STATED_ACTIONS = {"money4": 4, "engine2_pay2": -2}  # the two fixed sums the actions' sentences name


def stated_money(ev) -> tuple[int, int, int] | None:
    """(payer, receiver, amount) of the money an event's own sentence tells, from the event's own
    fields; None when its sentence tells no money."""
    kind = ev.kind
    p = ev.player
    if kind in ("hire", "build", "buy", "upgrade", "hazard", "transport"):
        amount = ev.cost
    elif kind == "fee":
        return (p, ev.receiver, ev.paid) if ev.paid else None
    elif kind == "income":
        amount = -ev.value
    elif kind in ("teepee", "aux", "disc_cleared", "city", "discard"):
        amount = -ev.money
    elif kind == "action" and ev.action in _STATED_ACTIONS:
        amount = -_STATED_ACTIONS[ev.action]
    else:
        return None
    if not amount:
        return None
    return (p, BANK, amount) if amount > 0 else (BANK, p, -amount)


def told_money(events: list) -> set[int]:
    """The indices of the Money records whose sum a nearby event's sentence tells already: for each
    event that states money, the nearest Money record with the same payer, receiver and amount."""
    told: set[int] = set()
    for i, ev in enumerate(events):
        want = stated_money(ev)
        if want is None:
            continue
        best = None
        for j, m in enumerate(events):
            if (m.kind == "money" and j not in told and (m.payer, m.receiver, m.amount) == want
                    and (best is None or abs(j - i) < abs(best - i))):
                best = j
        if best is not None:
            told.add(best)
    return told


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


def _same_run(events: list, i: int, kind: str, player: int) -> int:
    """The index after the run of `kind` records of `player` starting at i (cards bought or discarded
    together)."""
    j = i + 1
    while j < len(events) and events[j].kind == kind and events[j].player == player:
        j += 1
    return j


def log_lines(events: list, seats, game=None) -> list[tuple[int, str]]:
    """log() with the player each sentence is about (-1 for the table: market, job market, tiles),
    so the log can draw each line in its player's colour."""
    out: list[_Line] = []
    told = told_money(events)
    pending: list = []  # money no sentence tells: added to the sentence before it
    i = 0
    n = len(events)
    while i < n:
        ev = events[i]
        kind = ev.kind
        if kind == "money":
            if i not in told:
                pending.append(ev)
            i += 1
            continue
        _flush(out, _signed(pending), seats)
        pending = []
        if kind in HIDDEN_EVENTS:
            i += 1
            continue
        cards = None
        if kind in ("buy", "discard"):
            # Cards bought together (one price) or discarded together (a pair): one sentence.
            j = _same_run(events, i, kind, ev.player)
            cards = events[i:j]
            i = j - 1
        if kind == "fee" and out and out[-1].kind == "fee" and out[-1].player == ev.player:
            # Several hands along one path: one sentence with the total ("pays $4 in fees: ...").
            out[-1].fees.append(ev)
            out[-1].text = _fees_sentence(out[-1].fees, seats)
            i += 1
            continue
        text = _sentence(ev, seats, game, cards)
        if text:
            states = any(stated_money(e) for e in (cards or [ev]))
            out.append(_Line(ev.player, text, states, "fee" if kind == "fee" else "states_money" if states else kind,
                             [ev] if kind == "fee" else None))
        i += 1
    _flush(out, _signed(pending), seats)
    return [(line.player, line.text) for line in out]


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


def _flush(out: list[_Line], pending: list[tuple[int, int]], seats) -> None:
    for p, amount in pending:
        last = out[-1] if out else None
        if last is not None and last.player == p and not last.states and last.kind != "fee":
            last.text += f" ({'+' if amount > 0 else '-'}${abs(amount)})"
            last.states = True
        else:
            who = seat_label(seats, p)
            out.append(_Line(p, f"{who} gains ${amount}" if amount > 0 else f"{who} pays ${-amount}", True, "money"))


def _sentence(ev, seats, game, cards) -> str | None:
    who = seat_label(seats, ev.player) if ev.player >= 0 else ""
    say = _SENTENCES.get(ev.kind)
    if say is None:
        return f"{who} {ev.kind.replace('_', ' ')}".strip()
    return say(ev, who, seats, game, cards)


def _for(cost: int, otherwise: str = "") -> str:
    """" for $6" for a price paid, `otherwise` for nothing paid."""
    return f" for ${cost}" if cost else otherwise


def _signed_money(money: int) -> str:
    return f" (+${money})" if money > 0 else f" (-${-money})" if money < 0 else ""


def _cattleman(ev, who, seats, game, cards):
    if ev.space == board.START_SPACE:
        return f"{who} goes back to the start"
    if ev.space == board.KC_SPACE:
        return f"{who} arrives in Kansas City"
    return f"{who} moves to {space_name(board.SPACES[ev.space], game, seats)}"


def _fee(ev, who, seats, game, cards):
    where = space_name(board.SPACES[ev.space], game, seats)
    to = f" to {seat_label(seats, ev.receiver)}" if ev.paid and ev.receiver != BANK else ""
    if to and to[4:] + "'s" in where:
        to = ""  # "at Ben's building 1a" already names who is paid
    if ev.paid == 0:
        return f"{who} cannot pay the ${ev.owed} fee at {where}"
    if ev.paid < ev.owed:
        return f"{who} pays ${ev.paid} of the ${ev.owed} fee at {where}{to} (all the money left)"
    return f"{who} pays a ${ev.paid} fee at {where}{to}"


def _cards(records) -> str:
    """The cards of a run of Bought or Discard records: "a Holstein and an Ayrshire", "2 Black Angus"."""
    names = [CARD_NAMES[r.card] for r in records]
    if len(names) > 1 and len(set(names)) == 1:
        return f"{len(names)} {breed_plural(card_name(names[0]))}"
    return " and ".join(card_with_article(name) for name in names)


def _teepee(ev, who, seats, game, cards):
    value = ev.money
    gain = f": +${value}" if value > 0 else (f": pays ${-value}" if value < 0 else "")
    return f"{who} trades for {article(tile_name(TILE_NAMES[ev.tile]))}{gain}"


def _income(ev, who, seats, game, cards):
    spent = f", {plural(ev.spent, 'temporary certificate')} spent" if ev.spent else ""
    return f"{who} earns ${ev.value} income in Kansas City{spent}"


def _cert(ev, who, seats, game, cards):
    n = ev.change
    return f"{who} gains {plural(n, 'certificate')}" if n > 0 else f"{who} spends {plural(-n, 'certificate')}"


def _action(ev, who, seats, game, cards):
    if ev.action not in LOGGED_ACTIONS:
        return None
    if ev.action == "money4":
        return f"{who} takes ${_STATED_ACTIONS['money4']}"
    return f"{who} chooses to {action_sentence(ev.action)}"


def _aux(ev, who, seats, game, cards):
    lv, cost = ev.level, -ev.money
    if ev.action == "aux_money":
        return f"{who} takes ${ev.money} (auxiliary action)"
    said = {
        "aux_cards": f"draw {plural(lv, 'card')} and discard {lv}",
        "aux_cert": f"pay ${cost} and move the engine back {lv} for {plural(lv, 'certificate')}",
        "aux_engine": f"pay ${cost} and move the engine up to {lv}",
        "aux_thin": f"move the engine back {lv} to remove {plural(lv, 'card')} from the game",
    }.get(ev.action, ev.action)
    return f"{who} takes the auxiliary action: {said}"


def _goes(tile: int) -> str:
    """Where a foresight tile goes: nobody keeps it (§3.3)."""
    name = TILE_NAMES[tile]
    return " for the job market" if name in ("cowboy", "craftsman", "engineer") else " for the trail"


def _tile(ev) -> str:
    return cap(article(tile_name(TILE_NAMES[ev.tile])))


# event kind -> its sentence, given the event, who it is about, the seats, the game (or None) and,
# for cards bought or discarded together, every record of them.
_SENTENCES = {
    "turn": lambda ev, who, seats, game, cards: f"{who}'s turn",
    "cattleman": _cattleman,
    "fee": _fee,
    "hire": lambda ev, who, seats, game, cards: f"{who} hires {article(TILE_NAMES[ev.worker])}"
    + _for(ev.cost, " for free"),
    "build": lambda ev, who, seats, game, cards: f"{who} builds {ev.building} on "
    f"{private_space_name(board.SPACES[ev.space])}" + _for(ev.cost),
    "buy": lambda ev, who, seats, game, cards: f"{who} buys {_cards(cards or [ev])}"
    + _for(sum(r.cost for r in cards or [ev])),
    "market_add": lambda ev, who, seats, game, cards: f"{who} adds 2 cards to the cattle market",
    "market_refill": lambda ev, who, seats, game, cards: f"The cattle market is refilled ({plural(ev.size, 'card')})",
    "upgrade": lambda ev, who, seats, game, cards: f"{who} upgrades station {ev.station + 1}" + _for(ev.cost),
    "hazard": lambda ev, who, seats, game, cards: f"{who} removes {article(tile_name(TILE_NAMES[ev.tile]))}"
    + _for(ev.cost, " for free"),
    "teepee": _teepee,
    "transport": lambda ev, who, seats, game, cards: f"{who} pays ${ev.cost} transport",
    "income": _income,
    "deliver": lambda ev, who, seats, game, cards: f"{who} delivers to {board.CITIES[ev.city][0]}",
    # The disc of a delivery: "delivers to Santa Fe" said it; only Kansas City's crest has money to tell.
    "city": lambda ev, who, seats, game, cards: f"{who} gains ${ev.money} from the Kansas City crest"
    if ev.money else None,
    "foresight": lambda ev, who, seats, game, cards: f"{who} chooses {article(tile_name(TILE_NAMES[ev.tile]))} "
    f"from foresight column {ev.column + 1}" + _goes(ev.tile),
    "job_market": lambda ev, who, seats, game, cards: f"{cap(article(TILE_NAMES[ev.worker]))} joins the job "
    f"market (row {ev.row + 1})",
    "tile_placed": lambda ev, who, seats, game, cards: f"{_tile(ev)} is placed on the trail",
    "tile_boxed": lambda ev, who, seats, game, cards: f"{_tile(ev)} finds no room and leaves the game",
    "end_triggered": lambda ev, who, seats, game, cards: f"{who} moves the job market token off the board: "
    "the end is triggered, everyone else plays one more turn",
    "game_over": lambda ev, who, seats, game, cards: "The game is over",
    "draw": lambda ev, who, seats, game, cards: f"{who} draws {plural(ev.count, 'card')}",
    "shuffle": lambda ev, who, seats, game, cards: f"{who} shuffles the discard pile into a new draw pile",
    "discard": lambda ev, who, seats, game, cards: f"{who} discards {_cards(cards or [ev])}"
    + _signed_money(sum(r.money for r in cards or [ev])),
    "removed": lambda ev, who, seats, game, cards: f"{who} removes {card_with_article(CARD_NAMES[ev.card])} "
    "from the game",
    "cert": _cert,
    "engine": lambda ev, who, seats, game, cards: f"{who}'s engine goes to "
    f"{position_name(board.position_text(ev.position))}",
    "disc_cleared": lambda ev, who, seats, game, cards: f"{who} takes a disc from "
    f"{DISC_SPACES.get(ev.group, ev.group)}{_signed_money(ev.money)}",
    "disc_reclaimed": lambda ev, who, seats, game, cards: f"{who} takes the disc back from station "
    f"{ev.station + 1}",
    "master": lambda ev, who, seats, game, cards: f"{who} gives up {article(ev.worker)} for a station master "
    f"({MASTER_GAINS.get(ev.tile, ev.tile)})",
    "objective_played": lambda ev, who, seats, game, cards: f"{who} plays an {objective_name(ev.card)}",
    "objective_gained": lambda ev, who, seats, game, cards: f"{who} takes an {objective_name(ev.card)} "
    + ("into the hand" if ev.dest == "hand" else "onto the discard pile"),
    "action": _action,
    "aux": _aux,
}


