"""The menu's Finished games list: every finished game kept, newest first, each with Replay and Delete."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from engine import i18n
from engine.i18n import N_, T
from engine.play.confirm import ConfirmScene
from engine.play.resume_lines import ResumeLine, finished_line
from engine.rules import finished
from engine.ui import fonts, theme
from engine.ui.keyfocus import ScreenKeys
from engine.ui.scene import Scene
from engine.ui.widgets import Button, Tooltip


@dataclass
class FinishedRow:
    entry: finished.FinishedGame
    line: ResumeLine
    replay: Button
    delete: Button


def fit(text: str, size: int, width: int, bold: bool = False) -> str:
    """`text` (in the current language), cut with an ellipsis so it is at most `width` pixels wide."""
    text = i18n.render(text)
    f = fonts.font(size, bold, text)
    if f.size(text)[0] <= width:
        return text
    while len(text) > 1 and f.size(text + "…")[0] > width:
        text = text[:-1]
    return text.rstrip() + "…"


class FinishedScene(Scene):
    """An overlay over the menu. `title_of(game_id) -> title | None` (None: a game this Lantern cannot play),
    `info_of(game_id) -> GameInfo | None`, `on_replay(entry)` opens the replay; Delete asks first."""
    opaque = False
    heading = N_("Finished games")
    empty_words = N_("No finished games yet: a game you finish is kept here for its replay.")

    def __init__(self, title_of: Callable, info_of: Callable, on_replay: Callable):
        super().__init__()
        self.keys = ScreenKeys()    # Tab, the arrows and Enter over the buttons (engine/ui/keyfocus.py)
        self.title_of, self.info_of, self.on_replay = title_of, info_of, on_replay
        self.rows: list[FinishedRow] = []
        self.first = 0
        self.shown = 1
        self.size = (1280, 800)
        self.s = 1.0
        self.message = ""
        self.panel = pygame.Rect(0, 0, 1, 1)
        self.close_button = Button(N_("Close (Esc)"), self.close, size=15)
        self.newer = Button(N_("▲ Newer"), lambda: self.page(-1), size=14)
        self.older = Button(N_("▼ Older"), lambda: self.page(1), size=14)
        self.tooltip = Tooltip()
        self._build()

    def _build(self) -> None:
        self.rows = []
        for entry in finished.list_finished():
            title = self.title_of(entry.game)
            info = self.info_of(entry.game) if title is not None and not entry.damaged else None
            line = finished_line(entry, title, info)
            can = not line.problem
            replay = Button(N_("Replay"), lambda e=entry: self.replay(e), enabled=can,
                            tooltip=N_("Watch this game again, every secret shown") if can
                            else T("Cannot replay: {why}", why=line.problem))
            delete = Button(N_("Delete"), lambda e=entry, t=line.title: self.ask_delete(e, t),
                            tooltip=N_("Delete this finished game for good"))
            self.rows.append(FinishedRow(entry, line, replay, delete))
        self.first = max(0, min(self.first, len(self.rows) - 1))

    def visible_rows(self) -> list[FinishedRow]:
        return self.rows[self.first:self.first + self.shown]

    def buttons(self):
        for row in self.visible_rows():
            yield row.replay
            yield row.delete
        if self.first > 0:
            yield self.newer
        if self.first + self.shown < len(self.rows):
            yield self.older
        yield self.close_button

    def page(self, direction: int) -> None:
        self.first = max(0, min(self.first + direction * max(1, self.shown), len(self.rows) - 1))
        self.on_resize(self.size)

    def on_resize(self, size):
        self.size = w, h = max(1, size[0]), max(1, size[1])
        s = self.s = theme.ui_scale((w, h))
        self.panel = pygame.Rect(0, 0, min(w - 16, int(900 * s)), min(h - 16, int(640 * s)))
        self.panel.center = (w // 2, h // 2)
        p = self.panel
        self.line_h, self.gap = int(50 * s), int(6 * s)
        self.top = p.y + int(56 * s) + self.head_room(s)
        bh = int(34 * s)
        self.close_button.rect = pygame.Rect(p.right - int(150 * s), p.bottom - bh - int(12 * s), int(136 * s), bh)
        room = self.close_button.rect.top - int(10 * s) - self.top
        self.shown = max(1, room // (self.line_h + self.gap))
        small_w, small_h = int(104 * s), int(26 * s)
        self.older.rect = pygame.Rect(p.right - small_w - int(14 * s), p.y + int(16 * s), small_w, small_h)
        self.newer.rect = self.older.rect.move(-small_w - int(8 * s), 0)
        right = p.right - int(14 * s)
        for i, row in enumerate(self.visible_rows()):
            y = self.top + i * (self.line_h + self.gap)
            rbh = int(32 * s)
            row.delete.rect = pygame.Rect(right - int(96 * s), y + (self.line_h - rbh) // 2, int(96 * s), rbh)
            row.replay.rect = pygame.Rect(row.delete.rect.x - int(118 * s), row.delete.rect.y, int(110 * s), rbh)
        for b in [self.close_button, self.newer, self.older] + [b for r in self.rows for b in (r.replay, r.delete)]:
            b.size = max(12, int(15 * s))

    def head_room(self, s: float) -> int:
        """Pixels kept free above the list for buttons of a subclass (the Campaigns list's new campaigns)."""
        return 0

    def draw_head(self, surface) -> None:
        """What a subclass draws in its head room (the Campaigns list's chapters), under the buttons' tooltips."""

    def resume(self):
        self._build()
        self.on_resize(self.size)

    def replay(self, entry) -> None:
        self.close()
        self.on_replay(entry)

    def ask_delete(self, entry, title: str) -> None:
        self.app.push(ConfirmScene(N_("Delete this finished game?"), lambda: self.delete(entry), yes=N_("Delete"), no=N_("Keep"),
                                   note=title))

    def delete(self, entry) -> None:
        self.message = finished.delete_finished(entry)
        self.resume()

    def close(self) -> None:
        if self.app is not None and self.app.stack.top is self:
            self.app.pop()

    def handle_event(self, event) -> bool:
        if self.keys.handle_screen(event, list(self.buttons())):
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.close()
            return True     # Enter does nothing here: no stray key replays or deletes a game
        for b in list(self.buttons()):
            if b.handle_event(event):
                return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.MOUSEWHEEL)

    def draw(self, surface):
        s, p = self.s, self.panel
        dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        dim.fill((0, 0, 0, 170))
        surface.blit(dim, (0, 0))
        pygame.draw.rect(surface, theme.PANEL, p, border_radius=10)
        pygame.draw.rect(surface, theme.ACCENT, p, 2, border_radius=10)
        count = len(self.rows)
        heading = i18n.render(T("{heading} ({n})", heading=self.heading, n=count) if count else self.heading)
        fonts.blit_text(surface, heading, (p.x + int(16 * s), p.y + int(29 * s)), int(20 * s), theme.ACCENT,
                        bold=True, anchor="midleft")
        self.draw_head(surface)
        if not self.rows:
            fonts.blit_text(surface, self.empty_words, (p.centerx, (self.top + self.close_button.rect.top) // 2),
                            int(16 * s), theme.TEXT_DIM, anchor="center")
        for row in self.visible_rows():
            self._draw_row(surface, row)
        for b in self.buttons():
            b.draw(surface)
        if self.message:
            fonts.blit_text(surface, fit(self.message, self.small_text(), p.w - int(200 * s)),
                            (p.x + int(16 * s), self.close_button.rect.centery), self.small_text(), theme.DANGER,
                            anchor="midleft")
        mouse = pygame.mouse.get_pos()
        self.tooltip.text = next((b.tooltip for b in self.buttons() if b.hover and b.tooltip), "") or \
            self.cut_details_at(mouse)
        self.tooltip.draw(surface, mouse)
        self.keys.draw_screen(surface, list(self.buttons()), scale=self.s)

    def cut_details_at(self, pos) -> str:
        """The whole details line of the row under `pos` when the row shows it cut, else ""."""
        for row in self.visible_rows():
            r, room = self._row_rect(row), self._room(row)
            size = self.small_text()
            if r.collidepoint(pos) and fit(row.line.details, size, room) != row.line.details:
                return row.line.details
        return ""

    def small_text(self) -> int:
        """A row's second line and its date: 14 px at full size, never under theme.MIN_TEXT in a small window."""
        return max(theme.MIN_TEXT, int(14 * self.s))

    def _row_rect(self, row: FinishedRow) -> pygame.Rect:
        s, p = self.s, self.panel
        return pygame.Rect(p.x + int(10 * s), row.delete.rect.centery - self.line_h // 2, p.w - int(20 * s),
                           self.line_h)

    def _room(self, row: FinishedRow) -> int:
        return row.replay.rect.x - self._row_rect(row).x - int(26 * self.s)

    def _draw_row(self, surface, row: FinishedRow) -> None:
        s = self.s
        r = self._row_rect(row)
        damaged = bool(row.line.problem)
        pygame.draw.rect(surface, theme.BG, r, border_radius=8)
        pygame.draw.rect(surface, theme.DANGER if damaged else theme.PANEL_EDGE, r, 1, border_radius=8)
        room = self._room(row)
        x = r.x + int(14 * s)
        small = self.small_text()
        when_w = fonts.font(small).size(row.line.when)[0] if row.line.when else 0
        title = fit(row.line.title, int(17 * s), room - when_w - int(14 * s), bold=True)
        drawn = fonts.blit_text(surface, title, (x, r.y + int(15 * s)), int(17 * s), theme.TEXT, bold=True,
                                anchor="midleft")
        if row.line.when:
            fonts.blit_text(surface, row.line.when, (drawn.right + int(12 * s), r.y + int(15 * s)), small,
                            theme.TEXT_DIM, anchor="midleft")
        fonts.blit_text(surface, fit(row.line.details, small, room), (x, r.y + int(36 * s)), small,
                        theme.DANGER if damaged else theme.TEXT_DIM, anchor="midleft")
