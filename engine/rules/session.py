"""GameSession: seed + config + action list over a pure ruleset, with undo/redo and pass-the-laptop hand-offs."""
from __future__ import annotations

import json
import os
from typing import Any, Callable

from engine.i18n import T, Tn, english, render
from engine.rules.api import CORE_RULE, Action, HandOff, IllegalAction, LogEvent, Outcome, Pending, freeze

# Keep a cloned state every this many actions, so undo replays at most this many actions, not the game.
SNAPSHOT_EVERY = 32


class Permission:
    """Truthy when allowed; otherwise `reason` says why in words (shown on a disabled Undo/Redo button)."""

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


def encode_action(action) -> str:
    """An action as the JSON text a save stores."""
    return json.dumps(list(action), ensure_ascii=True)


class GameSession:
    """One game in progress: the ruleset module, its config and seed, and the actions applied so far.

    Public surface (the play shell uses only this):
      state, pending, legal_actions(seat=None), apply(action, seat=None), outcome, is_over,
      view(seat), viewer, handoff, confirm_handoff(), undo(), redo(), can_undo(), can_redo(),
      undo_depth, actions, log, log_for(seat), describe(action), seat_name(seat), state_hash(),
      subscribe(fn), encoded_actions(), autosave_error. Saving and loading are in engine.rules.saves.

    Undo never goes back past a commit point: an action after which ruleset.commit_marker(state)
    changed (dice rolled, card drawn, secret revealed) or a hand-off.

    Hand-offs: in a game with hidden information, whenever the seat that must decide next may know
    other secrets than the seat now looking at the screen (`viewer`), the session records a hand-off
    (`handoff`, a commit point) and tells its listeners; nothing of that seat's view should be shown
    until `confirm_handoff()` — the player named has taken the laptop. Open games never hand off.
    """

    def __init__(self, ruleset, config: dict | None = None, seed: int | None = None, actions=(),
                 *, autosave: Callable[["GameSession"], None] | None = None):
        self.ruleset = ruleset
        self.info = ruleset.INFO
        self.game = self.info.id
        self.config = normalise_config(config)
        self.seed = int(seed) if seed is not None else fresh_seed()
        self._actions: list[Action] = []
        self._encoded: list[str] = []  # each action's JSON, kept so autosaves do not re-encode the game
        self._redo: list[Action] = []  # undone actions, the next one to redo last
        self._markers: list[int] = []  # commit marker after setup (index 0) and after each action
        self._barrier = 0  # undo may not go below this many actions
        self._snapshots: dict[int, Any] = {}
        self._listeners: list[Callable[["GameSession"], None]] = []
        self.viewer: int | None = None
        self.handoff: HandOff | None = None
        self.state = ruleset.setup(self.config, self.seed)
        self._markers.append(ruleset.commit_marker(self.state))
        self._snapshot_if_due()
        for action in actions:
            self._step(freeze(action))
        self._check_handoff()
        self.autosave = autosave
        self.autosave_error: str | None = None   # the last autosave's failure, in words (None: saved)
        self.upgrade = None      # set by saves.load: a save of an older Lantern, replayed only so far (saves.Upgrade)

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
    def log(self) -> list[LogEvent]:
        return list(self.ruleset.log(self.state))

    def log_for(self, seat: int | None) -> list[str]:
        """The log as `seat` is shown it (per-seat texts applied, causes appended); None = public text."""
        return [event.text_for(seat) for event in self.ruleset.log(self.state)]

    def state_hash(self) -> str:
        return self.ruleset.state_hash(self.state)

    def describe(self, action: Action) -> str:
        return self.ruleset.describe_action(self.state, action)

    def seat_name(self, seat: int) -> str:
        """The player's name from the setup (if given) and the seat's role in the game."""
        role = self.ruleset.seat_name(self.state, seat)
        names = self.config.get("names") or []
        name = names[seat].strip() if 0 <= seat < len(names) and isinstance(names[seat], str) else ""
        # a default name the setup kept in English ('Computer 2') is worded like the role: not 'Player 1 (玩家 1)'
        if name and render(name).casefold() != render(role).casefold() and name.casefold() != english(role).casefold():
            return T("{name} ({role})", name=name, role=role)   # Chinese brackets its role in （）
        return role   # "Player 1", not "Player 1 (Player 1)", when the setup's default name is the role

    # ----- changing --------------------------------------------------------------------------------------

    def apply(self, action: Action, seat: int | None = None):
        """Apply one action for the pending seat; raises IllegalAction (state unchanged) if refused.
        With `seat` (the seat whose screen sent it), an action from a seat not to decide is refused."""
        try:
            action = freeze(action)
        except RecursionError:
            raise IllegalAction(CORE_RULE, T("that is not an action of this game")) from None
        if type(action) is not tuple or not action:
            raise IllegalAction(CORE_RULE, T("that is not an action of this game"))
        if self.is_over:
            raise IllegalAction(CORE_RULE, T("the game is over"))
        if self.handoff is not None:
            raise IllegalAction(CORE_RULE, T("first pass the laptop to {name}", name=self.handoff.name))
        pending = self.pending
        if pending is None:
            raise IllegalAction(CORE_RULE, T("no decision is waiting"))
        if seat is not None and seat != pending.seat:
            raise IllegalAction(CORE_RULE, T("it is {name}'s decision now", name=self.seat_name(pending.seat)))
        redo = self._redo
        self._step(action)
        if redo and redo[-1] == action:
            redo.pop()  # the player redid by hand: keep the rest of the redo line
        else:
            redo.clear()
        self._check_handoff()
        self._changed()
        return self.state

    def passes_the_laptop(self, action: Action) -> bool:
        """Whether `action` is one the rules name as ending a seat's look before the laptop goes on (the ruleset's
        PASSES_THE_LAPTOP action names: Ninja's "Done — pass the laptop"). Judged by the name alone, never by
        trying the action: trying it would tell the screen a roll's result or the next card before they happen."""
        return bool(action) and action[0] in getattr(self.ruleset, "PASSES_THE_LAPTOP", ())

    def confirm_handoff(self) -> None:
        """The player named by `handoff` has the laptop: their view may be shown now."""
        if self.handoff is None:
            return
        self.viewer = self.handoff.seat
        self.handoff = None
        self._notify()

    def undo(self, steps: int = 1):
        allowed = self.can_undo(steps)
        if not allowed:
            raise IllegalAction(CORE_RULE, allowed.reason)
        target = len(self._actions) - steps
        undone = self._actions[target:]
        self._redo.extend(reversed(undone))
        self._truncate(target)
        self._check_handoff()
        self._changed()
        return self.state

    def redo(self, steps: int = 1):
        allowed = self.can_redo(steps)
        if not allowed:
            raise IllegalAction(CORE_RULE, allowed.reason)
        for _ in range(steps):
            self._step(self._redo.pop())
        self._check_handoff()
        self._changed()
        return self.state

    @property
    def undo_depth(self) -> int:
        """How many actions undo may still take back."""
        return len(self._actions) - self._barrier

    def can_undo(self, steps: int = 1) -> Permission:
        if steps < 1:
            return Permission(False, T("undo at least one step"))
        if not self._actions:
            return Permission(False, T("nothing to undo yet"))
        if self.is_over:
            return Permission(False, T("the game is over"))
        if self.handoff is not None:
            return Permission(False, T("the computer is being passed to the next player"))
        if len(self._actions) - steps < self._barrier:
            if self._barrier == len(self._actions):
                return Permission(False, T("the last step cannot be undone: it rolled dice, drew a card, "
                                           "revealed something or passed the computer on"))
            return Permission(False, Tn("only {n} step can be undone before the last dice roll, card draw or "
                                        "hand-over", "only {n} steps can be undone before the last dice roll, card "
                                        "draw or hand-over", self.undo_depth))
        return Permission(True)

    def can_redo(self, steps: int = 1) -> Permission:
        if steps < 1:
            return Permission(False, T("redo at least one step"))
        if not self._redo:
            return Permission(False, T("nothing to redo"))
        if self.handoff is not None:
            return Permission(False, T("the computer is being passed to the next player"))
        if steps > len(self._redo):
            return Permission(False, Tn("only {n} step can be redone", "only {n} steps can be redone", len(self._redo)))
        return Permission(True)

    def subscribe(self, fn: Callable[["GameSession"], None]) -> None:
        """Call fn(session) after every apply/undo/redo/hand-off (the play scene redraws)."""
        self._listeners.append(fn)

    def encoded_actions(self) -> list[str]:
        """Each applied action as JSON text (what a save stores), without re-encoding."""
        return self._encoded

    # ----- internals -------------------------------------------------------------------------------------

    def _check_handoff(self) -> None:
        """Record a hand-off when the next decision belongs to a seat that may know other secrets."""
        pending = self.pending
        if pending is None:
            return
        if not self.info.hidden_information:
            self.viewer = pending.seat
            return
        if self.handoff is not None and self.handoff.seat == pending.seat:
            return
        group = self.ruleset.knowledge_group
        if self.viewer is None and len({group(self.state, seat) for seat in range(self.config.get("players", 1))}) == 1:
            self.viewer = pending.seat   # nobody holds a secret yet: no need to blank the screen
            return
        if self.viewer is not None and group(self.state, self.viewer) == group(self.state, pending.seat):
            self.handoff = None      # (an undo may have brought the turn back to the seat at the screen)
            self.viewer = pending.seat   # same knowledge: the screen may show that seat at once
            return
        self.handoff = HandOff(pending.seat, self.seat_name(pending.seat))
        self._barrier = len(self._actions)

    def _step(self, action: Action) -> None:
        """Apply without notifying; on any refusal or crash put the state back as it was."""
        n = len(self._actions)
        try:
            new_state = self.ruleset.apply(self.state, action)
        except BaseException:
            # apply() raises before mutating, but a half-applied state must never survive a refusal:
            # rebuild it (cheap with snapshots, and refusals are rare).
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
        if n % SNAPSHOT_EVERY == 0:
            self._snapshots[n] = self.ruleset.clone(self.state)

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
            state = self.ruleset.clone(self._snapshots[base])
        apply = self.ruleset.apply
        for action in self._actions[base:target]:
            state = apply(state, action)
        return state

    def _changed(self) -> None:
        if self.autosave is not None:
            try:
                self.autosave(self)
            except Exception as exc:  # a failing disk must never cost the game; the play scene says so
                self.autosave_error = f"The game could not be autosaved: {exc}"
            else:
                self.autosave_error = getattr(self.autosave, "last_error", None)
        self._notify()

    def _notify(self) -> None:
        for fn in self._listeners:
            fn(self)
