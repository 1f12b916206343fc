"""The board view, headless: what it draws, where, for whom, and that its caches follow the view."""
from __future__ import annotations

import copy
from pathlib import Path

import pygame
import pytest

from gwt_desktop.engine import board
from gwt_desktop.session.seats import Seat
from gwt_desktop.ui.board import board_view
from gwt_desktop.ui.board.board_view import BoardView
from gwt_desktop.ui.kit import assets, paint
from gwt_desktop.ui.kit.layout import load
from gwt_desktop.ui.kit.paint import color, player_rgb
from tools.showboard import position

SEATS = [Seat("Ada", 0), Seat("Bo", 1), Seat("Cy", 2), Seat("Di", 3)]


@pytest.fixture(scope="module")
def midgame():
    return position(4, 3, 200)


def render(screen, view, seats=SEATS, **kw):
    bv = BoardView(load())
    bv.draw(screen, view, seats, **kw)
    return bv


def near(c, rgb, tol=40) -> bool:
    return all(abs(c[i] - rgb[i]) <= tol for i in range(3))


def count_colour(surf, rect, rgb, tol=40) -> int:
    x, y, w, h = rect
    return sum(1 for i in range(x, x + w) for j in range(y, y + h) if near(surf.get_at((i, j)), rgb, tol))


def kinds(components) -> set[str]:
    return {key.split(":", 1)[0] for key, _ in components}


def test_rendered_board_is_not_blank_and_shows_more_than_the_background(screen, midgame):
    render(screen, midgame.view(0))
    shown = screen.copy()
    colours = {tuple(shown.get_at((x, y)))[:3] for x in range(0, 1920, 16) for y in range(0, 1080, 16)}
    assert len(colours) > 200
    bg = pygame.image.load(str(assets.art_path("board_background.png")))
    differs = sum(1 for x in range(0, 1920, 8) for y in range(0, 1080, 8)
                  if not near(shown.get_at((x, y)), bg.get_at((x, y)), 8))
    assert differs > 3000  # pieces, tiles, cards and boards cover a good part of the table


def test_engine_appears_on_its_track_space_in_its_owners_colour(screen, midgame):
    lay = load()
    view = copy.deepcopy(midgame.view(0))
    for pl in view["players"]:
        pl["engine"] = "0"
    rect = lay.rect("track", "12")
    render(screen, view)
    blue_before = count_colour(screen, rect, player_rgb(1))
    view["players"][1]["engine"] = "12"
    render(screen, view)
    assert blue_before == 0
    assert count_colour(screen, rect, player_rgb(1)) > rect[2] * rect[3] // 5  # the seat's mark covers a part


def test_cattleman_stands_on_its_trail_space(screen, midgame):
    lay = load()
    view = copy.deepcopy(midgame.view(0))
    for pl in view["players"]:
        pl["cattleman"] = "START"
    x, y, w, _ = lay.rect("trail", "N_B")
    top_edge = (x, y - 16, w, 20)  # cattlemen stand on the top edge of their space
    render(screen, view)
    assert count_colour(screen, top_edge, player_rgb(2)) == 0
    view["players"][2]["cattleman"] = "N_B"
    render(screen, view)
    assert count_colour(screen, top_edge, player_rgb(2)) > 150


def test_private_building_is_drawn_in_its_owners_colour_and_components_name_it(screen, midgame):
    lay = load()
    view = copy.deepcopy(midgame.view(0))
    view["trail"]["P_A1"] = {"building": "4a", "owner": 3}
    bv = render(screen, view)
    rect = lay.rect("trail", "P_A1")
    assert count_colour(screen, rect, player_rgb(3)) > 200
    assert ("trail:P_A1", rect) in bv.components()


def test_components_cover_every_kind_in_a_midgame_four_player_position(screen, midgame):
    view = midgame.view(0)
    bv = render(screen, view)
    comps = bv.components()
    assert kinds(comps) >= {"trail", "track", "station", "master", "city", "foresight", "job", "market", "hand",
                            "objective", "objstack", "aux", "disc", "worker", "building", "opponent", "pile",
                            "cert", "kcstack", "marketstack", "jobtoken", "money", "limits"}
    keys = {k for k, _ in comps}
    assert {f"trail:{s}" for s in board.SPACES} <= keys
    assert {f"city:{i}" for i in range(len(board.CITIES))} <= keys
    assert {f"track:{board.position_text(p)}" for p in board.TRACK_POSITIONS} <= keys
    assert {f"station:{i}" for i in range(1, 11)} <= keys
    assert {f"opponent:{i}" for i in (0, 1, 2, 3)} == {k for k in keys if k.startswith("opponent:")}  # every seat has its bar
    assert {f"pile:{n}" for n in ("draw", "discard", "objective_area")} <= keys
    assert {f"aux:{a}" for a in ("aux_money", "aux_cards", "aux_cert", "aux_engine", "aux_thin")} <= keys
    assert {f"worker:{w}" for w in ("cowboy", "craftsman", "engineer")} <= keys
    me = view["players"][0]
    assert sorted(k[5:] for k, _ in comps if k.startswith("hand:")) == sorted(
        c for c, n in me["hand"].items() for _ in range(n))
    assert sorted(k[7:] for k, _ in comps if k.startswith("market:")) == sorted(
        c for c, n in view["market"].items() for _ in range(n))
    assert {f"building:{n}" for n in me["supply"]} == {k for k in keys if k.startswith("building:")}
    jobs = {k for k in keys if k.startswith("job:")}
    assert jobs == {f"job:{r}:{c}" for r, row in enumerate(view["job_market"]) for c in range(len(row))}
    for key, (x, y, w, h) in comps:
        assert 0 <= x and 0 <= y and x + w <= 1920 and y + h <= 1080, key


def test_job_market_columns_follow_the_player_count(screen):
    lay = load()
    g = position(2, 5, 60)
    view = g.view(0)
    bv = render(screen, view, SEATS[:2])
    first = bv.rects("job:0:0")
    assert first == [lay.rect("job_market", "cells", 0, 2)]  # 2 players use the two rightmost columns


def test_a_hidden_hand_is_never_drawn_for_another_seat(screen, midgame):
    v0, v1 = midgame.view(0), midgame.view(1)
    bv = render(screen, v0)
    hand0 = sorted(k for k, _ in bv.components() if k.startswith("hand:"))
    assert hand0 == sorted(f"hand:{c}" for c, n in v0["players"][0]["hand"].items() for _ in range(n))
    bv = render(screen, v1)
    hand1 = sorted(k for k, _ in bv.components() if k.startswith("hand:"))
    assert hand1 == sorted(f"hand:{c}" for c, n in v1["players"][1]["hand"].items() for _ in range(n))
    # Asked to show seat 0's board from seat 1's view, the board shows no hand at all.
    bv = render(screen, v1, seat=0)
    assert not [k for k, _ in bv.components() if k.startswith("hand:")]
    # And seat 1's picture does not change when seat 0's hidden hand does.
    render(screen, v1)
    before = pygame.image.tobytes(screen, "RGB")
    other = midgame.clone()
    pl = other.s.players[0]
    j = next(j for j, c in enumerate(pl.draw) if c != pl.hand[0])  # a card the hand does not hold there
    pl.hand[0], pl.draw[j] = pl.draw[j], pl.hand[0]
    assert other.view(0)["players"][0]["hand"] != v0["players"][0]["hand"]
    render(screen, other.view(1))
    assert pygame.image.tobytes(screen, "RGB") == before


def test_highlight_glows_the_offered_and_dims_the_rest(screen, midgame):
    lay = load()
    view = midgame.view(0)
    render(screen, view)
    plain = screen.copy()
    bv = render(screen, view, highlight={"trail:N_B"})
    x, y, w, h = bv.rects("trail:N_B")[0]  # a neutral building is drawn wider than its space
    # The glow (pulsing between the highlight colour and white) rings the offered space.
    glow = color("highlight")

    def glowing(c) -> bool:  # on the way from the highlight colour to white
        return c[0] >= glow[0] - 20 and c[1] >= glow[1] - 20 and c[2] >= glow[2] - 20

    ring = [(x + w // 2, y - 2), (x - 2, y + h // 2), (x + w + 1, y + h // 2), (x + w // 2, y + h + 1)]
    lit = [screen.get_at(pt) for pt in ring]
    assert sum(1 for c in lit if glowing(c)) >= 3, lit
    assert not any(glowing(plain.get_at(pt)) for pt in ring)
    # The offered space keeps its light; another space is darker; an opponent's summary is untouched.
    assert screen.get_at((x + w // 2, y + h // 2)) == plain.get_at((x + w // 2, y + h // 2))
    ox, oy, ow, oh = lay.rect("trail", "N_E")
    assert sum(screen.get_at((ox + ow // 2, oy + oh // 2))[:3]) < sum(plain.get_at((ox + ow // 2, oy + oh // 2))[:3])
    bx, by, bw, bh = lay.rect("opponents", 0)
    assert screen.get_at((bx + bw - 10, by + bh // 2)) == plain.get_at((bx + bw - 10, by + bh // 2))
    assert bv.components() == render(screen, view).components()  # highlighting changes no component


def test_pieces_are_redrawn_only_when_the_view_changes(screen, midgame):
    bv = BoardView(load())
    view = midgame.view(0)
    for _ in range(3):
        bv.draw(screen, view, SEATS)
        bv.draw(screen, view, SEATS, highlight={"trail:N_A"})
    assert bv.redraws == 1
    same = dict(view, legal_moves=["something else"])  # the moves on offer are not on the picture
    bv.draw(screen, same, SEATS)
    assert bv.redraws == 1
    moved = copy.deepcopy(view)
    moved["players"][0]["money"] += 1
    bv.draw(screen, moved, SEATS)
    assert bv.redraws == 2


def test_seat_colours_pick_the_sprites(screen, midgame):
    """Seat i may play any colour: the engine owned by player 0 is drawn in seat 0's colour."""
    lay = load()
    view = copy.deepcopy(midgame.view(0))
    for pl in view["players"]:
        pl["engine"] = "0"
    view["players"][0]["engine"] = "20"
    seats = [Seat("Ada", 2), Seat("Bo", 0), Seat("Cy", 1), Seat("Di", 3)]
    render(screen, view, seats)
    rect = lay.rect("track", "20")
    assert count_colour(screen, rect, player_rgb(2)) > rect[2] * rect[3] // 5  # its icon covers the rest
    assert count_colour(screen, rect, player_rgb(0)) == 0


def test_a_cattleman_step_repaints_the_trail_but_not_the_railroad_or_job_market(screen, midgame):
    bv = BoardView(load())
    view = copy.deepcopy(midgame.view(0))
    bv.draw(screen, view, SEATS)
    before = dict(bv.region_redraws)
    view["players"][1]["cattleman"] = "N_A" if view["players"][1]["cattleman"] != "N_A" else "N_B"
    bv.draw(screen, view, SEATS)
    after = bv.region_redraws
    assert after["trail"] == before["trail"] + 1
    assert after["top"] == before["top"] and after["kc"] == before["kc"] and after["seat"] == before["seat"]
    # The repainted picture is the one a fresh view draws from scratch.
    fresh = pygame.Surface((1920, 1080))
    BoardView(load()).draw(fresh, view, SEATS)
    assert pygame.image.tobytes(fresh, "RGB") == pygame.image.tobytes(screen, "RGB")


def test_a_walk_taken_out_of_the_view_and_put_back_repaints_only_the_trail(screen, midgame):
    """A walk's show leaves the walker out of the view, then puts it back where it landed: the seat
    boards draw nothing of where a cattleman stands, so the seat's board and the opponents' bars are
    not drawn again, and the picture is the one a fresh view draws from scratch."""
    bv = BoardView(load())
    view = copy.deepcopy(midgame.view(0))
    bv.draw(screen, view, SEATS)
    before = dict(bv.region_redraws)
    for walker in (0, 1):
        gone = copy.deepcopy(view)
        gone["players"][walker]["cattleman"] = None
        bv.draw(screen, gone, SEATS)
        bv.draw(screen, view, SEATS)
    after = bv.region_redraws
    assert after["trail"] == before["trail"] + 4
    assert after["seat"] == before["seat"] and after["opponents"] == before["opponents"]
    fresh = pygame.Surface((1920, 1080))
    BoardView(load()).draw(fresh, view, SEATS)
    assert pygame.image.tobytes(fresh, "RGB") == pygame.image.tobytes(screen, "RGB")


def test_a_seat_bar_that_changed_is_drawn_again_alone(screen, midgame):
    """A move changes a seat or two (the mover's money, whose turn it is): only those seat bars are
    drawn again, and the picture and its pieces are the ones a fresh view draws from scratch."""
    bv = BoardView(load())
    view = copy.deepcopy(midgame.view(0))
    view["scores"] = [10, 11, 12, 13]
    bv.draw(screen, view, SEATS)
    drawn = []
    real = board_view.draw_seat_bar
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(board_view, "draw_seat_bar", lambda p, v, s, n, k: (drawn.append(k), real(p, v, s, n, k)))
        view["players"][2]["money"] += 7
        bv.draw(screen, view, SEATS)
        assert drawn == [2]  # the bars in turn order from the viewer's: seat 2's is the third
        view["to_move"] = (view["to_move"] + 1) % 4
        view["scores"] = [10, 11, 12, 14]
        bv.draw(screen, view, SEATS)
    assert sorted(drawn[1:]) == sorted({(view["to_move"] - 1) % 4, view["to_move"], 3})
    fresh = pygame.Surface((1920, 1080))
    whole = BoardView(load())
    whole.draw(fresh, view, SEATS)
    assert pygame.image.tobytes(fresh, "RGB") == pygame.image.tobytes(screen, "RGB")
    assert bv.components() == whole.components() and bv.keys() == whole.keys()


def test_the_seat_board_is_not_drawn_again_for_another_seats_score(screen, midgame):
    bv = BoardView(load())
    view = copy.deepcopy(midgame.view(0))
    view["scores"] = [10, 11, 12, 13]
    bv.draw(screen, view, SEATS)
    before = dict(bv.region_redraws)
    view["scores"] = [10, 15, 12, 13]  # seat 1's running score: its bar changes, not the viewer's board
    bv.draw(screen, view, SEATS)
    assert bv.region_redraws["seat"] == before["seat"] and bv.region_redraws["opponents"] == before["opponents"] + 1
    view["scores"] = [9, 15, 12, 13]
    bv.draw(screen, view, SEATS)
    assert bv.region_redraws["seat"] == before["seat"] + 1
    fresh = pygame.Surface((1920, 1080))
    BoardView(load()).draw(fresh, view, SEATS)
    assert pygame.image.tobytes(fresh, "RGB") == pygame.image.tobytes(screen, "RGB")


def test_the_job_token_moves_to_the_player_who_took_it(screen, midgame):
    lay = load()
    view = copy.deepcopy(midgame.view(0))
    bv = render(screen, view)
    assert bv.rects("jobtoken") == [lay.rect("job_market", "token", view["token_row"])]
    view["token_row"] = 12
    view["players"][2]["token"] = True
    bv = render(screen, view)
    (r,) = bv.rects("jobtoken")
    box = next(b for k, b in bv.components() if k == "opponent:2")
    assert pygame.Rect(box).contains(pygame.Rect(r))


def test_owned_tiles_and_station_discs_are_shown(screen, midgame):
    lay = load()
    view = copy.deepcopy(midgame.view(0))
    me = view["players"][0]
    me["hazards"], me["teepees"], me["masters"] = ["flood_2g"], ["green_teepee"], ["sm_cert"]
    view["players"][1]["stations"][2] = True
    bv = render(screen, view)
    keys = [k for k, _ in bv.components()]
    assert {"owned:flood_2g", "owned:green_teepee", "owned:sm_cert"} <= set(keys)
    assert count_colour(screen, lay.rect("stations", "3"), player_rgb(1)) > 100


def test_teepees_of_one_colour_are_one_chip_with_their_count(screen, midgame, monkeypatch):
    """The owned tiles share the bottom line with the certificate track: three green teepees are one
    chip with "×3" beside the tile, a single blue one its tile alone."""
    texts = []
    text = paint.Painter.text

    def record(self, s, pos, *a, **kw):
        texts.append(s)
        return text(self, s, pos, *a, **kw)

    monkeypatch.setattr(paint.Painter, "text", record)
    view = copy.deepcopy(midgame.view(0))
    me = view["players"][0]
    me["hazards"], me["teepees"], me["masters"] = [], ["green_teepee", "blue_teepee", "green_teepee", "green_teepee"], []
    bv = render(screen, view)
    green, blue = bv.rects("owned:green_teepee"), bv.rects("owned:blue_teepee")
    assert len(green) == 1 and len(blue) == 1
    assert green[0][2] > green[0][3] and blue[0][2] == blue[0][3]
    assert "\u00d73" in texts and "\u00d71" not in texts
    row = load().rect("player_board", "owned_tiles")
    assert pygame.Rect(row).contains(pygame.Rect(green[0])) and pygame.Rect(row).contains(pygame.Rect(blue[0]))


def test_a_full_owned_row_leaves_the_masters_tasks_to_their_tooltips(screen, midgame):
    """Five hazards, seven teepees and three station masters: the tasks would not fit the row beside
    the certificate track, so the masters are their two icons; every tile still has its chip."""
    view = copy.deepcopy(midgame.view(0))
    me = view["players"][0]
    me["hazards"] = ["flood_4g", "flood_3g", "drought_3b", "rockfall_2g", "drought_2b"]
    me["teepees"] = ["green_teepee", "blue_teepee"] * 3 + ["green_teepee"]
    me["masters"] = ["sm_cert", "sm_teepee", "sm_workers"]
    bv = render(screen, view)
    row = pygame.Rect(load().rect("player_board", "owned_tiles"))
    for tile in me["hazards"] + ["green_teepee", "blue_teepee"] + me["masters"]:
        (r,) = bv.rects(f"owned:{tile}")
        assert row.contains(pygame.Rect(r)), tile
    assert all(bv.rects(f"owned:{m}")[0][2] == 2 * row.h + 2 for m in me["masters"])


def test_a_new_view_under_the_same_highlight_shows_the_new_pieces(screen, midgame):
    lay = load()
    view = copy.deepcopy(midgame.view(0))
    for pl in view["players"]:
        pl["engine"] = "0"
    glow = {"trail:N_A", "hand:jersey"}
    bv = BoardView(load())
    bv.draw(screen, view, SEATS, highlight=glow)
    view["players"][3]["engine"] = "30"
    bv.draw(screen, view, SEATS, highlight=glow)
    rect = lay.rect("track", "30")
    dimmed_colour = [round(v * 150 / 255) for v in player_rgb(3)]  # the track is dimmed, the engine with it
    assert count_colour(screen, rect, dimmed_colour, 30) > rect[2] * rect[3] // 4


# The frames benchmark's two commands below (tools/frames.py): each draws its phases' frames at 60 a
# second, so most of its time is spent waiting for the next frame. They are started together, at the
# first test that asks for one, and each test reads its own command's output: the second waits for
# nothing.
FRAMES = {
    "phases": ["--seconds", "0.3", "--level", "random", "--players", "2", "--moves", "40"],
    "review": ["--seconds", "0.3", "--only-review", "--quick-review", "--review-level", "random",
               "--players", "2", "--moves", "40"],
}


@pytest.fixture(scope="module")
def frames_runs(tmp_path_factory):
    """Both commands of FRAMES, started at once: {name: its process}."""
    import os
    import subprocess
    import sys

    procs = {}
    for name, args in FRAMES.items():
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                   GWT_HOME=str(tmp_path_factory.mktemp(f"frames_{name}")))
        procs[name] = subprocess.Popen([sys.executable, "-m", "tools.bench", "--frames", *args],
                                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
                                       cwd=Path(__file__).resolve().parents[2])  # tools/ lives in the checkout
    yield procs
    for proc in procs.values():
        if proc.poll() is None:
            proc.kill()
        proc.communicate()


def frames_result(proc, timeout: float) -> dict:
    """The figures a frames command printed last, once it has ended well."""
    import json

    out, err = proc.communicate(timeout=timeout)
    assert proc.returncode == 0, err[-3000:]
    return json.loads(out.strip().splitlines()[-1])


def test_frames_benchmark_prints_its_figures_as_json(frames_runs):
    """The command runs and reports every phase (figures only: no timing is asserted here)."""
    result = frames_result(frames_runs["phases"], 120)
    for phase in ("idle", "thinking", "expert", "playing"):
        assert result[phase]["frames"] >= 30
        assert 0 < result[phase]["median_ms"] <= result[phase]["p99_ms"] <= result[phase]["max_ms"]
    assert result["thinking"]["bot_jobs"] > 0
    assert result["window"] == [1280, 720]
    assert "BoardView" in result["measures"] or "GameScene" in result["measures"]


def test_frames_benchmark_measures_the_review_while_it_is_worked_out(frames_runs):
    """--only-review: idle, then the review screen's frames until its review is done, with the
    review's time, its turns and whether a second review agrees (figures only, none asserted)."""
    result = frames_result(frames_runs["review"], 600)
    review = result["review"]
    assert "thinking" not in result and review["frames"] >= 1 and review["turns"] > 10
    assert review["same_twice"] is True and review["review_s"] > 0 and review["samples"] == 1


def test_every_seat_bar_shows_its_seats_numbers_and_a_change_repaints_only_that_bar(screen, midgame):
    view = copy.deepcopy(midgame.view(0))
    view["scores"] = [5, -3, 12, 0]
    bv = render(screen, view)
    bars = {k: pygame.Rect(r) for k, r in bv.components() if k.startswith("opponent:")}
    area = pygame.Rect(load().rect("seat_bars", "area"))
    assert len(bars) == 4 and all(area.contains(r) for r in bars.values())
    for i in range(4):  # each running score sits in its own seat's bar (the viewer's also on its board)
        assert any(bars[f"opponent:{i}"].contains(pygame.Rect(r)) for r in bv.rects(f"score:{i}"))
    before = screen.copy()
    view["players"][2]["money"] += 40
    bv.draw(screen, view, SEATS)
    changed = [k for k, r in bars.items()
               if any(screen.get_at((x, y)) != before.get_at((x, y)) for x in range(r.x, r.right, 2)
                      for y in range(r.y, r.bottom, 2))]
    assert changed == ["opponent:2"]


def test_city_offers_show_on_the_crests_on_offer_only(screen, midgame):
    view = copy.deepcopy(midgame.view(0))
    render(screen, view)
    plain = screen.copy()
    view["city_offers"] = [{"city": 2, "points": -3, "objectives": 1, "money": 0, "transport": 4}]
    render(screen, view)
    lay = load()

    def differs(i):
        x, y, w, h = lay.rect("cities", str(i))
        return sum(screen.get_at((px, py)) != plain.get_at((px, py))
                   for px in range(x, x + w) for py in range(y + h // 2, y + h))

    assert differs(2) > 200
    assert differs(3) == 0 and differs(1) == 0


def test_the_text_size_setting_enlarges_the_boards_own_words(screen):
    """With two seats the bars have room to spare: their words grow with the setting (with four they
    keep to the room they have)."""
    view = position(2, 5, 60).view(0)
    view["scores"] = [1, 2]
    bv = render(screen, view)
    small = pygame.Rect(max(bv.rects("score:1"), key=lambda r: r[1]))
    bv.draw(screen, dict(view, text_scale=1.4), SEATS)
    large = pygame.Rect(max(bv.rects("score:1"), key=lambda r: r[1]))
    assert large.h > small.h * 1.2
    assert pygame.Rect(bv.rects("opponent:1")[0]).contains(large)


def test_every_word_the_board_draws_in_the_font_is_at_least_9_px_tall_at_1280x720(screen, midgame, monkeypatch):
    """The board's own words (counts, badges, the objective cards' and the supply's numbers,
    a crest's repeat counts) at 19 px or more: 9 px of cap height at 1280x720."""
    sizes = []
    text, badge = paint.Painter.text, paint.Painter.badge

    def record_text(self, s, pos, size=18, *a, **kw):
        sizes.append((size, s))
        return text(self, s, pos, size, *a, **kw)

    def record_badge(self, s, center, size=16, *a, **kw):
        sizes.append((size, s))
        return badge(self, s, center, size, *a, **kw)

    monkeypatch.setattr(paint.Painter, "text", record_text)
    monkeypatch.setattr(paint.Painter, "badge", record_badge)
    view = copy.deepcopy(midgame.view(0))
    me = view["players"][0]
    me["hazards"], me["teepees"], me["masters"] = ["flood_2g", "drought_4g"], ["green_teepee"], ["sm_cert"]
    me["workers"], me["discs"][:5] = [7, 6, 5], [0] * 5
    me["objectives"], me["discard"] = [], me["discard"] + ["objective24"]
    me["hand"] = {**me["hand"], "objective14": 1, "objective00": 1}
    for k, pl in enumerate(view["players"]):
        pl["cities"][board.CITY_KC], pl["cities"][board.CITY_SF] = 2 + k, 2
    render(screen, view)
    render(screen, view, seat=1)  # a rival's board: its hidden hand as a count
    small = [(size, s) for size, s in sizes if size < 19]
    assert not small
    assert {"2", "4"} <= {s for _, s in sizes}  # the owned hazards' points, in the font


def test_the_boards_printed_names_follow_the_language_on_the_next_frame(screen, midgame):
    """The trail groups' and panels' names are drawn by the client, not baked into the art: switching
    the language repaints them at once (same view, same BoardView), and English comes back unchanged."""
    from gwt_desktop.text import i18n

    lay = load()
    x, y, w, _h = lay.get("trail_groups", "flood")
    label = pygame.Rect(x, y - 16, w, 28)  # the name sits centred on the group's top edge
    jx, jy = lay.get("job_market", "area")[:2]
    heading = pygame.Rect(jx, jy, 170, 22)
    view = midgame.view(0)
    bv = BoardView(lay)
    try:
        i18n.set_language("en")
        bv.draw(screen, view, SEATS)
        english = [screen.subsurface(r).copy() for r in (label, heading)]
        paper = color("paper")
        assert count_colour(screen, label, paper, tol=10) > 40  # "Flood" in paper letters
        i18n.set_language("de")
        bv.draw(screen, view, SEATS)
        german = [screen.subsurface(r).copy() for r in (label, heading)]
        for en, de in zip(english, german, strict=True):
            assert pygame.image.tobytes(en, "RGB") != pygame.image.tobytes(de, "RGB")
        i18n.set_language("en")
        bv.draw(screen, view, SEATS)
        for r, en in zip((label, heading), english, strict=True):
            assert pygame.image.tobytes(screen.subsurface(r), "RGB") == pygame.image.tobytes(en, "RGB")
    finally:
        i18n.set_language("en")


def test_sprites_print_their_words_in_the_current_language(screen):
    """START on a starting objective card and "repeat" on a city crest are drawn over the art, not in it."""
    from gwt_desktop.text import i18n

    def pixels(surf) -> bytes:
        return pygame.image.tobytes(surf, "RGBA")

    try:
        for name in ("cards/objective_00.png", "board/city_9.png"):
            i18n.set_language("en")
            english = paint.worded(name)
            assert pixels(english) != pixels(assets.image(name))  # the word is there
            i18n.set_language("de")
            assert pixels(paint.worded(name)) != pixels(english)
        assert paint.worded("cards/objective_04.png") is assets.image("cards/objective_04.png")  # prints no word
    finally:
        i18n.set_language("en")


def test_the_trail_drawn_again_in_parts_is_the_trail_drawn_whole(screen):
    """A step, a building or a tile redraws only the trail spaces that changed (board_view._trail_parts);
    over a random game the board kept that way is, pixel for pixel, the board drawn whole each time."""
    import random

    from gwt_desktop.session.match import make_match

    match = make_match(4, seed=6, humans=1, level="random")
    rng = random.Random(6)
    kept = BoardView(load())
    for i in range(160):
        match.apply(rng.choice(match.game.legal_moves()))
        if i % 8:
            continue
        view = match.game.view(0)
        kept.draw(screen, view, match.seats, seat=0)
        whole = pygame.Surface((1920, 1080))
        BoardView(load()).draw(whole, view, match.seats, seat=0)
        assert pygame.image.tobytes(screen, "RGB") == pygame.image.tobytes(whole, "RGB"), i
    assert kept.trail_parts_drawn >= 5  # the trail was drawn again in parts, not only whole
