"""The guided first game's logic: which callout to show at each decision, and in the first turns which of
the legal moves to point at and why. No pygame; the words are text/guide.py's, the drawing
ui/game/guide_overlay.py's.

The guide follows one seat (the learner) through a normal game. It opens with an overview (what scores,
how the game ends and roughly when: the end counter is the engine's rule query). At each of the
learner's decisions it names the decision's topics (moving and fees, a neutral building, buying cattle,
hiring, building, the railroad, Kansas City's five steps, discs, objectives, ...); the first time a
topic comes up its callout is shown, and only for the learner's turn (a move that ends the turn takes
it away). In the first GUIDED_TURNS turns it also chooses a target: one of game.legal_moves(), the
first move of the best turn a small search finds on what the learner may know (ai/explain.suggest_turn),
with a reason (`why`: a key and its numbers, from the events of that turn played out); where a
target is pointed at, the callout is the target's own topic, so the words match what glows. After the
guided turns and at the end it offers a debrief from what the learner's moves did (`tally`, counted
from the events). It never builds a move, and leaving it (or never following it) leaves a normal game.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from ..ai.evaluate import MEDIUM, evaluate_parts
from ..ai.explain import Explanation, Option, reasons, suggest_turn
from ..engine import DecisionKind, EndTriggered, EventKind, PerKind, board
from ..engine.components import (
    AUX_ACTIONS,
    BREED_NAMES,
    CARD_BREED,
    CARD_INDEX,
    CARD_POINTS,
    CARD_VALUE,
    COWBOY,
    ENGINEER,
    HAZARDS,
    PRIVATE_BUILDINGS,
    TILE_INDEX,
)

GUIDED_TURNS = 3  # the learner's first turns with a target to click; then free play, callouts only
LEARN_SEED = 20231  # the guided game's deal: the same for everyone who learns
LEARN_LEVEL = "easy"


def learn_match():
    """The guided first game: the learner (Blue) against Easy (Orange), on the fixed deal, with its
    guide (match.guide: saved with the game, so Continue resumes the guide too)."""
    from .match import Match
    from .seats import COLOR_NAMES, COMPUTER, HUMAN, Seat

    seats = [Seat(COLOR_NAMES[0], 0, HUMAN), Seat(COLOR_NAMES[1], 1, COMPUTER, LEARN_LEVEL)]
    match = Match(seats, LEARN_SEED)
    match.guide = Guide(0, match.seed)
    return match


@dataclass(frozen=True)
class Callout:
    topic: str
    params: dict  # what its words need (the step limit, ...)


@dataclass(frozen=True)
class Why:
    """Why the target is a good move: a reason's key (text/guide.WHY) and its numbers, from the events
    of the suggested turn played out and the engine's rule tables."""
    reason: str
    params: dict


def topics(game, legal, target=None, seen=frozenset()) -> list[str]:
    """The topics of the decision being asked, most specific first. With a target (the guided turns),
    only the target's own: at a building, the building's callout when one of its actions glows, the
    auxiliary actions' when one of those does, nothing when Done does."""
    d = game.decision
    k = d.kind
    kinds = {m.kind for m in legal}
    if k == DecisionKind.TURN:
        return ["place"] if d.placing else ["move"]
    if k == DecisionKind.LOC:
        out = []
        content = game.space_content(d.space) if d.space is not None and d.space >= 0 else None
        if d.space == board.KC_SPACE:
            out.append("kc1")
        elif d.mode == "aux_only":
            out.append("rival_building")
        elif content and "neutral" in content:
            out.append("neutral")
        elif content and "building" in content:
            out.append("own_building")
        if target is not None:
            if target.kind == "aux" or (target.kind == "action" and target.args and target.args[0] in AUX_ACTIONS):
                return ["aux"]
            if target.kind == "objective":
                return ["objective_play"]
            if target.kind == "action":
                return out[:1]
            return []
        if "aux" in kinds:
            out.append("aux")
        if "objective" in kinds:
            out.append("objective_play")
        return out
    if k == DecisionKind.KC_FORESIGHT:
        return [("kc1", "kc2", "kc3")[min(2, max(0, d.column))]]
    if k == DecisionKind.CITY:
        if d.source != "kc":
            return []
        # Step 4 (income) is asked only with certificates to spend; otherwise it is told here, with step 5.
        return ["kc5"] if "kc4" in seen else ["kc45"]
    return [TOPIC_OF_KIND[k]] if k in TOPIC_OF_KIND else []


TOPIC_OF_KIND = {
    "buy": "buy", "hire": "hire", "build": "build", "engine_fwd": "railroad", "engine_back": "railroad",
    "kc_income": "kc4", "disc": "disc", "upgrade": "station", "station_behind": "station",
    "master": "master", "hazard": "hazard", "teepee": "teepee", "gain_obj": "objective",
    "discard_for": "discard_for",
}
# Every topic the guide may raise (text/guide.py has words for each, a test checks).
TOPICS = ("place", "move", "neutral", "rival_building", "own_building", "aux", "objective_play", "kc1", "kc2",
          "kc3", "kc45", "kc5", *TOPIC_OF_KIND.values(), "end", "free")
# Every reason the guide may give for a target (text/guide.WHY has words for each, a test checks).
REASONS = ("go", "kc", "kc_plain", "aux_money", "aux", "sell_pair", "sell_spare", "sell", "buy", "hire_cowboy",
           "hire_craftsman", "hire_engineer", "build", "fs_worker", "fs_hazard", "fs_teepee", "city",
           "disc_aux_money", "disc_aux_cards", "disc_cert4", "disc_step1", "disc_hand", "disc", "done", "best",
           "gain_money", "gain_herd", "gain_delivery", "gain_buildings", "gain_railroad", "gain_workers",
           "gain_trail", "gain_objectives", "gain_certificates", "gain_discs")
DEBRIEFS = ("third", "end")  # after the guided turns, at the end of the game
# What the tally counts of the learner's moves (for the debriefs), each a whole number.
TALLY = ("visits", "income", "last_income", "breeds", "last_breeds", "bought", "cattle_cost", "sold", "hired",
         "built", "delivered", "last_city", "transport")
MAX_TALLY = 1_000_000


def _hand_breeds(game, seat: int) -> int:
    """How many different breeds the seat holds in hand now (its own eyes)."""
    hand = game.view(seat)["players"][seat]["hand"]
    return len({CARD_BREED[CARD_INDEX[c]] for c in hand if c in CARD_INDEX and CARD_BREED[CARD_INDEX[c]] >= 0})


def _arrived(t, e, game, seat):
    """The herd arrives in Kansas City: the hand it holds is the one Kansas City pays."""
    t["last_breeds"] = _hand_breeds(game, seat)
    t["breeds"] += t["last_breeds"]


def _income(t, e, game, seat):
    t["visits"] += 1
    t["income"] += e.value
    t["last_income"] = e.value


def _bought(t, e, game, seat):
    t["bought"] += 1
    t["cattle_cost"] += e.cost


def _sold(t, e, game, seat):
    if e.money > 0:
        t["sold"] += e.money


def _hired(t, e, game, seat):
    t["hired"] += 1


def _built(t, e, game, seat):
    t["built"] += 1


def _delivered(t, e, game, seat):
    t["delivered"] += 1
    t["last_city"] = e.city


def _transport(t, e, game, seat):
    t["transport"] += e.cost


# event kind -> what it adds to the tally of the learner's moves (TALLY), or None: not counted.
_TALLY = PerKind("guide_tally", {
    EventKind.KANSAS_CITY: _arrived, EventKind.INCOME: _income, EventKind.BUY: _bought,
    EventKind.DISCARD: _sold, EventKind.HIRE: _hired, EventKind.BUILD: _built, EventKind.DELIVER: _delivered,
    EventKind.TRANSPORT: _transport,
}, nothing=(
    EventKind.MONEY, EventKind.DRAW, EventKind.SHUFFLE, EventKind.CERT, EventKind.REVEAL, EventKind.TURN,
    EventKind.FORCED, EventKind.GAME_OVER, EventKind.END_TRIGGERED, EventKind.CATTLEMAN, EventKind.FEE,
    EventKind.HAZARD, EventKind.TEEPEE, EventKind.ACTION, EventKind.AUX, EventKind.MARKET_ADD,
    EventKind.MARKET_REFILL, EventKind.JOB_MARKET, EventKind.FORESIGHT, EventKind.TILE_PLACED,
    EventKind.TILE_BOXED, EventKind.DISC_CLEARED, EventKind.DISC_RECLAIMED, EventKind.CITY,
    EventKind.STATION, EventKind.ENGINE, EventKind.UPGRADE, EventKind.MASTER, EventKind.OBJECTIVE_PLAYED,
    EventKind.OBJECTIVE_GAINED, EventKind.REMOVED,
))


def overview_params(game) -> dict:
    """The overview's numbers: the workers the job market still takes before the end (the engine's end
    counter), and the Kansas City visits that takes at the fewest and most workers a visit adds now."""
    workers = game.workers_to_end()
    fewest, most = game.kansas_city_workers()
    per_visit = max(1.0, (fewest + most) / 2)
    return {"workers": workers, "visits": -(-int(2 * workers) // int(2 * per_visit))}


def end_params(guide, game, names) -> dict:
    """The end debrief's numbers: the score pad's totals and the learner's three biggest categories (a
    rule query), and the tally of the learner's moves."""
    sheet = game.score_sheet()
    mine = sheet[guide.seat]
    rival = max((s for i, s in enumerate(sheet) if i != guide.seat), key=lambda s: s["total"])
    top = sorted((c for c in mine["categories"] if c["points"] > 0), key=lambda c: -c["points"])[:3]
    return {"mine": mine["total"], "rival": names[rival["player"]] if "player" in rival else rival["name"],
            "theirs": rival["total"], "top": [(c["key"], c["points"]) for c in top], "tally": dict(guide.tally),
            "worst": [(c["key"], c["points"]) for c in sorted(mine["categories"], key=lambda c: c["points"])
                      if c["points"] < 0][:1]}


def _tile_kind(tile: int) -> str:
    if tile in HAZARDS:
        return "hazard"
    if tile in (TILE_INDEX["green_teepee"], TILE_INDEX["blue_teepee"]):
        return "teepee"
    return "worker"


def reason(game, seat: int, move, line, played) -> Why | None:
    """Why the guide's target `move` (its turn's `line`; `played`: the events of each move of that line
    played out on the suggestion's determinization). None when there is nothing to say."""
    first = played[0] if played else []
    rest = [e for events in played for e in events]
    k = move.kind

    def ev(kind, events=rest):
        return next((e for e in events if e.kind == kind), None)

    if k in ("place", "move"):
        if ev(EventKind.KANSAS_CITY) is not None:
            income, delivery = ev(EventKind.INCOME), ev(EventKind.DELIVER)
            if income is not None and delivery is not None:
                return Why("kc", {"income": income.value, "breeds": _hand_breeds(game, seat),
                                  "city": delivery.city})
            return Why("kc_plain", {})
        # The turn's most telling action there: what it gains for good before what it sells.
        actions = [m for m in line[1:] if m.kind in ("action", "aux") and m.args]
        action = min(actions, key=lambda m: _TELLING.index(m.args[0]) if m.args[0] in _TELLING else len(_TELLING),
                     default=None)
        if action is not None:
            return Why("go", {"action": action.args[0] if action.args else action.kind})
        return None
    if k == "aux" and move.args:
        return Why("aux_money" if move.args[0] == "aux_money" else "aux", {"action": move.args[0]})
    # An action's own deed: its move, or the choice it asks next (which pair, which card to buy, ...).
    near = [e for events in played[:2] for e in events] if k == "action" else first
    sold = [e for e in near if e.kind == EventKind.DISCARD]
    if k in ("pair", "action") and sold and move.args[0] != "buy" and sum(e.money for e in sold) > 0:
        card = sold[0].card
        hand = game.view(seat)["players"][seat]["hand"]
        name = next((n for n in hand if CARD_INDEX.get(n) == card), None)
        spare = name is not None and hand[name] > 1
        return Why("sell_pair" if k == "pair" or len(sold) > 1 else "sell_spare" if spare else "sell",
                   {"breed": BREED_NAMES[CARD_BREED[card]], "money": sum(e.money for e in sold)})
    bought = ev(EventKind.BUY, near)
    if bought is not None and (k == "buy" or (k == "action" and move.args[0] == "buy")):
        card = bought.card
        return Why("buy", {"breed": BREED_NAMES[CARD_BREED[card]], "value": CARD_VALUE[card],
                           "points": CARD_POINTS[card], "cost": bought.cost})
    hired = ev(EventKind.HIRE, near)
    if hired is not None and (k == "hire" or (k == "action" and move.args[0].startswith("hire"))):
        return Why({COWBOY: "hire_cowboy", ENGINEER: "hire_engineer"}.get(hired.worker, "hire_craftsman"),
                   {"cost": hired.cost})
    built = ev(EventKind.BUILD, near)
    if built is not None and (k == "build" or (k == "action" and move.args[0] == "build")):
        num = int(built.building[:-1])
        side = built.building[-1]
        return Why("build", {"building": built.building, "points": PRIVATE_BUILDINGS[(num, side)].points,
                             "cost": built.cost})
    if k == "foresight":
        fs = ev(EventKind.FORESIGHT, first)
        if fs is not None:
            return Why("fs_" + _tile_kind(fs.tile), {})
    if k == "city":
        delivery = ev(EventKind.DELIVER, first)
        if delivery is not None:
            return Why("city", {"city": delivery.city, "value": delivery.value, "transport": delivery.transport})
    if k == "disc":
        cleared = ev(EventKind.DISC_CLEARED, first)
        if cleared is not None:
            return Why("disc_" + cleared.group if cleared.group in ("aux_money", "aux_cards", "cert4", "step1",
                                                                    "hand") else "disc", {"money": cleared.money})
    if k == "done":
        return Why("done", {})
    return Why("best", {})


_TELLING = ("build", "buy", "hire", "hire_minus1", "hire_plus2", "engine_engineers", "engine2_pay2", "teepee",
            "hazard7", "hazard5", "objective", "cert1")


BY_PARTS = ("best", "done", "disc", "aux")  # reasons that name no deed: the judgement's parts may say more
# the judgement's theme (ai.explain.THEMES) -> the reason that words it
THEME_REASONS = {t: "gain_" + t for t in ("money", "herd", "delivery", "buildings", "railroad", "workers", "trail",
                                          "objectives", "certificates", "discs")}


def by_parts(d, seat: int, line, second) -> Why | None:
    """The theme the suggested turn gains most in over the next best, by the judgement the guide picks
    with (Medium's named parts where each line ends, ai.explain.reasons); None if none stands out."""
    ends = []
    for ln in (line, second):
        g = d.clone()
        for m in ln:
            if g.is_over or m not in g.legal_moves():
                break
            g.apply(m)
        ends.append(g)
    r = reasons(Explanation(Option(None, 0.0, parts=evaluate_parts(ends[0], seat, MEDIUM)),
                            Option(None, 0.0, parts=evaluate_parts(ends[1], seat, MEDIUM))))
    return Why(THEME_REASONS[r.gains[0]], {}) if r.gains is not None and r.gains[0] in THEME_REASONS else None


def _play(game, line) -> list:
    """The events of each move of `line` applied on a copy of `game` while each is legal."""
    g = game.clone()
    out = []
    for m in line:
        if g.is_over or m not in g.legal_moves():
            break
        out.append(list(g.apply(m)))
    return out


class Guide:
    """The guide's progress. It is saved with the game (state(), restore(): save_format), so the game
    and its guide resume together after a restart; the match tells it every move (Match.apply), before
    the autosave writes, so the file never holds a guide one move behind its game."""

    def __init__(self, seat: int, seed: int = 0, guided_turns: int = GUIDED_TURNS) -> None:
        self.seat = seat
        self.seed = seed
        self.guided_turns = guided_turns
        self.active = True
        self.turns_done = 0  # the learner's finished turns
        self.seen: set[str] = set()
        self.callout: Callout | None = None
        self.why: Why | None = None  # why the target is good (the guided turns)
        self.target = None  # the legal move pointed at, in the guided turns
        self.queue: list[str] = []  # topics raised by events, shown at the learner's next decision
        self.overview = True  # the overview of what scores is still to be shown (a new guided game)
        self.debrief: str | None = None  # a debrief waiting to be read: one of DEBRIEFS
        self.tally: dict[str, int] = dict.fromkeys(TALLY, 0)  # what the learner's moves did (the events)
        self.tally["last_city"] = -1
        self._asked = None  # the decision the callout and target were chosen for
        self._told = None  # the events of the last move told (moved() is told each move once)

    def state(self) -> dict:
        """What a save keeps of the guide (JSON-ready). A save is written after a move, when the callout
        on screen is about a decision already taken; the next decision's callout and target are chosen
        again from the game (the same ones: decide() draws from the decision itself)."""
        return {"seat": self.seat, "seed": self.seed, "guided_turns": self.guided_turns, "active": self.active,
                "turns_done": self.turns_done, "seen": sorted(self.seen), "queue": list(self.queue),
                "overview": self.overview, "debrief": self.debrief, "tally": dict(self.tally)}

    @classmethod
    def restore(cls, state: dict, players: int) -> Guide:
        """The guide a save kept (state()); ValueError saying what is wrong with it. A save from before
        the overview, the debriefs and the tally has none of them: the overview counts as read, no
        debrief waits and the tally starts from nothing."""
        def whole(key: str, lo: int, hi: int, value=None) -> int:
            value = state.get(key) if value is None else value
            if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
                raise ValueError(f"{key} must be a whole number from {lo} to {hi}")
            return value

        def topic_list(key: str) -> list[str]:
            value = state.get(key)
            if not isinstance(value, list) or any(t not in TOPICS for t in value) or len(value) > 4 * len(TOPICS):
                raise ValueError(f"{key} must be a list of the guide's topics")
            return value

        def yes_no(key: str, default: bool | None = None) -> bool:
            value = state.get(key, default)
            if value is not True and value is not False:  # 1 and 0 are no answer here
                raise ValueError(f"{key} must be true or false")
            return value

        guide = cls(whole("seat", 0, players - 1), whole("seed", -(2**63), 2**63 - 1),
                    whole("guided_turns", 0, 100))
        guide.active = yes_no("active")
        guide.turns_done = whole("turns_done", 0, 10_000)
        guide.seen = set(topic_list("seen"))
        guide.queue = topic_list("queue")
        guide.overview = yes_no("overview", False)
        debrief = state.get("debrief")
        if debrief is not None and debrief not in DEBRIEFS:
            raise ValueError(f"debrief must be one of {', '.join(DEBRIEFS)} or null")
        guide.debrief = debrief
        tally = state.get("tally", {})
        if not isinstance(tally, dict) or any(k not in TALLY for k in tally):
            raise ValueError("tally must be an object of the guide's counts")
        for key, value in tally.items():
            guide.tally[key] = whole(key, -1, MAX_TALLY, value)
        return guide

    @property
    def guiding(self) -> bool:
        """Whether this decision has a target to click (the first turns)."""
        return self.active and self.turns_done < self.guided_turns

    def decide(self, game, legal) -> None:
        """The learner may be deciding: choose the callout and the target for the decision on the table."""
        if not self.active or game.is_over or game.to_move != self.seat:
            self.target = self.why = self.callout = None  # a callout belongs to the learner's own turn
            self._asked = None
            return
        asked = (game.turn_number, len(legal), game.decision)
        if asked == self._asked:
            return
        self._asked = asked
        self.callout = self.why = self.target = None  # a callout is about its decision: the next one brings its own
        line, played = [], []
        if self.guiding and legal:
            # A generator per decision, made from the decision itself: the same target after a restart.
            rng = random.Random(f"guide-{self.seed}-{asked!r}")
            self.target, line, second, d = suggest_turn(game, self.seat, rng)
            played = _play(d if d is not None else game, line)
            self.why = reason(game, self.seat, self.target, line, played) if len(legal) > 1 else None
            if self.why is not None and self.why.reason in BY_PARTS and second is not None:
                # No deed of its own to name: what the judgement's parts say the turn gains over the next best.
                self.why = by_parts(d, self.seat, line, second) or self.why
        for topic in [*self.queue, *topics(game, legal, self.target, self.seen)]:
            if topic not in self.seen:
                self.seen.add(topic)
                self.callout = Callout(topic, {"steps": game.step_limit(self.seat),
                                               "income": self.tally["last_income"],
                                               "breeds": self.tally["last_breeds"]})
                break
        self.queue.clear()

    def moved(self, mover: int, events, game) -> None:
        """A move was applied (anyone's): told by the match, once per move (a second telling of the
        same move's events, the scene's, changes nothing)."""
        if events is self._told:
            return
        self._told = events
        if any(isinstance(ev, EndTriggered) for ev in events):
            self.queue.append("end")
        if mover == self.seat:
            self._count(events, game)
        if mover == self.seat and (game.is_over or game.to_move != self.seat):
            self.turns_done += 1
            self.callout = self.why = None  # the turn it belonged to is over
            if self.turns_done == self.guided_turns:
                self.queue.append("free")
                if self.active:
                    self.debrief = "third"
        if game.is_over and self.active:
            self.debrief = "end"
        self.target = None

    def _count(self, events, game) -> None:
        t = self.tally
        for e in events:
            if e.player == self.seat:
                count = _TALLY[e.kind]
                if count is not None:
                    count(t, e, game, self.seat)
        for key in t:
            t[key] = min(MAX_TALLY, t[key])

    def skip(self) -> None:
        """The callout on screen is done with (Got it)."""
        self.callout = None

    def read(self) -> None:
        """The overview or the debrief on screen has been read."""
        if self.overview:
            self.overview = False
        else:
            self.debrief = None

    @property
    def card(self) -> str | None:
        """The card to show over the game now: "overview", a debrief's name, or None."""
        if not self.active:
            return "end" if self.debrief == "end" else None
        return "overview" if self.overview else self.debrief

    def leave(self) -> None:
        """The learner leaves the guide: from now on a normal game."""
        self.active = False
        self.callout = self.why = None
        self.target = None
        self.overview = False
        self.debrief = None
        self.queue.clear()
