"""The secret panel: a text only some players may read, shown only after its own hand-off gate (DESIGN 5).

A game names who may read (the traitor, the heroes, one player) and how to read it (a function called only
once the gate is confirmed, so nothing of the secret exists on screen before). The gate is the hand-off
screen's (engine/play/handoff_gate.py): a quiet second, then a fresh press or click. Closing hides the text;
the panel opens again only through the same gate. Several secrets in a row each get their own gate.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from engine.i18n import N_, T
from engine.play.handoff import GO_TEXT, HANDOFF_BG, WAIT_TEXT
from engine.play.handoff_gate import HandoffGate
from engine.ui import fonts, theme
from engine.ui.scene import Scene
from engine.ui.widgets import Button

HIDE = N_("Hide it and go on")
# under the gate's button when the panel was opened again by a button: Esc goes back (one whole sentence each, so
# the catalogs translate it whole; a sentence glued to " · Esc: not now" is found in none and stays English)
GO_OR_NOT_NOW = N_("Press Enter or click the button · Esc: not now")
WAIT_OR_NOT_NOW = N_("Wait a moment… · Esc: not now")


@dataclass(frozen=True)
class Secret:
    """One gated text. `reader`: who takes the laptop ("Zoe", "the heroes"); `warning`: who looks away;
    `title`: what it is ("The traitor's tome"); `read()` -> its paragraphs, asked only after the gate."""
    reader: str
    title: str
    warning: str
    read: Callable[[], list]
    accent: tuple = theme.ACCENT
    button: str = ""          # the gate's button ("We are the heroes — show it"); "": "I am <reader> — show it"
    heading: str = "Pass the laptop to"    # over the reader's name ("Read it together:" for everyone)


class SecretPanelScene(Scene):
    """Shows each secret behind its gate, one after another, then pops itself and calls on_done()."""

    opaque = True

    def __init__(self, secrets, on_done: Callable | None = None, clock: Callable[[], float] | None = None,
                 cancellable: bool = False):
        super().__init__()
        self.secrets = list(secrets)
        # opened again by a button (not a reveal): Esc on the gate goes back without showing anything
        self.cancellable = cancellable
        self.on_done = on_done
        self.index = 0
        self.open = False          # False: the gate is shown; True: the secret's text
        self.paragraphs: list = []
        self.size = (1280, 800)
        self.gate = HandoffGate(clock or self.now)
        self.button = Button("", None, size=20, enabled=False)
        self.hide_button = Button(HIDE, self.hide, size=18, toggled=True)
        self._label()

    @property
    def secret(self) -> Secret:
        return self.secrets[self.index]

    def _label(self) -> None:
        if self.secrets:
            self.button.text = self.secret.button or T("I am {name} — show it", name=self.secret.reader)

    def enter(self):
        self.gate.restart()

    def update(self, dt: float) -> None:
        if not self.open:
            self.button.enabled = self.gate.ready
            self.button.toggled = self.gate.ready or None

    def redraw_at(self) -> float | None:
        return None if self.open or self.button.enabled else self.gate.ready_at

    def on_resize(self, size):
        self.size = size
        s = theme.ui_scale(size)
        w, h = size
        self.button.size = max(14, int(20 * s))
        text_w = fonts.font(self.button.size).size(self.button.text)[0] + int(48 * s)
        bw, bh = min(max(int(420 * s), text_w), max(1, w - int(24 * s))), int(56 * s)
        self.button.rect = pygame.Rect(w // 2 - bw // 2, int(h * 0.62), bw, bh)
        self.hide_button.size = max(14, int(18 * s))
        hw = fonts.font(self.hide_button.size).size(HIDE)[0] + int(48 * s)
        self.hide_button.rect = pygame.Rect(w // 2 - hw // 2, h - int(90 * s), hw, int(50 * s))

    def show(self) -> None:
        """The gate is confirmed: only now is the secret read."""
        self.open = True
        self.paragraphs = list(self.secret.read())

    def hide(self) -> None:
        self.open, self.paragraphs = False, []
        self.index += 1
        if self.index < len(self.secrets):
            self._label()
            self.on_resize(self.size)
            self.gate.restart()       # the next reader's gate: input begun on this page never confirms it
            self.update(0.0)
            return
        if self.app is not None and self.app.stack.top is self:
            self.app.pop()
        if self.on_done is not None:
            self.on_done()

    def handle_event(self, event) -> bool:
        if self.open:
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER,
                                                              pygame.K_ESCAPE, pygame.K_SPACE):
                self.hide()
            else:
                self.hide_button.handle_event(event)
            return True
        if self.cancellable and event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.index = len(self.secrets) - 1
            self.hide()       # nothing was shown: the panel closes as it came
            return True
        if event.type == pygame.MOUSEMOTION:
            self.button.handle_event(event)
        self.update(0.0)
        if self.gate.confirms(event, self.button.rect.collidepoint):
            self.show()
        return True     # nothing below may be poked while the secret changes hands

    def key_hint(self) -> str:
        """The line under the gate's button: wait or go, and Esc when the panel may be left unread."""
        if self.cancellable:
            return GO_OR_NOT_NOW if self.button.enabled else WAIT_OR_NOT_NOW
        return GO_TEXT if self.button.enabled else WAIT_TEXT

    def draw(self, surface):
        w, h = surface.get_size()
        s = theme.ui_scale((w, h))
        surface.fill(HANDOFF_BG)
        if not self.secrets:
            return
        secret = self.secret
        if not self.open:
            fonts.blit_text(surface, secret.title, (w // 2, int(h * 0.22)), int(30 * s), secret.accent, bold=True,
                            anchor="center")
            fonts.blit_text(surface, secret.heading, (w // 2, int(h * 0.32)), int(24 * s), theme.TEXT_DIM,
                            anchor="center")
            fonts.blit_text(surface, secret.reader, (w // 2, int(h * 0.42)), int(48 * s), secret.accent, bold=True,
                            anchor="center")
            for i, line in enumerate(fonts.wrap(secret.warning, int(20 * s), int(w * 0.7))):
                fonts.blit_text(surface, line, (w // 2, int(h * 0.51) + i * int(26 * s)), int(20 * s), theme.TEXT,
                                anchor="center")
            fonts.blit_text(surface, self.key_hint(), (w // 2, self.button.rect.bottom + int(30 * s)), int(18 * s),
                            theme.TEXT_DIM, anchor="center")
            self.button.draw(surface)
            return
        fonts.blit_text(surface, secret.title, (w // 2, int(40 * s)), int(30 * s), secret.accent, bold=True,
                        anchor="midtop")
        size = int(19 * s)
        width = min(int(w * 0.8), int(900 * s))
        x, y = w // 2 - width // 2, int(100 * s)
        lh = fonts.font(size).get_linesize()
        for i, paragraph in enumerate(self.paragraphs):
            for line in fonts.wrap(str(paragraph), size, width, bold=i == 0):
                if y + lh > self.hide_button.rect.top - int(10 * s):
                    break
                fonts.blit_text(surface, line, (x, y), size, secret.accent if i == 0 else theme.TEXT, bold=i == 0)
                y += lh
            y += lh // 2
        self.hide_button.draw(surface)
