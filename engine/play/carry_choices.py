"""Between two chapters of a campaign: the players choose what is carried where the rules say "may" (one row per
question, its answers as buttons, the best-looking one pre-selected), and Enter carries them into the next chapter.
Esc goes back without recording anything, so the choice is offered again next time."""
from __future__ import annotations

from typing import Callable

import pygame

from engine.i18n import N_
from engine.play.confirm import SettlingPause
from engine.ui import fonts, theme
from engine.ui.keyfocus import ScreenKeys
from engine.ui.scene import Scene
from engine.ui.widgets import Button, Tooltip

ACCEPT_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)


class CarryChoicesScene(Scene):
    """`choices`: engine.rules.campaigns.CarryChoice; `on_accept(chosen {key: value})` runs after the screen
    closes; `heading` and `note` say what is being carried into which chapter."""
    paints_every_pixel = True

    def __init__(self, choices, on_accept: Callable[[dict], None], heading: str, note: str = ""):
        super().__init__()
        self.keys = ScreenKeys()    # Tab and Enter over the buttons (engine/ui/keyfocus.py)
        self.choices = list(choices)
        self.on_accept, self.heading, self.note = on_accept, heading, note
        self.chosen = {c.key: c.preselected for c in self.choices}
        self.row = 0                     # the question the arrow keys change
        self.answers: list[list[Button]] = []
        for k, c in enumerate(self.choices):
            row = []
            for option in c.options:
                value, words = option[0], option[1]
                tip = option[2] if len(option) > 2 else ""
                row.append(Button(words, lambda k=k, v=value: self.pick(k, v), tooltip=tip, size=16,
                                  toggled=value == self.chosen[c.key]))
            self.answers.append(row)
        self.accept = Button(N_("Carry these into the next chapter (Enter)"), self.answer, size=17)
        self.back = Button(N_("Back (Esc)"), self.close, size=17, tooltip=N_("Nothing is carried yet: the choice waits"))
        self.tooltip = Tooltip()
        self.mouse = (0, 0)
        self.pause = SettlingPause(self, 0.5)
        self.s = 1.0
        self.heads: list[tuple] = []     # (question words, their top-left) as laid out

    def enter(self):
        self.pause.start()

    def pick(self, k: int, value) -> None:
        choice = self.choices[k]
        self.chosen[choice.key] = value
        self.row = k
        for option, button in zip(choice.options, self.answers[k]):
            button.toggled = option[0] == value

    def step(self, rows: int = 0, answers: int = 0) -> None:
        """Arrow keys: Up and Down go to another question, Left and Right to another answer of it."""
        if not self.choices:
            return
        self.row = (self.row + rows) % len(self.choices)
        if answers:
            choice = self.choices[self.row]
            values = [o[0] for o in choice.options]
            now = values.index(self.chosen[choice.key]) if self.chosen[choice.key] in values else 0
            self.pick(self.row, values[(now + answers) % len(values)])

    def close(self) -> None:
        if self.app is not None and self.app.stack.top is self:
            self.app.pop()

    def answer(self) -> None:
        chosen = dict(self.chosen)
        self.close()
        self.on_accept(chosen)

    # ---- layout and input -----------------------------------------------------------------------------------
    def on_resize(self, size):
        w, h = size
        s = self.s = theme.ui_scale(size)
        margin = int(40 * s)
        y = int(136 * s) + (int(26 * s) * len(fonts.wrap(self.note, max(12, int(16 * s)), w - 2 * margin)) + int(12 * s)
                            if self.note else 0)
        label_w = min(int(260 * s), w // 3)
        gap, row_h = int(8 * s), int(38 * s)
        self.heads = []
        for choice, row in zip(self.choices, self.answers):
            self.heads.append((choice.question, (margin, y + int(8 * s))))
            x, top = margin + label_w, y
            for b in row:
                b.size = max(12, int(16 * s))
                bw = min(w - margin - (margin + label_w), fonts.font(b.size).size(b.text)[0] + int(28 * s))
                if x + bw > w - margin and x > margin + label_w:     # the answers wrap under one another
                    x, top = margin + label_w, top + row_h + gap
                b.rect = pygame.Rect(x, top, bw, row_h)
                x += bw + gap
            y = top + row_h + int(18 * s)
        bh = int(44 * s)
        self.accept.rect = pygame.Rect(margin, max(y + int(10 * s), h - margin - bh), min(int(420 * s), w // 2), bh)
        self.back.rect = pygame.Rect(self.accept.rect.right + int(16 * s), self.accept.rect.y, int(160 * s), bh)
        for b in (self.accept, self.back):
            b.size = max(12, int(17 * s))

    def buttons(self):
        return [b for row in self.answers for b in row] + [self.accept, self.back]

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if self.pause.swallows(event):
            return True
        if self.keys.handle_screen(event, list(self.buttons()), arrows=False):
            return True
        if event.type == pygame.KEYDOWN:
            if event.key in ACCEPT_KEYS:
                self.answer()
            elif event.key == pygame.K_ESCAPE:
                self.close()
            elif event.key in (pygame.K_UP, pygame.K_DOWN):
                self.step(rows=-1 if event.key == pygame.K_UP else 1)
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.step(answers=-1 if event.key == pygame.K_LEFT else 1)
            return True
        handled = any(b.handle_event(event) for b in self.buttons())
        if event.type == pygame.MOUSEMOTION:
            self.tooltip.text = next((b.tooltip for b in self.buttons() if b.hover and b.tooltip), "")
        return handled

    # ---- drawing ------------------------------------------------------------------------------------------
    def draw(self, surface):
        s = self.s
        w, _ = surface.get_size()
        surface.fill(theme.BG)
        margin = int(40 * s)
        fonts.blit_text(surface, self.heading, (margin, int(44 * s)), max(16, int(30 * s)), theme.ACCENT, bold=True)
        fonts.blit_text(surface, N_("Choose what is carried, or press Enter to carry what is lit."),
                        (margin, int(92 * s)), max(12, int(17 * s)), theme.TEXT)
        if self.note:
            for i, line in enumerate(fonts.wrap(self.note, max(12, int(16 * s)), w - 2 * margin)):
                fonts.blit_text(surface, line, (margin, int((122 + 26 * i) * s)), max(12, int(16 * s)), theme.TEXT_DIM)
        for k, (words, at) in enumerate(self.heads):
            if k == self.row:       # the question the arrow keys change
                pygame.draw.rect(surface, theme.ACCENT, (at[0] - int(14 * s), at[1] - 2, int(5 * s),
                                                          int(24 * s)), border_radius=2)
            fonts.blit_text(surface, words, at, max(12, int(18 * s)), theme.TEXT, bold=k == self.row)
        for b in self.buttons():
            b.draw(surface)
        self.tooltip.draw(surface, self.mouse)
        self.keys.draw_screen(surface, list(self.buttons()), scale=self.s)
