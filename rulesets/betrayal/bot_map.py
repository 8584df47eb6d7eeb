"""The house as the bots see it: a walking graph built from one seat's view (placed rooms are public, B-H.1)."""
from __future__ import annotations

import heapq

from rulesets.betrayal.data import doors_meet, starting_cells
from rulesets.betrayal.grid import OPPOSITE, barrier_side, door_sides, fits_floor, locked_sides, neighbour
from rulesets.betrayal.rules.movement import CROSSINGS
from rulesets.betrayal.rules.state import tiles

CROSS_COST = 2        # a barrier is crossed by a roll that may fail: dearer than a plain step


class HouseMap:
    """Nodes are (room, side): a room split by a barrier (B-8.1) is two places, one per side ('' if none)."""

    def __init__(self, view: dict):
        self.tileset = tiles()
        # the landings stand from the start (B-3.5) and are not listed among the discovered rooms
        rooms = [{"tile": t.id, "floor": floor, "x": cell[0], "y": cell[1], "turn": turn}
                 for (floor, cell), (t, turn) in starting_cells(self.tileset, view["widows_walk"]).items()]
        rooms += view["rooms"]
        self.placed = {r["tile"]: r for r in rooms}
        self.cells = {(r["floor"], r["x"], r["y"]): r for r in rooms}
        left = view["room_stack"]["left"]
        # a floor with no tile left that may go there offers no door worth walking to
        self.open_floors = {f for f in ("basement", "ground", "upper", "roof")
                            if any(fits_floor(self.tileset.tiles[t], f) for t in left)}
        self.edges: dict = {}
        self.frontier: set = set()      # nodes with a door onto an empty cell of a floor with tiles left
        for room in rooms:
            self._room_edges(room)
        for link in self.tileset.links:
            if link.type == "stairs" and link.source in self.placed and link.target in self.placed:
                for a, b in ((link.source, link.target), (link.target, link.source)):
                    self._add((a, self._side_of_any(a)), (b, self._side_of_any(b)), 1)

    def _side_of_any(self, room: str) -> str:
        return "near" if self.tileset.tiles[room].barrier is not None else ""

    def _add(self, a, b, cost) -> None:
        self.edges.setdefault(a, []).append((b, cost))
        self.edges.setdefault(b, []).append((a, cost))

    def _room_edges(self, room: dict) -> None:
        tile, turn = self.tileset.tiles[room["tile"]], room["turn"]
        if tile.barrier is not None and tile.special is not None and tile.special.keyword in CROSSINGS:
            self._add((tile.id, "near"), (tile.id, "far"), CROSS_COST)
        for side in door_sides(tile, turn):
            if side in locked_sides(tile, turn):
                continue
            here = (tile.id, barrier_side(tile, turn, side))
            x, y = neighbour((room["x"], room["y"]), side)
            other = self.cells.get((room["floor"], x, y))
            if other is None:
                if room["floor"] in self.open_floors:
                    self.frontier.add(here)
                continue
            other_tile = self.tileset.tiles[other["tile"]]
            if doors_meet(tile, turn, side, other_tile, other["turn"]) and tile.id < other_tile.id:
                there = (other_tile.id, barrier_side(other_tile, other["turn"], OPPOSITE[side]))
                self._add(here, there, 1)

    def distances(self, targets) -> dict:
        """Steps from every node to the nearest of `targets` (nodes, or room ids meaning any side)."""
        starts = []
        for t in targets:
            if isinstance(t, tuple):
                starts.append(t)
            elif t in self.placed:
                starts += [(t, "")] if self.tileset.tiles[t].barrier is None else [(t, "near"), (t, "far")]
        best = {n: 0 for n in starts}
        queue = [(0, n) for n in sorted(starts)]
        heapq.heapify(queue)
        while queue:
            d, node = heapq.heappop(queue)
            if d > best.get(node, 1 << 30):
                continue
            for nxt, cost in self.edges.get(node, ()):
                if d + cost < best.get(nxt, 1 << 30):
                    best[nxt] = d + cost
                    heapq.heappush(queue, (d + cost, nxt))
        return best

    def room_distance(self, dist: dict, room: str) -> int:
        """The nearest side of `room` (a move's arrival side is the rules' to decide)."""
        return min((d for (r, _), d in dist.items() if r == room), default=1 << 20)
