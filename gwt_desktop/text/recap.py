"""The words of "Since your last turn": one short line per fact of another player's turn (session/recap.py
gathers the facts), and the heading. No pygame."""
from __future__ import annotations

from ..engine import board
from ..engine.components import CARD_NAMES, TILE_NAMES
from .actions import aux_label
from .words import (
    article,
    breed_plural,
    card_name,
    position_name,
    private_space_name,
    seat_label,
    space_name,
    tile_name,
)

HEADING = "Since your last turn"
CLOSE = "OK"
HINT = "Click a line to see where on the board."


def earlier(n: int) -> str:
    """The panel's first line when the oldest lines did not fit: they are in the log."""
    return f"{n} earlier {'line' if n == 1 else 'lines'} in the log (L)"


def _money(n: int) -> str:
    return f" for ${n}" if n else ""


def _space(space: int, game, seats, me) -> str:
    return space_name(board.SPACES[space], game, seats, me)


# Each phrase's verb as an advice says it ("then deliver to El Paso"), for the hint's sentence.
_ADVICE = {"moves": "move", "builds": "build", "buys": "buy", "hires": "hire", "takes": "take", "plays": "play",
           "reaches": "reach", "delivers": "deliver", "puts": "put", "upgrades": "upgrade", "removes": "remove",
           "trades": "trade", "discards": "discard", "picks": "pick", "pays": "pay", "gains": "gain",
           "spends": "spend", "clears": "clear", "adds": "add"}


def fact_words(fact, game, seats, me: int | None = None, advice: bool = False) -> str:
    """A fact as a short phrase without its subject ("moves to building B, paying $2"); advice=True
    says it as advice to `me` ("move to building B, paying $2")."""
    words = _fact_words(fact, game, seats, me)
    if advice:
        verb, _, rest = words.partition(" ")
        words = f"{_ADVICE.get(verb, verb)} {rest}"
    return words


def _fact_words(fact, game, seats, me: int | None) -> str:
    k, v = fact.kind, fact.value
    if k == "move":
        fee = f", paying ${fact.amount} in fees" if fact.amount else ""
        return f"moves to {_space(v, game, seats, me)}{fee}"
    if k == "build":
        # The space by its place, not by what stands there now: that is the building just built.
        return f"builds {v} on {private_space_name(board.SPACES[fact.where[1]])}{_money(fact.amount)}"
    if k == "buy":
        return f"buys {card_name(CARD_NAMES[v])}{_money(fact.amount)}"
    if k == "hire":
        return f"hires {article(tile_name(TILE_NAMES[v]))}{_money(fact.amount)}"
    if k == "hazard":
        return f"removes {article(tile_name(TILE_NAMES[v]))}{_money(fact.amount)}"
    if k == "teepee":
        gain = f": +${fact.amount}" if fact.amount > 0 else f", paying ${-fact.amount}" if fact.amount < 0 else ""
        return f"trades for {article(tile_name(TILE_NAMES[v]))}{gain}"
    if k == "objective":
        return f"takes an {card_name(CARD_NAMES[v])}"
    if k == "objective_played":
        return f"plays an {card_name(CARD_NAMES[v])}"
    if k == "kansas_city":
        return "reaches Kansas City"
    if k == "deliver":
        return f"delivers to {board.CITIES[v][0]}" + (f", earning ${fact.amount}" if fact.amount else "")
    if k == "city":
        return f"puts a disc on {board.CITIES[v][0]}"
    if k == "station":
        return f"puts a disc on station {v + 1}"
    if k == "upgrade":
        return f"upgrades station {v + 1}{_money(fact.amount)}"
    if k == "engine":
        return f"moves the engine to {position_name(board.position_text(v))}"
    if k == "master":
        return "takes a station master"
    if k == "discard":
        gain = f" (+${fact.amount})" if fact.amount else ""
        names = [card_name(CARD_NAMES[c]) for c in v]
        if len(names) > 1 and len(set(names)) == 1:
            return f"discards {len(names)} {breed_plural(names[0])}{gain}"
        return f"discards {' and '.join(article(n) for n in names)}{gain}"
    if k == "transport":
        return f"pays ${fact.amount} transport"
    if k == "aux":
        action, level = v
        money = f" (+${fact.amount})" if fact.amount > 0 else f", paying ${-fact.amount}" if fact.amount < 0 else ""
        return f"takes the auxiliary action {aux_label(action, level)}{money}"
    if k == "cert":
        n = abs(v)
        return f"{'gains' if v > 0 else 'spends'} {n} {'certificate' if n == 1 else 'certificates'}"
    if k == "disc_cleared":
        money = f" (+${fact.amount})" if fact.amount > 0 else f", paying ${-fact.amount}" if fact.amount < 0 else ""
        return f"clears a disc from the player board{money}"
    if k == "market_add":
        return "adds 2 cards to the cattle market"
    if k == "removed":
        return f"removes {article(card_name(CARD_NAMES[v]))} from the game"
    if k == "foresight":
        return f"picks {article(tile_name(TILE_NAMES[v]))} from foresight column {fact.where[1] + 1}"
    return k.replace("_", " ")


def _cattle(facts) -> tuple[list, list]:
    """The facts apart from the cattle bought, and those (told in one line: "buys 2 Holsteins for $14")."""
    out, bought = [], []
    for f in facts:
        (bought if f.kind == "buy" else out).append(f)
    return out, bought


def turn_lines(turn, game, seats, me: int | None = None) -> list[tuple[str, object]]:
    """(line, fact) for one turn of another player: a line per fact, the cattle bought together, and the
    points last; fact None for a line that has no place on the board."""
    who = seat_label(seats, turn.player)
    facts, bought = _cattle(turn.facts)
    lines = [(f"{who} {fact_words(f, game, seats, me)}", f) for f in facts]
    if bought:
        names = [card_name(CARD_NAMES[f.value]) for f in bought]
        price = sum(f.amount for f in bought)
        if len(set(names)) == 1 and len(names) > 1:
            what = f"{len(names)} {breed_plural(names[0])}"
        else:
            what = ", ".join(names)
        at = next((i for i, (_, f) in enumerate(lines) if f.kind == "move"), -1) + 1
        lines.insert(at, (f"{who} buys {what}{_money(price)}", bought[0]))
    if not lines:
        lines.append((f"{who} passes the turn without an action", None))
    if turn.points:
        lines.append((f"{who}: {turn.points:+d} {'point' if abs(turn.points) == 1 else 'points'} this turn", None))
    return lines

