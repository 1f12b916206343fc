"""Tooltips: every component of a real mid-game board has words, and "why not" never contradicts the
engine's legal moves."""
from __future__ import annotations

import random

import pytest

from gwt_desktop.engine import board, new_game
from gwt_desktop.engine.components import JOB_ROW_COSTS, PRIVATE_BUILDINGS
from gwt_desktop.text import tooltip
from gwt_desktop.text.tooltip import SECTIONS, catch_all
from gwt_desktop.ui.kit import assets
from gwt_desktop.ui.kit.layout import load


def played(n_players: int, moves: int, seed: int):
    g = new_game(n_players, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if g.is_over:
            break
        g.apply(rng.choice(g.legal_moves()))
    return g


def component_keys(view: dict) -> list[str]:
    """Every component kind the board shows, from the layout and the viewer's view."""
    lay = load()
    me = view["players"][view["viewer"]]
    keys = [f"trail:{s}" for s in lay.get("trail")]
    keys += [f"track:{p}" for p in lay.get("track")]
    keys += [f"station:{n}" for n in lay.get("stations")]
    keys += [f"master:{n}" for n in lay.get("station_masters")]
    keys += [f"city:{i}" for i in lay.get("cities")]
    keys += [f"foresight:{c}:{r}" for c in range(3) for r in range(2)]
    keys += [f"job:{r}:{i}" for r, row in enumerate(view["job_market"]) for i in range(len(row))]
    keys += ["jobtoken", "marketstack", "money", "limits"] + [f"kcstack:{k}" for k in range(3)]
    keys += [f"owned:{t}" for t in me["hazards"] + me["teepees"] + me["masters"]]
    keys += [f"market:{card}" for card in view["market"]]
    keys += [f"hand:{card}" for card in me["hand"]]
    keys += [f"objective:{card}" for card in view["objective_display"] + me["objectives"]]
    keys += ["objstack"]
    keys += [f"aux:{a}" for a in lay.get("player_board", "aux")]
    keys += [f"disc:{d}" for d in lay.get("player_board", "discs")]
    keys += [f"worker:{w}" for w in ("cowboy", "craftsman", "engineer")]
    keys += [f"building:{n}" for n in range(1, 11)]
    keys += [f"opponent:{p}" for p in range(len(view["players"])) if p != view["viewer"]]
    keys += [f"pile:{p}" for p in lay.get("hand", "piles")]
    keys += [f"cert:{n}" for n in lay.get("player_board", "cert_track")]
    return keys


@pytest.fixture(scope="module")
def midgame():
    return played(4, 200, seed=11)


def test_every_component_of_a_mid_game_board_has_words_and_a_real_sprite(midgame):
    g = midgame
    for seat in range(4):
        view = g.view(seat)
        keys = component_keys(view)
        sections = {k.split(":")[0] for k in keys}
        assert sections >= {"trail", "track", "station", "master", "city", "foresight", "job", "market",
                            "hand", "objective", "objstack", "aux", "disc", "worker", "building",
                            "opponent", "pile", "cert", "jobtoken", "marketstack", "money", "limits",
                            "kcstack"}
        for key in keys:
            t = tooltip(key, view, g, seat)
            assert t.title.strip(), key
            assert t.lines and all(line.strip() for line in t.lines), key
            assert t != catch_all(key) and "A part of the board" not in t.text, key  # a real description
            if t.sprite is not None:
                assert assets.art_path(t.sprite).is_file(), (key, t.sprite)


def test_trail_tooltips_say_what_stands_there(midgame):
    g = midgame
    view = g.view(0)
    for space, content in view["trail"].items():
        t = tooltip(f"trail:{space}", view, g, 0)
        if content and "neutral" in content:
            assert t.title == f"Neutral building {content['neutral']}"
            assert sum(line.startswith("•") for line in t.lines) >= 2  # its actions, in words
        elif content and "building" in content:
            assert content["building"] in t.title
            assert "craftsm" in t.lines[0]
        elif content and "tile" in content:
            assert ("hazard" in t.title) or ("teepee" in t.title)
    for p, pl in enumerate(view["players"]):
        if pl["cattleman"]:
            t = tooltip(f"trail:{pl['cattleman']}", view, g, 0)
            assert any(pl["name"] in line for line in t.lines if line.startswith("Cattleman here"))


def positions(prompt: str, want: int = 3, n_players: int = 4):
    """Real positions where `prompt` is the decision, from random games."""
    found = []
    for seed in range(200):
        g = new_game(n_players, seed=seed)
        rng = random.Random(seed)
        for _ in range(1500):
            if g.is_over:
                break
            if g.decision.kind == prompt:
                found.append(g.clone())
                break
            g.apply(rng.choice(g.legal_moves()))
        if len(found) >= want:
            break
    assert found, prompt
    return found


def test_build_why_not_names_craftsmen_or_money_and_agrees_with_the_engine():
    """A building in supply says "not now" exactly when no build move places it; one that needs more
    craftsmen than the player has but can replace a building of theirs says so instead (6a and 8a
    glowed while their tooltip said "needs 4 craftsmen")."""
    seen_craftsmen = False
    for g in positions("build", want=12):
        p = g.to_move
        view = g.view(p)
        crafts = view["players"][p]["workers"][1]
        money = view["players"][p]["money"]
        rate = g.decision.rate
        offered = {m.building for m in g.legal_moves() if m.kind == "build"}
        for n in view["players"][p]["supply"]:
            b = PRIVATE_BUILDINGS[(n, view["sides"][n - 1])]
            t = tooltip(f"building:{n}", view, g, p)
            assert (t.why_not is None) == (b.name in offered), (b.name, t.why_not)
            if b.name in offered:
                if b.craftsmen > crafts:
                    assert any("can replace one of your buildings" in line for line in t.lines)
            elif b.craftsmen > crafts:
                assert t.why_not.startswith(f"Needs {b.craftsmen} craftsmen, you have {crafts}")
                seen_craftsmen = True
            elif b.craftsmen * rate > money:
                assert t.why_not == f"${b.craftsmen * rate}, you have ${money}"
    assert seen_craftsmen


def test_a_building_that_can_only_replace_says_so_and_is_not_refused():
    """Rich mid-games (buildings on the trail): a building needing more craftsmen than the player has,
    offered because it can replace one of theirs, is not "not now"."""
    from tests.engine.test_random_games import enrich
    seen = 0
    for seed in range(40):
        g = new_game(2 + seed % 3, seed=seed)
        rng = random.Random(seed)
        enrich(g, rng)
        for _ in range(600):
            if g.is_over or seen >= 3:
                break
            if g.decision.kind == "build":
                p = g.to_move
                view = g.view(p)
                crafts = view["players"][p]["workers"][1]
                for m in g.legal_moves():
                    if m.kind != "build":
                        continue
                    n = m.building_number
                    b = PRIVATE_BUILDINGS[(n, view["sides"][n - 1])]
                    if b.craftsmen > crafts:
                        t = tooltip(f"building:{n}", view, g, p)
                        assert t.why_not is None
                        assert any("can replace one of your buildings" in line for line in t.lines)
                        seen += 1
                        break
            g.apply(rng.choice(g.legal_moves()))
    assert seen


def test_hire_why_not_names_the_price_or_the_token_row():
    for g in positions("hire", want=4):
        p = g.to_move
        view = g.view(p)
        offered = {(int(m.args[0]) - 1, m.args[1]) for m in g.legal_moves() if m.kind == "hire"}
        for r, row in enumerate(view["job_market"]):
            for i, kind in enumerate(row):
                t = tooltip(f"job:{r}:{i}", view, g, p)
                assert t.title.lower() == kind
                if (r, kind) in offered:
                    assert t.why_not is None
                else:
                    assert t.why_not, (r, kind)
                    price = max(0, JOB_ROW_COSTS[r] + g.decision.modifier)
                    assert ("token" in t.why_not or f"${price}, you have" in t.why_not
                            or "row is full" in t.why_not)


def test_city_why_not_names_the_delivery_value():
    for g in positions("city", want=3):
        p = g.to_move
        view = g.view(p)
        offered = {int(m.args[0]) for m in g.legal_moves()}
        for i, (_, value, _, _) in enumerate(board.CITIES):
            t = tooltip(f"city:{i}", view, g, p)
            assert (t.why_not is None) == (i in offered), (i, t.why_not)
            if value > g.decision.value:
                assert t.why_not == f"Needs delivery value {value}; yours is {g.decision.value}."


def test_moving_why_not_agrees_with_the_legal_destinations():
    for g in positions("turn", want=3) + positions("cattle_move", want=2):
        p = g.to_move
        view = g.view(p)
        if any(m.kind == "place" for m in g.legal_moves()):
            continue
        dest = {m.args[-1] for m in g.legal_moves() if m.kind == "move"}
        for space in view["trail"]:
            t = tooltip(f"trail:{space}", view, g, p)
            if space in dest:
                assert t.why_not is None, space
            elif space != "START":
                assert t.why_not, space


def test_no_why_not_for_someone_who_is_not_deciding(midgame):
    g = midgame
    other = (g.to_move + 1) % 4
    view = g.view(other)
    assert all(tooltip(k, view, g, other).why_not is None for k in component_keys(view))


def test_tooltips_never_show_another_players_hand(midgame):
    g = midgame
    view = g.view(0)
    t = tooltip("opponent:1", view, g, 0)
    assert "hand" not in view["players"][1]
    assert any("Cards in hand: " in line for line in t.lines)


def test_a_key_of_a_known_kind_gets_its_own_words_never_the_catch_all(midgame):
    """Details no component has (a space not on the board, a card kind that does not exist) still get
    their kind's own words; only a kind of key nothing knows falls to the catch-all. Each check
    fails if the catch-all answers for a kind that has its own sentence."""
    view = midgame.view(0)
    for key in ("trail:NOWHERE", "market:zebra", "disc:weird", "opponent:9", "job:3", "aux:nothing", "hand:zebra",
                "building:99", "worker:nobody", "pile:nothing", "owned:nothing", "objective:zebra", "kcstack:7"):
        t = tooltip(key, view, midgame, 0)
        assert t.title and t.lines and all(line.strip() for line in t.lines), key
        assert t != catch_all(key) and "A part of the board" not in t.text, key
    assert tooltip("nonsense", view, midgame, 0) == catch_all("nonsense")
    # Every kind of key the dispatcher knows answers with its own words for a real component too.
    assert set(SECTIONS) >= {k.split(":")[0] for k in component_keys(view)}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_why_not_never_says_not_twice_and_no_hand_is_said_as_a_fee(lang):
    """A reason is shown as "Not now — {why}": one that starts with its own "Not" read "Not now — Not
    for hire yet: ..." (German "Jetzt nicht — Nicht ..."). And a space without a fee says so as a fee,
    not as "No hand", which reads as no cards in hand."""
    import re

    from gwt_desktop.text import i18n, menus
    from tests.text.test_words_match_moves import _drawn_keys, walked_positions

    i18n.set_language(lang)
    try:
        whys, lines = set(), set()
        for g in walked_positions()[::2]:
            p = g.to_move
            view = g.view(p)
            for key in set(_drawn_keys(view)):
                tip = tooltip(key, view, g, p)
                lines.update(tip.lines)
                if tip.why_not:
                    whys.add(tip.why_not)
        negation = {"en": r"(?i)(not|no)\b", "de": r"(?i)(nicht|kein)"}[lang]
        frame = menus.not_now("{why}").split("{why}")[0]
        assert whys and not [w for w in whys if re.match(negation, w)], frame
        assert not [ln for ln in lines if re.match(r"(?i)(no hand|keine hand)\b", ln)]
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("modifier", [-1, 2, -2])
def test_a_workers_tooltip_price_is_the_hires_price(modifier):
    """Issue 71: at building 5a a cowboy's tooltip said $5 while the hire's label and the payment were
    $4: the tooltip reads the hire's price from the engine (its action's change counted)."""
    from tests.engine import fixtures as fx

    g = fx.fresh(2)
    g.s.players[0].money = 30
    fx.with_frame(g, ("hire", modifier, False), player=0)
    view = g.view(0)
    hires = [m for m in g.legal_moves() if m.kind == "hire"]
    assert hires
    for m in hires:
        row = m.row
        idx = view["job_market"][row].index(m.worker)
        t = tooltip(f"job:{row}:{idx}", view, g, 0)
        assert f"Hire for ${g.price(m)} " in t.lines[0], (t.lines[0], str(m), g.price(m))


def test_building_a_dearer_hire_is_not_labelled_as_a_second_one():
    """Issue 71: before any worker was hired, A's +$2 hire was labelled "One more (+$2)" ("Noch
    einen"), and a newcomer took it for the ordinary hire. The two hires are independent (RULES §7):
    each says what it costs."""
    from gwt_desktop.text import i18n
    from gwt_desktop.text.actions import action_label, action_sentence

    assert action_label("hire") == "Hire a worker"
    for lang in ("en", "de"):
        i18n.set_language(lang)
        label, sentence = action_label("hire_plus2"), action_sentence("hire_plus2")
        assert "2" in label and "2" in sentence
        for word in ("another", "One more", "noch einen", "weiteren"):
            assert word.lower() not in label.lower() and word.lower() not in sentence.lower(), (lang, label)
    i18n.set_language("en")
