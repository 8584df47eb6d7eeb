"""A tooltip grows with the window and the UI size like the scene under it (issue 17: the UI size re-lays out
everything), and is never drawn under 12 px."""
import pygame
import pytest

from engine.ui import fonts, theme
from engine.ui.widgets import Tooltip

WORDS = "Put the portal on the selected tile: the ghosts' path turns round it (G-3.2)"


def drawn_tooltip(size, scale):
    theme.set_user_scale(scale)
    tip = Tooltip()
    tip.text = WORDS
    surface = pygame.Surface(size)
    with fonts.recording() as drawn:
        tip.draw(surface, (20, 20))
    return [d for d in drawn if d.size]


@pytest.mark.parametrize(("size", "scale"), [((1280, 800), 2.0), ((2560, 1440), 1.0), ((2560, 1440), 2.0)])
def test_a_tooltip_is_bigger_at_a_bigger_ui_size_or_window(size, scale):
    base = drawn_tooltip((1280, 800), 1.0)
    big = drawn_tooltip(size, scale)
    assert min(d.size for d in big) > max(d.size for d in base)
    assert max(d.rect.w for d in big) > max(d.rect.w for d in base)     # its lines wrap wider too


def test_a_tooltip_in_a_small_window_keeps_its_full_size():
    assert min(d.size for d in drawn_tooltip((960, 600), 1.0)) >= max(theme.MIN_TEXT, 15)
