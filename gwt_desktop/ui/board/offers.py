"""What the board shows beyond game.view(seat), put into the view the board draws (no pygame here):

    shown = board_extras(shown, game, seat, text_scale)

- "city_offers": while `seat` chooses the city of a delivery, every city on offer with its points,
  objective cards, money and transport cost, from the engine's Game.delivery_options; computed once
  per decision (cached on the offered moves), so a frame costs a dictionary look-up.
- "text_scale": the Text size setting, which enlarges the board's own words.
"""
from __future__ import annotations

from ...engine import DecisionKind

_cache: dict = {}


def board_extras(view: dict, game, seat: int, text_scale: float = 1.0) -> dict:
    extra = {}
    offers = city_offers(view, game, seat)
    if offers:
        extra["city_offers"] = offers
    if text_scale != 1.0:
        extra["text_scale"] = text_scale
    return {**view, **extra} if extra else view


def city_offers(view: dict, game, seat: int) -> list[dict] | None:
    if view.get("over") or view.get("to_move") != seat or view.get("decision") != DecisionKind.CITY:
        return None
    key = (id(game), seat, tuple(view.get("legal_moves") or ()), view["players"][seat]["engine"])
    if _cache.get("key") != key:
        _cache["key"], _cache["offers"] = key, _ask(game, seat)
    return _cache["offers"]


def _ask(game, seat: int) -> list[dict]:
    """Game.delivery_options: the engine's one query for a delivery's cities and what each brings."""
    return [{"city": o.city, "points": o.points, "objectives": o.objectives, "money": o.money,
             "transport": o.transport} for o in game.delivery_options(seat).options]
