"""Generates gwt_desktop/ui/kit/layout.json: where every board location, piece slot and panel sits.

The positions come from the engine's own geometry (gwt_desktop.engine.board): the trail is a layered
layout of board.SUCCESSORS, the railroad follows board.TRACK_POSITIONS, the city strip board.CITIES.
Only spacing parameters are hand-tuned (the PARAMETERS below). The client draws pieces and tests
clicks from the written file, and make_art.py paints the board background from it, so the picture
and the hit areas cannot drift apart.

Run:  .venv/bin/python build_scripts/make_layout.py
"""
from __future__ import annotations

import json
import sys
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from gwt_desktop.engine import board

OUT = ROOT / "gwt_desktop" / "ui" / "kit" / "layout.json"

# --- hand-tuned parameters (logical 1920x1080 space) -----------------------------------------
SIZE = (1920, 1080)
TOP_H = 172  # railroad + city strip
TRAIL_AREA = (8, 180, 1504, 612)  # x, y, w, h of the trail
MIDDLE_BOTTOM = 828  # the Kansas City panel runs down to here; the prompt line sits under the trail
TURN_MARGIN = 34  # room at the serpentine's turn for the road between rows
SIDE_X = 1524  # right column: Kansas City panel (foresight, supply, job market, opponents)
BOTTOM_Y = 836  # player board, hand, cattle market, objectives
TILE = 64  # side of a trail space (a building / hazard / teepee tile)
KC_TILE = 84  # Kansas City is drawn larger: it is the goal of every trip
# The trail is cut into rows after these layers; rows alternate direction (a serpentine).
# Cutting after neutral building C keeps every branch section inside one row.
ROW_BREAKS = (15,)
FIRST_ROW_RIGHT_TO_LEFT = True  # the start space sits at the lower right, as players expect
TRACK_X0, TRACK_PITCH, TRACK_Y, TRACK_R = 24, 36, 24, 15
TURNOUT_Y, TURNOUT_R = 62, 12
STATION_Y, STATION_W, STATION_H = 78, 58, 36
SM_Y, SM_W, SM_H = 118, 58, 50
JOB_ROWS, JOB_COLS = 12, 4
BAR_SLOTS, BAR_GAP, BAR_MARGIN = 5, 10, 14  # the decision bar: its fixed slots, between them, off the trail
CITY_GAP, CITY_ROW_GAP = 28, 14  # between city crests: room for the green arrows' bonus tags


def rect(x: float, y: float, w: float, h: float) -> list[int]:
    return [round(x), round(y), round(w), round(h)]


def centred(cx: float, cy: float, w: float, h: float | None = None) -> list[int]:
    h = w if h is None else h
    return rect(cx - w / 2, cy - h / 2, w, h)


# --- the trail ---------------------------------------------------------------------------------
@cache
def layer(i: int) -> int:
    """Longest path from the start: every arrow of the trail points to a later column."""
    preds = board.PREDECESSORS[i]
    return 0 if not preds else 1 + max(layer(p) for p in preds)


@cache
def branch_length(i: int) -> int:
    """Spaces from i up to (not including) the next neutral building or Kansas City."""
    if board.SPACE_KIND[i] in (board.NEUTRAL, board.KANSAS_CITY):
        return 0
    return 1 + max((branch_length(s) for s in board.SUCCESSORS[i]), default=0)


def lanes() -> dict[int, int]:
    """Vertical lane per space: neutral spaces on lane 0, the shorter branch above, the longer below.

    The longer branch (hazards, the Indian trade section) goes below so that the off-trail teepee
    spaces can sit one lane further down, beside the trail as on a printed board.
    """
    lane = {board.START_SPACE: 0}
    for i in range(len(board.SPACES)):  # SPACES is in trail order, so predecessors come first
        if i not in lane:
            continue
        succ = board.SUCCESSORS[i]
        ranked = sorted(succ, key=branch_length) if len(succ) > 1 else list(succ)
        for k, s in enumerate(ranked):
            if board.SPACE_KIND[s] in (board.NEUTRAL, board.KANSAS_CITY):
                lane[s] = 0
            elif len(ranked) > 1 and lane[i] == 0:
                lane[s] = -1 if k == 0 else 1
            else:  # a fork off a branch (P_C2 -> N_D | teepees) keeps the branch on its lane
                lane[s] = lane[i]
    on_trail = [t for t in board.TEEPEE_SPACES if t not in board.OFF_TRAIL]
    for k, t in enumerate(sorted(board.OFF_TRAIL, key=lambda t: board.TEEPEE_VALUE[t])):
        lane[t] = lane[on_trail[0]] + 1  # one lane below the on-trail teepees, under their first three
    return lane


def trail_layout() -> tuple[dict[str, list[int]], list[dict]]:
    lane = lanes()
    col = {i: layer(i) for i in lane if i not in board.OFF_TRAIL}
    on_trail = [t for t in board.TEEPEE_SPACES if t not in board.OFF_TRAIL]
    for k, t in enumerate(sorted(board.OFF_TRAIL, key=lambda t: board.TEEPEE_VALUE[t])):
        col[t] = col[on_trail[k]]
    n_layers = max(col.values()) + 1
    bounds = (0,) + ROW_BREAKS + (n_layers,)
    rows = [(bounds[r], bounds[r + 1]) for r in range(len(bounds) - 1)]
    row_of = {i: next(r for r, (a, b) in enumerate(rows) if a <= c < b) for i, c in col.items()}
    lane_span = [
        (min(lane[i] for i in col if row_of[i] == r), max(lane[i] for i in col if row_of[i] == r))
        for r in range(len(rows))
    ]
    total_lanes = sum(hi - lo + 1 for lo, hi in lane_span)
    x0, y0, w, h = TRAIL_AREA
    x0, w = x0 + TURN_MARGIN, w - TURN_MARGIN  # rows turn at the left edge
    lane_h = h / total_lanes
    # Row 0 is drawn at the bottom; later rows stack upwards.
    row_top, y = {}, y0 + h
    for r, (lo, hi) in enumerate(lane_span):
        y -= (hi - lo + 1) * lane_h
        row_top[r] = y
    rects: dict[str, list[int]] = {}
    for i, c in col.items():
        r = row_of[i]
        a, b = rows[r]
        pitch = w / (b - a)
        step = c - a
        right_to_left = FIRST_ROW_RIGHT_TO_LEFT == (r % 2 == 0)
        cx = x0 + pitch * ((b - a - 1 - step) if right_to_left else step) + pitch / 2
        cy = row_top[r] + (lane[i] - lane_span[r][0]) * lane_h + lane_h / 2
        size = KC_TILE if i == board.KC_SPACE else TILE
        rects[board.SPACES[i]] = centred(cx, cy, size)
    meta = [
        {"row": r, "layers": [a, b - 1], "y": round(row_top[r]), "lanes": list(lane_span[r]),
         "pitch": round(w / (b - a), 1)}
        for r, (a, b) in enumerate(rows)
    ]
    return rects, meta


def trail_paths(rects: dict[str, list[int]], rows: list[dict]) -> dict[str, list[list[int]]]:
    """The road drawn for each arrow of the trail, as a polyline from centre to centre.

    Branches run along their own lane and bend only next to the neutral building where they fork or
    merge; the road between rows runs down the turn margin, clear of every space.
    """
    def row_of(name: str) -> int:
        y = rects[name][1]
        return max((r["y"], r["row"]) for r in rows if r["y"] <= y + 1)[1]

    joints = {board.SPACES[i] for i, k in enumerate(board.SPACE_KIND)
              if k in (board.NEUTRAL, board.KANSAS_CITY, board.START)}
    out: dict[str, list[list[int]]] = {}
    for a, b in trail_edges():
        (ax, ay), (bx, by) = [(rects[n][0] + rects[n][2] / 2, rects[n][1] + rects[n][3] / 2) for n in (a, b)]
        ra, rb = row_of(a), row_of(b)
        if ra != rb:
            tx = TRAIL_AREA[0] + TURN_MARGIN / 2
            pts = [(ax, ay), (tx, ay), (tx, by), (bx, by)]
        elif ay == by:
            pts = [(ax, ay), (bx, by)]
        else:
            bend = rows[ra]["pitch"] * 0.6 * (1 if bx > ax else -1)
            if b in joints:  # merging: stay on the branch's lane until the last stretch
                pts = [(ax, ay), (bx - bend, ay), (bx, by)]
            else:  # forking: leave the junction at once, then run along the lane
                pts = [(ax, ay), (ax + bend, by), (bx, by)]
        out[f"{a}>{b}"] = [[round(x), round(y)] for x, y in pts]
    return out


def trail_edges() -> list[list[str]]:
    return [[board.SPACES[i], board.SPACES[j]] for i, succ in enumerate(board.SUCCESSORS) for j in succ]


def trail_groups(rects: dict[str, list[int]]) -> dict[str, list[int]]:
    """Frames around the hazard sections and the Indian trade section (for labels and highlights)."""
    def frame(names: list[str], pad: int = 8) -> list[int]:
        xs = [rects[n][0] for n in names] + [rects[n][0] + rects[n][2] for n in names]
        ys = [rects[n][1] for n in names] + [rects[n][1] + rects[n][3] for n in names]
        return rect(min(xs) - pad, min(ys) - pad, max(xs) - min(xs) + 2 * pad, max(ys) - min(ys) + 2 * pad)

    groups = {t: frame([board.SPACES[i] for i in board.HAZARD_SPACES[t]]) for t in board.HAZARD_TYPES}
    groups["indian_trade"] = frame([board.SPACES[i] for i in board.TEEPEE_SPACES])
    return groups


# --- railroad and cities ------------------------------------------------------------------------
def track_x(n: float) -> float:
    return TRACK_X0 + n * TRACK_PITCH


def railroad() -> dict:
    track: dict[str, list[int]] = {}
    for pos in board.TRACK_POSITIONS:
        if pos % 2:  # a turnout lies half-way between its numbered neighbours, below the line
            track[board.position_text(pos)] = centred(track_x(pos / 2), TURNOUT_Y, 2 * TURNOUT_R)
        else:
            track[board.position_text(pos)] = centred(track_x(pos / 2), TRACK_Y, 2 * TRACK_R)
    stations, masters = {}, {}
    for k, pos in enumerate(board.STATION_POSITIONS):
        cx = track_x(pos / 2)
        stations[str(k + 1)] = centred(cx, STATION_Y + STATION_H / 2, STATION_W, STATION_H)
        if k < board.STATION_MASTER_SLOTS:
            masters[str(k + 1)] = centred(cx, SM_Y + SM_H / 2, SM_W, SM_H)
    crosses = {str(s): centred(track_x(s + 0.5), TRACK_Y, 12) for s in board.CROSSES}
    area = rect(8, 4, track_x(board.LAST_TRACK_SPACE) + TRACK_R + 8, TOP_H - 8)
    return {"track": track, "stations": stations, "station_masters": masters, "crosses": crosses, "area": area}


def cities() -> tuple[dict[str, list[int]], dict[str, list[int]], list[int]]:
    """Two rows of five crests, the chain turning at the right end; between neighbours a gap wide
    enough for the green arrow's bonus as a tag of its own, so it never covers a crest's numbers."""
    x0 = track_x(board.LAST_TRACK_SPACE) + TRACK_R + 24
    w_all = SIZE[0] - 8 - x0
    per_row = (len(board.CITIES) + 1) // 2
    gap, row_gap = CITY_GAP, CITY_ROW_GAP
    cw = (w_all - (per_row - 1) * gap) / per_row
    ch = (TOP_H - 12 - row_gap) / 2
    out, arrows = {}, {}
    for i in range(len(board.CITIES)):
        r, k = divmod(i, per_row)
        k = k if r == 0 else per_row - 1 - k  # serpentine: the chain turns at the right end
        out[str(i)] = rect(x0 + k * (cw + gap), 6 + r * (ch + row_gap), cw, ch)
    for i in range(len(board.CITIES) - 1):
        a, b = out[str(i)], out[str(i + 1)]
        cx = (a[0] + a[2] / 2 + b[0] + b[2] / 2) / 2
        cy = (a[1] + a[3] / 2 + b[1] + b[3] / 2) / 2
        if a[1] == b[1]:  # side by side: an upright tag in the gap
            arrows[str(i)] = centred(cx, cy, gap - 2, ch - 16)
        else:  # one above the other (the turn): a flat tag across the row gap
            arrows[str(i)] = centred(cx, cy, cw - 20, row_gap + 8)
    return out, arrows, rect(x0 - 8, 4, w_all + 8, TOP_H - 8)


# --- Kansas City panel (right column) --------------------------------------------------------------
def kc_panel() -> dict:
    x0, w = SIDE_X, SIZE[0] - 8 - SIDE_X
    y = TRAIL_AREA[1]
    fs = 46  # foresight tile
    stack_w = 40
    col_w = (w - 8) / 3
    foresight, supply = [], []
    for c in range(3):  # one column per Kansas City supply stack: the stack, then its two spaces
        cx = x0 + 4 + col_w * c
        supply.append(rect(cx + 2, y + 22 + (fs + 4) / 2, stack_w, fs))
        foresight.append([rect(cx + stack_w + 10, y + 22 + r * (fs + 4), fs, fs) for r in range(2)])
    foresight_area = rect(x0, y, w, 2 * fs + 30)
    y += foresight_area[3] + 8
    cell_h = 22  # rows kept short so the seat bars below get two readable lines each (four seats)
    cost_w, token_w = 40, 30
    cell_w = (w - cost_w - token_w - 16) / JOB_COLS
    cells, tokens, costs = [], [], []
    for r in range(JOB_ROWS):
        ry = y + 20 + r * cell_h
        cells.append([rect(x0 + 8 + c * cell_w, ry + 1, cell_w - 4, cell_h - 2) for c in range(JOB_COLS)])
        costs.append(rect(x0 + 8 + JOB_COLS * cell_w, ry + 1, cost_w - 4, cell_h - 2))
        tokens.append(centred(x0 + 8 + JOB_COLS * cell_w + cost_w + token_w / 2, ry + cell_h / 2, cell_h - 6))
    # After row 12 the token leaves the market by the red arrow: the end of the game.
    tokens.append(centred(tokens[-1][0] + tokens[-1][2] / 2, y + 20 + JOB_ROWS * cell_h + 12, cell_h - 10))
    job_area = rect(x0, y, w, 20 + JOB_ROWS * cell_h + 26)
    y = job_area[1] + job_area[3] + 4
    # The seat bars: one per seat (up to four), each two lines of icons and numbers; the client
    # splits the area by the number of seats. "opponents" keeps the first three for older readers.
    seats_area = rect(x0, y, w, MIDDLE_BOTTOM - y)
    bar_h = (MIDDLE_BOTTOM - y) / 4
    bars = [rect(x0, y + k * bar_h, w, bar_h - 3) for k in range(4)]
    return {
        "foresight": {"area": foresight_area, "spaces": foresight, "supply_stacks": supply},
        "job_market": {"area": job_area, "cells": cells, "costs": costs, "token": tokens},
        "seat_bars": {"area": seats_area, "bars": bars},
        "opponents": bars[:3],
    }


# --- bottom strip: player board, hand, cattle market, objectives --------------------------------
def player_board() -> dict:
    x0, y0, w, h = 8, BOTTOM_Y, 780, SIZE[1] - 4 - BOTTOM_Y
    cell = 38
    workers = {}
    for r, kind in enumerate(("cowboy", "craftsman", "engineer")):
        workers[kind] = [rect(x0 + 40 + c * (cell + 4), y0 + 34 + r * (cell + 4), cell, cell) for c in range(6)]
    # Five auxiliary actions, each with an icon box and its two disc spaces (money and cards have a
    # grey, always-empty first space, kept so the row of discs lines up).
    aux_names = ("aux_money", "aux_cards", "aux_cert", "aux_engine", "aux_thin")
    ax = x0 + 40 + 6 * (cell + 4) + 16
    aux, discs = {}, {}
    # 88 px wide (the row runs to the board's right edge): the client draws each action's numbers in
    # two rows at 19 px (9 px of cap height at 1280x720), which a 58 px box could not hold.
    for k, name in enumerate(aux_names):
        bx = ax + k * 92
        aux[name] = rect(bx, y0 + 34, 88, 44)
        for d in range(2):
            discs[f"{name}_{d + 1}"] = rect(bx + 17 + d * 28, y0 + 80, 26, 26)
    # The supply of private buildings: two rows of five under the auxiliary actions, in their columns.
    # A space of 88x44 holds the craftsmen and the points in a 26 px column and the building's actions
    # in two rows of 20 px beside them (numbers at 19 px, 9 px of cap height at 1280x720); in one row of
    # ten 48 px spaces the actions' numbers were 1-5 px (docs/experiments/board_text.md).
    buildings = {
        str(n): rect(ax + (n - 1) % 5 * 92, y0 + 110 + (n - 1) // 5 * 48, 88, 44) for n in range(1, 11)
    }
    # Under the worker rows: the discs that raise the certificate limit, the step discs and the hand
    # discs, three to a row, each with what taking it off gives printed to its right (make_art).
    lx = x0 + 40
    for k, name in enumerate(("cert_limit_4", "cert_limit_6", "step_1", "step_2", "hand_1", "hand_2")):
        discs[name] = rect(lx + k % 3 * 86, y0 + 158 + k // 3 * 25, 24, 24)
    # The certificate track at the bottom line's right end, the owned tiles left of it.
    tx = x0 + w - 8 - 6 * 28
    cert_track = {str(v): rect(tx + k * 28, y0 + 209, 26, 24) for k, v in enumerate((0, 1, 2, 3, 4, 6))}
    return {
        "area": rect(x0, y0, w, h),
        "name": rect(x0 + 8, y0 + 4, 300, 26),
        "money": rect(x0 + 320, y0 + 4, 110, 26),
        "limits": rect(x0 + 440, y0 + 4, w - 448, 26),
        "workers": workers,
        "aux": aux,
        "discs": discs,
        "cert_track": cert_track,
        "buildings": buildings,
        "owned_tiles": rect(x0 + 8, y0 + 209, tx - 28 - (x0 + 8), 24),
    }


def bottom_panels(board_area: list[int]) -> dict:
    x = board_area[0] + board_area[2] + 10
    y0, h = BOTTOM_Y, SIZE[1] - 4 - BOTTOM_Y
    card_w, card_h = 66, 92
    hand_w = 470
    hand_slots = [rect(x + 8 + k * 44, y0 + 30, card_w, card_h) for k in range(10)]  # fanned, overlapping
    piles = {
        "draw": rect(x + 8, y0 + 134, card_w, card_h),
        "discard": rect(x + 8 + card_w + 10, y0 + 134, card_w, card_h),
        "objective_area": rect(x + 8 + 2 * (card_w + 10), y0 + 134, hand_w - 16 - 2 * (card_w + 10), card_h),
    }
    hand = {"area": rect(x, y0, hand_w, h), "slots": hand_slots, "piles": piles}
    x += hand_w + 10
    mw = 400
    mc_w, mc_h = 44, 62
    per_row = int((mw - 16 - mc_w - 8) // (mc_w + 4))
    slots = [
        rect(x + 8 + (k % per_row) * (mc_w + 4), y0 + 30 + (k // per_row) * (mc_h + 6), mc_w, mc_h)
        for k in range(per_row * 3)
    ]
    market = {
        "area": rect(x, y0, mw, h),
        "slots": slots,
        "stack": rect(x + mw - mc_w - 8, y0 + 30, mc_w, mc_h),
    }
    x += mw + 10
    ow = SIZE[0] - 8 - x
    ob_w = (ow - 16 - 8) / 5
    obj = {
        "area": rect(x, y0, ow, h),
        "display": [rect(x + 8 + k * ob_w, y0 + 30, ob_w - 6, 100) for k in range(4)],
        "stack": rect(x + 8 + 4 * ob_w, y0 + 30, ob_w - 6, 100),
        "buttons": {
            "done": rect(x + 8, y0 + 148, ow / 2 - 12, 38),
            "undo": rect(x + ow / 2 + 4, y0 + 148, ow / 2 - 12, 38),
            "menu": rect(x + 8, y0 + 192, ow / 2 - 12, 38),
            "log": rect(x + ow / 2 + 4, y0 + 192, ow / 2 - 12, 38),
        },
    }
    return {"hand": hand, "cattle_market": market, "objectives": obj}


def decision_bar(trail: dict[str, list[int]], groups: dict[str, list[int]]) -> dict:
    """The decision bar's fixed place: the lane of the off-trail teepees, right of their group's box,
    which nothing else of the trail uses (the row's spaces above, the next row's below), so its buttons
    never cover a space, whatever the number of buttons; BAR_SLOTS equal slots in it."""
    lane = [trail[board.SPACES[t]] for t in board.OFF_TRAIL]
    top = min(r[1] for r in lane)
    bottom = min(r[1] for r in trail.values() if r[1] > top)  # the next row's first spaces
    x0 = max(r[0] + r[2] for r in groups.values() if r[1] < top + TILE and r[1] + r[3] > top) + BAR_MARGIN
    x1 = TRAIL_AREA[0] + TRAIL_AREA[2] - 8
    y0, h = top + 6, bottom - top - 18
    w = (x1 - x0 - BAR_GAP * (BAR_SLOTS - 1)) // BAR_SLOTS
    return {"area": rect(x0, y0, x1 - x0, h),
            "slots": [rect(x0 + k * (w + BAR_GAP), y0, w, h) for k in range(BAR_SLOTS)]}


def end_counter(job_area: list[int], opponents: list[list[int]]) -> list[int]:
    """The end counter's line: under the job market's last row, above the seat bars, left of the
    job-market token's exit mark (the area's last 40 px column)."""
    x, y, w, h = job_area
    return rect(x, y + h - 24, w - 40, min(24, opponents[0][1] - (y + h - 24) - 2))


# --- the screens around a game (ui/after/) -------------------------------------------------------
REPLAY_SCALE = 0.84  # the Replay's board, of the canvas: room for the log column and the band
REVIEW_SCALE = 0.45  # the review's board where the chosen turn began


def replay_screen() -> dict:
    """The Replay: the board scaled at its top left, the log column beside it, the band under them
    with the position line and the seat row, the slider over the whole game and the row of buttons
    (the players' "next turn of" buttons follow the label, by its width in the language of the moment)."""
    board = rect(0, 0, SIZE[0] * REPLAY_SCALE, SIZE[1] * REPLAY_SCALE)
    right, bottom = board[0] + board[2], board[1] + board[3]
    band_y = bottom + 6
    row_y = band_y + 100
    return {
        "board": board,
        "board_scale": REPLAY_SCALE,
        "side": rect(right + 6, 8, SIZE[0] - right - 14, board[3] - 8),
        "band": rect(0, band_y - 2, SIZE[0], SIZE[1] - band_y + 2),
        "position": rect(24, band_y + 4, 960, 48),
        "seats": rect(1000, band_y + 4, SIZE[0] - 24 - 1000, 48),
        "seats_beside_review": rect(1216, band_y + 4, SIZE[0] - 24 - 1216, 48),
        "review": rect(1000, band_y + 2, 200, 52),
        "slider": rect(24, band_y + 58, SIZE[0] - 48, 28),
        "buttons": {
            "previous_turn": rect(24, row_y, 150, 60),
            "previous_move": rect(182, row_y, 150, 60),
            "next_move": rect(340, row_y, 150, 60),
            "next_turn": rect(498, row_y, 150, 60),
            "next_kansas_city": rect(664, row_y, 290, 60),
            "turns_of": rect(954, row_y, 1700 - 954, 60),
            "back": rect(SIZE[0] - 24 - 150, row_y, 150, 60),
        },
    }


def review_screen() -> dict:
    """The game review: the summary at the left, the list of turns beside it under the seat row, the
    board where the chosen turn began at the right (REVIEW_SCALE of the canvas), the chosen turn's
    words across the screen under them (its why, then what was played and the better line), the
    buttons at the bottom."""
    board = rect(1000, 96, SIZE[0] * REVIEW_SCALE, SIZE[1] * REVIEW_SCALE)
    board_bottom = board[1] + board[3]
    buttons_y = 984
    detail_y = board_bottom + 44  # under the board's caption
    list_top = 140
    return {
        "panel": rect(16, 12, SIZE[0] - 32, SIZE[1] - 24),
        "board": board,
        "board_scale": REVIEW_SCALE,
        "summary": rect(48, 100, 430, board_bottom + 10 - 100),
        "seats": rect(500, 26, 470, 56),
        "list": rect(500, list_top, 470, board_bottom + 4 - list_top),
        "list_row": 42,
        "detail": rect(48, detail_y, SIZE[0] - 104, buttons_y - 10 - detail_y),
        "why": rect(48, detail_y, 600, buttons_y - 10 - detail_y),
        **buttons_row(buttons_y, [("back", 48, 300), ("stop", 380, 300), ("previous", 760, 300), ("next", 1092, 300),
                                  ("replay", 1524, 340)], 72),
    }


def buttons_row(y: int, specs: list[tuple[str, int, int]], h: int) -> dict:
    """A row of buttons at height y: name -> [x, y, w, h] for each (name, x, w)."""
    return {name: rect(x, y, w, h) for name, x, w in specs}


def around_a_game() -> dict:
    """The screens around a game that lay themselves out in a panel with a row of buttons under it."""
    return {
        "credits": {"panel": rect(160, 70, 1600, 790), "back": rect(760, 900, 400, 96)},
        "handoff": {"confirm": rect(710, 620, 500, 110)},
        "load_game": {
            "panel": rect(160, 60, 1600, 820),
            **buttons_row(920, [("back", 200, 340), ("delete", 580, 340), ("replay", 960, 340), ("load", 1340, 340)], 96),
        },
        "rules_help": {"panel": rect(260, 150, 1400, 790), "back": rect(760, 960, 400, 96)},
        "records": {
            "panel": rect(90, 24, 1740, 920),
            **buttons_row(960, [("back", 130, 340), ("computers", 510, 480), ("review", 1030, 340),
                                ("replay", 1410, 380)], 96),
        },
        "new_game": {
            "panel": rect(150, 24, 1620, 900),
            "count": rect(760, 200, 400, 80),
            "code": rect(1190, 204, 330, 72), "copy_code": rect(1530, 204, 110, 72), "use_code": rect(1650, 204, 100, 72),
            "sides": rect(420, 800, 480, 72), "seed": rect(1120, 800, 330, 72), "dice": rect(1470, 800, 230, 72),
            **buttons_row(948, [("back", 380, 440), ("start", 1100, 440)], 96),
        },
        "settings": {"panel": rect(310, 140, 1300, 790), "back": rect(760, 950, 400, 96)},
        "score_pad": {
            "panel": rect(90, 24, 1740, 920),
            "tab": rect(1440, 40, 360, 64),
            "copy_code": rect(1610, 874, 190, 54),
            "buttons": rect(0, 966, SIZE[0], 92),  # the row the pad's buttons are centred in
        },
    }


def build() -> dict:
    trail, rows = trail_layout()
    rail = railroad()
    city_rects, city_arrows, city_area = cities()
    pb = player_board()
    bottom = bottom_panels(pb["area"])
    kc = kc_panel()
    groups = trail_groups(trail)
    return {
        "version": 1,
        "size": list(SIZE),
        "note": "Generated by build_scripts/make_layout.py from gwt_desktop.engine.board; do not edit by hand.",
        "areas": {
            "railroad": rail["area"],
            "cities": city_area,
            "trail": list(TRAIL_AREA),
            "kc_panel": rect(SIDE_X - 4, TRAIL_AREA[1], SIZE[0] - SIDE_X, MIDDLE_BOTTOM - TRAIL_AREA[1]),
            "player_board": pb["area"],
            "hand": bottom["hand"]["area"],
            "cattle_market": bottom["cattle_market"]["area"],
            "objectives": bottom["objectives"]["area"],
            "prompt": rect(TRAIL_AREA[0], sum(TRAIL_AREA[1::2]) + 4, TRAIL_AREA[2], MIDDLE_BOTTOM - sum(TRAIL_AREA[1::2]) - 4),
            "end_counter": end_counter(kc["job_market"]["area"], kc["opponents"]),
        },
        "decision_bar": decision_bar(trail, groups),
        "trail": trail,
        "trail_rows": rows,
        "trail_edges": trail_edges(),
        "trail_paths": trail_paths(trail, rows),
        "trail_groups": groups,
        "track": rail["track"],
        "crosses": rail["crosses"],
        "stations": rail["stations"],
        "station_masters": rail["station_masters"],
        "cities": city_rects,
        "city_arrows": city_arrows,
        "foresight": kc["foresight"],
        "job_market": kc["job_market"],
        "opponents": kc["opponents"],
        "seat_bars": kc["seat_bars"],
        "player_board": pb,
        "hand": bottom["hand"],
        "cattle_market": bottom["cattle_market"],
        "objectives": bottom["objectives"],
        "screens": {"replay": replay_screen(), "review": review_screen(), **around_a_game()},
    }


def main() -> None:
    data = build()
    OUT.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
