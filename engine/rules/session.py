"""GameSession: seed + config + action list over a pure ruleset, with undo/redo to the last commit point."""
from __future__ import annotations

import json
import os
from typing import Any, Callable

from engine.rules.protocol import CORE_RULE, Action, IllegalAction, LogEntry, Outcome, Pending, freeze
from engine.rules.savefile import encode_action

# Keep a cloned state every this many actions (only if the ruleset offers clone()), so undo replays at
# most this many actions instead of the whole game.
SNAPSHOT_EVERY = 32


class Permission:
    """Truthy when allowed; otherwise `reason` says why (shown by the UI on a disabled Undo/Redo button)."""

    __slots__ = ("ok", "reason")

    def __init__(self, ok: bool, reason: str = ""):
        self.ok, self.reason = ok, reason

    def __bool__(self) -> bool:
        return self.ok

    def __repr__(self) -> str:
        return f"Permission({self.ok}, {self.reason!r})"


def normalise_config(config: dict | None) -> dict:
    """The config as it will come back from a save (JSON round trip), so a live game and its reload agree."""
    try:
        return json.loads(json.dumps(config or {}, sort_keys=True))
    except (TypeError, ValueError) as exc:
        raise ValueError(f"game config must be plain JSON data: {exc}") from None


def fresh_seed() -> int:
    """A seed for a new game when the player gave none (never the global `random`)."""
    return int.from_bytes(os.urandom(4), "big") & 0x7FFFFFFF


class GameSession:
    """One game in progress: the ruleset module, its config and seed, and the actions applied so far.

    Public surface (the play scene uses only this):
      state, pending, legal_actions(seat=None), apply(action, seat=None), outcome, is_over, view(seat),
      undo(steps=1), redo(steps=1), can_undo(steps=1), can_redo(steps=1) (Permission: truthy, or .reason),
      undo_depth, actions, log (LogEntry list), log_for(seat) (texts that seat may see), describe(action),
      state_hash(), subscribe(fn), save(path), GameSession.load(path, ruleset=None, autosave=...).

    Undo never goes back past a commit point: an action after which ruleset.commit_marker(state) changed
    (dice rolled, card drawn, secret revealed, laptop handed over). Undo replays from the nearest snapshot
    (or from setup when the ruleset has no clone()), so apply() costs no copy per action.
    """

    def __init__(self, ruleset, config: dict | None = None, seed: int | None = None, actions=(),
                 *, autosave=None):
        self.ruleset = ruleset
        self.game = getattr(ruleset, "RULESET_ID", getattr(ruleset, "__name__", "game"))
        self.config = normalise_config(config)
        self.seed = int(seed) if seed is not None else fresh_seed()
        self._clone = getattr(ruleset, "clone", None)
        # Undo replays actions that were already accepted from the very same states: skip re-validation.
        self._replay_apply = getattr(ruleset, "apply_fast", None) or ruleset.apply
        self._actions: list[Action] = []
        self._encoded: list[str] = []  # each action's JSON, kept so autosaves do not re-encode the game
        self._redo: list[Action] = []  # undone actions, the next one to redo last
        self._markers: list[int] = []  # commit marker after setup (index 0) and after each action
        self._barrier = 0  # undo may not go below this many actions
        self._snapshots: dict[int, Any] = {}
        self._listeners: list[Callable[["GameSession"], None]] = []
        self.state = ruleset.setup(self.config, self.seed)
        self._markers.append(ruleset.commit_marker(self.state))
        self._snapshot_if_due()
        for action in actions:
            self._step(freeze(action))
        # autosave=True: the standard per-game autosave file; or any callable(session).
        if autosave is True:
            from engine.rules.autosave import Autosaver
            autosave = Autosaver(self.game)
        self.autosave = autosave or None

    # ----- reading -------------------------------------------------------------------------------------

    @property
    def actions(self) -> tuple:
        return tuple(self._actions)

    def __len__(self) -> int:
        return len(self._actions)

    @property
    def pending(self) -> Pending | None:
        return self.ruleset.pending(self.state)

    @property
    def outcome(self) -> Outcome | None:
        return self.ruleset.outcome(self.state)

    @property
    def is_over(self) -> bool:
        return self.outcome is not None

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        """Legal actions of `seat` (default: the seat that must decide now)."""
        if seat is None:
            p = self.pending
            if p is None:
                return []
            seat = p.seat
        return self.ruleset.legal_actions(self.state, seat)

    def view(self, seat: int):
        """What `seat` may see: the only state scenes should draw."""
        return self.ruleset.view(self.state, seat)

    @property
    def log(self) -> list[LogEntry]:
        return self.ruleset.log(self.state)

    def log_for(self, seat: int | None) -> list[str]:
        """The log as `seat` is shown it (per-seat redactions applied); None = the public text."""
        return [entry.seat_text(seat) for entry in self.ruleset.log(self.state)]

    def state_hash(self) -> str:
        return self.ruleset.state_hash(self.state)

    def describe(self, action: Action) -> str:
        fn = getattr(self.ruleset, "describe_action", None)
        return fn(self.state, action) if fn else " ".join(str(v) for v in action)

    # ----- changing --------------------------------------------------------------------------------------

    def apply(self, action: Action, seat: int | None = None):
        """Apply one action for the pending seat; raises IllegalAction (state unchanged) if refused.
        With `seat` (the seat whose UI sent it), an action from a seat that is not to decide is refused."""
        action = freeze(action)
        if not isinstance(action, tuple) or not action:
            raise IllegalAction(CORE_RULE, f"an action is a non-empty tuple, got {action!r}")
        if self.is_over:
            raise IllegalAction(CORE_RULE, "the game is over")
        pending = self.pending
        if pending is None:
            raise IllegalAction(CORE_RULE, "no decision is pending")
        if seat is not None and seat != pending.seat:
            raise IllegalAction(CORE_RULE, f"seat {pending.seat} must decide now, not seat {seat}")
        redo = self._redo
        self._step(action)
        if redo and redo[-1] == action:
            redo.pop()  # the player redid by hand: keep the rest of the redo line
        else:
            redo.clear()
        self._changed()
        return self.state

    def undo(self, steps: int = 1):
        allowed = self.can_undo(steps)
        if not allowed:
            raise IllegalAction(CORE_RULE, allowed.reason)
        target = len(self._actions) - steps
        undone = self._actions[target:]
        self._redo.extend(reversed(undone))
        self._truncate(target)
        self._changed()
        return self.state

    def redo(self, steps: int = 1):
        allowed = self.can_redo(steps)
        if not allowed:
            raise IllegalAction(CORE_RULE, allowed.reason)
        for _ in range(steps):
            self._step(self._redo.pop())
        self._changed()
        return self.state

    @property
    def undo_depth(self) -> int:
        """How many actions undo may still take back."""
        return len(self._actions) - self._barrier

    def can_undo(self, steps: int = 1) -> Permission:
        if steps < 1:
            return Permission(False, "undo at least one step")
        if not self._actions:
            return Permission(False, "nothing to undo yet")
        if self.is_over:
            return Permission(False, "the game is over")
        if len(self._actions) - steps < self._barrier:
            if self._barrier == len(self._actions):
                name = self._actions[self._barrier - 1][0]
                return Permission(False, f"cannot undo '{name}': it rolled dice, drew a card, revealed a "
                                         f"secret or handed over the turn")
            return Permission(False, f"only {self.undo_depth} step(s) can be undone before a commit point")
        return Permission(True)

    def can_redo(self, steps: int = 1) -> Permission:
        if steps < 1:
            return Permission(False, "redo at least one step")
        if not self._redo:
            return Permission(False, "nothing to redo")
        if steps > len(self._redo):
            return Permission(False, f"only {len(self._redo)} step(s) can be redone")
        return Permission(True)

    def subscribe(self, fn: Callable[["GameSession"], None]) -> None:
        """Call fn(session) after every apply/undo/redo (the play scene redraws, the autosave writes)."""
        self._listeners.append(fn)

    def encoded_actions(self) -> list[str]:
        """Each applied action as JSON text (what a save stores), without re-encoding."""
        return self._encoded

    # ----- save / load -----------------------------------------------------------------------------------

    def save(self, path: str) -> None:
        from engine.rules.savefile import save
        save(self, path)

    @classmethod
    def load(cls, path: str, ruleset=None, **kwargs) -> "GameSession":
        from engine.rules.savefile import load
        return load(path, ruleset, **kwargs)

    # ----- internals -------------------------------------------------------------------------------------

    def _step(self, action: Action) -> None:
        """Apply without notifying; on any refusal or crash put the state back as it was."""
        n = len(self._actions)
        try:
            new_state = self.ruleset.apply(self.state, action)
        except BaseException:
            # The contract says apply() raises before mutating, but a half-applied state must never
            # survive a refusal: rebuild it (cheap with snapshots, and refusals are rare).
            self.state = self._rebuild(n)
            raise
        self.state = new_state
        self._actions.append(action)
        self._encoded.append(encode_action(action))
        marker = self.ruleset.commit_marker(new_state)
        if marker != self._markers[-1]:
            self._barrier = n + 1
        self._markers.append(marker)
        self._snapshot_if_due()

    def _snapshot_if_due(self) -> None:
        n = len(self._actions)
        if self._clone is not None and n % SNAPSHOT_EVERY == 0:
            self._snapshots[n] = self._clone(self.state)

    def _truncate(self, target: int) -> None:
        del self._actions[target:]
        del self._encoded[target:]
        del self._markers[target + 1:]
        for k in [k for k in self._snapshots if k > target]:
            del self._snapshots[k]
        self.state = self._rebuild(target)

    def _rebuild(self, target: int):
        """The state after the first `target` actions, from the nearest snapshot at or before it."""
        base = max((k for k in self._snapshots if k <= target), default=None)
        if base is None:
            state, base = self.ruleset.setup(self.config, self.seed), 0
        else:
            state = self._clone(self._snapshots[base])
        apply = self._replay_apply
        for action in self._actions[base:target]:
            state = apply(state, action)
        return state

    def _changed(self) -> None:
        if self.autosave is not None:
            self.autosave(self)
        for fn in self._listeners:
            fn(self)
