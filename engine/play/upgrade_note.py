"""Over a game that an older Lantern saved: what today's rules made of it, then continue or watch it so far."""
from __future__ import annotations

from typing import Callable

import pygame

from engine.i18n import N_
from engine.play.confirm import SettlingPause, draw_dialog
from engine.ui import fonts, theme
from engine.ui.keyfocus import ScreenKeys
from engine.ui.scene import Scene
from engine.ui.widgets import Button

TITLE = N_("This game was saved by an older Lantern")
SETTLE_SECONDS = 0.5     # a key still held (or pressed twice) from the hand-off before it must not answer here
KEPT = N_("The file as it was saved is kept unchanged.")


class UpgradeNoteScene(Scene):
    """Says `words` (saves.Upgrade.words()); Continue (Enter, Esc) closes it, Watch closes it and calls on_watch."""
    opaque = False

    def __init__(self, words: str, on_watch: Callable[[], None]):
        super().__init__()
        self.keys = ScreenKeys()    # Tab, the arrows and Enter over the buttons (engine/ui/keyfocus.py)
        self.words, self.on_watch = words, on_watch
        self.go_on = Button(N_("Continue (Enter)"), self.close, toggled=True,
                            tooltip=N_("Play on from where today's rules could follow the game"))
        self.watch = Button(N_("Watch the game so far"), self.watch_replay,
                            tooltip=N_("Replay the game step by step up to where it continues"))
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.s = 1.0
        self.lines: list[str] = []
        self.settle = SettlingPause(self, SETTLE_SECONDS, lets_through=())   # even Esc: it answers the note

    def enter(self):
        self.settle.start()     # pushed: the note appears now

    def on_resize(self, size):
        w, h = size
        s = self.s = theme.ui_scale(size)
        width = min(int(600 * s), w - 20)
        self.lines = fonts.wrap(self.words, int(16 * s), width - int(40 * s))[:4] + [KEPT]
        line_h = fonts.font(int(16 * s)).get_linesize()
        self.panel = pygame.Rect(0, 0, width, int(140 * s) + len(self.lines) * line_h)
        self.panel.center = (w // 2, h // 2)
        bw, bh, gap = int(220 * s), int(40 * s), int(16 * s)
        y = self.panel.bottom - bh - int(18 * s)
        self.go_on.rect = pygame.Rect(self.panel.centerx - gap // 2 - bw, y, bw, bh)
        self.watch.rect = pygame.Rect(self.panel.centerx + gap // 2, y, bw, bh)
        for b in (self.go_on, self.watch):
            b.size = max(12, int(16 * s))

    def close(self):
        if self.app is not None and self.app.stack.top is self:
            self.app.pop()

    def watch_replay(self):
        self.close()
        self.on_watch()

    def handle_event(self, event) -> bool:
        if self.settle.swallows(event):
            return True
        if self.keys.handle_screen(event, [self.go_on, self.watch]):
            return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE):
                self.close()
            return True
        if self.go_on.handle_event(event) or self.watch.handle_event(event):
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)

    def draw(self, surface):
        s = self.s
        draw_dialog(surface, self.panel)
        fonts.blit_text(surface, TITLE, (self.panel.centerx, self.panel.y + int(34 * s)), int(20 * s), theme.TEXT,
                        bold=True, anchor="center")
        line_h = fonts.font(int(16 * s)).get_linesize()
        for i, line in enumerate(self.lines):
            colour = theme.TEXT_DIM if line == KEPT else theme.TEXT
            fonts.blit_text(surface, line, (self.panel.centerx, self.panel.y + int(72 * s) + i * line_h),
                            int(16 * s), colour, anchor="center")
        self.go_on.draw(surface)
        self.watch.draw(surface)
        self.keys.draw_screen(surface, [self.go_on, self.watch], scale=self.s)
