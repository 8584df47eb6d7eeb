"""Drawing Mice and Mystics room faces in code: wood or stone floors, water, rock, walls, exits, markers.

Every shape comes from rulesets.mice_and_mystics.shape.PlacedFace (the geometry the rules use); this module
only maps it to pixels through a `to_screen` function and a pixels-per-unit `scale`.
"""
from __future__ import annotations

import math

import pygame

from engine import geometry
from engine.i18n import pgettext
from engine.ui import draw, fonts, pictograms
from engine.ui.theme import MIN_TEXT

WOOD = (198, 142, 84)
WOOD_DARK = (92, 56, 28)
PLANK = (182, 130, 78)   # faint: plank seams must not be mistaken for space borders
STONE = (112, 124, 138)
STONE_DARK = (58, 66, 80)
SPECIAL_WOOD = (214, 176, 116)
SPECIAL_STONE = (138, 150, 160)
WATER = (62, 128, 186)
WATER_LIGHT = (140, 196, 232)
ROCK = (26, 24, 28)
CHEESE = (250, 206, 78)
EXIT_EDGE = {"orange": (226, 124, 36), "blue": (62, 126, 222)}
EXIT_SHAPE = {"orange": "triangle", "blue": "square"}
YELLOW_LINE = (250, 222, 40)
RED_LINE = (214, 38, 38)
TRAP = (205, 30, 30)
ENTRY = (70, 34, 86)
LIT = (255, 226, 140)


def _tint(colour, key: str, amount: int = 10):
    """A small per-space variation so neighbouring spaces read as separate cells."""
    h = sum(ord(c) * (i + 7) for i, c in enumerate(key)) % (2 * amount + 1) - amount
    return tuple(max(0, min(255, c + h)) for c in colour)


def _w(scale, units, lo=1):
    return max(lo, int(round(units * scale)))


def draw_face(surface, pf, to_screen, scale, show=None, labels=None, detail=True, names=True):
    """Draw one placed face. `show` holds overlay switches (lines, water, traps, entry); `labels` is a
    LabelPlacer for names that must not collide (None: no labels, as on palette thumbnails); names=False
    only reserves the spots labels must keep off, for face_names to name the room later."""
    show = show or {}
    face = pf.face
    wood = face.colour == "orange"
    base, dark = (WOOD, WOOD_DARK) if wood else (STONE, STONE_DARK)
    x0, y0 = to_screen(pf.rect[:2])
    x1, y1 = to_screen(pf.rect[2:])
    rect = pygame.Rect(int(x0), int(y0), max(1, int(x1 - x0)), max(1, int(y1 - y0)))
    pygame.draw.rect(surface, dark, rect)
    for s in face.spaces:
        poly = [to_screen(p) for p in pf.spaces[s.id]]
        fill = (SPECIAL_WOOD if wood else SPECIAL_STONE) if s.special else base
        if s.water and show.get("water", True):
            fill = WATER
        draw.polygon(surface, _tint(fill, face.id + s.id, 16), poly)
    if detail:
        _floor_texture(surface, pf, to_screen, scale, wood, show)
    for r in pf.rock:
        draw.polygon(surface, ROCK, [to_screen(p) for p in r])
        if detail:
            _rock_grain(surface, r, to_screen, scale)
    for s in face.spaces:
        pygame.draw.lines(surface, dark, True, [to_screen(p) for p in pf.spaces[s.id]], _w(scale, 1.1, 2))
    if show.get("lines", True):
        _lines(surface, pf, to_screen, scale, labels)
        for gap in face.gaps:
            gap_line(surface, to_screen(pf.centres[gap.between[0]]), to_screen(pf.centres[gap.between[1]]), scale)
    for w in pf.walls:
        pts = [to_screen(p) for p in w]
        for a, b in zip(pts, pts[1:]):
            draw.stone_line(surface, a, b, _w(scale, 2.6, 3))
    for a, b in pf.perimeter:
        draw.stone_line(surface, to_screen(a), to_screen(b), _w(scale, 3.2, 3))
    for e, side, span, (a, b) in pf.exits:
        _exit(surface, to_screen(a), to_screen(b), side, e.colour, scale)
        if labels is not None:
            pa, pb = to_screen(a), to_screen(b)
            labels.reserve(pygame.Rect(min(pa[0], pb[0]), min(pa[1], pb[1]), abs(pa[0] - pb[0]) + 1,
                                       abs(pa[1] - pb[1]) + 1).inflate(6 * scale, 6 * scale))
    if detail:
        _decorations(surface, pf, to_screen, scale, labels)
    for rect in _markers(surface, pf, to_screen, scale, show, detail):
        if labels is not None:
            labels.reserve(rect)
    _arrow(surface, pf, to_screen, scale)
    if labels is not None and names:
        face_names(surface, pf, to_screen, scale, labels)


def _floor_texture(surface, pf, to_screen, scale, wood, show):
    """Plank seams on wood, wave strokes on water, drawn inside each space only."""
    for s in pf.face.spaces:
        poly = pf.spaces[s.id]
        bx0, by0, bx1, by1 = geometry.bbox(poly)
        if s.water and show.get("water", True):
            y = by0 + 4
            while y < by1:
                for x in range(int(bx0) + 2, int(bx1) - 6, 12):
                    a, b = (x, y), (x + 7, y)
                    if geometry.point_in_polygon(a, poly) and geometry.point_in_polygon(b, poly):
                        pa, pb = to_screen(a), to_screen(b)
                        mid = ((pa[0] + pb[0]) / 2, pa[1] - 2 * scale)
                        pygame.draw.lines(surface, WATER_LIGHT, False, [pa, mid, pb], _w(scale, 0.5))
                y += 7
        elif wood:
            # planks run along the room's own north-south axis, so they turn with the tile
            step = 7.0
            horizontal = pf.turns % 2 == 1
            lo, hi = (by0, by1) if horizontal else (bx0, bx1)
            t = math.ceil(lo / step) * step
            while t < hi:
                seg = _clip_line(poly, t, horizontal)
                for a, b in seg:
                    pygame.draw.line(surface, _tint(PLANK, s.id, 6), to_screen(a), to_screen(b), 1)
                t += step


def _clip_line(poly, t, horizontal):
    """Pieces of the line x=t (or y=t) inside the polygon."""
    xs = []
    n = len(poly)
    for i in range(n):
        (ax, ay), (bx, by) = poly[i], poly[(i + 1) % n]
        if horizontal:
            ax, ay, bx, by = ay, ax, by, bx
        if (ax <= t < bx) or (bx <= t < ax):
            xs.append(ay + (t - ax) * (by - ay) / (bx - ax))
    xs.sort()
    out = []
    for k in range(0, len(xs) - 1, 2):
        a, b = xs[k] + 0.8, xs[k + 1] - 0.8
        if b > a:
            out.append(((a, t), (b, t)) if horizontal else ((t, a), (t, b)))
    return out


def _rock_grain(surface, poly, to_screen, scale):
    bx0, by0, bx1, by1 = geometry.bbox(poly)
    k = 0
    for y in range(int(by0) + 3, int(by1), 6):
        for x in range(int(bx0) + 3 + (k % 2) * 3, int(bx1), 7):
            if geometry.point_in_polygon((x, y), poly):
                pygame.draw.circle(surface, (54, 50, 56), to_screen((x, y)), _w(scale, 0.7))
        k += 1


def _lines(surface, pf, to_screen, scale, labels=None):
    face = pf.face
    for line in face.red_lines:
        for a, b in pf.shared(*line.between):
            pygame.draw.line(surface, RED_LINE, to_screen(a), to_screen(b), _w(scale, 1.8, 2))
    for line in face.yellow_lines:
        segs = pf.shared(*line.between)
        for a, b in segs:
            pygame.draw.line(surface, YELLOW_LINE, to_screen(a), to_screen(b), _w(scale, 1.8, 2))
        if segs:
            a, b = max(segs, key=lambda s: geometry.dist(*s))
            m = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
            frm = line.between[0] if line.toward == line.between[1] else line.between[1]
            c0, c1 = pf.centres[frm], pf.centres[line.toward]
            d = geometry.dist(c0, c1) or 1
            ux, uy = (c1[0] - c0[0]) / d, (c1[1] - c0[1]) / d
            tail, head = (m[0] - ux * 4, m[1] - uy * 4), (m[0] + ux * 4, m[1] + uy * 4)
            draw.arrow(surface, (40, 30, 0), to_screen(tail), to_screen(head), _w(scale, 1.2, 2), _w(scale, 2.6, 5))
            if labels is not None:
                c, half = to_screen(m), 5 * scale
                labels.reserve(pygame.Rect(int(c[0] - half), int(c[1] - half), int(2 * half), int(2 * half)))


def _exit(surface, a, b, side, colour, scale):
    """A cheese-coloured threshold in the gap of the wall, edged with the colour it leads to (M-7.11) and beaded
    with that colour's shape, so the colour is told without its hue: squares for blue, triangles for orange."""
    nx, ny = {"N": (0, 1), "S": (0, -1), "E": (-1, 0), "W": (1, 0)}[side]
    depth = 3.2 * scale
    quad = [a, b, (b[0] + nx * depth, b[1] + ny * depth), (a[0] + nx * depth, a[1] + ny * depth)]
    draw.polygon(surface, CHEESE, quad)
    pygame.draw.line(surface, EXIT_EDGE[colour], a, b, _w(scale, 1.4, 2))
    for t in (0.25, 0.5, 0.75):
        p = (a[0] + (b[0] - a[0]) * t + nx * depth * 0.55, a[1] + (b[1] - a[1]) * t + ny * depth * 0.55)
        pictograms.draw(surface, EXIT_SHAPE[colour], p, max(4.0, 2.2 * scale), EXIT_EDGE[colour])


def _decorations(surface, pf, to_screen, scale, labels):
    for d, at in pf.decorations:
        c = to_screen(at)
        r = max(2, int(d.radius * scale))
        if d.blocks_sight:
            pygame.draw.circle(surface, (72, 58, 44), c, r)
            pygame.draw.circle(surface, (30, 22, 16), c, r, max(1, r // 6))
        else:
            pygame.draw.circle(surface, (236, 226, 200), c, r, max(1, r // 5))
        if labels is not None:
            labels.reserve(pygame.Rect(int(c[0] - r), int(c[1] - r), 2 * r + 1, 2 * r + 1))


def _markers(surface, pf, to_screen, scale, show, detail):
    """Draw currents, traps, entry and flip icons; return the screen rects the icons cover, so labels keep
    off them (space centres stay free for labels: a room of 14-20 spaces has no room to spare)."""
    r = max(3, int(3.4 * scale))
    taken = []

    def box(p, half):
        return pygame.Rect(int(p[0] - half), int(p[1] - half), int(2 * half) + 1, int(2 * half) + 1)

    for s in pf.face.spaces:
        c = to_screen(pf.centres[s.id])
        if s.water and show.get("water", True) and (s.current_to or s.current_off):
            start = pf.centres[s.id]
            if s.current_to:
                end = pf.centres[s.current_to]
            else:
                dx, dy = geometry.SIDE_OFFSET[geometry.rotate_side(s.current_off, pf.turns)]
                end = (start[0] + dx * 14, start[1] + dy * 14)
            mid = ((start[0] * 0.35 + end[0] * 0.65), (start[1] * 0.35 + end[1] * 0.65))
            a, b = to_screen(start), to_screen(mid)
            draw.arrow(surface, (230, 244, 255), a, b, _w(scale, 1.0, 2), _w(scale, 3, 6))
            taken.append(pygame.Rect(min(a[0], b[0]), min(a[1], b[1]), abs(a[0] - b[0]) + 1,
                                     abs(a[1] - b[1]) + 1).inflate(2 * r, 2 * r))
        if s.trap and show.get("traps", True):
            p = (c[0] + r * 1.6, c[1] - r * 1.6)
            trap_icon(surface, p, r, _w(scale, 1.2, 2))
            taken.append(box(p, r + 2))
        if s.entry != "none" and show.get("entry", True):
            p = (c[0] - r * 1.6, c[1] - r * 1.6)
            entry_icon(surface, p, r, s.entry == "red")
            taken.append(box(p, r + 3))
        if s.flip != "none":
            p = (c[0], c[1] + r * 1.8) if detail else c
            flip_icon(surface, p, r, s.flip)
            taken.append(box(p, r + 4).union(box((p[0] + r * 1.6, p[1] + r * 0.8), r * 0.8)))
    a = to_screen(pf.arrow_at)
    taken.append(pygame.Rect(a[0] - 6 * scale, a[1] - 6 * scale, 12 * scale, 12 * scale))
    return taken


GAP = (206, 228, 246)


def gap_line(surface, a, b, scale):
    """A pipe gap only the fishhook or levitation crosses (M-6.6): a pale dashed line across the rock."""
    draw.dashed_line(surface, GAP, a, b, _w(scale, 0.9, 2), dash=max(4, int(2.5 * scale)), gap=max(3, int(1.8 * scale)))


def trap_icon(surface, p, r, width):
    """A mousetrap: a red X (M-6.14)."""
    pygame.draw.line(surface, TRAP, (p[0] - r, p[1] - r), (p[0] + r, p[1] + r), width + 1)
    pygame.draw.line(surface, TRAP, (p[0] - r, p[1] + r), (p[0] + r, p[1] - r), width + 1)


def entry_icon(surface, p, r, red: bool):
    """A minion entry: a purple disc with three claw scratches, ringed red where ranged minions enter."""
    pygame.draw.circle(surface, ENTRY, p, r + 1)
    for k in (-1, 0, 1):  # three claw scratches
        pygame.draw.line(surface, (236, 222, 240), (p[0] + k * r * 0.45 - r * 0.25, p[1] - r * 0.55),
                         (p[0] + k * r * 0.45 + r * 0.25, p[1] + r * 0.55), max(1, r // 4))
    if red:
        pygame.draw.circle(surface, TRAP, p, r + 2, max(2, r // 3))


def flip_icon(surface, c, r, kind):
    """Two chasing arcs (the flip space); special kinds get a badge letter: H (fishhook), T (tinkerer/scout)."""
    col = (255, 250, 236)
    rect = pygame.Rect(0, 0, 2 * r + 2, 2 * r + 2)
    rect.center = (int(c[0]), int(c[1]))
    pygame.draw.circle(surface, (40, 90, 60), rect.center, r + 3)
    pygame.draw.arc(surface, col, rect, 0.3, 2.8, max(1, r // 3))
    pygame.draw.arc(surface, col, rect, 3.4, 5.9, max(1, r // 3))
    if kind != "plain":
        # the initial of what turns the space over (fishhook, tinkerer), in the language drawn: 鉤 / 匠 in Chinese
        letter = pgettext("a flip space's badge: fishhook", "H") if kind == "fishhook" else \
            pgettext("a flip space's badge: tinkerer", "T")
        fonts.blit_text(surface, letter, (c[0] + r * 1.6, c[1] + r * 0.8), max(MIN_TEXT, int(r * 1.3)), CHEESE,
                        bold=True, anchor="center", shadow=(0, 0, 0), kind="figure")   # a badge of the icon


def _arrow(surface, pf, to_screen, scale):
    dx, dy = geometry.SIDE_OFFSET[pf.arrow_side]
    at = pf.arrow_at
    # a round badge so the direction arrow is not mistaken for a current or a yellow-line arrow
    pygame.draw.circle(surface, (24, 22, 20), to_screen(at), max(5, int(5.5 * scale)))
    pygame.draw.circle(surface, (250, 250, 250), to_screen(at), max(5, int(5.5 * scale)), max(1, int(0.6 * scale)))
    tail = to_screen((at[0] - dx * 3.5, at[1] - dy * 3.5))
    head = to_screen((at[0] + dx * 3.5, at[1] + dy * 3.5))
    draw.arrow(surface, (250, 250, 250), tail, head, _w(scale, 1.2, 2), _w(scale, 2.6, 4))


def face_names(surface, pf, to_screen, scale, labels, banner: bool = True):
    """The room's name and its special spaces' and decorations' names, where `labels` finds room for them.
    banner=False: all but the room's name (the play table draws that above the figures, banner_spots)."""
    size = banner_size(scale)
    if banner:
        _banner(surface, pf, to_screen, scale, labels, size)
    for s in pf.face.spaces:
        if s.special:
            c = pf.centres[s.id]
            labels.place(surface, s.special, to_screen((c[0], c[1] + 6)), max(MIN_TEXT, int(3.8 * scale)), (255, 246, 220))
    for d, at in pf.decorations:
        if scale > 2.2:
            labels.place(surface, d.name, to_screen((at[0], at[1] + d.radius + 2.5)), max(MIN_TEXT, int(3.0 * scale)),
                         (240, 232, 214))


def banner_size(scale) -> int:
    return max(MIN_TEXT, int(4.2 * scale))


def banner_spots(pf, to_screen, scale) -> list:
    """Where the room's name tag may go: the middle and the corners of the tile's top and bottom edges, as the
    tag's rects (backing included), the preferred first."""
    x0, y0 = to_screen(pf.rect[:2])
    x1, y1 = to_screen(pf.rect[2:])
    w, h = fonts.font(banner_size(scale), True).size(pf.face.name)
    inset = 6 * scale
    tops = [((x0 + x1) / 2, y0 + inset), (x0 + inset + w / 2, y0 + inset), (x1 - inset - w / 2, y0 + inset),
            ((x0 + x1) / 2, y1 - inset - h), (x0 + inset + w / 2, y1 - inset - h), (x1 - inset - w / 2, y1 - inset - h)]
    return [pygame.Rect(0, 0, w, h).move(int(x - w / 2), int(y)).inflate(10, 4) for x, y in tops]


def covered(rect, taken) -> int:
    """Pixels of `rect` under the rects of `taken`."""
    return sum(rect.clip(t).w * rect.clip(t).h for t in taken)


def draw_banner(surface, pf, bg, scale) -> None:
    """The room's name in a dark tag (its backing `bg`, from banner_spots)."""
    size = banner_size(scale)
    banner = fonts.render(pf.face.name, size, (255, 255, 255), True)
    pygame.draw.rect(surface, (20, 18, 16), bg, border_radius=5)
    pygame.draw.rect(surface, EXIT_EDGE[pf.face.colour], bg, 1, border_radius=5)
    r = banner.get_rect(center=bg.center)
    surface.blit(banner, r)
    fonts.note_text(surface, banner, r, pf.face.name, size)


def _banner(surface, pf, to_screen, scale, labels, size):
    """The room's name in a dark tag along the top or bottom edge of the tile, where it hides the least of the exits
    and markers."""
    bg = min(banner_spots(pf, to_screen, scale), key=lambda spot: covered(spot, labels.taken))
    draw_banner(surface, pf, bg, scale)
    labels.reserve(bg)


def draw_sight(surface, pf, origin: str, visible: set, to_screen, scale, clear=False):
    """Light the spaces seen from `origin` (M-7.7), shade the rest of the room, and draw the sight lines.
    clear=True: `surface` is a clear see-through overlay, so the shades are painted straight on it."""
    layer = surface if clear else pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    for sid, poly in pf.spaces.items():
        pts = [to_screen(p) for p in poly]
        if sid in visible:
            pygame.draw.polygon(layer, LIT + (50,), pts)
        else:
            pygame.draw.polygon(layer, (0, 0, 0, 135), pts)
    if layer is not surface:
        surface.blit(layer, (0, 0))
    for sid in visible:
        pygame.draw.lines(surface, LIT, True, [to_screen(p) for p in pf.spaces[sid]], _w(scale, 0.5, 2))
    c0 = to_screen(pf.centres[origin])
    for sid in sorted(visible):
        if sid != origin:
            draw.dashed_line(surface, LIT, c0, to_screen(pf.centres[sid]), 1, dash=5, gap=4)
    pygame.draw.circle(surface, (255, 255, 255), c0, max(4, int(2.6 * scale)))
    pygame.draw.circle(surface, (255, 170, 30), c0, max(3, int(2.0 * scale)))


def draw_graph(surface, pfs, steps, explores, to_screen, scale, labels=None):
    """Space graph: steps inside rooms as solid links, exploration links through exits as dashed ones."""
    col, link = (250, 250, 250), (255, 214, 90)
    done = set()
    for (i, a), ns in steps.items():
        for (j, b) in ns:
            key = frozenset(((i, a), (j, b)))
            if key in done:
                continue
            done.add(key)
            pygame.draw.line(surface, (20, 20, 20), to_screen(pfs[i].centres[a]), to_screen(pfs[j].centres[b]),
                             _w(scale, 0.9, 2) + 2)
            pygame.draw.line(surface, col, to_screen(pfs[i].centres[a]), to_screen(pfs[j].centres[b]),
                             _w(scale, 0.9, 2))
    for (i, a), (j, b) in explores:
        draw.dashed_line(surface, link, to_screen(pfs[i].centres[a]), to_screen(pfs[j].centres[b]),
                         _w(scale, 1.0, 2), dash=7, gap=5)
    for i, pf in enumerate(pfs):
        for sid, c in pf.centres.items():
            p = to_screen(c)
            pygame.draw.circle(surface, (20, 20, 20), p, max(3, int(1.8 * scale)) + 1)
            pygame.draw.circle(surface, col, p, max(3, int(1.8 * scale)))
            if labels is not None:
                labels.place(surface, sid, (p[0], p[1] + 3.4 * scale), max(MIN_TEXT, int(2.8 * scale)), (255, 255, 255))
