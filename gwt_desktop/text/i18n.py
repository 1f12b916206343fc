"""The language the sentences are in: gettext catalogs, bound to the current language, switchable at run time.

Every sentence of text/ goes through one of these, once per whole sentence, with named placeholders
(word order differs between languages, so fragments glued together cannot be translated):

    _("{name} (computer) is thinking…").format(name=name)
    ngettext("{n} card", "{n} cards", n).format(n=n)
    pgettext("breed", "Jersey")          # a name of a game thing: the glossary's context says which kind

A module's fixed sentences are marked with N_() in a table and handed out by `lazy_constants`, so
`notices.NOT_A_CHOICE` is looked up when it is read, in the language of that moment (a switch in
Settings shows at once, no restart: what the screens keep, they keep with the language it was said
in, and say again in a new one; tests/ui/test_language_switch.py looks at every screen after one). Only the standard library's gettext and the
compiled .mo files in gwt_desktop/locale are needed at run time; Babel (extraction, updating,
compiling: build_scripts/catalogs.py) is a developer's and the tests' tool. docs/DEVELOPING.md tells
how to add a language.
"""
from __future__ import annotations

import gettext as _gettext
import io
import locale as _locale
import logging
import os
import stat
import string
import struct
from pathlib import Path

from .. import languages

log = logging.getLogger(__name__)

DOMAIN = "gwt_desktop"
LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
LANGUAGES = languages.LANGUAGES  # the languages a player can choose (gwt_desktop/languages.py)
# Not offered to players: every sentence a third longer and wrapped in « », so a test or a look at
# the screen finds text that did not come from a catalog and text a longer language would cut off.
PSEUDO = "pseudo"
DEFAULT = "en"
MAX_CATALOG_BYTES = 4 * 1024 * 1024  # the German .mo is about 170 kB; anything far larger is not ours
# What the standard library's .mo reader raises on a damaged file: a bad magic number or offsets past
# the end (OSError), too few bytes (struct.error), a bad header's charset or plural rule (LookupError,
# IndexError, ValueError, UnicodeDecodeError among them), a plural rule nested too deeply.
_DAMAGED = (OSError, struct.error, LookupError, ValueError, IndexError, RecursionError)

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


def catalog_path(code: str) -> Path:
    return LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.mo"


def _placeholders(text: str) -> set[tuple[str, str | None, str | None]]:
    """Each placeholder as (name, conversion, format spec): "{n:>100000000}" asks a width the English
    "{n}" does not (a sentence of 100 MB when it is filled in), and "{n!r}" another text of it."""
    return {(name, conversion, spec) for _, name, spec, conversion in string.Formatter().parse(text)
            if name is not None}


def _fields(text: str) -> set[str]:
    return {name for name, _, _ in _placeholders(text)}


def placeholders_fit(translation: str, english: str, plural: bool = False) -> bool:
    """Whether the translation's placeholders are its English's, each with the same conversion and
    format spec (none of ours has either). A plural form other than the first is checked against the
    first English form, which may lack a name its count makes plain: then the form may name it bare."""
    mine, theirs = _placeholders(translation), _placeholders(english)
    if plural:
        return all(p in theirs or p[1:] == (None, "") for p in mine)
    return mine <= theirs


_checked: dict[str, tuple[bytes, _gettext.GNUTranslations]] = {}  # _read_catalog's: file -> (its bytes, catalog)


def _read_catalog(path: Path) -> _gettext.GNUTranslations:
    """The compiled catalog at `path`, read as untrusted input: only a regular file, opened without
    blocking (a named pipe under its name would hang the start), at most MAX_CATALOG_BYTES of it (a
    link to /dev/zero is cut off, not read until memory runs out), and every sentence checked to name
    no placeholder its English does not (such a sentence would raise where it is filled in), each with
    its English's conversion and format spec (a width of 10^8 would build a sentence of 100 MB). ValueError
    saying what is wrong otherwise."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except FileNotFoundError:
        raise ValueError("missing") from None
    except OSError as e:
        raise ValueError(f"cannot be read ({e.strerror or e})") from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise ValueError("not a regular file")
        data = b""
        while len(data) <= MAX_CATALOG_BYTES:
            chunk = os.read(fd, MAX_CATALOG_BYTES + 1 - len(data))
            if not chunk:
                break
            data += chunk
    except OSError as e:
        raise ValueError(f"cannot be read ({e.strerror or e})") from None
    finally:
        os.close(fd)
    if len(data) > MAX_CATALOG_BYTES:
        raise ValueError(f"larger than {MAX_CATALOG_BYTES // (1024 * 1024)} MB")
    # The same bytes as when this file was last read and checked: the catalog made of them then (a
    # switch back and forth between languages parses nothing again; any change to the file does).
    known = _checked.get(str(path))
    if known is not None and known[0] == data:
        return known[1]
    try:
        catalog = _gettext.GNUTranslations(io.BytesIO(data))
        for key, text in catalog._catalog.items():  # type: ignore[attr-defined]  # the standard library's table of the file
            named = _fields(text)  # a brace that does not parse raises ValueError here
            # A plural's English other than its first form is not in the file: its names are not known,
            # but no placeholder of any form may ask a conversion or a format spec its English lacks.
            english = (key[0] if isinstance(key, tuple) else key).split("\x04", 1)[-1]
            if named and not placeholders_fit(text, english, plural=isinstance(key, tuple)):
                raise ValueError(f"a sentence's placeholders {sorted(map(str, _placeholders(text)))} are not its "
                                 f"English's {english!r}")
    except _DAMAGED as e:
        raise ValueError(f"damaged ({type(e).__name__}: {e})") from None
    if len(_checked) >= 8:  # a few languages, and a test's throw-away files: never a growing table
        _checked.clear()
    _checked[str(path)] = (data, catalog)
    return catalog


def set_language(asked: str | None) -> str:
    """Make `asked` (a code, a locale name, or "" for the system's) the language of every sentence
    from now on; returns the code used, which language() tells from then on. An unknown language, or
    a language whose catalog is missing or cannot be used, is English, with one line in the log
    saying why (naming the file): a language file never stops the game."""
    global _current, _translation
    code = resolve(asked)
    if asked and known(asked) is None:
        log.warning("Language %r is not one of this game's (%s); the game speaks English", asked, ", ".join(LANGUAGES))
    if code == PSEUDO:
        _translation = PseudoTranslations()
    elif code == DEFAULT:
        _translation = _gettext.NullTranslations()  # English is the msgids themselves
    else:
        path = catalog_path(code)
        try:
            _translation = _read_catalog(path)
        except ValueError as e:
            log.warning("Language file %s: %s; the game speaks English", path, e)
            code, _translation = DEFAULT, _gettext.NullTranslations()
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
