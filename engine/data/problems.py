"""Positions in a data file and the problems reported at them."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Mark:
    """A 1-based line and column in a file."""
    file: str
    line: int
    col: int

    @classmethod
    def of_node(cls, file: str, node) -> "Mark":
        # yaml marks are 0-based; editors and our messages are 1-based
        return cls(file, node.start_mark.line + 1, node.start_mark.column + 1)


@dataclass(frozen=True)
class Problem:
    """One thing wrong in a data file; str() is the `file:line:col: message` line."""
    mark: Mark
    path: str
    message: str

    def __str__(self) -> str:
        where = f"{self.mark.file}:{self.mark.line}:{self.mark.col}"
        return f"{where}: {self.path}: {self.message}" if self.path else f"{where}: {self.message}"


class DataError(Exception):
    """Raised when a data file has problems; carries every problem found, not just the first."""

    def __init__(self, problems: list[Problem]):
        self.problems = list(problems)
        super().__init__("\n".join(str(p) for p in self.problems))
