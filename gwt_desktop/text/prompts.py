"""The prompt line: who decides what now, one small function per kind of decision."""
from __future__ import annotations

from ..engine import board
from .labels import DISCARD_REWARDS
from .words import MASTER_GAINS, plural, seat_title, space_name


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
    return (f"choose where your cattleman goes (up to {plural(steps, 'step')}, fee shown per path)"
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
        return f"move your cattleman up to {plural(d.steps, 'step')} (fee shown per path)"
    return f"move your cattleman up to {plural(d.steps, 'step')}, no fees, not into Kansas City — or skip"


def _or_skip(d) -> str:
    return ", or skip" if d.optional else ""


def _p_buy(game, d, seats):
    return f"buy cattle with {plural(d.cowboys, 'cowboy')} left (price per option), or Done"


def _p_hire(game, d, seats):
    note = {2: " (each costs $2 more)", -1: " ($1 off)", -2: " ($2 off)"}.get(d.modifier, "")
    return f"choose a worker to hire{note}" + _or_skip(d)


def _p_build(game, d, seats):
    return f"choose a building and a space for it (${d.rate} per craftsman)" + _or_skip(d)


def _p_engine_fwd(game, d, seats):
    return f"move your engine forward up to {plural(d.steps, 'space')}, or skip"


def _p_engine_back(game, d, seats):
    gain = {"money": f"${d.amount}", "cert": plural(d.amount, "certificate"),
            "thin": f"removing {plural(d.amount, 'card')} from the game"}.get(d.reward, "")
    return f"move your engine back exactly {plural(d.steps, 'space')} for {gain}"


def _p_bounce(game, d, seats):
    return "your engine reached space 39: move it back to any free space (+$3)"


def _p_upgrade(game, d, seats):
    cost, vp, _ = board.STATIONS[d.station]
    return f"upgrade station {d.station + 1} for ${cost} ({vp} VP)?"


def _p_station_behind(game, d, seats):
    return "choose a station behind your engine to upgrade"


def _p_master(game, d, seats):
    gain = f" ({MASTER_GAINS[d.tile]})" if d.tile in MASTER_GAINS else ""
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
    gain = DISCARD_REWARDS.get(d.reward, "a reward")
    return f"discard {what} for {gain}" + _or_skip(d)


def _p_discard(game, d, seats):
    return f"discard {plural(d.count, 'card')} from your hand"


def _p_draw_upto(game, d, seats):
    return f"draw up to {plural(d.remaining, 'more card')} (you discard as many afterwards), or stop"


def _p_thin(game, d, seats):
    return f"remove up to {plural(d.count, 'card')} from the game, or Done"


def _p_pair(game, d, seats):
    return f"discard two cattle cards of one breed for ${d.money}"


def _p_aux(game, d, seats):
    which = "choose an auxiliary action (single or double)" if d.allow_double else "choose an auxiliary action"
    return which + _or_skip(d)


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


