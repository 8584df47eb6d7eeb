"""Author rulesets/ninja/data/fortress.yaml: label a fine grid by region + nearest seed, trace shared borders, write YAML.

Run `python tools/author_ninja_map.py` to regenerate; the committed YAML is the source of truth,
this script only saves hand-typing ~90 polygons whose shared edges must match exactly.

Method: every 5-unit cell of the 1600x1100 board gets a zone (its region by signed distance to
rounded rectangles: grounds, outer moat, courtyard, castle moats, castle interiors; within a
region, the nearest seed). The borders between two zones are traced as chains between junctions,
smoothed once and simplified, and both zones use the very same chain, so neighbours share edges
exactly. Tiny chains are contracted to a point so zones never touch along a sliver.
"""
from __future__ import annotations

import json
import math
import os
import sys
from collections import defaultdict

W, H = 1600, 1100
CELL = 5
NX, NY = W // CELL, H // CELL
C = (800.0, 550.0)

OUTER = dict(c=C, hx=690, hy=455, r=170)      # outer edge of the outer moat
OUTER_MOAT_W = 55
CASTLES = {
    "west": dict(c=(490.0, 550.0), hx=180, hy=170, r=46),
    "east": dict(c=(1110.0, 550.0), hx=175, hy=165, r=46),
}
CASTLE_MOAT_W = 36
BRIDGE_HALF = 30       # half width of outer bridges
GATE_HALF = 26         # half width of castle gate bridges
MIN_CHAIN = 14.0       # borders shorter than this are contracted to a point


# ---------------------------------------------------------------- shapes
def sd_rr(p, c, hx, hy, r):
    """Signed distance to a rounded rectangle (negative inside)."""
    qx = abs(p[0] - c[0]) - hx + r
    qy = abs(p[1] - c[1]) - hy + r
    out = math.hypot(max(qx, 0.0), max(qy, 0.0))
    return out + min(max(qx, qy), 0.0) - r


def wobble(p):
    # a gentle wave so the outer moat curves like dug earth, not a drafted rectangle
    a = math.atan2(p[1] - C[1], p[0] - C[0])
    return 7.0 * math.sin(3 * a + 0.6) + 5.0 * math.sin(7 * a + 1.3)


def rr_point(c, hx, hy, r, t):
    """Point at arc length t along a rounded rectangle, clockwise (y down) from its top centre."""
    sx, sy = hx - r, hy - r
    segs = [("line", (0, -hy), (sx, -hy)), ("arc", (sx, -sy), -math.pi / 2),
            ("line", (hx, -sy), (hx, sy)), ("arc", (sx, sy), 0.0),
            ("line", (sx, hy), (-sx, hy)), ("arc", (-sx, sy), math.pi / 2),
            ("line", (-hx, sy), (-hx, -sy)), ("arc", (-sx, -sy), math.pi),
            ("line", (-sx, -hy), (0, -hy))]
    lens = [math.dist(s[1], s[2]) if s[0] == "line" else math.pi * r / 2 for s in segs]
    P = sum(lens)
    t %= P
    for s, L in zip(segs, lens):
        if t <= L or s is segs[-1]:
            if s[0] == "line":
                f = t / L if L else 0
                x = s[1][0] + (s[2][0] - s[1][0]) * f
                y = s[1][1] + (s[2][1] - s[1][1]) * f
            else:
                a = s[2] + t / r
                x, y = s[1][0] + r * math.cos(a), s[1][1] + r * math.sin(a)
            return (c[0] + x, c[1] + y)
        t -= L
    raise AssertionError


def rr_len(hx, hy, r):
    return 4 * (hx - r) + 4 * (hy - r) + 2 * math.pi * r


def ring_seeds(shape, offset, n, start, half_step=True):
    """n seeds along the rounded rectangle grown by `offset`, the first half a step after `start`."""
    hx, hy, r = shape["hx"] + offset, shape["hy"] + offset, shape["r"] + offset
    P = rr_len(hx, hy, r)
    return [rr_point(shape["c"], hx, hy, r, start * P + (k + (0.5 if half_step else 0.0)) * P / n)
            for k in range(n)]


# ---------------------------------------------------------------- the authored layout
COMPASS16 = ["N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE", "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW"]


def compass(p, c, hx, hy):
    """16-point compass direction of p from c, with the rectangle's aspect taken out."""
    a = math.degrees(math.atan2((p[0] - c[0]) / hx, -(p[1] - c[1]) / hy)) % 360
    return COMPASS16[round(a / 22.5) % 16]

GROUNDS_NAMES = ["Pine Ridge", "Fox Shrine", "Tea Terraces", "Cedar Wood", "Charcoal Kilns", "Mill Stream",
                 "Reed Marsh", "Ox Road", "Rice Paddies", "Burial Mound", "Willow Bank",
                 "Bamboo Grove", "Hunters' Camp", "Stone Lanterns", "Plum Orchard", "Crow Hill"]

# courtyard: (x, y, name, type, tags); authored positions shape the zones (nearest-seed cells)
COURTYARD = [
    # north strip, west to east
    (215, 235, "Horse Yard", "courtyard", ["watch_post"]),
    (360, 310, "Archery Range", "courtyard", []),
    (420, 205, "Smithy", "courtyard", []),
    (560, 300, "Armoury Yard", "courtyard", ["barracks"]),
    (620, 200, "Well Court", "courtyard", []),
    (800, 225, "North Plaza", "courtyard", ["watch_post"]),
    (960, 205, "Moss Garden", "garden", []),
    (1045, 310, "Rock Garden", "garden", []),
    (1160, 200, "Tea House", "garden", []),
    (1260, 310, "Koi Pond", "garden", []),
    (1385, 235, "Kennels", "courtyard", ["watch_post"]),
    # west and east strips
    (225, 405, "Hay Barn", "courtyard", []),
    (225, 555, "West Lodge", "courtyard", ["barracks"]),
    (225, 705, "Wood Store", "courtyard", []),
    (1375, 400, "Bath House", "courtyard", []),
    (1375, 550, "East Lodge", "courtyard", []),
    (1375, 700, "Herb Garden", "garden", []),
    # the middle, directly between the castles
    (800, 395, "Bell Court", "courtyard", ["between_castles"]),
    (800, 555, "Central Court", "courtyard", ["between_castles"]),
    (800, 710, "Sand Court", "courtyard", ["between_castles"]),
    # south strip, west to east
    (215, 865, "Dog Run", "courtyard", ["watch_post"]),
    (350, 790, "Laundry", "courtyard", []),
    (400, 895, "Kitchen Yard", "courtyard", []),
    (560, 800, "Sake Brewery", "courtyard", []),
    (630, 900, "Potters' Yard", "courtyard", []),
    (800, 880, "South Plaza", "courtyard", ["watch_post"]),
    (960, 895, "Lotus Pool", "garden", []),
    (1040, 790, "Granary Yard", "courtyard", []),
    (1170, 895, "Drill Ground", "courtyard", ["barracks"]),
    (1260, 790, "Paddock", "courtyard", []),
    (1385, 865, "Goat Pen", "courtyard", ["watch_post"]),
]

# the red patrol track: a loop round the courtyard with a crossbar between the castles
TRACK_LOOP = ["Horse Yard", "Smithy", "Well Court", "North Plaza", "Moss Garden", "Tea House", "Kennels",
              "Bath House", "East Lodge", "Herb Garden", "Goat Pen", "Drill Ground", "Lotus Pool", "South Plaza",
              "Potters' Yard", "Kitchen Yard", "Dog Run", "Wood Store", "West Lodge", "Hay Barn"]
TRACK_CROSSBAR = ["North Plaza", "Bell Court", "Central Court", "Sand Court", "South Plaza"]

# castle interiors: offsets from the castle centre, name, tags
INTERIOR = {
    "west": [(-100, -90, "Lotus Tower", ["watch_post"]), (10, -95, "Shrine Room", []),
             (105, -80, "Treasury", []), (-105, 20, "Guard Hall", ["barracks"]), (0, 5, "West Keep", []),
             (105, 25, "Gate Hall", []), (-95, 100, "Sleeping Hall", ["barracks"]),
             (10, 105, "Scroll Room", []), (105, 100, "Crane Tower", ["watch_post"])],
    "east": [(-95, -85, "Moon Tower", ["watch_post"]), (0, -100, "Library", []), (100, -70, "Tea Room", []),
             (-100, 25, "Audience Hall", []), (5, 0, "East Keep", []), (100, 30, "Armoury", ["barracks"]),
             (-95, 100, "Lords' Rooms", ["barracks"]), (10, 105, "Jade Hall", []),
             (105, 100, "Sun Tower", ["watch_post"])],
}
# walls inside the castles (besides the castle walls): the keeps are walled off on two sides
INNER_WALLS = [("West Keep", "Shrine Room"), ("West Keep", "Scroll Room"),
               ("East Keep", "Library"), ("East Keep", "Jade Hall"),
               ("Moss Garden", "Rock Garden"), ("Lotus Pool", "Granary Yard")]



def slug(name):
    return "".join(ch if ch.isalnum() else "_" for ch in name.lower().replace("'", "")).strip("_")


class Zone:
    def __init__(self, name, ztype, castle="none", tags=(), seed=None):
        self.name, self.type, self.castle, self.tags, self.seed = name, ztype, castle, list(tags), seed
        self.id = slug(name)


def build_zones():
    zones: list[Zone] = []
    regions: dict[str, list[int]] = defaultdict(list)

    def add(region, z):
        regions[region].append(len(zones))
        zones.append(z)
        return z

    for i, p in enumerate(ring_seeds(OUTER, 55, len(GROUNDS_NAMES), 0.02, half_step=False)):
        add("grounds", Zone(GROUNDS_NAMES[i], "grounds", tags=["map_edge"], seed=p))
    # 14 moat zones, 7 a side; the bridges hold N and S, so the moats are named NNE..SSE and SSW..NNW
    for k, p in enumerate(ring_seeds(OUTER, -OUTER_MOAT_W / 2, 14, 0.0)):
        add("omoat", Zone(f"Outer Moat {COMPASS16[k + 1 if k < 7 else k + 2]}", "moat", seed=p))
    # both outer bridges carry a watch post: 6 courtyard + 2 bridges + 2 per castle = 12 (N-3.10)
    add("bridge_n", Zone("North Bridge", "bridge", tags=["watch_post"]))
    add("bridge_s", Zone("South Bridge", "bridge", tags=["watch_post"]))
    for x, y, name, ztype, tags in COURTYARD:
        add("court", Zone(name, ztype, tags=tags, seed=(x, y)))
    for side, shape in CASTLES.items():
        cap = side.capitalize()
        # the gate faces the middle of the fortress: east side of the west castle and vice versa
        hx, hy, r = shape["hx"], shape["hy"], shape["r"]
        P = rr_len(hx, hy, r)
        east_t = ((hx - r) + math.pi * r / 2 + (hy - r)) / P
        start = east_t if side == "west" else east_t + 0.5
        for p in ring_seeds(shape, -CASTLE_MOAT_W / 2, 8, start):
            add(f"cmoat_{side}", Zone(f"{cap} Moat {compass(p, shape['c'], hx, hy)}", "moat", castle=side, seed=p))
        add(f"gate_{side}", Zone(f"{cap} Gate", "bridge", castle=side))
        for dx, dy, name, tags in INTERIOR[side]:
            add(f"inner_{side}", Zone(name, "castle", castle=side, tags=tags,
                                      seed=(shape["c"][0] + dx, shape["c"][1] + dy)))
    names = [z.name for z in zones]
    dups = {n for n in names if names.count(n) > 1}
    if dups:
        raise SystemExit(f"duplicate zone names: {sorted(dups)}")
    return zones, regions


def region_of(p):
    so = sd_rr(p, OUTER["c"], OUTER["hx"], OUTER["hy"], OUTER["r"]) + wobble(p)
    if so > 0:
        return "grounds"
    if so > -OUTER_MOAT_W:
        if abs(p[0] - C[0]) < BRIDGE_HALF:
            return "bridge_n" if p[1] < C[1] else "bridge_s"
        return "omoat"
    for side, s in CASTLES.items():
        sd = sd_rr(p, s["c"], s["hx"], s["hy"], s["r"])
        if sd <= 0:
            if sd > -CASTLE_MOAT_W:
                towards_middle = (p[0] > s["c"][0]) if side == "west" else (p[0] < s["c"][0])
                if towards_middle and abs(p[1] - s["c"][1]) < GATE_HALF and abs(p[0] - s["c"][0]) > s["hx"] - 60:
                    return f"gate_{side}"
                return f"cmoat_{side}"
            return f"inner_{side}"
    return "court"


def label_grid(zones, regions):
    grid = [[-1] * NY for _ in range(NX)]
    for i in range(NX):
        for j in range(NY):
            p = ((i + 0.5) * CELL, (j + 0.5) * CELL)
            reg = region_of(p)
            members = regions[reg]
            if len(members) == 1:
                grid[i][j] = members[0]
            else:
                grid[i][j] = min(members, key=lambda z: (zones[z].seed[0] - p[0]) ** 2 + (zones[z].seed[1] - p[1]) ** 2)
    return grid


# ---------------------------------------------------------------- tracing borders
def lab(grid, i, j):
    return grid[i][j] if 0 <= i < NX and 0 <= j < NY else -1


def trace_chains(grid):
    """Chains of grid vertices between junctions, each with the two labels it separates."""
    adj = defaultdict(list)  # vertex -> [neighbouring vertex along a border]
    for i in range(-1, NX):
        for j in range(-1, NY):
            a = lab(grid, i, j)
            if a != lab(grid, i + 1, j):     # vertical border at x = i+1
                u, v = (i + 1, j), (i + 1, j + 1)
                adj[u].append(v)
                adj[v].append(u)
            if a != lab(grid, i, j + 1):     # horizontal border at y = j+1
                u, v = (i, j + 1), (i + 1, j + 1)
                adj[u].append(v)
                adj[v].append(u)
    for v, es in adj.items():
        if len(es) == 4:
            i, j = v
            cells = [lab(grid, i - 1, j - 1), lab(grid, i, j - 1), lab(grid, i, j), lab(grid, i - 1, j)]
            if len(set(cells)) == 2:
                raise SystemExit(f"pinch at {v[0] * CELL},{v[1] * CELL}: zones {set(cells)} touch diagonally")
    junction = {v for v, es in adj.items() if len(es) != 2}
    seen = set()
    chains = []
    for j0 in junction:
        for v1 in adj[j0]:
            key = frozenset((j0, v1))
            if key in seen:
                continue
            pts = [j0, v1]
            seen.add(key)
            prev, cur = j0, v1
            while cur not in junction:
                nxt = [w for w in adj[cur] if w != prev]
                prev, cur = cur, nxt[0]
                seen.add(frozenset((prev, cur)))
                pts.append(cur)
            chains.append((edge_labels(grid, pts[0], pts[1]), pts))
    leftover = [v for v, es in adj.items() for w in es if frozenset((v, w)) not in seen]
    if leftover:
        raise SystemExit("a zone is an island inside another zone (a border loop without junctions)")
    return chains


def edge_labels(grid, u, v):
    """The two zones on either side of the unit border u-v."""
    if u[0] == v[0]:  # vertical
        x, y = u[0], min(u[1], v[1])
        return frozenset((lab(grid, x - 1, y), lab(grid, x, y)))
    x, y = min(u[0], v[0]), u[1]
    return frozenset((lab(grid, x, y - 1), lab(grid, x, y)))


def smooth(pts):
    """Three passes of a 1-2-1 average; the ends (junctions) stay put so both neighbours agree."""
    if len(pts) < 3:
        return pts
    out = list(pts)
    for _ in range(3):
        out = [out[0]] + [((out[k - 1][0] + 2 * out[k][0] + out[k + 1][0]) / 4,
                           (out[k - 1][1] + 2 * out[k][1] + out[k + 1][1]) / 4) for k in range(1, len(out) - 1)] + [out[-1]]
    return out


def simplify(pts, tol):
    if len(pts) < 3:
        return pts
    a, b = pts[0], pts[-1]
    dx, dy = b[0] - a[0], b[1] - a[1]
    L = math.hypot(dx, dy)
    best, bi = -1.0, 0
    for k in range(1, len(pts) - 1):
        p = pts[k]
        d = abs(dx * (a[1] - p[1]) - dy * (a[0] - p[0])) / L if L else math.dist(a, p)
        if d > best:
            best, bi = d, k
    if best <= tol:
        return [a, b]
    return simplify(pts[:bi + 1], tol)[:-1] + simplify(pts[bi:], tol)


def chain_length(pts):
    return sum(math.dist(pts[k], pts[k + 1]) for k in range(len(pts) - 1))


def build_polygons(grid, zones):
    chains = trace_chains(grid)
    # scale to world units; borders on the board edge stay straight, inner ones are smoothed
    world = []
    for labels, pts in chains:
        wpts = [(x * CELL, y * CELL) for x, y in pts]
        if -1 not in labels:
            wpts = simplify(smooth(wpts), 1.6)
        else:
            wpts = simplify(wpts, 0.01)
        world.append([labels, wpts])
    # contract slivers: both ends of a short inner chain become one point
    parent = {}

    def find(v):
        while parent.get(v, v) != v:
            v = parent[v]
        return v
    for labels, pts in world:
        if -1 not in labels and chain_length(pts) < MIN_CHAIN:
            a, b = find(pts[0]), find(pts[-1])
            if a != b:
                parent[b] = a
    groups = defaultdict(list)
    for labels, pts in world:
        for v in (pts[0], pts[-1]):
            groups[find(v)].append(v)
    where = {}
    for root, members in groups.items():
        on_edge = [m for m in members if m[0] in (0, W) or m[1] in (0, H)]
        if on_edge:
            where[root] = on_edge[0]
        else:
            where[root] = (sum(m[0] for m in members) / len(members), sum(m[1] for m in members) / len(members))
    kept = []
    for labels, pts in world:
        a, b = where[find(pts[0])], where[find(pts[-1])]
        pts = [a] + pts[1:-1] + [b]
        pts = [(round(x), round(y)) for x, y in pts]
        dedup = [pts[0]]
        for p in pts[1:]:
            if p != dedup[-1]:
                dedup.append(p)
        if len(dedup) < 2 or (a == b and len(dedup) <= 2):
            continue
        kept.append((labels, dedup))
    by_zone = defaultdict(list)
    for labels, pts in kept:
        for z in labels:
            if z >= 0:
                by_zone[z].append(pts)
    polys = {}
    for z, cs in by_zone.items():
        cs = list(cs)
        ring = list(cs.pop(0))
        while cs:
            end = ring[-1]
            for k, c in enumerate(cs):
                if c[0] == end:
                    ring += c[1:]
                    break
                if c[-1] == end:
                    ring += list(reversed(c))[1:]
                    break
            else:
                raise SystemExit(f"cannot close the outline of {zones[z].name}")
            cs.pop(k)
        if ring[0] == ring[-1]:
            ring.pop()
        polys[z] = drop_collinear(ring)
    neighbours = defaultdict(set)
    for labels, pts in kept:
        a, b = tuple(labels) if len(labels) == 2 else (None, None)
        if a is not None and a >= 0 and b >= 0:
            neighbours[a].add(b)
            neighbours[b].add(a)
    return polys, neighbours


def drop_collinear(ring):
    out = []
    n = len(ring)
    for k in range(n):
        a, b, c = ring[k - 1], ring[k], ring[(k + 1) % n]
        if (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]) != 0:
            out.append(b)
    # clockwise on screen (positive shoelace with y down)
    area = sum(out[k][0] * out[(k + 1) % len(out)][1] - out[(k + 1) % len(out)][0] * out[k][1] for k in range(len(out)))
    return out if area > 0 else out[::-1]


# ---------------------------------------------------------------- borders, track, YAML
def build_borders(zones, neighbours):
    idx = {z.name: k for k, z in enumerate(zones)}
    borders = []
    for a, ns in neighbours.items():
        for b in ns:
            if a > b:
                continue
            za, zb = zones[a], zones[b]
            pair = {za.type, zb.type}
            outer_ring = (za.castle == "none" and za.type in ("moat", "bridge")) or \
                         (zb.castle == "none" and zb.type in ("moat", "bridge"))
            court = za.type in ("courtyard", "garden") or zb.type in ("courtyard", "garden")
            if outer_ring and court:
                borders.append((za.id, zb.id, "gate" if "bridge" in pair else "wall"))
            elif za.castle != "none" and zb.castle != "none" and ("castle" in pair) and pair != {"castle"}:
                borders.append((za.id, zb.id, "gate" if "bridge" in pair else "wall"))
    for a, b in INNER_WALLS:
        if idx[b] not in neighbours[idx[a]]:
            raise SystemExit(f"inner wall {a} - {b}: not neighbours")
        borders.append((zones[idx[a]].id, zones[idx[b]].id, "wall"))
    return borders


def build_track(zones, neighbours):
    idx = {z.name: k for k, z in enumerate(zones)}
    edges = []
    loop = TRACK_LOOP + TRACK_LOOP[:1]
    for path in (loop, TRACK_CROSSBAR):
        for a, b in zip(path, path[1:]):
            if idx[b] not in neighbours[idx[a]]:
                raise SystemExit(f"track {a} - {b}: not neighbours")
            edges.append((zones[idx[a]].id, zones[idx[b]].id))
    return edges


def fmt_polygon(poly, indent):
    items = [f"[{x}, {y}]" for x, y in poly]
    lines, line = [], ""
    for it in items:
        if len(line) + len(it) > 96:
            lines.append(line)
            line = ""
        line += it + ", "
    lines.append(line)
    lines[-1] = lines[-1].rstrip(", ")
    pad = " " * indent
    return "[" + ("\n" + pad + " ").join(l.rstrip() for l in lines) + "]"


def known_words(path) -> dict:
    """English name -> {zh-Hant, zh-Hans} from the map already written (the names' translations are authored by
    hand in fortress.yaml; a new map keeps them, and a new name without them is refused below)."""
    import yaml
    if not os.path.exists(path):
        return {}
    with open(path, encoding="utf-8") as fh:
        doc = yaml.safe_load(fh) or {}
    named = [doc] + list(doc.get("zones") or [])
    return {d["name"]["en"]: d["name"] for d in named if isinstance(d.get("name"), dict)}


def words(name, known) -> str:
    if name not in known:
        raise SystemExit(f"no Chinese words for the zone name {name!r}: add them to fortress.yaml by hand first")
    w = known[name]
    return "{en: %s, zh-Hant: %s, zh-Hans: %s}" % tuple(json.dumps(t, ensure_ascii=False)
                                                       for t in (name, w["zh-Hant"], w["zh-Hans"]))


def write_yaml(path, zones, polys, neighbours, borders, track):
    shipped = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "rulesets", "ninja", "data",
                           "fortress.yaml")
    known = {**known_words(shipped), **known_words(path)}
    out = ["kind: ninja_map",
           "# The Lantern fortress for Ninja: Legend of the Scorpion Clan. The rulebook names only the",
           "# features (outer moat, two castles, 12 watch posts, barracks, a red patrol track with forks,",
           "# walls, zones between the castles, map edge); every shape, name and adjacency here is",
           "# authored for Lantern (gap N-G.1), generated by tools/author_ninja_map.py and then committed.",
           "name: " + words("Lantern Fortress", known),
           "complete: true",
           f"board: {{width: {W}, height: {H}}}",
           "zones:"]
    for k, z in enumerate(zones):
        if k not in polys:
            raise SystemExit(f"zone {z.name} got no cells")
        nb = sorted(zones[n].id for n in neighbours[k])
        out.append(f"  - id: {z.id}")
        out.append(f"    name: {words(z.name, known)}")
        out.append(f"    type: {z.type}")
        if z.castle != "none":
            out.append(f"    castle: {z.castle}")
        if z.tags:
            out.append(f"    tags: [{', '.join(z.tags)}]")
        out.append(f"    neighbours: [{', '.join(nb)}]")
        out.append(f"    polygon: {fmt_polygon(polys[k], 13)}")
    out.append("# walls block walking (N-8.4, N-11.7) but not sound (N-7.2); gates are open borders in a wall")
    out.append("borders:")
    for a, b, t in borders:
        out.append(f"  - {{between: [{a}, {b}], type: {t}}}")
    out.append("# the red patrol track: undirected edges between adjacent zones (N-10)")
    out.append("patrol_track:")
    for a, b in track:
        out.append(f"  - [{a}, {b}]")
    with open(path, "w", encoding="utf-8") as fh:
        fh.write("\n".join(out) + "\n")


def main(argv):
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    out = argv[1] if len(argv) > 1 else os.path.join(root, "rulesets", "ninja", "data", "fortress.yaml")
    zones, regions = build_zones()
    grid = label_grid(zones, regions)
    polys, neighbours = build_polygons(grid, zones)
    borders = build_borders(zones, neighbours)
    track = build_track(zones, neighbours)
    write_yaml(out, zones, polys, neighbours, borders, track)
    degs = [len(neighbours[k]) for k in range(len(zones))]
    print(f"wrote {out}: {len(zones)} zones, {sum(4 <= d <= 6 for d in degs)} with 4-6 neighbours, "
          f"{len(borders)} borders, {len(track)} track edges")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
