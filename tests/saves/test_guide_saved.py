"""The guided game's guide is saved with the game: Continue resumes the guide where it was."""
from __future__ import annotations

import json
import logging

from gwt_desktop.session import guide
from gwt_desktop.storage import autosave, save_format, store
from gwt_desktop.ui.game.scene import GameScene

from .crash_player import choose


def guided(moves: int):
    m = guide.learn_match()
    autosave.attach(m)
    for _ in range(moves):
        m.apply(choose(m, 1))
    while m.game.to_move != m.guide.seat:  # stop at a decision of the learner's
        m.apply(choose(m, 1))
    assert autosave.saver_of(m).flush()
    return m


def test_the_guide_is_saved_with_its_game_and_comes_back_exactly():
    m = guided(12)
    assert m.guide.turns_done > 0 and m.guide.seen
    loaded = store.load_game(store.autosave_path())
    assert loaded.guide is not None and loaded.guide.state() == m.guide.state()
    # The next decision is guided the same way: the same callout, the same target.
    for g in (m, loaded):
        g.guide.decide(g.game, g.game.legal_moves())
    assert (loaded.guide.callout, str(loaded.guide.target)) == (m.guide.callout, str(m.guide.target))


def test_continue_opens_the_guided_game_with_its_guide(app):
    m = guided(6)
    app.scene.resume()
    app.step()
    scene = app.scene
    assert isinstance(scene, GameScene) and scene.guide is not None
    resumed = scene.guide.guide
    assert resumed is scene.match.guide and resumed.active and resumed.turns_done == m.guide.turns_done
    assert resumed.seen >= m.guide.seen  # what was explained before is not explained again


def test_a_guide_left_is_not_saved():
    m = guided(6)
    m.guide.leave()
    m.apply(choose(m, 1))
    autosave.saver_of(m).flush()
    assert "guide" not in json.loads(store.autosave_path().read_bytes())
    assert store.load_game(store.autosave_path()).guide is None


def test_a_damaged_guide_loses_the_guide_not_the_game(caplog):
    m = guided(6)
    doc = json.loads(store.autosave_path().read_bytes())
    doc["guide"]["seen"] = ["no such topic"]
    store.autosave_path().write_bytes(json.dumps(doc).encode())
    with caplog.at_level(logging.WARNING):
        loaded = store.load_game(store.autosave_path())
    assert loaded.moves == m.moves and loaded.guide is None
    assert "seen must be a list of the guide's topics" in caplog.text and "autosave.json" in caplog.text


def test_a_save_without_a_guide_loads_as_before():
    m = guided(6)
    doc = save_format.record(m)
    del doc["guide"], doc["game_id"]
    store.autosave_path().write_bytes(json.dumps(doc).encode())
    assert store.load_game(store.autosave_path()).guide is None


def test_a_guide_saved_before_the_overview_debriefs_and_tally_loads():
    """A guide written before the overview, the debriefs and the tally: the overview counts as read, no
    debrief waits and the tally starts from nothing; the new state itself comes back exactly."""
    m = guided(12)
    assert m.guide.tally["visits"] >= 0 and "tally" in m.guide.state()
    assert store.load_game(store.autosave_path()).guide.tally == m.guide.tally
    doc = save_format.record(m)
    for key in ("overview", "debrief", "tally"):
        del doc["guide"][key]
    store.autosave_path().write_bytes(json.dumps(doc).encode())
    old = store.load_game(store.autosave_path()).guide
    assert old is not None and not old.overview and old.debrief is None and old.card is None
    assert old.tally == guide.Guide(0).tally and old.seen == m.guide.seen
