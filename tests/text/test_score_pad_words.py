"""Every kind of line the engine's score pad gives (engine/scoring.py ITEM_KINDS) has its sentence in
text/after_game.py, in English and in German: the engine gives the kind and its facts, never words."""
from __future__ import annotations

import pytest

from gwt_desktop.engine.components import CARD_INDEX, OBJECTIVES
from gwt_desktop.engine.scoring import ITEM_KINDS
from gwt_desktop.text import after_game, i18n

CARD = max(OBJECTIVES)

# One line of each kind, as the engine makes it (the facts its comment in scoring.py lists).
EXAMPLES = {
    "money": {"money": 44},
    "building": {"building": "4a", "space": "P_FLR1"},
    "crest": {"city": 3, "count": 2},
    "arrow": {"city": 1, "next": 2},
    "station": {"station": 3},
    "hazard": {"hazard": "drought"},
    "cattle": {"card": next(n for n in CARD_INDEX if n.startswith("texas_longhorn"))},
    "objective_met": {"card": CARD, "from_deck": False},
    "objective_failed": {"card": CARD, "from_deck": True},
    "objective_dropped": {"card": CARD, "from_deck": True},
    "master_workers": {"count": 7},
    "master_certificates": {"count": 5, "pairs": 2},
    "master_teepees": {"pairs": 1},
    "master_hazards": {"count": 3, "pairs": 1},
    "master_objectives": {"count": 4, "pairs": 2},
    "workers": {"worker": "craftsman", "count": 2},
    "step_disc": {},
    "token": {},
}
SAME_IN_GERMAN = {"cattle"}  # a breed keeps its English name in the German edition


@pytest.fixture
def language():
    yield i18n.set_language
    i18n.set_language("en")


def test_every_item_kind_has_an_example():
    assert set(EXAMPLES) == set(ITEM_KINDS)


@pytest.mark.parametrize("kind", ITEM_KINDS)
def test_every_item_kind_reads_in_english_and_german(kind, language):
    item = {"kind": kind, "points": -3, **EXAMPLES[kind]}
    language("en")
    english = after_game.item_line(item)
    assert english.endswith(": -3") and len(english) > len(": -3") + 3
    assert "{" not in english and "_" not in english
    language("de")
    german = after_game.item_line(item)
    assert "{" not in german and "_" not in german
    if kind not in SAME_IN_GERMAN:
        assert after_game.item_words(item) != english.removesuffix(": -3"), (kind, german)
    # a variant (from the deck, a worker kind) is a sentence of its own, translated too
    for variant in ({"from_deck": not item.get("from_deck")} if "from_deck" in item else {},
                    *({"worker": w} for w in ("cowboy", "engineer") if kind == "workers")):
        other = {**item, **variant}
        language("en")
        english = after_game.item_words(other)
        language("de")
        assert after_game.item_words(other) != english, (kind, variant)
