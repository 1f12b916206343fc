"""The art's source parameters in one place: palette, player colours, icon choices, tile contents.

make_art.py turns these tables into every sprite. A change of style (a colour, an icon, a size) is
one edit here. The tile tables mirror docs/RULES.md §6–§11 (cattle, buildings, objectives, hazards,
station masters); the action glyphs draw an action the same way
wherever it appears (docs/RULES.md §9.2, §14 #10): every tile, card and board refers to an action by its key in ACTIONS.
"""
from __future__ import annotations

# npm packages fetched at build time (never committed); versions pinned for reproducible output.
NPM_PACKAGES = ("@iconify-json/game-icons@1.2.4", "@fontsource/rye@5.3.0", "@fontsource/noto-sans@5.3.0")

# (output file in art/fonts, fontsource package, file inside its files/ folder)
FONTS = (
    ("Rye-Regular.ttf", "@fontsource/rye", "rye-latin-400-normal.woff"),
    ("NotoSans-Regular.ttf", "@fontsource/noto-sans", "noto-sans-latin-400-normal.woff"),
    ("NotoSans-Bold.ttf", "@fontsource/noto-sans", "noto-sans-latin-700-normal.woff"),
)

# One palette for board, tiles and UI (RGB hex).
PALETTE = {
    "paper": "#f3e6c8",  # card and tile faces
    "paper_dark": "#e0cc9f",
    "ink": "#2b1d14",  # text and outlines
    "board": "#c9a46b",  # prairie
    "board_dark": "#a57d45",
    "trail": "#8a5a2b",
    "wood": "#6b4226",  # panels and frames
    "wood_light": "#8d5e3a",
    "rail": "#3d3d3d",
    "sky": "#bcd6de",
    "water": "#3f7fbf",
    "gold": "#e8b83a",
    "gain": "#2e7d32",  # rewards
    "cost": "#c62828",  # requirements and costs
    "green_hand": "#2e9b47",
    "black_hand": "#1a1a1a",
    "teepee_green": "#3aa357",
    "teepee_blue": "#2f6fb5",
    "flood": "#3f7fbf",
    "drought": "#d98b2b",
    "rockfall": "#7d6a5a",
    "woods": "#2f6b3a",
    "highlight": "#fff176",
    "white": "#ffffff",
}

# Player colours from the Okabe–Ito palette (distinct for the common colour-vision deficiencies),
# each also carrying its own marking so that colour is never the only cue.
PLAYERS = (
    {"name": "Blue", "color": "#0072b2", "mark": "triangle"},
    {"name": "Orange", "color": "#e69f00", "mark": "ring"},
    {"name": "Green", "color": "#009e73", "mark": "cross"},
    {"name": "Purple", "color": "#cc79a7", "mark": "dots"},
)

# Semantic icon -> game-icons name (CC BY 3.0, game-icons.net). The only place icons are chosen.
ICONS = {
    "cowboy": "western-hat",
    "craftsman": "claw-hammer",
    "engineer": "monkey-wrench",
    "hire": "meeple",
    "build": "wood-cabin",
    "cattle": "cow",
    "hazard": "hazard-sign",
    "flood": "flood",
    "drought": "sun",
    "rockfall": "falling-rocks",
    "teepee": "tipi",
    "objective": "scroll-unfurled",
    "certificate": "diploma",
    "engine": "steam-locomotive",
    "move": "boot-prints",
    "aux": "cycle",
    "draw": "card-draw",
    "discard": "card-discard",
    "thin": "trash-can",
    "woods": "pine-tree",
    "station": "railway",
    "delivery": "old-wagon",
    "copy": "doubled",
    "hand": "open-palm",
    "vp": "laurels",
    "cattleman": "cloaked-figure-on-horseback",
    "job_token": "hourglass",
    "coins": "two-coins",
    "cash": "cash",
    "station_master": "police-badge",
    "limit": "stairs-goal",
    "settings": "cog",
    "sound": "speaker",
    "mute": "speaker-off",
    "undo": "return-arrow",
    "done": "check-mark",
    "help": "help",
    "robot": "vintage-robot",
    "human": "person",
    "trophy": "laurels-trophy",
    "shuffle": "card-exchange",
    "city": "castle",
}

# Cattle breeds (docs/RULES.md §6.1): key -> (name, colour, breeding value, VPs of its cards).
BREEDS = {
    "jersey": ("Jersey", "#8e8e8e", 1, (0,)),
    "dutch_belt": ("Dutch Belt", "#3f9b4b", 2, (0,)),
    "black_angus": ("Black Angus", "#262626", 2, (0,)),
    "guernsey": ("Guernsey", "#f5f5f0", 2, (0,)),
    "holstein": ("Holstein", "#f2c521", 3, (1,)),
    "brown_swiss": ("Brown Swiss", "#c8372d", 3, (2,)),
    "ayrshire": ("Ayrshire", "#2f64b5", 3, (3,)),
    "west_highland": ("West Highland", "#8a5a2b", 4, (3, 4, 5)),
    "texas_longhorn": ("Texas Longhorn", "#7e3f98", 5, (5, 6, 7)),
    "any": ("any breed", "#b0a89a", 0, ()),
}

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

# Hazard tiles per type (§3.2): (VP, hand) kinds; 2 of the first, 1 of each other.
HAZARD_KINDS = ((4, "g"), (3, "g"), (3, "b"), (2, "g"), (2, "b"))

# Objective cards (§9.1): (immediate action or None, tasks, VP, penalty, copies).
OBJECTIVES = (
    (None, "3 4 B", 3, 0, 1),
    (None, "S S G", 3, 0, 1),
    (None, "B B H", 3, 0, 1),
    (None, "BL H H", 3, 0, 1),
    ("money_2", "B BL BL", 3, -2, 1),
    ("money_2", "B G BL", 3, -2, 1),
    ("money_2", "4 H H", 3, -2, 1),
    ("money_2", "S S H", 3, -2, 1),
    ("money_2", "3 3 3 B", 4, -2, 1),
    ("draw_3", "B B H", 3, -2, 1),
    ("draw_3", "S G BL", 3, -2, 1),
    ("draw_3", "5 H", 3, -2, 1),
    ("draw_3", "S G G", 3, -2, 1),
    ("draw_3", "3 3 3 S", 4, -2, 1),
    ("engine_2", "4 4 S G", 5, -3, 1),
    ("engine_2", "3 4 5", 5, -3, 1),
    ("engine_2", "B B G G", 5, -3, 1),
    ("engine_3", "B BL H H", 5, -3, 1),
    ("engine_3", "S S H H", 5, -3, 1),
    ("move_3_no_hands", "B B H H", 5, -2, 1),
    ("move_3_no_hands", "S S BL BL", 5, -2, 1),
    ("move_3_no_hands", "3 4 5", 5, -2, 1),
    ("move_3_no_hands", "3 4 H H", 5, -2, 1),
    ("move_3_no_hands", "S S B B", 5, -2, 1),
    ("aux_or_double", "SF", 5, -3, 4),
)

# Objective task symbols -> how a task is drawn (an icon, or a cattle breed value).
TASKS = {
    "B": ("icon", "build"),
    "G": ("teepee", "teepee_green"),
    "BL": ("teepee", "teepee_blue"),
    "H": ("icon", "hazard"),
    "S": ("icon", "station"),
    "SF": ("text", "SF"),
    "3": ("bv", 3),
    "4": ("bv", 4),
    "5": ("bv", 5),
}

# Station master tiles (§4.3): key -> (reward action, end-game task text, task icon).
STATION_MASTERS = {
    "cert": ("perm_cert", "3 per 2", "certificate"),
    "teepee": ("perm_cert", "3 per G+B", "teepee"),
    "hazard": ("perm_cert", "3 per 2", "hazard"),
    "objective": ("hazard_or_trade", "3 per 2", "objective"),
    "workers": ("money_2", "1 each", "hire"),
}

# Immediate actions of the worker rows (§10.1), spaces 2..6.
WORKER_ROWS = {
    "cowboy": (None, None, "hazard_free", None, "trade"),
    "craftsman": (None, None, "build_cheap", None, "build_cheap"),
    "engineer": ("jersey_cert_1", "jersey_2", "hire_minus2", "jersey_cert_2", "jersey_4"),
}

