"""The play table's room tiles are drawn once per face, turn and zoom and reused: the same pixels, less drawing."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from engine.ui.app import App  # noqa: E402
from engine.ui.camera import Camera  # noqa: E402
from scenes.mice_and_mystics import play, play_draw  # noqa: E402


def _table():
    session = play.new_session({"players": 2, "chapter": "down_the_drain"}, 7, autosave=False)
    scene = play.board_scene(session, animate=False, show_results=False)
    app = App(size=(1600, 900), headless=True)
    app.push(scene)
    app.frame(1 / 60)
    board = scene.board
    return board, board.placed(board.view_now())


def test_a_layer_made_from_kept_tile_pictures_has_the_same_pixels_as_one_drawn_afresh():
    board, pfs = _table()
    cam = board.camera
    kept: dict = {}
    play_draw.tiles_layer(pfs, set(), cam.to_screen, cam.zoom, board.table_rect, kept)
    again = play_draw.tiles_layer(pfs, set(), cam.to_screen, cam.zoom, board.table_rect, kept)
    fresh = play_draw.tiles_layer(pfs, set(), cam.to_screen, cam.zoom, board.table_rect, {})
    assert pygame.image.tobytes(again, "RGB") == pygame.image.tobytes(fresh, "RGB")


def test_framing_the_rooms_again_draws_no_tile_anew():
    board, pfs = _table()
    cam = board.camera
    kept: dict = {}
    play_draw.tiles_layer(pfs, set(), cam.to_screen, cam.zoom, board.table_rect, kept)
    pictures = len(kept)
    cam.fit(pfs[1].rect, 0.01)      # the mice go to another room: every tile lands elsewhere on the screen
    cam.snap(100, pfs[0].rect[:2])
    play_draw.tiles_layer(pfs, set(), cam.to_screen, cam.zoom, board.table_rect, kept)
    cam.fit(pfs[0].rect, 0.01)
    cam.snap(100, pfs[0].rect[:2])
    play_draw.tiles_layer(pfs, set(), cam.to_screen, cam.zoom, board.table_rect, kept)
    assert len(kept) <= pictures + 1        # at most the veil, no tile picture


def test_a_snapped_camera_puts_every_tile_corner_at_one_sub_pixel_spot():
    cam = Camera(pygame.Rect(300, 60, 1150, 840))
    cam.fit((100, 100, 200, 200), 0.01)
    cam.snap(100, (0, 0))
    assert float(cam.zoom * 100).is_integer() or abs(cam.zoom * 100 - round(cam.zoom * 100)) < 1e-9
    spots = {round(cam.to_screen((x, y))[k] % 1, 6) for x in (0, 100, 200) for y in (0, 100, 300) for k in (0, 1)}
    assert spots == {0.25}
