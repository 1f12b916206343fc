"""The words of the guided first game: one callout per topic, at most two short sentences each; the
overview at the start and the debriefs after the guided turns and at the end (the guide's logic is
session/guide.py, which gives every number; ui/game/guide_overlay.py draws them; the reason under a
pointed-at move is text/advice.guide_why's, from what the move's line does). No pygame."""
from __future__ import annotations

from ..engine import board
from .after_game import category_name
from .i18n import N_, _, lazy_constants, ngettext
from .words import in_sentence

_TITLE = N_("Learn to play")
_GOT_IT = N_("Got it")
_LEAVE = N_("Leave the guide")
_LEFT = N_("You left the guide: the game goes on as a normal game.")
_FOLLOW = N_("The guide points at one move: click what glows, or leave the guide.")

# topic -> the callout's words ({steps}: the learner's step limit now)
_CALLOUTS = {
    "place": N_("You lead a herd to Kansas City. Start by placing your cattleman on the glowing building."),
    "move": N_("Move your cattleman up to {steps} locations along the trail. Passing or stopping at a fee hand "
            "costs its fee (never your own): see the badges."),
    "neutral": N_("Neutral buildings offer their actions to everyone. Take the ones you want, then click Done."),
    "aux": N_("The auxiliary actions on your board are always open. Take one instead of the building's actions."),
    "own_building": N_("On your own building you use all its actions, and you never pay its fee."),
    "rival_building": N_("On a rival's building, a hazard or a teepee you may only take an auxiliary action."),
    "objective_play": N_("You may play an objective card from your hand now. It pays at once and scores at the end."),
    "buy": N_("Buy cattle from the market with cowboys and money. Different breeds in hand mean a richer delivery."),
    "hire": N_("Hire a worker from the job market. Cowboys buy cattle, craftsmen build, engineers drive the engine."),
    "build": N_("Build one of your buildings on an empty space with craftsmen. It gives you new actions and points."),
    "railroad": N_("Move your engine along the railroad. The further it goes, the less transport your deliveries cost."),
    "kc1": N_("Kansas City, step 1 of 5: take one tile from the first foresight column. "
           "Workers join the job market; hazards and teepees go on the trail."),
    "kc2": N_("Step 2 of 5: take a tile from the second column."),
    "kc3": N_("Step 3 of 5: take a tile from the third column."),
    "kc4": N_("Step 4 of 5: income. Each breed in your hand pays its value once; spend certificates to add more."),
    # {kc_money} and {kc_points} (signed): what Kansas City itself brings, from the delivery's options.
    "kc45": N_("Step 4 of 5: your herd paid ${income}. Step 5 of 5: deliver to a city worth no more "
            "(Kansas City: +${kc_money} now, {kc_points} points at the end)."),
    "kc5": N_("Step 5 of 5: each breed paid once, plus certificates. Deliver to a city worth no more "
           "(Kansas City: +${kc_money} now, {kc_points} points at the end)."),
    "disc": N_("Deliveries and stations take discs from your board. Each disc taken unlocks what lay under it."),
    "station": N_("Upgrading a station costs money and scores points. It takes one of your discs."),
    "master": N_("A station master joins you for one of your workers and scores at the end."),
    "hazard": N_("Hazards slow everyone down. Removing one costs money and scores points at the end."),
    "teepee": N_("Trading with the Indians takes a teepee. You gain the money above its space, or pay it if negative."),
    "objective": N_("Objective cards reward you at once and score at the end if you meet them."),
    "discard_for": N_("This action pays for discarding a card of the kind it names. "
                   "Give up what you need least: a second card of a breed adds nothing in Kansas City."),
    "free": N_("You're on your own now: everything you may do glows. Hint shows a strong move and says why."),
    "end": N_("The job market is full: everyone else has one last turn. Then the score pad counts every point."),
}

def callout(topic: str, params: dict) -> str:
    return _(_CALLOUTS[topic]).format(**params)


# ---- the overview at the start ----
_OVERVIEW_ROWS = (
    (N_("Deliveries"), N_("Drive your herd to Kansas City again and again. Each visit pays every different breed in "
                          "your hand once, and a richer herd reaches cities farther west, which score more.")),
    (N_("Cattle"), N_("Cattle you buy make every later hand richer, and score points at the end.")),
    (N_("Buildings"), N_("Your own buildings give you actions where you stop, and score points.")),
    (N_("Railroad"), N_("Engineers move your engine along the railroad: deliveries cost less, and stations you "
                        "upgrade and their station masters score.")),
    (N_("Hazards and teepees"), N_("Removing hazards scores their points; teepees pay money and count for objectives.")),
    (N_("Objectives"), N_("Objective cards score if you meet their tasks by the end; one you played and missed "
                          "costs points.")),
)


def overview_end(params: dict) -> str:
    # TRANSLATORS: {workers} is always more than one at the start of a game.
    return ngettext("The game ends when the job market is full: {workers} more worker, about {visits} Kansas City "
                    "visits between you. Then the others have one last turn, and every point is counted.",
                    "The game ends when the job market is full: {workers} more workers, about {visits} Kansas City "
                    "visits between you. Then the others have one last turn, and every point is counted.",
                    params["workers"]).format(**params)


# ---- the debriefs ----
# score pad category (engine/scoring.py's key) -> its name in the end debrief
# Read as `guide.TITLE`, `guide.CALLOUTS[...]`: in the language of the moment (text/i18n.py's lazy_constants).
__getattr__ = lazy_constants({
    "TITLE": _TITLE, "GOT_IT": _GOT_IT, "LEAVE": _LEAVE, "LEFT": _LEFT, "FOLLOW": _FOLLOW,
    "CALLOUTS": _CALLOUTS, "OVERVIEW_TITLE": N_("How the game is won"), "OVERVIEW_ROWS": _OVERVIEW_ROWS,
    "OVERVIEW_GO": N_("Click or press a key to start."),
    "THIRD_TITLE": N_("Your first turns"), "END_TITLE": N_("Your guided game"),
    "DEBRIEF_GO": N_("Click or press a key to go on."), "END_GO": N_("Click or press a key for the score pad."),
})


def _category(key: str) -> str:
    """A score-pad category inside a sentence: the pad's own name for it (one name on every screen)."""
    return in_sentence(category_name(key))


def _join(parts: list[str]) -> str:
    if len(parts) == 1:
        return parts[0]
    return _("{things} and {last}").format(things=", ".join(parts[:-1]), last=parts[-1])


def _herd_lines(t: dict) -> list[str]:
    out = []
    if t.get("visits", 0) == 1:
        out.append(ngettext("You earned ${income} in Kansas City from {n} breed: a varied herd pays.",
                            "You earned ${income} in Kansas City from {n} breeds: a varied herd pays.",
                            t["last_breeds"]).format(income=t["income"], n=t["last_breeds"]))
    elif t.get("visits", 0) > 1:
        out.append(ngettext("Your herd earned ${income} in {visits} Kansas City visits, ${last_income} from {n} breed "
                            "the last time: a varied herd pays.",
                            "Your herd earned ${income} in {visits} Kansas City visits, ${last_income} from {n} breeds "
                            "the last time: a varied herd pays.",
                            t["last_breeds"]).format(income=t["income"], visits=t["visits"],
                                                     last_income=t["last_income"], n=t["last_breeds"]))
    if t.get("bought"):
        out.append(ngettext("You bought {n} cattle card for ${cost}: each new breed makes every later hand richer.",
                            "You bought {n} cattle cards for ${cost}: each new breed makes every later hand richer.",
                            t["bought"]).format(n=t["bought"], cost=t["cattle_cost"]))
    if t.get("sold"):
        out.append(_("Spare cards sold for ${money}: a hand of different breeds pays best.").format(money=t["sold"]))
    return out


def third_debrief(t: dict) -> list[str]:
    """After the guided turns: what the learner's moves did (the tally, from the events)."""
    out = _herd_lines(t)
    if t.get("last_city", -1) >= 0:
        out.append(_("Delivering to {city} took a disc off your board and unlocked what lay under it.").format(
            city=board.CITIES[t["last_city"]][0]))
    if t.get("hired"):
        out.append(ngettext("You hired {n} worker: workers make the same actions stronger.",
                            "You hired {n} workers: workers make the same actions stronger.",
                            t["hired"]).format(n=t["hired"]))
    if t.get("built"):
        out.append(ngettext("You built {n} building: it scores and gives you its actions.",
                            "You built {n} buildings: it scores and gives you its actions.",
                            t["built"]).format(n=t["built"]))
    out.append(_("From now on everything you may do glows. Hint suggests a strong move and says why."))
    return out


def end_debrief(params: dict) -> list[str]:
    """At the end: the score (the score pad's, a rule query), where it came from and the herd's income."""
    lines = [ngettext("You scored {n} point; {rival} scored {theirs}.", "You scored {n} points; {rival} scored {theirs}.",
                      params["mine"]).format(n=params["mine"], rival=params["rival"], theirs=params["theirs"])]
    top = [_("{label} ({n})").format(label=_category(k), n=n) for k, n in params["top"]]
    if top:
        lines.append(_("Most of your points came from {categories}.").format(categories=_join(top)))
    for key, n in params.get("worst", []):
        lines.append(ngettext("{category} cost you {n} point.", "{category} cost you {n} points.", -n).format(
            category=category_name(key), n=-n))
    t = params["tally"]
    lines += _herd_lines(t)
    lines.append(_lesson(t))
    return lines


RICH_VISIT = 8  # dollars a visit: below this, the end debrief's lesson is about the herd


def _lesson(t: dict) -> str:
    """One thing to try next time, from what the tally shows was weakest."""
    if t.get("visits") and t["income"] < RICH_VISIT * t["visits"]:
        return _("Next game: buy cattle of new breeds and sell spare cards, so every visit pays more.")
    if not t.get("built"):
        return _("Next game: build early; your own buildings score and give you actions where you stop.")
    if t.get("transport", 0) > t.get("visits", 0):
        return _("Next game: hire engineers; ${money} went on transport that a farther engine saves.").format(
            money=t["transport"])
    return _("Next game: keep the herd varied, the hand thin, and the end in sight.")
