"""The main menu: the four games, each with Preview and Play (disabled until the game is playable), and Resume."""
from __future__ import annotations

import pygame

from engine.rules import saves
from engine.ui import fonts, theme
from engine.ui.scene import Scene
from engine.ui.widgets import Button, Tooltip

NOT_PLAYABLE = "not yet playable"


def resumable_games(known_ids) -> list[str]:
    """Games with an autosave the player can go back to."""
    try:
        return [g for g in saves.list_resumable() if g in known_ids]
    except OSError:
        return []


class MenuScene(Scene):
    """`games`: the registry's entries (id, title, playable, load_preview(), load_play()), handed in by cli."""

    def __init__(self, games):
        super().__init__()
        self.games = tuple(games)
        self.by_id = {g.id: g for g in self.games}
        self.size = (1280, 800)
        self.rows: list[tuple[str, Button, Button, Button | None]] = []
        self.tooltip = Tooltip()
        self.message = ""
        self._build()

    def _build(self):
        self.rows = []
        resumable = set(resumable_games(self.by_id))
        for entry in self.games:
            game, title, playable = entry.id, entry.title, entry.playable
            preview = Button("Preview", lambda g=game: self.open_preview(g),
                             tooltip=f"See and compose {title} layouts")
            play = Button("Play" if playable else f"Play — {NOT_PLAYABLE}", lambda g=game: self.open_play(g),
                          enabled=playable, tooltip="" if playable else f"{title} is {NOT_PLAYABLE}")
            resume = None
            if game in resumable:
                resume = Button("Resume", lambda g=game: self.open_play(g, resume=True),
                                tooltip="Continue the game you left (autosaved after every action)")
            self.rows.append((title, preview, play, resume))

    def buttons(self):
        for _, preview, play, resume in self.rows:
            yield preview
            yield play
            if resume:
                yield resume

    def resume(self):
        # coming back from a game: Resume entries may have appeared or gone
        self._build()
        self.on_resize(self.size)

    def on_resize(self, size):
        self.size = size
        w, h = size
        s = theme.ui_scale(size)
        row_h = int(64 * s)
        top = int(h * 0.30)
        col_w = min(int(w * 0.8), int(1000 * s))
        x0 = (w - col_w) // 2
        bh = int(40 * s)
        for i, (_, preview, play, resume) in enumerate(self.rows):
            y = top + i * (row_h + int(12 * s))
            right = x0 + col_w - int(12 * s)
            play_w = int(250 * s)  # one width for every row keeps the Preview buttons in a column
            play.rect = pygame.Rect(right - play_w, y + (row_h - bh) // 2, play_w, bh)
            preview.rect = pygame.Rect(play.rect.x - int(130 * s), play.rect.y, int(120 * s), bh)
            if resume:
                resume.rect = pygame.Rect(preview.rect.x - int(130 * s), play.rect.y, int(120 * s), bh)
            for b in (preview, play, resume):
                if b:
                    b.size = max(12, int(17 * s))
        self.col = pygame.Rect(x0, top, col_w, len(self.rows) * (row_h + int(12 * s)))
        self.row_h = row_h

    def open_preview(self, game):
        try:
            scene = self.by_id[game].load_preview().make_preview(seed=None, layout=None)
        except Exception as exc:  # a broken data file must not take the menu down
            self.message = f"Cannot open the {game} preview: {exc}"
            return
        self.app.push(scene)

    def open_play(self, game, resume=False):
        entry = self.by_id[game]
        if not entry.playable:
            self.message = f"{entry.title} is {NOT_PLAYABLE}"
            return
        scene = entry.load_play().make_play(players=None, seed=None, variant="resume" if resume else None)
        self.app.push(scene)

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.quit()
            return True
        for b in self.buttons():
            if b.handle_event(event):
                return True
        return False

    def draw(self, surface):
        w, h = surface.get_size()
        s = theme.ui_scale((w, h))
        surface.fill(theme.BG)
        # a soft lantern glow behind the title
        for k in range(14):  # concentric rings, each a little warmer, read as a soft gradient
            t = (k + 1) / 14 * 0.16
            col = [int(b + (a - b) * t) for a, b in zip(theme.ACCENT, theme.BG)]
            pygame.draw.circle(surface, col, (w // 2, int(h * 0.13)), int((300 - k * 17) * s))
        fonts.blit_text(surface, "Lantern", (w // 2, int(h * 0.12)), int(64 * s), theme.ACCENT, bold=True,
                        anchor="center", shadow=theme.SHADOW)
        fonts.blit_text(surface, "four board games around one laptop", (w // 2, int(h * 0.20)), int(20 * s),
                        theme.TEXT_DIM, anchor="center")
        for i, (title, preview, play, resume) in enumerate(self.rows):
            y = self.col.y + i * (self.row_h + int(12 * s))
            r = pygame.Rect(self.col.x, y, self.col.w, self.row_h)
            pygame.draw.rect(surface, theme.PANEL, r, border_radius=10)
            pygame.draw.rect(surface, theme.PANEL_EDGE, r, 1, border_radius=10)
            fonts.blit_text(surface, title, (r.x + int(20 * s), r.centery), int(22 * s), theme.TEXT,
                            bold=True, anchor="midleft")
            for b in (preview, play, resume):
                if b:
                    b.draw(surface)
        foot = self.message or "Esc quits · F1 in a game shows the rules of the current phase"
        fonts.blit_text(surface, foot, (w // 2, h - int(28 * s)), int(15 * s),
                        theme.DANGER if self.message else theme.TEXT_DIM, anchor="center")
        self.tooltip.text = next((b.tooltip for b in self.buttons() if b.hover and b.tooltip), "")
        self.tooltip.draw(surface, pygame.mouse.get_pos())
