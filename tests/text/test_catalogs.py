"""The message catalogs kept honest: the template holds exactly the sentences the sources mark, every
language holds exactly the template's (none missing, none stale), German is translated whole, every
translation keeps its sentence's named placeholders, the committed .mo files say what their .po says,
and the pseudo-locale lengthens and marks every sentence. Needs Babel (the test extra), like
build_scripts/catalogs.py, which fixes what these find: `python build_scripts/catalogs.py`."""
from __future__ import annotations

import importlib.util
import re
import string
from pathlib import Path

import pytest

pytest.importorskip("babel")
from babel.messages.mofile import read_mo

from gwt_desktop.text import i18n, menus, notices, speed

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("catalogs", ROOT / "build_scripts" / "catalogs.py")
catalogs = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(catalogs)

LANGS = catalogs.languages()
COMPLETE = ("de",)  # languages that must be translated whole


def ids(cat) -> set:
    return {(m.context, m.id) for m in cat if m.id}


def fields(text: str) -> set[tuple]:
    """Each placeholder with its conversion and format spec: a German "{n:>100000000}" for an English
    "{n}" keeps the name but asks a sentence of 100 MB (issue 72, S7)."""
    return {(name, conversion, spec) for _, name, spec, conversion in string.Formatter().parse(text)
            if name is not None}


def test_the_languages_on_disk_are_the_ones_offered():
    assert set(LANGS) == set(i18n.LANGUAGES) - {i18n.DEFAULT}


def test_the_template_holds_exactly_the_marked_sentences():
    extracted, template = ids(catalogs.extract()), ids(catalogs.read(catalogs.TEMPLATE))
    assert extracted - template == set(), "new sentences: run build_scripts/catalogs.py"
    assert template - extracted == set(), "sentences gone from the sources: run build_scripts/catalogs.py"


@pytest.mark.parametrize("lang", LANGS)
def test_each_language_has_the_templates_sentences_none_missing_none_stale(lang):
    po, template = catalogs.read(catalogs.po_path(lang), lang), catalogs.read(catalogs.TEMPLATE)
    assert ids(template) - ids(po) == set(), "missing: run build_scripts/catalogs.py update"
    assert ids(po) - ids(template) == set(), "stale: run build_scripts/catalogs.py update"


@pytest.mark.parametrize("lang", COMPLETE)
def test_german_is_translated_whole_and_nothing_is_fuzzy(lang):
    po = catalogs.read(catalogs.po_path(lang), lang)
    untranslated = [m.id for m in po if m.id and not (m.string if isinstance(m.string, str) else all(m.string))]
    assert untranslated == []
    assert [m.id for m in po if m.id and m.fuzzy] == []


def wrong_placeholders(messages) -> list:
    """The messages whose translation does not keep its English's placeholders, each with its
    conversion and format spec."""
    wrong = []
    for m in messages:
        if not m.id:
            continue
        if isinstance(m.id, str):
            if m.string and fields(m.string) != fields(m.id):
                wrong.append((m.id, m.string))
            continue
        # Plural forms: a form may leave out what its count makes plain ("building" for one), but no
        # form may bring a name the sentence does not have, and together they keep every one.
        want = set().union(*(fields(s) for s in m.id))
        forms = [s for s in m.string if s]
        if forms and (any(not fields(s) <= want for s in forms) or set().union(*map(fields, forms)) != want):
            wrong.append((m.id, m.string))
    return wrong


@pytest.mark.parametrize("lang", LANGS)
def test_every_translation_keeps_its_placeholders(lang):
    """A {name} dropped or misspelt would raise at .format() or lose a number on screen; a format spec
    or a conversion the English lacks would fill it in otherwise (a width of 10^8: 100 MB)."""
    assert wrong_placeholders(catalogs.read(catalogs.po_path(lang), lang)) == []


def test_a_translation_asking_a_width_or_a_conversion_is_wrong_though_its_names_are_right():
    from babel.messages.catalog import Catalog

    cat = Catalog(locale="de")
    cat.add("Hint: {move}", "Tipp: {move:>100000000}")
    cat.add("Back to {place}", "Zurück zu {place!r}")
    cat.add(("{n} point", "{n} points"), ("{n} Punkt", "{n:>99999999} Punkte"))
    cat.add("Fine: {move}", "Gut: {move}")
    assert [m[0] for m in wrong_placeholders(cat)] == ["Hint: {move}", "Back to {place}", ("{n} point", "{n} points")]


@pytest.mark.parametrize("lang", LANGS)
def test_the_committed_mo_files_say_what_their_po_says(lang):
    """The .mo files are committed (a fresh clone's editable install needs no build step): they must
    not fall behind an edited .po. `python build_scripts/catalogs.py compile` rebuilds them."""
    po = catalogs.read(catalogs.po_path(lang), lang)
    with open(catalogs.po_path(lang).with_suffix(".mo"), "rb") as f:
        mo = read_mo(f)
    def entries(cat):
        return {(m.context, m.id if isinstance(m.id, str) else tuple(m.id),
                 m.string if isinstance(m.string, str) else tuple(m.string))
                for m in cat if m.id and not m.fuzzy and (m.string if isinstance(m.string, str) else all(m.string))}

    assert entries(mo) == entries(po)


def test_the_game_reads_german_through_the_standard_library_and_switches_back():
    assert i18n.set_language("de") == "de"
    assert menus.BACK == "Zurück" and notices.hint("X") == "Tipp: X"
    assert speed.PACES[0] == (0.0, "Sofort")
    assert i18n.set_language("en") == "en"
    assert menus.BACK == "Back" and speed.PACES[0] == (0.0, "Instant")


@pytest.mark.parametrize("asked, got", [
    ("de_AT.UTF-8", "de"), ("de-CH", "de"), ("en_GB", "en"), ("fr_FR", "en"), ("xx", "en"), ("C", "en"),
    ("pseudo", "pseudo"),
])
def test_a_locale_name_resolves_to_a_language_of_ours_unknown_ones_to_english(asked, got):
    assert i18n.resolve(asked) == got


def test_the_system_locale_is_the_default(monkeypatch):
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    assert i18n.resolve("") == "de"
    monkeypatch.setenv("LANG", "pt_BR.UTF-8")
    assert i18n.resolve(None) == "en"


def test_the_pseudo_locale_lengthens_by_a_third_marks_and_keeps_placeholders():
    i18n.set_language("pseudo")
    text = notices.computer_thinking("Anna")
    assert text.startswith("«") and text.endswith("»") and "Anna" in text
    plain = "Anna (computer) is thinking…"
    assert len(text) >= len(plain) * 4 // 3
    for m in catalogs.read(catalogs.TEMPLATE):
        if m.id:
            s = i18n._(m.id if isinstance(m.id, str) else m.id[0])
            assert fields(s) == fields(m.id if isinstance(m.id, str) else m.id[0])


def glossary(lang: str) -> list[tuple[str, str]]:
    """The (English, German stem) rows of locale/<lang>/GLOSSARY.md's table."""
    rows = []
    for line in (catalogs.LOCALE / lang / "GLOSSARY.md").read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if line.startswith("|") and len(cells) >= 2 and cells[0] not in ("English", "---"):
            rows.append((cells[0], cells[1]))
    return rows


@pytest.mark.parametrize("lang", COMPLETE)
def test_every_sentence_uses_the_glossarys_word_for_a_game_term(lang):
    """So a thing has one name on every screen: "engineer" is always an Ingenieur, never a Lokführer."""
    terms = glossary(lang)
    assert len(terms) >= 15
    wrong = []
    for m in catalogs.read(catalogs.po_path(lang), lang):
        if not m.id:
            continue
        pairs = [(m.id, m.string)] if isinstance(m.id, str) else list(zip((m.id[0],) + (m.id[1],) * (
            len(m.string) - 1), m.string, strict=True))
        for english, german in pairs:
            plain = re.sub(r"\{\w*\}", " ", english)
            # Longest terms first, each taken out once checked: "building space" is a Bauplatz, not a Gebäude.
            for term, stem in sorted(terms, key=lambda t: -len(t[0])):
                pattern = rf"\b{re.escape(term)}(e?s)?\b"
                flags = re.IGNORECASE if term != "Done" else 0
                if re.search(pattern, plain, flags) and stem.lower() not in german.lower():
                    wrong.append((term, stem, english, german))
                plain = re.sub(pattern, " ", plain, flags=flags)
    assert wrong == []


def test_no_sentence_is_both_a_plain_and_a_plural_entry():
    """gettext keys an entry by its (context, English): "a hazard" said once plainly and once with a
    plural would become one entry and lose one of the two. A context tells them apart."""
    from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir

    kinds: dict[tuple, set[bool]] = {}
    for _file, _line, message, _comments, context in extract_from_dir(
            str(catalogs.SOURCE), method_map=[("**.py", "python")], keywords=DEFAULT_KEYWORDS):
        plural = not isinstance(message, str)
        kinds.setdefault((context, message[0] if plural else message), set()).add(plural)
    assert [key for key, seen in kinds.items() if len(seen) > 1] == []


def test_the_credits_json_is_the_english_credits():
    """ui/kit/credits.json (written by build_scripts/make_art.py, shipped as package data) says what
    the Credits screen says in English (text/credits.py)."""
    from gwt_desktop.text import credits
    from gwt_desktop.ui.kit import assets

    i18n.set_language("en")
    assert assets.credits_lines() == credits.lines()
