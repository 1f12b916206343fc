"""The short messages that take the prompt line for a while: a click that is not a choice, the hint."""
from __future__ import annotations

from .after_game import level_name
from .i18n import N_, _, lazy_constants, ngettext
from .words import in_sentence

_constants = lazy_constants({
    "NOT_A_CHOICE": N_("That is not a choice now."),
    "NO_LONGER_OFFERED": N_("That choice is no longer offered."),
    "THINKING": N_("Thinking about a hint…"),
    "NOT_A_PLACE": N_("Not a choice now — the glowing places are."),
    "NOT_LEGAL": N_("That move is not legal now."),
    # Why the Undo button is greyed (Match.undo_refused), said when it is pointed at or pressed.
    "UNDO_AT_START": N_("Nothing to undo yet: you have made no move this turn."),
    "UNDO_AFTER_REVEAL": N_("Undo stops here: your last move revealed a card or tile, which stays revealed."),
    "UNDO_NOT_YOURS": N_("Undo takes back your own moves, during your turn."),
    "UNDO_OVER": N_("The game is over: nothing can be taken back."),
    # Why the Hint button is greyed.
    "HINT_NOT_YOURS": N_("The Hint advises you during your own turn."),
    "MOVE_ANYWAY": N_("Choose where your cattleman goes."),
    # The in-game menu's New game: asked before the game in progress is left.
    "NEW_GAME_TITLE": N_("New game?"),
    "NEW_GAME_QUESTION": N_("Start a new game? This one is not lost: once the new game starts, Load game lists it "
                            "as an unfinished game."),
    "NEW_GAME_YES": N_("Start a new game"),
    "NEW_GAME_NO": N_("Keep playing"),
})


def __getattr__(name: str):
    """The fixed sentences above, in the current language when read (text/i18n.py)."""
    return _constants(name)


def undo_refused(reason: str) -> str:
    """Why Undo cannot take a move back now, from Match.undo_refused's reason."""
    return _constants({"start": "UNDO_AT_START", "revealed": "UNDO_AFTER_REVEAL", "not_yours": "UNDO_NOT_YOURS",
                       "over": "UNDO_OVER"}.get(reason, "UNDO_AT_START"))


def hint(label: str) -> str:
    """The Hint button's advice, given the advised move's label (labels.move_label)."""
    return _("Hint: {move}").format(move=label)


def computer_fallback(fallback) -> str:
    """What the watchdog did about a computer that gave no move (ai/worker.Fallback)."""
    level, simpler = level_name(fallback.level), level_name(fallback.simpler)
    if fallback.kind == "demoted":
        return _("The {level} computer gave no move in {seconds} s and did not stop when asked; the {simpler} "
                 "computer plays its moves for the rest of this game.").format(
            level=level, simpler=simpler, seconds=f"{fallback.seconds:.0f}")
    if fallback.kind == "overran":
        return _("The {level} computer gave no move in {seconds} s again and again; the {simpler} computer plays "
                 "its moves for the rest of this game.").format(
            level=level, simpler=simpler, seconds=f"{fallback.seconds:.0f}")
    if fallback.kind == "slow":
        return _("The {level} computer gave no move in {seconds} s; the {simpler} computer plays this move.").format(
            level=level, simpler=simpler, seconds=f"{fallback.seconds:.0f}")
    return _("The {level} computer stopped without a move; playing the {simpler} computer's move instead.").format(
        level=level, simpler=simpler)


def computer_thinking(name: str) -> str:
    """A click while a computer seat is to move."""
    return _("{name} (computer) is thinking…").format(name=name)


def or_more(label: str, others: int) -> str:
    """A glowing piece that still chooses between moves: the first one's label and how many others."""
    return ngettext("{move} (or {n} more)", "{move} (or {n} more)", others).format(move=label, n=others)


def said_in_full(label: str, sentence: str) -> str:
    """A short button label with the action it stands for said in full: "Buy: buy cattle …"."""
    return _("{label}: {sentence}").format(label=label, sentence=sentence)


def with_warning(line: str, warning: str | None) -> str:
    """A prompt, hover or hint line with the forced delivery's warning after it (glance.herd_reach)."""
    return _("{line} — {warning}").format(line=line, warning=warning) if warning else line


def prompt_warning(name: str, warning: str) -> str:
    """The prompt line while Kansas City glows and the herd reaches only one city: the warning first
    (glance.herd_reach), the usual instruction short after it."""
    return _("{player}: {warning} {instruction}").format(player=name, warning=in_sentence(warning),
                                                         instruction=_constants("MOVE_ANYWAY"))


def others_playing(name: str, before_you: list[str]) -> str:
    """The answer to a click while another player moves: who plays now, and who still plays before the
    viewer's turn (names in turn order)."""
    if not before_you:
        return _("{player} is playing — your turn is next.").format(player=name)
    them = before_you[0] if len(before_you) == 1 else _("{things} and {last}").format(
        things=", ".join(before_you[:-1]), last=before_you[-1])
    return _("{player} is playing — then {others}, then you.").format(player=name, others=them)


def where_you_are(round_no: int, mover: str, yours: bool, scores: list[tuple[str, int]]) -> str:
    """The prompt line's first words after a game is loaded: the round, whose turn, who leads the
    running score (names and points; the whole score is one key away, S)."""
    order = sorted(scores, key=lambda s: -s[1])
    if not order:
        if yours:
            return _("Loaded: round {round}, your turn.").format(round=round_no)
        return _("Loaded: round {round}, {player}'s turn.").format(round=round_no, player=mover)
    top = order[0]
    if len(order) > 1 and order[0][1] == order[1][1]:
        if yours:
            return _("Loaded: round {round}, your turn; level at the top with {points} (S: the scores).").format(
                round=round_no, points=top[1])
        return _("Loaded: round {round}, {player}'s turn; level at the top with {points} (S: the scores).").format(
            round=round_no, player=mover, points=top[1])
    if len(order) == 2:
        if yours:
            return _("Loaded: round {round}, your turn; {leader} leads {points} to {other} (S: the scores).").format(
                round=round_no, leader=top[0], points=top[1], other=order[1][1])
        return _("Loaded: round {round}, {player}'s turn; {leader} leads {points} to {other} (S: the scores).").format(
            round=round_no, player=mover, leader=top[0], points=top[1], other=order[1][1])
    if yours:
        return _("Loaded: round {round}, your turn; {leader} leads with {points} (S: the scores).").format(
            round=round_no, leader=top[0], points=top[1])
    return _("Loaded: round {round}, {player}'s turn; {leader} leads with {points} (S: the scores).").format(
        round=round_no, player=mover, leader=top[0], points=top[1])
