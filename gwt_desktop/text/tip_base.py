"""What every tooltip is made of: the Tooltip record, the context it is made in (the view, the
viewer, the decision in front of them) and the word tables and pictures the tooltips share."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..engine import View
from ..engine.components import (
    FEES,
)
from .actions import action_sentence
from .i18n import N_, _
from .words import cap, glossary, player_name, seat_name

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
# Local actions: the sentence is actions.py's (one place for it); for the few actions whose short
# sentence leaves the player guessing, the tooltip says it in full, with what it leaves out.
# ---------------------------------------------------------------------------------------------
ACTION_MORE: dict[str, str] = {
    "extra_delivery": N_("Move the engine back for an extraordinary delivery (to a city worth at most the spaces "
                         "moved; no income, no transport cost)."),
    "copy_adjacent": N_("Use a neighbouring building's actions (the next location either way along the trail)."),
    "any3_objective": N_("Discard a cattle card for $3 and an objective card (the objective card goes straight "
                         "into your hand)."),
    "move1": N_("Move the cattleman 1 step, then use the new place."),
    "move2": N_("Move the cattleman up to 2 steps, then use the new place."),
    "move3": N_("Move the cattleman up to 3 steps, then use the new place."),
    "move4": N_("Move the cattleman up to 4 steps, then use the new place."),
    "move5": N_("Move the cattleman up to 5 steps, then use the new place."),
    "objective": N_("Take an objective card (from the display or the top of the stack, onto your discard pile)."),
    "teepee": N_("Trade with the Indians for a teepee (you gain, or pay, the money printed above its space)."),
}


def action_words(name: str) -> str:
    """One local action in full, as a sentence of its own."""
    if name in ACTION_MORE:
        return _(ACTION_MORE[name])
    return _("{action}.").format(action=cap(action_sentence(name)))


AUX_WORDS = {  # in English; read through _()
    "aux_money": (N_("Money"), N_("Gain $1 (double: $2).")),
    "aux_cards": (N_("Cards"), N_("Draw 1 card, then discard 1 (double: 2 and 2).")),
    "aux_cert": (N_("Certificate"), N_("Pay $1, engine 1 back: 1 certificate (double: $2, 2 back, up to 2).")),
    "aux_engine": (N_("Engine"), N_("Pay $1: engine 1 forward (double: $2, up to 2).")),
    "aux_thin": (N_("Thin the herd"), N_("Engine 1 back: remove a hand card from the game (double: 2 back, 2 cards).")),
}

DISC_WORDS = {  # in English; read through _()
    "aux_money": N_("Taking it unlocks the double Money auxiliary action."),
    "aux_cards": N_("Taking it unlocks the double Cards auxiliary action."),
    "aux_cert": N_("Taking one unlocks the single Certificate auxiliary action, both the double."),
    "aux_engine": N_("Taking one unlocks the single Engine auxiliary action, both the double."),
    "aux_thin": N_("Taking one unlocks the single Thin-the-herd auxiliary action, both the double."),
    "cert4": N_("Taking it raises your certificate limit from 3 to 4."),
    "cert6": N_("Taking it raises your certificate limit to 6 (once the 4 space is clear too)."),
    "step1": N_("Taking it adds steps to your cattleman's move and pays $3 at once."),
    "step2": N_("Taking it adds 1 step to your cattleman's move; worth 3 points at the end."),
    "hand": N_("Taking it raises your hand limit by 1; costs $5 at once."),
}

OBJECTIVE_ACTIONS = {  # in English; read through _()
    "money2": N_("gain $2"), "draw3": N_("draw up to 3 cards, then discard as many"),
    "engine2": N_("move your engine up to 2 spaces"), "engine3": N_("move your engine up to 3 spaces"),
    "move3": N_("move your cattleman up to 3 steps, ignoring hands (you may not use the place reached)"),
    "aux": N_("a single or double auxiliary action"),
}


PILE_WORDS = {  # in English; read through _()
    "draw": (N_("Draw pile"), N_("Your cattle cards still to draw; their order is hidden.")),
    "discard": (N_("Discard pile"), N_("Played and bought cards; shuffled into a new draw pile when it runs out.")),
    "objective_area": (N_("Objective area"), N_("Objective cards you played: their tasks score at the end.")),
    "market_stack": (N_("Cattle market stack"), N_("Face-down cattle cards that refill the market.")),
}
WORKER_ROLE = {  # in English; read through _()
    "cowboy": N_("Cowboys buy cattle: the more you have, the cheaper the market."),
    "craftsman": N_("Craftsmen build: each building needs the craftsmen printed on its tile (1 to 5, "
                    "not its number), $2 each; replacing one of yours needs only the difference."),
    "engineer": N_("Engineers move your engine with the 'engine per engineer' actions."),
}
SPACE_BONUS = {  # in English; read through _()
    "free_hazard": N_("remove a hazard for free"), "teepee": N_("trade with the Indians"),
    "cheap_build": N_("place a building at $1 per craftsman"), "cheap_hire": N_("hire a worker at $2 off"),
    "jersey_cert1": N_("discard a Jersey for 1 certificate"), "jersey_money2": N_("discard a Jersey for $2"),
    "jersey_cert2": N_("discard a Jersey for up to 2 certificates"), "jersey_money4": N_("discard a Jersey for $4"),
}


# ---------------------------------------------------------------------------------------------
# small helpers
# ---------------------------------------------------------------------------------------------
def card_title(name: str) -> str:
    """A card's name: its breed by the glossary, or an objective card."""
    if name.startswith("objective"):
        return _("Objective card")
    base = name.rsplit("_", 1)[0] if name[-1].isdigit() and "_" in name else name
    return glossary()["breed"].get(base) or base.replace("_", " ").title()


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
    if name in WORKER_KINDS or name.endswith("_teepee"):
        return cap(glossary()["tile"][name])
    kind, rest = name.split("_")
    return _("{hazard} hazard, {points} points").format(hazard=cap(glossary()["hazard"][kind]), points=rest[:-1])


def hand_fee_text(hands: str, n_players: int, others: bool = False) -> str | None:
    """What passing a space with these hands costs: "Passing or stopping costs green hand $1." (`others`:
    "costs others", for a building's owner, who passes their own for free)."""
    green, black = FEES[n_players]
    parts = []
    if "g" in hands:
        parts.append(_("green hand ${money}").format(money=green))
    if "b" in hands:
        parts.append(_("black hand ${money}").format(money=black))
    if not parts:
        return None
    if others:
        return _("Passing or stopping costs others {fees}.").format(fees=" + ".join(parts))
    return _("Passing or stopping costs {fees}.").format(fees=" + ".join(parts))


def tile_hand(name: str) -> str:
    if name == "green_teepee":
        return "g"
    if name == "blue_teepee":
        return "b"
    return name[-1] if name[-1] in "gb" and name[-2].isdigit() else ""


def box_words(box: tuple[str, ...]) -> str:
    """The actions of one box of a building, one sentence each: "Hire a worker. Or: Build …"."""
    text = action_words(box[0])
    for a in box[1:]:
        text = _("{actions} Or: {action}").format(actions=text, action=action_words(a))
    return text


class Context:
    """What every tooltip needs: the view, the viewer and the decision in front of them. `game`
    answers the rule queries (step limit, steps, prices) and lists the legal moves."""

    def __init__(self, view: View, game, seat: int, seats) -> None:
        self.view = view
        self.game = game
        self.seat = seat
        self.seats = seats
        self.players = view["players"]
        self.n = len(self.players)
        self.me = self.players[seat]
        # The decision only matters for "why not" when the viewer is the one deciding.
        mine = game is not None and not view.get("over") and view.get("to_move") == seat
        # The decision, a named tuple of the kind self.prompt names (its fields by kind), or None.
        self.decision: Any = game.decision if mine else None
        self.prompt: str = game.decision.kind if mine else ""

    def name(self, p: int) -> str:
        if self.seats is not None:
            return seat_name(self.seats[p])
        return player_name(self.players[p]["name"])

    def color(self, p: int) -> int:
        return self.seats[p].color if self.seats is not None else p

    def owner_text(self, p: int) -> str:
        return _("yours") if p == self.seat else _("{player}'s").format(player=self.name(p))

    def money_short(self, cost: int) -> str | None:
        have = self.me["money"]
        return _("${cost}, you have ${money}").format(cost=cost, money=have) if cost > have else None


