"""The application: the settings and notices, and the loop that hands events to the scene on top
and draws a frame only when something may have changed. Every scene lays itself out on one logical
1920x1080 canvas, which the window (ui/kit/window.py) fits into whatever size the window has and draws
at its own resolution, so resizing never breaks clicks; the App is also the scenes' router
(ui/router.py: the scene stack and every scene by name, SCENES and scene_class)."""
from __future__ import annotations

import logging
import sys
import time

import pygame

from .ai import judgement
from .problem import Problem
from .storage import records
from .storage import settings as settings_mod
from .text import i18n, menus, problems
from .ui.kit import assets, canvas
from .ui.kit.canvas import Canvas
from .ui.kit.layout import to_logical
from .ui.kit.sound import Sounds
from .ui.kit.window import Window
from .ui.router import SCENES, Router, gone, scene_class
from .ui.scenes import Scene

__all__ = ["QUIT_WAIT", "SCENES", "App", "scene_class"]

log = logging.getLogger(__name__)

QUIT_WAIT = 0.1  # seconds quitting waits for the computers' threads, told to stop, to end
MOUSE_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
INPUT_POLL = 1 / 60  # a resting window looks for input this often (as often as frames came before)
NOTICE_FADE = 0.5  # a notice fades out in its last half second (ui/kit/notice.py): frames then

class App(Router):
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
        judgement.load_soon()  # the learned judgement's weights, read on their own thread from now
        records.check_soon()  # every recorded game replayed once, on its own thread, for the Records screen
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
        self.screen = Window(size or self.settings.window, self.settings.fullscreen, self.notify)
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

    # ---- the window and its canvas (window.py) ----
    @property
    def window(self) -> pygame.Surface:
        return self.screen.surface

    @window.setter
    def window(self, surface: pygame.Surface) -> None:
        self.screen.surface = surface

    @property
    def canvas(self) -> Canvas:
        return self.screen.canvas

    @canvas.setter
    def canvas(self, value: Canvas) -> None:
        self.screen.canvas = value

    def quit(self) -> None:
        """Stop at the end of this frame; every computer still thinking is told to stop now."""
        self.running = False
        workers = _bot_workers()
        if workers is not None:
            workers.cancel_all()

    # ---- settings and notices ----
    def toggle_fullscreen(self) -> None:
        self.apply_settings(self.settings.with_(fullscreen=not self.settings.fullscreen))

    def apply_settings(self, new: settings_mod.Settings) -> Problem | None:
        """Make `new` the settings: sound, animation speed and window follow; then save it. Returns
        why it could not be saved (text/problems.say words it), or None."""
        old, self.settings = self.settings, new
        self.sounds.enabled = new.sound
        self.sounds.set_volume(new.volume)
        if new.fullscreen != old.fullscreen:
            self.screen.set_fullscreen(new.fullscreen, self.settings.window)
            self._whole = True
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
        if events and self.screen.refit():  # resized: no scene touches the old pixels, even in handle()
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
                self.screen.windowed = self.settings.window
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

    def draw_frame(self) -> None:
        """Draw the scene on the canvas and show it. A scene's draw() may return the logical rects that
        changed since its last frame (the game scene does when only small things moved); then only
        those are copied into the window and sent to the screen."""
        scene = self.scene
        if self.screen.refit():  # resized, full screen: the new scale
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
        """Show the canvas: all of it, or only the logical rects `dirty` (window.py)."""
        self.screen.present(dirty)

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
        left, self.scenes = self.scenes, []
        gone(reversed(left))
        # The window size the player left is the one the next run opens with.
        if settings_mod.load()[0].window != self.settings.window:
            settings_mod.save(self.settings)
        assets.clear_caches()
        canvas.set_scale(1.0)
        pygame.quit()


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


def _bot_workers():
    """ai/worker.py once a computer has thought in this process (before that there is no thread or
    search process to stop, and the title opens without loading the bots)."""
    return sys.modules.get("gwt_desktop.ai.worker")
