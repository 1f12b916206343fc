"""The game review (session/review.py, storage/reviews.py, text/review.py): a turn's cost is the best
line's value minus the played line's, both valued by the one judgement on the same determinization; the
best line played is rated best; a turn that drew in its middle is judged in parts; the same game gives
the same review in another process; the areas add up to the points lost; the turning points' numbers
and words come from the lines played out again; the cache is used when it fits this game and ignored
(never a crash) when it is damaged, hostile or computed otherwise.

The searches here are small (SMALL: one determinization, a narrow beam), so the tests stay quick; the
review's own settings are measured by `bench --frames` (its review phase), not here."""
from __future__ import annotations

import json
import os
import random
import subprocess
import sys

import pytest

from gwt_desktop.ai import judgement as J
from gwt_desktop.ai.lines import best_lines, play_line
from gwt_desktop.engine import Move, reveals
from gwt_desktop.session import advice
from gwt_desktop.session import review as R
from gwt_desktop.session.match import Match
from gwt_desktop.session.replay import Replay
from gwt_desktop.storage import reviews
from gwt_desktop.text import review as words

from ..outcomes import outcome_of as made
from ..said import say
from .games import finished_match, seats

SMALL = {"SAMPLES": 1, "BEAM": (8, 2, 400), "PAIRS": 3, "HORIZON": 1, "CHECK_BEAM": (4, 1, 60)}


@pytest.fixture(autouse=True)
def small(monkeypatch):
    for k, v in SMALL.items():
        monkeypatch.setattr(R, k, v)


def reviewed(players: int, seed: int, people=(0,)):
    with pytest.MonkeyPatch.context() as mp:
        for k, v in SMALL.items():
            mp.setattr(R, k, v)
        match = finished_match(players, seed, ("medium",) * (players - 1))
        replay = Replay.of_match(match)
        return match, replay, R.review_game(replay, list(people))


@pytest.fixture(scope="module")
def game():
    return reviewed(2, 7)


def test_a_turns_cost_is_the_best_lines_value_minus_the_played_lines_on_one_determinization(game):
    _, replay, review = game
    judged = 0
    for turn in review.of(0):
        for part in turn.parts:
            position = replay.position(part.start)
            found = best_lines(position, 0, 3, random.Random(part.seed), None, R.BEAM, J.default(),
                               firsts=(Move.parse(replay.moves[part.start]),))
            value = J.search_value(0, found.clone, J.default())
            # The played moves, and the best line, played again on that very clone.
            played = [Move.parse(m) for m in part.played]
            events, end, over = play_line(found.clone, 0, played)
            assert over and len(events) == len(played)
            assert value(end) == pytest.approx(part.played_value, abs=1e-3)
            events, end, over = play_line(found.clone, 0, [Move.parse(m) for m in part.best])
            assert over and value(end) == pytest.approx(part.best_value, abs=1e-3)
            # No line the search listed is better than the one called best.
            assert all(value(play_line(found.clone, 0, ln.moves)[1]) <= part.best_value + 1e-3
                       for ln in found.lines if play_line(found.clone, 0, ln.moves)[2])
            assert part.estimate == pytest.approx(max(0.0, part.best_value - part.played_value))
            judged += 1
    assert judged >= 20


def test_the_ratings_follow_the_thresholds():
    assert [R.rating(c) for c in (0.0, 0.49, 0.5, 1.99, 2.0, 4.99, 5.0, 9.99, 10.0, 40.0)] == [
        "best", "best", "good", "good", "inaccuracy", "inaccuracy", "mistake", "mistake", "blunder", "blunder"]


def test_a_turn_that_drew_in_its_middle_is_judged_in_parts_at_each_reveal(game):
    _, replay, review = game
    split = 0
    for turn in review.of(0):
        cuts = [i + 1 for i in range(turn.start, turn.end - 1) if reveals(replay.events_of(i))]
        if turn.forced:
            continue
        assert [p.start for p in turn.parts] == [turn.start, *cuts]
        assert [p.end for p in turn.parts] == [*cuts, turn.end]
        for p in turn.parts:
            assert p.played[:p.own] == replay.moves[p.start:p.end]  # the player's own moves first
        split += len(cuts) > 0
    assert split, "no turn of the game drew in its middle: choose another seed"


def test_the_best_line_played_is_rated_best():
    """Replay a game where, at one turn, the player plays the very line the review called best: that
    turn then costs nothing."""
    match, replay, review = reviewed(2, 11)
    turn = next(t for t in review.of(0) if len(t.parts) == 1 and t.estimate >= 1.0
                and not any(reveals(replay.events_of(i)) for i in range(t.start, t.end - 1)))
    best = turn.parts[0].best
    again = Match(seats(2, ("medium",)), match.seed, "random", "random")
    rng = random.Random(3)
    for m in replay.moves[:turn.start]:
        again.apply(m)
    for m in best:
        again.apply(m)
    while not again.game.is_over:
        again.apply(rng.choice(again.game.legal_moves()))
    other = Replay.of_match(again)
    same = next(t for t in other.turns if t.start == turn.start)
    judged = R.review_turn(other, same)
    assert judged.parts[0].played == best and judged.estimate == 0 and judged.rating == "best"


def test_the_same_game_gives_the_same_review_in_another_process(game):
    """Fixed seeds and node-limited searches: no clock, no hash order, no leftover state decides."""
    _, replay, review = game
    script = (
        "import json, sys\n"
        "from gwt_desktop.session import review as R\n"
        "from gwt_desktop.session.replay import Replay\n"
        "d = json.loads(sys.stdin.read())\n"
        "R.SAMPLES, R.BEAM = d['samples'], tuple(d['beam'])\n"
        "R.PAIRS, R.HORIZON, R.CHECK_BEAM = d['pairs'], d['horizon'], tuple(d['check_beam'])\n"
        "r = Replay(d['options'], d['moves'])\n"
        "rv = R.Review([0], [R.review_turn(r, t) for t in r.turns if t.player == 0][:12])\n"
        "print(json.dumps(R.to_json(rv)))\n")
    doc = {"options": replay.options, "moves": replay.moves, "samples": SMALL["SAMPLES"], "beam": SMALL["BEAM"],
           "pairs": SMALL["PAIRS"], "horizon": SMALL["HORIZON"], "check_beam": SMALL["CHECK_BEAM"]}
    env = dict(os.environ, PYTHONHASHSEED="12345")
    out = subprocess.run([sys.executable, "-c", script], input=json.dumps(doc), capture_output=True, text=True,
                         env=env, timeout=300, check=True).stdout
    first = R.to_json(R.Review([0], review.of(0)[:12]))
    assert json.loads(out.strip().splitlines()[-1]) == json.loads(json.dumps(first))


def test_the_areas_add_up_to_the_points_lost_and_the_turning_points_are_the_costliest(game):
    _, _, review = game
    areas = review.by_area(0)
    assert areas and {a for a, _, _ in areas} <= set(R.AREAS)
    assert sum(v for _, v, _ in areas) == pytest.approx(review.lost(0))
    assert [v for _, v, _ in areas] == sorted((v for _, v, _ in areas), reverse=True)
    points = review.turning_points(0)
    assert 0 < len(points) <= R.TURNING_POINTS
    costly = sorted((t.cost for t in review.of(0) if t.cost >= R.THRESHOLDS[1]), reverse=True)
    assert sorted((t.cost for t in points), reverse=True) == costly[:len(points)]
    assert sum(review.counts(0).values()) == len(review.of(0))


def test_each_turning_points_lines_and_numbers_hold_on_the_real_game(game):
    """What a turning point says of its lines (session/advice.py's outcomes, text/advice.py's and
    text/review.py's words) is held to the real game by the advice checker: the moves played again on
    a copy of the real position where the part starts, every fact, purse, certificate and pad claim
    compared, and every number of every sentence one of its claims holds. The comparison's numbers
    are worked out again here from those copies."""
    match, replay, review = game
    compared = 0
    for turn in review.turning_points(0) + [t for t in review.of(0) if t.estimate >= R.THRESHOLDS[0]][:12]:
        shown = R.show(replay, turn)
        start = replay.position(shown.part.start)
        assert shown.played.moves == [Move.parse(m) for m in shown.part.played[:shown.part.own]]
        assert advice.check_outcome(start, shown.played, "played") == []
        assert shown.better is not None and advice.check_outcome(start, shown.better, "better") == []
        sentences = words.steps(shown.played, start, match.seats) + words.steps(shown.better, start, match.seats)
        said = words.why(shown)
        told = words.turn_words(turn, shown, match.seats)
        assert told and len(told) <= 3  # every turn explained, in a sentence or two (and the draw's note)
        assert advice.check_words(advice.Advice(0, shown.better, shown.played), sentences + said + told, start) == []
        if not shown.compared:
            assert said == []
            continue
        compared += 1
        ends = []
        for line in (shown.better, shown.played):
            g = start.clone()
            for m in line.moves:
                g.apply(m)
            ends.append(g)
        pads = [{c["key"]: c["points"] for c in g.score_sheet()[0]["categories"] if c["key"] != "money"}
                for g in ends]
        assert shown.pad == {k: pads[0][k] - pads[1][k] for k in pads[0] if pads[0][k] != pads[1][k]}
        players = [g.state.players[0] for g in ends]
        assert shown.money == players[0].money - players[1].money
        assert shown.certificates == (players[0].cert + players[0].perm_certs
                                      - players[1].cert - players[1].perm_certs)
        text = " ".join(s.text for s in said)
        total = sum(shown.pad.values())
        assert (f"{abs(total)} " in text) if total else "as many points" in text
        if shown.money:
            assert f"${abs(shown.money)} {'more' if shown.money > 0 else 'less'}" in text
    assert compared >= 3


def test_the_review_is_kept_and_read_back_for_this_game_only(game, gwt_home):
    match, replay, review = game
    assert reviews.load(replay, match.seats, [0]) is None  # nothing kept yet
    assert reviews.save(replay, match.seats, review) is None
    back = reviews.load(replay, match.seats, [0])
    assert back is not None and R.to_json(back) == R.to_json(review)
    assert reviews.load(replay, match.seats, [0, 1]) is None  # it does not cover seat 1
    other = Replay(replay.options, replay.moves[:-1])  # another game (one move short): another file
    assert reviews.load(other, match.seats, [0]) is None


@pytest.mark.parametrize("damage", ["cut", "garbage", "nan", "not_this_game", "bad_turn", "huge", "old", "folder",
                                    "illegal_better", "illegal_played_on", "plus_fifty", "better_worse",
                                    "other_rules"])
def test_a_damaged_or_foreign_cache_is_ignored_and_made_again(game, gwt_home, damage, caplog):
    """Issue 72 S6 added the last five: a hand-made cache with an illegal "better" line (or an illegal
    move after the player's own), values far beyond any score, a better line worth less than the
    played one, or made under other rules, is made again, never shown as the game's review."""
    match, replay, review = game
    assert reviews.save(replay, match.seats, review) is None
    path = reviews.path_of(replay, match.seats)
    doc = json.loads(path.read_text())
    if damage == "cut":
        path.write_text(path.read_text()[:200])
    elif damage == "garbage":
        path.write_bytes(b"\x00\xff" * 100)
    elif damage == "nan":
        path.write_text(path.read_text().replace('"best_value":', '"best_value":NaN,"x":', 1))
    elif damage == "not_this_game":
        doc["review"]["turns"][0]["parts"][0]["played"][0] = "done"
        path.write_text(json.dumps(doc))
    elif damage == "bad_turn":
        doc["review"]["turns"][0]["number"] = 10 ** 9
        path.write_text(json.dumps(doc))
    elif damage == "huge":
        path.write_bytes(b" " * (reviews.MAX_BYTES + 10))
    elif damage == "old":
        doc["settings"]["judgement"] = "some other judgement"
        path.write_text(json.dumps(doc))
    elif damage == "folder":
        path.unlink()
        path.mkdir()
    elif damage in ("illegal_better", "illegal_played_on", "plus_fifty", "better_worse"):
        parts = [p for t in doc["review"]["turns"] for p in t["parts"]]
        if damage == "illegal_better":
            parts[0]["best"] = ["done"] * 3 + parts[0]["best"]
        elif damage == "illegal_played_on":
            own = parts[0]["end"] - parts[0]["start"]
            parts[0]["played"] = parts[0]["played"][:own] + ["buy 0 0"] * 5
        elif damage == "plus_fifty":  # a turn costing more than a whole game is worth
            parts[0]["best_value"] = parts[0]["played_value"] + 150
        else:
            parts[0]["best_value"], parts[0]["played_value"] = -10.0, 10.0
        path.write_text(json.dumps(doc))
    elif damage == "other_rules":
        doc["settings"]["rules"] = doc["settings"]["rules"] + 1
        path.write_text(json.dumps(doc))
    assert reviews.load(replay, match.seats, [0]) is None  # ignored, never raised
    if damage != "folder":
        assert reviews.save(replay, match.seats, review) is None  # and written over
        assert R.to_json(reviews.load(replay, match.seats, [0])) == R.to_json(review)
    else:
        problem = reviews.save(replay, match.seats, review)
        assert problem and path.name in say(problem)  # said in words, naming the file


def test_a_stopped_review_goes_on_where_it_stopped(game):
    _, replay, review = game
    job = R.ReviewJob(Replay(replay.options, replay.moves), [0])
    job.stop()  # before it begins: nothing judged
    job.start().join(60)
    assert job.stopped and job.result is None and job.partial().turns == []
    part = R.Review([0], review.of(0)[:5])
    job = R.ReviewJob(Replay(replay.options, replay.moves), [0], part).start()
    job.join(120)
    assert job.result is not None and job.progress == (len(review.of(0)), len(review.of(0)))
    assert R.to_json(job.result) == R.to_json(review)


def test_the_review_in_its_own_process_is_the_same_and_stops_at_once(game):
    """The game's window runs the review in a process of its own (spawn, as Expert's search): the same
    turns as on a thread, sent one by one; stop() ends the process there and then."""
    _, replay, review = game
    job = R.ReviewJob(Replay(replay.options, replay.moves), [0], process=True).start()
    job.join(300)
    assert job.result is not None and not job.failed and job.cpu > 0
    assert R.to_json(job.result) == R.to_json(review)
    assert not job._child.is_alive()
    job = R.ReviewJob(Replay(replay.options, replay.moves), [0], R.Review([0], review.of(0)[:4]), process=True)
    job.start().stop()
    job.join(60)
    assert job.stopped and job.result is None and not job._child.is_alive()
    assert len(job.partial().turns) == 4  # what was judged before is kept


def test_hot_seat_reviews_every_persons_turns(monkeypatch):
    # Whose turns are reviewed is all this asks: no part is played on (the continuations cost seconds here).
    monkeypatch.setattr(R, "FLAG", float("inf"))
    _, replay, review = reviewed(3, 5, people=(0, 2))
    assert review.seats == [0, 2]
    assert {t.player for t in review.turns} == {0, 2}
    assert [t.number for t in review.turns] == [t.number for t in replay.turns
                                                if t.player in (0, 2) and t.end > t.start]
    assert len(review.of(2)) and review.of(1) == []


def test_the_better_lines_purse_is_compared_with_yours_in_german_too():
    """Seen on the German review: "mit 7 $ mehr als deiner" (die Zugfolge: "als deine")."""
    from gwt_desktop.text import i18n
    from gwt_desktop.text.review import purse_sentence

    assert purse_sentence(7, 0) == "It ends the turn with $7 more than yours."
    i18n.set_language("de")
    assert purse_sentence(7, 0) == "Sie beendet den Zug mit 7\u00a0$ mehr als deine."
    assert purse_sentence(-2, 1).endswith(" als deine.")


def _part(estimate: float, check) -> R.Part:
    return R.Part(0, 1, 1, ["done"], ["done"], estimate, 0.0, "", check)


def test_a_turn_is_named_only_by_what_play_confirmed():
    """The one search's cost flags a part; its name comes from the paired continuations alone: ahead
    by more than Z standard errors names it by the pairs' mean, less than the noise is unclear (or
    good where play rules out an inaccuracy), and only confirmed costs count in the points lost."""
    def turn(*parts):
        return R.TurnReview(1, 0, 0, 1, 1, list(parts))

    sure = R.Check.of([6.0, 7.0, 5.0, 6.5, 5.5, 6.0], False)
    noisy = R.Check.of([9.0, -7.0, 8.0, -6.0, 1.0, 2.0], False)
    small = R.Check.of([0.2, -0.1, 0.3, 0.0, 0.1, 0.2], False)
    assert sure.ahead and not noisy.ahead and small.mean + R.Z * small.se < R.THRESHOLDS[1]
    assert turn(_part(12.0, sure)).rating == "mistake" and turn(_part(12.0, sure)).cost == pytest.approx(6.0)
    assert turn(_part(12.0, noisy)).rating == R.UNCLEAR and turn(_part(12.0, noisy)).cost == 0
    assert turn(_part(12.0, small)).rating == "good"  # play shows it cost less than an inaccuracy
    assert turn(_part(1.5, None)).rating == "good" and turn(_part(0.2, None)).rating == "best"
    review = R.Review([0], [turn(_part(12.0, sure)), turn(_part(12.0, noisy)), turn(_part(3.0, None))])
    assert review.lost(0) == pytest.approx(6.0)  # the unconfirmed 12 and 3 add nothing
    assert [t.rating for t in review.turning_points(0)] == ["mistake"]


def test_every_flagged_part_is_played_on_in_pairs_and_every_named_turn_is_confirmed(game):
    """Each part the one search flagged carries its pairs: both lines played on the same
    determinizations (confirm_seed), the better line's value minus the played line's, as worked out
    again here; a named turn's cost is the confirmed pairs' mean."""
    _, replay, review = game
    flagged = [(t, p) for t in review.of(0) for p in t.parts if p.flagged]
    assert flagged and all(p.check is not None and p.check.n == R.PAIRS for _, p in flagged)
    assert all(p.check is None for t in review.of(0) for p in t.parts if not p.flagged)
    _, p = max(flagged, key=lambda tp: tp[1].estimate)
    position = replay.position(p.start)
    diffs = []
    for k in range(R.PAIRS):
        clone = position.determinize(0, random.Random(R.confirm_seed(p.start, k)))
        a, _ = R.played_on(clone, 0, R._moves(p.best), horizon=R.HORIZON)
        b, _ = R.played_on(clone, 0, R._moves(p.played[:p.own]), horizon=R.HORIZON)
        diffs.append(a - b)
    assert p.check == R.Check.of(diffs, p.check.to_end)
    for turn in review.of(0):
        if turn.named:
            assert turn.cost >= R.THRESHOLDS[1]
            assert turn.cost == pytest.approx(sum(q.check.mean for q in turn.parts if q.confirmed))
        assert turn.rating != R.UNCLEAR or any(q.unclear for q in turn.parts)


def test_the_same_line_played_on_both_ways_is_never_ahead(game):
    """Common random numbers: the played line against itself differs by nothing on every pair."""
    _, replay, review = game
    p = next(p for t in review.of(0) for p in t.parts if p.flagged)
    same = R.Part(p.start, p.end, p.seed, p.played, p.played, 0.0, 0.0)
    check = R.confirm_part(replay.position(p.start), 0, same)
    assert check.mean == 0 and check.se == 0 and not check.ahead and check.wins == check.losses == 0


def test_every_turn_is_explained_in_a_sentence_or_two(game):
    """No turn without its explanation, none with the paragraph once repeated on every weaker turn: a
    named turn says how sure play made it and what the better line would do instead; an unclear one
    that play could not tell the lines apart; a good one that it was good."""
    match, replay, review = game
    for turn in review.of(0):
        if turn.forced:
            continue
        shown = R.show(replay, turn)
        told = [s.text for s in words.turn_words(turn, shown, match.seats)]
        assert 1 <= len(told) <= 3 and all(len(t) < 160 for t in told)
        if turn.named:
            assert told[0].startswith("Played on ") and "came out ahead" in told[0]
            assert told[1].startswith("The better line ")
        elif turn.rating == R.UNCLEAR:
            assert "neither came out clearly ahead" in told[0]


def test_a_turn_that_followed_the_hint_is_named_only_by_play_and_then_says_so(game):
    """Issue 70, the Hint and the review agree: a turn whose moves followed the Hint (the record's
    Replay.hinted) is rated by the same pairs as any other. Where they confirm another line ahead, the
    review says plainly that the player followed the Hint and how sure play made it, then what the
    better line would do; where they do not, it is never a mistake, and says only that it followed the
    Hint. A turn whose first step alone followed the Hint says that, true to what was done."""
    import dataclasses

    match, replay, review = game
    turn = next(t for t in review.of(0) if t.worst is not None and t.worst.flagged and t.worst.own >= 2)
    part = turn.worst

    def rated(check) -> R.TurnReview:
        return dataclasses.replace(turn, parts=[dataclasses.replace(p, check=check) if p is part else p
                                                for p in turn.parts])

    def told(t: R.TurnReview, hinted) -> list[str]:
        """The turn's words, every number in them held to its claims by the advice checker."""
        again = Replay(replay.options, replay.moves, replay.names, hinted=hinted)
        shown = R.show(again, t)
        assert shown.part.start == part.start and len(shown.hinted) == part.own
        said = words.turn_words(t, shown, match.seats)
        claims = advice.Advice(0, shown.better or shown.played, shown.played)
        assert advice.check_words(claims, said, shown.start, [s.name for s in match.seats]) == []
        return [s.text for s in said]

    along = range(part.start, part.end)  # every move of the part the Hint's
    sure = R.Check.of([6.0, 7.0, 5.0, 6.5, 5.5, 6.0], False)
    confirmed = rated(sure)
    assert confirmed.named and confirmed.worst.confirmed
    said = told(confirmed, along)
    assert said[0] == ("You followed the hint, but played on 6 times, another line came out ahead 6 times, by about "
                       "6 points on average.")
    assert said[1].startswith("The better line ") and len(said) <= 3
    assert not any("followed" in t for t in told(confirmed, ()))  # a record without it: as before
    # Left after its first step: the sentence says so, and play's verdict as for any turn.
    said = told(confirmed, [part.start])
    assert said[0] == "Your first move here followed the hint; the rest did not."
    assert said[1].startswith("Played on 6 times")
    assert told(confirmed, [part.start + 1])[0] == f"1 of your {part.own} moves here followed the hint."

    # Play cannot tell the lines apart: whatever the one search thought of it, no mistake.
    noisy = rated(R.Check.of([9.0, -7.0, 8.0, -6.0, 1.0, 2.0], False))
    assert part.estimate >= R.FLAG and noisy.rating == R.UNCLEAR and not noisy.named and noisy.cost == 0
    said = told(noisy, along)
    assert said[0] == "You followed the hint." and "neither came out clearly ahead" in said[1]
    assert not any("mistake" in t.lower() or "better line would" in t for t in said)

    from gwt_desktop.text import i18n

    i18n.set_language("de")
    assert told(confirmed, along)[0].startswith("Du bist dem Tipp gefolgt, aber 6-mal weitergespielt lag eine "
                                                "andere Zugfolge 6-mal vorn")
    assert told(noisy, along)[0] == "Du bist dem Tipp gefolgt."


def test_a_named_turns_better_line_gives_its_reason_in_the_players_terms_held_to_its_claims():
    """A named turn says why the better line is better where its turn shows it (text/advice.point, the
    Hint's choice of reason): the city that costs points yours delivers to, the delivery it reaches with
    its points, the fees yours pays more; else what it does otherwise (difference). Each number is one
    of the lines' claims (the advice checker)."""
    from types import SimpleNamespace

    from gwt_desktop.session.recap import Fact

    topeka = Fact("deliver", 0, ("seat", 0), 1, 0, 1)
    kansas = Fact("deliver", 0, ("seat", 0), 0, 0, -6)
    fee = Fact("fee", 0, ("trail", 4), 1, 3)
    step = Fact("move", 0, ("trail", 4), 4)
    cases = [
        ((made(topeka, pad=[("cities", 1)]), made(kansas, pad=[("cities", -6)])),
         "The better line would not deliver to Kansas City, -6 points on the score pad, as yours does."),
        ((made(topeka, pad=[("cities", 1)]), made(step)), "The better line would deliver to Topeka (+1 point for cities)."),
        ((made(step), made(step, fee)), "The better line would pay $3 less in fees."),
    ]
    for (better, played), said in cases:
        shown = SimpleNamespace(better=better, played=played, start=None)
        sentence = words.reason(shown, None)
        assert sentence.text == said
        assert advice.check_words(advice.Advice(0, better, played), [sentence]) == []
    assert words.reason(SimpleNamespace(better=made(step), played=made(step), start=None), None) is None


def test_a_delivery_that_costs_points_is_never_given_as_the_better_lines_reason():
    from types import SimpleNamespace

    from gwt_desktop.session.recap import Fact

    kansas = Fact("deliver", 0, ("seat", 0), 0, 0, -6)
    step = Fact("move", 0, ("trail", 4), 4)
    better = advice.Outcome(0, (advice.Step("m0", (kansas,), 10),), False, True, (10, 16), (0, 0), (("cities", -6),))
    played = advice.Outcome(0, (advice.Step("m0", (step,), 10),), False, True, (10, 10), (0, 0), ())
    assert words.reason(SimpleNamespace(better=better, played=played, start=None), None) is None
