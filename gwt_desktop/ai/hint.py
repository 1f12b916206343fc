"""The Hint button's level: the strongest, Expert (ui/game/hints.py runs it on a BotWorker); what its
move's line does is session/advice.py's."""
from __future__ import annotations

LEVEL = "expert"  # the level whose move the Hint shows (ui/game/hints.py runs this level on its worker)
