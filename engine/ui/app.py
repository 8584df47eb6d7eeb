"""The window and main loop: 60 FPS cap, dt-based updates, resize handling, headless rendering."""
from __future__ import annotations

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402

from engine.ui import theme
from engine.ui.scene import Scene, SceneStack

DEFAULT_SIZE = (1280, 800)


def _init_modules():
    """Only what Lantern uses: no mixer, so no audio device is opened (or complained about)."""
    pygame.display.init()
    pygame.font.init()


def init_display(size=DEFAULT_SIZE, resizable=True, title="Lantern"):
    """Open (or reopen) the window; under SDL_VIDEODRIVER=dummy this works headless."""
    _init_modules()
    flags = pygame.RESIZABLE if resizable else 0
    screen = pygame.display.set_mode(size, flags)
    pygame.display.set_caption(title)
    return screen


class App:
    def __init__(self, size=DEFAULT_SIZE, title="Lantern", headless=False):
        self.headless = headless
        self.screen = init_display(size, title=title) if not headless else _offscreen(size)
        self.stack = SceneStack(self)
        self.clock = pygame.time.Clock()
        self.running = False

    @property
    def size(self):
        return self.screen.get_size()

    def push(self, scene: Scene):
        self.stack.push(scene)
        scene.on_resize(self.size)

    def pop(self):
        scene = self.stack.pop()
        if not self.stack.scenes:
            self.running = False
        return scene

    def replace(self, scene: Scene):
        self.stack.replace(scene)
        scene.on_resize(self.size)

    def quit(self):
        self.running = False

    def dispatch(self, event) -> None:
        if event.type == pygame.QUIT:
            self.running = False
        elif event.type == pygame.VIDEORESIZE:
            if not self.headless:
                self.screen = pygame.display.get_surface()
            self.stack.on_resize(self.size)
        else:
            self.stack.handle_event(event)

    def frame(self, dt: float, events=()) -> None:
        """One frame: events, update, draw. Separate from run() so tests can drive it."""
        for event in events:
            self.dispatch(event)
        self.stack.update(dt)
        self.screen.fill(theme.BG)
        self.stack.draw(self.screen)

    def run(self) -> None:
        self.running = True
        while self.running and self.stack.scenes:
            dt = self.clock.tick(60) / 1000.0
            self.frame(dt, pygame.event.get())
            pygame.display.flip()
        pygame.quit()


def _offscreen(size):
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    _init_modules()
    # a tiny display is still needed for convert() and fonts under the dummy driver
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1))
    return pygame.Surface(size)


def render_png(scene: Scene, size, out_path: str, frames: int = 2) -> None:
    """Draw a scene headlessly at `size` and save it as PNG (used by --png and tests)."""
    app = App(size=size, headless=True)
    app.push(scene)
    for _ in range(frames):
        app.frame(1 / 60)
    pygame.image.save(app.screen, out_path)
