"""A failure that must never stop the game (a tooltip, an animation, a sound, a label's figure, a
sentence) is logged once per kind: such code runs at every frame or for every label, and the log must
stay readable. The one helper for text/ and ui/ alike, so it imports nothing of ours."""
from __future__ import annotations

import logging
import sys

_REPORTED: set[tuple[str, str]] = set()  # (logger, what) that has failed already


def report_once(log: logging.Logger, what: str, detail: object = None) -> None:
    """Log the exception being handled (from an except block; elsewhere, a failure another thread or
    process reported, said by `detail`) on the caller's logger, the first time `what` fails there; the
    detail, when given, is shown beside it. Every swallowed failure comes here: the tests fail when it
    is called (tests/conftest.py), the game goes on."""
    if (log.name, what) in _REPORTED:
        return
    _REPORTED.add((log.name, what))
    handling = sys.exc_info()[0] is not None
    if detail is None:
        log.error("%s failed (logged once; the game goes on without it)", what, exc_info=handling)
    else:
        log.error("%s failed (logged once; the game goes on without it): %r", what, detail, exc_info=handling)
