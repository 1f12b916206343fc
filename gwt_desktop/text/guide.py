"""The words of the guided first game: one callout per topic, at most two short sentences each (the
guide's logic is session/guide.py; ui/game/guide_overlay.py draws them). No pygame."""
from __future__ import annotations

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
    "kc5": "Step 5 of 5: you were paid each breed in hand once, plus certificates. "
           "Deliver to a city worth no more than that.",
    "disc": "Deliveries and stations take discs from your board. Each disc taken unlocks what lay under it.",
    "station": "Upgrading a station costs money and scores points. It takes one of your discs.",
    "master": "A station master joins you for one of your workers and scores at the end.",
    "hazard": "Hazards slow everyone down. Removing one costs money and scores points at the end.",
    "teepee": "Trading with the Indians takes a teepee. You gain the money above its space, or pay it if negative.",
    "objective": "Objective cards reward you at once and score at the end if you meet them.",
    "discard_for": "This action pays for discarding a card. Pairs of one breed are worth the most.",
    "free": "You're on your own now: everything you may do glows. Hint shows a strong move and says why.",
    "end": "The job market is full: everyone else has one last turn. Then the score pad counts every point.",
}


def callout(topic: str, params: dict) -> str:
    return CALLOUTS[topic].format(**params)
