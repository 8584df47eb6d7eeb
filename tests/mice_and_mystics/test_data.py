"""Mice and Mystics shipped data: every tile and layout loads, and the tile geometry holds up (M-G.5)."""
import glob
import os

import pytest

from engine import geometry
from engine.data import load_file, validate_paths
from rulesets.mice_and_mystics import data as mdata

LIB = mdata.library()
FACES = [(t, f) for t in LIB.values() for f in t.faces]
FACE_IDS = [f.id for _, f in FACES]


def test_M_G_5_every_shipped_mice_file_validates():
    paths = glob.glob(os.path.join(mdata.TILES_DIR, "*.yaml")) + mdata.shipped_layouts()
    assert len(paths) >= 11
    assert [str(p) for p in validate_paths(paths)] == []


def test_M_G_5_there_are_eight_double_sided_tiles_of_equal_size():
    assert len(LIB) == 8
    assert len(FACES) == 16
    assert {t.size for t in LIB.values()} == {100.0}


def test_M_G_5_each_tile_has_one_orange_and_one_blue_face():
    for t in LIB.values():
        assert sorted(f.colour for f in t.faces) == ["blue", "orange"], t.id


def test_every_shipped_file_starts_with_its_kind_and_an_authored_comment():
    for path in glob.glob(os.path.join(mdata.TILES_DIR, "*.yaml")) + mdata.shipped_layouts():
        with open(path, encoding="utf-8") as fh:
            first, second = fh.readline(), fh.readline()
        assert first.startswith("kind: mice_")
        assert second.startswith("# Authored for Lantern")


@pytest.mark.parametrize("face_id", FACE_IDS)
def test_M_G_5_each_face_has_fourteen_to_twenty_irregular_spaces(face_id):
    face = mdata.find_face(LIB, face_id)
    assert 14 <= len(face.spaces) <= 20
    # not a grid: the spaces do not all have the same number of corners
    assert len({len(s.polygon) for s in face.spaces}) > 1


@pytest.mark.parametrize("face_id", FACE_IDS)
def test_M_G_5_each_face_is_hex_like_three_spaces_meet_at_a_corner_and_inner_spaces_have_six_sides(face_id):
    face = mdata.find_face(LIB, face_id)
    pieces = [s.polygon for s in face.spaces] + list(face.rock)
    meeting = {}
    for k, poly in enumerate(pieces):
        for p in poly:
            meeting.setdefault(tuple(p), set()).add(k)
    # a square grid has corners where four cells meet; a hex layout never does
    assert max(len(ks) for ks in meeting.values()) == 3
    # a whole cell away from the tile edge borders six others, as a hexagon does
    neighbours = [sum(geometry.shared_edge_length(s.polygon, o) >= 1.0 for o in pieces if o is not s.polygon)
                  for s in face.spaces]
    assert max(neighbours) >= 6


@pytest.mark.parametrize("face_id", FACE_IDS)
def test_M_6_2_adjacency_is_symmetric_and_adjacent_spaces_share_an_edge(face_id):
    face = mdata.find_face(LIB, face_id)
    for s in face.spaces:
        for n in s.adjacent:
            assert s.id in face.space(n).adjacent, (s.id, n)
            assert geometry.shared_edge_length(s.polygon, face.space(n).polygon) >= 1.0, (s.id, n)


@pytest.mark.parametrize("face_id", FACE_IDS)
def test_M_G_5_spaces_and_rock_tile_the_whole_face(face_id):
    face = mdata.find_face(LIB, face_id)
    area = sum(abs(geometry.polygon_area(s.polygon)) for s in face.spaces)
    area += sum(abs(geometry.polygon_area(r)) for r in face.rock)
    assert area == pytest.approx(100 * 100, rel=1e-3)


@pytest.mark.parametrize("face_id", FACE_IDS)
def test_M_6_2_the_spaces_of_a_face_form_one_connected_room(face_id):
    face = mdata.find_face(LIB, face_id)
    seen, todo = set(), [face.spaces[0].id]
    while todo:
        sid = todo.pop()
        if sid not in seen:
            seen.add(sid)
            todo.extend(face.space(sid).adjacent)
    assert seen == {s.id for s in face.spaces}


@pytest.mark.parametrize("face_id", FACE_IDS)
def test_M_7_11_exits_lie_on_the_face_edge_beside_the_spaces_they_name(face_id):
    face = mdata.find_face(LIB, face_id)
    assert 2 <= len(face.exits) <= 4
    for e in face.exits:
        lo, hi = e.span
        assert 0 <= lo < hi <= 100
        k = 1 if e.side in ("N", "S") else 0
        edge = {"N": 0, "W": 0, "S": 100, "E": 100}[e.side]
        for sid in e.spaces:
            poly = face.space(sid).polygon
            on_edge = [p for p in poly if p[k] == edge]
            assert len(on_edge) >= 2, (sid, e.side)


def test_M_7_12_every_face_with_a_flip_space_has_a_flip_space_on_its_back():
    for t in LIB.values():
        a, b = t.faces
        assert any(s.flip != "none" for s in a.spaces) == any(s.flip != "none" for s in b.spaces), t.id


def test_M_7_13_both_special_flip_kinds_appear_on_the_tiles():
    kinds = {s.flip for _, f in FACES for s in f.spaces}
    assert {"plain", "fishhook", "tinkerer_scout"} <= kinds


def test_M_6_features_all_appear_somewhere_on_the_tiles():
    spaces = [s for _, f in FACES for s in f.spaces]
    assert any(s.water and s.current_to for s in spaces)
    assert any(s.water and s.current_off for s in spaces)
    assert any(s.trap for s in spaces)
    assert any(s.entry == "red" for s in spaces)
    assert any(s.special for s in spaces)
    assert any(f.yellow_lines for _, f in FACES)
    assert any(f.red_lines for _, f in FACES)
    assert any(f.walls for _, f in FACES)
    assert any(f.rock for _, f in FACES)


def test_M_6_11_currents_flow_into_adjacent_water():
    for _, f in FACES:
        for s in f.spaces:
            if s.current_to:
                assert s.water and f.space(s.current_to).water and s.current_to in s.adjacent


def test_a_layout_file_loads_into_placements_on_whole_grid_cells():
    lay = load_file(mdata.shipped_layouts()[0], expect_kind="mice_layout")
    assert lay.tiles and all(isinstance(c, int) for p in lay.tiles for c in p.at)
