"""The local and auxiliary actions in words: the decision bar's short labels and the full sentences
(the tooltip, the hint, a log line)."""
from __future__ import annotations

from ..engine import board
from ..engine.components import (
    AUX_ACTIONS,
)
from .i18n import N_, _, lazy_constants, ngettext

# ---------------------------------------------------------------------------------------------
# Local actions of buildings: the label in a choice panel
# ---------------------------------------------------------------------------------------------
# Short: they are the decision bar's buttons (about 20 characters fit beside the action's icon).
_LABELS = {
    "guernsey2": N_("Discard Guernsey: $2"),
    "dutch2": N_("Discard Dutch Belt: $2"),
    "angus2": N_("Discard Angus: $2"),
    "guernsey4": N_("Discard Guernsey: $4"),
    "holstein10": N_("Discard Holstein: $10"),
    "dutch3": N_("Discard Dutch Belt: $3"),
    "hire": N_("Hire a worker"),
    # Not "another": A's two hires are independent (RULES §7), and a newcomer took "One more" for the
    # ordinary hire before any worker was hired.
    "hire_plus2": N_("Hire at $2 more"),
    "hire_minus1": N_("Hire ($1 off)"),
    "build": N_("Build ($2/craftsman)"),
    "cert1": N_("1 certificate"),
    "objective": N_("Objective card"),
    "engine_engineers": N_("Engine: 1/engineer"),
    "teepee": N_("Trade for a teepee"),
    "engine2_pay2": N_("Pay $2: engine 2"),
    "aux_any": N_("Auxiliary action, single or double"),
    "buy": N_("Buy cattle"),
    "pair4": N_("Discard a pair: $4"),
    "pair3": N_("Discard a pair: $3"),
    "hazard7": N_("Remove hazard: $7"),
    "hazard5": N_("Remove hazard: $5"),
    "woods2": N_("$2 per woods building"),
    "move1": N_("Move 1 step"),
    "move2": N_("Move up to 2"),
    "move3": N_("Move up to 3"),
    "move4": N_("Move up to 4"),
    "move5": N_("Move up to 5"),
    "teepee_pairs": N_("Teepee pairs: certs, $"),
    "engine2": N_("Engine up to 2"),
    "engine3": N_("Engine up to 3"),
    "engine4": N_("Engine up to 4"),
    "extra_delivery": N_("Extra delivery"),
    "cert_max": N_("Certificates to limit"),
    "objective_cert2": N_("Objective card: 2 certs"),
    "engine_back3": N_("Engine back 1: $3"),
    "jersey_engine1": N_("Discard Jersey: engine 1"),
    "draw_cowboys": N_("Draw 1 per cowboy"),
    "angus_cert2": N_("Discard Angus: 2 certs"),
    "money_engineers": N_("$1 per engineer"),
    "any3_objective": N_("Discard: $3 + objective"),
    "engine_woods": N_("Engine: 1/woods bldg"),
    "copy_adjacent": N_("Neighbour's actions"),
    "upgrade_behind": N_("Upgrade station behind"),
    "money4": N_("Take $4"),
    board.RISK_JERSEY: N_("Jersey for cert + $2"),
    board.RISK_ANY: N_("Any card for a cert"),
}
# The same actions said in full (the tooltip, the hint, a log line).
_SENTENCES = {
    "guernsey2": N_("discard a Guernsey for $2"),
    "dutch2": N_("discard a Dutch Belt for $2"),
    "angus2": N_("discard a Black Angus for $2"),
    "guernsey4": N_("discard a Guernsey for $4"),
    "holstein10": N_("discard a Holstein for $10"),
    "dutch3": N_("discard a Dutch Belt for $3"),
    "hire": N_("hire a worker"),
    "hire_plus2": N_("hire a worker at $2 more"),
    "hire_minus1": N_("hire a worker for $1 less"),
    "build": N_("build a building for $2 per craftsman"),
    "cert1": N_("take 1 certificate"),
    "objective": N_("take an objective card"),
    "engine_engineers": N_("move the engine 1 space per engineer"),
    "teepee": N_("trade with the Indians for a teepee"),
    "engine2_pay2": N_("pay $2 to move the engine up to 2 spaces"),
    "aux_any": N_("take any auxiliary action, single or double"),
    "buy": N_("buy cattle with your cowboys"),
    "pair4": N_("discard two cattle cards of one breed for $4"),
    "pair3": N_("discard two cattle cards of one breed for $3"),
    "hazard7": N_("remove a hazard for $7"),
    "hazard5": N_("remove a hazard for $5"),
    "woods2": N_("take $2 per building of yours in the woods"),
    "move1": N_("move the cattleman 1 step"),
    "move2": N_("move the cattleman up to 2 steps"),
    "move3": N_("move the cattleman up to 3 steps"),
    "move4": N_("move the cattleman up to 4 steps"),
    "move5": N_("move the cattleman up to 5 steps"),
    "teepee_pairs": N_("take 2 certificates and $2 per pair of teepees"),
    "engine2": N_("move the engine up to 2 spaces"),
    "engine3": N_("move the engine up to 3 spaces"),
    "engine4": N_("move the engine up to 4 spaces"),
    "extra_delivery": N_("move the engine back for an extraordinary delivery"),
    "cert_max": N_("take certificates up to the limit"),
    "objective_cert2": N_("discard an objective card for 2 certificates"),
    "engine_back3": N_("move the engine back 1 space for $3"),
    "jersey_engine1": N_("discard a Jersey to move the engine 1 space"),
    "draw_cowboys": N_("draw a card per cowboy, then discard as many"),
    "angus_cert2": N_("discard a Black Angus for 2 certificates"),
    "money_engineers": N_("take $1 per engineer"),
    "any3_objective": N_("discard a cattle card for $3 and an objective card"),
    "engine_woods": N_("move the engine 1 space per building in the woods"),
    "copy_adjacent": N_("use a neighbouring building's actions"),
    "upgrade_behind": N_("upgrade a station behind the engine"),
    "money4": N_("take $4"),
    board.RISK_JERSEY: N_("risk: discard a Jersey for a certificate and $2"),
    board.RISK_ANY: N_("risk: discard a cattle card for a certificate"),
}
assert set(_SENTENCES) == set(_LABELS)
_constants = lazy_constants({"ACTION_LABELS": _LABELS, "ACTION_SENTENCES": _SENTENCES})


def __getattr__(name: str):
    """ACTION_LABELS and ACTION_SENTENCES, in the current language when read."""
    return _constants(name)


def action_label(name: str) -> str:
    """A local action, short: the decision bar's button ("Discard Guernsey: $2")."""
    return _(_LABELS[name]) if name in _LABELS else name.replace("_", " ")


def action_sentence(name: str) -> str:
    """A local action said in full, for a tooltip or a hint: "discard a Guernsey for $2"."""
    return _(_SENTENCES[name]) if name in _SENTENCES else name.replace("_", " ")
# The few local actions the log names itself; every other one is told by the events it causes
# ("Anna discards a Guernsey (+$2)", "Anna hires a cowboy for $6").
LOGGED_ACTIONS = frozenset(("woods2", "teepee_pairs", "money_engineers", "money4", "engine2_pay2"))

_AUX_LABELS = {
    "aux_money": lambda lv: _("Take ${n}").format(n=lv),
    "aux_cards": lambda lv: _("Draw {n}, discard {n}").format(n=lv),
    "aux_cert": lambda lv: ngettext("${n}: back {n}, +{n} cert", "${n}: back {n}, +{n} certs", lv).format(n=lv),
    "aux_engine": lambda lv: _("${n}: engine {n}").format(n=lv),
    "aux_thin": lambda lv: ngettext("Back {n}: remove {n} card", "Back {n}: remove {n} cards", lv).format(n=lv),
}
assert set(_AUX_LABELS) == set(AUX_ACTIONS)


def aux_label(name: str, level: int) -> str:
    """An auxiliary action, short (the level shows in its numbers): "Draw 2, discard 2"."""
    return _AUX_LABELS[name](level)


def aux_done(who: str, action: str, level: int, money: int) -> str:
    """An auxiliary action a player took, one whole sentence per action (the log, the recap): never
    its button's label inside a sentence (tests/text/test_template_slots.py). `money`: what it
    brought, negative for what it cost."""
    lv, cost = level, -money
    if action == "aux_money":
        return _("{player} takes ${money} (auxiliary action)").format(player=who, money=money)
    if action == "aux_cards":
        return ngettext("{player} takes the auxiliary action: draw {n} card and discard {n}",
                        "{player} takes the auxiliary action: draw {n} cards and discard {n}", lv).format(
            player=who, n=lv)
    if action == "aux_cert":
        return ngettext("{player} takes the auxiliary action: pay ${cost} and move the engine back {n} "
                        "for {n} certificate",
                        "{player} takes the auxiliary action: pay ${cost} and move the engine back {n} "
                        "for {n} certificates", lv).format(player=who, cost=cost, n=lv)
    if action == "aux_engine":
        return _("{player} takes the auxiliary action: pay ${cost} and move the engine up to {n}").format(
            player=who, cost=cost, n=lv)
    if action == "aux_thin":
        return ngettext("{player} takes the auxiliary action: move the engine back {n} to remove {n} card "
                        "from the game",
                        "{player} takes the auxiliary action: move the engine back {n} to remove {n} cards "
                        "from the game", lv).format(player=who, n=lv)
    return _("{player} takes the auxiliary action: {action}").format(player=who, action=action)
