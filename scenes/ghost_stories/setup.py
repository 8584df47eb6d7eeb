"""Ghost Stories new-game setup: player count, names, who the computer plays, difficulty (G-3.8), solo variant
(G-20), seed, Start."""
from __future__ import annotations

import os
from typing import Callable

import pygame

from engine.i18n import N_, _, seat_name
from engine.ui import fonts, theme
from engine.ui.keyfocus import ScreenKeys
from engine.ui.scene import Scene
from engine.ui.widgets import Button

COLOURS = ("red", "yellow", "green", "blue")
COLOUR_RGB = {"red": (206, 62, 52), "yellow": (226, 190, 60), "green": (80, 168, 88), "blue": (72, 120, 214)}
DIFFICULTIES = (
    ("initiation", N_("Initiation"), N_("4 Qi each, 1 Wu-Feng, the 4th haunted tile loses")),
    ("normal", N_("Normal"), N_("3 Qi each, 1 Wu-Feng, the 3rd haunted tile loses")),
    ("nightmare", N_("Nightmare"), N_("3 Qi, 3 Wu-Fengs solo/duo (4 with 3-4 players)")),
    ("hell", N_("Hell"), N_("as Nightmare, and no Yin-Yang tokens at the start")),
)
VARIANTS = (
    ("solo", N_("One Taoist + 3 neutral boards"), N_("You play one board; the other three are neutral.")),
    ("solo_four", N_("One person, all four Taoists"), N_("You play every board yourself, turn after turn.")),
)


def random_seed() -> int:
    # a fresh game seed from the OS: the global `random` is never used for games
    return int.from_bytes(os.urandom(3), "big")


class TextField:
    """A one-line text box: click to focus, type, Backspace; `digits` restricts input to numbers."""

    def __init__(self, text: str = "", max_len: int = 18, digits: bool = False):
        self.text, self.max_len, self.digits = text, max_len, digits
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.focused = False

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.focused = self.rect.collidepoint(event.pos)
            return self.focused
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            self.type_text(event.text)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_BACKSPACE:
            self.text = self.text[:-1]
            return True
        return False

    def type_text(self, text: str) -> None:
        if self.digits:
            text = "".join(ch for ch in text if ch.isdigit())
        self.text = (self.text + text)[: self.max_len]

    def draw(self, surface, size: int) -> None:
        edge = theme.ACCENT if self.focused else theme.PANEL_EDGE
        pygame.draw.rect(surface, (28, 30, 38), self.rect, border_radius=5)
        pygame.draw.rect(surface, edge, self.rect, 2 if self.focused else 1, border_radius=5)
        shown = self.text + ("|" if self.focused else "")
        fonts.blit_text(surface, shown, (self.rect.x + 8, self.rect.centery), size, theme.TEXT, anchor="midleft")


class GhostStoriesSetupScene(Scene):
    """Collects a game config; Start calls on_start(options) with players, names, difficulty, variant, seed."""

    def __init__(self, on_start: Callable[[dict], None] | None = None, players=None, seed=None, variant=None,
                 difficulty: str = "normal"):
        super().__init__()
        self.on_start = on_start
        self.players = players if players in (1, 2, 3, 4) else 1
        self.variant = variant if variant in dict((v[0], v) for v in VARIANTS) else "solo"
        self.difficulty = difficulty if difficulty in [d[0] for d in DIFFICULTIES] else "normal"
        self.names = [TextField(_("Player {n}").format(n=i + 1)) for i in range(4)]
        self.computer: set[int] = set()   # the Taoists (seats) the computer plays; people play the others
        self.seat_buttons = [Button(N_("Person"), lambda i=i: self.toggle_computer(i), size=14,
                                    tooltip=N_("Who plays this Taoist: a person at the table, or the computer"))
                             for i in range(4)]
        self.seed_field = TextField(str(seed if seed is not None else random_seed()), max_len=9, digits=True)
        self.size = (1280, 800)
        self.message = ""
        self.player_buttons = [Button(str(n), lambda n=n: self.set_players(n), size=18) for n in (1, 2, 3, 4)]
        self.diff_buttons = [Button(label, lambda k=key: self.set_difficulty(k), tooltip=tip, size=16)
                             for key, label, tip in DIFFICULTIES]
        self.variant_buttons = [Button(label, lambda k=key: self.set_variant(k), tooltip=tip, size=16)
                                for key, label, tip in VARIANTS]
        self.reseed_button = Button(N_("New random seed"), self.reseed, size=15)
        self.start_button = Button(N_("Start game"), self.start, size=20, toggled=True)  # the primary action stands out
        self.back_button = Button(N_("Back"), self.back, size=16)
        self.keys = ScreenKeys()    # Tab, the arrows and Enter over the buttons and the text boxes
        self._sync_toggles()

    # ---- options ---------------------------------------------------------------------
    def set_players(self, n: int):
        self.players = n
        self._sync_toggles()
        self.on_resize(self.size)

    def set_difficulty(self, key: str):
        self.difficulty = key
        self._sync_toggles()

    def set_variant(self, key: str):
        self.variant = key
        self._sync_toggles()
        self.on_resize(self.size)

    def toggle_computer(self, seat: int):
        """A Taoist played by a person becomes a computer seat, and back."""
        self.computer ^= {seat}
        # a name left as it came follows the choice ("Player 2" <-> "Computer 2"); a typed name stays
        field, n = self.names[seat], seat + 1
        if field.text in (_("Player {n}").format(n=n), _("Computer {n}").format(n=n)):
            field.text = (_("Computer {n}") if seat in self.computer else _("Player {n}")).format(n=n)
        self._sync_toggles()

    def ai_seats(self) -> list[int]:
        """The seats the computer plays: only with two or more Taoists (a solo game is the person's own)."""
        return sorted(s for s in self.computer if s < self.players) if self.players > 1 else []

    def reseed(self):
        self.seed_field.text = str(random_seed())

    def _sync_toggles(self):
        for n, b in zip((1, 2, 3, 4), self.player_buttons):
            b.toggled = n == self.players
        for (key, _label, _tip), b in zip(DIFFICULTIES, self.diff_buttons):
            b.toggled = key == self.difficulty
        for (key, _label, _tip), b in zip(VARIANTS, self.variant_buttons):
            b.toggled = key == self.variant
        for i, b in enumerate(self.seat_buttons):
            b.text = N_("Computer") if i in self.computer else N_("Person")
            b.toggled = i in self.computer

    def seats(self) -> list[tuple[str, str]]:
        """(colour, name) per Taoist that a person plays; solo_four gives one name to all four boards."""
        if self.players == 1 and self.variant == "solo_four":
            who = seat_name(self.names[0].text, 0)
            return [(c, who) for c in COLOURS]
        return [(COLOURS[i], seat_name(self.names[i].text, i)) for i in range(self.players)]

    def options(self) -> dict:
        seed_text = self.seed_field.text.strip()
        out = {
            "players": self.players,
            "variant": (self.variant if self.players == 1 else None),
            "difficulty": self.difficulty,
            "names": [name for _colour, name in self.seats()],
            "seed": int(seed_text) if seed_text else random_seed(),
        }
        if self.ai_seats():   # only when the computer plays a seat: a table of people has no such key
            out["ai_seats"] = self.ai_seats()
        return out

    def start(self):
        if self.on_start is None:
            return
        try:
            self.on_start(self.options())
        except Exception as exc:  # a config the rules refuse is shown, never a crash at the menu
            self.message = _("Cannot start: {error}").format(error=exc)

    def back(self):
        if self.app is not None:
            self.app.pop()

    # ---- layout ------------------------------------------------------------------------
    def on_resize(self, size):
        self.size = size
        w, h = size
        s = theme.ui_scale(size)
        self.s = s
        col = pygame.Rect(0, 0, min(int(w * 0.8), int(860 * s)), h)
        col.centerx = w // 2
        self.col = col
        label_w = int(170 * s)
        x0 = col.x + label_w
        row_h = int(40 * s)
        y = int(h * 0.17)
        self.rows = {}
        self.rows["players"] = y
        for i, b in enumerate(self.player_buttons):
            b.rect = pygame.Rect(x0 + i * int(58 * s), y, int(50 * s), row_h)
            b.size = max(13, int(18 * s))
        y += row_h + int(18 * s)
        if self.players == 1:
            self.rows["variant"] = y
            bw = (col.right - x0 - int(10 * s)) // 2
            for i, b in enumerate(self.variant_buttons):
                b.visible = True
                b.rect = pygame.Rect(x0 + i * (bw + int(10 * s)), y, bw, row_h)
                b.size = max(12, int(15 * s))
            y += row_h + int(30 * s)
        else:
            self.rows.pop("variant", None)
            for b in self.variant_buttons:
                b.visible = False
        self.rows["names"] = y
        n_fields = 1 if self.players == 1 else self.players
        fw = (col.right - x0 - int(10 * s)) // 2
        toggle_w = int(96 * s) if self.players > 1 else 0   # Person / Computer, after each name
        for i, f in enumerate(self.names):
            r, c = divmod(i, 2)
            f.rect = pygame.Rect(x0 + c * (fw + int(10 * s)), y + r * (row_h + int(8 * s)),
                                 fw - toggle_w - (int(4 * s) if toggle_w else 0), row_h)
            b = self.seat_buttons[i]
            b.visible = i < n_fields and toggle_w > 0
            b.rect = pygame.Rect(f.rect.right + int(4 * s), f.rect.y, toggle_w, row_h)
            b.size = max(12, int(14 * s))
            if i >= n_fields:
                f.rect = pygame.Rect(0, 0, 0, 0)
        y += ((n_fields + 1) // 2) * (row_h + int(8 * s)) + int(16 * s)
        self.rows["difficulty"] = y
        dw = (col.right - x0 - 3 * int(8 * s)) // 4
        for i, b in enumerate(self.diff_buttons):
            b.rect = pygame.Rect(x0 + i * (dw + int(8 * s)), y, dw, row_h)
            b.size = max(12, int(16 * s))
        y += row_h + int(40 * s)
        self.rows["seed"] = y
        self.seed_field.rect = pygame.Rect(x0, y, int(160 * s), row_h)
        self.reseed_button.rect = pygame.Rect(x0 + int(172 * s), y, int(190 * s), row_h)
        self.reseed_button.size = max(12, int(15 * s))
        y += row_h + int(40 * s)
        self.start_button.rect = pygame.Rect(col.centerx - int(130 * s), y, int(260 * s), int(56 * s))
        self.start_button.size = max(14, int(21 * s))
        self.back_button.rect = pygame.Rect(int(14 * s), int(14 * s), int(90 * s), int(36 * s))
        self.back_button.size = max(12, int(16 * s))

    def widgets(self):
        return [*self.player_buttons, *self.variant_buttons, *self.seat_buttons, *self.diff_buttons,
                self.reseed_button, self.start_button, self.back_button]

    # ---- input -------------------------------------------------------------------------
    def fields(self):
        return [f for f in self.names if f.rect.w] + [self.seed_field]

    def handle_event(self, event) -> bool:
        if self.keys.handle_screen(event, [b for b in self.widgets() if b.visible], self.fields()):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        fields = self.fields()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for f in fields:
                f.focused = False
        for f in fields:
            if f.handle_event(event):
                return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.start()
            return True
        for b in self.widgets():
            if b.visible and b.handle_event(event):
                return True
        return False

    # ---- drawing -----------------------------------------------------------------------
    def draw(self, surface):
        s = self.s if hasattr(self, "s") else 1.0
        w, h = surface.get_size()
        surface.fill(theme.BG)
        fonts.blit_text(surface, N_("Ghost Stories: White Moon"), (w // 2, int(h * 0.06)), int(34 * s), theme.ACCENT,
                        bold=True, anchor="center")
        fonts.blit_text(surface, N_("New game"), (w // 2, int(h * 0.06) + int(34 * s)), int(17 * s), theme.TEXT_DIM,
                        anchor="center")
        lx = self.col.x
        fs = max(13, int(18 * s))

        def label(text, key):
            if key in self.rows:
                fonts.blit_text(surface, text, (lx, self.rows[key] + int(20 * s)), fs, theme.TEXT, bold=True,
                                anchor="midleft")

        label(N_("Players"), "players")
        label(N_("Solo play"), "variant")
        label(N_("Name") if self.players == 1 else N_("Names"), "names")
        label(N_("Difficulty"), "difficulty")
        label(N_("Seed"), "seed")
        for b in self.widgets():
            b.draw(surface)
        small = max(12, int(14 * s))
        if "variant" in self.rows:
            tip = dict((k, t) for k, _label, t in VARIANTS)[self.variant]
            fonts.blit_text(surface, tip, (self.variant_buttons[0].rect.x, self.variant_buttons[0].rect.bottom
                            + int(6 * s)), small, theme.TEXT_DIM)
        seats = self.seats()
        for i, f in enumerate(self.names):
            if not f.rect.w:
                continue
            f.draw(surface, max(13, int(17 * s)))
            colours = [c for c, _name in seats] if (self.players == 1 and self.variant == "solo_four") else [seats[i][0]]
            for k, c in enumerate(colours):
                pygame.draw.circle(surface, COLOUR_RGB[c], (f.rect.right - int(14 * s) - k * int(20 * s),
                                                            f.rect.centery), int(7 * s))
        tip = dict((k, t) for k, _label, t in DIFFICULTIES)[self.difficulty]
        fonts.blit_text(surface, tip, (self.diff_buttons[0].rect.x, self.diff_buttons[0].rect.bottom + int(6 * s)),
                        small, theme.TEXT_DIM)
        self.seed_field.draw(surface, max(13, int(17 * s)))
        fonts.blit_text(surface, N_("same seed + same moves = same game"), (self.seed_field.rect.x,
                        self.seed_field.rect.bottom + int(6 * s)), small, theme.TEXT_DIM)
        self.keys.draw_screen(surface, [b for b in self.widgets() if b.visible], self.fields(), s)
        if self.message:
            fonts.blit_text(surface, self.message, (w // 2, self.start_button.rect.bottom + int(24 * s)), fs,
                            theme.DANGER, anchor="midtop")
        fonts.blit_text(surface, N_("Enter: start    Esc: back"), (w // 2, h - int(16 * s)), small, theme.TEXT_DIM,
                        anchor="midbottom")
