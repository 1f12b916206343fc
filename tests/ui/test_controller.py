"""The controller's table and narrowing, without pygame: every decision kind the engine registers can
be answered by clicks, each move through the pieces it involves, and nothing but legal moves comes out."""
from __future__ import annotations

import pytest

from gwt_desktop.engine import Move, flow
from gwt_desktop.ui.game.controller import CANCEL, Controller, targets
from tests.engine import fixtures as fx
from tests.ui.game_support import positions_by_kind

# Kinds whose every move needs a button or a line of the panel (nothing on the board stands for them).
BUTTON_ONLY = {"draw_upto", "kc_income"}


def reachable(c: Controller) -> set[Move]:
    """Every move some sequence of clicks on glowing keys yields (the controller state is restored)."""
    out: set[Move] = set()
    seen: set[tuple] = set()

    def walk() -> None:
        state = (tuple(c.candidates), tuple(c.picked))
        if state in seen:
            return
        seen.add(state)
        for key in sorted(c.glowing()):
            outcome = c.click(key)
            if outcome.move is not None:
                out.add(outcome.move)
            else:
                assert outcome.hint is None, (key, outcome.hint)
                walk()
            c.candidates, c.picked = list(state[0]), list(state[1])

    walk()
    return out


def test_positions_cover_every_registered_decision_kind():
    found = positions_by_kind()
    assert set(found) == set(flow.DECISIONS)
    missing = [k for k, v in found.items() if not v]
    assert not missing, f"no position reached for {missing}"


@pytest.mark.parametrize("kind", sorted(flow.DECISIONS))
def test_every_legal_move_of_every_kind_is_reachable_by_clicks(kind):
    for g in positions_by_kind()[kind]:
        c = Controller()
        c.sync(g, None)
        legal = set(g.legal_moves())
        assert reachable(c) == legal
        if kind not in BUTTON_ONLY:
            # Before any click, nothing needs the fallback panel: every move has a piece or a button.
            assert c.choices() == [], [str(m) for m in c.choices()]
        for m in legal:
            if m.kind not in ("done", "skip"):
                assert targets(m, g), f"{m} has no target"


def test_moves_map_to_the_pieces_they_involve():
    g = fx.fresh(2)
    assert targets(Move.parse("move N_A N_B HZ_DR1"), g) == ("trail:HZ_DR1",)
    assert targets(Move.parse("build 1a P_A1"), g) == ("building:1", "trail:P_A1")
    assert targets(Move.parse("build 10b P_G2"), g) == ("building:10", "trail:P_G2")
    assert targets(Move.parse("buy 3c_2bv3 holstein brown_swiss"), g) == ("market:holstein", "market:brown_swiss")
    assert targets(Move.parse("buy 3c_2bv3 ayrshire ayrshire"), g) == ("market:ayrshire",)
    assert targets(Move.parse("city 5"), g) == ("city:5",)
    assert targets(Move.parse("engine 4.5"), g) == ("track:4.5",)
    assert targets(Move.parse("discard jersey"), g) == ("hand:jersey",)
    assert targets(Move.parse("objcard objective04"), g) == ("objective:objective04",)
    assert targets(Move.parse("disc aux_cert"), g)[:2] == ("disc:aux_cert_1", "disc:aux_cert_2")
    assert targets(Move.parse("disc cert4"), g)[0] == "disc:cert_limit_4"
    assert targets(Move.parse("done"), g) == ("button:done",)
    assert targets(Move.parse("certs 2"), g) == ("button:certs_2",)
    # The job market's first row holds a craftsman and an engineer at the start of this deal.
    row0 = [t for t in g.view(0)["job_market"][0]]
    for col, kind in enumerate(row0):
        assert f"job:0:{col}" in targets(Move.parse(f"hire 1 {kind}"), g)


def test_a_building_then_a_space_builds_and_a_space_then_a_building_too():
    g = fx.fresh(2)
    g.s.players[0].money = 30
    fx.with_frame(g, ("build", 2, False), player=0)
    legal = g.legal_moves()
    # A move whose building can go on several spaces and whose space takes several buildings.
    m = next(m for m in legal if sum(m.args[0] == x.args[0] for x in legal) > 1
             and sum(m.args[1] == x.args[1] for x in legal) > 1)
    for order in (targets(m, g), tuple(reversed(targets(m, g)))):
        c = Controller()
        c.sync(g, None)
        first = c.click(order[0])
        assert first.move is None and first.hint is None and c.narrowed
        assert all(order[0] in c.keys(x) for x in c.candidates)
        assert order[0] not in c.board_keys()  # the picked key no longer glows as a choice
        assert c.choices() == []  # the board still tells them apart: no panel over it
        out = c.click(order[1])
        assert out.move == m


def test_several_moves_on_one_piece_go_to_the_choice_panel_and_cancel_undoes_the_narrowing():
    g = fx.at_turn_start(fx.fresh(2), 0, "N_D")  # N_E -> N_F directly or through the rockfall
    fx.put_tile(g, "HZ_RF1", "rockfall_3b")
    g._legal = g._decision = None
    c = Controller()
    c.sync(g, None)
    dests = {}
    for m in g.legal_moves():
        if m.kind == "move":
            dests.setdefault(m.args[-1], []).append(m)
    dest, paths = next((d, ps) for d, ps in dests.items() if len(ps) > 1)
    assert c.click(f"trail:{dest}").move is None
    assert set(c.choices()) == set(paths)  # the paths differ only by their fee: the panel asks
    assert CANCEL in c.glowing() and "button:skip" not in c.glowing()
    assert c.click("choice:1").move == c.choices()[1]
    c.click(CANCEL)
    assert not c.narrowed and set(c.candidates) == set(g.legal_moves())


def test_clicks_on_keys_that_do_not_glow_give_a_hint_and_no_move():
    g = fx.fresh(2)  # first turn: place the cattleman on a neutral building
    c = Controller()
    c.sync(g, None)
    for key in ("trail:P_A1", "button:done", "market:holstein", "nonsense", "choice:0"):
        out = c.click(key)
        assert out.move is None and out.hint
    assert not c.narrowed
    assert c.click("trail:N_A").move == Move.parse("place N_A")


def test_done_and_skip_are_offered_only_when_the_engine_offers_them():
    for kind, moves in positions_by_kind().items():
        for g in moves:
            c = Controller()
            c.sync(g, None)
            offered = {k for k, _ in c.buttons()}
            legal = {str(m) for m in g.legal_moves()}
            assert ("button:done" in offered) == ("done" in legal), kind
            assert ("button:skip" in offered) == ("skip" in legal), kind


def test_a_piece_the_board_did_not_draw_falls_back_to_the_choice_panel():
    g = fx.fresh(2)
    c = Controller()
    drawn = {f"trail:N_{x}" for x in "ABCDEF"}  # N_G is not drawn
    c.sync(g, drawn)
    assert "trail:N_G" not in c.glowing()
    assert c.choices() == [Move.parse("place N_G")]
    assert c.click("choice:0").move == Move.parse("place N_G")


def test_a_new_stamp_resets_the_narrowing_to_the_new_legal_moves():
    g = fx.fresh(2)
    c = Controller()
    c.sync(g, None, stamp=0)
    c.click("trail:N_A")
    g.apply("place N_A")
    c.sync(g, None, stamp=1)
    assert not c.narrowed and c.legal == g.legal_moves()


def test_the_choice_panel_lists_every_move_the_clicked_card_still_chooses_between():
    """Issue 71: clicking the Holstein listed $6, $3 and two Holsteins; the Holstein and Ayrshire pair
    the Hint named was offered only by clicking the Ayrshire too. The panel lists all four, as many as
    the focus line's "(or 3 more)" counts."""
    from tests.engine.test_cattle import buy_position
    g = buy_position(3, 20, market=("holstein", "holstein", "ayrshire", "brown_swiss"), stack=("jersey",))
    c = Controller()
    c.sync(g, None)
    before = [m for m in c.candidates if "market:holstein" in c.keys(m)]
    assert c.click("market:holstein").move is None
    assert set(c.choices()) == set(before) == set(c.candidates)
    assert Move.parse("buy 3c_2bv3 holstein ayrshire") in c.choices()
    # The Ayrshire still narrows to the pair on the board.
    assert c.click("market:ayrshire").move == Move.parse("buy 3c_2bv3 holstein ayrshire")


def test_with_one_building_tile_picked_another_tile_switches_to_it():
    g = fx.fresh(2)
    g.s.players[0].money = 30
    fx.with_frame(g, ("build", 2, False), player=0)
    numbers = sorted({m.building_number for m in g.legal_moves() if m.kind == "build"})
    first, second = numbers[:2]
    c = Controller()
    c.sync(g, None)
    assert c.click(f"building:{first}").move is None
    out = c.click(f"building:{second}")
    assert out.move is None and out.hint is None
    assert c.picked == [f"building:{second}"]
    assert all(m.building_number == second for m in c.candidates)


def test_a_pair_of_one_breed_is_labelled_as_the_log_names_it():
    from gwt_desktop.text.labels import move_label
    from tests.engine.test_cattle import buy_position
    g = buy_position(3, 20, market=("holstein", "holstein", "ayrshire", "brown_swiss"), stack=("jersey",))
    labels = {str(m): move_label(m, g) for m in g.legal_moves()}
    assert labels["buy 3c_2bv3 holstein holstein"].startswith("Buy 2 Holsteins for $")
    assert labels["buy 3c_2bv3 holstein ayrshire"].startswith("Buy a Holstein and an Ayrshire for $")
