"""Zone names set clear of walls, gates, icons and each other, planned once per zoom and moved with the camera."""
from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from engine import geometry
from engine.ui import draw, fonts
from scenes.ninja import draw as nd

SHADOW = (20, 18, 16)
MOAT_INK = (214, 232, 250)
PLATE = (74, 54, 40)

# a ring of nearby spots in steps of an eighth of the name's width and half a line, nearest first:
# a name shifted a little beats a name left out
_RING = sorted(((i, j) for i in range(-4, 5) for j in range(-5, 6)), key=lambda d: (d[0] / 8) ** 2 + (d[1] / 2) ** 2)


class ZoomOnly:
    """A camera at the given zoom with the world origin at the screen origin. Names are planned
    through it, so a pan only moves the plan and never sets the names again."""

    def __init__(self, zoom):
        self.zoom = zoom

    def to_screen(self, p):
        return (p[0] * self.zoom, p[1] * self.zoom)

    def to_world(self, p):
        return (p[0] / self.zoom, p[1] / self.zoom)


@dataclass
class LabelPlan:
    """Names set in ZoomOnly space: (lines, font size, ink, bold, rect, on a plate) per zone; `taken` holds every
    box a name, icon, plate or wall uses, for badges placed later."""
    names: dict = field(default_factory=dict)
    taken: list = field(default_factory=list)


def reserve_walls(placer, cam, m, shapes, walls=True):
    """Mark the drawn walls and gates as taken, so no name is printed over stone."""
    keys = sorted(m.walls | m.gates, key=sorted) if walls else []
    w = nd.wall_width(cam) + 2
    for key in keys:
        for p, q in shapes.borders.get(key, ()):
            _reserve_segment(placer, cam.to_screen(p), cam.to_screen(q), w)


def _reserve_segment(placer, a, b, w):
    # a straight wall is one box; a slanted one is covered by a row of small squares along it
    if abs(a[0] - b[0]) < 1 or abs(a[1] - b[1]) < 1:
        r = pygame.Rect(0, 0, int(abs(a[0] - b[0])) + w, int(abs(a[1] - b[1])) + w)
        r.center = (int((a[0] + b[0]) / 2), int((a[1] + b[1]) / 2))
        placer.reserve(r)
        return
    n = max(1, int(math.dist(a, b) / (w * 0.75)))
    for k in range(n + 1):
        r = pygame.Rect(0, 0, w, w)
        r.center = (int(a[0] + (b[0] - a[0]) * k / n), int(a[1] + (b[1] - a[1]) * k / n))
        placer.reserve(r)


def label_variants(text, size):
    """The ways a name may be set, most readable first: one line, then (for names of several words)
    two lines, then the same a point or two smaller, so a castle room keeps its name inside its walls."""
    words = text.split()
    if len(words) == 1 and len(text) >= 4 and fonts.has_cjk(text):
        words = list(text)          # a Chinese name breaks between any two characters
    half = len(words) // 2 + len(words) % 2
    joiner = "" if fonts.has_cjk(text) else " "
    split = [joiner.join(words[:half]), joiner.join(words[half:])]
    out = []
    # never below 12 px where the name was meant to be 12 or more: a smaller name is not read, only seen
    for s in sorted({max(min(size, 12), size - k) for k in (0, 1, 2)}, reverse=True):
        out.append(([text], s))
        if len(words) > 1:
            out.append((split, s))
    return out


def label_spots(cam, z, anchor, w, h, size):
    """Centres a name may take, best first: under the zone's icons, around that, and for a bridge
    (narrower than its name) beside it, clear of the walls it crosses."""
    x, y = anchor[0], anchor[1] + size * 0.9
    spots = [(x + i * (w / 8 + 1), y + j * h / 2) for i, j in _RING]
    if z.type == "bridge":
        box = screen_box(cam, z)
        pad = nd.wall_width(cam) + 3
        for k in (1, 2):
            spots += [(box.centerx, box.bottom + h / 2 + k * pad), (box.centerx, box.top - h / 2 - k * pad),
                      (box.right + w / 2 + k * pad, box.centery), (box.left - w / 2 - k * pad, box.centery)]
    return spots


def screen_box(cam, z):
    x0, y0, x1, y1 = geometry.bbox(z.polygon)
    (sx0, sy0), (sx1, sy1) = cam.to_screen((x0, y0)), cam.to_screen((x1, y1))
    return pygame.Rect(int(sx0), int(sy0), max(1, int(sx1 - sx0)), max(1, int(sy1 - sy0)))


def label_fits(cam, z, r, strict=True) -> bool:
    """A name stays inside its zone: its middle and (strict) both ends of its middle line; a bridge,
    narrower than its name, may have it just beside it."""
    inside = (r.center, (r.left + 2, r.centery), (r.right - 2, r.centery)) if strict else (r.center,)
    if all(geometry.point_in_polygon(cam.to_world(p), z.polygon) for p in inside):
        return True
    reach = 4 * nd.wall_width(cam)
    return z.type == "bridge" and r.inflate(reach, reach).colliderect(screen_box(cam, z))


def find_spot(cam, z, anchor, placer, size, bold, walls=()):
    """The first free spot for a zone's name (placer.taken holds walls, icons and names already set):
    wholly inside the zone first, then with only its middle inside, then (a small castle room) on a plate
    that may lie over a wall (`walls`, the boxes of the walls among placer.taken). (lines, size, rect, plated)
    or None."""
    variants = []
    # a small castle room may take its name in regular type, narrower than bold, before any plate
    for weight in (bold, False) if walls and bold else (bold,):
        for lines, s in label_variants(nd.label_text(z), size):
            font = fonts.font(s, weight)
            w = max(font.size(line)[0] for line in lines)
            h = len(lines) * font.get_height() - 2 * (len(lines) - 1)   # lines set 2 px closer than the font's
            variants.append((lines, s, weight, w, h, label_spots(cam, z, anchor, w, h, size)))
    for strict in (True, False):
        for lines, s, weight, w, h, spots in variants:
            for c in spots:
                box = pygame.Rect(0, 0, w, h)
                box.center = (int(c[0]), int(c[1]))
                if placer.bounds is not None and not placer.bounds.contains(box):
                    continue    # a name at the map's edge stays whole on the map
                if box.collidelist(placer.taken) == -1 and label_fits(cam, z, box, strict):
                    return lines, s, box, False, weight
    if not walls:
        return None
    others = [r for r in placer.taken if r not in walls]
    for lines, s, weight, w, h, spots in variants[:len(variants) // 2][::-1]:
        for c in spots:
            box = pygame.Rect(0, 0, w + 4, h)
            box.center = (int(c[0]), int(c[1]))
            if box.collidelist(others) == -1 and label_fits(cam, z, box, strict=False):
                return lines, s, box, True, weight
    return None


def plan_labels(m, shapes, zoom, size, walls=True, castles=True, posts=True, barracks=True) -> LabelPlan:
    """Set every zone name that fits at this zoom, in ZoomOnly space."""
    cam = ZoomOnly(zoom)
    placer = draw.LabelPlacer(pygame.Rect(1, 1, int(m.board.width * zoom) - 2, int(m.board.height * zoom) - 2))
    reserve_walls(placer, cam, m, shapes, walls)
    wall_boxes = list(placer.taken)
    if castles:
        for _, _, plate in nd.castle_plates(cam, shapes, size + 1):
            placer.reserve(plate)
    for box in nd.icon_boxes(cam, m, shapes, posts, barracks):
        placer.reserve(box)
    plan = LabelPlan()
    # land zones first, then the moats, so the moats give way when space runs short; within each,
    # the smallest zones first, as the big ones have room to move their names aside
    order = sorted(m.zones, key=lambda z: (z.type == "moat", z.type == "grounds", abs(geometry.polygon_area(z.polygon))))
    for z in order:
        moat = z.is_moat
        found = find_spot(cam, z, cam.to_screen(shapes.anchors[z.id]), placer, size, not moat,
                          wall_boxes if z.type == "castle" else ())
        if found is None:
            continue
        lines, s, box, plated, weight = found
        plan.names[z.id] = (lines, s, MOAT_INK if moat else nd.LABEL, weight, box, plated)
        # a little room on each side, so two neighbouring names never read as one
        placer.reserve(box.inflate(12, 0))
    plan.taken = placer.taken
    return plan


def draw_plan(surface, plan, shift, names=True) -> tuple[dict, list]:
    """Draw a plan's names (unless `names` is off) moved by `shift`, the screen point of the world
    origin; returns zone id -> name rect and the taken boxes, both on screen."""
    dx, dy = int(round(shift[0])), int(round(shift[1]))
    rects = {}
    for zid, (lines, s, ink, bold, box, plated) in plan.names.items() if names else ():
        box = box.move(dx, dy)
        if plated:   # a name laid over a wall reads on a plate of its own
            pygame.draw.rect(surface, PLATE, box.inflate(2, 0), border_radius=3)
        y = box.top
        for line in lines:
            at = fonts.blit_text(surface, line, (box.centerx, y), s, ink, bold, anchor="midtop", shadow=SHADOW)
            y += at.h - 2
        rects[zid] = box
    return rects, [r.move(dx, dy) for r in plan.taken]
