"""Ninja figures and marks on the fortress, drawn from one seat's view: guards (patrols with their facing, drunk
guards), seen intruders, searched zones, found entrances and ropes, and the guards' secret marks (sleeping guards,
mission goals, traps, hidden sentries) when the view holds them. Drawing only: nothing here changes the view."""
from __future__ import annotations

import math

import pygame

from engine import geometry
from engine.ui import draw, fonts
from scenes.ninja import draw as nd

SWORD = (206, 70, 56)
SPEAR = (70, 120, 206)
DRUNK = (120, 176, 70)
INK = (20, 18, 16)
WHITE = (250, 246, 236)
PATROL_RING = (255, 214, 90)
SECRET = (240, 210, 120)        # the guards' own secret marks: gold, dashed outline (only they see these)
INTRUDER_RGB = {"ninja": (24, 24, 30), "traitor": (128, 60, 160), "intruder": (24, 24, 30)}
SEARCH_WORDS = {"nothing": "searched: nothing", "trap": "a trap was found", "hidden_sentry": "a hidden sentry was found"}


# where a row of figures may move to keep clear of names and of other figures, in steps of half its
# height and width, nearest first
_STEPS = sorted(((i, j) for i in range(-3, 4) for j in range(-4, 5)), key=lambda d: d[0] ** 2 + d[1] ** 2 * 0.8)


class Clear:
    """Where figures and marks go on the map: each row of tokens or badge is moved, as little as it can,
    off the zone names and the figures placed before it, staying in its zone. Made anew for every drawing
    from the names' rects, so drawing still changes nothing that lasts."""

    def __init__(self, cam, m, taken=(), names=(), memo=None, key=None):
        self.cam, self.m = cam, m
        self.taken = list(taken)      # only appended to: the layers' own rects are never changed
        self.covers = [pygame.Rect(r) for r in names]    # what must stay readable: names, figures placed
        # the same requests in the same order land in the same places: a memo (kept by the board view,
        # keyed by what the map looks like) spares the search in the next frames; `chain` stands for
        # every request made before this one
        self.memo = memo if memo is not None else {}
        self.chain = key

    def place(self, surface, zone, box, what="figure") -> pygame.Rect:
        box = pygame.Rect(box)
        key = (self.chain, zone, tuple(box))
        found = self.memo.get(key)
        if found is None:
            polygon = self.m.zone(zone).polygon if zone in self._zone_ids() else None
            hw, hh = max(1, box.w // 2), max(1, box.h // 2)
            found = self._free(box, hw, hh, polygon) or self._free(box, hw, hh, None) or self._least(box, hw, hh)
            if len(self.memo) > 20000:
                self.memo.clear()
            self.memo[key] = found
        self.chain = hash(key)
        box = pygame.Rect(found)
        self.taken.append(box)
        self.covers.append(box)
        fonts.note_figure(surface, box, what)
        return box

    def _free(self, box, hw, hh, polygon):
        """The nearest step of `box` that covers nothing placed (and stays in the polygon, when given)."""
        for i, j in _STEPS:
            b = box.move(i * hw, j * hh)
            if b.collidelist(self.taken) == -1 and (
                    polygon is None or geometry.point_in_polygon(self.cam.to_world(b.center), polygon)):
                return b
        return None

    def _least(self, box, hw, hh):
        """Where no step is free (a crowded castle room): the step hiding the least of names and figures."""
        covers = self.covers

        def hidden(b):
            return sum(b.clip(covers[k]).w * b.clip(covers[k]).h for k in b.collidelistall(covers))
        return min((box.move(i * hw, j * hh) for i, j in _STEPS), key=hidden)

    def _zone_ids(self):
        ids = getattr(self.m, "_zone_id_set", None)
        if ids is None:
            ids = self.m._zone_id_set = frozenset(z.id for z in self.m.zones)
        return ids


def row_box(centres, r) -> pygame.Rect:
    """The box a row of tokens of radius r (rings included) covers."""
    xs, ys = [c[0] for c in centres], [c[1] for c in centres]
    return pygame.Rect(min(xs) - r - 3, min(ys) - r - 3, max(xs) - min(xs) + 2 * r + 7, max(ys) - min(ys) + 2 * r + 7)


def placed_row(surface, clear, zone, centres, r, what):
    """The centres of a row moved where `clear` puts its box (unchanged without a Clear)."""
    if clear is None:
        return centres
    box = row_box(centres, r)
    moved = clear.place(surface, zone, box, what)
    dx, dy = moved.x - box.x, moved.y - box.y
    return [(c[0] + dx, c[1] + dy) for c in centres]


def token_radius(cam) -> int:
    return nd.marker_px(cam, 9, 6, 13)


def spots(cam, shapes, zone, n, r, row=0):
    """n token centres in a row over a zone's anchor (row 1: just under it), centred."""
    ax, ay = cam.to_screen(shapes.anchors[zone])
    y = ay - 1.4 * r + row * 2.6 * r
    gap = 2.1 * r
    return [(int(ax + (i - (n - 1) / 2) * gap), int(y)) for i in range(n)]


def guard_token(surface, c, r, guard, facing_to=None):
    """One guard: a disc in his weapon's colour with his number; a gold ring for a patrol, green when drunk."""
    fill = DRUNK if guard["drunk"] else SWORD if guard["weapon"] == "sword" else SPEAR
    if guard["patrol"]:
        pygame.draw.circle(surface, PATROL_RING, c, r + 3)
    pygame.draw.circle(surface, INK, c, r + 1)
    pygame.draw.circle(surface, fill, c, r)
    fonts.blit_text(surface, str(guard["number"]), c, max(8, int(r * 1.1)), WHITE, bold=True, anchor="center",
                    kind="figure")
    if facing_to is not None:
        dx, dy = facing_to[0] - c[0], facing_to[1] - c[1]
        d = math.hypot(dx, dy) or 1
        a = (c[0] + dx / d * (r + 3), c[1] + dy / d * (r + 3))
        b = (c[0] + dx / d * (r + 3 + 1.6 * r), c[1] + dy / d * (r + 3 + 1.6 * r))
        draw.arrow(surface, PATROL_RING, a, b, width=3, head=max(6, r))


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
        row = placed_row(surface, clear, zone, spots(cam, shapes, zone, len(guards), r), r, "guards")
        for c, g in zip(row, guards):
            ahead = facing.get(str(g["patrol"])) if g["patrol"] else None
            # one arrow per patrol: on its first figure
            first = g["patrol"] and g is next(x for x in guards if x["patrol"] == g["patrol"])
            to = cam.to_screen(shapes.anchors[ahead]) if first and ahead in shapes.anchors else None
            guard_token(surface, c, r, g, to)


def intruder_token(surface, c, r, figure, hidden=False):
    """An intruder: a dark hooded disc; drawn with a dashed ring where only his own side knows he stands."""
    fill = INTRUDER_RGB.get(figure, INTRUDER_RGB["ninja"])
    pygame.draw.circle(surface, WHITE, c, r + 2)
    pygame.draw.circle(surface, fill, c, r)
    pygame.draw.line(surface, (220, 40, 40), (c[0] - r + 2, c[1] - r // 4), (c[0] + r - 2, c[1] - r // 4), 2)
    fonts.blit_text(surface, figure[:1].upper(), (c[0], c[1] + r // 4), max(8, int(r * 1.0)), WHITE, bold=True,
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


def badge_box(c, r, text) -> pygame.Rect:
    w = max(2 * r, fonts.font(badge_size(r), True).size(text)[0] + r)
    box = pygame.Rect(0, 0, w, 2 * r)
    box.center = (int(c[0]), int(c[1]))
    return box


def badge_size(r) -> int:
    return max(8, int(r * 1.1))


def _badge(surface, c, r, text, fill, ink=INK, dashed=False, clear=None, zone=None):
    box = badge_box(c, r, text)
    if clear is not None:
        box = clear.place(surface, zone, box, text)
    pygame.draw.rect(surface, fill, box, border_radius=4)
    if dashed:
        for x in range(box.left, box.right, 6):
            pygame.draw.line(surface, INK, (x, box.top), (min(x + 3, box.right), box.top), 2)
            pygame.draw.line(surface, INK, (x, box.bottom - 1), (min(x + 3, box.right), box.bottom - 1), 2)
    else:
        pygame.draw.rect(surface, INK, box, 1, border_radius=4)
    fonts.blit_text(surface, text, box.center, badge_size(r), ink, bold=True, anchor="center", kind="figure")
    return box


def secret_mark_text(what) -> str:
    return {"trap": "Trap", "hidden_sentry": "Sentry"}.get(what, f"Goal {what}")


def draw_guard_secrets(surface, cam, shapes, view, clear=None):
    """The guards' private map: sleeping guards in barracks, goals, traps and hidden sentries (gold, dashed)."""
    secrets = view.get("guard_secrets")
    if not secrets:
        return
    r = max(6, token_radius(cam) - 1)
    searched = view.get("searched", {})
    for zone, n in secrets.get("sleeping", {}).items():
        if zone in shapes.anchors:
            c = spots(cam, shapes, zone, 1, r, row=-1)[0]
            _badge(surface, (c[0], c[1]), r, f"Zz {n}", (190, 196, 214), dashed=True, clear=clear, zone=zone)
    for zone, what in secrets.get("objects", {}).items():
        if zone in shapes.anchors and zone not in searched:
            c = spots(cam, shapes, zone, 1, r, row=-1)[0]
            _badge(surface, (c[0], c[1] - (2 * r + 2 if zone in secrets.get("sleeping", {}) else 0)), r,
                   secret_mark_text(what), SECRET, dashed=True, clear=clear, zone=zone)


def draw_public_marks(surface, cam, shapes, view, clear=None):
    """What everyone knows: searched zones and what they held, found passage entrances, found ropes."""
    r = max(6, token_radius(cam) - 1)
    for zone, found in view.get("searched", {}).items():
        if zone in shapes.anchors:
            c = spots(cam, shapes, zone, 1, r, row=2)[0]
            text = "✓" if found == "nothing" else secret_mark_text(found)
            _badge(surface, c, r, text, (222, 222, 210), clear=clear, zone=zone)
    for _owner, zone in view.get("found_entrances", []):
        if zone in shapes.anchors:
            c = cam.to_screen(shapes.anchors[zone])
            pygame.draw.circle(surface, (60, 40, 20), (int(c[0]), int(c[1])), 3 * r, 3)
    for rope in view.get("found_ropes", []):
        draw_rope(surface, cam, shapes, rope[1], rope[2], r)


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
        pygame.draw.polygon(surface, rgb, pts, w)
