"""Tooltips of the player board and the piles: auxiliary actions, disc spaces, workers, the building
supply, certificates, opponents, piles, owned tiles and the job market token."""
from __future__ import annotations

from ..engine.components import (
    CERT_TRACK,
    DISC_GROUPS,
    DISC_INDEX,
    HAND_DISC_COST,
    MAX_WORKERS_PER_ROW,
    PRIVATE_BUILDINGS,
    WORKER_SPACE_ACTIONS,
)
from . import glance
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
from .words import MASTER_WORDS, plural, position_name, space_name


# ---------------------------------------------------------------------------------------------
# the player board
# ---------------------------------------------------------------------------------------------
def tip_aux(c: Context, action: str) -> Tooltip:
    action = action if action.startswith("aux_") else "aux_" + action
    if action not in AUX_WORDS:
        return Tooltip("Auxiliary action", "icons/aux.png", ("An action of your player board.",))
    title, words = AUX_WORDS[action]
    grp = DISC_INDEX[action]
    cleared = DISC_GROUPS[grp][2] - c.me["discs"][grp]
    free = action in ("aux_money", "aux_cards")
    single = cleared > 0 or free
    double = cleared == DISC_GROUPS[grp][2]
    state = "single and double unlocked" if double else "single unlocked" if single else "locked"
    lines = [words, f"Yours: {state}.",
             "Take it instead of a place's local actions, or on any place you cannot use."]
    why = None
    if c.prompt in ("loc", "aux"):
        offered = {m.action for m in c.game.legal_moves() if m.kind == "aux"}
        if action not in offered:
            if not single:
                why = "Locked: take a disc off this action's space first."
            elif action in ("aux_cert", "aux_engine") and c.me["money"] < 1:
                why = "$1, you have $0"
            elif action in ("aux_cert", "aux_thin") and c.me["engine"] == "0":
                why = "Your engine is on space 0 and cannot move back."
            elif c.prompt == "loc" and not c.decision.aux_allowed:
                why = "You already used this place's local actions."
    return Tooltip(f"Auxiliary action: {title}", f"actions/{action}.png", tuple(lines), why)


_DISC_SLOT = {"cert_limit_4": "cert4", "cert_limit_6": "cert6", "step_1": "step1", "step_2": "step2",
              "hand_1": "hand", "hand_2": "hand"}


def tip_disc(c: Context, slot: str) -> Tooltip:
    # Layout names slots per disc ("aux_cert_2", "hand_1"); the engine names the group ("aux_cert", "hand").
    group = slot if slot in DISC_INDEX else _DISC_SLOT.get(slot, slot.rsplit("_", 1)[0])
    if group not in DISC_INDEX:
        return Tooltip("Disc space", f"pieces/disc_p{c.color(c.seat)}_white.png", ("A disc of your board.",))
    grp = DISC_INDEX[group]
    dark = DISC_GROUPS[grp][1]
    left = c.me["discs"][grp]
    lines = [DISC_WORDS[group],
             "Dark corner: its disc goes only on dark-corner cities and stations." if dark
             else "White corner: its disc goes on any city or station.",
             f"{left} disc{'s' if left != 1 else ''} left here." if left else "Cleared."]
    why = None
    if c.prompt == "disc":
        offered = {m.action for m in c.game.legal_moves() if m.kind == "disc"}
        if group not in offered:
            if not left:
                why = "Already cleared."
            elif group == "hand" and c.me["money"] < HAND_DISC_COST:
                why = c.money_short(HAND_DISC_COST)
            elif dark:
                why = "This target takes a white-corner disc while you still have one."
    sprite = f"pieces/disc_p{c.color(c.seat)}_{'dark' if dark else 'white'}.png"
    return Tooltip("Disc space", sprite, tuple(lines), why)


def tip_worker(c: Context, rest: list[str]) -> Tooltip:
    kind = rest[0] if rest else ""
    if kind not in WORKER_KINDS:
        return Tooltip("Workers", "icons/cowboy.png", ("Your workers.",))
    k = WORKER_KINDS.index(kind)
    have = c.me["workers"][k]
    lines = [WORKER_ROLE[kind], f"You have {have} of {MAX_WORKERS_PER_ROW}."]
    nxt = have + 1
    if nxt <= MAX_WORKERS_PER_ROW:
        bonus = WORKER_SPACE_ACTIONS.get((k, nxt))
        extra = f" and {SPACE_BONUS[bonus]}" if bonus else ""
        pts = " (4 points at the end)" if nxt >= 5 else ""
        lines.append(f"Next one goes on space {nxt}{pts}{extra}." if (bonus or pts) else
                     f"Next one goes on space {nxt}.")
    lines.append("Spaces 5 and 6 are worth 4 points each at the end.")
    return Tooltip(f"{kind.title()}s", f"tiles/worker_{kind}.png", tuple(lines))


def tip_building_supply(c: Context, n: int) -> Tooltip:
    sides = c.view.get("sides") or "a" * 10
    side = sides[n - 1] if 0 < n <= len(sides) else "a"
    b = PRIVATE_BUILDINGS.get((n, side))
    if b is None:
        return Tooltip("Building", None, ("One of your private buildings.",))
    lines = building_lines(c, b, None, None)
    if n not in c.me["supply"]:
        lines.insert(0, "Already placed (or replaced).")
    why = None
    if c.prompt == "build" and n in c.me["supply"]:
        have = c.me["workers"][1]
        rate = c.decision.rate
        if any(m.kind == "build" and m.building == b.name for m in c.game.legal_moves()):
            if b.craftsmen > have:  # only by replacing one of your buildings, paying the difference
                lines.append(f"Needs {b.craftsmen} craftsmen, you have {have}: it can replace one of your "
                             "buildings, for the difference in craftsmen.")
        elif b.craftsmen > have:
            why = (f"Needs {b.craftsmen} craftsmen, you have {have}; nor can it replace one of your "
                   "buildings now (the difference must be yours and paid).")
        else:
            why = c.money_short(b.craftsmen * rate) or "No building space it can go on now."
    return Tooltip(f"Building {b.name}", f"buildings/private_{b.name}_p{c.color(c.seat)}.png", tuple(lines), why)


def tip_cert(c: Context, n: int) -> Tooltip:
    cert, limit, perm = c.me["cert"], c.me["cert_limit"], c.me["perm_certs"]
    lines = ["Temporary certificates raise a delivery's value once, then are spent.",
             f"You hold {cert} (limit {limit}) and {perm} permanent.",
             "The track reads 0, 1, 2, 3, 4, 6: there is no 5."]
    if n in CERT_TRACK and n > limit:
        lines.append("Beyond your limit: take the certificate-limit discs off your board to reach it.")
    if cert >= limit:
        lines.append("Certificate limit reached: more are lost until you raise the limit.")
    why = None
    if c.prompt == "kc_income" and n > cert:
        why = f"You hold {cert} temporary certificates."
    return Tooltip(f"Certificate track: {n}", f"pieces/certificate_p{c.color(c.seat)}.png", tuple(lines), why)


def tip_opponent(c: Context, p: int) -> Tooltip:
    if not 0 <= p < c.n:
        return Tooltip("Opponent", "icons/human.png", ("Another player.",))
    pl = c.players[p]
    w = pl["workers"]
    cities = sum(pl["cities"])
    where = space_name(pl["cattleman"] or "START", c.game, c.seats, c.seat)
    lines = [(f"${pl['money']}; {plural(w[0], 'cowboy')}, {plural(w[1], 'craftsman', 'craftsmen')}, "
             f"{plural(w[2], 'engineer')}."),
             f"Certificates {pl['cert']} of {pl['cert_limit']}"
             + (f" (+{pl['perm_certs']} permanent)" if pl["perm_certs"] else "")
             + f"; hand limit {pl['hand_limit']}.",
             f"Cattleman at {where}; engine on {position_name(pl['engine'])}.",
             (f"{plural(cities, 'delivery', 'deliveries')}, {plural(sum(pl['stations']), 'station')}; "
             f"{plural(len(pl['supply']), 'building')} still to place."),
             (f"{plural(len(pl['hazards']), 'hazard')}, {plural(len(pl['teepees']), 'teepee')}, "
             f"{plural(len(pl['objectives']), 'objective')} in play."),
             f"Cards in hand: {pl['hand_size']}; draw pile {pl['draw_size']}; discard {len(pl['discard'])}."]
    return Tooltip(c.name(p), f"pieces/cattleman_p{c.color(p)}.png", tuple(lines))


def tip_pile(c: Context, name: str) -> Tooltip:
    title, words = PILE_WORDS.get(name, (name.replace("_", " ").title(), "A pile of cards."))
    lines = [words]
    if name == "draw":
        lines.append(f"{c.me['draw_size']} cards.")
    elif name == "discard":
        d = c.me["discard"]
        lines.append(f"{len(d)} cards" + (f"; on top: {card_title(d[-1])}." if d else "."))
    elif name == "objective_area":
        objs = c.me["objectives"]
        lines.append(f"{len(objs)} in play.")
    elif name == "market_stack":
        lines.append(f"{c.view['market_stack_size']} cards left.")
    sprite = {"draw": "cards/cattle_back.png", "discard": "icons/discard.png",
              "objective_area": "icons/objective.png"}.get(name, "cards/cattle_back.png")
    return Tooltip(title, sprite, tuple(lines))


def tip_owned(c: Context, tile: str) -> Tooltip:
    if tile.startswith("sm_"):
        _, end = MASTER_WORDS.get(tile, ("", "A station master you appointed."))
        return Tooltip("Your station master", f"tiles/station_master_{tile[3:]}.png",
                       (f"End of game: {end}", "Its immediate reward was taken when you appointed it."))
    if tile.endswith("teepee"):
        n = c.me["teepees"].count(tile)
        return Tooltip(f"Your {tile_title(tile).lower()}", tile_sprite(tile),
                       (f"You own {n}. Teepees count for objectives and for some station masters and buildings.",))
    if "_" in tile:
        return Tooltip(f"Your {tile_title(tile).lower()}", tile_sprite(tile),
                       (f"Worth {plural(int(tile.split('_')[1][:-1]), 'point')} at the end; counts for objectives.",))
    return Tooltip("Owned tile", None, ("A tile you own.",))


def tip_kcstack(c: Context, k: int) -> Tooltip:
    sizes = c.view.get("kc_stack_sizes", [0, 0, 0])
    n = sizes[k] if 0 <= k < len(sizes) else 0
    contents = ("hazards and teepees", "workers", "workers and teepees")[k if 0 <= k < 3 else 0]
    return Tooltip(f"Kansas City stack {k + 1}", f"tiles/back_{min(3, max(1, k + 1))}.png",
                   (f"{plural(n, 'tile')} face down: {contents}.",
                    f"It refills foresight column {k + 1} after each Kansas City visit."))


def tip_jobtoken(c: Context) -> Tooltip:
    row = c.view["token_row"]
    here = (f"On row {row + 1}: workers arriving from Kansas City fill this row." if row < 12
            else "It has left the job market.")
    lines = [here, "Rows above it are for hire; when the row fills, the token moves down.",
             "Leaving rows 6 and 9 refills the cattle market; leaving row 12 ends the game (2 points)."]
    if c.view.get("end_trigger", -1) >= 0:
        lines.append(f"The end is triggered by {c.name(c.view['end_trigger'])}: one more turn for the others.")
    elif c.game is not None and not c.view.get("over"):
        lines.append(glance.end_counter(c.game.workers_to_end()))
        lines.append(glance.what_adds_workers(*c.game.kansas_city_workers()))
    return Tooltip("Job market token", "pieces/job_token.png", tuple(lines))


def tip_money(c: Context) -> Tooltip:
    m = c.me["money"]
    return Tooltip("Your money", "icons/cash.png",
                   (f"${m}: 1 point per full $5 at the end ({m // 5} now).",
                    "Hand fees are paid as far as you can; every other cost must be paid in full."))


def tip_limits(c: Context) -> Tooltip:
    return Tooltip("Your limits", "icons/limit.png",
                   (f"Hand limit {c.me['hand_limit']}: phase C draws up to it.",
                    f"Certificate limit {c.me['cert_limit']}; steps per move {c.game.step_limit(c.seat)}.",
                    "Taking discs off your board raises them."))


def tip_objstack(c: Context) -> Tooltip:
    n = c.view["objective_stack_size"]
    return Tooltip("Objective stack", "cards/objective_back.png",
                   (f"{n} face-down objective cards.", ("An objective action may take the top card instead of "
                    "one from the display.")), "The stack is empty." if c.prompt == "gain_obj" and not n else None)


