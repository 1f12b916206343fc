"""The biggest turns chart says each sentence whole or not at all (one was cut at its fourth row,
"...(free hazard or"), and names cards as a sentence does ("2 Brown Swiss and an Ayrshire", where it
read "a Brown Swiss and a Brown Swiss and an Ayrshire")."""
from __future__ import annotations

import pygame
import pytest

from gwt_desktop.session.game_stats import game_stats
from gwt_desktop.session.replay import Replay
from gwt_desktop.text import after_game as words
from gwt_desktop.text import i18n
from gwt_desktop.text.words import cards_in_words
from gwt_desktop.ui.after import charts
from gwt_desktop.ui.kit.sentences import log_lines

from .games import finished_match


def test_cards_are_named_once_per_breed_with_how_many():
    assert cards_in_words(["brown_swiss", "brown_swiss", "ayrshire"]) == "2 Brown Swiss and an Ayrshire"
    assert cards_in_words(["jersey", "holstein", "holstein", "ayrshire"]) == "a Jersey, 2 Holsteins and an Ayrshire"
    assert cards_in_words(["holstein", "ayrshire"]) == "a Holstein and an Ayrshire"
    assert cards_in_words(["black_angus", "black_angus"]) == "2 Black Angus"
    assert cards_in_words(["guernsey"]) == "a Guernsey"


@pytest.fixture(scope="module", params=[(2, 31), (4, 33)])
def played(request):
    players, seed = request.param
    match = finished_match(players, seed, ("easy",) * (players - 1))
    return match, game_stats(Replay.of_match(match))


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_biggest_turn_shows_whole_sentences_and_counts_the_rest(played, lang):
    pygame.font.init()
    match, stats = played
    i18n.set_language(lang)
    try:
        width = 1660 // len(stats.big_turns) - 40  # a column of the chart (charts.big_turns_chart)
        for narrow in (width, 180):  # and a narrow one, where sentences crowd the rows
            shown = 0
            for turns in stats.big_turns:
                for b in turns:
                    said = [s for _, s in log_lines(list(b.events), match.seats, None)]
                    rows, left = charts.turn_lines(said, narrow)
                    assert len(rows) + (1 if left else 0) <= charts.TURN_ROWS
                    # The rows are the first sentences, whole; the rest is only counted.
                    whole = said[:len(said) - left]
                    assert " ".join(rows).split() == " ".join(whole).split()
                    shown += len(whole)
            assert shown
    finally:
        i18n.set_language("en")


def test_a_sentence_that_has_no_room_left_is_counted_not_cut():
    pygame.font.init()
    said = ["Blue moves to building B, paying $2 in fees to Orange",
            "Blue takes the auxiliary action (free hazard or trade) and removes a drought hazard",
            "Blue discards 2 Brown Swiss and an Ayrshire (+$4)"]
    # In 330 px the second sentence takes four rows: the old chart showed it up to "(free hazard or
    # trade)" with the first, then "…"; now the first whole, and the two others counted.
    rows, left = charts.turn_lines(said, 330)
    assert left == 2 and rows == charts.wrap(said[0], 24, 330)
    assert words.more_in_replay(left) == "and 2 more in the Replay"
    rows, left = charts.turn_lines([said[0], said[2]], 330)
    assert left == 0 and " ".join(rows).split() == " ".join([said[0], said[2]]).split()
    assert charts.turn_lines(said[:1], 330) == (charts.wrap(said[0], 24, 330), 0)


def test_a_bar_with_a_negative_block_marks_its_total_at_the_totals_height():
    """Points by category: a bar of +45 and a -10 Cities block reached 45 with "35" written on its
    top; its total is marked at 35 now, on the same scale as a bar of 45 with nothing negative."""
    from gwt_desktop.session.game_stats import CategoryPoints, Series

    pygame.font.init()
    cats = CategoryPoints(categories=("money", "buildings", "cities"),
                          series=(Series(0, "Ann", (20, 25, 0)), Series(1, "Bob", (20, 25, -10)),
                                  Series(2, "Cat", (0, 0, 0))),
                          totals=(45, 35, 0))
    surf = pygame.Surface((1920, 1080))
    (a, ya, _), (b, yb, label), (zero, y0, _) = charts.category_chart(surf, (130, 250, 1660, 660), cats, [0, 1, 2])
    assert (a, b, zero) == (45, 35, 0)
    assert abs((y0 - yb) - (y0 - ya) * 35 / 45) < 1.5  # 35 on the scale that puts 45 at the other bar's top
    assert abs(label.centery - yb) <= 2  # the total's words beside its mark
