"""Replay: watch a finished game again from the start, one action at a time, through its board view.

The game is replayed from its seed and action list (the rules are deterministic), shown as one seat
saw it at the end — the same seat that was at the screen, so a replay reveals no secret that seat did
not already hold. A board view with a `reveal_view(ruleset, state)` hook is given every step with all its
secrets instead, but only when the game replayed is over (after the game nothing is secret: Ninja shows
the intruders' true paths turn by turn). Nothing here can change the finished game.
"""
from __future__ import annotations

import pygame

from engine.i18n import N_, T, _
from engine.play.panels import LogPanel
from engine.rules.session import GameSession
from engine.ui import fonts, theme
from engine.ui.keyfocus import ScreenKeys
from engine.ui.scene import Scene
from engine.ui.widgets import Button

STEP_SECONDS = 0.8   # while playing: one action this often
PLAY, PAUSE = N_("Play back"), N_("Pause")     # not the menu's "Play" (start a game), which Chinese words apart


class ReplayScene(Scene):
    def __init__(self, ruleset, config, seed, actions, viewer: int, board, title: str = "", on_exit=None):
        super().__init__()
        self.keys = ScreenKeys()    # Tab and Enter over the buttons (engine/ui/keyfocus.py)
        self.on_exit = on_exit    # called when the replay leaves the stack: the lender of the board lays it out again
        self.ruleset, self.config, self.seed = ruleset, dict(config), seed
        self.actions = tuple(actions)
        self.viewer, self.board, self.title = viewer, board, title
        self.step = 0
        reveal = getattr(board, "reveal_view", None)
        finished = reveal is not None and GameSession(ruleset, config, seed, self.actions).outcome is not None
        self.reveal = reveal if finished else None
        self.playing = False
        self.clock = 0.0
        self.log_panel = LogPanel()
        self.size = (1280, 800)
        self.s = 1.0
        self.board_rect = pygame.Rect(0, 0, 1, 1)
        self.bar = pygame.Rect(0, 0, 1, 1)
        self.buttons = [Button(N_("◀ Back"), lambda: self.go(self.step - 1), size=15),
                        Button(PLAY, self.toggle_play, size=15),
                        Button(N_("Step ▶"), lambda: self.go(self.step + 1), size=15),
                        Button(N_("Close (Esc)"), self.close, size=15)]
        self._show()

    def _show(self) -> None:
        session = GameSession(self.ruleset, self.config, self.seed, self.actions[:self.step])
        self.view = self.reveal(self.ruleset, session.state) if self.reveal else session.view(self.viewer)
        self.log_panel.set_lines(session.log_for(self.viewer))
        last = self.actions[self.step - 1] if self.step else None
        self.caption = T("{shown}Step {step} of {steps}: {what}", shown=_("Every secret shown · ") if self.reveal else "",
                         step=self.step, steps=len(self.actions),
                         what=session.describe(last) if last is not None else _("the start"))

    def go(self, step: int) -> None:
        step = max(0, min(len(self.actions), step))
        if step != self.step:
            self.step = step
            self._show()
        if self.step >= len(self.actions):
            self.playing = False
        self.buttons[1].text = PAUSE if self.playing else PLAY

    def toggle_play(self) -> None:
        self.playing = not self.playing and self.step < len(self.actions)
        self.clock = 0.0
        self.buttons[1].text = PAUSE if self.playing else PLAY

    def close(self) -> None:
        if self.app is not None and self.app.stack.top is self:
            self.app.pop()

    def exit(self):
        if self.on_exit is not None:
            self.on_exit()

    def animating(self) -> bool:
        return self.playing

    def update(self, dt: float) -> None:
        if self.playing:
            self.clock += dt
            if self.clock >= STEP_SECONDS:
                self.clock = 0.0
                self.go(self.step + 1)

    def on_resize(self, size):
        w, h = max(1, size[0]), max(1, size[1])
        self.size = (w, h)
        s = self.s = theme.ui_scale((w, h))
        bar_h = min(int(44 * s), max(1, h // 6))
        self.bar = pygame.Rect(0, 0, w, bar_h)
        log_w = min(int(300 * s), w // 3)
        self.board_rect = pygame.Rect(0, bar_h, max(1, w - log_w), max(1, h - bar_h))
        self.log_panel.layout(pygame.Rect(w - log_w, bar_h, max(1, log_w), max(1, h - bar_h)), s)
        x = int(8 * s)
        bw = max(1, min(int(110 * s), (w - 16) // 6))
        for b in self.buttons:
            b.rect = pygame.Rect(x, int(6 * s), bw, max(1, bar_h - int(12 * s)))
            b.size = max(12, int(14 * s))
            x += bw + int(6 * s)
        self.board.layout(self.board_rect)

    def handle_event(self, event) -> bool:
        if self.keys.handle_screen(event, self.buttons, arrows=False):
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.close()
            elif event.key in (pygame.K_RIGHT, pygame.K_SPACE):
                self.go(self.step + 1)
            elif event.key == pygame.K_LEFT:
                self.go(self.step - 1)
            elif event.key == pygame.K_HOME:
                self.go(0)
            elif event.key == pygame.K_END:
                self.go(len(self.actions))
            return True
        for b in self.buttons:
            if b.handle_event(event):
                return True
        if self.log_panel.handle_event(event):
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)

    def draw(self, surface):
        surface.fill(theme.BG)
        clip = surface.get_clip()
        surface.set_clip(self.board_rect.clip(clip))
        self.board.draw(surface, self.view, {})
        surface.set_clip(clip)
        self.log_panel.draw(surface)
        pygame.draw.rect(surface, theme.PANEL, self.bar)
        for b in self.buttons:
            b.draw(surface)
        right = self.buttons[-1].rect.right + int(12 * self.s)
        surface.set_clip(pygame.Rect(right, 0, max(1, self.bar.w - right), self.bar.h).clip(clip))
        fonts.blit_text(surface, T("Replay — {caption}", caption=self.caption), (right, self.bar.centery), max(12, int(15 * self.s)),
                        theme.ACCENT, anchor="midleft")
        surface.set_clip(clip)
        self.keys.draw_screen(surface, self.buttons, scale=theme.ui_scale(surface.get_size()))
