"""The application shell: the window, the clock and the scene stack. Every scene lays itself out on one
logical 1920x1080 canvas, letterboxed into whatever size the window has, and draws it at the window's
own resolution (ui/kit/canvas.py: text rendered at its size in pixels, sprites scaled once per size),
straight into the window's own pixels, so nothing is scaled or copied as a whole and resizing never
breaks clicks.

The app is also the scenes' router: it alone knows every scene (scene_class), and a scene asks it for the
next one by name, so no scene imports another (ui/scenes/__init__.py)."""
from __future__ import annotations

import gc
import logging
import sys
import time

import pygame

from .problem import Problem
from .storage import autosave as autosave_mod
from .storage import settings as settings_mod
from .text import i18n, menus, problems
from .ui.kit import assets, canvas, memory, theme
from .ui.kit.canvas import Canvas
from .ui.kit.layout import fit, to_logical
from .ui.kit.sound import Sounds
from .ui.scenes import Scene

log = logging.getLogger(__name__)

LOGICAL = theme.CANVAS
QUIT_WAIT = 0.1  # seconds quitting waits for the computers' threads, told to stop, to end
MOUSE_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
INPUT_POLL = 1 / 60  # a resting window looks for input this often (as often as frames came before)
NOTICE_FADE = 0.5  # a notice fades out in its last half second (ui/kit/notice.py): frames then

def scene_class(name: str) -> type[Scene]:
    """The scene the others ask for by `name`. Imported here on first use, so the title opens without
    loading the game scene and the bots behind it; imported by name in plain sight, so PyInstaller
    bundles every scene and an import reader sees the app's arrows to them."""
    match name:
        case "title":
            from .ui.scenes.title import TitleScene as cls
        case "new_game":
            from .ui.scenes.new_game import NewGameScene as cls
        case "game":
            from .ui.game.scene import GameScene as cls
        case "handoff":
            from .ui.scenes.handoff import HandoffScene as cls
        case "menu":
            from .ui.scenes.menu import MenuScene as cls
        case "score_pad":
            from .ui.after.score_pad import ScorePadScene as cls
        case "load_game":
            from .ui.scenes.load_game import LoadGameScene as cls
        case "settings":
            from .ui.scenes.settings import SettingsScene as cls
        case "rules_help":
            from .ui.scenes.rules_help import RulesHelpScene as cls
        case "credits":
            from .ui.scenes.credits import CreditsScene as cls
        case "replay":
            from .ui.after.replay import ReplayScene as cls
        case "records":
            from .ui.after.records import RecordsScene as cls
        case "review":
            from .ui.after.review import ReviewScene as cls
        case _:
            raise KeyError(f"no scene called {name!r}")
    return cls


SCENES = ("title", "new_game", "game", "handoff", "menu", "score_pad", "load_game", "settings", "rules_help",
          "credits", "replay", "records", "review")

class App:
    def __init__(self, size: tuple[int, int] | None = None, lang: str | None = None) -> None:
        # Fonts and surfaces cached before an earlier pygame.quit() are dead; never reuse them.
        assets.clear_caches()
        # Preferences first: a broken settings file is a notice on screen, never a failed start. The
        # language they fall back to (--lang, else the system's) is set before they are read, so a file
        # that cannot be read is said in the language the game then speaks.
        i18n.set_language(lang or "")
        self.settings, problem = settings_mod.load()
        # --lang wins for this run only (it is not saved); else the setting, "" following the system.
        if lang is None and i18n.resolve(self.settings.language) != i18n.resolve(""):
            i18n.set_language(self.settings.language)
        self.sounds = Sounds.from_settings(self.settings)
        self.notice: tuple[str, float] | None = None  # (text, seconds left) drawn over any scene
        if problem:
            self.notify(problems.say(problem), 8.0)
        pygame.init()
        try:
            pygame.mixer.init()
        except pygame.error:
            pass  # no sound device (CI, servers): the game runs silent
        pygame.display.set_caption(menus.WINDOW_CAPTION)
        try:
            pygame.display.set_icon(assets.image("ui/app_icon_64.png"))
        except (pygame.error, FileNotFoundError):
            pass
        self.window = self._open_window(size or self.settings.window, self.settings.fullscreen)
        self._fullscreen_now = self.settings.fullscreen
        self._windowed = None if self._fullscreen_now else self.window.get_size()
        self.canvas = self._canvas_for(self.window.get_size())
        self.clock = pygame.time.Clock()
        self.scenes: list[Scene] = []
        self.running = True
        self.shown = True  # on screen: not minimised or hidden (then nothing is drawn)
        self._fresh = True  # input arrived since the last frame
        self._whole = True  # the whole window must be shown again (new, exposed, resized)
        self._drawn: tuple = (None, None, None, None)  # _look() of the last frame drawn
        self.frames_drawn = 0  # frames drawn so far (tests and the idle bench read it)
        # The scene whose last frame is on the canvas untouched: only it may draw just what changed.
        self.canvas_by: Scene | None = None
        self.open("title")

    # ---- scene stack ----
    @property
    def scene(self) -> Scene:
        return self.scenes[-1]

    def make(self, name: str, **options) -> Scene:
        """A new scene of the kind `name` (one of SCENES), not yet on the stack."""
        return scene_class(name)(self, **options)

    def open(self, name: str, *, replace: bool = False, **options) -> Scene:
        """Put a new scene `name` on top of the stack (or in place of the top one)."""
        scene = self.make(name, **options)
        if replace:
            self.replace(scene)
        else:
            self.push(scene)
        return scene

    def push(self, scene: Scene) -> None:
        self.scenes.append(scene)
        scene.enter()

    def pop(self) -> None:
        if len(self.scenes) > 1:
            _gone([self.scenes.pop()])

    def replace(self, scene: Scene) -> None:
        """Put `scene` in place of the top scene (e.g. the game gives way to its score pad)."""
        old, self.scenes[-1] = self.scenes[-1], scene
        _gone([old])
        scene.enter()

    def to_title(self) -> None:
        """Drop every scene above the title."""
        gone = self.scenes[1:]
        del self.scenes[1:]
        _gone(reversed(gone))

    def open_match(self, match, *, autosave: bool = True, **options) -> Scene:
        """The one way into a match (New game, Continue, a loaded slot, the command line, the demo):
        above the title, its game scene, or its score pad when the game is over. autosave=False (the demo,
        the monkey) leaves the autosave alone; otherwise this match is the one Continue resumes from now
        on. options go to the game scene (pace, bot_budget)."""
        self.to_title()
        if match.game.is_over:
            return self.open("score_pad", match=match)
        # The guided game's guide belongs to its match (saved with it, so Continue brings it back).
        guide = options.pop("guide", None) or match.guide
        if guide is not None:
            match.guide = options["guide"] = guide
        if autosave:
            saver = autosave_mod.attach(match)
            if not match.moves:
                saver(match)  # a game just begun is in the autosave at once: a new game started before
                # its first move keeps it (as an unfinished game in Load game), never loses it
            kept, saver.kept_row = saver.kept_row, None
            if kept is not None:  # the game that was in the autosave is a slot now: said, once
                self.notify(menus.game_kept(kept.kept_at), 8.0)
        return self.open("game", match=match, **options)

    def quit(self) -> None:
        """Stop at the end of this frame; every computer still thinking is told to stop now."""
        self.running = False
        workers = _bot_workers()
        if workers is not None:
            workers.cancel_all()

    # ---- window and notices ----
    def _open_window(self, size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
        """Full screen is a borderless window covering the desktop at (0, 0), not a video-mode
        change: it needs no window manager's help (SDL's FULLSCREEN left the window where it was under
        a bare X server) and switching back and forth is instant."""
        if fullscreen:
            try:
                desktop = pygame.display.get_desktop_sizes()[0]
                surf = pygame.display.set_mode(desktop, pygame.NOFRAME)
                _place_window((0, 0))
                return surf
            except (pygame.error, IndexError):
                self.notify(menus.NO_FULL_SCREEN)
        surf = pygame.display.set_mode(size, pygame.RESIZABLE)
        if getattr(self, "window", None) is not None:  # coming back from full screen
            _place_window(pygame.WINDOWPOS_CENTERED)
        return surf

    def set_fullscreen(self, on: bool) -> None:
        """Window or full screen; clicks stay right because every event is mapped through fit().
        Back from full screen the window has the size it had before (a --size window included)."""
        if on and not self._fullscreen_now:
            self._windowed = self.window.get_size()
        self.window = self._open_window(self._windowed or self.settings.window, on)
        self._fullscreen_now = on
        self.canvas = self._canvas_for(self.window.get_size())  # the old one's pixels are gone
        self._whole = True

    def toggle_fullscreen(self) -> None:
        self.apply_settings(self.settings.with_(fullscreen=not self.settings.fullscreen))

    def apply_settings(self, new: settings_mod.Settings) -> Problem | None:
        """Make `new` the settings: sound, animation speed and window follow; then save it. Returns
        why it could not be saved (text/problems.say words it), or None."""
        old, self.settings = self.settings, new
        self.sounds.enabled = new.sound
        self.sounds.set_volume(new.volume)
        if new.fullscreen != old.fullscreen:
            self.set_fullscreen(new.fullscreen)
        if new.language != old.language:  # the screens opened from now on speak it
            i18n.set_language(new.language)
            pygame.display.set_caption(menus.WINDOW_CAPTION)
        return settings_mod.save(new)

    def notify(self, text: str, seconds: float = 4.0) -> None:
        """A short message over whatever scene is showing (a bad settings file, sound on/off)."""
        self.notice = (text, seconds)

    # ---- the loop ----
    # The window rests when nothing moves: a frame is drawn when input arrived, the scene changed, the
    # scene says it is busy (an animation) or its look() changed (a bot's move, a message ending),
    # and otherwise the loop sleeps in SDL's event wait until input or the scene's next timer
    # (wake_in). A hidden or minimised window draws nothing. While something moves: 60 frames a second.
    def step(self, dt: float = 1 / 60) -> None:
        """One turn of the loop: the events, the scene's update, and a frame when anything on it may
        have changed."""
        events = pygame.event.get()
        if events and self._canvas_gone():  # resized: no scene touches the old pixels, even in handle()
            self.canvas = self._canvas_for(self.window.get_size())
            self._whole = True
        for event in events:
            if event.type == pygame.QUIT:
                self.quit()
                return
            self._window_event(event)
            self._fresh = True
            if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
                self.toggle_fullscreen()
                continue
            if event.type == pygame.VIDEORESIZE and not self.settings.fullscreen:
                self.settings = self.settings.with_(window=(max(settings_mod.WINDOW_MIN[0], event.w), max(settings_mod.WINDOW_MIN[1], event.h)))
                self._windowed = self.settings.window
            pos = to_logical(event.pos, self.window.get_size()) if event.type in MOUSE_EVENTS else None
            self.scene.handle(event, pos)
            if not self.running:
                return
        scene = self.scene
        scene.update(dt)
        if self.notice is not None:
            text, left = self.notice
            self.notice = (text, left - dt) if left > dt else None
        if self.shown and self._wants_frame(scene):
            self.draw_frame()

    def redraw(self) -> None:
        """Draw the whole window at the next turn of the loop."""
        self._whole = True

    def _window_event(self, event) -> None:
        """Minimised or hidden: nothing is drawn until the window shows again (and then all of it)."""
        if event.type in (pygame.WINDOWHIDDEN, pygame.WINDOWMINIMIZED):
            self.shown = False
        elif event.type in (pygame.WINDOWSHOWN, pygame.WINDOWRESTORED, pygame.WINDOWEXPOSED,
                            pygame.WINDOWMAXIMIZED, pygame.WINDOWSIZECHANGED, pygame.VIDEOEXPOSE):
            self.shown = True
            self._whole = True

    def _look(self, scene: Scene) -> tuple:
        fading = self.notice is not None and self.notice[1] < NOTICE_FADE
        return (scene, scene.look(), self.notice[0] if self.notice else None, fading and self.notice[1])

    def _wants_frame(self, scene: Scene) -> bool:
        return self._fresh or self._whole or scene.busy() or self._look(scene) != self._drawn

    def rest(self) -> float | None:
        """Seconds the loop may sleep before its next turn if no input comes: 0 while something moves
        or a frame is owed, the scene's next timer (wake_in), None (until input) when all is still."""
        scene = self.scene
        if not self.shown:
            # Nothing is drawn, but the game goes on behind a minimised window (bots at their pace).
            return 0.05 if scene.busy() else scene.wake_in()
        if self._fresh or self._whole or scene.busy() or self._look(scene) != self._drawn:
            return 0.0
        waits = [w for w in (scene.wake_in(), self._notice_wake()) if w is not None]
        return max(0.0, min(waits)) if waits else None

    def _notice_wake(self) -> float | None:
        if self.notice is None:
            return None
        left = self.notice[1]
        return 0.0 if left < NOTICE_FADE else left - NOTICE_FADE  # static until its fade

    def _canvas_for(self, window: tuple[int, int]) -> Canvas:
        """The logical canvas drawn with the pixels it has in a window of this size (letterboxed): the
        window's own pixels where it has them (a subsurface, so showing a frame copies nothing: a
        whole canvas copied into the window took 1 ms a frame at 2560x1440), else a surface of its own."""
        scale, dx, dy = fit(window, LOGICAL)
        size = (max(1, round(LOGICAL[0] * scale)), max(1, round(LOGICAL[1] * scale)))
        canvas.set_scale(scale)  # words are measured as the window draws them
        shown = pygame.display.get_surface()
        self._canvas_on = _pixels_of(shown)
        area = pygame.Rect((round(dx), round(dy)), size)
        if shown is not None and shown is self.window and shown.get_rect().contains(area):
            return Canvas(shown.subsurface(area), scale, LOGICAL)
        surf = pygame.Surface(size)
        if shown is not None:
            surf = surf.convert()
        return Canvas(surf, scale, LOGICAL)

    def _canvas_gone(self) -> bool:
        """The window's pixels were made anew since the canvas was made (a resize, full screen: SDL
        frees the old ones, which a canvas in the window would still point into), or its scale changed."""
        return (_pixels_of(pygame.display.get_surface()) != self._canvas_on
                or self.canvas.k != fit(self.window.get_size(), LOGICAL)[0])

    def _in_window(self) -> bool:
        return self.canvas.surface.get_parent() is self.window

    def draw_frame(self) -> None:
        """Draw the scene on the canvas and show it. A scene's draw() may return the logical rects that
        changed since its last frame (the game scene does when only small things moved); then only
        those are copied into the window and sent to the screen."""
        scene = self.scene
        if self.canvas.get_size() != LOGICAL or self._canvas_gone():
            self.canvas = self._canvas_for(self.window.get_size())  # resized, full screen: the new scale
            self._whole = True
        if self._whole:
            self.canvas_by = None  # the scene draws all of it
        dirty = scene.draw(self.canvas)
        self.canvas_by = scene
        if self._whole or scene is not self._drawn[0]:
            dirty = None
        if self.notice is not None:
            from .ui.kit.notice import draw_notice

            text, left = self.notice
            strip = draw_notice(self.canvas, text, left)
            self.canvas_by = None  # the scene's picture has a notice over it: its next frame is whole
            if dirty is not None:
                dirty = [*dirty, strip]
        if self._drawn[2] is not None and self.notice is None and dirty is not None:
            dirty = None  # a notice went away: what was under it shows again
        self.present(dirty)
        self._drawn = self._look(scene)
        self._fresh = self._whole = False
        self.frames_drawn += 1

    def present(self, dirty: list | None = None) -> None:
        """Copy the canvas into the window, centred, and show it: all of it, or only the logical rects
        `dirty` (their pixels, each a pixel wider for the rounding of its edges)."""
        w, h = self.window.get_size()
        _, dx, dy = fit((w, h), LOGICAL)
        pixels = self.canvas.surface
        in_window = self._in_window()
        target = pygame.Rect((round(dx), round(dy)), pixels.get_size())
        if dirty is not None:
            whole = pixels.get_rect()
            shown = []
            for r in _merged(dirty):
                area = self.canvas.to_px(r).inflate(2, 2).clip(whole)
                if area.w and area.h:
                    at = area.move(target.topleft)
                    shown.append(at if in_window else self.window.blit(pixels, at, area))
            pygame.display.update(shown)
            return
        window = self.window.get_rect()
        if target != window:  # the bars round a canvas of another shape than the window's
            for bar in (pygame.Rect(0, 0, window.w, target.y), pygame.Rect(0, target.bottom, window.w, window.h),
                        pygame.Rect(0, 0, target.x, window.h), pygame.Rect(target.right, 0, window.w, window.h)):
                if bar.w > 0 and bar.h > 0:
                    self.window.fill(theme.LETTERBOX, bar.clip(window))
        if not in_window:
            self.window.blit(pixels, target)
        pygame.display.flip()

    def run_once(self, max_wait: float | None = None) -> None:
        """One turn of the loop: while all is still, sleep until input, the scene's next timer or
        `max_wait` seconds; else keep 60 frames a second; then step."""
        wait = self.rest()
        if max_wait is not None:
            wait = max_wait if wait is None else min(wait, max_wait)
        if wait == 0:
            self.step(self.clock.tick(60) / 1000)
            return
        _sleep_until_input(wait)
        self.step(self.clock.tick() / 1000)

    def run(self, max_frames: int = 0) -> None:
        frames = 0
        while self.running:
            if max_frames:  # a smoke run counts turns of the loop: it never sleeps
                self.step(self.clock.tick(60) / 1000)
            else:
                self.run_once()
            frames += 1
            if max_frames and frames >= max_frames:
                break
        self.close()

    def close(self) -> None:
        """Stop every bot thread and Expert's search process (within QUIT_WAIT seconds, a stopped
        process included: it is killed and reaped, so the exit never waits on it), leave every scene,
        top first, then the window."""
        workers = _bot_workers()
        stuck = workers.stop_all(QUIT_WAIT) if workers is not None else []
        if stuck:  # a hang that ignores its flag: a daemon, it does not hold up the exit
            log.warning("%d computer thread(s) still running at quit: %s", len(stuck), [t.name for t in stuck])
        gone, self.scenes = self.scenes, []
        _gone(reversed(gone))
        # The window size the player left is the one the next run opens with.
        if settings_mod.load()[0].window != self.settings.window:
            settings_mod.save(self.settings)
        assets.clear_caches()
        canvas.set_scale(1.0)
        pygame.quit()


def _pixels_of(surface) -> tuple | None:
    """Which pixels a surface has: their address and size (the window's change when SDL makes them anew)."""
    return None if surface is None else (surface._pixels_address, surface.get_size())


def _sleep_until_input(seconds: float | None) -> None:
    """Sleep until an event is queued or `seconds` have passed (None: until an event), looking at the
    queue every INPUT_POLL. Not pygame.event.wait(timeout): pygame-ce's wait pumps SDL's events every
    millisecond, about 2% of a core for a window that does nothing; looking as often as the loop's
    frames come keeps input as quick as it was (an event waited up to a frame before, as now)."""
    end = None if seconds is None else time.monotonic() + seconds
    while True:
        pygame.event.pump()
        if pygame.event.peek():
            return
        left = INPUT_POLL if end is None else min(INPUT_POLL, end - time.monotonic())
        if left <= 0:
            return
        time.sleep(left)


def _merged(rects: list) -> list[pygame.Rect]:
    """Overlapping rects as one (a part redrawn where it was and where it is is scaled once)."""
    out: list[pygame.Rect] = []
    for r in sorted((pygame.Rect(r) for r in rects), key=lambda r: (r.y, r.x)):
        for k, q in enumerate(out):
            if q.colliderect(r):
                out[k] = q.union(r)
                break
        else:
            out.append(r)
    return out


def _bot_workers():
    """ai/worker.py once a computer has thought in this process (before that there is no thread or
    search process to stop, and the title opens without loading the bots)."""
    return sys.modules.get("gwt_desktop.ai.worker")


def _gone(scenes) -> None:
    """Scenes that left the stack for good, top first: each stops what it runs (leave), then the
    cyclic garbage collector runs at once. A scene is held in reference cycles (its buttons' bound
    methods, its parts pointing back at it), so without this it lived on, with its surfaces (a game
    scene's three board layers of 8 MB, the 20 MB rules page), until the collector happened by: the
    monkey run held several game scenes at a time. A few milliseconds, once per
    change of scene; then the heap's free pages are handed back."""
    for scene in scenes:
        scene.leave()
    gc.collect()
    memory.give_back()  # the freed surfaces' pages go back to the system (ui/kit/memory.py)


def _place_window(pos) -> None:
    """Move the display window (pygame-ce's Window API; silently nothing where it is missing)."""
    import warnings

    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # from_display_module is deprecated in favour of Window()
            pygame.Window.from_display_module().position = pos
    except (AttributeError, pygame.error):
        pass
