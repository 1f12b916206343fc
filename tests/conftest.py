"""Test-wide setup: every test runs headless, whatever the shell says, and never reads or writes the
real user's settings and saves (GWT_HOME points at a throwaway folder unless a test sets its own)."""
import gc
import os
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("GWT_HOME", tempfile.mkdtemp(prefix="gwt_tests_"))


import pytest


@pytest.fixture
def app(tmp_path, monkeypatch):
    """A real App in a 1280x720 window on the title screen, writing only under this test's folder."""
    monkeypatch.setenv("GWT_HOME", str(tmp_path / "home"))
    from gwt_desktop.app import App

    a = App((1280, 720))
    a.step()
    yield a
    a.close()


def pytest_collection_finish(session):
    """What collection made (every module, test and table: some 65,000 objects) lives to the end of
    the run: freeze it out of the cyclic collector's sight. The app runs a full collection at each
    change of scene (app._gone), and in a test process each one scanned all that again (18 ms a time
    here, against 3 ms in the game itself); objects the tests make are collected as before."""
    gc.freeze()
