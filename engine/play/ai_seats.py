"""Computer seats for the play shell: when the pending seat is played by the computer, ask the game's chooser
and apply its answer after a pause, so the people at the table can follow (Space or Enter: go on now).

The engine never imports a game: the chooser comes from the game's play module, as a function
chooser(session, seat) -> action. The shell calls tick() once a frame while nothing else is showing (no dice
rolling, no step of the log being revealed) and draws `waiting_text` in its choice panel.
"""
from __future__ import annotations

from typing import Callable, Iterable

from engine.i18n import T, _, render

DEFAULT_DELAY = 1.0   # seconds per computer step: long enough to see what changed, short enough not to bore


class AISeats:
    """The seats the computer plays and how it plays them. `delay` is the pause before each of its steps."""

    def __init__(self, seats: Iterable[int], chooser: Callable, delay: float = DEFAULT_DELAY):
        self.seats = frozenset(int(s) for s in seats)
        self.chooser = chooser
        self.delay = max(0.0, float(delay))
        self.waited = 0.0       # how long the current computer step has been waiting
        self._skip = False
        self.note: tuple = ()   # (words, board target) of the computer's last step, set by the shell

    def plays(self, seat) -> bool:
        return seat in self.seats

    def due(self, session) -> bool:
        """A computer seat must decide now (and no laptop is being handed over)."""
        pending = session.pending
        return (pending is not None and session.outcome is None and session.handoff is None
                and pending.seat in self.seats)

    def skip(self) -> None:
        """Stop waiting: the computer's next step is taken on the next tick."""
        self._skip = True

    def reset(self) -> None:
        self.waited, self._skip = 0.0, False

    def tick(self, session, dt: float):
        """Advance the pause; when it is over, the action the computer takes now (the caller applies it),
        else None."""
        if not self.due(session):
            self.reset()
            return None
        self.waited += max(0.0, dt)
        if self.waited < self.delay and not self._skip:
            return None
        self.reset()
        return self.chooser(session, session.pending.seat)

    def waiting_text(self, name: str) -> str:
        if named_computer(name):   # not "The computer plays Computer 3"
            return T("{name} plays now. Space or Enter: go on now.", name=name)
        return T("The computer plays {name}. Space or Enter: go on now.", name=name)


def step_note(name: str, what: str) -> str:
    """What a computer seat just did, over the board: 'Computer for Ann: …', or 'Computer 3: …' (said once)."""
    if named_computer(name):
        return T("{name}: {what}", name=name, what=what)
    return T("Computer for {name}: {what}", name=name, what=what)


def named_computer(name: str) -> bool:
    """Whether a seat's name already says 'computer' ('Computer 3', '电脑 3（巴索·索恩）'), in English or in the
    language drawn: a default name reads in the screen's language, so an English-only test named it twice."""
    shown = render(name).casefold()
    return any(shown.startswith(word.split("{n}")[0].strip().casefold())
               for word in ("Computer {n}", _("Computer {n}")))
