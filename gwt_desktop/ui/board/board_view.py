"""Draws the board from game.view(seat) and knows where every drawn component is.

    bv = BoardView(layout)                       # layout = gwt_desktop.ui.kit.layout.load()
    bv.draw(surf, view, seats, highlight=keys, seat=viewer)
    bv.components() -> [(key, rect)]             # everything the last draw() showed, topmost last

Only `view` is read (never the game), so the screen shows exactly what that seat may know: another
player's hand is not in the view and is never drawn. `seats` (gwt_desktop.session.seats.Seat) give names and
art colours (seat.color picks the _p0.._p3 sprites). `seat` defaults to view["viewer"].
An optional view["in_flight"] (["engine:1", "jobtoken"]) names pieces an animation is flying: the
board leaves them out until they land (game/shows.py ShowsPart.shown adds it).

Layers, for the frame budget: the board background is loaded once; the pieces are drawn onto a copy
of it only when the view changes (compared by a cheap signature), and then only in the regions whose
part of the view changed (REGIONS: railroad and cities, trail, Kansas City panel, market, objectives,
the seat's own board and hand, the opponents); glows and dimming for `highlight` are composed onto a
further cached copy when the highlighted set changes; each frame is then one full-canvas blit plus a
pulsing outline per highlighted component.

Component keys ("section:detail"; several rects may share a key, e.g. two Holsteins in the market):
  trail:<SPACE>          every trail space (engine board.SPACES names: START, N_A, P_A1, HZ_FL1, TP+2, KC)
  track:<pos>            every railroad position "0".."39", turnouts "4.5", "7.5", ...
  station:<n>            station disc spaces 1..10
  master:<n>             station-master tiles still on the board, slots 1..5
  city:<i>               city crests 0..9 (index into engine board.CITIES)
  foresight:<col>:<row>  foresight tiles present (col 0..2, row 0..1)
  kcstack:<k>            the three Kansas City tile stacks (k 0..2), with their counts
  job:<row>:<col>        workers in the job market (row index into view["job_market"], col within that row)
  jobtoken               the job-market token: at its row's end, or with the player who took it
  market:<card>          cattle-market cards (engine card names: holstein, west_highland_4, ...)
  marketstack            the cattle-market stack, with its count
  objective:<card>       objective cards on display and in the viewer's objective area
  objstack               the objective stack, with its count
  money, limits          the viewer's purse and hand/certificate limit line
  worker:<kind>          the viewer's worker rows (cowboy, craftsman, engineer)
  disc:<slot>            discs still on the viewer's board (layout player_board.discs names; the disc
                         group is the one seat_parts.DISC_SLOTS lists the slot under, e.g. aux_cert_2 -> aux_cert)
  aux:<action>           auxiliary actions aux_money, aux_cards, aux_cert, aux_engine, aux_thin
  cert:<n>               certificate track spaces 0,1,2,3,4,6
  building:<n>           the viewer's private buildings still in supply (1..10)
  owned:<tile>           hazards, teepees and station masters the viewer owns
  hand:<card>            cards in the viewer's hand
  pile:draw, pile:discard, pile:objective_area
  opponent:<player>      the seat bar of a player, the viewer's included (engine player index)
"""
from __future__ import annotations

import json

import pygame

from ...text import i18n, player_name, seat_name
from ..kit import assets, canvas, draw
from ..kit.canvas import Canvas, as_canvas
from ..kit.layout import Layout
from ..kit.paint import Painter, color
from . import board_parts
from .board_parts import draw_cities, draw_kc_panel, draw_market, draw_objectives, draw_railroad, draw_trail
from .seat_parts import (
    bar_seat,
    draw_hand,
    draw_opponents,
    draw_player_board,
    draw_seat_bar,
    running_total,
    seat_bars,
    seat_frame,
)
from .zoom import Zoom

# Components a decision can target: dimmed with the rest of the board when something else is
# highlighted. Information-only components (counts, summaries, piles) stay at full light.
DIMMABLE = frozenset(("trail", "track", "station", "master", "city", "foresight", "job", "market", "hand",
                      "objective", "objstack", "aux", "disc", "worker", "building", "cert", "score"))
DIM = 150  # of 255: the dimmed board keeps 59% of its light
# A trail space's box when only it is drawn again: four cattlemen fanned on its top edge reach 25 px
# beyond its sides and 18 above it (board_parts.fan, CATTLEMAN); a neutral building 14 beyond its sides.
TRAIL_SIDE, TRAIL_ABOVE = 26, 20
TRAIL_PARTS_MAX = 6  # spaces changed at once beyond which the whole trail is drawn again
GLOW_WIDTH = 4
GLOW_BOX = 8  # a glow's box: its component's rect grown by this (the glow and the pulse reach 2 px out)


class BoardView:
    def __init__(self, layout: Layout, zoom: Zoom | None = None) -> None:
        self.layout = layout
        self.zoom = zoom  # the trail's zoom and pan (zoom.py); None: the trail as the layout has it
        self._background: pygame.Surface | None = None
        self._background_lang: str | None = None  # the language of the names drawn on the background
        self._base: pygame.Surface | None = None  # background + pieces of the last view
        self._sig: str | None = None
        self._components: list[tuple[str, tuple]] = []
        self._composite: pygame.Surface | None = None  # base + dimming and glows of the last highlight
        self._composite_key: tuple | None = None
        self._lit_rects: list[pygame.Rect] = []
        self._uncomposed: list | None = None  # the base's rects redrawn since the composite was composed (None: all)
        self._region_sigs: dict[str, str] = {}
        self._region_comps: dict[str, list] = {}
        self._region_keys: dict[str, list[str]] = {}  # every piece a region drew, shown or zoomed out of sight
        self._trail_spaces: dict[str, str] | None = None  # what each trail space showed when drawn last
        self._trail_colors: list[int] | None = None
        self.trail_parts_drawn = 0  # trail redraws of only the spaces that changed (tests read it)
        self._bar_sigs: list[str] | None = None  # what each seat bar showed when drawn last
        self._bar_comps: list[list] = []  # each seat bar's pieces as drawn last
        self.bars_drawn = 0  # redraws of only the seat bars that changed (tests read it)
        self._keys: list[str] = []
        self.region_redraws: dict[str, int] = {}
        self._text_scale = 1.0
        self.redraws = 0  # how often the pieces were redrawn (the cache at work; tests and bench read it)

    # ---- public ----
    def draw(self, surf, view: dict, seats, highlight=frozenset(), seat: int | None = None) -> None:
        surf = as_canvas(surf)
        seat = view["viewer"] if seat is None else seat
        colors = [s.color for s in seats] if seats else []
        colors += list(range(len(colors), len(view["players"])))  # seats missing: colour by player index
        names = [seat_name(s) for s in seats] if seats else []
        names += [player_name(pl["name"]) for pl in view["players"][len(names):]]
        if self._background is not None and (self._background_lang != i18n.language()
                                             or self._background.k != surf.k):
            # its printed names change language, or the window its scale: every layer is drawn anew
            self._background = self._base = self._composite = None
            self._composite_key = None
        sig = _signature(view, seat, colors, names)
        if self.zoom is not None:
            sig += repr(self.zoom.key())  # the trail zoomed or moved: its region is drawn anew
        if sig != self._sig or self._base is None:
            redrawn = self._redraw(view, seat, colors, names, surf.k)
            self._sig = sig
            self._uncomposed = None if redrawn is None or self._uncomposed is None else self._uncomposed + redrawn
        highlight = frozenset(highlight or ())
        if highlight:
            key = (sig, highlight)
            if key != self._composite_key:
                # Only what changed since the composite was last composed (regions redrawn, the glows
                # that went and came) is composed again: a show's start and end, a narrowing click and
                # the human's turn coming back repaint a few boxes, not the whole canvas (5 ms a time).
                self._compose(highlight, self._uncomposed)
                self._uncomposed = []
                self._composite_key = key
            surf.blit(self._composite, (0, 0))
            self._pulse(surf)
        else:
            self._composite_key = None
            surf.blit(self._base, (0, 0))

    def components(self) -> list[tuple[str, tuple]]:
        """Every piece drawn where the screen shows it, topmost last (a piece the zoomed trail leaves
        out of sight is not among them: nothing there can be clicked)."""
        return list(self._components)

    def keys(self) -> list[str]:
        """The keys of every piece drawn, those the zoomed trail leaves out of sight too: the controller
        asks the board for its targets by these, so zooming never changes what a click may choose."""
        return list(self._keys)

    def rects(self, key: str) -> list[tuple]:
        """Every rect drawn under one key (e.g. all Holsteins in the market)."""
        return [r for k, r in self._components if k == key]

    # ---- layers ----
    def _background_surface(self, k: float) -> Canvas:
        """The board's art at the canvas's scale, scaled once from its own pixels, with the names
        printed on it drawn in the language of the moment."""
        if self._background is None:
            self._background_lang = i18n.language()
            size = (self.layout.width, self.layout.height)
            bg = Canvas.new(size, k)
            # The art scaled straight into it, kept nowhere else (a whole window's pixels).
            bg.surface.blit(assets.scale("board_background.png", bg.surface.get_size()), (0, 0))
            board_parts.draw_board_labels(bg, self.layout.data)
            self._background = bg
        return self._background

    def _paint_in(self, bg, box, colors, scale: float, measure_key, draw, *args) -> Painter:
        """The base's `box` restored from the background `bg`, then painted by draw(painter, *args), clipped
        to the box (a region, a seat bar or trail spaces never paint over their neighbours)."""
        box = pygame.Rect(box)
        self._base.blit(bg, box.topleft, area=box)
        self._base.set_clip(box)
        p = Painter(self._base, self.layout, colors)
        p.text_scale = scale
        with canvas.measuring(measure_key):
            draw(p, *args)
        self._base.set_clip(None)
        return p

    def _redraw(self, view: dict, seat: int, colors: list[int], names: list[str], k: float) -> list | None:
        """Redraw the regions whose part of the view changed, each over its own piece of background
        (a cattleman's step repaints the trail, not the railroad and the job market); returns their
        rects (None: the base was new)."""
        bg = self._background_surface(k)
        redrawn: list | None = []
        scale = view.get("text_scale", 1.0)
        if self._base is None or scale != self._text_scale:
            redrawn = None  # the base is new, or every region's words change size
            self._base = bg.copy() if self._base is None else self._base
            self._region_sigs.clear()
            self._text_scale = scale
        zoom = self.zoom if self.zoom is not None and self.zoom.on else None
        for name, rect, part, paint in REGIONS:
            shown = part(view, seat, colors, names)
            if name == "trail":
                shown = [shown, zoom.key() if zoom is not None else None]
            sig = json.dumps(shown, separators=(",", ":"))
            if self._region_sigs.get(name) == sig:
                continue
            parts = self._trail_parts(view, colors, rect) if name == "trail" and zoom is None else None
            bars = self._bars_changed(view, seat, colors, names) if name == "opponents" else None
            if bars is not None and redrawn is not None:
                # Only the bars whose seat changed (a move changes the mover's and the next one's).
                boxes = seat_bars(Painter(self._base, self.layout, colors), len(view["players"]))
                for b in bars:
                    p = self._paint_in(bg, boxes[b], colors, scale, k, draw_seat_bar, view, seat, names, b)
                    self._bar_comps[b] = p.comps
                    redrawn.append(pygame.Rect(boxes[b]))
                self._region_comps[name] = [c for comps in self._bar_comps for c in comps]
                self._region_keys[name] = [key for key, _ in self._region_comps[name]]
                self._region_sigs[name] = sig
                self.region_redraws[name] = self.region_redraws.get(name, 0) + 1
                self.bars_drawn += 1
                continue
            if name == "trail" and zoom is not None:
                self._region_comps[name], self._region_keys[name] = self._zoomed_trail(
                    zoom, paint, view, seat, colors, names, scale)
                self._trail_spaces = None
            elif parts is not None and redrawn is not None:
                # Only the spaces whose buildings, tiles or cattlemen changed (a step repaints two spaces,
                # not the trail): at 2560x1440 the whole trail is 2.4 million pixels a move.
                for r in parts:
                    p = self._paint_in(bg, r, colors, scale, k, paint, view, seat, colors, names)
                self._region_comps[name] = p.comps if parts else self._region_comps[name]
                self._region_keys[name] = [key for key, _ in self._region_comps[name]]
                self._region_sigs[name] = sig
                self.region_redraws[name] = self.region_redraws.get(name, 0) + 1
                redrawn.extend(parts)
                self.trail_parts_drawn += 1
                continue
            else:
                p = self._paint_in(bg, rect, colors, scale, k, paint, view, seat, colors, names)
                self._region_comps[name] = p.comps
                self._region_keys[name] = [key for key, _ in p.comps]
                if name == "opponents":
                    self._bar_comps = _by_bar(p.comps)
            self._region_sigs[name] = sig
            self.region_redraws[name] = self.region_redraws.get(name, 0) + 1
            if redrawn is not None:
                redrawn.append(pygame.Rect(rect))
        self._components = [c for name, *_ in REGIONS for c in self._region_comps[name]]
        self._keys = [k for name, *_ in REGIONS for k in self._region_keys[name]]
        self.redraws += 1
        return redrawn

    def _trail_parts(self, view: dict, colors: list[int], region) -> list[pygame.Rect] | None:
        """Where the trail changed since it was drawn last: each changed space's box, grown to hold its
        neutral building's width and up to four cattlemen fanned on its top edge, merged; None when all
        of it is to be drawn (the first time, colours changed, or too many places)."""
        spaces = self.layout.get("trail")
        at: dict[str, list[int]] = {}
        for i, pl in enumerate(view["players"]):
            if pl.get("cattleman"):
                at.setdefault(pl["cattleman"], []).append(colors[i])
        now = {space: json.dumps([view["trail"].get(space), at.get(space)], separators=(",", ":"))
               for space in spaces}
        was, self._trail_spaces = self._trail_spaces, now
        if was is None or was.keys() != now.keys() or self._trail_colors != colors:
            self._trail_colors = list(colors)
            return None
        changed = [space for space in now if now[space] != was[space]]
        if len(changed) > TRAIL_PARTS_MAX:
            return None
        area = pygame.Rect(region)
        boxes = [pygame.Rect(spaces[s]).inflate(2 * TRAIL_SIDE, 0).clip(area) for s in changed]
        boxes = [pygame.Rect(b.x, b.y - TRAIL_ABOVE, b.w, b.h + TRAIL_ABOVE + 2).clip(area) for b in boxes]
        return _merged(boxes)

    def _bars_changed(self, view: dict, seat: int, colors: list[int], names: list[str]) -> list[int] | None:
        """Which seat bars changed since they were drawn last (by their place, the viewer's first);
        None when all of them are to be drawn (the first time, the seats or their number changed)."""
        n = len(view["players"])
        scores = view.get("scores")
        now = []
        for k in range(n):
            i = bar_seat(view, seat, k)
            now.append(json.dumps([_off_trail(view["players"][i]), view["to_move"] == i, view["over"], i == seat,
                                   colors[i], names[i] if i < len(names) else None,
                                   scores[i] if scores and i < len(scores) else None], separators=(",", ":")))
        was, self._bar_sigs = self._bar_sigs, now
        if was is None or len(was) != n or len(self._bar_comps) != n:
            return None
        changed = [k for k in range(n) if now[k] != was[k]]
        return changed if len(changed) < n else None

    def _zoomed_trail(self, zoom: Zoom, paint, view, seat, colors, names, scale) -> tuple[list, list]:
        """The trail drawn anew at the zoomed scale into its region: the board's art under the part
        shown, the trail groups' names, the pieces. Returns its components on the screen, cut to the
        region, and the keys of all it drew (those out of sight too)."""
        zc = zoom.canvas(self._base)
        size = (self.layout.width, self.layout.height)
        art = assets.source("board_background.png", (round(size[0] * zc.k), round(size[1] * zc.k)))
        zoom.paint_background(zc, art, size)
        with canvas.measuring(zc.k):
            board_parts.draw_board_labels(zc, self.layout.data)
            p = Painter(zc, self.layout, colors)
            p.text_scale = scale
            paint(p, view, seat, colors, names)
        return ([(key, r) for key, content in p.comps if (r := zoom.shown(content)) is not None],
                [key for key, _ in p.comps])

    def _compose(self, highlight: frozenset, changed: list | None = None) -> None:
        """Dim the board, then bring back at full light what is offered (with a glow) and the
        information-only components (counts, summaries), which no decision targets.

        `changed`: the base's rects redrawn since the composite was last composed (None: compose all
        of it); then only those and the boxes of the glows gone and come are composed again, each
        clipped, with the very same steps as the whole.
        Dimming is one multiplicative fill over the base's pixels copied in, far cheaper than blending an
        alpha veil, and only where something changed (at 2560x1440 a whole fill took 3 ms a move). A
        dimmed copy of the base kept beside it cost a third pass over every redrawn region and, the
        first time, 14.7 MB made at once (20-40 ms; window.md).
        """
        old = self._lit_rects
        lit = self._lit_rects = self._lit(highlight)
        fresh = self._composite is None
        if fresh:
            self._composite = self._base.copy()
            changed = None
        areas = None
        if changed is not None:
            areas = _merged([*changed, *(r.inflate(GLOW_BOX, GLOW_BOX) for r in (*old, *lit))])
            if sum(a.w * a.h for a in areas) > self._base.get_width() * self._base.get_height() * 4 // 5:
                areas = None  # nearly all of the canvas: at once is cheaper
        comp = self._composite
        glow = color("highlight")
        lit_anyway = [r for key, r in self._components  # information only: never dimmed
                      if key not in highlight and key.split(":", 1)[0] not in DIMMABLE]
        for area in areas if areas is not None else [comp.get_rect()]:
            comp.set_clip(area)
            if not fresh:
                comp.blit(self._base, area, area=area)
            comp.fill((DIM,) * 3, area, special_flags=pygame.BLEND_RGB_MULT)
            for r in lit_anyway:
                if area.colliderect(r):
                    comp.blit(self._base, r[:2], area=r)
            near = [r for r in lit if area.colliderect(r.inflate(GLOW_BOX, GLOW_BOX))]
            for r in near:
                comp.blit(self._base, r.topleft, area=r)
            for r in near:
                draw.rect(comp, glow, r.inflate(4, 4), GLOW_WIDTH, border_radius=6)
        comp.set_clip(None)

    def _lit(self, highlight: frozenset) -> list[pygame.Rect]:
        """The visible part of each highlighted component: a fanned card is cut where the next card
        covers it, so its glow does not spill over its neighbour."""
        comps = self._components
        out = []
        for k, (key, r) in enumerate(comps):
            if key not in highlight:
                continue
            r = pygame.Rect(r)
            for _, q in comps[k + 1:]:
                if q[1] <= r.top and q[1] + q[3] >= r.bottom and r.left < q[0] < r.right:
                    r.width = q[0] - r.left
            out.append(r)
        return out

    def composed_key(self) -> tuple | None:
        """What the board layer last drawn shows (the pieces and the highlighted set)."""
        return (self._sig, self._composite_key)

    def glow_boxes(self) -> list[pygame.Rect]:
        """Where each glow's shimmer is drawn (the last draw's highlighted components)."""
        return [r.inflate(GLOW_BOX, GLOW_BOX) for r in self._lit_rects] if self._composite_key else []

    def restore(self, surf, rect) -> None:
        """The board layer of the last draw (dimmed and glowing as it was) back into `rect` of surf."""
        layer = self._composite if self._composite_key else self._base
        if layer is not None:
            surf.blit(layer, rect, area=rect)

    def pulse(self, surf, within=None) -> None:
        """The glows' shimmer (those touching the rect `within`, when given)."""
        self._pulse(surf, within)

    def _pulse(self, surf, within=None) -> None:
        """A cheap per-frame shimmer on the glows, so offered targets catch the eye."""
        t = (pygame.time.get_ticks() % 1200) / 1200
        k = abs(t * 2 - 1)  # 1 -> 0 -> 1
        a, b = color("highlight"), color("white")
        rgb = (round(a[0] + (b[0] - a[0]) * k), round(a[1] + (b[1] - a[1]) * k), round(a[2] + (b[2] - a[2]) * k))
        for r in self._lit_rects:
            if within is None or within.colliderect(r.inflate(GLOW_BOX, GLOW_BOX)):
                draw.rect(surf, rgb, r.inflate(4, 4), 2, border_radius=6)


# The canvas in regions that are redrawn independently: (name, rect, the part of the view it shows,
# how to draw it). Regions do not overlap; cattlemen stand up to 18 px above the top trail row, so the
# trail region starts above it.
def _top(p, view, seat, colors, names):
    draw_railroad(p, view)
    draw_cities(p, view)


def _seat(p, view, seat, colors, names):
    draw_player_board(p, view, seat, names[seat])
    seat_frame(p, seat)
    draw_hand(p, view, seat)


def _players(view, *fields):
    return [[pl[f] for f in fields] for pl in view["players"]]


def _off_trail(pl: dict) -> dict:
    """A player's part of the view as the seat boards show it: all but where the cattleman stands,
    which only the trail draws (a walk's show takes the walker out of the view and puts it back: the
    seat's board and the opponents' bars were drawn again twice a move for nothing, 3 ms each time at
    2560x1440)."""
    return {k: v for k, v in pl.items() if k != "cattleman"}


REGIONS = (
    ("top", (0, 0, 1920, 174),
     lambda v, s, c, n: [_players(v, "engine", "stations", "cities"), v["station_masters"], c,
                         [h for h in v.get("in_flight", ()) if h.startswith("engine:")], v.get("city_offers")],
     _top),
    ("trail", (0, 174, 1520, 622),
     lambda v, s, c, n: [v["trail"], _players(v, "cattleman"), c],
     lambda p, v, s, c, n: draw_trail(p, v)),
    ("kc", (1520, 174, 400, 448),
     lambda v, s, c, n: [v["foresight"], v["kc_stack_sizes"], v["job_market"], v["token_row"], len(v["players"]),
                         "jobtoken" in v.get("in_flight", ())],
     lambda p, v, s, c, n: draw_kc_panel(p, v)),
    ("market", (1274, 830, 410, 250),
     lambda v, s, c, n: [v["market"], v["market_stack_size"], c[s]],
     lambda p, v, s, c, n: draw_market(p, v, c[s])),
    ("objectives", (1684, 830, 236, 250),
     lambda v, s, c, n: [v["objective_display"], v["objective_stack_size"]],
     lambda p, v, s, c, n: draw_objectives(p, v)),
    ("seat", (0, 830, 1274, 250),
     lambda v, s, c, n: [_off_trail(v["players"][s]), v["sides"], s, c[s], n[s], running_total(v, s)],
     _seat),
    ("opponents", (1520, 622, 400, 206),
     lambda v, s, c, n: [[_off_trail(pl) for pl in v["players"]], v["to_move"], v["over"], s, c, n, v.get("scores")],
     lambda p, v, s, c, n: draw_opponents(p, v, s, n)),
)


def _merged(rects: list) -> list[pygame.Rect]:
    """Overlapping rects as one, until none overlap."""
    out = [pygame.Rect(r) for r in rects]
    merged = True
    while merged:
        merged = False
        for i in range(len(out)):
            for j in range(i + 1, len(out)):
                if out[i].colliderect(out[j]):
                    out[i] = out[i].union(out.pop(j))
                    merged = True
                    break
            if merged:
                break
    return out


def _by_bar(comps: list) -> list[list]:
    """The opponents region's pieces split by seat bar: each bar's end with its "opponent:<player>"."""
    out: list[list] = [[]]
    for comp in comps:
        out[-1].append(comp)
        if comp[0].startswith("opponent:"):
            out.append([])
    return out[:-1]


def _signature(view: dict, seat: int, colors: list[int], names: list[str]) -> str:
    """Everything the pieces layer depends on, as one string; the legal moves do not change the picture."""
    shown = {k: v for k, v in view.items() if k != "legal_moves"}
    return json.dumps([shown, seat, colors, names], separators=(",", ":"))
