"""The window: never smaller than 960x600 (the play shell's side panels need the room); by default 1280x800, or
less on a screen too small for it (issue 17: a 960x600 display got a window taller than itself)."""
import warnings

import pygame

from cli import build_parser
from engine.ui.app import DEFAULT_SIZE, MIN_SIZE, App, fitted_size


def test_the_window_opens_no_smaller_than_960_by_600_and_the_window_manager_is_told():
    app = App(size=(400, 300))
    assert app.screen.get_size() == MIN_SIZE
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        window = pygame.Window.from_display_module() if hasattr(pygame, "Window") else None
    if window is not None:
        assert tuple(window.minimum_size) == MIN_SIZE


def test_a_window_asked_for_no_size_is_1280_by_800_on_a_big_screen():
    assert fitted_size([(1920, 1080)]) == DEFAULT_SIZE
    assert fitted_size([(3840, 2160), (1280, 1024)]) == DEFAULT_SIZE


def test_a_window_asked_for_no_size_shrinks_to_fit_a_small_screen_keeping_its_shape():
    width, height = fitted_size([(1366, 768)])
    assert height <= 768 - 64 and width <= 1366 - 40
    assert abs(width / height - 1280 / 800) < 0.01


def test_a_window_asked_for_no_size_is_never_under_960_by_600():
    assert fitted_size([(1024, 600)]) == MIN_SIZE


def test_a_window_asked_for_no_size_uses_the_biggest_display():
    assert fitted_size([(1024, 640), (2560, 1440)]) == DEFAULT_SIZE


def test_without_a_display_list_the_window_is_the_default():
    assert fitted_size([]) == DEFAULT_SIZE


def test_the_play_command_leaves_the_window_size_to_the_screen_unless_asked():
    parser = build_parser()
    assert parser.parse_args(["play", "ninja"]).size is None
    assert parser.parse_args(["play", "ninja", "--size", "1000x700"]).size == (1000, 700)


def test_an_app_asked_for_no_size_opens_a_window_that_fits_the_display():
    app = App(size=None)
    assert app.screen.get_size() == fitted_size(pygame.display.get_desktop_sizes())
