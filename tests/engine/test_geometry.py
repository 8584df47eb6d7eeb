"""engine.geometry: the one place rotations, sides and polygon tests are computed (DESIGN principle 8)."""
from engine import geometry as g


def test_turning_a_tile_clockwise_moves_a_north_door_east():
    assert g.rotate_side("N", 1) == "E"
    assert g.rotate_side("W", 1) == "N"
    assert g.rotate_side("S", 6) == "N"


def test_four_quarter_turns_bring_every_point_back():
    for p in [(0, 0), (0.25, 0.75), (1, 0.5)]:
        assert g.rotate_point(p, 4) == p


def test_a_quarter_turn_moves_the_top_left_corner_to_the_top_right():
    assert g.rotate_point((0, 0), 1) == (1, 0)
    assert g.rotate_point((0.5, 0), 1) == (1, 0.5)  # middle of the north edge goes to the middle of east


def test_rotating_a_point_agrees_with_rotating_the_side_it_lies_on():
    mids = {"N": (0.5, 0), "E": (1, 0.5), "S": (0.5, 1), "W": (0, 0.5)}
    for side, p in mids.items():
        for q in range(4):
            assert g.rotate_point(p, q) == mids[g.rotate_side(side, q)]


def test_a_bow_tie_is_self_intersecting_and_a_square_is_not():
    assert g.first_self_intersection([(0, 0), (2, 2), (2, 0), (0, 2)]) == (0, 2)
    assert g.first_self_intersection([(0, 0), (1, 0), (1, 1), (0, 1)]) is None


def test_squares_sharing_an_edge_do_not_overlap_but_share_its_length():
    a = [(0, 0), (1, 0), (1, 1), (0, 1)]
    b = [(1, 0), (2, 0), (2, 1), (1, 1)]
    assert not g.polygons_overlap(a, b)
    assert abs(g.shared_edge_length(a, b) - 1.0) < 1e-9


def test_a_square_inside_another_overlaps_it():
    outer = [(0, 0), (4, 0), (4, 4), (0, 4)]
    inner = [(1, 1), (2, 1), (2, 2), (1, 2)]
    assert g.polygons_overlap(outer, inner)


def test_the_centroid_of_an_l_shape_lies_inside_its_interior_point():
    L = [(0, 0), (3, 0), (3, 1), (1, 1), (1, 3), (0, 3)]
    assert g.point_in_polygon(g.interior_point(L), L)


def test_rectangles_on_the_same_top_and_bottom_lines_overlap_though_no_edges_cross():
    a = [(0, 0), (2, 0), (2, 1), (0, 1)]
    b = [(1, 0), (3, 0), (3, 1), (1, 1)]
    assert g.polygons_overlap(a, b)


def test_identical_polygons_overlap():
    a = [(0, 0), (2, 0), (2, 1), (0, 1)]
    assert g.polygons_overlap(a, list(a))


def test_polygons_touching_at_a_corner_only_do_not_overlap():
    a = [(0, 0), (1, 0), (1, 1), (0, 1)]
    b = [(1, 1), (2, 1), (2, 2), (1, 2)]
    assert not g.polygons_overlap(a, b)
