"""Shared colours and sizes, so every scene looks like one program; the UI scale every scene reads."""

BG = (24, 26, 33)
PANEL = (36, 39, 50)
PANEL_EDGE = (70, 76, 96)
TEXT = (232, 230, 222)
TEXT_DIM = (150, 150, 160)
ACCENT = (236, 178, 72)       # lantern amber: what can be clicked
ACCENT_DARK = (150, 104, 30)
HOVER = (64, 70, 92)
DISABLED = (90, 92, 100)
DANGER = (214, 84, 74)
GOOD = (110, 190, 120)
HONOUR = (250, 214, 96)     # gold: an honour earned (an achievement), always beside a star mark, never colour alone
SHADOW = (0, 0, 0)
MIN_TEXT = 12      # px: the smallest text Lantern draws, at any window and UI size (issue 17); a text with no
#                    room at 12 px is shortened or left to the hover panel, never drawn smaller

USER_SCALES = (1.0, 1.25, 1.5, 1.75, 2.0)    # the menu's UI size setting, 100–200 %
_user_scale = 1.0
# how far past the window's own fit the setting may grow the layout: the screens are laid out for 1280x800 and
# measured to fit from 0.75 to this much more than the window holds (tests/engine/play/test_ui_scale_fit.py)
ROOM = 1.25


def set_user_scale(factor: float) -> float:
    """The player's UI size (1.0 to 2.0; the menu's setting), read by every scene at its next layout."""
    global _user_scale
    _user_scale = min(USER_SCALES[-1], max(USER_SCALES[0], float(factor)))
    return _user_scale


def user_scale() -> float:
    return _user_scale


def window_scale(size) -> float:
    """1.0 at 1280x800; text and padding grow with the window (a little less than it)."""
    w, h = size
    return max(0.75, min(w / 1280, h / 800) ** 0.8)


def ui_scale(size) -> float:
    """The scale a scene lays itself out at: the window's scale times the player's UI size, no more than the window
    holds (a 1280x800 layout at 150 % needs 1920x1200), so a bigger setting never pushes a panel off the window."""
    w, h = size
    own = window_scale(size)
    return min(own * _user_scale, max(own, min(w / 1280, h / 800) * ROOM))
