"""Shared colours and sizes, so every scene looks like one program."""

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


def ui_scale(size) -> float:
    """1.0 at 1280x800; text and padding grow with the window."""
    w, h = size
    return max(0.75, min(w / 1280, h / 800) ** 0.8)
