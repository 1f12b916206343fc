"""The buildings the board and the art print are the engine's: every action box of every neutral and
private building (and every worker-row action) has its glyph in ui/board/glyph_specs.GLYPH_OF, the one
map from the engine's action names to the art, and the numbers each glyph prints are the rule's."""
from __future__ import annotations

import re

from gwt_desktop.engine.components import (
    HAND_BLACK,
    HAND_GREEN,
    NEUTRAL_ACTIONS,
    PRIVATE_BUILDINGS,
    WORKER_SPACE_ACTIONS,
)
from gwt_desktop.ui.board import glyph_specs as specs

# The numbers a glyph prints that its action's name does not carry (by action), and the rule that gives them.
BESIDE_THE_NAME = {
    "aux_any": {1, 2},  # an auxiliary action, single or double (§10.5)
    "build": {2},  # $2 per craftsman (§7 B)
    "engine_back3": {1},  # the engine one space back (§8 1b)
    "money_engineers": {1},  # $1 per engineer (§8 5b)
    "teepee_pairs": {2},
    "cheap_build": {1},  # $1 per craftsman (§10.1)
    "cheap_hire": {2},  # a worker $2 cheaper (§10.1)  # 2 certificates and $2 per pair of teepees (§8 7a)
}


def printed(glyph: str) -> set[int]:
    """Every number the glyph prints: coins, an icon's number, a price to pay (a card is a breed, drawn
    as a card: "same2" is a pair's two cards alike)."""
    spec = specs.ACTIONS[glyph]
    out: set[int] = set()
    for part in [spec.get("req"), *spec["gain"]]:
        if part and part[0] != "card":
            out |= {int(n) for x in part[1:] if isinstance(x, str) for n in re.findall(r"\d+", x)}
    return out


def engine_boxes() -> set[tuple[str, ...]]:
    boxes = {box for boxes in NEUTRAL_ACTIONS.values() for box in boxes}
    boxes |= {box for b in PRIVATE_BUILDINGS.values() for box in b.actions}
    return boxes | {(action,) for action in WORKER_SPACE_ACTIONS.values()}


def test_every_box_the_engine_has_a_glyph_and_no_glyph_maps_a_box_it_has_not():
    assert engine_boxes() == set(specs.GLYPH_OF)
    assert set(specs.GLYPH_OF.values()) <= set(specs.ACTIONS)


def test_each_glyph_prints_the_numbers_of_its_rule():
    for box, glyph in specs.GLYPH_OF.items():
        rule = {int(n) for action in box for n in re.findall(r"\d+", action)}
        rule |= {n for action in box for n in BESIDE_THE_NAME.get(action, ())}
        assert printed(glyph) == rule, (box, glyph)


def test_the_printed_buildings_are_the_engines():
    assert list(specs.PRIVATE_BUILDINGS) == [b.name for b in PRIVATE_BUILDINGS.values()]
    for b in PRIVATE_BUILDINGS.values():
        craftsmen, points, hands, glyphs = specs.PRIVATE_BUILDINGS[b.name]
        assert (craftsmen, points) == (b.craftsmen, b.points)
        assert hands == ("g" if b.hands & HAND_GREEN else "") + ("b" if b.hands & HAND_BLACK else ""), b.name
        assert glyphs == tuple(specs.GLYPH_OF[box] for box in b.actions)
    assert specs.NEUTRAL_BUILDINGS == {k: specs.glyphs_of(v) for k, v in NEUTRAL_ACTIONS.items()}
