"""What a problem says on screen, for tests: the rooms below text/ report a Problem (or a FileProblem,
FolderProblem carrying one), and the screens word it through text/problems.say."""
from __future__ import annotations

import contextlib
import re

import pytest

from gwt_desktop.text.problems import say, say_short

__all__ = ["raises_saying", "say", "say_short"]


@contextlib.contextmanager
def raises_saying(cls, pattern: str):
    """pytest.raises(cls) whose problem, worded as a screen words it, matches `pattern` (re.search)."""
    with pytest.raises(cls) as err:
        yield err
    words = say(err.value)
    assert re.search(pattern, words), f"{pattern!r} not in {words!r}"
