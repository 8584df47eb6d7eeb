"""Betrayal YAML kinds: `betrayal_tiles` (room tiles, landings, floor links) and `betrayal_layout` (a saved house)."""
from __future__ import annotations

import os
from dataclasses import dataclass, field

import yaml

from engine.data import (
    Any,
    Bool,
    Ctx,
    DataError,
    Enum,
    Field,
    Int,
    ListOf,
    Record,
    Str,
    load_file,
    mark_of,
    register_kind,
)
from engine.data.schema import INVALID, Spec
from engine.data.yamlsource import describe, scalar_value
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
LINK_TYPES = ("stairs", "coal_chute", "collapsed_room", "dumbwaiter", "elevator")
TRIGGERS = ("discover", "enter", "leave", "end_turn", "action")
# one rules handler per keyword (principle 6); the keyword names what the room does, params say how much
SPECIAL_KEYWORDS = (
    "barrier", "vault", "slide_to", "collapse", "elevator", "revolving_wall", "drop_through", "junk_exit",
    "gain_trait_once", "roll_on_enter", "roll_on_leave", "end_turn_damage", "stairs",
)


# ---- models -------------------------------------------------------------------
@dataclass
class Barrier:
    trait: str
    roll: int
    sides: list  # door sides on the near side of the barrier; the other doors are beyond it


@dataclass
class Special:
    keyword: str
    trigger: str
    text: str
    params: dict = field(default_factory=dict)


@dataclass
class Start:
    floor: str
    at: tuple


@dataclass
class TileDef:
    id: str
    name: str
    doors: list
    floors: list = field(default_factory=list)
    symbols: list = field(default_factory=list)
    windows: list = field(default_factory=list)
    locked: list = field(default_factory=list)
    outside: bool = False
    barrier: Barrier | None = None
    special: Special | None = None
    set: str = "base"
    start: Start | None = None

    @property
    def landing(self) -> bool:
        return self.start is not None

    def __hash__(self):
        return hash(self.id)


@dataclass
class Link:
    type: str
    source: str
    target: str | None = None
    floors: list = field(default_factory=list)


@dataclass
class TileSet:
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


@dataclass
class Placement:
    tile: str
    floor: str
    at: tuple
    turn: int = 0


@dataclass
class Layout:
    placed: list
    widows_walk: bool = True
    seed: int | None = None
    tiles: str | None = None
    note: str = ""
    path: str = ""
    tileset: TileSet | None = None


class _Raw:
    """The top of a file: its keys as attributes, so problems can still point at where each was written."""

    def __init__(self, **kw):
        self.__dict__.update(kw)


# ---- specs --------------------------------------------------------------------
class Cell(Spec):
    """A grid cell [x, y] of whole numbers (each floor has its own grid; y grows southwards)."""
    expected = "a grid cell [x, y] of whole numbers"

    def check(self, node, ctx, path):
        if not isinstance(node, yaml.SequenceNode) or len(node.value) != 2:
            return self.wrong(node, ctx, path)
        out = []
        for child in node.value:
            try:
                v = scalar_value(child) if isinstance(child, yaml.ScalarNode) else None
            except yaml.YAMLError:
                v = None
            if isinstance(v, bool) or not isinstance(v, int):
                ctx.error(child, path, f"expected {self.expected}, found {describe(child)} inside it")
                return INVALID
            out.append(v)
        return tuple(out)


Side = Enum(*SIDES)
Floor = Enum(*FLOORS)

BARRIER = Record(Barrier, {"trait": Enum(*TRAITS), "roll": Int(min=1, max=16),
                           "sides": ListOf(Side, min_len=1, max_len=3)}, name="barrier")
SPECIAL = Record(Special, {"keyword": Enum(*SPECIAL_KEYWORDS), "trigger": Enum(*TRIGGERS),
                           "text": Str(), "params": Field(Any(), dict)}, name="special rule")
START = Record(Start, {"floor": Floor, "at": Cell()}, name="start position")

_COMMON = {
    "id": Str(), "name": Str(),
    "doors": ListOf(Side, min_len=1, max_len=4),
    "symbols": Field(ListOf(Enum(*SYMBOLS)), list),
    "windows": Field(ListOf(Side, max_len=4), list),
    "locked": Field(ListOf(Side, max_len=4), list),
    "outside": Field(Bool(), False),
    "barrier": Field(BARRIER, None),
    "special": Field(SPECIAL, None),
    "set": Field(Enum(*SETS), "base"),
}
ROOM = Record(TileDef, {**_COMMON, "floors": ListOf(Floor, min_len=1, max_len=4)}, name="room tile")
LANDING = Record(TileDef, {**_COMMON, "start": START}, name="landing tile")


def _link(**kw):
    return Link(type=kw["type"], source=kw["from"], target=kw.get("to"), floors=kw.get("floors") or [])


LINK = Record(_link, {"type": Enum(*LINK_TYPES), "from": Str(), "to": Field(Str(), None),
                      "floors": Field(ListOf(Floor, min_len=1), None)}, name="floor link")

TILES_FILE = Record(_Raw, {"kind": Str(), "landings": ListOf(LANDING, min_len=1),
                           "rooms": ListOf(ROOM, min_len=1), "links": Field(ListOf(LINK), list)},
                    name="betrayal_tiles file")

PLACEMENT = Record(Placement, {"tile": Str(), "floor": Floor, "at": Cell(), "turn": Field(Int(min=0, max=3), 0)},
                   name="placed tile")
LAYOUT_FILE = Record(_Raw, {"kind": Str(), "tiles": Field(Str(), None), "widows_walk": Field(Bool(), True),
                            "seed": Field(Int(), None), "note": Field(Str(nonempty=False), ""),
                            "placed": ListOf(PLACEMENT)}, name="betrayal_layout file")


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
    if (kw in ("barrier", "vault")) != (tile.barrier is not None):
        ctx.error_at(tile, "special" if tile.special else None, path,
                     "a barrier room needs both 'barrier' and special keyword barrier or vault (B-8.1)")


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
        needs_target = ln.type in ("stairs", "coal_chute")
        if needs_target and ln.target is None:
            ctx.error_at(ln, None, path, f"a {ln.type} link needs 'to' (the room it leads to)")
        if ln.type in ("collapsed_room", "elevator") and not ln.floors:
            ctx.error_at(ln, None, path, f"a {ln.type} link needs 'floors' (where it can lead)")
        src = tiles.get(ln.source)
        if ln.type == "dumbwaiter" and src is not None and "dumbwaiter" not in src.symbols:
            ctx.error_at(ln, "from", f"{path}.from", f"{src.name} has no dumbwaiter symbol (B-24.5)")
    return tiles


def load_tiles_node(root, ctx: Ctx, path: str) -> TileSet | None:
    raw = TILES_FILE.check(root, ctx, "")
    if raw is INVALID:
        return None
    tiles = _check_tiles(ctx, raw.landings, raw.rooms, raw.links)
    return TileSet(tiles=tiles, links=raw.links, path=path)


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
    raw = LAYOUT_FILE.check(root, ctx, "")
    if raw is INVALID:
        return None
    layout = Layout(placed=raw.placed, widows_walk=raw.widows_walk, seed=raw.seed,
                    tiles=raw.tiles, note=raw.note, path=path)
    tiles_path = SHIPPED_TILES
    if layout.tiles:
        tiles_path = os.path.join(os.path.dirname(os.path.abspath(path)), layout.tiles)
        if not os.path.exists(tiles_path):
            ctx.error_at(raw, "tiles", "tiles", f"no such tiles file {layout.tiles!r}")
            return None
    ctx.raise_if_any()
    layout.tileset = load_tiles(tiles_path)
    _check_layout(ctx, layout, layout.tileset)
    return layout


register_kind("betrayal_tiles", load_tiles_node)
register_kind("betrayal_layout", load_layout_node)


def load_layout(path: str) -> Layout:
    return load_file(path, expect_kind="betrayal_layout")


__all__ = ["TileSet", "TileDef", "Layout", "Placement", "Link", "Barrier", "Special", "load_tiles",
           "load_layout", "starting_cells", "doors_meet", "SHIPPED_TILES", "DataError"]
