"""The application: `shell.py` the App (settings, notices and the loop that rests when nothing
moves), `window.py` the window and the logical canvas fitted into it, `router.py` the scene stack and
the routing between scenes (every scene by name: SCENES, scene_class)."""
from .router import SCENES, scene_class
from .shell import QUIT_WAIT, App

__all__ = ["QUIT_WAIT", "SCENES", "App", "scene_class"]
