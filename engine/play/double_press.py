"""The second half of a double press does not pass the laptop: the step before a hand-off is there to be looked at.

A double click, Enter pressed twice or a held Enter acts twice. When the first press ends a step (Ninja's last
placement of a secret setup) and the answer that appears under the same finger passes the laptop ("Done — pass
the laptop", N-H.6), the second press would skip the look-over and the Undo that step exists for. So an input
that repeats the one that just acted (the same key, or a click within a few pixels) within DOUBLE_PRESS seconds
does not take an action the rules name as passing the laptop (GameSession.passes_the_laptop: by its name, never
by trying it, which would tell a roll's result before it happens); a press after a quiet moment does. Nor does
it answer for another seat than the one the first press answered for: that is another person, who has not read
the question yet. Other actions are not held back: quick play stays quick.

The press that takes the laptop is a deliberate one of the next player; the second half of their double press (a
double Enter, a double click on the hand-off button) would act on the board they have not yet seen (keep the
suggested cards, a click on the spot under the button). So for DOUBLE_PRESS seconds after a hand-off is
confirmed, a press or a click does nothing (took_the_laptop, hasty).
"""
from __future__ import annotations

from typing import Callable

import pygame

DOUBLE_PRESS = 0.5    # seconds: longer than a double click or a key's repeat delay, shorter than a look
NEAR = 8              # pixels between the two clicks of one double click


class DoublePress:
    """Remembers the input that last acted and tells whether the input being handled repeats it."""

    def __init__(self, clock: Callable[[], float]):
        self.clock = clock
        self.current: tuple | None = None     # (kind, key or position, time, serial) of the input being handled
        self.last: tuple | None = None        # the same for the input that last took (or was refused) an action
        self.serial = 0                       # one click that walks a route acts several times: one input
        self.quiet_until = float("-inf")      # a hand-off was confirmed: presses before this time do nothing
        self.last_seat = None                 # the seat the last input acted for

    def saw(self, event) -> None:
        """At the start of handling one event: a key press or a left click is an input that may act."""
        self.serial += 1
        if event.type == pygame.KEYDOWN:
            self.current = ("key", event.key, self.clock(), self.serial)
        elif event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            self.current = ("click", tuple(event.pos), self.clock(), self.serial)
        else:
            self.current = None

    def took_the_laptop(self) -> None:
        """The hand-off screen was confirmed by the input being handled: what follows it at once is its echo."""
        self.quiet_until = self.clock() + DOUBLE_PRESS

    def hasty(self, event) -> bool:
        """`event` is a press, click or release that comes too soon after the hand-off was confirmed to be meant
        for the board that has just appeared."""
        return event.type in (pygame.KEYDOWN, pygame.KEYUP, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) \
            and self.clock() < self.quiet_until

    def handled(self) -> None:
        """The event is handled: an action taken later (the computer's, a timer's) came from no input."""
        self.current = None

    def repeats(self) -> bool:
        """The input being handled is the second half of a double press of the one that last acted."""
        if self.current is None or self.last is None or self.current[0] != self.last[0]:
            return False
        if self.current[3] == self.last[3]:
            return False        # the same input acting again (a click that walks several steps)
        if self.current[2] - self.last[2] >= DOUBLE_PRESS:
            return False
        if self.current[0] == "key":
            return self.current[1] == self.last[1]
        (x, y), (lx, ly) = self.current[1], self.last[1]
        return abs(x - lx) <= NEAR and abs(y - ly) <= NEAR

    def acted(self, seat=None) -> None:
        """The input being handled took an action (for `seat`), or was held back (seat None: the seat that last
        acted stays the one a repeat is compared with): a repeat of it soon after is a double press."""
        if self.current is not None:
            self.last = self.current
            if seat is not None:
                self.last_seat = seat

    def for_another_seat(self, seat) -> bool:
        """The input being handled repeats the one that last acted, and would now act for another seat: the next
        person at the table, who has not yet read the question (Betrayal's explorers chosen one after another)."""
        return self.repeats() and seat is not None and self.last_seat is not None and seat != self.last_seat
