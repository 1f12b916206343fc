"""Nothing cut off: every decision-bar button, choice-panel row and prompt line the game produces over a
few hundred random positions fits, whole, in the width it is drawn in (the logical widths, which a
1280x720 window shows at two thirds). The bar's buttons and the panel widen and step their font down
by design; the prompt line steps down to 18 px (12 px at 1280x720); the latest log sentence beside it
shows only where it fits whole."""
from __future__ import annotations

import pygame

from gwt_desktop.text import prompt
from gwt_desktop.ui import choice_panel, decision_bar, prompt_bar
from gwt_desktop.ui.controller import Controller
from gwt_desktop.ui.layout import load as load_layout
from gwt_desktop.ui.path_choices import simplify
from gwt_desktop.ui.sentences import key_label, move_label
from tests.text.test_words_match_moves import walked_positions


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


def test_no_label_or_prompt_is_cut_off():
    pygame.font.init()
    rect = load_layout().rect("areas", "prompt")
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
        line = prompt(g, None)
        width = prompt_bar.line_width(rect, name, True, False)
        if pygame.font.Font.size(prompt_bar.assets.font(prompt_bar.line_size(line, width)), line)[0] > width:
            cut.append(("prompt", line, width))
        checked += 1
    assert checked >= 250
    assert not cut, cut[:10]
