"""The one rules API every game offers (DESIGN.md principle 2), and the error it refuses with."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

# An action is a small immutable value: a tuple whose first item names it, the rest are plain
# ints/strs/tuples, so it serialises to JSON as a list and back with `tuple()`.
Action = tuple


class IllegalAction(Exception):
    """Raised by apply() for a refused action; str() reads 'G-10.2: why it is refused'."""

    def __init__(self, rule_id: str, reason: str):
        self.rule_id, self.reason = rule_id, reason
        super().__init__(f"{rule_id}: {reason}")


@dataclass(frozen=True)
class Pending:
    """Who must decide what now: `kind` names the decision (zone, tile, ghost, dice, yes_no, split...)."""
    seat: int
    kind: str
    prompt: str
    options: tuple = ()


@dataclass(frozen=True)
class Outcome:
    """The end of a game: `result` is e.g. 'win'/'loss' for co-op, `winners` the seats that won."""
    result: str
    winners: tuple = ()
    reason: str = ""
    score: Any = None
    details: dict = field(default_factory=dict)


class Ruleset(Protocol):
    id: str

    def setup(self, config: dict, seed: int) -> Any: ...
    def pending(self, state) -> Pending | None: ...
    def legal_actions(self, state, seat: int) -> list[Action]: ...
    def apply(self, state, action: Action) -> Any: ...
    def view(self, state, seat: int) -> Any: ...
    def outcome(self, state) -> Outcome | None: ...
