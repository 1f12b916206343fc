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
