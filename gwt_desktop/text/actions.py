"""The local and auxiliary actions in words: the decision bar's short labels and the full sentences
(the tooltip, the hint, a log line)."""
from __future__ import annotations

from ..engine import board
from ..engine.components import (
    AUX_ACTIONS,
)
from .words import plural

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
    "aux_any": "Auxiliary action, single or double",
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
    board.RISK_JERSEY: "Jersey for cert + $2",
    board.RISK_ANY: "Any card for a cert",
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
LOGGED_ACTIONS = frozenset(("woods2", "teepee_pairs", "money_engineers", "money4", "engine2_pay2"))

_AUX_LABELS = {
    "aux_money": lambda lv: f"Take ${lv}",
    "aux_cards": lambda lv: f"Draw {lv}, discard {lv}",
    "aux_cert": lambda lv: f"${lv}: back {lv}, +{plural(lv, 'cert')}",
    "aux_engine": lambda lv: f"${lv}: engine {lv}",
    "aux_thin": lambda lv: f"Back {lv}: remove {plural(lv, 'card')}",
}
assert set(_AUX_LABELS) == set(AUX_ACTIONS)


def aux_label(name: str, level: int) -> str:
    """An auxiliary action, short (the level shows in its numbers): "Draw 2, discard 2"."""
    return _AUX_LABELS[name](level)


