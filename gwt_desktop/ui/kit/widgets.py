"""Widgets drawn in the 1920x1080 logical space: buttons, text fields, segmented selectors and
panels, shared by every scene. They draw on a Canvas (canvas.py) at the window's own resolution.

Every widget is a Part (part.py, the one protocol of everything on screen): it takes events with
their logical mouse position (`handle(event, pos)`, pos None for non-mouse events) and returns True
when it used the event; `draw(surf)` paints it; a text field's caret says busy/wake_in/look. Sizes are chosen
so text stays legible when the canvas is shown at 1280x720 (two thirds): nothing under 24 px.
"""
from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache

import pygame

from ...clean import clean_text
from ...text.words import colour_name
from . import assets, canvas, draw, theme
from .canvas import Pic, as_canvas
from .paint import player_rgb, seat_mark
from .part import Part

BLINK_ON = 0.6  # of each second a focused field's caret shows
# The widgets' colours (theme.py), also taken from here by the screens that use these widgets.
INK, PAPER, PAPER_DARK, MUTED = theme.INK, theme.PAPER, theme.PAPER_DARK, theme.MUTED


def printable(words: str) -> str:
    """`words` as a font takes them: a NUL or a lone surrogate (a file name, a save from elsewhere)
    makes pygame's render raise, so they are cleaned here whatever the caller forgot."""
    return words if words.isprintable() else _cleaned(words)


@lru_cache(maxsize=2048)
def _cleaned(words: str) -> str:  # German's "12\u00a0$" is not isprintable(): cleaned once, not every frame
    return clean_text(words)


def rendered(words: str, size: int, color: tuple, display: bool = False, bold: bool = False) -> Pic:
    """A line of text, rendered once per scale (canvas.text): the scenes redraw the same labels every frame."""
    return canvas.text(printable(words), size, tuple(color), display, bold)


def text(surf: pygame.Surface, words: str, pos: tuple[float, float], size: int = 30, color=INK,
         anchor: str = "topleft", display: bool = False, bold: bool = False) -> pygame.Rect:
    """Draw one line of text with its rect's `anchor` ("center", "midleft", ...) at pos; returns the rect."""
    img = rendered(words, size, tuple(color), display, bold)
    rect = img.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    as_canvas(surf).blit(img, rect)
    return rect


def fitting_size(words: str, size: int, width: int, display: bool = False, bold: bool = False) -> int:
    """The largest size up to `size` at which the words fit `width` pixels (not below 60% of it): a
    button's label in a language with longer words shrinks a little instead of spilling over."""
    return _fitting_size(words, size, width, display, bold, canvas.scale())


@lru_cache(maxsize=512)
def _fitting_size(words: str, size: int, width: int, display: bool, bold: bool, _scale: float) -> int:
    font_size = size
    while font_size > size * 0.6 and canvas.font(font_size, display, bold).size(printable(words))[0] > width:
        font_size -= 2
    return font_size


def smallest_size(size: int) -> int:
    """The smallest size fitting_size(words, size, ...) goes down to."""
    font_size = size
    while font_size > size * 0.6:
        font_size -= 2
    return font_size


def fit_text(words: str, size: int, width: int, bold: bool = False) -> str:
    """The words, cut with an ellipsis so they fit `width` pixels."""
    font = canvas.font(size, False, bold)
    words = printable(words)
    if font.size(words)[0] <= width:
        return words
    while words and font.size(words + "…")[0] > width:
        words = words[:-1]
    return words + "…"


_BREAKS = re.compile(r"[^\S\u00a0\u202f]+")  # every white space but the no-break ones


def wrap(words: str, size: int, width: int, bold: bool = False, display: bool = False) -> list[str]:
    """Break text into lines no wider than `width` pixels at this font size, at spaces only: a
    no-break space (a German "12\u00a0$", a number and its sign) holds its words on one line."""
    font = canvas.font(size, display, bold)
    lines: list[str] = []
    line = ""
    for word in _BREAKS.split(printable(words)):
        if not word:
            continue
        trial = f"{line} {word}".strip()
        if font.size(trial)[0] <= width or not line:
            line = trial
        else:
            lines.append(line)
            line = word
    if line:
        lines.append(line)
    return lines


def panel(surf: pygame.Surface, rect, title: str | None = None, alpha: int = 255) -> None:
    """A paper panel with an ink border (drawn, not the panel sprite: stretched far, its border blurs)."""
    rect = pygame.Rect(rect)
    surf = as_canvas(surf)
    if alpha < 255:
        surf.blit(_paper(rect.size, alpha), rect)
    else:
        draw.rect(surf, PAPER, rect, border_radius=20)
    draw.rect(surf, INK, rect, width=5, border_radius=20)
    if title:
        text(surf, title, (rect.centerx, rect.y + 24), 56, INK, "midtop", display=True)


@lru_cache(maxsize=8)
def _paper(size: tuple[int, int], alpha: int) -> Pic:
    return canvas.drawn(size, lambda c: draw.rect(c, (*PAPER, alpha), c.get_rect(), border_radius=20))


@lru_cache(maxsize=2)  # a whole window's picture each (33 MB at 3840x2160): the title's and one more
def backdrop(size: tuple[int, int], alpha: int = 150) -> Pic:
    """The board art darkened behind the title, forms and the score pad, made once per size and scale."""
    def paint(c) -> None:
        # The art scaled straight into it, kept nowhere else (a whole window's pixels).
        c.surface.blit(assets.scale("board_background.png", c.surface.get_size()), (0, 0))
        shade(c, alpha)

    return canvas.drawn(size, paint, alpha=False)


def clear_caches() -> None:
    """Forget rendered text and backdrops (with pygame.quit(), like assets.clear_caches())."""
    for fn in (_paper, backdrop, _fitting_size):
        fn.cache_clear()


assets.on_clear(clear_caches)


def shade(surf, alpha: int = 150, color=theme.SHADE) -> None:
    """Darken the whole surface (behind menus and panels): the colour laid over it at `alpha`, as two
    fills (no veil the window's size to blend)."""
    pixels = surf.surface if isinstance(surf, canvas.Canvas) else surf
    keep = 255 - alpha
    pixels.fill((keep, keep, keep), special_flags=pygame.BLEND_RGB_MULT)
    pixels.fill(tuple(round(c * alpha / 255) for c in color), special_flags=pygame.BLEND_RGB_ADD)


class Widget(Part):
    """Common ground: a rect, an enabled flag, hover tracking."""

    def __init__(self, rect, enabled: bool = True) -> None:
        self.rect = pygame.Rect(rect)
        self.enabled = enabled
        self.hover = False


class Button(Widget):
    def __init__(self, rect: tuple[int, int, int, int], label: str, on_click: Callable[[], None],
                 enabled: bool = True, size: int = 40, note: str = "") -> None:
        super().__init__(rect, enabled)
        self.label = label
        self.on_click = on_click
        self.pressed = False
        self.size = size
        self.note = note  # a tooltip when pointed at: why it is disabled, or what it opens

    def handle(self, event: pygame.event.Event, pos: tuple[float, float] | None) -> bool:
        """Feed an event with its logical mouse position; returns True when the button used it."""
        if pos is None:
            return False
        inside = self.rect.collidepoint(pos)
        if event.type == pygame.MOUSEMOTION:
            self.hover = inside  # tracked when disabled too: pointing at it shows why (the note)
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and inside:
            self.pressed = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was = self.pressed
            self.pressed = False
            if was and inside:
                assets.play("click.wav")
                self.on_click()
                return True
        return False

    def draw(self, surf: pygame.Surface) -> None:
        state = "disabled" if not self.enabled else "pressed" if self.pressed else "hover" if self.hover else "normal"
        surf = as_canvas(surf)
        button_face(surf, self.rect, state)
        color = PAPER if self.enabled else theme.DISABLED_TEXT
        size = fitting_size(self.label, self.size, self.rect.width - 16, True)
        label = rendered(self.label, size, color, True)
        surf.blit(label, label.get_rect(center=self.rect.center))

    def draw_note(self, surf: pygame.Surface) -> None:
        """The button's note under the pointer, as a tooltip (why it is disabled, or what it opens);
        call after drawing all buttons so it lies on top."""
        if self.note and self.hover and not self.pressed:
            tooltip(surf, self.note, (self.rect.centerx, self.rect.bottom + 4))


def button_face(surf, rect, state: str = "normal") -> None:
    """A button's wooden face (normal, hover, pressed, disabled), drawn at its size: its edge and the
    light line along its top as thick, for its height, as the button sprite's were when stretched."""
    rect = pygame.Rect(rect)
    f = rect.h / 48  # the sprite's height
    radius = round(10 * f)
    draw.rect(surf, theme.BUTTON_FACE.get(state, theme.BUTTON_FACE["normal"]), rect, border_radius=radius)
    draw.rect(surf, theme.ART_INK, rect, max(2, round(3 * f)), border_radius=radius)
    y = rect.y + round(6 * f)
    draw.line(surf, theme.ART_PAPER, (rect.x + round(10 * f), y), (rect.right - round(10 * f), y), max(1, round(2 * f)))


def tooltip(surf: pygame.Surface, words: str, anchor: tuple[int, int], size: int = 26) -> None:
    """A small paper label hanging below `anchor` (its top centre)."""
    surf = as_canvas(surf)
    img = rendered(words, size, INK)
    box = img.get_rect(midtop=anchor).inflate(28, 16)
    box.clamp_ip(surf.get_rect())
    draw.rect(surf, theme.FIELD, box, border_radius=8)
    draw.rect(surf, INK, box, width=2, border_radius=8)
    surf.blit(img, img.get_rect(center=box.center))


# Held Backspace in a text field: first repeat after this long, then one every interval (seconds;
# about what desktops default to).
REPEAT_DELAY = 0.5
REPEAT_INTERVAL = 0.04


def _repeats(held: float) -> int:
    """How many repeats a key held this long has made."""
    return 0 if held < REPEAT_DELAY else 1 + int((held - REPEAT_DELAY) / REPEAT_INTERVAL)


class TextField(Widget):
    """One line of editable text: click to focus, type (TEXTINPUT events), Backspace, Enter/Tab/Esc leave.

    Focusing selects the whole text, as desktop fields do: the first key typed replaces a default
    such as "Player 2", Backspace clears it; after that, keys edit at the end.
    `allowed` filters characters (e.g. digits for a seed); `placeholder` shows while empty.

    Held keys repeat. A held character needs nothing here: the system repeats it and SDL sends a
    TEXTINPUT per repeat. A held Backspace arrives as one KEYDOWN (pygame drops SDL's repeated
    KEYDOWNs unless pygame.key.set_repeat is on, and that would be for every key of every scene, a
    held Space pressing Done again and again), so the field repeats it itself in update() until
    its KEYUP, the field losing focus, or the window losing the keyboard.
    """

    def __init__(self, rect, value: str = "", max_len: int = 16, allowed: Callable[[str], bool] | None = None,
                 placeholder: str = "", on_change: Callable[[str], None] | None = None, size: int = 34) -> None:
        super().__init__(rect)
        self.value = value
        self.max_len = max_len
        self.allowed = allowed or (lambda ch: ch.isprintable())
        self.placeholder = placeholder
        self.on_change = on_change
        self.focused = False
        self.selected = False  # the whole text is selected (just focused): typing replaces it
        self.size = size
        self._blink = 0.0
        self._held: int | None = None  # the repeating key (Backspace) while it is held
        self._held_for = 0.0

    def focus(self, on: bool = True) -> None:
        self.focused = on
        self.selected = on and bool(self.value)
        self._blink = 0.0
        self._held = None

    def _set(self, value: str) -> None:
        if value != self.value:
            self.value = value
            if self.on_change:
                self.on_change(value)

    def handle(self, event, pos) -> bool:
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEMOTION and pos is not None:
            self.hover = self.rect.collidepoint(pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and pos is not None and event.button == 1:
            inside = self.rect.collidepoint(pos)
            self.focus(inside)
            return inside
        if event.type == pygame.KEYUP and event.key == self._held:
            self._held = None
            return False
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            chars = "".join(ch for ch in event.text if self.allowed(ch))
            if chars and self.selected:
                self._set("")
            self.selected = self.selected and not chars
            room = self.max_len - len(self.value)
            if chars and room > 0:
                self._set(self.value + chars[:room])
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                self._backspace()
                self._held, self._held_for = event.key, 0.0
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB, pygame.K_ESCAPE):
                self.focus(False)
            return True  # a focused field swallows keys, so typing never triggers scene shortcuts
        return False

    def _backspace(self) -> None:
        self._set("" if self.selected else self.value[:-1])
        self.selected = False

    # The caret blinks (on 0.6 s, off 0.4 s) and a held Backspace repeats: what the scene's
    # busy()/wake_in()/look() pass on to the app, so a form rests between blinks.
    def busy(self) -> bool:
        return self._held is not None

    def wake_in(self) -> float | None:
        if not self.focused:
            return None
        return (BLINK_ON if self._blink < BLINK_ON else 1.0) - self._blink

    def look(self) -> tuple:
        return (self.value, self.focused, self.selected, self.focused and self._blink < BLINK_ON)

    def update(self, dt: float) -> None:
        self._blink = (self._blink + dt) % 1.0
        if self._held is None:
            return
        if not self.focused or not _keyboard_here():
            self._held = None  # a KEYUP that went to another window never comes
            return
        before, self._held_for = self._held_for, self._held_for + dt
        for _ in range(_repeats(self._held_for) - _repeats(before)):
            self._backspace()

    def draw(self, surf) -> None:
        border = INK if self.focused else MUTED
        fill = theme.FIELD if self.enabled else PAPER_DARK
        draw.rect(surf, fill, self.rect, border_radius=10)
        draw.rect(surf, border, self.rect, width=4 if self.focused else 3, border_radius=10)
        inner = self.rect.inflate(-28, 0)
        if self.value:
            shown = printable(self.value)
            font = canvas.font(self.size)
            while font.size(shown)[0] > inner.width and shown:
                shown = shown[1:]  # keep the end (where the caret is) visible
            if self.selected and self.focused:
                w, h = rendered(shown, self.size, INK).get_size()
                draw.rect(surf, theme.SELECTION, (inner.x - 4, self.rect.centery - h // 2, w + 8, h),
                                 border_radius=4)
            r = text(surf, shown, (inner.x, inner.centery), self.size, INK if self.enabled else MUTED, "midleft")
            caret_x = r.right + 3
        else:
            if self.placeholder and not self.focused:
                text(surf, self.placeholder, (inner.x, inner.centery), self.size, MUTED, "midleft")
            caret_x = inner.x + 2
        if self.focused and self._blink < BLINK_ON:
            h = self.size + 6
            draw.line(surf, INK, (caret_x, self.rect.centery - h // 2), (caret_x, self.rect.centery + h // 2), 3)


def _keyboard_here() -> bool:
    """Whether the window has the keyboard (a key released elsewhere sends this window no KEYUP)."""
    try:
        return pygame.key.get_focused()
    except pygame.error:  # no display: nothing to lose
        return True


class Segmented(Widget):
    """A row of options of which exactly one is chosen (2 / 3 / 4 players; Human / Computer; Easy ...)."""

    def __init__(self, rect, options: Sequence[str], selected: int = 0,
                 on_change: Callable[[int], None] | None = None, size: int = 30, enabled: bool = True) -> None:
        super().__init__(rect, enabled)
        self.options = list(options)
        self.selected = selected
        self.on_change = on_change
        self.size = size
        self.hover_index = -1

    def segment(self, i: int) -> pygame.Rect:
        x, w = self._laid()[1][i]
        return pygame.Rect(x, self.rect.y, w, self.rect.height)

    # Room around a label in its segment: the chosen one's inset (6) and a margin (8), and a little more.
    PAD = 24

    def _laid(self) -> tuple[int, list[tuple[int, int]]]:
        """One size for every label, and each segment's (x, width). Equal segments where every label
        fits one at the full size; else the largest size at which all fit side by side, each segment
        as wide as its label needs and the rest shared out, so no option is drawn smaller than the
        others ("Medium" was, among the levels: each option took the largest size it fitted alone).
        Worked out once per options, size and rect."""
        key = (tuple(self.options), self.size, tuple(self.rect), canvas.scale())  # measured as the window draws
        if getattr(self, "_layout", (None,))[0] == key:
            return self._layout[1]
        n = len(self.options)
        texts = [printable(o) for o in self.options]
        size = self.size
        while True:
            font = canvas.font(size, bold=True)
            needs = [font.size(s)[0] + self.PAD for s in texts]
            if max(needs) * n <= self.rect.width:  # equal segments hold every label at this size
                needs = [self.rect.width / n] * n
                break
            if sum(needs) <= self.rect.width or size <= smallest_size(self.size):
                spare = max(0, self.rect.width - sum(needs)) / n
                needs = [w + spare for w in needs] if sum(needs) <= self.rect.width else [self.rect.width / n] * n
                break
            size -= 2
        edges = [round(self.rect.x + sum(needs[:k])) for k in range(n + 1)]
        edges[-1] = self.rect.right
        laid = (size, [(edges[k], edges[k + 1] - edges[k]) for k in range(n)])
        self._layout = (key, laid)
        return laid

    def index_at(self, pos) -> int:
        for i in range(len(self.options)):
            if self.segment(i).collidepoint(pos):
                return i
        return -1

    def select(self, i: int) -> None:
        if i != self.selected:
            self.selected = i
            if self.on_change:
                self.on_change(i)

    @property
    def value(self) -> str:
        return self.options[self.selected]

    def handle(self, event, pos) -> bool:
        if pos is None or not self.enabled:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover_index = self.index_at(pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            i = self.index_at(pos)
            if i >= 0:
                assets.play("click.wav")
                self.select(i)
                return True
        return False

    def label_size(self) -> int:
        """The one size every option is drawn at (measured bold, as when chosen: none changes size when
        chosen); see _laid."""
        return self._laid()[0]

    def draw(self, surf) -> None:
        draw.rect(surf, PAPER_DARK if self.enabled else PAPER, self.rect, border_radius=12)
        for i, option in enumerate(self.options):
            seg = self.segment(i).inflate(-6, -6)
            chosen = i == self.selected
            if chosen:
                draw.rect(surf, INK if self.enabled else MUTED, seg, border_radius=10)
            elif self.enabled and i == self.hover_index:
                draw.rect(surf, theme.SEGMENT_ON, seg, border_radius=10)
            color = PAPER if chosen else (INK if self.enabled else MUTED)
            # The one size (see _laid); asked of fitting_size, which only shrinks a label that would
            # still run past its segment (then the pseudo walk hears of it).
            size = fitting_size(option, self.label_size(), seg.width - 8, bold=True)
            text(surf, option, seg.center, size, color, "center", bold=chosen)
        draw.rect(surf, INK if self.enabled else MUTED, self.rect, width=3, border_radius=12)


class Swatch(Widget):
    """A player-colour chip: click to take the next colour (the scene keeps colours distinct)."""

    def __init__(self, rect, color: int, on_click: Callable[[], None]) -> None:
        super().__init__(rect)
        self.color = color
        self.on_click = on_click

    def handle(self, event, pos) -> bool:
        if pos is None or not self.enabled:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(pos):
            assets.play("click.wav")
            self.on_click()
            return True
        return False

    def draw(self, surf) -> None:
        rgb = player_rgb(self.color)
        draw.rect(surf, rgb, self.rect, border_radius=12)
        draw.rect(surf, theme.GLOW if self.hover else INK, self.rect, width=4, border_radius=12)
        # The colour's mark, and its name where there is room (whole, right of the mark), for whoever
        # tells colours apart badly; else the mark alone.
        left = self.rect.x + round(self.rect.h * 0.8) + 4  # the mark's right edge and a gap
        room = self.rect.right - 6 - left
        # Sized only when it can fit at all (at the smallest size fitting_size would try): a name with no
        # room is not drawn here, and is never measured as if it were (the pseudo walk counts a text
        # that could not shrink into its box as cut wherever else it is drawn whole, as in a name field).
        fits = self.rect.width >= 110 and canvas.font(smallest_size(28), bold=True).size(printable(self.name))[0] <= room
        size = fitting_size(self.name, 28, room, bold=True) if fits else 0
        if size and canvas.font(size, bold=True).size(printable(self.name))[0] <= room:
            light = 0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2] > 140
            seat_mark(surf, self.color, (self.rect.x + self.rect.h // 2, self.rect.centery), self.rect.h * 0.3)
            text(surf, self.name, (left + room // 2, self.rect.centery), size,
                 INK if light else theme.WHITE, "center", bold=True)
        else:
            seat_mark(surf, self.color, self.rect.center, min(self.rect.size) * 0.32)

    @property
    def name(self) -> str:
        return colour_name(self.color)
