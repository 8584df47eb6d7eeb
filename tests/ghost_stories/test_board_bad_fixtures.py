"""Malformed Ghost Stories board and layout files are refused with file:line:col: keypath: message."""
import os

import pytest

import rulesets.ghost_stories.data  # noqa: F401  (registers gs_board and gs_village_layout)
from engine.data import DataError, load_file, validate_paths
from tests import FIXTURES

BAD = os.path.join(FIXTURES, "bad", "ghost_stories")

CASES = [
    ("board_bad_colour.yaml", 108, 13, "boards[2].colour",
     "expected one of red, yellow, green, blue, found string 'purple'"),
    ("board_duplicate_tile_id.yaml", 73, 9, "tiles[9].id", "duplicate id 'cemetery' (first at line 19)"),
    ("board_duplicate_keyword.yaml", 72, 23, "tiles[8].action.keyword",
     "action 'gather_tao' is already the action of tile 'herbalist'"),
    ("board_unknown_facing_cell.yaml", 102, 31, "boards[1].spaces[1].faces",
     "unknown cell 'east' (expected one of: nw, n, ne, w, c, e, sw, s, se)"),
    ("board_faces_far_edge.yaml", 91, 28, "boards[0].spaces[1].faces",
     "cell 's' is not on the N edge next to this board (expected one of: n, ne, nw)"),
    ("board_spaces_share_a_cell.yaml", 114, 30, "boards[2].spaces[2].faces",
     "cell 'se' is already faced by space 'green_1'"),
    ("board_two_spaces.yaml", 123, 7, "boards[3].spaces", "expected at least 3 items, found 2"),
    ("board_unknown_action_param.yaml", 36, 44, "tiles[2].action.params.dice_count",
     "unknown key 'dice_count' (expected one of: dice)"),
    ("board_receptacle_not_corner.yaml", 147, 24, "receptacles[2].cell",
     "receptacles sit at corners; 'e' is not a corner cell (expected one of: ne, nw, se, sw)"),
    ("board_missing_cell.yaml", 6, 3, "cells", "expected 9 cells (3x3), found 8"),
    ("layout_unknown_tile.yaml", 14, 7, "village.se",
     "unknown tile 'tea_shop' (expected one of: cemetery, taoist_altar, herbalist, sorcerers_hut, "
     "buddhist_temple, night_watchman, circle_of_prayer, pavilion, tea_house, kung_fu_school)"),
    ("layout_tile_twice.yaml", 13, 7, "village.se", "tile 'cemetery' is already placed at cell 'nw'"),
]


@pytest.mark.parametrize("name,line,col,keypath,message", CASES, ids=[c[0] for c in CASES])
def test_malformed_gs_file_reports_exact_place_and_reason(name, line, col, keypath, message):
    path = os.path.join(BAD, name)
    with pytest.raises(DataError) as err:
        load_file(path)
    (problem,) = err.value.problems
    assert os.path.abspath(problem.mark.file) == os.path.abspath(path)
    assert (problem.mark.line, problem.mark.col, problem.path, problem.message) == (line, col, keypath, message)


def test_every_bad_fixture_is_covered_by_a_case():
    assert sorted(f for f in os.listdir(BAD) if f.endswith(".yaml")) == sorted(c[0] for c in CASES)


def test_validate_prints_file_line_col_lines_for_the_bad_directory():
    lines = [str(p) for p in validate_paths([BAD])]
    assert len(lines) == len(CASES)
    assert any(line.endswith("board_bad_colour.yaml:108:13: boards[2].colour: expected one of red, yellow, "
                             "green, blue, found string 'purple'") for line in lines)
