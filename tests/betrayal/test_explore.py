"""1,000 seeded random explorations of the Betrayal house, checked against the placement rules by an
independent oracle (B-7.1, B-7.2, B-7.3, B-7.5, B-7.7, B-24.3): no drawing, pure rules only."""
import random

import pytest

from engine.geometry import OPPOSITE, SIDE_OFFSET, rotate_side
from rulesets.betrayal.data import load_tiles
from rulesets.betrayal.house import House

SEEDS = range(1000)


def fits(tile, floor):
    # B-7.1 the back's floors; B-24.3 Upper tiles may also go on the Roof
    return floor in tile.floors or (floor == "roof" and "upper" in tile.floors)


def sides(names, turn):
    return {rotate_side(s, turn) for s in names}


def next_cell(cell, side):
    dx, dy = SIDE_OFFSET[side]
    return (cell[0] + dx, cell[1] + dy)


def open_doors(cells, floor):
    """Oracle: (cell, side) of every unlocked door on `floor` with no room behind it."""
    out = []
    for (f, cell), p in cells.items():
        if f != floor:
            continue
        for s in sides(p.tile.doors, p.turn) - sides(p.tile.locked, p.turn):
            if (f, next_cell(cell, s)) not in cells:
                out.append((cell, s))
    return out


def meet(a, side, b):
    back = OPPOSITE[side]
    return (side in sides(a.tile.doors, a.turn) - sides(a.tile.locked, a.turn)
            and back in sides(b.tile.doors, b.turn) - sides(b.tile.locked, b.turn))


def all_connected(cells, floor):
    rooms = {c: p for (f, c), p in cells.items() if f == floor}
    todo = [c for c, p in rooms.items() if p.landing]
    seen = set(todo)
    while todo:
        c = todo.pop()
        for s in "NESW":
            d = next_cell(c, s)
            if d in rooms and d not in seen and meet(rooms[c], s, rooms[d]):
                seen.add(d)
                todo.append(d)
    return seen == set(rooms)


def seals(cells, floor, target, tile, turn, remaining_after):
    """Oracle for B-7.5: no open door left on the floor while tiles for it remain."""
    if remaining_after == 0:
        return False
    after = dict(cells)
    after[(floor, target)] = type("P", (), {"tile": tile, "turn": turn, "landing": False})()
    return not open_doors(after, floor)


def some_tile_keeps_the_floor_open(cells, floor, target, back, candidates, tiles):
    left = len(candidates) - 1
    return any(not seals(cells, floor, target, tiles[c], t, left)
               for c in candidates for t in range(4) if back in sides(tiles[c].doors, t))


def same_open_doors(house, seed):
    """The house's open doors agree with the oracle's on every floor."""
    for f in house.floors:
        mine = {(d.cell, d.side) for d in house.open_doors(f)}
        assert mine == set(open_doors(house.cells, f)), f"seed {seed}: open doors of {f} differ from the oracle"


def explore_once(ts, seed, max_rooms, widows_walk=True):
    house = House(ts, seed=seed, widows_walk=widows_walk)
    tiles = ts.tiles
    chooser = random.Random(seed)
    all_rooms = sorted(t.id for t in ts.rooms if widows_walk or t.set != "widows_walk")
    same_open_doors(house, seed)
    stats = {"placed": 0, "forced": 0, "b72": 0, "b75": 0, "recycled": 0}
    while stats["placed"] < max_rooms:
        doors = house.explorable_doors()
        if not doors:
            # B-7.7: nothing left to explore means every floor has no open door or no tile left
            for f in house.floors:
                assert not open_doors(house.cells, f) or not [i for i in house.stack + house.discard
                                                              if fits(tiles[i], f)], (seed, f)
            break
        door = chooser.choice(doors)
        cells_before = dict(house.cells)
        candidates = [i for i in house.stack + house.discard if fits(tiles[i], door.floor)]
        assert candidates, "B-7.7: explorable_doors offered a floor with no tiles left"
        target = next_cell(door.cell, door.side)
        assert (door.floor, target) not in cells_before, "B-7.1: a room is already behind that door"
        ex = house.begin_explore(door.floor, door.cell, door.side)
        back = OPPOSITE[door.side]
        assert fits(ex.tile, door.floor), f"B-7.1: {ex.tile.id} does not fit {door.floor} (seed {seed})"
        for tid, rule in ex.discarded:
            if rule == "B-7.2":
                assert not fits(tiles[tid], door.floor), f"B-7.2: {tid} fitted {door.floor}"
                stats["b72"] += 1
            else:
                assert rule == "B-7.5" and fits(tiles[tid], door.floor)
                assert all(seals(cells_before, door.floor, target, tiles[tid], t, len(candidates) - 1)
                           for t in range(4) if back in sides(tiles[tid].doors, t)), f"B-7.5: {tid} could fit"
                stats["b75"] += 1
        assert ex.rotations and all(back in sides(ex.tile.doors, t) for t in ex.rotations), \
            f"B-7.3: a rotation of {ex.tile.id} has no door toward the explorer (seed {seed})"
        keeps_open = some_tile_keeps_the_floor_open(cells_before, door.floor, target, back, candidates, tiles)
        assert ex.forced == (not keeps_open), f"B-7.5: forced={ex.forced} but an open placement exists={keeps_open}"
        house.place(chooser.choice(ex.rotations))
        stats["placed"] += 1
        stats["forced"] += ex.forced
        stats["recycled"] += any(note.kind == "reshuffled" for note in house.log[-3:])
        left = [i for i in house.stack + house.discard if fits(tiles[i], door.floor)]
        if not ex.forced:
            assert open_doors(house.cells, door.floor) or not left, \
                f"B-7.5: seed {seed} sealed {door.floor} with {len(left)} tiles left for it"
        assert all_connected(house.cells, door.floor), f"B-7.3: seed {seed} left a room unreachable"
        placed = [p.tile.id for p in house.discovered()]
        assert sorted(placed + house.stack + house.discard) == all_rooms, "tiles are conserved"
        same_open_doors(house, seed)
    return stats


@pytest.fixture(scope="module")
def tiles():
    return load_tiles()


def test_a_thousand_seeded_explorations_keep_every_placement_rule(tiles):
    totals = {"placed": 0, "forced": 0, "b72": 0, "b75": 0, "recycled": 0}
    for seed in SEEDS:
        # every tenth house is explored to the very end (stack recycling, floors running out of tiles)
        stats = explore_once(tiles, seed, 10_000 if seed % 10 == 0 else 18)
        for k, v in stats.items():
            totals[k] += v
    # the runs really went through the rules they claim to check
    assert totals["placed"] > 20_000 and totals["b72"] > 1_000 and totals["recycled"] > 50, totals


def test_three_hundred_seeded_explorations_of_the_base_game_house_keep_every_placement_rule(tiles):
    totals = {"placed": 0, "forced": 0, "b72": 0, "b75": 0, "recycled": 0}
    for seed in range(300):
        stats = explore_once(tiles, seed, 10_000 if seed % 10 == 0 else 18, widows_walk=False)
        for k, v in stats.items():
            totals[k] += v
    assert totals["placed"] > 5_000 and totals["b72"] > 300, totals


def test_B_7_5_a_seeded_house_explored_floor_by_floor_reaches_the_forced_path_and_stays_open(tiles):
    """A player who always explores the floor with the fewest open doors runs the roof (Widow's Walk) down to
    one door with only sealing tiles left for it: the tile is placed anyway and a room is turned (B-7.5)."""
    house = House(tiles, seed=86)
    chooser = random.Random(86)
    for _ in range(200):
        doors = house.explorable_doors()
        floor = min({d.floor for d in doors}, key=lambda f: (len(house.open_doors(f)), f))
        door = chooser.choice([d for d in doors if d.floor == floor])
        cells_before = dict(house.cells)
        candidates = [i for i in house.stack + house.discard if fits(tiles.tiles[i], door.floor)]
        ex = house.begin_explore(door.floor, door.cell, door.side)
        if ex.forced:
            break
        house.place(ex.rotations[0])
    assert ex.forced and door.floor == "roof"
    # the oracle agrees that no remaining tile keeps the floor open
    assert not some_tile_keeps_the_floor_open(cells_before, door.floor, ex.target, OPPOSITE[door.side],
                                              candidates, tiles.tiles)
    house.place()
    assert house.log[-1].rule == "B-7.5"
    assert house.open_doors("roof") or house.log[-1].kind == "unsealable"
    assert all_connected(house.cells, "roof")
