"""One vocabulary of events and decisions: the engine's door names every kind (EventKind,
DecisionKind), and every reader of events (the log's sentences, the recap's facts, the shows on
screen, the guide's tally) holds an entry for every kind of event, a handler or a said-on-purpose
nothing, in one table each (engine.PerKind). A new kind of event fails here until each reader says
what it does with it."""
from __future__ import annotations

import importlib

import pytest

from gwt_desktop.engine import EVENT_KINDS, DecisionKind, EventKind, PerKind, decision_kinds

READERS = {  # module -> its table of the event kinds
    "gwt_desktop.text.log": "_SENTENCES",
    "gwt_desktop.session.recap": "_FACTS",
    "gwt_desktop.ui.game.animation": "_SHOWS",
    "gwt_desktop.session.guide": "_TALLY",
}


def _names(namespace) -> dict[str, str]:
    return {k: v for k, v in vars(namespace).items() if k.isupper()}


def test_the_door_names_every_kind_of_event_and_of_decision():
    events = _names(EventKind)
    assert set(events.values()) == set(EVENT_KINDS) and len(events) == len(EVENT_KINDS)
    assert all(name == kind.upper() for name, kind in events.items())
    decisions = _names(DecisionKind)
    assert set(decisions.values()) == set(decision_kinds()) and len(decisions) == len(decision_kinds())
    assert all(name == kind.upper() for name, kind in decisions.items())


@pytest.mark.parametrize("module", sorted(READERS))
def test_every_reader_of_events_has_an_entry_for_every_kind(module):
    table = getattr(importlib.import_module(module), READERS[module])
    assert isinstance(table, PerKind)
    assert not table.missing(), f"{table.reader} ({module}) says nothing of: {table.missing()}"
    assert any(handler is not None for handler in table.values())


def test_a_reader_that_names_a_kind_that_does_not_exist_fails_at_once():
    with pytest.raises(ValueError, match="no event of kind"):
        PerKind("a planted reader", {"teleport": print})
    table = PerKind("a planted reader", nothing=(EventKind.MONEY,))
    assert EventKind.DELIVER in table.missing() and EventKind.MONEY not in table.missing()
