"""The after-game screens driven by real events: the score pad keeps the game in the record and shows
its charts and deal code, the replay viewer steps through the game, the Records screen lists and
opens games, New game takes a deal code."""
from __future__ import annotations

import random

import pygame
import pytest

from gwt_desktop.engine import new_game
from gwt_desktop.session.deal_code import code_of, decode
from gwt_desktop.session.match import Match
from gwt_desktop.storage import records, store
from gwt_desktop.text import after_game as words
from gwt_desktop.ui.after.records import RecordsScene
from gwt_desktop.ui.after.replay import ReplayScene
from gwt_desktop.ui.after.score_pad import ScorePadScene
from gwt_desktop.ui.scenes.load_game import LoadGameScene
from gwt_desktop.ui.scenes.new_game import NewGameScene
from tests.events import centre, click, key

from .games import finished_match, seats


@pytest.fixture(scope="module")
def finished():
    return finished_match(3, 61, ("easy", "medium"))


def open_pad(app, match) -> ScorePadScene:
    app.open_match(match)
    app.step()
    assert isinstance(app.scene, ScorePadScene)
    return app.scene


def label_rect(scene, label: str):
    return next(r for r, lb in scene.clickable() if lb == label)


# ---- the score pad ----
def test_the_score_pad_keeps_the_game_in_the_record_once(app, finished):
    open_pad(app, finished)
    open_pad(app, finished)  # opened again (the load screen's last finished game)
    (row,) = records.list_records()
    assert row.scores == [sh["total"] for sh in finished.game.score_sheet()]
    assert row.deal_code == code_of(finished.game)


def test_the_charts_tab_draws_every_chart_and_saves_a_png(app, finished, gwt_home):
    pad = open_pad(app, finished)
    click(app, centre(label_rect(pad, "Charts")))
    assert pad.on_charts
    for title in (words.CHART_TITLES[k] for k in words.CHARTS):
        click(app, centre(label_rect(pad, title)))
        assert words.CHART_TITLES[pad.charts.key] == title
    assert {key for key, _scale in pad.charts._drawn} == set(words.CHARTS)  # each one was drawn
    click(app, centre(label_rect(pad, "Save as PNG")))
    (png,) = (gwt_home / "data" / "charts").glob("*.png")
    assert png.name.startswith("big_turns-") and str(png) in pad.charts.message
    assert pygame.image.load(str(png)).get_size() == (1660, 810)
    click(app, centre(label_rect(pad, "Table")))
    assert not pad.on_charts


def test_the_deal_code_is_on_the_pad_and_copies(app, finished):
    pad = open_pad(app, finished)
    code = code_of(finished.game)
    assert pad.deal() == f"Deal code {code}"
    click(app, centre(label_rect(pad, "Copy code")))
    assert pygame.scrap.get_text() == code
    assert app.notice and app.notice[0] == words.CODE_COPIED


# ---- the replay viewer ----
def open_replay_from_pad(app, match) -> ReplayScene:
    pad = open_pad(app, match)
    click(app, pad.button("Replay").rect.center)
    assert isinstance(app.scene, ReplayScene)
    return app.scene


def test_the_replay_steps_with_keys_buttons_and_slider(app, finished):
    scene = open_replay_from_pad(app, finished)
    r = scene.replay
    last = len(finished.moves)
    assert r.index == last
    key(app, pygame.K_LEFT)
    assert r.index == last - 1
    key(app, pygame.K_RIGHT)
    assert r.index == last
    key(app, pygame.K_HOME)
    assert r.index == 0
    key(app, pygame.K_DOWN)
    assert r.index == r.turns[1].start
    key(app, pygame.K_PAGEDOWN)
    assert r.index == r.turns[2].start
    key(app, pygame.K_UP)
    assert r.index == r.turns[1].start
    key(app, pygame.K_k)
    assert r.index == r.kansas_city[0]
    key(app, pygame.K_3)
    assert r.turn_at().player == 2 and r.turn_at().start == r.index
    at = r.index
    click(app, scene.band.buttons[2].rect.center)  # Move ›
    click(app, scene.band.buttons[2].rect.center)
    assert r.index == at + 2
    click(app, scene.band.buttons[1].rect.center)  # ‹ Move
    assert r.index == at + 1
    s = scene.band.slider
    click(app, (s.rect.x + s.rect.w / 2, s.rect.centery))
    assert abs(r.index - last / 2) <= 1
    # The log holds every sentence up to the position (and the computer turns' reasons), the last move's marked.
    lines = scene.log.sentences()
    assert len(lines) == sum(len(x) + len(scene.log.why.get(k, [])) for k, x in enumerate(scene.log.lines[:r.index]))
    assert all(last_move for _, _, last_move in lines[-len(scene.log.lines[r.index - 1]):])
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, ScorePadScene)


def test_f1_in_the_replay_opens_the_rules_help_with_the_replays_keys(app, finished):
    """F1 did nothing in the Replay, where the game and the title open the rules help with it."""
    from gwt_desktop.text import rules_help
    from gwt_desktop.ui.scenes.rules_help import RulesHelpScene

    scene = open_replay_from_pad(app, finished)
    at = scene.replay.index
    key(app, pygame.K_F1)
    assert isinstance(app.scene, RulesHelpScene)
    assert " ".join(app.scene.now_lines) == rules_help.REPLAY_KEYS  # every word, none cut
    # ... and drawn above the digest, in the "Now:" line's colour.
    from gwt_desktop.ui.kit import theme
    from gwt_desktop.ui.scenes.rules_help import PANEL

    surf = pygame.Surface((1920, 1080))
    app.scene.draw(surf)
    band = pygame.Rect(PANEL.left, PANEL.top, PANEL.width, 36 * len(app.scene.now_lines) + 20)
    now = sum(1 for x in range(band.left, band.right, 2) for y in range(band.top, band.bottom, 2)
              if tuple(surf.get_at((x, y)))[:3] == tuple(theme.NOW))
    assert now > 100
    key(app, pygame.K_F1)
    assert app.scene is scene and scene.replay.index == at


def test_a_finished_game_shows_every_hand_face_up(app, finished):
    scene = open_replay_from_pad(app, finished)
    assert scene.band.seat.options[-1] == "Face up"
    click(app, centre(label_rect(scene, "Face up")))
    assert scene.place.face_up
    view = scene.place.view()
    assert all("hand" in pl for pl in view["players"])
    click(app, centre(label_rect(scene, words.seen_by(finished.seats[1].name))))
    assert scene.place.viewer == 1 and "hand" not in scene.place.view()["players"][0]


def test_a_jump_with_nowhere_to_go_says_so_and_stays(app, finished):
    scene = open_replay_from_pad(app, finished)
    at = scene.replay.index
    key(app, pygame.K_k)
    assert scene.replay.index == at and scene.place.message == words.NO_MORE_KANSAS_CITY
    key(app, pygame.K_1)
    assert scene.replay.index == at and scene.place.message == words.no_more_turns(finished.seats[0].name)


def test_the_load_screen_replays_a_saved_unfinished_game(app):
    match = Match(seats(2, ("easy",)), 12)
    rng = random.Random(2)
    for _ in range(80):
        match.apply(rng.choice(match.game.legal_moves()))
    store.save_slot(match, "Halfway")
    app.open("load_game")
    app.step()
    load = app.scene
    assert isinstance(load, LoadGameScene)
    click(app, load.replay_button.rect.center)
    scene = app.scene
    assert isinstance(scene, ReplayScene) and scene.replay.index == 80 and not scene.replay.finished
    assert "Face up" not in scene.band.seat.options  # an unfinished game keeps its secrets
    assert scene.place.view() == match.game.view(0)
    key(app, pygame.K_ESCAPE)
    assert app.scene is load


# ---- the records ----
def test_the_app_starts_checking_the_records_as_it_opens(tmp_path, monkeypatch):
    monkeypatch.setenv("GWT_HOME", str(tmp_path / "home"))
    started = []
    monkeypatch.setattr(records, "check_soon", lambda: started.append(True))
    from gwt_desktop.app import App

    a = App((1280, 720))
    try:
        assert started == [True]  # before the first frame: the Records screen then finds them checked
    finally:
        a.close()


def test_records_from_the_title_list_games_and_open_the_replay(app, finished):
    records.record_game(finished)
    other = finished_match(2, 62, ("easy",))
    records.record_game(other)
    bad = records.records_dir() / "20200101-000000-000000000000.json"
    bad.write_bytes(b'{"format": "gwt_desktop save", "ver')
    click(app, app.scene.button("Records").rect.center)
    scene = app.scene
    assert isinstance(scene, RecordsScene)
    assert len(scene.rows) == 3 and {(s.players, s.level) for s in scene.standings} == {(3, "mixed"), (2, "easy")}
    broken = next(i for i, r in enumerate(scene.rows) if r.error)
    scene.select(broken)
    assert not scene.replay_button.enabled and bad.name in scene.message
    key(app, pygame.K_HOME)
    assert scene.replay_button.enabled
    key(app, pygame.K_RETURN)
    assert isinstance(app.scene, ReplayScene)
    assert app.scene.replay.moves in (finished.moves, other.moves)
    assert bad.read_bytes() == b'{"format": "gwt_desktop save", "ver'


def test_records_that_cannot_be_read_are_listed_on_the_records_screen_with_their_problem(app, finished):
    import os

    records.record_game(finished)
    folder = records.records_dir()
    os.mkfifo(folder / "20990101-000000-pipe.json")
    os.symlink("/dev/zero", folder / "20990101-000000-zero.json")
    (folder / "20990101-000000-folder.json").mkdir()
    click(app, app.scene.button("Records").rect.center)
    scene = app.scene
    assert isinstance(scene, RecordsScene) and len(scene.rows) == 4
    app.step()  # drawn, the pipe never opened
    said = {}
    for i, row in enumerate(scene.rows):
        scene.select(i)
        if row.error:
            assert not scene.replay_button.enabled and row.path.name in scene.message
            said[row.path.name] = scene.message
    assert sorted(said) == ["20990101-000000-folder.json", "20990101-000000-pipe.json", "20990101-000000-zero.json"]
    assert "(a named pipe)" in said["20990101-000000-pipe.json"] and "(a device)" in said["20990101-000000-zero.json"]


def test_the_records_folder_a_file_is_said_on_the_records_screen(app, gwt_home):
    where = gwt_home / "data" / records.FOLDER
    where.parent.mkdir(parents=True, exist_ok=True)
    where.write_text("a file")
    click(app, app.scene.button("Records").rect.center)
    scene = app.scene
    assert isinstance(scene, RecordsScene) and len(scene.rows) == 1
    scene.select(0)
    app.step()
    assert scene.message == f"records is a file, not a folder (in {where.parent})"


def test_a_damaged_record_file_never_stops_the_game_from_starting(tmp_path, monkeypatch):
    monkeypatch.setenv("GWT_HOME", str(tmp_path / "home"))
    folder = records.records_dir()
    (folder / "x.json").write_bytes(b"\x00" * 10)
    from gwt_desktop.app import App

    a = App((1280, 720))
    try:
        a.step()
        assert type(a.scene).__name__ == "TitleScene"
        click(a, a.scene.button("Records").rect.center)
        assert isinstance(a.scene, RecordsScene) and a.scene.rows[0].error
    finally:
        a.close()


# ---- New game and the deal code ----
def open_new_game(app) -> NewGameScene:
    click(app, app.scene.button("New game").rect.center)
    assert isinstance(app.scene, NewGameScene)
    return app.scene


def type_code(app, scene: NewGameScene, code: str) -> None:
    click(app, scene.code.rect.center)
    key(app, pygame.K_BACKSPACE)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=code))
    app.step()
    key(app, pygame.K_RETURN)


def test_new_game_shows_the_code_of_the_deal_it_will_play(app):
    ng = open_new_game(app)
    app.step()
    d = decode(ng.code.value)
    assert (d.players, d.seed, d.building_sides, d.neutral_buildings) == (2, int(ng.seed.value), "a" * 10, "fixed")
    click(app, centre(label_rect(ng, "Random sides")))
    click(app, centre(label_rect(ng, "4 players")))
    app.step()
    d = decode(ng.code.value)
    expected = new_game(4, seed=int(ng.seed.value), building_sides="random").options["building_sides"]
    assert (d.players, d.building_sides) == (4, expected)


def test_a_mistyped_code_says_what_is_wrong_and_changes_nothing(app):
    ng = open_new_game(app)
    before = (ng.players, ng.seed.value, ng.sides.selected)
    type_code(app, ng, "76BX-JBYM-MFVO")
    assert ng.code_error and ng.message == "Character 12, O, is never used in deal codes: did you mean 0 (zero)?"
    type_code(app, ng, "76BX-JBYM-MFFV")
    assert ng.code_error and "does not check out" in ng.message
    assert (ng.players, ng.seed.value, ng.sides.selected) == before and ng.code_deal is None


def test_entering_a_code_deals_exactly_that_game(app):
    original = new_game(4, seed=424242, building_sides="abababbbba", neutral_buildings="random")
    code = code_of(original)
    ng = open_new_game(app)
    type_code(app, ng, code.lower())
    assert not ng.code_error and ng.players == 4 and ng.seed.value == "424242"
    assert ng.deal_code() == code
    click(app, ng.start_button.rect.center)
    game = next(s for s in app.scenes if hasattr(s, "match")).match.game
    assert game.options["building_sides"] == "abababbbba" and game.options["neutral_buildings"] == "random"
    for p in range(4):
        assert game.view(p)["players"][p]["hand"] == original.view(p)["players"][p]["hand"]
        assert game.view(p)["trail"] == original.view(p)["trail"]


def test_a_code_can_be_pasted(app):
    code = code_of(new_game(3, seed=99))
    ng = open_new_game(app)
    click(app, ng.code.rect.center)
    pygame.scrap.put_text(code)
    key(app, pygame.K_v, mod=pygame.KMOD_CTRL)
    key(app, pygame.K_RETURN)
    assert ng.players == 3 and ng.seed.value == "99" and not ng.code_error


def test_the_wheel_over_the_log_scrolls_it_back(app, finished):
    scene = open_replay_from_pad(app, finished)
    app.step()
    newest = scene.log.sentences()[-1]
    side = scene.log.rect
    click(app, (side.centerx, side.centery))  # the pointer over the log
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3))
    app.step()
    assert scene.log.scroll == 3 and scene.log.sentences()[-1] == newest  # the position did not move
    key(app, pygame.K_LEFT)
    assert scene.log.scroll == 0  # a step shows the newest sentences again


# ---- Save as PNG against a hostile data folder: never through a link, never blocked by a pipe ----
def _save_chart(app, finished):
    pad = open_pad(app, finished)
    click(app, centre(label_rect(pad, "Charts")))
    return pad


def _press_save(app, pad) -> None:
    """Press Save as PNG on a thread of its own, so a save that blocks fails the test instead of hanging it."""
    import threading

    done = threading.Event()
    box = {}

    def press():
        try:
            pad.charts.save()
        except BaseException as e:  # noqa: BLE001 - handed to the test
            box["error"] = e
        done.set()

    threading.Thread(target=press, daemon=True).start()
    assert done.wait(30), "Save as PNG blocked"
    assert "error" not in box, box


def test_save_as_png_onto_a_named_pipe_or_a_link_replaces_the_name_and_writes_nothing_elsewhere(
        app, finished, gwt_home, tmp_path, monkeypatch):
    import os

    from gwt_desktop.ui.after import charts

    monkeypatch.setattr(charts.time, "strftime", lambda fmt: "20990101-000000")  # the guessable name
    pad = _save_chart(app, finished)
    folder = gwt_home / "data" / "charts"
    folder.mkdir(parents=True)
    name = "-".join(x for x in (pad.charts.key, pad.charts.tag, "20990101-000000") if x) + ".png"
    os.mkfifo(folder / name)  # a named pipe planted under the chart's name: opening it would block
    _press_save(app, pad)
    assert (folder / name).is_file() and not (folder / name).is_symlink()
    assert pygame.image.load(str(folder / name)).get_size() == (1660, 810)
    victim = tmp_path / "victim.txt"
    victim.write_text("precious")
    (folder / name).unlink()
    (folder / name).symlink_to(victim)  # a link planted under the chart's name
    _press_save(app, pad)
    assert victim.read_text() == "precious"  # not written through the link
    assert (folder / name).is_file() and not (folder / name).is_symlink()
    assert [p.name for p in folder.iterdir()] == [name]  # no temporary file left either


def test_save_as_png_with_charts_a_link_elsewhere_is_refused_in_plain_words(app, finished, gwt_home, tmp_path):
    pad = _save_chart(app, finished)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (gwt_home / "data").mkdir(parents=True, exist_ok=True)
    (gwt_home / "data" / "charts").symlink_to(elsewhere)
    _press_save(app, pad)
    assert list(elsewhere.iterdir()) == []
    assert pad.charts.message == (f"The chart could not be saved: {gwt_home / 'data' / 'charts'} is a link, not a "
                                  "folder (nothing is written through a link).")


def test_save_as_png_with_charts_a_file_says_so_without_errno(app, finished, gwt_home):
    pad = _save_chart(app, finished)
    (gwt_home / "data").mkdir(parents=True, exist_ok=True)
    (gwt_home / "data" / "charts").write_text("a file")
    _press_save(app, pad)
    assert pad.charts.message == f"The chart could not be saved: {gwt_home / 'data' / 'charts'} is a file, not a folder."
    assert "Errno" not in pad.charts.message


def test_records_keep_your_games_apart_from_games_among_computers(app, finished):
    from gwt_desktop.session.seats import COMPUTER, Seat

    records.record_game(finished)  # Ann at the table
    bots = Match([Seat(n, i, COMPUTER, "random") for i, n in enumerate(("Bob", "Cat"))], 63, "random", "random")
    rng = random.Random(63)
    while not bots.game.is_over:
        bots.apply(rng.choice(bots.game.legal_moves()))
    records.record_game(bots)
    click(app, app.scene.button("Records").rect.center)
    scene = app.scene
    assert isinstance(scene, RecordsScene)
    assert [r.seats for r in scene.rows] == [finished.seats]  # your games only
    assert all(s.players == finished.game.options["players"] for s in scene.standings)  # none from the bots' game
    click(app, centre(scene.computers_button.rect))
    assert [r.seats for r in scene.rows] == [bots.seats]
    assert scene.computers_button.label == words.computer_games_button(1, True)
    click(app, centre(scene.computers_button.rect))
    assert [r.seats for r in scene.rows] == [finished.seats]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_shared_win_leaves_the_deal_code_and_its_button_clear(app, lang):
    """A tie's verdict, "Blue and Orange share the win with 48 points each", ran into "Deal code":
    with two, three and four winners the verdict and the note under it lie clear of the deal code and
    its Copy button, inside the panel."""
    from gwt_desktop.session.match import make_match
    from gwt_desktop.text import i18n

    i18n.set_language(lang)
    try:
        for players in (2, 3, 4):
            m = make_match(players, seed=0, humans=1, level="random")
            rng = random.Random(0)
            while not m.game.is_over:
                m.apply(rng.choice(m.game.legal_moves()))
            pad = ScorePadScene(app, m)
            for sh in pad.sheets:  # every seat shares the win
                sh["total"], sh["winner"] = 48, True
            drawn = pad.draw_footer(pygame.Surface((1920, 1080)))
            deal = [r for name, r in drawn if name == "deal"] + [pad.copy_button.rect]
            words_ = [r for name, r in drawn if name in ("verdict", "note")]
            assert any(name == "note" for name, _ in drawn) and "48" in pad.verdict()
            panel = pygame.Rect(90, 24, 1740, 920)
            for r in words_:
                assert panel.inflate(0, -8).contains(r) and r.collidelist(deal) == -1, (players, r, deal)
                assert not any(r.colliderect(b.rect) for b in pad.buttons)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_replays_next_turn_of_label_lies_clear_of_every_button(app, finished, lang):
    """German's "Nächster Zug von" ran into "Nächstes Kansas City" at a fixed place: the label and the
    players' buttons are laid out by its width, clear of the band's buttons and inside the window."""
    from gwt_desktop.text import i18n

    i18n.set_language(lang)
    try:
        pad = ScorePadScene(app, finished)
        replay = pad.replay()
        replay.seek(len(replay))
        scene = ReplayScene(app, replay, finished.seats)
        try:
            band = scene.band
            label = band.turn_label
            assert label.w > 0 and label.right < 1920
            for b in band.widgets():
                assert not label.colliderect(b.rect), (words.NEXT_TURN_OF, b.label)
            for b in band.turn_buttons:
                assert b.rect.left > label.right and b.rect.right <= band.back_button.rect.left
        finally:
            # Never pushed on the app's stack, so nobody else stops its turn reasons' thread (a whole
            # game's reasons, worked out on beside the next tests of this worker).
            scene.leave()
    finally:
        i18n.set_language("en")


def test_one_click_on_a_finished_game_chooses_it_and_the_double_clicks_second_press_leaves_the_slider(app, finished):
    """Issue 71: one click on the newest game (chosen when Records opened) opened its replay at once,
    and the next click, landing on the replay's slider, moved it."""
    records.record_game(finished)
    click(app, app.scene.button("Records").rect.center)
    scene = app.scene
    assert isinstance(scene, RecordsScene) and scene.selected == 0
    row = scene.row_rect(0).center
    click(app, row, dt=0.3)
    assert app.scene is scene  # chosen, not opened
    click(app, row, dt=0.05)  # the second press of a double click opens it
    replay = app.scene
    assert isinstance(replay, ReplayScene)
    at = replay.replay.index
    slider = replay.band.slider.rect
    click(app, (slider.x + slider.w // 4, slider.centery), dt=0.05)  # a third press, quick, on the slider
    assert replay.replay.index == at
    app.step(0.6)
    click(app, (slider.x + slider.w // 4, slider.centery))  # a press of its own moves it
    assert replay.replay.index != at


def test_the_replay_zooms_the_trail_and_has_the_magnifier_as_the_game_does(app, finished):
    """Issue 71: the Replay had neither the trail's zoom nor the magnifier (G)."""
    from tests.events import window_pos

    scene = open_replay_from_pad(app, finished)
    board = scene.board
    trail = (board.rect.x + board.rect.w * 0.3, board.rect.y + board.rect.h * 0.4)  # over the trail
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=window_pos(app, trail), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    app.step()
    assert board.zoom.on
    before = board.zoom.key()
    # A drag on the zoomed trail moves it.
    start, end = window_pos(app, trail), window_pos(app, (trail[0] + 80, trail[1] + 40))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    app.step()
    assert board.zoom.key() != before and board.zoom.on
    key(app, pygame.K_0)
    assert not board.zoom.on
    key(app, pygame.K_PLUS)
    assert board.zoom.on
    key(app, pygame.K_MINUS)
    assert not board.zoom.on
    index = scene.replay.index
    key(app, pygame.K_g)
    assert scene.lens.on and scene.replay.index == index
    app.step()
    assert scene.lens._sample is not None  # it took what lies under the pointer and drew it enlarged
    key(app, pygame.K_g)
    assert not scene.lens.on
