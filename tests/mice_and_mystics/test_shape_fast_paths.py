"""shape.shared_segments' fast path (per-polygon edge tables, only edges near the other outline paired) gives
exactly the pieces, in the same order, of the plain definition it replaced: on random polygons full of
shared, collinear and touching edges, on polylines, and on every pair of spaces of the shipped room tiles
(M-6.2: shared edges decide adjacency)."""
import math
import random

import pytest

from engine import geometry
from rulesets.mice_and_mystics import data, shape

EPS = 1e-6


def _collinear_overlap(p1, p2, q1, q2):
    dx, dy = p2[0] - p1[0], p2[1] - p1[1]
    L2 = dx * dx + dy * dy
    if L2 < EPS:
        return None
    tol = 1e-6 * max(1.0, math.sqrt(L2))
    if abs(geometry._orient(p1, p2, q1)) > tol * math.sqrt(L2) or \
            abs(geometry._orient(p1, p2, q2)) > tol * math.sqrt(L2):
        return None
    t1 = ((q1[0] - p1[0]) * dx + (q1[1] - p1[1]) * dy) / L2
    t2 = ((q2[0] - p1[0]) * dx + (q2[1] - p1[1]) * dy) / L2
    lo, hi = max(0.0, min(t1, t2)), min(1.0, max(t1, t2))
    if hi - lo < EPS:
        return None
    return ((p1[0] + dx * lo, p1[1] + dy * lo), (p1[0] + dx * hi, p1[1] + dy * hi))


def plain_shared_segments(a, b, closed_b: bool = True):
    """The plain definition: every edge of a against every edge of b."""
    b_edges = [(b[j], b[(j + 1) % len(b)]) for j in range(len(b) if closed_b else len(b) - 1)]
    out = []
    for i in range(len(a)):
        for q1, q2 in b_edges:
            seg = _collinear_overlap(a[i], a[(i + 1) % len(a)], q1, q2)
            if seg is not None:
                out.append(seg)
    return out


def random_polygon(pick: random.Random, scale: float, least: int = 3) -> list:
    """Points on a coarse grid (plus near-misses of 1e-7), so edges share lines, touch and overlap."""
    steps = (0, 1, 2, 3, 0.5, 1e-7, 2 + 1e-7)
    return [(pick.choice(steps) * scale, pick.choice(steps) * scale) for _ in range(pick.randint(least, 7))]


@pytest.mark.parametrize("scale", [1e-6, 0.3, 1, 1000])
def test_shared_segments_finds_the_pieces_of_the_plain_definition_on_random_polygons(scale):
    pick = random.Random(int(scale * 1e6) + 7)
    for _ in range(800):
        a, b = random_polygon(pick, scale), random_polygon(pick, scale, least=2)
        assert shape.shared_segments(a, b) == plain_shared_segments(a, b), (a, b)
        assert shape.shared_segments(a, b, closed_b=False) == plain_shared_segments(a, b, closed_b=False), (a, b)


def test_shared_segments_finds_the_pieces_of_the_plain_definition_between_shipped_spaces():
    for tile in data.library().values():
        for face in tile.faces:
            polygons = [s.polygon for s in face.spaces] + list(face.rock)
            for a in polygons:
                for b in polygons:
                    assert shape.shared_segments(a, b) == plain_shared_segments(a, b)
                for wall in face.walls:
                    assert shape.shared_segments(a, wall, closed_b=False) == \
                        plain_shared_segments(a, wall, closed_b=False)
