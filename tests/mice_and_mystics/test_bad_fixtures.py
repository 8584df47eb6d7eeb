"""Malformed Mice and Mystics files are refused with file:line:col, key path and message (never a traceback)."""
import os

import pytest

import rulesets.mice_and_mystics.data  # noqa: F401  (registers the mice_tile and mice_layout kinds)
from engine.data import DataError, load_file
from engine.data.registry import display_name
from tests import FIXTURES

BAD = os.path.join(FIXTURES, "bad", "mice_and_mystics")

CASES = {
    "asymmetric_adjacency.yaml": [
        "12:77: faces[0].spaces[0].adjacent: s1 lists s2 as adjacent but s2 does not list s1 "
        "(adjacency must be symmetric)"],
    "adjacent_without_shared_edge.yaml": [
        "12:77: faces[0].spaces[0].adjacent: s1 and s3 are listed adjacent but share no edge (M-6.2)"],
    "unknown_adjacent_space.yaml": [
        "12:77: faces[0].spaces[0].adjacent: s1 lists unknown space 's9' as adjacent"],
    "self_intersecting_space.yaml": [
        "12:27: faces[0].spaces[0].polygon: polygon is self-intersecting: edge 0 crosses edge 2"],
    "overlapping_spaces.yaml": [
        "12:7: faces[0].spaces: spaces and black rock cover 120.0% of the face; they must tile it exactly "
        "(gaps or overlaps)",
        "13:27: faces[0].spaces[1].polygon: space s2 overlaps space s1"],
    "exit_off_the_edge.yaml": [
        "14:25: faces[0].exits[0].span: exit span [80, 120] is not on the E edge (from 0 to 100, from < to)"],
    "exit_on_no_side.yaml": [
        "14:16: faces[0].exits[0].side: expected one of N, E, S, W, found string 'NE'"],
    "exit_space_not_on_edge.yaml": [
        "15:59: faces[0].exits[0].spaces: space s2 does not touch the W edge along this exit (M-7.11)"],
    "yellow_line_between_strangers.yaml": [
        "16:19: faces[0].yellow_lines[0].between: yellow line between s1 and s3, which are not adjacent (M-6.4)"],
    "flip_space_unpaired.yaml": [
        "12:89: faces[0].spaces[0].flip: flip space s1 has nowhere to land: the other face 'back' has no "
        "flip space (M-7.12)"],
    "duplicate_space_id.yaml": [
        "13:14: faces[0].spaces[1].id: duplicate id 's1' (first at line 12)"],
    "two_orange_faces.yaml": [
        "7:3: faces: a room tile has exactly two faces, one orange and one blue (M-G.5); found orange, orange"],
    "face_space_count.yaml": [
        "13:7: faces[0].spaces: face 'front' has 2 spaces; a room tile side needs 14 to 20 (M-G.5)",
        "16:7: faces[0].exits: face 'front' has 1 exit area; a room tile side needs 2 to 4 (M-G.5)",
        "22:7: faces[1].spaces: face 'back' has 21 spaces; a room tile side needs 14 to 20 (M-G.5)"],
    "layout_unknown_tile.yaml": [
        "6:12: tiles[1].tile: M-3.5: unknown room tile 'attic_chimney' (known: alchemy_crystal, "
        "bedchamber_wallgap, dining_burrow, greathall_sewer, guard_pipes, kitchen_drainpipe, library_cistern, "
        "pantry_mousehole)"],
    "layout_unknown_face.yaml": [
        "5:37: tiles[0].face: M-3.5: tile kitchen_drainpipe has no face 'pantry' (faces: kitchen, drainpipe)"],
    "layout_exits_do_not_meet.yaml": [
        "6:48: tiles[1].at: M-7.11: the orange exit of Kitchen at 38-62 along the shared edge meets no exit "
        "of Pantry"],
    "layout_arrows_not_aligned.yaml": [
        "6:65: tiles[1].turns: M-3.5: the arrow of Kitchen would point east but the board's arrows point north; all "
        "direction arrows must point the same way"],
    "layout_tiles_overlap.yaml": [
        "6:51: tiles[1].at: M-3.5: cell [0, 0] is already taken by Kitchen"],
}


def test_every_mice_bad_fixture_has_a_case():
    assert sorted(os.listdir(BAD)) == sorted(CASES)


@pytest.mark.parametrize("name", sorted(CASES))
def test_a_malformed_mice_file_reports_file_line_column_and_message(name):
    path = os.path.join(BAD, name)
    with pytest.raises(DataError) as err:
        load_file(path)
    where = display_name(path)
    assert [str(p) for p in err.value.problems] == [f"{where}:{line}" for line in CASES[name]]
