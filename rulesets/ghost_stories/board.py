"""Pure Ghost Stories table geometry (G-G.3): cells, which tiles ghost spaces face, rows, corners, dealing.

Shared by the rules and the drawing (principle 8). Cells are named grid positions ('nw' .. 'se');
a *village* is a tuple of 9 tile ids in `Board.cells` order (row-major from the top-left).
"""
from __future__ import annotations

import functools
import random

from engine import geometry
from rulesets.ghost_stories.data import BOARD_PATH, BoardData, load_board_data


class Board:
    """Read-only queries over the checked `gs_board` data."""

    def __init__(self, data: BoardData):
        self.data = data
        # row-major order, whatever order the YAML listed the cells in
        self.cells: tuple[str, ...] = tuple(sorted(data.cells, key=lambda c: (data.cells[c][1], data.cells[c][0])))
        self._at = {tuple(data.cells[c]): c for c in self.cells}
        self.tiles = data.tiles
        self.tile_ids: tuple[str, ...] = tuple(t.id for t in data.tiles)
        self._tiles = {t.id: t for t in data.tiles}
        self.boards = data.boards
        self.board_ids: tuple[str, ...] = tuple(b.id for b in data.boards)  # clockwise turn order (G-4.1)
        self._boards = {b.id: b for b in data.boards}
        self._spaces = {s.id: s for b in data.boards for s in b.spaces}
        self._space_board = {s.id: b.id for b in data.boards for s in b.spaces}
        self.space_ids: tuple[str, ...] = tuple(s.id for b in data.boards for s in b.spaces)
        self.haunter_track = data.haunter_track
        self.portal = data.portal
        self.receptacles = data.receptacles
        self._receptacles = {r.id: r for r in data.receptacles}

    # ---- lookup -----------------------------------------------------------------------------
    def tile(self, tile_id: str):
        return self._tiles[tile_id]

    def tile_by_keyword(self, keyword: str):
        return next(t for t in self.tiles if t.action.keyword == keyword)

    def board(self, board_id: str):
        return self._boards[board_id]

    def board_of_colour(self, colour: str):
        return next(b for b in self.boards if b.colour == colour)

    def space(self, space_id: str):
        return self._spaces[space_id]

    def board_of_space(self, space_id: str) -> str:
        return self._space_board[space_id]

    def spaces_of(self, board_id: str) -> tuple[str, ...]:
        """The board's 3 spaces, numbered clockwise = right to left from its owner's seat (G-5.2)."""
        return tuple(s.id for s in self._boards[board_id].spaces)

    def receptacle(self, rec_id: str):
        return self._receptacles[rec_id]

    def next_board(self, board_id: str, step: int = 1) -> str:
        """The board `step` turns later, clockwise (G-4.1, G-12.1 'the board to the left')."""
        i = self.board_ids.index(board_id)
        return self.board_ids[(i + step) % len(self.board_ids)]

    # ---- grid -----------------------------------------------------------------------------------
    def pos(self, cell: str) -> tuple[int, int]:
        c, r = self.data.cells[cell]
        return (c, r)

    def cell_at(self, col: int, row: int) -> str | None:
        return self._at.get((col, row))

    def distance(self, a: str, b: str) -> int:
        """Chebyshev distance: diagonal steps count one (G-9.1, G-G.3)."""
        (ac, ar), (bc, br) = self.pos(a), self.pos(b)
        return max(abs(ac - bc), abs(ar - br))

    def neighbours(self, cell: str) -> tuple[str, ...]:
        """Tiles one move away, orthogonal or diagonal (G-9.1)."""
        return tuple(c for c in self.cells if self.distance(cell, c) == 1)

    def cell_kind(self, cell: str) -> str:
        """'corner', 'side' or 'centre': how many boards the cell touches (G-17.5 portal scoring)."""
        n = len(self.boards_facing(cell))
        return {2: "corner", 1: "side"}.get(n, "centre")

    def portal_score(self, cell: str) -> int:
        return getattr(self.portal.score, self.cell_kind(cell))

    # ---- facing (G-G.3) -------------------------------------------------------------------------
    def faced_cell(self, space_id: str) -> str:
        """The edge tile a ghost space faces; a ghost there is adjacent to that tile (G-10.14)."""
        return self._spaces[space_id].faces

    def spaces_facing(self, cell: str) -> tuple[str, ...]:
        """Ghost spaces adjacent to a tile: 2 for a corner, 1 for a side tile, 0 for the centre."""
        return tuple(s for s in self.space_ids if self._spaces[s].faces == cell)

    def boards_facing(self, cell: str) -> tuple[str, ...]:
        return tuple(dict.fromkeys(self._space_board[s] for s in self.spaces_facing(cell)))

    def inward(self, board_id: str) -> tuple[int, int]:
        """Grid step pointing from the board straight across the village."""
        return geometry.SIDE_OFFSET[geometry.OPPOSITE[self._boards[board_id].side]]

    def row(self, space_id: str) -> tuple[str, ...]:
        """The line of tiles from the faced tile straight across the grid (G-G.3 'row', G-5.5)."""
        dc, dr = self.inward(self._space_board[space_id])
        c, r = self.pos(self.faced_cell(space_id))
        out = []
        while (cell := self.cell_at(c, r)) is not None:
            out.append(cell)
            c, r = c + dc, r + dr
        return tuple(out)

    def push_target(self, space_id: str, cell: str) -> str | None:
        """One tile further from the ghost along its row, or None when that is off the village (G-5.3a)."""
        line = self.row(space_id)
        if cell not in line:
            raise ValueError(f"cell {cell!r} is not in the row of {space_id!r}")
        i = line.index(cell)
        return line[i + 1] if i + 1 < len(line) else None

    def closest_unhaunted(self, space_id: str, haunted) -> tuple[str, ...]:
        """Candidates for a Haunting from this space (G-5.6, G-G.3): the first unhaunted tile along the
        row; if the whole row is haunted, every unhaunted tile nearest (Chebyshev) to the faced tile,
        so the players choose on ties. Empty when the whole village is haunted."""
        haunted = set(haunted)
        for cell in self.row(space_id):
            if cell not in haunted:
                return (cell,)
        free = [c for c in self.cells if c not in haunted]
        if not free:
            return ()
        start = self.faced_cell(space_id)
        best = min(self.distance(start, c) for c in free)
        return tuple(c for c in free if self.distance(start, c) == best)

    def receptacle_at(self, cell: str):
        """The Mystic Barrier receptacle at a corner tile, or None (G-11.5)."""
        return next((r for r in self.receptacles if r.cell == cell), None)

    def receptacle_spaces(self, rec_id: str) -> tuple[str, ...]:
        """Ghost spaces whose Haunting icon touches a receptacle: the two facing its corner (G-11.2)."""
        return self.spaces_facing(self._receptacles[rec_id].cell)

    # ---- villages ---------------------------------------------------------------------------------
    def deal_village(self, rng: random.Random) -> tuple[str, ...]:
        """9 tiles chosen at random and laid out in cell order (G-3.1); uses only the given RNG."""
        return tuple(rng.sample(list(self.tile_ids), len(self.cells)))

    def village_order(self, seed) -> tuple[str, ...]:
        """The village a seed deals: same seed, same village."""
        return self.deal_village(random.Random(seed))

    def village_map(self, order) -> dict[str, str]:
        """{cell: tile id} for a village tuple."""
        if len(order) != len(self.cells):
            raise ValueError(f"a village has {len(self.cells)} tiles, got {len(order)}")
        return dict(zip(self.cells, order))

    def cell_of_tile(self, order, tile_id: str) -> str | None:
        """Where a tile lies in this village, or None when it was not dealt."""
        for cell, t in zip(self.cells, order):
            if t == tile_id:
                return cell
        return None


@functools.lru_cache(maxsize=8)
def load_board(path: str = BOARD_PATH) -> Board:
    """The shipped board (cached); raises engine.data.DataError with file:line:col problems."""
    return Board(load_board_data(path))
