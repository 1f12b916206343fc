"""Nothing cut off: every decision-bar button, choice-panel row and prompt line the game produces over a
few hundred random positions fits, whole, in the width it is drawn in (the logical widths, which a
1280x720 window shows at two thirds). The bar's buttons and the panel widen and step their font down
by design (a button too long for its slot takes a spare neighbouring slot, or three lines at 18 px);
the prompt line of a person's turn steps down to 18 px (12 px at 1280x720), then shows the
decision's brief sentence, then that without the name; in a computer's turn a line that still does
not fit is left out; the latest log sentence beside it shows only where it fits whole. Each test runs in English, in
German and in the pseudo-locale (a third longer than English)."""
from __future__ import annotations

import random

import pygame
import pytest

from gwt_desktop.text import prompt
from gwt_desktop.ui.game import choice_panel, decision_bar, prompt_bar, speed_bar
from gwt_desktop.ui.game.controller import Controller
from gwt_desktop.ui.game.decision_bar import key_label
from gwt_desktop.ui.game.path_choices import simplify
from gwt_desktop.ui.kit.layout import load as load_layout
from gwt_desktop.ui.kit.sentences import move_label
from tests.text.test_words_match_moves import walked_positions

# English, German (the longest language we ship) and the pseudo-locale (every sentence a third
# longer and in « »: the room a longer language would need).
LANGUAGES = ("en", "de", "pseudo")


@pytest.fixture(params=LANGUAGES)
def lang(request):
    from gwt_desktop.text import i18n

    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


class _Seat:
    def __init__(self, name, human=True):
        self.name, self.is_human, self.color = name, human, 0


def _check(c: Controller, g, cut: list) -> None:
    bar = [(key, key_label(key, move, g)) for key, move in c.buttons()]
    for key, r, label in decision_bar.lay_out(bar):
        if not decision_bar.fits(key, label, r):
            cut.append(("bar", label, r.w))
    labels = [move_label(m, g) for m, _ in simplify(g, c.choices())]
    for _, r, label in choice_panel.lay_out(labels):
        if not choice_panel.fits(label, r):
            cut.append(("panel", label, r.w))


def test_every_skip_and_done_button_fits_one_slot_at_1280x720(lang):
    """The bar's Skip and Done buttons stand in one slot beside the decision's others (the random walk
    below meets only some decisions: "Kein Bahnhofsvorsteher" was cut at 1280x720)."""
    from gwt_desktop.text import i18n, labels
    from gwt_desktop.ui.kit import canvas

    pygame.font.init()
    slot = decision_bar.slots()[-1]
    with canvas.measuring(2 / 3):
        cut = [i18n._(msg) for msg in (*labels._SKIP_LABELS.values(), *labels._DONE_LABELS.values())
               if not decision_bar.fits("button:skip", i18n._(msg), slot)]
    assert not cut, cut


def test_no_label_or_prompt_is_cut_off(lang):
    pygame.font.init()
    full = load_layout().rect("areas", "prompt")
    speed = speed_bar.SpeedBar(full, lambda: 0.0, lambda pace: None, lambda: None, lambda: None)
    speed.compact = True
    rect = speed.prompt_rect(full)
    cut: list = []
    checked = 0
    for g in walked_positions():
        c = Controller()
        c.sync(g, None, stamp=object())
        _check(c, g, cut)
        for key in sorted(c.board_keys())[:6]:  # a click that leaves a choice: the panel and Cancel
            c2 = Controller()
            c2.sync(g, None, stamp=object())
            if c2.click(key).move is None:
                _check(c2, g, cut)
        name = g.view(g.to_move)["players"][g.to_move]["name"]
        # As PromptPart.decision_line: the sentence, its brief one, that without the name, in the bar
        # left beside the speed controls' pace button (a person's turn in a game with computers).
        for brief, bare in ((False, False), (True, False), (True, True)):
            line = prompt(g, None, brief, bare)
            if prompt_bar.fits(line, rect, name, True, False):
                break
        else:
            cut.append(("prompt", line, prompt_bar.line_width(rect, name, True, False)))
        checked += 1
    assert checked >= 250
    assert not cut, sorted(set(cut))


def test_log_lines_tooltips_and_score_pad_lines_fit_where_they_are_drawn(lang):
    """The log and the tooltips wrap (a line never runs past its box unless one word is wider than
    it); the score pad's breakdown box is as wide as its longest line, up to the canvas."""
    import random

    from gwt_desktop.engine import new_game
    from gwt_desktop.text import log_lines, tooltip
    from gwt_desktop.text.after_game import item_line
    from gwt_desktop.ui.game.log_panel import RECT as LOG
    from gwt_desktop.ui.game.tooltip_view import BODY, COLUMN
    from gwt_desktop.ui.kit import assets
    from gwt_desktop.ui.kit.widgets import wrap
    from tests.text.test_words_match_moves import _drawn_keys

    pygame.font.init()
    too_wide: list = []
    # Each distinct sentence is measured once: most recur from position to position.
    logged, tips = set(), set()
    for seed in range(4):
        g = new_game(2 + seed % 3, seed=700 + seed)
        rng = random.Random(seed)
        while not g.is_over:
            logged.update(line for _, line in log_lines(g.apply(rng.choice(g.legal_moves())), None, g))
        for sheet in g.score_sheet():
            for cat in sheet["categories"]:
                for item in cat["items"]:
                    line = item_line(item)
                    if assets.font(26).size(line)[0] > 1880 - 40:
                        too_wide.append(("score pad", line))
    for g in walked_positions()[::3]:  # about 90 of them, each with every tooltip its board shows
        p = g.to_move
        view = g.view(p)
        for key in set(_drawn_keys(view)):
            tip = tooltip(key, view, g, p)
            tips.update((*tip.lines, tip.why_not or ""))
    for line in logged:
        too_wide += [("log", row) for row in wrap(line, 19, LOG.w - 40) if assets.font(19).size(row)[0] > LOG.w - 40]
    for text in tips:
        too_wide += [("tooltip", row) for row in wrap(text, BODY, COLUMN) if assets.font(BODY).size(row)[0] > COLUMN]
    assert not too_wide, too_wide[:10]


# Not under the pseudo-locale: a seat bar's words are a number and its unit ("$12", "5 pts"), whose
# « » markers alone would double them; German checks their length in a real language.
@pytest.mark.parametrize("lang", ["en", "de"], indirect=True)
def test_seat_bars_and_city_offers_fit_their_room(lang):
    """Every seat bar of the walked positions keeps room for at least six letters of the name on its
    first line and its second line whole at the smallest gaps (the running score as wide as the
    widest seen); a city on offer shows its transport cost in its coin and its points in their shield."""
    from gwt_desktop.text import table as words
    from gwt_desktop.ui.board import board_parts, seat_parts
    from gwt_desktop.ui.board.offers import board_extras
    from gwt_desktop.ui.kit import assets

    pygame.font.init()
    bar_w = load_layout().get("seat_bars", "area")[2]
    name_floor = assets.font(seat_parts.BAR_FONT, bold=True).size("Wwwwww")[0]
    short: list = []
    offers = 0
    for g in walked_positions():
        view = g.view(g.to_move)
        view["scores"] = [-88] * len(view["players"])  # as wide as a running score gets
        for i in range(len(view["players"])):
            name_room, line2 = seat_parts.bar_room(view, i, bar_w)
            if name_room < name_floor or line2 < 0:
                short.append((i, name_room, line2))
        for o in board_extras(view, g, g.to_move).get("city_offers", ()):
            offers += 1  # the cost in its coin (26 px), the points in their shield (24 px), whole
            cost = words.city_cost(o["transport"])
            if assets.font(board_parts.OFFER_FONT, bold=True).size(cost)[0] > 26:
                short.append(("offer", cost))
            pts = words.city_points(o["points"])
            if assets.font(board_parts.OFFER_FONT - 1, bold=True).size(pts)[0] > 24:
                short.append(("offer", pts))
    assert not short, short[:10]
    assert offers >= 5


def test_the_guides_callouts_reasons_and_cards_fit(lang):
    """Every callout with the longest reason of the guided game under it fits in its box over the board,
    and the overview and both debriefs (with the largest numbers a game could give) fit on the canvas,
    no line past the card."""
    from gwt_desktop.ai.lines import best_lines
    from gwt_desktop.engine import board
    from gwt_desktop.session.guide import TALLY, TOPICS, Guide, learn_match
    from gwt_desktop.text import guide as words
    from gwt_desktop.text.advice import guide_why
    from gwt_desktop.ui.game import guide_overlay as overlay
    from gwt_desktop.ui.kit import assets
    from tools.advice_survey import PLAY

    pygame.font.init()
    city = max(range(len(board.CITIES)), key=lambda c: len(board.CITIES[c][0]))
    big = {"action": "engine2_pay2", "income": 99, "breeds": 9, "city": city, "breed": "Texas Longhorn",
           "money": 99, "value": 99, "points": 99, "cost": 99, "building": "10b", "transport": 99, "steps": 9,
           "kc_money": 99, "kc_points": "-99"}
    longest = max(TOPICS, key=lambda t: len(words.callout(t, big)))
    # The reasons the guided game gives (what each target's line does), followed to the guided turns' end.
    reasons = []
    learn = learn_match()
    g, guide = learn.game, learn.guide
    rng = random.Random(1)
    while guide.guiding and not g.is_over:
        legal = g.legal_moves()
        if g.to_move == guide.seat:
            guide.decide(g, legal)
            if guide.advice is not None:
                reasons.append(" ".join(s.text for s in guide_why(guide.advice, g, learn.seats)))
            learn.apply(guide.target)
        else:
            learn.apply(best_lines(g, g.to_move, 1, rng, beam=PLAY).lines[0].first)
    assert len(reasons) >= 10
    o = overlay.GuideOverlay()
    for reason in sorted(reasons, key=len)[-3:]:
        for anchor in (None, (40, 200, 60, 60), (1400, 700, 60, 60)):
            o.lay_out(words.callout(longest, big), anchor, why=reason)
            assert overlay.BOARD.contains(o.box), reason
            for line, _ in o.lines:
                assert assets.font(overlay.SIZE).size(line)[0] <= overlay.WIDTH - 32, line
    guide = Guide(0)
    guide.tally = dict.fromkeys(TALLY, 999)
    guide.tally["last_city"] = city
    match = learn_match()
    card = overlay.GuideCard()
    for name in ("overview", "third", "end"):
        card._key = None
        rows = card.lines(name, guide, match.game, match.seats) if name != "end" else None
        if name == "end":  # the end's numbers: a finished game's score pad, as large as they come
            end = {"mine": -999, "rival": "Orange", "theirs": 999, "tally": guide.tally,
                   "top": [("station_masters", 99), ("buildings", 99), ("disc_space", 99)], "worst": [("cities", -99)]}
            rows = [(ln, overlay.CARD_SIZE, False, None, 8) for t in words.end_debrief(end)
                    for ln in wrap_lines(t, overlay.CARD_SIZE, overlay.CARD_W - 80)]
        height = 40 + sum(overlay._row_h(r) for r in rows) + 24 + overlay.CARD_GO_H
        assert height <= 1080 - 40, name
        for line, size, bold, _, _ in rows:
            assert assets.font(size, bold=bold).size(line)[0] <= overlay.CARD_W - 80, line


def wrap_lines(text, size, width):
    from gwt_desktop.ui.kit.widgets import wrap

    return wrap(text, size, width)


def test_the_speed_controls_words_fit_their_buttons(lang):
    """Every label the speed controls can show (each pace, skip, to my turn and stop) inside its button."""
    from gwt_desktop.text import speed as words
    from gwt_desktop.ui.kit import assets

    pygame.font.init()
    bar = speed_bar.SpeedBar(load_layout().rect("areas", "prompt"), lambda: 0.0, lambda pace: None,
                             lambda: None, lambda: None)
    font = assets.font(speed_bar.FONT, bold=True)
    shown = {"skip": [words.SKIP], "ffwd": [words.FAST_FORWARD, words.FAST_FORWARD_ON],
             "pace": [words.pace_label(p) for p, _ in words.PACES]}
    for name, labels in shown.items():
        for label in labels:
            assert font.size(label)[0] + speed_bar.MARGIN <= bar.buttons[name].rect.w, (name, label)


@pytest.fixture(scope="module")
def long_advice():
    """The advice with the most to say (the most sentences) at turn starts and Kansas City of a bot game."""
    from gwt_desktop.ai.lines import best_lines
    from gwt_desktop.session.advice import advise
    from gwt_desktop.session.table import deal
    from gwt_desktop.text.advice import hint_sentences
    from tools.advice_survey import PLAY

    game, rngs = deal(3, 4)
    out = []
    while not game.is_over and len(out) < 30:
        legal = game.legal_moves()
        move = best_lines(game, game.to_move, 1, rngs[game.to_move], beam=PLAY).lines[0].first if len(legal) > 1 \
            else legal[0]
        if len(legal) > 1 and game.decision.kind in ("turn", "kc_foresight"):
            out.append((game.clone(), advise(game, game.to_move, move, random.Random(len(out)), beam=(6, 2, 300))))
        game.apply(move)
    return sorted(out, key=lambda ga: len(" ".join(s.text for s in hint_sentences(ga[1], ga[0], None))))[-4:]


def test_the_hints_why_card_fits_above_the_buttons_whole(lang, long_advice):
    """The longest hints' cards: every line within the card's width at the size it chose, and the card
    above the objectives and the Hint, Undo, Menu and Log buttons."""
    from gwt_desktop.text.advice import hint_sentences
    from gwt_desktop.ui.game import why_card
    from gwt_desktop.ui.kit import assets

    pygame.font.init()
    for game, advice in long_advice:
        card = why_card.WhyCard()
        card.sentences = hint_sentences(advice, game, None)
        size, lines, height, width = card._wrapped()
        assert why_card.RECT.y + height <= why_card.BOTTOM, (lang, size, len(lines))
        assert size >= 19  # never smaller: a long why takes a wider card (tests/ui/test_why_card_size.py)
        for line, _first in lines:
            assert assets.font(size).size(line)[0] <= width - 28, line
