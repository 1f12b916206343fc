"""The game log: one sentence per event, one small function per kind of event (_SENTENCES).

log_lines() reads one apply()'s events together. A record of something paid for carries its price
(events.py: Hired, Built, Bought, Upgrade, HazardTaken, TeepeeTaken, Aux, DiscCleared, CityDisc,
Discard, Transport, Fee, Income), and its sentence says it ("Anna hires a cowboy for $6"); the Money record of that
payment is then not told again. Other money is added to the sentence before it ("Anna discards a
Guernsey (+$2)"). Fees along one path make one sentence, cards bought or discarded together one. It
reads only the events and public facts of the trail, so it can never leak a hidden card.
"""
from __future__ import annotations

from ..engine import BANK, EventKind, PerKind, board
from ..engine.components import (
    CARD_NAMES,
    TILE_NAMES,
)
from . import words
from .actions import LOGGED_ACTIONS, action_sentence, aux_done
from .glance import points
from .i18n import _, ngettext
from .words import (
    card_with_article,
    cards_in_words,
    objective_name,
    position_name,
    private_space_name,
    seat_label,
    space_name,
    tile_name,
    trail_content,
    with_article,
    worker_with_article,
)

# Events the log leaves out: the next sentence tells the same thing better.
HIDDEN_EVENTS = frozenset((
    EventKind.FORCED,  # the forced move's own events follow
    EventKind.KANSAS_CITY,  # "arrives in Kansas City" already said it
    EventKind.STATION,  # the disc of an upgrade: "upgrades station 3" said it
    EventKind.REVEAL,  # a marker for undo (something hidden was uncovered); the draw or refill itself is logged
))
# Records whose sentence says the money they moved (read from the record: stated_money()).
_STATED_ACTIONS = {"money4": 4, "engine2_pay2": -2}  # the two fixed sums the actions' sentences name


def stated_money(ev) -> tuple[int, int, int] | None:
    """(payer, receiver, amount) of the money an event's own sentence tells, from the event's own
    fields; None when its sentence tells no money."""
    kind = ev.kind
    p = ev.player
    if kind in (EventKind.HIRE, EventKind.BUILD, EventKind.BUY, EventKind.UPGRADE, EventKind.HAZARD, EventKind.TRANSPORT):
        amount = ev.cost
    elif kind == EventKind.FEE:
        return (p, ev.receiver, ev.paid) if ev.paid else None
    elif kind == EventKind.INCOME:
        amount = -ev.value
    elif kind in (EventKind.TEEPEE, EventKind.AUX, EventKind.DISC_CLEARED, EventKind.CITY, EventKind.DISCARD):
        amount = -ev.money
    elif kind == EventKind.ACTION and ev.action in _STATED_ACTIONS:
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
            if (m.kind == EventKind.MONEY and j not in told and (m.payer, m.receiver, m.amount) == want
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
        if kind == EventKind.MONEY:
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
        if kind in (EventKind.BUY, EventKind.DISCARD):
            # Cards bought together (one price) or discarded together (a pair): one sentence.
            j = _same_run(events, i, kind, ev.player)
            cards = events[i:j]
            i = j - 1
        if kind == EventKind.FEE and out and out[-1].kind == EventKind.FEE and out[-1].player == ev.player:
            # Several hands along one path: one sentence with the total ("pays $4 in fees: ...").
            out[-1].fees.append(ev)
            out[-1].text = _fees_sentence(out[-1].fees, seats)
            i += 1
            continue
        text = _sentence(ev, seats, game, cards)
        if text:
            states = any(stated_money(e) for e in (cards or [ev]))
            out.append(_Line(ev.player, text, states, kind if kind == EventKind.FEE else "states_money" if states else kind,
                             [ev] if kind == EventKind.FEE else None))
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
    parts = ", ".join(_("${amount} to {player}").format(amount=amt, player=name) for name, amt in to.items())
    if not total:
        return _("{player} cannot pay ${owed} in fees").format(player=who, owed=owed)
    if total < owed:
        return _("{player} pays ${total} in fees: {payments} (${short} short: all the money left)").format(
            player=who, total=total, payments=parts, short=owed - total)
    return _("{player} pays ${total} in fees: {payments}").format(player=who, total=total, payments=parts)


def _with_money(sentence: str, money: int) -> str:
    """A sentence with the money it moved after it: "Anna discards a Guernsey (+$2)"."""
    if money > 0:
        return _("{sentence} (+${money})").format(sentence=sentence, money=money)
    if money < 0:
        return _("{sentence} (-${money})").format(sentence=sentence, money=-money)
    return sentence


def _flush(out: list[_Line], pending: list[tuple[int, int]], seats) -> None:
    for p, amount in pending:
        last = out[-1] if out else None
        if last is not None and last.player == p and not last.states and last.kind != EventKind.FEE:
            last.text = _with_money(last.text, amount)
            last.states = True
        else:
            who = seat_label(seats, p)
            text = (_("{player} gains ${money}").format(player=who, money=amount) if amount > 0
                    else _("{player} pays ${money}").format(player=who, money=-amount))
            out.append(_Line(p, text, True, "money"))


def _sentence(ev, seats, game, cards) -> str | None:
    who = seat_label(seats, ev.player) if ev.player >= 0 else ""
    return _SENTENCES[ev.kind](ev, who, seats, game, cards)


def _cattleman(ev, who, seats, game, cards):
    if ev.space == board.START_SPACE:
        return _("{player} goes back to the start").format(player=who)
    if ev.space == board.KC_SPACE:
        return _("{player} arrives in Kansas City").format(player=who)
    return _("{player} moves to {place}").format(player=who, place=space_name(board.SPACES[ev.space], game, seats))


def _fee(ev, who, seats, game, cards):
    where = space_name(board.SPACES[ev.space], game, seats)
    receiver = seat_label(seats, ev.receiver) if ev.paid and ev.receiver != BANK else None
    content = trail_content(game, board.SPACES[ev.space]) if game is not None else None
    if receiver is not None and content and "building" in content and content["owner"] == ev.receiver:
        receiver = None  # "at Ben's building 1a" already names who is paid, in any language's word order
    if ev.paid == 0:
        return _("{player} cannot pay the ${owed} fee at {place}").format(player=who, owed=ev.owed, place=where)
    if ev.paid < ev.owed:
        if receiver:
            return _("{player} pays ${paid} of the ${owed} fee at {place} to {receiver} (all the money left)").format(
                player=who, paid=ev.paid, owed=ev.owed, place=where, receiver=receiver)
        return _("{player} pays ${paid} of the ${owed} fee at {place} (all the money left)").format(
            player=who, paid=ev.paid, owed=ev.owed, place=where)
    if receiver:
        return _("{player} pays a ${paid} fee at {place} to {receiver}").format(
            player=who, paid=ev.paid, place=where, receiver=receiver)
    return _("{player} pays a ${paid} fee at {place}").format(player=who, paid=ev.paid, place=where)


def _cards(records) -> str:
    """The cards of a run of Bought or Discard records: "a Holstein and an Ayrshire", "2 Black Angus"."""
    return cards_in_words([CARD_NAMES[r.card] for r in records])


def _teepee(ev, who, seats, game, cards):
    value = ev.money
    tile = with_article(tile_name(TILE_NAMES[ev.tile]))
    if value > 0:
        return _("{player} trades for {teepee}: +${money}").format(player=who, teepee=tile, money=value)
    if value < 0:
        return _("{player} trades for {teepee}: pays ${money}").format(player=who, teepee=tile, money=-value)
    return _("{player} trades for {teepee}").format(player=who, teepee=tile)


def _deliver(ev, who, seats, game, cards):
    if ev.only:  # the record says the herd could go to no other city
        return _("{player} delivers to {city}, the only city the herd could reach ({points})").format(
            player=who, city=board.CITIES[ev.city][0], points=points(ev.points))
    return _("{player} delivers to {city}").format(player=who, city=board.CITIES[ev.city][0])


def _income(ev, who, seats, game, cards):
    if ev.spent:
        return ngettext("{player} earns ${money} income in Kansas City, {n} temporary certificate spent",
                        "{player} earns ${money} income in Kansas City, {n} temporary certificates spent",
                        ev.spent).format(player=who, money=ev.value, n=ev.spent)
    return _("{player} earns ${money} income in Kansas City").format(player=who, money=ev.value)


def _cert(ev, who, seats, game, cards):
    n = ev.change
    if n > 0:
        return ngettext("{player} gains {n} certificate", "{player} gains {n} certificates", n).format(player=who, n=n)
    return ngettext("{player} spends {n} certificate", "{player} spends {n} certificates", -n).format(
        player=who, n=-n)


def _action(ev, who, seats, game, cards):
    if ev.action not in LOGGED_ACTIONS:
        return None
    if ev.action == "money4":
        return _("{player} takes ${money}").format(player=who, money=_STATED_ACTIONS["money4"])
    return _("{player} chooses to {action}").format(player=who, action=action_sentence(ev.action))


def _aux(ev, who, seats, game, cards):
    return aux_done(who, ev.action, ev.level, ev.money)


def _foresight(ev, who, seats, game, cards):
    """Where a foresight tile goes: nobody keeps it (§3.3)."""
    tile = with_article(tile_name(TILE_NAMES[ev.tile]))
    if TILE_NAMES[ev.tile] in ("cowboy", "craftsman", "engineer"):
        return _("{player} chooses {tile} from foresight column {column} for the job market").format(
            player=who, tile=tile, column=ev.column + 1)
    return _("{player} chooses {tile} from foresight column {column} for the trail").format(
        player=who, tile=tile, column=ev.column + 1)


def _hire(ev, who, seats, game, cards):
    worker = worker_with_article(TILE_NAMES[ev.worker])
    if ev.cost:
        return _("{player} hires {worker} for ${cost}").format(player=who, worker=worker, cost=ev.cost)
    return _("{player} hires {worker} for free").format(player=who, worker=worker)


def _build(ev, who, seats, game, cards):
    place = private_space_name(board.SPACES[ev.space])
    if ev.cost:
        return _("{player} builds {building} on {place} for ${cost}").format(
            player=who, building=ev.building, place=place, cost=ev.cost)
    return _("{player} builds {building} on {place}").format(player=who, building=ev.building, place=place)


def _buy(ev, who, seats, game, cards):
    records = cards or [ev]
    cost = sum(r.cost for r in records)
    if cost:
        return _("{player} buys {cards} for ${cost}").format(player=who, cards=_cards(records), cost=cost)
    return _("{player} buys {cards}").format(player=who, cards=_cards(records))


def _upgrade(ev, who, seats, game, cards):
    if ev.cost:
        return _("{player} upgrades station {station} for ${cost}").format(
            player=who, station=ev.station + 1, cost=ev.cost)
    return _("{player} upgrades station {station}").format(player=who, station=ev.station + 1)


def _hazard(ev, who, seats, game, cards):
    hazard = with_article(tile_name(TILE_NAMES[ev.tile]))
    if ev.cost:
        return _("{player} removes {hazard} for ${cost}").format(player=who, hazard=hazard, cost=ev.cost)
    return _("{player} removes {hazard} for free").format(player=who, hazard=hazard)


def _discard(ev, who, seats, game, cards):
    records = cards or [ev]
    return _with_money(_("{player} discards {cards}").format(player=who, cards=_cards(records)),
                       sum(r.money for r in records))


def _disc_cleared(ev, who, seats, game, cards):
    place = words.DISC_FROM.get(ev.group, ev.group)
    return _with_money(_("{player} takes a disc {from_place}").format(player=who, from_place=place), ev.money)


def _tile_placed(ev, who, seats, game, cards):
    return _("{tile} is placed on the trail").format(tile=with_article(tile_name(TILE_NAMES[ev.tile]), capital=True))


def _tile_boxed(ev, who, seats, game, cards):
    return _("{tile} finds no room and leaves the game").format(
        tile=with_article(tile_name(TILE_NAMES[ev.tile]), capital=True))


# event kind -> its sentence, given the event, who it is about, the seats, the game (or None) and,
# for cards bought or discarded together, every record of them. Money has none of its own: it is
# folded into the sentence of its cause, or said with the one before it (log_lines).
_SENTENCES = PerKind("log_sentences", nothing=(*HIDDEN_EVENTS, EventKind.MONEY), entries={
    EventKind.TURN: lambda ev, who, seats, game, cards: _("{player}'s turn").format(player=who),
    EventKind.CATTLEMAN: _cattleman,
    EventKind.FEE: _fee,
    EventKind.HIRE: _hire,
    EventKind.BUILD: _build,
    EventKind.BUY: _buy,
    EventKind.MARKET_ADD: lambda ev, who, seats, game, cards: _("{player} adds 2 cards to the cattle market").format(
        player=who),
    EventKind.MARKET_REFILL: lambda ev, who, seats, game, cards: ngettext(
        "The cattle market is refilled ({n} card)", "The cattle market is refilled ({n} cards)", ev.size).format(
        n=ev.size),
    EventKind.UPGRADE: _upgrade,
    EventKind.HAZARD: _hazard,
    EventKind.TEEPEE: _teepee,
    EventKind.TRANSPORT: lambda ev, who, seats, game, cards: _("{player} pays ${cost} transport").format(
        player=who, cost=ev.cost),
    EventKind.INCOME: _income,
    EventKind.DELIVER: _deliver,
    # The disc of a delivery: "delivers to Santa Fe" said it; only Kansas City's crest has money to tell.
    EventKind.CITY: lambda ev, who, seats, game, cards: _("{player} gains ${money} from the Kansas City crest").format(
        player=who, money=ev.money) if ev.money else None,
    EventKind.FORESIGHT: _foresight,
    EventKind.JOB_MARKET: lambda ev, who, seats, game, cards: _("{worker} joins the job market (row {row})").format(
        worker=with_article(tile_name(TILE_NAMES[ev.worker]), capital=True), row=ev.row + 1),
    EventKind.TILE_PLACED: _tile_placed,
    EventKind.TILE_BOXED: _tile_boxed,
    EventKind.END_TRIGGERED: lambda ev, who, seats, game, cards: _(
        "{player} moves the job market token off the board: the end is triggered, everyone else plays one more "
        "turn").format(player=who),
    EventKind.GAME_OVER: lambda ev, who, seats, game, cards: _("The game is over"),
    EventKind.DRAW: lambda ev, who, seats, game, cards: ngettext("{player} draws {n} card", "{player} draws {n} cards",
                                                         ev.count).format(player=who, n=ev.count),
    EventKind.SHUFFLE: lambda ev, who, seats, game, cards: _("{player} shuffles the discard pile into a new draw pile").format(
        player=who),
    EventKind.DISCARD: _discard,
    EventKind.REMOVED: lambda ev, who, seats, game, cards: _("{player} removes {card} from the game").format(
        player=who, card=card_with_article(CARD_NAMES[ev.card])),
    EventKind.CERT: _cert,
    EventKind.ENGINE: lambda ev, who, seats, game, cards: _("{player}'s engine goes to {place}").format(
        player=who, place=position_name(board.position_text(ev.position))),
    EventKind.DISC_CLEARED: _disc_cleared,
    EventKind.DISC_RECLAIMED: lambda ev, who, seats, game, cards: _("{player} takes the disc back from station {station}"
                                                            ).format(player=who, station=ev.station + 1),
    EventKind.MASTER: lambda ev, who, seats, game, cards: _("{player} gives up {worker} for a station master ({gain})").format(
        player=who, worker=worker_with_article(ev.worker), gain=words.MASTER_GAINS.get(ev.tile, ev.tile)),
    EventKind.OBJECTIVE_PLAYED: lambda ev, who, seats, game, cards: _("{player} plays an {card}").format(
        player=who, card=objective_name(ev.card)),
    EventKind.OBJECTIVE_GAINED: lambda ev, who, seats, game, cards: (
        _("{player} takes an {card} into the hand") if ev.dest == "hand"
        else _("{player} takes an {card} onto the discard pile")).format(player=who, card=objective_name(ev.card)),
    EventKind.ACTION: _action,
    EventKind.AUX: _aux,
})
