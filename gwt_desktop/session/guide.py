"""The guided first game's logic: which callout to show at each decision, and in the first turns which of
the legal moves to point at. No pygame; the words are text/guide.py's, the drawing ui/game/guide_overlay.py's.

The guide follows one seat (the learner) through a normal game. At each of the learner's decisions it
names the decision's topics (moving and fees, a neutral building, buying cattle, hiring, building, the
railroad, Kansas City's five steps, discs, objectives, ...); the first time a topic comes up its callout
is shown. In the first GUIDED_TURNS turns it also chooses a target: one of game.legal_moves(), the first
move of the best turn a small search finds on what the learner may know (ai/explain.suggest). It never
builds a move, and leaving it (or never following it) leaves a normal game.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from ..ai.explain import suggest
from ..engine import EndTriggered, board

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


def topics(game, legal) -> list[str]:
    """The topics of the decision being asked, most specific first."""
    d = game.decision
    k = d.kind
    kinds = {m.kind for m in legal}
    if k == "turn":
        return ["place"] if d.placing else ["move"]
    if k == "loc":
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
        if "aux" in kinds:
            out.append("aux")
        if "objective" in kinds:
            out.append("objective_play")
        return out
    if k == "kc_foresight":
        return [("kc1", "kc2", "kc3")[min(2, max(0, d.column))]]
    if k == "city":
        return ["kc5"] if d.source == "kc" else []
    return [TOPIC_OF_KIND[k]] if k in TOPIC_OF_KIND else []


TOPIC_OF_KIND = {
    "buy": "buy", "hire": "hire", "build": "build", "engine_fwd": "railroad", "engine_back": "railroad",
    "kc_income": "kc4", "disc": "disc", "upgrade": "station", "station_behind": "station",
    "master": "master", "hazard": "hazard", "teepee": "teepee", "gain_obj": "objective",
    "discard_for": "discard_for",
}
# Every topic the guide may raise (text/guide.py has words for each, a test checks).
TOPICS = ("place", "move", "neutral", "rival_building", "own_building", "aux", "objective_play", "kc1", "kc2",
          "kc3", "kc5", *TOPIC_OF_KIND.values(), "end", "free")


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
        self.target = None  # the legal move pointed at, in the guided turns
        self.queue: list[str] = []  # topics raised by events, shown at the learner's next decision
        self._asked = None  # the decision the callout and target were chosen for
        self._told = None  # the events of the last move told (moved() is told each move once)

    def state(self) -> dict:
        """What a save keeps of the guide (JSON-ready). A save is written after a move, when the callout
        on screen is about a decision already taken; the next decision's callout and target are chosen
        again from the game (the same ones: decide() draws from the decision itself)."""
        return {"seat": self.seat, "seed": self.seed, "guided_turns": self.guided_turns, "active": self.active,
                "turns_done": self.turns_done, "seen": sorted(self.seen), "queue": list(self.queue)}

    @classmethod
    def restore(cls, state: dict, players: int) -> Guide:
        """The guide a save kept (state()); ValueError saying what is wrong with it."""
        def whole(key: str, lo: int, hi: int) -> int:
            value = state.get(key)
            if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
                raise ValueError(f"{key} must be a whole number from {lo} to {hi}")
            return value

        def topic_list(key: str) -> list[str]:
            value = state.get(key)
            if not isinstance(value, list) or any(t not in TOPICS for t in value) or len(value) > 4 * len(TOPICS):
                raise ValueError(f"{key} must be a list of the guide's topics")
            return value

        guide = cls(whole("seat", 0, players - 1), whole("seed", -(2**63), 2**63 - 1),
                    whole("guided_turns", 0, 100))
        active = state.get("active")
        if active not in (True, False) or not isinstance(active, bool):  # 1 and 0 are no answer here
            raise ValueError("active must be true or false")
        guide.active = active
        guide.turns_done = whole("turns_done", 0, 10_000)
        guide.seen = set(topic_list("seen"))
        guide.queue = topic_list("queue")
        return guide

    @property
    def guiding(self) -> bool:
        """Whether this decision has a target to click (the first turns)."""
        return self.active and self.turns_done < self.guided_turns

    def decide(self, game, legal) -> None:
        """The learner may be deciding: choose the callout and the target for the decision on the table."""
        if not self.active or game.is_over or game.to_move != self.seat:
            self.target = None
            return
        asked = (game.turn_number, len(legal), game.decision)
        if asked == self._asked:
            return
        self._asked = asked
        self.callout = None  # a callout is about its decision: the next one brings its own, or none
        for topic in [*self.queue, *topics(game, legal)]:
            if topic not in self.seen:
                self.seen.add(topic)
                self.callout = Callout(topic, {"steps": game.step_limit(self.seat)})
                break
        self.queue.clear()
        # A generator per decision, made from the decision itself: the same target after a restart.
        rng = random.Random(f"guide-{self.seed}-{asked!r}")
        self.target = suggest(game, self.seat, rng) if self.guiding and len(legal) > 1 else (
            legal[0] if self.guiding and legal else None)

    def moved(self, mover: int, events, game) -> None:
        """A move was applied (anyone's): told by the match, once per move (a second telling of the
        same move's events, the scene's, changes nothing)."""
        if events is self._told:
            return
        self._told = events
        if any(isinstance(ev, EndTriggered) for ev in events):
            self.queue.append("end")
        if mover == self.seat and (game.is_over or game.to_move != self.seat):
            self.turns_done += 1
            if self.turns_done == self.guided_turns:
                self.queue.append("free")
        self.target = None

    def skip(self) -> None:
        """The callout on screen is done with (Got it)."""
        self.callout = None

    def leave(self) -> None:
        """The learner leaves the guide: from now on a normal game."""
        self.active = False
        self.callout = None
        self.target = None
        self.queue.clear()
