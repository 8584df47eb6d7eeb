"""The house on the play screen: figures on their side of a barrier (B-8.2, B-8.3)."""
import pygame
import pytest

import games
from rulesets.betrayal import rules as R
from rulesets.betrayal.rules.state import tiles
from scenes.betrayal import draw as bd
from scenes.betrayal import house_view as hv
from scenes.betrayal.board_view import BetrayalBoardView
from tests.betrayal.haunt_support import place_somewhere
from tests.betrayal.rules_support import new_game, place, put


@pytest.fixture(autouse=True)
def data_kinds():
    games.register_data_kinds()


def _centres(room, sides):
    s = new_game(players=len(sides))
    place_somewhere(s, room)
    for seat, side in enumerate(sides):
        put(s, seat, room, side)
    view = R.view(s, 0)
    house = hv.house_from_view(view)
    where = house.where(room)
    rect = pygame.Rect(100, 100, 120, 120)
    pieces = hv.pieces_by_room(view)[room]
    placed = hv.placed_pieces(rect, where.tile, where.turn, pieces)
    return {seat: c for (kind, seat, _), c in placed if kind == "explorer"}, bd.barrier_areas(rect, where.tile,
                                                                                              where.turn)


@pytest.mark.parametrize("room", ["revolving_wall", "chasm", "vault"])
def test_B_8_2_a_figure_is_drawn_in_the_part_of_the_room_on_its_side_of_the_barrier(room):
    centres, areas = _centres(room, ["near", "far", "far"])
    assert areas["near"].collidepoint(centres[0])
    assert areas["far"].collidepoint(centres[1]) and areas["far"].collidepoint(centres[2])


def test_B_8_1_the_two_parts_of_a_barrier_room_do_not_overlap():
    tile = tiles().tiles["revolving_wall"]
    for turn in range(4):
        areas = bd.barrier_areas(pygame.Rect(0, 0, 100, 100), tile, turn)
        assert not areas["near"].colliderect(areas["far"])


def _wide_board():
    """A board showing a wide upper floor (every upper room placed) at 1280x800's map size."""
    s = new_game(players=4)
    for tid in [t.id for t in tiles().rooms if "upper" in t.floors and t.id != "upper_landing"]:
        spots = [(x, y, turn) for x in range(-8, 9) for y in range(-2, 3) for turn in range(4)]
        for x, y, turn in spots:
            try:
                place(s, tid, "upper", (x, y), turn)
                break
            except Exception:    # no door meets there: the next spot
                continue
    for seat in range(4):
        put(s, seat, "upper_landing")
    board = BetrayalBoardView()
    board.layout(pygame.Rect(0, 44, 900, 560))
    view = R.view(s, 0)
    board.draw(pygame.Surface((1000, 700)), view, {})
    assert board.shown_floor(view) == "upper"
    return board, view


def _wheel(board, pos, y):
    board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    return board.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y))


def test_the_wheel_zooms_the_floor_in_around_the_room_under_the_mouse():
    board, view = _wide_board()
    _, geo = board.geometry(view)
    room = hv.house_from_view(view).where("upper_landing")
    pos = geo.rect(room.cell).center
    assert _wheel(board, pos, 1) and _wheel(board, pos, 1)
    _, zoomed = board.geometry(view)
    assert zoomed.size > geo.size
    assert zoomed.rect(room.cell).collidepoint(pos)


def test_zero_fits_the_floor_again_and_zooming_out_never_goes_below_the_fit():
    board, view = _wide_board()
    _, geo = board.geometry(view)
    _wheel(board, board.map_rect.center, 1)
    board.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_0, mod=0, unicode="0"))
    assert board.geometry(view)[1].size == geo.size
    for _ in range(5):
        _wheel(board, board.map_rect.center, -1)
    assert board.geometry(view)[1].size == geo.size


def test_a_zoomed_floor_is_never_drawn_over_the_side_panel():
    board, view = _wide_board()
    plain = pygame.Surface((1000, 700))
    board.draw(plain, view, {})
    for _ in range(6):
        _wheel(board, board.map_rect.center, 1)
    zoomed = pygame.Surface((1000, 700))
    board.draw(zoomed, view, {})
    panel = board.panel.rect
    assert pygame.image.tobytes(plain.subsurface(panel), "RGB") == pygame.image.tobytes(zoomed.subsurface(panel), "RGB")


def test_a_floor_can_never_be_dragged_out_of_sight():
    board, view = _wide_board()
    for _ in range(4):
        _wheel(board, board.map_rect.center, 1)
    start = (board.map_rect.centerx, board.map_rect.bottom - 5)
    board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0] + 5000, start[1] - 5000), rel=(0, 0),
                                          buttons=(1, 0, 0)))
    _, geo = board.geometry(view)
    floor = pygame.Rect(geo.x0, geo.y0, *geo.extent)
    assert floor.clip(board.map_rect).w >= board.map_rect.w // 4


def test_B_5_1_a_click_on_a_room_two_steps_away_walks_there_room_by_room():
    s = new_game(players=3)
    seat = s.turn["seat"]
    put(s, seat, "entrance_hall")
    s.turn["movement"] = 4
    assert BetrayalBoardView().route(R.view(s, seat), ("room", "grand_staircase")) == [
        ("move", "foyer"), ("move", "grand_staircase")]


def test_B_5_1_a_walk_goes_no_further_than_the_moves_left():
    s = new_game(players=3)
    seat = s.turn["seat"]
    put(s, seat, "entrance_hall")
    s.turn["movement"] = 1
    assert BetrayalBoardView().route(R.view(s, seat), ("room", "grand_staircase")) == [("move", "foyer")]


def test_pieces_in_a_crowded_room_never_overlap_a_monsters_square_included():
    rect = pygame.Rect(0, 0, 78, 78)
    r = hv.figure_radius(rect)
    pieces = [("explorer", 0, {}), ("monster", None, {}), ("explorer", 1, {}), ("monster", None, {})]
    placed = hv.piece_places(rect, pieces)
    half = {"explorer": r + 2, "monster": r + 2, "more": r + 2}   # the black rim around a disc, the square's border
    for i, ((kind_a, _, _), a) in enumerate(placed):
        for (kind_b, _, _), b in placed[i + 1:]:
            if abs(a[1] - b[1]) < 1:       # the same row
                assert abs(a[0] - b[0]) >= half[kind_a] + half[kind_b]


def test_B_21_a_dead_explorer_is_listed_as_dead_not_with_numbers():
    from engine.ui import fonts
    s = new_game(players=3)
    s.explorers[2]["dead"] = True
    board = BetrayalBoardView()
    board.layout(pygame.Rect(0, 44, 900, 560))
    with fonts.recording() as drawn:
        board.draw(pygame.Surface((1000, 700)), R.view(s, 0), {})
    name = s.explorers[2]["name"]
    line = next(d.text for d in drawn if d.text.startswith(name) or d.text.startswith(name.split()[0] + " "))
    assert line.endswith("dead") and "Mi " not in line


def test_the_turn_banner_covers_the_house_and_never_the_side_panel():
    board = BetrayalBoardView()
    board.layout(pygame.Rect(0, 44, 900, 560))
    assert not pygame.Rect(board.banner_area()).colliderect(board.panel.rect)
    assert pygame.Rect(board.banner_area()).contains(board.map_rect)
