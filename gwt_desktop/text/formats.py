"""Numbers and dates written as the language of the moment writes them: "68,0" and "07.12.2026 13:51"
on a German screen, "68.0" and "2026-12-07 13:51" on an English one.

The decimal separator and the date's order are the catalog's: each language's .po says them like any
other sentence (the contexts "decimal separator" and "date and time"), so a new language brings its
own. Not Babel, which would know them for every locale: at run time the game reads its catalogs with
the standard library alone, and Babel would add 36 MB (its locale data, 1,149 files) to a 37 MB
bundle whose limit is 60 MB, and 0.6 s to import plus 0.3 s to read the German data on a cold start
of this machine, against a start of at most a second (measured December 2026; Babel stays the
catalogs' tool, build_scripts/catalogs.py).
"""
from __future__ import annotations

import re

from .i18n import pgettext

_STAMP = re.compile(r"(\d{4})-(\d\d)-(\d\d)[ T](\d\d):(\d\d)")


def _separator() -> str:
    # TRANSLATORS: the decimal separator, as in 68.5 ("," in German)
    return pgettext("decimal separator", ".")


def decimal(value: float, digits: int = 1) -> str:
    """`value` with `digits` decimals, the language's separator: "68,0"."""
    return f"{value:.{digits}f}".replace(".", _separator())


def number(value: float) -> str:
    """`value` in its shortest form ("0,5", "3", "12,25"), the language's separator."""
    return f"{value:g}".replace(".", _separator())


def date_time(stamp: str) -> str:
    """A date and time the files keep as "YYYY-MM-DD HH:MM" (or with a "T"), in the language's order;
    anything else as it is (a hand-edited file may hold anything there)."""
    found = _STAMP.match(stamp or "")
    if found is None:
        return stamp
    year, month, day, hour, minute = found.groups()
    # TRANSLATORS: a date and time: keep the names, put them in your language's order and signs
    # ("{day}.{month}.{year} {hour}:{minute}" in German)
    return pgettext("date and time", "{year}-{month}-{day} {hour}:{minute}").format(
        year=year, month=month, day=day, hour=hour, minute=minute)
