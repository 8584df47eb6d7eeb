"""The results screen: who won and why, the score line by line, and New game / Replay / Menu.

An overlay over the final board (the board stays visible, dimmed). Esc closes it, leaving the final
position on screen; the play shell's Esc then goes to the menu. Replay is the default: a stray Enter (the
last move's key pressed twice) only starts the replay, it never leaves the finished game — and for SETTLE seconds
after the screen appears no key or click counts at all, so the second Enter of the winning move never skips the
result before anyone has read it (the play-through found exactly that). `kept` says where
the finished game stays reachable (the menu's Finished games) when it has been kept there.
"""
from __future__ import annotations

from typing import Callable

import pygame

from engine.i18n import N_, T
from engine.i18n.lists import listed
from engine.play.confirm import SettlingPause
from engine.play.message_line import sentence, sentences
from engine.ui import fonts, theme
from engine.ui.keyfocus import ScreenKeys, screen_stops
from engine.ui.scene import Scene
from engine.ui.widgets import Button


def headline(outcome, seat_name: Callable[[int], str], info=None) -> str:
    """'Player 1 wins', 'Victory', 'Defeat', 'The house won' — in words, from the outcome (`info`: the game's
    GameInfo, whose `results` word a result that no seat won)."""
    if outcome.result == "loss":
        return N_("Defeat")
    winners = [seat_name(seat) for seat in outcome.winners]
    if len(winners) == 1:
        return T("{name} wins", name=winners[0])
    if winners:
        return T("{names} and {name} win", names=listed(winners[:-1]), name=winners[-1])
    if outcome.result == "win":
        return N_("Victory")
    from engine.play.resume_lines import result_words
    return result_words(str(outcome.result), info)


SETTLE = 0.8    # seconds during which keys and clicks are ignored: longer than a double press, shorter than reading


class ResultsScene(Scene):
    opaque = False

    def __init__(self, outcome, seat_name: Callable[[int], str] = lambda seat: T("Player {n}", n=seat + 1),
                 on_new_game: Callable | None = None, on_replay: Callable | None = None,
                 on_menu: Callable | None = None, title: str = "", kept: str = "", revealed: str = "", notes=(),
                 new_game_words: str = N_("New game"), info=None):
        super().__init__()
        self.keys = ScreenKeys()    # Tab, the arrows and Enter over the buttons (engine/ui/keyfocus.py)
        self.outcome, self.title, self.kept = outcome, title, kept
        self.notes = [str(n) for n in notes or ()]     # the board's words under the score (achievements earned)
        self.headline = headline(outcome, seat_name, info)
        # `revealed`: what the game kept secret until its end, said now (the board's results_note)
        self.reason = sentences(sentence(outcome.reason), sentence(revealed) if revealed else "")
        self.lines = [(str(label), points) for label, points in (outcome.score_lines or ())]
        self.on_new_game, self.on_replay, self.on_menu = on_new_game, on_replay, on_menu
        # Enter's choice, pre-selected: after a game most players want another (New game); without one, the
        # replay (it leaves nothing behind); Menu is always a deliberate click. The game stays in Finished games.
        self.default = self.new_game if on_new_game else self.replay if on_replay else None
        self.buttons = [
            Button(new_game_words, self.new_game, size=16, enabled=on_new_game is not None,
                   toggled=on_new_game is not None,
                   tooltip=N_("start another game (Enter)") if on_new_game
                   else N_("this game offers no new game from here")),
            Button(N_("Replay"), self.replay, size=16, enabled=on_replay is not None,
                   toggled=on_replay is not None and on_new_game is None,
                   tooltip=N_("watch the game again from the start, step by step") if on_new_game
                   else N_("watch the game again from the start, step by step (Enter)")),
            Button(N_("Menu"), self.menu, size=16),
        ]
        self.panel = pygame.Rect(0, 0, 1, 1)
        self.s = 1.0
        self.settle = SettlingPause(self, SETTLE)

    def enter(self):
        super().enter()
        self.settle.start()     # the app's wall clock (faked in tests): no frames need to pass

    def settling(self) -> bool:
        return self.settle.active()

    def on_resize(self, size):
        w, h = max(1, size[0]), max(1, size[1])
        s = self.s = theme.ui_scale((w, h))
        extra = 26 if self.kept else 0
        pw = min(w - 8, int(560 * s))
        # a long reason (a chapter's epilogue) makes the panel taller: lines past the second need room
        size = max(12, int(16 * s))
        wrapped = len(fonts.wrap(self.reason, size, pw - int(40 * s))) if self.reason else 0
        more = max(0, wrapped - 2) * fonts.font(size).get_linesize()
        more += self._notes_height(pw - int(40 * s))
        ph = min(h - 8, int((200 + extra) * s + len(self.lines) * 26 * s) + more)
        self.panel = pygame.Rect(0, 0, max(1, pw), max(1, ph))
        self.panel.center = (w // 2, h // 2)
        bh = min(int(40 * s), max(1, self.panel.h // 5))
        bw = max(1, (self.panel.w - int(16 * s) * 4) // 3)
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(self.panel.x + int(16 * s) + i * (bw + int(16 * s)),
                                 self.panel.bottom - bh - int(14 * s), bw, bh)
            b.size = max(12, int(16 * s))

    def _note_size(self) -> int:
        return max(12, int(14 * self.s))

    def _notes_height(self, width: int) -> int:
        size = self._note_size()
        rows = sum(len(fonts.wrap(n, size, width)) for n in self.notes)
        return rows * fonts.font(size).get_linesize() + (int(8 * self.s) if self.notes else 0)

    def headline_size(self) -> int:
        """The headline's font size: a long winner ("Computer 2 (the intruders) wins") shrinks to fit the panel."""
        size, width = int(30 * self.s), self.panel.w - int(40 * self.s)
        while size > 12 and fonts.font(size, True).size(self.headline)[0] > width:
            size -= 1
        return size

    def close(self):
        if self.app is not None and self.app.stack.top is self:
            self.app.pop()

    def new_game(self):
        self.close()
        if self.on_new_game:
            self.on_new_game()

    def replay(self):
        if self.on_replay:
            self.on_replay()

    def menu(self):
        self.close()
        if self.on_menu:
            self.on_menu()

    def handle_event(self, event) -> bool:
        if self.settle.swallows(event):
            return True     # a key or click begun for the last move: the result is read first
        if self.keys.handle_screen(event, self.buttons):
            focused = self.keys.current(screen_stops(self.buttons))
            if focused is not None:     # the gold look marks what Enter takes: the focused button now, not two
                for b in self.buttons:
                    b.toggled = b.rect == focused.rect
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.close()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                if self.default is not None:
                    self.default()
            return True
        for b in self.buttons:
            if b.handle_event(event):
                return True
        # modal: the board below takes no clicks while the results are shown
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION,
                              pygame.MOUSEWHEEL)

    def draw(self, surface):
        s = self.s
        dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        dim.fill((0, 0, 0, 170))
        surface.blit(dim, (0, 0))
        p = self.panel
        pygame.draw.rect(surface, theme.PANEL, p, border_radius=10)
        pygame.draw.rect(surface, theme.ACCENT, p, 2, border_radius=10)
        clip = surface.get_clip()
        surface.set_clip(p.clip(clip))
        x, y = p.x + int(20 * s), p.y + int(16 * s)
        if self.title:
            fonts.blit_text(surface, self.title, (x, y), max(12, int(15 * s)), theme.TEXT_DIM)
            y += int(24 * s)
        good = self.outcome.result != "loss"
        fonts.blit_text(surface, self.headline, (x, y), self.headline_size(), theme.GOOD if good else theme.DANGER,
                        bold=True)
        y += int(42 * s)
        size = max(12, int(16 * s))
        for line in fonts.wrap(self.reason, size, p.w - int(40 * s)) if self.reason else []:
            fonts.blit_text(surface, line, (x, y), size, theme.TEXT)
            y += fonts.font(size).get_linesize()
        y += int(10 * s)
        for label, points in self.lines:
            fonts.blit_text(surface, label, (x, y), size, theme.TEXT)
            fonts.blit_text(surface, str(points), (p.right - int(20 * s), y), size, theme.ACCENT, bold=True,
                            anchor="topright")
            y += int(26 * s)
        if self.notes:
            note = self._note_size()
            y += int(4 * s)
            for k, text in enumerate(self.notes):
                for line in fonts.wrap(text, note, p.w - int(40 * s)):
                    fonts.blit_text(surface, line, (x, y), note, theme.ACCENT if k == 0 else theme.TEXT, bold=k == 0)
                    y += fonts.font(note).get_linesize()
            y += int(4 * s)
        if self.kept:
            fonts.blit_text(surface, self.kept, (x, y + int(4 * s)), max(12, int(14 * s)), theme.TEXT_DIM)
        surface.set_clip(clip)
        for b in self.buttons:
            b.draw(surface)
        self.keys.draw_screen(surface, self.buttons, scale=self.s)
