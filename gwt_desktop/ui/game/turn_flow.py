"""The turn's flow in the game scene: the one door every applied move goes through (a click's and a
computer's), undo, the computer seats' pacing (bot_turns.py) and the wait for the running shows, the
Hint (hints.py) and its why, fast forward, the hot-seat hand-offs and the end of the game.

The flow tells the parts what happened through lists of listeners, called in the order they were
added: `searched(move, found)` just before a computer's move is applied (what the search that chose it
found, ai/plan.Found, or None), `moved(move, events, mover)` after a move is applied, `undone()` after an undo,
`taken(player)` when a person takes the screen at a hand-off and `hinted()` when the Hint's move
came. Before calling them it drops what the shared context derived from the position
(GameContext.changed), so nothing is compared each frame.
"""
from __future__ import annotations

import logging
import random
from collections.abc import Callable

from ...ai import judgement
from ...engine import DecisionKind, IllegalMove, Move, MoveKind, reveals
from ...storage import settings as settings_mod
from ...text import notices, problems
from ...text import speed as speed_words
from ..kit.sentences import move_label
from .bot_turns import BotTurns
from .context import GameContext
from .deliveries import goes_to_kansas_city
from .deliveries import warning as delivery_warning
from .hints import Hints
from .path_choices import same_choice
from .why_card import WhyCard

log = logging.getLogger(__name__)

HINT_SECONDS = 6.0
JUDGEMENT_SECONDS = 12.0  # the learned judgement's damaged file: a long sentence, said once a game


class TurnFlow:
    def __init__(self, ctx: GameContext, app, why_card: WhyCard, *, on_top: Callable[[], bool],
                 pace: float | None = None, bot_budget: float | None = None) -> None:
        self.ctx = ctx
        self.app = app  # its settings, and the scenes it opens: hand-off, menu, score pad
        self.on_top = on_top  # whether the game scene is the one on screen (a hand-off opens only then)
        self.why_card = why_card
        rng = random.Random(f"bots-{ctx.match.seed}")  # one stream for the computers' and the hint's seeds
        self.bots = BotTurns(rng, bot_budget)
        self.hints = Hints(rng)
        self.pace_override = pace  # None: the settings' computer_pace
        self.last_move_at = -1e9
        self.fast_forward = False  # "To my turn": computers play at once, without shows, until a person decides
        self.opened: Move | None = None  # the local action whose own choice is being made now (Cancel takes it back)
        # The rest of the last hint's line while the moves made follow it (its why's line, session/advice):
        # asked again along it, the Hint keeps that plan instead of searching anew (a new search may
        # pick an equally good disc or space and change the plan without a reason).
        self.plan: list[Move] = []
        self._hinted_line: tuple = (None, [])  # (the decision's stamp, the moves of its hint's line)
        self.ended = False
        self.searched: list[Callable[[Move, object], None]] = []  # a computer's move and its search's Found
        self.moved: list[Callable[[Move, list, int], None]] = []
        self.undone: list[Callable[[], None]] = []
        self.taken: list[Callable[[int], None]] = []
        self.hinted: list[Callable[[], None]] = []  # the Hint's move has come
        # Set by the scene once the parts are built: the shows (animations) and the recap's words.
        self.skip_shows: Callable[[], None] = lambda: None
        self.holding: Callable[[], bool] = lambda: False
        self.recap_lines: Callable[[int], list[str]] = lambda player: []
        self.finish_hold: Callable[[], bool] = lambda: False  # something to read before the score pad (the guide)
        self.judgement_told = False  # the learned judgement's damaged file said once in this game

    # ---- the pace ----
    @property
    def chosen_pace(self) -> float:
        """The pace chosen (settings, or the scene's override), fast forward aside."""
        if self.pace_override is not None:
            return self.pace_override
        return float(getattr(self.app.settings, "computer_pace", settings_mod.DEFAULTS.computer_pace))

    @property
    def pace(self) -> float:
        return 0.0 if self.fast_forward else self.chosen_pace

    def set_pace(self, pace: float) -> None:
        """The pace from the game screen: the same setting as in Settings, saved at once."""
        self.pace_override = None
        self.app.apply_settings(self.app.settings.with_(computer_pace=pace))
        self.ctx.say(speed_words.pace_changed(pace))

    def skip(self) -> None:
        """End the shows running now and play a computer move that waits for the pace at once."""
        self.skip_shows()
        self.last_move_at = -1e9

    def toggle_fast_forward(self) -> None:
        if self.ctx.human_to_act():
            self.ctx.say(speed_words.FAST_FORWARD_YOURS)
            return
        self.fast_forward = not self.fast_forward
        self.ctx.say(speed_words.FAST_FORWARD_STARTED if self.fast_forward else speed_words.FAST_FORWARD_STOPPED)
        if self.fast_forward:
            self.skip()

    # ---- applying moves: the one door ----
    def play(self, move: Move) -> bool:
        """Apply a legal move through the match; False (and nothing changed) when it is not legal."""
        ctx = self.ctx
        mover = ctx.game.to_move
        stamp = ctx.controller.stamp
        # Asked before the move: whether it is the Hint's (the fees of a path are the position's). Only
        # a person's legal move can be (a move refused below is nobody's step).
        human = ctx.match.seats[mover].is_human and move in ctx.game.legal_moves()
        line = self._line(stamp)
        on_line = human and bool(line) and same_choice(ctx.game, line[0], move)
        hinted = human and self.follows_hint(move, stamp)
        try:
            events = ctx.match.apply(move, hinted=hinted)
        except IllegalMove as e:
            log.warning("refused %s: %s", move, e)
            return False
        # A local action that asks a choice of its own (which auxiliary action, which worker) is a
        # half-made choice until that is answered: Cancel and a right click take the action back.
        g = ctx.game
        self.opened = move if (move.kind == MoveKind.ACTION and not g.is_over and g.to_move == mover
                               and g.decision.kind != DecisionKind.LOC) else None
        ctx.changed()
        self._follow_plan(line, on_line, events, mover)
        self.hints.drop()
        self.why_card.drop()
        self.bots.played()
        self.last_move_at = ctx.clock
        if not (ctx.message.while_others_play and not ctx.human_to_act()):
            ctx.message.clear()  # what was said belonged to the decision before; not "X is playing"
        for listener in self.moved:
            listener(move, events, ctx.match.movers[-1])
        if self.fast_forward and (g.is_over or ctx.human_to_act() or ctx.needs_handoff()):
            self.fast_forward = False  # a person decides now: back to the chosen pace
        self._maybe_handoff()
        return True

    def _line(self, stamp) -> list[Move]:
        """The Hint's line from the decision `stamp` on: the line of its hint, or the plan kept so far."""
        hinted, moves = self._hinted_line
        return moves if hinted == stamp and moves else self.plan

    def follows_hint(self, move: Move, stamp) -> bool:
        """Whether `move`, about to be made at the decision `stamp`, follows the Hint (what the record
        keeps: Match.hinted, and the review says of the turn). A move follows it when it is the move the
        Hint gave for this decision (the one it rings), or the next step of the line the Hint's card
        showed while every move since that hint was the line's next step in order, uncovering nothing,
        the same seat to move (the plan _follow_plan keeps: a later hint along it gives the same step).
        A path to the same space paying the same fees as the Hint's is the Hint's move: the choice
        panel offers them as one (path_choices.same_choice). So a turn played all along the Hint's
        line has all its moves following it; a turn whose player left the line after its first steps
        has those first steps following it and no move after (until a new hint, and the moves along
        that one)."""
        game = self.ctx.game
        hinted = self.hints.move
        step = self._line(stamp)[:1]
        return any(same_choice(game, h, move) for h in ([hinted] if hinted is not None else []) + step)

    def _follow_plan(self, line: list[Move], on_line: bool, events, mover: int) -> None:
        """Keep the rest of the hinted `line` (the hint's line for the decision the move was made in,
        or the plan kept so far) while the move just made was its next step (`on_line`), uncovering
        nothing and leaving the same seat to move on; anything else ends the plan."""
        g = self.ctx.game
        follows = on_line and not reveals(events) and not g.is_over and g.to_move == mover
        self.plan = line[1:] if follows else []
        self._hinted_line = (None, [])

    def _remember_line(self) -> None:
        """The hint's line once its why is worked out: the plan a later hint keeps to."""
        card = self.why_card
        advice = card.advice
        if advice is not None and card.stamp == self.ctx.controller.stamp and self._hinted_line[0] != card.stamp:
            self._hinted_line = (card.stamp, list(advice.line.moves))

    def can_undo(self) -> bool:
        return self.ctx.human_to_act() and self.ctx.match.can_undo()

    def undo_refused(self) -> str | None:
        """Why Undo is greyed now, in words (None: it is not)."""
        if self.can_undo():
            return None
        if self.ctx.game.is_over:
            return notices.UNDO_OVER
        if not self.ctx.human_to_act():
            return notices.UNDO_NOT_YOURS
        return notices.undo_refused(self.ctx.match.undo_refused())

    def can_hint(self) -> bool:
        return self.ctx.human_to_act() and not self.hints.busy

    def hint_refused(self) -> str | None:
        """Why the Hint is greyed now, in words (None: it is not)."""
        if self.can_hint():
            return None
        return notices.THINKING if self.ctx.human_to_act() else notices.HINT_NOT_YOURS

    def undo(self) -> None:
        """Take back the human's last move of this turn (Match.undo decides how far one may go)."""
        ctx = self.ctx
        if not self.can_undo():
            ctx.say(self.undo_refused())
            return
        self.hints.drop()  # the advice was for the decision being taken back
        self.why_card.drop()
        self.plan, self._hinted_line = [], (None, [])
        ctx.message.clear()
        ctx.match.undo()
        self.opened = None
        ctx.changed()
        self.bots.played()
        for listener in self.undone:
            listener()

    # ---- whose screen ----
    def confirm_handoff(self, player: int) -> None:
        """The hand-off screen's "I am <name>": the screen becomes that seat's."""
        self.ctx.eyes = player
        self.ctx.controller.cancel()
        self.ctx.changed()
        for listener in self.taken:
            listener(player)

    def _maybe_handoff(self) -> None:
        ctx = self.ctx
        if ctx.needs_handoff() and self.on_top():
            player = ctx.match.to_move
            self.app.open("handoff", seat=ctx.match.seats[player], player=player,
                          on_confirm=self.confirm_handoff, on_menu=self.open_menu,
                          recap=self.recap_lines(player))

    def open_menu(self) -> None:
        self.app.open("menu", match=self.ctx.match)

    # ---- the Hint ----
    def ask_hint(self) -> None:
        """The Hint's move (hints.py) for the human to move, thought on a thread; its pieces get a blue ring."""
        ctx = self.ctx
        if not ctx.human_to_act():
            return
        if self.hints.move is not None:
            # Hint again over a hint given: it closes the card and takes the rings away.
            self.hints.drop()
            self.why_card.drop()
            ctx.message.clear()
            return
        self.why_card.drop()
        stamp, moves = self._hinted_line
        line = moves if stamp == ctx.controller.stamp else self.plan  # this decision's hint, or the plan
        plan = line[0] if line and line[0] in ctx.controller.legal else None
        self.hints.ask(ctx.game, ctx.controller.stamp, plan)
        ctx.say(lambda: notices.THINKING, 3600.0)  # until the thread ends: with its advice, or without any

    def _poll_hint(self) -> None:
        ctx = self.ctx
        move = self.hints.poll(ctx.controller.stamp, ctx.controller.legal)
        if move is not None:
            game, seats = ctx.game, ctx.match.seats

            def said() -> str:  # in the language of the moment: the advice may outlast a switch
                words = notices.hint(move_label(move, game, seats))
                if goes_to_kansas_city(move):  # the herd reaches only one city: the advice says so
                    words = notices.with_warning(words, delivery_warning(ctx))
                return words

            ctx.say(said, HINT_SECONDS)
            for listener in self.hinted:
                listener()
            self.why_card.explain(ctx.game, ctx.game.to_move, move, ctx.controller.stamp, ctx.match.seats,
                                  self.hints.rng.getrandbits(32))
        elif not self.hints.waiting and ctx.message.text == notices.THINKING:
            ctx.message.clear()  # the thread ended without advice that still fits the decision

    # ---- time: computer seats and the end ----
    def update(self, dt: float) -> None:
        ctx = self.ctx
        if not self.judgement_told and (judged := judgement.problem()) is not None:
            # the computers, the Hint and the guide judge as in December: said once, where they play
            self.judgement_told = True
            ctx.say(lambda: problems.say(judged), JUDGEMENT_SECONDS, brief=lambda: problems.judgement_brief(judged))
        if self.hints.waiting or ctx.message.text == notices.THINKING:
            self._poll_hint()
        self._remember_line()
        g = ctx.game
        if self.fast_forward:
            self.skip_shows()
        if g.is_over:
            if not self.finish_hold():
                self._finish()
            return
        if ctx.needs_handoff():
            self._maybe_handoff()
            return
        seat = ctx.match.seat_to_move
        if seat.is_human:
            return
        move = self.bots.answer(g, seat)
        news = self.bots.news()
        if news:
            ctx.say(lambda: notices.computer_fallback(news), HINT_SECONDS)  # the watchdog gave up on a stuck computer: a simpler one played
        if move is not None and ctx.clock - self.last_move_at >= self.pace and not self.holding():
            found = self.bots.found
            self.bots.played()
            for listener in self.searched:
                listener(move, found)
            if not self.play(move):
                self.play(self.bots.fallback(g))

    def look(self) -> tuple:
        """What the turn shows that changes without input: the position, a computer thinking, the
        hint (asked, its move), fast forward, the end."""
        hints = self.hints
        return (self.ctx.generation, self.bots.thinking, hints.busy, hints.move, self.fast_forward, self.ended)

    def waiting(self) -> bool:
        """Something comes without input: a computer's turn (its thread, the pace), a hint being
        thought, a hand-off or the end to open."""
        ctx = self.ctx
        if self.ended:
            return False
        g = ctx.game
        if g.is_over and self.finish_hold():
            return False  # waiting for the reader: a click or a key brings the next frame
        return (g.is_over or not ctx.match.seat_to_move.is_human or ctx.needs_handoff()
                or self.hints.waiting or self.fast_forward)

    def _finish(self) -> None:
        if self.ended:
            return
        self.ended = True
        self.leave()
        if self.on_top():
            self.app.open("score_pad", match=self.ctx.match, replace=True)

    def leave(self) -> None:
        """The scene is leaving the stack (quit, new game, the window closing): stop the threads."""
        self.bots.stop()
        self.hints.drop()
