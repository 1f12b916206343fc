"""The action glyphs' contents: which parts draw each action, and which actions each building prints.

One table for the art (build_scripts/make_art.py draws the sprites from it through art_sources.py)
and for the board, which draws the actions on the trail's buildings at draw time with their numbers
in the font (ui/board/glyphs.py). Plain data, no pygame. Which actions each building has, its
craftsmen, points and hands are the engine's table (engine/components.py): GLYPH_OF maps its action
names to the glyphs, in this one place.
"""
from __future__ import annotations

from ...engine.components import (
    COWBOY,
    CRAFTSMAN,
    ENGINEER,
    HAND_BLACK,
    HAND_GREEN,
    NEUTRAL_ACTIONS,
    NEUTRAL_LETTERS,
    TILE_NAMES,
    WORKER_SPACE_ACTIONS,
)
from ...engine.components import PRIVATE_BUILDINGS as ENGINE_PRIVATE_BUILDINGS

# Action glyphs. A glyph is a requirement (drawn small, red, left of an arrow) and one or more
# rewards; "alt" joins choices with a slash. Parts:
#   ("coin", "2")            money; in "req" it is a price
#   ("card", breed)          a cattle card of that breed (breed "any", or "same2" for two alike)
#   ("icon", key, text, per) an ICONS icon with an optional number and an optional "per" icon
ACTIONS: dict[str, dict] = {
    "guernsey_2": {"req": ("card", "guernsey"), "gain": [("coin", "2")]},
    "guernsey_4": {"req": ("card", "guernsey"), "gain": [("coin", "4")]},
    "dutch_belt_2": {"req": ("card", "dutch_belt"), "gain": [("coin", "2")]},
    "dutch_belt_3": {"req": ("card", "dutch_belt"), "gain": [("coin", "3")]},
    "black_angus_2": {"req": ("card", "black_angus"), "gain": [("coin", "2")]},
    "holstein_10": {"req": ("card", "holstein"), "gain": [("coin", "10")]},
    "pair_4": {"req": ("card", "same2"), "gain": [("coin", "4")]},
    "pair_3": {"req": ("card", "same2"), "gain": [("coin", "3")]},
    "hire": {"gain": [("icon", "hire", None, None)]},
    "hire_plus2": {"req": ("coin", "+2"), "gain": [("icon", "hire", None, None)]},
    "hire_minus1": {"gain": [("icon", "hire", "-1", None)]},
    "hire_minus2": {"gain": [("icon", "hire", "-2", None)]},
    "build": {"gain": [("icon", "build", "2", "craftsman")]},
    "build_cheap": {"gain": [("icon", "build", "1", "craftsman")]},
    "cert_or_objective": {"alt": True, "gain": [("icon", "certificate", "1", None), ("icon", "objective", None, None)]},
    "engine_engineers": {"gain": [("icon", "engine", None, "engineer")]},
    "trade_or_engine2": {"alt": True, "gain": [("icon", "teepee", None, None), ("icon", "engine", "2", "pay2")]},
    "aux_any": {"gain": [("icon", "aux", "1|2", None)]},
    "buy_cattle": {"gain": [("icon", "cattle", None, "cowboy")]},
    "hazard_7": {"req": ("coin", "7"), "gain": [("icon", "hazard", None, None)]},
    "hazard_5": {"req": ("coin", "5"), "gain": [("icon", "hazard", None, None)]},
    "hazard_free": {"gain": [("icon", "hazard", None, None)]},
    "trade": {"gain": [("icon", "teepee", None, None)]},
    "objective": {"gain": [("icon", "objective", None, None)]},
    "money_per_woods": {"gain": [("coin", "2"), ("icon", "woods", None, None)]},
    "move_1": {"gain": [("icon", "move", "1", None)]},
    "move_2": {"gain": [("icon", "move", "2", None)]},
    "move_3": {"gain": [("icon", "move", "3", None)]},
    "move_4": {"gain": [("icon", "move", "4", None)]},
    "move_5": {"gain": [("icon", "move", "5", None)]},
    "move_3_no_hands": {"gain": [("icon", "move", "3", "hand")]},
    "teepee_pairs": {"req": ("icon", "teepee", "G+B", None), "gain": [("icon", "certificate", "2", None), ("coin", "2")]},
    "trade_or_aux": {"alt": True, "gain": [("icon", "teepee", None, None), ("icon", "aux", "1|2", None)]},
    "engine_2": {"gain": [("icon", "engine", "2", None)]},
    "engine_3": {"gain": [("icon", "engine", "3", None)]},
    "engine_4": {"gain": [("icon", "engine", "4", None)]},
    "extra_delivery": {"req": ("icon", "engine", "<", None), "gain": [("icon", "delivery", None, None)]},
    "cert_to_limit": {"gain": [("icon", "certificate", "max", None)]},
    "objective_to_cert2": {"req": ("icon", "objective", None, None), "gain": [("icon", "certificate", "2", None)]},
    "engine_back_3": {"req": ("icon", "engine", "<1", None), "gain": [("coin", "3")]},
    "jersey_engine_1": {"req": ("card", "jersey"), "gain": [("icon", "engine", "1", None)]},
    "draw_per_cowboy": {"gain": [("icon", "shuffle", None, "cowboy")]},
    "black_angus_cert2": {"req": ("card", "black_angus"), "gain": [("icon", "certificate", "2", None)]},
    "money_per_engineer": {"gain": [("coin", "1"), ("icon", "engineer", None, None)]},
    "any_3_objective": {"req": ("card", "any"), "gain": [("coin", "3"), ("icon", "objective", None, None)]},
    "engine_per_woods": {"gain": [("icon", "engine", None, "woods")]},
    "copy_adjacent": {"gain": [("icon", "copy", None, None)]},
    "upgrade_station": {"gain": [("icon", "station", None, None)]},
    "money_4": {"gain": [("coin", "4")]},
    "money_2": {"gain": [("coin", "2")]},
    "draw_3": {"gain": [("icon", "draw", "3", None)]},
    "aux_or_double": {"gain": [("icon", "aux", "1|2", None)]},
    "cert_1": {"gain": [("icon", "certificate", "1", None)]},
    "jersey_cert_1": {"req": ("card", "jersey"), "gain": [("icon", "certificate", "1", None)]},
    "jersey_2": {"req": ("card", "jersey"), "gain": [("coin", "2")]},
    "jersey_cert_2": {"req": ("card", "jersey"), "gain": [("icon", "certificate", "2", None)]},
    "jersey_4": {"req": ("card", "jersey"), "gain": [("coin", "4")]},
    "hazard_or_trade": {"alt": True, "gain": [("icon", "hazard", None, None), ("icon", "teepee", None, None)]},
    "perm_cert": {"gain": [("icon", "certificate", "P", None)]},
    # Auxiliary actions of the player board (§10.5)
    "aux_money": {"gain": [("coin", "1")]},
    "aux_cards": {"gain": [("icon", "shuffle", "1", None)]},
    "aux_cert": {"req": ("icon", "engine", "<1", "pay1"), "gain": [("icon", "certificate", "1", None)]},
    "aux_engine": {"req": ("coin", "1"), "gain": [("icon", "engine", "1", None)]},
    "aux_thin": {"req": ("icon", "engine", "<1", None), "gain": [("icon", "thin", "1", None)]},
}

# The one map from the engine's actions to the art: an action box of engine/components.py (its action
# names: one, or an either/or box's several; the worker rows' immediate actions one each) -> the
# glyph above that draws it. The buildings below are the engine's own table, drawn through it
# (tests/ui/test_glyph_specs.py: every box the engine has, a glyph whose numbers are the rule's).
GLYPH_OF: dict[tuple[str, ...], str] = {
    # the neutral buildings (§7)
    ("guernsey2",): "guernsey_2",
    ("hire",): "hire",
    ("hire_plus2",): "hire_plus2",
    ("dutch2",): "dutch_belt_2",
    ("build",): "build",
    ("cert1", "objective"): "cert_or_objective",
    ("engine_engineers",): "engine_engineers",
    ("teepee", "engine2_pay2"): "trade_or_engine2",
    ("aux_any",): "aux_any",
    ("angus2",): "black_angus_2",
    ("buy",): "buy_cattle",
    ("pair4",): "pair_4",
    ("hazard7",): "hazard_7",
    # the private buildings (§8)
    ("woods2",): "money_per_woods",
    ("guernsey4",): "guernsey_4",
    ("pair3",): "pair_3",
    ("move1",): "move_1",
    ("hazard5",): "hazard_5",
    ("move2",): "move_2",
    ("hire_minus1",): "hire_minus1",
    ("holstein10",): "holstein_10",
    ("teepee_pairs",): "teepee_pairs",
    ("teepee", "aux_any"): "trade_or_aux",
    ("engine2",): "engine_2",
    ("engine3",): "engine_3",
    ("extra_delivery",): "extra_delivery",
    ("cert_max",): "cert_to_limit",
    ("move5",): "move_5",
    ("objective_cert2",): "objective_to_cert2",
    ("engine_back3",): "engine_back_3",
    ("jersey_engine1",): "jersey_engine_1",
    ("dutch3",): "dutch_belt_3",
    ("draw_cowboys",): "draw_per_cowboy",
    ("move3",): "move_3",
    ("angus_cert2",): "black_angus_cert2",
    ("money_engineers",): "money_per_engineer",
    ("any3_objective",): "any_3_objective",
    ("engine_woods",): "engine_per_woods",
    ("copy_adjacent",): "copy_adjacent",
    ("upgrade_behind",): "upgrade_station",
    ("money4",): "money_4",
    ("engine4",): "engine_4",
    ("move4",): "move_4",
    # the worker rows' immediate actions (§10.1)
    ("free_hazard",): "hazard_free",
    ("teepee",): "trade",
    ("cheap_build",): "build_cheap",
    ("jersey_cert1",): "jersey_cert_1",
    ("jersey_money2",): "jersey_2",
    ("cheap_hire",): "hire_minus2",
    ("jersey_cert2",): "jersey_cert_2",
    ("jersey_money4",): "jersey_4",
}


def glyphs_of(boxes) -> tuple[str, ...]:
    """The glyphs that draw an engine building's action boxes, in its order."""
    return tuple(GLYPH_OF[tuple(box)] for box in boxes)


def _hands(hands: int) -> str:
    return ("g" if hands & HAND_GREEN else "") + ("b" if hands & HAND_BLACK else "")


# letter -> its actions' glyphs (engine.components.NEUTRAL_ACTIONS).
NEUTRAL_BUILDINGS = {letter: glyphs_of(NEUTRAL_ACTIONS[letter]) for letter in NEUTRAL_LETTERS}

# "1a" -> (craftsmen, VP, hands ("g", "b", "gb" or ""), its actions' glyphs): the engine's
# PRIVATE_BUILDINGS as the art and the board print them (docs/RULES.md §8).
PRIVATE_BUILDINGS = {b.name: (b.craftsmen, b.points, _hands(b.hands), glyphs_of(b.actions))
                     for b in ENGINE_PRIVATE_BUILDINGS.values()}

# Immediate actions of the worker rows (§10.1), spaces 2..6: engine.components.WORKER_SPACE_ACTIONS.
WORKER_ROWS = {
    TILE_NAMES[kind]: tuple(GLYPH_OF[(WORKER_SPACE_ACTIONS[(kind, space)],)] if (kind, space) in WORKER_SPACE_ACTIONS
                            else None for space in range(2, 7))
    for kind in (COWBOY, CRAFTSMAN, ENGINEER)
}
