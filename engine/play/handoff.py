"""Pass-the-laptop: an opaque hand-off screen naming the next seat, and a turn banner for open games.

DESIGN principle 5. The hand-off scene is opaque and draws nothing of the game below it, so
a player who may see different secrets never glimpses the previous seat's view; it waits for
the named player to confirm. Games with no secrets (Ghost Stories) only show the TurnBanner.
When it may be confirmed, and by what input, is the hand-off gate's (engine/play/handoff_gate.py): nothing
pressed before the screen appeared, nor during its first second, confirms it.
"""
from __future__ import annotations

from typing import Callable

import pygame

from engine.i18n import N_, T
from engine.play.handoff_gate import HandoffGate
from engine.ui import fonts, theme
from engine.ui.scene import Scene
from engine.ui.widgets import Button

HANDOFF_BG = (14, 15, 20)
WAIT_TEXT = N_("Wait a moment…")
GO_TEXT = N_("Press Enter or click the button")


class HandoffScene(Scene):
    """'Pass the laptop to <seat>': after a short pause a fresh Enter, Space or click on the button confirms,
    then on_confirm() runs. `clock`: the wall clock of the gate (the app's, else time.monotonic)."""

    opaque = True

    def __init__(self, seat_name: str, on_confirm: Callable | None = None, note: str = "",
                 accent=theme.ACCENT, clock: Callable[[], float] | None = None):
        super().__init__()
        self.seat_name, self.on_confirm, self.note, self.accent = seat_name, on_confirm, note, accent
        self.size = (1280, 800)
        self.button = Button(T("I am {name} — show my view", name=seat_name), None, size=20, enabled=False)
        self.gate = HandoffGate(clock or self.now)
        self.confirmed = False

    def enter(self):
        self.gate.restart()      # pushed: the screen appears now

    def update(self, dt: float) -> None:
        ready = self.gate.ready
        self.button.enabled = ready     # the button looks disabled until it may be pressed
        self.button.toggled = ready or None   # then it is the answer Enter gives

    def redraw_at(self) -> float | None:
        """When the screen changes by itself (the pause ends): the app draws once then (engine/ui/app.py)."""
        return None if self.button.enabled else self.gate.ready_at

    def on_resize(self, size):
        self.size = size
        s = theme.ui_scale(size)
        w, h = size
        self.button.size = max(14, int(20 * s))
        # wide enough for the whole name ("I am Player 1 (the guards) — show my view"), never wider than the window
        text_w = fonts.font(self.button.size).size(self.button.text)[0] + int(48 * s)
        bw, bh = min(max(int(420 * s), text_w), max(1, w - int(24 * s))), int(56 * s)
        self.button.rect = pygame.Rect(w // 2 - bw // 2, int(h * 0.62), bw, bh)

    def confirm(self):
        if self.confirmed:
            return
        self.confirmed = True
        if self.app is not None:
            self.app.pop()
        if self.on_confirm:
            self.on_confirm()

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.button.handle_event(event)     # hover only: the gate decides what a click does
        self.update(0.0)
        if self.gate.confirms(event, self.button.rect.collidepoint):
            self.confirm()
        # swallow everything: nothing below may be poked while the laptop changes hands
        return True

    def draw(self, surface):
        w, h = surface.get_size()
        s = theme.ui_scale((w, h))
        surface.fill(HANDOFF_BG)
        fonts.blit_text(surface, N_("Pass the laptop to"), (w // 2, int(h * 0.30)), int(26 * s), theme.TEXT_DIM,
                        anchor="center")
        fonts.blit_text(surface, self.seat_name, (w // 2, int(h * 0.42)), int(54 * s), self.accent, bold=True,
                        anchor="center")
        if self.note:
            for i, line in enumerate(fonts.wrap(self.note, int(18 * s), int(w * 0.6))):
                fonts.blit_text(surface, line, (w // 2, int(h * 0.51) + i * int(24 * s)), int(18 * s),
                                theme.TEXT_DIM, anchor="center")
        hint = GO_TEXT if self.button.enabled else WAIT_TEXT
        fonts.blit_text(surface, hint, (w // 2, self.button.rect.bottom + int(30 * s)), int(18 * s), theme.TEXT_DIM,
                        anchor="center")
        self.button.draw(surface)


class TurnBanner:
    """A translucent band across the board naming who acts next; fades by itself, a click dismisses it."""

    def __init__(self, duration: float = 1.8):
        self.duration = duration
        self.text, self.sub, self.color = "", "", theme.ACCENT
        self.left = 0.0
        self._layer = None      # (what it shows, the band drawn at full strength)
        self._last = None       # (area, scale) of the last frame drawn: where the next banner will go

    @property
    def active(self) -> bool:
        return self.left > 0

    def show(self, text: str, sub: str = "", color=theme.ACCENT, duration: float | None = None) -> None:
        self.text, self.sub, self.color = text, sub, color
        self.left = self.duration if duration is None else duration
        if self._last is not None:      # drawn now (the game has just changed), not in the frame that shows it
            self._band_layer(*self._last)

    def dismiss(self) -> None:
        self.left = 0.0

    def update(self, dt: float) -> None:
        self.left = max(0.0, self.left - dt)

    def _band_layer(self, area, s):
        """(where the band goes, the band drawn at full strength): drawn once per banner, not once per frame."""
        band_h = int(96 * s) if self.sub else int(70 * s)
        band = pygame.Rect(area.x, area.centery - band_h // 2, area.w, band_h)
        key = (self.text, self.sub, tuple(self.color), band.size, s)
        if self._layer is None or self._layer[0] != key:
            layer = self._layer[1] if self._layer is not None and self._layer[1].get_size() == band.size \
                else pygame.Surface(band.size, pygame.SRCALPHA)
            layer.fill((12, 12, 18, 205))
            pygame.draw.line(layer, (*self.color, 255), (0, 0), (band.w, 0), 3)
            pygame.draw.line(layer, (*self.color, 255), (0, band.h - 3), (band.w, band.h - 3), 3)
            title = fonts.render(self.text, int(34 * s), self.color, True)
            ty = band.h // 2 - (int(14 * s) if self.sub else 0)
            layer.blit(title, title.get_rect(center=(band.w // 2, ty)))
            if self.sub:
                sub = fonts.render(self.sub, int(18 * s), theme.TEXT, False)
                layer.blit(sub, sub.get_rect(center=(band.w // 2, ty + int(32 * s))))
            self._layer = (key, layer)
        return band, self._layer[1]

    def draw(self, surface, area: pygame.Rect | None = None) -> None:
        area = pygame.Rect(area or surface.get_rect())
        s = theme.ui_scale(surface.get_size())
        self._last = (area, s)
        if not self.active:
            return
        # full strength for most of its life, fading out over the last 0.4 s
        alpha = min(1.0, self.left / 0.4)
        band, layer = self._band_layer(area, s)
        layer.set_alpha(int(255 * alpha))       # the fade: the whole band at once
        surface.blit(layer, band)
