"""Mice and Mystics data kinds: `mice_tile` (one double-sided room tile) and `mice_layout` (tiles on a grid)."""
from __future__ import annotations

import glob
import os
from dataclasses import dataclass, field

from engine import geometry
from engine.data import (
    Bool,
    Ctx,
    Enum,
    Field,
    Float,
    Int,
    ListOf,
    Point,
    Polygon,
    Record,
    Str,
    check_unique,
    load_file,
    register_kind,
)
from engine.data.schema import INVALID

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data")
TILES_DIR = os.path.join(HERE, "tiles")
LAYOUTS_DIR = os.path.join(HERE, "layouts")
SIDE = Enum(*geometry.SIDES)
COLOUR = Enum("orange", "blue")


@dataclass
class Space:
    id: str
    polygon: tuple
    adjacent: list
    centre: tuple | None = None
    water: bool = False
    current_to: str = ""      # downstream space of a current (M-6.11)
    current_off: str = ""     # or the side a current leaves the tile by
    trap: bool = False        # mousetrap X (M-6.14, M-11.4)
    entry: str = "none"       # minion entry: none | plain | red (red-outlined, M-11.2)
    special: str = ""         # name of a special-area space (M-6.3); empty for an ordinary space
    flip: str = "none"        # none | plain | fishhook | tinkerer_scout (M-7.12, M-7.13)


@dataclass
class Line:
    between: list
    toward: str = ""


@dataclass
class Exit:
    side: str
    span: tuple
    colour: str
    spaces: list


@dataclass
class Arrow:
    points: str
    at: tuple


@dataclass
class Decoration:
    name: str
    at: tuple
    radius: float
    blocks_sight: bool = False


@dataclass
class Face:
    id: str
    name: str
    colour: str
    arrow: Arrow
    spaces: list
    exits: list
    yellow_lines: list = field(default_factory=list)
    red_lines: list = field(default_factory=list)
    walls: list = field(default_factory=list)
    rock: list = field(default_factory=list)
    decorations: list = field(default_factory=list)
    tile: str = ""            # filled in after loading: the id of the tile this face belongs to

    def space(self, sid: str) -> Space:
        return self.by_id[sid]

    @property
    def by_id(self) -> dict:
        cache = self.__dict__.get("_by_id")
        if cache is None or len(cache) != len(self.spaces):
            cache = {s.id: s for s in self.spaces}
            self.__dict__["_by_id"] = cache
        return cache

    def centre(self, sid: str):
        s = self.by_id[sid]
        return s.centre if s.centre is not None else geometry.interior_point(s.polygon)


@dataclass
class Tile:
    id: str
    name: str
    size: float
    faces: list
    path: str = ""

    def face(self, fid: str) -> Face | None:
        return next((f for f in self.faces if f.id == fid), None)

    def back_of(self, fid: str) -> Face | None:
        return next((f for f in self.faces if f.id != fid), None)


@dataclass
class Placement:
    tile: str
    face: str
    at: tuple
    turns: int = 0


@dataclass
class Layout:
    title: str
    tiles: list
    notes: str = ""
    path: str = ""


class Span(Point):
    """Two numbers [from, to] along an edge; reported like a point but read as an interval."""
    expected = "a span [from, to]"


class Polyline(Point):
    expected = "a wall line (a list of at least 2 points)"

    def check(self, node, ctx, path):
        pts = ListOf(Point(), min_len=2).check(node, ctx, path)
        return INVALID if pts is INVALID or len(pts) < 2 else tuple(pts)


# Tile and Layout models have no `kind` attribute; Record passes the key along, so drop it here.
def _tile_model(**kw):
    kw.pop("kind", None)
    return Tile(**kw)


def _layout_model(**kw):
    kw.pop("kind", None)
    return Layout(**kw)


SPACE = Record(Space, {
    "id": Str(), "polygon": Polygon(), "adjacent": ListOf(Str()), "centre": Field(Point(), None),
    "water": Field(Bool(), False), "current_to": Field(Str(), ""), "current_off": Field(SIDE, ""),
    "trap": Field(Bool(), False), "entry": Field(Enum("none", "plain", "red"), "none"),
    "special": Field(Str(), ""), "flip": Field(Enum("none", "plain", "fishhook", "tinkerer_scout"), "none"),
})
YELLOW = Record(Line, {"between": ListOf(Str(), min_len=2, max_len=2), "toward": Str()}, "yellow line")
RED = Record(Line, {"between": ListOf(Str(), min_len=2, max_len=2)}, "red line")
EXIT = Record(Exit, {"side": SIDE, "span": Span(), "colour": COLOUR, "spaces": ListOf(Str(), min_len=1)})
ARROW = Record(Arrow, {"points": SIDE, "at": Point()})
DECORATION = Record(Decoration, {"name": Str(), "at": Point(), "radius": Float(min=0.5),
                                 "blocks_sight": Field(Bool(), False)})
FACE = Record(Face, {
    "id": Str(), "name": Str(), "colour": COLOUR, "arrow": ARROW,
    "spaces": ListOf(SPACE, min_len=1), "exits": ListOf(EXIT),
    "yellow_lines": Field(ListOf(YELLOW), list), "red_lines": Field(ListOf(RED), list),
    "walls": Field(ListOf(Polyline()), list), "rock": Field(ListOf(Polygon()), list),
    "decorations": Field(ListOf(DECORATION), list),
})
TILE = Record(_tile_model, {"kind": Field(Str(), ""), "id": Str(), "name": Str(), "size": Float(min=1),
                     "faces": ListOf(FACE, min_len=1)}, "mice_tile")
PLACEMENT = Record(Placement, {"tile": Str(), "face": Str(), "at": Point(), "turns": Field(Int(min=0, max=3), 0)})
LAYOUT = Record(_layout_model, {"kind": Field(Str(), ""), "title": Str(), "notes": Field(Str(nonempty=False), ""),
                         "tiles": ListOf(PLACEMENT, min_len=1)}, "mice_layout")


def load_tile_node(root, ctx: Ctx, path: str):
    from rulesets.mice_and_mystics import tilecheck
    tile = TILE.check(root, ctx, "")
    if tile is INVALID or ctx.problems:
        # cross-checks on a half-built tile would only echo the schema problems already reported
        return None
    tile.path = path
    for f in tile.faces:
        f.tile = tile.id
    tilecheck.check_tile(tile, ctx)
    return tile


def load_layout_node(root, ctx: Ctx, path: str):
    from rulesets.mice_and_mystics import board
    layout = LAYOUT.check(root, ctx, "")
    if layout is INVALID or ctx.problems:
        return None
    layout.path = path
    for i, p in enumerate(layout.tiles):
        x, y = p.at
        if x != int(x) or y != int(y):
            ctx.error_at(p, "at", f"tiles[{i}].at", f"expected a grid cell [column, row] of whole numbers, "
                                                    f"found [{x:g}, {y:g}]")
        p.at = (int(x), int(y))
    if not ctx.problems:
        board.check_layout(layout, library(), ctx)
    return layout


register_kind("mice_tile", load_tile_node)
register_kind("mice_layout", load_layout_node)

_LIBRARY: dict = {}


def library(directory: str = TILES_DIR) -> dict:
    """All tiles of a directory by id, loaded once; a broken or duplicated tile raises DataError."""
    lib = _LIBRARY.get(directory)
    if lib is None:
        lib = {}
        faces: dict = {}
        ctx = Ctx(directory)
        for path in sorted(glob.glob(os.path.join(directory, "*.yaml"))):
            tile = load_file(path, expect_kind="mice_tile")
            if tile.id in lib:
                ctx.error_at(tile, "id", "id", f"duplicate tile id {tile.id!r} (also in {lib[tile.id].path})")
            for f in tile.faces:
                if f.id in faces:
                    ctx.error_at(f, "id", "faces.id", f"duplicate face id {f.id!r} (also on tile {faces[f.id]})")
                faces[f.id] = tile.id
            lib[tile.id] = tile
        sizes = {t.size for t in lib.values()}
        if len(sizes) > 1:
            for t in lib.values():
                ctx.error_at(t, "size", "size", f"all room tiles must be the same size, found {sorted(sizes)}")
        ctx.raise_if_any()
        _LIBRARY[directory] = lib
    return lib


def find_face(lib: dict, face_id: str) -> Face | None:
    for t in lib.values():
        f = t.face(face_id)
        if f is not None:
            return f
    return None


def load_layout(path: str) -> Layout:
    return load_file(path, expect_kind="mice_layout")


def shipped_layouts() -> list[str]:
    return sorted(glob.glob(os.path.join(LAYOUTS_DIR, "*.yaml")))


__all__ = ["Space", "Line", "Exit", "Arrow", "Decoration", "Face", "Tile", "Placement", "Layout",
           "library", "find_face", "load_layout", "shipped_layouts", "check_unique"]
