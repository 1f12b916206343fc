"""Tooltips of the trail: what stands on a space, what it charges, and why the cattleman or a building
cannot go there now."""
from __future__ import annotations

from ..engine import board
from ..engine.components import (
    NEUTRAL_ACTIONS,
    PRIVATE_BUILDINGS,
)
from . import glance
from .tip_base import (
    Context,
    Tooltip,
    action_words,
    box_words,
    hand_fee_text,
    tile_hand,
    tile_sprite,
    tile_title,
)
from .words import plural


# ---------------------------------------------------------------------------------------------
# the trail
# ---------------------------------------------------------------------------------------------
def _cattlemen_here(c: Context, space: str) -> list[str]:
    who = [c.name(p) for p, pl in enumerate(c.players) if pl.get("cattleman") == space]
    return [f"Cattleman here: {', '.join(who)}."] if who else []


def building_lines(c: Context, b, owner: int | None, space: str | None) -> list[str]:
    lines = [f"Needs {plural(b.craftsmen, 'craftsman', 'craftsmen')} to place; worth {plural(b.points, 'point')} at the end."]
    fee = hand_fee_text("".join(h for h, bit in (("g", 1), ("b", 2)) if b.hands & bit), c.n)
    if fee:
        lines.append(fee.replace("costs", "costs others") + (" Paid to you." if owner == c.seat else
                                                          " Paid to the owner." if owner is not None else ""))
    else:
        lines.append("No hand: everyone passes for free.")
    for box in b.actions:
        lines.append("• " + box_words(box))
    if space is not None and board.RISK_ACTION[board.SPACE_INDEX[space]]:
        risk = action_words(board.RISK_ACTION[board.SPACE_INDEX[space]])
        lines.append("• " + risk.replace("Risk: ", "Owner's risk action: "))
    if owner is not None and owner != c.seat:
        lines.append("Not yours: a visitor only gets one single auxiliary action here.")
    return lines


def tip_trail(c: Context, space: str) -> Tooltip:
    if space not in board.SPACE_INDEX:
        return Tooltip(space, None, ("A place on the board.",))
    i = board.SPACE_INDEX[space]
    kind = board.SPACE_KIND[i]
    content = c.view["trail"].get(space)
    here = _cattlemen_here(c, space)
    why = _trail_why_not(c, space, content)
    woods = ["This space is in the woods."] if board.WOODS[i] else []
    if kind == board.START:
        return Tooltip("Start", "icons/cattleman.png",
                       ("Cattlemen start here and come back after each Kansas City visit.",
                        "It is not a stop: the first step goes to neutral building A.", *here), why)
    if kind == board.KANSAS_CITY:
        return Tooltip("Kansas City", "board/city_0.png",
                       ("Every trip ends here. First take one foresight tile from each of the 3 columns.",
                        ("Then earn $1 per breeding value of the different breeds in your hand, plus any "
                        "certificates you spend, and deliver to a city worth at most that much "
                        "(paying $1 per signal your engine has not passed)."),
                        "Finally draw a new hand and start again from the beginning of the trail.",
                        *_your_delivery(c), *here), why)
    if content and "neutral" in content:
        letter = content["neutral"]
        lines = ["Anyone may stop here and use its local actions, or one single auxiliary action instead.",
                 "No hand: passing is free."]
        lines += ["• " + box_words(box) for box in NEUTRAL_ACTIONS[letter]]
        return Tooltip(f"Neutral building {letter}", f"buildings/neutral_{letter}.png", (*lines, *here), why)
    if content and "building" in content:
        name, owner = content["building"], content["owner"]
        b = PRIVATE_BUILDINGS[(int(name[:-1]), name[-1])]
        lines = building_lines(c, b, owner, space)
        return Tooltip(f"Building {name} ({c.owner_text(owner)})",
                       f"buildings/private_{name}_p{c.color(owner)}.png", (*lines, *woods, *here), why)
    if kind == board.PRIVATE:
        risk = board.RISK_ACTION[i]
        lines = [("An empty building space: build here with a build action. Empty spaces are passed "
                 "without a step or a fee.")]
        if risk:
            lines.append("Printed here, for the owner of a building on it: "
                         + action_words(risk).removeprefix("Risk: "))
        return Tooltip("Building space", "actions/build.png", (*lines, *woods, *here), why)
    if kind == board.HAZARD:
        section = board.HAZARD_SECTION[i]
        if content:
            tile = content["tile"]
            fee = hand_fee_text(tile_hand(tile), c.n)
            lines = [f"Remove it with a hazard action to keep its {tile.split('_')[1][:-1]} points.",
                     fee or "No hand."]
            return Tooltip(tile_title(tile), tile_sprite(tile), (*lines, *here), why)
        return Tooltip(f"{section.title()} space", f"icons/{section}.png",
                       (f"Empty: new {section} hazards from Kansas City land here.",
                        "Empty spaces are passed without a step or a fee.", *here), why)
    if kind == board.TEEPEE:
        value = board.TEEPEE_VALUE[i]
        gain = f"gain ${value}" if value > 0 else f"pay ${-value}"
        off = i in board.OFF_TRAIL
        if content:
            tile = content["tile"]
            lines = [f"Trade with the Indians to take it and {gain}."]
            if off:
                lines.append("Beside the trail: never entered, no fee.")
            else:
                lines.append(hand_fee_text(tile_hand(tile), c.n) or "No hand.")
            return Tooltip(tile_title(tile), tile_sprite(tile), (*lines, *here), why)
        return Tooltip("Teepee space", "icons/teepee.png",
                       ((f"Empty. Teepees from Kansas City fill the lowest-valued space first; "
                        f"trading for one here would {gain}."), *here), why)
    return Tooltip(space, None, ("A place on the trail.", *here), why)


def _your_delivery(c: Context) -> list[str]:
    """The warning when the viewer's hand could only be delivered to one city (the engine's query,
    which reads the hand: asked only for the viewer's own)."""
    if c.game is None or c.view.get("over"):
        return []
    said = glance.herd_reach(c.game.delivery_options(c.seat))
    return [said] if said else []


def _trail_why_not(c: Context, space: str, content) -> str | None:
    i = board.SPACE_INDEX[space]
    if c.prompt in ("turn", "cattle_move"):
        legal = {m.space for m in c.game.legal_moves() if m.kind == "move"}
        if space in legal:
            return None
        if c.prompt == "turn" and any(m.kind == "place" for m in c.game.legal_moves()):
            return None if content and "neutral" in content else "The first stop must be a neutral building."
        if i in board.OFF_TRAIL:
            return "Beside the trail: cattlemen never go there."
        if not content and i != board.KC_SPACE:
            return "An empty space is passed, never stopped on."
        steps = c.game.steps_to(i, c.seat)
        if steps is None or steps == 0:
            return "Not ahead of your cattleman."
        limit = c.decision.steps if c.prompt == "cattle_move" else c.game.step_limit(c.seat)
        if steps > limit:
            return f"{steps} steps away; you may move {limit}."
        return None
    if c.prompt == "build":
        if board.SPACE_KIND[i] != board.PRIVATE:
            return "Buildings go only on building spaces."
        if content and content.get("owner") != c.seat:
            return "Another player's building stands here."
        if content:
            old = PRIVATE_BUILDINGS[(int(content["building"][:-1]), content["building"][-1])]
            return (None if any(m.kind == "build" and m.space == space for m in c.game.legal_moves())
                    else f"Replacing needs a building with more than {old.craftsmen} craftsmen that you can pay for.")
        return None
    if c.prompt in ("hazard", "sm_objective") and board.SPACE_KIND[i] == board.HAZARD:
        if not content:
            return "No hazard here."
        if c.prompt == "hazard":
            return c.money_short(c.decision.cost)
        return None
    if c.prompt in ("teepee", "sm_objective") and board.SPACE_KIND[i] == board.TEEPEE:
        if not content:
            return "No teepee here."
        value = board.TEEPEE_VALUE[i]
        return c.money_short(-value) if value < 0 else None
    return None


