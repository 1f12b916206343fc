"""A failure that must never stop the game (a tooltip, an animation, a sound, a label's figure, a
sentence) is logged once per kind: such code runs at every frame or for every label, and the log must
stay readable. The one helper for text/ and ui/ alike, so it imports nothing of ours."""
from __future__ import annotations

import logging

_REPORTED: set[tuple[str, str]] = set()  # (logger, what) that has failed already


def report_once(log: logging.Logger, what: str, detail: object = None) -> None:
    """Log the exception being handled (call it from an except block) on the caller's logger, the
    first time `what` fails there; the detail, when given, is shown beside it."""
    if (log.name, what) in _REPORTED:
        return
    _REPORTED.add((log.name, what))
    if detail is None:
        log.exception("%s failed (logged once; the game goes on without it)", what)
    else:
        log.exception("%s failed (logged once; the game goes on without it): %r", what, detail)
