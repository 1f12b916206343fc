"""The places that must never take the game down on a failure (a tooltip, an animation, a sound, a
label's figure, the end-of-game foresight, a sentence) still say so: once in the log, with the exception."""
from __future__ import annotations

import logging

import pytest

pytestmark = pytest.mark.reports_failure  # every test here provokes a failure on purpose

from gwt_desktop import failures
from gwt_desktop.session.match import make_match
from gwt_desktop.text import labels
from gwt_desktop.ui.game import shows, standing, tooltips
from gwt_desktop.ui.kit import sentences, sound


def logged(caplog, module) -> list[logging.LogRecord]:
    return [r for r in caplog.records if r.name == module.__name__ and r.exc_info is not None]


@pytest.fixture(autouse=True)
def _fresh():
    failures._REPORTED.clear()


class Broken:
    """Stands for a game or a sound whose every use raises (a bug, a broken device)."""

    is_over = False

    def clone(self):
        return self

    def __getattr__(self, name):
        raise RuntimeError(f"broken: {name}")


def test_a_failing_sound_is_logged_once(caplog, monkeypatch):
    monkeypatch.setattr(sound.assets, "sound", lambda name: Broken())
    s = sound.Sounds()
    with caplog.at_level(logging.WARNING):
        assert s.play("coins.wav") is False and s.play("coins.wav") is False
    (rec,) = logged(caplog, sound)
    assert "coins.wav" in rec.getMessage() and "broken" in str(rec.exc_info[1])


def test_a_failing_label_figure_is_logged_once(caplog):
    with caplog.at_level(logging.WARNING):
        assert labels._income_value(Broken(), object()) is None
        assert labels._income_value(Broken(), object()) is None
    assert len(logged(caplog, labels)) == 1


def test_a_failing_end_foresight_is_logged_once_and_a_stale_move_not_at_all(caplog):
    from gwt_desktop.engine import Move, new_game
    stale = Move.parse("build 1a P_A1")  # not legal in a new game: the game moved on

    with caplog.at_level(logging.WARNING):
        assert standing.end_moves(new_game(2, seed=1), [stale]) == frozenset()
        assert logged(caplog, standing) == []
        assert standing.end_moves(Broken(), [object()]) == frozenset()
        assert standing.end_moves(Broken(), [object()]) == frozenset()
    assert len(logged(caplog, standing)) == 1


def test_a_failing_tooltip_and_animation_are_logged_once(app, caplog, monkeypatch):
    app.open_match(make_match(2, 5, 1, "random"), autosave=False, pace=0.0)
    app.step()
    scene = app.scene
    monkeypatch.setattr(tooltips, "tooltip", lambda *a, **k: Broken().boom)
    monkeypatch.setattr(shows, "plan", lambda *a, **k: Broken().boom)
    with caplog.at_level(logging.WARNING):
        assert scene.tooltips.tip("trail:X") is None and scene.tooltips.tip("trail:Y") is None
        for _ in range(2):
            scene.shows.pending.append((None, [], {"viewer": scene.ctx.viewer()}, {}))
            scene.shows._plan_pending()
    messages = [r.getMessage() for r in logged(caplog, tooltips) + logged(caplog, shows)]
    assert len(messages) == 2 and "tooltip" in messages[0] and "animation" in messages[1]


def test_a_failing_sentence_is_logged_once_per_kind_with_its_move(caplog, monkeypatch):
    game = make_match(2, 5, 1, "random").game
    move = game.legal_moves()[0]
    monkeypatch.setattr(sentences.words, "move_label", lambda *a: Broken().boom)
    with caplog.at_level(logging.WARNING):
        assert sentences.move_label(move, game) == str(move) == sentences.move_label(move, game)
    (rec,) = logged(caplog, sentences)
    assert move.kind in rec.getMessage() and repr(move) in rec.getMessage()


def test_a_failing_prompt_says_whose_decision_it_is_in_the_players_language(caplog, monkeypatch):
    """The engine has no words of its own any more: a prompt sentence that fails falls back to text/'s
    "Anna decides", never to English from below text/."""
    from gwt_desktop.session.seats import Seat
    from gwt_desktop.text import i18n

    game = make_match(2, 5, 1, "random").game
    seats = [Seat("Anna", 0), Seat("Ben", 1)]
    monkeypatch.setattr(sentences.words, "prompt", lambda *a: Broken().boom)
    with caplog.at_level(logging.WARNING):
        assert sentences.prompt_line(game, seats) == "Anna decides"
        i18n.set_language("de")
        assert sentences.prompt_line(game, seats) == "Anna entscheidet"
    (rec,) = logged(caplog, sentences)
    assert game.decision.kind in rec.getMessage()
