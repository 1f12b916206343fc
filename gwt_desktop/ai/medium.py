"""Medium and Easy: the rungs of the ladder below Hard. Each runs Hard's search with the judgement
every level shares (ai/judgement.default where a turn ends), so a better judgement makes every level
better, and slips: it plays a whole turn chosen by a softmax of the first moves' values (hard.slip)
with `noise` points of temperature, as a casual player settles for a good-looking line rather than
the best one, and keeps to it for the turn. Both search narrower beams than Hard's, Easy the
narrowest. The temperatures and beams were chosen so that each level beats the one below in most
games (docs/experiments/learned.md).
"""
from __future__ import annotations

from .hard import HardBot


class MediumBot(HardBot):
    name = "medium"
    # Self-play's beam, narrower than Hard's: Hard's wider beam is most of the step between them.
    width = 16
    per_first = 4
    max_nodes = 3000
    noise = 1.0  # points


class EasyBot(HardBot):
    name = "easy"
    # A narrow beam too: as strong as the December Easy a newcomer beats (docs/experiments/learned.md).
    width = 6
    per_first = 2
    max_nodes = 1500
    noise = 1.5  # points
