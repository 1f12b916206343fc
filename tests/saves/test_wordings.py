"""Issue 72 S8: two refusals said plainly. A write the disk refuses names its file once, with the
system's reason (not "x.json could not be written (/d/x.json could not be written (File too large))");
a data folder that is a link to nothing says so (not "cannot be made (File exists)")."""
from __future__ import annotations

import errno
import random

import pytest

from gwt_desktop.session.match import Match
from gwt_desktop.storage import paths, records, store
from gwt_desktop.storage.save_format import SaveError

from ..said import say
from .conftest import make_seats, play


def _too_large(path, data):
    raise OSError(errno.EFBIG, "File too large", str(path))


def test_a_refused_slot_names_its_file_once_with_the_systems_reason(gwt_home, monkeypatch):
    monkeypatch.setattr(store, "write_atomic", _too_large)
    m = Match(make_seats(2), 4)
    with pytest.raises(SaveError) as e:
        store.save_slot(m, "Later")
    said = say(e.value)
    assert said.count("could not be written") == 1, said
    assert said.startswith("Later") and ".json could not be written (File too large) (in " in said, said


def test_a_refused_record_names_its_file_once(gwt_home, monkeypatch):
    monkeypatch.setattr(records, "_write", _too_large)
    m = Match(make_seats(2, computers=(0, 1)), 7)
    play(m, 100_000, random.Random(7))
    assert m.game.is_over
    with pytest.raises(SaveError) as e:
        records.record_game(m)
    said = say(e.value)
    assert said.count("could not be written") == 1 and "(File too large)" in said, said


def test_a_data_folder_that_is_a_link_to_nothing_says_so(gwt_home):
    gwt_home.mkdir(parents=True)
    (gwt_home / "data").symlink_to(gwt_home / "gone")
    with pytest.raises(paths.FolderProblem):
        paths.data_dir()
    said = say(paths.saves_folder_problem())
    assert "File exists" not in said
    assert f"{gwt_home / 'data'} is a link to something that does not exist" in said, said
