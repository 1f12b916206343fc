"""The words of the game screen's speed controls: the computer's pace, skipping the show, fast forward."""
from __future__ import annotations

from .i18n import N_, _, lazy_constants

# The paces offered (seconds a computer's move stays on screen), as Settings and the game screen name them.
_PACES = ((0.0, N_("Instant")), (0.4, N_("Quick")), (0.8, N_("Normal")), (1.6, N_("Slow")))
_constants = lazy_constants({
    "SKIP": N_("Skip (N)"),
    "FAST_FORWARD": N_("To my turn (F)"),
    "FAST_FORWARD_ON": N_("Stop (F)"),
    "FAST_FORWARD_STARTED": N_("Fast forward: the computers play at once until it is your turn."),
    "FAST_FORWARD_STOPPED": N_("Fast forward stopped."),
    "FAST_FORWARD_YOURS": N_("It is your turn: there is nothing to fast forward."),
})


def __getattr__(name: str):
    if name == "PACES":  # (seconds, name) in the current language
        return tuple((pace, _(word)) for pace, word in _PACES)
    return _constants(name)


def pace_name(pace: float) -> str:
    """The name of the offered pace nearest to `pace` (a hand-edited settings file may hold any)."""
    return _(min(_PACES, key=lambda p: abs(p[0] - pace))[1])


def pace_label(pace: float) -> str:
    return _("Pace: {pace}").format(pace=pace_name(pace))


def pace_changed(pace: float) -> str:
    return _("Computer pace: {pace} (also in Settings)").format(pace=pace_name(pace))
