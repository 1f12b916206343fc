"""The words of the screens around a game and of the game screen's own controls: buttons, titles,
labels and their short messages. No pygame; the screens in ui/ only draw these. A sentence with a
name or a number in it is a function with named placeholders, never glued pieces."""
from __future__ import annotations

from ..session.seats import COMPUTER
from . import formats, words
from .after_game import level_name
from .i18n import LANGUAGES, N_, _, lazy_constants

__getattr__ = lazy_constants({
    # ---- the window ----
    "WINDOW_CAPTION": N_("Great Western Trail — gwt_desktop"),
    "NO_FULL_SCREEN": N_("Full screen is not available here; staying in a window."),
    # ---- shared buttons ----
    "BACK": N_("Back"),
    "CANCEL": N_("Cancel"),
    "NEW_GAME": N_("New game"),
    "REPLAY": N_("Replay"),
    "SETTINGS": N_("Settings"),
    # ---- the title ----
    "GAME_NAME": N_("Great Western Trail"),
    "TAGLINE": N_("first edition  ·  2 to 4 players  ·  gwt_desktop"),
    "FAN_NOTE": N_("An unofficial fan implementation; see Credits."),
    "CONTINUE": N_("Continue"),
    "LOAD_GAME": N_("Load game"),
    "RECORDS": N_("Records"),
    "RULES": N_("Rules"),
    "CREDITS": N_("Credits"),
    "QUIT": N_("Quit"),
    # ---- the in-game menu ----
    "MENU": N_("Menu"),
    "RESUME": N_("Resume"),
    "SAVE_GAME": N_("Save game"),
    "QUIT_TO_TITLE": N_("Quit to title"),
    "SAVE": N_("Save"),
    "SAVE_NAME": N_("Name of the save"),
    "SAVE_NEEDS_NAME": N_("A save needs a name."),
    # ---- the hand-off (hot seat) ----
    "LOOK_AWAY": N_("The others look away: your hand and objectives are shown next."),
    # ---- settings ----
    # The multiple-choice rows by Settings field: (row label, the option texts in the field's order).
    "ANIMATIONS": N_("Animations"),
    "COMPUTER_MOVES": N_("Computer moves"),
    "SOUND": N_("Sound"),
    "VOLUME": N_("Volume"),
    "DISPLAY": N_("Display"),
    "TEXT_SIZE": N_("Text size"),
    "LANGUAGE": N_("Language"),
    "ANIMATION_OPTIONS": (N_("Off"), N_("Fast"), N_("Normal")),  # off, fast, normal
    "SOUND_OPTIONS": (N_("On"), N_("Off")),  # True, False
    "DISPLAY_OPTIONS": (N_("Window"), N_("Full screen")),  # windowed, full screen
    "TEXT_SIZE_OPTIONS": (N_("Normal"), N_("Large"), N_("Larger")),  # normal, large, larger
    "VOLUME_DOWN": N_("Volume down"),
    "VOLUME_UP": N_("Volume up"),
    "SETTINGS_NOTE": N_("Saved as you change it.  In a game: M mutes, F11 full screen, G the magnifier."),
    # ---- load a game ----
    "LOAD_A_GAME": N_("Load a game"),
    "LOAD": N_("Load"),
    "DELETE": N_("Delete"),
    "DELETE_CONFIRM": N_("Yes, delete"),
    "LAST_FINISHED": N_("Last finished game"),
    "NO_SAVES": N_("No saved games yet. Save one from the menu during a game."),
    "FINISHED": N_("finished"),
    # ---- a new game ----
    "PLAYERS": N_("Players"),
    "COLOUR": N_("Colour"),
    "NAME": N_("Name"),
    "SEAT": N_("Seat"),
    "COMPUTER_LEVEL": N_("Computer level"),
    "BUILDINGS": N_("Buildings"),
    "SEED": N_("Seed"),
    "NEW_SEED": N_("New seed"),
    "COPY": N_("Copy"),
    "USE": N_("Use"),
    "START": N_("Start"),
    "HUMAN": N_("Human"),
    "COMPUTER": N_("Computer"),
    "KIND_OPTIONS": (N_("Human"), N_("Computer")),
    "SIDE_OPTIONS": (N_("All side a"), N_("Random sides")),
    "EMPTY_SEAT": N_("— empty seat —"),
    "SEED_PLACEHOLDER": N_("random"),
    "CODE_PLACEHOLDER": N_("code"),
    "COPY_CODE": N_("Copy code"),
    "USE_CODE": N_("Use code"),
    # ---- the game screen's controls ----
    "HINT": N_("Hint"),
    "UNDO": N_("Undo"),
    "LOG": N_("Log"),
    "GAME_LOG": N_("Game log"),
    "WHICH_ONE": N_("Which one?"),
    "SOUND_ON": N_("Sound on"),
    "SOUND_OFF": N_("Sound off (M)"),
    "HANDS_HIDDEN": N_("Hands stay hidden"),
    "UNTIL_TAKEN": N_("until a player takes the screen"),
    "NOT_SAVING": N_("The game is not being saved"),
    "DISMISS_SAVE_NOTICE": N_("OK (dismiss the autosave notice)"),
})


def continue_note(seats: str, round_number: int, date: str) -> str:
    """The Continue button's note: the game it resumes."""
    return _("{seats} · round {round} · {date}").format(seats=seats, round=round_number,
                                                         date=formats.date_time(date))


# ---- the in-game menu ----
def default_save_name(names: str, round_number: int, clock: str) -> str:
    return _("{names} · round {round} · {clock}").format(names=names, round=round_number, clock=clock)


def saved_as(name: str, folder) -> str:
    return _("Saved as \u201c{name}\u201d in {folder}").format(name=name, folder=folder)


# ---- the hand-off (hot seat) ----
def i_am(name: str) -> str:
    return _("I am {name}").format(name=name)


def pass_the_screen(name: str) -> str:
    return _("Pass the screen to {name}").format(name=name)


# ---- settings ----
def option_label(row: str, option: str) -> str:
    """A settings option as the keyboard ring and the tests name it: its row and its text."""
    return _("{row}: {option}").format(row=row, option=option)


def language_options() -> tuple[tuple[str, str], ...]:
    """The Language row: (setting's value, option text); "" follows the system. Each language is named
    in its own words, so a player who cannot read the current one still finds theirs."""
    return (("", _("System")),) + tuple(LANGUAGES.items())


# ---- load a game ----
def round_of(round_number: int) -> str:
    return _("round {round}").format(round=round_number)


def kept_game(kept: str, date: str, copy: int = 1) -> str:
    """The name of a slot the autosave kept (session/store.SlotInfo's kept, kept_at, copy): "Unfinished
    game, 2026-12-01 18:30", the second of that minute "… (2)"; the date as the language writes it."""
    date = formats.date_time(date)
    if kept == "finished":
        if copy > 1:
            return _("Finished game, {date} ({copy})").format(date=date, copy=copy)
        return _("Finished game, {date}").format(date=date)
    if copy > 1:
        return _("Unfinished game, {date} ({copy})").format(date=date, copy=copy)
    return _("Unfinished game, {date}").format(date=date)


def game_kept(date: str) -> str:
    """Said when a game begins over another that was in the autosave: that game was kept as a slot."""
    return _("The game saved on {date} was kept: Load game lists it.").format(date=formats.date_time(date))


def delete_asked(name: str) -> str:
    return _("Delete the save \u201c{name}\u201d for good? Press Yes, delete to confirm, or Back to keep it."
             ).format(name=name)


def deleted(name: str) -> str:
    return _("Deleted \u201c{name}\u201d.").format(name=name)


def cannot_load(problem: str) -> str:
    """A damaged save's row: `problem` says what is wrong with the file (row_list.problem_of)."""
    # TRANSLATORS: {problem} is a whole sentence naming the file, such as "x.json is not a gwt_desktop save".
    return _("{problem}: it cannot be loaded.").format(problem=problem)


def showing_rows(first: int, last: int, total: int) -> str:
    return _("{first}-{last} of {total}  (scroll or arrow keys)").format(first=first, last=last, total=total)


def seats_line(seats) -> str:
    """A saved game's seats on the load screen and the title: "Anna, Cat (computer: Hard)"."""
    return ", ".join(_("{player} (computer: {level})").format(player=words.seat_name(s), level=level_name(s.level))
                     if s.kind == COMPUTER else words.seat_name(s) for s in seats)


# ---- a new game ----
def default_player(number: int) -> str:
    """A seat's name until one is typed (numbered from 1)."""
    return _("Player {number}").format(number=number)


def players_option(count: str) -> str:
    return _("{count} players").format(count=count)


def seat_colour(number: int, colour: str) -> str:
    return _("Seat {number} colour: {colour}").format(number=number, colour=colour)


def seat_name(number: int) -> str:
    return _("Seat {number} name").format(number=number)


def seat_kind(number: int, kind: str) -> str:
    return _("Seat {number}: {kind}").format(number=number, kind=kind)


def seat_level(number: int, level: str) -> str:
    return _("Seat {number} level: {level}").format(number=number, level=level)


def prompt_fallback(player: str) -> str:
    """The prompt line when its own sentence failed (reported as a failure): whose decision it is."""
    return _("{player} decides").format(player=player)


# ---- the game screen's controls ----
def turn_tag(name: str, computer: bool, thinking: bool) -> str:
    """The prompt bar's tag: whose turn it is, and whether a computer is thinking it."""
    if not computer:
        return _("{name}'s turn").format(name=name)
    if thinking:
        return _("{name}'s turn · computer thinking…").format(name=name)
    return _("{name}'s turn · computer").format(name=name)


def not_now(why: str) -> str:
    """A tooltip's last line: why the hovered thing cannot be taken now (a reason says why, never
    "Not ..." again: "Not now — Not for hire yet" read twice)."""
    return _("Not now — {why}").format(why=why)


def enter_takes(label: str) -> str:
    """The keyboard ring's tag on the focused control."""
    return _("Enter: {label}").format(label=label)
