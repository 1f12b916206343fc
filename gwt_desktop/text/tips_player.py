"""Tooltips of the player board and the piles: auxiliary actions, disc spaces, workers, the building
supply, certificates, opponents, piles, owned tiles and the job market token."""
from __future__ import annotations

from ..engine import DecisionKind, MoveKind
from ..engine.components import (
    CERT_TRACK,
    DISC_GROUPS,
    DISC_INDEX,
    HAND_DISC_COST,
    MAX_WORKERS_PER_ROW,
    PRIVATE_BUILDINGS,
    WORKER_SPACE_ACTIONS,
)
from . import glance, words
from .i18n import _, ngettext
from .tip_base import (
    AUX_WORDS,
    DISC_WORDS,
    PILE_WORDS,
    SPACE_BONUS,
    WORKER_KINDS,
    WORKER_ROLE,
    Context,
    Tooltip,
    card_title,
    tile_sprite,
    tile_title,
)
from .tips_trail import building_lines
from .words import in_sentence, position_name, space_name


# ---------------------------------------------------------------------------------------------
# the player board
# ---------------------------------------------------------------------------------------------
def tip_aux(c: Context, action: str) -> Tooltip:
    action = action if action.startswith("aux_") else "aux_" + action
    if action not in AUX_WORDS:
        return Tooltip(_("Auxiliary action"), "icons/aux.png", (_("An action of your player board."),))
    title, said = (_(w) for w in AUX_WORDS[action])
    grp = DISC_INDEX[action]
    cleared = DISC_GROUPS[grp][2] - c.me["discs"][grp]
    free = action in ("aux_money", "aux_cards")
    single = cleared > 0 or free
    double = cleared == DISC_GROUPS[grp][2]
    state = (_("Yours: single and double unlocked.") if double else _("Yours: single unlocked.") if single
             else _("Yours: locked."))
    lines = [said, state, _("Take it instead of a place's local actions, or on any place you cannot use.")]
    why = None
    if c.prompt in (DecisionKind.LOC, DecisionKind.AUX):
        offered = {m.action for m in c.game.legal_moves() if m.kind == MoveKind.AUX}
        if action not in offered:
            if not single:
                why = _("Locked: take a disc off this action's space first.")
            elif action in ("aux_cert", "aux_engine") and c.me["money"] < 1:
                why = _("${cost}, you have ${money}").format(cost=1, money=0)
            elif action in ("aux_cert", "aux_thin") and c.me["engine"] == "0":
                why = _("Your engine is on space 0 and cannot move back.")
            elif c.prompt == DecisionKind.LOC and not c.decision.aux_allowed:
                why = _("You already used this place's local actions.")
    return Tooltip(_("Auxiliary action: {name}").format(name=title), f"actions/{action}.png", tuple(lines), why)


_DISC_SLOT = {"cert_limit_4": "cert4", "cert_limit_6": "cert6", "step_1": "step1", "step_2": "step2",
              "hand_1": "hand", "hand_2": "hand"}


def tip_disc(c: Context, slot: str) -> Tooltip:
    # Layout names slots per disc ("aux_cert_2", "hand_1"); the engine names the group ("aux_cert", "hand").
    group = slot if slot in DISC_INDEX else _DISC_SLOT.get(slot, slot.rsplit("_", 1)[0])
    if group not in DISC_INDEX:
        return Tooltip(_("Disc space"), f"pieces/disc_p{c.color(c.seat)}_white.png", (_("A disc of your board."),))
    grp = DISC_INDEX[group]
    dark = DISC_GROUPS[grp][1]
    left = c.me["discs"][grp]
    lines = [_(DISC_WORDS[group]),
             _("Dark corner: its disc goes only on dark-corner cities and stations.") if dark
             else _("White corner: its disc goes on any city or station."),
             ngettext("{n} disc left here.", "{n} discs left here.", left).format(n=left) if left else _("Cleared.")]
    why = None
    if c.prompt == DecisionKind.DISC:
        offered = {m.action for m in c.game.legal_moves() if m.kind == MoveKind.DISC}
        if group not in offered:
            if not left:
                why = _("Already cleared.")
            elif group == "hand" and c.me["money"] < HAND_DISC_COST:
                why = c.money_short(HAND_DISC_COST)
            elif dark:
                why = _("This target takes a white-corner disc while you still have one.")
    sprite = f"pieces/disc_p{c.color(c.seat)}_{'dark' if dark else 'white'}.png"
    return Tooltip(_("Disc space"), sprite, tuple(lines), why)


def tip_worker(c: Context, rest: list[str]) -> Tooltip:
    kind = rest[0] if rest else ""
    if kind not in WORKER_KINDS:
        return Tooltip(_("Workers"), "icons/cowboy.png", (_("Your workers."),))
    k = WORKER_KINDS.index(kind)
    have = c.me["workers"][k]
    lines = [_(WORKER_ROLE[kind]), _("You have {n} of {most}.").format(n=have, most=MAX_WORKERS_PER_ROW)]
    nxt = have + 1
    if nxt <= MAX_WORKERS_PER_ROW:
        bonus = WORKER_SPACE_ACTIONS.get((k, nxt))
        if bonus and nxt >= 5:
            lines.append(_("Next one goes on space {space} (4 points at the end) and {bonus}.").format(
                space=nxt, bonus=_(SPACE_BONUS[bonus])))
        elif bonus:
            lines.append(_("Next one goes on space {space} and {bonus}.").format(space=nxt, bonus=_(SPACE_BONUS[bonus])))
        elif nxt >= 5:
            lines.append(_("Next one goes on space {space} (4 points at the end).").format(space=nxt))
        else:
            lines.append(_("Next one goes on space {space}.").format(space=nxt))
    lines.append(_("Spaces 5 and 6 are worth 4 points each at the end."))
    titles = {"cowboy": _("Cowboys"), "craftsman": _("Craftsmen"), "engineer": _("Engineers")}
    return Tooltip(titles[kind], f"tiles/worker_{kind}.png", tuple(lines))


def tip_building_supply(c: Context, n: int) -> Tooltip:
    sides = c.view.get("sides") or "a" * 10
    side = sides[n - 1] if 0 < n <= len(sides) else "a"
    b = PRIVATE_BUILDINGS.get((n, side))
    if b is None:
        return Tooltip(_("Building"), None, (_("One of your private buildings."),))
    lines = building_lines(c, b, None, None)
    if n not in c.me["supply"]:
        lines.insert(0, _("Already placed (or replaced)."))
    why = None
    if c.prompt == DecisionKind.BUILD and n in c.me["supply"]:
        have = c.me["workers"][1]
        rate = c.decision.rate
        if any(m.kind == MoveKind.BUILD and m.building == b.name for m in c.game.legal_moves()):
            if b.craftsmen > have:  # only by replacing one of your buildings, paying the difference
                lines.append(_("Needs {need} craftsmen, you have {have}: it can replace one of your "
                               "buildings, for the difference in craftsmen.").format(need=b.craftsmen, have=have))
        elif b.craftsmen > have:
            why = _("Needs {need} craftsmen, you have {have}; nor can it replace one of your "
                    "buildings now (the difference must be yours and paid).").format(need=b.craftsmen, have=have)
        else:
            why = c.money_short(b.craftsmen * rate) or _("No building space it can go on now.")
    return Tooltip(_("Building {building}").format(building=b.name),
                   f"buildings/private_{b.name}_p{c.color(c.seat)}.png", tuple(lines), why)


def tip_cert(c: Context, n: int) -> Tooltip:
    cert, limit, perm = c.me["cert"], c.me["cert_limit"], c.me["perm_certs"]
    lines = [_("Temporary certificates raise a delivery's value once, then are spent."),
             _("You hold {n} (limit {limit}) and {permanent} permanent.").format(n=cert, limit=limit, permanent=perm),
             _("The track reads 0, 1, 2, 3, 4, 6: there is no 5.")]
    if n in CERT_TRACK and n > limit:
        lines.append(_("Beyond your limit: take the certificate-limit discs off your board to reach it."))
    if cert >= limit:
        lines.append(_("Certificate limit reached: more are lost until you raise the limit."))
    why = None
    if c.prompt == DecisionKind.KC_INCOME and n > cert:
        why = _("You hold {n} temporary certificates.").format(n=cert)
    return Tooltip(_("Certificate track: {n}").format(n=n), f"pieces/certificate_p{c.color(c.seat)}.png", tuple(lines), why)


def tip_opponent(c: Context, p: int) -> Tooltip:
    if not 0 <= p < c.n:
        return Tooltip(_("Opponent"), "icons/human.png", (_("Another player."),))
    pl = c.players[p]
    w = pl["workers"]
    cities = sum(pl["cities"])
    where = space_name(pl["cattleman"] or "START", c.game, c.seats, c.seat)
    certs = (_("Certificates {n} of {limit} (+{permanent} permanent); hand limit {hand}.") if pl["perm_certs"]
             else _("Certificates {n} of {limit}; hand limit {hand}.")).format(
        n=pl["cert"], limit=pl["cert_limit"], permanent=pl["perm_certs"], hand=pl["hand_limit"])
    lines = [_("${money}; {cowboys}, {craftsmen}, {engineers}.").format(
                 money=pl["money"], cowboys=ngettext("{n} cowboy", "{n} cowboys", w[0]).format(n=w[0]),
                 craftsmen=ngettext("{n} craftsman", "{n} craftsmen", w[1]).format(n=w[1]),
                 engineers=ngettext("{n} engineer", "{n} engineers", w[2]).format(n=w[2])),
             certs,
             _("Cattleman at {place}; engine on {position}.").format(place=where, position=position_name(pl["engine"])),
             _("{deliveries}, {stations}; {buildings} still to place.").format(
                 deliveries=ngettext("{n} delivery", "{n} deliveries", cities).format(n=cities),
                 stations=ngettext("{n} station", "{n} stations", sum(pl["stations"])).format(n=sum(pl["stations"])),
                 buildings=ngettext("{n} building", "{n} buildings", len(pl["supply"])).format(n=len(pl["supply"]))),
             _("{hazards}, {teepees}, {objectives} in play.").format(
                 hazards=ngettext("{n} hazard", "{n} hazards", len(pl["hazards"])).format(n=len(pl["hazards"])),
                 teepees=ngettext("{n} teepee", "{n} teepees", len(pl["teepees"])).format(n=len(pl["teepees"])),
                 objectives=ngettext("{n} objective", "{n} objectives", len(pl["objectives"])).format(n=len(pl["objectives"]))),
             _("Cards in hand: {hand}; draw pile {draw}; discard {discard}.").format(
                 hand=pl["hand_size"], draw=pl["draw_size"], discard=len(pl["discard"]))]
    return Tooltip(c.name(p), f"pieces/cattleman_p{c.color(p)}.png", tuple(lines))


def tip_pile(c: Context, name: str) -> Tooltip:
    if name in PILE_WORDS:
        title, said = (_(w) for w in PILE_WORDS[name])
    else:
        title, said = name.replace("_", " ").title(), _("A pile of cards.")
    lines = [said]
    if name == "draw":
        lines.append(_("{n} cards.").format(n=c.me["draw_size"]))
    elif name == "discard":
        d = c.me["discard"]
        lines.append(_("{n} cards; on top: {card}.").format(n=len(d), card=card_title(d[-1])) if d
                     else _("{n} cards.").format(n=0))
    elif name == "objective_area":
        objs = c.me["objectives"]
        lines.append(_("{n} in play.").format(n=len(objs)))
    elif name == "market_stack":
        lines.append(_("{n} cards left.").format(n=c.view["market_stack_size"]))
    sprite = {"draw": "cards/cattle_back.png", "discard": "icons/discard.png",
              "objective_area": "icons/objective.png"}.get(name, "cards/cattle_back.png")
    return Tooltip(title, sprite, tuple(lines))


def tip_owned(c: Context, tile: str) -> Tooltip:
    if tile.startswith("sm_"):
        end = words.MASTER_WORDS[tile][1] if tile in words.MASTER_WORDS else _("A station master you appointed.")
        return Tooltip(_("Your station master"), f"tiles/station_master_{tile[3:]}.png",
                       (_("End of game: {points}").format(points=end),
                        _("Its immediate reward was taken when you appointed it.")))
    if tile.endswith("teepee"):
        n = c.me["teepees"].count(tile)
        return Tooltip(_("Your {tile}").format(tile=in_sentence(tile_title(tile))), tile_sprite(tile),
                       (_("You own {n}. Teepees count for objectives and for some station masters and buildings."
                          ).format(n=n),))
    if "_" in tile:
        points = int(tile.split("_")[1][:-1])
        return Tooltip(_("Your {tile}").format(tile=in_sentence(tile_title(tile))), tile_sprite(tile),
                       (ngettext("Worth {n} point at the end; counts for objectives.",
                                 "Worth {n} points at the end; counts for objectives.", points).format(n=points),))
    return Tooltip(_("Owned tile"), None, (_("A tile you own."),))


def tip_kcstack(c: Context, k: int) -> Tooltip:
    sizes = c.view.get("kc_stack_sizes", [0, 0, 0])
    n = sizes[k] if 0 <= k < len(sizes) else 0
    kind = k if 0 <= k < 3 else 0
    if kind == 0:
        face_down = ngettext("{n} tile face down: hazards and teepees.", "{n} tiles face down: hazards and teepees.", n)
    elif kind == 1:
        face_down = ngettext("{n} tile face down: workers.", "{n} tiles face down: workers.", n)
    else:
        face_down = ngettext("{n} tile face down: workers and teepees.", "{n} tiles face down: workers and teepees.", n)
    return Tooltip(_("Kansas City stack {n}").format(n=k + 1), f"tiles/back_{min(3, max(1, k + 1))}.png",
                   (face_down.format(n=n),
                    _("It refills foresight column {column} after each Kansas City visit.").format(column=k + 1)))


def tip_jobtoken(c: Context) -> Tooltip:
    row = c.view["token_row"]
    here = (_("On row {row}: workers arriving from Kansas City fill this row.").format(row=row + 1) if row < 12
            else _("It has left the job market."))
    lines = [here, _("Rows above it are for hire; when the row fills, the token moves down."),
             _("Leaving rows 6 and 9 refills the cattle market; leaving row 12 ends the game (2 points).")]
    if c.view.get("end_trigger", -1) >= 0:
        lines.append(_("The end is triggered by {player}: one more turn for the others.").format(
            player=c.name(c.view["end_trigger"])))
    elif c.game is not None and not c.view.get("over"):
        lines.append(glance.end_counter(c.game.workers_to_end()))
        lines.append(glance.what_adds_workers(*c.game.kansas_city_workers()))
    return Tooltip(_("Job market token"), "pieces/job_token.png", tuple(lines))


def tip_money(c: Context) -> Tooltip:
    m = c.me["money"]
    return Tooltip(_("Your money"), "icons/cash.png",
                   (_("${money}: 1 point per full $5 at the end ({points} now).").format(money=m, points=m // 5),
                    _("Hand fees are paid as far as you can; every other cost must be paid in full.")))


def tip_limits(c: Context) -> Tooltip:
    return Tooltip(_("Your limits"), "icons/limit.png",
                   (_("Hand limit {n}: phase C draws up to it.").format(n=c.me["hand_limit"]),
                    _("Certificate limit {limit}; steps per move {steps}.").format(
                        limit=c.me["cert_limit"], steps=c.game.step_limit(c.seat)),
                    _("Taking discs off your board raises them.")))


def tip_objstack(c: Context) -> Tooltip:
    n = c.view["objective_stack_size"]
    return Tooltip(_("Objective stack"), "cards/objective_back.png",
                   (_("{n} face-down objective cards.").format(n=n),
                    _("An objective action may take the top card instead of one from the display.")),
                   _("The stack is empty.") if c.prompt == DecisionKind.GAIN_OBJ and not n else None)


