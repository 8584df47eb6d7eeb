"""Ghost Stories data kinds: `gs_board` (village tiles, Taoist boards, G-G.3 geometry) and `gs_village_layout`."""
# No `from __future__ import annotations`: msgspec reads the models' annotations when data is first loaded,
# and string annotations are then compiled one by one (about 10 ms of every load); evaluated here they are free.

import functools
import os

import msgspec

from engine.data import (
    AnyValue,
    Ctx,
    Int,
    ListOf,
    Name,
    OneOf,
    Record,
    Source,
    TupleOf,
    Words,
    check_unique,
    convert,
    englished,
    load_file,
    register_kind,
)
from engine.data.yamlsource import describe_value, scalar_value

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data")
BOARD_PATH = os.path.join(HERE, "board.yaml")

COLOURS = ("red", "yellow", "green", "blue")
SIDES = ("N", "E", "S", "W")
EXPANSIONS = ("base", "white_moon")
POWER_KEYWORDS = ("move_two", "move_other", "take_tao", "mantra", "reroll", "extra_die",
                  "double_action", "exorcise_and_act")
STEP_EFFECTS = ("push_villager", "haunt_tile", "none")


# ---- village action parameters: one Struct per keyword, one rules handler per keyword -----------
class _Params(Record):
    pass


class ReviveParams(_Params):                 # G-10.4
    label = "parameters of revive"
    qi: Int(ge=1) = 2


class NoParams(_Params):
    label = "parameters"


class GatherTaoParams(_Params):              # G-10.6
    label = "parameters of gather_tao"
    dice: Int(ge=1, le=4) = 2


class BanishGhostParams(_Params):            # G-10.7
    label = "parameters of banish_ghost"
    qi_cost: Int(ge=0) = 1


class RepelHauntersParams(_Params):          # G-10.9
    label = "parameters of repel_haunters"
    steps: Int(ge=1) = 1


class PrayerTokenParams(_Params):            # G-10.10
    label = "parameters of prayer_token"
    capacity: Int(ge=1) = 1


class TeaParams(_Params):                    # G-10.12
    label = "parameters of tea"
    tao: Int(ge=0) = 1
    qi: Int(ge=0) = 1


# Village action keyword -> the Struct of its parameters.
TILE_ACTIONS: dict[str, type] = {
    "revive": ReviveParams,
    "unhaunt_and_summon": NoParams,          # G-10.5
    "gather_tao": GatherTaoParams,
    "banish_ghost": BanishGhostParams,
    "take_buddha": NoParams,                 # G-10.8
    "repel_haunters": RepelHauntersParams,
    "prayer_token": PrayerTokenParams,
    "heavenly_wind": NoParams,               # G-10.11
    "tea": TeaParams,
    "school_exorcism": NoParams,             # G-10.13
}


# ---- models -------------------------------------------------------------------------------------
class TileAction(Record, frozen=True):
    """`{keyword: K, params: {...}}`; the params allowed depend on K (TILE_ACTIONS), checked after."""
    label = "action"
    keyword: OneOf(TILE_ACTIONS)
    params: AnyValue = None


class VillageTile(Record, frozen=True):
    id: Name
    name: Words
    rule: Name
    expansion: OneOf(EXPANSIONS)
    summary: Words
    action: TileAction


class Power(Record, frozen=True):
    name: Words
    keyword: OneOf(POWER_KEYWORDS)
    summary: Words


class Powers(Record, frozen=True):
    label = "powers A and B"
    A: Power
    B: Power


class GhostSpace(Record, frozen=True):
    id: Name
    faces: Name


class TaoistBoard(Record, frozen=True):
    id: Name
    colour: OneOf(COLOURS)
    name: Words
    side: OneOf(SIDES)
    spaces: TupleOf(GhostSpace, min=3, max=3)
    powers: Powers


class HaunterStep(Record, frozen=True):
    id: Name
    name: Words
    on_enter: OneOf(STEP_EFFECTS)
    icon: bool = False


class PortalScore(Record, frozen=True):
    corner: int
    side: int
    centre: int


class Portal(Record, frozen=True):
    name: Words
    default_cell: Name
    score: PortalScore


class Receptacle(Record, frozen=True):
    id: Name
    cell: Name


Cell = ListOf(Int(ge=0, le=2), min=2, max=2)


class BoardData(Record, frozen=True):
    label = "gs_board"
    kind: Name
    cells: dict[str, Cell]
    tiles: TupleOf(VillageTile, min=9)
    boards: TupleOf(TaoistBoard, min=4, max=4)
    haunter_track: TupleOf(HaunterStep, min=1)
    portal: Portal
    receptacles: TupleOf(Receptacle, min=4, max=4)


class VillageLayout(Record, frozen=True):
    """A saved village: tile id per cell (row-major cell order of the board), portal cell, seed it came from."""
    label = "gs_village_layout"
    kind: Name
    village: AnyValue
    portal: Name | None = None
    seed: int | None = None


def _read_board(root, ctx: Ctx):
    """The board as loaded, with each tile's action parameters converted by its keyword's Struct."""
    src = Source(root, ctx)
    data = convert(src, BoardData)
    if data is None:
        return None
    for i, tile in enumerate(data.tiles):
        act = tile.action
        params_type = TILE_ACTIONS[act.keyword]
        at = ("tiles", i, "action", "params")
        params = params_type() if act.params is None else convert(src, params_type, at)
        if params is not None:
            # the rules read params as a plain dict keyword -> value
            msgspec.structs.force_setattr(act, "params", msgspec.structs.asdict(params))
    return None if ctx.problems else data


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
    data = _read_board(root, ctx)
    if data is None:
        return None
    if len(data.cells) != 9:
        ctx.error_at(data, "cells", "cells", f"expected 9 cells (3x3), found {len(data.cells)}")
        return None
    data.cells.update((cid, tuple(pos)) for cid, pos in data.cells.items())
    _check_cells(root, data, ctx)
    _check_tiles(data, ctx)
    _check_boards(data, ctx)
    _check_rest(data, ctx)
    if ctx.problems:
        return None
    return englished(data)


@functools.lru_cache(maxsize=8)
def load_board_data(path: str = BOARD_PATH) -> BoardData:
    """The checked board data (cached per path); raises DataError with file:line:col problems."""
    return load_file(path, expect_kind="gs_board")


# ---- village layout files -----------------------------------------------------------------------
def _load_layout(root, ctx: Ctx, path: str):
    src = Source(root, ctx)
    lay = convert(src, VillageLayout)
    if lay is None:
        return None
    board = load_board_data()
    if not isinstance(lay.village, dict):
        src.error(("village",), f"expected a mapping of cell to tile id, found {describe_value(lay.village)}")
        return None
    known_cells, known_tiles = ", ".join(board.cells), ", ".join(t.id for t in board.tiles)
    tile_ids = {t.id for t in board.tiles}
    village: dict = {}
    where_tile: dict = {}
    for cell, tile in lay.village.items():
        at = ("village", cell)
        p = f"village.{cell}"
        if not isinstance(tile, str) or not tile.strip():
            src.error(at, f"expected a string, found {describe_value(tile)}")
        elif cell not in board.cells:
            src.error(at, f"unknown cell {cell!r} (expected one of: {known_cells})", at_key=True)
        elif tile not in tile_ids:
            ctx.error(src.nodes[at], p, f"unknown tile {tile!r} (expected one of: {known_tiles})")
        elif tile in where_tile:
            ctx.error(src.nodes[at], p, f"tile {tile!r} is already placed at cell {where_tile[tile]!r}")
        else:
            village[cell] = tile
            where_tile[tile] = cell
    missing = [c for c in board.cells if c not in village]
    if missing and not ctx.problems:
        src.error(("village",), f"every cell needs a tile; missing: {', '.join(missing)}")
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
