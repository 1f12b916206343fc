"""The Credits screen's words: every source that asks for attribution (the icons' CC BY 3.0, the fonts'
Open Font License), each line a whole sentence in the current language. The names of people, works,
licences and addresses stay as they are in every language. build_scripts/make_art.py writes the
English lines into ui/kit/credits.json beside the sprites (package data, read by the packaging tests);
tests/text/test_catalogs.py holds the two the same."""
from __future__ import annotations

from .i18n import _


def lines() -> list[str]:
    """The credits, a line each ("" a gap), in the current language."""
    return [
        _("Great Western Trail (1st edition) — gwt_desktop"),
        _("Game design: Alexander Pfister (eggertspiele)."),
        _("This is an unofficial fan implementation; none of the published game's artwork is used."),
        "",
        _("Icons: game-icons.net by Lorc, Delapouite and contributors — CC BY 3.0"),
        # TRANSLATORS: under the icons' line: where they come from and the package they came through.
        "  " + _("{address} (via the {package} package)").format(
            address="https://game-icons.net", package="@iconify-json/game-icons"),
        _("Display font: Rye by Nicole Fally, Sorkin Type Co. — SIL Open Font License 1.1"),
        _("Text font: Noto Sans by the Noto Project Authors — SIL Open Font License 1.1"),
        _("Sound effects: synthesised for gwt_desktop ({script})").format(script="build_scripts/make_sounds.py"),
        _("Colours for players: Okabe & Ito colour-universal-design palette"),
    ]
