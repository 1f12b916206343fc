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

from ...engine import BANK, Event, board
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
            except (KeyError, IndexError, ValueError, TypeError):
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
    out: list[Anim] = []
    clock = 0.0  # start time of the next flight
    opp_index = [p for p in range(len(after_view["players"])) if p != viewer]

    def home(p: int, fallback: tuple) -> Rect | None:
        """Where a player's gains land: the viewer's own board, or that player's opponent box."""
        if p == viewer:
            return places.rect("", *fallback)
        if p in opp_index:
            k = opp_index.index(p)
            return places.rect(f"opponent:{p}", "opponents", k)
        return None

    def fly(sprite: str | None, a: Rect | None, b: Rect | None, hides: str | None = None,
            size: tuple[int, int] | None = None) -> None:
        nonlocal clock
        if sprite is None or a is None or b is None or not assets.art_path(sprite).is_file():
            return
        if size is not None:
            b = (round(center(b)[0] - size[0] / 2), round(center(b)[1] - size[1] / 2), *size)
        out.append(Flight(sprite, a, b, delay=clock, hides=hides))
        clock += STAGGER

    def money_at(p: int) -> Point | None:
        r = places.rect("", "player_board", "money") if p == viewer else home(p, ())
        return center(r) if r else None

    before_players = before_view["players"]
    for ev in events:
        kind = ev.kind
        p = ev.player
        if kind == "cattleman" and 0 <= p < len(before_players):
            dest = board.SPACES[ev.space]
            start = before_players[p].get("cattleman") or "START"
            if dest == "START" or start == dest:
                continue
            stops = _stops(move, dest) if move is not None and p == before_view.get("to_move") else [dest]
            legs = [[places.trail_point(pt) for pt in leg] for leg in trail_route(start, stops)]
            sprite = f"pieces/cattleman_p{color(p)}.png"
            z = places.zoom.z if places.zoom is not None else 1.0
            size = (round(44 * z), round(44 * z))
            out.append(Walk(sprite, legs, size, delay=clock, hides=f"cattleman:{p}",
                            clip=VIEW if places.zoom is not None else None))
            clock += STEP * len(legs)
        elif kind == "engine" and 0 <= p < len(before_players):
            a = places.rect(f"track:{before_players[p]['engine']}", "track", before_players[p]["engine"],
                            prefer_before=True)
            b = places.rect(f"track:{board.position_text(ev.position)}", "track", board.position_text(ev.position))
            # At the size the railroad draws a lone engine (board_parts.draw_railroad): it lands without a jump.
            fly(f"pieces/engine_p{color(p)}.png", a, b, hides=f"engine:{p}", size=(30, 30))
        elif kind == "money" and ev.amount:
            # One payment, two purses: the payer's pops red, a receiving player's green (the bank has none).
            for who, sign in ((ev.payer, -1), (ev.receiver, 1)):
                at = money_at(who) if who != BANK else None
                if at is not None:
                    text = money_change(sign * ev.amount)
                    out.append(Popup(text, at, theme.GAIN if sign > 0 else theme.COST, delay=clock))
        elif kind == "buy":
            card = CARD_NAMES[ev.card]
            a = places.rect(f"market:{card}", "cattle_market", "area", prefer_before=True)
            b = home(p, ("hand", "piles", "discard"))
            fly(f"cards/cattle_{card}.png", a, b, size=(66, 92))
        elif kind == "hire":
            tile = TILE_NAMES[ev.worker]
            row = ev.row
            offset = 4 - len(after_view["players"])  # 4P uses cells 0..3, 3P 1..3, 2P 2..3
            was = before_view["job_market"][row] if row < len(before_view["job_market"]) else []
            i = was.index(tile) if tile in was else 0
            a = places.rect(f"job:{row}:{i}", "job_market", "cells", row, i + offset, prefer_before=True)
            n = after_view["players"][p]["workers"][ev.worker] if 0 <= p < len(after_view["players"]) else 1
            b = home(p, ("player_board", "workers", tile, max(0, min(5, n - 1))))
            fly(f"tiles/worker_{tile}.png", a, b, size=(44, 44))
        elif kind == "job_market":
            tile, row = TILE_NAMES[ev.worker], ev.row
            now = after_view["job_market"][row] if row < len(after_view["job_market"]) else []
            i = max(0, len(now) - 1)
            offset = 4 - len(after_view["players"])
            a = places.rect("", "foresight", "area")
            b = places.rect(f"job:{row}:{i}", "job_market", "cells", row, i + offset)
            fly(f"tiles/worker_{tile}.png", a, b, size=(40, 40))
            if after_view["token_row"] != before_view["token_row"]:
                ta = places.rect("jobtoken", "job_market", "token", before_view["token_row"], prefer_before=True)
                tb = places.rect("", "job_market", "token", min(12, after_view["token_row"]))
                size = (tb[2] + 6, tb[3] + 6) if tb else None  # as draw_kc_panel draws it
                fly("pieces/job_token.png", ta, tb, hides="jobtoken", size=size)
        elif kind == "tile_placed":
            tile, space = TILE_NAMES[ev.tile], board.SPACES[ev.space]
            a = places.rect("", "foresight", "area")
            b = places.rect(f"trail:{space}", "trail", space)
            sprite = (f"tiles/teepee_{tile.split('_')[0]}.png" if tile.endswith("teepee")
                      else f"tiles/hazard_{tile}.png")
            fly(sprite, a, b, hides=f"trail:{space}")
        elif kind in ("hazard", "teepee"):
            tile, space = TILE_NAMES[ev.tile], board.SPACES[ev.space]
            a = places.rect(f"trail:{space}", "trail", space, prefer_before=True)
            b = home(p, ("player_board", "owned_tiles"))
            sprite = (f"tiles/teepee_{tile.split('_')[0]}.png" if kind == "teepee"
                      else f"tiles/hazard_{tile}.png")
            fly(sprite, a, b, size=(48, 48))
        elif kind == "build":
            name, space = ev.building, board.SPACES[ev.space]
            a = home(p, ("player_board", "buildings", name[:-1]))
            b = places.rect(f"trail:{space}", "trail", space)
            fly(f"buildings/private_{name}_p{color(p)}.png", a, b, hides=f"trail:{space}")
        elif kind in ("city", "station"):
            target = places.rect(f"city:{ev.city}", "cities", ev.city) if kind == "city" else \
                places.rect(f"station:{ev.station + 1}", "stations", ev.station + 1)
            a = home(p, ("player_board", "area"))
            fly(f"pieces/disc_p{color(p)}_white.png", a, target, size=(32, 32))
        elif kind == "draw" and p == viewer and ev.count:
            a = places.rect("pile:draw", "hand", "piles", "draw", prefer_before=True)
            for i in range(min(ev.count, 6)):
                b = places.rect("", "hand", "slots", min(9, i))
                fly("cards/cattle_back.png", a, b, size=(66, 92))
        elif kind == "objective_gained":
            card = CARD_NAMES[ev.card]
            a = places.rect(f"objective:{card}", "objectives", "stack", prefer_before=True)
            b = home(p, ("hand", "piles", "discard"))
            fly(f"cards/objective_{card[-2:]}.png", a, b, size=(66, 100))
    return out


def _stops(move, dest: str) -> list[str]:
    """The locations a cattleman move enters ("move P_A1 N_B"), ending at dest."""
    path = list(getattr(move, "path", ()))
    if path and path[-1] == dest:
        return path
    return [dest]
