"""Title -> New game -> Game -> menu / score pad, driven headless by real pygame events posted to the
running App (mouse clicks at widget centres, key presses, text input), as a player would."""
from __future__ import annotations

import random

import pygame
import pytest

from gwt_desktop.app import App
from gwt_desktop.engine import new_game
from gwt_desktop.session.deal_code import encode
from gwt_desktop.session.match import Match
from gwt_desktop.session.seats import COMPUTER, HUMAN, Seat
from gwt_desktop.text import after_game, notices
from gwt_desktop.ui.after.score_pad import ScorePadScene
from gwt_desktop.ui.game.scene import GameScene
from gwt_desktop.ui.scenes.menu import MenuScene
from gwt_desktop.ui.scenes.new_game import NewGameScene
from gwt_desktop.ui.scenes.title import TitleScene
from tests.events import click, key


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("GWT_HOME", str(tmp_path))  # nothing a scene writes lands in the real home
    a = App((1280, 720))
    a.step()
    yield a
    for scene in a.scenes:
        close = getattr(scene, "close", None)
        if close:
            close()
    a.close()






def type_text(app: App, words: str) -> None:
    for ch in words:  # one TEXTINPUT per character, as a keyboard delivers them
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    app.step()


def open_new_game(app: App) -> NewGameScene:
    click(app, app.scene.button("New game").rect.center)
    assert isinstance(app.scene, NewGameScene)
    return app.scene


def played_out(players: int = 3, seed: int = 4) -> Match:
    seats = [Seat(f"P{i}", i, COMPUTER, "random") for i in range(players)]
    m = Match(seats, seed)
    rng = random.Random(seed)
    while not m.game.is_over:
        m.apply(rng.choice(m.game.legal_moves()))
    return m


# ---- Title -> New game -> Game ----
def test_title_new_game_start_opens_the_game_with_the_default_table(app):
    ng = open_new_game(app)
    seed = ng.seed.value
    assert seed.isdigit()  # the deal's seed is on screen before the game starts
    click(app, ng.start_button.rect.center)
    assert isinstance(app.scene, GameScene)
    assert [type(s) for s in app.scenes] == [TitleScene, GameScene]  # the form gave way to the game
    m = app.scene.match
    assert m.seed == int(seed)
    # Seats left unnamed are called by their colours, saved in English (shown in each player's language).
    assert m.seats == [Seat("Blue", 0, HUMAN, "medium"), Seat("Orange", 1, COMPUTER, "medium")]
    assert m.options["building_sides"] == "a"


def test_continue_is_disabled_without_an_autosave_and_the_other_entries_open_their_screens(app):
    from gwt_desktop.ui.scenes.load_game import LoadGameScene
    from gwt_desktop.ui.scenes.rules_help import RulesHelpScene
    from gwt_desktop.ui.scenes.settings import SettingsScene

    click(app, app.scene.button("Continue").rect.center)
    assert isinstance(app.scene, TitleScene) and not app.scene.button("Continue").enabled
    for label, kind in (("Load game", LoadGameScene), ("Rules", RulesHelpScene), ("Settings", SettingsScene)):
        click(app, app.scene.button(label).rect.center)
        assert isinstance(app.scene, kind), label
        key(app, pygame.K_ESCAPE)
        assert isinstance(app.scene, TitleScene), label


def test_a_started_game_can_be_continued_from_the_title(app):
    game = start_game(app)
    first = game.match.legal_moves()[0] if hasattr(game.match, "legal_moves") else game.match.game.legal_moves()[0]
    game.match.apply(first)  # one move: the autosave now holds an unfinished game
    app.to_title()
    app.step()
    cont = app.scene.button("Continue")
    assert cont.enabled and "Blue" in cont.note
    click(app, cont.rect.center)
    resumed = next(s for s in app.scenes if isinstance(s, GameScene))
    assert resumed.match.moves == [str(first)] and resumed.match.seed == game.match.seed


def test_a_broken_autosave_is_named_and_not_loaded(app, tmp_path):
    from gwt_desktop.storage import store

    store.autosave_path().write_text("{not json", encoding="utf-8")
    app.scene.refresh()
    click(app, app.scene.button("Continue").rect.center)
    assert isinstance(app.scene, TitleScene) and "autosave.json" in app.scene.message
    assert not app.scene.button("Continue").enabled


def test_escape_leaves_the_form_for_the_title(app):
    open_new_game(app)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, TitleScene)


def test_editing_a_name_by_keys(app):
    ng = open_new_game(app)
    field = ng.rows[0].name
    click(app, field.rect.center)
    assert field.focused
    key(app, pygame.K_BACKSPACE, times=len(field.value))
    assert field.value == ""
    type_text(app, "Anna")
    key(app, pygame.K_ESCAPE)  # leaves the field, not the screen
    assert not field.focused and isinstance(app.scene, NewGameScene)
    type_text(app, "xyz")  # typing with no field focused changes nothing
    assert field.value == "Anna"
    click(app, ng.rows[1].name.rect.center)
    key(app, pygame.K_BACKSPACE, times=20)
    type_text(app, "Benedict Cumberbatch the Third")  # longer than a name may be
    assert ng.rows[1].name.value == "Benedict Cumberb"
    click(app, ng.start_button.rect.center)
    assert [s.name for s in app.scene.match.seats] == ["Anna", "Benedict Cumberb"]


def test_an_emptied_name_falls_back_to_the_default(app):
    ng = open_new_game(app)
    click(app, ng.rows[1].name.rect.center)
    key(app, pygame.K_BACKSPACE, times=20)
    type_text(app, "   ")
    assert ng.seats()[1].name == "Orange"


def test_seed_field_takes_digits_only_and_replays_the_deal(app):
    ng = open_new_game(app)
    click(app, ng.seed.rect.center)
    key(app, pygame.K_BACKSPACE, times=12)
    type_text(app, "12a3-4 5")
    assert ng.seed.value == "12345"
    click(app, ng.start_button.rect.center)
    m = app.scene.match
    assert m.seed == 12345
    same = new_game(2, seed=12345, building_sides="a", names=["Blue", "Orange"])
    assert m.game.view(0) == same.view(0)  # the same seed deals the same game


def test_an_empty_seed_is_drawn_at_start_and_shown(app):
    ng = open_new_game(app)
    click(app, ng.seed.rect.center)
    key(app, pygame.K_BACKSPACE, times=12)
    assert ng.seed.value == ""
    click(app, ng.start_button.rect.center)
    assert app.scene.match.seed == int(ng.seed.value)


def test_new_seed_button_changes_the_seed(app):
    ng = open_new_game(app)
    before = ng.seed.value
    click(app, ng.dice.rect.center)
    assert ng.seed.value.isdigit() and ng.seed.value != before


def test_seat_kinds_levels_colours_and_sides_give_the_right_seats(app):
    ng = open_new_game(app)
    click(app, ng.count.segment(2).center)  # 4 players
    assert ng.players == 4 and all(r.active for r in ng.rows)
    click(app, ng.count.segment(1).center)  # 3 players
    assert ng.players == 3 and not ng.rows[3].active
    r1, r2 = ng.rows[1], ng.rows[2]
    click(app, r1.kind.segment(0).center)  # seat 2 human
    assert not r1.level.enabled
    click(app, r2.level.segment(2).center)  # seat 3 hard
    click(app, ng.rows[0].swatch.rect.center)  # seat 1 takes Orange; seat 2 gets Blue
    click(app, ng.sides.segment(1).center)
    # A name left as its colour's follows the colour (it was "Player 1" whatever the colour).
    assert [r.name.value for r in ng.rows[:3]] == ["Orange", "Blue", "Green"]
    assert ng.seats() == [Seat("Orange", 1, HUMAN, "medium"), Seat("Blue", 0, HUMAN, "medium"),
                          Seat("Green", 2, COMPUTER, "hard")]
    click(app, ng.rows[0].swatch.rect.center)
    click(app, ng.rows[0].swatch.rect.center)
    colours = [s.color for s in ng.seats()]
    assert len(set(colours)) == 3  # always distinct
    click(app, r1.level.segment(0).center)  # a human seat's level cannot be clicked
    click(app, ng.start_button.rect.center)
    m = next(s for s in app.scenes if isinstance(s, GameScene)).match  # (a hand-off may cover it)
    assert len(m.seats) == 3 and m.options["building_sides"] == "random"
    assert [s.kind for s in m.seats] == [HUMAN, HUMAN, COMPUTER] and m.seats[2].level == "hard"
    assert m.seats[1].level == "medium"


def test_a_colour_name_carried_to_new_game_shows_in_german_and_saves_as_it_was(app):
    from gwt_desktop.text import i18n
    from gwt_desktop.ui.scenes.new_game import NewGameScene

    i18n.set_language("de")
    try:
        ng = NewGameScene(app, seats=[Seat("Blue", 0, HUMAN), Seat("Orange", 1, COMPUTER, "hard")])
        assert [r.name.value for r in ng.rows[:2]] == ["Blau", "Orange"]
        assert [s.name for s in ng.seats()] == ["Blue", "Orange"]  # left as shown: the saved key
        ng.rows[0].name.value = "Bärbel"
        assert ng.seats()[0].name == "Bärbel"
    finally:
        i18n.set_language("en")


# ---- the in-game menu ----
def start_game(app: App) -> GameScene:
    ng = open_new_game(app)
    click(app, ng.start_button.rect.center)
    assert isinstance(app.scene, GameScene)
    return app.scene


def test_menu_resume_returns_to_the_same_game(app):
    game = start_game(app)
    app.push(MenuScene(app, game.match))
    app.step()
    menu = app.scene
    click(app, menu.button("Save game").rect.center)
    assert menu.saving
    click(app, menu.button("Cancel").rect.center)  # the save box closes, the menu stays
    assert not menu.saving and app.scene is menu
    click(app, menu.button("Resume").rect.center)
    assert app.scene is game


def test_menu_escape_resumes_and_quit_to_title_ends_the_game(app):
    game = start_game(app)
    app.push(MenuScene(app, game.match))
    key(app, pygame.K_ESCAPE)
    assert app.scene is game
    app.push(MenuScene(app, game.match))
    app.step()
    click(app, app.scene.button("Quit to title").rect.center)
    assert [type(s) for s in app.scenes] == [TitleScene]


def test_menu_new_game_opens_the_form_over_the_game(app):
    """Back on the form returns to the game (it once went to the title); Start leaves the game."""
    game = start_game(app)
    app.push(MenuScene(app, game.match))
    app.step()
    menu = app.scene
    click(app, menu.button("New game").rect.center)
    assert menu.confirming and app.scene is menu  # asked first: the game is not left by a slip
    click(app, menu.button(notices.NEW_GAME_NO).rect.center)
    assert not menu.confirming and app.scene is menu
    click(app, menu.button("New game").rect.center)
    key(app, pygame.K_ESCAPE)  # Esc answers "keep playing" too
    assert not menu.confirming and app.scene is menu
    click(app, menu.button("New game").rect.center)
    click(app, menu.button(notices.NEW_GAME_YES).rect.center)
    assert [type(s) for s in app.scenes] == [TitleScene, GameScene, NewGameScene]


def test_a_game_left_for_a_new_one_from_the_menu_stays_loadable_even_before_its_first_move(app):
    from gwt_desktop.storage import autosave, store

    first = start_game(app)  # not a single move made
    autosave.flush()
    app.push(MenuScene(app, first.match))
    app.step()
    menu = app.scene
    click(app, menu.button("New game").rect.center)
    click(app, menu.button(notices.NEW_GAME_YES).rect.center)
    click(app, app.scene.start_button.rect.center)
    second = app.scene
    assert isinstance(second, GameScene) and second.match.game_id != first.match.game_id
    autosave.flush()
    kept = [e for e in store.list_slots() if store.load_game(e.path).game_id == first.match.game_id]
    assert kept and kept[0].name.startswith("Unfinished game")  # the first game is in Load game
    assert store.load_game(store.autosave_path()).game_id == second.match.game_id


def test_a_loaded_game_says_where_you_are(app):
    from gwt_desktop.session.match import make_match

    match = make_match(2, seed=3, humans=1, level="random")
    rng = random.Random(3)
    while len(match.moves) < 40 or match.game.to_move != 0:
        match.apply(rng.choice(match.game.legal_moves()))
    app.open_match(match, autosave=False)
    app.step()
    said = app.scene.ctx.message.text
    assert said is not None and said.startswith(f"Loaded: round {match.round}, your turn;")
    totals = app.scene.ctx.standing().totals
    best = max(totals)
    if totals.count(best) == 1:
        assert f"{match.seats[totals.index(best)].name} leads {best} to {min(totals)}" in said


# ---- the score pad ----
def test_score_pad_shows_every_category_and_the_winner(app):
    m = played_out(3)
    app.push(ScorePadScene(app, m))
    app.step()
    pad = app.scene
    sheet = m.game.score_sheet()
    assert [label for _, label in pad.categories] == [after_game.category_name(c["key"]) for c in sheet[0]["categories"]]
    assert len(pad.categories) == 11
    winners = [sh["name"] for sh in sheet if sh["winner"]]
    assert all(name in pad.verdict() for name in winners)
    assert [b.label for b in pad.buttons] == ["Replay", "New game", "Title"]
    # Enough to deal the same game again (tests/after checks the code deals it).
    assert pad.deal() == f"Deal code {encode(3, 'a', 'fixed', 4)}"
    # Pointing at a cell lists the items behind its points.
    best = max(range(3), key=lambda p: len(sheet[p]["categories"][2]["items"]))
    click(app, pad.cell(best, 3).center)
    assert pad.hovered == (best, 2)


def test_finished_game_gives_way_to_its_score_pad_then_new_game(app):
    m = played_out(2)
    app.push(GameScene(app, m))
    app.step()
    app.step()
    assert isinstance(app.scene, ScorePadScene) and app.scene.match is m
    assert [type(s) for s in app.scenes] == [TitleScene, ScorePadScene]
    click(app, app.scene.button("New game").rect.center)
    assert [type(s) for s in app.scenes] == [TitleScene, NewGameScene]


def test_score_pad_title_button_and_escape(app):
    m = played_out(4)
    app.push(ScorePadScene(app, m))
    app.step()
    click(app, app.scene.button("Title").rect.center)
    assert [type(s) for s in app.scenes] == [TitleScene]
    app.push(ScorePadScene(app, m))
    key(app, pygame.K_ESCAPE)
    assert [type(s) for s in app.scenes] == [TitleScene]


def test_menu_saves_the_game_under_a_name_and_the_load_screen_lists_it(app):
    from gwt_desktop.storage import store

    game = start_game(app)
    app.push(MenuScene(app, game.match))
    app.step()
    menu = app.scene
    click(app, menu.button("Save game").rect.center)
    assert menu.saving and menu.name.focused and "Blue" in menu.name.value
    key(app, pygame.K_BACKSPACE, times=60)
    type_text(app, "Friday night")
    key(app, pygame.K_RETURN)
    assert not menu.saving and not menu.error and "Friday night" in menu.message
    assert [row.name for row in store.list_slots()] == ["Friday night"]
    click(app, menu.button("Save game").rect.center)
    key(app, pygame.K_ESCAPE)  # closes the save box, not the menu
    assert not menu.saving and app.scene is menu
    key(app, pygame.K_ESCAPE)
    assert app.scene is game


def test_every_scene_lists_what_can_be_clicked_and_each_target_answers(app):
    title = app.scene
    assert {label for _, label in title.clickable()} == {"New game", "Learn to play", "Load game", "Records", "Rules",
                                                         "Settings", "Credits", "Quit"}  # Continue: no autosave
    ng = open_new_game(app)
    labels = [label for _, label in ng.clickable()]
    assert "Start" in labels and "Seat 2 level: Hard" in labels and "Seat 1 level: Hard" not in labels
    assert not any(label.startswith("Seat 3") for label in labels)  # 2 players: seat 3 is empty
    rect = next(r for r, label in ng.clickable() if label == "Seat 2 level: Hard")
    click(app, (rect[0] + rect[2] / 2, rect[1] + rect[3] / 2))
    assert ng.seats()[1].level == "hard"
    game = start_game_from(app, ng)
    app.push(MenuScene(app, game.match))
    app.step()
    assert [label for _, label in app.scene.clickable()] == ["Resume", "Save game", "Settings", "New game",
                                                              "Quit to title"]


def start_game_from(app: App, ng: NewGameScene) -> GameScene:
    click(app, ng.start_button.rect.center)
    return next(s for s in app.scenes if isinstance(s, GameScene))


def test_a_shared_win_names_every_winner_and_their_money(app):
    m = played_out(3)
    pad = ScorePadScene(app, m)
    for sh, (total, money) in zip(pad.sheets, ((30, 12), (30, 9), (20, 40))):
        sh["total"], sh["money"], sh["winner"] = total, money, total == 30
    assert pad.verdict() == "P0 and P1 share the win with 30 points each"
    assert pad.tie_note() == "Ties are shared by the rules. Money left: P0 $12, P1 $9"
    app.push(pad)
    app.step()  # and it draws


def test_escape_in_the_game_opens_the_menu_and_escape_closes_it(app):
    game = start_game(app)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, MenuScene) and app.scene.match is game.match
    key(app, pygame.K_ESCAPE)
    assert app.scene is game


def test_a_new_game_over_an_unfinished_one_says_it_was_kept_and_load_game_names_it_in_german(app):
    from gwt_desktop.storage import autosave, store
    from gwt_desktop.text import i18n

    first = start_game(app)
    autosave.flush()
    app.push(MenuScene(app, first.match))
    app.step()
    click(app, app.scene.button("New game").rect.center)
    click(app, app.scene.button(notices.NEW_GAME_YES).rect.center)
    click(app, app.scene.start_button.rect.center)
    (kept,) = store.list_slots()
    assert app.notice is not None and app.notice[0] == (
        f"The game saved on {kept.kept_at} was kept: Load game lists it.")  # told, not only kept
    app.apply_settings(app.settings.with_(language="de"))
    app.to_title()
    app.open("load_game")
    app.step()
    names = [r.name for r in app.scene.rows]
    day, time_of_day = kept.kept_at.split(" ")  # the kept date as German writes it: "07.12.2026 16:55"
    german = ".".join(reversed(day.split("-"))) + " " + time_of_day
    assert f"Angefangenes Spiel, {german}" in names and not any("Unfinished" in n for n in names)
    assert i18n.language() == "de"


def test_new_games_default_names_are_the_same_on_every_visit(app):
    """From the title the seats were "Player 1" and "Player 2", from a game left for a new one "Blue"
    and "Orange": now a seat never named is called by its colour on every visit, in the player's
    language, and a typed name is kept as typed."""
    from gwt_desktop.text import i18n

    first = [r.name.value for r in open_new_game(app).rows]
    assert first == ["Blue", "Orange", "Green", "Purple"]
    app.pop()
    app.step()
    game = start_game(app)
    app.push(MenuScene(app, game.match))
    app.step()
    click(app, app.scene.button("New game").rect.center)
    click(app, app.scene.confirm_buttons[0].rect.center)  # "Start a new game": the form, filled in from the game
    again = app.scene
    assert isinstance(again, NewGameScene)
    assert [r.name.value for r in again.rows] == first
    i18n.set_language("de")
    try:
        assert [r.name.value for r in NewGameScene(app).rows][:2] == ["Blau", "Orange"]
        assert NewGameScene(app).seats()[0].name == "Blue"  # saved in English, shown in German
    finally:
        i18n.set_language("en")


def test_new_game_opens_with_the_last_games_names_levels_sides_and_seed(app):
    """Issue 71: New game forgot the last names, levels and seed. Start keeps them in the settings
    (storage/settings.py), and the next New game, in this run or the next, opens with them."""
    from gwt_desktop.storage import settings as settings_mod

    ng = open_new_game(app)
    click(app, ng.count.segment(1).center)  # three seats
    ng.rows[0].name.value = "Anna"
    click(app, ng.rows[2].kind.segment(1).center)  # the third a computer ...
    click(app, ng.rows[2].level.segment(len(ng.rows[2].level.options) - 1).center)  # ... at the top level
    click(app, ng.sides.segment(1).center)
    ng.seed.value = "4242"
    wanted = ng.seats()
    click(app, ng.start_button.rect.center)
    assert isinstance(app.scene, GameScene)
    kept, problem = settings_mod.load()
    assert problem is None and kept.last_seats == tuple(wanted) and kept.last_seed == 4242
    assert kept.last_sides == "random"
    for settings in (app.settings, kept):  # this run's, and the next run's read from the file
        app.settings = settings
        again = NewGameScene(app)
        assert again.seats() == wanted and again.players == 3
        assert again.seed.value == "4242" and again.building_sides() == "random"
        assert again.rows[0].name.value == "Anna"


def test_a_wrong_last_game_in_the_settings_file_is_said_and_left_out(tmp_path):
    import json

    from gwt_desktop.storage import settings as settings_mod

    path = tmp_path / "settings.json"
    for wrong in ([{"name": "A", "color": 0}], [{"name": "A", "color": 0}, {"name": "B", "color": 0}],
                  [{"name": "", "color": 0}, {"name": "B", "color": 1}], "seats"):
        path.write_text(json.dumps({"last_seats": wrong, "last_seed": -3, "volume": 0.5}))
        loaded, problem = settings_mod.load(path)
        assert loaded.last_seats == () and loaded.last_seed is None and loaded.volume == 0.5
        assert problem is not None and {f[0] for f in problem.facts["fields"]} == {"last_seats", "last_seed"}
