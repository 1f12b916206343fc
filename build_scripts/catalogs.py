"""The message catalogs: extract the sentences of gwt_desktop/text into the template, update every
language's .po from it, compile the .mo files the game reads.

    python build_scripts/catalogs.py            # all three: extract, update, compile
    python build_scripts/catalogs.py compile    # only the .mo files (after editing a .po)
    python build_scripts/catalogs.py new fr     # start a new language from the template

Babel does the work (a developer's and the tests' dependency, in the `test` extra); the game at run
time needs only the standard library's gettext and the .mo files, which are committed beside their
.po (tests/text/test_catalogs.py fails when they differ), so a fresh clone's `pip install -e .` and
the wheel and the bundle (both take every file under gwt_desktop/) have them without a build step.
"""
from __future__ import annotations

import io
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "gwt_desktop" / "text"
LOCALE = ROOT / "gwt_desktop" / "locale"
DOMAIN = "gwt_desktop"
TEMPLATE = LOCALE / f"{DOMAIN}.pot"
HEADER = "# The sentences of Great Western Trail (gwt_desktop). Terms: see GLOSSARY.md beside the .po."


def _catalog(**kw) -> Catalog:
    return Catalog(project="gwt_desktop", version="0.1.0", header_comment=HEADER,
                   copyright_holder="", msgid_bugs_address="", fuzzy=False, **kw)


def extract() -> Catalog:
    """Every marked sentence of gwt_desktop/text, with where it is and its TRANSLATORS: comment."""
    cat = _catalog()
    for filename, lineno, message, comments, context in extract_from_dir(
            str(SOURCE), method_map=[("**.py", "python")], keywords=DEFAULT_KEYWORDS,
            comment_tags=("TRANSLATORS:",), strip_comment_tags=True):
        cat.add(message, None, [(f"gwt_desktop/text/{filename}", lineno)], auto_comments=comments,
                context=context)
    return cat


def languages() -> list[str]:
    return sorted(p.name for p in LOCALE.iterdir() if (p / "LC_MESSAGES" / f"{DOMAIN}.po").is_file())


def po_path(lang: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def read(path: Path, lang: str | None = None) -> Catalog:
    with open(path, "rb") as f:
        return read_po(f, locale=lang, domain=DOMAIN)


def po_bytes(cat: Catalog) -> bytes:
    out = io.BytesIO()
    # Without line numbers: a sentence moving down a file is no change to the catalogs (nor a conflict).
    write_po(out, cat, width=100, omit_header=False, ignore_obsolete=True, sort_output=False, include_lineno=False)
    return out.getvalue()


def mo_bytes(cat: Catalog) -> bytes:
    out = io.BytesIO()
    write_mo(out, cat, use_fuzzy=False)
    return out.getvalue()


def same_messages(a: Catalog, b: Catalog) -> bool:
    return {(m.id, m.context) for m in a if m.id} == {(m.id, m.context) for m in b if m.id}


def write_template() -> None:
    """The template from the sources; left alone when its sentences are the same (no date churn)."""
    LOCALE.mkdir(parents=True, exist_ok=True)
    cat = extract()
    if TEMPLATE.exists():
        old = read(TEMPLATE)
        if same_messages(old, cat):
            cat.creation_date = old.creation_date
    TEMPLATE.write_bytes(po_bytes(cat))


def update(lang: str) -> None:
    """The language's .po with the template's sentences: new ones empty, gone ones dropped."""
    template = read(TEMPLATE)
    cat = read(po_path(lang), lang)
    cat.update(template, no_fuzzy_matching=True, update_header_comment=False)
    cat.obsolete.clear()
    po_path(lang).write_bytes(po_bytes(cat))


def compile_mo(lang: str) -> None:
    po_path(lang).with_suffix(".mo").write_bytes(mo_bytes(read(po_path(lang), lang)))


def new(lang: str) -> None:
    path = po_path(lang)
    if path.exists():
        sys.exit(f"{path} exists")
    template = read(TEMPLATE)
    cat = _catalog(locale=lang, domain=DOMAIN)
    cat.update(template, no_fuzzy_matching=True)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(po_bytes(cat))


def main(argv: list[str]) -> None:
    what = argv[0] if argv else "all"
    if what == "new":
        new(argv[1])
        return
    if what in ("all", "extract"):
        write_template()
    for lang in languages():
        if what in ("all", "update"):
            update(lang)
        if what in ("all", "compile"):
            compile_mo(lang)


if __name__ == "__main__":
    main(sys.argv[1:])
