"""Step-by-step reveal of new log events: a short pause on each event the board asks to pace, with a
summary line and the table spots it refers to highlighted, so a turn nobody at the table played (a neutral
board, a computer seat) can be followed. Skippable: Space or Enter shows everything at once.

The board view offers steps(view, events, start) -> [Step]; the shell holds back the log lines from the
first step not yet shown (the same mechanism as dice that are still rolling).
"""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Step:
    """One paced log event: its index in the session log, how long it stays the newest line, the summary
    line shown meanwhile and the board targets it refers to."""
    index: int
    seconds: float = 0.8
    summary: str = ""
    targets: tuple = field(default=())


class StepPacer:
    """The queue of steps still to show and the one showing now."""

    def __init__(self):
        self.queue: deque[Step] = deque()
        self.current: Step | None = None
        self.left = 0.0     # seconds the current step still stays

    @property
    def busy(self) -> bool:
        return self.current is not None or bool(self.queue)

    def add(self, steps) -> None:
        for step in sorted(steps, key=lambda st: st.index):
            self.queue.append(step)
        if self.current is None:
            self._next()

    def clear(self) -> None:
        self.queue.clear()
        self.current, self.left = None, 0.0

    skip = clear   # showing everything at once is forgetting the pauses

    def held_from(self) -> int | None:
        """The first log event not shown yet (the next step's), or None when every line may show."""
        return self.queue[0].index if self.queue else None

    def update(self, dt: float) -> bool:
        """Advance the clock; True when the step shown changed."""
        if self.current is None:
            return False
        self.left -= max(0.0, dt)
        if self.left > 0:
            return False
        self._next()
        return True

    def _next(self) -> None:
        if self.queue:
            self.current = self.queue.popleft()
            self.left = self.current.seconds
        else:
            self.current, self.left = None, 0.0
