"""Fee badges on the trail: the amounts are exactly what the engine charges along the legal paths,
they are drawn while a human chooses where to move (and only then), and a click through a badged
space costs what the badges said."""
from __future__ import annotations

import random

from gwt_desktop.engine import board
from gwt_desktop.session.match import make_match
from gwt_desktop.ui.board.trail_fees import fees_ahead
from gwt_desktop.ui.kit.paint import color
from tests.events import centre, click
from tests.ui.game_support import positions_by_kind


def charged(game) -> dict[str, int]:
    """What applying each legal move really charges, by space: the engine's own fee events."""
    out: dict[str, int] = {}
    for m in game.legal_moves():
        for ev in game.clone().apply(m):
            if ev.kind == "fee" and ev.player == game.to_move:
                out[board.SPACES[ev.space]] = ev.owed  # the fee owed, whatever the purse could pay
    return out


def test_badges_are_exactly_what_the_engine_charges_along_the_legal_paths():
    checked = 0
    for kind in ("turn", "cattle_move"):
        for g in positions_by_kind(8)[kind]:
            fees = fees_ahead(g, g.legal_moves())
            if not g.pays_fees:
                assert fees == {}  # the objective card's move ignores hands
                continue
            assert {name: fee for name, (fee, _) in fees.items()} == charged(g)
            view = g.view(g.to_move)
            for name, (_, owner) in fees.items():
                assert owner == view["trail"][name].get("owner", -1)  # an opponent, or the bank
                assert owner != g.to_move
            checked += bool(fees)
    assert checked >= 3  # positions with fees ahead were really looked at


def match_at_fee_turn(seed: int):
    """A 2-player match (seat 0 human) played at random until the human must move with a fee ahead
    and a badged destination reachable by one path only."""
    rng = random.Random(seed)
    match = make_match(2, seed=seed, humans=1, level="random")
    g = match.game
    while not g.is_over:
        legal = g.legal_moves()
        if g.to_move == 0 and g.decision.kind == "turn":
            fees = fees_ahead(g, legal)
            paths = [m for m in legal if m.kind == "move" and m.space in fees and m.space != "KC"]
            ends = [m.space for m in paths]
            single = [m for m in paths if ends.count(m.space) == 1]
            if single:
                return match, single[0]
        match.apply(rng.choice(legal))
    raise AssertionError("no fee ahead in the whole game")


def test_the_human_choosing_a_move_sees_the_badges_and_pays_what_they_say(app):
    match, move = match_at_fee_turn(5)
    app.open_match(match, autosave=False, pace=0.0)
    app.step()
    scene = app.scene
    fees = fees_ahead(match.game, match.game.legal_moves())
    assert {name for name, _ in scene.board_part.fee_badges} == set(fees)
    ink = color("ink")
    for name, r in scene.board_part.fee_badges:
        space = scene.ctx.layout.rect("trail", name)
        assert r.clipline((space[0], space[1] + space[3] - 1), (space[0] + space[2], space[1] + space[3] - 1))
        # Drawn: the pill's dark inside shows on the canvas just right of the amount.
        assert app.canvas.get_at((r.right - 6, r.centery))[:3] == ink
    money = match.game.view(0)["players"][0]["money"]
    owed = sum(fees[name][0] for name in move.path if name in fees)
    click(app, centre(scene.ctx.layout.rect("trail", move.space)), dt=0.3)
    assert match.moves[-1] == str(move)
    assert match.game.view(0)["players"][0]["money"] == money - min(money, owed)
    assert scene.board_part.fee_badges == []  # phase B: no move to choose, no badges


def test_no_badges_while_a_computer_moves(app):
    match = make_match(2, seed=5, humans=0, level="random")
    rng = random.Random(1)
    g = match.game
    while not (g.decision.kind == "turn" and fees_ahead(g, g.legal_moves())):
        match.apply(rng.choice(g.legal_moves()))
    app.open_match(match, autosave=False, pace=100.0)  # the computer waits: the fee position stays on screen
    app.step()
    assert app.scene.ctx.trail_fees() == {} and app.scene.board_part.fee_badges == []
