"""What went wrong with a file, a folder or the search process, in plain words that name the thing:
never an errno's text ("[Errno 17] File exists"). No pygame; the session layer and the screens both
take their sentences from here.

Every problem is a whole sentence with the thing as a placeholder: "{file} is cut short (damaged or
truncated)", "{folder} is a file, not a folder". The constants and functions below give that sentence
with its other numbers and words filled in and the {file} / {folder} placeholder left for whoever
names the thing (about(); storage/files.FileProblem names the file and then its folder)."""
from __future__ import annotations

import sys

from .i18n import N_, _, lazy_constants, ngettext

# ---- folders the game makes inside its data folder (charts/, records/, slots/) ----
__getattr__ = lazy_constants({
    "IS_A_FILE": N_("{folder} is a file, not a folder"),
    "IS_A_LINK": N_("{folder} is a link, not a folder (nothing is written through a link)"),
    "SEARCH_SILENT": N_("the search process gave no answer in time; it was stopped and a new one will be started"),
    "SEARCH_STUCK": N_("the search process did not stop when asked; it was stopped and a new one will be started"),
    # What stands where a file or folder should be (files.kind_of), said inside a sentence.
    "KINDS": {"folder": N_("a folder"), "fifo": N_("a named pipe"), "device": N_("a device"),
              "socket": N_("a socket"), "other": N_("not a plain file")},
    # A file that cannot be read (storage/files.py).
    "MISSING": N_("{file} does not exist"),
    "PERMISSION_DENIED": N_("{file} cannot be read (permission denied)"),
    "EMPTY": N_("{file} is empty"),
    "CUT_SHORT": N_("{file} is cut short (damaged or truncated)"),
    "NESTED_TOO_DEEPLY": N_("{file} is damaged (nested too deeply)"),
    # Inside damaged()'s brackets: what is wrong inside the file.
    "NUMBER_TOO_LONG": N_("a number is too long"),
    # What a file should have been (files.read_json's `what`), in the two sentences that say it.
    "TOO_LARGE": {"save": N_("{file} is too large to be a save file (over {size})"),
                  "settings": N_("{file} is too large to be a settings file (over {size})"),
                  "file": N_("{file} is too large to be a file (over {size})")},
    # A save or record file that is read but not usable (storage/save_format.py, records.py, store.py).
    "NOT_A_JSON_OBJECT": N_("{file} is not a save file (not a JSON object)"),
    "NOT_OUR_SAVE": N_("{file} is not a gwt_desktop save"),
    "NO_FORMAT_VERSION": N_("{file} has no valid format version"),
    "NOT_A_FINISHED_GAME": N_("{file} is not a finished game"),
    "NO_FREE_NAME": N_("{file} could not be given a free name"),
    "NOT_TEXT": {"save": N_("{file} is not a save file (not text)"),
                 "settings": N_("{file} is not a settings file (not text)"),
                 "file": N_("{file} is not a file (not text)")},
})


def about(problem: str, name) -> str:
    """A problem's sentence (from this module) naming its file or folder."""
    return problem.format(file=name, folder=name)


def _keep(value) -> str:
    """A word put into a problem's sentence before the thing is named: its braces kept as braces."""
    return str(value).replace("{", "{{").replace("}", "}}")


_LATER = {"file": "{file}", "folder": "{folder}"}  # the placeholder about() fills


def kind(key: str) -> str:
    """What stands where a plain file or a folder should be: "a named pipe" (files.kind_of's key)."""
    return __getattr__("KINDS")[key]


def is_odd(kind: str) -> str:
    """A folder's name taken by something else: a named pipe, a device, a socket."""
    # TRANSLATORS: {kind} is "a named pipe", "a device"...
    return _("{folder} is {kind}, not a folder").format(kind=_keep(kind), **_LATER)


def cannot_be_made(why: str) -> str:
    # TRANSLATORS: {why} is the system's reason.
    return _("{folder} cannot be made ({why})").format(why=_keep(why), **_LATER)


def folder_is_a_file(folder) -> str:
    return about(__getattr__("IS_A_FILE"), folder)


def folder_is_a_link(folder) -> str:
    return about(__getattr__("IS_A_LINK"), folder)


def folder_is_odd(folder, kind: str) -> str:
    return about(is_odd(kind), folder)


def folder_cannot_be_made(folder, why: str) -> str:
    return about(cannot_be_made(why), folder)


def not_a_folder(path) -> str:
    """Why a folder cannot be made: a file stands where it or a folder above it should be."""
    return folder_is_a_file(path)


def folder_not_made(path, why: str) -> str:
    return _("the folder {folder} cannot be made ({why})").format(folder=path, why=why)


# ---- the title's word on a folder it cannot use ----
def saves_folder_unusable(problem: str) -> str:
    """`problem`: the folder's sentence (folder_not_made, folder_is_a_file, read_only...)."""
    return _("Saves: {problem}: games will not be saved.").format(problem=problem)


def settings_folder_unusable(problem: str) -> str:
    return _("Settings: {problem}: settings will not be kept.").format(problem=problem)


# ---- a file's problem, said with the file's name ----
def file_problem(name: str, problem: str, folder) -> str:
    """The problem's sentence naming the file, and the folder it is in."""
    # TRANSLATORS: {problem} is a whole sentence naming a file, such as "autosave.json is empty".
    return _("{problem} (in {folder})").format(problem=about(problem, name), folder=folder)


# ---- a file that cannot be read (storage/files.py) ----
def not_regular(kind: str) -> str:
    """`kind`: what stands there instead (kind())."""
    return _("{file} is not a regular file ({kind})").format(kind=_keep(kind), **_LATER)


def cannot_be_read(why: str) -> str:
    return _("{file} cannot be read: {why}").format(why=_keep(why), **_LATER)


def too_large(what: str, size: str) -> str:
    """`what`: "save", "settings" or "file"; `size`: the limit in words ("4 MB")."""
    return __getattr__("TOO_LARGE")[what].format(size=_keep(size), **_LATER)


def not_text(what: str) -> str:
    return __getattr__("NOT_TEXT")[what]


def not_json(line: int, column: int) -> str:
    return _("{file} is damaged (not valid JSON at line {line}, column {column})").format(line=line, column=column, **_LATER)


def damaged(why: str) -> str:
    return _("{file} is damaged ({why})").format(why=_keep(why), **_LATER)


def newer_save(version: int, newest: int) -> str:
    return _("{file} was saved by a newer gwt_desktop (save format {version}; this version reads up to "
             "{newest})").format(version=version, newest=newest, **_LATER)


def damaged_because(why: str) -> str:
    """`why`: the technical detail (a field's check), kept as it is."""
    return _("{file} is damaged: {why}").format(why=_keep(why), **_LATER)


def options_not_set_up(why: str) -> str:
    return _("{file} has options this version cannot set up: {why}").format(why=_keep(why), **_LATER)


def illegal_move(number: int, move: str) -> str:
    return _("{file} has a move that is not legal at its point in the game: move {number} ({move})").format(
        number=number, move=_keep(move), **_LATER)


def not_replayed(why: str) -> str:
    return _("{file} could not be replayed ({why})").format(why=_keep(why), **_LATER)


def not_written(why: str) -> str:
    return _("{file} could not be written ({why})").format(why=_keep(why), **_LATER)


def not_saved(why: str) -> str:
    return _("{file} was not saved: {why}").format(why=_keep(why), **_LATER)


def autosave_failed(why: str) -> str:
    """The title's and the game's line when the autosave could not be written (storage/autosave.py)."""
    return _("Autosave failed: {why}. The game goes on, but it is not being saved.").format(why=why)


# ---- why a file could not be written (storage/files.why_not_written), said inside another sentence ----
def is_a_folder(path) -> str:
    return _("{path} is a folder, not a file").format(path=path)


def read_only(folder) -> str:
    return _("the folder {folder} is read-only").format(folder=folder)


def disk_full(folder) -> str:
    return _("the disk holding {folder} is full").format(folder=folder)


def write_denied(path) -> str:
    return _("{path} cannot be written (permission denied)").format(path=path)


def part_is_a_file(folder) -> str:
    return _("part of the path {folder} is a file, not a folder").format(folder=folder)


def write_failed(path, why: str) -> str:
    return _("{path} could not be written ({why})").format(path=path, why=why)


# ---- a saved slot the load screen was asked to delete ----
def not_a_slot(name: str) -> str:
    return _("{file} is not a saved slot").format(file=name)


def not_deleted(name: str, why: str) -> str:
    return _("{file} could not be deleted: {why}").format(file=name, why=why)


def folder_cannot_be_read(why: str) -> str:
    """The records folder's problem."""
    return _("{folder} cannot be read ({why})").format(why=_keep(why), **_LATER)


# ---- the settings file, said once at the start ----
def settings_not_used(problem: str) -> str:
    """`problem`: the config folder's sentence (it cannot be made)."""
    return _("Settings: {problem}; using defaults.").format(problem=problem)


def settings_file_not_used(path, problem: str) -> str:
    """`problem`: the settings file's (MISSING, CUT_SHORT...)."""
    # TRANSLATORS: {problem} is a whole sentence naming the settings file, such as "… is empty".
    return _("{problem}; using defaults.").format(problem=about(problem, path))


def settings_not_an_object(path) -> str:
    return _("Settings file {path} does not hold a settings object; using defaults.").format(path=path)


def setting_not_used(field: str, rule: str, allowed: tuple[str, ...]) -> str:
    """Why one value of the settings file is not used (session/settings.Wrong's rule); `field` and the
    allowed values are the file's own words, never translated."""
    if rule == "choice":
        return _("{field} must be one of {choices}").format(field=field, choices=", ".join(allowed))
    if rule == "language":
        # TRANSLATORS: {choices} are language codes ("en, de"); "" stays as it is (an empty value).
        return _("{field} must be one of {choices}, or \"\" for the system's").format(
            field=field, choices=", ".join(allowed))
    if rule == "bool":
        return _("{field} must be true or false").format(field=field)
    if rule == "number":
        return _("{field} must be a number").format(field=field)
    if rule == "range":
        return _("{field} must be between {lowest} and {highest}").format(field=field, lowest=allowed[0],
                                                                            highest=allowed[1])
    if rule == "size":
        return _("{field} must be [width, height]").format(field=field)
    if rule == "window":
        return _("{field} is outside the sizes a window can have").format(field=field)
    return _("{field} is not a setting").format(field=field)


def settings_problem(problem) -> str:
    """What session/settings.load or save found wrong (its Problem), said in the language of the moment."""
    if problem.kind == "folder":
        return settings_not_used(problem.why)
    if problem.kind == "file":
        return settings_file_not_used(problem.path, problem.why)
    if problem.kind == "not_object":
        return settings_not_an_object(problem.path)
    if problem.kind == "fields":
        # TRANSLATORS: {problems} is one or more of "volume must be a number", joined by "; ".
        return _("Settings file {path}: {problems}; default used for those.").format(
            path=problem.path, problems="; ".join(setting_not_used(*f) for f in problem.fields))
    if problem.path:
        return _("Could not save settings to {path} ({why}).").format(path=problem.path, why=problem.why)
    return _("Could not save settings to the settings folder ({why}).").format(why=problem.why)


def size_clamped(asked: tuple[int, int], size: tuple[int, int], smallest: tuple[int, int],
                 largest: tuple[int, int]) -> str:
    """The command line's --size outside what a window can be (session/settings.window_size)."""
    return _("{asked} is outside the sizes a window can have ({smallest} to {largest}); using {size}.").format(
        asked="{}x{}".format(*asked), size="{}x{}".format(*size), smallest="{}x{}".format(*smallest),
        largest="{}x{}".format(*largest))


# ---- a save that does not replay to where it says it was ----
def replay_ends_early(moves: int, got_round: int, saved_round: int) -> str:
    return ngettext("{file} is incomplete: its {moves} move reaches round {got}, but it was saved in round {saved} "
                    "(the move list was cut short)",
                    "{file} is incomplete: its {moves} moves reach round {got}, but it was saved in round {saved} "
                    "(the move list was cut short)", moves).format(moves=moves, got=got_round, saved=saved_round, **_LATER)


def replay_not_finished(moves: int) -> str:
    return ngettext("{file} is incomplete: it says its game was finished, but its {moves} move does not reach the end "
                    "(the move list was cut short)",
                    "{file} is incomplete: it says its game was finished, but its {moves} moves do not reach the end "
                    "(the move list was cut short)", moves).format(moves=moves, **_LATER)


def replay_goes_past(moves: int, got_round: int, saved_round: int) -> str:
    return ngettext("{file} does not match its own record: its {moves} move reaches round {got}, but it says it was "
                    "saved in round {saved} (moves were added or changed)",
                    "{file} does not match its own record: its {moves} moves reach round {got}, but it says it was "
                    "saved in round {saved} (moves were added or changed)", moves).format(
        moves=moves, got=got_round, saved=saved_round, **_LATER)


def replay_elsewhere(moves: int, what: str) -> str:
    """`what`: the save's check that differs (session/save_format.py): "to_move", "prompt", "over", "round"."""
    what = {"to_move": _("the player to move"), "prompt": _("the decision asked"),
            "over": _("whether the game is over"), "round": _("the round")}.get(what, what)
    return ngettext("{file} does not match its own record: its {moves} move does not end where it says it was saved "
                    "({what} differs: the move list was changed, or the save was made by another version of "
                    "the rules)",
                    "{file} does not match its own record: its {moves} moves do not end where it says it was saved "
                    "({what} differs: the move list was changed, or the save was made by another version of "
                    "the rules)", moves).format(moves=moves, what=_keep(what), **_LATER)


# ---- Expert's search process ----
def search_died(exitcode: int | None, signal_name: str | None = None) -> str:
    if signal_name is not None:
        return _("the search process was stopped by the system ({signal})").format(signal=signal_name)
    if exitcode is None:
        return _("the search process closed its connection without an answer")
    return _("the search process ended without an answer (exit status {status})").format(status=exitcode)


# ---- the command line ----
def bad_size(text: str) -> str:
    return _("--size {text} is not a window size: give the width and the height in pixels, like 1280x720"
             ).format(text=repr(text))


# The sentences above as one object, for storage/files.py (which imports this module only when it
# first needs a sentence; see files._problems) and for readers that must not keep one language.
SENTENCES = sys.modules[__name__]
