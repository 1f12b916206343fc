"""The words of the guided first game: one callout per topic, at most two short sentences each; the
reason under a pointed-at move (WHY: one sentence each); the overview at the start and the debriefs
after the guided turns and at the end (the guide's logic is session/guide.py, which gives every number;
ui/game/guide_overlay.py draws them). No pygame."""
from __future__ import annotations

from ..engine import board
from .words import plural

TITLE = "Learn to play"
GOT_IT = "Got it"
LEAVE = "Leave the guide"
LEFT = "You left the guide: the game goes on as a normal game."
FOLLOW = "The guide points at one move: click what glows, or leave the guide."

# topic -> the callout's words ({steps}: the learner's step limit now)
CALLOUTS = {
    "place": "You lead a herd to Kansas City. Start by placing your cattleman on the glowing building.",
    "move": "Move your cattleman up to {steps} locations along the trail. Each hand you pass or stop on "
            "costs a fee (never your own): see the badges.",
    "neutral": "Neutral buildings offer their actions to everyone. Take the ones you want, then click Done.",
    "aux": "The auxiliary actions on your board are always open. Take one instead of the building's actions.",
    "own_building": "On your own building you use all its actions, and you never pay its fee.",
    "rival_building": "On a rival's building, a hazard or a teepee you may only take an auxiliary action.",
    "objective_play": "You may play an objective card from your hand now. It pays at once and scores at the end.",
    "buy": "Buy cattle from the market with cowboys and money. Different breeds in hand mean a richer delivery.",
    "hire": "Hire a worker from the job market. Cowboys buy cattle, craftsmen build, engineers drive the engine.",
    "build": "Build one of your buildings on an empty space with craftsmen. It gives you new actions and points.",
    "railroad": "Move your engine along the railroad. The further it goes, the less transport your deliveries cost.",
    "kc1": "Kansas City, step 1 of 5: take one tile from the first foresight column. "
           "Workers join the job market; hazards and teepees go on the trail.",
    "kc2": "Step 2 of 5: take a tile from the second column.",
    "kc3": "Step 3 of 5: take a tile from the third column.",
    "kc4": "Step 4 of 5: income. Each breed in your hand pays its value once; spend certificates to add more.",
    "kc45": "Step 4 of 5: your herd paid ${income}, each breed in hand once. "
            "Step 5 of 5: deliver it to a city worth no more than that.",
    "kc5": "Step 5 of 5: you were paid each breed in hand once, plus certificates. "
           "Deliver to a city worth no more than that.",
    "disc": "Deliveries and stations take discs from your board. Each disc taken unlocks what lay under it.",
    "station": "Upgrading a station costs money and scores points. It takes one of your discs.",
    "master": "A station master joins you for one of your workers and scores at the end.",
    "hazard": "Hazards slow everyone down. Removing one costs money and scores points at the end.",
    "teepee": "Trading with the Indians takes a teepee. You gain the money above its space, or pay it if negative.",
    "objective": "Objective cards reward you at once and score at the end if you meet them.",
    "discard_for": "This action pays for discarding a card of the kind it names. "
                   "Give up what you need least: a second card of a breed adds nothing in Kansas City.",
    "free": "You're on your own now: everything you may do glows. Hint shows a strong move and says why.",
    "end": "The job market is full: everyone else has one last turn. Then the score pad counts every point.",
}


def callout(topic: str, params: dict) -> str:
    return CALLOUTS[topic].format(**params)


WHY_HEAD = "Why: "
# What the turn goes on to do from the place a move goes to (the action's name in the move).
_GO = {"buy": "buy cattle", "hire": "hire a worker", "hire_plus2": "hire a worker", "hire_minus1": "hire a worker",
       "build": "build", "pair4": "sell a pair of one breed", "pair3": "sell a pair of one breed",
       "guernsey2": "sell a Guernsey", "guernsey4": "sell a Guernsey", "dutch2": "sell a Dutch Belt",
       "dutch3": "sell a Dutch Belt", "angus2": "sell a Black Angus", "holstein10": "sell a Holstein",
       "cert1": "take a certificate", "teepee": "trade for a teepee", "hazard7": "remove a hazard",
       "hazard5": "remove a hazard", "objective": "take an objective card", "aux_money": "take money",
       "aux_cards": "draw and discard", "aux_cert": "take a certificate", "aux_engine": "move your engine",
       "aux_thin": "thin your hand", "engine_engineers": "move your engine", "engine2_pay2": "move your engine"}
# reason -> its sentence (the parameters are session/guide.reason's; city, action and transport are
# worded by why()).
WHY = {
    "go": "There you can {go}: the best use of this turn a short look ahead finds.",
    "kc": "Kansas City now: {breeds} breeds pay ${income}, you deliver to {city_name}, and a disc leaves your "
          "board to unlock an action.",
    "kc_plain": "Kansas City pays each breed in your hand once, and every visit delivers to a city.",
    "aux_money": "The $ action pays wherever you stop, and money early buys cattle and workers.",
    "aux": "The auxiliary actions are open at every stop, and here this one helps you most.",
    "sell_pair": "Kansas City pays each breed once, so two {breed}s count as one: ${money} now is worth more.",
    "sell_spare": "You hold a second {breed}, which adds nothing in Kansas City: ${money} for it now is better.",
    "sell": "${money} now, and a fresh card takes its place when you draw at the end of your turn.",
    "buy": "{breed_a} adds ${value} to any Kansas City hand without another, and scores {points_words} at the "
           "end: worth its ${cost}.",
    "hire_cowboy": "Each cowboy lets a buy action take more cattle, or the same for less: worth more than ${cost}.",
    "hire_craftsman": "More craftsmen build bigger buildings, which score and give you actions: worth ${cost}.",
    "hire_engineer": "Each engineer moves your engine one more space on a railroad action: cheaper deliveries "
                     "and stations to upgrade.",
    "build": "Building {building} scores {points_words} at the end and gives you its actions whenever you stop "
             "there.",
    "fs_worker": "The worker joins the job market, where you may hire it; each worker placed brings the end "
                 "closer.",
    "fs_hazard": "The hazard goes on the trail: passing it may cost a fee, and removing it scores points.",
    "fs_teepee": "The teepee goes on the trail, where a trade for it pays or costs money; teepees count for objectives.",
    "city": "{city_name} takes your ${value} herd{transport_words}; cities farther west score more but need more.",
    "disc_aux_money": "This disc opens the $ action's double: $2 instead of $1 each time you take it.",
    "disc_aux_cards": "This disc opens the card action's double: draw and discard two cards at a time.",
    "disc_cert4": "This disc lets you keep 4 certificates instead of 3.",
    "disc_step1": "This disc gives you one more step on the trail, and ${money} now.",
    "disc_hand": "This disc raises your hand limit by one, for ${cost}: a bigger hand holds more breeds.",
    "disc": "Of the discs you may clear now, this one unlocks the most for your plans.",
    "done": "Nothing left here is worth more to you this turn.",
    "best": "A short look ahead rates this move best for your turn.",
    # what the turn gains most over the next best move, by the judgement's parts
    "gain_money": "Of your moves here, this one leaves you the most money to spend next.",
    "gain_herd": "Of your moves here, this one makes your herd worth the most at later deliveries.",
    "gain_delivery": "Of your moves here, this one brings the richest delivery nearest.",
    "gain_buildings": "Of your moves here, this one does the most for your buildings.",
    "gain_railroad": "Of your moves here, this one takes your engine furthest along the railroad.",
    "gain_workers": "Of your moves here, this one does the most for your workers.",
    "gain_trail": "Of your moves here, this one scores the most from hazards and teepees.",
    "gain_objectives": "Of your moves here, this one does the most for your objectives.",
    "gain_certificates": "Of your moves here, this one gains the most certificates for a bigger delivery.",
    "gain_discs": "Of your moves here, this one frees the most from your board's discs.",
}


def _a(word: str) -> str:
    return ("An " if word[:1].lower() in "aeiou" else "A ") + word


def why(reason: str, params: dict) -> str:
    """The reason under the move the guide points at, from session/guide.reason's key and numbers."""
    p = dict(params)
    if "city" in p:
        p["city_name"] = board.CITIES[p["city"]][0]
    if "action" in p:
        p["go"] = _GO.get(p["action"], "use its action")
    if "breed" in p:
        p["breed_a"] = _a(p["breed"])
    if "points" in p:
        p["points_words"] = plural(p["points"], "point")
    if "transport" in p:
        p["transport_words"] = " with no transport cost" if not p["transport"] else f" for ${p['transport']} of transport"
    if "money" in p and reason == "disc_hand":
        p["cost"] = -p["money"]
    return WHY_HEAD + WHY[reason].format(**p)


# ---- the overview at the start ----
OVERVIEW_TITLE = "How the game is won"
OVERVIEW_ROWS = (
    ("Deliveries", ("Drive your herd to Kansas City again and again. Each visit pays every different breed in "
                   "your hand once, and a richer herd reaches cities farther west, which score more.")),
    ("Cattle", "Cattle you buy make every later hand richer, and score points at the end."),
    ("Buildings", "Your own buildings give you actions where you stop, and score points."),
    ("Railroad", ("Engineers move your engine along the railroad: deliveries cost less, and stations you upgrade and their "
                 "station masters score.")),
    ("Hazards and teepees", "Removing hazards scores their points; teepees pay money and count for objectives."),
    ("Objectives", "Objective cards score if you meet their tasks by the end; one you played and missed costs points."),
)
OVERVIEW_END = ("The game ends when the job market is full: {workers} more workers, about {visits} Kansas City "
                "visits between you. Then the others have one last turn, and every point is counted.")
OVERVIEW_GO = "Click or press a key to start."


def overview_end(params: dict) -> str:
    return OVERVIEW_END.format(**params)


# ---- the debriefs ----
THIRD_TITLE = "Your first turns"
END_TITLE = "Your guided game"
DEBRIEF_GO = "Click or press a key to go on."
END_GO = "Click or press a key for the score pad."
# score pad category (engine/scoring.py's key) -> its name in the end debrief
CATEGORY = {"money": "money", "buildings": "buildings", "cities": "deliveries", "stations": "stations",
            "hazards": "hazards", "cattle": "cattle", "objectives": "objectives",
            "station_masters": "station masters", "workers": "workers", "disc_space": "the step disc",
            "token": "the job market token"}


def _join(parts: list[str]) -> str:
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def _herd_lines(t: dict) -> list[str]:
    out = []
    if t.get("visits", 0) == 1:
        out.append(f"You earned ${t['income']} in Kansas City from {plural(t['last_breeds'], 'breed')}: "
                   "a varied herd pays.")
    elif t.get("visits", 0) > 1:
        out.append(f"Your herd earned ${t['income']} in {t['visits']} Kansas City visits, "
                   f"${t['last_income']} from {plural(t['last_breeds'], 'breed')} the last time: a varied herd pays.")
    if t.get("bought"):
        out.append(f"You bought {plural(t['bought'], 'cattle card')} for ${t['cattle_cost']}: each new breed "
                   "makes every later hand richer.")
    if t.get("sold"):
        out.append(f"Spare cards sold for ${t['sold']}: a hand of different breeds pays best.")
    return out


def third_debrief(t: dict) -> list[str]:
    """After the guided turns: what the learner's moves did (the tally, from the events)."""
    out = _herd_lines(t)
    if t.get("last_city", -1) >= 0:
        out.append(f"Delivering to {board.CITIES[t['last_city']][0]} took a disc off your board and unlocked "
                   "what lay under it.")
    if t.get("hired"):
        out.append(f"You hired {plural(t['hired'], 'worker')}: workers make the same actions stronger.")
    if t.get("built"):
        out.append(f"You built {plural(t['built'], 'building')}: it scores and gives you its actions.")
    out.append("From now on everything you may do glows. Hint suggests a strong move and says why.")
    return out


def end_debrief(params: dict) -> list[str]:
    """At the end: the score (the score pad's, a rule query), where it came from and the herd's income."""
    lines = [f"You scored {plural(params['mine'], 'point')}; {params['rival']} scored {params['theirs']}."]
    top = [f"{CATEGORY.get(k, k)} ({n})" for k, n in params["top"]]
    if top:
        lines.append(f"Most of your points came from {_join(top)}.")
    for key, n in params.get("worst", []):
        lines.append(f"{CATEGORY.get(key, key).capitalize()} cost you {plural(-n, 'point')}.")
    t = params["tally"]
    lines += _herd_lines(t)
    lines.append(_lesson(t))
    return lines


RICH_VISIT = 8  # dollars a visit: below this, the end debrief's lesson is about the herd


def _lesson(t: dict) -> str:
    """One thing to try next time, from what the tally shows was weakest."""
    if t.get("visits") and t["income"] < RICH_VISIT * t["visits"]:
        return "Next game: buy cattle of new breeds and sell spare cards, so every visit pays more."
    if not t.get("built"):
        return "Next game: build early; your own buildings score and give you actions where you stop."
    if t.get("transport", 0) > t.get("visits", 0):
        return f"Next game: hire engineers; ${t['transport']} went on transport that a farther engine saves."
    return "Next game: keep the herd varied, the hand thin, and the end in sight."
