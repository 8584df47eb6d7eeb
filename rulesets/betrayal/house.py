"""The house as it is explored: tiles placed per floor, the room stack, discovering rooms (B-7), undo. Pure."""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import NamedTuple

from engine.i18n import T
from engine.rules.api import IllegalAction
from rulesets.betrayal.data import TileDef, TileSet, doors_meet, starting_cells
from rulesets.betrayal.grid import (
    FLOORS,
    OPPOSITE,
    door_sides,
    fits_floor,
    floor_phrase,
    locked_sides,
    neighbour,
    window_sides,
)
from rulesets.betrayal.house_contents import RoomContents
from rulesets.betrayal.vocab import SIDE_WORDS


def plain_copy(value):
    """A deep copy of plain data (dicts, lists, tuples, str, int, bool, None): cheaper than copy.deepcopy.
    Exact type tests, and strings and numbers kept without a call, because every action copies the house."""
    kind = type(value)
    if kind is dict:
        return {k: (v if type(v) in _ATOMS else plain_copy(v)) for k, v in value.items()}
    if kind is list:
        return [v if type(v) in _ATOMS else plain_copy(v) for v in value]
    if kind is tuple:
        return tuple(v if type(v) in _ATOMS else plain_copy(v) for v in value)
    if isinstance(value, dict):
        return {k: plain_copy(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return type(value)(plain_copy(v) for v in value)
    return value


_ATOMS = frozenset((str, int, bool, float, type(None)))


CONTENT_PARTS = ("tokens", "passages", "figures")   # what rooms hold, copied into the plain house
PLAIN_PARTS = ("rooms",) + CONTENT_PARTS             # the parts of the plain house handed out again while unchanged


def tiles_by_floor(tileset: TileSet) -> dict:
    """floor -> the ids of the tiles whose back allows it (B-7.1, B-24.3), computed once per tile set: drawing and
    exploring ask "which tiles could still go here?" for every door of every turn."""
    table = tileset.__dict__.get("tiles_by_floor")
    if table is None:
        table = {floor: frozenset(t.id for t in tileset.tiles.values() if fits_floor(t, floor)) for floor in FLOORS}
        tileset.__dict__["tiles_by_floor"] = table
    return table


class Note(NamedTuple):
    """One thing the house did by itself (a reshuffle, a discard, a turned room), for a log or a status line:
    `kind` for code to test, `text` a lazy text in words, `rule` the id a tooltip shows, never the words."""
    rule: str
    kind: str
    text: str


@dataclass(frozen=True)
class Placed:
    tile: TileDef
    floor: str
    cell: tuple
    turn: int
    landing: bool = False


@dataclass(frozen=True)
class Door:
    """A door of a placed room: the room's floor and cell, and the side (after rotation) it faces."""
    floor: str
    cell: tuple
    side: str

    @property
    def target(self) -> tuple:
        return neighbour(self.cell, self.side)


@dataclass
class Exploration:
    """A tile drawn for a door and waiting to be turned and placed (B-7.1..B-7.5)."""
    door: Door
    tile: TileDef
    rotations: tuple      # legal quarter turns, the client's preference first (B-G.9)
    discarded: tuple = ()  # (tile id, rule id) of tiles put on the discard pile during this draw
    forced: bool = False  # B-7.5: every remaining tile seals the floor; a placed room is turned instead
    choice: int = 0

    @property
    def turn(self) -> int:
        return self.rotations[self.choice % len(self.rotations)]

    @property
    def target(self) -> tuple:
        return self.door.target


class House(RoomContents):
    """Placed rooms, stack and discard pile, one seeded RNG; every change can be undone (preview composer)."""

    def __init__(self, tileset: TileSet, seed: int | None = None, widows_walk: bool = True, rng=None):
        self.tileset, self.seed, self.widows_walk = tileset, seed, widows_walk
        # the rules hand in their own seeded Rng (engine.rules.rng) so one stream drives the whole game
        self.rng = rng if rng is not None else random.Random(seed)
        self.floors = FLOORS if widows_walk else FLOORS[:3]
        self.fitting = tiles_by_floor(tileset)
        # cells: (floor, cell) -> Placed, and its reverse, placed_at: tile id -> (floor, cell); both change only
        # through _put and _take so they always agree
        self.cells: dict = {}
        self.placed_at: dict = {}
        self.known_open_doors: dict = {}   # (floor, skip) -> open doors, forgotten whenever a room is put or taken
        # the plain copies of the rooms, tokens, passages and figures that to_plain last handed out, and which
        # of them changed since: a part that did not change is handed out again instead of copied at every action
        self.handed_out: dict = {}
        self.changed_parts: set = set(PLAIN_PARTS)
        for (floor, cell), (tile, turn) in starting_cells(tileset, widows_walk).items():
            self._put(Placed(tile, floor, cell, turn, landing=True))
        self.order: list = []  # (floor, cell) of discovered rooms, in order
        # B-3.6: every other room tile in one face-down stack; the top is the end of the list
        self.stack = [t.id for t in tileset.rooms if widows_walk or t.set != "widows_walk"]
        self.rng.shuffle(self.stack)
        self.discard: list = []
        # what rooms hold, keyed by room tile id so a moved room (Mystic Elevator, B-8.8d) carries it along:
        # tokens: room -> [{"kind": TOKEN_KINDS, "side": barrier side or "", "owner": colour or ""}]
        # passages: dynamic links cards and rooms make [{"kind": PASSAGE_KINDS, "rooms": [room, room]}]
        # figures: figure name -> {"room": room id, "side": barrier side or ""} (B-8.1, B-8.2)
        self.tokens: dict = {}
        self.passages: list = []
        self.figures: dict = {}
        self.pending: Exploration | None = None
        self.log: list = []      # Notes: what the house did by itself
        self.version = 0
        self._history: list = []

    # ---- queries ----------------------------------------------------------------
    def at(self, floor: str, cell) -> Placed | None:
        return self.cells.get((floor, tuple(cell)))

    def rooms(self, floor: str | None = None) -> list:
        return [p for (f, _), p in self.cells.items() if floor is None or f == floor]

    def discovered(self) -> list:
        return [self.cells[k] for k in self.order]

    def candidates(self, floor: str) -> list:
        """Tiles still in the stack or discard pile that may go on `floor` (B-7.7 ends discovery at zero)."""
        allowed = self.fitting[floor]
        return [i for i in self.stack + self.discard if i in allowed]

    def has_candidates(self, floor: str) -> bool:
        """Whether any tile for `floor` is left (the question candidates() answers, without the list)."""
        allowed = self.fitting[floor]
        return any(i in allowed for i in self.stack) or any(i in allowed for i in self.discard)

    def open_doors(self, floor: str | None = None, skip=None) -> tuple:
        """Real doors with no room behind them; `skip` is a cell treated as filled (a tile about to go there).
        Remembered until a room is put or taken (the rules and the invariants ask it many times per action)."""
        key = (floor, skip)
        known = self.known_open_doors.get(key)
        if known is None:
            known = self.known_open_doors[key] = tuple(self._find_open_doors(floor, skip))
        return known

    def _find_open_doors(self, floor: str | None, skip) -> list:
        out = []
        for p in self.rooms(floor):
            locked = locked_sides(p.tile, p.turn)
            for side in door_sides(p.tile, p.turn):
                behind = neighbour(p.cell, side)
                if side not in locked and (p.floor, behind) not in self.cells and behind != skip:
                    out.append(Door(p.floor, p.cell, side))
        return out

    def explorable_doors(self, floor: str | None = None) -> list:
        floors = [floor] if floor else self.floors
        return [d for f in floors if self.has_candidates(f) for d in self.open_doors(f)]

    def sealed(self, floor: str) -> bool:
        """B-7.5: no unexplored door left on a floor while tiles for it remain."""
        return not self.open_doors(floor) and self.has_candidates(floor)

    def connected(self, floor: str) -> bool:
        """Every room of the floor can be reached from its landing through doors that meet."""
        rooms = {p.cell: p for p in self.rooms(floor)}
        todo = [p.cell for p in rooms.values() if p.landing]
        seen = set(todo)
        while todo:
            p = rooms[todo.pop()]
            for side in door_sides(p.tile, p.turn):
                q = rooms.get(neighbour(p.cell, side))
                if q and q.cell not in seen and doors_meet(p.tile, p.turn, side, q.tile, q.turn):
                    seen.add(q.cell)
                    todo.append(q.cell)
        return len(seen) == len(rooms)

    def where(self, tile_id: str) -> Placed | None:
        """The placed room of that tile, or None while it is still in the stack."""
        key = self.placed_at.get(tile_id)
        return None if key is None else self.cells[key]

    def false_windows(self, p: Placed) -> tuple:
        """B-7.3: windows facing a placed room are false features (walled up); the drawing asks this too."""
        return self.walled_windows(p.tile, p.floor, p.cell, p.turn)

    def walled_windows(self, tile: TileDef, floor: str, cell, turn: int) -> tuple:
        """The windows `tile` would have facing a placed room if it stood at `cell` (a tile being turned)."""
        return tuple(s for s in window_sides(tile, turn) if (floor, neighbour(cell, s)) in self.cells)

    def windows(self, p: Placed) -> tuple:
        """The real windows of a placed room (B-6.7, B-23.2): those not facing another room."""
        false = self.false_windows(p)
        return tuple(s for s in window_sides(p.tile, p.turn) if s not in false)

    # ---- moving a placed room (Mystic Elevator, B-8.8) ---------------------------------
    def move_destinations(self, tile_id: str, floors=None) -> list:
        """(door, turn) for every open door the placed room could be moved behind without sealing either
        floor (B-7.6) or cutting a room off; the rotation with the most doors matched first."""
        placed = self.where(tile_id)
        if placed is None or placed.landing:
            return []
        out = []
        self._lift(placed)
        try:
            for floor in floors or self.floors:
                if not fits_floor(placed.tile, floor):
                    continue
                for door in self.open_doors(floor):
                    turn = self._move_turn(placed, door)
                    if turn is not None:
                        out.append((door, turn))
        finally:
            self._drop(placed)
        return out

    def _move_turn(self, placed: Placed, door: Door) -> int | None:
        """With `placed` lifted: the turn it takes behind the open `door` (the most doors matched), or None when
        that is where it stands, no turn faces the door, or it would seal a floor or cut a room off (B-7.6)."""
        if door.target == placed.cell and door.floor == placed.floor:
            return None   # where it stands now is no move
        turns = self.rotations_for(placed.tile, door)
        return turns[0] if turns and self._safe_after(placed, door, turns[0]) else None

    def move_tile(self, tile_id: str, door: Door, turn: int | None = None) -> Placed:
        """Attach a placed room behind another open door (B-8.8); its tokens, passages and figures, keyed by
        the room, come along (B-8.8d). Refused when it would seal a floor (B-7.6). Only that door is judged,
        as move_destinations judges each."""
        placed = self.where(tile_id)
        if placed is None or placed.landing:
            raise IllegalAction("B-8.8", T("{room} is not a room that can move", room=self.tileset.tiles[tile_id].name))
        self._lift(placed)
        try:
            fits = fits_floor(placed.tile, door.floor) and door in self.open_doors(door.floor)
            best = self._move_turn(placed, door) if fits else None
        finally:
            self._drop(placed)
        if turn is None:
            turn = best
        if best is None or turn != best:
            raise IllegalAction("B-7.6",
                                T("{room} cannot move there: it would seal a floor, cut a room off or leave no door facing the one it joins",
                                  room=placed.tile.name))
        self._push()
        key = (placed.floor, placed.cell)
        self._take(key)
        moved = Placed(placed.tile, door.floor, door.target, turn)
        self._put(moved)
        self.order[self.order.index(key)] = (moved.floor, moved.cell)
        self.version += 1
        return moved

    def _put(self, placed: Placed) -> None:
        key = (placed.floor, placed.cell)
        self.cells[key] = placed
        self.placed_at[placed.tile.id] = key
        self.known_open_doors.clear()
        self.changed_parts.add("rooms")

    def _take(self, key: tuple) -> None:
        del self.placed_at[self.cells.pop(key).tile.id]
        self.known_open_doors.clear()
        self.changed_parts.add("rooms")

    def _lift(self, placed: Placed) -> None:
        self._take((placed.floor, placed.cell))

    def _drop(self, placed: Placed) -> None:
        self._put(placed)

    def _safe_after(self, placed: Placed, door: Door, turn: int) -> bool:
        """With `placed` lifted: would putting it behind `door` keep both floors open and whole?"""
        moved = Placed(placed.tile, door.floor, door.target, turn)
        self._put(moved)
        try:
            return all(not self.sealed(f) and self.connected(f) for f in {placed.floor, door.floor})
        finally:
            self._take((moved.floor, moved.cell))

    # ---- placement rules --------------------------------------------------------
    def matched_doors(self, tile: TileDef, floor: str, cell, turn: int) -> int:
        return sum(1 for s in door_sides(tile, turn)
                   if (q := self.at(floor, neighbour(cell, s))) and doors_meet(tile, turn, s, q.tile, q.turn))

    def rotations_for(self, tile: TileDef, door: Door) -> list:
        """B-7.3: turns that give the tile a door facing the one explored through; the most doors matched first."""
        back = OPPOSITE[door.side]
        turns = [t for t in range(4) if back in door_sides(tile, t) and back not in locked_sides(tile, t)]
        return sorted(turns, key=lambda t: (-self.matched_doors(tile, door.floor, door.target, t), t))

    def seals(self, tile: TileDef, door: Door, turn: int, remaining_after: int, others=None) -> bool:
        """B-7.5: would this placement leave the floor without an unexplored door while tiles for it remain?
        `others` may pass in the floor's other open doors when judging many placements at one door."""
        if remaining_after <= 0:
            return False
        if others is None:
            others = self.open_doors(door.floor, skip=door.target)
        if others:
            return False
        for s in door_sides(tile, turn):
            if s not in locked_sides(tile, turn) and (door.floor, neighbour(door.target, s)) not in self.cells:
                return False
        return True

    def safe_rotations(self, tile: TileDef, door: Door, others=None) -> list:
        left = len(self.candidates(door.floor)) - (1 if tile.id in self.fitting[door.floor] and
                                                   tile.id in self.stack + self.discard else 0)
        if others is None:
            others = self.open_doors(door.floor, skip=door.target)
        return [t for t in self.rotations_for(tile, door) if not self.seals(tile, door, t, left, others)]

    def check_door(self, floor: str, cell, side: str) -> Door:
        """The door to explore through, or IllegalAction saying why it cannot be."""
        p = self.at(floor, cell)
        if p is None:
            raise IllegalAction("B-7.1", T("there is no room at {list} on {floor}", list=list(cell), floor=floor_phrase(floor)))
        if side not in door_sides(p.tile, p.turn):
            raise IllegalAction("B-7.3", T("{room} has no door on its {side} side", room=p.tile.name, side=SIDE_WORDS.get(side, side)))
        if side in locked_sides(p.tile, p.turn):
            raise IllegalAction("B-6.4", T("the Front Door is always locked; nobody leaves the house"))
        door = Door(floor, tuple(cell), side)
        other = self.at(floor, door.target)
        if other is not None:
            raise IllegalAction("B-7.1", T("{room} is already behind that door", room=other.tile.name))
        if not self.has_candidates(floor):
            raise IllegalAction("B-7.7", T("all tiles for {floor} are used", floor=floor_phrase(floor)))
        return door

    # ---- discovering a room -------------------------------------------------------
    def begin_explore(self, floor: str, cell, side: str) -> Exploration:
        """B-7.1: go through an open door and draw until a tile fits this floor (and keeps it open, B-7.5)."""
        if self.pending is not None:
            raise IllegalAction("B-7.1", T("place {room} first (or cancel)", room=self.pending.tile.name))
        door = self.check_door(floor, cell, side)
        self._push()
        tiles = self.tileset.tiles
        # B-7.5 second sentence: when no remaining tile can avoid sealing, draw normally and adjust later
        others = self.open_doors(floor, skip=door.target)
        forced = not others and not any(self.safe_rotations(tiles[i], door, others) for i in self.candidates(floor))
        discarded = []
        while True:
            if not self.stack:
                # B-7.7: the discard pile, shuffled, becomes the new stack
                self.stack, self.discard = self.discard, []
                self.rng.shuffle(self.stack)
                self.log.append(Note("B-7.7", "reshuffled", T("the room stack ran out; the discard pile was shuffled into a new stack")))
            tid = self.stack.pop()
            tile = tiles[tid]
            if not fits_floor(tile, floor):
                self.discard.append(tid)
                discarded.append((tid, "B-7.2"))
                continue
            self.stack.append(tid)  # still counted as remaining while its placements are judged
            safe = self.safe_rotations(tile, door, others)
            self.stack.pop()
            if safe or forced:
                rotations = safe or self.rotations_for(tile, door)
                break
            self.discard.append(tid)
            discarded.append((tid, "B-7.5"))
        self.pending = Exploration(door, tile, tuple(rotations), tuple(discarded), forced)
        for tid, rule in discarded:
            # B-H.1: discarded tiles go face down, so the log names only the reason, never the room
            self.log.append(Note(rule, "discarded", T("a tile went face down to the discard pile ({why})", why=discard_reason(rule, floor))))
        self.log.append(Note("B-7.1", "discovered", T("discovered {room} on {floor}", room=tile.name, floor=floor_phrase(floor))))
        self.version += 1
        return self.pending

    def rotate(self, step: int = 1) -> int:
        """Cycle the pending tile through its legal rotations (UI convenience)."""
        if self.pending is None:
            raise IllegalAction("B-7.3", T("no tile is waiting to be placed"))
        self.pending.choice = (self.pending.choice + step) % len(self.pending.rotations)
        self.version += 1
        return self.pending.turn

    def place(self, turn: int | None = None) -> Placed:
        """B-7.3/B-7.5: attach the drawn tile behind the door with a legal rotation."""
        ex = self.pending
        if ex is None:
            raise IllegalAction("B-7.1", T("no tile has been drawn; explore through an open door first"))
        turn = ex.turn if turn is None else turn
        if turn not in self.rotations_for(ex.tile, ex.door):
            raise IllegalAction("B-7.3", T("turned that way, {room} has no door facing the door you came through ({side} side needed)",
                                           room=ex.tile.name, side=SIDE_WORDS[OPPOSITE[ex.door.side]]))
        if turn not in ex.rotations:
            raise IllegalAction("B-7.5", T("turned that way, {room} would leave {floor} with no unexplored door", room=ex.tile.name,
                                           floor=floor_phrase(ex.door.floor)))
        placed = Placed(ex.tile, ex.door.floor, ex.door.target, turn)
        self._put(placed)
        self.order.append((placed.floor, placed.cell))
        self.pending = None
        if ex.forced and self.sealed(placed.floor):
            self._adjust(placed.floor)
        self.version += 1
        return placed

    def _adjust(self, floor: str) -> bool:
        """B-7.5 last resort: the smallest change, turning one discovered room so a door stays open."""
        for key in reversed([k for k in self.order if k[0] == floor]):
            old = self.cells[key]
            for step in (1, 3, 2):
                self._put(Placed(old.tile, old.floor, old.cell, (old.turn + step) % 4))
                if self.open_doors(floor) and self.connected(floor):
                    self.log.append(Note("B-7.5", "turned", T("turned {room} to keep a door open on {floor}", room=old.tile.name,
                                                floor=floor_phrase(floor))))
                    return True
            self._put(old)
        self.log.append(Note("B-7.5", "unsealable", T("no single turn keeps {floor} open; the players must rearrange it",
                                    floor=floor_phrase(floor))))
        return False

    def cancel(self) -> None:
        """Put a drawn-but-unplaced tile back: the stack is exactly as before the draw."""
        if self.pending is None:
            raise IllegalAction("B-7.1", T("no tile is waiting to be placed"))
        self._pop()

    def undo(self) -> None:
        """Go back one discovery (or cancel the pending one); stack, discard pile and RNG come back too."""
        if not self._history:
            raise IllegalAction("B-7.1", T("nothing has been discovered yet"))
        self._pop()

    def place_at(self, tile_id: str, floor: str, cell, turn: int = 0) -> Placed:
        """Put a named tile straight into the house (loading a saved layout), checking the same rules."""
        tile = self.tileset.tiles.get(tile_id)
        if tile is None or tile.landing or tile_id not in self.stack + self.discard:
            raise IllegalAction("B-3.6", T("{room} is not a room tile left in the stack", room=tile_name(self.tileset, tile_id)))
        if floor not in self.floors or not fits_floor(tile, floor):
            raise IllegalAction("B-7.1", T("{room} may not be on {floor}", room=tile.name, floor=floor_phrase(floor)))
        cell = tuple(cell)
        if self.at(floor, cell) is not None:
            raise IllegalAction("B-7.1", T("{room} is already at {list}", room=self.at(floor, cell).tile.name, list=list(cell)))
        if not self.matched_doors(tile, floor, cell, turn):
            raise IllegalAction("B-7.3", T("no door of {room} meets a door of a room already placed", room=tile.name))
        self._push()
        (self.stack if tile_id in self.stack else self.discard).remove(tile_id)
        placed = Placed(tile, floor, cell, turn)
        self._put(placed)
        self.order.append((floor, cell))
        self.version += 1
        return placed

    # ---- plain data (the rules keep the house in their state as this) -----------------------
    def to_plain(self) -> dict:
        """The house as plain data with full-word keys: rooms in discovery order, stack (top last), discard
        pile, tokens, passages and figures. Landings are implied by the tile set."""
        for part in self.changed_parts:
            self.handed_out[part] = self._plain_rooms() if part == "rooms" else plain_copy(getattr(self, part))
        self.changed_parts.clear()
        return {"widows_walk": self.widows_walk, "stack": list(self.stack), "discard": list(self.discard),
                **self.handed_out}

    def _plain_rooms(self) -> list:
        return [{"tile": self.cells[k].tile.id, "floor": k[0], "x": k[1][0], "y": k[1][1],
                 "turn": self.cells[k].turn} for k in self.order]

    @classmethod
    def from_plain(cls, tileset: TileSet, plain: dict, rng=None) -> "House":
        """The house `to_plain` wrote; `rng` draws for it (B-7.7 reshuffles). The plain data is copied."""
        house = cls.__new__(cls)
        house.tileset, house.seed, house.widows_walk = tileset, None, plain["widows_walk"]
        house.rng = rng if rng is not None else random.Random(0)
        house.floors = FLOORS if house.widows_walk else FLOORS[:3]
        house.fitting = tiles_by_floor(tileset)
        house.cells, house.placed_at, house.known_open_doors = {}, {}, {}
        house.handed_out, house.changed_parts = {}, set()
        for (f, c), (t, turn) in starting_cells(tileset, house.widows_walk).items():
            house._put(Placed(t, f, c, turn, landing=True))
        house.order = []
        for r in plain["rooms"]:
            key = (r["floor"], (r["x"], r["y"]))
            house._put(Placed(tileset.tiles[r["tile"]], r["floor"], key[1], r["turn"]))
            house.order.append(key)
        house.stack, house.discard = list(plain["stack"]), list(plain["discard"])
        house.tokens, house.passages = plain_copy(plain["tokens"]), plain_copy(plain["passages"])
        house.figures = plain_copy(plain["figures"])
        # the plain parts are handed out again while unchanged: nothing writes into a state's plain house
        house.handed_out = {part: plain[part] for part in PLAIN_PARTS}
        house.changed_parts = set()
        house.pending, house.log, house.version, house._history = None, [], 0, []
        return house

    # ---- undo -------------------------------------------------------------------
    def _push(self) -> None:
        rng = self.rng.getstate() if isinstance(self.rng, random.Random) else self.rng.copy()
        extras = plain_copy((self.tokens, self.passages, self.figures))
        self._history.append((dict(self.cells), list(self.order), list(self.stack), list(self.discard),
                              rng, len(self.log), extras))

    def _pop(self) -> None:
        cells, order, stack, discard, rng, nlog, extras = self._history.pop()
        self.cells, self.order, self.stack, self.discard = cells, order, stack, discard
        self.placed_at = {p.tile.id: key for key, p in cells.items()}
        self.known_open_doors = {}
        self.tokens, self.passages, self.figures = extras
        self.changed_parts = set(PLAIN_PARTS)
        if isinstance(self.rng, random.Random):
            self.rng.setstate(rng)
        else:
            self.rng = rng
        del self.log[nlog:]
        self.pending = None
        self.version += 1


def tile_name(tileset, tile_id):
    """A tile's name, or its id when the tile set has none by that id (a refusal still says which)."""
    tile = tileset.tiles.get(tile_id) if isinstance(tile_id, str) else None
    return tile.name if tile is not None else str(tile_id)


def discard_reason(rule: str, floor: str) -> str:
    """Why a drawn tile went face down (B-7.2 its back, B-7.5 it would seal the floor), in words: never the room (B-H.1)."""
    if rule == "B-7.2":
        return T("its back does not allow this floor")
    return T("it would leave {floor} with no unexplored door", floor=floor_phrase(floor))
