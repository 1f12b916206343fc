"""Problem: something that went wrong, as facts. The rooms below text/ (storage/, session/, ai/) say
what went wrong this way and never in words: `code` names the kind of problem ("cut_short",
"read_only", "in_file"), `facts` hold what its sentence needs (a number, a name, a path, or another
Problem: the reason inside a reason). text/problems.py words them in the current language (say), so
a problem found on the writer thread is said in the language of the screen that shows it.

Imports nothing of ours, so every room shares it (like failures.py). str() is a developer's line for
the log, not a sentence for a player.
"""
from __future__ import annotations


class Problem:
    __slots__ = ("code", "facts")

    def __init__(self, code: str, **facts) -> None:
        self.code = code
        self.facts = facts

    def __eq__(self, other) -> bool:
        return isinstance(other, Problem) and self.code == other.code and self.facts == other.facts

    def __hash__(self) -> int:
        return hash((self.code, tuple(sorted((k, str(v)) for k, v in self.facts.items()))))

    def __repr__(self) -> str:
        inside = ", ".join(f"{k}={v!r}" for k, v in self.facts.items())
        return f"Problem({self.code!r}{', ' if inside else ''}{inside})"

    def __str__(self) -> str:
        if not self.facts:
            return self.code
        return f"{self.code}({', '.join(f'{k}={v}' for k, v in self.facts.items())})"
