"""Messages in plain words that name the file (or the option), never an errno's text or a guess."""
from __future__ import annotations

import json
import random

import pytest

from gwt_desktop import cli
from gwt_desktop.session.match import Match
from gwt_desktop.storage import save_format, store

from ..said import raises_saying, say
from .conftest import make_seats, play, play_out


def saved_then_cut(match: Match, keep: int):
    doc = save_format.record(match)
    doc["moves"] = doc["moves"][:keep]
    path = store.slots_dir() / "cut.json"
    path.write_bytes(json.dumps(doc).encode())
    return path


def test_a_cut_move_list_says_it_was_cut_and_where_it_ends():
    m = Match(make_seats(2), 4)
    play(m, 200, random.Random(4))
    short = Match.replay(m.seats, m.options, m.moves[:40])
    path = saved_then_cut(m, 40)
    with pytest.raises(store.SaveError) as e:
        store.load_game(path)
    assert say(e.value) == (f"cut.json is incomplete: its 40 moves reach round {short.round}, but it was saved in "
                            f"round {m.round} (the move list was cut short) (in {path.parent})")
    assert "another rules version" not in say(e.value)


def test_a_finished_game_cut_by_its_last_move_says_so():
    m = Match(make_seats(2), 5)
    play_out(m, random.Random(5))
    path = saved_then_cut(m, len(m.moves) - 1)
    with raises_saying(store.SaveError, "it says its game was finished, but its .* moves do not reach the end"):
        store.load_game(path)


def test_a_changed_position_says_what_differs():
    m = Match(make_seats(2), 6)
    play(m, 30, random.Random(6))
    doc = save_format.record(m)
    doc["check"]["to_move"] = 1 - doc["check"]["to_move"]
    path = store.slots_dir() / "changed.json"
    path.write_bytes(json.dumps(doc).encode())
    with raises_saying(store.SaveError, "the player to move differs"):
        store.load_game(path)


def test_the_search_process_gone_is_said_in_words_in_the_log():
    """Why Expert's search process is gone, for the log (the player sees Hard's move): plain words,
    never "exit status None"."""
    from types import SimpleNamespace

    from gwt_desktop.ai.expert_search import _Child

    def died(exitcode):
        return _Child.died(SimpleNamespace(process=SimpleNamespace(exitcode=exitcode)))

    assert died(None) == "the search process closed its connection without an answer"
    assert died(-9) == "the search process was stopped by the system (SIGKILL)"
    assert died(3) == "the search process ended without an answer (exit status 3)"


def test_a_size_beginning_with_a_minus_is_read_as_a_bad_size_not_an_option(capsys):
    assert cli.parse_args(["--size", "-5x-5"]).size == "-5x-5"
    assert cli.parse_args(["--size", "800x600", "--players", "2"]).players == 2
    with pytest.raises(SystemExit) as e:
        cli.main(["--size", "-5x-5"])
    assert e.value.code == "--size '-5x-5' is not a window size: give the width and the height in pixels, like 1280x720"
    assert "expected one argument" not in capsys.readouterr().err
