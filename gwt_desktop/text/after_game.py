"""The words of the after-game screens: the charts' titles and axes, the replay's position line, the
records' table, the deal code's messages. No pygame; the screens in ui/ only draw these."""
from __future__ import annotations

CHARTS = ("score_race", "money", "herd", "categories", "big_turns")
CHART_TITLES = {
    "score_race": "Score race",
    "money": "Money",
    "herd": "Herd value",
    "categories": "Points by category",
    "big_turns": "Biggest turns",
}
CHART_NOTES = {
    "score_race": "The points each player would have had if the game had ended after each round.",
    "money": "Each player's money after each round.",
    "herd": "The breeding values of every cattle card each player owned (hand, draw stack and discard "
            "pile), after each round.",
    "categories": "Where each player's points came from: the categories of the final score pad.",
    "big_turns": "The turns that raised each player's score the most (as if the game had ended then).",
}
Y_UNITS = {"score_race": "points", "money": "$", "herd": "breeding value"}
X_LABEL = "round"


def big_turn_head(round_number: int, gain: int) -> str:
    return f"Round {round_number}: {gain:+d} {'point' if abs(gain) == 1 else 'points'}"


def money_change(money: int) -> str:
    if money == 0:
        return "money unchanged"
    return f"{'+' if money > 0 else '-'}${abs(money)}"


def saved_chart(path) -> str:
    return f"Saved as {path}"


def chart_not_saved(problem: str) -> str:
    """`problem` in plain words naming the file or folder (never an errno's text)."""
    return f"The chart could not be saved: {problem}."


NO_TURNS = "no turns"


# ---- the replay ----
IN_PROGRESS = "Game in progress (Continue)"


def replay_position(index: int, moves: int, round_number: int, whose: str | None, over: bool) -> str:
    """The line over the replay's slider: where in the game the board is."""
    if index == 0:
        where = "Before the first move"
    else:
        where = f"After move {index} of {moves}"
    if index == moves and over:
        return f"{where} · the game is over"
    return f"{where} · round {round_number}" + (f" · {whose}'s turn" if whose else "")


def seen_by(name: str | None) -> str:
    return "Every card face up" if name is None else f"Seen by {name}"


FACE_UP = "Face up"
LOG_HEAD = "Game log"
HANDS_HEAD = "Hands"
NEXT_TURN_OF = "Next turn of"


def hand_line(name: str, cards: list[str]) -> str:
    return f"{name}: {', '.join(cards) if cards else 'no cards'}"


NO_MORE_KANSAS_CITY = "No later Kansas City visit in this game."
NO_EARLIER_KANSAS_CITY = "No earlier Kansas City visit in this game."


def no_more_turns(name: str) -> str:
    return f"{name} has no later turn in this game."


def next_turn_of(name: str) -> str:
    return f"{name}'s next turn"


# ---- the deal code ----
NEW_GAME_NOTE = "The same seed, seats and sides deal the same game again; so does the deal code."
DEAL_CODE = "Deal code"
DEAL_CODE_HELP = "Friends who enter this code on New game play the same deal."
NO_DEAL_CODE = "no deal code (this game's seed is outside the codes' range)"
CODE_COPIED = "Deal code copied to the clipboard."
NOT_RECORDED = "This game could not be kept in your record:"
CODE_NOT_COPIED = "No clipboard here: write the deal code down from the screen."
CODE_ENTRY_HELP = "Type or paste a deal code to play a friend's deal."


def code_dealt(players: int, sides: str, neutral: str) -> str:
    side_text = "all side a" if set(sides) == {"a"} else f"sides {sides}"
    return f"Deal for {players} players, {side_text}, {neutral} neutral buildings."


# ---- the records ----
RECORDS_TITLE = "Your record"
NO_RECORDS = "No finished games yet. Every game you finish is kept here."
LEVEL_NAMES = {"random": "Random", "easy": "Easy", "medium": "Medium", "hard": "Hard", "mixed": "Mixed levels",
               "": "Hot seat only"}


def standing_line(players: int, level: str, games: int, wins: int, mean: float) -> tuple[str, ...]:
    """The cells of one row of the standings table."""
    return (f"{players} players", LEVEL_NAMES.get(level, level), str(games), f"{wins} ({100 * wins / games:.0f}%)",
            f"{mean:.1f}")


STANDING_HEADS = ("Players", "Computers", "Games", "Wins", "Mean score")
FINISHED_GAMES = "Finished games"
COMPUTER_GAMES = "Games among computers"  # the list when it shows the games with no person at the table


def computer_games_button(n: int, shown: bool) -> str:
    """The Records screen's switch between your games and the games among computers only."""
    return "Your games" if shown else f"Computers only ({n})"


def bad_record(problem: str) -> str:
    """A record file that cannot be read, on its row (the file's name is above it)."""
    return f"This record {problem}."


def record_seat(name: str, score: int, won: bool) -> str:
    return f"{name} {score}" + (" (won)" if won else "")


def record_line(players: int, level: str, rounds: int) -> str:
    return f"{players} players · {LEVEL_NAMES.get(level, level)} · round {rounds}"




# ---- the score pad ----
FINAL_SCORES = "Final scores"
TOTAL = "Total"
MONEY_LEFT = "Money left"
TO_TITLE = "Title"
TABS = ("Table", "Charts")
NOTHING_HERE = "nothing here"


def wins_with(name: str, points: int) -> str:
    return f"{name} wins with {points} points"


def share_the_win(names: list[str], points: int) -> str:
    listed = ", ".join(names[:-1]) + f" and {names[-1]}"
    return f"{listed} share the win with {points} points each"


def tie_note(money: str) -> str:
    """Under a shared win: the winners' money left (`money`: "Ann $3, Bob $5"), which some tables use
    to break the tie (the rules do not)."""
    return f"Ties are shared by the rules. Money left: {money}"


def seed_line(seed: int, random_sides: bool, players: int) -> str:
    """What deals a game whose seed no code carries: its seed, building sides and players."""
    sides = "random sides" if random_sides else "all side a"
    return f"Seed {seed} · {sides} · {players} players · {NO_DEAL_CODE}"


# ---- the charts, the records and the replay's buttons ----
SAVE_AS_PNG = "Save as PNG"


def and_more(count: int) -> str:
    return f"and {count} more"


PREVIOUS_TURN = "« Turn"
PREVIOUS_MOVE = "‹ Move"
NEXT_MOVE = "Move ›"
NEXT_TURN = "Turn »"
NEXT_KANSAS_CITY = "Next Kansas City"
