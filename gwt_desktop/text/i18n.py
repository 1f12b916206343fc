"""The language the sentences are in: gettext catalogs, bound to the current language, switchable at run time.

Every sentence of text/ goes through one of these, once per whole sentence, with named placeholders
(word order differs between languages, so fragments glued together cannot be translated):

    _("{name} (computer) is thinking…").format(name=name)
    ngettext("{n} card", "{n} cards", n).format(n=n)
    pgettext("breed", "Jersey")          # a name of a game thing: the glossary's context says which kind

A module's fixed sentences are marked with N_() in a table and handed out by `lazy_constants`, so
`notices.NOT_A_CHOICE` is looked up when it is read, in the language of that moment (switching in
Settings takes effect on the next screen, no restart). Only the standard library's gettext and the
compiled .mo files in gwt_desktop/locale are needed at run time; Babel (extraction, updating,
compiling: build_scripts/catalogs.py) is a developer's and the tests' tool. docs/DEVELOPING.md tells
how to add a language.
"""
from __future__ import annotations

import gettext as _gettext
import locale as _locale
import os
from pathlib import Path

from .. import languages

DOMAIN = "gwt_desktop"
LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
LANGUAGES = languages.LANGUAGES  # the languages a player can choose (gwt_desktop/languages.py)
# Not offered to players: every sentence a third longer and wrapped in « », so a test or a look at
# the screen finds text that did not come from a catalog and text a longer language would cut off.
PSEUDO = "pseudo"
DEFAULT = "en"

_current = DEFAULT
_translation: _gettext.NullTranslations = _gettext.NullTranslations()


class PseudoTranslations(_gettext.NullTranslations):
    """English lengthened by a third and marked; placeholders stay whole (padding goes outside them).

    A short label (up to nine characters) grows by a letter or three glued to it; a longer sentence
    grows by words of at most five dots after a space, since a longer language has more words, not a
    last word a third of the sentence long: that padding may wrap like any other word."""

    @staticmethod
    def stretch(text: str) -> str:
        if not text:
            return text
        pad = max(1, (len(text) + 2) // 3)
        if pad <= 3:
            return f"«{text}{'·' * pad}»"
        dots = " ".join("·" * min(5, pad - k) for k in range(0, pad, 5))
        return f"«{text} {dots}»"

    def gettext(self, message: str) -> str:
        return self.stretch(message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return self.stretch(msgid1 if n == 1 else msgid2)

    def pgettext(self, context: str, message: str) -> str:
        return self.stretch(message)

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        return self.stretch(msgid1 if n == 1 else msgid2)


def system_language() -> str:
    """The language the system asks for, as a code we have, else English."""
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var)
        if value:
            for part in value.split(":"):
                code = known(part)
                if code:
                    return code
            break  # gettext reads the first variable set; so do we
    try:
        code = known(_locale.getlocale()[0] or "")
    except (ValueError, TypeError):  # an odd locale setting is no reason to fail a start
        code = None
    return code or DEFAULT


def known(text: str) -> str | None:
    """The code of ours that a locale name ("de_AT.UTF-8", "de-CH", "en", "pseudo") means, or None."""
    text = (text or "").strip().lower()
    if text == PSEUDO:
        return PSEUDO
    base = text.split(".")[0].split("@")[0].replace("-", "_").split("_")[0]
    return base if base in LANGUAGES else None


def resolve(asked: str | None) -> str:
    """The language to use for a setting or a --lang value: "" or None follows the system; anything
    unknown falls back to English."""
    if not asked:
        return system_language()
    return known(asked) or DEFAULT


def set_language(asked: str | None) -> str:
    """Make `asked` (a code, a locale name, or "" for the system's) the language of every sentence
    from now on; returns the code used."""
    global _current, _translation
    code = resolve(asked)
    if code == PSEUDO:
        _translation = PseudoTranslations()
    elif code == DEFAULT:
        _translation = _gettext.NullTranslations()  # English is the msgids themselves
    else:
        _translation = _gettext.translation(DOMAIN, LOCALE_DIR, languages=[code], fallback=True)
    _current = code
    return code


def language() -> str:
    return _current


def _(message: str) -> str:  # gettext's customary name, and the extractor's keyword
    return _translation.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    return _translation.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    return _translation.pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    return _translation.npgettext(context, singular, plural, n)


def N_(message: str) -> str:  # marks a sentence for the catalog, translated where it is read
    return message


def _translated(value):
    if isinstance(value, str):
        return _(value)
    if isinstance(value, dict):
        return {k: _translated(v) for k, v in value.items()}
    return tuple(_translated(v) for v in value)


def lazy_constants(table: dict):
    """A module __getattr__ that gives each name of `table` (a sentence, or a tuple or dict of them)
    in the current language when it is read: `notices.NOT_A_CHOICE` stays a plain str for its reader, and
    follows a change of language. Cached per language, so reading it every frame costs a dict lookup."""
    cache: dict[tuple[str, str], object] = {}

    def __getattr__(name: str):  # a module's __getattr__ (PEP 562)
        try:
            key = table[name]
        except KeyError:
            raise AttributeError(name) from None
        value = cache.get((_current, name))
        if value is None:
            value = cache[(_current, name)] = _translated(key)
        return value

    return __getattr__
