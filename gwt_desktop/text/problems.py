"""What went wrong with a file, a folder or the search process, in plain words that name the thing:
never an errno's text ("[Errno 17] File exists"). No pygame; the session layer and the screens both
take their sentences from here."""
from __future__ import annotations

# ---- folders the game makes inside its data folder (charts/, records/, slots/) ----
IS_A_FILE = "is a file, not a folder"
IS_A_LINK = "is a link, not a folder (nothing is written through a link)"


def is_odd(kind: str) -> str:
    """A folder's name taken by something else: a named pipe, a device, a socket."""
    return f"is {kind}, not a folder"


def not_a_folder(path) -> str:
    return f"{path} {IS_A_FILE}"


def cannot_be_made(why: str) -> str:
    return f"cannot be made ({why})"


def folder_not_made(path, why: str) -> str:
    return f"the folder {path} {cannot_be_made(why)}"


# ---- a save that does not replay to where it says it was ----
def replay_ends_early(moves: int, got_round: int, saved_round: int) -> str:
    return (f"is incomplete: its {moves} moves reach round {got_round}, but it was saved in round "
            f"{saved_round} (the move list was cut short)")


def replay_not_finished(moves: int) -> str:
    return (f"is incomplete: it says its game was finished, but its {moves} moves do not reach the end "
            "(the move list was cut short)")


def replay_goes_past(moves: int, got_round: int, saved_round: int) -> str:
    return (f"does not match its own record: its {moves} moves reach round {got_round}, but it says it was "
            f"saved in round {saved_round} (moves were added or changed)")


def replay_elsewhere(moves: int, what: str) -> str:
    return (f"does not match its own record: its {moves} moves do not end where it says it was saved "
            f"({what} differs: the move list was changed, or the save was made by another version of the rules)")


# ---- Expert's search process ----
def search_died(exitcode: int | None, signal_name: str | None = None) -> str:
    if signal_name is not None:
        return f"the search process was stopped by the system ({signal_name})"
    if exitcode is None:
        return "the search process closed its connection without an answer"
    return f"the search process ended without an answer (exit status {exitcode})"


SEARCH_SILENT = "the search process gave no answer in time; it was stopped and a new one will be started"
SEARCH_STUCK = "the search process did not stop when asked; it was stopped and a new one will be started"


def level_demoted(level: str, simpler: str, seconds: float) -> str:
    """Said once in the log when a computer level never answered: it is not asked again this game."""
    return (f"The {level} computer gave no move in {seconds:.0f} s and did not stop when asked; the "
            f"{simpler} computer plays its moves for the rest of this game.")


# ---- the command line ----
def bad_size(text: str) -> str:
    return f"--size {text!r} is not a window size: give the width and the height in pixels, like 1280x720"
