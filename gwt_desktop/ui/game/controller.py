"""The controller: turns clicks on the board into one of the engine's legal moves. No pygame.

It never builds a move. Each legal move is mapped (by `targets`) to the component keys it involves
("trail:HZ_DR1", "market:holstein", "button:done"); what can be clicked now is the union of the
candidates' keys; a click keeps the candidates that involve the clicked key. One left: that move is
the answer. Several left that the board cannot tell apart: they go to a small choice panel.

Key families: the board's own (trail:, track:, station:, master:, city:, foresight:, job:, market:,
hand:, objective:, objstack, aux:, disc:, worker:, building:, ...) and the scene's widgets:
button:<name> (Done, Skip, Draw, Stop, Cancel, ...), action:<name> (a local action of the building
the cattleman stands on) and choice:<i> (a line of the choice panel).
"""
from __future__ import annotations

from dataclasses import dataclass

from ...engine import DecisionKind, Move, MoveKind
from ...text import notices

# Keys the scene draws itself; every other key must be among the board's drawn components.
OWN_PREFIXES = ("button:", "action:", "choice:")
CANCEL = "button:cancel"
AUX_BUTTON = "button:aux"  # a building's "Auxiliary action" (the bar's way to the player board's actions)

# The player board's disc spaces, as layout.json names them, for each engine disc group.
DISC_SLOTS = {
    "aux_money": ("aux_money_1", "aux_money_2"),
    "aux_cards": ("aux_cards_1", "aux_cards_2"),
    "aux_cert": ("aux_cert_1", "aux_cert_2"),
    "aux_engine": ("aux_engine_1", "aux_engine_2"),
    "aux_thin": ("aux_thin_1", "aux_thin_2"),
    "cert4": ("cert_limit_4",),
    "cert6": ("cert_limit_6",),
    "step1": ("step_1",),
    "step2": ("step_2",),
    "hand": ("hand_1", "hand_2"),
}

# Moves answered by a button of their own (no piece on the board stands for them).
BUTTON_KINDS = {MoveKind.DONE, MoveKind.SKIP, MoveKind.DRAW, MoveKind.STOP, MoveKind.BUYDRAW, MoveKind.CERTS}


def is_own(key: str) -> bool:
    return key.startswith(OWN_PREFIXES)


def button_key(move: Move) -> str:
    return "button:" + "_".join((move.kind, *move.args))


def targets(move: Move, game, view: dict | None = None) -> tuple[str, ...]:
    """The component keys a legal move involves, most telling first. Pure: reads only the move, the
    typed decision and what the mover's view shows (the job market's cells, where the cattleman
    stands); `view` is game.view(game.to_move), made here when not given."""
    k = move.kind
    if k in BUTTON_KINDS:
        return (button_key(move),)
    if k in (MoveKind.PLACE, MoveKind.COPY, MoveKind.HAZARD, MoveKind.TEEPEE, MoveKind.MOVE):
        # A path's key is its destination; paths to it differ only by fee: the choice panel.
        return (f"trail:{move.space}",)
    if k == MoveKind.BUILD:
        return (f"building:{move.building_number}", f"trail:{move.space}")
    if k == MoveKind.BUY:
        return tuple(dict.fromkeys(f"market:{c}" for c in move.cards))
    if k == MoveKind.HIRE:
        # Every cell of that row holding that kind of worker (the board keys cells job:<row>:<index>).
        market = (view or game.view(game.to_move))["job_market"]
        row = move.row
        cells = market[row] if 0 <= row < len(market) else []
        return tuple(f"job:{row}:{c}" for c, worker in enumerate(cells) if worker == move.worker)
    if k == MoveKind.CITY:
        # One city only: a bar button too, saying where and what it brings (the city may be a small
        # crest in the railroad's corner; the step is asked all the same, RULES §3.1 step 5).
        if len(game.legal_moves()) == 1:
            return (f"city:{move.city}", button_key(move))
        return (f"city:{move.city}",)
    if k == MoveKind.ENGINE:
        return (f"track:{move.position}",)
    if k in (MoveKind.UPGRADE, MoveKind.STATION, MoveKind.RECLAIM):
        return (f"station:{move.station + 1}",)
    if k == MoveKind.APPOINT:
        decision = game.decision
        keys = [f"worker:{move.worker}"]
        if decision.kind == DecisionKind.MASTER:
            keys.append(f"master:{decision.station + 1}")
        return tuple(keys)
    if k == MoveKind.DISC:
        return tuple(f"disc:{slot}" for slot in DISC_SLOTS.get(move.action, ())) + (f"disc:{move.action}",)
    if k in (MoveKind.DISCARD, MoveKind.REMOVE, MoveKind.PAIR):
        return (f"hand:{move.cards[0]}",)
    if k == MoveKind.OBJECTIVE:
        return (f"hand:{move.cards[0]}", f"objective:{move.cards[0]}")
    if k == MoveKind.OBJCARD:
        return (f"objective:{move.cards[0]}",)
    if k == MoveKind.OBJSTACK:
        return ("objstack",)
    if k == MoveKind.AUX:
        # At a building the single auxiliary action has a button of its own too (F's bar lacked one):
        # pressing it narrows to the auxiliary actions, which glow on the player board.
        if game.decision.kind == DecisionKind.LOC:
            return (f"aux:{move.action}", AUX_BUTTON)
        return (f"aux:{move.action}",)
    if k == MoveKind.ACTION:
        keys = [f"action:{move.action}"]
        where = (view or game.view(game.to_move))["players"][game.to_move]["cattleman"]
        if where is not None:
            keys.append(f"trail:{where}")  # clicking the building asks which action
        return tuple(keys)
    if k == MoveKind.FORESIGHT:
        decision = game.decision
        return (f"foresight:{decision.column}:{move.number}",) if decision.kind == DecisionKind.KC_FORESIGHT else ()
    return ()


@dataclass
class Outcome:
    """What a click did: `move` to apply, or a `hint` to show (nothing applied), or neither (narrowed)."""
    move: Move | None = None
    hint: str | None = None


class Controller:
    """Narrowing state for one decision. Call sync(game, drawn) whenever the game or the drawn
    components may have changed; it resets itself when the legal moves change."""

    def __init__(self) -> None:
        self.legal: list[Move] = []
        self.candidates: list[Move] = []
        self.picked: list[str] = []
        self._keys: dict[Move, tuple[str, ...]] = {}
        self._drawn: frozenset[str] | None = frozenset()
        self._stamp: object = None

    @property
    def stamp(self) -> object:
        """The stamp of the decision the candidates belong to (what sync() was last given)."""
        return self._stamp

    # ---- keeping up with the game ----
    def sync(self, game, drawn=None, stamp: object = None) -> None:
        """`drawn`: the board's component keys now (None: take every key as drawn, for tests of the
        table alone); `stamp` must change whenever a move was applied (None: always reset)."""
        drawn = None if drawn is None else frozenset(drawn)
        reset = stamp != self._stamp or stamp is None
        if reset:
            self._stamp = stamp
            self.legal = game.legal_moves() if not game.is_over else []
            self.candidates = list(self.legal)
            self.picked = []
        if reset or drawn != self._drawn:
            self._drawn = drawn
            view = game.view(game.to_move) if self.legal else None
            self._keys = {m: self._visible(m, game, view) for m in self.legal}

    def _visible(self, m: Move, game, view) -> tuple[str, ...]:
        out: list[str] = []
        for key in targets(m, game, view):
            if is_own(key) or self._drawn is None or key in self._drawn:
                out.append(key)
        if m.kind == MoveKind.ACTION and not out:
            out.append(f"action:{m.action}")
        return tuple(dict.fromkeys(out))

    def keys(self, m: Move) -> tuple[str, ...]:
        """The clickable keys standing for a legal move (empty: only the choice panel can pick it)."""
        return self._keys.get(m, ())

    # ---- what is offered ----
    @property
    def narrowed(self) -> bool:
        return bool(self.picked)

    def choices(self) -> list[Move]:
        """The choice panel's lines: the candidates no further click on the board can single out.

        Before any click those are the moves nothing stands for. After a click, when some candidate
        has no piece left that tells it apart (two paths to one space, 1 or 2 cowboys for one card,
        the actions of the clicked building), the panel lists every candidate, those a further click
        could single out too: "Which one?" stands for all the clicked piece still chooses between (a
        Holstein alone, two of them, a Holstein and an Ayrshire), as the focus line counts them.
        When the board tells every candidate apart there is no panel: they glow there."""
        if not self.picked:
            return [m for m in self.candidates if not self.keys(m)]
        telling = self.board_keys()
        if all(telling.intersection(self.keys(m)) for m in self.candidates):
            return []
        return list(self.candidates)

    def buttons(self) -> list[tuple[str, Move | None]]:
        """The scene's own buttons offered now: (key, move) — move None for Cancel."""
        if self.picked:
            return [(CANCEL, None)]
        seen: dict[str, Move] = {}
        for m in self.candidates:
            for key in self.keys(m):
                if key.startswith(("button:", "action:")) and key not in seen:
                    seen[key] = m
        return list(seen.items())

    def board_keys(self) -> set[str]:
        """Board components that glow: each one narrows the candidates when clicked."""
        counts: dict[str, int] = {}
        for m in self.candidates:
            for key in self.keys(m):
                if not is_own(key) and key not in self.picked:
                    counts[key] = counts.get(key, 0) + 1
        if self.picked:
            # Only keys that still tell the remaining candidates apart are worth a click.
            return {k for k, n in counts.items() if n < len(self.candidates)}
        return set(counts)

    def any_board_keys(self) -> bool:
        """Whether any board component glows: bool(board_keys()), the first found enough (the resting
        loop asks it several times a shimmer step)."""
        if self.picked:
            return bool(self.board_keys())
        return any(not is_own(key) for m in self.candidates for key in self.keys(m))

    def glowing(self) -> set[str]:
        keys = self.board_keys()
        keys.update(k for k, _ in self.buttons())
        keys.update(f"choice:{i}" for i in range(len(self.choices())))
        return keys

    # ---- clicks ----
    def click(self, key: str) -> Outcome:
        if key == CANCEL:
            self.cancel()
            return Outcome()
        if key.startswith("choice:"):
            options = self.choices()
            i = int(key.split(":")[1])
            if 0 <= i < len(options):
                return Outcome(move=options[i])
            return Outcome(hint=notices.NO_LONGER_OFFERED)
        if key not in self.glowing():
            if self.picked and not is_own(key) and any(key in self.keys(m) for m in self.legal):
                # Another piece of this decision (a second building tile, another card): the player
                # changed their mind, so start again from it rather than ask for Cancel first.
                self.cancel()
                return self.click(key)
            return Outcome(hint=notices.NOT_A_CHOICE)
        kept = [m for m in self.candidates if key in self.keys(m)]
        if len(kept) == 1:
            return Outcome(move=kept[0])
        if not kept:
            return Outcome(hint=notices.NOT_A_CHOICE)
        self.candidates = kept
        self.picked.append(key)
        return Outcome()

    def cancel(self) -> None:
        self.candidates = list(self.legal)
        self.picked = []
