"""Scenes and the stack that pairs their enter/exit and pause/resume and routes input to the top."""
from __future__ import annotations

import time


class Scene:
    """Base scene. Subclasses translate input into actions and draw state; drawing never mutates."""

    opaque = True  # an opaque scene hides everything below it, so those are not drawn
    paints_every_pixel = False  # True: draw() covers the whole window, so the app does not clear it first

    def __init__(self):
        self.app = None  # set by the stack on push

    def now(self) -> float:
        """The app's wall clock (`App.now`, faked in tests), else time.monotonic: pauses that must pass while the
        app runs no frames (the hand-off gate, a screen's settling moment) read it."""
        now = getattr(self.app, "now", None)
        return now() if now is not None else time.monotonic()

    # lifecycle, paired by the stack
    def enter(self):
        pass

    def exit(self):
        pass

    def pause(self):
        pass

    def resume(self):
        pass

    # per frame
    def handle_event(self, event) -> bool:
        """Return True when the event was consumed; otherwise it is passed down the stack."""
        return False

    def update(self, dt: float) -> None:
        pass

    def animating(self) -> bool:
        """True while something moves on its own (dice rolling, a banner fading): the App loop then
        ticks at 60 FPS; otherwise it sleeps until an event comes, so an idle table costs no CPU."""
        return False

    def draw(self, surface) -> None:
        pass

    def on_resize(self, size) -> None:
        """The window changed size; recompute layouts."""


class SceneStack:
    """push / pop / replace with paired callbacks; draws from the highest opaque scene up."""

    def __init__(self, app=None):
        self.app = app
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes[-1].pause()
        scene.app = self.app
        self.scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.exit()
        if self.scenes:
            self.scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene; the one below is neither paused nor resumed."""
        if self.scenes:
            self.scenes.pop().exit()
        scene.app = self.app
        self.scenes.append(scene)
        scene.enter()

    def clear(self) -> None:
        while self.scenes:
            self.pop()

    def handle_event(self, event) -> bool:
        for scene in reversed(self.scenes):
            if scene.handle_event(event):
                return True
            if scene.opaque:
                # nothing below an opaque scene is visible, so it must not take input either
                return False
        return False

    def update(self, dt: float) -> None:
        if self.scenes:
            self.scenes[-1].update(dt)

    def animating(self) -> bool:
        """Does the top scene move by itself? Only it gets update(), so only it can stop moving."""
        top = self.top
        return top is not None and bool(top.animating())

    def visible(self) -> list[Scene]:
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        return self.scenes[start:]

    def draw(self, surface) -> None:
        for scene in self.visible():
            scene.draw(surface)

    def on_resize(self, size) -> None:
        for scene in self.scenes:
            scene.on_resize(size)

