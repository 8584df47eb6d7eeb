"""Mice and Mystics data models, declared once: room tiles (two faces of spaces, exits, lines) and layouts."""
# No `from __future__ import annotations`: msgspec reads the models' annotations when data is first loaded,
# and string annotations are then compiled one by one (about 10 ms of every load); evaluated here they are free.

from typing import Annotated, Literal

import msgspec

from engine import geometry
from engine.data import Float, Int, ListOf, Name, OneOf, Point, Polygon, Record, Words

Side = OneOf(geometry.SIDES)
Colour = OneOf(("orange", "blue"))
# two numbers [from, to] along an edge; reported like a point but read as an interval
Span = Annotated[tuple[float, float], msgspec.Meta(extra={"expected": "a span [from, to]"})]
WallLine = Annotated[tuple[Point, ...], msgspec.Meta(min_length=2, extra={
    "expected": "a wall line (a list of at least 2 points)"})]


class Space(Record):
    id: Name
    polygon: Polygon
    adjacent: list[Name]
    centre: Point | None = None
    water: bool = False
    current_to: Name | Literal[""] = ""      # downstream space of a current (M-6.11)
    current_off: Side = ""                   # or the side a current leaves the tile by
    trap: bool = False        # mousetrap X (M-6.14, M-11.4)
    entry: OneOf(("none", "plain", "red")) = "none"    # minion entry (red-outlined, M-11.2)
    special: Words | None = None   # name of a special-area space (M-6.3), in every language; after loading its
                                   # English, or "" for an ordinary space
    flip: OneOf(("none", "plain", "fishhook", "tinkerer_scout")) = "none"   # M-7.12, M-7.13


class Line(Record):
    label = "red line"
    between: ListOf(Name, min=2, max=2)


class Gap(Line):
    label = "pipe gap"     # two spaces across a dark gap of the Pipes face (M-6.6)


class YellowLine(Line):
    label = "yellow line"
    toward: Name = ""


class Exit(Record):
    side: Side
    span: Span
    colour: Colour
    spaces: ListOf(Name, min=1)


class Arrow(Record):
    points: Side
    at: Point


class Decoration(Record):
    name: Words
    at: Point
    radius: Float(ge=0.5)
    blocks_sight: bool = False


class Face(Record):
    id: Name
    name: Words
    colour: Colour
    arrow: Arrow
    spaces: ListOf(Space, min=1)
    exits: list[Exit]
    yellow_lines: list[YellowLine] = []
    red_lines: list[Line] = []
    gaps: list[Gap] = []      # pipe gaps crossable only with the fishhook and line or levitation (M-6.6)
    walls: list[WallLine] = []
    rock: list[Polygon] = []
    decorations: list[Decoration] = []
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


class Tile(Record):
    label = "mice_tile"
    id: Name
    name: Words
    size: Float(ge=1)
    faces: ListOf(Face, min=1)
    kind: str = ""
    path: str = ""           # filled in after loading: the file it came from

    def face(self, fid: str) -> Face | None:
        # every rule asks this many times a step: a dict built once per tile (like Face.by_id), not a scan
        cache = self.__dict__.get("_faces_by_id")
        if cache is None or len(cache) != len(self.faces):
            cache = {f.id: f for f in self.faces}
            self.__dict__["_faces_by_id"] = cache
        return cache.get(fid)

    def back_of(self, fid: str) -> Face | None:
        return next((f for f in self.faces if f.id != fid), None)


class Placement(Record):
    tile: Name
    face: Name
    at: Point
    turns: Int(ge=0, le=3) = 0


class Layout(Record):
    label = "mice_layout"
    title: Name
    tiles: ListOf(Placement, min=1)
    notes: str = ""
    kind: str = ""
    path: str = ""
