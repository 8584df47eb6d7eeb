"""Shared frame of every preview: a pannable board viewport, a toolbar of toggles, a status line.

Subclasses draw the board in world coordinates through `self.camera` in draw_static()
(cached until the camera, window or toggles change) and draw_dynamic() (every frame).
"""
from __future__ import annotations

import pygame

from engine import i18n
from engine.i18n import N_, T
from engine.ui import fonts, theme
from engine.ui.camera import Camera
from engine.ui.scene import Scene
from engine.ui.widgets import Button, Tooltip


class PreviewScene(Scene):
    title = N_("Preview")

    def __init__(self):
        super().__init__()
        self.size = (1280, 800)
        self.camera = Camera()
        self.toggles: dict[str, bool] = {}
        self.buttons: list[Button] = []
        self.status = ""
        self.status_bad = False   # a refusal: the status line reads in the danger colour
        self.status_rule = ""     # the rule id behind the status line: its tooltip, never its words
        self.tooltip = Tooltip()
        self._static = None
        self._static_key = None
        self.toolbar_h = 44
        self.status_h = 30

    def say(self, text, bad: bool = False, rule: str = ""):
        """The status line: words (a refusal when `bad`, drawn in the danger colour); `rule` is its tooltip."""
        self.status, self.status_bad, self.status_rule = text, bad, rule

    # ---- layout -------------------------------------------------------------
    def add_toggle(self, key: str, label: str, on: bool = False, tooltip: str = ""):
        self.toggles[key] = on
        btn = Button(label, lambda k=key: self.flip(k), tooltip=tooltip, size=15, toggled=on)
        btn.toggle_key = key
        self.buttons.append(btn)
        return btn

    def add_button(self, label: str, on_click, tooltip: str = ""):
        btn = Button(label, on_click, tooltip=tooltip, size=15)
        self.buttons.append(btn)
        return btn

    def flip(self, key: str):
        self.toggles[key] = not self.toggles[key]
        for b in self.buttons:
            if getattr(b, "toggle_key", None) == key:
                b.toggled = self.toggles[key]
        self.invalidate()

    def invalidate(self):
        self._static_key = None

    def board_rect(self) -> pygame.Rect:
        w, h = self.size
        return pygame.Rect(0, self.toolbar_h, w, h - self.toolbar_h - self.status_h)

    def world_bounds(self):
        """(x0, y0, x1, y1) of everything drawn; the camera fits it on resize."""
        raise NotImplementedError

    def on_resize(self, size):
        self.size = size
        s = theme.ui_scale(size)
        self.toolbar_h = int(44 * s)
        self.status_h = int(30 * s)
        x = 8
        fs = max(12, int(15 * s))
        for b in self.buttons:
            label = i18n.render(b.text)      # measured as drawn: in the language in force, in its font
            w = fonts.font(fs, text=label).size(label)[0] + int(22 * s)
            b.rect = pygame.Rect(x, int(6 * s), w, self.toolbar_h - int(12 * s))
            b.size = fs
            x += w + 6
        self.camera.viewport = self.board_rect()
        self.camera.fit(self.world_bounds())
        self.invalidate()

    # ---- input ----------------------------------------------------------------
    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return True
        for b in self.buttons:
            if b.handle_event(event):
                return True
        if self.camera.handle_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.board_rect().collidepoint(event.pos):
            return self.on_board_click(self.camera.to_world(event.pos))
        if event.type == pygame.KEYDOWN:
            return self.on_key(event)
        return False

    def on_board_click(self, world_pos) -> bool:
        return False

    def on_key(self, event) -> bool:
        return False

    # ---- drawing --------------------------------------------------------------
    def static_key(self):
        return (self.camera.version, self.size, tuple(sorted(self.toggles.items())))

    def draw_static(self, surface):
        """Board layers that change only with camera, size or toggles."""

    def draw_dynamic(self, surface):
        """Selections, highlights, hover: drawn every frame over the cached layer."""

    def draw(self, surface):
        key = self.static_key()
        if self._static is None or self._static_key != key or self._static.get_size() != surface.get_size():
            self._static = pygame.Surface(surface.get_size())
            self._static.fill(theme.BG)
            clip = self._static.get_clip()
            self._static.set_clip(self.board_rect())
            self.draw_static(self._static)
            self._static.set_clip(clip)
            self._static_key = key
        surface.blit(self._static, (0, 0))
        clip = surface.get_clip()
        surface.set_clip(self.board_rect())
        self.draw_dynamic(surface)
        surface.set_clip(clip)
        self.draw_chrome(surface)

    def draw_chrome(self, surface):
        w, h = surface.get_size()
        s = theme.ui_scale((w, h))
        pygame.draw.rect(surface, theme.PANEL, (0, 0, w, self.toolbar_h))
        pygame.draw.line(surface, theme.PANEL_EDGE, (0, self.toolbar_h - 1), (w, self.toolbar_h - 1))
        for b in self.buttons:
            b.draw(surface)
        title = i18n.render(self.title)
        right_of_buttons = max((b.rect.right for b in self.buttons), default=0)
        if fonts.font(int(17 * s), True, title).size(title)[0] <= w - 10 - right_of_buttons - int(12 * s):
            # the game's name where the buttons leave room for it (a big UI size in a small window: none)
            fonts.blit_text(surface, title, (w - 10, self.toolbar_h // 2), int(17 * s), theme.ACCENT,
                            bold=True, anchor="midright")
        bar = pygame.Rect(0, h - self.status_h, w, self.status_h)
        pygame.draw.rect(surface, theme.PANEL, bar)
        text = self.status or N_("Wheel: zoom   Right-drag: pan   Esc: back")
        fonts.blit_text(surface, text, (10, bar.centery), max(12, int(15 * s)),
                        theme.DANGER if self.status_bad else theme.TEXT, anchor="midleft")
        mouse = pygame.mouse.get_pos()
        self.tooltip.text = ""
        for b in self.buttons:
            if b.hover and b.tooltip:
                self.tooltip.text = b.tooltip
        if self.status and self.status_rule and bar.collidepoint(mouse):
            self.tooltip.text = T("Rule {rule}", rule=self.status_rule)
        self.tooltip.draw(surface, mouse)
