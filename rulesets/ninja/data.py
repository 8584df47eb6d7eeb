import os
from typing import Annotated

import msgspec

from engine import geometry
from engine.data import (
    Ctx,
    Float,
    ListOf,
    OneOf,
    Polygon,
    Record,
    Source,
    Words,
    check_unique,
    convert,
    englished,
    load_file,
    mark_of,
    register_kind,
)

KIND = "ninja_map"
FORTRESS_PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data", "fortress.yaml")

ZONE_TYPES = ("grounds", "moat", "bridge", "courtyard", "garden", "castle")
CASTLE_SIDES = ("none", "west", "east")
TAGS = ("watch_post", "barracks", "map_edge", "between_castles")
BORDER_TYPES = ("wall", "gate")

WATCH_POSTS = 12              # N-3.10
SLEEPERS_NEEDED = 8 + 3       # N-3.14a at setup plus the N-17.7 bonus
SLEEPERS_PER_BARRACKS = 2     # N-3.14a
MISSIONS_PER_CASTLE = 3       # N-3.14b
TRAPS = 2                     # N-3.14b
HIDDEN_SENTRIES = 2           # N-3.14b
# N-3.14b, N-G.8: both traps and both hidden sentries may sit in the same castle as its 3
# missions, each object in its own zone, so every castle needs room for all of them
OBJECT_ZONES_PER_CASTLE = MISSIONS_PER_CASTLE + TRAPS + HIDDEN_SENTRIES
CASTLE_OBJECTS = 2 * MISSIONS_PER_CASTLE + TRAPS + HIDDEN_SENTRIES   # N-3.14b: all of them, both castles
MIN_SHARED_EDGE = 1.0         # world units; anything shorter is a corner touch, not a border


class Refs(tuple):
    """A tuple of zone ids that remembers where each id was written."""
    marks: list


ZoneId = Annotated[str, msgspec.Meta(pattern=r"\S", extra={"expected": "a zone id"})]
ZoneIds = Annotated[list[ZoneId], msgspec.Meta(extra={"expected": "a list of zone ids"})]
ZonePair = Annotated[list[ZoneId], msgspec.Meta(min_length=2, max_length=2, extra={
    "expected": "a pair of zone ids [a, b]", "count_message": "expected a pair of zone ids [a, b], found {n} items"})]


class Zone(Record, eq=False):
    label = "zone"
    id: ZoneId
    name: Words            # {en, zh-Hant, zh-Hans}; English once loaded (englished), drawn in the language in force
    type: OneOf(ZONE_TYPES)
    polygon: Polygon
    neighbours: ZoneIds
    castle: OneOf(CASTLE_SIDES) = "none"
    tags: list[OneOf(TAGS)] = []

    @property
    def is_moat(self) -> bool:
        return self.type == "moat"

    def has(self, tag: str) -> bool:
        return tag in self.tags


class Border(Record, eq=False):
    label = "border"
    between: ZonePair
    type: OneOf(BORDER_TYPES)


class Board(Record, eq=False):
    label = "board"
    width: Float(ge=1)
    height: Float(ge=1)


class NinjaMap(Record, eq=False):
    """A checked fortress map; `adjacency`, `walls` and `track` are filled in by the loader."""
    label = "ninja map"
    name: Words
    board: Board
    zones: ListOf(Zone, min=1)
    borders: list[Border] = []
    patrol_track: list[ZonePair] = []
    complete: bool = False
    kind: str | None = None

    def index(self) -> None:
        self.by_id = {z.id: z for z in self.zones}
        self.adjacency = {z.id: tuple(z.neighbours) for z in self.zones}
        self.walls = {frozenset(b.between) for b in self.borders if b.type == "wall"}
        self.gates = {frozenset(b.between) for b in self.borders if b.type == "gate"}
        track: dict[str, list] = {}
        for a, b in self.patrol_track:
            track.setdefault(a, []).append(b)
            track.setdefault(b, []).append(a)
        self.track = {k: tuple(v) for k, v in track.items()}

    def zone(self, zone_id: str) -> Zone:
        return self.by_id[zone_id]

    def is_wall(self, a: str, b: str) -> bool:
        return frozenset((a, b)) in self.walls


def _refs(src: Source, ids: list, path: tuple) -> Refs:
    refs = Refs(ids)
    refs.marks = [src.mark(path + (i,)) for i in range(len(ids))]
    return refs


def load_ninja_map(root, ctx: Ctx, path: str):
    src = Source(root, ctx)
    if ctx.problems:
        # a duplicated key (say a second `kind`) would leave one value silently dropped: report that alone
        return None
    m = convert(src, NinjaMap)
    if m is None:
        return None
    # ids keep where each was written, for the reference checks below
    for i, z in enumerate(m.zones):
        z.neighbours = _refs(src, z.neighbours, ("zones", i, "neighbours"))
    for k, b in enumerate(m.borders):
        b.between = _refs(src, b.between, ("borders", k, "between"))
    m.patrol_track = [_refs(src, edge, ("patrol_track", k)) for k, edge in enumerate(m.patrol_track)]
    check_unique(ctx, m.zones, "id", "zones")
    if ctx.problems:
        # cross-checks on a half-read map (dropped zones, ambiguous ids) would only echo the first problem
        return None
    ids = {}
    for i, z in enumerate(m.zones):
        ids.setdefault(z.id, i)
    _check_neighbour_refs(m, ctx, ids)
    _check_geometry(m, ctx, ids)
    _check_borders(m, ctx, ids)
    m.index()
    _check_track(m, ctx, ids)
    if m.complete and not ctx.problems:
        _check_complete(m, ctx)
    m.source = path
    return englished(m)


def _ref_errors(ctx, refs, path, ids, what="zone"):
    """Report ids that name no zone; return True when all resolve."""
    ok = True
    for j, ref in enumerate(refs):
        if ref not in ids:
            ctx.error(refs.marks[j], f"{path}[{j}]", f"unknown {what} {ref!r}")
            ok = False
    return ok


def _check_neighbour_refs(m, ctx, ids):
    for i, z in enumerate(m.zones):
        path = f"zones[{i}].neighbours"
        _ref_errors(ctx, z.neighbours, path, ids)
        seen = set()
        for j, ref in enumerate(z.neighbours):
            if ref == z.id:
                ctx.error(z.neighbours.marks[j], f"{path}[{j}]", f"zone {z.id!r} lists itself as a neighbour")
            elif ref in seen:
                ctx.error(z.neighbours.marks[j], f"{path}[{j}]", f"neighbour {ref!r} is listed twice")
            seen.add(ref)
            other = m.zones[ids[ref]] if ref in ids else None
            if other is not None and other is not z and z.id not in other.neighbours:
                ctx.error(z.neighbours.marks[j], f"{path}[{j}]",
                          f"adjacency is not symmetric: {ref!r} does not list {z.id!r} among its neighbours")


def _check_geometry(m, ctx, ids):
    """Polygons stay on the board, do not overlap, and neighbours are exactly the zones sharing an edge."""
    boxes = [geometry.bbox(z.polygon) for z in m.zones]
    W, H = m.board.width, m.board.height
    for i, z in enumerate(m.zones):
        x0, y0, x1, y1 = boxes[i]
        if x0 < 0 or y0 < 0 or x1 > W or y1 > H:
            ctx.error_at(z, "polygon", f"zones[{i}].polygon",
                         f"polygon reaches outside the board (0..{W:g} x 0..{H:g})")
    for i, a in enumerate(m.zones):
        for j in range(i + 1, len(m.zones)):
            b = m.zones[j]
            if a.id == b.id or not _boxes_touch(boxes[i], boxes[j]):
                shared = 0.0
            else:
                shared = geometry.shared_edge_length(a.polygon, b.polygon)
                if geometry.polygons_overlap(a.polygon, b.polygon):
                    ctx.error_at(b, "polygon", f"zones[{j}].polygon",
                                 f"polygon overlaps zone {a.id!r} (zones[{i}])")
            listed = b.id in a.neighbours or a.id in b.neighbours
            if shared < MIN_SHARED_EDGE and listed:
                for owner, k, other in ((a, i, b), (b, j, a)):
                    if other.id in owner.neighbours:
                        pos = list(owner.neighbours).index(other.id)
                        ctx.error(owner.neighbours.marks[pos], f"zones[{k}].neighbours[{pos}]",
                                  f"{other.id!r} is listed as a neighbour but the polygons share no edge")
            elif shared >= MIN_SHARED_EDGE and not listed and a.id != b.id:
                ctx.error_at(b, "neighbours", f"zones[{j}].neighbours",
                             f"polygon shares an edge with {a.id!r} (length {shared:.0f}) "
                             f"but neither zone lists the other as a neighbour")


def _boxes_touch(p, q, eps=1e-6):
    return p[0] <= q[2] + eps and q[0] <= p[2] + eps and p[1] <= q[3] + eps and q[1] <= p[3] + eps


def _pair_problems(m, ids, pair):
    a, b = pair
    if a == b:
        return f"a border needs two different zones, found {a!r} twice"
    if b not in m.zones[ids[a]].neighbours:
        return f"{a!r} and {b!r} are not neighbours, so no border lies between them"
    return None


def _check_borders(m, ctx, ids):
    first: dict = {}
    for k, border in enumerate(m.borders):
        path = f"borders[{k}].between"
        if not _ref_errors(ctx, border.between, path, ids):
            continue
        problem = _pair_problems(m, ids, border.between)
        if problem:
            ctx.error_at(border, "between", path, problem)
            continue
        key = frozenset(border.between)
        if key in first:
            ctx.error_at(border, "between", path,
                         f"border between {border.between[0]!r} and {border.between[1]!r} is listed twice "
                         f"(first at line {mark_of(first[key], 'between').line})")
        first.setdefault(key, border)


def _check_track(m, ctx, ids):
    first: dict = {}
    for k, edge in enumerate(m.patrol_track):
        path = f"patrol_track[{k}]"
        where = edge.marks[0]
        if not _ref_errors(ctx, edge, path, ids):
            continue
        a, b = edge
        if a == b or b not in m.zones[ids[a]].neighbours:
            ctx.error(where, path, f"track edge {a!r}-{b!r} joins zones that are not neighbours")
        elif m.is_wall(a, b):
            ctx.error(where, path, f"track edge {a!r}-{b!r} crosses a wall (N-10.6: patrols never cross walls)")
        elif frozenset(edge) in first:
            ctx.error(where, path, f"track edge {a!r}-{b!r} is listed twice (first at line {first[frozenset(edge)]})")
        first.setdefault(frozenset(edge), where.line)


def _check_complete(m, ctx):
    """Whole-map counts the rules rely on; only for a file that says `complete: true`."""
    def report(msg):
        ctx.error_at(m, "zones", "zones", msg)

    posts = [z for z in m.zones if z.has("watch_post")]
    if len(posts) != WATCH_POSTS:
        report(f"a complete map needs exactly {WATCH_POSTS} watch posts (N-3.10), found {len(posts)}")
    barracks = [z for z in m.zones if z.has("barracks")]
    if len(barracks) * SLEEPERS_PER_BARRACKS < SLEEPERS_NEEDED:
        report(f"barracks hold {len(barracks) * SLEEPERS_PER_BARRACKS} sleeping guards at "
               f"{SLEEPERS_PER_BARRACKS} each, {SLEEPERS_NEEDED} needed (N-3.14a, N-17.7)")
    from rulesets.ninja import map_graph
    eligible = map_graph.object_zones(m)
    for side in ("west", "east"):
        n = sum(1 for z in eligible if m.zone(z).castle == side)
        if n < OBJECT_ZONES_PER_CASTLE:
            report(f"the {side} castle has {n} interior zones without a watch post, "
                   f"{OBJECT_ZONES_PER_CASTLE} needed: its {MISSIONS_PER_CASTLE} missions, and both traps "
                   f"and both hidden sentries may be put in the same castle (N-3.14b, N-G.8)")
    forks = map_graph.track_forks(m)
    if len(forks) < 2:
        report(f"the patrol track needs at least 2 forks (N-10.5), found {len(forks)}")
    ends = [z for z, ns in m.track.items() if len(ns) < 2]
    if ends:
        report(f"the patrol track dead-ends at {', '.join(sorted(ends))} (a patrol may never reverse, N-10.5)")
    if not map_graph.is_connected(m):
        report("the zones do not form one connected map")
    if not map_graph.edge_zones(m):
        report("no zone is tagged map_edge (N-3.15a needs one for the Ninja's start)")
    W, H = m.board.width, m.board.height
    frame = ((0, 0), (W, 0), (W, H), (0, H))
    for i, z in enumerate(m.zones):
        touches = geometry.shared_edge_length(z.polygon, frame) >= MIN_SHARED_EDGE
        if touches != z.has("map_edge"):
            ctx.error_at(z, "tags", f"zones[{i}].tags",
                         f"zone {z.id!r} touches the board edge but is not tagged map_edge (N-14.1)" if touches
                         else f"zone {z.id!r} is tagged map_edge but does not touch the board edge (N-14.1)")
    if not any(z.has("between_castles") for z in m.zones):
        report("no zone is tagged between_castles (N-3.15b)")
    if not map_graph.traitor_start_zones(m):
        report("no zone is left for the Traitor's start (N-3.15b)")


register_kind(KIND, load_ninja_map)

_cache: dict = {}


def load_map(path: str | None = None) -> NinjaMap:
    """The shipped fortress (or another ninja_map file), loaded once per path; raises DataError."""
    path = os.path.abspath(path or FORTRESS_PATH)
    stamp = os.path.getmtime(path)
    hit = _cache.get(path)
    if hit is None or hit[0] != stamp:
        hit = (stamp, load_file(path, expect_kind=KIND))
        _cache[path] = hit
    return hit[1]
