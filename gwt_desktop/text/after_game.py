"""The words of the after-game screens: the charts' titles and axes, the replay's position line, the
records' table, the deal code's messages. No pygame; the screens in ui/ only draw these."""
from __future__ import annotations

from ..engine import board
from ..session.deal_code import EXAMPLE, LENGTH
from . import formats
from .i18n import N_, _, lazy_constants, ngettext, pgettext
from .words import card_name, glossary, objective_name, private_space_name

CHARTS = ("score_race", "money", "herd", "categories", "big_turns")
# Every fixed sentence of the after-game screens, read in the current language (text/i18n.py).
__getattr__ = lazy_constants({
    "CHART_TITLES": {
        "score_race": N_("Score race"),
        "money": N_("Money"),
        "herd": N_("Herd value"),
        "categories": N_("Points by category"),
        "big_turns": N_("Biggest turns"),
    },
    "CHART_NOTES": {
        "score_race": N_("The points each player would have had if the game had ended after each round."),
        "money": N_("Each player's money after each round."),
        "herd": N_("The breeding values of every cattle card each player owned (hand, draw stack and discard "
                   "pile), after each round."),
        "categories": N_("Where each player's points came from: the categories of the final score pad."),
        "big_turns": N_("The turns that raised each player's score the most (as if the game had ended then)."),
    },
    "Y_UNITS": {"score_race": N_("points"), "money": N_("$"), "herd": N_("breeding value")},
    "X_LABEL": N_("round"),
    "NO_TURNS": N_("no turns"),
    "IN_PROGRESS": N_("Game in progress (Continue)"),
    "FACE_UP": N_("Face up"),
    "LOG_HEAD": N_("Game log"),
    "HANDS_HEAD": N_("Hands"),
    "NEXT_TURN_OF": N_("Next turn of"),
    "NO_MORE_KANSAS_CITY": N_("No later Kansas City visit in this game."),
    "NO_EARLIER_KANSAS_CITY": N_("No earlier Kansas City visit in this game."),
    "NEW_GAME_NOTE": N_("The same seed, seats and sides deal the same game again; so does the deal code."),
    "DEAL_CODE": N_("Deal code"),
    "DEAL_CODE_HELP": N_("Friends who enter this code on New game play the same deal."),
    "NO_DEAL_CODE": N_("no deal code (this game's seed is outside the codes' range)"),
    "CODE_COPIED": N_("Deal code copied to the clipboard."),
    "CODE_NOT_COPIED": N_("No clipboard here: write the deal code down from the screen."),
    "CODE_ENTRY_HELP": N_("Type or paste a deal code to play a friend's deal."),
    "RECORDS_TITLE": N_("Your record"),
    "NO_RECORDS": N_("No finished games yet. Every game you finish is kept here."),
    # The computer levels (ai.base.LEVELS) wherever they are named: New game, the records, the load screen.
    "LEVEL_NAMES": {"random": N_("Random"), "easy": N_("Easy"), "medium": N_("Medium"), "hard": N_("Hard"),
                    "expert": N_("Expert"), "mixed": N_("Mixed levels"), "": N_("Hot seat only")},
    "STANDING_HEADS": (N_("Players"), N_("Computers"), N_("Games"), N_("Wins"), N_("Mean score")),
    "FINISHED_GAMES": N_("Finished games"),
    "COMPUTER_GAMES": N_("Games among computers"),  # the list when it shows the games with no person at the table
    "FINAL_SCORES": N_("Final scores"),
    "TOTAL": N_("Total"),
    "MONEY_LEFT": N_("Money left"),
    "TO_TITLE": N_("Title"),
    "TABS": (N_("Table"), N_("Charts")),
    "NOTHING_HERE": N_("nothing here"),
    "SAVE_AS_PNG": N_("Save as PNG"),
    "PREVIOUS_TURN": N_("« Turn"),
    "PREVIOUS_MOVE": N_("‹ Move"),
    "NEXT_MOVE": N_("Move ›"),
    "NEXT_TURN": N_("Turn »"),
    "NEXT_KANSAS_CITY": N_("Next Kansas City"),
    # The final score pad's eleven categories, by the engine's key (engine/scoring.py CATEGORIES): the
    # score pad, the charts, the table panel and the tooltips all name them from here.
    "CATEGORY_NAMES": {
        "money": N_("Money"),
        "buildings": N_("Buildings"),
        "cities": N_("Cities"),
        "stations": N_("Stations"),
        "hazards": N_("Hazards"),
        "cattle": N_("Cattle"),
        "objectives": N_("Objective cards"),
        "station_masters": N_("Station master tiles"),
        "workers": N_("Workers"),
        "disc_space": N_("Disc space"),
        "token": N_("Job market token"),
    },
})


def category_name(key: str) -> str:
    """A score-pad category's name (engine/scoring.py's key) in the current language."""
    return __getattr__("CATEGORY_NAMES")[key]


def more_in_replay(n: int) -> str:
    """Under a biggest turn's sentences, those that had no room (each is shown whole or not at all)."""
    return ngettext("and {n} more in the Replay", "and {n} more in the Replay", n).format(n=n)


def big_turn_head(round_number: int, gain: int) -> str:
    return ngettext("Round {round}: {gain} point", "Round {round}: {gain} points", abs(gain)).format(
        round=round_number, gain=f"{gain:+d}")


def money_change(money: int) -> str:
    if money == 0:
        return _("money unchanged")
    return _("+${money}").format(money=money) if money > 0 else _("-${money}").format(money=-money)


def saved_chart(path) -> str:
    return _("Saved as {path}").format(path=path)


def chart_not_saved(problem: str) -> str:
    """`problem` in plain words naming the file or folder (never an errno's text)."""
    return _("The chart could not be saved: {problem}.").format(problem=problem)


# ---- the replay ----


def replay_position(index: int, moves: int, round_number: int, whose: str | None, over: bool) -> str:
    """The line over the replay's slider: where in the game the board is."""
    over_now = index == moves and over
    if index == 0:
        if over_now:
            return _("Before the first move · the game is over")
        if whose:
            return _("Before the first move · round {round} · {player}'s turn").format(round=round_number, player=whose)
        return _("Before the first move · round {round}").format(round=round_number)
    if over_now:
        return _("After move {index} of {moves} · the game is over").format(index=index, moves=moves)
    if whose:
        return _("After move {index} of {moves} · round {round} · {player}'s turn").format(
            index=index, moves=moves, round=round_number, player=whose)
    return _("After move {index} of {moves} · round {round}").format(index=index, moves=moves, round=round_number)


def seen_by(name: str | None) -> str:
    return _("Every card face up") if name is None else _("Seen by {player}").format(player=name)


def hand_line(name: str, cards: list[str]) -> str:
    if not cards:
        return _("{player}: no cards").format(player=name)
    return _("{player}: {cards}").format(player=name, cards=", ".join(cards))


def cards_of_a_kind(n: int, card: str) -> str:
    """One kind of card in a hand list: "Jersey", "2 Jersey"."""
    if n == 1:
        return card
    # TRANSLATORS: {card} is a breed's name (Jersey, West Highland (4 VP)); {n} is 2 or more.
    return _("{n} {card}").format(n=n, card=card)


def series_end(player: str, value: int) -> str:
    """A chart line's label at its end: the player and the last value."""
    return _("{player} {score}").format(player=player, score=value)


def no_more_turns(name: str) -> str:
    return _("{player} has no later turn in this game.").format(player=name)


def next_turn_of(name: str) -> str:
    return _("{player}'s next turn").format(player=name)


# ---- the deal code ----
def deal_code(code: str) -> str:
    """A game's deal code with its name: "Deal code K7QF-2M9X"."""
    return _("Deal code {code}").format(code=code)


def not_recorded(problem: str) -> str:
    """`problem`: a whole sentence naming the file or folder that refused (storage/files.FileProblem)."""
    return _("This game could not be kept in your record: {problem}").format(problem=problem)


def code_dealt(players: int, sides: str, neutral: str) -> str:
    """`neutral`: the deal's neutral buildings, "fixed" or "random" (session/deal_code.NEUTRAL)."""
    neutral = {"fixed": pgettext("neutral buildings", "fixed"),
               "random": pgettext("neutral buildings", "random")}.get(neutral, neutral)
    if set(sides) == {"a"}:
        return _("Deal for {players} players, all side a, {neutral} neutral buildings.").format(
            players=players, neutral=neutral)
    return _("Deal for {players} players, sides {sides}, {neutral} neutral buildings.").format(
        players=players, sides=sides, neutral=neutral)


def deal_code_problem(error) -> str:
    """What is wrong with a typed deal code (session/deal_code.DealCodeError: its problem and facts)."""
    p, f = error.problem, error.facts
    if p == "look_alike":
        # TRANSLATORS: {meant} is the character probably meant: "0 (zero)", "1 (one)" or a letter.
        meant = {"0": _("0 (zero)"), "1": _("1 (one)")}.get(f["meant"], f["meant"])
        return _("Character {position}, {character}, is never used in deal codes: did you mean {meant}?").format(
            position=f["position"], character=f["character"], meant=meant)
    if p == "not_allowed":
        return _("Character {position}, {character}, cannot be in a deal code: codes use the digits 0-9 and the "
                 "letters A-Z except I, L, O and U.").format(position=f["position"], character=repr(f["character"]))
    if p == "length":
        missing, count = LENGTH - f["count"], f["count"]
        if missing > 0:
            return ngettext("A deal code has {length} characters; this one has {count} ({n} is missing).",
                            "A deal code has {length} characters; this one has {count} ({n} are missing).",
                            missing).format(length=LENGTH, count=count, n=missing)
        return ngettext("A deal code has {length} characters; this one has {count} ({n} too many).",
                        "A deal code has {length} characters; this one has {count} ({n} too many).",
                        -missing).format(length=LENGTH, count=count, n=-missing)
    if p == "check":
        return _("This code does not check out: a character is mistyped or two are swapped. Compare it with the "
                 "original once more.")
    if p == "newer":
        return _("This deal code was made by a newer version of the game.")
    if p == "players":
        return _("This code says {players} players, but Great Western Trail is for 2 to 4: it was not made by "
                 "this game.").format(players=f["players"])
    return _("Type a deal code: {length} characters, such as {example}.").format(length=LENGTH, example=EXAMPLE)


# ---- the records ----
def level_name(level: str) -> str:
    """A computer level's name (ai.base.LEVELS, "mixed", "" for none) in the current language."""
    return __getattr__("LEVEL_NAMES").get(level, level)


_level = level_name


def standing_line(players: int, level: str, games: int, wins: int, mean: float) -> tuple[str, ...]:
    """The cells of one row of the standings table."""
    return (_("{count} players").format(count=players), _level(level), str(games),
            _("{wins} ({percent}%)").format(wins=wins, percent=f"{100 * wins / games:.0f}"),
            formats.decimal(mean))


def computer_games_button(n: int, shown: bool) -> str:
    """The Records screen's switch between your games and the games among computers only."""
    return _("Your games") if shown else _("Computers only ({n})").format(n=n)


def bad_record(problem: str) -> str:
    """A record file that cannot be read, on its row (the file's name is above it)."""
    # TRANSLATORS: {problem} is a whole sentence naming the file, such as "x.json is not a finished game".
    return _("{problem}: it is left out of your record.").format(problem=problem)


def record_seat(name: str, score: int, won: bool) -> str:
    if won:
        return _("{player} {score} (won)").format(player=name, score=score)
    return _("{player} {score}").format(player=name, score=score)


def record_line(players: int, level: str, rounds: int) -> str:
    return _("{players} players · {level} · round {round}").format(players=players, level=_level(level), round=rounds)


# ---- the score pad ----
def wins_with(name: str, points: int) -> str:
    return _("{player} wins with {points} points").format(player=name, points=points)


def share_the_win(names: list[str], points: int) -> str:
    return _("{players} and {last} share the win with {points} points each").format(
        players=", ".join(names[:-1]), last=names[-1], points=points)


def money_left(money: int) -> str:
    """A seat's money left on the score pad ("$25"; German writes the sign after the number)."""
    return _("${money}").format(money=money)


def seat_money(player: str, money: int) -> str:
    """One seat in the tie note's list: "Ann $25"."""
    return _("{player} ${money}").format(player=player, money=money)


def tie_note(money: str) -> str:
    """Under a shared win: the winners' money left (`money`: "Ann $3, Bob $5"), which some tables use
    to break the tie (the rules do not)."""
    return _("Ties are shared by the rules. Money left: {money}").format(money=money)


def seed_line(seed: int, random_sides: bool, players: int) -> str:
    """What deals a game whose seed no code carries: its seed, building sides and players."""
    if random_sides:
        return _("Seed {seed} · random sides · {players} players · {no_code}").format(
            seed=seed, players=players, no_code=__getattr__("NO_DEAL_CODE"))
    return _("Seed {seed} · all side a · {players} players · {no_code}").format(
        seed=seed, players=players, no_code=__getattr__("NO_DEAL_CODE"))


# An objective card still among a player's cards at the end ("from_deck") may be played then, met or
# failed, or left unplayed, whichever scores more (engine/scoring.py best_objectives).
def _objective(item: dict) -> str:
    return objective_name(item["card"])


def _workers(item: dict) -> str:
    # A worker row's spaces worth points fill in order: one of them is space 5, two are 5 and 6.
    n = item["count"]
    match item["worker"]:
        case "cowboy":
            return ngettext("Cowboys: space 5 filled", "Cowboys: spaces 5 and 6 filled", n)
        case "craftsman":
            return ngettext("Craftsmen: space 5 filled", "Craftsmen: spaces 5 and 6 filled", n)
        case _:
            return ngettext("Engineers: space 5 filled", "Engineers: spaces 5 and 6 filled", n)


# One sentence per kind of breakdown line (engine/scoring.py ITEM_KINDS); its points follow it.
_ITEM_LINES = {
    "money": lambda i: _("${money}: 1 point per $5").format(money=i["money"]),
    "building": lambda i: _("Building {building} on {space}").format(
        building=i["building"], space=private_space_name(i["space"])),
    "crest": lambda i: ngettext("{city} crest: {count} disc", "{city} crest: {count} discs", i["count"]).format(
        city=board.CITIES[i["city"]][0], count=i["count"]),
    "arrow": lambda i: _("Arrow {city} – {next}").format(city=board.CITIES[i["city"]][0],
                                                          next=board.CITIES[i["next"]][0]),
    "station": lambda i: _("Station {station}").format(station=i["station"]),
    "hazard": lambda i: _("{hazard} hazard").format(hazard=glossary()["hazard"][i["hazard"]]),
    "cattle": lambda i: card_name(i["card"]),
    "objective_met": lambda i: (_("Met, played at the end: {objective}") if i["from_deck"]
                                else _("Met: {objective}")).format(objective=_objective(i)),
    "objective_failed": lambda i: (_("Failed, played at the end: {objective}") if i["from_deck"]
                                   else _("Failed: {objective}")).format(objective=_objective(i)),
    "objective_dropped": lambda i: (_("Not played: {objective}") if i["from_deck"]
                                    else _("Left out: {objective}")).format(objective=_objective(i)),
    "master_workers": lambda i: ngettext("{count} worker, 1 point each", "{count} workers, 1 point each",
                                         i["count"]).format(count=i["count"]),
    "master_certificates": lambda i: ngettext(
        "{count} certificate, 3 points per pair", "{count} certificates, 3 points per pair", i["count"]).format(
        count=i["count"]),
    "master_teepees": lambda i: ngettext(
        "{pairs} pair of a green and a blue teepee, 3 points each",
        "{pairs} pairs of a green and a blue teepee, 3 points each", i["pairs"]).format(pairs=i["pairs"]),
    "master_hazards": lambda i: ngettext(
        "{count} hazard, 3 points per pair", "{count} hazards, 3 points per pair", i["count"]).format(
        count=i["count"]),
    "master_objectives": lambda i: ngettext(
        "{count} objective card in the objective area, 3 points per pair",
        "{count} objective cards in the objective area, 3 points per pair", i["count"]).format(count=i["count"]),
    "workers": _workers,
    "step_disc": lambda i: _("Second step-limit space cleared"),
    "token": lambda i: _("Job market token"),
}


def item_words(item: dict) -> str:
    """What one line of a score-pad category is about (an item of engine/scoring.py's sheet)."""
    return _ITEM_LINES[item["kind"]](item)


def item_line(item: dict) -> str:
    """One line of a category's breakdown with its points: "Station 3: +2"."""
    # TRANSLATORS: {what} is a breakdown line such as "Station 3"; {points} is signed: +2, -3 (or 0).
    points = item["points"]
    return _("{what}: {points}").format(what=item_words(item), points=f"{points:+d}" if points else "0")


def breakdown_head(player: str, category: str) -> str:
    """The head of a category's breakdown on the score pad: "Anna · Stations"."""
    return _("{player} · {category}").format(player=player, category=category)


# ---- the charts, the records and the replay's buttons ----
def and_more(count: int) -> str:
    return _("and {n} more").format(n=count)
