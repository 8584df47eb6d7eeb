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


@dataclass(frozen=True)
class LogEntry:
    """One line of the game log: public text, and per-seat replacements for seats that may not see it all
    (e.g. {2: 'the intruder moved ? zones'}); `seat_text(seat)` is what that seat is shown."""
    text: str
    redactions: tuple = ()  # ((seat, text), ...) kept as a tuple so entries stay immutable

    def seat_text(self, seat: int | None) -> str:
        for s, t in self.redactions:
            if s == seat:
                return t
        return self.text


class RulesetExtras(Protocol):
    """What GameSession needs beyond the six calls of principle 2."""

    def commit_marker(self, state) -> int:
        """A number that grows whenever an action did something undo must never go back past:
        used randomness (die roll, card draw), revealed a secret, or handed the laptop over."""
        ...

    def state_hash(self, state) -> str:
        """A stable hash of the whole state, for determinism tests and golden replays."""
        ...

    def log(self, state) -> list[LogEntry]:
        ...
