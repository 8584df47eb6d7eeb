"""Pure plane geometry shared by rules and drawing: polygons, segments, tile sides and rotation.

Principle 8: a door's side or a rotated polygon is computed here once, and both the rules
and the scenes call the same function.
"""
from __future__ import annotations

import math

SIDES = ("N", "E", "S", "W")
# grid offset of the neighbour across each side; y grows downwards as on screen
SIDE_OFFSET = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
OPPOSITE = {"N": "S", "S": "N", "E": "W", "W": "E"}


def rotate_side(side: str, quarter_turns: int) -> str:
    """The side a door on `side` faces after turning the tile clockwise `quarter_turns` times."""
    return SIDES[(SIDES.index(side) + quarter_turns) % 4]


def rotate_sides(sides, quarter_turns: int) -> tuple[str, ...]:
    return tuple(sorted((rotate_side(s, quarter_turns) for s in sides), key=SIDES.index))


def rotate_point(p, quarter_turns: int, width: float = 1.0, height: float = 1.0):
    """Turn a point of a width x height tile clockwise about the tile's centre, in tile coordinates
    (origin top-left). After an odd number of turns the tile is height x width."""
    x, y = p
    w, h = width, height
    for _ in range(quarter_turns % 4):
        x, y = h - y, x
        w, h = h, w
    return (x, y)


def rotate_polygon(points, quarter_turns: int, width: float = 1.0, height: float = 1.0):
    return tuple(rotate_point(p, quarter_turns, width, height) for p in points)


def polygon_area(points) -> float:
    """Signed area (shoelace); positive for clockwise polygons on a y-down screen."""
    a = 0.0
    n = len(points)
    for i in range(n):
        x1, y1 = points[i]
        x2, y2 = points[(i + 1) % n]
        a += x1 * y2 - x2 * y1
    return a / 2.0


def centroid(points):
    """Area centroid of a simple polygon (falls back to the vertex mean for degenerate ones)."""
    a = polygon_area(points)
    if abs(a) < 1e-12:
        n = len(points)
        return (sum(p[0] for p in points) / n, sum(p[1] for p in points) / n)
    cx = cy = 0.0
    n = len(points)
    for i in range(n):
        x1, y1 = points[i]
        x2, y2 = points[(i + 1) % n]
        f = x1 * y2 - x2 * y1
        cx += (x1 + x2) * f
        cy += (y1 + y2) * f
    return (cx / (6 * a), cy / (6 * a))


def bbox(points):
    xs, ys, *_ = zip(*points)
    return (min(xs), min(ys), max(xs), max(ys))


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
    boxes = _edge_boxes(points)
    reach = 3e-9   # segments_intersect lets ends touch within 1e-9: boxes further apart never touch
    for i in range(n):
        _, _, _, _, lox, hix, loy, hiy = boxes[i]
        lox, hix, loy, hiy = lox - reach, hix + reach, loy - reach, hiy + reach
        for j in range(i + 1, n):
            if j == i + 1 or (i == 0 and j == n - 1):
                continue
            box = boxes[j]
            if box[5] < lox or hix < box[4] or box[7] < loy or hiy < box[6]:
                continue
            if segments_intersect(*edges[i], *edges[j]):
                return (i, j)
    return None


def point_in_polygon(p, points) -> bool:
    if not points:
        return False
    x, y = p
    inside = False
    x1, y1 = points[-1]
    for x2, y2 in points:   # every edge once, the closing edge first (the parity does not depend on order)
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
        x1, y1 = x2, y2
    return inside


def polygons_overlap(a, b, eps: float = 1e-9) -> bool:
    """True when two simple polygons share interior area (shared edges alone do not count)."""
    shape_a, shape_b = _shape(a), _shape(b)
    if boxes_apart(shape_a[0], shape_b[0], eps):
        return False  # boxes at most touch: no shared area, and most pairs on a board end here
    if _edges_cross(_edges_meeting(shape_a[1], shape_b[0]), _edges_meeting(shape_b[1], shape_a[0]), eps):
        return True
    # No edges cross: they overlap only if one holds the other or they coincide along collinear edges
    # (e.g. two rectangles on the same top and bottom lines). Probe points just inside each polygon,
    # near every vertex and edge midpoint, so a probe lands in any overlap region.
    return _any_probe_inside(a, shape_a, b, shape_b[0]) or _any_probe_inside(b, shape_b, a, shape_a[0])


def boxes_apart(box_a, box_b, eps: float = 1e-9) -> bool:
    """True when two bounding boxes at most touch, so their polygons share no area (see polygons_overlap)."""
    ax0, ay0, ax1, ay1 = box_a
    bx0, by0, bx1, by1 = box_b
    return ax1 <= bx0 + eps or bx1 <= ax0 + eps or ay1 <= by0 + eps or by1 <= ay0 + eps


_SHAPES: dict = {}


def _shape_key(points):
    """The polygon as a hashable key: itself when it is a tuple of tuples, else a copy that is."""
    try:
        hash(points)
        return points
    except TypeError:   # a list, or points that are lists
        return tuple(tuple(p) for p in points)


def _shape(points) -> list:
    """[bounding box, edge boxes, probe candidates (made when first needed)] of a polygon, remembered: the data
    checks meet each space again beside every neighbour."""
    key = _shape_key(points)
    found = _SHAPES.get(key)
    if found is None:
        if len(_SHAPES) > 20000:
            _SHAPES.clear()
        found = _SHAPES[key] = [bbox(key), _edge_boxes(key), None]
    return found


def _any_probe_inside(own_points, own_shape, points, box) -> bool:
    """Whether a probe of the own polygon (a candidate of _probe_points lying in that polygon) lies strictly
    inside `points`.

    A candidate counts only if it lies in its own polygon; that test is left until the candidate is
    found strictly inside the other polygon, which on sound data never happens, so most candidates are
    never tested against their own polygon at all. Candidates outside the other polygon's box are skipped:
    above, below or (by more than rounding) beside it, a ray from the point crosses the outline an even
    number of times, so point_in_polygon is False there."""
    x0, y0, x1, y1 = box
    margin = 1e-7 * (1.0 + max(abs(x0), abs(x1)))
    x0, x1 = x0 - margin, x1 + margin
    candidates, in_own = _probe_candidates(own_points, own_shape)
    for i, p in enumerate(candidates):
        if y0 <= p[1] <= y1 and x0 <= p[0] <= x1 and _strictly_inside(p, points):
            if in_own[i] is None:
                in_own[i] = point_in_polygon(p, own_points)
            if in_own[i]:
                return True
    return False


def _probe_candidates(points, shape):
    """(_probe_points, whether each lies in the polygon: None until asked), remembered per polygon; the
    interior point always counts, as it always did."""
    if shape[2] is None:
        candidates = _probe_points(points, 1e-3)
        shape[2] = (candidates, [True] + [None] * (len(candidates) - 1))
    return shape[2]


def _edge_boxes(points):
    """Each closed-polygon edge, in order, as (x1, y1, x2, y2, min x, max x, min y, max y)."""
    out = []
    n = len(points)
    for i in range(n):
        (x1, y1), (x2, y2) = points[i], points[(i + 1) % n]
        out.append((x1, y1, x2, y2, min(x1, x2), max(x1, x2), min(y1, y2), max(y1, y2)))
    return out


def _edges_meeting(edge_boxes, box) -> list:
    """The edges (as _edge_boxes gives them) whose boxes meet `box`: two edges cross only inside both their
    boxes, so an edge of one polygon crosses an edge of another only where it meets the other's box."""
    x0, y0, x1, y1 = box
    return [e for e in edge_boxes if not (e[5] < x0 or x1 < e[4] or e[7] < y0 or y1 < e[6])]


def _edges_cross(a_edges, b_edges, eps: float) -> bool:
    """segments_cross_properly for every pair of edges (as _edge_boxes gives them), written out: the data
    checks call this thousands of times. Edges whose boxes are apart cannot cross (the crossing point lies
    in both boxes)."""
    for ax1, ay1, ax2, ay2, alox, ahix, aloy, ahiy in a_edges:
        for bx1, by1, bx2, by2, blox, bhix, bloy, bhiy in b_edges:
            if bhix < alox or ahix < blox or bhiy < aloy or ahiy < bloy:
                continue
            # the four _orient values of segments_cross_properly(a1, a2, b1, b2), same arithmetic
            d1 = (bx2 - bx1) * (ay1 - by1) - (by2 - by1) * (ax1 - bx1)
            d2 = (bx2 - bx1) * (ay2 - by1) - (by2 - by1) * (ax2 - bx1)
            if not ((d1 > eps and d2 < -eps) or (d1 < -eps and d2 > eps)):
                continue
            d3 = (ax2 - ax1) * (by1 - ay1) - (ay2 - ay1) * (bx1 - ax1)
            d4 = (ax2 - ax1) * (by2 - ay1) - (ay2 - ay1) * (bx2 - ax1)
            if (d3 > eps and d4 < -eps) or (d3 < -eps and d4 > eps):
                return True
    return False


def _probe_points(points, nudge: float) -> tuple:
    """The polygon's interior point, then each vertex and edge midpoint moved `nudge` of the polygon's size
    toward it (inside the polygon or not)."""
    out = [interior_point(points)]
    n = len(points)
    x0, y0, x1, y1 = bbox(points)
    scale = max(1e-9, max(x1 - x0, y1 - y0))
    c = out[0]
    for i in range(n):
        a, b = points[i], points[(i + 1) % n]
        for p in (a, ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)):
            d = dist(p, c) or 1.0
            out.append((p[0] + (c[0] - p[0]) / d * nudge * scale, p[1] + (c[1] - p[1]) / d * nudge * scale))
    return tuple(out)


def _strictly_inside(p, points, eps: float = 1e-7) -> bool:
    if not point_in_polygon(p, points):
        return False
    n = len(points)
    for i in range(n):
        a, b = points[i], points[(i + 1) % n]
        if abs(_orient(a, b, p)) <= eps * max(1.0, dist(a, b)) and _on_segment(a, b, p):
            return False
    return True


def interior_point(points):
    """A point strictly inside a simple polygon (centroid if inside, else a nudged vertex midpoint)."""
    c = centroid(points)
    if point_in_polygon(c, points):
        return c
    n = len(points)
    for i in range(n):
        a, b, d = points[i - 1], points[i], points[(i + 1) % n]
        m = ((a[0] + d[0]) / 2, (a[1] + d[1]) / 2)
        q = (b[0] + (m[0] - b[0]) * 0.01, b[1] + (m[1] - b[1]) * 0.01)
        if point_in_polygon(q, points):
            return q
    return c


def shared_edge_length(a, b, eps: float = 1e-6) -> float:
    """Total length along which the boundaries of two polygons run together (collinear overlap)."""
    total = 0.0
    b_box, b_edges = _shape(b)[:2]
    a_edges, a_reach_box = _reach_edges(a, eps)
    # only a's edges whose widened boxes meet b's box can meet one of b's edges (which lie in that box), and
    # only b's edges meeting a's widened box: pair just these, in the same order, so the sum adds the same pieces
    bx0, by0, bx1, by1 = b_box
    a_edges = [e for e in a_edges if not (bx1 < e[6] or e[7] < bx0 or by1 < e[8] or e[9] < by0)]
    b_edges = _edges_meeting(b_edges, a_reach_box)
    for x1, y1, dx, dy, L2, tol, lox, hix, loy, hiy in a_edges:
        for qx1, qy1, qx2, qy2, qlox, qhix, qloy, qhiy in b_edges:
            if qhix < lox or hix < qlox or qhiy < loy or hiy < qloy:
                continue
            if abs(dx * (qy1 - y1) - dy * (qx1 - x1)) > tol or abs(dx * (qy2 - y1) - dy * (qx2 - x1)) > tol:
                continue
            t1 = ((qx1 - x1) * dx + (qy1 - y1) * dy) / L2
            t2 = ((qx2 - x1) * dx + (qy2 - y1) * dy) / L2
            lo, hi = max(0.0, min(t1, t2)), min(1.0, max(t1, t2))
            if hi > lo:
                total += (hi - lo) * math.sqrt(L2)
    return total


_REACH: dict = {}


def _reach_edges(points, eps: float) -> tuple:
    """(edges, the box holding all their widened boxes) of a polygon, remembered per polygon. Per edge (zero-
    length ones left out, as they share nothing): its start, direction, squared length, the collinearity
    tolerance of shared_edge_length and its box widened by how far an edge counted as running along it may
    lie (tol / length, plus a margin for rounding)."""
    key = (_shape_key(points), eps)
    found = _REACH.get(key)
    if found is None:
        if len(_REACH) > 20000:
            _REACH.clear()
        edges = []
        n = len(points)
        for i in range(n):
            p1, p2 = points[i], points[(i + 1) % n]
            dx, dy = p2[0] - p1[0], p2[1] - p1[1]
            L2 = dx * dx + dy * dy
            if L2 == 0:
                continue
            length = dist(p1, p2)
            tol = eps * max(1.0, length)
            reach = tol / length * 1.01 + 1e-9
            edges.append((p1[0], p1[1], dx, dy, L2, tol, min(p1[0], p2[0]) - reach, max(p1[0], p2[0]) + reach,
                          min(p1[1], p2[1]) - reach, max(p1[1], p2[1]) + reach))
        reach_box = (min(e[6] for e in edges), min(e[8] for e in edges),
                     max(e[7] for e in edges), max(e[9] for e in edges)) if edges else (0.0, 0.0, -1.0, -1.0)
        found = _REACH[key] = (edges, reach_box)
    return found


def dist(a, b) -> float:
    return math.hypot(a[0] - b[0], a[1] - b[1])
