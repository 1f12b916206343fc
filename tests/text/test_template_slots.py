"""Every sentence with a placeholder is filled in a grammatical slot, in German as the game fills it.

A template filled with the wrong kind of words reads as nonsense in a language that inflects: a
button's label put inside a sentence ("Orange nimmt die Hilfsaktion 1 $ nehmen"), or a noun phrase
in the nominative put after a preposition ("Spielermarker von zweites Feld der Schrittweite"). This
test finds both where the game makes them: it plays random games in German and says their moves'
labels, log, recap and advice, with every catalog lookup handing back a string that remembers its
English (its msgid) and records each placeholder filled in it with what filled it. Then:

- a button's label (what labels.move_label, actions.action_label and actions.aux_label hand out)
  stands only where a label stands: alone, after a colon, in quotes or in brackets, never in the
  middle of a sentence;
- a phrase from the catalog that declines (its English begins with "the", its German with an
  article or an adjective: a small letter) never stands right after a German preposition that takes
  the dative or after an article, unless its message says the case it is in (a `pgettext` context
  naming the case).
"""
from __future__ import annotations

import gettext
import random
import re
import string
from functools import cache
from types import SimpleNamespace

import pytest

from gwt_desktop.engine import new_game
from gwt_desktop.session.recap import Recap
from gwt_desktop.text import actions, advice, i18n, labels, recap
from gwt_desktop.text.log import log_lines

NAMES = ("Anna", "Ben", "Cleo")
SEATS = [SimpleNamespace(name=n, color=i) for i, n in enumerate(NAMES)]

# German words after which a noun phrase must be in a case the phrase itself cannot know: the
# prepositions that always take the dative, and the articles. (After "auf", "an", "in" of a move the
# accusative is mostly the nominative's form: "auf dein Gebäude", "an die Bank" read well.)
DATIVE = {"von", "vom", "aus", "bei", "beim", "mit", "nach", "zu", "zum", "zur", "seit", "gegenüber"}
ARTICLES = {"der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem", "einer", "eines", "alle"}
CASES = ("nominative", "accusative", "dative", "genitive")

_filled: list[tuple] = []  # (template said, its msgid, its context, slot, filler's msgid, filler's context, filler said)


class Said(str):
    """A catalog's sentence that knows its English and records what its placeholders are filled with."""

    msgid: str | None = None
    context: str | None = None

    def format(self, *args, **kwargs):
        for slot, value in kwargs.items():
            _filled.append((str(self), self.msgid, self.context, slot,
                            getattr(value, "msgid", None), getattr(value, "context", None), str(value)))
        return _said(str.format(self, *args, **kwargs), self.msgid, self.context)


def _said(text: str, msgid: str | None, context: str | None) -> Said:
    out = Said(text)
    out.msgid, out.context = msgid, context
    return out


class Recording(gettext.NullTranslations):
    def __init__(self, inner) -> None:
        super().__init__()
        self.inner = inner

    def gettext(self, message):
        return _said(self.inner.gettext(message), message, None)

    def ngettext(self, singular, plural, n):
        return _said(self.inner.ngettext(singular, plural, n), singular, None)

    def pgettext(self, context, message):
        return _said(self.inner.pgettext(context, message), message, context)

    def npgettext(self, context, singular, plural, n):
        return _said(self.inner.npgettext(context, singular, plural, n), singular, context)


@pytest.fixture
def german_said(monkeypatch):
    i18n.set_language("de")
    german = i18n._translation
    monkeypatch.setattr(i18n, "_translation", Recording(german))
    # Its own name, so no table cached in plain German is handed out (lazy_constants keys on it).
    monkeypatch.setattr(i18n, "_current", "de (recorded)")
    _filled.clear()
    yield
    _filled.clear()
    i18n.set_language("en")


@cache
def _games() -> list:
    """Random games' moves: per move the position before, the mover and its events (short games)."""
    out = []
    for players, seed in ((2, 3), (3, 8), (2, 21)):
        g = new_game(players, seed=seed, building_sides="random", neutral_buildings="random",
                     names=list(NAMES[:players]))
        rng = random.Random(seed)
        record = []
        while not g.is_over and len(record) < 700:
            before = g.clone()
            move = rng.choice(g.legal_moves())
            p = g.to_move
            events = g.apply(move)
            record.append((before, p, move, events, g.clone()))
        out.append(record)
    return out


def _say_everything() -> set[str]:
    """Say the walked games in the recording German; returns the msgids of every button label said."""
    label_ids: set[str] = set()
    for name in actions.ACTION_LABELS:
        label_ids.add(actions.action_label(name).msgid)
    for name in ("aux_money", "aux_cards", "aux_cert", "aux_engine", "aux_thin"):
        for level in (1, 2):
            label_ids.add(actions.aux_label(name, level).msgid)
    for record in _games():
        rec = Recap()
        for i, (before, p, move, events, after) in enumerate(record):
            moves = before.legal_moves()
            if i % 3 == 0 or any(m.kind == "disc" for m in moves):  # every disc's place said
                for m in moves[:40]:
                    said = labels.move_label(m, before, SEATS)
                    label_ids.add(getattr(said, "msgid", None))
            log_lines(events, SEATS, after)
            rec.record(p, events, after)
            turn = rec.turns[-1]
            if turn.done:
                recap.turn_lines(turn, after, SEATS)
                for me in range(after.state.n):
                    facts = [f for facts in turn.moves for f in facts]
                    for j, fact in enumerate(facts):
                        then = facts[j + 1] if j + 1 < len(facts) else None
                        advice.clause(fact, after, SEATS, me, then=then)
    label_ids.discard(None)
    return label_ids


def _before_slot(text: str, slot: str) -> str | None:
    """What stands before {slot} in a template (None where it does not name it)."""
    for literal, name, _, _ in string.Formatter().parse(text):
        if name == slot:
            return literal
    return None


def _label_may_stand(text: str, slot: str) -> bool:
    """A label stands alone, first before a colon, after a colon, in quotes or in brackets."""
    pattern = re.escape("{" + slot + "}")
    here = re.search(pattern, text)
    if here is None:
        return True
    before, after = text[:here.start()].rstrip(), text[here.end():].lstrip()
    return (before == "" and (after == "" or after[0] in ":(·")) or before.endswith((":", "„", "\"", "(", "·", "–")) \
        or (after[:1] in ("“", "\"", ")"))


def test_labels_stand_alone_and_phrases_after_a_preposition_say_their_case(german_said):
    label_ids = _say_everything()
    assert len(_filled) > 2000 and len(label_ids) > 40  # the walk says a great deal
    labels_in_sentences, uninflected = set(), set()
    for template, msgid, _ctx, slot, filler_id, filler_ctx, filler in _filled:
        if filler_id is None or msgid is None:
            continue  # a number, a name, words glued outside the catalog
        if filler_id in label_ids and msgid not in label_ids and not _label_may_stand(template, slot):
            labels_in_sentences.add((msgid, template, filler))
            continue
        before = _before_slot(template, slot)
        last = re.findall(r"[\wäöüß]+$", (before or "").rstrip())
        declines = filler_id.startswith("the ") or (filler[:1].islower() and filler[:1].isalpha())
        case_said = filler_ctx is not None and any(c in filler_ctx for c in CASES)
        if last and last[0].lower() in DATIVE | ARTICLES and declines and not case_said:
            uninflected.add((msgid, template, filler))
    said = "a button's label inside a sentence:\n" + "\n".join(
        f"  {t!r} <- {f!r}  ({m!r})" for m, t, f in sorted(labels_in_sentences))
    said += "\na phrase in no case after a preposition or an article:\n" + "\n".join(
        f"  {t!r} <- {f!r}  ({m!r})" for m, t, f in sorted(uninflected))
    assert not labels_in_sentences and not uninflected, said


def _german_strings() -> list[str]:
    from pathlib import Path

    from babel.messages.pofile import read_po

    path = Path(i18n.LOCALE_DIR) / "de" / "LC_MESSAGES" / "gwt_desktop.po"
    with path.open("rb") as f:
        catalog = read_po(f, locale="de")
    return [text for message in catalog if message.id
            for text in ([message.string] if isinstance(message.string, str) else message.string)]


def test_german_names_points_the_board_and_the_replay_one_way():
    """One abbreviation for points ("Pkt.", GLOSSARY.md), never "SP" nor "P."; the player board is the
    "Spielerablage", never a bare "Ablage" beside the discard pile's "Ablagestapel"; the replay is the
    "Spielverlauf", not a television's "Wiederholung"."""
    odd = [text for text in _german_strings()
           if re.search(r"\bSP\b|[\d}] P\.|\bAblage\b|Wiederholung", text)]
    assert not odd, "\n".join(odd)


def test_german_money_holds_its_number_and_sign_together():
    """German writes money "12 $", the number before the sign (GLOSSARY.md), always with a no-break
    space (U+00A0) between them: a plain space lets a line break there, and a "$" stood alone at the
    start of a row at 1280x720 (tests/ui/test_pseudo_walk.py finds that on screen)."""
    parted = [text for text in _german_strings() if re.search(r"[\d}] \$|[\d}]\$", text)]
    assert not parted, "write a no-break space (U+00A0) before the $:\n" + "\n".join(parted)


def test_german_says_du_and_never_reads_as_the_formal_sie():
    """The game says "du" to the player. "Ihr" opening a sentence (its, their) reads as the formal
    "Your" beside a "dein" ("Ihr erster Schritt ist dein einziger möglicher Zug"), and a capital
    "Sie" or "Ihnen" inside a sentence is the formal address: the German catalog has neither."""
    formal = [text for text in _german_strings()
              if re.search(r"(^|[.;:!?]\s+|„)Ihr(e[nmrs]?)?\b", text)
              or re.search(r"[a-zäöüß,]\s+(Sie|Ihnen|Ihr(e[nmrs]?)?)\b", text)]
    assert not formal, "\n".join(formal)
