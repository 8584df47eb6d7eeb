"""Cross-checks of a loaded room tile: space graph, shared edges, lines, water, exits, flip pairing, size.

Every problem is reported through Ctx at the line where the offending value was written.
"""
from __future__ import annotations

from engine import geometry
from engine.data import Ctx, check_unique
from rulesets.mice_and_mystics import shape

MIN_SPACES, MAX_SPACES = 14, 20   # M-G.5: each side is a hex-like layout of 14-20 spaces
MIN_EXITS, MAX_EXITS = 2, 4       # with 2-4 exit areas on its edges
MIN_SHARED = 1.0      # two spaces "share an edge" when their borders run together for at least this long
COVER_TOLERANCE = 0.005


def check_tile(tile, ctx: Ctx) -> None:
    before = len(ctx.problems)
    check_unique(ctx, tile.faces, "id", "faces")
    colours = sorted(f.colour for f in tile.faces)
    if colours != ["blue", "orange"]:
        ctx.error_at(tile, "faces", "faces", "a room tile has exactly two faces, one orange and one blue "
                                             f"(M-G.5); found {', '.join(colours) or 'none'}")
    for i, face in enumerate(tile.faces):
        check_face(face, tile.size, ctx, f"faces[{i}]")
    if len(tile.faces) == 2:
        for i, face in enumerate(tile.faces):
            back = tile.faces[1 - i]
            if not any(s.flip != "none" for s in back.spaces):
                for j, s in enumerate(face.spaces):
                    if s.flip != "none":
                        ctx.error_at(s, "flip", f"faces[{i}].spaces[{j}].flip",
                                     f"flip space {s.id} has nowhere to land: the other face {back.id!r} "
                                     "has no flip space (M-7.12)")
    if len(ctx.problems) == before:
        # sizes are judged last, on an otherwise sound tile, so a broken shape is not buried under them
        for i, face in enumerate(tile.faces):
            _check_size(face, ctx, f"faces[{i}]")


def _check_size(face, ctx: Ctx, path: str) -> None:
    n = len(face.spaces)
    if not MIN_SPACES <= n <= MAX_SPACES:
        ctx.error_at(face, "spaces", f"{path}.spaces", f"face {face.id!r} has {n} spaces; a room tile side needs "
                                                      f"{MIN_SPACES} to {MAX_SPACES} (M-G.5)")
    n = len(face.exits)
    if not MIN_EXITS <= n <= MAX_EXITS:
        ctx.error_at(face, "exits", f"{path}.exits", f"face {face.id!r} has {n} exit area{'' if n == 1 else 's'}; a room tile side "
                                                    f"needs {MIN_EXITS} to {MAX_EXITS} (M-G.5)")


def _sep(face):
    """Pairs of spaces a red line separates, and each pair's line."""
    return {frozenset(l.between): l for l in face.red_lines if len(set(l.between)) == 2}


def check_face(face, size: float, ctx: Ctx, path: str) -> None:
    before = len(ctx.problems)
    check_unique(ctx, face.spaces, "id", f"{path}.spaces")
    if len(ctx.problems) > before:
        return  # the space graph cannot be judged while two spaces answer to one name
    ids = {s.id for s in face.spaces}
    shared = _shared_lengths(face)
    red = _sep(face)
    if not _check_space_shapes(face, size, ctx, path):
        return  # shared edges mean nothing between overlapping spaces
    _check_adjacency(face, ids, shared, red, ctx, path)
    _check_lines(face, ids, shared, ctx, path)
    _check_water(face, ids, ctx, path)
    _check_gaps(face, ids, ctx, path)
    _check_exits(face, ids, size, ctx, path)
    _check_extras(face, size, ctx, path)


def _shared_lengths(face) -> dict:
    out = {}
    sp = face.spaces
    boxes = [geometry.bbox(s.polygon) for s in sp]
    e = shape.EPS
    for i in range(len(sp)):
        ax0, ay0, ax1, ay1 = boxes[i]
        for j in range(i + 1, len(sp)):
            bx0, by0, bx1, by1 = boxes[j]
            if ax1 < bx0 - e or bx1 < ax0 - e or ay1 < by0 - e or by1 < ay0 - e:
                continue   # shared_segments' own first test, without the call: most pairs are far apart
            segs = shape.shared_segments(sp[i].polygon, sp[j].polygon)
            L = shape.length(segs)
            if L >= MIN_SHARED:
                walled = sum(shape.covered_length(segs, w) for w in face.walls)
                out[frozenset((sp[i].id, sp[j].id))] = (L, walled)
    return out


def _check_space_shapes(face, size, ctx, path) -> bool:
    """Report spaces outside the face, overlapping each other or rock, or not tiling it; False on overlaps."""
    total = 0.0
    clean = True
    boxes = [geometry.bbox(s.polygon) for s in face.spaces]
    for j, s in enumerate(face.spaces):
        where = f"{path}.spaces[{j}]"
        bad = next((p for p in s.polygon if not shape.inside_face(p, size)), None)
        if bad is not None:
            ctx.error_at(s, "polygon", f"{where}.polygon",
                         f"point [{bad[0]:g}, {bad[1]:g}] lies outside the {size:g} x {size:g} face")
        if s.centre is not None and not geometry.point_in_polygon(s.centre, s.polygon):
            ctx.error_at(s, "centre", f"{where}.centre", f"centre of {s.id} lies outside its polygon")
        total += abs(geometry.polygon_area(s.polygon))
        for k in range(j):
            o = face.spaces[k]
            if geometry.boxes_apart(boxes[j], boxes[k]):
                continue   # polygons_overlap's own first test, without the call: most pairs are far apart
            if geometry.polygons_overlap(s.polygon, o.polygon):
                ctx.error_at(s, "polygon", f"{where}.polygon", f"space {s.id} overlaps space {o.id}")
                clean = False
        for k, r in enumerate(face.rock):
            if geometry.polygons_overlap(s.polygon, r):
                ctx.error_at(s, "polygon", f"{where}.polygon", f"space {s.id} overlaps black rock {k}")
                clean = False
    total += sum(abs(geometry.polygon_area(r)) for r in face.rock)
    if abs(total - size * size) > COVER_TOLERANCE * size * size:
        ctx.error_at(face, "spaces", f"{path}.spaces",
                     f"spaces and black rock cover {100 * total / (size * size):.1f}% of the face; "
                     "they must tile it exactly (gaps or overlaps)")
    return clean


def _check_adjacency(face, ids, shared, red, ctx, path):
    listed = {s.id: set(s.adjacent) for s in face.spaces}
    reported = set()
    for j, s in enumerate(face.spaces):
        where = f"{path}.spaces[{j}].adjacent"
        for n in s.adjacent:
            pair = frozenset((s.id, n))
            if n not in ids:
                ctx.error_at(s, "adjacent", where, f"{s.id} lists unknown space {n!r} as adjacent")
            elif n == s.id:
                ctx.error_at(s, "adjacent", where, f"{s.id} lists itself as adjacent")
            elif s.id not in listed[n]:
                ctx.error_at(s, "adjacent", where, f"{s.id} lists {n} as adjacent but {n} does not list {s.id} "
                                                   "(adjacency must be symmetric)")
            elif pair not in shared:
                if pair not in reported:
                    ctx.error_at(s, "adjacent", where, f"{s.id} and {n} are listed adjacent but share no edge "
                                                       "(M-6.2)")
            elif pair in red and pair not in reported:
                ctx.error_at(s, "adjacent", where, f"{s.id} and {n} are listed adjacent across a red line "
                                                   "(M-6.5: spaces split by a red line are not adjacent)")
            elif shared[pair][1] >= shared[pair][0] - MIN_SHARED and pair not in reported:
                ctx.error_at(s, "adjacent", where, f"{s.id} and {n} are listed adjacent through a wall (M-6.6)")
            reported.add(pair)
    for pair, (L, walled) in shared.items():
        a, b = sorted(pair, key=lambda sid: [s.id for s in face.spaces].index(sid))
        if b in listed[a] or a in listed[b] or pair in red or walled >= L - MIN_SHARED:
            continue
        j = [s.id for s in face.spaces].index(a)
        ctx.error_at(face.spaces[j], "adjacent", f"{path}.spaces[{j}].adjacent",
                     f"{a} and {b} share an edge but are not listed adjacent; list them, or part them with "
                     "a red line or a wall (M-6.2, M-6.5)")


def _check_lines(face, ids, shared, ctx, path):
    listed = {s.id: set(s.adjacent) for s in face.spaces}
    for kind, lines in (("yellow", face.yellow_lines), ("red", face.red_lines)):
        for j, line in enumerate(lines):
            where = f"{path}.{kind}_lines[{j}]"
            a, b = line.between
            unknown = [x for x in (a, b) if x not in ids]
            if unknown:
                ctx.error_at(line, "between", f"{where}.between", f"{kind} line names unknown space {unknown[0]!r}")
                continue
            if a == b:
                ctx.error_at(line, "between", f"{where}.between", f"{kind} line needs two different spaces")
                continue
            if kind == "yellow":
                if b not in listed[a]:
                    ctx.error_at(line, "between", f"{where}.between",
                                 f"yellow line between {a} and {b}, which are not adjacent (M-6.4)")
                if line.toward not in (a, b):
                    ctx.error_at(line, "toward", f"{where}.toward",
                                 f"yellow line arrow must point toward {a} or {b}, found {line.toward!r}")
            elif frozenset((a, b)) not in shared:
                ctx.error_at(line, "between", f"{where}.between",
                             f"red line between {a} and {b}, which share no edge (M-6.5)")


def _check_water(face, ids, ctx, path):
    for j, s in enumerate(face.spaces):
        where = f"{path}.spaces[{j}]"
        if (s.current_to or s.current_off) and not s.water:
            field = "current_to" if s.current_to else "current_off"
            ctx.error_at(s, field, f"{where}.{field}", f"{s.id} has a current but is not water (M-6.11)")
        if s.current_to and s.current_off:
            ctx.error_at(s, "current_off", f"{where}.current_off",
                         f"{s.id}: a current flows to one place, give current_to or current_off, not both")
        if s.current_to:
            if s.current_to not in ids:
                ctx.error_at(s, "current_to", f"{where}.current_to", f"current flows to unknown space {s.current_to!r}")
            elif s.current_to not in s.adjacent:
                ctx.error_at(s, "current_to", f"{where}.current_to",
                             f"current of {s.id} flows to {s.current_to}, which is not adjacent (M-6.11)")
            elif not face.space(s.current_to).water:
                ctx.error_at(s, "current_to", f"{where}.current_to",
                             f"current of {s.id} flows into {s.current_to}, which is not water (M-6.11)")


def _check_gaps(face, ids, ctx, path):
    """A pipe gap (M-6.6) joins two spaces that are not adjacent, across one black area both border."""
    for j, gap in enumerate(face.gaps):
        where = f"{path}.gaps[{j}].between"
        a, b = gap.between
        unknown = [x for x in (a, b) if x not in ids]
        if unknown:
            ctx.error_at(gap, "between", where, f"pipe gap names unknown space {unknown[0]!r}")
            continue
        if a == b or b in face.space(a).adjacent:
            ctx.error_at(gap, "between", where, f"pipe gap between {a} and {b}, which are not two spaces "
                                                "parted by a gap (M-6.6)")
            continue
        pa, pb = face.space(a).polygon, face.space(b).polygon
        if not any(shape.length(shape.shared_segments(pa, r)) >= MIN_SHARED
                   and shape.length(shape.shared_segments(pb, r)) >= MIN_SHARED
                   and shape.segment_hits_polygon(face.centre(a), face.centre(b), r) for r in face.rock):
            ctx.error_at(gap, "between", where, f"pipe gap between {a} and {b} crosses no black area both "
                                                "of them border (M-6.6)")


def _check_exits(face, ids, size, ctx, path):
    by_side: dict = {}
    for j, e in enumerate(face.exits):
        where = f"{path}.exits[{j}]"
        lo, hi = e.span
        if not (0 <= lo < hi <= size):
            ctx.error_at(e, "span", f"{where}.span", f"exit span [{lo:g}, {hi:g}] is not on the {e.side} edge "
                                                     f"(from 0 to {size:g}, from < to)")
            continue
        for k, (olo, ohi) in by_side.get(e.side, []):
            if lo < ohi and olo < hi:
                ctx.error_at(e, "span", f"{where}.span", f"exit overlaps exit {k} on the {e.side} edge")
        by_side.setdefault(e.side, []).append((j, (lo, hi)))
        for sid in e.spaces:
            if sid not in ids:
                ctx.error_at(e, "spaces", f"{where}.spaces", f"exit names unknown space {sid!r}")
            elif shape.touches_edge(face.space(sid).polygon, e.side, e.span, size) < MIN_SHARED:
                ctx.error_at(e, "spaces", f"{where}.spaces",
                             f"space {sid} does not touch the {e.side} edge along this exit (M-7.11)")


def _check_extras(face, size, ctx, path):
    for j, w in enumerate(face.walls):
        if not all(shape.inside_face(p, size) for p in w):
            ctx.error_at(face, "walls", f"{path}.walls[{j}]", "wall leaves the face")
    for j, d in enumerate(face.decorations):
        if not shape.inside_face(d.at, size):
            ctx.error_at(d, "at", f"{path}.decorations[{j}].at", f"decoration {d.name!r} lies outside the face")
    if not shape.inside_face(face.arrow.at, size):
        ctx.error_at(face.arrow, "at", f"{path}.arrow.at", "direction arrow lies outside the face")
