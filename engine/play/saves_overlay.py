"""A small overlay listing saved games (newest first); clicking one loads it (or Tab/arrows to it and Enter), Esc
closes."""
from __future__ import annotations

import os
from typing import Callable

import pygame

from engine.i18n import N_, T, _
from engine.ui import fonts, theme
from engine.ui.keyfocus import KeyFocus, Stop, button_stops
from engine.ui.scene import Scene
from engine.ui.widgets import Button, ListView


def list_saves(directory: str, prefix: str = "ghost_stories") -> list[str]:
    """Save files of one game, newest first. A dangling symlink or a file deleted while we list is
    skipped, never raised: the list is a convenience, the disk may change under it."""
    try:
        names = [n for n in os.listdir(directory) if n.startswith(prefix) and n.endswith(".json")]
    except OSError:
        return []
    dated = []
    for name in names:
        path = os.path.join(directory, name)
        try:
            dated.append((os.stat(path).st_mtime, path))
        except OSError:
            continue
    return [path for _, path in sorted(dated, reverse=True)]


def save_label(path: str) -> str:
    """'Saved 2026-11-22 02:33:31' for our own save names, else the file name."""
    name = os.path.basename(path)
    stamp = name.rsplit("-", 2)[-2:] if name.count("-") >= 2 else []
    if len(stamp) == 2 and stamp[0].isdigit() and len(stamp[0]) == 8 and stamp[1][:6].isdigit():
        d, t = stamp[0], stamp[1][:6]
        return T("Saved {date} {time}", date=f"{d[:4]}-{d[4:6]}-{d[6:]}", time=f"{t[:2]}:{t[2:4]}:{t[4:]}")
    return name


def save_words(path: str, title: str = "", info=None) -> str:
    """Two lines for a save in the Load list: the game and how far it is ('Turn 5, 2 omens drawn'), then its
    settings, players and when it was saved. From the envelope alone (config, public summary, time): a save holds
    secrets (a traitor, a hand, a tome), the list never replays it and shows none of them."""
    from engine.play.resume_lines import players_words, progress_words, settings_words, when_words
    from engine.rules import saves
    head = _(title) if title else save_label(path)   # the registry's title is a msgid: worded here, in the f-strings
    try:
        doc = saves.read_document(path)
    except saves.SaveError as exc:
        return f"{head}\n" + T("Cannot be loaded: {why}", why=exc.reason)
    except Exception as exc:   # a file that vanished or cannot be read: said, never raised
        return f"{head}\n" + T("Cannot be read: {why}", why=str(exc))
    entry = saves.Resumable(path, doc["ruleset"], doc.get("saved_at", ""), len(doc["actions"]), doc["seed"],
                            doc["config"], doc.get("summary", ""), summary_words=doc.get("summary_words") or {})
    config = doc["config"] if isinstance(doc["config"], dict) else {}
    details = settings_words(config, info) + [players_words(config)]
    if entry.saved_at:
        details.append(T("saved {when}", when=when_words(entry.saved_at)))
    finished = _(" (finished)") if doc.get("outcome") is not None else ""
    return f"{head} · {progress_words(entry, info=info)}{finished}\n" + " · ".join(details)


class TwoLineList(ListView):
    """The list with a row of two lines: the first bold, the second smaller and dim."""

    def small(self) -> int:
        """The second line's size: a little smaller than the first, never under 12 px (issue 17)."""
        return max(theme.MIN_TEXT, self.size - 3)

    def draw(self, surface):
        pygame.draw.rect(surface, theme.PANEL, self.rect, border_radius=6)
        clip = surface.get_clip()
        surface.set_clip(self.rect.clip(clip))
        for k in range(self.rect.h // self.row_h + 1):
            i = k + self.scroll
            if i >= len(self.items):
                break
            r = pygame.Rect(self.rect.x, self.rect.y + k * self.row_h, self.rect.w, self.row_h)
            if i == self.selected or i == self.hover:
                pygame.draw.rect(surface, theme.ACCENT_DARK if i == self.selected else theme.HOVER, r)
            first, _, second = self.items[i].partition("\n")
            small = self.small()
            fonts.blit_text(surface, first, (r.x + 8, r.y + 3), self.size, theme.TEXT, bold=True)
            fonts.blit_text(surface, second, (r.x + 8, r.bottom - 4), small, theme.TEXT_DIM, anchor="bottomleft")
            pygame.draw.line(surface, theme.PANEL_EDGE, (r.x + 4, r.bottom - 1), (r.right - 4, r.bottom - 1))
        surface.set_clip(clip)
        pygame.draw.rect(surface, theme.PANEL_EDGE, self.rect, 1, border_radius=6)


class LoadScene(Scene):
    opaque = False

    def __init__(self, directory: str, on_pick: Callable[[str], None], prefix: str = "ghost_stories",
                 label_of: Callable[[str], str] = save_label):
        super().__init__()
        self.directory, self.on_pick = directory, on_pick
        self.paths = list_saves(directory, prefix)
        self.list = TwoLineList([label_of(p) for p in self.paths], self.pick)
        self.cancel = Button(N_("Cancel"), self.close, size=15)
        self.keys = KeyFocus()      # Tab, the arrows and Enter over the saves and Cancel
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.s = 1.0

    def on_resize(self, size):
        w, h = size
        s = theme.ui_scale(size)
        self.panel = pygame.Rect(0, 0, int(min(w * 0.8, 760 * s)), int(h * 0.7))
        self.panel.center = (w // 2, h // 2)
        self.list.rect = self.panel.inflate(-int(24 * s), -int(110 * s))
        self.list.rect.top = self.panel.y + int(50 * s)
        self.list.rect.h = max(0, self.list.rect.h)
        self.list.size = max(12, int(16 * s))
        # two lines a row: room for both at their sizes (a Chinese font's lines are taller than Latin ones)
        lines = fonts.font(self.list.size, True).get_linesize() + fonts.font(self.list.small()).get_linesize()
        self.list.row_h = max(1, int(46 * s), lines + 7)
        self.cancel.rect = pygame.Rect(self.panel.right - int(110 * s), self.panel.bottom - int(46 * s),
                                       int(96 * s), int(34 * s))
        self.cancel.size = max(12, int(15 * s))
        self.s = s

    def pick(self, i: int):
        self.close()
        if 0 <= i < len(self.paths):
            self.on_pick(self.paths[i])

    def close(self):
        if self.app is not None:
            self.app.pop()

    def key_stops(self) -> list[Stop]:
        """Every save's row (those scrolled out of sight too: the list scrolls to the ring) and Cancel."""
        lv = self.list
        rows = [Stop(("save", i), pygame.Rect(lv.rect.x, lv.rect.y + (i - lv.scroll) * lv.row_h, lv.rect.w, lv.row_h),
                     lambda i=i: self.pick(i)) for i in range(len(self.paths))]
        return rows + button_stops([self.cancel], "cancel")

    def _show_focused(self) -> None:
        key = self.keys.key
        if key is not None and key[0] == "save":
            lv = self.list
            rows = max(1, lv.rect.h // max(1, lv.row_h))
            lv.scroll = min(key[1], max(lv.scroll, key[1] - rows + 1))

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        if self.keys.handle(event, self.key_stops()):
            self._show_focused()
            return True
        if self.cancel.handle_event(event) or self.list.handle_event(event):
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.KEYDOWN)

    def draw(self, surface):
        s = self.s
        dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        dim.fill((0, 0, 0, 160))
        surface.blit(dim, (0, 0))
        pygame.draw.rect(surface, theme.PANEL, self.panel, border_radius=10)
        pygame.draw.rect(surface, theme.ACCENT, self.panel, 2, border_radius=10)
        fonts.blit_text(surface, N_("Load a saved game"), (self.panel.x + int(14 * s), self.panel.y + int(14 * s)),
                        int(20 * s), theme.ACCENT, bold=True)
        if self.paths:
            self.list.draw(surface)
        else:
            fonts.blit_text(surface, N_("No saved games yet: use Save first."), self.panel.center, int(16 * s),
                            theme.TEXT_DIM, anchor="center")
        self.cancel.draw(surface)
        self.keys.draw(surface, self.key_stops(), s)
