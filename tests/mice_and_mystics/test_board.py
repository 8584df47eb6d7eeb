"""Mice and Mystics board composition: exits meet (M-7.11), arrows agree (M-3.5), flips keep the arrow (M-7.12)."""
import pytest

from engine.data import load_file
from rulesets.mice_and_mystics import board
from rulesets.mice_and_mystics import data as mdata
from rulesets.mice_and_mystics.data import Placement

LIB = mdata.library()


def P(tile, face, at, turns=0):
    return Placement(tile, face, at, turns)


def test_M_7_11_a_legal_layout_has_no_placement_problems():
    placed = [P("kitchen_drainpipe", "kitchen", (0, 1)), P("greathall_sewer", "great_hall", (1, 1)),
              P("pantry_mousehole", "pantry", (1, 0))]
    for k in range(1, len(placed)):
        assert board.placement_problems(LIB, placed[:k], placed[k]) == []


def test_M_7_11_a_tile_whose_exits_do_not_meet_is_refused():
    placed = [P("kitchen_drainpipe", "kitchen", (0, 0))]
    problems = board.placement_problems(LIB, placed, P("pantry_mousehole", "pantry", (1, 0)))
    assert problems == [("M-7.11", "the orange exit of Kitchen at 38-62 along the shared edge meets no exit "
                                   "of Pantry", "at")]


def test_M_7_11_exits_of_different_colours_do_not_meet():
    # the Kitchen's south exit is blue; the Great Hall's north exit is orange
    placed = [P("kitchen_drainpipe", "kitchen", (0, 0))]
    problems = board.placement_problems(LIB, placed, P("greathall_sewer", "great_hall", (0, 1)))
    assert problems == [("M-7.11", "the exit of Great Hall at 38-62 is orange but the one of Kitchen is blue", "at")]


def test_M_3_5_a_tile_turned_against_the_board_arrows_is_refused():
    placed = [P("greathall_sewer", "great_hall", (0, 0))]
    problems = board.placement_problems(LIB, placed, P("kitchen_drainpipe", "kitchen", (2, 0), turns=1))
    assert problems == [("M-3.5", "the arrow of Kitchen would point east but the board's arrows point north; "
                                  "all direction arrows must point the same way", "turns")]


def test_M_3_5_a_face_printed_with_another_arrow_is_turned_to_agree():
    sewer = mdata.find_face(LIB, "sewer_run")
    assert sewer.arrow.points == "S"
    assert board.turns_to_point(sewer, "N") == 2
    assert board.arrow_side(sewer, 2) == "N"


def test_M_3_5_a_cell_holds_one_tile_and_each_tile_is_used_once():
    placed = [P("kitchen_drainpipe", "kitchen", (0, 0))]
    assert board.placement_problems(LIB, placed, P("greathall_sewer", "great_hall", (0, 0)))[0][2] == "at"
    again = board.placement_problems(LIB, placed, P("kitchen_drainpipe", "drainpipe", (5, 5)))
    assert again[0][1] == "Kitchen / Drainpipe is already on the board (each room tile exists once)"


def test_M_7_12_flipping_keeps_the_arrow_direction():
    p = P("guard_pipes", "guard_room", (0, 0))
    back = board.flipped(LIB, p)
    assert back.face == "pipes"
    assert board.arrow_side(mdata.find_face(LIB, "pipes"), back.turns) == "N"
    assert board.flipped(LIB, back).face == "guard_room"


def test_M_7_14_the_space_graph_links_spaces_beside_meeting_exits():
    lay = mdata.load_layout(mdata.LAYOUTS_DIR + "/cooks_larder.yaml")
    steps, explores = board.space_graph(LIB, lay.tiles)
    assert sum(len(p and mdata.find_face(LIB, p.face).spaces) for p in lay.tiles) == len(steps)
    linked_tiles = {(a[0], b[0]) for a, b in explores}
    # kitchen-great hall, great hall-pantry, great hall-dining hall
    assert linked_tiles == {(0, 1), (1, 2), (1, 3)}


@pytest.mark.parametrize("seed", range(12))
def test_M_3_5_seeded_layouts_are_legal_and_repeatable(seed):
    placed = board.random_layout(LIB, seed)
    assert placed == board.random_layout(LIB, seed)
    assert len(placed) >= 3
    for k in range(1, len(placed)):
        assert board.placement_problems(LIB, placed[:k], placed[k]) == []


def test_turning_the_whole_board_keeps_it_legal():
    lay = mdata.load_layout(mdata.LAYOUTS_DIR + "/down_the_drain.yaml")
    turned = board.turned_board(lay.tiles)
    for k in range(1, len(turned)):
        assert board.placement_problems(LIB, turned[:k], turned[k]) == []
    assert turned != lay.tiles


def test_a_saved_layout_text_loads_back_the_same_placements(tmp_path):
    lay = mdata.load_layout(mdata.LAYOUTS_DIR + "/down_the_drain.yaml")
    path = tmp_path / "saved.yaml"
    path.write_text(board.layout_yaml(lay.tiles, 'A "quoted" title'))
    again = load_file(str(path), expect_kind="mice_layout")
    assert again.tiles == lay.tiles and again.title == 'A "quoted" title'
