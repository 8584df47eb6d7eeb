"""A read-only stand-in for a GameSession around a bare rules state: enough to draw it, never to play on."""
from __future__ import annotations

from engine.i18n import T


def as_session(session_or_state, ruleset, game: str):
    """A GameSession as it is, or a bare rules state wrapped read-only for drawing (`replay --png` of a state)."""
    if hasattr(session_or_state, "view") and hasattr(session_or_state, "ruleset"):
        return session_or_state
    return FrozenSession(session_or_state, ruleset, game)


class FrozenSession:
    """Just enough of the GameSession surface to draw a finished (or any) state without playing on."""

    def __init__(self, state, ruleset, game: str):
        self.ruleset = ruleset
        self.game = game
        self.state = state
        self.config, self.seed, self.actions = {}, None, ()
        self.autosave = None
        self.viewer, self.handoff = None, None

    pending = property(lambda self: self.ruleset.pending(self.state))
    outcome = property(lambda self: self.ruleset.outcome(self.state))
    is_over = property(lambda self: self.outcome is not None)
    log = property(lambda self: self.ruleset.log(self.state))

    def view(self, seat):
        return self.ruleset.view(self.state, seat)

    def legal_actions(self, seat=None):
        return []

    def log_for(self, seat):
        return [e.text_for(seat) for e in self.log]

    def can_undo(self, steps=1):
        from engine.rules.session import Permission
        return Permission(False, T("a replayed position cannot be changed"))

    can_redo = can_undo

    def subscribe(self, fn):
        pass

    def seat_name(self, seat):
        return self.ruleset.seat_name(self.state, seat)

    def describe(self, action):
        fn = getattr(self.ruleset, "describe_action", None)
        return fn(self.state, action) if fn else " ".join(str(v) for v in action)
