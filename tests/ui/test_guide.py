"""The guided first game: an overview first, few short callouts, a reason under each pointed-at move
(what the line it begins does, held by the advice checker to what the game does); played to the end
by clicking only what is highlighted (in the guided turns exactly the guide's target, one of the legal
moves, with the callout about that target, and each decision of a turn pointing on along the same
line), with a debrief after the guided turns and at the end; left mid-game it is a normal game that
autosaves and resumes."""
from __future__ import annotations

import random
import re
import time

import pygame

from gwt_desktop.session.advice import check
from gwt_desktop.session.guide import (
    GUIDED_TURNS,
    LEARN_LEVEL,
    LEARN_SEED,
    TOPICS,
    Guide,
    learn_match,
)
from gwt_desktop.storage import autosave, store
from gwt_desktop.text import guide as words
from gwt_desktop.text.advice import guide_why
from gwt_desktop.ui.after.score_pad import ScorePadScene
from gwt_desktop.ui.game.scene import GameScene
from tests.events import centre, click, key

MAX_CLICKS = 6000
DEADLINE = 900.0  # seconds of wall clock for a whole game on a loaded machine (a few minutes when quiet)


def test_callouts_are_few_short_and_cover_every_topic():
    assert len(words.CALLOUTS) <= 26
    for topic, text in words.CALLOUTS.items():
        sentences = re.findall(r"[.!?](?:\s|$)", text)
        assert 1 <= len(sentences) <= 2, topic
        assert len(text) <= 150, topic
    assert set(TOPICS) == set(words.CALLOUTS)  # every topic the guide raises has its words, and no more


def test_learn_to_play_on_the_title_opens_the_guided_game(app):
    app.scene.button(words.TITLE).on_click()
    app.step()
    scene = app.scene
    assert isinstance(scene, GameScene) and scene.guide is not None
    m = scene.match
    assert m.seed == LEARN_SEED and len(m.seats) == 2
    assert m.seats[0].is_human and not m.seats[1].is_human and m.seats[1].level == LEARN_LEVEL
    guide = scene.guide.guide
    # The overview comes first: it alone can be clicked, and says when the game ends (the end counter).
    assert guide.card == "overview" and scene.guide.modal()
    assert [label for _, label in scene.clickable()] == [words.OVERVIEW_GO]
    assert str(m.game.workers_to_end()) in " ".join(r[0] for r in scene.guide.card._rows)
    assert not scene.ctx.controller.candidates and not scene.busy()  # nothing glows under it: no frames needed
    click(app, (40, 1000))  # a click anywhere reads it, and reaches nothing under it
    assert guide.card is None and not scene.guide.modal() and not m.moves
    assert guide.callout is not None and guide.callout.topic == "place"
    assert guide.target in scene.ctx.controller.legal
    # Only the target is offered: its piece alone glows.
    assert scene.ctx.controller.candidates == [guide.target]
    assert set(scene.ctx.controller.board_keys()) == set(scene.ctx.controller.keys(guide.target))


def _open_guided(app, **options) -> GameScene:
    match = learn_match()
    app.open_match(match, guide=Guide(0, match.seed), **options)
    app.step()
    assert isinstance(app.scene, GameScene)
    scene = app.scene
    assert scene.guide.guide.card == "overview"
    key(app, pygame.K_SPACE)  # a key reads the overview too
    assert scene.guide.guide.card is None
    return scene


# The targets a callout may be about (its words name what glows): topic -> the target's kinds.
ABOUT = {"place": {"place"}, "move": {"move"}, "neutral": {"action"}, "own_building": {"action"},
         "rival_building": {"aux"}, "aux": {"aux", "action"}, "objective_play": {"objective"},
         "buy": {"buy"}, "hire": {"hire"}, "build": {"build"}, "kc1": {"foresight"}, "kc2": {"foresight"},
         "kc3": {"foresight"}, "kc4": {"spend"}, "kc45": {"city"}, "kc5": {"city"}, "disc": {"disc"},
         "discard_for": {"discard"}}


def _shown(scene) -> list[str]:
    """The callout's lines as drawn on the last frame."""
    return [line for line, _ in scene.guide.overlay.lines] if scene.guide.overlay.shown else []


def test_the_guided_game_is_played_to_the_end_by_clicking_only_highlighted_targets(app):
    scene = _open_guided(app, autosave=False, pace=0.0, bot_budget=0.02)
    match, guide, part = scene.match, scene.guide.guide, scene.guide
    rng = random.Random(3)
    followed = clicks = 0
    topics, cards, kc = [], [], []
    plan, plan_turn = [], -1  # the line the guide pointed along, and its turn: the next target is its next move
    deadline = time.monotonic() + DEADLINE
    while not isinstance(app.scene, ScorePadScene):
        assert clicks < MAX_CLICKS and time.monotonic() < deadline, f"the game did not end ({len(match.moves)})"
        if part.modal():  # a debrief: read it (it alone can be clicked), then the game goes on
            cards.append(guide.card)
            assert [label for _, label in scene.clickable()] == [part.card.go]
            click(app, centre(scene.clickable()[0][0]), dt=0.3)
            continue
        if not scene.ctx.human_to_act():
            assert not _shown(scene)  # no callout outlives the learner's turn
            app.step(0.05)
            time.sleep(0.002)  # the computer thinks on its thread
            continue
        clicks += 1
        options = scene.clickable()
        assert options, "nothing highlighted on the learner's turn"
        if guide.callout is not None and (not topics or topics[-1] != guide.callout.topic):
            topics.append(guide.callout.topic)
        if guide.callout is not None and guide.callout.topic.startswith("kc"):
            kc.append(guide.callout.topic)
        if guide.callout is not None and guide.callout.topic in ("kc45", "kc5"):
            # The city step says what Kansas City itself brings, as the delivery's options have it.
            home = next(o for o in match.game.delivery_options(guide.seat).options if o.city == 0)
            said = words.callout(guide.callout.topic, guide.callout.params)
            assert f"+${home.money} now" in said and f"{home.points:+d} points" in said, said
        if guide.guiding:
            target = guide.target
            assert target in scene.ctx.controller.legal and scene.ctx.controller.candidates == [target]
            # The callout is about what glows, points at it, and says why it is good.
            if guide.callout is not None and guide.callout.topic in ABOUT:
                assert target.kind in ABOUT[guide.callout.topic], (guide.callout.topic, str(target))
            if len(scene.ctx.controller.legal) > 1:
                assert guide.advice is not None and part.overlay.anchor is not None
                # The reason words the line the target begins, and every claim of it is what the game does.
                assert guide.advice.line.moves[0] == target
                said = guide_why(guide.advice, match.game, match.seats)
                assert said and check(match.game, guide.advice, said, [s.name for s in match.seats]) == []
                # The arrow's end is the target as drawn on the canvas, and the callout leaves it in view.
                anchor = part.overlay.anchor
                assert pygame.Rect(0, 0, 1920, 1080).contains(anchor) and not part.overlay.box.colliderect(anchor)
                shown = " ".join(_shown(scene))
                assert all(word in shown for word in said[0].text.split()[:4])
            # Within a turn the targets follow one line: the reason before said this move comes next.
            if plan and plan_turn == match.game.turn_number:
                assert target == plan[0], (str(target), [str(m) for m in plan])
            plan = list(guide.advice.line.moves[1:]) if guide.advice is not None else plan[1:]
            plan_turn = match.game.turn_number
            before = len(match.moves)
            click(app, centre(options[0][0]), dt=0.3)
            assert match.moves[before:before + 1] == [str(target)]  # the click made the target's move
            followed += 1
        else:
            click(app, centre(rng.choice(options)[0]), dt=0.3)
    assert match.game.is_over
    assert guide.turns_done >= GUIDED_TURNS and followed >= GUIDED_TURNS
    assert {"place", "move", "neutral", "free", "kc1", "kc2", "kc3"} <= guide.seen
    assert kc[:4] in (["kc1", "kc2", "kc3", "kc45"], ["kc1", "kc2", "kc3", "kc4"])  # every step, in order
    assert len(guide.seen) <= len(words.CALLOUTS)
    assert cards == ["third", "end"]  # a debrief after the guided turns, one at the end before the score pad


def test_leaving_the_guide_mid_game_leaves_a_normal_game_that_saves_and_resumes(app):
    scene = _open_guided(app, pace=0.0, bot_budget=0.02)
    match, part = scene.match, scene.guide
    for _ in range(3):  # a few of the guide's moves
        click(app, centre(scene.clickable()[0][0]), dt=0.3)
    assert not scene.guide.modal()
    assert part.guide.target is not None
    click(app, part.overlay.leave.center)
    assert not part.guide.active and part.guide.target is None
    # A normal game: every legal move is offered again.
    assert scene.ctx.controller.candidates == scene.ctx.controller.legal
    if scene.ctx.human_to_act():
        assert len(scene.clickable()) >= 1
    click(app, centre(scene.clickable()[0][0]), dt=0.3)
    saver = autosave.saver_of(match)
    assert saver is not None and saver.flush()
    loaded = store.load_game(store.autosave_path())
    assert loaded.moves == match.moves and loaded.seats == match.seats
    app.open_match(loaded)
    app.step()
    resumed = app.scene
    assert isinstance(resumed, GameScene) and resumed.guide is None  # a normal game from here on
    assert resumed.match.moves == match.moves


def test_a_game_quit_right_after_leaving_the_guide_continues_without_it(app):
    scene = _open_guided(app, pace=0.0, bot_budget=0.02)
    match, part = scene.match, scene.guide
    click(app, centre(scene.clickable()[0][0]), dt=0.3)
    saver = autosave.saver_of(match)
    assert saver is not None and saver.flush()
    assert store.load_game(store.autosave_path()).guide is not None  # saved as a guided game so far
    click(app, part.overlay.leave.center)  # left, and no move made since
    assert saver.flush()
    assert store.load_game(store.autosave_path()).guide is None


def test_a_debrief_read_on_the_learners_free_turn_gives_back_everything_that_glows(app):
    scene = _open_guided(app, autosave=False, pace=0.0, bot_budget=0.02)
    guide = scene.guide.guide
    guide.turns_done = guide.guided_turns  # free play, with the third turn's debrief waiting
    guide.debrief = "third"
    guide.decide(scene.ctx.game, ())  # the decision asked again, as after a move
    scene.targets_part.sync()
    assert scene.guide.modal() and not scene.ctx.controller.candidates
    key(app, pygame.K_RETURN)
    assert not scene.guide.modal() and guide.target is None
    assert scene.ctx.controller.candidates == scene.ctx.controller.legal and scene.clickable()
