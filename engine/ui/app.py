"""The window and main loop: sleeps until an event when nothing moves, 60 FPS while a scene animates;
a minimum window size, resize handling, headless rendering.

A top scene may offer `redraw_at() -> float | None`: a time on the app's wall clock (`App.now`) at which it
changes by itself while nothing animates (the hand-off screen when its pause ends); the idle loop wakes and
draws once then."""
from __future__ import annotations

import os
import time
import warnings

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402

from engine.ui import theme
from engine.ui.scene import Scene, SceneStack

DEFAULT_SIZE = (1280, 800)
MIN_SIZE = (960, 600)       # below this the side panels of the play shell get too cramped to read
FPS = 60
IDLE_WAIT_MS = 1000         # an idle loop still wakes now and then (a clock in a scene, a lost event)
IDLE_POLL_S = 0.010         # how long an idle loop naps between looks at the event queue


def _init_modules():
    """Only what Lantern uses: no mixer, so no audio device is opened (or complained about)."""
    pygame.display.init()
    pygame.font.init()


def fitted_size(desktop_sizes, wanted=DEFAULT_SIZE) -> tuple[int, int]:
    """The window a run opens when no size is asked for: `wanted`, shrunk (keeping its shape) to fit the largest
    display with room for a title bar and a taskbar, never under MIN_SIZE (a 1366x768 laptop gets 1126x704,
    not a window taller than its screen)."""
    room = [(w - 40, h - 64) for w, h in desktop_sizes if w > 0 and h > 0]
    if not room:
        return wanted
    width, height = max(room, key=lambda r: r[0] * r[1])
    shrink = min(1.0, width / wanted[0], height / wanted[1])
    return (max(MIN_SIZE[0], int(wanted[0] * shrink)), max(MIN_SIZE[1], int(wanted[1] * shrink)))


def init_display(size=DEFAULT_SIZE, resizable=True, title="Lantern"):
    """Open (or reopen) the window (size None: the default fitted to the display); under SDL_VIDEODRIVER=dummy
    this works headless."""
    _init_modules()
    if size is None:
        size = fitted_size(pygame.display.get_desktop_sizes())
    flags = pygame.RESIZABLE if resizable else 0
    size = (max(MIN_SIZE[0], int(size[0])), max(MIN_SIZE[1], int(size[1])))
    pygame.display.set_mode(size, flags)
    pygame.display.set_caption(title)
    set_minimum_size(MIN_SIZE)
    return pygame.display.get_surface()


def set_minimum_size(size) -> bool:
    """Ask the window manager not to let the window shrink below `size` (pygame-ce's Window API,
    SDL_SetWindowMinimumSize underneath); False where the running pygame has no such API."""
    get_window = getattr(pygame.display, "get_window", None)     # newer pygame-ce
    try:
        if get_window is not None:
            window = get_window()
        else:
            from_display = getattr(getattr(pygame, "Window", None), "from_display_module", None)
            if from_display is None:
                return False
            with warnings.catch_warnings():
                # pygame-ce 2.5 marks from_display_module deprecated for drawing through a Window; we only
                # set a size limit on the display module's own window
                warnings.simplefilter("ignore", DeprecationWarning)
                window = from_display()
        if window is None:
            return False
        window.minimum_size = size
    except (pygame.error, AttributeError, ValueError, TypeError):
        return False
    return True


class App:
    def __init__(self, size=DEFAULT_SIZE, title="Lantern", headless=False):
        """size None: the default window fitted to the display (headless: the default)."""
        self.headless = headless
        self.screen = init_display(size, title=title) if not headless else _offscreen(size or DEFAULT_SIZE)
        self.stack = SceneStack(self)
        self.clock = pygame.time.Clock()
        self.now = time.monotonic   # the wall clock: dt between passes and the hand-off gate read it (tests fake it)
        self.running = False
        self._last_pass = None       # when the loop last ran a pass
        self._dirty = True

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
        shown = self.stack.visible()
        if not (shown and shown[0].paints_every_pixel):     # a window-sized fill costs a millisecond a frame
            self.screen.fill(theme.BG)
        self.stack.draw(self.screen)

    def animating(self) -> bool:
        return self.stack.animating()

    def redraw_at(self) -> float | None:
        """When the top scene changes by itself though nothing animates (see the module's docstring)."""
        hook = getattr(self.stack.top, "redraw_at", None)
        return hook() if hook is not None else None

    def next_events(self) -> list:
        """The events of the next frame: at once while something animates, else sleep until one comes.

        Sleeping is a short poll-and-sleep rather than pygame.event.wait(): SDL's wait spins every
        millisecond on drivers that cannot wake it (2 % of a core for nothing); a 10 ms nap costs
        nothing and is shorter than a frame, so input feels the same."""
        if self.animating():
            return pygame.event.get()
        deadline = time.monotonic() + IDLE_WAIT_MS / 1000
        due = self.redraw_at()
        if due is not None:
            deadline = min(deadline, time.monotonic() + max(0.0, due - self.now()))
        while True:
            events = pygame.event.get()
            if events or time.monotonic() >= deadline:
                return events
            time.sleep(IDLE_POLL_S)

    def loop_pass(self, wait: bool = True) -> None:
        """One pass of the main loop: take the waiting events (with `wait`, sleep for them while nothing
        moves), then run one frame if an event came, something moves or a scene's redraw is due. Tests call
        it with wait=False after pygame.event.post() and a fake `now`: the app's real event path, step by step."""
        moving = self.animating()
        due = self.redraw_at()
        events = self.next_events() if wait else pygame.event.get()
        if wait:
            self.clock.tick(FPS if moving else 0)    # caps the frame rate while something moves
        now = self.now()
        dt = 0.0 if self._last_pass is None else max(0.0, now - self._last_pass)
        self._last_pass = now
        if events or moving or self._dirty or (due is not None and now >= due):
            # a long sleep is not game time: animations resume where they were
            self.frame(min(dt, 0.1), events)
            if not self.headless:
                pygame.display.flip()
        self._dirty = False

    def run(self, max_seconds: float | None = None) -> None:
        """The main loop. Redraws only when an event came or a scene animates; `max_seconds` stops it
        (benchmarks)."""
        self.running = True
        self.clock.tick()
        started = pygame.time.get_ticks()
        self._last_pass, self._dirty = self.now(), True
        while self.running and self.stack.scenes:
            self.loop_pass()
            if max_seconds is not None and pygame.time.get_ticks() - started >= max_seconds * 1000:
                return      # a timed run (benchmarks) leaves the display open for the next one
        if not self.headless:
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
