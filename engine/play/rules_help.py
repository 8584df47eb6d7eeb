"""F1 rules help: an overlay showing the rules text of the current phase, with the other pages a click away.

Generic: it takes any list of pages that have `title`, `text` and `rules` (rule ids), so every
game can feed it its own authored help data. It is a non-opaque overlay: the board stays
visible (dimmed) behind it, and F1, Esc or a click outside the panel closes it.
"""
from __future__ import annotations

import pygame

from engine import i18n
from engine.i18n import N_, _
from engine.ui import fonts, theme
from engine.ui.keyfocus import ScreenKeys
from engine.ui.scene import Scene
from engine.ui.widgets import Button, Tooltip


class RulesHelpScene(Scene):
    opaque = False
    heading = N_("{game} — rules help")      # a reading room of another kind (a haunt browser) names itself
    keys_hint = N_("F1 / Esc: close    ↑↓: other phases")

    def __init__(self, pages, index: int = 0, game_title: str = "Rules"):
        super().__init__()
        self.keys = ScreenKeys()    # Tab and Enter over the buttons (engine/ui/keyfocus.py)
        self.pages = list(pages)
        self.index = max(0, min(index, len(self.pages) - 1))
        self.current = self.index  # the page of the phase in play, marked in the tab list
        self.game_title = game_title
        self.size = (1280, 800)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.tabs: list[Button] = []
        self.close_button = Button(N_("Close (F1)"), self.close, size=15)
        self.scroll = 0
        self.tooltip = Tooltip()
        self.rules_spot = pygame.Rect(0, 0, 0, 0)   # the page title: hovering it names the rules the page cites

    # ---- layout -------------------------------------------------------------------
    def on_resize(self, size):
        self.size = size
        w, h = size
        s = theme.ui_scale(size)
        pw, ph = min(int(w * 0.86), int(1100 * s)), int(h * 0.84)
        self.panel = pygame.Rect(w // 2 - pw // 2, h // 2 - ph // 2, pw, ph)
        tab_w = int(pw * 0.3)
        row = int(32 * s)
        top = self.panel.y + int(56 * s)
        self.tabs = []
        for i, page in enumerate(self.pages):
            label = ("▶ " if i == self.current else "") + i18n.render(page.title)
            b = Button(label, lambda i=i: self.show(i), size=max(12, int(14 * s)), toggled=(i == self.index))
            b.rect = pygame.Rect(self.panel.x + int(12 * s), top + i * (row + 4), tab_w - int(16 * s), row)
            self.tabs.append(b)
        cw = fonts.font(max(12, int(15 * s))).size(self.close_button.text)[0] + int(26 * s)
        self.close_button.rect = pygame.Rect(self.panel.right - cw - int(12 * s), self.panel.y + int(10 * s),
                                             cw, int(32 * s))
        self.close_button.size = max(12, int(15 * s))

    def text_rect(self) -> pygame.Rect:
        s = theme.ui_scale(self.size)
        x = self.panel.x + int(self.panel.w * 0.3) + int(8 * s)
        return pygame.Rect(x, self.panel.y + int(56 * s), self.panel.right - x - int(18 * s),
                           self.panel.h - int(70 * s))

    def show(self, i: int):
        self.index = i
        self.scroll = 0
        for k, b in enumerate(self.tabs):
            b.toggled = (k == i)

    def close(self):
        if self.app is not None:
            self.app.pop()

    # ---- input ----------------------------------------------------------------------
    def handle_event(self, event) -> bool:
        if self.keys.handle_screen(event, [self.close_button] + self.tabs, arrows=False):
            return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_F1, pygame.K_ESCAPE):
                self.close()
            elif event.key in (pygame.K_DOWN, pygame.K_RIGHT, pygame.K_PAGEDOWN):
                self.show((self.index + 1) % len(self.pages))
            elif event.key in (pygame.K_UP, pygame.K_LEFT, pygame.K_PAGEUP):
                self.show((self.index - 1) % len(self.pages))
            return True
        if self.close_button.handle_event(event):
            return True
        for b in self.tabs:
            if b.handle_event(event):
                return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - event.y)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self.panel.collidepoint(event.pos):
            self.close()
            return True
        # modal: the board underneath takes no input while the rules are open
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)

    # ---- drawing ----------------------------------------------------------------------
    def draw(self, surface):
        w, h = surface.get_size()
        s = theme.ui_scale((w, h))
        dim = pygame.Surface((w, h), pygame.SRCALPHA)
        dim.fill((0, 0, 0, 170))
        surface.blit(dim, (0, 0))
        pygame.draw.rect(surface, theme.PANEL, self.panel, border_radius=10)
        pygame.draw.rect(surface, theme.ACCENT, self.panel, 2, border_radius=10)
        fonts.blit_text(surface, i18n.render(self.heading).format(game=i18n.render(self.game_title)), (self.panel.x + int(16 * s),
                        self.panel.y + int(16 * s)), int(20 * s), theme.ACCENT, bold=True)
        self.close_button.draw(surface)
        for b in self.tabs:
            b.draw(surface)
        if not self.pages:
            return
        page = self.pages[self.index]
        area = self.text_rect()
        pygame.draw.line(surface, theme.PANEL_EDGE, (area.x - int(6 * s), area.y),
                         (area.x - int(6 * s), area.bottom))
        clip = surface.get_clip()
        surface.set_clip(area)
        y = area.y - self.scroll * int(22 * s)
        # the rule ids a page cites are its title's tooltip, never words on the page (house rule)
        self.rules_spot = fonts.blit_text(surface, page.title, (area.x + int(8 * s), y), int(22 * s), theme.TEXT,
                                          bold=True).clip(area)
        y += int(32 * s)
        size = max(12, int(17 * s))
        line_h = fonts.font(size).get_linesize()
        for para in i18n.render(page.text).strip().split("\n"):
            for line in fonts.wrap(para, size, area.w - int(16 * s)):
                fonts.blit_text(surface, line, (area.x + int(8 * s), y), size, theme.TEXT)
                y += line_h
            y += int(line_h * 0.5)
        surface.set_clip(clip)
        hint = self.keys_hint
        fonts.blit_text(surface, hint, (self.panel.x + int(16 * s), self.panel.bottom - int(10 * s)),
                        max(12, int(13 * s)), theme.TEXT_DIM, anchor="bottomleft")
        self.keys.draw_screen(surface, [self.close_button] + self.tabs, scale=theme.ui_scale(surface.get_size()))
        mouse = pygame.mouse.get_pos()
        self.tooltip.text = self.hover_words(mouse)
        self.tooltip.draw(surface, mouse)

    def hover_words(self, pos) -> str:
        """The tooltip at `pos`: the rules the shown page cites, over its title; else nothing."""
        if not self.pages or not self.rules_spot.collidepoint(pos):
            return ""
        return self.rules_words(self.pages[self.index])

    @staticmethod
    def rules_words(page) -> str:
        """'Rules: B-15.1, B-H.4': the ids a page cites, for its title's tooltip ("" when it cites none)."""
        return _("Rules: {ids}").format(ids=", ".join(page.rules)) if page.rules else ""
