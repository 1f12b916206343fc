"""Who is ahead and when the game ends, for the screen: the running score and the end-trigger foresight.

No pygame here, so the tests read it without a window.

The running score is the score pad as it would stand if the game ended now (game.score_sheet() of a
clone determinized for the seat whose eyes the screen is). Everything the score pad counts lies open
on the table — money, buildings, discs, hazards, tiles, the objective area and, since every card is
gained in the open, the multiset of each player's hand plus draw pile — so the determinized sheet
gives the same points as the true one (tests/ui/test_standing.py checks this over random games); the
determinization makes that hold by construction instead of by argument. It is the pad's own
computation, so in the middle of a Kansas City visit it counts a transport cost already due as paid
and the chosen city's disc as placed (engine/scoring, kansas_city.cities_due), as the pad will.

Which move would trigger the end is the engine's rule query (Game.end_within_reach, then
Game.triggers_end of each legal move: a foresight worker that fills the last job-market row).
"""
from __future__ import annotations

import logging
import random
from dataclasses import dataclass

from ...failures import report_once
from ...text import table as words
from ...text.after_game import category_name, item_words

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Standing:
    """The running score of every player: per player its total and (key, label, points) per category."""
    totals: tuple[int, ...]
    categories: tuple[tuple[tuple[str, str, int], ...], ...]
    # per player: (key, ((line, points),)), each line in words (text/after_game.py item_words)
    items: tuple[tuple[tuple[str, tuple[tuple[str, int], ...]], ...], ...]


def running_score(game, eyes: int) -> Standing:
    """The score pad if the game ended now, from what seat `eyes` may know (see the module docstring)."""
    seen = game.determinize(eyes, random.Random(0))
    sheets = seen.score_sheet(due=True)  # a chosen city's disc counted as placed (§12.3)
    return Standing(
        totals=tuple(sh["total"] for sh in sheets),
        categories=tuple(tuple((c["key"], category_name(c["key"]), c["points"]) for c in sh["categories"]) for sh in sheets),
        items=tuple(tuple((c["key"], tuple((item_words(i), i["points"]) for i in c["items"])) for c in sh["categories"])
                    for sh in sheets),
    )


def end_moves(game, moves) -> frozenset[str]:
    """The text form of every move among `moves` that would trigger the end of the game (the engine's
    Game.triggers_end; a stale move, no longer legal, is simply not one)."""
    try:
        return frozenset(str(m) for m in moves if game.triggers_end(m))
    except Exception:  # noqa: BLE001 - a failure here must never take the game down
        report_once(log, "Asking whether a move ends the game")
        return frozenset()


def banner_text(view: dict, names: list[str], warn: bool, final: tuple[int, ...] | None = None) -> str | None:
    """The line above the trail about the end of the game, or None when there is nothing to say.
    `final` is the engine's Game.final_round(): who still has a last turn, the one playing now first."""
    if final and view.get("end_trigger", -1) >= 0:
        me = view["viewer"]
        return words.final_round(names[view["end_trigger"]], [names[p] for p in final],
                                 final[0] == me and view["to_move"] == me)
    return words.END_NEAR if warn else None
