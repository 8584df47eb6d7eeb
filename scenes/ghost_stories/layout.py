"""Where each part of the Ghost Stories table lies in world units (1 = one village tile); no pygame.

Derived from the board data: a ghost space sits directly outside the tile it faces (board.faced_cell),
so the picture and the rules can never disagree about facing (principle 8). Also hit-testing.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass

# The table is packed tight so the village and the ghost cards are large enough for 12 px names at 1280x800
# (issue 13 §3): small gaps, haunter steps close together, narrow name bands.
GAP = 0.08          # between the village and the boards
TILE_INSET = 0.03   # half the gap between neighbouring tiles
STEP_R = 0.1        # haunter step circles
STEP_PITCH = 0.23
STEP_FIRST = 0.13   # outward distance from the board's inner edge to the step nearest the village
CARD_START = 0.5    # outward distance from the board's inner edge where a ghost card slot begins
CARD_DEPTH = {"NS": 0.86, "EW": 0.94}
HEADER_DEPTH = {"NS": 0.42, "EW": 0.95}   # E/W bands are narrow so the table fills a 16:10 play area
SLOT_INSET = 0.035


@dataclass(frozen=True)
class TableGeometry:
    size: int                  # tiles per village side
    cells: dict                # cell -> (x0, y0, x1, y1)
    boards: dict               # board id -> rect of the whole board
    headers: dict              # board id -> rect of its name/power band (outer edge)
    cards: dict                # space id -> rect of the ghost card slot
    steps: dict                # (space id, step id) -> (cx, cy, r)
    receptacles: dict          # receptacle id -> (cx, cy, r)
    bounds: tuple              # (x0, y0, x1, y1) of everything


def _strip(side: str, size: int, a0: float, a1: float, o0: float, o1: float):
    """World rect of the part of a board lying between `a0..a1` along the village edge and
    `o0..o1` outwards from it."""
    if side == "N":
        return (a0, -o1, a1, -o0)
    if side == "S":
        return (a0, size + o0, a1, size + o1)
    if side == "W":
        return (-o1, a0, -o0, a1)
    return (size + o0, a0, size + o1, a1)


def _depths(side: str):
    k = "NS" if side in ("N", "S") else "EW"
    return CARD_DEPTH[k], HEADER_DEPTH[k]


def board_depth(side: str) -> float:
    card, header = _depths(side)
    return GAP + CARD_START + card + 0.05 + header


@functools.lru_cache(maxsize=8)
def table_geometry(board) -> TableGeometry:
    """The whole table laid out for a Board (cached: a Board is immutable)."""
    size = 1 + max(max(board.pos(c)) for c in board.cells)
    cells = {}
    for cell in board.cells:
        c, r = board.pos(cell)
        cells[cell] = (c + TILE_INSET, r + TILE_INSET, c + 1 - TILE_INSET, r + 1 - TILE_INSET)
    boards, headers, cards, steps = {}, {}, {}, {}
    track = board.haunter_track
    for b in board.boards:
        card_d, head_d = _depths(b.side)
        depth = board_depth(b.side)
        boards[b.id] = _strip(b.side, size, 0, size, GAP, depth)
        headers[b.id] = _strip(b.side, size, 0.04, size - 0.04, depth - head_d, depth - 0.03)
        for sp in b.spaces:
            c, r = board.pos(sp.faces)
            a = c if b.side in ("N", "S") else r
            cards[sp.id] = _strip(b.side, size, a + SLOT_INSET, a + 1 - SLOT_INSET,
                                  GAP + CARD_START, GAP + CARD_START + card_d)
            for j, step in enumerate(track):
                # the first step lies next to the card, the last next to the village (card -> ... -> tile)
                o = GAP + STEP_FIRST + (len(track) - 1 - j) * STEP_PITCH
                x0, y0, x1, y1 = _strip(b.side, size, a + 0.5, a + 0.5, o, o)
                steps[(sp.id, step.id)] = ((x0 + x1) / 2, (y0 + y1) / 2, STEP_R)
    recs = {}
    for rec in board.receptacles:
        c, r = board.pos(rec.cell)
        # just off the village's outer corner, diagonally out from the corner tile
        dx = -1 if c == 0 else 1
        dy = -1 if r == 0 else 1
        cx = (0 if dx < 0 else size) + dx * (GAP + 0.2)
        cy = (0 if dy < 0 else size) + dy * (GAP + 0.2)
        recs[rec.id] = (cx, cy, 0.19)
    rects = list(cells.values()) + list(boards.values())
    bounds = (min(r[0] for r in rects), min(r[1] for r in rects), max(r[2] for r in rects), max(r[3] for r in rects))
    return TableGeometry(size, cells, boards, headers, cards, steps, recs, bounds)


def centre(rect):
    return ((rect[0] + rect[2]) / 2, (rect[1] + rect[3]) / 2)


def inside(p, rect) -> bool:
    return rect[0] <= p[0] <= rect[2] and rect[1] <= p[1] <= rect[3]


def hit_test(geo: TableGeometry, p):
    """What lies under world point p: ('step', (space, step)), ('space', id), ('receptacle', id),
    ('tile', cell), ('board', id) or None. Small things first so they win over what they sit on."""
    for key, (cx, cy, r) in geo.steps.items():
        if (p[0] - cx) ** 2 + (p[1] - cy) ** 2 <= (r * 1.3) ** 2:
            return ("step", key)
    for rid, (cx, cy, r) in geo.receptacles.items():
        if (p[0] - cx) ** 2 + (p[1] - cy) ** 2 <= (r * 1.2) ** 2:
            return ("receptacle", rid)
    for sid, rect in geo.cards.items():
        if inside(p, rect):
            return ("space", sid)
    for cell, rect in geo.cells.items():
        if inside(p, rect):
            return ("tile", cell)
    for bid, rect in geo.boards.items():
        if inside(p, rect):
            return ("board", bid)
    return None
