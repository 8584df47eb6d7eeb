"""Authoring aid that drafted tiles/*.yaml from compact hex-row sketches; the YAML files are the source of truth.

Run `python tools/author_mice_tiles.py` to redraft (it overwrites the tile files). Each face is
sketched as rows of cells, every other row shifted half a cell (a hex layout clipped to the square tile, so
three spaces meet at each inner corner), with jittered corners and bent borders; merged cells become one
space, rock cells become black rock, and adjacency is derived from shared edges minus walls and red lines.
The loader re-checks all of it (M-G.5: 14-20 spaces, 2-4 exits per side).
"""
from __future__ import annotations

import os
import random

from engine import geometry  # noqa: E402

SIZE = 100
SLOTS = {"low": (12, 32), "mid": (38, 62), "high": (68, 88)}
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HERE = os.path.join(ROOT, "rulesets", "mice_and_mystics")

# One sketch per face. grid = (cells in a full row, rows, "full" | "offset": whether row 0 is a full row).
# Cells are (col, row); a shifted row's cells are numbered from its clipped left end. groups: cells merged
# into one space. Keep markers out of the corner holding the direction arrow (see arrow_at).
# Authored for Lantern (M-G.5): names from the digest, everything else invented here.
TILES = [
    ("kitchen_drainpipe", "Kitchen / Drainpipe", [
        dict(id="kitchen", name="Kitchen", colour="orange", grid=(4, 4, "full"), seed=11, arrow="N",
             groups=[[(1, 1), (2, 1)]], special={(1, 1): "kitchen counter"},
             entry=[(0, 0)], red_entry=[(3, 0)], traps=[(3, 2)], flip=[((3, 3), "plain")],
             walls=[((0, 2), (1, 2))], yellow=[((1, 2), (1, 1), "to")], red=[],
             decor=[("stove", (2, 0), 7, True)],
             exits=[("N", "mid", "orange"), ("E", "mid", "orange"), ("S", "mid", "blue")]),
        dict(id="drainpipe", name="Drainpipe", colour="blue", grid=(4, 4, "offset"), seed=12, arrow="N",
             rock=[(0, 0), (3, 3)], water=[(1, 1), (2, 2), (2, 3)],
             currents={(1, 1): (2, 2), (2, 2): (2, 3), (2, 3): "S"},
             entry=[(3, 0), (1, 3)], flip=[((0, 1), "fishhook")], traps=[(3, 2)],
             yellow=[((0, 2), (0, 1), "to")], red=[((3, 1), (3, 2))],
             exits=[("N", "mid", "blue"), ("S", "mid", "blue"), ("W", "high", "blue")]),
    ]),
    ("dining_burrow", "Dining Hall / Root Burrow", [
        dict(id="dining_hall", name="Dining Hall", colour="orange", grid=(4, 5, "full"), seed=21, arrow="N",
             groups=[[(2, 1), (1, 2), (2, 2), (2, 3)], [(0, 0), (1, 0)]], special={(2, 1): "dining table"},
             entry=[(0, 2), (3, 2)], red_entry=[(3, 0)], traps=[(1, 3)], flip=[((3, 4), "plain")],
             yellow=[((1, 1), (1, 2), "to")], red=[],
             decor=[("candelabra", (3, 3), 5, False)],
             exits=[("W", "mid", "orange"), ("E", "mid", "orange"), ("N", "low", "orange"), ("S", "high", "orange")]),
        dict(id="root_burrow", name="Root Burrow", colour="blue", grid=(4, 5, "full"), seed=22, arrow="E",
             groups=[[(0, 1), (0, 2)]], rock=[(3, 0), (4, 1), (4, 3)], entry=[(1, 0), (3, 4)],
             flip=[((1, 3), "plain")], walls=[((2, 2), (3, 2))], yellow=[((1, 1), (1, 0), "to")], red=[],
             decor=[("tangled root", (2, 2), 6, True)],
             exits=[("W", "mid", "blue"), ("S", "mid", "blue"), ("N", "low", "blue")]),
    ]),
    ("bedchamber_wallgap", "King's Bedchamber / Wall Gap", [
        dict(id="kings_bedchamber", name="King's Bedchamber", colour="orange", grid=(4, 5, "offset"), seed=31,
             arrow="N", groups=[[(2, 0), (1, 1), (2, 1), (2, 2)], [(3, 3), (4, 4)]], special={(2, 0): "king's bed"},
             entry=[(0, 0), (4, 2)], red_entry=[(4, 0)], traps=[(1, 3)], flip=[((2, 4), "tinkerer_scout")],
             walls=[((2, 3), (3, 3))], yellow=[((0, 1), (1, 1), "to")], red=[((3, 1), (4, 2))],
             decor=[("wardrobe", (3, 2), 6, True)],
             exits=[("W", "mid", "orange"), ("S", "mid", "orange"), ("E", "low", "orange")]),
        dict(id="wall_gap", name="Wall Gap", colour="blue", grid=(4, 5, "full"), seed=32, arrow="N",
             groups=[[(2, 2), (2, 3)]], rock=[(0, 0), (0, 1), (4, 3), (3, 4)], entry=[(3, 1)],
             flip=[((1, 2), "plain")], traps=[(2, 4)], yellow=[((2, 1), (2, 2), "to")], red=[],
             exits=[("N", "mid", "blue"), ("S", "mid", "blue"), ("E", "mid", "orange")]),
    ]),
    ("alchemy_crystal", "Alchemy Lab / Crystal Tunnel", [
        dict(id="alchemy_lab", name="Alchemy Lab", colour="orange", grid=(4, 4, "full"), seed=41, arrow="N",
             entry=[(3, 0), (0, 2)], red_entry=[(3, 2)], traps=[(1, 0)], flip=[((2, 3), "plain")],
             walls=[((1, 2), (2, 2))], yellow=[], red=[((4, 1), (3, 2))],
             decor=[("skull", (2, 1), 4, False), ("alembic", (2, 2), 6, True)],
             exits=[("N", "high", "orange"), ("E", "mid", "orange"), ("W", "mid", "blue"), ("S", "mid", "orange")]),
        dict(id="crystal_tunnel", name="Crystal Tunnel", colour="blue", grid=(4, 5, "full"), seed=42, arrow="N",
             groups=[[(1, 2), (2, 2)]], rock=[(0, 0), (3, 0), (0, 4), (3, 4)], entry=[(1, 0), (2, 4)],
             flip=[((1, 3), "plain")], traps=[], yellow=[((2, 3), (1, 2), "to"), ((0, 1), (0, 2), "to")], red=[],
             decor=[("crystals", (2, 0), 5, True), ("crystals", (3, 3), 4, False)],
             exits=[("W", "mid", "blue"), ("E", "mid", "blue")]),
    ]),
    ("guard_pipes", "Guard Room / Pipes", [
        dict(id="guard_room", name="Guard Room", colour="orange", grid=(4, 4, "offset"), seed=51, arrow="N",
             groups=[[(0, 0), (1, 0)]], entry=[(4, 0), (3, 2)], red_entry=[(0, 1)], traps=[(2, 1)],
             flip=[((3, 1), "plain")], walls=[((1, 3), (2, 3))], yellow=[], red=[],
             decor=[("helmet", (2, 2), 5, False)],
             exits=[("N", "mid", "orange"), ("W", "mid", "orange"), ("S", "mid", "orange"), ("E", "high", "blue")]),
        dict(id="pipes", name="Pipes", colour="blue", grid=(4, 5, "offset"), seed=52, arrow="W",
             groups=[[(0, 0), (1, 0)], [(3, 0), (4, 0)], [(0, 4), (1, 4)], [(3, 4), (4, 4)]],
             rock=[(1, 1), (2, 3)], water=[(1, 2), (0, 2)], currents={(1, 2): (0, 2), (0, 2): "W"},
             entry=[(3, 1)], flip=[((0, 1), "plain")], traps=[(3, 2)], yellow=[((2, 1), (2, 0), "to")], red=[],
             exits=[("N", "mid", "blue"), ("S", "mid", "blue"), ("E", "mid", "blue")]),
    ]),
    ("library_cistern", "Library / Cistern", [
        dict(id="library", name="Library", colour="orange", grid=(4, 5, "full"), seed=61, arrow="N",
             groups=[[(0, 1), (0, 2)], [(4, 3), (3, 4)], [(1, 0), (2, 0)]], entry=[(3, 0), (1, 4)],
             red_entry=[(3, 2)], traps=[(2, 3)], flip=[((1, 2), "plain")],
             walls=[((1, 1), (2, 1)), ((1, 3), (2, 3))], yellow=[((0, 3), (0, 2), "to")], red=[],
             decor=[("bookstack", (2, 2), 6, True), ("reading lamp", (0, 1), 4, False)],
             exits=[("N", "mid", "orange"), ("W", "mid", "orange"), ("E", "mid", "orange"), ("S", "low", "blue")]),
        dict(id="cistern", name="Cistern", colour="blue", grid=(4, 4, "full"), seed=62, arrow="N",
             water=[(3, 1), (2, 1), (1, 2), (2, 3)],
             currents={(3, 1): (2, 1), (2, 1): (1, 2), (1, 2): (2, 3), (2, 3): "S"},
             entry=[(0, 0), (3, 2)], flip=[((0, 2), "fishhook")], traps=[(3, 0)], yellow=[],
             red=[((0, 1), (0, 2))],
             exits=[("W", "mid", "blue"), ("N", "mid", "blue"), ("S", "mid", "blue")]),
    ]),
    ("greathall_sewer", "Great Hall / Sewer Run", [
        dict(id="great_hall", name="Great Hall", colour="orange", grid=(4, 5, "offset"), seed=71, arrow="N",
             groups=[[(1, 2), (2, 2), (3, 2)], [(0, 0), (1, 0)], [(3, 4), (4, 4)]],
             special={(1, 2): "banquet bench"}, entry=[(4, 0), (1, 4)], red_entry=[(2, 0)],
             traps=[(3, 3)], flip=[((3, 1), "plain")], yellow=[((1, 3), (1, 2), "to")], red=[],
             decor=[("banner pole", (2, 1), 4, True), ("hearth", (0, 3), 6, False)],
             exits=[("N", "mid", "orange"), ("E", "mid", "orange"), ("S", "mid", "orange"), ("W", "mid", "orange")]),
        dict(id="sewer_run", name="Sewer Run", colour="blue", grid=(4, 4, "full"), seed=72, arrow="S",
             rock=[(3, 0), (4, 3)], water=[(0, 2), (1, 2), (2, 2), (3, 2)],
             currents={(0, 2): (1, 2), (1, 2): (2, 2), (2, 2): (3, 2), (3, 2): "E"},
             entry=[(0, 0), (2, 3)], flip=[((1, 0), "plain")], traps=[(1, 3)],
             yellow=[((1, 3), (2, 3), "to")], red=[((2, 0), (2, 1))],
             exits=[("W", "mid", "blue"), ("N", "mid", "blue"), ("S", "low", "blue")]),
    ]),
    ("pantry_mousehole", "Pantry / Mouse Hole", [
        dict(id="pantry", name="Pantry", colour="orange", grid=(4, 4, "offset"), seed=81, arrow="N",
             groups=[[(1, 1), (1, 2), (2, 2)]], special={(1, 1): "cheese shelf"}, entry=[(0, 0), (3, 3)],
             red_entry=[(4, 0)], traps=[(2, 1), (3, 2)], flip=[((1, 3), "plain")],
             walls=[((0, 0), (1, 0))], yellow=[((2, 3), (2, 2), "to")], red=[],
             decor=[("flour sack", (0, 1), 6, True)],
             exits=[("N", "mid", "orange"), ("S", "mid", "orange"), ("E", "mid", "blue")]),
        dict(id="mouse_hole", name="Mouse Hole", colour="blue", grid=(4, 5, "full"), seed=82, arrow="N",
             groups=[[(2, 1), (1, 2), (2, 2)]], rock=[(0, 0), (4, 3), (3, 4)], special={(2, 1): "mouse den"},
             entry=[(3, 0)], flip=[((2, 4), "tinkerer_scout")], traps=[(1, 3)], yellow=[], red=[],
             decor=[("thimble", (0, 2), 4, False)],
             exits=[("W", "mid", "blue"), ("E", "mid", "blue"), ("N", "mid", "blue"), ("S", "low", "orange")]),
    ]),
]


def hex_cells(cols, rows, first, rng):
    """{(col, row): polygon} of a jittered hex-row layout. Full rows hold `cols` cells; shifted rows hold
    cols + 1, their end cells clipped by the tile edge. Neighbouring cells are built from the same corner
    points, so they share edges exactly and the cells tile the square with no gap."""
    w, h = SIZE / cols, SIZE / rows
    walls = []   # per row: [top x, bend point, bottom x] of each border between two cells of the row
    for r in range(rows):
        if (r % 2 == 0) == (first == "full"):
            base = [k * w for k in range(1, cols)]
        else:
            base = [(k - 0.5) * w for k in range(1, cols + 1)]
            # clipped end cells a little wider than half a cell, so markers fit in them
            base[0], base[-1] = 0.62 * w, SIZE - 0.62 * w
        walls.append([[round(b + rng.uniform(-0.13, 0.13) * w), None,
                       round(b + rng.uniform(-0.13, 0.13) * w)] for b in base])
    lines = []   # row borders, left to right, holding every corner either row needs
    for j in range(rows + 1):
        xs = {0, SIZE}
        if j > 0:
            xs |= {b[2] for b in walls[j - 1]}
        if j < rows:
            xs |= {b[0] for b in walls[j]}
        inner = 0 < j < rows
        pts = [(x, round(j * h + (rng.uniform(-0.14, 0.14) * h if inner else 0))) for x in sorted(xs)]
        if inner:
            bent = [pts[0]]
            for a, b in zip(pts, pts[1:]):
                if b[0] - a[0] > 11:
                    bent.append((round((a[0] + b[0]) / 2 + rng.uniform(-2, 2)),
                                 round((a[1] + b[1]) / 2 + rng.uniform(-0.1, 0.1) * h)))
                bent.append(b)
            pts = bent
        lines.append(pts)
    for r in range(rows):
        for b in walls[r]:
            top = next(p for p in lines[r] if p[0] == b[0])
            bot = next(p for p in lines[r + 1] if p[0] == b[2])
            b[1] = (round((top[0] + bot[0]) / 2 + rng.uniform(-0.08, 0.08) * w), round((top[1] + bot[1]) / 2))
    cells = {}
    for r in range(rows):
        borders = [None] + walls[r] + [None]
        for c in range(len(walls[r]) + 1):
            left, right = borders[c], borders[c + 1]
            xlt, xlb = (0, 0) if left is None else (left[0], left[2])
            xrt, xrb = (SIZE, SIZE) if right is None else (right[0], right[2])
            poly = [p for p in lines[r] if xlt <= p[0] <= xrt]          # top, left to right
            if right is not None:
                poly.append(right[1])
            poly += [p for p in lines[r + 1] if xlb <= p[0] <= xrb][::-1]   # bottom, right to left
            if left is not None:
                poly.append(left[1])
            cells[(c, r)] = poly
    return cells


def region_polygon(cells, group):
    """Outline of the union of some cells: their edges that no other cell of the group shares, chained."""
    directed = {}
    for cell in group:
        poly = cells[cell]
        for i, p in enumerate(poly):
            directed[(p, poly[(i + 1) % len(poly)])] = True
    boundary = [k for k in directed if (k[1], k[0]) not in directed]
    nxt = {a: b for a, b in boundary}
    assert len(nxt) == len(boundary), f"cells {group} touch at a single corner"
    start = min(nxt)
    loop, cur = [start], nxt[start]
    while cur != start:
        loop.append(cur)
        cur = nxt[cur]
    assert len(loop) == len(boundary), f"cells {group} are not one piece"
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
    cols, rows, first = spec["grid"]
    cells = hex_cells(cols, rows, first, rng)
    groups = [list(g) for g in spec.get("groups", [])]
    grouped = {c for g in groups for c in g}
    rock = set(spec.get("rock", []))
    for cell in sorted(cells, key=lambda c: (c[1], c[0])):
        if cell not in grouped and cell not in rock:
            groups.append([cell])
    groups.sort(key=lambda g: (min(x[1] for x in g), min(x[0] for x in g if x[1] == min(y[1] for y in g))))
    cell_of = {}
    spaces = []
    for n, g in enumerate(groups, 1):
        sid = f"s{n}"
        for cell in g:
            cell_of[cell] = sid
        spaces.append({"id": sid, "cells": g, "polygon": region_polygon(cells, g)})
    by_id = {s["id"]: s for s in spaces}
    wall_lines = []
    walled = set()
    for a, b in spec.get("walls", []):
        # the wall runs along the whole shared border of the two cells
        wall_lines.append(shared_polyline(cells[a], cells[b]))
        walled.add(frozenset((cell_of[a], cell_of[b])))
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
    face["red"] = sorted(tuple(sorted(p, key=lambda sid: int(sid[1:]))) for p in red)
    face["walls"] = wall_lines
    face["rock"] = [region_polygon(cells, [c]) for c in sorted(rock, key=lambda c: (c[1], c[0]))]
    face["decor"] = []
    for name, cell, radius, blocks in spec.get("decor", []):
        poly = region_polygon(cells, [cell])
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
            if p[1] == y and q[1] == y and min(max(p[0], q[0]), hi) - max(min(p[0], q[0]), lo) >= 1:
                return True
        else:
            x = 0 if side == "W" else SIZE
            if p[0] == x and q[0] == x and min(max(p[1], q[1]), hi) - max(min(p[1], q[1]), lo) >= 1:
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
