"""The UI size setting (100–200 %): the player's stored choice, else a default from the display's size; the menu
cycles it, every scene reads it through engine.ui.theme.ui_scale at its next layout."""
from __future__ import annotations

from engine.i18n import T
from engine.ui import theme
from engine.userdata import load_settings, save_setting

SETTING = "ui_scale"


def step(factor: float) -> float:
    """The setting's step nearest `factor` (100, 125, 150, 175 or 200 %)."""
    return min(theme.USER_SCALES, key=lambda s: abs(s - factor))


def display_default(height: int) -> float:
    """The UI size a display of `height` pixels starts at: 100 % up to 1440 px high (a laptop, a 1440p monitor),
    more on a 4K one (2160 px: 150 %), never over 200 %; the window's own size scales the UI as well."""
    return step(max(1.0, min(2.0, height / 1440))) if height > 0 else 1.0


def _display_height() -> int:
    try:
        import pygame
        pygame.display.init()
        sizes = pygame.display.get_desktop_sizes()
    except Exception:    # no display at all (a terminal, CI): the default size
        return 0
    return max((h for _, h in sizes), default=0)


def start_ui_size(display_height: int | None = None) -> float:
    """Set and return this run's UI size: the stored setting, else the display's default (not stored, so a new
    display gets its own)."""
    stored = load_settings().get(SETTING)
    if isinstance(stored, (int, float)) and not isinstance(stored, bool):
        return theme.set_user_scale(step(stored))
    return theme.set_user_scale(display_default(_display_height() if display_height is None else display_height))


def choose(factor: float) -> float:
    """The menu's choice: in force at once (each scene lays itself out again) and remembered for the next runs."""
    factor = theme.set_user_scale(step(factor))
    save_setting(SETTING, factor)
    return factor


def next_size() -> float:
    """The size after the one in force in the menu's cycle (200 % goes back to 100 %)."""
    sizes = theme.USER_SCALES
    return sizes[(sizes.index(step(theme.user_scale())) + 1) % len(sizes)]


def size_label(window=None) -> T:
    """'UI size 150%'; in a window too small for the setting, what it gets: 'UI size 200% (118% fits this window)'
    (theme.ui_scale caps the layout at what the window holds, which a player otherwise cannot see)."""
    chosen = round(theme.user_scale() * 100)
    if window is not None and min(window) > 0:
        fits = round(theme.ui_scale(window) / theme.window_scale(window) * 100)
        if fits < chosen:
            return T("UI size {percent}% ({fits}% fits this window)", percent=chosen, fits=fits)
    return T("UI size {percent}%", percent=chosen)
