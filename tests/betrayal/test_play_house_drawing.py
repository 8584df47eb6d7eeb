"""The house on the play screen: figures on their side of a barrier (B-8.2, B-8.3)."""
import pygame
import pytest

import games
from rulesets.betrayal import rules as R
from rulesets.betrayal.rules.state import tiles
from scenes.betrayal import draw as bd
from scenes.betrayal import house_view as hv
from tests.betrayal.haunt_support import place_somewhere
from tests.betrayal.rules_support import new_game, put


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
