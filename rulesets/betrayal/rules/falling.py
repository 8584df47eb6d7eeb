"""Falling through the Collapsed Room's floor (B-8.6): the first faller finds the room below, which keeps a
Below Collapsed Room token and a hole linking the two; anyone dropped into a barrier room picks a side (B-8.3)."""
from __future__ import annotations

from engine.i18n import N_, T
from engine.rules.api import IllegalAction, LogEvent
from rulesets.betrayal.house import Door
from rulesets.betrayal.rules.effects import queue
from rulesets.betrayal.rules.state import State, house_of, keep, name_of, room_name, tiles
from rulesets.betrayal.vocab import said

HOLE = "collapsed_room"      # the passage kind linking the Collapsed Room and the room below it


def below(s: State, room: str) -> str | None:
    """The room the hole of `room` leads down to, once someone has fallen (B-8.6)."""
    return next((other for kind, other in house_of(s).passages_from(room) if kind == HOLE
                 and s.house["tokens"].get(other) and any(t["kind"] == "below_collapsed_room"
                                                          for t in s.house["tokens"][other])), None)


def fall(s: State, seat: int, room: str, dice: int) -> str | None:
    """B-8.6: down the hole. Later fallers land where the first did: that room is returned. The first faller
    draws basement tiles for an unexplored basement door of his choice (decision fall_door); with none left he
    picks any basement room (decision fall_room); None is returned then."""
    landing = below(s, room)
    if landing is not None:
        return landing
    doors = [[d.cell[0], d.cell[1], d.side] for d in house_of(s).explorable_doors("basement")]
    if doors:
        s.decision = {"kind": "fall_door", "seat": seat, "room": room, "dice": dice, "options": doors}
    else:
        rooms = [p.tile.id for p in house_of(s).rooms("basement")]
        s.decision = {"kind": "fall_room", "seat": seat, "room": room, "dice": dice, "options": rooms}
    return None


def check_fall_door(s: State, action) -> Door:
    if list(action[1:]) not in s.decision["options"]:
        raise IllegalAction("B-8.6", T("fall to an unexplored door of the basement"))
    x, y, side = action[1:]
    return Door("basement", (x, y), side)


def check_land(s: State, room) -> None:
    if room not in s.decision["options"]:
        raise IllegalAction("B-8.6", T("land in a room of the basement"))


def land_here(s: State, seat: int, room: str, step: dict) -> None:
    """Stand the faller in `room` (no movement spent), mark the first landing with its token and the hole,
    and deal the fall's damage; the caller applies what entering the room does."""
    house = house_of(s)
    tile = tiles().tiles[room]
    side = "near" if tile.barrier is not None else ""    # B-8.9: the Vault's outer side; others choose below
    first = below(s, step["room"]) is None
    if first:
        house.add_token(room, "below_collapsed_room", side=side)
        house.link(HOLE, step["room"], room)
    house.put_figure(s.explorers[seat]["explorer"], room, side)
    keep(s, house)
    s.log.append(LogEvent("fell", T("{name} falls from the {room} into the {room2}", name=name_of(s, seat), room=room_name(step['room']),
                                    room2=room_name(room)), {"seat": seat, "room": room, "from": step["room"]},
                          cause=T("the floor gave way")))
    queue(s, seat, {"do": "damage_dice", "kind": "physical", "dice": step["dice"]},
          said(N_("the fall from the {room}"), room=room_name(step['room'])))
    if tile.barrier is not None and tile.special.keyword != "vault":
        s.decision = {"kind": "choose_side", "seat": seat, "room": room, "first": first}


def do_side(s: State, seat: int, side) -> None:
    """B-8.3: the side of the barrier the dropped explorer lands on; the first landing's token stays there."""
    decision = s.decision
    if side not in ("near", "far"):
        raise IllegalAction("B-8.3", T("land on one side of the barrier or the other"))
    s.decision = None
    house = house_of(s)
    house.put_figure(s.explorers[seat]["explorer"], decision["room"], side)
    if decision["first"]:
        house.turn_tokens(decision["room"], "below_collapsed_room", side)
    keep(s, house)
