"""Every preview renders headlessly at two sizes, draws a board, and survives being fed input."""

import pygame
import pytest

import games
from engine.ui import theme
from engine.ui.app import App, render_png
from games import preview_scene

SIZES = [(1280, 800), (1920, 1080)]


@pytest.fixture(autouse=True)
def kinds():
    games.register_data_kinds()


def distinct_colours(surface, rect, step=7):
    seen = set()
    for x in range(rect.left, rect.right, step):
        for y in range(rect.top, rect.bottom, step):
            seen.add(tuple(surface.get_at((x, y)))[:3])
    return seen


def drawn_fraction(surface, rect, step=9):
    """Share of sampled pixels in rect that differ from the window background."""
    total = hits = 0
    for x in range(rect.left, rect.right, step):
        for y in range(rect.top, rect.bottom, step):
            total += 1
            hits += tuple(surface.get_at((x, y)))[:3] != theme.BG
    return hits / total


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", list(games.IDS))
def test_each_preview_renders_to_a_png_of_the_requested_size(game, size, tmp_path):
    out = tmp_path / f"{game}.png"
    render_png(preview_scene(game, seed=3), size, str(out))
    image = pygame.image.load(str(out))
    assert image.get_size() == size


@pytest.mark.parametrize("game", list(games.IDS))
def test_each_preview_draws_a_board_not_an_empty_background(game):
    app = App(size=(1280, 800), headless=True)
    scene = preview_scene(game, seed=3)
    app.push(scene)
    app.frame(1 / 60)
    board = scene.board_rect()
    colours = distinct_colours(app.screen, board)
    assert len(colours) > 12, f"{game}: only {len(colours)} colours in the board area"
    drawn = drawn_fraction(app.screen, board)
    assert drawn > 0.2, f"{game}: only {drawn:.0%} of the board area is drawn on"


@pytest.mark.parametrize("game", list(games.IDS))
def test_each_preview_takes_clicks_keys_wheel_and_resize_without_error(game):
    app = App(size=(1280, 800), headless=True)
    scene = preview_scene(game, seed=5)
    app.push(scene)
    board = scene.board_rect()
    events = []
    for fx, fy in [(0.5, 0.5), (0.3, 0.4), (0.7, 0.6), (0.2, 0.8)]:
        pos = (int(board.x + board.w * fx), int(board.y + board.h * fy))
        events += [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)),
                   pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                   pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]
    events.append(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    for key in (pygame.K_r, pygame.K_f, pygame.K_u, pygame.K_TAB):
        events.append(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    for b in scene.buttons:  # every toolbar toggle, twice, so the board is drawn with each overlay
        pos = b.rect.center
        events += [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)] * 2
    for event in events:
        app.frame(1 / 60, [event])
    scene.on_resize((1600, 900))
    app.screen = pygame.Surface((1600, 900))
    app.frame(1 / 60)
    assert app.stack.top is scene


def test_escape_leaves_a_preview(tmp_path):
    app = App(size=(1280, 800), headless=True)
    app.push(preview_scene("ninja"))
    app.frame(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)])
    assert app.stack.top is None
