"""Drawing the Ninja fortress through a camera: zone fills, moats, walls and gates, patrol track, icons, labels."""
from __future__ import annotations

import math
import zlib

import pygame

from engine import geometry, i18n
from engine.i18n import N_
from engine.ui import draw, fonts
from scenes.ninja.tracks import draw_alert_track, draw_turn_track  # noqa: F401  (the board's tracks, for scenes)

FILL = {
    "grounds": (86, 104, 66),
    "moat": (48, 92, 138),
    "bridge": (128, 94, 58),
    "courtyard": (178, 160, 124),
    "garden": (104, 140, 86),
    "castle": (206, 182, 136),
}
TYPE_LABEL = {
    "grounds": N_("Grounds (map edge)"), "moat": N_("Moat (ends a move)"), "bridge": N_("Bridge / gate"),
    "courtyard": N_("Courtyard"), "garden": N_("Garden"), "castle": N_("Castle interior"),
}
# the kind of zone in a tooltip's first line ("Moss Garden — garden, west castle")
TYPE_NAME = {"grounds": N_("grounds"), "moat": N_("moat"), "bridge": N_("bridge"), "courtyard": N_("courtyard"),
             "garden": N_("garden"), "castle": N_("castle")}
CASTLE_NAMES = {"west": N_("West Castle"), "east": N_("East Castle")}
GOLD = (214, 178, 92)
WATER_LINE = (120, 170, 214)
TRACK_RED = (204, 36, 36)
CASTLE_LINE = (44, 30, 26)
LABEL = (250, 246, 232)
HEAR = {1: (255, 196, 60), 2: (240, 140, 40), 3: (200, 90, 40)}
WALK = (96, 230, 120)


def _tint(color, key, amount=10):
    # a small per-zone shade so neighbouring zones of one type stay tellable apart
    d = zlib.crc32(key.encode()) % (2 * amount + 1) - amount
    return tuple(max(0, min(255, c + d)) for c in color)


def zone_fill(z):
    return _tint(FILL[z.type], z.id)


def px(cam, value):
    """A world length in screen pixels, never below 1."""
    return max(1, int(round(value * cam.zoom)))


def marker_px(cam, value, lo, hi):
    """Size of a symbol (icon, badge): follows the zoom only within [lo, hi] so icons stay icons."""
    return max(lo, min(hi, px(cam, value)))


def screen_polygons(cam, m) -> dict:
    """Zone id -> its polygon in screen pixels, recomputed only when the camera moves or zooms."""
    key = (cam.version, cam.zoom, tuple(cam.offset), tuple(cam.viewport))
    hit = _screen_cache.get(id(m))
    if hit is None or hit[0] != key or hit[1] is not cam:
        hit = (key, cam, {z.id: cam.points_to_screen(z.polygon) for z in m.zones})
        _screen_cache[id(m)] = hit
    return hit[2]


_screen_cache: dict = {}


def draw_zones(surface, cam, m):
    polys = screen_polygons(cam, m)
    decor = decorations(m)
    for z in m.zones:
        draw.polygon(surface, zone_fill(z), polys[z.id])
        if z.type == "moat":
            _ripples(surface, cam, z, decor[z.id])
        elif z.type == "garden":
            _shrubs(surface, cam, decor[z.id])


def decorations(m) -> dict:
    """Zone id -> world points of its ripples (moats) or shrubs (gardens). They never move, so the
    point-in-polygon tests that keep them inside their zone run once per map, not on every redraw."""
    d = getattr(m, "_ninja_decorations", None)
    if d is None:
        d = {z.id: _ripple_points(z) if z.type == "moat" else _shrub_points(z) if z.type == "garden" else ()
             for z in m.zones}
        m._ninja_decorations = d
    return d


def _scatter(z, area_per_point):
    # pseudo-random points seeded from the zone id, so the pattern is the same in every frame and run
    x0, y0, x1, y1 = geometry.bbox(z.polygon)
    seed = zlib.crc32(z.id.encode())
    for _ in range(int((x1 - x0) * (y1 - y0) / area_per_point) + 2):
        seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
        x = x0 + (seed % 1000) / 1000 * (x1 - x0)
        seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
        y = y0 + (seed % 1000) / 1000 * (y1 - y0)
        yield (x, y)


def _ripple_points(z):
    """Left ends of short pale strokes on the water, each stroke 10 units long and wholly inside."""
    return tuple(p for p in _scatter(z, 900) if geometry.point_in_polygon(p, z.polygon)
                 and geometry.point_in_polygon((p[0] + 10, p[1]), z.polygon))


def _shrub_points(z):
    return tuple(p for p in _scatter(z, 1400) if geometry.point_in_polygon(p, z.polygon))


def _ripples(surface, cam, z, points):
    color = _tint((80, 130, 180), z.id, 6)
    w = px(cam, 1.6)
    for x, y in points:
        pygame.draw.line(surface, color, cam.to_screen((x, y)), cam.to_screen((x + 10, y)), w)


def _shrubs(surface, cam, points):
    big, small, off = px(cam, 6), px(cam, 3.5), px(cam, 1.5)
    for p in points:
        c = cam.to_screen(p)
        pygame.draw.circle(surface, (70, 112, 64), c, big)
        pygame.draw.circle(surface, (92, 134, 78), (c[0] - off, c[1] - off), small)


def hatch_segments(pts, spacing):
    """Diagonal hatching of a screen polygon: the pieces of the lines x + y = k * spacing inside it."""
    n = len(pts)
    sums = [x + y for x, y in pts]
    lo, hi = min(sums), max(sums)
    out = []
    k = math.floor(lo / spacing) + 1
    while k * spacing < hi:
        u = k * spacing
        # where each edge crosses the line x + y = u, as v = x - y; even-odd pairs are inside
        vs = []
        for i in range(n):
            (x1, y1), (x2, y2) = pts[i], pts[(i + 1) % n]
            s1, s2 = x1 + y1, x2 + y2
            if (s1 > u) != (s2 > u):
                t = (u - s1) / (s2 - s1)
                vs.append((x1 - y1) + t * ((x2 - y2) - (x1 - y1)))
        vs.sort()
        for a, b in zip(vs[0::2], vs[1::2]):
            out.append((((u + a) / 2, (u - a) / 2), ((u + b) / 2, (u - b) / 2)))
        k += 1
    return out


def blend(base, over, alpha):
    """`over` laid on `base` at opacity alpha (0..1), as one opaque colour."""
    return tuple(int(round(b + (o - b) * alpha)) for b, o in zip(base, over))


def hearing_fill(z, d):
    """The colour of a land zone heard d zones away: its own colour under a tint that fades with d."""
    return blend(zone_fill(z), HEAR[d], (130 - 25 * d) / 255)


def draw_hearing(surface, cam, m, distances, shapes=None):
    """Zones within earshot of a zone (distance 1-3): land is tinted, water is hatched so it stays
    blue. `distances` maps zone id -> steps, as map_graph.hearing_distances gives it. Meant to go
    on the ground layer, under walls and names."""
    polys = screen_polygons(cam, m)
    decor = decorations(m)
    spacing = max(5, px(cam, 11))
    heard = [(zid, d) for zid, d in distances.items() if 0 < d <= 3]
    for zid, d in heard:
        z = m.zone(zid)
        if z.is_moat:
            for a, b in hatch_of(cam, m, zid, spacing):
                pygame.draw.line(surface, HEAR[d], a, b, 2)
            continue
        # an opaque fill of the blended colour looks like a tint and costs no alpha blending
        draw.polygon(surface, hearing_fill(z, d), polys[zid])
        if z.type == "garden":
            _shrubs(surface, cam, decor[zid])
    if shapes is not None:
        # the fills covered the gold lines on their edges: draw those borders again
        tinted = {zid for zid, d in heard if not m.zone(zid).is_moat}
        draw_borders(surface, cam, m, shapes, only=tinted)


def hatch_of(cam, m, zone_id, spacing):
    """A zone's hatching in screen space, cached with the camera's screen polygons."""
    polys = screen_polygons(cam, m)
    cache = _hatch_cache.get(id(polys))
    if cache is None or cache[0] is not polys:
        cache = (polys, {})
        _hatch_cache.clear()
        _hatch_cache[id(polys)] = cache
    key = (zone_id, spacing)
    segs = cache[1].get(key)
    if segs is None:
        segs = cache[1][key] = hatch_segments(polys[zone_id], spacing)
    return segs


_hatch_cache: dict = {}


def draw_borders(surface, cam, m, shapes, only=None):
    """Ordinary borders as gold lines, borders inside the water as pale blue ones (only those
    touching the zones in `only`, when given)."""
    keys = shapes.borders if only is None else {k for z in only for k in borders_of(shapes, z)}
    for key in keys:
        segs = shapes.borders[key]
        a, b = (m.zone(i) for i in key)
        watery = a.type == "moat" and b.type == "moat"
        color = WATER_LINE if watery else GOLD
        for p, q in segs:
            pygame.draw.line(surface, color, cam.to_screen(p), cam.to_screen(q), 1)


def borders_of(shapes, zone_id):
    """The border keys of one zone, indexed once per map."""
    index = getattr(shapes, "_borders_by_zone", None)
    if index is None:
        index = {}
        for key in shapes.borders:
            for z in key:
                index.setdefault(z, []).append(key)
        shapes._borders_by_zone = index
    return index.get(zone_id, ())


def draw_walls(surface, cam, m, shapes):
    w = wall_width(cam)
    for key in sorted(m.walls, key=sorted):   # a fixed order: joints overlap the same way every run
        for p, q in shapes.borders.get(key, ()):
            draw.stone_line(surface, cam.to_screen(p), cam.to_screen(q), width=w)
    for key in sorted(m.gates, key=sorted):
        for p, q in shapes.borders.get(key, ()):
            _gate(surface, cam, p, q)


def _gate(surface, cam, p, q):
    """An open gate: wall stubs at both ends with a wooden threshold between them."""
    a, b = cam.to_screen(p), cam.to_screen(q)
    length = math.dist(a, b)
    if length < 2:
        return
    ux, uy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
    stub = min(length * 0.22, px(cam, 12))
    w = wall_width(cam)
    draw.stone_line(surface, a, (a[0] + ux * stub, a[1] + uy * stub), width=w)
    draw.stone_line(surface, (b[0] - ux * stub, b[1] - uy * stub), b, width=w)
    s, e = (a[0] + ux * stub, a[1] + uy * stub), (b[0] - ux * stub, b[1] - uy * stub)
    pygame.draw.line(surface, (92, 60, 30), s, e, max(2, w // 2))
    for c in (s, e):
        pygame.draw.circle(surface, (60, 40, 22), c, max(2, w // 2 + 1))


def castle_plates(cam, shapes, size) -> list:
    """(name, text rect, plate rect) of each castle's name plate, above the castle's top edge."""
    out = []
    for side in shapes.castles:
        (cx, _), (top, _) = shapes.castle_centre(side)
        name = CASTLE_NAMES.get(side, side)
        pos = cam.to_screen((cx, top))
        r = fonts.render(name, size, (255, 236, 200), True).get_rect(midbottom=(pos[0], pos[1] - px(cam, 3)))
        out.append((name, r, r.inflate(12, 4)))
    return out


def draw_castles(surface, cam, m, shapes, size):
    """Castle outlines and name plates."""
    w = max(2, px(cam, 4))
    for segs in shapes.castles.values():
        for p, q in segs:
            pygame.draw.line(surface, CASTLE_LINE, cam.to_screen(p), cam.to_screen(q), w)
    for name, r, plate in castle_plates(cam, shapes, size):
        pygame.draw.rect(surface, (58, 34, 30), plate, border_radius=4)
        pygame.draw.rect(surface, (160, 120, 70), plate, 1, border_radius=4)
        fonts.blit_text(surface, name, r.topleft, size, (255, 236, 200), True)


def track_strokes(m, shapes, forks):
    """World polylines of the patrol track: through each zone from one border crossing to the next,
    rounded at the zone's anchor; at a fork every branch runs straight to the anchor (the marker)."""
    strokes = []
    for z, ns in m.track.items():
        mids = [shapes.border_midpoint(z, n) for n in ns]
        mids = [p for p in mids if p is not None]
        c = shapes.anchors[z]
        if z in forks or len(mids) != 2:
            strokes += [[p, c] for p in mids]
        else:
            strokes.append(_chaikin([mids[0], c, mids[1]], 3))
    return strokes


def _chaikin(pts, rounds):
    for _ in range(rounds):
        out = [pts[0]]
        for p, q in zip(pts, pts[1:]):
            out += [(0.75 * p[0] + 0.25 * q[0], 0.75 * p[1] + 0.25 * q[1]),
                    (0.25 * p[0] + 0.75 * q[0], 0.25 * p[1] + 0.75 * q[1])]
        out.append(pts[-1])
        pts = out
    return pts


def draw_track(surface, cam, m, shapes, forks):
    w = max(3, px(cam, 6))
    strokes = [cam.points_to_screen(s) for s in track_strokes(m, shapes, forks)]
    for color, width in (((90, 10, 10), w + 2), (TRACK_RED, w)):
        for pts in strokes:
            pygame.draw.lines(surface, color, False, pts, width)
            for p in (pts[0], pts[-1]):
                pygame.draw.circle(surface, color, p, width // 2)
    for z in forks:
        fork_marker(surface, cam.to_screen(shapes.anchors[z]), marker_px(cam, 13, 6, 14))


def fork_marker(surface, c, r):
    pts = [(c[0], c[1] - r), (c[0] + r, c[1]), (c[0], c[1] + r), (c[0] - r, c[1])]
    draw.polygon(surface, (255, 240, 220), pts)
    pygame.draw.polygon(surface, TRACK_RED, pts, 2)
    inner = [(c[0], c[1] - r * 0.45), (c[0] + r * 0.45, c[1]), (c[0], c[1] + r * 0.45), (c[0] - r * 0.45, c[1])]
    draw.polygon(surface, TRACK_RED, inner)


def watch_post_icon(surface, c, r):
    """A yagura watchtower on stilts, on a dark disc so it reads on any fill."""
    x, y = c
    pygame.draw.circle(surface, (28, 28, 34), c, int(r * 1.3))
    pygame.draw.circle(surface, (236, 226, 200), c, int(r * 1.3), 1)
    wood, roof = (236, 222, 190), (196, 64, 50)
    lw = max(1, int(r * 0.16))
    pygame.draw.line(surface, wood, (x - r * 0.3, y), (x - r * 0.6, y + r * 0.95), lw)
    pygame.draw.line(surface, wood, (x + r * 0.3, y), (x + r * 0.6, y + r * 0.95), lw)
    pygame.draw.line(surface, wood, (x - r * 0.45, y + r * 0.5), (x + r * 0.45, y + r * 0.5), lw)
    cabin = pygame.Rect(0, 0, int(r * 0.9), int(r * 0.55))
    cabin.midbottom = (int(x), int(y + r * 0.05))
    pygame.draw.rect(surface, wood, cabin)
    draw.polygon(surface, roof, [(x - r * 0.85, y - r * 0.45), (x, y - r * 1.0), (x + r * 0.85, y - r * 0.45)])


def barracks_icon(surface, c, r):
    """A long hall with a low roof and two doors, on a dark rounded tile (towers get a disc)."""
    x, y = c
    tile = pygame.Rect(0, 0, int(r * 2.6), int(r * 2.2))
    tile.center = (int(x), int(y))
    pygame.draw.rect(surface, (28, 28, 34), tile, border_radius=max(2, int(r * 0.4)))
    pygame.draw.rect(surface, (236, 226, 200), tile, 1, border_radius=max(2, int(r * 0.4)))
    body = pygame.Rect(0, 0, int(r * 1.9), int(r * 0.8))
    body.midtop = (int(x), int(y - r * 0.1))
    pygame.draw.rect(surface, (226, 196, 150), body)
    draw.polygon(surface, (150, 70, 52), [(x - r * 1.15, y - r * 0.05), (x - r * 0.7, y - r * 0.7),
                                          (x + r * 0.7, y - r * 0.7), (x + r * 1.15, y - r * 0.05)])
    for dx in (-0.45, 0.45):
        door = pygame.Rect(0, 0, max(2, int(r * 0.32)), max(2, int(r * 0.5)))
        door.midbottom = (int(x + dx * r), body.bottom)
        pygame.draw.rect(surface, (70, 46, 32), door)


def icon_spots(cam, shapes, z, show_posts, show_barracks, r):
    """Screen centres of the icons a zone shows, side by side above its anchor."""
    kinds = []
    if show_posts and z.has("watch_post"):
        kinds.append("post")
    if show_barracks and z.has("barracks"):
        kinds.append("barracks")
    if not kinds:
        return []
    c = cam.to_screen(shapes.anchors[z.id])
    gap = r * 2.7
    x0 = c[0] - gap * (len(kinds) - 1) / 2
    return [(k, (x0 + i * gap, c[1] - r * 1.6)) for i, k in enumerate(kinds)]


def icon_radius(cam):
    return marker_px(cam, 12, 6, 14)


def icon_boxes(cam, m, shapes, show_posts, show_barracks) -> list:
    """The screen boxes the watch-post and barracks icons cover, for names to keep clear of."""
    r = icon_radius(cam)
    boxes = []
    for z in m.zones:
        for _, c in icon_spots(cam, shapes, z, show_posts, show_barracks, r):
            box = pygame.Rect(0, 0, int(r * 2.5), int(r * 2.5))
            box.center = (int(c[0]), int(c[1]))
            boxes.append(box)
    return boxes


def draw_icons(surface, cam, m, shapes, show_posts, show_barracks):
    r = icon_radius(cam)
    for z in m.zones:
        for kind, c in icon_spots(cam, shapes, z, show_posts, show_barracks, r):
            (watch_post_icon if kind == "post" else barracks_icon)(surface, c, r)


def label_text(z):
    # castle moats and the outer moat carry their side in the zone name ("Outer Moat NNE", in Chinese
    # "外護城河（北北東）"); on the board the water itself says "moat", so the label keeps only the compass point
    name = i18n._(z.name)   # the zone's name in the language in force (YAML words)
    if z.type == "moat":
        return name[name.index("（") + 1:].rstrip("）") if "（" in name else name.split()[-1]
    return name


def wall_width(cam):
    """The drawn thickness of a wall in pixels (its mortar edge not counted)."""
    return max(3, px(cam, 9))
