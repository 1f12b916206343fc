"""ai/ never imports pygame: bots run in tools, tests and worker processes without a window."""
from __future__ import annotations

import subprocess
import sys


def test_ai_imports_no_pygame():
    code = ("import sys, gwt_desktop.ai, gwt_desktop.ai.worker, gwt_desktop.ai.hard, gwt_desktop.ai.medium, "
            "gwt_desktop.ai.expert, gwt_desktop.ai.expert_search, gwt_desktop.tools.arena, gwt_desktop.tools.train; "
            "print('pygame' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"
