"""The window: never smaller than 960x600 (the play shell's side panels need the room)."""
import warnings

import pygame

from engine.ui.app import MIN_SIZE, App


def test_the_window_opens_no_smaller_than_960_by_600_and_the_window_manager_is_told():
    app = App(size=(400, 300))
    assert app.screen.get_size() == MIN_SIZE
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        window = pygame.Window.from_display_module() if hasattr(pygame, "Window") else None
    if window is not None:
        assert tuple(window.minimum_size) == MIN_SIZE
