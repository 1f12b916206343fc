"""The rules of Great Western Trail (1st edition). Standard library only; never imports pygame.

The one door (game.py tells it in full): new_game(...) -> Game; Game's to_move, decision,
legal_moves(), apply() -> events, clone(), view(), determinize(), score_sheet(), snapshot() /
restore(), the rule queries (step_limit, fee_at, steps_to, pays_fees, path_fees, price,
extra_delivery_value, workers_to_end, kansas_city_workers, workers_placed, end_within_reach,
triggers_end, final_round, delivery_options), preview(move) (the events a legal move would make, on a
copy), the read-only `state`, and six rules as pure functions: best_objectives (the
score pad's allocation), counted_money (the money the pad counts, a transport cost due already
paid), table_points and owned_buildings (the pad's categories that lie open on the table and a
player's buildings on the trail, of a State: the bots' one reading of the score pad), breeding_value (a hand's at Kansas City, which the bots' judgement calls thousands of times)
and deliverable (the cities a delivery of a value may go to, given a player's discs on them);
beside the rules, for experiments only, give_gift / gift_price / gift_available (gifts.py: an asset
put into a player's hands outside play, paid at its market price or free). Moves
are Move values (their kind one of MoveKind, their arguments by name: moves.py); events are the typed records of events.py; the
decision being asked is a named tuple (decision.py). Beside the door, two static rule tables may be
imported directly: engine.components (every card, tile and building) and engine.board (the trail,
the railroad, the cities).
"""
from .buildings import ACTIONS as _ACTIONS
from .decision import DecisionKind, decision_type
from .decision import kinds as decision_kinds
from .events import (
    BANK,
    TABLE,
    Action,
    Aux,
    Bought,
    Built,
    Cattleman,
    Cert,
    CityDisc,
    Delivery,
    Discard,
    DiscCleared,
    DiscReclaimed,
    Draw,
    EndTriggered,
    Engine,
    Event,
    EventKind,
    Fee,
    Forced,
    Foresight,
    GameOver,
    HazardTaken,
    Hired,
    Income,
    JobMarket,
    KansasCity,
    MarketAdd,
    MarketRefill,
    Master,
    Money,
    ObjectiveGained,
    ObjectivePlayed,
    PerKind,
    Removed,
    Reveal,
    Shuffle,
    StationDisc,
    TableEvent,
    TeepeeTaken,
    TileBoxed,
    TilePlaced,
    Transport,
    Turn,
    Upgrade,
)
from .events import (
    KINDS as EVENT_KINDS,
)
from .game import Game, Snapshot
from .gifts import GIFTS, GiftUnavailable
from .gifts import available as gift_available
from .gifts import give as give_gift
from .gifts import price as gift_price
from .kansas_city import CityOption, DeliveryOptions, breeding_value, deliverable
from .moves import KINDS as MOVE_KINDS
from .moves import IllegalMove, Move, MoveKind
from .reveal import WHATS as REVEAL_WHATS
from .reveal import reveals
from .scoring import TablePoints, best_objectives, counted_money, owned_buildings, table_points
from .setup import new_game
from .state import EMPTY, NEUTRAL_CODE, PRIVATE_CODE, private_number, private_owner
from .view import PlayerView, View

LOCAL_ACTIONS = tuple(_ACTIONS)  # every local action's name (buildings and risk actions), as moves name them
# The rules' version: raised whenever a rule changes what a game's moves lead to (a score, a legal
# move, a reveal). What was worked out under other rules (a game review kept beside its record,
# storage/reviews.py) is worked out again.
RULES_VERSION = 1

__all__ = [
    "BANK",
    "EMPTY",
    "EVENT_KINDS",
    "GIFTS",
    "LOCAL_ACTIONS",
    "MOVE_KINDS",
    "NEUTRAL_CODE",
    "PRIVATE_CODE",
    "REVEAL_WHATS",
    "RULES_VERSION",
    "TABLE",
    "Action",
    "Aux",
    "Bought",
    "Built",
    "Cattleman",
    "Cert",
    "CityDisc",
    "CityOption",
    "DecisionKind",
    "Delivery",
    "DeliveryOptions",
    "DiscCleared",
    "DiscReclaimed",
    "Discard",
    "Draw",
    "EndTriggered",
    "Engine",
    "Event",
    "EventKind",
    "Fee",
    "Forced",
    "Foresight",
    "Game",
    "GameOver",
    "GiftUnavailable",
    "HazardTaken",
    "Hired",
    "IllegalMove",
    "Income",
    "JobMarket",
    "KansasCity",
    "MarketAdd",
    "MarketRefill",
    "Master",
    "Money",
    "Move",
    "MoveKind",
    "ObjectiveGained",
    "ObjectivePlayed",
    "PerKind",
    "PlayerView",
    "Removed",
    "Reveal",
    "Shuffle",
    "Snapshot",
    "StationDisc",
    "TableEvent",
    "TablePoints",
    "TeepeeTaken",
    "TileBoxed",
    "TilePlaced",
    "Transport",
    "Turn",
    "Upgrade",
    "View",
    "best_objectives",
    "breeding_value",
    "counted_money",
    "decision_kinds",
    "decision_type",
    "deliverable",
    "gift_available",
    "gift_price",
    "give_gift",
    "new_game",
    "owned_buildings",
    "private_number",
    "private_owner",
    "reveals",
    "table_points",
]
