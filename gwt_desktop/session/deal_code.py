"""Deal codes: a short code such as ``76BX-JBYM-MFVF`` that deals one exact game again.

A code carries the player count, the side (a/b) of each of the ten private buildings, the neutral
building layout (fixed or random) and the seed; `engine.new_game` with those deals the same setup and
the same card order, so friends can play one deal apart and compare. Seats (names, humans or
computers) are not in the code: they do not change the deal.

Twelve characters of Crockford's base 32 (the digits and A-Z without I, L, O and U, so no two
characters look alike and a code reads aloud), shown in three groups of four. Eleven carry 55 bits,
the twelfth is a check character: the code read as a polynomial over GF(32) must give a fixed value,
which catches every single mistyped character and every swap of two different characters.
Typing is forgiving about case, spaces and dashes, and strict about everything else: a code that
does not check out is refused with what is wrong (a DealCodeError's problem and facts, which
text/after_game.deal_code_problem says in the player's language), never read as some other deal.

The 55 bits, most significant first: format version (2 bits, 0 today), players - 2 (2), neutral
layout (1), building sides (10, bit k set for side b of building k + 1), seed (40). The seed space
is therefore 0 .. 2**40 - 1, and the game draws its random seeds from it (`random_seed`), so every
game started from New game has a code.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"  # Crockford's base 32
_VALUE = {ch: i for i, ch in enumerate(ALPHABET)}
# Characters left out of the alphabet because they look like one that is in it.
LOOK_ALIKES = {"O": "0", "I": "1", "L": "1", "U": "V"}
LENGTH = 12
GROUP = 4
SEED_BITS = 40
SEED_SPACE = 1 << SEED_BITS  # seeds a code can carry: 0 .. SEED_SPACE - 1
_DATA_CHARS = LENGTH - 1
_DATA_BITS = 5 * _DATA_CHARS  # 55
_MASK = (1 << _DATA_BITS) - 1
VERSION = 0
NEUTRAL = ("fixed", "random")
EXAMPLE = "76BX-JBYM-MFVF"  # a real code (3 players, all side a, fixed, seed 20261201)

# A bijective mix of the 55 bits (two rounds of an odd multiplier mod 2**55 and a xorshift by over
# half the width, which is its own inverse): without it the codes of one player count and side set
# would share their first seven characters, and people reading two codes would take them for the same.
_MULT = 0x6A09E667F3BCC9 & _MASK | 1
_MULT_INV = pow(_MULT, -1, 1 << _DATA_BITS)
_SHIFT = 28
_ROUNDS = 2
_OFFSET = 0x3C6EF372FE94F8 & _MASK


class DealCodeError(ValueError):
    """A deal code that cannot be read, or a deal that no code can carry: `problem` says which, `facts`
    the figures (text/after_game.deal_code_problem words a typed code's). Typed codes: "not_text",
    "empty", "look_alike" (position, character, meant), "not_allowed" (position, character),
    "length" (count: the characters typed), "check" (mistyped or swapped), "newer" (a later version's),
    "players" (players: outside 2-4). Deals no code carries: "deal" (what: a developer's detail)."""

    def __init__(self, problem: str, **facts) -> None:
        super().__init__(problem, facts)
        self.problem, self.facts = problem, facts

    def __str__(self) -> str:  # for a developer (a log, a test); a player reads text/'s sentence
        return f"deal code {self.problem}: {self.facts}"


@dataclass(frozen=True)
class Deal:
    """What a deal code carries: everything `engine.new_game` needs besides the names."""

    players: int
    building_sides: str  # ten letters a/b, building 1 first
    neutral_buildings: str  # "fixed" or "random"
    seed: int

    @property
    def code(self) -> str:
        return encode(self.players, self.building_sides, self.neutral_buildings, self.seed)

    def options(self) -> dict:
        """The options of a Match or a save (saves.py) for this deal."""
        return {"players": self.players, "seed": self.seed, "building_sides": self.building_sides,
                "neutral_buildings": self.neutral_buildings}


def random_seed(rng: random.Random | None = None) -> int:
    """A fresh seed from the space a deal code carries (never 0, which reads like "no seed")."""
    return (rng or random.SystemRandom()).randrange(1, SEED_SPACE)


# ---- GF(32) arithmetic for the check character (x^5 + x^2 + 1, a primitive polynomial) ----
def _gf_mul(a: int, b: int) -> int:
    out = 0
    while b:
        if b & 1:
            out ^= a
        b >>= 1
        a <<= 1
        if a & 0x20:
            a ^= 0x25
    return out


_POW = [1]
for _ in range(30):
    _POW.append(_gf_mul(_POW[-1], 2))
_TARGET = 0b10110  # what every valid code sums to; another format would pick another target


def _syndrome(values: list[int]) -> int:
    s = 0
    for i, v in enumerate(values):
        s ^= _gf_mul(v, _POW[i])
    return s


def _check_value(data: list[int]) -> int:
    # Solve sum(v_i * a^i) == _TARGET for the last value v_11 (a^11 has an inverse, a^(31-11)).
    return _gf_mul(_syndrome(data) ^ _TARGET, _POW[31 - _DATA_CHARS])


# ---- the bits ----
def _mix(x: int) -> int:
    x = (x + _OFFSET) & _MASK  # so that the all-zero deal is no all-zero code either
    for _ in range(_ROUNDS):
        x = (x * _MULT) & _MASK
        x ^= x >> _SHIFT
    return x


def _unmix(x: int) -> int:
    for _ in range(_ROUNDS):
        x ^= x >> _SHIFT
        x = (x * _MULT_INV) & _MASK
    return (x - _OFFSET) & _MASK


def _sides_value(sides: str) -> int:
    if sides == "a":
        sides = "a" * 10
    if not isinstance(sides, str) or len(sides) != 10 or set(sides) - {"a", "b"}:
        raise DealCodeError("deal", what=f"building sides must be ten letters a/b (the game's own, not {sides!r})")
    return sum(1 << k for k, side in enumerate(sides) if side == "b")


def encode(players: int, building_sides: str, neutral_buildings: str, seed: int) -> str:
    """The deal code, grouped as XXXX-XXXX-XXXX. building_sides: the ten letters a game was dealt
    with (game.options), or "a" for all side a. DealCodeError for a deal no code can carry."""
    if not isinstance(players, int) or not 2 <= players <= 4:
        raise DealCodeError("deal", what=f"a deal is for 2 to 4 players, not {players!r}")
    if neutral_buildings not in NEUTRAL:
        raise DealCodeError("deal", what=f'the neutral buildings are "fixed" or "random", not {neutral_buildings!r}')
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < SEED_SPACE:
        raise DealCodeError("deal", what=f"seed {seed} is outside what a deal code carries (0 to {SEED_SPACE - 1:,})")
    n = (((VERSION << 2 | (players - 2)) << 1 | NEUTRAL.index(neutral_buildings)) << 10
         | _sides_value(building_sides)) << SEED_BITS | seed
    n = _mix(n)
    data = [(n >> (5 * (_DATA_CHARS - 1 - i))) & 31 for i in range(_DATA_CHARS)]
    chars = "".join(ALPHABET[v] for v in [*data, _check_value(data)])
    return "-".join(chars[i:i + GROUP] for i in range(0, LENGTH, GROUP))


def code_of(game) -> str | None:
    """The deal code of a game (engine Game), None if its seed lies outside the code's space (a game
    started from the command line or an old save with such a seed)."""
    o = game.options
    try:
        return encode(o["players"], o["building_sides"], o["neutral_buildings"], o["seed"])
    except DealCodeError:
        return None


def decode(text: str) -> Deal:
    """The deal a code stands for; DealCodeError saying what is wrong with a mistyped one."""
    if not isinstance(text, str):
        raise DealCodeError("not_text")
    raw = "".join(ch for ch in text.upper() if not ch.isspace() and ch not in "-‐‑‒–—_")
    if not raw:
        raise DealCodeError("empty")
    for pos, ch in enumerate(raw, 1):
        if ch in _VALUE:
            continue
        if ch in LOOK_ALIKES:
            raise DealCodeError("look_alike", position=pos, character=ch, meant=LOOK_ALIKES[ch])
        raise DealCodeError("not_allowed", position=pos, character=ch)
    if len(raw) != LENGTH:
        raise DealCodeError("length", count=len(raw))
    values = [_VALUE[ch] for ch in raw]
    if _syndrome(values) != _TARGET:
        raise DealCodeError("check")
    n = 0
    for v in values[:_DATA_CHARS]:
        n = n << 5 | v
    n = _unmix(n)
    seed = n & (SEED_SPACE - 1)
    n >>= SEED_BITS
    sides = "".join("b" if n >> k & 1 else "a" for k in range(10))
    n >>= 10
    neutral = NEUTRAL[n & 1]
    n >>= 1
    players = (n & 3) + 2
    version = n >> 2
    if version != VERSION:
        raise DealCodeError("newer")
    if players > 4:
        raise DealCodeError("players", players=players)
    return Deal(players, sides, neutral, seed)
