"""The client's colours and sizes, each named for what it is for and owned here once.

Two sources. The art's palette (palette.json beside this module, written by build_scripts/make_art.py,
which paints the sprites with it) gives the colours a screen shares with the sprites: they are read
from it, so a screen and a sprite never disagree. Everything else is the client's own and written
here. Screens import these names; no module below writes an RGB triple of its own.

The size is the logical canvas every scene draws on (the app letterboxes it into the window); the
smallest window is the settings' (storage/settings.WINDOW_MIN: a saved window size is checked there).
"""
from __future__ import annotations

import json
from functools import cache

from . import assets

RGB = tuple[int, int, int]


@cache
def palette() -> dict:
    """palette.json: the art's colours, each seat's colour and mark, the breeds' colours."""
    with open(assets.ui_data("palette.json"), encoding="utf-8") as f:
        return json.load(f)


def hex_rgb(text: str) -> RGB:
    text = text.lstrip("#")
    return (int(text[0:2], 16), int(text[2:4], 16), int(text[4:6], 16))


@cache
def color(name: str) -> RGB:
    """A named colour of the art's palette (ink, paper, gold, ...)."""
    return hex_rgb(palette()["palette"][name])


# ---- sizes ----
CANVAS = (1920, 1080)  # the logical canvas every scene draws on, whatever the window

# ---- the art's colours (palette.json) ----
ART_INK = color("ink")  # text and edges on the art's paper: tooltips, notices, the rules and settings panels, marks
ART_PAPER = color("paper")  # the art's paper: tooltips, notices, the rules and settings panels
PAPER_DARK = color("paper_dark")  # a disabled field, a header band
WOOD = color("wood")  # a panel's wooden edge beside the art's paper
GLOW = color("highlight")  # what can be clicked now glows in it
GOLD = color("gold")  # the guided game's colour (its callouts and the target's ring)
GAIN = color("gain")  # money or points won
COST = color("cost")  # money or points lost; a warning in a tooltip or the settings
WHITE = color("white")

# ---- the client's own ----
INK = (59, 36, 20)  # the widgets' text and edges
PAPER = (245, 232, 204)  # the widgets' paper, and light text on the dark backdrop
MUTED = (150, 132, 110)  # a secondary line, a scroll bar
DISABLED_TEXT = (112, 104, 96)
QUIET = (110, 85, 60)  # a hint line or an empty row on paper
ERROR = (150, 30, 20)  # an error or a warning written on paper
ERROR_ON_DARK = (255, 190, 170)  # the same on the dark backdrop (the title)
NOW = (150, 30, 30)  # the rules help's "Now:" line
FLASH = (230, 60, 40)  # since your last turn: what changed flashes in it
BANNER = (150, 40, 30)  # the end-of-game banner
HINT_BLUE = (40, 110, 230)  # the hint's rings on the board and its why card
REASON = (26, 84, 40)  # a reason in words: the guide's why line, a computer turn's why in the log
PICKED = (120, 220, 255)  # a half-made choice's picked pieces
SHADE = (40, 24, 12)  # the dimming under a panel (with an alpha)
SHADOW = (0, 0, 0)  # a tooltip's soft shadow (with an alpha)
LETTERBOX = (20, 12, 6)  # the window's bars around the canvas
FIELD = (255, 250, 236)  # a text field, the score pad's box
SELECTION = (190, 215, 240)  # selected text in a field
SEGMENT_ON = (236, 220, 185)  # the chosen segment of a segmented control
ON_DARK = (225, 210, 185)  # a line of text on the dark backdrop (the hand-off)
FOOTNOTE = (220, 205, 180)  # the title's footnote on the dark backdrop
POPUP_OUTLINE = (250, 240, 220)  # the outline round a floating +$ / -$
MARKED_ROW = (250, 224, 140)  # the replay's current log row, the score pad's winner
REPLAY_BAND = (58, 40, 26)  # the replay's band under the board
SCROLL_TRACK = (215, 195, 160)
GRID = (214, 192, 150)  # the charts' grid lines
# the game's wooden buttons (Hint, Undo, speed, the guide's OK)
BUTTON = (92, 58, 32)
BUTTON_ON = (120, 78, 44)  # hovered or chosen
BUTTON_OFF = (120, 105, 90)  # disabled
BUTTON_OFF_TEXT = (190, 180, 165)
# the widgets' buttons and the decision bar's, by state (as build_scripts/make_art.button drew them)
BUTTON_FACE = {"normal": color("wood_light"), "hover": (168, 116, 74), "pressed": WOOD, "disabled": (158, 147, 133)}
# the choice panel's rows
CHOICE = (250, 240, 215)
CHOICE_ON = (255, 248, 200)
CHOICE_EDGE_ON = (230, 160, 40)
# a list of rows to pick from (load, records)
ROW = (238, 222, 190)
ROW_SELECTED = (226, 196, 140)
RECAP_ROW = (236, 214, 170)  # a row of "since your last turn" under the pointer
# the board's worker pieces drawn without a sprite
# The game review's ratings (session/review.py), from the best turn to a blunder; each also has its name.
RATINGS = {"best": GAIN, "good": (120, 170, 60), "inaccuracy": GOLD, "mistake": color("drought"), "blunder": COST,
           "unclear": (150, 150, 175), "forced": MUTED}
WORKERS = {"cowboy": (181, 101, 29), "craftsman": (93, 109, 126), "engineer": (123, 63, 97)}
# The eleven score-pad categories (engine scoring.CATEGORIES order) in the charts, in the board's
# earthy colours; neighbours in the stack differ in lightness as well as hue.
CATEGORIES = (GOLD, color("wood_light"), color("water"), color("rail"), color("drought"), GAIN,
              COST, color("rockfall"), (190, 90, 140), (170, 160, 215), (90, 160, 150))
