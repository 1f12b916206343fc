"""Test-wide setup: every test runs headless, whatever the shell says, and never reads or writes the
real user's settings and saves (GWT_HOME points at a throwaway folder unless a test sets its own)."""
import gc
import logging
import os
import sys
import tempfile

# The suite starts many Python processes that import the same modules (Expert's search process, the
# tools, the app started as a player would): they share compiled bytecode, and each worker keeps the
# test modules it has rewritten, even where the environment turns writing bytecode off
# (PYTHONDONTWRITEBYTECODE), as some shells and CI machines do: without it every start compiles
# the game again (0.1 s of CPU each here).
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
sys.dont_write_bytecode = False

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("GWT_HOME", tempfile.mkdtemp(prefix="gwt_tests_"))
# A plain surface blitted onto a scaled canvas fails instead of being scaled softly (ui/kit/canvas.py).
os.environ.setdefault("GWT_STRICT_CANVAS", "1")
# The tests compare English words: a developer's German (or any) system locale must not change them.
# The App follows the system's language when the settings say "" (the default).
os.environ["LANGUAGE"] = "en"


import pytest


def _decode_the_art_once() -> None:
    """Each test's App clears the game's caches when it closes (as quitting the game does), so the
    next test's App decoded every sprite's PNG again: a fifth of a window test's time. The shipped
    art's decoded pixels are kept here, per file and its modification time and size, and every load
    gets its own copy: what the game then does with them (convert, scale, cache, clear) is unchanged,
    and any other file (a test's own, a damaged one) is read as before."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # pytest's summary stays the last line
    import pygame

    from gwt_desktop.ui.kit import assets

    art = os.path.join(str(assets.base_dir() / "art"), "")  # the art folder, with its separator
    read = pygame.image.load
    decoded: dict = {}

    def load(file, *args, **kwargs):
        if not (isinstance(file, str) and file.startswith(art)) or args or kwargs:
            return read(file, *args, **kwargs)
        try:
            st = os.stat(file)
        except OSError:
            return read(file)
        key = (file, st.st_mtime_ns, st.st_size)
        surf = decoded.get(key)
        if surf is None:
            surf = decoded[key] = read(file)
        return surf.copy()

    pygame.image.load = load


_decode_the_art_once()


def _untapped():
    """Whether pygame's fonts, surfaces and scaling are pygame's own: a test that taps them to see what
    is rendered or made (test_pseudo_walk's recorder, the language switch's tags, the window scale's
    spy) gets every picture made again through its taps, as in the game; the caches below stand aside."""
    import pygame

    real = _untapped.real
    if real is None:
        real = _untapped.real = (pygame.font.Font, pygame.font.Font.render, pygame.Surface, pygame.transform.smoothscale)
    return (pygame.font.Font, pygame.font.Font.render, pygame.Surface, pygame.transform.smoothscale) == real


_untapped.real = None


def _convert_and_scale_the_art_once() -> None:
    """The same for what the game makes of the shipped art: each App converted every sprite it drew
    to the window's pixel format again (assets.image) and smooth-scaled it again to each size it drew
    it at (assets.scale): a fifth of a window test's CPU, after the decoding above. These are kept
    here, per file (and its @2x file), modification time, size and the window's pixel format, and
    handed out as the game's caches hand them out within one App: the same surface to every caller
    (the game never draws on a sprite it did not copy first). The game's caches are cleared at each
    close as before (assets.clear_caches); only the pixels come from here."""
    import functools
    from collections import OrderedDict

    import pygame

    from gwt_desktop.ui.kit import assets

    convert = assets.image.__wrapped__  # the game's own: load (decoded once above) and convert
    smooth = assets.scale
    converted: dict = {}
    scaled: OrderedDict = OrderedDict()
    kept = [0]  # bytes of scaled pixels kept; the oldest go beyond KEEP
    KEEP = 256 * 2**20

    def art_key(name):
        try:
            path = str(assets.art_path(name))
            st = os.stat(path)
        except (OSError, TypeError, ValueError):
            return None
        shown = pygame.display.get_surface() if pygame.display.get_init() else None
        fmt = None if shown is None else (shown.get_bitsize(), shown.get_masks())
        return path, st.st_mtime_ns, st.st_size, fmt

    @functools.cache
    def image(name):
        key = art_key(name) if _untapped() else None
        if key is None:
            return convert(name)
        surf = converted.get(key)
        if surf is None:
            surf = converted[key] = convert(name)
        return surf

    def scale(name, size):
        key = art_key(name) if _untapped() else None
        big = assets._larger(name)
        if key is None or (big is not None and art_key(big) is None):
            return smooth(name, size)
        key = (key, big and art_key(big), tuple(size))
        surf = scaled.get(key)
        if surf is None:
            surf = scaled[key] = smooth(name, size)
            kept[0] += surf.get_bytesize() * surf.get_width() * surf.get_height()
            while kept[0] > KEEP and len(scaled) > 1:
                _, old = scaled.popitem(last=False)
                kept[0] -= old.get_bytesize() * old.get_width() * old.get_height()
        else:
            scaled.move_to_end(key)
        return surf

    assets.image = image
    assets.scale = scale


_untapped()
_convert_and_scale_the_art_once()


def _measure_and_render_words_once() -> None:
    """And for the words: each App measured and rendered every label, line and number again with
    fonts it had just loaded (ui/kit/canvas.py's _measure and _text, cleared at each close like the
    sprites). Their results (sizes; pictures of rendered words) are kept here per the words, size,
    colour, weight, scale and the font files the game reads; the fonts themselves are the App's."""
    import functools

    from gwt_desktop.ui.kit import assets, canvas

    def fonts():
        return tuple(str(assets.art_path(f)) for f in (assets.DISPLAY_FONT, assets.TEXT_FONT, assets.TEXT_FONT_BOLD))

    def kept(plain, maxsize: int, most: int):
        made: dict = {}

        @functools.lru_cache(maxsize=maxsize)
        def once(*args):
            if not _untapped():
                return plain(*args)
            key = (args, fonts())
            got = made.get(key)
            if got is None:
                if len(made) >= most:
                    made.clear()
                got = made[key] = plain(*args)
            return got

        return once

    canvas._measure = kept(canvas._measure.__wrapped__, 4096, 50_000)
    canvas._text = kept(canvas._text.__wrapped__, 1024, 20_000)


_measure_and_render_words_once()


def _short_sound_buffer() -> None:
    """Every test's App opens the mixer on the dummy audio device and closes it at the test's end;
    closing waits for the device's thread to finish its buffer and then sleeps two buffers more (SDL's
    drain), in every one of some 650 window tests: 30 ms with the default buffer. SDL keeps at least
    256 samples a buffer, so the rate shortens it: 5 ms at 44.1 kHz (15 ms to close, measured), 2 ms at
    96 kHz (6 ms). The sounds are converted to the mixer's rate as they load, as on any device. The
    game opens the mixer with these settings."""
    import pygame

    pygame.mixer.pre_init(frequency=96000, buffer=256)


_short_sound_buffer()


@pytest.fixture(autouse=True)
def _english_again():
    """A test that switches the language (to German, to the pseudo-locale) leaves English behind it."""
    yield
    from gwt_desktop.text import i18n

    if i18n.language() != "en":
        i18n.set_language("en")


class _Reports(logging.Handler):
    """Collects what failures.report_once logs, on any thread (a bot's, the writer's)."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        from gwt_desktop import failures

        if record.funcName == "report_once" and os.path.samefile(record.pathname, failures.__file__):
            self.records.append(record)


@pytest.fixture(autouse=True)
def _failures_fail(request):
    """A failure the game swallows to go on (a tooltip, a sentence, an animation, a label that
    throws: failures.report_once) is a bug, so it fails the test that met it, with its traceback. A
    test that provokes one on purpose says so: @pytest.mark.reports_failure. Each test starts with
    the log-once memory empty, so a failure met by an earlier test in the process is reported again."""
    from gwt_desktop import failures

    failures._REPORTED.clear()
    reports = _Reports()
    root = logging.getLogger()
    root.addHandler(reports)
    try:
        yield reports
    finally:
        root.removeHandler(reports)
    if reports.records and request.node.get_closest_marker("reports_failure") is None:
        import traceback

        said = "\n".join(r.getMessage() + "\n" + "".join(traceback.format_exception(*r.exc_info))
                         if r.exc_info else r.getMessage() for r in reports.records)
        pytest.fail(f"failures.report_once was called {len(reports.records)} time(s) (a swallowed failure is a bug; "
                    f"mark the test reports_failure if it is meant to):\n{said}", pytrace=False)


@pytest.fixture
def app(tmp_path, monkeypatch):
    """A real App in a 1280x720 window on the title screen, writing only under this test's folder."""
    monkeypatch.setenv("GWT_HOME", str(tmp_path / "home"))
    from gwt_desktop.app import App

    a = App((1280, 720))
    a.step()
    yield a
    a.close()


def pytest_configure(config):
    """Under the README's `-n auto --dist loadfile`, pytest-xdist hands out the test files with the most
    tests first (its --loadscope-reorder, on unless turned off), so the files with a few long tests
    came last: the bundle's (three tests, 23 s: a PyInstaller build and a whole game) ran at the
    very end of a run on one worker. In the order they are collected instead (the folders
    alphabetically), the long files of after/, ai/, packaging/ and session/ come in the first half and
    the run ends with the window tests, many small files that keep both workers busy to the end."""
    if getattr(config.option, "loadscopereorder", False):
        config.option.loadscopereorder = False


def pytest_collection_finish(session):
    """What collection made (every module, test and table: some 65,000 objects) lives to the end of
    the run: freeze it out of the cyclic collector's sight. The app runs a full collection at each
    change of scene (app._gone), and in a test process each one scanned all that again (18 ms a time
    here, against 3 ms in the game itself); objects the tests make are collected as before."""
    gc.freeze()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_teardown(item, nextitem):
    """And what outlives a test module (the modules imported while it ran, the game's caches and
    tables, cached positions: up to 90,000 objects in a worker) lives on too: after the
    module's last test, once its fixtures are gone, the garbage is collected and the rest frozen. A
    hot-seat game's 80 changes of scene scanned them all each time (6 s of CPU in the suite against 2 s
    alone). Objects a test makes are still collected, each module's own ones as before."""
    yield
    if nextitem is None or nextitem.path != item.path:
        gc.collect()
        gc.freeze()
