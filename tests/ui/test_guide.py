"""The guided first game: few short callouts; played to the end by clicking only what is highlighted (in
the guided turns exactly the guide's target, one of the legal moves); left mid-game it is a normal game
that autosaves and resumes."""
from __future__ import annotations

import random
import re
import time

from gwt_desktop.session import autosave, store
from gwt_desktop.session.guide import GUIDED_TURNS, LEARN_LEVEL, LEARN_SEED, TOPICS, Guide, learn_match
from gwt_desktop.text import guide as words
from gwt_desktop.ui.after.score_pad import ScorePadScene
from gwt_desktop.ui.game.scene import GameScene
from tests.events import centre, click

MAX_CLICKS = 6000
DEADLINE = 900.0  # seconds of wall clock for a whole game on a loaded machine (a few minutes when quiet)


def test_callouts_are_few_short_and_cover_every_topic():
    assert len(words.CALLOUTS) <= 25
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
    return app.scene


def test_the_guided_game_is_played_to_the_end_by_clicking_only_highlighted_targets(app):
    scene = _open_guided(app, autosave=False, pace=0.0, bot_budget=0.02)
    match, guide = scene.match, scene.guide.guide
    rng = random.Random(3)
    followed = clicks = 0
    topics = []
    deadline = time.monotonic() + DEADLINE
    while not isinstance(app.scene, ScorePadScene):
        assert clicks < MAX_CLICKS and time.monotonic() < deadline, f"the game did not end ({len(match.moves)})"
        if not scene.ctx.human_to_act():
            app.step(0.05)
            time.sleep(0.002)  # the computer thinks on its thread
            continue
        clicks += 1
        if guide.callout is not None and (not topics or topics[-1] != guide.callout.topic):
            topics.append(guide.callout.topic)
        options = scene.clickable()
        assert options, "nothing highlighted on the learner's turn"
        if guide.guiding:
            target = guide.target
            assert target in scene.ctx.controller.legal and scene.ctx.controller.candidates == [target]
            before = len(match.moves)
            click(app, centre(options[0][0]), dt=0.3)
            assert match.moves[before:before + 1] == [str(target)]  # the click made the target's move
            followed += 1
        else:
            click(app, centre(rng.choice(options)[0]), dt=0.3)
    assert match.game.is_over
    assert guide.turns_done >= GUIDED_TURNS and followed >= GUIDED_TURNS
    assert {"place", "move", "neutral", "free", "kc1", "kc2", "kc3", "kc5"} <= guide.seen  # (kc4: certificates)
    assert len(guide.seen) <= len(words.CALLOUTS)


def test_leaving_the_guide_mid_game_leaves_a_normal_game_that_saves_and_resumes(app):
    scene = _open_guided(app, pace=0.0, bot_budget=0.02)
    match, part = scene.match, scene.guide
    for _ in range(3):  # a few of the guide's moves
        click(app, centre(scene.clickable()[0][0]), dt=0.3)
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
