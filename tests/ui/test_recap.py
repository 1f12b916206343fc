"""Since your last turn: the recap lists exactly the others' moves since the seat's last move, in public
facts with words, each line that has a place ringing it on the board; the hand-off shows it too."""
from __future__ import annotations

import random

import pytest

from gwt_desktop.engine import Bought, Built, Cattleman, Delivery, Hired, board, new_game
from gwt_desktop.engine.components import CARD_INDEX, TILE_INDEX
from gwt_desktop.session.match import make_match
from gwt_desktop.session.recap import Fact, Recap, Turn, facts_of
from gwt_desktop.text.recap import turn_lines
from gwt_desktop.ui.game.recap_panel import board_key
from gwt_desktop.ui.game.scene import GameScene
from gwt_desktop.ui.scenes.handoff import HandoffScene
from tests.events import centre, click


def _random_game(players: int, seed: int, moves: int):
    """A game played at random, with each move's (mover, events)."""
    g = new_game(players, seed=seed)
    rng = random.Random(seed)
    record = []
    for _ in range(moves):
        if g.is_over:
            break
        mover = g.to_move
        record.append((mover, g.apply(rng.choice(g.legal_moves()))))
    return g, record


def _moves_after(record, seat):
    last = max(i for i, (m, _) in enumerate(record) if m == seat)
    return record[last + 1:]


def _expected(record, seat):
    """Every event of every move made by others after `seat`'s last move."""
    return [(m, ev) for m, events in _moves_after(record, seat) for ev in events]


def test_the_recap_holds_exactly_the_others_moves_since_the_seats_last_move():
    for seed in range(6):
        players = 2 + seed % 3
        g = new_game(players, seed=seed)
        rng = random.Random(seed)
        recap = Recap(g)
        record = []
        for k in range(1000):
            if g.is_over or (k >= 250 + 37 * seed and record[-1][0] != g.to_move):
                break  # a seat's turn begins: what happened since its last move is what it is told
            mover = g.to_move
            events = g.apply(rng.choice(g.legal_moves()))
            recap.record(mover, events, g)
            record.append((mover, events))
        if g.is_over:
            continue  # a random game can end early; the others are enough
        seat = g.to_move
        turns = recap.since(seat)
        expected = _expected(record, seat)
        assert turns and all(t.player != seat for t in turns)
        after = _moves_after(record, seat)
        assert sum(len(t.moves) for t in turns) == len(after)  # one entry per move, none more, none less
        # Every move of the others since then, and nothing else: the facts in order, kind by kind.
        got = [f for t in turns for move in t.moves for f in move]
        want = [f for m, events in after for f in facts_of(m, events)]
        assert got == want
        # Their cattleman moves, builds, buys, hires and deliveries are all there.
        for kind, cls in (("build", Built), ("buy", Bought), ("hire", Hired), ("deliver", Delivery)):
            assert sum(1 for f in got if f.kind == kind) == sum(
                1 for m, ev in expected if isinstance(ev, cls) and ev.player == m)
        moved = {f.value for f in got if f.kind == "move"}
        assert moved <= {ev.space for m, ev in expected if isinstance(ev, Cattleman) and ev.player == m}


def test_lines_name_each_fact_and_the_turns_points():
    g, record = _random_game(3, 4, 400)
    recap = Recap()
    for mover, events in record:
        recap.record(mover, events, g)
    for turn in recap.turns[-6:]:
        lines = turn_lines(turn, g, None)
        assert lines and all(text.startswith(f"Player {turn.player + 1}") for text, _ in lines)
        if turn.done and turn.points:
            assert "point" in lines[-1][0]


def test_board_keys_for_each_kind_of_place():
    assert board_key(("trail", 0), 0).startswith("trail:")
    assert board_key(("city", 3), 0) == "city:3"
    assert board_key(("station", 0), 0) == "station:1"
    assert board_key(("seat", 1), 0) == "opponent:1"
    assert board_key(("seat", 0), 0) is None  # the viewer's own board is in sight


def _to_humans_turn(app, scene, limit=400):
    for _ in range(limit):
        if scene.ctx.human_to_act():
            return
        app.step(0.05)
    raise AssertionError("no human turn came")


def test_the_game_screen_shows_the_computers_turns_and_rings_a_place(app):
    match = make_match(3, seed=11, humans=1, level="random")
    app.open_match(match, autosave=False, pace=0.0)
    app.step()
    scene = app.scene
    assert isinstance(scene, GameScene)
    # The human's first turn (clicking the first glowing target), then the two computers' turns.
    while scene.ctx.human_to_act():
        click(app, centre(scene.clickable()[0][0]), dt=0.3)
    mine = len(match.moves)
    _to_humans_turn(app, scene)
    assert scene.turn_recap.panel.open
    texts = [line for line, _ in scene.turn_recap.panel.lines]
    names = {match.seats[p].name for p in match.movers[mine:]}
    assert names == {"Orange", "Green"} and all(any(t.startswith(n) for t in texts) for n in names)
    # A line with a place rings it on the board.
    row = next(r for r, _, key in scene.turn_recap.panel.rows if key is not None)
    click(app, row.center)
    key = scene.turn_recap.panel.flashing(scene.ctx.clock)
    assert key is not None and key in {k for k, _ in scene.ctx.components}
    # OK closes it; the next move would have too.
    click(app, scene.turn_recap.panel.ok.center)
    assert not scene.turn_recap.panel.open


def test_hot_seat_hand_off_shows_the_others_turn(app):
    match = make_match(2, seed=5, humans=2, level="random")
    app.open_match(match, autosave=False)
    app.step()
    assert isinstance(app.scene, HandoffScene)
    click(app, centre(app.scene.clickable()[0][0]))
    game = app.scene
    assert isinstance(game, GameScene)
    while game.ctx.human_to_act() and match.to_move == 0:
        click(app, centre(game.clickable()[0][0]), dt=0.3)
    assert isinstance(app.scene, HandoffScene) and app.scene.player == 1
    # Blue's first turn, in public facts: where Blue placed its cattleman.
    assert app.scene.recap and app.scene.recap[0].startswith("Blue")


# ---- against the events of real games: every action of the others' turns is told, with its money ----
_TOLD = {  # event kind -> (fact kind, the event's money the fact carries)
    "buy": ("buy", lambda e: e.cost), "hire": ("hire", lambda e: e.cost), "build": ("build", lambda e: e.cost),
    "upgrade": ("upgrade", lambda e: e.cost), "hazard": ("hazard", lambda e: e.cost),
    "teepee": ("teepee", lambda e: e.money), "foresight": ("foresight", lambda e: 0),
    "objective_gained": ("objective", lambda e: 0), "objective_played": ("objective_played", lambda e: 0),
    "transport": ("transport", lambda e: e.cost), "aux": ("aux", lambda e: e.money),
    "disc_cleared": ("disc_cleared", lambda e: e.money), "market_add": ("market_add", lambda e: 0),
    "removed": ("removed", lambda e: 0), "city": ("city", lambda e: e.money), "engine": ("engine", lambda e: 0),
    "master": ("master", lambda e: 0),
}


def _bot_games():
    """Two computer games dealt and played at the table (Easy and Medium on a small beam, no time budget:
    the same games on any machine, in seconds), each move's (mover, events)."""
    from gwt_desktop.ai.medium import EasyBot, MediumBot
    from gwt_desktop.session.table import BotSeat, deal, play

    def bot(level):
        b = MediumBot() if level == "medium" else EasyBot()
        b.width, b.per_first, b.max_nodes = 8, 2, 600
        return b

    out = []
    for players, seed, levels in ((2, 32, ("medium", "easy")), (3, 25, ("medium", "easy", "easy"))):
        g, rngs = deal(players, seed)
        record = []
        play(g, [BotSeat(level, budget=0, bot=bot(level)) for level in levels], rngs,
             on_move=lambda game, played, record=record: record.append((played.seat, played.events)),
             max_moves=900)
        out.append((g, record))
    return out


def test_the_recap_tells_every_action_of_real_games_with_its_money():
    from collections import Counter

    from gwt_desktop.ui.game.recap_panel import RecapPanel

    checked, kinds = 0, Counter()
    for g, record in _bot_games():
        recap = Recap(g)
        for i, (mover, events) in enumerate(record):
            recap.record(mover, events, g)
            nxt = record[i + 1][0] if i + 1 < len(record) else None
            if nxt is None or nxt == mover:
                continue
            # A seat's turn begins: what it is told since its last move holds every action of the others.
            turns = recap.since(nxt)
            if not any(m == nxt for m, _ in record[:i + 1]):
                continue  # its first turn: nothing of its own came before
            last = max(k for k in range(i + 1) if record[k][0] == nxt)
            facts = [f for t in turns for move in t.moves for f in move]
            for m, evs in record[last + 1:i + 1]:
                for ev in evs:
                    if getattr(ev, "player", None) != m:
                        continue
                    if ev.kind in _TOLD:
                        kind, money = _TOLD[ev.kind]
                        assert any(f.kind == kind and f.player == m and f.amount == money(ev) for f in facts), ev
                        kinds[kind] += 1
                    elif ev.kind == "cert" and ev.change:
                        assert any(f.kind == "cert" and f.value == ev.change for f in facts), ev
                        kinds["cert"] += 1
                    elif ev.kind == "deliver" and not ev.extra:  # the income is the delivery's value
                        assert any(f.kind == "deliver" and f.amount == ev.value and f.only == ev.only
                                   and f.points == ev.points for f in facts), ev
                        kinds["deliver"] += 1
                        kinds["deliver_only"] += ev.only
                    elif ev.kind == "discard":
                        kinds["discard"] += 1
                discards = [e for e in evs if e.kind == "discard" and e.player == m]
                told = [f for f in facts_of(m, evs) if f.kind == "discard"]
                assert sum(len(f.value) for f in told) == len(discards)  # every card discarded
                assert sum(f.amount for f in told) == sum(e.money for e in discards)  # and what it brought
            # The words name each fact's money, and the panel shows every line or counts those left out.
            lines = [line for t in turns for line, _ in turn_lines(t, g, None, nxt)]
            for f in facts:
                if f.amount and f.kind not in ("buy", "fee"):
                    assert any(f"${abs(f.amount)}" in line for line in lines), f
            panel = RecapPanel()
            panel.show(turns, g, [_Seat(n) for n in "ABCD"], nxt)
            if lines:
                shown = [r for r in panel.rows if not r[1][0].endswith("in the log (L)")]
                left_out = len(lines) - len(shown)
                assert left_out == 0 or panel.rows[0][1][0].startswith(f"{left_out} earlier")
                assert all(panel.rect.contains(r) for r, _, _ in panel.rows)
            checked += 1
    assert checked > 100
    for kind in ("buy", "hire", "build", "foresight", "deliver", "discard", "transport", "objective"):
        assert kinds[kind] > 0, kinds  # the games met every common action
    assert kinds["deliver_only"] > 0, kinds  # and a delivery to the one city within reach, told as one


def _in_order(lines, turn) -> bool:
    """Each line's fact found in the turn's facts as they happened (facts_of: the events' order),
    each after the one before (a cattleman move matched by where it stopped)."""
    raw = [f for move in turn.moves for f in move]
    at = 0
    for _line, fact in lines:
        if fact is None:
            continue
        at = next((i for i in range(at, len(raw)) if (raw[i].kind, raw[i].where, raw[i].value)
                   == (fact.kind, fact.where, fact.value)), None)
        if at is None:
            return False
    return True


def test_a_turns_lines_follow_the_order_its_events_happened_in():
    """The log's order: a purchase after a discard comes after it (the cattle bought were all moved up
    behind the cattleman's move), each move says the fees paid on its own way (all of a turn's fees
    were said on its first move)."""
    turn = Turn(1, moves=[
        [Fact("fee", 1, ("trail", 5), 0, 2), Fact("move", 1, ("trail", 5), 5)],
        [Fact("discard", 1, ("seat", 1), (CARD_INDEX["guernsey"],), 2)],
        [Fact("buy", 1, ("seat", 1), CARD_INDEX["holstein"], 6), Fact("buy", 1, ("seat", 1), CARD_INDEX["holstein"], 6)],
        [Fact("hire", 1, ("seat", 1), TILE_INDEX["cowboy"], 7)],
        [Fact("fee", 1, ("trail", 6), 0, 1), Fact("move", 1, ("trail", 7), 7)],
        [Fact("buy", 1, ("seat", 1), CARD_INDEX["ayrshire"], 3)],
    ], done=True)
    g = new_game(2, seed=1)
    words = [line for line, _ in turn_lines(turn, g, None, 0)]
    assert words == ["Player 2 moves to the flood hazard, paying $2 in fees", "Player 2 discards a Guernsey (+$2)",
                     "Player 2 buys 2 Holsteins for $12", "Player 2 hires a cowboy for $7",
                     "Player 2 moves to the flood hazard, paying $1 in fees", "Player 2 buys an Ayrshire for $3"]
    assert _in_order(turn_lines(turn, g, None, 0), turn)


def test_the_recap_of_whole_games_follows_the_order_of_the_log():
    checked = visits = 0
    for seed in range(6):
        g = new_game(2 + seed % 3, seed=seed)
        rng = random.Random(seed)
        recap = Recap(g)
        while not g.is_over:
            mover = g.to_move
            recap.record(mover, g.apply(rng.choice(g.legal_moves())), g)
            turn = recap.turns[-1]
            if turn.done:
                assert _in_order(turn_lines(turn, g, None, 0), turn), turn
                if any(f.kind == "kansas_city" for f in turn.facts):  # the way back is no news
                    assert not any(f.kind == "move" and f.value == board.START_SPACE for f in turn.facts), turn
                    visits += 1
                checked += 1
    assert checked > 500 and visits > 20


class _Seat:
    def __init__(self, name):
        self.name, self.color, self.is_human = name, 0, False


def test_the_panel_lies_clear_of_the_hand_market_trail_foresight_and_job_market_and_its_ok_stays_put(app):
    """What the others changed and what the person plays from stay in sight: the panel lies over the
    seat's own player board alone (it used to cover the hand and the cattle market every turn)."""
    import pygame

    from gwt_desktop.ui.game.recap_panel import RecapPanel
    from gwt_desktop.ui.kit.layout import load

    layout = load()
    g, record = _random_game(3, 5, 300)
    recap = Recap(g)
    for mover, events in record:
        recap.record(mover, events, g)
    oks = set()
    for n in (1, 2, 3):
        seat = g.to_move
        panel = RecapPanel()
        panel.show(recap.since(seat)[-n:], g, [_Seat(x) for x in "ABC"], seat)
        assert panel.open
        for area in (layout.rect("areas", "trail"), layout.rect("foresight", "area"), layout.rect("job_market", "area"),
                     layout.rect("areas", "kc_panel"), layout.rect("areas", "prompt"), layout.rect("areas", "hand"),
                     layout.rect("areas", "cattle_market"), layout.rect("areas", "objectives")):
            assert not panel.rect.colliderect(pygame.Rect(area))
        oks.add(tuple(panel.ok))
    assert len(oks) == 1  # OK stands in one place whatever the number of lines


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_heading_the_hint_and_ok_never_touch_and_the_lines_start_below_them(app, lang):
    """Over the narrower player board the German hint ran into the heading: it goes under it then."""
    from gwt_desktop.text import i18n
    from gwt_desktop.ui.game.recap_panel import RecapPanel

    g, record = _random_game(3, 5, 300)
    recap = Recap(g)
    for mover, events in record:
        recap.record(mover, events, g)
    i18n.set_language(lang)
    try:
        panel = RecapPanel()
        panel.show(recap.since(g.to_move), g, [_Seat(x) for x in "ABC"], g.to_move)
        head, hint, ok = panel.head_rect, panel.hint_rect, panel.ok
        assert not head.inflate(8, 0).colliderect(hint) and not hint.colliderect(ok) and not head.colliderect(ok)
        assert all(panel.rect.contains(r) for r in (head, hint, ok))
        assert all(r.top >= max(head.bottom, hint.bottom) - 4 for r, _, _ in panel.rows)
    finally:
        i18n.set_language("en")


def _lone_city_games():
    """Random games (2-4 players) played until each has had a few city steps offering one city only:
    each move's (mover, events, whether it was such a step), and the game."""
    out = []
    for seed in range(8):
        g = new_game(2 + seed % 3, seed=seed)
        rng = random.Random(seed)
        record = []
        while not g.is_over:
            mover, legal = g.to_move, g.legal_moves()
            lone = g.decision.kind == "city" and len(legal) == 1
            record.append((mover, g.apply(rng.choice(legal)), lone))
        out.append((g, record))
    return out


def test_a_rivals_forced_delivery_is_told_as_one_from_the_delivery_record_alone():
    """Against real games: a delivery made at a city step that offered one city is told as "had to
    deliver to Kansas City: -6 points", every other delivery is not; and the fact comes from the
    Delivery record itself: the record alone, without the events around it, tells the same."""
    seats = [_Seat(n) for n in "ABCD"]
    lone = told = 0
    for g, record in _lone_city_games():
        recap = Recap(g)
        for mover, events, was_lone in record:
            recap.record(mover, events, g)
            for ev in events:
                if not isinstance(ev, Delivery) or ev.player != mover:
                    continue
                assert ev.only == was_lone  # the record says what the step offered
                (fact,) = [f for f in facts_of(mover, events) if f.kind == "deliver"]
                assert facts_of(mover, [ev]) == [fact]  # from the record alone, never its neighbours
                assert (fact.only, fact.points) == (ev.only, ev.points)
                turn = type(recap.turns[-1])(mover, [[fact]], True)
                (line, _fact), = turn_lines(turn, g, seats)
                if was_lone:
                    lone += 1
                    assert ev.city == 0 and ev.points == -6  # only Kansas City takes any herd
                    assert line.startswith(f"{'ABCD'[mover]} had to deliver to Kansas City") and line.endswith(": -6 points")
                    told += 1
                else:
                    assert "had to" not in line
    assert lone >= 5 and told == lone, lone


def test_the_hand_off_shows_every_recap_line_scrolling_under_a_fixed_button(app):
    """Twenty lines: seven at a time, the wheel, the keys and the two buttons reach every one, the
    confirm button never moves, and confirming still works after scrolling."""
    import pygame

    from gwt_desktop.session.seats import Seat
    from gwt_desktop.ui.scenes.handoff import RECAP_ROWS

    lines = [f"Orange line {k}" for k in range(20)]
    confirmed = []
    app.open("handoff", seat=Seat("Anna", 0), player=0, on_confirm=confirmed.append, on_menu=lambda: None,
             recap=lines)
    app.step()
    scene = app.scene
    assert isinstance(scene, HandoffScene)
    button = tuple(scene.button.rect)
    seen = list(scene.shown())
    assert seen == lines[:RECAP_ROWS]
    assert not scene.earlier.enabled and scene.later.enabled
    click(app, scene.later.rect.center)
    seen += scene.shown()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0, unicode="", scancode=0))
    app.step()
    seen += scene.shown()
    assert scene.shown()[-1] == lines[-1] and not scene.later.enabled  # the last line reached, no further
    assert set(seen) == set(lines)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0))
    app.step()
    assert scene.shown() == lines[20 - RECAP_ROWS - 3:20 - 3]
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_HOME, mod=0, unicode="", scancode=0))
    app.step()
    assert scene.shown() == lines[:RECAP_ROWS]
    assert tuple(scene.button.rect) == button
    click(app, centre(button))
    assert confirmed == [0]


def test_a_short_recap_on_the_hand_off_has_no_scroll_buttons(app):
    from gwt_desktop.session.seats import Seat

    app.open("handoff", seat=Seat("Anna", 0), player=0, on_confirm=lambda p: None, on_menu=lambda: None,
             recap=["Orange moves to building B"])
    app.step()
    scene = app.scene
    assert scene.shown() == ["Orange moves to building B"]
    assert [label for _, label in scene.clickable()] == [scene.button.label]


def test_a_move_names_the_building_as_it_stood_when_the_move_was_made():
    """Issue 71: the recap said Orange moved to "5a" where the log said "4a": 4a was replaced later
    that turn, and the recap named the space by what stood there when it was read."""
    from tests.engine import fixtures as fx

    g = fx.fresh(2)
    fx.put_building(g, "P_A1", 1, 4)
    fx.at_turn_start(g, 1, "START")
    g._legal = g._decision = None
    recap = Recap(g)
    recap.record(1, g.apply("move N_A P_A1"), g)
    fx.put_building(g, "P_A1", 1, 5)  # replaced later that turn (as building 5a's build would)
    lines = [line for line, _ in turn_lines(recap.turns[-1], g, None, 0)]
    assert lines[0] == "Player 2 moves to Player 2's building 4a", lines
