"""A generic new-game setup built from a game's GameInfo: player count, each setting, names, seed, Start.

Every control comes from data (`GameInfo.players_min/max`, its `ConfigChoice`s with their labels and
help text), so a new game gets a setup screen without writing one. Start hands on_start(config, seed)
a config that INFO.check_config accepted; a refused one is shown in words and nothing starts.
"""
from __future__ import annotations

import os
from typing import Callable

import pygame

from engine import i18n
from engine.i18n import N_, T, _, seat_name
from engine.rules.api import ConfigError
from engine.ui import fonts, theme
from engine.ui.keyfocus import ScreenKeys
from engine.ui.scene import Scene
from engine.ui.widgets import Button, TextField


def shrink_floor(s: float) -> int:
    """How small a long value's words may shrink to fit its button: 12 px whatever the window and UI size (issue
    17); a value with no room at 12 px takes two lines in a taller row (Ninja's long values in a 960x600 window)."""
    return theme.MIN_TEXT


def width_of(text, size: int) -> int:
    """The width of `text` as a button draws it: worded in the language in force, in that language's font."""
    label = i18n.render(text)
    return fonts.font(size, text=label).size(label)[0]


def fits(text, size: int, width: int, height: int) -> bool:
    """Whether a button's words fit its box at `size`: on one line, or wrapped on lines its height holds (a button
    tall enough takes a long label on several lines, engine/ui/widgets.py)."""
    if width_of(text, size) <= width:
        return True
    lines = fonts.wrap(i18n.render(text), size, width)
    label = i18n.render(text)
    return len(lines) * fonts.font(size, text=label).get_linesize() <= height and \
        all(fonts.font(size, text=label).size(line)[0] <= width for line in lines)


def random_seed() -> int:
    """A fresh seed from the OS (the global `random` is never used for games)."""
    return int.from_bytes(os.urandom(3), "big")


class SetupScene(Scene):
    def __init__(self, info, on_start: Callable[[dict, int], None] | None = None, *, players=None, seed=None,
                 variant=None, on_back: Callable | None = None, computer_seats: bool = False,
                 seat_roles: Callable[[dict], list] | None = None, player_notes: dict | None = None,
                 choice_notes: Callable[[str, object], str] | None = None):
        super().__init__()
        # (setting, value) -> a line about that one value (a chapter's goal), shown where the mouse is on its button
        self.choice_notes = choice_notes
        # player count -> a note in words ("an unofficial test mode"): its button says "(test)", the note shows
        self.player_notes = dict(player_notes or {})
        self.info, self.on_start, self.on_back = info, on_start, on_back
        self.seat_roles = seat_roles   # config -> each seat's role in words ("the guards"), shown by its name
        self.roles: list[str] = []
        n = players if isinstance(players, int) and info.players_min <= players <= info.players_max \
            else info.default_players
        self.players = min(max(n, info.players_min), info.players_max)
        self.values = dict(info.default_config(self.players))
        choice = info.choice("variant")
        if variant is not None and choice is not None and variant in choice.values:
            self.values["variant"] = variant
        self.refused: dict[tuple, str] = {}     # (key, value) -> why the rules refuse it with what is chosen
        self.message = ""   # why Start was refused: said in the warning colour
        self.note = ""      # a plain word about the chosen player count (Betrayal's two-player test mode)
        self.player_buttons = [Button(T("{n} (test)", n=k) if k in self.player_notes else str(k),
                                      lambda k=k: self.set_players(k), size=18, tooltip=self.player_notes.get(k, ""))
                               for k in range(info.players_min, info.players_max + 1)]
        self.choice_buttons = []
        for c in info.choices:
            row = []
            for value in c.values:
                row.append(Button(c.label_of(value), lambda c=c, v=value: self.set_value(c.key, v),
                                  tooltip=self.help_of(c, value), size=16))
            self.choice_buttons.append((c, row))
        self.names = [TextField(_("Player {n}").format(n=i + 1)) for i in range(info.players_max)]
        # Person / Computer after each name (games with computer players): the config's "ai_seats"
        self.computer: set[int] = set()
        self.seat_buttons = [Button(N_("Person"), lambda i=i: self.toggle_computer(i), size=14,
                                    tooltip=N_("Who plays this seat: a person at the laptop, or the computer"))
                             for i in range(info.players_max)] if computer_seats else []
        self.seed_field = TextField(str(seed if seed is not None else random_seed()), max_len=9, digits=True)
        self.reseed_button = Button(N_("New random seed"), self.reseed, size=15)
        self.start_button = Button(N_("Start game"), self.start, size=20, toggled=True)
        self.back_button = Button(N_("Back"), self.back, size=16)
        self.keys = ScreenKeys()    # Tab, the arrows and Enter over the buttons and the text boxes
        self.size = (1280, 800)
        self.s = 1.0
        self.rows: list[tuple[str, int]] = []
        self._sync()

    # ---- the settings ---------------------------------------------------------------------------------
    def set_players(self, n: int) -> None:
        keep = {c.key: self.values[c.key] for c in self.info.choices}
        self.players = n
        self.values = dict(self.info.default_config(n))
        self.values.update(keep)
        self.message, self.note = "", self.player_notes.get(n, "")
        self._sync()
        self.on_resize(self.size)

    def set_value(self, key: str, value) -> None:
        self.values[key] = value
        self._sync()
        if self.seat_roles is not None:
            self.on_resize(self.size)    # the seats' roles may have changed with the setting

    def refusal_of(self, key: str, value) -> str:
        """Why the rules refuse `value` for setting `key` with the player count and the settings above it chosen
        (the settings below at their defaults), in words; "" when they accept it."""
        defaults = self.info.default_config(self.players)
        config, above = {"players": self.players}, True
        for c in self.info.choices:
            if c.key == key:
                config[key], above = value, False
            else:
                config[c.key] = self.values.get(c.key) if above else defaults[c.key]
        try:
            refused = self.info.refusal(self.info.check_config(config))
        except ConfigError as exc:
            return str(exc)
        return refused.reason if refused is not None else ""

    def _settle(self) -> None:
        """Every setting the rules refuse with what is chosen above it moves to one they accept (its default
        first), top to bottom: three players turn Lone Wolf back into the standard game."""
        self.refused = {}
        defaults = self.info.default_config(self.players)
        for c in self.info.choices:
            for value in c.values:
                why = self.refusal_of(c.key, value)
                if why:
                    self.refused[(c.key, value)] = why
            if (c.key, self.values.get(c.key)) in self.refused:
                accepted = [v for v in c.values if (c.key, v) not in self.refused]
                if accepted:
                    self.values[c.key] = defaults[c.key] if defaults[c.key] in accepted else accepted[0]

    def toggle_computer(self, seat: int) -> None:
        self.computer ^= {seat}
        field, n = self.names[seat], seat + 1
        # a name left as it came follows the choice ("Player 2" <-> "Computer 2"); a typed name stays
        if field.text in (_("Player {n}").format(n=n), _("Computer {n}").format(n=n)):
            field.text = (_("Computer {n}") if seat in self.computer else _("Player {n}")).format(n=n)
        self._sync()

    def ai_seats(self) -> list[int]:
        return sorted(s for s in self.computer if s < self.players)

    def reseed(self) -> None:
        self.seed_field.text = str(random_seed())

    def _sync(self) -> None:
        self._settle()
        for k, b in zip(range(self.info.players_min, self.info.players_max + 1), self.player_buttons):
            b.toggled = k == self.players
        for c, row in self.choice_buttons:
            for value, b in zip(c.values, row):
                b.toggled = value == self.values.get(c.key)
                b.enabled = (c.key, value) not in self.refused     # never offered: the rules refuse it now
        if self.seat_roles is not None:
            try:
                self.roles = list(self.seat_roles({**self.values, "players": self.players}))
            except Exception:   # a combination the game refuses: Start will say why
                self.roles = []
        for i, b in enumerate(self.seat_buttons):
            b.text = N_("Computer") if i in self.computer else N_("Person")
            b.toggled = i in self.computer

    def config(self) -> dict:
        """The config as chosen, checked by the game's INFO (raises ConfigError in words)."""
        config = {"players": self.players}
        config.update({c.key: self.values.get(c.key) for c in self.info.choices})
        config["names"] = [seat_name(f.text, i) for i, f in enumerate(self.names[:self.players])]
        config = self.info.check_config(config)
        refused = self.info.refusal(config)
        if refused is not None:
            raise ConfigError(refused.reason)
        if self.ai_seats():   # only when the computer plays a seat: a table of people has no such key
            config["ai_seats"] = self.ai_seats()
        return config

    def seed(self) -> int:
        return int(self.seed_field.text) if self.seed_field.text else 0

    def start(self) -> None:
        try:
            config = self.config()
        except ConfigError as exc:
            self.message = str(exc)
            return
        if self.on_start is not None:
            self.on_start(config, self.seed())

    def back(self) -> None:
        if self.on_back is not None:
            self.on_back()
        elif self.app is not None:
            self.app.pop()

    # ---- layout and input -----------------------------------------------------------------------------
    def on_resize(self, size):
        w, h = max(1, size[0]), max(1, size[1])
        self.size = (w, h)
        s = self.s = theme.ui_scale((w, h))
        rows = 3 + len(self.choice_buttons) + (self.players if self.roles else (self.players + 1) // 2)
        if (h - 150 * s) < rows * 56 * s:     # too many settings for a bigger UI size here: the window's own scale
            s = self.s = min(s, theme.window_scale((w, h)))
        left = int(40 * s)
        # the label column fits the longest setting's name (up to 40% of the window), so none runs under a button
        longest = max([width_of(c.label, max(12, int(17 * s))) for c, _ in self.choice_buttons] or [0])
        label_w = max(int(170 * s), min(longest + int(16 * s), int(w * 0.4)))
        x0 = left + label_w
        # rows shrink when a game has many settings, so Start stays on the screen
        fit = max(0.45, min(1.0, (h - 150 * s) / max(1, rows * 56 * s)))
        row_h, gap = max(1, int(36 * s * fit)), max(1, int(10 * s * fit))
        y = int(80 * s * max(fit, 0.8))
        self.rows = []

        def place(buttons, width, help_texts=None):
            for i, b in enumerate(buttons):
                help_text = help_texts[i] if help_texts is not None else None
                b.rect = pygame.Rect(x0 + i * (width + gap), y, width, row_h)
                b.size = max(12, int(16 * s))
                # a long value ("Lone Wolf (two players, one intruder)") shrinks a little first; one still cut
                # short says its whole name where the hover note shows
                while b.size > shrink_floor(s) and not fits(b.text, b.size, width - 8, row_h - 2):
                    b.size -= 1
                if help_text is not None:
                    cut = not fits(b.text, b.size, width - 8, row_h - 2)
                    b.tooltip = (f"{b.text}: {help_text}" if help_text else b.text) if cut else help_text

        self.rows.append(("Players", y))
        # a count with a note ("2 (test)") widens the row's buttons so its words stay whole
        place(self.player_buttons, max([int(52 * s)] + [width_of(b.text, max(12, int(16 * s))) + int(16 * s)
                                                         for b in self.player_buttons]))
        y += row_h + 2 * gap
        for c, row in self.choice_buttons:
            self.rows.append((c.label, y))
            room = max(1, (w - x0 - left) // max(1, len(row)) - gap)
            widths = self.value_widths(row, w - x0 - left, gap, min(int(340 * s), room))
            helps = [self.help_of(c, value) for value in c.values]
            if widths is None:     # no room on one line at 12 px: the row grows to two lines where that fits them
                two = max(row_h, 2 * fonts.font(theme.MIN_TEXT).get_linesize() + 4)
                width = min(int(340 * s), room)
                tall = two if any(not fits(b.text, theme.MIN_TEXT, width - 8, row_h - 2) for b in row) else row_h
                y += (tall - row_h) // 2     # the row's name stays level with its buttons' middle
                self.rows[-1] = (c.label, y)
                place(row, width, helps)
                for b in row:
                    b.rect = pygame.Rect(b.rect.x, y - (tall - row_h) // 2, b.rect.w, tall)
                y += tall - row_h - (tall - row_h) // 2
            else:   # one long value ("Lone Wolf (two players, one intruder)") takes the room short ones leave
                x = x0
                for b, bw, help_text in zip(row, widths, helps):
                    b.rect = pygame.Rect(x, y, bw, row_h)
                    b.tooltip = help_text
                    x += bw + gap
            y += row_h + 2 * gap
        roles = self.roles[:self.players] if len(self.roles) >= self.players else []
        per_row = 1 if roles else 2     # with roles, one seat a row, its role as the row's name
        if roles:
            for i, role in enumerate(roles):
                self.rows.append((role, y + i * (row_h + gap)))    # worded when drawn: a switch rewords it
        else:
            self.rows.append(("Names", y))
        name_w = int(180 * s)
        toggle_w = int(96 * s) if self.seat_buttons else 0
        for i, f in enumerate(self.names):
            x = x0 + (i % per_row) * (name_w + toggle_w + 3 * gap)
            f.rect = pygame.Rect(x, y + (i // per_row) * (row_h + gap), name_w, row_h)
            f.visible = i < self.players
            if self.seat_buttons:
                b = self.seat_buttons[i]
                b.rect = pygame.Rect(f.rect.right + gap // 2, f.rect.y, toggle_w, row_h)
                b.size = max(12, int(14 * s))
                b.visible = i < self.players
        y += ((self.players + per_row - 1) // per_row) * (row_h + gap) + gap
        self.rows.append(("Seed", y))
        self.seed_field.rect = pygame.Rect(x0, y, int(130 * s), row_h)
        self.reseed_button.rect = pygame.Rect(x0 + int(140 * s), y, int(190 * s), row_h)
        self.reseed_button.size = max(12, int(15 * s))
        y += row_h + 3 * gap
        self.start_button.rect = pygame.Rect(x0, y, int(200 * s), int(46 * s))
        self.back_button.rect = pygame.Rect(x0 + int(214 * s), y, int(120 * s), int(46 * s))
        self.start_button.size = max(12, int(20 * s))
        self.back_button.size = max(12, int(16 * s))

    def value_widths(self, row, room: int, gap: int, even: int):
        """Widths for a setting's value buttons, each wide enough for its whole label at a size of at least
        12 px at 1280x800 (equal widths when every label fits in the even share); None when they cannot all
        fit. Sets the buttons' text size."""
        floor = shrink_floor(self.s)
        for size in range(max(12, int(16 * self.s)), floor - 1, -1):
            need = [width_of(b.text, size) + max(10, int(20 * self.s)) for b in row]
            if max(need) <= even:
                widths = [even] * len(row)
            elif sum(need) + gap * (len(row) - 1) <= room:
                spare = (room - sum(need) - gap * (len(row) - 1)) // len(row)
                widths = [n + min(spare, max(0, even - n)) for n in need]
            else:
                continue
            for b in row:
                b.size = size
            return widths
        return None

    def _widgets(self):
        yield from self.player_buttons
        for _key, row in self.choice_buttons:
            yield from row
        yield from self.seat_buttons[:self.players]
        yield from (self.reseed_button, self.start_button, self.back_button)

    def _fields(self):
        return [f for f in self.names[:self.players]] + [self.seed_field]

    def handle_event(self, event) -> bool:
        if self.keys.handle_screen(event, list(self._widgets()), self._fields()):
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                focused = [f for f in self._fields() if f.focused]
                for f in focused:       # the innermost thing first: a text box being typed in
                    f.focused = False
                if not focused:
                    self.back()
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.start()
                return True
        for f in self._fields():
            if f.handle_event(event):
                return True
        for b in self._widgets():
            if b.handle_event(event):
                return True
        return False

    def draw(self, surface):
        s = self.s
        surface.fill(theme.BG)
        fonts.blit_text(surface, T("{game} — new game", game=self.info.title), (int(40 * s), int(24 * s)), int(26 * s),
                        theme.ACCENT, bold=True)
        for label, y in self.rows:
            words = i18n.render(label)     # a seat's role ('the guards') starts its row: 'The guards'
            fonts.blit_text(surface, words[:1].upper() + words[1:], (int(40 * s), y + int(8 * s)), max(12, int(17 * s)),
                            theme.TEXT)
        for b in self._widgets():
            b.draw(surface)
        size = max(12, int(16 * s))
        for f in self._fields():
            f.draw(surface, size)
        self.keys.draw_screen(surface, list(self._widgets()), self._fields(), s)
        hover = next((self.why_not(b) or b.tooltip for b in self._widgets()
                      if b.hover and (b.tooltip or self.why_not(b))), "")
        note = self.message or hover or self.note or self.chosen_notes()
        colour = theme.DANGER if self.message else theme.TEXT_DIM if hover else theme.TEXT
        if note:   # wrapped to the window: a setting's help can be longer than one line
            lines = self.note_lines(note, size)
            lh = fonts.font(size).get_linesize()
            for i, line in enumerate(lines):
                fonts.blit_text(surface, line, (int(40 * s), self.size[1] - int(30 * s) - (len(lines) - 1 - i) * lh),
                                size, colour)

    def chosen_notes(self) -> str:
        """The standing words about what is chosen where a setting describes its values (a chapter's
        description), so a newcomer reads what the chosen chapter is without hovering over its button."""
        return next((note for c in self.info.choices if (note := c.note_of(self.values.get(c.key)))), "")

    def help_of(self, choice, value) -> str:
        """The hover line of one value's button: the game's line about that value, else the setting's help."""
        note = self.choice_notes(choice.key, value) if self.choice_notes is not None else ""
        return note or choice.help

    def why_not(self, button) -> str:
        """A greyed setting's hover note: why it cannot be chosen now."""
        if button.enabled:
            return ""
        for c, row in self.choice_buttons:
            for value, b in zip(c.values, row):
                if b is button:
                    return T("Not with these settings: {why}", why=self.refused.get((c.key, value), ''))
        return ""

    def note_lines(self, note: str, size: int) -> list[str]:
        """The note under the settings in lines that fit the window (at most three; the last cut short)."""
        width = self.size[0] - int(80 * self.s)
        lines = fonts.wrap(note, size, width)
        if len(lines) > 3:
            lines = lines[:2] + [fonts.clip_to_width(" ".join(lines[2:]), size, width)]
        return lines
