"""Side panels of the Ghost Stories board scene: the decision panel (prompt + choice buttons) and the log."""
from __future__ import annotations

import pygame

from engine import i18n
from engine.i18n import N_, Tn
from engine.ui import fonts, theme
from engine.ui.widgets import Button


class ChoicePanel:
    """The pending decision: its prompt, and one button per answer that has no spot on the board.

    Answers that point at something on the board (a tile, a ghost space...) are clicked there; the
    rest (yes/no, dice, pass, a split) are buttons here, so every decision can be answered by mouse.
    """

    def __init__(self):
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.title = ""
        self.prompt = ""
        self.buttons: list[Button] = []
        self.page = 0
        self.shown: int | None = None   # the answer whose page is shown (the pre-selected one), kept across layouts
        self.per_page = 8
        self.pages: list[list[Button]] = [[]]   # the buttons of each page, in order
        self.pager: list[Button] = []
        self.s = 1.0

    def set_choices(self, title: str, prompt: str, choices) -> None:
        """choices: [(label, callback, tooltip)], kept in order; the page resets when they change."""
        labels = [c[0] for c in choices]
        if labels != [b.text for b in self.buttons]:
            self.page, self.shown = 0, None
        self.title, self.prompt = title, prompt
        self.buttons = [Button(label, cb, tooltip=tip, size=15) for label, cb, tip in choices]
        self.layout(self.rect, self.s)

    def layout(self, rect, s: float) -> None:
        self.rect, self.s = pygame.Rect(rect), s
        pad = int(10 * s)
        y = self.rect.y + pad + int(24 * s)
        size = max(12, int(16 * s))
        lines = fonts.wrap(self.prompt, size, self.rect.w - 2 * pad) if self.prompt else []
        y += len(lines) * fonts.font(size).get_linesize() + int(8 * s)
        row = int(32 * s)
        gap = int(5 * s)
        bottom = self.rect.bottom - pad - row - gap   # leave a row for the pager
        small = max(12, int(11 * s))
        for b in self.buttons:
            # long labels get a smaller font first; a label that still does not fit takes two lines, so its
            # end (often what tells two answers apart) is never cut off
            b.size = max(12, int(15 * s))
            width = self.rect.w - 2 * pad - 10
            label = i18n.render(b.text)     # measured as drawn: in the language in force, in its font
            while b.size > small and fonts.font(b.size, text=label).size(label)[0] > width:
                b.size -= 1
            wide = fonts.font(b.size, text=label).size(label)[0] > width
            lines = len(fonts.wrap(label, b.size, width)) if wide else 1
            b.rect = pygame.Rect(self.rect.x + pad, 0, self.rect.w - 2 * pad, row if lines == 1 else
                                 max(row, min(3, lines) * fonts.font(b.size, text=label).get_linesize() + 6))
        # pages: as many buttons as fit above the pager, each page starting where the last one ended
        self.pages, page, used = [], [], 0
        for b in self.buttons:
            if page and y + used + b.rect.h > bottom:
                self.pages.append(page)
                page, used = [], 0
            page.append(b)
            used += b.rect.h + gap
        if page or not self.pages:
            self.pages.append(page)
        pages = len(self.pages)
        self.per_page = max(1, max(len(p) for p in self.pages))
        if self.shown is not None:     # the pages were cut anew (a first layout, a resize): find its page again
            self.page = self.page_of(self.shown)
        self.page = min(self.page, pages - 1)
        for b in self.buttons:
            b.visible = False
        top = y
        for b in self.pages[self.page]:
            b.visible = True
            b.rect.y = top
            top += b.rect.h + gap
        self.pager = []
        if pages > 1:
            py = self.rect.bottom - pad - row
            half = (self.rect.w - 2 * pad - int(6 * s)) // 2
            prev = Button(N_("◀ more"), lambda: self.turn(-1), size=max(12, int(14 * s)), enabled=self.page > 0)
            nxt = Button(N_("more ▶"), lambda: self.turn(1), size=max(12, int(14 * s)), enabled=self.page < pages - 1)
            prev.rect = pygame.Rect(self.rect.x + pad, py, half, row)
            nxt.rect = pygame.Rect(self.rect.x + pad + half + int(6 * s), py, half, row)
            self.pager = [prev, nxt]

    def title_size(self) -> int:
        """The title's font size: "Player 1 (the guards) decides" shrinks a little before it is cut short."""
        size, width = max(12, int(17 * self.s)), self.rect.w - 2 * int(10 * self.s)
        while size > max(12, int(13 * self.s)) and fonts.font(size, True).size(self.title)[0] > width:
            size -= 1
        return size

    def page_of(self, index: int) -> int:
        """The page that shows the button at `index` (pages hold different counts when labels wrap)."""
        seen = 0
        for i, page in enumerate(self.pages):
            seen += len(page)
            if index < seen:
                return i
        return 0

    def show(self, index: int) -> None:
        """Show the page of the answer at `index`, now and after any later layout, until the player turns a page."""
        self.shown = index
        self.layout(self.rect, self.s)

    def turn(self, step: int) -> None:
        self.page, self.shown = self.page + step, None
        self.layout(self.rect, self.s)

    def handle_event(self, event) -> bool:
        for b in self.pager + [b for b in self.buttons if b.visible]:
            if b.handle_event(event):
                return True
        return False

    def hovered_tooltip(self) -> str:
        for b in self.buttons:
            if b.visible and b.hover and b.tooltip:
                return b.tooltip
        return ""

    def draw(self, surface) -> None:
        s = self.s
        pygame.draw.rect(surface, theme.PANEL, self.rect, border_radius=8)
        pygame.draw.rect(surface, theme.ACCENT if self.buttons else theme.PANEL_EDGE, self.rect, 1, border_radius=8)
        pad = int(10 * s)
        title_size = self.title_size()
        title = fonts.clip_to_width(self.title, title_size, self.rect.w - 2 * pad, bold=True)
        fonts.blit_text(surface, title, (self.rect.x + pad, self.rect.y + pad), title_size, theme.ACCENT, bold=True)
        size = max(12, int(16 * s))
        y = self.rect.y + pad + int(24 * s)
        for line in fonts.wrap(self.prompt, size, self.rect.w - 2 * pad) if self.prompt else []:
            fonts.blit_text(surface, line, (self.rect.x + pad, y), size, theme.TEXT)
            y += fonts.font(size).get_linesize()
        for b in self.buttons:
            b.draw(surface)
        for b in self.pager:
            b.draw(surface)


def collapse_repeats(lines) -> list[str]:
    """Lines said several times in a row, said once with how often ('A room tile goes face down (3 times)'):
    a run of the same words reads as one stutter, not as news."""
    out: list[str] = []
    count = 0
    for i, line in enumerate(lines):
        count += 1
        if i + 1 < len(lines) and lines[i + 1] == line:
            continue
        out.append(line if count == 1 else Tn("{line} (once more)", "{line} ({n} times)", count, line=line))
        count = 0
    return out


class LogPanel:
    """The game log, newest at the bottom; the wheel scrolls back through older lines."""

    def __init__(self):
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.lines: list[str] = []
        self.back = 0  # how many wrapped lines we are scrolled up from the newest
        self.s = 1.0
        self._wrapped: list[tuple[str, bool]] = []
        self._key = None
        self._parts: dict = {}      # line -> its wrapped parts at the width and size of _parts_key
        self._parts_key = None
        self._layer = None      # (what it shows, the panel drawn)

    def set_lines(self, lines) -> None:
        lines = list(lines)
        if lines != self.lines:
            if len(lines) > len(self.lines):
                self.back = 0  # something new happened: jump to it
            self.lines = lines
            self._key = None
            if self._layer is not None:
                self._layer = (None, self._layer[1])     # drawn again, on the same layer
            if self.rect.w > 0 and self.rect.h > 0:
                self._wrap()        # wrapped now, as the game changes, not in the frame that shows the new lines

    def layout(self, rect, s: float) -> None:
        self.rect, self.s = pygame.Rect(rect), s
        self._key = None

    def _wrap(self):
        size = max(12, int(14 * self.s))
        key = (len(self.lines), self.rect.w, size, i18n.generation)    # a switch of language wraps anew
        if key != self._key:
            out = []
            tail = self.lines[-300:]  # older entries stay in the save; the panel needs only the recent past
            width = self.rect.w - int(20 * self.s)
            if self._parts_key != (width, size, i18n.generation):
                self._parts, self._parts_key = {}, (width, size, i18n.generation)
            tail = collapse_repeats(tail)
            for i, line in enumerate(tail):
                newest = i >= len(tail) - 3
                parts = self._parts.get(line)
                if parts is None:   # each line is wrapped once: a new event must not wrap the whole log again
                    parts = self._parts[line] = fonts.wrap(line, size, width)
                out += [(part, newest) for part in parts]
            if len(self._parts) > 2000:
                self._parts = {}
            self._wrapped, self._key = out, key
        return self._wrapped, size

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(pygame.mouse.get_pos()):
            wrapped, _ = self._wrap()
            self.back = max(0, min(len(wrapped) - 1, self.back + event.y * 2))
            return True
        return False

    def draw(self, surface) -> None:
        """The panel from a layer drawn again only when the lines, the scroll or the size change: a frame where
        only the board changed blits it."""
        key = (tuple(self.rect), self.s, self.back, i18n.generation)
        if self._layer is None or self._layer[0] != key:
            layer = self._layer[1] if self._layer is not None and self._layer[1].get_size() == self.rect.size \
                else pygame.Surface(self.rect.size, pygame.SRCALPHA)
            fonts.forget(layer)
            layer.fill((0, 0, 0, 0))
            self._draw(layer, pygame.Rect((0, 0), self.rect.size))
            self._layer = (key, layer)
        fonts.compose(surface, self._layer[1], self.rect.topleft)

    def _shown(self, size) -> list:
        """The wrapped rows the panel has room for, ending `back` rows above the newest."""
        s, pad = self.s, int(8 * self.s)
        top = pad + int(22 * s)
        rows = max(1, (self.rect.h - pad - top) // fonts.font(size).get_linesize())
        wrapped = self._wrapped
        end = len(wrapped) - self.back
        return wrapped[max(0, end - rows):end]

    def _draw(self, surface, rect) -> None:
        s = self.s
        pygame.draw.rect(surface, (30, 32, 41), rect, border_radius=8)
        pygame.draw.rect(surface, theme.PANEL_EDGE, rect, 1, border_radius=8)
        pad = int(8 * s)
        fonts.blit_text(surface, N_("Log"), (rect.x + pad, rect.y + pad), max(12, int(15 * s)),
                        theme.TEXT_DIM, bold=True)
        _, size = self._wrap()
        lh = fonts.font(size).get_linesize()
        top = rect.y + pad + int(22 * s)
        shown = self._shown(size)
        clip = surface.get_clip()
        surface.set_clip(rect)
        for i, (text, newest) in enumerate(shown):
            fonts.blit_text(surface, text, (rect.x + pad + int(4 * s), top + i * lh), size,
                            theme.TEXT if newest else theme.TEXT_DIM)
        surface.set_clip(clip)
        if self.back:
            fonts.blit_text(surface, N_("▼ newer"), (rect.right - pad, rect.y + pad), max(12, int(13 * s)),
                            theme.ACCENT, anchor="topright")
