"""Animations drawn over the board so that moves are easy to follow: a sprite flying between two
places, a cattleman walking the trail space by space, money popping up.

The engine has already applied the move when an animation starts; the board underneath is drawn
from the new view. Animations are only an overlay: they never delay the game and never hold input.
A click or Space skips them (skip()), and the speed setting scales them (0 = off: nothing queued).
`plan()` turns one move's engine events into animations, using where each component was drawn
before the move and is drawn after it (BoardView.components()), with layout.json as the fallback.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import pairwise

from ...engine import BANK, Event, EventKind, PerKind, board
from ...engine.components import CARD_NAMES, TILE_NAMES
from ...text.after_game import money_change
from ..board.zoom import VIEW
from ..kit import assets, canvas, theme
from ..kit.layout import Layout, center
from ..kit.layout import load as load_layout

Rect = tuple[int, int, int, int]
Point = tuple[float, float]

# Durations at speed "normal" (seconds); "fast" multiplies them by settings.SPEED_FACTOR["fast"].
FLIGHT = 0.5
STEP = 0.22  # per trail location (or track space) walked
POPUP = 1.1
STAGGER = 0.12  # between the flights of one move, so several cards read as several


def _ease(t: float) -> float:
    """Smoothstep: starts and lands softly."""
    t = min(1.0, max(0.0, t))
    return t * t * (3 - 2 * t)


def _lerp(a: Point, b: Point, t: float) -> Point:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


class Anim:
    """Base: runs from `delay` to `delay + duration` on the animator's clock."""

    # A piece the board leaves out while this runs ("cattleman:2"); such an animation also draws the
    # piece where it starts while it waits for its turn (a staggered flight), so it never blinks out.
    hides: str | None = None

    def __init__(self, duration: float, delay: float = 0.0) -> None:
        self.duration = max(1e-6, duration)
        self.delay = delay
        self.t = 0.0

    @property
    def done(self) -> bool:
        return self.t >= self.delay + self.duration

    @property
    def started(self) -> bool:
        return self.t >= self.delay

    @property
    def progress(self) -> float:
        return min(1.0, max(0.0, (self.t - self.delay) / self.duration))

    def draw(self, surf) -> None:
        """Draw at the animation's time, where rect() says."""
        place = self.rect()
        if place is not None:
            canvas.as_canvas(surf).blit(self.image(), place)

    def image(self):  # pragma: no cover - overridden
        raise NotImplementedError

    def rect(self):  # pragma: no cover - overridden
        """Where the animation draws now (a pygame.Rect), None when it draws nothing."""
        return

    def _sprite_rect(self, lift: int = 0):
        """A sprite of self.size centred on position(), raised by `lift`; None before the start unless
        the piece it stands for is hidden meanwhile (then it waits where it starts)."""
        import pygame

        if not self.started and getattr(self, "hides", None) is None:
            return None
        x, y = self.position()
        return pygame.Rect(round(x - self.size[0] / 2), round(y - self.size[1] / 2) - lift, *self.size)


class Flight(Anim):
    """A sprite (art path) moving from one rect to another, drawn at the destination's size."""

    def __init__(self, sprite: str, a: Rect, b: Rect, duration: float = FLIGHT, delay: float = 0.0,
                 hides: str | None = None) -> None:
        super().__init__(duration, delay)
        self.sprite, self.a, self.b, self.hides = sprite, a, b, hides
        self.size = (max(8, b[2]), max(8, b[3]))

    def position(self) -> Point:
        return _lerp(center(self.a), center(self.b), _ease(self.progress))

    def image(self):
        return canvas.sprite(self.sprite, self.size)

    def rect(self):
        return self._sprite_rect()


class Walk(Anim):
    """A sprite going along a polyline, one leg per step (a leg = the road to the next location)."""

    def __init__(self, sprite: str, legs: Sequence[Sequence[Point]], size: tuple[int, int],
                 per_step: float = STEP, delay: float = 0.0, hides: str | None = None, clip=None) -> None:
        super().__init__(per_step * max(1, len(legs)), delay)
        self.sprite, self.size, self.hides = sprite, size, hides
        self.legs = [list(leg) for leg in legs if len(leg) >= 1] or [[(0.0, 0.0)]]
        self.clip = clip  # the zoomed trail's region: the walker is seen only inside it

    def draw(self, surf) -> None:
        if self.clip is None:
            return super().draw(surf)
        surf = canvas.as_canvas(surf)
        old = surf.get_clip()
        surf.set_clip(old.clip(self.clip))
        try:
            super().draw(surf)
        finally:
            surf.set_clip(old)

    def position(self) -> Point:
        p = self.progress * len(self.legs)
        i = min(int(p), len(self.legs) - 1)
        leg = self.legs[i]
        return _along(leg, _ease(p - i))

    def image(self):
        return canvas.sprite(self.sprite, self.size)

    def rect(self):
        return self._sprite_rect(lift=6)


def _along(points: Sequence[Point], t: float) -> Point:
    """The point at fraction t of a polyline's length."""
    if len(points) == 1:
        return tuple(points[0])  # type: ignore[return-value]
    seg = [((points[i + 1][0] - points[i][0]) ** 2 + (points[i + 1][1] - points[i][1]) ** 2) ** 0.5
           for i in range(len(points) - 1)]
    total = sum(seg) or 1.0
    want = min(1.0, max(0.0, t)) * total
    for i, length in enumerate(seg):
        if want <= length or i == len(seg) - 1:
            return _lerp(points[i], points[i + 1], want / length if length else 1.0)
        want -= length
    return tuple(points[-1])  # type: ignore[return-value]  # pragma: no cover


class Popup(Anim):
    """A short text ("+$3") rising and fading above a point."""

    def __init__(self, text: str, at: Point, color=theme.GAIN, duration: float = POPUP,
                 delay: float = 0.0) -> None:
        super().__init__(duration, delay)
        self.text, self.at, self.color = text, at, color
        self._pic = None

    def image(self):
        if self._pic is None:
            font = canvas.font(40, bold=True)
            fg = font.render(self.text, True, self.color)
            outline = font.render(self.text, True, theme.POPUP_OUTLINE)

            def paint(s) -> None:
                for dx, dy in ((0, 0), (4, 0), (0, 4), (4, 4), (2, 0), (0, 2), (4, 2), (2, 4)):
                    s.blit(outline, (dx, dy))
                s.blit(fg, (2, 2))

            self._pic = canvas.drawn((fg.get_width() + 4, fg.get_height() + 4), paint)
        return self._pic

    def draw(self, surf) -> None:
        place = self.rect()
        if place is None:
            return
        surf = canvas.as_canvas(surf)
        img = self.image()
        img.pixels(surf.k).set_alpha(round(255 * (1 - max(0.0, self.progress - 0.6) / 0.4)))
        surf.blit(img, place)

    def rect(self):
        if not self.started:
            return None
        img = self.image()
        x, y = self.at
        # Starts just above the point, so the number it changes stays readable underneath.
        return img.get_rect(topleft=(round(x - img.get_width() / 2), round(y - 50 - 50 * _ease(self.progress))))


class Animator:
    """The running animations of one scene. update(dt) advances them; draw(surf) paints them."""

    def __init__(self, speed: float = 1.0) -> None:
        self.speed = speed  # settings.Settings.speed_factor: 0 off, <1 fast, 1 normal
        self.anims: list[Anim] = []

    @property
    def busy(self) -> bool:
        return bool(self.anims)

    def set_speed(self, factor: float) -> None:
        self.speed = factor
        if factor <= 0:
            self.skip()

    def add(self, anim: Anim) -> None:
        """Queue one animation; its times are scaled by the speed. With animations off, nothing runs."""
        if self.speed <= 0:
            return
        anim.duration *= self.speed
        anim.delay *= self.speed
        self.anims.append(anim)

    def extend(self, anims: Sequence[Anim]) -> None:
        for a in anims:
            self.add(a)

    def update(self, dt: float) -> None:
        for a in self.anims:
            a.t += dt
        self.anims = [a for a in self.anims if not a.done]

    def skip(self) -> None:
        """Finish everything now (a click or Space): the board already shows the result."""
        self.anims.clear()

    def hidden(self) -> set[str]:
        """Pieces the board should leave out while they are shown moving."""
        return {a.hides for a in self.anims if a.hides}

    def draw(self, surf) -> None:
        for a in self.anims:
            a.draw(surf)

    def rects(self) -> list:
        """Where the animations draw now."""
        return [r for a in self.anims if (r := a.rect()) is not None]


# ---------------------------------------------------------------------------------------------
# From one move's events to animations
# ---------------------------------------------------------------------------------------------
def trail_route(start: str, stops: Sequence[str]) -> list[list[Point]]:
    """Legs (polylines) from `start` through each stop in turn, along layout trail_paths; empty
    spaces between two stops are walked through inside one leg (they cost no step)."""
    lay = load_layout()
    paths = lay.get("trail_paths")
    legs = []
    here = start
    for stop in stops:
        chain = _chain(here, stop)
        leg: list[Point] = []
        for a, b in pairwise(chain):
            pts = paths.get(f"{a}>{b}")
            if pts is None:
                pts = [list(center(lay.rect("trail", a))), list(center(lay.rect("trail", b)))]
            leg.extend(tuple(p) for p in (pts if not leg else pts[1:]))
        if not leg:
            leg = [center(lay.rect("trail", stop))]
        legs.append(leg)
        here = stop
    return legs


def _chain(a: str, b: str) -> list[str]:
    """Spaces from a to b along the trail's arrows (breadth first; [a, b] when b is not ahead)."""
    ia, ib = board.SPACE_INDEX.get(a), board.SPACE_INDEX.get(b)
    if ia is None or ib is None:
        return [a, b]
    prev = {ia: -1}
    queue = [ia]
    for sp in queue:
        if sp == ib:
            break
        for n in board.SUCCESSORS[sp]:
            if n not in prev:
                prev[n] = sp
                queue.append(n)
    if ib not in prev:
        return [a, b]
    out = [ib]
    while prev[out[-1]] != -1:
        out.append(prev[out[-1]])
    return [board.SPACES[i] for i in reversed(out)]


class Places:
    """Where components are: the board view's rects (after the move, then before it), then the layout
    (a trail space's through the trail's zoom, as the screen shows it)."""

    def __init__(self, after: dict[str, Rect], before: dict[str, Rect] | None = None,
                 layout: Layout | None = None, zoom=None) -> None:
        self.after = after
        self.before = before or {}
        self.layout = layout or load_layout()
        self.zoom = zoom if zoom is not None and zoom.on else None  # ui/board/zoom.Zoom

    def rect(self, key: str, *fallback_path, prefer_before: bool = False) -> Rect | None:
        first, second = (self.before, self.after) if prefer_before else (self.after, self.before)
        r = (first.get(key) or second.get(key)) if key else None
        if r is not None:
            return tuple(r)  # type: ignore[return-value]
        if fallback_path:
            try:
                r = self.layout.rect(*fallback_path)
            except (KeyError, IndexError):  # a place the layout does not have: no flight (a bug raises on)
                return None
            return tuple(self.zoom.rect(r)) if self.zoom is not None and fallback_path[0] == "trail" else r
        return None

    def trail_point(self, p: Point) -> Point:
        """A point of the trail's layout where the screen shows it."""
        return self.zoom.point(p) if self.zoom is not None else p


def plan(events: Sequence[Event], places: Places, viewer: int, before_view: dict, after_view: dict,
         color: Callable[[int], int] = lambda p: p, move=None) -> list[Anim]:
    """The animations that show one applied move. `viewer` is whose eyes the screen is: cards go to
    that player's hand and piles, other players' gains fly to their opponent box."""
    show = _Show(places, viewer, before_view, after_view, color, move)
    for ev in events:
        shown = _SHOWS[ev.kind]
        if shown is not None:
            shown(show, ev)
    return show.out


class _Show:
    """One move's animations being planned: what they are so far, when the next flight starts, and
    where things are (the places drawn, the views before and after the move)."""

    def __init__(self, places: Places, viewer: int, before_view: dict, after_view: dict,
                 color: Callable[[int], int], move) -> None:
        self.places, self.viewer, self.before, self.after, self.color, self.move = (
            places, viewer, before_view, after_view, color, move)
        self.out: list[Anim] = []
        self.clock = 0.0  # start time of the next flight
        self.opp_index = [p for p in range(len(after_view["players"])) if p != viewer]

    def seated(self, p: int) -> bool:
        return 0 <= p < len(self.before["players"])

    def home(self, p: int, fallback: tuple) -> Rect | None:
        """Where a player's gains land: the viewer's own board, or that player's opponent box."""
        if p == self.viewer:
            return self.places.rect("", *fallback)
        if p in self.opp_index:
            return self.places.rect(f"opponent:{p}", "opponents", self.opp_index.index(p))
        return None

    def fly(self, sprite: str | None, a: Rect | None, b: Rect | None, hides: str | None = None,
            size: tuple[int, int] | None = None) -> None:
        if sprite is None or a is None or b is None or not assets.art_path(sprite).is_file():
            return
        if size is not None:
            b = (round(center(b)[0] - size[0] / 2), round(center(b)[1] - size[1] / 2), *size)
        self.out.append(Flight(sprite, a, b, delay=self.clock, hides=hides))
        self.clock += STAGGER

    def money_at(self, p: int) -> Point | None:
        r = self.places.rect("", "player_board", "money") if p == self.viewer else self.home(p, ())
        return center(r) if r else None


# event kind -> how the move shows it on screen, or None: nothing moves for it (the board redrawn from
# the new view says it, or another record's show does).
_SHOWS = PerKind("shows", nothing=(
    EventKind.SHUFFLE, EventKind.DISCARD, EventKind.CERT, EventKind.REVEAL, EventKind.TURN, EventKind.FORCED,
    EventKind.GAME_OVER, EventKind.END_TRIGGERED, EventKind.FEE, EventKind.ACTION, EventKind.AUX,
    EventKind.MARKET_ADD, EventKind.MARKET_REFILL, EventKind.KANSAS_CITY, EventKind.FORESIGHT,
    EventKind.TILE_BOXED, EventKind.INCOME, EventKind.DELIVER, EventKind.TRANSPORT, EventKind.DISC_CLEARED,
    EventKind.DISC_RECLAIMED, EventKind.UPGRADE, EventKind.MASTER, EventKind.OBJECTIVE_PLAYED, EventKind.REMOVED,
))


@_SHOWS.on(EventKind.CATTLEMAN)
def _walk(show: _Show, ev) -> None:
    p = ev.player
    if not show.seated(p):
        return
    dest = board.SPACES[ev.space]
    start = show.before["players"][p].get("cattleman") or "START"
    if dest == "START" or start == dest:
        return
    stops = _stops(show.move, dest) if show.move is not None and p == show.before.get("to_move") else [dest]
    places = show.places
    legs = [[places.trail_point(pt) for pt in leg] for leg in trail_route(start, stops)]
    sprite = f"pieces/cattleman_p{show.color(p)}.png"
    z = places.zoom.z if places.zoom is not None else 1.0
    show.out.append(Walk(sprite, legs, (round(44 * z), round(44 * z)), delay=show.clock, hides=f"cattleman:{p}",
                         clip=VIEW if places.zoom is not None else None))
    show.clock += STEP * len(legs)


@_SHOWS.on(EventKind.ENGINE)
def _engine(show: _Show, ev) -> None:
    p = ev.player
    if not show.seated(p):
        return
    was = show.before["players"][p]["engine"]
    a = show.places.rect(f"track:{was}", "track", was, prefer_before=True)
    now = board.position_text(ev.position)
    b = show.places.rect(f"track:{now}", "track", now)
    # At the size the railroad draws a lone engine (board_parts.draw_railroad): it lands without a jump.
    show.fly(f"pieces/engine_p{show.color(p)}.png", a, b, hides=f"engine:{p}", size=(30, 30))


@_SHOWS.on(EventKind.MONEY)
def _money(show: _Show, ev) -> None:
    if not ev.amount:
        return
    # One payment, two purses: the payer's pops red, a receiving player's green (the bank has none).
    for who, sign in ((ev.payer, -1), (ev.receiver, 1)):
        at = show.money_at(who) if who != BANK else None
        if at is not None:
            show.out.append(Popup(money_change(sign * ev.amount), at, theme.GAIN if sign > 0 else theme.COST,
                                  delay=show.clock))


def _to_discard_pile(show: _Show, ev, sprite: str, size: tuple[int, int], key: str, *place) -> None:
    """A card the player gains flies from where it lay (`key`, else layout.json's `place`) onto the
    player's discard pile."""
    a = show.places.rect(key, *place, prefer_before=True)
    show.fly(sprite, a, show.home(ev.player, ("hand", "piles", "discard")), size=size)


@_SHOWS.on(EventKind.BUY)
def _bought(show: _Show, ev) -> None:
    card = CARD_NAMES[ev.card]
    _to_discard_pile(show, ev, f"cards/cattle_{card}.png", (66, 92), f"market:{card}", "cattle_market", "area")


@_SHOWS.on(EventKind.HIRE)
def _hired(show: _Show, ev) -> None:
    p, tile, row = ev.player, TILE_NAMES[ev.worker], ev.row
    offset = 4 - len(show.after["players"])  # 4P uses cells 0..3, 3P 1..3, 2P 2..3
    was = show.before["job_market"][row] if row < len(show.before["job_market"]) else []
    i = was.index(tile) if tile in was else 0
    a = show.places.rect(f"job:{row}:{i}", "job_market", "cells", row, i + offset, prefer_before=True)
    n = show.after["players"][p]["workers"][ev.worker] if 0 <= p < len(show.after["players"]) else 1
    b = show.home(p, ("player_board", "workers", tile, max(0, min(5, n - 1))))
    show.fly(f"tiles/worker_{tile}.png", a, b, size=(44, 44))


@_SHOWS.on(EventKind.JOB_MARKET)
def _job_market(show: _Show, ev) -> None:
    tile, row = TILE_NAMES[ev.worker], ev.row
    now = show.after["job_market"][row] if row < len(show.after["job_market"]) else []
    i = max(0, len(now) - 1)
    offset = 4 - len(show.after["players"])
    a = show.places.rect("", "foresight", "area")
    b = show.places.rect(f"job:{row}:{i}", "job_market", "cells", row, i + offset)
    show.fly(f"tiles/worker_{tile}.png", a, b, size=(40, 40))
    if show.after["token_row"] != show.before["token_row"]:
        ta = show.places.rect("jobtoken", "job_market", "token", show.before["token_row"], prefer_before=True)
        tb = show.places.rect("", "job_market", "token", min(12, show.after["token_row"]))
        size = (tb[2] + 6, tb[3] + 6) if tb else None  # as draw_kc_panel draws it
        show.fly("pieces/job_token.png", ta, tb, hides="jobtoken", size=size)


@_SHOWS.on(EventKind.TILE_PLACED)
def _tile_placed(show: _Show, ev) -> None:
    tile, space = TILE_NAMES[ev.tile], board.SPACES[ev.space]
    a = show.places.rect("", "foresight", "area")
    b = show.places.rect(f"trail:{space}", "trail", space)
    sprite = f"tiles/teepee_{tile.split('_')[0]}.png" if tile.endswith("teepee") else f"tiles/hazard_{tile}.png"
    show.fly(sprite, a, b, hides=f"trail:{space}")


@_SHOWS.on(EventKind.HAZARD, EventKind.TEEPEE)
def _tile_taken(show: _Show, ev) -> None:
    tile, space = TILE_NAMES[ev.tile], board.SPACES[ev.space]
    a = show.places.rect(f"trail:{space}", "trail", space, prefer_before=True)
    b = show.home(ev.player, ("player_board", "owned_tiles"))
    sprite = (f"tiles/teepee_{tile.split('_')[0]}.png" if ev.kind == EventKind.TEEPEE
              else f"tiles/hazard_{tile}.png")
    show.fly(sprite, a, b, size=(48, 48))


@_SHOWS.on(EventKind.BUILD)
def _built(show: _Show, ev) -> None:
    name, space = ev.building, board.SPACES[ev.space]
    a = show.home(ev.player, ("player_board", "buildings", name[:-1]))
    b = show.places.rect(f"trail:{space}", "trail", space)
    show.fly(f"buildings/private_{name}_p{show.color(ev.player)}.png", a, b, hides=f"trail:{space}")


@_SHOWS.on(EventKind.CITY, EventKind.STATION)
def _disc(show: _Show, ev) -> None:
    target = (show.places.rect(f"city:{ev.city}", "cities", ev.city) if ev.kind == EventKind.CITY
              else show.places.rect(f"station:{ev.station + 1}", "stations", ev.station + 1))
    a = show.home(ev.player, ("player_board", "area"))
    show.fly(f"pieces/disc_p{show.color(ev.player)}_white.png", a, target, size=(32, 32))


@_SHOWS.on(EventKind.DRAW)
def _drawn(show: _Show, ev) -> None:
    if ev.player != show.viewer or not ev.count:
        return
    a = show.places.rect("pile:draw", "hand", "piles", "draw", prefer_before=True)
    for i in range(min(ev.count, 6)):
        b = show.places.rect("", "hand", "slots", min(9, i))
        show.fly("cards/cattle_back.png", a, b, size=(66, 92))


@_SHOWS.on(EventKind.OBJECTIVE_GAINED)
def _objective(show: _Show, ev) -> None:
    card = CARD_NAMES[ev.card]
    _to_discard_pile(show, ev, f"cards/objective_{card[-2:]}.png", (66, 100), f"objective:{card}", "objectives",
                     "stack")


def _stops(move, dest: str) -> list[str]:
    """The locations a cattleman move enters ("move P_A1 N_B"), ending at dest."""
    path = list(getattr(move, "path", ()))
    if path and path[-1] == dest:
        return path
    return [dest]
