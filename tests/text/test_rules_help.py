"""The rules help's "How to win" page says numbers of the rules; they are the engine's own."""
from __future__ import annotations

from gwt_desktop.engine import board, new_game
from gwt_desktop.engine.components import JOB_ROWS
from gwt_desktop.text.rules_help import SECTIONS


def strategy() -> str:
    return " ".join(next(s for s in SECTIONS if s.key == "strategy").paragraphs)


def test_the_workers_left_to_place_are_the_engines():
    # "21 of them with two players, 31 with three, 41 with four": the job market's free spaces at setup.
    left = {n: JOB_ROWS * n - sum(len(row) for row in new_game(n, seed=1).state.job_market) for n in (2, 3, 4)}
    assert left == {2: 21, 3: 31, 4: 41}
    assert "21 of them with two players, 31 with three, 41 with four" in strategy()


def test_the_cities_and_stations_numbers_are_the_engines():
    text = strategy()
    el_paso, san_diego = (next(i for i, c in enumerate(board.CITIES) if c[0] == name) for name in ("El Paso", "San Diego"))
    assert san_diego == el_paso + 1 and board.CITY_ARROWS[el_paso][0] == 8
    assert "El Paso to San Diego is worth 8" in text
    assert board.KC_CREST_MONEY == 6 and board.CREST_POINTS[board.CITY_KC] == -6
    assert "pays $6 now and costs 6 points at the end" in text
    points = [vp for _, vp, _ in board.STATIONS]
    assert (min(points), max(points)) == (1, 9) and "(1 to 9)" in text
    assert board.STATION_MASTER_SLOTS == 5 and "the first five stations" in text
