"""Monsters stuck in the basement (B-20.9): the traitor puts the Stairs from Basement behind a basement door."""
from __future__ import annotations

from engine.i18n import T
from engine.rules.api import IllegalAction, LogEvent
from rulesets.betrayal.house import Door
from rulesets.betrayal.rules.monsters import room_exits
from rulesets.betrayal.rules.sides import is_dead, living_heroes, monsters_in_play
from rulesets.betrayal.rules.state import State, figure, house_of, keep, name_of, tiles

STAIRS = "stairs_from_basement"
BASEMENT = "basement"


def _reachable(s: State, start: str) -> set:
    """Every room a monster could walk to from `start` (B-20.5: barriers ignored; doors, stairs, passages)."""
    seen, todo = {start}, [start]
    while todo:
        for room, _ in room_exits(s, todo.pop()):
            if room not in seen:
                seen.add(room)
                todo.append(room)
    return seen


def stuck_monsters(s: State) -> list:
    """The monsters in the basement with no route to any living hero (empty when one of them has one)."""
    house = house_of(s)
    below = [i for i in monsters_in_play(s) if house.where(s.haunt["monsters"][i]["room"]).floor == BASEMENT]
    heroes = {figure(s, seat)["room"] for seat in living_heroes(s)}
    if not below or not heroes:
        return []
    if any(_reachable(s, s.haunt["monsters"][i]["room"]) & heroes for i in below):
        return []
    return below


def check_allowed(s: State, seat: int) -> None:
    """Why the traitor may not place the stairs now, as IllegalAction("B-20.9", ...)."""
    if s.haunt is None or s.haunt.get("traitor") != seat or is_dead(s, seat):
        raise IllegalAction("B-20.9", T("only the traitor, on his own turn, may bring out the Stairs from Basement"))
    if s.haunt["hidden"] and not s.haunt["traitor_revealed"]:
        raise IllegalAction("B-20.9", T("a hidden traitor reveals himself before he brings out the stairs"))
    if STAIRS not in house_of(s).stack:
        raise IllegalAction("B-20.9", T("the Stairs from Basement is no longer in the room stack"))
    if not stuck_monsters(s):
        raise IllegalAction("B-20.9", T("the monsters are not stuck in the basement: one of them can still reach a hero"))


def doors(s: State) -> list:
    """The unexplored basement doors the stairs can stand behind, facing the door and sealing no floor
    (B-7.3, B-7.5), as [x, y, side]."""
    house = house_of(s)
    tile = tiles().tiles[STAIRS]
    return [[d.cell[0], d.cell[1], d.side] for d in house.open_doors(BASEMENT)
            if house.at(BASEMENT, d.target) is None and house.safe_rotations(tile, d)]


def options(s: State, seat: int) -> list:
    try:
        check_allowed(s, seat)
    except IllegalAction:
        return []
    return [("stairs_from_basement", *door) for door in doors(s)]


def do_place(s: State, seat: int, action) -> None:
    """B-20.9: the tile comes out of the stack behind the chosen door; the stack is reshuffled."""
    check_allowed(s, seat)
    if list(action[1:]) not in doors(s):
        raise IllegalAction("B-20.9", T("the stairs go behind an unexplored door of the basement that they face"))
    x, y, side = action[1:]
    house = house_of(s)
    tile = tiles().tiles[STAIRS]
    door = Door(BASEMENT, (x, y), side)
    turn = house.safe_rotations(tile, door)[0]
    house.place_at(STAIRS, BASEMENT, door.target, turn)
    house.rng.shuffle(house.stack)
    keep(s, house)
    beside = house.at(BASEMENT, (x, y)).tile.name
    s.log.append(LogEvent("stairs_placed", T("{name} puts the Stairs from Basement beside the {beside} and shuffles the room stack",
                                             name=name_of(s, seat), beside=beside),
                          {"seat": seat, "tile": STAIRS, "x": door.target[0], "y": door.target[1]},
                          cause=T("the monsters were stuck in the basement")))
