"""Every character the catalogs use has a glyph in the game's fonts (NotoSans regular and bold for
text, Rye for titles): ä, ö, ü, ß, €, typographic quotes, the minus sign, the pseudo-locale's « · ».
A missing glyph renders as the font's blank box, so each character is compared with a character no
font has (a private-use code point) rendered the same way."""
from __future__ import annotations

import pygame
import pytest

from gwt_desktop.text import i18n
from gwt_desktop.ui.kit import assets

babel = pytest.importorskip("babel")
from babel.messages.pofile import read_po

ALWAYS = "äöüßÄÖÜ€„“”‚‘’−–—…·«»"  # what German and the pseudo-locale need, whatever the catalogs hold today


def catalog_characters() -> set[str]:
    chars = set(ALWAYS)
    for path in sorted(i18n.LOCALE_DIR.glob("*/LC_MESSAGES/*.po")) + [i18n.LOCALE_DIR / "gwt_desktop.pot"]:
        with open(path, "rb") as f:
            for m in read_po(f):
                for s in ([m.id] if isinstance(m.id, str) else list(m.id)) + (
                        [m.string] if isinstance(m.string, str) else list(m.string)):
                    chars.update(s or "")
    chars.update("".join(i18n.LANGUAGES.values()))
    return {c for c in chars if c.isprintable() and not c.isspace()}


@pytest.mark.parametrize("display, bold", [(False, False), (False, True), (True, False)])
def test_every_catalog_character_has_a_glyph(display, bold):
    pygame.font.init()
    font = assets.font(28, display=display, bold=bold)

    def pixels(ch):
        surf = font.render(ch, True, (0, 0, 0), (255, 255, 255))
        return surf.get_size(), pygame.image.tobytes(surf, "RGB")

    missing = pixels("\ue000")
    assert sorted(c for c in catalog_characters() if pixels(c) == missing) == []


def test_every_german_action_label_fits_a_bar_slot():
    """German words are longer: each local action's German label still fits one of the decision bar's
    fixed slots (as tests/ui/test_decision_bar.py checks the English ones)."""
    from gwt_desktop.text import actions
    from gwt_desktop.ui.game import decision_bar

    pygame.font.init()
    i18n.set_language("de")
    slot = decision_bar.slots()[0]
    cut = [label for name, label in actions.ACTION_LABELS.items()
           if not decision_bar.fits(f"action:{name}", label, slot)]
    assert cut == []
