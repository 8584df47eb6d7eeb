"""Pure shape queries on a fortress map for drawing and hit-testing: shared border pieces, outlines, anchors."""
from __future__ import annotations

import math

from engine import geometry

_EPS = 1e-6


def _overlap_interval(p, q, a, b):
    """The part of segment p-q (as t in [0, 1]) lying on segment a-b, or None when not collinear."""
    dx, dy = q[0] - p[0], q[1] - p[1]
    L2 = dx * dx + dy * dy
    if L2 == 0:
        return None
    L = math.sqrt(L2)
    for r in (a, b):
        if abs(dx * (r[1] - p[1]) - dy * (r[0] - p[0])) / L > 1e-3:
            return None
    t1 = ((a[0] - p[0]) * dx + (a[1] - p[1]) * dy) / L2
    t2 = ((b[0] - p[0]) * dx + (b[1] - p[1]) * dy) / L2
    lo, hi = max(0.0, min(t1, t2)), min(1.0, max(t1, t2))
    return (lo, hi) if hi - lo > _EPS else None


def _edges(poly):
    n = len(poly)
    return [(poly[i], poly[(i + 1) % n]) for i in range(n)]


def _lerp(p, q, t):
    return (p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t)


def shared_segments(a_poly, b_poly) -> list[tuple]:
    """The pieces of border two polygons have in common, as (start, end) segments."""
    out = []
    b_edges = _edges(b_poly)
    for p, q in _edges(a_poly):
        for r, s in b_edges:
            iv = _overlap_interval(p, q, r, s)
            if iv:
                out.append((_lerp(p, q, iv[0]), _lerp(p, q, iv[1])))
    return out


def outline_segments(m, zone_ids) -> list[tuple]:
    """Boundary pieces of the union of `zone_ids`: polygon edges not shared with another member."""
    members = [m.zone(z) for z in zone_ids]
    boxes = {z.id: geometry.bbox(z.polygon) for z in members}
    out = []
    for z in members:
        others = [o for o in members if o is not z and _touch(boxes[z.id], boxes[o.id])]
        for p, q in _edges(z.polygon):
            covered = []
            for o in others:
                for r, s in _edges(o.polygon):
                    iv = _overlap_interval(p, q, r, s)
                    if iv:
                        covered.append(iv)
            t = 0.0
            for lo, hi in sorted(covered) + [(1.0, 1.0)]:
                if lo - t > _EPS:
                    out.append((_lerp(p, q, t), _lerp(p, q, lo)))
                t = max(t, hi)
    return out


def _touch(p, q, eps=1e-6):
    return p[0] <= q[2] + eps and q[0] <= p[2] + eps and p[1] <= q[3] + eps and q[1] <= p[3] + eps


def anchor(poly):
    """A point well inside a polygon (roughly the centre of its largest inscribed circle): where
    its label, icons and patrol track go, so they stay inside even in L-shaped moat zones."""
    x0, y0, x1, y1 = geometry.bbox(poly)
    best, best_d = geometry.interior_point(poly), -1.0
    step = max(x1 - x0, y1 - y0) / 10
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    for span, n in ((max(x1 - x0, y1 - y0) / 2, 7), (step, 4), (step / 4, 4)):
        ox, oy = (cx, cy) if best_d < 0 else best
        for i in range(-n, n + 1):
            for j in range(-n, n + 1):
                p = (ox + span * i / n, oy + span * j / n)
                if not geometry.point_in_polygon(p, poly):
                    continue
                d = _edge_distance(p, poly)
                if d > best_d:
                    best, best_d = p, d
    return best


def _edge_distance(p, poly):
    best = float("inf")
    for a, b in _edges(poly):
        dx, dy = b[0] - a[0], b[1] - a[1]
        L2 = dx * dx + dy * dy
        t = 0.0 if L2 == 0 else max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / L2))
        best = min(best, math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy))
    return best


class MapShapes:
    """Shapes derived once per loaded map: anchors, border pieces, castle outlines, track lines."""

    def __init__(self, m):
        self.m = m
        self.anchors = {z.id: anchor(z.polygon) for z in m.zones}
        self.boxes = {z.id: geometry.bbox(z.polygon) for z in m.zones}
        self.borders = {}
        for z in m.zones:
            for n in z.neighbours:
                key = frozenset((z.id, n))
                if key not in self.borders:
                    self.borders[key] = shared_segments(z.polygon, m.zone(n).polygon)
        self.castles = {side: outline_segments(m, [z.id for z in m.zones if z.castle == side])
                        for side in ("west", "east") if any(z.castle == side for z in m.zones)}

    def zone_at(self, p):
        """The id of the zone under world point p, or None."""
        for z in self.m.zones:
            x0, y0, x1, y1 = self.boxes[z.id]
            if x0 <= p[0] <= x1 and y0 <= p[1] <= y1 and geometry.point_in_polygon(p, z.polygon):
                return z.id
        return None

    def border_midpoint(self, a, b):
        segs = self.borders.get(frozenset((a, b))) or []
        if not segs:
            return None
        p, q = max(segs, key=lambda s: geometry.dist(*s))
        return ((p[0] + q[0]) / 2, (p[1] + q[1]) / 2)

    def track_line(self, a, b):
        """The patrol track between two zones: anchor, middle of the shared border, anchor."""
        mid = self.border_midpoint(a, b)
        pts = [self.anchors[a]] + ([mid] if mid else []) + [self.anchors[b]]
        return pts

    def castle_centre(self, side):
        zones = [z for z in self.m.zones if z.castle == side]
        xs = [x for z in zones for x, _ in z.polygon]
        ys = [y for z in zones for _, y in z.polygon]
        return ((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2), (min(ys), max(ys))


def shapes_of(m) -> MapShapes:
    """Cached per map object."""
    s = getattr(m, "_shapes", None)
    if s is None:
        s = MapShapes(m)
        m._shapes = s
    return s
