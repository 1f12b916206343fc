"""What a lab game is asked to be: the deal, the seats' judgements and how each seat plays, as frozen
records, so a misspelt or unknown setting fails where the job is made (a TypeError naming it), never
silently at the seats (twice a setting written into a job dict was never read by the game it was
meant for). `dataclasses.replace(job, seed=...)` makes a variant, and fails alike on a wrong name.

A `Job` is one game of self-play's loop (lab/play.py's play_game and play_on), used by self-play,
its learning curve, the probes, the play-outs and the noise; `Playouts` is a seat's play-out settings
(lab/rollout.py); `Source` is a source game of lab.noise, whose positions noise, inputs and the probes'
beams read.
"""
from __future__ import annotations

from dataclasses import dataclass

FROZEN = "frozen"  # a seat's judgement: the frozen Expert's, not a network
BEAM = (16, 4, 3000)  # self-play's and the learning curve's beam: width, per first move, nodes


def _beam(value, what: str) -> tuple[int, int, int]:
    beam = tuple(value)
    if len(beam) != 3 or not all(isinstance(x, int) and not isinstance(x, bool) and x > 0 for x in beam):
        raise ValueError(f"{what}: a beam is three positive whole numbers (width, per first move, nodes), not {value!r}")
    return beam  # type: ignore[return-value]


def _number(obj, name: str, kind: type) -> None:
    value = getattr(obj, name)
    ok = isinstance(value, bool) if kind is bool else (
        isinstance(value, (int, float)) and not isinstance(value, bool) if kind is float
        else isinstance(value, int) and not isinstance(value, bool))
    if not ok:
        raise TypeError(f"{type(obj).__name__}.{name} is a {kind.__name__}, not {value!r}")
    if kind is float:
        object.__setattr__(obj, name, float(value))


@dataclass(frozen=True)
class Playouts:
    """A seat's turns chosen by play-outs (lab/rollout.by_rollouts): the best `most` distinct outcomes
    within `margin` points of the best, each played on `horizon` more of the seat's own turns on
    `samples` determinizations; a horizon of 0: Expert's look to the next turn instead."""

    horizon: int = 2
    most: int = 3
    samples: int = 4
    margin: float = 4.0

    def __post_init__(self) -> None:
        for name, kind in (("horizon", int), ("most", int), ("samples", int), ("margin", float)):
            _number(self, name, kind)


# The settings given per seat (a tuple as long as the seats; None: every seat the default).
PER_SEAT = ("beams", "explores", "styles", "gates", "discs", "rollouts", "plans")


@dataclass(frozen=True)
class Job:
    """One game: the deal (`seed`, `players`, session/table.deal's), per seat its judgement (`nets`: a
    network's weights, a dict with its "version", or FROZEN) and how it plays.

    - `tau`, `explore`: a share `explore` of turns chosen by a softmax over `tau` points among the best
      few outcomes (`explores`: per seat, instead);
    - `beam` every seat's beam (`beams`: per seat, instead);
    - `styles`: per seat, extra points per unit of some features, or None (a FROZEN seat: None, as it
      plays no style); `price_kc`: every network seat's search counts each Kansas City disc this many points worse;
    - `gates`, `discs`: per seat, a plan seat's loop rule and disc order (play.gated, disc_rule);
    - `rollouts`: per seat, its turns chosen by play-outs (Playouts) or None;
    - `plans`: per seat, True where it plays loop plans (ai/loop_plan.py), a number: with that weight of
      the herd term, else None or False;
    - `rivals`: the rivals' points' weight in the network seats' choices; `partial`: the beam's
      partial turns judged by the network too; `blend`: every network seat's estimates blended with
      Medium's hand-set ones at that weight (ai/judgement.Blend's judgement, in the batched search);
    - `record`: record the positions to learn from;
    - `start`: an exploring start (lab/starts.py: {"turn": T, "bundles": one per seat, a list of gifts
      or None}), or None."""

    seed: int
    players: int
    nets: tuple
    tau: float = 0.0
    beam: tuple = BEAM
    beams: tuple | None = None
    explore: float = 0.0
    explores: tuple | None = None
    styles: tuple | None = None
    gates: tuple | None = None
    discs: tuple | None = None
    rollouts: tuple | None = None
    plans: tuple | None = None
    record: bool = False
    rivals: float = 1.0
    price_kc: float = 0.0
    partial: bool = False
    blend: float = 0.0
    start: dict | None = None

    def __post_init__(self) -> None:
        for name, kind in (("seed", int), ("players", int), ("tau", float), ("explore", float),
                           ("record", bool), ("rivals", float), ("price_kc", float), ("partial", bool),
                           ("blend", float)):
            _number(self, name, kind)
        if not 0.0 <= self.blend <= 1.0:
            raise ValueError(f"Job.blend is a weight between 0 and 1, not {self.blend}")
        if self.blend and self.partial:
            raise ValueError("Job.blend judges finished turns only; a partial job's turns are the network's alone")
        if not 2 <= self.players <= 4:
            raise ValueError(f"Job.players is 2 to 4, not {self.players}")
        object.__setattr__(self, "nets", self._seats("nets", self.nets))
        for spec in self.nets:
            if spec != FROZEN and not isinstance(spec, dict):
                raise TypeError(f"Job.nets: each seat a network's weights (a dict) or {FROZEN!r}, not {spec!r}")
        object.__setattr__(self, "beam", _beam(self.beam, "Job.beam"))
        for name in PER_SEAT:
            value = getattr(self, name)
            if value is not None:
                object.__setattr__(self, name, self._seats(name, value))
        if self.beams is not None:
            object.__setattr__(self, "beams", tuple(_beam(b, "Job.beams") for b in self.beams))
        if self.styles is not None:  # the frozen Expert's judgement takes no style (judging.FrozenBatch)
            styled = [p for p, (spec, style) in enumerate(zip(self.nets, self.styles)) if spec == FROZEN and style]
            if styled:
                raise ValueError(f"Job.styles: seat {styled[0]} is the frozen Expert's, which plays no style")
        if self.start is not None and (set(self.start) != {"turn", "bundles"}
                                       or len(self.start["bundles"]) != self.players):
            raise ValueError(f"Job.start: the turn and a bundle (or None) per seat, not {self.start!r}")
        if self.rollouts is not None:
            for cfg in self.rollouts:
                if cfg is not None and not isinstance(cfg, Playouts):
                    raise TypeError(f"Job.rollouts: each seat a Playouts or None, not {cfg!r}")

    def _seats(self, name: str, value) -> tuple:
        if isinstance(value, (str, dict)):
            raise TypeError(f"Job.{name} is one entry per seat, not {value!r}")
        out = tuple(value)
        if len(out) != self.players:
            raise ValueError(f"Job.{name} has {len(out)} entries for {self.players} seats")
        return out

    def seat(self, name: str) -> tuple:
        """A per-seat setting (PER_SEAT), None for every seat where it is not given."""
        if name not in PER_SEAT:
            raise KeyError(name)
        return getattr(self, name) or (None,) * self.players

    def seat_beams(self) -> tuple:
        """Per seat: the beam's width, per first move and nodes (`beams`, else `beam` for all)."""
        return self.beams or (self.beam,) * self.players

    def seat_explores(self) -> tuple:
        """Per seat: its share of exploring turns (`explores`, else `explore` for all)."""
        return self.explores or (self.explore,) * self.players

    def frozen_seats(self) -> list[int]:
        return [p for p, spec in enumerate(self.nets) if spec == FROZEN]


@dataclass(frozen=True)
class Source:
    """A source game of lab.noise: deal `seed` (two players) played greedily by `net` in both seats at
    `beam`, read at the start of each of `turns`; what is asked of each position: noise's `rollouts`
    (each exploring as self-play does with `explore` and `tau`), or the probes' planning at `beams`."""

    seed: int
    net: dict
    turns: tuple
    beam: tuple = BEAM
    rollouts: int = 0
    explore: float = 0.0
    tau: float = 0.0
    beams: tuple = ()

    def __post_init__(self) -> None:
        for name, kind in (("seed", int), ("rollouts", int), ("explore", float), ("tau", float)):
            _number(self, name, kind)
        if not isinstance(self.net, dict):
            raise TypeError(f"Source.net is a network's weights (a dict), not {self.net!r}")
        object.__setattr__(self, "turns", tuple(self.turns))
        object.__setattr__(self, "beam", _beam(self.beam, "Source.beam"))
        object.__setattr__(self, "beams", tuple(_beam(b, "Source.beams") for b in self.beams))

    def greedy(self) -> Job:
        """How the source game is played: the net in both seats, greedily, at the beam."""
        return Job(seed=self.seed, players=2, nets=(self.net, self.net), beam=self.beam)
