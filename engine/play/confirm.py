"""A small yes/no question over the scene below: Enter answers yes, Esc answers no."""
from __future__ import annotations

from typing import Callable

import pygame

from engine.i18n import T
from engine.ui import fonts, theme
from engine.ui.keyfocus import ScreenKeys
from engine.ui.scene import Scene
from engine.ui.widgets import Button

YES_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)


class SettlingPause:
    """A moment after a screen appears in which hasty input does not count: the second press of the key that
    brought the screen up, or a click meant for the screen before it. Keys in `lets_through` (Esc, which only
    backs out) count at once. Read from the app's wall clock (Scene.now), so no frames need to pass."""

    def __init__(self, scene: Scene, seconds: float, lets_through=(pygame.K_ESCAPE,)):
        self.scene, self.seconds, self.lets_through = scene, seconds, lets_through
        self.shown_at: float | None = None

    def start(self) -> None:
        self.shown_at = self.scene.now()

    def active(self) -> bool:
        return self.shown_at is not None and self.scene.now() - self.shown_at < self.seconds

    def swallows(self, event) -> bool:
        """True for a key or click to ignore now."""
        return self.active() and (event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) or
                                  (event.type == pygame.KEYDOWN and event.key not in self.lets_through))


def draw_dialog(surface, panel: pygame.Rect) -> None:
    """A modal panel over a dimmed screen (the question, the older-save note)."""
    dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    dim.fill((0, 0, 0, 150))
    surface.blit(dim, (0, 0))
    pygame.draw.rect(surface, theme.PANEL, panel, border_radius=10)
    pygame.draw.rect(surface, theme.ACCENT, panel, 2, border_radius=10)


class ConfirmScene(Scene):
    """Asks `question`; `on_yes` runs after the overlay closes (so it may push or quit), no does nothing."""
    opaque = False

    def __init__(self, question: str, on_yes: Callable[[], None], yes: str = "Yes", no: str = "No",
                 note: str = ""):
        super().__init__()
        self.keys = ScreenKeys()    # Tab, the arrows and Enter over the buttons (engine/ui/keyfocus.py)
        self.question, self.on_yes, self.note = question, on_yes, note
        self.yes = Button(T("{answer} (Enter)", answer=yes), self.answer_yes)
        self.no = Button(T("{answer} (Esc)", answer=no), self.answer_no)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.s = 1.0

    def on_resize(self, size):
        w, h = size
        s = theme.ui_scale(size)
        self.s = s
        self.panel = pygame.Rect(0, 0, min(int(440 * s), w - 20), int((170 if self.note else 140) * s))
        self.panel.center = (w // 2, h // 2)
        bw, bh = int(150 * s), int(40 * s)
        gap = int(16 * s)
        y = self.panel.bottom - bh - int(18 * s)
        self.yes.rect = pygame.Rect(self.panel.centerx - gap // 2 - bw, y, bw, bh)
        self.no.rect = pygame.Rect(self.panel.centerx + gap // 2, y, bw, bh)
        for b in (self.yes, self.no):
            b.size = max(12, int(16 * s))

    def _close(self):
        if self.app is not None and self.app.stack.top is self:
            self.app.pop()

    def answer_yes(self):
        self._close()
        self.on_yes()

    def answer_no(self):
        self._close()

    def handle_event(self, event) -> bool:
        if self.keys.handle_screen(event, [self.yes, self.no]):
            return True
        if event.type == pygame.KEYDOWN:
            if event.key in YES_KEYS:
                self.answer_yes()
            elif event.key == pygame.K_ESCAPE:
                self.answer_no()
            return True
        if self.yes.handle_event(event) or self.no.handle_event(event):
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)

    def draw(self, surface):
        s = self.s
        draw_dialog(surface, self.panel)
        fonts.blit_text(surface, self.question, (self.panel.centerx, self.panel.y + int(36 * s)), int(22 * s),
                        theme.TEXT, bold=True, anchor="center")
        if self.note:
            size = max(theme.MIN_TEXT, int(15 * s))     # never under 12 px in a small window (issue 17)
            for i, line in enumerate(fonts.wrap(self.note, size, self.panel.w - int(30 * s))[:2]):
                fonts.blit_text(surface, line, (self.panel.centerx, self.panel.y + int((66 + 20 * i) * s)),
                                size, theme.TEXT_DIM, anchor="center")
        self.yes.draw(surface)
        self.no.draw(surface)
        self.keys.draw_screen(surface, [self.yes, self.no], scale=self.s)
