"""A scripted strategy seat, never offered to a player: stations and station masters, as the experienced
player who beat Expert 81-56 played (issue 68's third target, issue 70's reviewed games).

That player upgraded stations and took their station masters, cleared the hand-limit and certificate
discs, built a toll building, took hazards, delivered ever further (El Paso, San Diego), never to
Kansas City (-6 points a disc) and bought no cattle. The seat is Hard's search (the beam over its own
turn, judged where the turn ends by the shared judgement) with that plan's items worth extra points to
it (`plan_points`): the judgement still weighs every move, the plan tips it. At a delivery's city it
never chooses Kansas City while another city is legal (the beam's next best city instead).

It chooses among legal_moves() only, as every bot; it is deterministic for a seed as Hard is. The
figures it plays to (stations, masters, Kansas City deliveries, cities) are measured by tools.arena
and recorded in docs/experiments/expert.md.
"""
from __future__ import annotations

from ..engine import MoveKind, board, owned_buildings
from ..engine.components import DISC_INDEX, N_CATTLE_KINDS, STARTING_DECK
from .hard import HardBot
from .judgement import search_value

# Extra points per item of the plan, on top of what the judgement already counts. Large enough to
# change which turn the beam plays (an item worth a point or less changed almost nothing in self-play's
# styles, lab/judging.STYLE_SCALE), not so large that the seat pays any price for them. Chosen among five
# sets on 6 games against Medium (docs/experiments/expert.md, 2026-12-07): this one kept Kansas City to
# 0.5 discs a game and reached a far city most often; bought cattle at -2.5 a card changed little.
STATION = 5.0  # a station upgraded
MASTER = 6.0  # a station master's tile taken
HAND_DISC = 5.0  # a disc cleared from the hand-limit row (one more card in hand)
CERT_DISC = 3.0  # a disc cleared from the certificate row (a higher certificate limit)
PERM_CERT = 4.0  # a permanent certificate
FAR_CITY = 4.0  # a disc on a city from Albuquerque on (value 10 and up)
FAR_FROM = 5  # board.CITIES index of Albuquerque
KANSAS_CITY = -12.0  # a disc on Kansas City, besides its -6 on the pad
TOLL = 3.0  # a building of one's own whose space charges a fee (a hand on it)
HAZARD = 0.5  # a hazard tile taken
CATTLE = -1.0  # a cattle card bought (one not of the starting breeds)

_HAND, _CERT4, _CERT6 = DISC_INDEX["hand"], DISC_INDEX["cert4"], DISC_INDEX["cert6"]
_BOUGHT = range(max(STARTING_DECK) + 1, N_CATTLE_KINDS)  # card kinds only the cattle market sells


def bought(pl) -> int:
    """The cattle cards a player holds (deck, hand, discards) that only the cattle market sells."""
    return sum(1 for card in pl.deck() if card in _BOUGHT)


def plan_points(state, seat: int) -> float:
    """The plan's extra points for `seat` in this position: what it holds of stations, station masters,
    discs, certificates, far cities, a toll building and hazards, less its Kansas City discs and the
    cattle it bought."""
    pl = state.players[seat]
    cities = pl.cities
    v = STATION * sum(pl.stations) + MASTER * len(pl.masters)
    v += HAND_DISC * pl.cleared(_HAND) + CERT_DISC * (pl.cleared(_CERT4) + pl.cleared(_CERT6))
    v += PERM_CERT * pl.perm_certs + HAZARD * len(pl.hazards)
    v += FAR_CITY * sum(cities[FAR_FROM:]) + KANSAS_CITY * cities[board.CITY_KC]
    v += CATTLE * bought(pl)
    if len(pl.supply) < 10:  # a building built: is one of them a toll building
        v += TOLL * min(1, sum(1 for _, b in owned_buildings(state, seat) if b.hands))
    return v


class StationsBot(HardBot):
    """Hard's search for a seat playing for stations and station masters (module docstring)."""

    name = "stations"

    def judgement(self, game, seat):
        base = search_value(seat, game, self.judge())

        def value(g) -> float:
            return base(g) + plan_points(g.state, seat)

        return value

    def choose(self, game, seat, rng, budget, cancelled=None):
        move = super().choose(game, seat, rng, budget, cancelled)
        if move.kind == MoveKind.CITY and move.city == board.CITY_KC:
            other = [m for m in game.legal_moves() if m.kind == MoveKind.CITY and m.city != board.CITY_KC]
            if other:
                # Another city is open: the best of them by this seat's judgement (the kept line is
                # dropped: it went to Kansas City).
                self._line = []
                value = self.judgement(game, seat)

                def after(m):
                    c = game.clone()
                    c.apply(m)
                    return value(c)

                return max(other, key=after)
        return move
