"""The action glyphs' contents: which parts draw each action, and which actions each building prints.

One table for the art (build_scripts/make_art.py draws the sprites from it through art_sources.py)
and for the board, which draws the actions on the trail's buildings at draw time with their numbers
in the font (ui/board/glyphs.py). Plain data, no pygame.
"""
from __future__ import annotations

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

NEUTRAL_BUILDINGS = {
    "A": ("guernsey_2", "hire", "hire_plus2"),
    "B": ("dutch_belt_2", "build"),
    "C": ("cert_or_objective", "engine_engineers"),
    "D": ("trade_or_engine2", "aux_any"),
    "E": ("black_angus_2", "buy_cattle"),
    "F": ("pair_4", "hazard_7"),
    "G": ("engine_engineers", "aux_any"),
}

# (craftsmen, VP, hands ("g", "b", "gb" or ""), actions) — docs/RULES.md §8.
PRIVATE_BUILDINGS = {
    "1a": (1, 1, "g", ("money_per_woods",)),
    "2a": (1, 1, "", ("guernsey_4", "buy_cattle")),
    "3a": (1, 1, "", ("pair_3", "move_1")),
    "4a": (2, 3, "b", ("hazard_5", "move_2")),
    "5a": (3, 4, "", ("hire_minus1", "engine_engineers")),
    "6a": (4, 5, "", ("holstein_10", "aux_any")),
    "7a": (5, 6, "gb", ("teepee_pairs",)),
    "8a": (5, 6, "g", ("trade_or_aux", "engine_2")),
    "9a": (7, 9, "", ("engine_3", "extra_delivery")),
    "10a": (9, 13, "b", ("cert_to_limit", "move_5")),
    "1b": (1, 1, "g", ("objective_to_cert2", "engine_back_3")),
    "2b": (1, 1, "", ("jersey_engine_1", "dutch_belt_3")),
    "3b": (2, 3, "", ("aux_any", "move_1")),
    "4b": (2, 3, "b", ("draw_per_cowboy", "move_3")),
    "5b": (3, 4, "", ("black_angus_cert2", "money_per_engineer")),
    "6b": (4, 5, "", ("any_3_objective",)),
    "7b": (5, 6, "gb", ("engine_per_woods",)),
    "8b": (6, 8, "", ("copy_adjacent",)),
    "9b": (6, 8, "", ("upgrade_station",)),
    "10b": (8, 11, "b", ("money_4", "engine_4", "move_4")),
}

# Immediate actions of the worker rows (§10.1), spaces 2..6.
WORKER_ROWS = {
    "cowboy": (None, None, "hazard_free", None, "trade"),
    "craftsman": (None, None, "build_cheap", None, "build_cheap"),
    "engineer": ("jersey_cert_1", "jersey_2", "hire_minus2", "jersey_cert_2", "jersey_4"),
}
