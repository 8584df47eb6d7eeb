"""Mice and Mystics data kinds: `mice_tile` (one double-sided room tile) and `mice_layout` (tiles on a grid)."""
from __future__ import annotations

import glob
import os

from engine.data import Ctx, check_unique, englished, load_file, read, register_kind
from rulesets.mice_and_mystics import board, story, tilecheck  # noqa: F401  (story registers its kinds)
from rulesets.mice_and_mystics.models import (  # noqa: F401  (the models are read through this module too)
    Arrow,
    Decoration,
    Exit,
    Face,
    Layout,
    Line,
    Placement,
    Space,
    Tile,
    YellowLine,
)

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data")
TILES_DIR = os.path.join(HERE, "tiles")
LAYOUTS_DIR = os.path.join(HERE, "layouts")


def load_tile_node(root, ctx: Ctx, path: str):
    tile = read(root, Tile, ctx)
    if tile is None or ctx.problems:
        # cross-checks on a half-built tile would only echo the schema problems already reported
        return None
    tile.path = path
    englished(tile)         # the rules keep the English; drawing reads the language in force
    for f in tile.faces:
        f.tile = tile.id
        for sp in f.spaces:
            if sp.special is None:
                sp.special = ""
    tilecheck.check_tile(tile, ctx)
    return tile


def load_layout_node(root, ctx: Ctx, path: str):
    layout = read(root, Layout, ctx)
    if layout is None or ctx.problems:
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


story.use_board(library, load_layout, LAYOUTS_DIR)

__all__ = ["Space", "Line", "Exit", "Arrow", "Decoration", "Face", "Tile", "Placement", "Layout",
           "library", "find_face", "load_layout", "shipped_layouts", "check_unique"]
