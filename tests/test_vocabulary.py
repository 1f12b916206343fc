"""One vocabulary of events and decisions: the engine's door names every kind (EventKind,
DecisionKind), and every reader of events (the log's sentences, the recap's facts, the shows on
screen, the guide's tally) holds an entry for every kind of event, a handler or a said-on-purpose
nothing, in one table each (engine.PerKind). A new kind of event fails here until each reader says
what it does with it."""
from __future__ import annotations

import ast
import importlib
import pathlib
import random

import pytest

import gwt_desktop
from gwt_desktop.engine import (
    EVENT_KINDS,
    MOVE_KINDS,
    DecisionKind,
    EventKind,
    MoveKind,
    PerKind,
    decision_kinds,
    new_game,
)
from gwt_desktop.engine.components import OBJECTIVES
from gwt_desktop.session.recap import FACT_KINDS, FactKind

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



# ---- the kinds of move and of fact ----
PACKAGE = pathlib.Path(gwt_desktop.__file__).parent


def _trees(room: str = ""):
    for path in sorted((PACKAGE / room).rglob("*.py")):
        yield path.relative_to(PACKAGE.parent), ast.parse(path.read_text(encoding="utf-8"))


def test_the_door_names_every_kind_of_move_and_the_engine_makes_none_by_a_bare_word():
    moves = _names(MoveKind)
    assert set(moves.values()) == set(MOVE_KINDS) and len(moves) == len(MOVE_KINDS)
    assert all(name == kind.upper() for name, kind in moves.items())
    bare = [f"{path}:{node.lineno}" for path, tree in _trees("engine") for node in ast.walk(tree)
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "mv"
            and not (node.args and isinstance(node.args[0], ast.Attribute)
                     and getattr(node.args[0].value, "id", None) == "MoveKind")]
    assert not bare, f"moves made without a MoveKind: {bare}"
    g = new_game(2, seed=5)  # and every move a random game is offered is of a named kind
    rng = random.Random(5)
    while not g.is_over:
        legal = g.legal_moves()
        assert {m.kind for m in legal} <= set(MOVE_KINDS), legal
        g.apply(rng.choice(legal))


def test_every_kind_of_fact_by_name_and_the_event_kind_where_one_event_tells_it():
    facts = _names(FactKind)
    assert set(facts.values()) == set(FACT_KINDS) and len(facts) == len(FACT_KINDS)
    assert all(name == kind.upper() for name, kind in facts.items())
    events = set(EVENT_KINDS)
    # Two facts are not one event's: the cattleman's stop (its moves and fees) and an objective gained.
    assert {k for k in FACT_KINDS if k not in events} == {FactKind.MOVE, FactKind.OBJECTIVE}


def _kind_side(node) -> bool:
    """An expression that reads a move's or a fact's kind: `x.kind`, or the names the house gives one
    (`k = fact.kind`, `kinds = {m.kind for m in legal}`). (Other words named kind, a place's or a
    glyph's, are other vocabularies.)"""
    return (isinstance(node, ast.Attribute) and node.attr == "kind") or \
        (isinstance(node, ast.Name) and node.id in ("k", "kinds"))


def _words(node) -> list[str]:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return [w for e in node.elts for w in _words(e)]
    return []


def test_no_kind_of_move_or_fact_is_compared_with_a_bare_word():
    """`move.kind == "build"`, `fact.kind in ("city", "station")`, `Fact("deliver", ...)` or
    `outcome.first("deliver")`: a typo there is a branch that never runs, silently (compare with
    MoveKind / FactKind)."""
    vocabulary = set(MOVE_KINDS) | set(FACT_KINDS)
    bare = []
    for path, tree in _trees():
        for node in ast.walk(tree):
            # a fact made or looked for by a bare word: Fact("deliver", ...), outcome.first("deliver")
            if isinstance(node, ast.Call) and (getattr(node.func, "id", None) == "Fact"
                                               or getattr(node.func, "attr", None) == "first"):
                said = [w for x in node.args[:1] for w in _words(x) if w in vocabulary]
                if said:
                    bare.append(f"{path}:{node.lineno} {said}")
            if not isinstance(node, ast.Compare):
                continue
            sides = [node.left, *node.comparators]
            if any(_kind_side(x) for x in sides):
                said = [w for x in sides for w in _words(x) if w in vocabulary]
                if said:
                    bare.append(f"{path}:{node.lineno} {said}")
    assert not bare, "kinds compared with bare words:\n" + "\n".join(bare)


def test_the_recap_words_every_kind_of_fact_it_tells_and_says_which_it_never_tells():
    from gwt_desktop.text import recap as words
    assert not set(words._WORDS) & set(words.UNTOLD)
    assert set(words._WORDS) | set(words.UNTOLD) == set(FACT_KINDS)


@pytest.mark.reports_failure
def test_a_fact_without_words_is_a_reported_failure_and_never_its_key_on_screen(_failures_fail):
    from gwt_desktop.session.recap import Fact, Turn
    from gwt_desktop.text.recap import fact_words, turn_lines
    g = new_game(2, seed=1)
    planted = Fact("teleport", 1, ("seat", 1))
    assert fact_words(planted, g, None, who="Orange") == ""
    lines = [line for line, _ in turn_lines(Turn(1, [[planted]], done=True), g, None)]
    assert lines and not any("teleport" in line for line in lines)
    assert [r for r in _failures_fail.records if "recap" in r.getMessage()]


def test_every_kind_of_move_has_a_label_and_a_kind_without_one_is_a_reported_failure():
    from gwt_desktop.text import labels
    assert set(labels._LABELS) == set(MOVE_KINDS)


@pytest.mark.reports_failure
def test_a_move_without_a_label_is_a_reported_failure(_failures_fail):
    from gwt_desktop.engine import Move
    from gwt_desktop.text.labels import move_label
    assert move_label(Move("teleport", ("P_A1",)), new_game(2, seed=1)) == "Teleport P A1"
    assert [r for r in _failures_fail.records if "label" in r.getMessage()]


def test_every_table_keyed_by_fact_kinds_holds_every_kind():
    from gwt_desktop.session import advice, review, turn_reasons
    from gwt_desktop.text import advice as advice_words
    assert set(advice.PAYS) == set(FACT_KINDS)
    assert set(review.AREA_OF) == set(FACT_KINDS) and set(review.AREA_OF.values()) <= {"", *review.AREAS}
    assert not advice_words.PUBLIC & advice_words.SHOWS_THE_HAND
    assert advice_words.PUBLIC | advice_words.SHOWS_THE_HAND == set(FACT_KINDS)
    assert set(advice_words.LEAD_PAD) | {FactKind.MOVE} == set(turn_reasons.TELLING)
    assert set(turn_reasons.PRICED) < set(turn_reasons.TELLING) and set(advice_words.APART) <= set(FACT_KINDS)


def _examples():
    """One fact of every kind, as the recap and a line's outcome make them (a test of completeness:
    a new kind fails here until it has an example)."""
    from gwt_desktop.engine import board
    from gwt_desktop.engine.components import CARD_INDEX, TILE_INDEX
    from gwt_desktop.session.recap import Fact
    space = board.SPACE_INDEX["N_A"]
    return {
        FactKind.MOVE: Fact(FactKind.MOVE, 1, ("trail", space), space, 2),
        FactKind.FEE: Fact(FactKind.FEE, 1, ("trail", space), 0, 2),
        FactKind.BUILD: Fact(FactKind.BUILD, 1, ("trail", board.SPACE_INDEX["P_A1"]), "1a", 2),
        FactKind.BUY: Fact(FactKind.BUY, 1, ("seat", 1), CARD_INDEX["holstein"], 8),
        FactKind.HIRE: Fact(FactKind.HIRE, 1, ("seat", 1), TILE_INDEX["cowboy"], 6),
        FactKind.HAZARD: Fact(FactKind.HAZARD, 1, ("seat", 1), TILE_INDEX["flood_4g"], 7),
        FactKind.TEEPEE: Fact(FactKind.TEEPEE, 1, ("seat", 1), TILE_INDEX["green_teepee"], 2),
        FactKind.OBJECTIVE: Fact(FactKind.OBJECTIVE, 1, ("seat", 1), min(OBJECTIVES)),
        FactKind.OBJECTIVE_PLAYED: Fact(FactKind.OBJECTIVE_PLAYED, 1, ("seat", 1), min(OBJECTIVES)),
        FactKind.KANSAS_CITY: Fact(FactKind.KANSAS_CITY, 1, ("trail", board.KC_SPACE)),
        FactKind.DELIVER: Fact(FactKind.DELIVER, 1, ("city", 3), 3, 12, -1, False),
        FactKind.CITY: Fact(FactKind.CITY, 1, ("city", 3), 3, 0),
        FactKind.STATION: Fact(FactKind.STATION, 1, ("station", 2), 2),
        FactKind.UPGRADE: Fact(FactKind.UPGRADE, 1, ("station", 2), 2, 3),
        FactKind.ENGINE: Fact(FactKind.ENGINE, 1, ("track", 4), 4),
        FactKind.MASTER: Fact(FactKind.MASTER, 1, ("seat", 1), ("sm_cert", "cowboy")),
        FactKind.FORESIGHT: Fact(FactKind.FORESIGHT, 1, ("foresight", 1), TILE_INDEX["engineer"]),
        FactKind.TRANSPORT: Fact(FactKind.TRANSPORT, 1, ("seat", 1), None, 3),
        FactKind.AUX: Fact(FactKind.AUX, 1, ("seat", 1), ("aux_money", 1), 1),
        FactKind.CERT: Fact(FactKind.CERT, 1, ("seat", 1), 1),
        FactKind.DISC_CLEARED: Fact(FactKind.DISC_CLEARED, 1, ("seat", 1), "aux_money", 0),
        FactKind.MARKET_ADD: Fact(FactKind.MARKET_ADD, 1, ("seat", 1), 9),
        FactKind.REMOVED: Fact(FactKind.REMOVED, 1, ("seat", 1), CARD_INDEX["jersey"]),
        FactKind.DISCARD: Fact(FactKind.DISCARD, 1, ("seat", 1), (CARD_INDEX["jersey"],), 2),
        FactKind.INCOME: Fact(FactKind.INCOME, 1, ("seat", 1), 0, 9),
        FactKind.MONEY: Fact(FactKind.MONEY, 1, ("seat", 1), "money4", 4),
    }


def test_every_kind_of_fact_has_its_words_in_the_recap_and_in_the_advice(_failures_fail):
    from gwt_desktop.text import advice as advice_words
    from gwt_desktop.text import recap as recap_words
    examples = _examples()
    assert set(examples) == set(FACT_KINDS)
    g = new_game(2, seed=1)
    said_with_another = {FactKind.FEE, FactKind.KANSAS_CITY}  # with the move that paid it, the move there
    for kind, fact in examples.items():
        clause = advice_words.clause(fact, g, None, 0)
        assert (clause is None) == (kind in said_with_another), kind
        if kind not in recap_words.UNTOLD:
            assert recap_words.fact_words(fact, g, None, 0, who="Orange").startswith("Orange"), kind
    assert not _failures_fail.records


@pytest.mark.reports_failure
def test_a_fact_the_advice_has_no_words_for_is_a_reported_failure(_failures_fail):
    from gwt_desktop.session.recap import Fact
    from gwt_desktop.text.advice import clause
    assert clause(Fact("teleport", 0, ("seat", 0)), new_game(2, seed=1), None, 0) is None
    assert [r for r in _failures_fail.records if "advice" in r.getMessage()]
