"""Ghost Stories data kinds: `gs_board` (village tiles, Taoist boards, G-G.3 geometry) and `gs_village_layout`."""
from __future__ import annotations

import functools
import os
from dataclasses import dataclass

import yaml

from engine.data import (
    Bool,
    Ctx,
    Enum,
    Field,
    Int,
    ListOf,
    MapOf,
    Record,
    Str,
    check_unique,
    load_file,
    register_kind,
)
from engine.data.schema import INVALID, Spec, join
from engine.data.yamlsource import describe, scalar_value

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data")
BOARD_PATH = os.path.join(HERE, "board.yaml")

COLOURS = ("red", "yellow", "green", "blue")
SIDES = ("N", "E", "S", "W")
EXPANSIONS = ("base", "white_moon")
POWER_KEYWORDS = ("move_two", "move_other", "take_tao", "mantra", "reroll", "extra_die",
                  "double_action", "exorcise_and_act")
STEP_EFFECTS = ("push_villager", "haunt_tile", "none")

# Village action keyword -> its parameters (name -> Field). One rules handler per keyword.
TILE_ACTIONS: dict[str, dict[str, Field]] = {
    "revive": {"qi": Field(Int(min=1), 2)},                       # G-10.4
    "unhaunt_and_summon": {},                                     # G-10.5
    "gather_tao": {"dice": Field(Int(min=1, max=4), 2)},          # G-10.6
    "banish_ghost": {"qi_cost": Field(Int(min=0), 1)},            # G-10.7
    "take_buddha": {},                                            # G-10.8
    "repel_haunters": {"steps": Field(Int(min=1), 1)},            # G-10.9
    "prayer_token": {"capacity": Field(Int(min=1), 1)},           # G-10.10
    "heavenly_wind": {},                                          # G-10.11
    "tea": {"tao": Field(Int(min=0), 1), "qi": Field(Int(min=0), 1)},  # G-10.12
    "school_exorcism": {},                                        # G-10.13
}


# ---- models -------------------------------------------------------------------------------------
@dataclass(frozen=True)
class TileAction:
    keyword: str
    params: dict


@dataclass(frozen=True)
class VillageTile:
    id: str
    name: str
    rule: str
    expansion: str
    summary: str
    action: TileAction


@dataclass(frozen=True)
class Power:
    name: str
    keyword: str
    summary: str


@dataclass(frozen=True)
class Powers:
    A: Power
    B: Power


@dataclass(frozen=True)
class GhostSpace:
    id: str
    faces: str


@dataclass(frozen=True)
class TaoistBoard:
    id: str
    colour: str
    name: str
    side: str
    spaces: tuple
    powers: Powers


@dataclass(frozen=True)
class HaunterStep:
    id: str
    name: str
    on_enter: str
    icon: bool = False


@dataclass(frozen=True)
class PortalScore:
    corner: int
    side: int
    centre: int


@dataclass(frozen=True)
class Portal:
    name: str
    default_cell: str
    score: PortalScore


@dataclass(frozen=True)
class Receptacle:
    id: str
    cell: str


@dataclass(frozen=True)
class BoardData:
    kind: str
    cells: dict
    tiles: tuple
    boards: tuple
    haunter_track: tuple
    portal: Portal
    receptacles: tuple


@dataclass(frozen=True)
class VillageLayout:
    """A saved village: tile id per cell (row-major cell order of the board), portal cell, seed it came from."""
    kind: str
    village: dict
    portal: str
    seed: int | None = None


# ---- specs --------------------------------------------------------------------------------------
class _Node(Spec):
    """Keeps the raw YAML node, for checks that depend on a sibling value (action params, layout cells)."""
    expected = "any value"

    def check(self, node, ctx, path):
        return node


@dataclass(frozen=True)
class _ActionHead:
    keyword: str
    params: object = None


class _ActionSpec(Spec):
    """`{keyword: K, params: {...}}` where the allowed params depend on K (TILE_ACTIONS)."""
    expected = "a mapping (action)"

    def check(self, node, ctx, path):
        head = Record(_ActionHead, {"keyword": Enum(*TILE_ACTIONS), "params": Field(_Node(), None)},
                      name="action").check(node, ctx, path)
        if head is INVALID:
            return INVALID
        fields = TILE_ACTIONS[head.keyword]
        if head.params is None:
            params = {k: f.default for k, f in fields.items()}
        else:
            params = Record(dict, fields, name=f"parameters of {head.keyword}").check(
                head.params, ctx, join(path, "params"))
            if params is INVALID:
                return INVALID
        action = TileAction(head.keyword, dict(params))
        object.__setattr__(action, "_marks", head._marks)
        return action


_CELL = ListOf(Int(min=0, max=2), min_len=2, max_len=2)

_TILE = Record(VillageTile, {
    "id": Str(), "name": Str(), "rule": Str(), "expansion": Enum(*EXPANSIONS), "summary": Str(),
    "action": _ActionSpec(),
})
_POWER = Record(Power, {"name": Str(), "keyword": Enum(*POWER_KEYWORDS), "summary": Str()})
_SPACE = Record(GhostSpace, {"id": Str(), "faces": Str()})
_BOARD = Record(TaoistBoard, {
    "id": Str(), "colour": Enum(*COLOURS), "name": Str(), "side": Enum(*SIDES),
    "spaces": ListOf(_SPACE, min_len=3, max_len=3),
    "powers": Record(Powers, {"A": _POWER, "B": _POWER}, name="powers A and B"),
})
_STEP = Record(HaunterStep, {"id": Str(), "name": Str(), "on_enter": Enum(*STEP_EFFECTS),
                             "icon": Field(Bool(), False)})
_PORTAL = Record(Portal, {"name": Str(), "default_cell": Str(),
                          "score": Record(PortalScore, {"corner": Int(), "side": Int(), "centre": Int()})})
_RECEPTACLE = Record(Receptacle, {"id": Str(), "cell": Str()})

_ROOT = Record(BoardData, {
    "kind": Str(),
    "cells": MapOf(_CELL),
    "tiles": ListOf(_TILE, min_len=9),
    "boards": ListOf(_BOARD, min_len=4, max_len=4),
    "haunter_track": ListOf(_STEP, min_len=1),
    "portal": _PORTAL,
    "receptacles": ListOf(_RECEPTACLE, min_len=4, max_len=4),
}, name="gs_board")


# ---- cross-checks -------------------------------------------------------------------------------
def _edge_cells(cells: dict, side: str) -> set:
    """Cells along one side of the grid (G-G.3: a board faces the edge row/column next to it)."""
    cols = [p[0] for p in cells.values()]
    rows = [p[1] for p in cells.values()]
    want = {"N": (1, min(rows)), "S": (1, max(rows)), "W": (0, min(cols)), "E": (0, max(cols))}[side]
    return {cid for cid, p in cells.items() if p[want[0]] == want[1]}


def _corner_cells(cells: dict) -> set:
    return {c for c in cells if sum(c in _edge_cells(cells, s) for s in SIDES) == 2}


def _check_cells(node, data: BoardData, ctx: Ctx) -> None:
    cells_node = next(v for k, v in node.value if k.value == "cells")
    seen: dict = {}
    for knode, vnode in cells_node.value:
        pos = tuple(scalar_value(v) for v in vnode.value)
        if pos in seen:
            ctx.error(vnode, f"cells.{knode.value}", f"position {list(pos)} already used by cell {seen[pos]!r}")
        seen.setdefault(pos, knode.value)
    missing = [[c, r] for r in range(3) for c in range(3) if (c, r) not in seen]
    if missing:
        ctx.error(cells_node, "cells", f"the 3x3 village needs every cell; no cell at {missing}")


def _check_tiles(data: BoardData, ctx: Ctx) -> None:
    check_unique(ctx, data.tiles, "id", "tiles")
    first: dict = {}
    for i, tile in enumerate(data.tiles):
        kw = tile.action.keyword
        if kw in first:
            ctx.error_at(tile.action, "keyword", f"tiles[{i}].action.keyword",
                         f"action {kw!r} is already the action of tile {first[kw]!r}")
        first.setdefault(kw, tile.id)


def _check_boards(data: BoardData, ctx: Ctx) -> None:
    check_unique(ctx, data.boards, "id", "boards")
    for attr in ("colour", "side"):
        owner: dict = {}
        for i, b in enumerate(data.boards):
            v = getattr(b, attr)
            if v in owner:
                ctx.error_at(b, attr, f"boards[{i}].{attr}", f"{attr} {v!r} is already used by board {owner[v]!r}")
            owner.setdefault(v, b.id)
    space_ids: dict = {}
    known = ", ".join(data.cells)
    for i, b in enumerate(data.boards):
        edge = _edge_cells(data.cells, b.side)
        faced: dict = {}
        for j, sp in enumerate(b.spaces):
            path = f"boards[{i}].spaces[{j}]"
            if sp.id in space_ids:
                ctx.error_at(sp, "id", f"{path}.id", f"duplicate space id {sp.id!r} (first on board {space_ids[sp.id]!r})")
            space_ids.setdefault(sp.id, b.id)
            if sp.faces not in data.cells:
                ctx.error_at(sp, "faces", f"{path}.faces", f"unknown cell {sp.faces!r} (expected one of: {known})")
            elif sp.faces not in edge:
                ctx.error_at(sp, "faces", f"{path}.faces",
                             f"cell {sp.faces!r} is not on the {b.side} edge next to this board "
                             f"(expected one of: {', '.join(sorted(edge))})")
            elif sp.faces in faced:
                ctx.error_at(sp, "faces", f"{path}.faces", f"cell {sp.faces!r} is already faced by space {faced[sp.faces]!r}")
            faced.setdefault(sp.faces, sp.id)


def _check_rest(data: BoardData, ctx: Ctx) -> None:
    known = ", ".join(data.cells)
    check_unique(ctx, data.haunter_track, "id", "haunter_track")
    icons = [s for s in data.haunter_track if s.icon]
    if len(icons) != 1:
        ctx.error_at(data, "haunter_track", "haunter_track",
                     f"exactly one step must be the Haunting icon (icon: true), found {len(icons)}")
    if data.portal.default_cell not in data.cells:
        ctx.error_at(data.portal, "default_cell", "portal.default_cell",
                     f"unknown cell {data.portal.default_cell!r} (expected one of: {known})")
    check_unique(ctx, data.receptacles, "id", "receptacles")
    corners = _corner_cells(data.cells)
    used: dict = {}
    for i, r in enumerate(data.receptacles):
        path = f"receptacles[{i}].cell"
        if r.cell not in data.cells:
            ctx.error_at(r, "cell", path, f"unknown cell {r.cell!r} (expected one of: {known})")
        elif r.cell not in corners:
            ctx.error_at(r, "cell", path, f"receptacles sit at corners; {r.cell!r} is not a corner cell "
                                         f"(expected one of: {', '.join(sorted(corners))})")
        elif r.cell in used:
            ctx.error_at(r, "cell", path, f"corner {r.cell!r} already holds receptacle {used[r.cell]!r}")
        used.setdefault(r.cell, r.id)


def _load_board(root, ctx: Ctx, path: str):
    data = _ROOT.check(root, ctx, "")
    if data is INVALID:
        return None
    if len(data.cells) != 9:
        ctx.error_at(data, "cells", "cells", f"expected 9 cells (3x3), found {len(data.cells)}")
        return None
    _check_cells(root, data, ctx)
    _check_tiles(data, ctx)
    _check_boards(data, ctx)
    _check_rest(data, ctx)
    if ctx.problems:
        return None
    return BoardData(data.kind, dict(data.cells), tuple(data.tiles),
                     tuple(TaoistBoard(b.id, b.colour, b.name, b.side, tuple(b.spaces), b.powers) for b in data.boards),
                     tuple(data.haunter_track), data.portal, tuple(data.receptacles))


@functools.lru_cache(maxsize=8)
def load_board_data(path: str = BOARD_PATH) -> BoardData:
    """The checked board data (cached per path); raises DataError with file:line:col problems."""
    return load_file(path, expect_kind="gs_board")


# ---- village layout files -----------------------------------------------------------------------
_LAYOUT = Record(VillageLayout, {"kind": Str(), "village": _Node(), "portal": Field(Str(), None),
                                 "seed": Field(Int(), None)}, name="gs_village_layout")


def _load_layout(root, ctx: Ctx, path: str):
    lay = _LAYOUT.check(root, ctx, "")
    if lay is INVALID:
        return None
    board = load_board_data()
    node = lay.village
    if not isinstance(node, yaml.MappingNode):
        ctx.error(node, "village", f"expected a mapping of cell to tile id, found {describe(node)}")
        return None
    known_cells, known_tiles = ", ".join(board.cells), ", ".join(t.id for t in board.tiles)
    village: dict = {}
    where_tile: dict = {}
    for knode, vnode in node.value:
        cell = Str().check(knode, ctx, "village")
        tile = Str().check(vnode, ctx, f"village.{knode.value}")
        if cell is INVALID or tile is INVALID:
            continue
        p = f"village.{cell}"
        if cell not in board.cells:
            ctx.error(knode, p, f"unknown cell {cell!r} (expected one of: {known_cells})")
        elif cell in village:
            ctx.error(knode, p, f"cell {cell!r} is given twice")
        elif tile not in {t.id for t in board.tiles}:
            ctx.error(vnode, p, f"unknown tile {tile!r} (expected one of: {known_tiles})")
        elif tile in where_tile:
            ctx.error(vnode, p, f"tile {tile!r} is already placed at cell {where_tile[tile]!r}")
        else:
            village[cell] = tile
            where_tile[tile] = cell
    missing = [c for c in board.cells if c not in village]
    if missing and not ctx.problems:
        ctx.error(node, "village", f"every cell needs a tile; missing: {', '.join(missing)}")
    portal = lay.portal if lay.portal is not None else board.portal.default_cell
    if portal not in board.cells:
        ctx.error_at(lay, "portal", "portal", f"unknown cell {portal!r} (expected one of: {known_cells})")
    if ctx.problems:
        return None
    ordered = {c: village[c] for c in board.cells}
    return VillageLayout(lay.kind, ordered, portal, lay.seed)


def load_layout(path: str) -> VillageLayout:
    return load_file(path, expect_kind="gs_village_layout")


def layout_yaml(village: dict, portal: str, seed: int | None = None) -> str:
    """The text of a gs_village_layout file (what the preview's S key writes)."""
    lines = ["kind: gs_village_layout",
             "# A Lantern village layout for Ghost Stories: which tile lies on each cell of the 3x3 grid",
             "# (G-3.1) and where the White Moon portal stands (G-3.2). Saved from the preview."]
    if seed is not None:
        lines.append(f"seed: {int(seed)}")
    lines.append(f"portal: {portal}")
    lines.append("village:")
    lines += [f"  {cell}: {tile}" for cell, tile in village.items()]
    return "\n".join(lines) + "\n"


register_kind("gs_board", _load_board)
register_kind("gs_village_layout", _load_layout)

# the rules' and the help text's YAML kinds register on import; main.py loads only each game's data.py
from rulesets.ghost_stories import cards_data, help_data  # noqa: F401,E402
