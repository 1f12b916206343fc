"""What went wrong with a file, a folder or the search process, in plain words that name the thing:
never an errno's text ("[Errno 17] File exists"). No pygame; the session layer and the screens both
take their sentences from here.

A folder's problem is a whole sentence with the folder as a placeholder ("{folder} is a file, not a
folder"). A file's problem is said after the file's name as its subject ("autosave.json is cut
short"), and the same words follow "This file" on the Load screen's row, so those (IS_A_FILE,
cannot_be_made, the replay_* ones) are predicates: a translation starts with the verb, as a main
clause does ("… ist eine Datei, kein Ordner")."""
from __future__ import annotations

import sys

from .i18n import N_, _, lazy_constants, ngettext

# ---- folders the game makes inside its data folder (charts/, records/, slots/) ----
__getattr__ = lazy_constants({
    # TRANSLATORS: said after a folder's name as its subject: "slots is a file, not a folder".
    "IS_A_FILE": N_("is a file, not a folder"),
    # TRANSLATORS: said after a folder's name as its subject.
    "IS_A_LINK": N_("is a link, not a folder (nothing is written through a link)"),
    "SEARCH_SILENT": N_("the search process gave no answer in time; it was stopped and a new one will be started"),
    "SEARCH_STUCK": N_("the search process did not stop when asked; it was stopped and a new one will be started"),
    # What stands where a file or folder should be (files.kind_of), said inside a sentence.
    "KINDS": {"folder": N_("a folder"), "fifo": N_("a named pipe"), "device": N_("a device"),
              "socket": N_("a socket"), "other": N_("not a plain file")},
    # A file that cannot be read (session/files.py); each follows the file's name as its subject.
    "MISSING": N_("does not exist"),
    "PERMISSION_DENIED": N_("cannot be read (permission denied)"),
    "EMPTY": N_("is empty"),
    "CUT_SHORT": N_("is cut short (damaged or truncated)"),
    "NESTED_TOO_DEEPLY": N_("is damaged (nested too deeply)"),
    "NUMBER_TOO_LONG": N_("a number is too long"),
    # What a file should have been (files.read_json's `what`), in the two sentences that say it.
    "TOO_LARGE": {"save": N_("is too large to be a save file (over {size})"),
                  "settings": N_("is too large to be a settings file (over {size})"),
                  "file": N_("is too large to be a file (over {size})")},
    # A save or record file that is read but not usable (session/save_format.py, records.py, store.py).
    "NOT_A_JSON_OBJECT": N_("is not a save file (not a JSON object)"),
    "NOT_OUR_SAVE": N_("is not a gwt_desktop save"),
    "NO_FORMAT_VERSION": N_("has no valid format version"),
    "NOT_A_FINISHED_GAME": N_("is not a finished game"),
    "NO_FREE_NAME": N_("could not be given a free name"),
    "NOT_TEXT": {"save": N_("is not a save file (not text)"),
                 "settings": N_("is not a settings file (not text)"),
                 "file": N_("is not a file (not text)")},
})


def kind(key: str) -> str:
    """What stands where a plain file or a folder should be: "a named pipe" (files.kind_of's key)."""
    return __getattr__("KINDS")[key]


def is_odd(kind: str) -> str:
    """A folder's name taken by something else: a named pipe, a device, a socket."""
    # TRANSLATORS: said after a folder's name as its subject; {kind} is "a named pipe", "a device"...
    return _("is {kind}, not a folder").format(kind=kind)


def cannot_be_made(why: str) -> str:
    # TRANSLATORS: said after a folder's name as its subject; {why} is the system's reason.
    return _("cannot be made ({why})").format(why=why)


def folder_is_a_file(folder) -> str:
    return _("{folder} is a file, not a folder").format(folder=folder)


def folder_is_a_link(folder) -> str:
    return _("{folder} is a link, not a folder (nothing is written through a link)").format(folder=folder)


def folder_is_odd(folder, kind: str) -> str:
    return _("{folder} is {kind}, not a folder").format(folder=folder, kind=kind)


def folder_cannot_be_made(folder, why: str) -> str:
    return _("{folder} cannot be made ({why})").format(folder=folder, why=why)


def not_a_folder(path) -> str:
    """Why a folder cannot be made: a file stands where it or a folder above it should be."""
    return folder_is_a_file(path)


def folder_not_made(path, why: str) -> str:
    return _("the folder {folder} cannot be made ({why})").format(folder=path, why=why)


# ---- the title's word on a folder it cannot use ----
def saves_folder_unusable(problem: str) -> str:
    """`problem`: the folder's sentence (folder_not_made, folder_is_a_file...)."""
    return _("Saves: {problem}: games will not be saved.").format(problem=problem)


def settings_folder_unusable(problem: str) -> str:
    return _("Settings: {problem}: settings will not be kept.").format(problem=problem)


def saves_folder_read_only(folder) -> str:
    return _("Saves: the folder {folder} is read-only: games will not be saved.").format(folder=folder)


def settings_folder_read_only(folder) -> str:
    return _("Settings: the folder {folder} is read-only: settings will not be kept.").format(folder=folder)


# ---- a file's problem, said with the file's name ----
def file_problem(name: str, problem: str, folder) -> str:
    """`problem` follows the file's name as its subject ("is cut short"); the folder closes the sentence."""
    return _("{file} {problem} (in {folder})").format(file=name, problem=problem, folder=folder)


def in_folder(folder) -> str:
    """The end of file_problem's sentence, which a row that names its file already drops."""
    return _(" (in {folder})").format(folder=folder)


# ---- a file that cannot be read (session/files.py); each follows the file's name as its subject ----
def not_regular(kind: str) -> str:
    """`kind`: what stands there instead (kind())."""
    return _("is not a regular file ({kind})").format(kind=kind)


def cannot_be_read(why: str) -> str:
    return _("cannot be read: {why}").format(why=why)


def too_large(what: str, size: str) -> str:
    """`what`: "save", "settings" or "file"; `size`: the limit in words ("4 MB")."""
    return __getattr__("TOO_LARGE")[what].format(size=size)


def not_text(what: str) -> str:
    return __getattr__("NOT_TEXT")[what]


def not_json(line: int, column: int) -> str:
    return _("is damaged (not valid JSON at line {line}, column {column})").format(line=line, column=column)


def damaged(why: str) -> str:
    return _("is damaged ({why})").format(why=why)


def newer_save(version: int, newest: int) -> str:
    return _("was saved by a newer gwt_desktop (save format {version}; this version reads up to {newest})").format(
        version=version, newest=newest)


def damaged_because(why: str) -> str:
    """`why`: the technical detail (a field's check), kept as it is."""
    return _("is damaged: {why}").format(why=why)


def options_not_set_up(why: str) -> str:
    return _("has options this version cannot set up: {why}").format(why=why)


def illegal_move(number: int, move: str) -> str:
    return _("has a move that is not legal at its point in the game: move {number} ({move})").format(
        number=number, move=move)


def not_replayed(why: str) -> str:
    return _("could not be replayed ({why})").format(why=why)


def does_not_replay(why: str) -> str:
    return _("does not replay: {why}").format(why=why)


def not_written(why: str) -> str:
    return _("could not be written ({why})").format(why=why)


def not_saved(why: str) -> str:
    return _("was not saved: {why}").format(why=why)


def folder_cannot_be_read(why: str) -> str:
    """Said after the records folder's name."""
    return _("cannot be read ({why})").format(why=why)


# ---- the settings file, said once at the start ----
def settings_not_used(problem: str) -> str:
    """`problem`: the config folder's sentence (it cannot be made)."""
    return _("Settings: {problem}; using defaults.").format(problem=problem)


def settings_file_not_used(path, problem: str) -> str:
    """`problem` follows the file as its subject (MISSING, CUT_SHORT...)."""
    return _("Settings file {path} {problem}; using defaults.").format(path=path, problem=problem)


def settings_not_an_object(path) -> str:
    return _("Settings file {path} does not hold a settings object; using defaults.").format(path=path)


# ---- a save that does not replay to where it says it was ----
# TRANSLATORS: these follow a save file's name as its subject: "cut.json is incomplete: …".
def replay_ends_early(moves: int, got_round: int, saved_round: int) -> str:
    return ngettext("is incomplete: its {moves} move reaches round {got}, but it was saved in round {saved} "
                    "(the move list was cut short)",
                    "is incomplete: its {moves} moves reach round {got}, but it was saved in round {saved} "
                    "(the move list was cut short)", moves).format(moves=moves, got=got_round, saved=saved_round)


def replay_not_finished(moves: int) -> str:
    return ngettext("is incomplete: it says its game was finished, but its {moves} move does not reach the end "
                    "(the move list was cut short)",
                    "is incomplete: it says its game was finished, but its {moves} moves do not reach the end "
                    "(the move list was cut short)", moves).format(moves=moves)


def replay_goes_past(moves: int, got_round: int, saved_round: int) -> str:
    return ngettext("does not match its own record: its {moves} move reaches round {got}, but it says it was "
                    "saved in round {saved} (moves were added or changed)",
                    "does not match its own record: its {moves} moves reach round {got}, but it says it was "
                    "saved in round {saved} (moves were added or changed)", moves).format(
        moves=moves, got=got_round, saved=saved_round)


def replay_elsewhere(moves: int, what: str) -> str:
    return ngettext("does not match its own record: its {moves} move does not end where it says it was saved "
                    "({what} differs: the move list was changed, or the save was made by another version of "
                    "the rules)",
                    "does not match its own record: its {moves} moves do not end where it says it was saved "
                    "({what} differs: the move list was changed, or the save was made by another version of "
                    "the rules)", moves).format(moves=moves, what=what)


# ---- Expert's search process ----
def search_died(exitcode: int | None, signal_name: str | None = None) -> str:
    if signal_name is not None:
        return _("the search process was stopped by the system ({signal})").format(signal=signal_name)
    if exitcode is None:
        return _("the search process closed its connection without an answer")
    return _("the search process ended without an answer (exit status {status})").format(status=exitcode)


def level_demoted(level: str, simpler: str, seconds: float) -> str:
    """Said once in the log when a computer level never answered: it is not asked again this game."""
    return _("The {level} computer gave no move in {seconds} s and did not stop when asked; the {simpler} "
             "computer plays its moves for the rest of this game.").format(
        level=level, simpler=simpler, seconds=f"{seconds:.0f}")


# ---- the command line ----
def bad_size(text: str) -> str:
    return _("--size {text} is not a window size: give the width and the height in pixels, like 1280x720"
             ).format(text=repr(text))


# The sentences above as one object, for session/files.py (which imports this module only when it
# first needs a sentence; see files._problems) and for readers that must not keep one language.
SENTENCES = sys.modules[__name__]
