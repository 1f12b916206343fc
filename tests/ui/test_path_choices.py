"""Pointless choices: equal paths to one space are one choice, dearer ones are marked, and a building
offers its auxiliary action on the decision bar."""
from __future__ import annotations

from dataclasses import dataclass

from gwt_desktop.engine import BANK
from gwt_desktop.ui.game.controller import AUX_BUTTON
from gwt_desktop.ui.game.path_choices import simplify
from gwt_desktop.ui.game.scene import GameScene
from tests.events import centre, click
from tests.ui.game_support import human_position


@dataclass(frozen=True)
class FakeMove:
    kind: str
    space: str
    path: tuple


class FakeGame:
    def __init__(self, fees, money=0):  # no money: every dearer path stays (see the test below)
        self.fees = fees
        self.money = money
        self.to_move = 0

    def path_fees(self, move):
        return self.fees[move.path]

    def view(self, p):
        return {"players": [{"money": self.money}]}


def test_equal_paths_merge_and_a_dearer_path_is_marked():
    a, b, c, d = (FakeMove("move", "N_B", p) for p in (("x",), ("y",), ("z",), ("w",)))
    other = FakeMove("move", "N_C", ("v",))
    game = FakeGame({("x",): [], ("y",): [], ("z",): [(5, 2, BANK), (6, 2, BANK)], ("w",): [(7, 2, 1)],
                     ("v",): [(9, 4, BANK)]})
    rows = simplify(game, [a, b, c, d, other])
    assert rows == [(a, None), (c, 4), (d, 2), (other, None)]  # b was a, the same free path
    # Same total, different receivers: not the same outcome, both stay.
    game2 = FakeGame({("x",): [(1, 2, 1)], ("y",): [(1, 2, 2)]})
    assert simplify(game2, [a, b]) == [(a, None), (b, None)]


def test_a_path_that_only_pays_more_is_not_offered():
    a, b, c = (FakeMove("move", "N_B", p) for p in (("x",), ("y",), ("z",)))
    fees = {("x",): [(5, 2, BANK)], ("y",): [(5, 2, BANK), (6, 2, BANK)], ("z",): [(7, 1, 1)]}
    # y pays the bank more than x and no one less: gone. z pays Ann $1 where x pays the bank $2:
    # cheaper, but it feeds a rival, so x stays, marked $1 dearer.
    assert simplify(FakeGame(fees, money=10), [a, b, c]) == [(a, 1), (c, None)]
    # With too little money to pay y in full, what each path pays depends on its order: both stay.
    assert simplify(FakeGame(fees, money=3), [a, b, c]) == [(a, 1), (b, 3), (c, None)]


def test_on_the_board_the_free_way_round_a_hazard_is_the_only_row():
    """From building B, building C is reached directly or through the drought hazard ($2 to the
    bank): only the free path is offered, so a click on C moves there at once."""
    from tests.engine.fixtures import at_turn_start, clear_trail_tiles, fresh, put_tile

    g = fresh(2)
    clear_trail_tiles(g)
    put_tile(g, "HZ_DR1", "drought_2g")
    g.state.players[0].money = 5
    at_turn_start(g, 0, "N_B")
    to_c = [m for m in g.legal_moves() if m.kind == "move" and m.space == "N_C"]
    assert sorted(str(m) for m in to_c) == ["move HZ_DR1 N_C", "move N_C"]
    assert [(str(m), extra) for m, extra in simplify(g, to_c)] == [("move N_C", None)]
    # With $1 the hazard's fee is paid only in part: the question stays, the dearer path marked.
    g.state.players[0].money = 1
    assert [(str(m), extra) for m, extra in simplify(g, to_c)] == [("move N_C", None), ("move HZ_DR1 N_C", 2)]


def _equal_free_paths(g) -> str | None:
    by_space: dict = {}
    for m in g.legal_moves():
        if m.kind == "move":
            by_space.setdefault(m.space, []).append(g.path_fees(m))
    return next((s for s, fees in by_space.items() if len(fees) > 1 and all(f == [] for f in fees)), None)


def test_a_click_on_a_space_reached_by_two_equal_free_paths_moves_at_once(app):
    match = human_position(lambda g: _equal_free_paths(g) is not None and all(
        len(v) == 0 for m in g.legal_moves() if m.kind == "move" and m.space == _equal_free_paths(g)
        for v in [g.path_fees(m)]))
    space = _equal_free_paths(match.game)
    app.open_match(match, autosave=False)
    app.step()
    scene = app.scene
    assert isinstance(scene, GameScene)
    moves = len(match.moves)
    rect = next(r for k, r in scene.ctx.components if k == f"trail:{space}")
    click(app, centre(rect), dt=0.3)
    assert len(match.moves) == moves + 1  # no "Which one?" between two identical paths
    assert match.moves[-1].startswith("move")


def test_a_building_offers_its_auxiliary_action_on_the_bar(app):
    match = human_position(lambda g: g.decision.kind == "loc" and any(m.kind == "aux" for m in g.legal_moves()))
    app.open_match(match, autosave=False)
    app.step()
    scene = app.scene
    bar = {k: (r, label) for k, r, label in scene.ctx.targets}
    assert AUX_BUTTON in bar and bar[AUX_BUTTON][1] == "Single auxiliary action instead"
    click(app, centre(bar[AUX_BUTTON][0]), dt=0.3)
    aux = {m for m in scene.ctx.controller.legal if m.kind == "aux"}
    if len(aux) > 1:
        assert set(scene.ctx.controller.candidates) == aux  # narrowed to them: they glow on the player board
        assert {k for k, _, _ in scene.ctx.targets} == {"button:cancel"}
    else:
        assert match.moves[-1].startswith("aux")


def test_a_pair_of_identical_cards_is_discarded_with_one_click(app):
    match = human_position(lambda g: g.decision.kind == "pair", tries=120, steps=600)
    app.open_match(match, autosave=False)
    app.step()
    scene = app.scene
    moves = len(match.moves)
    card = next(m.cards[0] for m in scene.ctx.controller.legal if m.kind == "pair")
    rect = next(r for k, r in scene.ctx.components if k == f"hand:{card}")
    click(app, centre(rect), dt=0.3)
    assert len(match.moves) == moves + 1 and match.moves[-1] == f"pair {card} {card}"


def test_a_path_the_panel_offers_as_the_hints_own_is_the_hints_move(app):
    """The Hint rings a space; two paths there paying the same fees are one row of the choice panel,
    so whichever of them the click plays, the move followed the Hint (TurnFlow.follows_hint); a path
    to another space, or one paying other fees, did not."""
    from gwt_desktop.ui.game.path_choices import _fees, same_choice

    a, b = FakeMove("move", "N_B", ("x",)), FakeMove("move", "N_B", ("y",))
    assert same_choice(FakeGame({("x",): [], ("y",): []}), a, b)
    assert not same_choice(FakeGame({("x",): [], ("y",): [(2, 2, BANK)]}), a, b)
    assert not same_choice(FakeGame({("x",): [], ("v",): []}), a, FakeMove("move", "N_C", ("v",)))

    def twins(g):
        paths = [m for m in g.legal_moves() if m.kind == "move"]
        return any(p != q and p.space == q.space and _fees(g, p) == _fees(g, q) for p in paths for q in paths)

    match = human_position(twins)
    app.open_match(match, autosave=False)
    app.step()
    scene = app.scene
    g = match.game
    paths = [m for m in g.legal_moves() if m.kind == "move"]
    hint, twin = next((p, q) for p in paths for q in paths
                      if p != q and p.space == q.space and _fees(g, p) == _fees(g, q))
    elsewhere = next(m for m in g.legal_moves() if not same_choice(g, hint, m))
    scene.flow.hints.move = hint
    stamp = scene.ctx.controller.stamp
    assert scene.flow.follows_hint(twin, stamp) and not scene.flow.follows_hint(elsewhere, stamp)
    assert scene.flow.play(twin) and match.hinted == {len(match.moves) - 1}
