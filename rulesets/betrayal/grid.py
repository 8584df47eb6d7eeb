"""The house grid: which floor a tile may go on and where its doors face (shared by rules and drawing)."""
from __future__ import annotations

from functools import lru_cache

from engine.geometry import OPPOSITE, SIDE_OFFSET, SIDES, rotate_side, rotate_sides
from engine.i18n import N_, T

FLOORS = ("basement", "ground", "upper", "roof")
FLOOR_TITLES = {"basement": N_("Basement"), "ground": N_("Ground floor"), "upper": N_("Upper floor"), "roof": N_("Roof")}
FLOOR_PHRASES = {"basement": N_("the basement"), "ground": N_("the ground floor"), "upper": N_("the upper floor"),
                 "roof": N_("the roof")}

__all__ = ["FLOORS", "FLOOR_TITLES", "floor_phrase", "SIDES", "OPPOSITE", "fits_floor", "door_sides", "locked_sides",
           "window_sides", "barrier_sides", "barrier_side", "neighbour", "rotate_side"]


def floor_phrase(floor: str) -> str:
    """'the basement', 'the ground floor', 'the roof': how messages name a floor."""
    return T(FLOOR_PHRASES[floor])


def fits_floor(tile, floor: str) -> bool:
    """B-7.1 / B-24.3: the floors printed on the tile's back; a tile that allows Upper may also go on the Roof."""
    return floor in tile.floors or (floor == "roof" and "upper" in tile.floors)


@lru_cache(maxsize=4096)
def door_sides(tile, turn: int) -> tuple[str, ...]:
    """Sides the tile's doors face after `turn` clockwise quarter turns. The drawing calls this too (principle 8).
    Cached because exploring asks it for every door of every room (tiles hash by id, compare by content)."""
    return rotate_sides(tile.doors, turn)


@lru_cache(maxsize=4096)
def locked_sides(tile, turn: int) -> tuple[str, ...]:
    """Doors that exist but never open (the Front Door, B-6.4), after rotation."""
    return rotate_sides(tile.locked, turn)


def window_sides(tile, turn: int) -> tuple[str, ...]:
    return rotate_sides(tile.windows, turn)


def barrier_sides(tile, turn: int) -> tuple[str, ...]:
    """The door sides on the near side of a barrier (B-8.1), after rotation; empty when there is none."""
    return rotate_sides(tile.barrier.sides, turn) if tile.barrier else ()


def barrier_side(tile, turn: int, door: str) -> str:
    """Which side of a barrier (B-8.1) the door on `door` opens into: 'near' for the doors the tile lists under
    barrier.sides, 'far' for the others; '' in a room with no barrier (a figure there has no side)."""
    if tile.barrier is None:
        return ""
    return "near" if door in barrier_sides(tile, turn) else "far"


def neighbour(cell, side: str):
    dx, dy = SIDE_OFFSET[side]
    return (cell[0] + dx, cell[1] + dy)
