"""The window opens and the loop runs headless (dummy SDL video and audio drivers)."""
import os


def test_app_runs_a_few_frames_headless(monkeypatch):
    monkeypatch.setenv("GWT_MAX_FRAMES", "5")
    from gwt_desktop import app

    app.main([])  # returns after 5 frames; raises if pygame cannot open the window
    assert os.environ["SDL_VIDEODRIVER"] == "dummy"
