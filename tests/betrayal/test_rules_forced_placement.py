"""The forced B-7.5 path reached through the game's own actions: a seeded house (the one test_explore's floor-by-floor
explorer drives to its forced roof door) is put into a game, an explorer explores that door, and the placement
keeps the roof open with a room turned, every invariant holding and the open doors agreeing with the oracle."""
import random

import pytest

from engine.geometry import OPPOSITE
from rulesets.betrayal import rules as R
from rulesets.betrayal.data import load_tiles
from rulesets.betrayal.grid import barrier_side
from rulesets.betrayal.house import House
from rulesets.betrayal.rules.state import house_of
from tests.betrayal.rules_support import new_game, put
from tests.betrayal.test_explore import all_connected, fits, open_doors, some_tile_keeps_the_floor_open

FORCED_SEED = 86     # the seeded house whose floor-by-floor exploration reaches the forced path (test_explore)


def house_before_the_forced_door():
    """The seed-86 house explored floor by floor up to the door whose every remaining tile seals the roof."""
    house = House(load_tiles(), seed=FORCED_SEED)
    chooser = random.Random(FORCED_SEED)
    for _ in range(200):
        doors = house.explorable_doors()
        floor = min({d.floor for d in doors}, key=lambda f: (len(house.open_doors(f)), f))
        door = chooser.choice([d for d in doors if d.floor == floor])
        ex = house.begin_explore(door.floor, door.cell, door.side)
        if ex.forced:
            house.cancel()
            return house, door
        house.place(ex.rotations[0])
    raise AssertionError("the seeded house no longer reaches the forced path")


@pytest.fixture
def at_the_forced_door():
    """A 3-player game whose house is that seeded house, the first player standing at the forced roof door."""
    house, door = house_before_the_forced_door()
    s = new_game(players=3)
    plain = house.to_plain()
    plain["figures"] = s.house["figures"]
    s.house = plain
    s.__dict__.pop("_house", None)
    room = house.at(door.floor, door.cell)
    seat = s.turn["seat"]
    put(s, seat, room.tile.id, barrier_side(room.tile, room.turn, door.side))
    assert R.invariants(s) == []
    return s, door


def test_B_7_5_the_seeded_house_leaves_one_roof_door_and_only_tiles_that_would_seal_it(at_the_forced_door):
    s, door = at_the_forced_door
    house = house_of(s)
    tiles = house.tileset.tiles
    candidates = [i for i in house.stack + house.discard if fits(tiles[i], door.floor)]
    assert door.floor == "roof" and candidates
    assert not some_tile_keeps_the_floor_open(house.cells, door.floor, door.target, OPPOSITE[door.side],
                                              candidates, tiles)


def test_B_7_5_exploring_the_forced_door_draws_a_tile_anyway_and_says_the_placement_is_forced(at_the_forced_door):
    s, door = at_the_forced_door
    s = R.apply(s, ("explore", door.side))
    assert s.decision["kind"] == "place_tile" and s.decision["forced"] is True
    assert R.legal_actions(s, s.decision["seat"]) == [("place", turn) for turn in s.decision["rotations"]]


def test_B_7_5_placing_the_forced_tile_turns_a_room_so_the_roof_keeps_an_unexplored_door(at_the_forced_door):
    s, door = at_the_forced_door
    s = R.apply(s, ("explore", door.side))
    s = R.apply(s, R.legal_actions(s, s.decision["seat"])[0])
    house = house_of(s)
    assert [e.kind for e in R.log(s)].count("room_turned") == 1
    assert not house.sealed("roof") and all_connected(house.cells, "roof")
    assert R.invariants(s) == []


def test_B_7_5_after_the_forced_placement_the_open_doors_agree_with_the_oracle_on_every_floor(at_the_forced_door):
    s, door = at_the_forced_door
    s = R.apply(s, ("explore", door.side))
    s = R.apply(s, R.legal_actions(s, s.decision["seat"])[0])
    house = house_of(s)
    for floor in house.floors:
        assert {(d.cell, d.side) for d in house.open_doors(floor)} == set(open_doors(house.cells, floor)), floor
