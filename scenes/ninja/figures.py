"""Ninja figures and marks on the fortress, drawn from one seat's view: guards (patrols with their facing, drunk
guards), seen intruders, searched zones, found entrances and ropes, and the guards' secret marks (sleeping guards,
mission goals, traps, hidden sentries) when the view holds them. Drawing only: nothing here changes the view."""
from __future__ import annotations

import math

import pygame

from engine import geometry
from engine.i18n import N_, T, pgettext
from engine.ui import draw, fonts, symbols
from scenes.ninja import draw as nd

SWORD = (206, 70, 56)
SPEAR = (70, 120, 206)
DRUNK = (120, 176, 70)
INK = (20, 18, 16)
WHITE = (250, 246, 236)
PATROL_RING = (255, 214, 90)
SECRET = (240, 210, 120)        # the guards' own secret marks: gold, dashed outline (only they see these)
INTRUDER_RGB = {"ninja": (24, 24, 30), "traitor": (128, 60, 160), "intruder": (24, 24, 30)}
SEARCH_WORDS = {"nothing": N_("searched: nothing"), "trap": N_("a trap was found"),
                "hidden_sentry": N_("a hidden sentry was found")}


# where a row of figures may move to keep clear of names and of other figures, in steps of half its
# height and width, nearest first
_STEPS = sorted(((i, j) for i in range(-3, 4) for j in range(-4, 5)), key=lambda d: d[0] ** 2 + d[1] ** 2 * 0.8)
# farther, for a crowded corner of a small window: a figure a little away from its zone beats a name hidden
_WIDE = sorted(((i, j) for i in range(-7, 8) for j in range(-8, 9)), key=lambda d: d[0] ** 2 + d[1] ** 2 * 0.8)
_STEPS_REACH, _WIDE_REACH = (3, 4), (7, 8)      # the farthest step of each, across and down


class Clear:
    """Where figures and marks go on the map: each row of tokens or badge is moved, as little as it can,
    off the zone names and the figures placed before it, staying in its zone. Made anew for every drawing
    from the names' rects, so drawing still changes nothing that lasts."""

    def __init__(self, cam, m, taken=(), names=(), memo=None, key=None, bounds=None, anchors=None):
        self.cam, self.m = cam, m
        self.anchors = anchors or {}   # zone -> world point: a figure moved out of its zone points back to it
        self.bounds = None if bounds is None else pygame.Rect(bounds)   # the map's rect: figures stay whole on it
        self.taken = list(taken)      # only appended to: the layers' own rects are never changed
        self.covers = [pygame.Rect(r) for r in names]    # what must stay readable: names, figures placed
        self.names = list(self.covers)
        # a request lands where it did before if the map looks the same (`key`, from the board view) and the
        # figures placed before it within its reach are the same: a memo (kept by the board view) spares the
        # search when a figure elsewhere moves, so a new game state costs only the rows near what changed
        self.memo = memo if memo is not None else {}
        self.base = key
        self.placed: list = []
        self.figures: list = []         # (box, zone) of everything placed: a click on a figure means its zone

    def place(self, surface, zone, box, what="figure", core=None) -> pygame.Rect:
        """Where `box` goes: the nearest step that covers nothing placed, stays on the map and keeps its
        `core` (the part that belongs to the zone, e.g. a row without its patrol arrows; all of it when None)
        centred in the zone; the steps are half the core's size."""
        box = pygame.Rect(box)
        core = box if core is None else pygame.Rect(core)
        hw, hh = max(1, core.w // 2), max(1, core.h // 2)
        # everything the search below may look at lies in the widest steps' reach
        reach = box.inflate(2 * hw * _WIDE_REACH[0] + 2, 2 * hh * _WIDE_REACH[1] + 2)
        near = tuple(tuple(self.placed[k]) for k in reach.collidelistall(self.placed))
        key = (self.base, zone, tuple(box), tuple(core), near)
        found = self.memo.get(key)
        if found is None:
            polygon = self.m.zone(zone).polygon if zone in self._zone_ids() else None
            inset = (core.x - box.x, core.y - box.y, core.w, core.h)
            # in its zone clear of everything; else in its zone over a wall or an icon but clear of names and
            # figures (a bridge, a crowded yard); else beside its zone (clear of all, then of names and figures);
            # else where it hides least
            found = (self._free(box, hw, hh, polygon, inset, self.taken)
                     or self._free(box, hw, hh, polygon, inset, self.covers)
                     or self._free(box, hw, hh, None, inset, self.taken)
                     or self._free(box, hw, hh, None, inset, self.covers, _WIDE) or self._least(box, hw, hh))
            if len(self.memo) > 20000:
                self.memo.clear()
            self.memo[key] = found
        box = pygame.Rect(found)
        moved_core = core.move(box.x - key[2][0], box.y - key[2][1])
        self._lead_back(surface, zone, moved_core)
        self.placed.append(box)
        self.figures.append((box, zone))
        self.taken.append(box)
        self.covers.append(box)
        fonts.note_figure(surface, box, what)
        return box

    def _free(self, box, hw, hh, polygon, inset, avoid, steps=_STEPS):
        """The nearest step of `box` that stays on the map, whose core (`inset`: x, y, w, h from the box's
        corner) covers none of `avoid` and (when `polygon` is given) has its centre in the polygon, and whose
        rest (a patrol's arrows) covers no name or figure."""
        ix, iy, iw, ih = inset
        # only what lies within reach of the steps can be hit: a few rects instead of every wall's
        far = _WIDE_REACH if steps is _WIDE else _STEPS_REACH
        reach = box.inflate(2 * hw * far[0] + 2, 2 * hh * far[1] + 2)
        avoid = [avoid[k] for k in reach.collidelistall(avoid)]
        covers = [self.covers[k] for k in reach.collidelistall(self.covers)]
        for i, j in steps:
            b = box.move(i * hw, j * hh)
            core = pygame.Rect(b.x + ix, b.y + iy, iw, ih)
            if (self.bounds is None or self.bounds.contains(b)) and core.collidelist(avoid) == -1 and (
                    b == core or b.collidelist(covers) == -1) and (
                    polygon is None or self._inside(core.center, polygon)):
                return b
        return None

    def _lead_back(self, surface, zone, core):
        """A figure pushed off its zone (a crowded room) gets a thin line back to the zone's anchor, drawn
        under it, so it is never read as standing in the zone it lies over."""
        if zone not in self.anchors or zone not in self._zone_ids():
            return
        polygon = self.m.zone(zone).polygon
        # a figure still touching its zone reads as in it: a line through the names would only clutter
        if any(self._inside(p, polygon) for p in (core.center, core.topleft, core.topright, core.bottomleft,
                                                   core.bottomright)):
            return
        a = self.cam.to_screen(self.anchors[zone])
        a = (int(a[0]), int(a[1]))
        pygame.draw.line(surface, WHITE, a, core.center, 3)
        pygame.draw.line(surface, INK, a, core.center, 1)
        pygame.draw.circle(surface, INK, a, 3)
        pygame.draw.circle(surface, WHITE, a, 2)

    def _inside(self, point, polygon):
        """Whether a screen point lies in a zone's polygon, remembered while the camera stays (the memo's
        `base` key changes with every redraw of the layers)."""
        key = ("inside", self.base, id(polygon), point)
        got = self.memo.get(key)
        if got is None:
            got = self.memo[key] = geometry.point_in_polygon(self.cam.to_world(point), polygon)
        return got

    def _least(self, box, hw, hh):
        """Where no step is free (a crowded castle room, a small window): the step on the map hiding the least
        of the names, then of the figures (a token over a token still shows both numbers' colours; a name half
        hidden is not read)."""
        def hidden(b, covers):
            return sum(b.clip(covers[k]).w * b.clip(covers[k]).h for k in b.collidelistall(covers))

        def off_map(b):
            return self.bounds is not None and not self.bounds.contains(b)
        return min((box.move(i * hw, j * hh) for i, j in _WIDE),
                   key=lambda b: (off_map(b), hidden(b, self.names), hidden(b, self.covers)))

    def _zone_ids(self):
        ids = getattr(self.m, "_zone_id_set", None)
        if ids is None:
            ids = self.m._zone_id_set = frozenset(z.id for z in self.m.zones)
        return ids


def row_box(centres, r) -> pygame.Rect:
    """The box a row of tokens of radius r (rings included) covers."""
    xs, ys = [c[0] for c in centres], [c[1] for c in centres]
    return pygame.Rect(min(xs) - r - 3, min(ys) - r - 3, max(xs) - min(xs) + 2 * r + 7, max(ys) - min(ys) + 2 * r + 7)


def placed_row(surface, clear, zone, centres, r, what, extra=()):
    """The centres of a row moved where `clear` puts its box (with the `extra` boxes that go with it, a
    patrol's arrows); unchanged without a Clear."""
    if clear is None:
        return centres
    core = row_box(centres, r)
    box = core.unionall(list(extra)) if extra else core
    moved = clear.place(surface, zone, box, what, core)
    dx, dy = moved.x - box.x, moved.y - box.y
    return [(c[0] + dx, c[1] + dy) for c in centres]


# figures' words (guard numbers, mark symbols, path turns) are never under 12 px, whatever the window: a smaller
# number is seen, not read (issues 13 and 17). In the smallest window (960x600) figures keep that size and
# stand closer together in the castle rooms.
FIGURE_TEXT = 12


def token_radius(cam) -> int:
    """A figure's radius: big enough for a two-digit number at FIGURE_TEXT, growing with the zoom."""
    return nd.marker_px(cam, 9, FIGURE_TEXT - 2, 14)


def figure_text(r) -> int:
    """The words' size in a figure of radius r: 12 px at r 10."""
    return r + 2


def spots(cam, shapes, zone, n, r, row=0):
    """n token centres in a row over a zone's anchor (row 1: just under it), centred."""
    ax, ay = cam.to_screen(shapes.anchors[zone])
    y = ay - 1.4 * r + row * 2.6 * r
    gap = 2.1 * r
    return [(int(ax + (i - (n - 1) / 2) * gap), int(y)) for i in range(n)]


def guard_token(surface, c, r, guard, facing_to=None):
    """One guard with his number: a sword guard a red disc, a spear guard a blue square (shape and colour, so
    no one needs the colour); a gold ring for a patrol; green with a jagged rim when drunk."""
    fill = DRUNK if guard["drunk"] else SWORD if guard["weapon"] == "sword" else SPEAR
    if guard["patrol"]:
        pygame.draw.circle(surface, PATROL_RING, c, r + 3)
    if guard["drunk"]:   # a jagged rim: drunk is told by the outline too, not by the green alone
        pts = [(c[0] + math.cos(k * math.pi / 8) * (r + (3 if k % 2 else 0)),
                c[1] + math.sin(k * math.pi / 8) * (r + (3 if k % 2 else 0))) for k in range(16)]
        pygame.draw.polygon(surface, INK, pts)
    if guard["weapon"] == "sword":
        pygame.draw.circle(surface, INK, c, r + 1)
        pygame.draw.circle(surface, fill, c, r)
    else:   # a spear guard's square, about the disc's area so neither looks weightier
        half = int(r * 0.9)
        square = pygame.Rect(c[0] - half, c[1] - half, 2 * half, 2 * half)
        pygame.draw.rect(surface, INK, square.inflate(2, 2), border_radius=max(1, r // 5))
        pygame.draw.rect(surface, fill, square, border_radius=max(1, r // 5))
    fonts.blit_text(surface, str(guard["number"]), c, figure_text(r), WHITE, bold=True, anchor="center",
                    kind="figure")
    if facing_to is not None:
        a, b = arrow_ends(c, r, facing_to)
        draw.arrow(surface, PATROL_RING, a, b, width=3, head=max(6, r))


def arrow_ends(c, r, towards):
    """Where a patrol's arrow starts and ends: out of the token's ring, pointing at `towards`."""
    dx, dy = towards[0] - c[0], towards[1] - c[1]
    d = math.hypot(dx, dy) or 1
    return ((c[0] + dx / d * (r + 3), c[1] + dy / d * (r + 3)),
            (c[0] + dx / d * (r + 3 + 1.6 * r), c[1] + dy / d * (r + 3 + 1.6 * r)))


def arrow_box(c, r, towards) -> pygame.Rect:
    """The box a patrol's arrow (head included) covers."""
    a, b = arrow_ends(c, r, towards)
    head = max(6, r)
    box = pygame.Rect(int(min(a[0], b[0])), int(min(a[1], b[1])), int(abs(a[0] - b[0])) + 1, int(abs(a[1] - b[1])) + 1)
    return box.inflate(head, head)


def draw_guards(surface, cam, shapes, view, highlights=None, clear=None):
    """Every guard on the map, grouped by zone; a patrol's arrow points at the zone it enters next."""
    r = token_radius(cam)
    by_zone: dict = {}
    for g in view["guards"]:
        if not g["zone"].startswith("secret_passage"):
            by_zone.setdefault(g["zone"], []).append(g)
    facing = view.get("patrol_facing", {})
    for zone, guards in by_zone.items():
        guards.sort(key=lambda g: (g["patrol"] or 0, g["number"]))
        row = spots(cam, shapes, zone, len(guards), r)
        aims = []
        for c, g in zip(row, guards):
            ahead = facing.get(str(g["patrol"])) if g["patrol"] else None
            # one arrow per patrol: on its first figure
            first = g["patrol"] and g is next(x for x in guards if x["patrol"] == g["patrol"])
            aims.append(cam.to_screen(shapes.anchors[ahead]) if first and ahead in shapes.anchors else None)
        # the arrows move with the row and keep their direction: the row and its arrows are placed as one
        extra = [arrow_box(c, r, to) for c, to in zip(row, aims) if to is not None]
        moved = placed_row(surface, clear, zone, row, r, "guards", extra)
        dx, dy = moved[0][0] - row[0][0], moved[0][1] - row[0][1]
        for c, g, to in zip(moved, guards, aims):
            if to is not None:
                fonts.note_figure(surface, arrow_box(c, r, (to[0] + dx, to[1] + dy)), "patrol arrow")
            guard_token(surface, c, r, g, None if to is None else (to[0] + dx, to[1] + dy))


def intruder_token(surface, c, r, figure, hidden=False):
    """An intruder: a dark hooded disc; drawn with a dashed ring where only his own side knows he stands."""
    fill = INTRUDER_RGB.get(figure, INTRUDER_RGB["ninja"])
    pygame.draw.circle(surface, WHITE, c, r + 2)
    pygame.draw.circle(surface, fill, c, r)
    pygame.draw.line(surface, (220, 40, 40), (c[0] - r + 2, c[1] - r // 4), (c[0] + r - 2, c[1] - r // 4), 2)
    fonts.blit_text(surface, figure[:1].upper(), (c[0], c[1] + r // 4), figure_text(r), WHITE, bold=True,
                    anchor="center", kind="figure")
    if hidden:
        for k in range(8):
            a0 = k * math.pi / 4
            pygame.draw.arc(surface, (255, 255, 255), pygame.Rect(c[0] - r - 5, c[1] - r - 5, 2 * r + 10, 2 * r + 10),
                            a0, a0 + math.pi / 8, 2)


def draw_intruders(surface, cam, shapes, view, clear=None):
    """Intruders where the viewer knows they are: seen by all, or (for their own side) their secret zone."""
    r = token_radius(cam)
    secret = (view.get("intruder_secrets") or {}).get("figures", {})
    placed: dict = {}
    for figure, me in view["intruders"].items():
        zone, hidden = me.get("zone", ""), False
        if figure in secret and secret[figure]["status"] == "active":
            zone, hidden = secret[figure]["zone"], not me.get("seen")
        if me.get("status") != "active" and figure not in secret:
            continue
        if zone and zone in shapes.anchors:
            placed.setdefault(zone, []).append((figure, hidden))
    for zone, figs in placed.items():
        row = placed_row(surface, clear, zone, spots(cam, shapes, zone, len(figs), r, row=1), r, "intruders")
        for c, (figure, hidden) in zip(row, figs):
            intruder_token(surface, c, r, figure, hidden)


# a mark is a shape with one short symbol, so it stays small at a readable size; the shape alone tells the
# kinds apart without colour (the legend and the zone's tooltip say it in words)
MARK_SHAPES = {"trap": ("triangle", "!"), "hidden_sentry": ("square", "S")}
SEARCHED = (222, 222, 210)       # a searched zone's mark: what everyone knows


def mark_symbol(what) -> tuple[str, str]:
    """(shape, symbol) of a mark: a trap, a hidden sentry, a mission goal (its letter) or a searched-empty zone."""
    if what == "nothing":
        return "circle", "✓"
    if what == "hidden_sentry":   # a word's initial, so it is translated ('S' / '哨'); a context keeps it apart
        return "square", pgettext("a hidden sentry's mark", "S")    # from goal letters, which stay A–F as printed
    return MARK_SHAPES.get(what, ("diamond", str(what)))


def mark_radius(cam) -> int:
    return token_radius(cam)


def mark_box(c, r, shape, text) -> pygame.Rect:
    """The box a mark covers: a square for one symbol, wider for a pill of words (sleeping guards)."""
    w = 2 * r + 2
    if shape == "pill":
        w = max(w, fonts.font(figure_text(r), True).size(text)[0] + r)
    box = pygame.Rect(0, 0, w, 2 * r + 2)
    box.center = (int(c[0]), int(c[1]))
    return box


def draw_mark(surface, c, r, shape, text, fill, clear=None, zone=None, what="mark") -> pygame.Rect:
    """One mark (moved by `clear` off names and figures): its shape in `fill`, a dark edge, its symbol."""
    box = mark_box(c, r, shape, text)
    if clear is not None:
        box = clear.place(surface, zone, box, what)
    x0, y0, x1, y1, cx, cy = box.left, box.top, box.right - 1, box.bottom - 1, box.centerx, box.centery
    text_at = box.center
    if shape == "diamond":
        pts = [(cx, y0 - 1), (x1 + 1, cy), (cx, y1 + 1), (x0 - 1, cy)]
    elif shape == "triangle":
        pts = [(cx, y0 - 2), (x1 + 2, y1), (x0 - 2, y1)]
        text_at = (cx, cy + r // 4)
    else:
        pts = None
    if pts is not None:
        pygame.draw.polygon(surface, fill, pts)
        pygame.draw.polygon(surface, INK, pts, 2)
    elif shape == "circle":
        pygame.draw.circle(surface, fill, box.center, r + 1)
        pygame.draw.circle(surface, INK, box.center, r + 1, 2)
    else:   # square, pill
        radius = 2 if shape == "square" else r
        pygame.draw.rect(surface, fill, box, border_radius=radius)
        pygame.draw.rect(surface, INK, box, 2, border_radius=radius)
    fonts.blit_text(surface, text, text_at, figure_text(r), INK, bold=True, anchor="center", kind="figure")
    return box


def secret_mark_text(what) -> str:
    """A mark in words, for tooltips and the log: "a trap", "mission goal A"."""
    if what == "trap":
        return T("a trap")
    if what == "hidden_sentry":
        return T("a hidden sentry")
    return T("mission goal {letter}", letter=what)


def draw_guard_secrets(surface, cam, shapes, view, clear=None):
    """The guards' private map: sleeping guards in barracks, goals, traps and hidden sentries (gold marks)."""
    secrets = view.get("guard_secrets")
    if not secrets:
        return
    r = mark_radius(cam)
    searched = view.get("searched", {})
    for zone, n in secrets.get("sleeping", {}).items():
        if zone in shapes.anchors:
            c = spots(cam, shapes, zone, 1, r, row=-1)[0]
            # 'Zz2' in English, '睡2' in Chinese: no Latin letters on a Chinese board
            draw_mark(surface, c, r, "pill", T("Zz{n}", n=n), (190, 196, 214), clear, zone, "sleeping guards")
    for zone, what in secrets.get("objects", {}).items():
        if zone in shapes.anchors and zone not in searched:
            c = spots(cam, shapes, zone, 1, r, row=-1)[0]
            shape, text = mark_symbol(what)
            draw_mark(surface, (c[0], c[1] - (2 * r + 2 if zone in secrets.get("sleeping", {}) else 0)), r,
                      shape, text, SECRET, clear, zone, secret_mark_text(what))


def draw_public_marks(surface, cam, shapes, view, clear=None):
    """What everyone knows: searched zones and what they held, found passage entrances, found ropes."""
    r = mark_radius(cam)
    for zone, found in view.get("searched", {}).items():
        if zone in shapes.anchors:
            c = spots(cam, shapes, zone, 1, r, row=2)[0]
            shape, text = mark_symbol(found)
            draw_mark(surface, c, r, shape, text, SEARCHED, clear, zone, "searched")
    for _owner, zone in view.get("found_entrances", []):
        if zone in shapes.anchors:
            entrance_ring(surface, cam, shapes, zone, r, (60, 40, 20), clear)
    for rope in view.get("found_ropes", []):
        draw_rope(surface, cam, shapes, rope[1], rope[2], r)


def entrance_ring(surface, cam, shapes, zone, r, rgb, clear=None, inner=None) -> pygame.Rect:
    """A secret passage's entrance: a thick ring (a hole in the floor) beside the zone's anchor, moved by
    `clear` off the names and figures, and recorded as a figure."""
    c = cam.to_screen(shapes.anchors[zone])
    box = pygame.Rect(0, 0, 2 * r + 4, 2 * r + 4)
    box.center = (int(c[0] - 2.2 * r), int(c[1] + 1.4 * r))
    if clear is not None:
        box = clear.place(surface, zone, box, "passage entrance")
    else:
        fonts.note_figure(surface, box, "passage entrance")
    pygame.draw.circle(surface, rgb, box.center, r + 1, max(3, r // 2))
    if inner is not None:
        pygame.draw.circle(surface, inner, box.center, r + 1, 1)
    pygame.draw.circle(surface, INK, box.center, max(2, r // 2 - 1))
    return box


def draw_rope(surface, cam, shapes, a, b, r):
    if a in shapes.anchors and b in shapes.anchors:
        p, q = cam.to_screen(shapes.anchors[a]), cam.to_screen(shapes.anchors[b])
        draw.dashed_line(surface, (150, 110, 60), p, q, width=max(2, r // 3), dash=6, gap=4)


def draw_highlights(surface, cam, m, highlights, polys):
    """Outlines of the zones the shell marks: legal, preferred, hover, focus, event, hint (the H key's answer)."""
    style = {"legal": ((255, 222, 120), 2), "preferred": ((255, 255, 255), 3), "hover": ((255, 246, 180), 4),
             "focus": ((120, 220, 255), 4), "event": ((255, 120, 90), 3), "look": ((200, 200, 200), 1),
             "hint": ((110, 240, 170), 6)}
    for target, kind in highlights.items():
        pts = polys.get(target)
        if pts is None:
            continue
        rgb, w = style.get(kind, ((255, 222, 120), 2))
        if kind == "event":   # dashed: told from the other outlines by its line, not its colour alone
            symbols.dashed_outline(surface, rgb, pts, w, 4 * w, 3 * w)
        else:
            pygame.draw.polygon(surface, rgb, pts, w)
