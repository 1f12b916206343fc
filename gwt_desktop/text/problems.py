"""What went wrong with a file, a folder or the search process, in plain words that name the thing:
never an errno's text ("[Errno 17] File exists"). No pygame. The rooms below say what went wrong as
facts (gwt_desktop/problem.py's Problem: a code and its facts; storage/'s FileProblem and
FolderProblem carry one); say() words one here, in the language of the moment, for the screens.

Every problem is a whole sentence with the thing as a placeholder: "{file} is cut short (damaged or
truncated)", "{folder} is a file, not a folder". The constants and functions below give that sentence
with its other numbers and words filled in and the {file} / {folder} placeholder left for whoever
names the thing (about(); a problem "in_file" names the file and then its folder)."""
from __future__ import annotations

from collections.abc import Callable

from ..clean import clean_text
from ..problem import Problem
from .i18n import N_, _, lazy_constants, ngettext

# ---- folders the game makes inside its data folder (charts/, records/, slots/) ----
__getattr__ = lazy_constants({
    "IS_A_FILE": N_("{folder} is a file, not a folder"),
    "IS_A_LINK": N_("{folder} is a link, not a folder (nothing is written through a link)"),
    "LINK_TO_NOTHING": N_("{folder} is a link to something that does not exist"),
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
    "NOT_FINITE": N_("a number is not finite (NaN or Infinity)"),
    "NUMBER_TOO_LARGE": N_("a number is too large"),
    # What a file should have been (files.read_json's `what`), in the two sentences that say it.
    "TOO_LARGE": {"save": N_("{file} is too large to be a save file (over {size})"),
                  "settings": N_("{file} is too large to be a settings file (over {size})"),
                  "file": N_("{file} is too large to be a file (over {size})")},
    # A save or record file that is read but not usable (storage/save_format.py, records.py, store.py).
    "NOT_A_JSON_OBJECT": N_("{file} is not a save file (not a JSON object)"),
    "NOT_OUR_SAVE": N_("{file} is not a gwt_desktop save"),
    "NO_FORMAT_VERSION": N_("{file} has no valid format version"),
    "NOT_A_FINISHED_GAME": N_("{file} is not a finished game"),
    "RESULT_DIFFERS": N_("{file} does not match its own record: its moves end with other scores or winners than "
                         "it says"),
    "NO_FREE_NAME": N_("{file} could not be given a free name"),
    # The learned judgement's weights (ai/net.py's check): what in them is not a network.
    "NOT_A_NETWORK": {"names": N_("{file} is damaged (its inputs are not named)"),
                      "inputs": N_("{file} reads other inputs than this version gives (made for another version)"),
                      "shape": N_("{file} is damaged (its weights do not fit its inputs)"),
                      "numbers": N_("{file} is damaged (a weight is not a number)"),
                      "finite": N_("{file} is damaged (a weight is not a finite number, or far too large)"),
                      "scale": N_("{file} is damaged (its scale is not a positive number)")},
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


_kind = kind  # for the table below, whose facts are called `kind`


def is_odd(kind: str) -> str:
    """A folder's name taken by something else: a named pipe, a device, a socket."""
    # TRANSLATORS: {kind} is "a named pipe", "a device"...
    return _("{folder} is {kind}, not a folder").format(kind=_keep(kind), **_LATER)


def cannot_be_made(why: str) -> str:
    # TRANSLATORS: {why} is the system's reason.
    return _("{folder} cannot be made ({why})").format(why=_keep(why), **_LATER)


def folder_not_made(path, why: str) -> str:
    return _("the folder {folder} cannot be made ({why})").format(folder=path, why=why)


# ---- the title's word on a folder it cannot use ----
def saves_folder_unusable(problem: str) -> str:
    """`problem`: the folder's sentence naming it (folder_not_made, read_only, "x is a file, not a folder"...)."""
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


def not_a_network(part: str) -> str:
    """The learned judgement's weights that are not a network (ai/net.NotANetwork's part)."""
    table = __getattr__("NOT_A_NETWORK")
    return table.get(part, table["shape"])


def no_answer(seconds: float) -> str:
    return _("{file} gave no answer in {seconds} s").format(seconds=f"{seconds:.0f}", **_LATER)


def judgement_not_used(problem: str) -> str:
    """`problem`: the weights file's sentence naming it. Said once, where the computers play or advise."""
    # TRANSLATORS: {problem} is a whole sentence naming the learned judgement's file, such as "… is damaged (…)".
    return _("{problem}: the computers, the Hint, the guide and the review judge as in December 2026.").format(
        problem=problem)


def judgement_brief(problem: Problem) -> str:
    """The same in a narrow line (the game's prompt line at a small window): the file named, no reason."""
    return clean_text(_("{file} cannot be used: the computers judge as in December 2026.").format(
        file=problem.facts["name"]))


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
    """Why one value of the settings file is not used (storage/settings.Wrong's rule); `field` and the
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
    if rule == "seats":
        return _("{field} must be a list of {fewest} to {most} seats of different colours").format(
            field=field, fewest=allowed[0], most=allowed[1])
    return _("{field} is not a setting").format(field=field)


def settings_fields(path, fields) -> str:
    """`fields`: (name, rule, allowed) for each value not used (storage/settings.Wrong's)."""
    # TRANSLATORS: {problems} is one or more of "volume must be a number", joined by "; ".
    return _("Settings file {path}: {problems}; default used for those.").format(
        path=path, problems="; ".join(setting_not_used(*f) for f in fields))


def settings_not_saved(path, why: str) -> str:
    """`path`: the settings file, "" when its folder cannot be made; `why`: the system's words."""
    if path:
        return _("Could not save settings to {path} ({why}).").format(path=path, why=why)
    return _("Could not save settings to the settings folder ({why}).").format(why=why)


def size_clamped(asked: tuple[int, int], size: tuple[int, int], smallest: tuple[int, int],
                 largest: tuple[int, int]) -> str:
    """The command line's --size outside what a window can be (storage/settings.window_size)."""
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
    """`what`: the save's check that differs (storage/save_format.py): "to_move", "prompt", "over", "round"."""
    what = {"to_move": _("the player to move"), "prompt": _("the decision asked"),
            "over": _("whether the game is over"), "round": _("the round")}.get(what, what)
    return ngettext("{file} does not match its own record: its {moves} move does not end where it says it was saved "
                    "({what} differs: the move list was changed, or the save was made by another version of "
                    "the rules)",
                    "{file} does not match its own record: its {moves} moves do not end where it says it was saved "
                    "({what} differs: the move list was changed, or the save was made by another version of "
                    "the rules)", moves).format(moves=moves, what=_keep(what), **_LATER)


# ---- the command line ----
def bad_size(text: str) -> str:
    return _("--size {text} is not a window size: give the width and the height in pixels, like 1280x720"
             ).format(text=repr(text))


# ---- a Problem (gwt_desktop/problem.py) in words ----
def size_text(limit: int) -> str:
    """A size limit in bytes as the sentences say it: "4 MB", "64 kB"."""
    return f"{limit // (1024 * 1024)} MB" if limit >= 1024 * 1024 else f"{limit // 1024} kB"


# code -> the sentence, from the problem's facts (a fact that is itself a Problem is worded first).
# A file's or a folder's problem leaves its {file} / {folder} placeholder to "in_file" / "in_folder".
_SAY: dict[str, Callable[..., str]] = {
    # a file that cannot be read (storage/files.py)
    "missing": lambda: __getattr__("MISSING"),
    "permission_denied": lambda: __getattr__("PERMISSION_DENIED"),
    "not_regular": lambda kind: not_regular(_kind(kind)),
    "cannot_be_read": lambda why: cannot_be_read(why),
    "too_large": lambda what, limit: too_large(what, size_text(limit)),
    "empty": lambda: __getattr__("EMPTY"),
    "not_text": lambda what: not_text(what),
    "cut_short": lambda: __getattr__("CUT_SHORT"),
    "not_json": lambda line, column: not_json(line, column),
    "nested_too_deeply": lambda: __getattr__("NESTED_TOO_DEEPLY"),
    "damaged": lambda why: damaged(why),
    "number_too_long": lambda: __getattr__("NUMBER_TOO_LONG"),
    "not_finite": lambda: __getattr__("NOT_FINITE"),
    "number_too_large": lambda: __getattr__("NUMBER_TOO_LARGE"),
    "no_answer": lambda seconds: no_answer(seconds),
    # the learned judgement's weights (ai/net.py, ai/judgement.py)
    "not_a_network": lambda part: not_a_network(part),
    "judgement_not_used": lambda name, problem: judgement_not_used(about(problem, name)),
    # a save or a record read but not usable (storage/save_format.py, store.py, records.py, autosave.py)
    "not_a_json_object": lambda: __getattr__("NOT_A_JSON_OBJECT"),
    "not_our_save": lambda: __getattr__("NOT_OUR_SAVE"),
    "no_format_version": lambda: __getattr__("NO_FORMAT_VERSION"),
    "newer_save": lambda version, newest: newer_save(version, newest),
    "damaged_because": lambda why: damaged_because(why),
    "options_not_set_up": lambda why: options_not_set_up(why),
    "illegal_move": lambda number, move: illegal_move(number, move),
    "not_replayed": lambda why: not_replayed(why),
    "replay_ends_early": lambda moves, got, saved: replay_ends_early(moves, got, saved),
    "replay_goes_past": lambda moves, got, saved: replay_goes_past(moves, got, saved),
    "replay_not_finished": lambda moves: replay_not_finished(moves),
    "replay_elsewhere": lambda moves, what: replay_elsewhere(moves, what),
    "not_a_finished_game": lambda: __getattr__("NOT_A_FINISHED_GAME"),
    "result_differs": lambda: __getattr__("RESULT_DIFFERS"),
    "no_free_name": lambda: __getattr__("NO_FREE_NAME"),
    # a write that failed, and why (storage/files.why_not_written: whole sentences naming the path)
    "not_written": lambda why: not_written(why),
    "not_saved": lambda why: not_saved(why),
    "is_a_folder": lambda path: is_a_folder(path),
    "read_only": lambda folder: read_only(folder),
    "disk_full": lambda folder: disk_full(folder),
    "write_denied": lambda path: write_denied(path),
    "part_is_a_file": lambda folder: part_is_a_file(folder),
    "write_failed": lambda path, why: write_failed(path, why),
    "as_said": lambda words: words,  # the system's own words, which already name the path
    # a folder (storage/paths.py)
    "is_a_file": lambda: __getattr__("IS_A_FILE"),
    "is_a_link": lambda: __getattr__("IS_A_LINK"),
    "link_to_nothing": lambda: __getattr__("LINK_TO_NOTHING"),
    "is_odd": lambda kind: is_odd(_kind(kind)),
    "cannot_be_made": lambda why: cannot_be_made(why),
    "folder_not_made": lambda why: cannot_be_made(why),  # named whole: folder_not_made (in_folder)
    "folder_cannot_be_read": lambda why: folder_cannot_be_read(why),
    # a saved slot the load screen was asked to delete
    "not_a_slot": lambda name: not_a_slot(name),
    "not_deleted": lambda name, why: not_deleted(name, why),
    # the title's word on a folder, the autosave, the settings file
    "saves_folder_unusable": lambda problem: saves_folder_unusable(problem),
    "settings_folder_unusable": lambda problem: settings_folder_unusable(problem),
    "autosave_failed": lambda why: autosave_failed(why),
    "settings_not_used": lambda problem: settings_not_used(problem),
    "settings_file_not_used": lambda path, problem: settings_file_not_used(path, problem),
    "settings_not_an_object": lambda path: settings_not_an_object(path),
    "settings_fields": lambda path, fields: settings_fields(path, fields),
    "settings_not_saved": lambda path, why: settings_not_saved(path, why),
}
CODES = frozenset(_SAY) | {"in_file", "in_folder"}  # every code say() words (a test holds the rooms to it)


def _words(problem: Problem) -> str:
    """The problem's sentence, a file's or a folder's placeholder left unfilled."""
    facts = problem.facts
    if problem.code == "in_file":  # "autosave.json is empty (in /home/ann/...)"
        return file_problem(facts["path"].name, _words(facts["problem"]), facts["path"].parent)
    if problem.code == "in_folder":  # "slots is a file, not a folder" naming the folder
        inner = facts["problem"]
        if inner.code == "folder_not_made":
            return folder_not_made(facts["path"], _fact(inner.facts["why"]))
        return about(_words(inner), facts["path"])
    return _SAY[problem.code](**{k: _fact(v) for k, v in facts.items()})


def _fact(value):
    return _words(value) if isinstance(value, Problem) else value


def _whole(thing) -> Problem:
    """A Problem, or what a FileProblem or FolderProblem says whole (naming its file or folder)."""
    return thing if isinstance(thing, Problem) else thing.whole


def say(thing) -> str:
    """What went wrong, in the current language: a Problem, or a FileProblem / FolderProblem (its
    problem naming the file and its folder, or the folder). Cleaned for a font: a path may hold
    anything but "/"."""
    return clean_text(_words(_whole(thing)))


def say_short(thing) -> str:
    """As say(), a file's problem without its folder: for a row of a list that shows where its files
    are ("autosave.json is empty")."""
    problem = _whole(thing)
    if problem.code == "in_file":
        return clean_text(about(_words(problem.facts["problem"]), problem.facts["path"].name))
    return say(problem)
