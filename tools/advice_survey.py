"""The advice checker over many positions: games of bots dealt and played at the table (session/table.py),
the Hint's advice at a share of the decisions and the why of every computer turn that matters, each
played out on a copy of the real game and checked with its sentences in every language asked
(session/advice.check); and the guided game, followed along the guide's targets. The tests run it at a
small node budget (tests/session/test_advice.py), the developer tool over thousands of positions
(tools/advice_check.py). No clock: the same figures on every machine.

The bots are Hard's search on a small beam (`PlayBot`, node-limited), asked through the one driver
(ai/driver.think), so the hinted move is usually the beam's best, and each computer turn's why is worded
from what the search that chose it found (driver.Answer.found), as in the game; every HINT_OTHER-th
hinted position hints another legal move instead, as Expert's deeper search may, so the advice of a
move the beam would not play is checked too.
"""
from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

from gwt_desktop.ai.driver import think
from gwt_desktop.ai.hard import HardBot
from gwt_desktop.ai.lines import best_lines
from gwt_desktop.session.advice import advise, check, check_words
from gwt_desktop.session.table import Pick, deal, play
from gwt_desktop.session.turn_reasons import judge_turn
from gwt_desktop.text import advice as words
from gwt_desktop.text.i18n import language, set_language

SMALL = (8, 2, 600)  # the beam of the tests' advice: node-limited, a few milliseconds a position
PLAY = (3, 1, 60)  # the bots' own choices between the positions advised: cheaper still
HINT_OTHER = 5  # every so many hinted positions hint another legal move than the beam's best


class PlayBot(HardBot):
    """Hard's search, choices and hand-back (its `found`) on the survey's small beam: no clock decides."""

    def __init__(self, beam=PLAY) -> None:
        super().__init__()
        self.width, self.per_first, self.max_nodes = beam


@dataclass
class Survey:
    """What the checker saw: positions advised, sentences checked, and every disagreement with where
    it was found ((players, seed, turn, what), Disagreement)."""
    hints: int = 0
    turns: int = 0
    guided: int = 0
    reviewed: int = 0  # review turns checked (their lines on the real game and their words)
    reasoned: int = 0  # hints whose card gives the line's reason (text/advice.reason)
    searched: int = 0  # computer turns whose why came from the search that chose the turn
    turn_reasons: int = 0  # computer turns whose why gives the line's reason (text/advice.turn_reason)
    sentences: int = 0
    longest: int = 0  # the most sentences one hint had
    disagreements: list = field(default_factory=list)

    def add(self, where: tuple, found: list, sentences: int) -> None:
        self.sentences += sentences
        self.disagreements += [(where, d) for d in found]

    def merge(self, other: Survey) -> None:
        self.hints += other.hints
        self.turns += other.turns
        self.guided += other.guided
        self.reviewed += other.reviewed
        self.reasoned += other.reasoned
        self.searched += other.searched
        self.turn_reasons += other.turn_reasons
        self.sentences += other.sentences
        self.longest = max(self.longest, other.longest)
        self.disagreements += other.disagreements


def _names(game) -> list[str]:
    return [name or f"Player {i + 1}" for i, name in enumerate(game.options["names"])]


def _in(languages, make: Callable[[], list]) -> list[list]:
    """make() in each language, the language of the moment left as it was."""
    was = language()
    try:
        out = []
        for lang in languages:
            set_language(lang)
            out.append(make())
        return out
    finally:
        set_language(was)


def check_hint(game, seat: int, move, rng: random.Random, beam, languages, where: tuple, survey: Survey) -> None:
    """The Hint's advice for `move` in `game`, checked with its sentences in every language."""
    advice = advise(game, seat, move, rng, beam=beam)
    names = _names(game)
    found = check(game, advice)
    told = 0
    for sentences in _in(languages, lambda: words.hint_sentences(advice, game, None)):
        found += check_words(advice, sentences, game, names)
        told += len(sentences)
        survey.longest = max(survey.longest, len(sentences))
    if advice.line.moves[:1] != [move]:
        found.append(f"the advice's line starts with {advice.line.moves[:1]}, not the hinted {move}")
    survey.hints += 1
    survey.reasoned += words.reason(advice, game, None) is not None
    survey.add(where, found, told)


def check_turn(before, player: int, moves, number: int, beam, languages, where: tuple, survey: Survey,
               found=None) -> None:
    """A computer turn's why (if the turn matters), checked with its sentence in every language; `found`:
    what the search that chose its first real choice found (session/turn_reasons.judge_turn)."""
    why = judge_turn(before, player, moves, number, random.Random(number), beam, found=found)
    if why is None:
        return
    survey.searched += why.searched
    survey.turn_reasons += words.turn_reason(why, why.before, None) is not None
    start = why.before  # where the turn's first choice was (a forced first move is no choice)
    found = check(start, why.advice)
    for both in _in(languages, lambda: [words.turn_sentence(why, None), words.turn_sentence(why, None, False)]):
        for sentence in both:  # the line with its deed (the log, the seat) and without (the recap): each alone
            found += check_words(why.advice, [sentence], start, _names(start))
    survey.turns += 1
    survey.add(where, found, 2 * len(languages))


def bot_games(players: int, seeds, every: int = 6, beam=SMALL, languages=("en", "de"), turns: bool = True,
              cancelled: Callable[[], bool] | None = None, play_beam=PLAY, turn_beam=None) -> Survey:
    """Games of `players` bots (choosing by the lines at `play_beam`) on each seed: the Hint's advice at
    `beam` checked at every `every`-th decision with more than one legal move, and every computer
    turn's why (`turns`: from what the bot's own search found, else searched at `turn_beam`, by default
    `beam`)."""
    turn_beam = beam if turn_beam is None else turn_beam
    survey = Survey()
    for seed in seeds:
        game, rngs = deal(players, seed)
        count = [0]
        turn: dict = {}  # the turn being played: its number, player, start, moves and its search's Found
        bots = [PlayBot(play_beam) for _ in range(players)]

        def choose(g, seat, rng, seed=seed, count=count, turn=turn, bots=bots):
            if not turn or turn["number"] != g.turn_number:
                turn.clear()
                turn.update(number=g.turn_number, player=seat, before=g.clone(), moves=[], found=None)
            legal = g.legal_moves()
            answer = think(g, seat, rng, 1.0, "hard", bot=bots[seat])
            move = answer.move
            if turn["found"] is None and answer.found is not None:
                turn["found"] = (len(turn["moves"]), answer.found)
            if len(legal) > 1:
                count[0] += 1
                if count[0] % every == 0:
                    hinted = move
                    if count[0] % (every * HINT_OTHER) == 0:
                        hinted = random.Random(count[0]).choice([m for m in legal if m != move])
                    check_hint(g, seat, hinted, random.Random(count[0]), beam, languages,
                               (players, seed, g.turn_number, "hint"), survey)
            turn["moves"].append(move)
            return move

        def on_move(g, played, seed=seed, turn=turn):
            if turns and turn and (g.is_over or g.turn_number != turn["number"]):
                check_turn(turn["before"], turn["player"], turn["moves"], turn["number"], turn_beam, languages,
                           (players, seed, turn["number"], "turn"), survey, turn["found"])
                turn.clear()

        play(game, [Pick("lines", choose)] * players, rngs, on_move=on_move, cancelled=cancelled)
    return survey


def guided_game(languages=("en", "de"), turns: int | None = None, beam=SMALL) -> Survey:
    """The guided first game (session/guide.learn_match), the learner clicking the guide's target at
    every decision of the guided turns, the computer choosing by the lines at `beam`: every reason
    under a target checked with its sentences, and the target the first move of the line it words."""
    from gwt_desktop.session.guide import learn_match

    survey = Survey()
    match = learn_match()
    g, guide = match.game, match.guide
    rng = random.Random(match.seed)
    limit = guide.guided_turns if turns is None else turns
    while not g.is_over and guide.turns_done < limit:
        legal = g.legal_moves()
        if g.to_move != guide.seat:
            match.apply(best_lines(g, g.to_move, 1, rng, beam=beam).lines[0].first)
            continue
        guide.decide(g, legal)
        target, advice = guide.target, guide.advice
        if advice is not None:
            found = check(g, advice)
            told = 0
            for sentences in _in(languages, lambda advice=advice: words.guide_why(advice, g, None)):
                found += check_words(advice, sentences, g, _names(g))
                told += len(sentences)
            if advice.line.moves[:1] != [target]:
                found.append(f"the reason words a line that starts with {advice.line.moves[:1]}, not {target}")
            survey.guided += 1
            survey.add(("guide", match.seed, g.turn_number, "guide"), found, told)
        match.apply(target if target is not None else legal[0])
    return survey


def review_turns(players: int, seed: int, languages=("en", "de"), play_beam=PLAY, seat: int = 0) -> Survey:
    """A game of `players` bots (choosing by the lines at `play_beam`) reviewed for `seat` at the
    review's settings of the moment (session/review.py), and every judged turn checked: what was played
    and the better line (session/advice.check_outcome on the real position where the part starts), and
    every sentence the review shows of it (its steps, the comparison, how sure play made it, what the
    better line would do instead) in every language, each number held to its claims."""
    from gwt_desktop.session import review as R
    from gwt_desktop.session.advice import Advice, check_outcome
    from gwt_desktop.session.replay import Replay
    from gwt_desktop.text import review as review_words

    survey = Survey()
    game, rngs = deal(players, seed)
    moves: list[str] = []

    def choose(g, s, rng):
        legal = g.legal_moves()
        return best_lines(g, s, 1, rng, beam=play_beam).lines[0].first if len(legal) > 1 else legal[0]

    play(game, [Pick("lines", choose)] * players, rngs, on_move=lambda _g, p: moves.append(str(p.answer.move)))
    options = {k: game.options[k] for k in ("players", "seed", "building_sides", "neutral_buildings")}
    replay = Replay(options, moves)
    names = _names(game)
    review = R.review_game(replay, [seat])
    for turn in review.of(seat):
        if turn.forced:
            continue
        shown = R.show(replay, turn)
        start = shown.start
        found: list = check_outcome(start, shown.played, "played")
        if shown.better is not None:
            found += check_outcome(start, shown.better, "better")
        told = 0
        for sentences in _in(languages, lambda shown=shown, turn=turn, start=start: (
                review_words.turn_words(turn, shown, None) + review_words.steps(shown.played, start, None)
                + (review_words.steps(shown.better, start, None) if shown.better is not None else []))):
            if not sentences[:1]:
                found.append(f"turn {turn.number} has no words")
            claims = Advice(seat, shown.better or shown.played, shown.played)
            found += check_words(claims, sentences, start, names)
            told += len(sentences)
        survey.reviewed += 1
        survey.add((players, seed, turn.number, "review"), found, told)
    return survey
