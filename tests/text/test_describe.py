"""The sentences of text/ (prompts, labels, the log): a prompt for every decision kind, a label for every move kind the
engine offers in random games, a log sentence (or a deliberate silence) for every event kind."""
from __future__ import annotations

import random
import re

import pytest

from gwt_desktop import text as sentences
from gwt_desktop.engine import (
    BANK,
    EVENT_KINDS,
    LOCAL_ACTIONS,
    Action,
    Aux,
    Bought,
    Built,
    Cattleman,
    Cert,
    CityDisc,
    Delivery,
    Discard,
    DiscCleared,
    DiscReclaimed,
    Draw,
    EndTriggered,
    Engine,
    Fee,
    Forced,
    Foresight,
    GameOver,
    HazardTaken,
    Hired,
    Income,
    JobMarket,
    KansasCity,
    MarketAdd,
    MarketRefill,
    Master,
    Money,
    Move,
    ObjectiveGained,
    ObjectivePlayed,
    Removed,
    Reveal,
    Shuffle,
    StationDisc,
    TeepeeTaken,
    TileBoxed,
    TilePlaced,
    Transport,
    Turn,
    Upgrade,
    board,
    decision_kinds,
)
from gwt_desktop.engine.components import CARD_INDEX, TILE_INDEX
from gwt_desktop.session.seats import Seat
from gwt_desktop.session.table import Pick, deal, play
from tests.engine.fixtures import at_location, fresh, put_building, put_tile, set_engine, set_hand, with_frame
from tests.engine.test_random_games import enrich

SEATS = [Seat("Anna", 0), Seat("Ben", 1), Seat("Cleo", 2), Seat("Dan", 3)]


def raw(text: str) -> bool:
    """Engine words leaking into a sentence: an identifier ("aux_money"), a printed tuple, None."""
    return "_" in text or "('" in text or "None" in text


def engine_event_kinds() -> set[str]:
    """Every event kind apply() can produce: one typed record class each."""
    return set(EVENT_KINDS)


def random_games(before, after) -> None:
    """Plain random games, then the engine tests' rich random games (which reach every decision kind),
    at 2, 3 and 4 players, on the table's deal: before(game) ahead of each move, after(game, events)
    once it is played."""
    for rich in (False, True):
        for players in (2, 3, 4):
            for seed in range(30 if rich else 6):
                g = deal(players, seed, neutral_buildings="random" if seed % 3 == 0 else "fixed",
                         names=[s.name for s in SEATS[:players]]).game
                rng = random.Random(seed * 7919 + players)
                if rich:
                    enrich(g, rng)

                def choose(game, seat, r):
                    before(game)
                    return r.choice(game.legal_moves())

                play(g, [Pick("random", choose)] * players, [rng] * players,
                     on_move=lambda game, played: after(game, played.events))


@pytest.fixture(scope="module")
def observed():
    prompts, labels, events, lines = {}, {}, set(), []

    def before(g) -> None:
        seats = SEATS[:g.state.n]
        said = prompts.setdefault(g.decision.kind, [])
        if len(said) < 40:  # enough of each kind; sentences cost more than the random play
            said.append(sentences.prompt(g, seats))
        for m in g.legal_moves():
            pairs = labels.setdefault((g.decision.kind, m.kind), [])
            if len(pairs) < 200:
                pairs.append((str(m), sentences.move_label(m, g, seats)))

    def after(g, evs) -> None:
        events.update(e.kind for e in evs)
        lines.extend(sentences.log(evs, SEATS[:g.state.n], g))

    random_games(before, after)
    return prompts, labels, events, lines


def test_every_decision_kind_has_its_own_prompt_sentence(observed):
    prompts, _, _, _ = observed
    kinds = set(decision_kinds()) - {"game_over"}
    assert sentences.PROMPT_KINDS == kinds
    assert set(prompts) == kinds, "random games no longer reach every decision kind"
    for texts in prompts.values():
        for text in texts[:50]:
            who, _, what = text.partition(": ")
            assert re.fullmatch(r"(Anna \(Blue\)|Ben \(Orange\)|Cleo \(Green\)|Dan \(Purple\))", who), text
            assert what, text
            assert not raw(text), text


def test_every_move_kind_has_a_worded_label(observed):
    _, labels, _, _ = observed
    kinds = {k for _, k in labels}
    assert {"move", "place", "action", "aux", "done", "skip", "build", "buy", "buydraw", "hire", "city", "disc",
            "discard", "draw", "stop", "engine", "upgrade", "station", "appoint", "hazard", "teepee",
            "foresight", "certs", "objcard", "objstack", "copy", "remove", "pair", "objective"} <= kinds
    for (frame, kind), pairs in labels.items():
        for text, label in pairs:
            assert label and label != text, (frame, text)
            assert not raw(label), (frame, text, label)


def test_every_event_kind_has_a_sentence_or_is_hidden_on_purpose(observed):
    _, _, seen, lines = observed
    kinds = engine_event_kinds()
    assert seen <= kinds  # the grep finds every kind the games produce
    assert sentences.HIDDEN_EVENTS <= kinds
    for kind in kinds - sentences.HIDDEN_EVENTS:
        assert kind in EXAMPLE_EVENTS, f"no example sentence checked for event kind {kind!r}"
    for kind, ev in EXAMPLE_EVENTS.items():
        text = sentences.event(ev, SEATS)
        assert text and not raw(text), (ev, text)
    for kind in sentences.HIDDEN_EVENTS:
        assert sentences.event(HIDDEN_EXAMPLES[kind], SEATS) is None
    assert all(line and not raw(line) for line in lines)


# One example per shown event kind (every kind is checked to have one, or to be hidden).
EXAMPLE_EVENTS = {
    "turn": Turn(1),
    "cattleman": Cattleman(0, board.SPACE_INDEX["N_B"]),
    "fee": Fee(0, board.SPACE_INDEX["HZ_FL1"], 2, 2, BANK),
    "hire": Hired(0, TILE_INDEX["cowboy"], 0, 6),
    "build": Built(0, "4a", board.SPACE_INDEX["P_A1"], 4),
    "buy": Bought(0, CARD_INDEX["holstein"], 6),
    "market_add": MarketAdd(1, 9),
    "market_refill": MarketRefill(7),
    "upgrade": Upgrade(0, 2, 3),
    "hazard": HazardTaken(0, TILE_INDEX["flood_4g"], board.SPACE_INDEX["HZ_FL1"], 7),
    "teepee": TeepeeTaken(0, TILE_INDEX["green_teepee"], board.SPACE_INDEX["TP+4"], 4),
    "transport": Transport(1, 2),
    "income": Income(1, 9, 2),
    "deliver": Delivery(1, 4, 9, 2, False, 1, False),
    "foresight": Foresight(0, TILE_INDEX["engineer"], 1),
    "job_market": JobMarket(TILE_INDEX["craftsman"], 3),
    "tile_placed": TilePlaced(TILE_INDEX["drought_2b"], board.SPACE_INDEX["HZ_DR1"]),
    "tile_boxed": TileBoxed(TILE_INDEX["blue_teepee"]),
    "end_triggered": EndTriggered(0),
    "game_over": GameOver(),
    "draw": Draw(0, 3),
    "shuffle": Shuffle(0, 12),
    "discard": Discard(0, CARD_INDEX["jersey"], 0),
    "removed": Removed(0, CARD_INDEX["dutch_belt"]),
    "cert": Cert(0, 2),
    "engine": Engine(0, board.parse_position("4.5")),
    "disc_cleared": DiscCleared(0, "aux_cert", 0),
    "disc_reclaimed": DiscReclaimed(0, 2),
    "master": Master(0, "sm_cert", "cowboy"),
    "objective_played": ObjectivePlayed(0, CARD_INDEX["objective05"]),
    "objective_gained": ObjectiveGained(0, CARD_INDEX["objective10"], "discard"),
    "action": Action(0, "woods2"),
    "aux": Aux(0, "aux_cards", 2, 0),
    "money": Money(BANK, 0, 3),
    "city": CityDisc(0, 0, 6),  # only Kansas City's crest has a sentence: its $6
}
HIDDEN_EXAMPLES = {
    "forced": Forced(0, Move.parse("certs 0")),
    "kansas_city": KansasCity(0),
    "station": StationDisc(0, 2),
    "reveal": Reveal(0, "draw"),
}


def test_sentences_fold_money_into_their_cause():
    cowboy = TILE_INDEX["cowboy"]
    assert sentences.log([Money(0, BANK, 6), Hired(0, cowboy, 0, 6)], SEATS) == ["Anna hires a cowboy for $6"]
    assert sentences.log([Delivery(1, 4, 9, 2, False, 1, False), Money(1, BANK, 2), Transport(1, 2)], SEATS) == [
        "Ben delivers to Santa Fe", "Ben pays $2 transport"]
    # The record says when the herd could go nowhere else: the sentence says so, with the points.
    assert sentences.log([Delivery(1, 0, 3, 0, False, -6, True), CityDisc(1, 0, 6), Money(BANK, 1, 6)], SEATS) == [
        "Ben delivers to Kansas City, the only city the herd could reach (-6 points)",
        "Ben gains $6 from the Kansas City crest"]
    assert sentences.log([Income(1, 9, 0), Money(BANK, 1, 9)], SEATS) == ["Ben earns $9 income in Kansas City"]
    # A fee goes to the building's owner, who gains it: one money event names both, one sentence.
    a1 = board.SPACE_INDEX["P_A1"]
    assert sentences.log([Money(0, 1, 2), Fee(0, a1, 2, 2, 1)], SEATS) == ["Anna pays a $2 fee at space 1 by A to Ben"]
    # Fees along one path: one sentence with the total and who got what.
    fl1, fl2 = (board.SPACE_INDEX[k] for k in ("HZ_FL1", "HZ_FL2"))
    assert sentences.log([Money(0, BANK, 2), Fee(0, fl1, 2, 2, BANK), Money(0, BANK, 2), Fee(0, fl2, 2, 2, BANK),
                         Money(0, 1, 1), Fee(0, a1, 1, 2, 1),
                         Cattleman(0, board.SPACE_INDEX["N_B"])], SEATS) == [
        "Anna pays $5 in fees: $4 to the bank, $1 to Ben ($1 short: all the money left)",
        "Anna moves to building B"]
    # Two cards bought with one price: one sentence.
    assert sentences.log([Money(0, BANK, 5), Bought(0, CARD_INDEX["holstein"], 5), Bought(0, CARD_INDEX["ayrshire"], 0)],
                        SEATS) == ["Anna buys a Holstein and an Ayrshire for $5"]
    # Each line knows whose it is (the log colours it); table events belong to nobody (-1).
    assert sentences.log_lines([Money(0, BANK, 6), Hired(0, cowboy, 0, 6), JobMarket(cowboy, 1)], SEATS) == [
        (0, "Anna hires a cowboy for $6"), (-1, "A cowboy joins the job market (row 2)")]
    assert sentences.event(Master(2, "sm_cert", "engineer"), SEATS) == (
        "Cleo gives up an engineer for a station master (permanent certificate, 3 VP per 2 certificates)")
    # Money with no cause in the same batch still gets its own line.
    assert sentences.event(Money(2, BANK, 3), SEATS) == "Cleo pays $3"
    assert sentences.log([Discard(0, CARD_INDEX["guernsey"], 2), Money(BANK, 0, 2)], SEATS) == [
        "Anna discards a Guernsey (+$2)"]
    # A pair for $4: one sentence, the count and the sum from the records.
    angus = CARD_INDEX["black_angus"]
    assert sentences.log([Discard(0, angus, 4), Discard(0, angus, 0), Money(BANK, 0, 4)], SEATS) == [
        "Anna discards 2 Black Angus (+$4)"]
    # A disc on a city other than Kansas City says nothing: "delivers to Santa Fe" said it.
    assert sentences.event(CityDisc(0, 4, 0), SEATS) is None
    assert sentences.log([CityDisc(0, 0, 6), Money(BANK, 0, 6)], SEATS) == ["Anna gains $6 from the Kansas City crest"]


def test_labels_say_prices_fees_and_places():
    g = fresh(2)
    with_frame(g, ("hire", 0, False), player=0)
    labels = {str(m): sentences.move_label(m, g, SEATS) for m in g.legal_moves()}
    row = next(m for m in g.legal_moves() if m.kind == "hire")
    cost = [6, 6, 7][int(row.args[0]) - 1]
    assert labels[str(row)] == f"Hire {'an' if row.args[1] == 'engineer' else 'a'} {row.args[1]} for ${cost}"

    g = fresh(2)
    put_building(g, "P_A1", 1, 1)  # building 1a shows a green hand: $2 fee in a 2-player game
    put_tile(g, "HZ_FL1", "flood_2g")
    from tests.engine.fixtures import at_turn_start

    at_turn_start(g, 0, "N_A")
    labels = {str(m): sentences.move_label(m, g, SEATS) for m in g.legal_moves()}
    assert labels["move P_A1"] == "Move to Ben's building 1a (fee $2 to Ben)"
    assert labels["move HZ_FL1"] == "Move to the flood hazard (fee $2 to the bank)"
    assert labels["move P_A1 N_B"] == "Move to building B via Ben's building 1a (fee $2 to Ben)"
    assert sentences.prompt(g, SEATS).startswith("Anna (Blue): choose where your cattleman goes (up to 3 steps")

    g = fresh(2)
    set_hand(g, 0, "jersey", "jersey", "guernsey")
    at_location(g, "N_A", player=0)
    labels = {str(m): sentences.move_label(m, g, SEATS) for m in g.legal_moves()}
    assert labels["action guernsey2"] == "Discard Guernsey: $2"
    assert labels["aux aux_money 1"] == "Take $1"
    assert labels["done"] == "Done: end actions"

    g = fresh(2)
    set_engine(g, 0, "0")
    with_frame(g, ("city", "kc", 8), player=0)
    labels = {str(m): sentences.move_label(m, g, SEATS) for m in g.legal_moves()}
    assert labels["city 4"] == "Deliver to Santa Fe (transport $4)"  # crosses after 3, 4, 5 and 7
    assert labels["city 0"] == "Deliver to Kansas City (no transport cost)"


def test_prompts_say_who_decides_what_with_the_context_of_the_frame():
    g = fresh(2)
    g.s.players[1].money = 20
    with_frame(g, ("hire", 2, False), player=1)
    assert sentences.prompt(g, SEATS) == "Ben (Orange): choose a worker to hire (each costs $2 more)"
    with_frame(g, ("disc", "city", 4, 0), player=0)
    assert sentences.prompt(g, SEATS) == "Anna (Blue): choose which disc to take off your player board for Santa Fe"
    set_engine(g, 0, "12")
    with_frame(g, ("engine_back", 2, "thin", 2), player=0)
    assert sentences.prompt(g, SEATS) == (
        "Anna (Blue): move your engine back exactly 2 spaces for removing 2 cards from the game")
    g = fresh(2)
    at_location(g, "N_A", player=1)
    assert sentences.prompt(g, SEATS) == (
        "Ben (Orange): at building A: take its actions one by one, or one auxiliary action, then Done")
    # A seat named after its colour is not named twice.
    assert sentences.prompt(g, [Seat("Blue", 0), Seat("Orange", 1)]).startswith("Orange: at building A")
    g.apply("done")  # phase B over: the next seat decides
    assert sentences.prompt(g, SEATS).startswith("Anna (Blue): ")


def test_a_step_with_one_option_says_which_and_why_it_is_the_only_one():
    """A lone foresight tile and a lone disc are asked (docs/RULES.md §3.1, §10.3): the prompt names
    the one option, and for a foresight tile beside a worker, why the worker cannot be taken."""
    from gwt_desktop.engine.components import DISC_INDEX

    g = fresh(2)
    g.s.end_trigger = 1  # the job market takes no more workers (§12.2)
    g.s.foresight[2] = [TILE_INDEX["cowboy"], TILE_INDEX["blue_teepee"]]
    with_frame(g, ("kc_foresight", 2), player=0)
    assert [str(m) for m in g.legal_moves()] == ["foresight 1"]
    assert sentences.prompt(g, SEATS) == ("Anna (Blue): Kansas City: only a blue teepee may be taken from "
                                          "foresight column 3 — the job market takes no more workers")
    assert sentences.prompt(g, SEATS, brief=True, bare=True) == (
        "Kansas City: only a blue teepee may be taken from column 3")
    g = fresh(2)
    g.s.foresight[0] = [-1, TILE_INDEX["green_teepee"]]
    with_frame(g, ("kc_foresight", 0), player=0)
    assert sentences.prompt(g, SEATS, bare=True) == "Kansas City: foresight column 1 holds only a green teepee — take it"
    g = fresh(2)
    pl = g.s.players[0]
    pl.discs = [0] * len(pl.discs)
    pl.discs[DISC_INDEX["hand"]] = 1
    pl.money = 5
    with_frame(g, ("disc", "city", 4, 0), player=0)
    assert sentences.prompt(g, SEATS, bare=True) == (
        "Only one disc can go to Santa Fe: take it from the hand-limit space")
    pl.discs = [0] * len(pl.discs)
    pl.stations[2] = True
    with_frame(g, ("disc", "station", 0, 0), player=0)
    assert sentences.prompt(g, SEATS, bare=True) == (
        "No disc of your player board can go to station 1: take back your disc from station 3")


def test_every_local_action_has_a_short_label_and_a_full_sentence():
    assert set(sentences.ACTION_LABELS) == set(LOCAL_ACTIONS) == set(sentences.ACTION_SENTENCES)
    for name in LOCAL_ACTIONS:
        assert sentences.action_sentence(name)[0].islower() and "_" not in sentences.action_sentence(name)
