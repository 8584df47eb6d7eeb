"""Test helpers: the app's own main loop driven pass by pass, with events posted to pygame's queue and a fake
wall clock, so hand-off tests go through the real event path (engine/ui/app.py App.loop_pass)."""
from __future__ import annotations

import time

import pygame

from engine.play.double_press import DOUBLE_PRESS
from engine.play.handoff import HandoffScene
from engine.play.handoff_gate import CONFIRM_KEYS, PAUSE
from engine.ui.app import App


class FakeClock:
    """A monotonic clock that moves only when told (the app's `now`)."""

    def __init__(self, start: float = 1000.0):
        self.t = start

    def __call__(self) -> float:
        return self.t

    def advance(self, seconds: float) -> None:
        self.t += seconds


class Loop:
    """An app whose loop runs one pass at a time: post(events) then a pass, the clock moved before it."""

    def __init__(self, size=(1280, 800)):
        self.app = App(size=size, headless=True)
        self.clock = FakeClock()
        self.app.now = self.clock
        pygame.event.clear()

    def open(self, scene) -> "Loop":
        self.app.push(scene)
        self.run_pass()
        return self

    def run_pass(self, *events, after: float = 0.0) -> None:
        """`after` seconds go by, then the events arrive together and the loop takes one pass."""
        self.clock.advance(after)
        for event in events:
            pygame.event.post(event)
        self.app.loop_pass(wait=False)

    def idle(self, seconds: float, step: float = 0.25) -> None:
        """Time passes with no input: the loop wakes as the idle app does."""
        gone = 0.0
        while gone < seconds:
            self.run_pass(after=step)
            gone += step

    def screen_bytes(self) -> bytes:
        return pygame.image.tobytes(self.app.screen, "RGB")


def handoff_showing(app) -> bool:
    top = app.stack.top
    return isinstance(top, HandoffScene) or getattr(top, "handoff_screen", None) is not None


def press(app, k, mod=0) -> None:
    """A key press in a frame-driven test. On the hand-off screen the player first waits until it says "Press
    Enter" (the app's clock moves on by the pause), then presses and lets go, as the gate asks."""
    down = key_down(k, mod)
    wait_out_settling(app)
    if k in CONFIRM_KEYS and handoff_showing(app):
        if not isinstance(app.now, FakeClock):
            app.now = FakeClock(time.monotonic())    # not before any time the gate already read
        app.now.advance(PAUSE)
        app.frame(1 / 60, [down, key_up(k, mod)])
        if not handoff_showing(app):
            app.now.advance(DOUBLE_PRESS)    # the player looks at the board that appeared before pressing again
        return
    app.frame(1 / 60, [down])


def wait_out_settling(app) -> None:
    """A screen that ignores input for a moment after it appears (the results): the player reads it first."""
    settling = getattr(app.stack.top, "settling", None)
    if callable(settling) and settling():
        from engine.play.results import SETTLE
        if not isinstance(app.now, FakeClock):
            app.now = FakeClock(time.monotonic())
        app.now.advance(SETTLE + 0.05)    # a little past it: (t + 0.8) - t may round below 0.8


def key_down(k=pygame.K_RETURN, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="\r" if k == pygame.K_RETURN else "",
                              scancode=0)


def key_up(k=pygame.K_RETURN, mod=0):
    return pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0)


def mouse_down(pos):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)


def mouse_up(pos):
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)


def mouse_move(pos):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def handoff_frame(name: str, note: str, size, ready: bool) -> bytes:
    """The hand-off screen for `name` drawn alone, still pausing or ready."""
    loop = Loop(size)
    loop.open(HandoffScene(name, note=note))
    if ready:
        loop.idle(PAUSE + 0.1)
    return loop.screen_bytes()


def pass_laptop(loop: Loop, how: str = "enter") -> None:
    """What the next player does on purpose: waits for the pause to end, then presses and lets go."""
    loop.idle(PAUSE + 0.2)
    if how == "click":
        screen = loop.app.stack.top
        handoff = getattr(screen, "handoff_screen", None) or screen
        pos = handoff.button.rect.center
        loop.run_pass(mouse_move(pos), after=0.1)
        loop.run_pass(mouse_down(pos), after=0.2)
        loop.run_pass(mouse_up(pos), after=0.1)
    else:
        k = {"enter": pygame.K_RETURN, "space": pygame.K_SPACE, "keypad": pygame.K_KP_ENTER}[how]
        loop.run_pass(key_down(k), after=0.1)
        loop.run_pass(key_up(k), after=0.1)
