"""The score pad (seed 003, docs/RULES.md §12.3): each of the 11 categories from an exact position."""
from __future__ import annotations

import pytest

from gwt_desktop.engine import TablePoints, board, owned_buildings, table_points
from gwt_desktop.engine.components import (
    CARD_INDEX,
    DISC_INDEX,
    OBJECTIVES,
    SM_CERT,
    SM_HAZARD,
    SM_OBJECTIVE,
    SM_TEEPEE,
    SM_WORKERS,
    TILE_INDEX,
)

from .fixtures import fresh, put_building


def objective(action, tasks) -> int:
    return next(k for k, o in OBJECTIVES.items() if o.action == action and o.tasks == tuple(tasks))


def blank(players=2):
    """A game whose player 0 owns nothing that scores, so each test adds exactly what it checks."""
    g = fresh(players)
    for pl in g.s.players:
        pl.objectives = []
        pl.money = 0
    return g


def cat(g, key, p=0):
    sheet = g.score_sheet()[p]
    return next(c for c in sheet["categories"] if c["key"] == key)


def test_money_one_point_per_full_five_dollars():
    g = blank()
    g.s.players[0].money = 14
    assert cat(g, "money")["points"] == 2
    g.s.players[0].money = 15
    assert cat(g, "money")["points"] == 3


def test_buildings_score_their_printed_points_only_for_the_owner():
    g = blank()
    put_building(g, "P_A1", 0, 4)  # 4a: 3 VP
    put_building(g, "P_G1", 0, 10)  # 10a: 13 VP
    put_building(g, "P_G2", 1, 9)  # opponent's 9a
    assert cat(g, "buildings")["points"] == 16
    assert len(cat(g, "buildings")["items"]) == 2
    assert cat(g, "buildings", p=1)["points"] == 9


def test_cities_crests_per_disc_and_arrows_once():
    g = blank()
    pl = g.s.players[0]
    pl.cities[board.CITY_KC] = 2  # -6 each
    pl.cities[board.CITY_SACRAMENTO] = 1  # +6
    pl.cities[board.CITY_SF] = 2  # +9 each; Sacramento-SF arrow is worth nothing
    pl.cities[5] = 1  # Albuquerque
    pl.cities[6] = 1  # El Paso: arrow +6
    pl.cities[1] = 1  # Topeka
    pl.cities[2] = 1  # Wichita: arrow -3 (§14 #1); KC-Topeka arrow nothing
    assert cat(g, "cities")["points"] == -12 + 6 + 18 + 6 - 3


def test_wichita_colorado_springs_arrow_is_minus_one():
    g = blank()
    g.s.players[0].cities[2] = g.s.players[0].cities[3] = 1
    assert cat(g, "cities")["points"] == -1


def test_stations_score_their_points():
    g = blank()
    g.s.players[0].stations[0] = True  # 1 VP
    g.s.players[0].stations[9] = True  # 9 VP
    assert cat(g, "stations")["points"] == 10


def test_hazards_score_their_printed_points():
    g = blank()
    g.s.players[0].hazards = [TILE_INDEX["flood_4g"], TILE_INDEX["rockfall_2b"]]
    assert cat(g, "hazards")["points"] == 6


def test_cattle_points_come_from_the_whole_deck():
    g = blank()
    pl = g.s.players[0]
    pl.hand.append(CARD_INDEX["holstein"])  # 1
    pl.draw.append(CARD_INDEX["ayrshire"])  # 3
    pl.discard.append(CARD_INDEX["texas_longhorn_7"])  # 7
    assert cat(g, "cattle")["points"] == 11


def test_objective_allocation_is_optimal_not_greedy():
    # Two hazards can serve only one of the two cards that each need two hazards. Meeting the
    # general card (+3) and failing the starting one (no penalty) beats the other way round (+3 -2).
    g = blank()
    pl = g.s.players[0]
    start = objective(None, ("BL", "H", "H"))
    general = objective("money2", ("4", "H", "H"))
    pl.objectives = [start, general]
    pl.hazards = [TILE_INDEX["flood_2g"], TILE_INDEX["drought_2b"]]
    pl.teepees = [TILE_INDEX["blue_teepee"]]
    pl.discard.append(CARD_INDEX["west_highland_3"])
    c = cat(g, "objectives")
    assert c["points"] == 3
    assert [i["points"] for i in c["items"]] == [0, 3]


def test_unplayed_objectives_are_added_when_met_and_dropped_when_not():
    g = blank()
    pl = g.s.players[0]
    sf = objective("aux", ("SF",))
    hard = objective("move3", ("3", "4", "5"))
    pl.hand += [sf]
    pl.discard += [hard]
    pl.cities[board.CITY_SF] = 1
    c = cat(g, "objectives")
    assert c["points"] == 5  # SF card met (+5); the unmet one left out instead of -2
    assert sorted(i["points"] for i in c["items"]) == [0, 5]


def test_played_unmet_objective_loses_its_penalty():
    g = blank()
    g.s.players[0].objectives = [objective("engine2", ("3", "4", "5"))]
    assert cat(g, "objectives")["points"] == -3


def test_objective_station_master_counts_cards_added_at_the_end():
    # With the objective station master a failed card in the deck is worth adding: it completes a
    # pair (+3) for a penalty of -2.
    g = blank()
    pl = g.s.players[0]
    pl.masters = [SM_OBJECTIVE]
    pl.objectives = [objective(None, ("S", "S", "G"))]
    pl.discard.append(objective("money2", ("S", "S", "H")))
    assert cat(g, "objectives")["points"] == -2
    assert cat(g, "station_masters")["points"] == 3


def test_station_master_tasks():
    g = blank()
    pl = g.s.players[0]
    pl.masters = [SM_WORKERS, SM_CERT, SM_HAZARD, SM_TEEPEE]
    pl.workers = [3, 2, 4]  # 9 workers, printed ones included
    pl.cert, pl.perm_certs = 4, 1  # 5 certificates -> 2 pairs
    pl.hazards = [TILE_INDEX["flood_2g"]] * 3  # 1 pair
    pl.teepees = [TILE_INDEX["green_teepee"]] * 2 + [TILE_INDEX["blue_teepee"]]  # 1 green+blue pair
    items = [i["points"] for i in cat(g, "station_masters")["items"]]
    assert items == [9, 6, 3, 3]


def test_workers_on_fifth_and_sixth_spaces_score_four_each():
    g = blank()
    g.s.players[0].workers = [6, 4, 5]
    assert cat(g, "workers")["points"] == 12


def test_disc_space_three_points_for_the_second_step_disc_only():
    g = blank()
    pl = g.s.players[0]
    pl.discs[DISC_INDEX["step1"]] = 0
    assert cat(g, "disc_space")["points"] == 0
    pl.discs[DISC_INDEX["step2"]] = 0
    assert cat(g, "disc_space")["points"] == 3


def test_job_market_token_two_points():
    g = blank()
    g.s.players[1].token = True
    assert cat(g, "token", p=1)["points"] == 2
    assert cat(g, "token", p=0)["points"] == 0


def test_ties_are_shared_victories():
    g = blank()
    for pl in g.s.players:
        pl.draw = []
        pl.hand = []
        pl.discard = []
    g.s.players[0].money = g.s.players[1].money = 10
    sheet = g.score_sheet()
    assert [s["total"] for s in sheet] == [2, 2]
    assert all(s["winner"] for s in sheet)
    g.s.players[1].money = 15
    assert [s["winner"] for s in g.score_sheet()] == [False, True]


# The nine green arrows between neighbouring crests, as printed (§3.4, §14 #1).
PRINTED_ARROW_POINTS = [0, -3, -1, 0, 0, 6, 8, 4, 0]


@pytest.mark.parametrize("arrow", range(9))
def test_each_city_arrow_scores_once_when_both_crests_hold_a_disc(arrow):
    g = blank()
    pl = g.s.players[0]
    pl.cities[arrow] = 1
    assert cat(g, "cities")["points"] == CRESTS.get(arrow, 0)
    pl.cities[arrow + 1] = 1
    crests = CRESTS.get(arrow, 0) + CRESTS.get(arrow + 1, 0)
    assert cat(g, "cities")["points"] == crests + PRINTED_ARROW_POINTS[arrow]


CRESTS = {0: -6, 8: 6, 9: 9}  # Kansas City, Sacramento, San Francisco per disc (§3.4)


def test_the_sheet_names_categories_by_key_and_every_key_has_a_name_in_words():
    """The engine gives keys only (no English on the pad); text/after_game.py names each key, in German too."""
    from gwt_desktop.engine.scoring import CATEGORIES
    from gwt_desktop.text import after_game, i18n

    sheet = fresh(2).score_sheet()[0]
    assert [c["key"] for c in sheet["categories"]] == list(CATEGORIES)
    assert all(set(c) == {"key", "points", "items"} for c in sheet["categories"])
    assert after_game.category_name("objectives") == "Objective cards"
    try:
        i18n.set_language("de")
        german = [after_game.category_name(k) for k in CATEGORIES]
    finally:
        i18n.set_language("en")
    assert len(set(german)) == len(CATEGORIES) and "Objective cards" not in german


def test_a_transport_cost_already_due_counts_as_paid_in_the_pad_if_the_game_ended_now():
    """§3.1 step 5: once the city is chosen the transport cost follows the disc, whatever disc: the pad
    "if the game ended now" at the disc step counts the money less that cost, so the running score
    reads then what the pad reads once it is paid (it read 62 where the pad, the transport paid, said 61)."""
    from .fixtures import play, with_frame

    g = fresh(2)
    pl = g.s.players[0]
    pl.money = 12
    with_frame(g, ("city", "kc", 10), player=0)
    assert g.score_sheet()[0]["categories"][0]["points"] == 2  # $12: 2 points, no city chosen yet
    play(g, "city 5")  # Albuquerque: transport $5 from an engine at the start (crosses after 3, 4, 5, 7, 9)
    assert g.decision.kind == "disc" and pl.money == 12
    due = g.score_sheet()[0]
    assert due["categories"][0]["points"] == 1 and due["money"] == 7
    play(g, "disc aux_cert")  # a disc that brings no money: the transport is paid
    paid = g.score_sheet()[0]
    assert pl.money == 7 and paid["categories"][0]["points"] == 1 and paid["money"] == 7
    other = g.score_sheet()[1]
    assert other["money"] == g.s.players[1].money  # nothing is due from a player who is not delivering


def test_a_city_chosen_counts_its_disc_in_the_pad_if_the_game_ended_now():
    """§12.3: once the city is chosen its disc goes there whatever disc it is: the running score at
    the disc step counts the arrow it completes (Issue 71: it was left out until the disc was placed),
    its crest and Kansas City's $6, so it reads what the pad reads once the disc is down."""
    from .fixtures import play, with_frame

    g = fresh(2)
    pl = g.s.players[0]
    pl.money = 20
    pl.cities[6] = 1  # El Paso: Albuquerque completes the arrow worth 6 (§14 #1)
    with_frame(g, ("city", "kc", 10), player=0)
    before = {c["key"]: c["points"] for c in g.score_sheet(due=True)[0]["categories"]}
    play(g, "city 5")
    assert g.decision.kind == "disc"
    due = {c["key"]: c["points"] for c in g.score_sheet(due=True)[0]["categories"]}
    assert due["cities"] == before["cities"] + 6
    play(g, "disc aux_cert")
    placed = {c["key"]: c["points"] for c in g.score_sheet(due=True)[0]["categories"]}
    assert placed == due
    assert {c["key"]: c["points"] for c in g.score_sheet(due=True)[1]["categories"]}["cities"] == 0

    g = fresh(2)
    pl = g.s.players[0]
    pl.money = 4
    with_frame(g, ("city", "kc", 0), player=0)
    play(g, "city 0")  # Kansas City: -6 points and $6 at once (§3.4)
    due = g.score_sheet(due=True)[0]
    play(g, "disc aux_cert")
    assert pl.money == 10 and g.score_sheet(due=True)[0]["total"] == due["total"] and due["money"] == 10


def test_the_table_points_are_the_pads_categories_read_off_the_table():
    """engine.table_points (the bots' one reading of the pad) and owned_buildings, on one exact
    position: every category the pad counts off the table, and the buildings by their spaces."""
    g = blank()
    put_building(g, "P_A1", 0, 4)  # 4a: 3 VP
    put_building(g, "P_G1", 0, 10)  # 10a: 13 VP
    put_building(g, "P_G2", 1, 9)  # the opponent's 9a: not player 0's
    pl = g.s.players[0]
    pl.cities[board.CITY_KC] = 2  # -12
    pl.cities[5] = pl.cities[6] = 1  # Albuquerque - El Paso: arrow +6
    pl.stations[0] = pl.stations[9] = True  # 1 + 9
    pl.hazards = [TILE_INDEX["flood_4g"], TILE_INDEX["rockfall_2b"]]  # 4 + 2
    pl.workers = [6, 4, 5]  # 8 + 4
    pl.discs[DISC_INDEX["step2"]] = 0  # 3
    pl.token = True  # 2
    t = table_points(g.state, 0)
    assert t == TablePoints(buildings=16, cities=-6, stations=10, hazards=6, workers=12, disc_space=3, token=2,
                            n_buildings=2, n_stations=2)
    assert [(board.SPACES[sp], b.name) for sp, b in owned_buildings(g.state, 0)] == [("P_A1", "4a"), ("P_G1", "10a")]
    assert [b.name for _, b in owned_buildings(g.state, 1)] == ["9a"]
    for key in ("buildings", "cities", "stations", "hazards", "workers", "disc_space", "token"):
        assert cat(g, key)["points"] == getattr(t, key), key


def test_the_table_points_agree_with_the_pad_over_random_games():
    import random

    from gwt_desktop.engine import new_game
    checked = 0
    for seed in range(4):
        g = new_game(2 + seed % 3, seed=seed, building_sides="random" if seed % 2 else "a")
        rng = random.Random(seed)
        while not g.is_over:
            for sheet in g.score_sheet():
                t = table_points(g.state, sheet["player"])
                pad = {c["key"]: c["points"] for c in sheet["categories"]}
                assert all(pad[k] == getattr(t, k) for k in ("buildings", "cities", "stations", "hazards",
                                                             "workers", "disc_space", "token")), (seed, t, pad)
                checked += t.buildings != 0
            for _ in range(9):
                if not g.is_over:
                    g.apply(rng.choice(g.legal_moves()))
    assert checked > 20
