"""Checks a type cannot express, one handler per name (`Meta(extra={"check": NAME})` on the type)."""
from __future__ import annotations

from engine import geometry


def polygon(points, problem) -> None:
    """A simple polygon: at least 3 points, no edge crossing another, some area."""
    if len(points) < 3:
        problem(f"a polygon needs at least 3 points, found {len(points)}")
        return
    crossing = geometry.first_self_intersection(points)
    if crossing is not None:
        i, j = crossing
        problem(f"polygon is self-intersecting: edge {i} crosses edge {j}")
    elif abs(geometry.polygon_area(points)) < 1e-9:
        problem("polygon has no area")


def wall_line(points, problem) -> None:
    """A wall drawn on a tile: at least two points."""
    if len(points) < 2:
        problem(f"expected at least 2 items, found {len(points)}")


CHECKS = {"polygon": polygon, "wall_line": wall_line}
