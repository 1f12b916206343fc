"""The words of the game review (session/review.py judges, ui/after/review.py draws): the ratings, the
summary, where the points went, the turning points' lines and why. No pygame.

Points are the judgement's estimate of the final score pad (what a turn lost) or the score pad's own
(what a line has on the pad where it ends); dollars are dollars, certificates certificates. Every
number of a turning point comes from the lines played out (session.review.show). What a line does is
said step by step in text/advice.py's words, from session/advice.py's outcomes (one describer).
"""
from __future__ import annotations

from types import SimpleNamespace

from . import advice, formats
from .after_game import category_name
from .i18n import N_, _, lazy_constants, ngettext

__getattr__ = lazy_constants({
    "TITLE": N_("Game review"),
    "REVIEW": N_("Review"),  # the button that opens it (score pad, Records, replay viewer)
    "RATING_NAMES": {"best": N_("Best"), "good": N_("Good"), "inaccuracy": N_("Inaccuracy"),
                     "mistake": N_("Mistake"), "blunder": N_("Blunder"),
                     # The judgement preferred another line, but playing both on could not tell them apart.
                     "unclear": N_("Unclear"),
                     # A turn where every step had one legal move: nothing to judge.
                     "forced": N_("Only move")},
    # Where a turn's points went: the area of the first thing its better line does otherwise.
    "AREA_NAMES": {"deliveries": N_("Deliveries"), "buildings": N_("Buildings"), "railroad": N_("Railroad"),
                   "cattle": N_("Cattle"), "workers": N_("Workers"), "hazards": N_("Hazards and teepees"),
                   "objectives": N_("Objective cards"), "actions": N_("Auxiliary actions"),
                   "trail": N_("Where to move")},
    "WHERE_HEAD": N_("Where the points went"),
    "WHERE_NOTE": N_("Each turn counts where its better line first does something else."),
    "NOTHING_LOST": N_("No turn lost half a point or more."),
    "TURNS_HEAD": N_("Turns"),
    "YOU_PLAYED": N_("You played"),
    "BETTER": N_("Better"),
    # The column of the line the judgement preferred where play did not confirm it better.
    "PREFERRED": N_("The judgement's line"),
    "STOP": N_("Stop"),
    "GO_ON": N_("Go on"),
    "FAILED": N_("This game could not be reviewed."),
    "NO_PERSON": N_("Only computers played this game: there is nobody's turns to review."),
    "PLAYED_BEST": N_("You played the best line the review found."),
    # The part of a turn up to a card drawn (or a tile turned up) by the player's own move: the lines
    # compared go as far as that card; what the player did after it is judged on its own.
    "UP_TO_DRAW": N_("Compared up to the card or tile your move turned up; what you did after it is judged "
                     "separately."),
    "GOOD_TURN": N_("As good as the best line found, or close to it."),
    "BOARD_NOTE": N_("The board as the turn began; what glows is the better line's."),
    "BOARD_NOTE_PREFERRED": N_("The board as the turn began; what glows is the judgement's line."),
    "TURNING_POINT": N_("Turning point"),
    # A turn whose moves were all the ones the Hint gave (its ringed move, then its card's line).
    "FOLLOWED": N_("You followed the hint."),
    # The list's mark on a turn where the player followed the Hint in some move.
    "HINT_MARK": N_("Hint"),
    "PREVIOUS": N_("‹ Previous"),
    "NEXT": N_("Next ›"),
})


def rating_name(key: str) -> str:
    return __getattr__("RATING_NAMES")[key]


def area_name(key: str) -> str:
    return __getattr__("AREA_NAMES")[key]


def legend(thresholds) -> str:
    """What each rating means in points lost (session.review.THRESHOLDS)."""
    good, inaccuracy, mistake, blunder = (formats.number(t) for t in thresholds)
    return _("Points lost: Best under {good}, Good under {inaccuracy}, Inaccuracy under {mistake}, "
             "Mistake under {blunder}, Blunder {blunder} or more.").format(
        good=good, inaccuracy=inaccuracy, mistake=mistake, blunder=blunder)


def how_checked(horizon: int | None) -> str:
    """How a named turn is confirmed (session.review.HORIZON: the player's own turns played on)."""
    if horizon is None:
        return _("A turn is named only when both lines, played on by the computer to the end of the game with "
                 "the same cards for both, show the better one clearly ahead; Unclear when they do not.")
    return ngettext("A turn is named only when both lines, played on by the computer for {n} more turn of yours "
                    "with the same cards for both, show the better one clearly ahead; Unclear when they do not.",
                    "A turn is named only when both lines, played on by the computer for {n} more turns of yours "
                    "with the same cards for both, show the better one clearly ahead; Unclear when they do not.",
                    horizon).format(n=horizon)


def sure(check) -> str:
    """How sure play made the review of a flagged part (session.review.Check): the pairs played on,
    how often the better line came out ahead and by how much on average."""
    n, wins = check.n, check.wins
    if check.ahead:
        points = whole(check.mean)
        return ngettext("Played on {n} times, the better line came out ahead {wins} times, by about {points} "
                        "point on average.",
                        "Played on {n} times, the better line came out ahead {wins} times, by about {points} "
                        "points on average.", points).format(n=n, wins=wins, points=points)
    return ngettext("The judgement preferred another line, but played on {n} time, neither came out clearly "
                    "ahead.",
                    "The judgement preferred another line, but played on {n} times, neither came out clearly "
                    "ahead.", n).format(n=n)


def sure_followed(check) -> str:
    """sure() for a part whose every move followed the Hint, where play confirms another line ahead:
    said plainly, in one sentence, that the player followed the Hint and how sure play made it."""
    points = whole(check.mean)
    return ngettext("You followed the hint, but played on {n} times, another line came out ahead {wins} times, by "
                    "about {points} point on average.",
                    "You followed the hint, but played on {n} times, another line came out ahead {wins} times, by "
                    "about {points} points on average.", points).format(n=check.n, wins=check.wins, points=points)


def followed(hinted) -> str | None:
    """What the player's moves of a part had of the Hint (session.review.Shown.hinted: one flag per
    move, whether it followed the Hint), true of what they did: all of them, the first few, or some;
    None where none followed it. Of the moves after the first few it says only that they were not the
    Hint's: the record does not say whether the Hint's line went on there (its card shows the line up
    to what it uncovers) or the player left it."""
    k, n = sum(hinted), len(hinted)
    if not k:
        return None
    if k == n:
        return __getattr__("FOLLOWED")
    if all(hinted[:k]):
        return ngettext("Your first move here followed the hint; the rest did not.",
                        "Your first {k} moves here followed the hint; the rest did not.", k).format(k=k)
    return ngettext("{k} of your {n} moves here followed the hint.", "{k} of your {n} moves here followed the hint.",
                    k).format(k=k, n=n)


def whose_turns(name: str) -> str:
    return _("{player}'s turns").format(player=name)


def progress(done: int, total: int) -> str:
    return ngettext("Reviewing: {done} of {total} turn", "Reviewing: {done} of {total} turns", total).format(
        done=done, total=total)


def stopped(done: int, total: int) -> str:
    return ngettext("Stopped after {done} of {total} turn.", "Stopped after {done} of {total} turns.",
                    total).format(done=done, total=total)


def not_kept(problem: str) -> str:
    """The review is shown but could not be kept (it will be made again next time)."""
    return _("The review could not be kept: {problem}").format(problem=problem)


def whole(points: float) -> int:
    """Points as the review says them: whole points (0.5 and up rounds up)."""
    return int(points + 0.5)


def shares(values) -> list[int]:
    """Whole points for parts of a whole that add up to the whole's whole points (the largest remainders
    get the rounding), so the areas' points on screen add up to the points lost said above them."""
    values = list(values)
    floors = [int(v) for v in values]
    short = whole(sum(values)) - sum(floors)
    order = sorted(range(len(values)), key=lambda i: -(values[i] - floors[i]))
    for i in order[:max(0, short)]:
        floors[i] += 1
    return floors


def lost_total(points: float, turns: int) -> str:
    n = whole(points)
    lost = ngettext("{n} point lost", "{n} points lost", n).format(n=n)
    return ngettext("{lost} over {turns} turn", "{lost} over {turns} turns", turns).format(lost=lost, turns=turns)


def lost_cell(points: float, unclear: bool = False) -> str:
    """A turn's points lost in the list: "-3", or "0" ("?" for an unclear turn)."""
    if unclear:
        return "?"
    n = whole(points)
    return f"-{n}" if n else "0"


def round_name(number: int) -> str:
    return _("Round {round}").format(round=number)


def count_cell(key: str, n: int) -> str:
    """A rating and how many turns had it: "Mistake 3"."""
    return _("{rating} {n}").format(rating=rating_name(key), n=n)


def area_line(area: str, points: float, turns: int) -> str:
    n = whole(points)
    return _("{area}: {points} ({turns})").format(
        area=area_name(area), points=ngettext("{n} point", "{n} points", n).format(n=n),
        turns=ngettext("{n} turn", "{n} turns", turns).format(n=turns))


def other_areas(points: float) -> str:
    """The areas that did not fit on the summary, together."""
    n = whole(points)
    return ngettext("Elsewhere: {n} point", "Elsewhere: {n} points", n).format(n=n)


def headline(round_number: int, rating: str, points: float) -> str:
    """The turning point's first line: the round, its rating and the points it lost."""
    n = whole(points)
    if rating in ("unclear", "forced"):
        return _("Round {round}: {rating}").format(round=round_number, rating=rating_name(rating))
    if n < 1:
        return _("Round {round}: {rating}, less than a point lost").format(round=round_number,
                                                                        rating=rating_name(rating))
    return ngettext("Round {round}: {rating}, about {n} point lost", "Round {round}: {rating}, about {n} points lost",
                    n).format(round=round_number, rating=rating_name(rating), n=n)


def steps(outcome, game, seats) -> list:
    """What a line does, a numbered step per sentence (text/advice.py's, each with the claims it words)."""
    return advice.steps(outcome, game, seats)


def more_steps(n: int) -> str:
    """The last line of a line's steps where the rest do not fit on the screen."""
    return ngettext("… and {n} more step", "… and {n} more steps", n).format(n=n)


def _signed_category(key: str, n: int) -> str:
    return _("{category} {points}").format(category=category_name(key), points=f"{n:+d}")


def pad_sentence(pad: dict[str, int]) -> str:
    """How the better line's score pad stands against the played one's where both turns end."""
    total = sum(pad.values())
    parts = ", ".join(_signed_category(k, v) for k, v in sorted(pad.items(), key=lambda kv: -abs(kv[1])))
    if total > 0:
        return ngettext("The better line ends the turn with {n} more point on the score pad ({parts}).",
                        "The better line ends the turn with {n} more points on the score pad ({parts}).",
                        total).format(n=total, parts=parts)
    if total < 0:
        return ngettext("The better line ends the turn with {n} fewer point on the score pad ({parts}), but the "
                        "judgement expects it to bring more later.",
                        "The better line ends the turn with {n} fewer points on the score pad ({parts}), but the "
                        "judgement expects it to bring more later.", -total).format(n=-total, parts=parts)
    if pad:
        return _("The better line ends the turn with as many points on the score pad ({parts}); the judgement "
                 "expects it to bring more later.").format(parts=parts)
    return _("The better line ends the turn with as many points on the score pad; the judgement expects it to "
             "bring more later.")


def purse_sentence(money: int, certificates: int) -> str | None:
    """The better line's money and certificates against the played line's where both turns end."""
    cash = (_("${n} more").format(n=money) if money > 0 else _("${n} less").format(n=-money)) if money else None
    certs = None
    if certificates > 0:
        certs = ngettext("{n} more certificate", "{n} more certificates", certificates).format(n=certificates)
    elif certificates < 0:
        certs = ngettext("{n} fewer certificate", "{n} fewer certificates", -certificates).format(n=-certificates)
    if cash and certs:
        return _("It ends the turn with {money} and {certificates} than yours.").format(money=cash,
                                                                                      certificates=certs)
    if cash or certs:
        return _("It ends the turn with {what} than yours.").format(what=cash or certs)
    return None


def why(shown) -> list:
    """One or two sentences on where the better line ends against the played one, from the two lines'
    outcomes (session.review.Shown), each a text/advice.Sentence carrying the outcomes it reads and
    the differences it shows; none where a line is not said to the end of the turn."""
    if not shown.compared:
        return []
    lines = (shown.better, shown.played)
    out = [advice.Sentence(pad_sentence(shown.pad), lines, numbers=(abs(sum(shown.pad.values())),
                                                                   *(abs(v) for v in shown.pad.values())))]
    purse = purse_sentence(shown.money, shown.certificates)
    if purse:
        out.append(advice.Sentence(purse, lines, numbers=(abs(shown.money), abs(shown.certificates))))
    return out


def difference(shown, seats) -> advice.Sentence | None:
    """What the better line does that the played one does not, its most telling such thing in its
    player's terms ("The better line would hire an engineer for $6 instead."), from the two lines' facts
    (text/advice.unlike)."""
    if shown.better is None:
        return None
    said = advice.unlike(shown.better, shown.played, shown.start, seats)
    if said is None:
        return None
    return advice.Sentence(_("The better line would {what} instead.").format(what=said), (shown.better,))


def reason(shown, seats) -> advice.Sentence | None:
    """Why the better line is better, in the player's terms, where its turn says more than what it does
    otherwise: the point text/advice.point chooses for the Hint and the computer's turns, of the better
    line against yours (the city that costs points yours delivers to, the delivery it reaches and its
    points, or its dollars where it costs points and yours delivers nothing, the station master, the
    hazard's points, the dollars that pay for a later step, the fees yours pays more); None where its
    point is only what it does otherwise (difference() says that)."""
    if shown.better is None:
        return None
    lines = SimpleNamespace(line=shown.better, other=shown.played)
    p = advice.point(lines, shown.start, seats, skip=("unlike",))
    if p is None or (p.kind == "delivers" and p.values["points"] is None and not p.values["costs"]):
        return None
    v = p.values
    if p.kind == "avoids":
        text = ngettext("The better line would not deliver to {city}, {n} point on the score pad, as yours does.",
                        "The better line would not deliver to {city}, {n} points on the score pad, as yours does.",
                        abs(v["n"])).format(city=v["city"], n=f"{v['n']:+d}")
    elif p.kind == "delivers" and p.values["costs"]:
        # A delivery that costs points (Kansas City's -6) is its reason only by its dollars (advice.point).
        text = _("The better line would deliver to {city} for ${money}; yours delivers nothing this turn.").format(
            city=v["city"], money=v["income"])
    elif p.kind == "delivers":
        text = _("The better line would deliver to {city} ({points}).").format(
            city=v["city"], points=advice.points_for("cities", v["points"]))
    elif p.kind == "master_taken":
        text = _("The better line would take a station master.")
    elif p.kind == "hazard_removed":
        text = _("The better line would remove {tile} ({points}).").format(
            tile=v["tile"], points=advice.points_for("hazards", v["points"]))
    elif p.kind == "pays_later":
        text = _("The better line would first gain the dollars for a later step: {what}.").format(what=v["what"])
    else:
        text = _("The better line would pay ${n} less in fees.").format(n=v["n"])
    return advice.Sentence(text, p.outcomes, numbers=p.numbers)


def turn_words(turn, shown, seats=None) -> list:
    """What the review says of a turn under its headline, one or two short sentences (each a
    text/advice.Sentence with the claims it words): how sure play made it (a flagged part's pairs),
    and for a named turn where the better line ends against yours; for a turn the player played as
    well as the review can tell, that it was good. Where the player's moves followed the Hint, it
    says so first: for a named turn played all along the Hint, in the sentence of how sure play made
    it ("You followed the hint, but played on ..."); else as a note of its own (followed())."""
    if shown is None:
        return []
    part = shown.part
    out = []
    hinted = tuple(shown.hinted)
    k, n = sum(hinted), len(hinted)
    note = followed(hinted)
    along = bool(n) and k == n and turn.named and part.confirmed  # named, every move the Hint's
    if note is not None and not along:
        out.append(advice.Sentence(note, numbers=(k, n)))
    if part.check is not None:
        c = part.check
        said = sure_followed(c) if along else sure(c)
        out.append(advice.Sentence(said, numbers=(c.n, c.wins, whole(c.mean))))
    if turn.named and part.confirmed:
        different = reason(shown, seats) or difference(shown, seats)
        out += [different] if different is not None else why(shown)[:1]
        if shown.before_reveal:
            out.append(advice.Sentence(__getattr__("UP_TO_DRAW")))
    elif part.check is None:
        out.append(advice.Sentence(__getattr__("PLAYED_BEST") if shown.better is None else __getattr__("GOOD_TURN")))
    return out
