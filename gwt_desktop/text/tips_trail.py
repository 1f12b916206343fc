"""Tooltips of the trail: what stands on a space, what it charges, and why the cattleman or a building
cannot go there now."""
from __future__ import annotations

from ..engine import DecisionKind, MoveKind, board
from ..engine.components import (
    NEUTRAL_ACTIONS,
    PRIVATE_BUILDINGS,
)
from . import glance
from .i18n import _, ngettext
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
from .words import cap, glossary


# ---------------------------------------------------------------------------------------------
# the trail
# ---------------------------------------------------------------------------------------------
def _cattlemen_here(c: Context, space: str) -> list[str]:
    who = [c.name(p) for p, pl in enumerate(c.players) if pl.get("cattleman") == space]
    return [_("Cattleman here: {players}.").format(players=", ".join(who))] if who else []


def building_lines(c: Context, b, owner: int | None, space: str | None) -> list[str]:
    lines = [_("Needs {craftsmen} to place; worth {points} at the end.").format(
        craftsmen=ngettext("{n} craftsman", "{n} craftsmen", b.craftsmen).format(n=b.craftsmen),
        points=ngettext("{n} point", "{n} points", b.points).format(n=b.points))]
    fee = hand_fee_text("".join(h for h, bit in (("g", 1), ("b", 2)) if b.hands & bit), c.n, others=True)
    if fee:
        if owner == c.seat:
            fee = _("{fee} Paid to you.").format(fee=fee)
        elif owner is not None:
            fee = _("{fee} Paid to the owner.").format(fee=fee)
        lines.append(fee)
    else:
        lines.append(_("Passing or stopping is free for everyone (no fee hand)."))
    for box in b.actions:
        lines.append("• " + box_words(box))
    risk = board.RISK_ACTION[board.SPACE_INDEX[space]] if space is not None else None
    if risk:
        lines.append("• " + _("Owner's risk action: {action}").format(action=_risk_words(risk)))
    if owner is not None and owner != c.seat:
        lines.append(_("Not yours: a visitor only gets one single auxiliary action here."))
    return lines


def _risk_words(name: str) -> str:
    """A risk action's words without their "Risk: " (the sentence around them says whose risk it is)."""
    return {board.RISK_JERSEY: _("discard a Jersey for a certificate and $2."),
            board.RISK_ANY: _("discard a cattle card for a certificate.")}.get(name) or action_words(name)


def tip_trail(c: Context, space: str) -> Tooltip:
    if space not in board.SPACE_INDEX:
        return Tooltip(space, None, (_("A place on the board."),))
    i = board.SPACE_INDEX[space]
    kind = board.SPACE_KIND[i]
    content = c.view["trail"].get(space)
    here = _cattlemen_here(c, space)
    why = _trail_why_not(c, space, content)
    woods = [_("This space is in the woods.")] if board.WOODS[i] else []
    if kind == board.START:
        return Tooltip(_("Start"), "icons/cattleman.png",
                       (_("Cattlemen start here and come back after each Kansas City visit."),
                        _("It is not a stop: the first step goes to neutral building A."), *here), why)
    if kind == board.KANSAS_CITY:
        return Tooltip(_("Kansas City"), "board/city_0.png",
                       (_("Every trip ends here. First take one foresight tile from each of the 3 columns."),
                        _("Then earn $1 per breeding value of the different breeds in your hand, plus any "
                          "certificates you spend, and deliver to a city worth at most that much "
                          "(paying $1 per signal your engine has not passed)."),
                        _("Finally draw a new hand and start again from the beginning of the trail."),
                        *_your_delivery(c), *here), why)
    if content and "neutral" in content:
        letter = content["neutral"]
        lines = [_("Anyone may stop here and use its local actions, or one single auxiliary action instead."),
                 _("Passing or stopping is free (no fee hand).")]
        lines += ["• " + box_words(box) for box in NEUTRAL_ACTIONS[letter]]
        return Tooltip(_("Neutral building {letter}").format(letter=letter), f"buildings/neutral_{letter}.png",
                       (*lines, *here), why)
    if content and "building" in content:
        name, owner = content["building"], content["owner"]
        b = PRIVATE_BUILDINGS[(int(name[:-1]), name[-1])]
        lines = building_lines(c, b, owner, space)
        return Tooltip(_("Building {building} ({owner})").format(building=name, owner=c.owner_text(owner)),
                       f"buildings/private_{name}_p{c.color(owner)}.png", (*lines, *woods, *here), why)
    if kind == board.PRIVATE:
        risk = board.RISK_ACTION[i]
        lines = [_("An empty building space: build here with a build action. Empty spaces are passed "
                   "without a step or a fee.")]
        if risk:
            lines.append(_("Printed here, for the owner of a building on it: {action}").format(
                action=_risk_words(risk)))
        return Tooltip(_("Building space"), "actions/build.png", (*lines, *woods, *here), why)
    if kind == board.HAZARD:
        section = board.hazard_section(i)
        if content:
            tile = content["tile"]
            fee = hand_fee_text(tile_hand(tile), c.n)
            lines = [_("Remove it with a hazard action to keep its {points} points.").format(
                points=tile.split("_")[1][:-1]), fee or _("Passing or stopping is free (no fee hand).")]
            return Tooltip(tile_title(tile), tile_sprite(tile), (*lines, *here), why)
        hazard = glossary()["hazard"][section]
        return Tooltip(_("{hazard} space").format(hazard=cap(hazard)), f"icons/{section}.png",
                       (_("Empty: new {hazard} hazards from Kansas City land here.").format(hazard=hazard),
                        _("Empty spaces are passed without a step or a fee."), *here), why)
    if kind == board.TEEPEE:
        value = board.teepee_value(i)
        off = i in board.OFF_TRAIL
        if content:
            tile = content["tile"]
            lines = [_("Trade with the Indians to take it and gain ${money}.").format(money=value) if value > 0
                     else _("Trade with the Indians to take it and pay ${money}.").format(money=-value)]
            if off:
                lines.append(_("Beside the trail: never entered, no fee."))
            else:
                lines.append(hand_fee_text(tile_hand(tile), c.n) or _("Passing or stopping is free (no fee hand)."))
            return Tooltip(tile_title(tile), tile_sprite(tile), (*lines, *here), why)
        empty = (_("Empty. Teepees from Kansas City fill the lowest-valued space first; trading for one here "
                   "would gain ${money}.").format(money=value) if value > 0 else
                 _("Empty. Teepees from Kansas City fill the lowest-valued space first; trading for one here "
                   "would pay ${money}.").format(money=-value))
        return Tooltip(_("Teepee space"), "icons/teepee.png", (empty, *here), why)
    return Tooltip(space, None, (_("A place on the trail."), *here), why)


def _your_delivery(c: Context) -> list[str]:
    """The warning when the viewer's hand could only be delivered to one city (the engine's query,
    which reads the hand: asked only for the viewer's own)."""
    if c.game is None or c.view.get("over"):
        return []
    said = glance.herd_reach(c.game.delivery_options(c.seat))
    return [said] if said else []


def _trail_why_not(c: Context, space: str, content) -> str | None:
    i = board.SPACE_INDEX[space]
    if c.prompt in (DecisionKind.TURN, DecisionKind.CATTLE_MOVE):
        legal = {m.space for m in c.game.legal_moves() if m.kind == MoveKind.MOVE}
        if space in legal:
            return None
        if c.prompt == DecisionKind.TURN and any(m.kind == MoveKind.PLACE for m in c.game.legal_moves()):
            return None if content and "neutral" in content else _("The first stop must be a neutral building.")
        if i in board.OFF_TRAIL:
            return _("Beside the trail: cattlemen never go there.")
        if not content and i != board.KC_SPACE:
            return _("An empty space is passed, never stopped on.")
        steps = c.game.steps_to(i, c.seat)
        if steps is None or steps == 0:
            return _("Your cattleman stands there or has passed it.")
        limit = c.decision.steps if c.prompt == DecisionKind.CATTLE_MOVE else c.game.step_limit(c.seat)
        if steps > limit:
            return _("{steps} steps away; you may move {limit}.").format(steps=steps, limit=limit)
        return None
    if c.prompt == DecisionKind.BUILD:
        if board.SPACE_KIND[i] != board.PRIVATE:
            return _("Buildings go only on building spaces.")
        if content and content.get("owner") != c.seat:
            return _("Another player's building stands here.")
        if content:
            old = PRIVATE_BUILDINGS[(int(content["building"][:-1]), content["building"][-1])]
            return (None if any(m.kind == MoveKind.BUILD and m.space == space for m in c.game.legal_moves())
                    else _("Replacing needs a building with more than {n} craftsmen that you can pay for.").format(
                        n=old.craftsmen))
        return None
    if c.prompt in (DecisionKind.HAZARD, DecisionKind.SM_OBJECTIVE) and board.SPACE_KIND[i] == board.HAZARD:
        if not content:
            return _("There is no hazard here to remove.")
        if c.prompt == DecisionKind.HAZARD:
            return c.money_short(c.decision.cost)
        return None
    if c.prompt in (DecisionKind.TEEPEE, DecisionKind.SM_OBJECTIVE) and board.SPACE_KIND[i] == board.TEEPEE:
        if not content:
            return _("No teepee here.")
        value = board.teepee_value(i)
        return c.money_short(-value) if value < 0 else None
    return None


