"""True words: every figure of the log, the recap and the Biggest-turns chart comes from the events that
produced it. Walks computer games (Easy and Medium bots on fixed seeds, with a random move now and then so
the rare actions come up), checks at every move that the events carry what was paid (each priced record
is matched by the payment itself, each purse changes by its Money records), that the log accounts for
every dollar each purse gained or lost, names the number of cards discarded and the right article, and
that the recap's and the chart's prices are the events' prices, and the recap leaves out no discard or
foresight pick."""
from __future__ import annotations

import random
import re
from functools import cache
from types import SimpleNamespace

from gwt_desktop.ai.driver import think
from gwt_desktop.ai.medium import EasyBot, MediumBot
from gwt_desktop.engine import BANK, new_game
from gwt_desktop.session.game_stats import game_stats
from gwt_desktop.session.recap import Recap
from gwt_desktop.session.replay import Replay
from gwt_desktop.text.log import log_lines, stated_money, told_money
from gwt_desktop.text.recap import turn_lines

NAMES = ("Ann", "Bob", "Cat", "Dan")
SEATS = [SimpleNamespace(name=n, color=i) for i, n in enumerate(NAMES)]
# (players, seed, building sides, levels of the seats)
GAMES = ((2, 11, "a", ("easy", "medium")), (3, 12, "random", ("medium", "easy", "easy")),
         (2, 14, "random", ("easy", "easy")))
PRICED = ("hire", "build", "buy", "upgrade", "hazard", "teepee", "aux", "disc_cleared", "transport", "income")


def small_beam(level: str):
    """Easy or Medium with their own judgement on a small beam: real bot games in seconds."""
    bot = MediumBot() if level == "medium" else EasyBot()
    bot.width, bot.per_first, bot.max_nodes = 8, 2, 600
    return bot


@cache
def played() -> list:
    """Each game: its options and moves, and per move (mover, events, purses before, purses after)."""
    out = []
    bots = {level: small_beam(level) for level in ("easy", "medium")}
    for players, seed, sides, levels in GAMES:
        g = new_game(players, seed=seed, building_sides=sides, neutral_buildings="random", names=list(NAMES[:players]))
        rng = random.Random(seed)
        moves, record = [], []
        while not g.is_over:
            p = g.to_move
            if rng.random() < 0.12:
                move = rng.choice(g.legal_moves())
            else:
                # No time budget: the same game on any machine.
                move = think(g, p, rng, 0, levels[p], bot=bots[levels[p]]).move
            before = [pl.money for pl in g.state.players]
            events = g.apply(move)
            moves.append(str(move))
            record.append((p, events, before, [pl.money for pl in g.state.players]))
        options = {k: g.options[k] for k in ("players", "seed", "building_sides", "neutral_buildings")}
        out.append((options, moves, record, g))
    return out


def test_a_few_hundred_positions_with_every_kind_of_price():
    moves = sum(len(rec) for _, _, rec, _ in played())
    kinds = {ev.kind for _, _, rec, _ in played() for _, events, _, _ in rec for ev in events
             if stated_money(ev)}
    assert moves >= 600
    assert {"hire", "build", "buy", "hazard", "transport", "income", "fee"} <= kinds, kinds


def test_priced_events_carry_what_was_paid():
    for _, _, record, _ in played():
        for _, events, before, after in record:
            change = [0] * len(before)
            for m in (e for e in events if e.kind == "money"):
                if m.payer != BANK:
                    change[m.payer] -= m.amount
                if m.receiver != BANK:
                    change[m.receiver] += m.amount
            assert change == [a - b for a, b in zip(after, before)], events
            # Each price an event states is one payment of exactly that sum, none counted twice.
            stated = [e for e in events if stated_money(e)]
            assert len(told_money(events)) == len(stated), events
            for e in (e for e in events if e.kind == "buy"):
                paid = [m.amount for m in events if m.kind == "money" and m.payer == e.player]
                assert sum(b.cost for b in events if b.kind == "buy") in paid, events


# Every dollar figure a log line may hold, and what it does to whose purse: the line's player gains
# (+1) or pays (-1) it, the receiver of a fee gains it (0: a figure that is no money moving).
_FIGURES = (
    (re.compile(r"\(\+\$(\d+)\)"), +1), (re.compile(r"\(-\$(\d+)\)"), -1),
    (re.compile(r"^\S+ gains \$(\d+)"), +1), (re.compile(r"^\S+ pays \$(\d+) transport"), -1),
    (re.compile(r"^\S+ pays \$(\d+) in fees"), -1), (re.compile(r"^\S+ pays \$(\d+)$"), -1),
    (re.compile(r"^\S+ pays a \$(\d+) fee"), -1), (re.compile(r"^\S+ pays \$(\d+) of the \$\d+ fee"), -1),
    (re.compile(r"the \$(\d+) fee"), 0), (re.compile(r"cannot pay \$(\d+) in fees"), 0), (re.compile(r"\(\$(\d+) short"), 0),
    (re.compile(r" for \$(\d+)$"), -1), (re.compile(r"earns \$(\d+) income"), +1),
    (re.compile(r": \+\$(\d+)$"), +1), (re.compile(r": pays \$(\d+)$"), -1),
    (re.compile(r"takes \$(\d+)"), +1), (re.compile(r"(?:[:,]|to) pay \$(\d+) (?:and|to)"), -1),
    (re.compile(r"\$(\d+) per "), 0), (re.compile(r"\(\$(\d+), \d+ VP per worker\)"), 0),
)
_FEE_PARTS = re.compile(r"\$(\d+) to (\w+)")


def _purse_changes(lines, players: int) -> list[int]:
    """What the log says each purse gained or lost; AssertionError on a figure nothing explains."""
    change = [0] * players
    for p, line in lines:
        explained = 0
        for pattern, sign in _FIGURES:
            for found in pattern.finditer(line):
                explained += 1
                if sign and p >= 0:
                    change[p] += sign * int(found.group(1))
        fees = line.split(" in fees: ", 1)[1] if " in fees: " in line else ""
        for amount, name in _FEE_PARTS.findall(fees):
            explained += 1
            if name in NAMES:
                change[NAMES.index(name)] += int(amount)
        # A fee to its owner: "a $2 fee at Ann's building", "a $2 fee at space 1 by G to Ann", or, where
        # the purse could not pay it all, "pays $1 of the $2 fee at space 1 by G to Ann (all the money left)".
        single = re.search(r"a \$(\d+) fee at (\w+)'s building|a \$(\d+) fee at .* to (\w+)$"
                           r"|\$(\d+) of the \$\d+ fee at .* to (\w+) \(", line)
        if single:
            amount, name = next((a, n) for a, n in zip(single.groups()[::2], single.groups()[1::2]) if a)
            change[NAMES.index(name)] += int(amount)
        assert explained >= len(re.findall(r"\$\d", line)), f"a figure no event explains: {line!r}"
    return change


def _free_only_when_free(events, lines) -> None:
    """As many hires and hazard removals are told as free as were free (a worker's free removal is)."""
    for kind, verb in (("hire", " hires "), ("hazard", " removes ")):
        free = sum(1 for e in events if e.kind == kind and not e.cost)
        assert sum(1 for line in lines if verb in line and line.endswith(" for free")) == free, (lines, events)


def test_the_log_tells_every_dollar_every_card_and_the_right_article():
    for options, _, record, _ in played():
        for _, events, before, after in record:
            lines = log_lines(events, SEATS, None)
            assert _purse_changes(lines, options["players"]) == [a - b for a, b in zip(after, before)], (lines, events)
            for p, line in lines:
                assert not re.search(r"\ba [aeiouAEIOU]|\ban [b-df-hj-np-tv-zB-DF-HJ-NP-TV-Z]", line), line
            # The cards discarded together are counted: "discards 2 Black Angus", "a Jersey and a Guernsey".
            for p in {e.player for e in events if e.kind == "discard"}:
                said = 0
                for q, line in lines:
                    found = re.match(r"\S+ discards (\d+) ", line)
                    if q == p and " discards " in line:
                        said += int(found.group(1)) if found else line.split(" discards ", 1)[1].count(" and ") + 1
                assert said == sum(1 for e in events if e.kind == "discard" and e.player == p), lines
            _free_only_when_free(events, [line for _, line in lines])


def test_the_recap_tells_the_events_prices_and_whose_building():
    for _, _, record, g in played():
        recap = Recap()
        turn, events_of_turn = None, []
        for mover, events, _, _ in record:
            recap.record(mover, events, g)
            if recap.turns[-1] is not turn:
                turn, events_of_turn = recap.turns[-1], []
            events_of_turn.extend(events)
            if not turn.done:
                continue
            lines = [line for line, _ in turn_lines(turn, g, SEATS)]
            text = "\n".join(lines)
            for e in events_of_turn:
                if e.player != turn.player:
                    continue
                if e.kind in ("hire", "build", "upgrade", "hazard"):
                    verb = {"hire": "hires", "build": "builds", "upgrade": "upgrades", "hazard": "removes"}[e.kind]
                    mine = [ln for ln in lines if f" {verb} " in ln]
                    want = f" for ${e.cost}" if e.cost else ""
                    assert any(ln.endswith(want) and (e.cost or "$" not in ln) for ln in mine), (lines, e)
                if e.kind == "deliver" and not e.extra:
                    assert f"earning ${e.value}" in text, (lines, e)
            # Every card discarded, with what discarding brought, and every foresight tile picked.
            mine = [e for e in events_of_turn if e.player == turn.player]
            said = [ln for ln in lines if " discards " in ln]
            counted = sum(int(m.group(1)) if (m := re.search(r" discards (\d+) ", ln)) else ln.count(" and ") + 1
                          for ln in said)
            assert counted == sum(1 for e in mine if e.kind == "discard"), (lines, mine)
            gained = sum(int(m.group(1)) for ln in said for m in re.finditer(r"\(\+\$(\d+)\)", ln))
            assert gained == sum(e.money for e in mine if e.kind == "discard"), (lines, mine)
            assert sum(" from foresight column " in ln for ln in lines) == sum(e.kind == "foresight" for e in mine)
            bought = sum(e.cost for e in events_of_turn if e.kind == "buy" and e.player == turn.player)
            if bought:
                assert any(" buys " in ln and ln.endswith(f" for ${bought}") for ln in lines), lines
            assert not re.search(r"\ba [aeiouAEIOU]", text), text
            # A build names the space by its place, not by the building just put on it.
            assert not re.search(r"builds \w+ on \w+'s building", text), text


def test_the_biggest_turns_chart_tells_the_same_prices_as_the_log():
    for options, moves, _, _ in played():
        replay = Replay(options, moves, list(NAMES[:options["players"]]))
        stats = game_stats(replay)
        for big in (b for turns in stats.big_turns for b in turns):
            chart = [line for _, line in log_lines(list(big.events), SEATS, None)]
            full = [line for i in range(big.start, big.end) for _, line in log_lines(replay.events_of(i), SEATS, None)]
            for line in chart:
                if " buys " in line:
                    continue  # the chart tells the turn's purchases in one sentence, the log each one
                assert any(f.startswith(line) for f in full), (line, full)
            _free_only_when_free(big.events, chart)


def test_a_fee_at_a_rivals_building_names_the_owner_once_in_each_language():
    """The place ("Bob's building 1a", German "Gebäude 1a von Bob") already names who is paid: the
    sentence does not name the receiver again, whatever the language's word order."""
    from gwt_desktop.engine import board
    from gwt_desktop.text import i18n
    from gwt_desktop.text.words import trail_content

    fees = [(events, g) for _, _, record, g in played() for _, events, _, _ in record
            if any(e.kind == "fee" and e.paid and e.receiver != BANK
                   and (trail_content(g, board.SPACES[e.space]) or {}).get("owner") == e.receiver for e in events)]
    assert fees, "no fee paid at a rival's building in the walked games"
    try:
        for lang in ("en", "de"):
            i18n.set_language(lang)
            for events, g in fees:
                for e in (e for e in events if e.kind == "fee" and e.paid and e.receiver != BANK):
                    line = next(text for p, text in log_lines([e], SEATS, g))
                    assert line.count(NAMES[e.receiver]) == 1, (lang, line)
    finally:
        i18n.set_language("en")
