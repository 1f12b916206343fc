"""Deal codes: a code deals exactly the game it was made from, and every mistyped code is refused with
a message saying what is wrong."""
from __future__ import annotations

import random

import pytest

from gwt_desktop.engine import new_game
from gwt_desktop.session import deal_code
from gwt_desktop.session.deal_code import (
    ALPHABET,
    EXAMPLE,
    SEED_SPACE,
    Deal,
    DealCodeError,
    code_of,
    decode,
    encode,
    random_seed,
)
from gwt_desktop.text.after_game import deal_code_problem


def random_deal(rng: random.Random) -> Deal:
    return Deal(rng.randint(2, 4), "".join(rng.choice("ab") for _ in range(10)),
                rng.choice(("fixed", "random")), rng.randrange(SEED_SPACE))


def refused(text) -> str:
    """The sentence a player reads for a typed code that is refused (text/ words the problem)."""
    with pytest.raises(DealCodeError) as e:
        decode(text)
    return deal_code_problem(e.value)


def sample_codes(n: int = 12) -> list[str]:
    rng = random.Random(24)
    return [random_deal(rng).code for _ in range(n)]


def test_a_code_is_twelve_characters_of_the_alphabet_in_three_groups():
    for code in [*sample_codes(), EXAMPLE]:
        groups = code.split("-")
        assert [len(g) for g in groups] == [4, 4, 4]
        assert set("".join(groups)) <= set(ALPHABET)
    assert not set("ILOU") & set(ALPHABET)


def test_round_trip_of_many_deals_and_the_extremes():
    rng = random.Random(7)
    deals = [random_deal(rng) for _ in range(500)]
    deals += [Deal(p, s, nb, seed) for p in (2, 3, 4) for s in ("a" * 10, "b" * 10) for nb in ("fixed", "random")
              for seed in (0, 1, SEED_SPACE - 1)]
    codes = set()
    for d in deals:
        code = d.code
        assert decode(code) == d
        codes.add(code)
    assert len(codes) == len(set(deals))  # different deals, different codes


def test_typing_is_forgiving_about_case_spaces_and_dashes():
    d = decode(EXAMPLE)
    assert d == Deal(3, "a" * 10, "fixed", 20261201)
    plain = EXAMPLE.replace("-", "")
    for typed in (plain.lower(), " ".join(plain), f"  {EXAMPLE.lower()}\n", plain[:6] + "–" + plain[6:]):
        assert decode(typed) == d


def test_every_single_mistyped_character_is_refused():
    for code in sample_codes(6):
        plain = code.replace("-", "")
        for pos in range(len(plain)):
            for ch in ALPHABET:
                if ch == plain[pos]:
                    continue
                assert "does not check out" in refused(plain[:pos] + ch + plain[pos + 1:])


def test_every_swap_of_two_different_characters_is_refused():
    for code in sample_codes(6):
        plain = code.replace("-", "")
        for i in range(len(plain)):
            for j in range(i + 1, len(plain)):
                if plain[i] == plain[j]:
                    continue
                swapped = list(plain)
                swapped[i], swapped[j] = swapped[j], swapped[i]
                assert "swapped" in refused("".join(swapped))


def test_a_missing_or_extra_character_says_so():
    plain = EXAMPLE.replace("-", "")
    assert "12 characters; this one has 11 (1 is missing)" in refused(plain[:-1])
    assert "has 9 (3 are missing)" in refused(plain[:9])
    assert "has 13 (1 too many)" in refused(plain + "7")
    assert refused("  - ") == f"Type a deal code: 12 characters, such as {EXAMPLE}."


@pytest.mark.parametrize(("typed", "meant"), [("O", "0 (zero)"), ("o", "0 (zero)"), ("I", "1 (one)"),
                                              ("l", "1 (one)"), ("L", "1 (one)"), ("U", "V")])
def test_a_look_alike_names_the_character_probably_meant(typed, meant):
    plain = EXAMPLE.replace("-", "")
    text = plain[:4] + typed + plain[5:]
    assert refused(text) == f"Character 5, {typed.upper()}, is never used in deal codes: did you mean {meant}?"


def test_a_character_outside_the_alphabet_is_named():
    assert refused("76?X-JBYM-MFVF").startswith("Character 3, '?', cannot be in a deal code")
    with pytest.raises(DealCodeError) as e:
        decode(None)  # type: ignore[arg-type]
    assert e.value.problem == "not_text"


def _forge(players_bits: int, version: int = 0) -> str:
    """A code that checks out but carries an impossible field (only a hand-made code can)."""
    n = ((version << 2 | players_bits) << 1) << 10 << deal_code.SEED_BITS | 12345
    n = deal_code._mix(n)
    data = [(n >> (5 * (10 - i))) & 31 for i in range(11)]
    return "".join(ALPHABET[v] for v in [*data, deal_code._check_value(data)])


def test_an_impossible_player_count_or_version_is_refused():
    assert decode(_forge(0)).players == 2  # the forging itself makes readable codes
    assert "5 players, but Great Western Trail is for 2 to 4" in refused(_forge(3))
    assert "newer version" in refused(_forge(1, version=1))


def test_deals_no_code_can_carry_are_refused_when_encoding():
    with pytest.raises(DealCodeError, match="outside what a deal code carries"):
        encode(2, "a", "fixed", SEED_SPACE)
    with pytest.raises(DealCodeError, match="outside"):
        encode(2, "a", "fixed", -1)
    with pytest.raises(DealCodeError, match="2 to 4"):
        encode(5, "a", "fixed", 1)
    with pytest.raises(DealCodeError, match="ten letters"):
        encode(2, "random", "fixed", 1)  # the game's resolved sides, never the choice "random"
    g = new_game(2, seed=-5)
    assert code_of(g) is None


def test_random_seeds_come_from_the_code_space():
    rng = random.Random(3)
    seeds = [random_seed(rng) for _ in range(2000)]
    assert all(1 <= s < SEED_SPACE for s in seeds)
    assert max(seeds) > SEED_SPACE // 2  # the whole space, not a corner of it
    from gwt_desktop.ui.scenes.new_game import new_seed

    for _ in range(200):
        s = new_seed(rng)
        assert encode(2, "a", "fixed", s)  # every seed New game picks has a code


def _same_game(a, b, moves: int, seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(moves):
        assert a.legal_moves() == b.legal_moves()
        for p in range(a.options["players"]):
            assert a.view(p) == b.view(p)
        if a.is_over:
            return
        m = rng.choice(a.legal_moves())
        a.apply(m)
        b.apply(str(m))


@pytest.mark.parametrize(("players", "sides", "neutral", "seed"),
                         [(2, "random", "random", 11), (3, "a", "fixed", 987654321), (4, "random", "fixed", 5),
                          (4, "abbbbaaaab", "random", SEED_SPACE - 2)])
def test_entering_a_code_deals_the_same_setup_and_card_order(players, sides, neutral, seed):
    original = new_game(players, seed=seed, building_sides=sides, neutral_buildings=neutral)
    code = code_of(original)
    deal = decode(code)
    again = new_game(deal.players, seed=deal.seed, building_sides=deal.building_sides,
                     neutral_buildings=deal.neutral_buildings)
    assert deal.options()["building_sides"] == original.options["building_sides"]
    # Same view from every seat, same legal moves and same draws for 150 moves of random play.
    _same_game(original, again, 150, seed)
    assert code_of(again) == code


def test_a_refused_code_is_said_in_german_too():
    """Every problem of a typed code is a sentence of the catalogs (it was English from session/)."""
    from gwt_desktop.text import i18n

    plain = EXAMPLE.replace("-", "")
    typed = ["", plain[:4] + "O" + plain[5:], plain[:4] + "U" + plain[5:], "76?X-JBYM-MFVF", plain[:-1], plain[:9],
             plain + "7", plain[:-1] + ("0" if plain[-1] != "0" else "1"), _forge(3), _forge(1, version=1)]
    english = [refused(t) for t in typed]
    i18n.set_language("de")
    german = [refused(t) for t in typed]
    assert all(g != e for g, e in zip(german, english, strict=True)), list(zip(german, english))
    assert "0 (null)" in german[1] and "V?" in german[2]
    from gwt_desktop.text.after_game import code_dealt

    assert code_dealt(3, "a" * 10, "random") == "Verteilung für 3 Spieler, alle Gebäude auf Seite a, neutrale Gebäude zufällig."
