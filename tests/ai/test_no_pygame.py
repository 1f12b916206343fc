"""ai/ never imports pygame: bots run in tools, tests and worker processes without a window."""
from __future__ import annotations

import subprocess
import sys


def test_ai_imports_no_pygame():
    code = ("import sys, gwt_desktop.ai, gwt_desktop.ai.worker, gwt_desktop.ai.hard, gwt_desktop.ai.medium, "
            "gwt_desktop.ai.expert, gwt_desktop.ai.expert_search, tools.arena; "
            "print('pygame' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"


def test_a_spawned_search_process_loads_no_window():
    """A process started with "spawn" from the game (Expert's search) first runs the game's main module
    as __mp_main__: that must not import pygame or the scenes, only the guard's freeze_support."""
    code = ("import runpy, sys; runpy.run_module('gwt_desktop.__main__', run_name='__mp_main__'); "
            "print('pygame' in sys.modules, 'gwt_desktop.app' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False False"
