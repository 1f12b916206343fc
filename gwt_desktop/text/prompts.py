"""The prompt line: who decides what now, one small function per kind of decision.

Each prompt is one whole sentence in the catalog (a variant with ", or skip" is a sentence of its own:
word order differs between languages), its numbers and names as named placeholders."""
from __future__ import annotations

from ..engine import MoveKind, board
from ..engine.components import TILE_NAMES
from . import words
from .glance import city_choice, points
from .i18n import N_, _, ngettext
from .words import cap, seat_title, space_name


# ---------------------------------------------------------------------------------------------
# The prompt line
# ---------------------------------------------------------------------------------------------
def prompt(game, seats, brief: bool = False, bare: bool = False) -> str:
    """The prompt line: who decides what now, e.g. "Anna (Blue): choose where your cattleman goes".

    For a line too long for the prompt bar (a longer language): `brief`, the shorter sentence of a
    decision that has one (its details are in the tooltips); `bare`, the decision alone, without the
    player's name (the bar's tag beside it names the player)."""
    if game.is_over:
        return _("The game is over.")
    d = game.decision
    body = ((brief and _BRIEF.get(d.kind)) or _PROMPTS[d.kind])(game, d, seats)
    if bare:
        return cap(body)
    return _("{player}: {prompt}").format(player=seat_title(seats, game.to_move), prompt=body)


def _objective_playable(game) -> bool:
    return any(m.kind == MoveKind.OBJECTIVE for m in game.legal_moves())


def _p_turn(game, d, seats):
    objective = _objective_playable(game)
    if d.placing:
        if objective:
            return _("place your cattleman on a neutral building to start, or play an objective card")
        return _("place your cattleman on a neutral building to start")
    steps = game.step_limit(game.to_move)
    if objective:
        return ngettext("choose where your cattleman goes (up to {n} step, fee shown per path), "
                        "or play an objective card",
                        "choose where your cattleman goes (up to {n} steps, fee shown per path), "
                        "or play an objective card", steps).format(n=steps)
    return ngettext("choose where your cattleman goes (up to {n} step, fee shown per path)",
                    "choose where your cattleman goes (up to {n} steps, fee shown per path)", steps).format(n=steps)


def _p_turn_brief(game, d, seats):
    if d.placing or not _objective_playable(game):
        return _p_turn(game, d, seats)
    steps = game.step_limit(game.to_move)
    return ngettext("move your cattleman up to {n} step, or play an objective card",
                    "move your cattleman up to {n} steps, or play an objective card", steps).format(n=steps)


def _p_loc(game, d, seats):
    where = space_name(board.SPACES[d.space], game, seats, game.to_move)
    if d.mode == "copy":
        return _("use the actions of {place} one by one, then Done").format(place=where)
    if d.mode == "aux_only":
        return _("at {place}: take one auxiliary action, or Done").format(place=where)
    if d.aux_taken:
        return _("at {place}: auxiliary action taken — Done ends your actions").format(place=where)
    if d.actions_taken:
        return _("at {place}: take its other actions, or Done").format(place=where)
    return _("at {place}: take its actions one by one, or one auxiliary action, then Done").format(place=where)


def _p_cattle_move(game, d, seats):
    if d.context == "building":
        return ngettext("move your cattleman up to {n} step (fee shown per path)",
                        "move your cattleman up to {n} steps (fee shown per path)", d.steps).format(n=d.steps)
    return ngettext("move your cattleman up to {n} step, no fees, not into Kansas City — or skip",
                    "move your cattleman up to {n} steps, no fees, not into Kansas City — or skip",
                    d.steps).format(n=d.steps)


def _p_buy(game, d, seats):
    return ngettext("buy cattle with {n} cowboy left (price per option), or Done",
                    "buy cattle with {n} cowboys left (price per option), or Done", d.cowboys).format(n=d.cowboys)


def _p_hire(game, d, seats):
    if d.modifier == 2:
        return (_("choose a worker to hire (each costs $2 more), or skip") if d.optional
                else _("choose a worker to hire (each costs $2 more)"))
    if d.modifier == -1:
        return _("choose a worker to hire ($1 off), or skip") if d.optional else _("choose a worker to hire ($1 off)")
    if d.modifier == -2:
        return _("choose a worker to hire ($2 off), or skip") if d.optional else _("choose a worker to hire ($2 off)")
    return _("choose a worker to hire, or skip") if d.optional else _("choose a worker to hire")


def _p_build(game, d, seats):
    if d.optional:
        return _("choose a building and a space for it (${rate} per craftsman), or skip").format(rate=d.rate)
    return _("choose a building and a space for it (${rate} per craftsman)").format(rate=d.rate)


def _p_engine_fwd(game, d, seats):
    return ngettext("move your engine forward up to {n} space, or skip",
                    "move your engine forward up to {n} spaces, or skip", d.steps).format(n=d.steps)


def _p_engine_back(game, d, seats):
    n, k = d.steps, d.amount
    if d.reward == "money":
        return ngettext("move your engine back exactly {n} space for ${amount}",
                        "move your engine back exactly {n} spaces for ${amount}", n).format(n=n, amount=k)
    if d.reward == "cert":
        if k == 1:
            return ngettext("move your engine back exactly {n} space for 1 certificate",
                            "move your engine back exactly {n} spaces for 1 certificate", n).format(n=n)
        return ngettext("move your engine back exactly {n} space for {amount} certificates",
                        "move your engine back exactly {n} spaces for {amount} certificates", n).format(n=n, amount=k)
    if d.reward == "thin":
        if k == 1:
            return ngettext("move your engine back exactly {n} space for removing 1 card from the game",
                            "move your engine back exactly {n} spaces for removing 1 card from the game",
                            n).format(n=n)
        return ngettext("move your engine back exactly {n} space for removing {amount} cards from the game",
                        "move your engine back exactly {n} spaces for removing {amount} cards from the game",
                        n).format(n=n, amount=k)
    return ngettext("move your engine back exactly {n} space for ", "move your engine back exactly {n} spaces for ",
                    n).format(n=n)


def _p_bounce(game, d, seats):
    return _("your engine reached space 39: move it back to any free space (+$3)")


def _p_upgrade(game, d, seats):
    cost, vp, _unused = board.STATIONS[d.station]
    return _("upgrade station {station} for ${cost} ({points} VP)?").format(station=d.station + 1, cost=cost,
                                                                              points=vp)


def _p_station_behind(game, d, seats):
    return _("choose a station behind your engine to upgrade")


def _p_master(game, d, seats):
    gains = words.MASTER_GAINS
    if d.tile in gains:
        return _("appoint the station master of station {station} ({gain}) by giving up a hired worker, or skip"
                 ).format(station=d.station + 1, gain=gains[d.tile])
    return _("appoint the station master of station {station} by giving up a hired worker, or skip"
             ).format(station=d.station + 1)


def _p_sm_objective(game, d, seats):
    return _("station master: remove a hazard for free or trade for a teepee, or skip")


def _p_teepee(game, d, seats):
    if d.optional:
        return _("choose a teepee to trade for (its space pays or costs $), or skip")
    return _("choose a teepee to trade for (its space pays or costs $)")


def _p_hazard(game, d, seats):
    if d.cost:
        if d.optional:
            return _("choose a hazard to remove for ${cost}, or skip").format(cost=d.cost)
        return _("choose a hazard to remove for ${cost}").format(cost=d.cost)
    return _("choose a hazard to remove for free, or skip") if d.optional else _("choose a hazard to remove for free")


def _p_gain_obj(game, d, seats):
    if d.dest == "hand":
        if d.optional:
            return _("take an objective card from the display into your hand, or take none")
        return _("take an objective card from the display into your hand")
    if d.optional:
        return _("take an objective card from the display or the stack (onto your discard pile), or take none")
    return _("take an objective card from the display or the stack (onto your discard pile)")


def _p_copy(game, d, seats):
    return _("choose a neighbouring building whose actions you use")


def _p_disc(game, d, seats):
    legal = game.legal_moves()
    if len(legal) == 1:  # one disc can go: still asked (docs/RULES.md §10.3), and said which
        return _p_lone_disc(d, legal[0])
    if d.target == "city":
        return _("choose which disc to take off your player board for {city}").format(
            city=board.CITIES[d.index][0])  # the cities' names are the same in every language
    return _("choose which disc to take off your player board for station {station}").format(station=d.index + 1)


def _p_lone_disc(d, move):
    city = d.target == "city"
    where = board.CITIES[d.index][0] if city else d.index + 1  # the cities' names are the same in every language
    if move.kind == MoveKind.RECLAIM:
        if city:
            return _("no disc of your player board can go to {city}: take back your disc from station {station}"
                     ).format(city=where, station=move.station + 1)
        return _("no disc of your player board can go to station {target}: take back your disc from station "
                 "{station}").format(target=where, station=move.station + 1)
    place = words.DISC_FROM.get(move.action, move.action)
    if city:
        return _("only one disc can go to {city}: take it {from_place}").format(city=where, from_place=place)
    return _("only one disc can go to station {target}: take it {from_place}").format(target=where,
                                                                                      from_place=place)


def _lone_tile(game, d) -> tuple[str, bool] | None:
    """The one tile a foresight step offers (the step is asked all the same, docs/RULES.md §3.1), as
    (its name with its article, whether the column's other tile is a worker the job market no longer
    takes); None when the column offers two."""
    legal = game.legal_moves()
    if len(legal) != 1:
        return None
    i = legal[0].number
    other = d.tiles[1 - i]
    return words.with_article(words.tile_name(TILE_NAMES[d.tiles[i]])), other >= 0


def _p_foresight(game, d, seats):
    lone = _lone_tile(game, d)
    if lone is None:
        return _("Kansas City: choose a tile from foresight column {column} of 3").format(column=d.column + 1)
    tile, worker_refused = lone
    if worker_refused:  # after the end is triggered (§12.2)
        return _("Kansas City: only {tile} may be taken from foresight column {column} — the job market "
                 "takes no more workers").format(tile=tile, column=d.column + 1)
    return _("Kansas City: foresight column {column} holds only {tile} — take it").format(
        tile=tile, column=d.column + 1)


def _p_foresight_brief(game, d, seats):
    lone = _lone_tile(game, d)
    if lone is None or not lone[1]:
        return _p_foresight(game, d, seats)
    return _("Kansas City: only {tile} may be taken from column {column}").format(tile=lone[0], column=d.column + 1)


def _p_income(game, d, seats):
    # The herd's value is not said here: the prompt line is on screen for everyone, and the hand is
    # hidden until the income is taken. Certificates lie open on the player board.
    return _("Kansas City income: your herd's breeding value, +$1 per temporary certificate you spend "
             "(you have {certificates})").format(certificates=d.certs)


def _p_income_brief(game, d, seats):
    return _("Kansas City income: breeding value, +$1 per temporary certificate spent (you have {certificates})"
             ).format(certificates=d.certs)


def _p_master_brief(game, d, seats):
    return _("appoint the station master of station {station} by giving up a hired worker, or skip"
             ).format(station=d.station + 1)


def _p_city(game, d, seats):
    options = game.delivery_options(game.to_move).options
    if len(options) == 1:  # one city only: the step is still asked, and says where and what it brings
        choice = city_choice(options[0])
        if d.source == "kc":
            return _("your herd of {value} reaches one city only — deliver to {choice}").format(
                value=d.value, choice=choice)
        return _("extraordinary delivery worth {value}: one city only — deliver to {choice}").format(
            value=d.value, choice=choice)
    if d.source == "kc":
        return _("your herd is worth {value}: choose a city worth at most {value} (transport cost shown)"
                 ).format(value=d.value)
    return _("extraordinary delivery: choose a city worth at most {value}").format(value=d.value)


def _p_city_brief(game, d, seats):
    """The one-city step in a line the bar can hold: the city and its points (its money and transport
    are on its button and in its tooltip)."""
    options = game.delivery_options(game.to_move).options
    if len(options) != 1:
        return _p_city(game, d, seats)
    return _("one city only — deliver to {city}: {points}").format(
        city=board.CITIES[options[0].city][0], points=points(options[0].points))


def _p_extra(game, d, seats):
    return _("move your engine back: each space counted lets you deliver to a city worth 1 more")


# What a discard_for decision asks for and gives, as the prompt line names them (its own context:
# the words sit in one sentence, "discard {card} for {reward}", and may need that sentence's case).
_DISCARD_WHAT = {"jersey": N_("a Jersey"), "cattle": N_("a cattle card"), "objective": N_("an objective card")}
_DISCARD_FOR = {"money2": N_("$2"), "money4": N_("$4"), "cert1": N_("a certificate"), "cert2": N_("2 certificates"),
                "money3_objective_to_hand": N_("$3 and an objective card")}


def _p_discard_for(game, d, seats):
    what = _(_DISCARD_WHAT[d.filter])
    gain = _(_DISCARD_FOR[d.reward]) if d.reward in _DISCARD_FOR else _("a reward")
    if d.optional:
        return _("discard {card} for {reward}, or skip").format(card=what, reward=gain)
    return _("discard {card} for {reward}").format(card=what, reward=gain)


def _p_discard(game, d, seats):
    return ngettext("discard {n} card from your hand", "discard {n} cards from your hand", d.count).format(n=d.count)


def _p_draw_upto(game, d, seats):
    return ngettext("draw up to {n} more card (you discard as many afterwards), or stop",
                    "draw up to {n} more cards (you discard as many afterwards), or stop",
                    d.remaining).format(n=d.remaining)


def _p_thin(game, d, seats):
    return ngettext("remove up to {n} card from the game, or Done", "remove up to {n} cards from the game, or Done",
                    d.count).format(n=d.count)


def _p_pair(game, d, seats):
    return _("discard two cattle cards of one breed for ${money}").format(money=d.money)


def _p_aux(game, d, seats):
    if d.allow_double:
        return (_("choose an auxiliary action (single or double), or skip") if d.optional
                else _("choose an auxiliary action (single or double)"))
    return _("choose an auxiliary action, or skip") if d.optional else _("choose an auxiliary action")


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
_BRIEF = {"city": _p_city_brief, "kc_income": _p_income_brief, "master": _p_master_brief, "turn": _p_turn_brief,
          "kc_foresight": _p_foresight_brief}


