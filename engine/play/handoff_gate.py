"""The hand-off gate: when the pass-the-laptop screen may be confirmed, and by what input (DESIGN 5 and 7).

A secret reaches the wrong seat if the player who just finished can skip the hand-off screen with input they
began before it appeared: a second Enter of a double press, a held key repeating, a mouse button still down, the
second click of a double click. So the gate confirms only a deliberate act of the next player:

  - for PAUSE seconds after the screen appears nothing confirms it. The time is read from a wall clock
    (`clock`, time.monotonic in the app) when the gate opens: while the screen is up the app runs no frames
    and no update(dt), so a timer fed by dt would never advance. A press or click during the pause starts it
    again, so Enter mashed every 0.4 s never gets through: the next player needs a quiet second, then a press;
  - a key confirms on its release, and only if it was pressed after the pause. A key already down when the
    gate opened, or pressed during the pause, stays spoiled until its release: auto-repeated KEYDOWNs of a
    held key carry no repeat flag, so the gate counts presses by pairing KEYDOWN with KEYUP;
  - a click confirms when both its press and its release come after the pause, on the button.

One gate per appearance of the screen; restart() when the screen is shown anew (pushed on the stack).
"""
from __future__ import annotations

import time
from typing import Callable

import pygame

PAUSE = 1.0      # seconds during which nothing confirms the screen: longer than any double press or key repeat delay
CONFIRM_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class HandoffGate:
    """Says whether the hand-off screen may be confirmed yet, and which input event confirms it."""

    def __init__(self, clock: Callable[[], float] = time.monotonic, pause: float = PAUSE):
        self.clock, self.pause = clock, pause
        self.restart()

    def restart(self) -> None:
        """The screen appears (again): the pause starts now, and nothing pressed so far counts."""
        self.opened_at = self.clock()
        self._keys: dict[int, bool] = {}    # confirm key down -> its press began after the pause
        self._click: bool | None = None     # a left button down: True if pressed after the pause on the button
        self._spoil_what_is_held()

    def _spoil_what_is_held(self) -> None:
        """Keys and the left button the system reports down now were pressed before the screen appeared."""
        try:
            keys = pygame.key.get_pressed()
            for key in CONFIRM_KEYS:
                if keys[key]:
                    self._keys[key] = False
            if pygame.mouse.get_pressed()[0]:
                self._click = False
        except (pygame.error, IndexError):
            pass     # no display yet (headless tests, a scene built before the window): nothing is held

    @property
    def ready_at(self) -> float:
        """The clock time from which a new press may confirm."""
        return self.opened_at + self.pause

    @property
    def ready(self) -> bool:
        return self.clock() >= self.ready_at

    def confirms(self, event, on_button: Callable[[tuple], bool]) -> bool:
        """Feed one input event; True when it completes a deliberate confirmation. `on_button(pos)`: is that
        point on the screen's button."""
        kind = event.type
        pressing = (kind == pygame.KEYDOWN and event.key in CONFIRM_KEYS) or \
            (kind == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1)
        if pressing and not self.ready:
            self.opened_at = self.clock()       # still mashing: the pause starts again
        if kind == pygame.KEYDOWN and event.key in CONFIRM_KEYS:
            if event.key not in self._keys:     # a new press; a repeat of a held key keeps its first verdict
                self._keys[event.key] = self.ready
            return False
        if kind == pygame.KEYUP and event.key in CONFIRM_KEYS:
            # a release with no press seen: the key went down before the screen appeared
            return bool(self._keys.pop(event.key, False)) and self.ready
        if kind == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            self._click = self.ready and bool(on_button(event.pos))
            return False
        if kind == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            pressed, self._click = self._click, None
            return bool(pressed) and self.ready and bool(on_button(event.pos))
        return False
