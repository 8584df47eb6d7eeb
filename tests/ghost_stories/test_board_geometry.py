"""G-G.3 village geometry: which tiles ghost spaces face, rows, corners, pushes, hauntings, dealing."""
import random

import pytest

from rulesets.ghost_stories.board import load_board


@pytest.fixture(scope="module")
def board():
    return load_board()


def test_G_G_3_grid_cells_are_row_major_from_the_top_left(board):
    assert board.cells == ("nw", "n", "ne", "w", "c", "e", "sw", "s", "se")
    assert board.pos("e") == (2, 1)


def test_G_G_3_each_board_faces_the_three_tiles_of_its_edge(board):
    faced = {b: tuple(board.faced_cell(s) for s in board.spaces_of(b)) for b in board.board_ids}
    assert faced == {"red": ("nw", "n", "ne"), "yellow": ("ne", "e", "se"),
                     "green": ("se", "s", "sw"), "blue": ("sw", "w", "nw")}


def test_G_G_3_corner_tiles_face_two_spaces_on_two_boards(board):
    for cell in ("nw", "ne", "se", "sw"):
        assert len(board.spaces_facing(cell)) == 2
        assert len(board.boards_facing(cell)) == 2
    assert board.boards_facing("nw") == ("red", "blue")


def test_G_G_3_side_tiles_face_one_space(board):
    assert {c: board.spaces_facing(c) for c in ("n", "e", "s", "w")} == {
        "n": ("red_2",), "e": ("yellow_2",), "s": ("green_2",), "w": ("blue_2",)}


def test_G_G_3_centre_tile_faces_no_ghost_space(board):
    assert board.spaces_facing("c") == ()
    assert board.cell_kind("c") == "centre"


def test_G_G_3_row_runs_from_the_faced_tile_straight_across(board):
    assert board.row("red_2") == ("n", "c", "s")
    assert board.row("yellow_3") == ("se", "s", "sw")
    assert board.row("blue_3") == ("nw", "n", "ne")
    assert board.row("green_1") == ("se", "e", "ne")


def test_G_5_3a_push_goes_one_tile_further_along_the_row(board):
    assert board.push_target("red_1", "nw") == "w"
    assert board.push_target("red_1", "sw") is None


def test_G_G_3_haunting_targets_first_unhaunted_tile_of_the_row(board):
    assert board.closest_unhaunted("yellow_2", {"e"}) == ("c",)


def test_G_G_3_haunting_with_full_row_offers_nearest_tiles_as_a_choice(board):
    assert board.closest_unhaunted("red_2", {"n", "c", "s"}) == ("nw", "ne", "w", "e")


def test_G_9_1_moves_include_diagonals(board):
    assert set(board.neighbours("nw")) == {"n", "w", "c"}
    assert len(board.neighbours("c")) == 8


def test_G_11_2_receptacle_touches_the_two_spaces_at_its_corner(board):
    assert board.receptacle_spaces("rec_se") == ("yellow_3", "green_1")
    assert board.receptacle_at("se").id == "rec_se"
    assert board.receptacle_at("n") is None


def test_G_17_5_portal_scores_by_corner_side_or_centre(board):
    assert [board.portal_score(c) for c in ("nw", "n", "c")] == [2, 4, 0]


def test_G_4_1_turns_pass_clockwise_round_the_boards(board):
    assert board.next_board("red") == "yellow"
    assert board.next_board("blue") == "red"


def test_G_3_1_seeded_village_is_nine_distinct_tiles_of_the_ten(board):
    village = board.village_order(7)
    assert len(village) == 9 and len(set(village)) == 9
    assert set(village) <= set(board.tile_ids)


def test_G_3_1_same_seed_deals_the_same_village(board):
    assert board.village_order(1234) == board.village_order(1234)


def test_G_3_1_different_seeds_deal_different_villages(board):
    assert len({board.village_order(s) for s in range(20)}) > 15


def test_G_3_1_dealing_uses_only_the_given_rng(board):
    random.seed(1)
    a = board.deal_village(random.Random(5))
    random.seed(2)
    assert board.deal_village(random.Random(5)) == a


def test_cell_of_tile_finds_where_a_tile_was_dealt(board):
    village = board.village_order(3)
    assert board.cell_of_tile(village, village[4]) == "c"
    missing = next(t for t in board.tile_ids if t not in village)
    assert board.cell_of_tile(village, missing) is None
