"""Where the Ninja play screen puts its figures (scenes/ninja/figures.py Clear): clear of names, and remembered so a
new game state searches again only near what moved."""
import pygame

from scenes.ninja import figures
from scenes.ninja.board_layers import Shown
from scenes.ninja.board_view import NinjaBoardView


def _board():
    board = NinjaBoardView()
    board.layout(pygame.Rect(0, 0, 1280, 760))
    board.layers.update(board.camera, (1280, 800), board.map_rect, Shown())
    return board


def _place_two(board, memo, first_zone, searches):
    surface = pygame.Surface((1280, 800))
    clear = figures.Clear(board.camera, board.map, board.layers.taken, board.layers.label_rects.values(), memo,
                          board.layers.builds, board.map_rect, board.shapes.anchors)
    free = clear._free

    def counted(*args, **kwargs):
        searches.append(args[0])
        return free(*args, **kwargs)
    clear._free = counted
    out = []
    for zone in (first_zone, "south_plaza"):
        x, y = board.camera.to_screen(board.shapes.anchors[zone])
        out.append(clear.place(surface, zone, pygame.Rect(int(x), int(y), 27, 27), "guards"))
    return out


def test_a_figure_far_from_the_one_that_moved_keeps_its_place_without_a_new_search():
    board, memo = _board(), {}
    first = _place_two(board, memo, "north_bridge", [])
    searches: list = []
    second = _place_two(board, memo, "kennels", searches)     # the first guard marched elsewhere (N-8.3)
    assert second[1] == first[1]
    assert len(searches) == 1       # only the guard that moved is searched for


def test_a_figure_never_lands_on_a_zone_name():
    board = _board()
    names = list(board.layers.label_rects.values())
    placed = _place_two(board, {}, "north_bridge", [])
    assert all(box.collidelist(names) == -1 for box in placed)
