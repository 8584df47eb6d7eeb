"""Betrayal YAML kinds: `betrayal_tiles` (room tiles, landings, floor links) and `betrayal_layout` (a saved house)."""
# No `from __future__ import annotations`: msgspec reads the models' annotations when data is first loaded,
# and string annotations are then compiled one by one (about 10 ms of every load); evaluated here they are free.

import os
from typing import Annotated

import msgspec

from engine.data import (
    AnyValue,
    ClassVar,
    Ctx,
    DataError,
    Int,
    ListOf,
    Name,
    OneOf,
    Record,
    Words,
    englished,
    field,
    load_file,
    mark_of,
    read,
    register_kind,
)
from rulesets.betrayal.grid import (
    FLOORS,
    OPPOSITE,
    SIDES,
    door_sides,
    fits_floor,
    floor_phrase,
    locked_sides,
    neighbour,
)

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data")
SHIPPED_TILES = os.path.join(HERE, "tiles.yaml")

TRAITS = ("might", "speed", "knowledge", "sanity")
SYMBOLS = ("omen", "item", "event", "dumbwaiter", "any")
SETS = ("base", "widows_walk")
LINK_TYPES = ("stairs", "coal_chute", "collapsed_room", "dumbwaiter", "elevator", "drop")
# keywords of rooms split in two by a barrier (B-8.1); the Revolving Wall is crossed the same way
BARRIER_KEYWORDS = ("barrier", "vault", "revolving_wall")
TRIGGERS = ("discover", "enter", "leave", "end_turn", "action")
# one rules handler per keyword (principle 6); the keyword names what the room does, params say how much
SPECIAL_KEYWORDS = (
    "barrier", "vault", "slide_to", "collapse", "elevator", "revolving_wall", "drop_through", "junk_exit",
    "gain_trait_once", "roll_on_enter", "roll_on_leave", "end_turn_damage", "stairs",
)


# ---- models -------------------------------------------------------------------
Side = OneOf(SIDES)
Floor = OneOf(FLOORS)
# a grid cell [x, y] of whole numbers (each floor has its own grid; y grows southwards)
Cell = Annotated[tuple[int, int], msgspec.Meta(extra={"expected": "a grid cell [x, y] of whole numbers",
                                                      "items_inside": True})]


class Barrier(Record):
    label = "barrier"
    trait: OneOf(TRAITS)
    roll: Int(ge=1, le=16)
    sides: ListOf(Side, min=1, max=3)  # door sides on the near side of the barrier; the other doors are beyond it


class Special(Record):
    label = "special rule"
    keyword: OneOf(SPECIAL_KEYWORDS)
    trigger: OneOf(TRIGGERS)
    text: Words
    params: AnyValue = {}


class Start(Record):
    label = "start position"
    floor: Floor
    at: Cell


class TileDef(Record):
    """What rooms and landings share (house.py reads `floors`, `start` and `landing` of either)."""
    id: Name
    name: Words
    doors: ListOf(Side, min=1, max=4)
    symbols: list[OneOf(SYMBOLS)] = []
    windows: ListOf(Side, max=4) = []
    locked: ListOf(Side, max=4) = []
    outside: bool = False
    barrier: Barrier | None = None
    special: Special | None = None
    set: OneOf(SETS) = "base"

    @property
    def landing(self) -> bool:
        return self.start is not None

    def __hash__(self):
        return hash(self.id)


class Room(TileDef, kw_only=True):
    """A room tile: its back lists the floors it may be placed on (B-7.1)."""
    label = "room tile"
    start: ClassVar[None] = None
    floors: ListOf(Floor, min=1, max=4)


class Landing(TileDef, kw_only=True):
    """A landing: fixed on its floor from the start (B-3.5)."""
    label = "landing tile"
    floors: ClassVar[tuple] = ()
    start: Start


class Link(Record):
    label = "floor link"
    type: OneOf(LINK_TYPES)
    source: Name = field(name="from")
    target: Name | None = field(name="to", default=None)
    floors: ListOf(Floor, min=1) = []
    stops: list[Name] = []   # dumbwaiter: the landing it stops at on each floor (B-24.5)
    authored: bool = False   # a link Lantern adds where the seed is silent (shown as such in the preview)


class TileSet(msgspec.Struct, dict=True):
    """The checked tile set: not read from YAML as such, built from a TilesFile after the cross-checks."""
    tiles: dict  # id -> TileDef, landings first, in file order
    links: list
    path: str = ""

    @property
    def landings(self) -> list:
        return [t for t in self.tiles.values() if t.landing]

    @property
    def rooms(self) -> list:
        return [t for t in self.tiles.values() if not t.landing]

    def links_from(self, tile_id: str) -> list:
        return [ln for ln in self.links if ln.source == tile_id]


class Placement(Record):
    label = "placed tile"
    tile: Name
    floor: Floor
    at: Cell
    turn: Int(ge=0, le=3) = 0


class Layout(Record):
    label = "betrayal_layout file"
    placed: list[Placement]
    widows_walk: bool = True
    seed: int | None = None
    tiles: Name | None = None
    note: str = ""
    kind: str = ""
    path: str = ""
    tileset: TileSet | None = None


class TilesFile(Record):
    label = "betrayal_tiles file"
    kind: Name
    landings: ListOf(Landing, min=1)
    rooms: ListOf(Room, min=1)
    links: list[Link] = []


# ---- betrayal_tiles -----------------------------------------------------------
def _check_sides(ctx: Ctx, tile: TileDef, path: str) -> None:
    """Sides are N/E/S/W (the Enum checks that); here: no repeats, and features only where they can be."""
    for attr in ("doors", "windows", "locked"):
        seen = set()
        for s in getattr(tile, attr):
            if s in seen:
                ctx.error_at(tile, attr, f"{path}.{attr}", f"side {s!r} is listed twice")
            seen.add(s)
    doors = ", ".join(tile.doors)
    for s in tile.windows:
        if s in tile.doors:
            ctx.error_at(tile, "windows", f"{path}.windows",
                         f"window on side {s!r}, where {tile.name} has a door (windows go in walls)")
    for s in tile.locked:
        if s not in tile.doors:
            ctx.error_at(tile, "locked", f"{path}.locked",
                         f"locked door on side {s!r}, but {tile.name} has no door there (doors: {doors})")
    if tile.barrier is not None:
        for s in tile.barrier.sides:
            if s not in tile.doors:
                ctx.error_at(tile, "barrier", f"{path}.barrier.sides",
                             f"barrier side {s!r} is not a door of {tile.name} (doors: {doors})")
    kw = tile.special.keyword if tile.special else None
    if (kw in BARRIER_KEYWORDS) != (tile.barrier is not None):
        ctx.error_at(tile, "special" if tile.special else None, path,
                     "a barrier room needs both 'barrier' and special keyword barrier, vault or "
                     "revolving_wall (B-8.1)")


def _check_tiles(ctx: Ctx, landings: list, rooms: list, links: list) -> dict:
    tiles: dict = {}
    for section, items in (("landings", landings), ("rooms", rooms)):
        for i, t in enumerate(items):
            path = f"{section}[{i}]"
            if t.id in tiles:
                m = mark_of(tiles[t.id], "id")
                ctx.error_at(t, "id", f"{path}.id", f"duplicate id {t.id!r} (first at line {m.line if m else '?'})")
                continue
            tiles[t.id] = t
            _check_sides(ctx, t, path)
            if len(set(t.floors)) != len(t.floors):
                ctx.error_at(t, "floors", f"{path}.floors", "a floor is listed twice")
    where: dict = {}
    for i, t in enumerate(landings):
        key = (t.start.floor, t.start.at)
        if key in where:
            ctx.error_at(t.start, "at", f"landings[{i}].start.at",
                         f"overlaps {where[key].name} on {floor_phrase(t.start.floor)}")
        where.setdefault(key, t)
    for i, ln in enumerate(links):
        path = f"links[{i}]"
        for attr, key in (("source", "from"), ("target", "to")):
            ref = getattr(ln, attr)
            if ref is not None and ref not in tiles:
                ctx.error_at(ln, key, f"{path}.{key}", f"unknown tile {ref!r}")
        needs_target = ln.type in ("stairs", "coal_chute", "drop")
        if needs_target and ln.target is None:
            ctx.error_at(ln, None, path, f"a {ln.type} link needs 'to' (the room it leads to)")
        if ln.type in ("collapsed_room", "elevator") and not ln.floors:
            ctx.error_at(ln, None, path, f"a {ln.type} link needs 'floors' (where it can lead)")
        src = tiles.get(ln.source)
        if ln.type == "dumbwaiter" and src is not None and "dumbwaiter" not in src.symbols:
            ctx.error_at(ln, "from", f"{path}.from", f"{src.name} has no dumbwaiter symbol (B-24.5)")
        _check_stops(ctx, ln, path, tiles)
        if ln.type == "drop" and src is not None and ln.target in tiles:
            _check_drop(ctx, ln, path, src, tiles[ln.target])
    return tiles


def _check_stops(ctx: Ctx, ln, path: str, tiles: dict) -> None:
    """B-24.5: a dumbwaiter stops at one landing per floor; other links have no stops."""
    if ln.type != "dumbwaiter":
        if ln.stops:
            ctx.error_at(ln, "stops", f"{path}.stops", f"only a dumbwaiter link has stops, not a {ln.type} link")
        return
    if not ln.stops:
        ctx.error_at(ln, None, path, "a dumbwaiter link needs 'stops' (the landing it reaches on each floor)")
    floors_seen: dict = {}
    for j, stop in enumerate(ln.stops):
        t = tiles.get(stop)
        if t is None or not t.landing:
            what = f"unknown tile {stop!r}" if t is None else f"{t.name} is not a landing"
            ctx.error_at(ln, "stops", f"{path}.stops[{j}]", f"{what}: a dumbwaiter stops only at landings (B-24.5)")
        elif t.start.floor in floors_seen:
            ctx.error_at(ln, "stops", f"{path}.stops[{j}]",
                         f"{t.name} is a second stop on {floor_phrase(t.start.floor)} "
                         f"(already {floors_seen[t.start.floor]})")
        else:
            floors_seen[t.start.floor] = t.name


def _check_drop(ctx: Ctx, ln, path: str, src, target) -> None:
    """The Gallery's drop lands on the floor directly below every floor the room may be on."""
    below = {FLOORS[i - 1] for i, f in enumerate(FLOORS) if i > 0 and f in src.floors}
    on = {target.start.floor} if target.landing else set(target.floors)
    if len(below) != 1 or on != below:
        ctx.error_at(ln, "to", f"{path}.to", f"{target.name} is not on the floor directly below {src.name}")


def load_tiles_node(root, ctx: Ctx, path: str) -> TileSet | None:
    raw = read(root, TilesFile, ctx)
    if raw is None:
        return None
    tiles = _check_tiles(ctx, raw.landings, raw.rooms, raw.links)
    return englished(TileSet(tiles=tiles, links=raw.links, path=path))


# ---- betrayal_layout ----------------------------------------------------------
_tiles_cache: dict = {}


def load_tiles(path: str = SHIPPED_TILES) -> TileSet:
    """A tile set file, loaded once per modification (layouts and scenes share it)."""
    key = (os.path.abspath(path), os.path.getmtime(path))
    ts = _tiles_cache.get(key)
    if ts is None:
        ts = load_file(path, expect_kind="betrayal_tiles")
        _tiles_cache[key] = ts
    return ts


def starting_cells(tileset: TileSet, widows_walk: bool) -> dict:
    """(floor, cell) -> (tile, turn) of the landings in play (B-3.5; the Roof Landing only with WW, B-24.3)."""
    return {(t.start.floor, t.start.at): (t, 0) for t in tileset.landings
            if widows_walk or t.set != "widows_walk"}


def doors_meet(a_tile, a_turn, side, b_tile, b_turn) -> bool:
    """True when a's door on `side` meets a real (unlocked) door of b, b being the neighbour across `side`."""
    back = OPPOSITE[side]
    return (side in door_sides(a_tile, a_turn) and side not in locked_sides(a_tile, a_turn)
            and back in door_sides(b_tile, b_turn) and back not in locked_sides(b_tile, b_turn))


def _check_layout(ctx: Ctx, layout: Layout, ts: TileSet) -> None:
    occupied = {k: (t, turn, "landing") for k, (t, turn) in starting_cells(ts, layout.widows_walk).items()}
    seen: dict = {}
    for i, p in enumerate(layout.placed):
        path = f"placed[{i}]"
        t = ts.tiles.get(p.tile)
        if t is None:
            ctx.error_at(p, "tile", f"{path}.tile", f"unknown tile {p.tile!r}")
            continue
        if t.landing:
            ctx.error_at(p, "tile", f"{path}.tile", f"{t.name} is a landing; landings are fixed (B-3.5)")
            continue
        if p.tile in seen:
            ctx.error_at(p, "tile", f"{path}.tile", f"{t.name} is already placed at placed[{seen[p.tile]}]")
            continue
        seen[p.tile] = i
        if t.set == "widows_walk" and not layout.widows_walk:
            ctx.error_at(p, "tile", f"{path}.tile", f"{t.name} is a Widow's Walk tile but widows_walk is false")
        if p.floor == "roof" and not layout.widows_walk:
            ctx.error_at(p, "floor", f"{path}.floor", "the roof is in play only with Widow's Walk (B-24.3)")
            continue
        if not fits_floor(t, p.floor):
            allowed = ", ".join(t.floors)
            ctx.error_at(p, "floor", f"{path}.floor",
                         f"{t.name} may not be on {floor_phrase(p.floor)} (its back allows {allowed}) (B-7.1)")
            continue
        other = occupied.get((p.floor, p.at))
        if other is not None:
            ctx.error_at(p, "at", f"{path}.at",
                         f"overlaps {other[0].name} at [{p.at[0]}, {p.at[1]}] on {floor_phrase(p.floor)}")
            continue
        meets = any(
            (p.floor, neighbour(p.at, s)) in occupied
            and doors_meet(t, p.turn, s, *occupied[(p.floor, neighbour(p.at, s))][:2])
            for s in door_sides(t, p.turn))
        if not meets:
            ctx.error_at(p, "turn" if "turn" in getattr(p, "_marks", {}) else "at", path,
                         f"no door of {t.name} meets a door of a room placed before it (B-7.3)")
        occupied[(p.floor, p.at)] = (t, p.turn, "placed")


def load_layout_node(root, ctx: Ctx, path: str) -> Layout | None:
    layout = read(root, Layout, ctx)
    if layout is None:
        return None
    layout.path = path
    tiles_path = SHIPPED_TILES
    if layout.tiles:
        tiles_path = os.path.join(os.path.dirname(os.path.abspath(path)), layout.tiles)
        if not os.path.exists(tiles_path):
            ctx.error_at(layout, "tiles", "tiles", f"no such tiles file {layout.tiles!r}")
            return None
    ctx.raise_if_any()
    layout.tileset = load_tiles(tiles_path)
    _check_layout(ctx, layout, layout.tileset)
    return layout


register_kind("betrayal_tiles", load_tiles_node)
register_kind("betrayal_layout", load_layout_node)
# the rules' own YAML kinds register with the house's, so `lantern validate` knows every Betrayal file
from rulesets.betrayal import cards as _cards  # noqa: E402,F401  (cards imports explorers: both kinds)


def load_layout(path: str) -> Layout:
    return load_file(path, expect_kind="betrayal_layout")


__all__ = ["TileSet", "TileDef", "Layout", "Placement", "Link", "Barrier", "Special", "load_tiles",
           "load_layout", "starting_cells", "doors_meet", "SHIPPED_TILES", "DataError"]
from rulesets.betrayal import haunts as _haunts  # noqa: E402,F401  (the haunt and haunt_chart kinds)
