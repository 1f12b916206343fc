"""The words of the screens around a game and of the game screen's own controls: buttons, titles,
labels and their short messages. No pygame; the screens in ui/ only draw these. A sentence with a
name or a number in it is a function with named placeholders, never glued pieces."""
from __future__ import annotations

# ---- the window ----
WINDOW_CAPTION = "Great Western Trail — gwt_desktop"
NO_FULL_SCREEN = "Full screen is not available here; staying in a window."

# ---- shared buttons ----
BACK = "Back"
CANCEL = "Cancel"
NEW_GAME = "New game"
REPLAY = "Replay"
SETTINGS = "Settings"

# ---- the title ----
GAME_NAME = "Great Western Trail"
TAGLINE = "first edition  ·  2 to 4 players  ·  gwt_desktop"
FAN_NOTE = "An unofficial fan implementation; see Credits."
CONTINUE = "Continue"
LOAD_GAME = "Load game"
RECORDS = "Records"
RULES = "Rules"
CREDITS = "Credits"
QUIT = "Quit"


def continue_note(seats: str, round_number: int, date: str) -> str:
    """The Continue button's note: the game it resumes."""
    return f"{seats} · round {round_number} · {date}"


# ---- the in-game menu ----
MENU = "Menu"
RESUME = "Resume"
SAVE_GAME = "Save game"
QUIT_TO_TITLE = "Quit to title"
SAVE = "Save"
SAVE_NAME = "Name of the save"
SAVE_NEEDS_NAME = "A save needs a name."


def default_save_name(names: str, round_number: int, clock: str) -> str:
    return f"{names} · round {round_number} · {clock}"


def saved_as(name: str, folder) -> str:
    return f"Saved as \u201c{name}\u201d in {folder}"


# ---- the hand-off (hot seat) ----
def i_am(name: str) -> str:
    return f"I am {name}"


def pass_the_screen(name: str) -> str:
    return f"Pass the screen to {name}"


LOOK_AWAY = "The others look away: your hand and objectives are shown next."

# ---- settings ----
# The multiple-choice rows by Settings field: (row label, the option texts in the field's order).
ANIMATIONS = "Animations"
COMPUTER_MOVES = "Computer moves"
SOUND = "Sound"
VOLUME = "Volume"
DISPLAY = "Display"
TEXT_SIZE = "Text size"
ANIMATION_OPTIONS = ("Off", "Fast", "Normal")  # off, fast, normal
SOUND_OPTIONS = ("On", "Off")  # True, False
DISPLAY_OPTIONS = ("Window", "Full screen")  # windowed, full screen
TEXT_SIZE_OPTIONS = ("Normal", "Large", "Larger")  # normal, large, larger
VOLUME_DOWN = "Volume down"
VOLUME_UP = "Volume up"
SETTINGS_NOTE = "Saved as you change it.  In a game: M mutes, F11 full screen, G the magnifier."


def option_label(row: str, option: str) -> str:
    """A settings option as the keyboard ring and the tests name it: its row and its text."""
    return f"{row}: {option}"


# ---- load a game ----
LOAD_A_GAME = "Load a game"
LOAD = "Load"
DELETE = "Delete"
DELETE_CONFIRM = "Yes, delete"
LAST_FINISHED = "Last finished game"
NO_SAVES = "No saved games yet. Save one from the menu during a game."
FINISHED = "finished"


def round_of(round_number: int) -> str:
    return f"round {round_number}"


def delete_asked(name: str) -> str:
    return f"Delete the save \u201c{name}\u201d for good? Press Yes, delete to confirm, or Back to keep it."


def deleted(name: str) -> str:
    return f"Deleted \u201c{name}\u201d."


def cannot_load(problem: str) -> str:
    """A damaged save's row: `problem` says what is wrong with the file (row_list.problem_of)."""
    return f"This file {problem} and cannot be loaded."


def showing_rows(first: int, last: int, total: int) -> str:
    return f"{first}-{last} of {total}  (scroll or arrow keys)"


# ---- a new game ----
PLAYERS = "Players"
COLOUR = "Colour"
NAME = "Name"
SEAT = "Seat"
COMPUTER_LEVEL = "Computer level"
BUILDINGS = "Buildings"
SEED = "Seed"
NEW_SEED = "New seed"
COPY = "Copy"
USE = "Use"
START = "Start"
HUMAN = "Human"
COMPUTER = "Computer"
KIND_OPTIONS = (HUMAN, COMPUTER)
SIDE_OPTIONS = ("All side a", "Random sides")
EMPTY_SEAT = "— empty seat —"
SEED_PLACEHOLDER = "random"
CODE_PLACEHOLDER = "code"
COPY_CODE = "Copy code"
USE_CODE = "Use code"


def default_player(number: int) -> str:
    """A seat's name until one is typed (numbered from 1)."""
    return f"Player {number}"


def players_option(count: str) -> str:
    return f"{count} players"


def seat_colour(number: int, colour: str) -> str:
    return f"Seat {number} colour: {colour}"


def seat_name(number: int) -> str:
    return f"Seat {number} name"


def seat_kind(number: int, kind: str) -> str:
    return f"Seat {number}: {kind}"


def seat_level(number: int, level: str) -> str:
    return f"Seat {number} level: {level}"


# ---- the game screen's controls ----
HINT = "Hint"
UNDO = "Undo"
LOG = "Log"
GAME_LOG = "Game log"
WHICH_ONE = "Which one?"
SOUND_ON = "Sound on"
SOUND_OFF = "Sound off (M)"
HANDS_HIDDEN = "Hands stay hidden"
UNTIL_TAKEN = "until a player takes the screen"
NOT_SAVING = "The game is not being saved"
DISMISS_SAVE_NOTICE = "OK (dismiss the autosave notice)"


def turn_tag(name: str, computer: bool, thinking: bool) -> str:
    """The prompt bar's tag: whose turn it is, and whether a computer is thinking it."""
    if not computer:
        return f"{name}'s turn"
    return f"{name}'s turn · computer thinking…" if thinking else f"{name}'s turn · computer"


def not_now(why: str) -> str:
    """A tooltip's last line: why the hovered thing cannot be taken now."""
    return f"Not now — {why}"


def enter_takes(label: str) -> str:
    """The keyboard ring's tag on the focused control."""
    return f"Enter: {label}"
