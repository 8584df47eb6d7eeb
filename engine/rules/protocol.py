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


# Rule id used by the core itself (GameSession, save/load) when it refuses something no game rule covers.
CORE_RULE = "core"


class RulesetModule(Protocol):
    """The contract of a ruleset module (`rulesets/<game>/rules.py`), as GameSession, simulate and replay use it.

    Required module attributes and functions:
      RULESET_ID: str                  the game id (`ghost_stories`); stored in saves.
      PLAYABLE: bool                   rules_module() only hands out modules with PLAYABLE = True.
      DATA_FILES: list[str]            absolute paths (files or directories of *.yaml) whose contents are hashed
                                       into saves, so a save made with other data is refused.
      setup(config, seed) -> State     config is plain JSON data (dict of str/int/list); keep a
                                       engine.rules.rng.Rng(seed) inside the state for all randomness.
      pending(state) -> Pending|None   who must decide what now; None once the game is over.
      legal_actions(state, seat)       every action `seat` may take now (empty when it is not that seat's turn);
                                       simulate picks among these, so each must be accepted by apply().
      apply(state, action) -> State    may mutate in place and return the same object. Must raise
                                       IllegalAction(rule_id, reason) BEFORE changing anything.
      view(state, seat)                a redacted copy holding only what `seat` may know (scenes draw this).
      outcome(state) -> Outcome|None   None while the game runs.
      commit_marker(state) -> int      grows when an action used randomness, revealed a secret or handed over
                                       (the Rng's `draws` counter plus a reveal/hand-off counter is typical).
      state_hash(state) -> str         stable across processes (no id(), no set order, no hash() of str).
      log(state) -> list[LogEntry]     the whole game log so far, oldest first.

    Optional:
      clone(state) -> State            an independent copy, cheaper than deepcopy; lets GameSession keep
                                       periodic snapshots so undo does not replay from setup.
      config_for(players, variant, difficulty) -> dict   the config simulate/play uses (None = default).
      invariants(state) -> list[str]   broken invariants (empty when all hold); simulate fails on any.
      apply_fast(state, action) -> State      apply() without the legality check; GameSession uses it only to
                                       replay actions it already accepted (undo), never for loaded saves.
      describe_action(state, action) -> str   short human text for buttons/tooltips (public info only).
      STEP_CAP: int                    simulate's limit on actions per game (default 20000).
    """

    RULESET_ID: str
    PLAYABLE: bool
    DATA_FILES: list

    def setup(self, config: dict, seed: int) -> Any: ...
    def pending(self, state) -> Pending | None: ...
    def legal_actions(self, state, seat: int) -> list[Action]: ...
    def apply(self, state, action: Action) -> Any: ...
    def view(self, state, seat: int) -> Any: ...
    def outcome(self, state) -> Outcome | None: ...
    def commit_marker(self, state) -> int: ...
    def state_hash(self, state) -> str: ...
    def log(self, state) -> list[LogEntry]: ...


def freeze(value):
    """Turn JSON-decoded data back into an action: lists become tuples, recursively (dicts are left alone)."""
    if isinstance(value, list):
        return tuple(freeze(v) for v in value)
    if isinstance(value, tuple):
        return tuple(freeze(v) for v in value)
    return value
