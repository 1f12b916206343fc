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

# Pixels per nominal pixel of each folder's sprites (make_art draws each in its nominal pixels at this
# density): enough for the largest size the client draws them at on a 3840x2160 screen, two screen
# pixels per logical one, and the trail's pieces at its largest zoom (ui/board/zoom.STEPS, 2.5).
DENSITY = {
    "icons": 4,  # 64 -> 256 px: the glyphs' 26 logical px on the trail zoomed 2.5 times, a tooltip's 176
    "actions": 2,  # 120x64 -> 240x128: the decision bar's 44 px, the rules help's 90x48
    "buildings": 3,  # 128 -> 384: a tooltip's 176
    "tiles": 3,  # 128 -> 384: 64 on the trail zoomed 2.5 times (160 logical), a tooltip's 176
    "cards": 2,  # 132x184 -> 264x368: a tooltip's 176 tall
    "pieces": 3,  # a cattleman's 36 on the trail zoomed 2.5 times (90 logical)
    "player_boards": 2.5,  # 780x240 -> 1950x600: the seat's panel shows it 1.3 times as large
    "board": 2,  # stations and city crests, in tooltips
    "ui": 1,  # the window's icon and the old button sprites (buttons are drawn: ui/kit/widgets.button_face)
    "background": 2,  # board_background.png, the whole board: 1920x1080 logical -> 3840x2160
}

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

# Action glyphs and the buildings' actions: shared with the board, which draws them at run time.
from gwt_desktop.ui.board.glyph_specs import ACTIONS, NEUTRAL_BUILDINGS, PRIVATE_BUILDINGS, WORKER_ROWS  # noqa: F401

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


