"""Discovering rooms (B-7, B-9.1, B-G.9): through an open door, the drawn tile turned by the discoverer."""
from __future__ import annotations

from engine.i18n import N_, T
from engine.rules.api import IllegalAction, LogEvent
from rulesets.betrayal.grid import OPPOSITE, barrier_side, door_sides, floor_phrase, locked_sides
from rulesets.betrayal.house import Door, Exploration
from rulesets.betrayal.rules import falling, rooms
from rulesets.betrayal.rules.effects import draw_card
from rulesets.betrayal.rules.movement import affordable, enter, hindrance
from rulesets.betrayal.rules.state import State, figure, house_of, keep, name_of, room_name, tiles
from rulesets.betrayal.vocab import said

CARD_SYMBOLS = ("omen", "item", "event")


def check_explore(s: State, seat: int, side) -> Door:
    """The door to explore through, or IllegalAction from the rule that forbids it."""
    check_can_explore(s, seat)
    return door_to_explore(s, seat, side)


def explorable_sides(s: State, seat: int) -> list:
    """The sides (N, E, S, W order) check_explore allows now: the checks that do not depend on the side once."""
    try:
        check_can_explore(s, seat)
    except IllegalAction:
        return []
    out = []
    for side in ("N", "E", "S", "W"):
        try:
            door_to_explore(s, seat, side)
            out.append(side)
        except IllegalAction:
            pass
    return out


def check_can_explore(s: State, seat: int) -> None:
    """Movement left to enter a new room, whatever the door (B-6.1, B-6.3, B-17.6)."""
    if s.turn["movement_over"]:
        raise IllegalAction("B-6.3", T("your movement has ended for this turn"))
    if s.turn["movement"] < 1:
        raise IllegalAction("B-6.1", T("you have no movement left to enter a new room"))
    if not affordable(s, 1, hindrance(s, seat)):
        raise IllegalAction("B-17.6", T("leaving costs one more movement for each opponent in this room"))


def door_to_explore(s: State, seat: int, side) -> Door:
    """The door on that side of the explorer's room, or IllegalAction saying why it cannot be explored."""
    here = figure(s, seat)
    house = house_of(s)
    placed = house.where(here["room"])
    if side not in door_sides(placed.tile, placed.turn):
        raise IllegalAction("B-7.3", T("the {room} has no door on that side", room=placed.tile.name))
    if side in locked_sides(placed.tile, placed.turn):
        raise IllegalAction("B-6.4", T("the Front Door is always locked; nobody leaves the house"))
    if placed.tile.barrier is not None and barrier_side(placed.tile, placed.turn, side) != here["side"]:
        raise IllegalAction("B-8.1", T("that door is on the other side of the {room}'s barrier", room=placed.tile.name))
    return house.check_door(placed.floor, placed.cell, side)


def do_explore(s: State, seat: int, side: str) -> None:
    """B-7.1/B-7.2/B-7.5: draw until a tile fits (and keeps the floor open); the discoverer then turns it."""
    door = check_explore(s, seat, side)
    rooms.on_leave(s, seat)
    if s.explorers[seat].get("dead"):
        return   # B-17.3: killed on the way out (a room that hurts on leaving): no door is opened
    draw_tile(s, seat, door)


def draw_tile(s: State, seat: int, door: Door, falling: dict | None = None) -> None:
    """Draw room tiles for `door` until one fits (B-7.2, B-7.5); the discoverer turns it (B-G.9). `falling`:
    the tile is drawn for a fall through the Collapsed Room's floor (B-8.6), not for a step through the door."""
    house = house_of(s)
    start = len(house.log)
    ex = house.begin_explore(door.floor, door.cell, door.side)
    keep(s, house)
    if any(note.kind == "reshuffled" for note in house.log[start:]):
        s.log.append(LogEvent("stack_reshuffled", T("The room discard pile is shuffled into a new stack"),
                              {"floor": door.floor}, cause=T("the room stack ran out")))
    s.draws += 1
    for _, rule in ex.discarded:
        # B-H.1: discarded tiles go face down; the log gives only the reason
        why = T("its back does not allow this floor") if rule == "B-7.2" \
            else T("it would leave {floor} with no unexplored door", floor=floor_phrase(door.floor))
        s.log.append(LogEvent("tile_discarded", T("A room tile goes face down to the discard pile"),
                              {"floor": door.floor, "reason": rule}, cause=why))
    s.decision = {"kind": "place_tile", "seat": seat, "tile": ex.tile.id, "forced": ex.forced,
                  "door": [door.floor, door.cell[0], door.cell[1], door.side], "rotations": list(ex.rotations)}
    if falling:
        s.decision["falling"] = falling
    how = N_("{name} falls through to {floor} and finds the {room}") if falling \
        else N_("{name} opens a door on {floor} and finds the {room}")
    s.log.append(LogEvent("tile_drawn", T(how, name=name_of(s, seat), floor=floor_phrase(door.floor), room=ex.tile.name),
                          {"seat": seat, "tile": ex.tile.id, "floor": door.floor}))


def place_options(s: State) -> list:
    """B-G.9: every legal turn of the drawn tile, the one matching the most doors first (pre-selected)."""
    return [("place", turn) for turn in s.decision["rotations"]]


def do_place(s: State, seat: int, turn) -> None:
    decision = s.decision
    if ("place", turn) not in place_options(s):
        raise IllegalAction("B-7.3",
                            T("turned that way the room has no door facing the one you came through, or it would leave the floor "
                              "with no unexplored door"))
    floor, x, y, side = decision["door"]
    house = house_of(s)
    tile = tiles().tiles[decision["tile"]]
    door = Door(floor, (x, y), side)
    house.pending = Exploration(door, tile, tuple(decision["rotations"]), (), decision["forced"])
    start = len(house.log)
    house.place(turn)
    for note in house.log[start:]:     # the house keeps its own log: only this placement's notes
        if note.kind == "turned":
            s.log.append(LogEvent("room_turned", T("A room is turned so the floor keeps an unexplored door"),
                                  {"floor": floor}, cause=T("no floor may be sealed")))
    keep(s, house)
    s.decision = None
    s.discovered[tile.id] = seat
    if decision.get("falling"):
        falling.land_here(s, seat, tile.id, decision["falling"])
        _draw_for_symbols(s, seat, tile)   # B-9.5: a room drawn because of a room gives its card too
        rooms.on_enter(s, seat, tile.id)
        return
    # B-7.1: the explorer moves into the new room (B-17.6: leaving costs more beside opponents)
    s.turn["movement"] = max(0, s.turn["movement"] - 1 - hindrance(s, seat))
    s.turn["entered"] = s.turn.get("entered", 0) + 1
    entered_side = barrier_side(tile, turn, OPPOSITE[side])
    enter(s, seat, tile.id, entered_side, "", triggers=False)
    _draw_for_symbols(s, seat, tile)     # B-7.4: a room with a symbol and a text: the card first, then the text
    rooms.on_enter(s, seat, tile.id)
    rooms.on_discover(s, seat, tile.id)


def do_fall_through(s: State, seat: int, action) -> None:
    """The first faller's basement door (B-8.6): tiles are drawn for it as for exploring."""
    door = falling.check_fall_door(s, action)
    decision, s.decision = s.decision, None
    draw_tile(s, seat, door, {"room": decision["room"], "dice": decision["dice"]})


def _draw_for_symbols(s: State, seat: int, tile) -> None:
    """B-9.1: the discoverer draws a card per symbol and stops; '?' lets him pick the deck (B-24.6)."""
    for symbol in tile.symbols:
        if symbol in CARD_SYMBOLS:
            draw_card(s, seat, symbol, said(N_("discovering the {room}"), room=room_name(tile.id)))
        elif symbol == "any":
            s.turn["movement_over"] = True
            s.decision = {"kind": "choose_deck", "seat": seat, "room": tile.id}
