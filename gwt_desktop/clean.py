"""clean_text: a string from outside the game (a file, the clipboard) made safe to hand a font. Imports
nothing of ours, so every room shares it (the saves and settings read through storage/, a seat's
name in session/, the widgets that draw any text)."""
from __future__ import annotations

import unicodedata

NO_BREAK = "\u00a0\u202f"  # the no-break spaces: the game's fonts have them, a line never breaks there


def clean_text(text: str) -> str:
    """`text` safe to hand a font: NUL and other control or format characters dropped, lone surrogates
    (valid in JSON, refused by every font) replaced by U+FFFD, a no-break space kept (it holds a number
    and its sign on one line: "12\u00a0$"), any other space made a plain space."""
    if text.isprintable():
        return text
    out = []
    for ch in text:
        if ch.isprintable():
            out.append(ch)
            continue
        cat = unicodedata.category(ch)
        if cat == "Cs":
            out.append("\ufffd")
        elif ch in NO_BREAK:
            out.append(ch)
        elif cat.startswith("Z"):
            out.append(" ")
    return "".join(out)
