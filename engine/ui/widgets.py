"""A small widget set: Label, Button, ListView, Panel, TextField, Tooltip. Widgets take rects from their scene's layout."""
from __future__ import annotations

from typing import Callable

import pygame

from engine import i18n
from engine.ui import fonts, theme


class Widget:
    def __init__(self, rect=None):
        self.rect = pygame.Rect(rect or (0, 0, 0, 0))
        self.visible = True

    def handle_event(self, event) -> bool:
        return False

    def draw(self, surface) -> None:
        pass


class Label(Widget):
    def __init__(self, text: str, rect=None, size: int = 18, color=theme.TEXT, bold=False, anchor="topleft"):
        super().__init__(rect)
        self.text, self.size, self.color, self.bold, self.anchor = text, size, color, bold, anchor

    def draw(self, surface):
        if self.visible:
            pos = getattr(self.rect, self.anchor)
            fonts.blit_text(surface, self.text, pos, self.size, self.color, self.bold, anchor=self.anchor)


class Panel(Widget):
    def __init__(self, rect=None, color=theme.PANEL, edge=theme.PANEL_EDGE, radius=8):
        super().__init__(rect)
        self.color, self.edge, self.radius = color, edge, radius

    def draw(self, surface):
        if self.visible:
            pygame.draw.rect(surface, self.color, self.rect, border_radius=self.radius)
            pygame.draw.rect(surface, self.edge, self.rect, 1, border_radius=self.radius)


class Button(Widget):
    """Clickable when enabled; a disabled button shows why in its tooltip."""

    def __init__(self, text: str, on_click: Callable | None = None, rect=None, enabled=True,
                 tooltip: str = "", size: int = 18, toggled: bool | None = None):
        super().__init__(rect)
        self.text, self.on_click, self.enabled = text, on_click, enabled
        self.tooltip, self.size, self.toggled = tooltip, size, toggled
        self.hover = False

    def handle_event(self, event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            if self.enabled and self.on_click:
                self.on_click()
            return True
        return False

    def draw(self, surface):
        if not self.visible:
            return
        if not self.enabled:
            bg, fg, edge = theme.PANEL, theme.DISABLED, theme.PANEL_EDGE
        elif self.toggled:
            bg, fg, edge = theme.ACCENT_DARK, theme.TEXT, theme.ACCENT
        else:
            bg = theme.HOVER if self.hover else theme.PANEL
            fg, edge = theme.TEXT, theme.ACCENT if self.hover else theme.PANEL_EDGE
        pygame.draw.rect(surface, bg, self.rect, border_radius=6)
        pygame.draw.rect(surface, edge, self.rect, 2 if self.hover and self.enabled else 1, border_radius=6)
        label = i18n.render(self.text)      # worded when drawn: a switch of language shows at once
        f = fonts.font(self.size, text=label)
        lines = fonts.wrap(label, self.size, self.rect.w - 8)
        lh = f.get_linesize()
        if len(lines) > 1 and len(lines) * lh <= self.rect.h - 2:
            # a tall button takes its whole label on several lines: the end of a label is often what tells
            # two answers apart ("... then faces Well Court" / "... then faces Moss Garden")
            top = self.rect.centery - len(lines) * lh // 2
            for i, line in enumerate(lines):
                fonts.blit_text(surface, line, (self.rect.centerx, top + i * lh + lh // 2), self.size, fg,
                                anchor="center")
            return
        text = label
        while f.size(text)[0] > self.rect.w - 8 and len(text) > 2:
            text = text[:-2] + "…"
        fonts.blit_text(surface, text, self.rect.center, self.size, fg, anchor="center")


class ListView(Widget):
    """A vertical list of selectable rows; `on_select(index)` fires on click."""

    def __init__(self, items: list[str], on_select: Callable | None = None, rect=None, row_h=28, size=17):
        super().__init__(rect)
        self.items, self.on_select, self.row_h, self.size = items, on_select, row_h, size
        self.selected: int | None = None
        self.hover: int | None = None
        self.scroll = 0

    def _row_at(self, pos):
        if not self.rect.collidepoint(pos):
            return None
        i = (pos[1] - self.rect.y) // self.row_h + self.scroll
        return i if 0 <= i < len(self.items) else None

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self._row_at(event.pos)
        elif event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(pygame.mouse.get_pos()):
            rows = max(1, self.rect.h // self.row_h)
            self.scroll = max(0, min(len(self.items) - rows, self.scroll - event.y))
            return True
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            i = self._row_at(event.pos)
            if i is not None:
                self.selected = i
                if self.on_select:
                    self.on_select(i)
                return True
        return False

    def draw(self, surface):
        pygame.draw.rect(surface, theme.PANEL, self.rect, border_radius=6)
        clip = surface.get_clip()
        surface.set_clip(self.rect)
        rows = self.rect.h // self.row_h + 1
        for k in range(rows):
            i = k + self.scroll
            if i >= len(self.items):
                break
            r = pygame.Rect(self.rect.x, self.rect.y + k * self.row_h, self.rect.w, self.row_h)
            if i == self.selected:
                pygame.draw.rect(surface, theme.ACCENT_DARK, r)
            elif i == self.hover:
                pygame.draw.rect(surface, theme.HOVER, r)
            fonts.blit_text(surface, self.items[i], (r.x + 8, r.centery), self.size, theme.TEXT, anchor="midleft")
        surface.set_clip(clip)
        pygame.draw.rect(surface, theme.PANEL_EDGE, self.rect, 1, border_radius=6)


class TextField(Widget):
    """A one-line text box: click to focus, type, Backspace; `digits` restricts input to numbers.
    Typed or pasted text is kept to printable characters, so a NUL from a paste or an IME never
    reaches the font."""

    def __init__(self, text: str = "", max_len: int = 18, digits: bool = False, rect=None):
        super().__init__(rect)
        self.text, self.max_len, self.digits = fonts.printable(text)[:max_len], max_len, digits
        self.focused = False

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1:
            self.focused = self.rect.collidepoint(event.pos)
            return self.focused
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            self.type_text(getattr(event, "text", ""))
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_BACKSPACE:
            self.text = self.text[:-1]
            return True
        return False

    def type_text(self, text) -> None:
        text = fonts.printable(text)
        if self.digits:
            text = "".join(ch for ch in text if ch in "0123456789")
        self.text = (self.text + text)[: self.max_len]

    def draw(self, surface, size: int = 16) -> None:
        edge = theme.ACCENT if self.focused else theme.PANEL_EDGE
        pygame.draw.rect(surface, (28, 30, 38), self.rect, border_radius=5)
        pygame.draw.rect(surface, edge, self.rect, 2 if self.focused else 1, border_radius=5)
        shown = self.text + ("|" if self.focused else "")
        clip = surface.get_clip()
        surface.set_clip(self.rect.clip(clip))
        fonts.blit_text(surface, shown, (self.rect.x + 8, self.rect.centery), size, theme.TEXT, anchor="midleft")
        surface.set_clip(clip)


class Tooltip:
    """Draws a short wrapped text near the mouse, kept inside the window."""

    def __init__(self, size=15, max_width=320):
        self.size, self.max_width = size, max_width
        self.text = ""

    def draw(self, surface, pos):
        if not self.text:
            return
        # grows with the window and the UI size like the scene under it, never smaller than at 1280x800 100 %
        s = max(1.0, theme.ui_scale(surface.get_size()))
        size, pad = max(theme.MIN_TEXT, int(self.size * s)), int(6 * s)
        lines = fonts.wrap(self.text, size, int(self.max_width * s))
        f = fonts.font(size)
        w = max(f.size(line)[0] for line in lines) + 2 * pad
        h = len(lines) * f.get_linesize() + int(8 * s)
        r = pygame.Rect(pos[0] + int(14 * s), pos[1] + int(18 * s), w, h)
        r.clamp_ip(surface.get_rect())
        pygame.draw.rect(surface, (20, 20, 26), r, border_radius=4)
        pygame.draw.rect(surface, theme.ACCENT, r, 1, border_radius=4)
        for i, line in enumerate(lines):
            fonts.blit_text(surface, line, (r.x + pad, r.y + int(4 * s) + i * f.get_linesize()), size, theme.TEXT)


def column_rects(area: pygame.Rect, count: int, row_h: int, gap: int = 8, width: int | None = None):
    """Stack `count` rects of height row_h down the middle of `area`."""
    w = width or area.w
    total = count * row_h + (count - 1) * gap
    y = area.centery - total // 2
    return [pygame.Rect(area.centerx - w // 2, y + i * (row_h + gap), w, row_h) for i in range(count)]
