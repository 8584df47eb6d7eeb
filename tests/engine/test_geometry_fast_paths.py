"""engine.geometry's fast paths (box tests, per-polygon caches, written-out loops) give exactly the answers of
the plain definitions they replaced, on random polygons full of shared, collinear and touching edges."""
import math
import random

import pytest

from engine import geometry as g

# ---- the plain definitions, as they were before the data checks needed speed -------------------------------

def _orient(a, b, c) -> float:
    return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])


def _on_segment(a, b, p, eps=1e-9) -> bool:
    return (min(a[0], b[0]) - eps <= p[0] <= max(a[0], b[0]) + eps
            and min(a[1], b[1]) - eps <= p[1] <= max(a[1], b[1]) + eps)


def segments_intersect(p1, p2, p3, p4, eps: float = 1e-9) -> bool:
    """True when segment p1-p2 touches or crosses segment p3-p4."""
    d1, d2 = _orient(p3, p4, p1), _orient(p3, p4, p2)
    d3, d4 = _orient(p1, p2, p3), _orient(p1, p2, p4)
    if ((d1 > eps and d2 < -eps) or (d1 < -eps and d2 > eps)) and \
            ((d3 > eps and d4 < -eps) or (d3 < -eps and d4 > eps)):
        return True
    return ((abs(d1) <= eps and _on_segment(p3, p4, p1)) or (abs(d2) <= eps and _on_segment(p3, p4, p2))
            or (abs(d3) <= eps and _on_segment(p1, p2, p3)) or (abs(d4) <= eps and _on_segment(p1, p2, p4)))


def segments_cross_properly(p1, p2, p3, p4, eps: float = 1e-9) -> bool:
    """True when the segments cross at a single interior point (touching ends does not count)."""
    d1, d2 = _orient(p3, p4, p1), _orient(p3, p4, p2)
    d3, d4 = _orient(p1, p2, p3), _orient(p1, p2, p4)
    return (((d1 > eps and d2 < -eps) or (d1 < -eps and d2 > eps))
            and ((d3 > eps and d4 < -eps) or (d3 < -eps and d4 > eps)))


def first_self_intersection(points):
    """(i, j) for the first pair of non-neighbouring edges that touch, or None if the polygon is simple."""
    n = len(points)
    edges = [(points[i], points[(i + 1) % n]) for i in range(n)]
    for i in range(n):
        for j in range(i + 1, n):
            if j == i + 1 or (i == 0 and j == n - 1):
                continue
            if segments_intersect(*edges[i], *edges[j]):
                return (i, j)
    return None


def point_in_polygon(p, points) -> bool:
    x, y = p
    inside = False
    n = len(points)
    for i in range(n):
        x1, y1 = points[i]
        x2, y2 = points[(i + 1) % n]
        if (y1 > y) != (y2 > y):
            xi = x1 + (y - y1) * (x2 - x1) / (y2 - y1)
            if x < xi:
                inside = not inside
    return inside


def polygons_overlap(a, b, eps: float = 1e-9) -> bool:
    """True when two simple polygons share interior area (shared edges alone do not count)."""
    ax0, ay0, ax1, ay1 = g.bbox(a)
    bx0, by0, bx1, by1 = g.bbox(b)
    if ax1 <= bx0 + eps or bx1 <= ax0 + eps or ay1 <= by0 + eps or by1 <= ay0 + eps:
        return False  # boxes at most touch: no shared area, and most pairs on a board end here
    na, nb = len(a), len(b)
    for i in range(na):
        for j in range(nb):
            if segments_cross_properly(a[i], a[(i + 1) % na], b[j], b[(j + 1) % nb], eps):
                return True
    # No edges cross: they overlap only if one holds the other or they coincide along collinear edges
    # (e.g. two rectangles on the same top and bottom lines). Probe points just inside each polygon,
    # near every vertex and edge midpoint, so a probe lands in any overlap region.
    return any(_strictly_inside(p, b) for p in _probes(a)) or any(_strictly_inside(p, a) for p in _probes(b))


def _probes(points, nudge: float = 1e-3):
    out = [g.interior_point(points)]
    n = len(points)
    scale = max(1e-9, max(g.bbox(points)[2] - g.bbox(points)[0], g.bbox(points)[3] - g.bbox(points)[1]))
    for i in range(n):
        a, b = points[i], points[(i + 1) % n]
        for p in (a, ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)):
            c = out[0]
            d = g.dist(p, c) or 1.0
            q = (p[0] + (c[0] - p[0]) / d * nudge * scale, p[1] + (c[1] - p[1]) / d * nudge * scale)
            if point_in_polygon(q, points):
                out.append(q)
    return out


def _strictly_inside(p, points, eps: float = 1e-7) -> bool:
    if not point_in_polygon(p, points):
        return False
    n = len(points)
    for i in range(n):
        a, b = points[i], points[(i + 1) % n]
        if abs(_orient(a, b, p)) <= eps * max(1.0, g.dist(a, b)) and _on_segment(a, b, p):
            return False
    return True


def shared_edge_length(a, b, eps: float = 1e-6) -> float:
    """Total length along which the boundaries of two polygons run together (collinear overlap)."""
    total = 0.0
    for i in range(len(a)):
        p1, p2 = a[i], a[(i + 1) % len(a)]
        for j in range(len(b)):
            q1, q2 = b[j], b[(j + 1) % len(b)]
            if abs(_orient(p1, p2, q1)) > eps * max(1.0, g.dist(p1, p2)) or \
                    abs(_orient(p1, p2, q2)) > eps * max(1.0, g.dist(p1, p2)):
                continue
            dx, dy = p2[0] - p1[0], p2[1] - p1[1]
            L2 = dx * dx + dy * dy
            if L2 == 0:
                continue
            t1 = ((q1[0] - p1[0]) * dx + (q1[1] - p1[1]) * dy) / L2
            t2 = ((q2[0] - p1[0]) * dx + (q2[1] - p1[1]) * dy) / L2
            lo, hi = max(0.0, min(t1, t2)), min(1.0, max(t1, t2))
            if hi > lo:
                total += (hi - lo) * math.sqrt(L2)
    return total



# ---- the comparison --------------------------------------------------------------------------------------

def random_polygon(pick: random.Random, scale: float) -> list:
    """3 to 7 points on a coarse grid (plus near-misses of 1e-7), so edges share lines, touch and overlap."""
    steps = (0, 1, 2, 3, 0.5, 1e-7, 2 + 1e-7)
    return [(pick.choice(steps) * scale, pick.choice(steps) * scale) for _ in range(pick.randint(3, 7))]


@pytest.mark.parametrize("scale", [1e-6, 0.3, 1, 1000])
def test_the_fast_polygon_tests_answer_as_the_plain_definitions(scale):
    pick = random.Random(int(scale * 1e6))
    for _ in range(800):
        a, b = random_polygon(pick, scale), random_polygon(pick, scale)
        assert g.polygons_overlap(a, b) == polygons_overlap(a, b), (a, b)
        assert g.shared_edge_length(a, b) == shared_edge_length(a, b), (a, b)
        assert g.first_self_intersection(a) == first_self_intersection(a), a
        p = (pick.random() * 3 * scale, pick.random() * 3 * scale)
        assert g.point_in_polygon(p, a) == point_in_polygon(p, a), (p, a)


def test_a_polygon_given_as_lists_is_tested_like_the_same_tuples():
    square = [[0, 0], [2, 0], [2, 2], [0, 2]]
    inner = ((0.5, 0.5), (1.5, 0.5), (1.5, 1.5), (0.5, 1.5))
    assert g.polygons_overlap(square, inner) and g.polygons_overlap(inner, square)
    assert g.shared_edge_length(square, [[2, 0], [4, 0], [4, 2], [2, 2]]) == 2.0
    assert not g.point_in_polygon((1, 1), [])


def test_two_squares_side_by_side_share_an_edge_but_no_area():
    left, right = ((0, 0), (2, 0), (2, 2), (0, 2)), ((2, 0), (4, 0), (4, 2), (2, 2))
    assert not g.polygons_overlap(left, right)
    assert math.isclose(g.shared_edge_length(left, right), 2.0)


def test_the_fast_overlap_test_answers_as_the_plain_definition_on_the_shipped_boards():
    from rulesets.mice_and_mystics import data as mice_data
    from rulesets.ninja import data as ninja_data
    groups = [[z.polygon for z in ninja_data.load_map().zones]]
    groups += [[s.polygon for s in face.spaces] + list(face.rock)
               for tile in mice_data.library().values() for face in tile.faces]
    for polygons in groups:
        for a in polygons:
            for b in polygons:
                assert g.polygons_overlap(a, b) == polygons_overlap(a, b), (a, b)
