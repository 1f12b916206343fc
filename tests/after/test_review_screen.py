"""The game review on screen, driven by real events: opened from the score pad, Records and the replay
viewer; worked out on its thread while the window goes on drawing, with its progress; stopped and
gone on with; kept, so opening it again is instant; a damaged cache made again; every person's turns
in hot-seat; the turning point's board glowing with the better line; in German too."""
from __future__ import annotations

import threading
import time

import pygame
import pytest

from gwt_desktop.ai.plan import Cancelled
from gwt_desktop.session import review as R
from gwt_desktop.storage import records, reviews
from gwt_desktop.text import i18n
from gwt_desktop.text import review as words
from gwt_desktop.ui.after.records import RecordsScene
from gwt_desktop.ui.after.replay import ReplayScene
from gwt_desktop.ui.after.review import ReviewScene
from gwt_desktop.ui.after.review_turn import TurnDetail
from gwt_desktop.ui.after.score_pad import ScorePadScene
from tests.events import centre, click, key

from .games import finished_match

SMALL = {"SAMPLES": 1, "BEAM": (8, 2, 400), "PAIRS": 3, "HORIZON": 1, "CHECK_BEAM": (4, 1, 60)}


@pytest.fixture(autouse=True)
def small(monkeypatch):
    """Small searches, on a thread (where a test can hold the review); the first test below runs it
    in its own process, as the game does."""
    for k, v in SMALL.items():
        monkeypatch.setattr(R, k, v)
    monkeypatch.setattr(ReviewScene, "in_process", False)


@pytest.fixture(scope="module")
def solo():
    return finished_match(2, 7, ("medium",))


def until(app, done, seconds: float = 120.0) -> None:
    """Frames until `done()`: the review's thread answers when it is done; the bound only stops a
    broken test from hanging."""
    end = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < end, "the review was not done in two minutes"
        app.step(0.05)
        time.sleep(0.01)


def label_rect(scene, label: str):
    return next(r for r, lb in scene.clickable() if lb == label)


def open_from_pad(app, match) -> ReviewScene:
    app.open_match(match)
    app.step()
    pad = app.scene
    assert isinstance(pad, ScorePadScene)
    click(app, centre(label_rect(pad, words.REVIEW)))
    assert isinstance(app.scene, ReviewScene)
    return app.scene


def test_the_score_pad_opens_the_review_which_is_worked_out_kept_and_opened_again_at_once(app, solo, monkeypatch):
    monkeypatch.setattr(ReviewScene, "in_process", True)
    scene = open_from_pad(app, solo)
    assert scene.job is not None and scene.job.process  # not kept yet: worked out in its own process
    until(app, lambda: scene.job is None)  # the window goes on drawing meanwhile
    assert scene.review is not None and not scene.message
    assert len(scene.turns()) == len([t for t in scene.review.turns if t.player == 0]) > 10
    assert reviews.path_of(scene.replay, solo.seats).is_file()
    # The first turning point is chosen and drawn with the better line glowing on its board.
    points = scene.review.turning_points(0)
    assert points and scene.turns()[scene.selected].number == points[0].number
    app.step()
    assert scene.detail.board._lit_rects
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, ScorePadScene)
    click(app, centre(label_rect(app.scene, words.REVIEW)))
    again = app.scene
    assert isinstance(again, ReviewScene) and again.job is None and again.review is not None
    assert R.to_json(again.review) == R.to_json(scene.review)


def test_records_and_the_replay_viewer_open_the_review(app, solo):
    app.open_match(solo)
    app.step()  # the pad keeps the game in the record
    app.to_title()
    app.open("records")
    app.step()
    assert isinstance(app.scene, RecordsScene)
    click(app, centre(label_rect(app.scene, words.REVIEW)))
    scene = app.scene
    assert isinstance(scene, ReviewScene)
    until(app, lambda: scene.job is None)
    assert scene.review is not None
    key(app, pygame.K_ESCAPE)
    click(app, centre(label_rect(app.scene, "Replay")))
    assert isinstance(app.scene, ReplayScene)
    click(app, centre(label_rect(app.scene, words.REVIEW)))
    assert isinstance(app.scene, ReviewScene) and app.scene.job is None  # kept: at once


def test_a_computers_only_game_has_no_review_button(app):
    from gwt_desktop.session.match import Match
    from gwt_desktop.session.seats import COMPUTER, Seat

    match = finished_match(2, 9, ("medium",))
    bots = Match([Seat("Ann", 0, COMPUTER, "easy"), Seat("Bob", 1, COMPUTER, "medium")], 9, "random", "random")
    for m in match.moves:
        bots.apply(m)
    app.open_match(bots)
    app.step()
    assert words.REVIEW not in [lb for _, lb in app.scene.clickable()]
    app.to_title()
    app.open("records")
    app.step()
    records_scene = app.scene
    records_scene.toggle_computers()
    assert not records_scene.review_button.enabled and records_scene.replay_button.enabled


def test_stop_and_go_on(app, solo, monkeypatch):
    # The review's thread waits after its third turn until it is told to stop: a small search is done
    # in a fraction of a second, and Stop must come while it works.
    real = R.review_turn
    judged = []
    waiting = threading.Event()

    def review_turn(replay, turn, cancelled=None):
        if len(judged) == 3:
            waiting.set()
            end = time.monotonic() + 120
            while not cancelled():
                assert time.monotonic() < end
                time.sleep(0.01)
            raise Cancelled  # as the search itself does within a few nodes
        judged.append(turn.number)
        return real(replay, turn, cancelled)

    monkeypatch.setattr(R, "review_turn", review_turn)
    scene = open_from_pad(app, solo)
    until(app, waiting.is_set)
    click(app, centre(label_rect(scene, words.STOP)))
    until(app, lambda: not scene.job.working)
    assert scene.job.stopped and scene.review is None
    done, total = scene.job.progress
    assert done == 3 < total and len(scene.turns()) == done
    monkeypatch.setattr(R, "review_turn", real)
    app.step()
    click(app, centre(label_rect(scene, words.GO_ON)))
    until(app, lambda: scene.job is None)
    assert scene.review is not None and len(scene.turns()) == total


def test_a_damaged_cache_is_made_again_on_screen(app, solo, gwt_home):
    scene = open_from_pad(app, solo)
    until(app, lambda: scene.job is None)
    path = reviews.path_of(scene.replay, solo.seats)
    path.write_text('{"kind": "gwt_desktop review", "settings": ')  # cut short
    key(app, pygame.K_ESCAPE)
    click(app, centre(label_rect(app.scene, words.REVIEW)))
    again = app.scene
    assert again.job is not None  # ignored: worked out again
    until(app, lambda: again.job is None)
    assert again.review is not None and reviews.load(again.replay, solo.seats, [0]) is not None


def test_hot_seat_shows_each_persons_turns(app):
    from gwt_desktop.session.match import Match
    from gwt_desktop.session.seats import HUMAN, Seat

    match = finished_match(2, 7, ("medium",))
    both = Match([Seat("Ann", 0, HUMAN), Seat("Bob", 1, HUMAN)], match.seed, "random", "random")
    for m in match.moves:
        both.apply(m)
    scene = open_from_pad(app, both)
    until(app, lambda: scene.job is None)
    assert scene.review.seats == [0, 1]
    assert {t.player for t in scene.turns()} == {0}
    click(app, centre(label_rect(scene, "Bob")))
    assert {t.player for t in scene.turns()} == {1}
    key(app, pygame.K_DOWN)
    app.step()


def test_the_list_is_walked_with_keys_and_clicks_and_the_turning_points_with_buttons(app, solo):
    scene = open_from_pad(app, solo)
    until(app, lambda: scene.job is None)
    key(app, pygame.K_HOME)
    assert scene.selected == 0
    key(app, pygame.K_DOWN, times=3)
    assert scene.selected == 3
    click(app, centre(scene.turn_list.row_rect(1)))
    assert scene.selected == 1
    points = [t.number for t in scene.review.turning_points(0)]
    seen = []
    for _ in points:
        click(app, centre(label_rect(scene, words.NEXT)))
        seen.append(scene.turns()[scene.selected].number)
    assert sorted(set(seen)) == sorted(points)
    click(app, centre(label_rect(scene, "Replay")))
    assert isinstance(app.scene, ReplayScene)
    assert app.scene.replay.index == scene.turns()[scene.selected].start


def test_the_review_in_german(app, solo):
    i18n.set_language("de")
    scene = open_from_pad(app, solo)
    until(app, lambda: scene.job is None)
    app.step()
    assert words.TITLE == "Spielanalyse"
    turn = scene.turns()[scene.selected]
    shown = scene.shown(turn)
    said = [s.text for s in words.why(shown) + words.steps(shown.played, shown.start, solo.seats)]
    assert said and all("$" not in s or "\u00a0$" in s for s in said)  # German money: "4 $", never parted
    assert records.list_records()  # the pad kept the game meanwhile, as in English


def test_a_long_line_is_never_cut_silently(app, monkeypatch):
    """Steps that do not fit at the smallest size end with a line saying how many more there are."""
    drawn = []
    import gwt_desktop.ui.after.review_turn as screen

    monkeypatch.setattr(screen, "text", lambda surf, words_, pos, size, *a, **k: drawn.append((words_, size)))
    surf = pygame.Surface((1920, 1080))
    steps = [f"{k}. Pick a green teepee from foresight column {k}." for k in range(1, 30)]
    TurnDetail._draw_steps(surf, steps[:3], 0, 0, 600, 400)
    assert [w for w, _ in drawn] == steps[:3] and {s for _, s in drawn} == {screen.STEP_SIZES[0]}
    drawn.clear()
    TurnDetail._draw_steps(surf, steps, 0, 0, 600, 400)
    shown = [w for w, _ in drawn]
    assert shown[:-1] == steps[:len(shown) - 1] and shown[-1] == words.more_steps(len(steps) - len(shown) + 1)
    assert {s for _, s in drawn} == {screen.STEP_SIZES[-1]}


def test_a_turn_that_followed_the_hint_is_marked_in_the_list(app, solo, monkeypatch):
    """The record says which moves followed the Hint (Replay.hinted): the review's list marks those
    turns "Hint", and no other (no review worked out: the turns stand as judged)."""
    import gwt_desktop.ui.after.review_turns as rows
    from gwt_desktop.session.replay import Replay

    mine = [t for t in Replay.of_match(solo).turns if t.player == 0 and t.end > t.start]
    followed = mine[1]
    replay = Replay(solo.options, solo.moves, [s.name for s in solo.seats], hinted=[followed.start])
    scene = ReviewScene(app, replay, solo.seats)
    place = scene.place
    place.review = R.Review([0], [R.TurnReview(t.number, 0, t.start, t.end, t.round(2), forced=True) for t in mine])
    place.choose(0)
    drawn = []
    real = rows.text
    monkeypatch.setattr(rows, "text", lambda surf, said, pos, *a, **k: drawn.append((said, pos)) or real(surf, said, pos,
                                                                                                         *a, **k))
    scene.turn_list.draw(pygame.Surface((1920, 1080)))
    marks = [pos for said, pos in drawn if said == words.HINT_MARK]
    assert marks == [(scene.turn_list.row_rect(1).right - rows.MARK_RIGHT, scene.turn_list.row_rect(1).centery)]
    assert [place.followed(t) for t in place.turns()[:3]] == [False, True, False]
