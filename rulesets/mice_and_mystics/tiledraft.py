"""Authoring aid that drafted tiles/*.yaml from compact cell sketches; the YAML files are the source of truth.

Run `python -m rulesets.mice_and_mystics.tiledraft` to redraft (it overwrites the tile files). Each face is
sketched as a jittered lattice of cells; merged cells become one space, rock cells become black rock, and
adjacency is derived from shared edges minus walls and red lines. The loader re-checks all of it.
"""
from __future__ import annotations

import os
import random

from engine import geometry

SIZE = 100
SLOTS = {"low": (12, 32), "mid": (38, 62), "high": (68, 88)}
HERE = os.path.dirname(os.path.abspath(__file__))

# One sketch per face. cells are (col, row). groups: cells merged into one space (first cell names it).
# Authored for Lantern (M-G.5): names from the digest, everything else invented here.
TILES = [
    ("kitchen_drainpipe", "Kitchen / Drainpipe", [
        dict(id="kitchen", name="Kitchen", colour="orange", grid=(4, 3), seed=11, arrow="N",
             groups=[[(1, 0), (2, 0)], [(1, 1), (2, 1)]],
             special={(1, 1): "kitchen counter"}, traps=[(3, 2)], entry=[(0, 0)], red_entry=[(3, 0)],
             flip=[((0, 2), "plain")], walls=[((0, 1), (0, 2))],
             yellow=[((1, 2), (1, 1), "to")], red=[],
             decor=[("stove", (1, 0), 7, True)],
             exits=[("N", "mid", "orange"), ("E", "mid", "orange"), ("S", "mid", "blue")]),
        dict(id="drainpipe", name="Drainpipe", colour="blue", grid=(3, 4), seed=12, arrow="N",
             groups=[], rock=[(0, 0), (2, 3)], water=[(1, 1), (1, 2), (1, 3)],
             currents={(1, 1): (1, 2), (1, 2): (1, 3), (1, 3): "S"},
             entry=[(2, 0), (0, 3)], flip=[((0, 1), "fishhook")], traps=[(2, 2)],
             yellow=[((0, 2), (0, 1), "to")], red=[((2, 1), (2, 2))],
             exits=[("N", "mid", "blue"), ("S", "mid", "blue"), ("W", "high", "blue")]),
    ]),
    ("dining_burrow", "Dining Hall / Root Burrow", [
        dict(id="dining_hall", name="Dining Hall", colour="orange", grid=(4, 4), seed=21, arrow="N",
             groups=[[(1, 1), (2, 1), (1, 2), (2, 2)], [(0, 0), (1, 0)], [(2, 0), (3, 0)],
                     [(0, 3), (1, 3)], [(2, 3), (3, 3)]],
             special={(1, 1): "dining table"}, entry=[(0, 1), (3, 2)], red_entry=[(3, 1)],
             traps=[(0, 2)], flip=[((2, 3), "plain")],
             yellow=[((0, 1), (1, 1), "to")], red=[],
             decor=[("candelabra", (3, 1), 5, False)],
             exits=[("W", "mid", "orange"), ("E", "mid", "orange"), ("N", "low", "orange"), ("S", "high", "orange")]),
        dict(id="root_burrow", name="Root Burrow", colour="blue", grid=(3, 3), seed=22, arrow="E",
             groups=[[(0, 1), (0, 2)]], rock=[(2, 0)], entry=[(1, 0), (2, 2)], flip=[((1, 2), "plain")],
             walls=[((1, 1), (2, 1))], yellow=[((1, 1), (1, 0), "to")], red=[],
             decor=[("tangled root", (1, 1), 6, True)],
             exits=[("W", "mid", "blue"), ("S", "mid", "blue"), ("N", "low", "blue")]),
    ]),
    ("bedchamber_wallgap", "King's Bedchamber / Wall Gap", [
        dict(id="kings_bedchamber", name="King's Bedchamber", colour="orange", grid=(4, 3), seed=31, arrow="N",
             groups=[[(1, 0), (2, 0), (1, 1), (2, 1)]], special={(1, 0): "king's bed"},
             entry=[(0, 0), (3, 2)], red_entry=[(3, 0)], traps=[(1, 2)], flip=[((0, 2), "tinkerer_scout")],
             walls=[((2, 2), (3, 2))], yellow=[((0, 1), (1, 0), "to")], red=[((3, 0), (3, 1))],
             decor=[("wardrobe", (3, 1), 6, True)],
             exits=[("W", "mid", "orange"), ("S", "mid", "orange"), ("E", "low", "orange")]),
        dict(id="wall_gap", name="Wall Gap", colour="blue", grid=(3, 4), seed=32, arrow="N",
             groups=[[(1, 1), (1, 2)]], rock=[(0, 0), (2, 0), (0, 3)], entry=[(2, 3)], flip=[((0, 1), "plain")],
             traps=[(2, 2)], yellow=[((1, 3), (1, 1), "to")], red=[],
             exits=[("N", "mid", "blue"), ("S", "mid", "blue"), ("E", "mid", "orange")]),
    ]),
    ("alchemy_crystal", "Alchemy Lab / Crystal Tunnel", [
        dict(id="alchemy_lab", name="Alchemy Lab", colour="orange", grid=(3, 3), seed=41, arrow="N",
             groups=[], entry=[(2, 0), (0, 2)], red_entry=[(2, 2)], traps=[(1, 0)], flip=[((0, 0), "plain")],
             walls=[((1, 1), (1, 2))], yellow=[], red=[((2, 1), (2, 2))],
             decor=[("skull", (1, 1), 4, False), ("alembic", (2, 1), 6, True)],
             exits=[("N", "high", "orange"), ("E", "mid", "orange"), ("W", "mid", "blue"), ("S", "mid", "orange")]),
        dict(id="crystal_tunnel", name="Crystal Tunnel", colour="blue", grid=(4, 3), seed=42, arrow="N",
             groups=[[(1, 1), (2, 1)]], rock=[(0, 0), (3, 2), (3, 0)], entry=[(0, 2), (2, 0)],
             flip=[((1, 2), "plain")], traps=[], yellow=[((2, 2), (1, 1), "to"), ((0, 1), (1, 1), "to")], red=[],
             decor=[("crystals", (2, 0), 5, True), ("crystals", (1, 2), 4, False)],
             exits=[("W", "mid", "blue"), ("E", "mid", "blue")]),
    ]),
    ("guard_pipes", "Guard Room / Pipes", [
        dict(id="guard_room", name="Guard Room", colour="orange", grid=(3, 3), seed=51, arrow="N",
             groups=[[(0, 0), (1, 0)]], entry=[(2, 0), (2, 2)], red_entry=[(0, 2)], traps=[(1, 1)],
             flip=[((2, 1), "plain")], walls=[((0, 1), (0, 2))], yellow=[], red=[],
             decor=[("helmet", (1, 2), 5, False)],
             exits=[("N", "mid", "orange"), ("W", "mid", "orange"), ("S", "mid", "orange"), ("E", "high", "blue")]),
        dict(id="pipes", name="Pipes", colour="blue", grid=(4, 4), seed=52, arrow="W",
             groups=[[(0, 0), (1, 0)], [(2, 0), (3, 0)], [(0, 3), (1, 3)], [(2, 3), (3, 3)]],
             rock=[(1, 1), (2, 2)], water=[(0, 2), (1, 2)], currents={(1, 2): (0, 2), (0, 2): "W"},
             entry=[(3, 1)], flip=[((0, 1), "plain")], traps=[(3, 2)], yellow=[((2, 1), (2, 0), "to")], red=[],
             exits=[("N", "mid", "blue"), ("S", "mid", "blue"), ("E", "mid", "blue")]),
    ]),
    ("library_cistern", "Library / Cistern", [
        dict(id="library", name="Library", colour="orange", grid=(4, 3), seed=61, arrow="N",
             groups=[[(0, 0), (0, 1)], [(3, 1), (3, 2)]], entry=[(2, 0), (1, 2)], red_entry=[(3, 0)],
             traps=[(2, 2)], flip=[((1, 1), "plain")], walls=[((1, 0), (2, 0)), ((1, 1), (2, 1))],
             yellow=[((0, 2), (0, 0), "to")], red=[],
             decor=[("bookstack", (2, 1), 6, True), ("reading lamp", (0, 0), 4, False)],
             exits=[("N", "mid", "orange"), ("W", "mid", "orange"), ("E", "mid", "orange"), ("S", "low", "blue")]),
        dict(id="cistern", name="Cistern", colour="blue", grid=(3, 3), seed=62, arrow="N",
             groups=[], water=[(1, 0), (1, 1), (1, 2), (2, 1)],
             currents={(1, 0): (1, 1), (2, 1): (1, 1), (1, 1): (1, 2), (1, 2): "S"},
             entry=[(0, 0), (2, 2)], flip=[((0, 2), "fishhook")], traps=[(2, 0)], yellow=[], red=[((0, 1), (0, 2))],
             exits=[("W", "mid", "blue"), ("N", "mid", "blue"), ("S", "mid", "blue")]),
    ]),
    ("greathall_sewer", "Great Hall / Sewer Run", [
        dict(id="great_hall", name="Great Hall", colour="orange", grid=(4, 4), seed=71, arrow="N",
             groups=[[(1, 1), (2, 1)], [(1, 2), (2, 2)], [(0, 0), (0, 1)], [(3, 2), (3, 3)]],
             special={(1, 1): "banquet bench"}, entry=[(3, 0), (0, 3)], red_entry=[(1, 0)],
             traps=[(2, 3)], flip=[((3, 1), "plain")], yellow=[((1, 2), (1, 1), "to")], red=[],
             decor=[("banner pole", (2, 0), 4, True), ("hearth", (0, 2), 6, False)],
             exits=[("N", "mid", "orange"), ("E", "mid", "orange"), ("S", "mid", "orange"), ("W", "mid", "orange")]),
        dict(id="sewer_run", name="Sewer Run", colour="blue", grid=(4, 3), seed=72, arrow="S",
             groups=[], rock=[(3, 0)], water=[(0, 1), (1, 1), (2, 1), (3, 1)],
             currents={(0, 1): (1, 1), (1, 1): (2, 1), (2, 1): (3, 1), (3, 1): "E"},
             entry=[(0, 0), (2, 2)], flip=[((1, 0), "plain")], traps=[(1, 2)],
             yellow=[((0, 2), (1, 2), "to")], red=[((2, 0), (2, 1))],
             exits=[("W", "mid", "blue"), ("N", "mid", "blue"), ("S", "low", "blue")]),
    ]),
    ("pantry_mousehole", "Pantry / Mouse Hole", [
        dict(id="pantry", name="Pantry", colour="orange", grid=(3, 4), seed=81, arrow="N",
             groups=[[(1, 1), (1, 2)]], special={(1, 1): "cheese shelf"}, entry=[(0, 0), (2, 3)],
             red_entry=[(2, 0)], traps=[(0, 2), (2, 1)], flip=[((0, 3), "plain")],
             walls=[((0, 0), (1, 0))], yellow=[((1, 3), (1, 1), "to")], red=[],
             decor=[("flour sack", (2, 2), 6, True)],
             exits=[("N", "mid", "orange"), ("S", "mid", "orange"), ("E", "mid", "blue")]),
        dict(id="mouse_hole", name="Mouse Hole", colour="blue", grid=(3, 3), seed=82, arrow="N",
             groups=[[(1, 1), (2, 1)]], rock=[(0, 0), (2, 2)], special={(1, 1): "mouse den"},
             entry=[(2, 0)], flip=[((0, 2), "tinkerer_scout")], traps=[(1, 2)], yellow=[], red=[],
             decor=[("thimble", (0, 1), 4, False)],
             exits=[("W", "mid", "blue"), ("E", "mid", "blue"), ("N", "mid", "blue"), ("S", "low", "orange")]),
    ]),
]


def lattice(cols, rows, rng):
    """Vertex positions: corners fixed, edge vertices slide along their edge, inner ones jitter."""
    v = {}
    for i in range(cols + 1):
        for j in range(rows + 1):
            x, y = SIZE * i / cols, SIZE * j / rows
            jx, jy = SIZE / cols * 0.16, SIZE / rows * 0.16
            if 0 < i < cols:
                x += rng.uniform(-jx, jx)
            if 0 < j < rows:
                y += rng.uniform(-jy, jy)
            v[(i, j)] = (round(x), round(y))
    return v


def cell_edges(v, mids, c, r):
    """The four lattice edges of a cell, clockwise (y down), each a list of points incl. its midpoint."""
    corners = [(c, r), (c + 1, r), (c + 1, r + 1), (c, r + 1)]
    edges = []
    for k in range(4):
        a, b = corners[k], corners[(k + 1) % 4]
        key = (min(a, b), max(a, b))
        pts = [v[a]]
        if key in mids:
            pts.append(mids[key])
        pts.append(v[b])
        edges.append(((a, b), pts))
    return edges


def region_polygon(v, mids, cells):
    cellset = set(cells)
    directed = {}
    for c, r in cells:
        for (a, b), pts in cell_edges(v, mids, c, r):
            directed[(a, b)] = pts
    boundary = {k: p for k, p in directed.items() if (k[1], k[0]) not in directed}
    start = next(iter(sorted(boundary)))
    loop, cur = [], start
    while True:
        pts = boundary[cur]
        loop.extend(pts[:-1])
        nxt = [k for k in boundary if k[0] == cur[1]]
        cur = nxt[0]
        if cur == start:
            break
    assert len(loop) >= 3, cellset
    # drop collinear points so polygons read cleanly
    out = []
    n = len(loop)
    for i in range(n):
        a, b, c = loop[i - 1], loop[i], loop[(i + 1) % n]
        if (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]) != 0:
            out.append(b)
    return out


def shared_len(a, b):
    return geometry.shared_edge_length(a, b)


def draft_face(spec):
    rng = random.Random(spec["seed"])
    cols, rows = spec["grid"]
    v = lattice(cols, rows, rng)
    mids = {}
    for i in range(cols + 1):
        for j in range(rows + 1):
            for a, b in (((i, j), (i + 1, j)), ((i, j), (i, j + 1))):
                if b not in v:
                    continue
                on_border = (a[0] == b[0] and a[0] in (0, cols)) or (a[1] == b[1] and a[1] in (0, rows))
                if on_border:
                    continue
                p, q = v[a], v[b]
                mx, my = (p[0] + q[0]) / 2, (p[1] + q[1]) / 2
                L = geometry.dist(p, q)
                nx, ny = -(q[1] - p[1]) / L, (q[0] - p[0]) / L
                t = rng.uniform(-0.14, 0.14) * L
                mids[(a, b)] = (round(mx + nx * t), round(my + ny * t))
    groups = [list(g) for g in spec.get("groups", [])]
    grouped = {c for g in groups for c in g}
    rock = set(spec.get("rock", []))
    for r in range(rows):
        for c in range(cols):
            if (c, r) not in grouped and (c, r) not in rock:
                groups.append([(c, r)])
    groups.sort(key=lambda g: (min(x[1] for x in g), min(x[0] for x in g)))
    cell_of = {}
    spaces = []
    for n, g in enumerate(groups, 1):
        sid = f"s{n}"
        for cell in g:
            cell_of[cell] = sid
        spaces.append({"id": sid, "cells": g, "polygon": region_polygon(v, mids, g)})
    by_id = {s["id"]: s for s in spaces}
    wall_lines = []
    walled = set()
    for a, b in spec.get("walls", []):
        pa, pb = by_id[cell_of[a]]["polygon"], by_id[cell_of[b]]["polygon"]
        # the wall runs along the whole shared boundary of the two cells
        ca = region_polygon(v, mids, [a])
        cb = region_polygon(v, mids, [b])
        seg = shared_polyline(ca, cb)
        wall_lines.append(seg)
        walled.add(frozenset((cell_of[a], cell_of[b])))
        assert pa and pb
    red = {frozenset((cell_of[a], cell_of[b])) for a, b in spec.get("red", [])}
    for s in spaces:
        s["adjacent"] = []
    for s in spaces:
        for t in spaces:
            if s is t:
                continue
            pair = frozenset((s["id"], t["id"]))
            if shared_len(s["polygon"], t["polygon"]) > 1 and pair not in walled and pair not in red:
                s["adjacent"].append(t["id"])
    feats = {}
    for key in ("traps", "entry", "red_entry", "water"):
        for cell in spec.get(key, []):
            feats.setdefault(cell_of[cell], set()).add(key)
    face = {"id": spec["id"], "name": spec["name"], "colour": spec["colour"], "spaces": spaces}
    for s in spaces:
        f = feats.get(s["id"], set())
        s["water"] = "water" in f
        s["trap"] = "traps" in f
        s["entry"] = "red" if "red_entry" in f else ("plain" if "entry" in f else "none")
        s["special"] = ""
        s["flip"] = "none"
    for cell, name in spec.get("special", {}).items():
        by_id[cell_of[cell]]["special"] = name
    for cell, kind in spec.get("flip", []):
        by_id[cell_of[cell]]["flip"] = kind
    for cell, to in spec.get("currents", {}).items():
        if isinstance(to, str):
            by_id[cell_of[cell]]["current_off"] = to
        else:
            by_id[cell_of[cell]]["current_to"] = cell_of[to]
    face["yellow"] = [(cell_of[a], cell_of[b]) for a, b, _ in spec.get("yellow", [])]
    face["red"] = sorted(tuple(sorted(p)) for p in red)
    face["walls"] = wall_lines
    face["rock"] = [region_polygon(v, mids, [c]) for c in sorted(rock)]
    face["decor"] = []
    for name, cell, radius, blocks in spec.get("decor", []):
        poly = region_polygon(v, mids, [cell])
        face["decor"].append((name, tuple(round(x) for x in geometry.interior_point(poly)), radius, blocks))
    face["exits"] = []
    for side, slot, colour in spec["exits"]:
        lo, hi = SLOTS[slot]
        touching = [s["id"] for s in spaces if touches(s["polygon"], side, lo, hi)]
        face["exits"].append((side, lo, hi, colour, touching))
    face["arrow"] = spec["arrow"]
    return face


def shared_polyline(a, b):
    """Points of polygon a that lie on polygon b's boundary, in a's order (one contiguous run)."""
    on = [p for p in a if p in b]
    # rotate so the run is contiguous in a's cyclic order
    n = len(a)
    idx = [a.index(p) for p in on]
    for k in range(n):
        run = [(i - k) % n for i in idx]
        if max(run) - min(run) == len(run) - 1:
            return [a[(min(run) + k + m) % n] for m in range(len(run))]
    return on


def touches(poly, side, lo, hi):
    n = len(poly)
    for i in range(n):
        p, q = poly[i], poly[(i + 1) % n]
        if side in ("N", "S"):
            y = 0 if side == "N" else SIZE
            if p[1] == y and q[1] == y and min(max(p[0], q[0]), hi) - max(min(p[0], q[0]), lo) > 0:
                return True
        else:
            x = 0 if side == "W" else SIZE
            if p[0] == x and q[0] == x and min(max(p[1], q[1]), hi) - max(min(p[1], q[1]), lo) > 0:
                return True
    return False


def pts(poly):
    return "[" + ", ".join(f"[{x}, {y}]" for x, y in poly) + "]"


def arrow_at(side):
    # a corner, clear of the room name drawn across the top
    return {"N": (9, 91), "S": (91, 9), "E": (9, 9), "W": (91, 91)}[side]


def write_tile(tid, title, faces):
    lines = ["kind: mice_tile",
             "# Authored for Lantern, not from the seed: the rulebook names no room tiles and prints none of",
             "# their shapes (M-G.5). Face names follow the digest's authored list; every polygon, exit, line,",
             "# trap, entry space and decoration below is our own invention. Coordinates: a 100 x 100 face,",
             "# origin top-left, y down; exit spans run along x on N/S edges and along y on E/W edges.",
             f"id: {tid}", f"name: \"{title}\"", f"size: {SIZE}", "faces:"]
    for f in faces:
        ax, ay = arrow_at(f["arrow"])
        lines += [f"  - id: {f['id']}", f"    name: \"{f['name']}\"", f"    colour: {f['colour']}",
                  f"    arrow: {{points: {f['arrow']}, at: [{ax}, {ay}]}}", "    spaces:"]
        for s in f["spaces"]:
            lines.append(f"      - id: {s['id']}")
            lines.append(f"        polygon: {pts(s['polygon'])}")
            lines.append(f"        adjacent: [{', '.join(s['adjacent'])}]")
            if s["water"]:
                lines.append("        water: true")
            if "current_to" in s:
                lines.append(f"        current_to: {s['current_to']}")
            if "current_off" in s:
                lines.append(f"        current_off: {s['current_off']}")
            if s["trap"]:
                lines.append("        trap: true")
            if s["entry"] != "none":
                lines.append(f"        entry: {s['entry']}")
            if s["special"]:
                lines.append(f"        special: \"{s['special']}\"")
            if s["flip"] != "none":
                lines.append(f"        flip: {s['flip']}")
        if f["yellow"]:
            lines.append("    yellow_lines:")
            for a, b in f["yellow"]:
                lines.append(f"      - {{between: [{a}, {b}], toward: {b}}}")
        if f["red"]:
            lines.append("    red_lines:")
            for a, b in f["red"]:
                lines.append(f"      - {{between: [{a}, {b}]}}")
        if f["walls"]:
            lines.append("    walls:")
            for w in f["walls"]:
                lines.append(f"      - {pts(w)}")
        if f["rock"]:
            lines.append("    rock:")
            for r in f["rock"]:
                lines.append(f"      - {pts(r)}")
        if f["decor"]:
            lines.append("    decorations:")
            for name, at, radius, blocks in f["decor"]:
                lines.append(f"      - {{name: \"{name}\", at: [{at[0]}, {at[1]}], radius: {radius}, "
                             f"blocks_sight: {'true' if blocks else 'false'}}}")
        lines.append("    exits:")
        for side, lo, hi, colour, touching in f["exits"]:
            lines.append(f"      - {{side: {side}, span: [{lo}, {hi}], colour: {colour}, "
                         f"spaces: [{', '.join(touching)}]}}")
    path = os.path.join(HERE, "tiles", f"{tid}.yaml")
    with open(path, "w", encoding="utf-8") as fh:
        fh.write("\n".join(lines) + "\n")
    return path


def main():
    os.makedirs(os.path.join(HERE, "tiles"), exist_ok=True)
    for tid, title, specs in TILES:
        print(write_tile(tid, title, [draft_face(s) for s in specs]))


if __name__ == "__main__":
    main()
