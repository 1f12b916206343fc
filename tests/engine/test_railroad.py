"""The railroad (docs/RULES.md §4.1, §4.2): forward "up to N" with turnouts, exact backward moves, jumping
occupied spaces, space 0, station upgrades on turnouts and the space-39 bounce."""
from __future__ import annotations

from gwt_desktop.engine import board

from .fixtures import fresh, legal, play, set_engine, with_frame

WHITE_DISCS = {"disc aux_money", "disc aux_cards", "disc aux_cert", "disc aux_engine", "disc aux_thin", "disc cert4"}
DARK_DISCS = {"disc cert6", "disc step1", "disc step2", "disc hand"}


def engine_at(g, p: int) -> str:
    return board.position_text(g.s.players[p].engine)


def fwd(g, start: str, steps: int, money: int = 0, others: dict | None = None):
    """Player 0's engine on `start` (others' engines as given) about to move forward up to `steps`."""
    set_engine(g, 0, start)
    for p, pos in (others or {}).items():
        set_engine(g, p, pos)
    g.s.players[0].money = money
    return with_frame(g, ("engine_fwd", steps), player=0)


def back(g, start: str, steps: int, others: dict | None = None, reward=("money", 0)):
    set_engine(g, 0, start)
    for p, pos in (others or {}).items():
        set_engine(g, p, pos)
    g.s.players[0].money = 0
    return with_frame(g, ("engine_back", steps, *reward), player=0)


# ---------------------------------------------------------------------------------------------
# §4.1 movement
# ---------------------------------------------------------------------------------------------
def test_forward_one_step_from_4_reaches_the_turnout_or_5():
    """§4.1: a turnout is an extra space between its neighbours: from 4, one step reaches 4.5 or 5."""
    g = fwd(fresh(2), "4", 1)
    assert legal(g) == {"engine 4.5", "engine 5", "skip"}


def test_forward_is_up_to_n_every_stopping_place_offered():
    """§4.1: forward moves are "up to N": from 3 with 3 steps, every place 1-3 steps ahead is offered."""
    g = fwd(fresh(2), "3", 3)
    assert legal(g) == {"engine 4", "engine 4.5", "engine 5", "engine 6", "skip"}
    play(g, "engine 5")
    assert engine_at(g, 0) == "5"
    assert g.s.track[board.parse_position("5")] == 0
    assert g.s.track[board.parse_position("3")] == -1


def test_forward_jumps_an_occupied_space_without_counting_it():
    """§4.1: engine on 3, a one-step move from 2 lands on 4."""
    g = fwd(fresh(2), "2", 1, others={1: "3"})
    assert legal(g) == {"engine 4", "skip"}


def test_forward_jumping_two_engines_then_a_turnout_choice():
    """§4.1: 3 and 4 occupied -> one step from 2 lands on the first free places after them: 4.5 or 5."""
    g = fwd(fresh(3), "2", 1, others={1: "3", 2: "4"})
    assert legal(g) == {"engine 4.5", "engine 5", "skip"}


def test_one_engine_per_space_an_occupied_space_is_never_a_stop():
    """§4.1: max one engine per space except space 0: occupied 5 is not offered, 6 takes its place."""
    g = fwd(fresh(2), "4", 2, others={1: "5"})
    assert legal(g) == {"engine 4.5", "engine 6", "engine 7", "skip"}


def test_backward_is_exactly_n_with_turnouts_counting():
    """§4.1: backward moves are exact; from 30 two steps back reach 28 (via 29) or 29 (via 29.5)."""
    g = back(fresh(2), "30", 2)
    assert legal(g) == {"engine 29", "engine 28"}


def test_backward_jumps_occupied_spaces():
    """§4.1: an occupied space is skipped going back too: engine on 3, one step back from 4 lands on 2."""
    g = back(fresh(2), "4", 1, others={1: "3"})
    assert legal(g) == {"engine 2"}


def test_space_0_holds_any_number_of_engines():
    """§4.1: space 0 is never occupied: another engine there does not stop a move back onto it."""
    g = back(fresh(2), "1", 1, others={1: "0"})
    assert legal(g) == {"engine 0"}
    play(g, "engine 0")
    assert g.s.players[0].engine == 0 and g.s.players[1].engine == 0


def test_backward_reward_with_the_certificate_auxiliary_action():
    """§10.5: aux certificate: pay $1, engine exactly 1 back, certificate +1."""
    g = fresh(2)
    pl = g.s.players[0]
    pl.discs[2] = 1  # one aux_cert disc cleared
    set_engine(g, 0, "6")
    pl.money = 3
    with_frame(g, ("aux", False, True), player=0)
    assert "aux aux_cert 1" in legal(g)
    play(g, "aux aux_cert 1")
    assert legal(g) == {"engine 5"}
    play(g, "engine 5")
    assert pl.money == 2 and pl.cert == 1 and engine_at(g, 0) == "5"


def test_no_backward_action_from_space_0():
    """§4.1/§10.5: a backward move is a requirement; on space 0 the certificate action is not offered."""
    g = fresh(2)
    pl = g.s.players[0]
    pl.discs[2] = 1
    pl.money = 3
    set_engine(g, 0, "0")
    with_frame(g, ("aux", False, True), player=0)
    assert "aux aux_cert 1" not in legal(g)
    assert "aux aux_money 1" in legal(g)


# ---------------------------------------------------------------------------------------------
# §4.2 station upgrades
# ---------------------------------------------------------------------------------------------
def test_stopping_on_a_turnout_offers_the_station_upgrade():
    """§4.2: stop on 4.5 -> upgrade station 1 for $2 with a white-corner disc."""
    g = fwd(fresh(2), "4", 1, money=5)
    play(g, "engine 4.5")
    assert g.decision.kind == "upgrade"
    assert legal(g) == {"upgrade 1", "skip"}
    play(g, "upgrade 1")
    assert g.s.players[0].money == 3
    assert legal(g) == WHITE_DISCS
    play(g, "disc aux_engine")
    pl = g.s.players[0]
    assert pl.stations[0] is True
    assert pl.discs[3] == 1


def test_upgrade_may_be_declined():
    g = fwd(fresh(2), "4", 1, money=5)
    play(g, "engine 4.5", "skip")
    assert g.s.players[0].stations == [False] * 10
    assert g.s.players[0].money == 5


def test_passing_a_turnout_offers_nothing():
    """§4.2: only stopping on the turnout counts; moving through 4 to 5 offers no upgrade."""
    g = fwd(fresh(2), "4", 1, money=5)
    play(g, "engine 5")
    assert g.decision.kind != "upgrade"
    assert g.s.players[0].money == 5


def test_no_upgrade_with_own_disc_already_there():
    """§4.2: not allowed when you already have a disc on that station."""
    g = fresh(2)
    g.s.players[0].stations[0] = True
    fwd(g, "4", 1, money=5)
    play(g, "engine 4.5")
    assert g.decision.kind != "upgrade"
    assert g.s.players[0].money == 5


def test_other_players_disc_on_the_station_is_irrelevant():
    """§4.2: others' discs do not block an upgrade."""
    g = fresh(2)
    g.s.players[1].stations[0] = True
    fwd(g, "4", 1, money=5)
    play(g, "engine 4.5")
    assert legal(g) == {"upgrade 1", "skip"}


def test_upgrade_not_offered_without_the_money():
    """§4.2: the cost must be paid in full: $3 cannot upgrade station 3 ($4)."""
    g = fwd(fresh(2), "10", 1, money=3)
    play(g, "engine 10.5")
    assert g.decision.kind != "upgrade"
    assert g.s.players[0].money == 3


def test_station_5_takes_any_disc():
    """§4.2: station 5 is an "any disc" station: dark-corner discs offered too."""
    g = fwd(fresh(2), "16", 1, money=12)
    play(g, "engine 16.5", "upgrade 5")
    assert g.s.players[0].money == 6
    assert legal(g) == WHITE_DISCS | DARK_DISCS


def test_upgrade_after_a_backward_move_onto_a_turnout():
    """§4.2: a backward move that stops on a turnout offers the upgrade as well."""
    g = back(fresh(2), "8", 1)
    g.s.players[0].money = 2
    play(g, "engine 7.5")
    assert legal(g) == {"upgrade 2", "skip"}


# ---------------------------------------------------------------------------------------------
# §4.2 space 39
# ---------------------------------------------------------------------------------------------
def test_space_39_ends_the_move_offers_station_10_then_bounces_back_with_3_dollars():
    """§4.2: reaching 39 ends the move (even with steps left); upgrade station 10 ($3); then back to any
    free space of your choice; $3 comes before the upgrade there and can pay for it."""
    g = fwd(fresh(2), "38", 3, money=5, others={1: "36"})
    assert legal(g) == {"engine 39", "skip"}
    play(g, "engine 39")
    assert legal(g) == {"upgrade 10", "skip"}
    play(g, "upgrade 10")
    assert g.s.players[0].money == 2
    play(g, "disc step1")  # dark disc allowed at station 10: +$3
    assert g.s.players[0].money == 5
    assert g.decision.kind == "bounce"
    targets = legal(g)
    assert "engine 38" in targets and "engine 33.5" in targets and "engine 0" in targets
    assert "engine 36" not in targets  # occupied
    assert "engine 39" not in targets
    assert len(targets) == 39 + 9 - 1  # every position below 39 (spaces 0-38, 9 turnouts) except 36
    g.s.players[0].money = 2
    g._legal = g._decision = None
    play(g, "engine 33.5")  # +$3 first: $5 pays station 9's $5 upgrade
    assert g.s.players[0].money == 5
    assert legal(g) == {"upgrade 9", "skip"}
    play(g, "upgrade 9")
    assert g.s.players[0].money == 0
    assert engine_at(g, 0) == "33.5"
    assert g.s.track[board.parse_position("39")] == -1


def test_space_39_bounce_is_compulsory_without_upgrade():
    """§4.2: even when station 10 is declined the engine must move back; +$3."""
    g = fwd(fresh(2), "37", 2, money=0)
    play(g, "engine 39")
    assert g.decision.kind == "bounce"  # station 10 cannot be afforded ($0): no upgrade question
    assert "skip" not in legal(g)
    play(g, "engine 12")
    assert engine_at(g, 0) == "12" and g.s.players[0].money == 3


def test_from_a_turnout_forward_continues_to_the_next_numbered_space():
    """§4.1: from 4.5 one step reaches 5; with 5 occupied it is jumped to 6."""
    g = fwd(fresh(2), "4.5", 1)
    assert legal(g) == {"engine 5", "skip"}
    g = fwd(fresh(2), "4.5", 1, others={1: "5"})
    assert legal(g) == {"engine 6", "skip"}


def test_backward_from_the_space_after_a_turnout_may_stop_on_it():
    """§4.1: from 5 one step back reaches 4.5 or 4."""
    g = back(fresh(2), "5", 1)
    assert legal(g) == {"engine 4.5", "engine 4"}


def test_upgrade_hand_disc_needs_5_dollars_after_the_station_cost():
    """§4.2/§10.2: station 5 costs $6; with $10 the $5 hand-limit disc cannot be taken as well."""
    g = fwd(fresh(2), "16", 1, money=10)
    play(g, "engine 16.5", "upgrade 5")
    assert g.s.players[0].money == 4
    assert legal(g) == (WHITE_DISCS | DARK_DISCS) - {"disc hand"}
    g = fwd(fresh(2), "16", 1, money=11)
    play(g, "engine 16.5", "upgrade 5")
    assert "disc hand" in legal(g)
    play(g, "disc hand")
    assert g.s.players[0].money == 0
    assert g.s.players[0].hand_limit() == 5


def test_upgrade_without_discs_takes_one_back_from_another_station():
    """§10.3: no disc left on the board: the upgrade may still be made with a disc from another station."""
    g = fresh(2)
    pl = g.s.players[0]
    pl.discs = [0] * len(pl.discs)
    pl.stations[2] = True
    fwd(g, "7", 1, money=2)
    play(g, "engine 7.5")
    assert legal(g) == {"upgrade 2", "skip"}
    pl.stations[3] = True
    g._legal = g._decision = None
    play(g, "upgrade 2")
    assert legal(g) == {"reclaim 3", "reclaim 4"}
    play(g, "reclaim 3")
    assert pl.stations[:4] == [False, True, False, True]
    assert pl.money == 0


def test_no_upgrade_without_any_disc_to_place():
    """§10.3: no disc on the board and none on a station -> no upgrade."""
    g = fresh(2)
    pl = g.s.players[0]
    pl.discs = [0] * len(pl.discs)
    fwd(g, "7", 1, money=2)
    play(g, "engine 7.5")
    assert g.decision.kind != "upgrade"
    assert pl.money == 2
