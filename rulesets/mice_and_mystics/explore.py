"""Play-time board changes: exploring through an exit (with its colour flip) and flip spaces (M-7.10-M-7.14).

In play these flips are unconditional: a tile turned over may leave exits on its other edges that meet
nothing. The composer's rule that every exit on a shared edge meets a matching one (board.placement_problems)
only decides where a tile may be laid while building a board; it is not asked here.
"""
from __future__ import annotations

from engine import geometry
from engine.i18n import T
from engine.rules.api import IllegalAction
from rulesets.mice_and_mystics import board


def flip_tile(lib: dict, placed: list, index: int) -> list:
    """The board with tile `index` turned over in place, arrow kept (M-7.12): always allowed."""
    out = list(placed)
    out[index] = board.flipped(lib, placed[index])
    return out


def flip_landing(lib: dict, placement) -> list:
    """The flip spaces of the side a flip lands on, where the mice are put (M-7.12)."""
    face = board.face_of(lib, placement)
    return [s.id for s in face.spaces if s.flip != "none"]


def _lined_up(lib, placement, side: str, span):
    """The exit of `placement` on `side` whose span (in table coordinates) is exactly `span`, or None."""
    for s, sp, colour, e in board.placed_exits(lib, placement):
        if s == side and sp == span:
            return colour, e
    return None


def explore_exit(lib: dict, placed: list, index: int, exit_number: int):
    """Explore through exit `exit_number` of tile `index` (M-7.11): the board after the destination tile
    was flipped to the exit's colour if needed, the destination's index, and the spaces beside its
    matching exit (M-7.14). IllegalAction when no tile lies there or no exit of that colour lines up."""
    here = placed[index]
    exits = board.placed_exits(lib, here)
    if not 0 <= exit_number < len(exits):
        raise IllegalAction("M-7.11", T("that room has no such exit"))
    side, span, colour, _ = exits[exit_number]
    cell = board.neighbour_cell(here.at, side)
    there = next((j for j, p in enumerate(placed) if tuple(p.at) == cell), None)
    if there is None:
        raise IllegalAction("M-7.11", T("no room lies beyond that exit"))
    out = list(placed)
    if board.face_of(lib, placed[there]).colour != colour:
        out = flip_tile(lib, out, there)   # unconditional in play, whatever its other edges meet
    match = _lined_up(lib, out[there], geometry.OPPOSITE[side], span)
    if match is None or match[0] != colour:
        raise IllegalAction("M-7.11", T("the {colour} side of the next room has no exit that lines up with this one", colour=colour))
    return out, there, list(match[1].spaces)
