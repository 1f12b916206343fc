"""clean_text: a string from outside the game (a file, the clipboard) made safe to hand a font. Imports
nothing of ours, so every room shares it (the saves and settings read through storage/, a seat's
name in session/, the widgets that draw any text)."""
from __future__ import annotations

import unicodedata


def clean_text(text: str) -> str:
    """`text` safe to hand a font: NUL and other control or format characters dropped, lone surrogates
    (valid in JSON, refused by every font) replaced by U+FFFD, any other space made a plain space."""
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
        elif cat.startswith("Z"):
            out.append(" ")
    return "".join(out)
