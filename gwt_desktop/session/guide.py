"""The guided first game's logic: which callout to show at each decision, and in the first turns which of
the legal moves to point at and why. No pygame; the words are text/guide.py's, the drawing
ui/game/guide_overlay.py's.

The guide follows one seat (the learner) through a normal game. It opens with an overview (what scores,
how the game ends and roughly when: the end counter is the engine's rule query). At each of the
learner's decisions it names the decision's topics (moving and fees, a neutral building, buying cattle,
hiring, building, the railroad, Kansas City's five steps, discs, objectives, ...); the first time a
topic comes up its callout is shown, and only for the learner's turn (a move that ends the turn takes
it away). In the first GUIDED_TURNS turns it also chooses a target: one of game.legal_moves(), the
first move of the best line a small node-limited search of the judgement finds on what the learner
may know (ai/lines.best_lines), and keeps that line (`plan`) for the turn's later decisions while
its next move is legal and the line is certain, so every decision of the turn points on along the
same line; its reason (`advice`: session/advice, what the rest of the line does, and at the line's
first decision the one margin against the next best) is worded by text/advice.guide_why and held to
the game by the same checker as the Hint's. Where a target is pointed at, the callout is the target's
own topic, so the words match what glows. After the guided turns and at the end it offers a debrief
from what the learner's moves did (`tally`, counted from the events). It never builds a move, and
leaving it (or never following it) leaves a normal game.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from ..ai.lines import best_lines
from ..engine import (
    DecisionKind,
    EndTriggered,
    EventKind,
    IllegalMove,
    Move,
    MoveKind,
    PerKind,
    board,
    reveals,
)
from ..engine.components import AUX_ACTIONS, CARD_BREED, CARD_INDEX
from .advice import Advice, against, outcome

GUIDED_TURNS = 3  # the learner's first turns with a target to click; then free play, callouts only
GUIDE_BEAM = (6, 2, 1500)  # node-limited (no clock): the same target on every machine
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
            if target.kind == MoveKind.AUX or (target.kind == MoveKind.ACTION and target.args and target.args[0] in AUX_ACTIONS):
                return ["aux"]
            if target.kind == MoveKind.OBJECTIVE:
                return ["objective_play"]
            if target.kind == MoveKind.ACTION:
                return out[:1]
            return []
        if MoveKind.AUX in kinds:
            out.append("aux")
        if MoveKind.OBJECTIVE in kinds:
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
DEBRIEFS = ("third", "end")  # after the guided turns, at the end of the game
# What the tally counts of the learner's moves (for the debriefs), each a whole number.
TALLY = ("visits", "income", "last_income", "breeds", "last_breeds", "bought", "cattle_cost", "sold", "hired",
         "built", "delivered", "last_city", "transport")
MAX_TALLY = 1_000_000
MAX_PLAN = 64  # moves a saved plan may hold (a turn has far fewer)


def _kansas_city_itself(game, seat: int, topic: str) -> dict:
    """What delivering to Kansas City itself brings, as the delivery's own options say it (the city
    step's callout names it beside the city the herd reaches): money now, points at the end."""
    if topic not in ("kc45", "kc5"):
        return {}
    for option in game.delivery_options(seat).options:
        if option.city == board.CITY_KC:
            return {"kc_money": option.money, "kc_points": f"{option.points:+d}"}
    return {}


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


def suggest(game, seat: int, rng: random.Random) -> tuple[Advice, list]:
    """The guide's pick for `seat` (to move): the best line a small node-limited search of the judgement
    finds on what the seat may know, as advice against the next best (session/advice.against), and the
    line's certain moves, the plan the guide points along."""
    lines = best_lines(game, seat, 4, rng, beam=GUIDE_BEAM)
    first = lines.lines[0]
    advice = against(lines, seat, outcome(lines.clone, seat, first.moves or [first.first], rng), rng)
    return advice, advice.line.moves


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
        self.advice: Advice | None = None  # why the target is good (the guided turns): what its line does
        self.target = None  # the legal move pointed at, in the guided turns
        self.plan: list = []  # the line the targets follow this turn: its moves still to come, target first
        self.plan_turn = -1  # the turn the plan belongs to
        self.queue: list[str] = []  # topics raised by events, shown at the learner's next decision
        self.overview = True  # the overview of what scores is still to be shown (a new guided game)
        self.debrief: str | None = None  # a debrief waiting to be read: one of DEBRIEFS
        self.tally: dict[str, int] = dict.fromkeys(TALLY, 0)  # what the learner's moves did (the events)
        self.tally["last_city"] = -1
        self._asked: tuple | None = None  # the decision the callout and target were chosen for
        self._told = None  # the events of the last move told (moved() is told each move once)

    def state(self) -> dict:
        """What a save keeps of the guide (JSON-ready). A save is written after a move, when the callout
        on screen is about a decision already taken; the next decision's callout and target are chosen
        again from the game (the same ones: decide() draws from the decision itself)."""
        return {"seat": self.seat, "seed": self.seed, "guided_turns": self.guided_turns, "active": self.active,
                "turns_done": self.turns_done, "seen": sorted(self.seen), "queue": list(self.queue),
                "overview": self.overview, "debrief": self.debrief, "tally": dict(self.tally),
                "plan": [str(m) for m in self.plan], "plan_turn": self.plan_turn}

    @classmethod
    def restore(cls, state: dict, players: int) -> Guide:
        """The guide a save kept (state()); ValueError saying what is wrong with it. A save from before
        the overview, the debriefs and the tally has none of them: the overview counts as read, no
        debrief waits and the tally starts from nothing; one from before the plan has none (the next
        decision makes one)."""
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
        plan = state.get("plan", [])
        if not isinstance(plan, list) or len(plan) > MAX_PLAN or not all(isinstance(m, str) for m in plan):
            raise ValueError(f"plan must be a list of at most {MAX_PLAN} moves")
        try:
            guide.plan = [Move.parse(m) for m in plan]
        except IllegalMove as exc:
            raise ValueError(f"plan: {exc}") from None
        guide.plan_turn = whole("plan_turn", -1, 10_000, state.get("plan_turn", -1))
        return guide

    @property
    def guiding(self) -> bool:
        """Whether this decision has a target to click (the first turns)."""
        return self.active and self.turns_done < self.guided_turns

    def decide(self, game, legal) -> None:
        """The learner may be deciding: choose the callout and the target for the decision on the table."""
        if not self.active or game.is_over or game.to_move != self.seat:
            self.target = self.advice = self.callout = None  # a callout belongs to the learner's own turn
            self._asked = None
            return
        asked = (game.turn_number, len(legal), game.decision)
        if asked == self._asked:
            return
        self._asked = asked
        self.callout = self.advice = self.target = None  # a callout is about its decision: the next one brings its own
        if self.guiding and legal:
            # A generator per decision, made from the decision itself: the same target after a restart.
            rng = random.Random(f"guide-{self.seed}-{asked!r}")
            if self.plan and self.plan_turn == game.turn_number and self.plan[0] in legal:
                # On along the line chosen at the turn's first guided decision: what the rest of it does.
                self.advice = Advice(self.seat, outcome(game.determinize(self.seat, rng), self.seat, self.plan, rng),
                                     choices=len(legal))
                self.plan = self.advice.line.moves or self.plan[:1]
            else:
                self.advice, self.plan = suggest(game, self.seat, rng)
                self.plan_turn = game.turn_number
            self.target = self.plan[0] if self.plan and self.plan[0] in legal else legal[0]
            if len(legal) < 2:
                self.advice = None  # nothing to choose: nothing to say why
        for topic in [*self.queue, *topics(game, legal, self.target, self.seen)]:
            if topic not in self.seen:
                self.seen.add(topic)
                self.callout = Callout(topic, {"steps": game.step_limit(self.seat),
                                               "income": self.tally["last_income"],
                                               "breeds": self.tally["last_breeds"],
                                               **_kansas_city_itself(game, self.seat, topic)})
                break
        self.queue.clear()

    def moved(self, mover: int, events, game, move=None) -> None:
        """A move was applied (anyone's): told by the match, once per move (a second telling of the
        same move's events, the scene's, changes nothing)."""
        if events is self._told:
            return
        self._told = events
        if mover == self.seat and self.plan:
            # The plan goes on only where its own move was played and nothing was uncovered.
            self.plan = self.plan[1:] if move == self.plan[0] and not reveals(events) else []
        if any(isinstance(ev, EndTriggered) for ev in events):
            self.queue.append("end")
        if mover == self.seat:
            self._count(events, game)
        if mover == self.seat and (game.is_over or game.to_move != self.seat):
            self.turns_done += 1
            self.callout = self.advice = None  # the turn it belonged to is over
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
        self.callout = self.advice = None
        self.target = None
        self.overview = False
        self.debrief = None
        self.queue.clear()
