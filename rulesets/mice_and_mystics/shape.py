"""Room-tile geometry shared by the rules and the drawing: placed (rotated) faces, exit segments, shared edges.

Principle 8: a placed polygon or an exit's side is computed only here, with engine.geometry's rotate_point,
and both the layout rules (board.py) and the scene (scenes/mice_draw.py) call these functions.
"""
from __future__ import annotations

import math

from engine import geometry

EPS = 1e-6


def edge_segment(side: str, span, size: float):
    """The two face-coordinate end points of a span on one side of a size x size face."""
    lo, hi = span
    if side == "N":
        return ((lo, 0.0), (hi, 0.0))
    if side == "S":
        return ((lo, size), (hi, size))
    if side == "E":
        return ((size, lo), (size, hi))
    return ((0.0, lo), (0.0, hi))


def place_point(p, turns: int, size: float, at):
    """A face point on the table: turned clockwise `turns` quarter turns, then moved to grid cell `at`."""
    x, y = geometry.rotate_point(p, turns, size, size)
    return (x + at[0] * size, y + at[1] * size)


def place_polygon(points, turns: int, size: float, at):
    ox, oy = at[0] * size, at[1] * size
    return tuple((x + ox, y + oy) for x, y in geometry.rotate_polygon(points, turns, size, size))


def place_exit(exit, turns: int, size: float, at):
    """(side, (lo, hi), (p, q)) of an exit once its tile is turned and placed; lo/hi are world
    coordinates along the edge (x for N/S, y for E/W), so two tiles' exits meet when they are equal."""
    side = geometry.rotate_side(exit.side, turns)
    p, q = (place_point(e, turns, size, at) for e in edge_segment(exit.side, exit.span, size))
    k = 0 if side in ("N", "S") else 1
    lo, hi = sorted((round(p[k], 6), round(q[k], 6)))
    return side, (lo, hi), (p, q)


def place_side(side: str, turns: int) -> str:
    return geometry.rotate_side(side, turns)


def _collinear_overlap(p1, p2, q1, q2):
    """The overlapping piece of two segments if they lie on one line, else None."""
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


def _edges(points, closed=True):
    n = len(points)
    last = n if closed else n - 1
    return [(points[i], points[(i + 1) % n]) for i in range(last)]


def shared_segments(a, b, closed_b: bool = True):
    """Pieces of boundary polygon `a` has in common with polygon (or polyline) `b`."""
    a_box, a_edges, _, a_reach_box = _outline(a, True)
    b_box, _, b_edges, _ = _outline(b, closed_b)
    ax0, ay0, ax1, ay1 = a_box
    bx0, by0, bx1, by1 = b_box
    if ax1 < bx0 - EPS or bx1 < ax0 - EPS or ay1 < by0 - EPS or by1 < ay0 - EPS:
        return []  # boxes apart: nothing shared (most pairs of spaces on a face)
    # An edge pair can share a piece only when the widened box of a's edge meets the box of b's edge, which
    # lies in b's box: so only a's edges meeting b's box, and b's edges meeting the box of a's widened edge
    # boxes, need pairing (in order).
    a_edges = [e for e in a_edges if not (bx1 < e[6] or e[7] < bx0 or by1 < e[8] or e[9] < by0)]
    near_x0, near_y0, near_x1, near_y1 = a_reach_box
    b_edges = [e for e in b_edges if not (e[5] < near_x0 or near_x1 < e[4] or e[7] < near_y0 or near_y1 < e[6])]
    out = []
    for x1, y1, dx, dy, L2, limit, lox, hix, loy, hiy in a_edges:
        for qx1, qy1, qx2, qy2, qlox, qhix, qloy, qhiy in b_edges:
            if qhix < lox or hix < qlox or qhiy < loy or hiy < qloy:
                continue
            # _collinear_overlap(p1, p2, q1, q2) written out, with the same arithmetic
            if abs(dx * (qy1 - y1) - dy * (qx1 - x1)) > limit or abs(dx * (qy2 - y1) - dy * (qx2 - x1)) > limit:
                continue
            t1 = ((qx1 - x1) * dx + (qy1 - y1) * dy) / L2
            t2 = ((qx2 - x1) * dx + (qy2 - y1) * dy) / L2
            lo, hi = max(0.0, min(t1, t2)), min(1.0, max(t1, t2))
            if hi - lo < EPS:
                continue
            out.append(((x1 + dx * lo, y1 + dy * lo), (x1 + dx * hi, y1 + dy * hi)))
    return out


_OUTLINES: dict = {}


def _outline(points, closed: bool):
    """(bounding box, edges as shared_segments' `a`, edges as its `b`, the box holding the widened boxes of
    its edges as `a`) of a polygon or polyline, remembered:
    a face's checks meet each space beside every neighbour. As `a`, an edge is (x1, y1, dx, dy, squared
    length, _collinear_overlap's distance limit, its box widened by how far an edge counted as running along
    it may lie); as `b`, (x1, y1, x2, y2, its box)."""
    key = (geometry._shape_key(points), closed)
    found = _OUTLINES.get(key)
    if found is None:
        if len(_OUTLINES) > 20000:
            _OUTLINES.clear()
        as_a, as_b = [], []
        for (x1, y1), (x2, y2) in _edges(key[0], closed):
            dx, dy = x2 - x1, y2 - y1
            L2 = dx * dx + dy * dy
            limit = 1e-6 * max(1.0, math.sqrt(L2)) * math.sqrt(L2)
            # _collinear_overlap needs both ends of q within 1e-6 * max(1, |p|) of p's line and a piece of q
            # beside p: q's box then comes that close to p's box (the margin covers rounding)
            reach = 1.01e-6 * max(1.0, math.hypot(dx, dy)) + 1e-9
            lox, hix, loy, hiy = min(x1, x2), max(x1, x2), min(y1, y2), max(y1, y2)
            if L2 >= EPS:   # _collinear_overlap finds nothing along a shorter edge of `a`
                as_a.append((x1, y1, dx, dy, L2, limit, lox - reach, hix + reach, loy - reach, hiy + reach))
            as_b.append((x1, y1, x2, y2, lox, hix, loy, hiy))
        reach_box = (min(e[6] for e in as_a), min(e[8] for e in as_a),
                     max(e[7] for e in as_a), max(e[9] for e in as_a)) if as_a else (0.0, 0.0, -1.0, -1.0)
        found = _OUTLINES[key] = (geometry.bbox(key[0]), as_a, as_b, reach_box)
    return found


def length(segments) -> float:
    return sum(geometry.dist(p, q) for p, q in segments)


def covered_length(segments, polyline) -> float:
    """How much of `segments` runs along the polyline (a wall)."""
    total = 0.0
    for p, q in segments:
        for w1, w2 in _edges(polyline, closed=False):
            seg = _collinear_overlap(p, q, w1, w2)
            if seg is not None:
                total += geometry.dist(*seg)
    return total


def touches_edge(polygon, side: str, span, size: float) -> float:
    """Length of the polygon's boundary lying on `side` inside the span."""
    p, q = edge_segment(side, span, size)
    return length(shared_segments(polygon, (p, q), closed_b=False))


def inside_face(p, size: float, eps: float = 1e-6) -> bool:
    return -eps <= p[0] <= size + eps and -eps <= p[1] <= size + eps


def segment_hits_polygon(p, q, poly) -> bool:
    """True when segment p-q passes through the polygon's interior (grazing an edge does not count)."""
    for a, b in _edges(poly):
        if geometry.segments_cross_properly(p, q, a, b):
            return True
    # no proper crossing: the segment is inside iff a sample point is (covers 'both ends inside' and
    # 'passes exactly through two vertices')
    for t in (0.25, 0.5, 0.75):
        m = (p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t)
        if geometry.point_in_polygon(m, poly) and not _on_boundary(m, poly):
            return True
    return False


def _on_boundary(m, poly, eps=1e-6) -> bool:
    for a, b in _edges(poly):
        if abs(geometry._orient(a, b, m)) <= eps * max(1.0, geometry.dist(a, b)) and geometry._on_segment(a, b, m):
            return True
    return False


def segment_hits_polyline(p, q, line) -> bool:
    return any(geometry.segments_intersect(p, q, a, b) for a, b in _edges(line, closed=False))


def segment_hits_circle(p, q, c, r) -> bool:
    dx, dy = q[0] - p[0], q[1] - p[1]
    L2 = dx * dx + dy * dy
    t = 0.0 if L2 == 0 else max(0.0, min(1.0, ((c[0] - p[0]) * dx + (c[1] - p[1]) * dy) / L2))
    return geometry.dist((p[0] + dx * t, p[1] + dy * t), c) < r


def perimeter_walls(face, size: float):
    """[(side, (lo, hi))] stretches of the face's outer edge that are wall, i.e. not an exit."""
    out = []
    for side in geometry.SIDES:
        spans = sorted(e.span for e in face.exits if e.side == side)
        t = 0.0
        for lo, hi in spans:
            if lo > t:
                out.append((side, (t, lo)))
            t = max(t, hi)
        if t < size:
            out.append((side, (t, size)))
    return out


class PlacedFace:
    """A face as it lies on the table (turned, moved to its cell): what the rules test and the scene draws."""

    def __init__(self, face, size: float, turns: int, at):
        self.face, self.size, self.turns, self.at = face, size, turns, tuple(at)
        self.spaces = {s.id: place_polygon(s.polygon, turns, size, at) for s in face.spaces}
        self.centres = {s.id: place_point(face.centre(s.id), turns, size, at) for s in face.spaces}
        self.rock = [place_polygon(r, turns, size, at) for r in face.rock]
        self.walls = [place_polygon(w, turns, size, at) for w in face.walls]
        self.perimeter = [tuple(place_point(p, turns, size, at) for p in edge_segment(side, span, size))
                          for side, span in perimeter_walls(face, size)]
        self.exits = [(e,) + place_exit(e, turns, size, at) for e in face.exits]
        self.arrow_side = place_side(face.arrow.points, turns)
        self.arrow_at = place_point(face.arrow.at, turns, size, at)
        self.decorations = [(d, place_point(d.at, turns, size, at)) for d in face.decorations]
        self.rect = (at[0] * size, at[1] * size, (at[0] + 1) * size, (at[1] + 1) * size)

    def space_at(self, p) -> str | None:
        for sid, poly in self.spaces.items():
            if geometry.point_in_polygon(p, poly):
                return sid
        return None

    def shared(self, a: str, b: str):
        """Table segments along which spaces a and b touch (where a yellow or red line is drawn)."""
        return shared_segments(self.spaces[a], self.spaces[b])
