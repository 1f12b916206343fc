"""Test-wide setup: every test runs headless, whatever the shell says, and never reads or writes the
real user's settings and saves (GWT_HOME points at a throwaway folder unless a test sets its own)."""
import os
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("GWT_HOME", tempfile.mkdtemp(prefix="gwt_tests_"))
