"""What special rooms do (B-7.4, B-8, B-24.5, B-24.7): ONE handler per room keyword of tiles.yaml, by trigger."""
from __future__ import annotations

from engine.i18n import N_, T, Tn
from engine.i18n.lists import anded, ored
from engine.rules.api import IllegalAction, LogEvent
from rulesets.betrayal.grid import FLOORS, barrier_sides, door_sides, floor_phrase
from rulesets.betrayal.house import Door
from rulesets.betrayal.rules import falling
from rulesets.betrayal.rules.effects import queue
from rulesets.betrayal.rules.sides import is_known_traitor
from rulesets.betrayal.rules.state import (
    State,
    dumbwaiter_stops_from,
    figure,
    house_of,
    keep,
    name_of,
    room_name,
    tiles,
    trait_value,
)
from rulesets.betrayal.rules.traits import change_trait, roll_dice, trait_roll
from rulesets.betrayal.vocab import SIDE_WORDS, said, trait_word

ELEVATOR_DICE = 2
# B-G.7: the Mystic Elevator's roll -> the floor it goes to; 4 is any floor (with Widow's Walk the Roof, B-24.3)
ELEVATOR_FLOORS = {0: ("basement",), 1: ("basement",), 2: ("ground",), 3: ("upper",)}


DOOR_WORDS = SIDE_WORDS


def special(room: str):
    return tiles().tiles[room].special


def side_words(s: State, room: str, side: str) -> str:
    """A barrier room's side by its doors ("by the north door")."""
    placed = house_of(s).where(room)
    near = barrier_sides(placed.tile, placed.turn)
    doors = [d for d in door_sides(placed.tile, placed.turn) if (d in near) == (side == "near")]
    if doors:
        return Tn("by the {doors} door", "by the {doors} doors", len(doors), doors=anded(DOOR_WORDS[d] for d in doors))
    return T("on the side with no door")


# ---- entering (B-7.4: the text triggers when an explorer enters) -----------------------
def on_enter(s: State, seat: int, room: str) -> None:
    sp = special(room)
    if sp is not None and sp.trigger == "enter" and sp.keyword in ENTER:
        ENTER[sp.keyword](s, seat, room, sp)


def slide_to(s: State, seat: int, room: str, sp) -> None:
    """B-8.5: the Coal Chute drops you at once to the Basement Landing, at no movement cost."""
    target = sp.params.get("to", "basement_landing")
    house = house_of(s)
    house.put_figure(s.explorers[seat]["explorer"], target)
    keep(s, house)
    s.log.append(LogEvent("figure_moved", T("{name} slides down to the {room}", name=name_of(s, seat), room=room_name(target)),
                          {"seat": seat, "room": target, "side": ""}, cause=T("nobody stays in the Coal Chute")))


def elevator(s: State, seat: int, room: str, sp) -> None:
    """B-8.8 / B-G.7: roll 2 dice; the car goes to a door of that floor the rider picks, never sealing a floor
    (B-7.6); once per turn."""
    if "elevator" in s.turn["rolls"]:
        return
    s.turn["rolls"].append("elevator")
    if is_known_traitor(s, seat):
        _choose_freely(s, seat, room)   # B-18.2 / B-8.8a: the traitor chooses the floor freely, without a roll
        return
    faces = roll_dice(s, ELEVATOR_DICE)
    total = sum(faces)
    floors = ELEVATOR_FLOORS.get(total) or (("roof",) if s.config["widows_walk"] else ("basement", "ground", "upper"))
    house = house_of(s)
    options = [[d.floor, d.cell[0], d.cell[1], d.side] for d, _ in house.move_destinations(room, list(floors))]
    where = ored(floor_phrase(f) for f in floors) if total < 4 or len(floors) == 1 else T("any floor")
    s.log.append(LogEvent("dice_rolled", T("{name} rolls for the Mystic Elevator: {total} ({where})", name=name_of(s, seat), total=total,
                                           where=where),
                          {"seat": seat, "faces": faces, "total": total, "purpose": "elevator"}))
    if not options:
        s.log.append(LogEvent("elevator_stays", T("The Mystic Elevator does not move"),
                              {"room": room}, cause=T("moving it would seal a floor")))
        return
    s.decision = {"kind": "move_elevator", "seat": seat, "room": room, "fell": total == 0, "options": options}


def _choose_freely(s: State, seat: int, room: str) -> None:
    """B-8.8a: the traitor (for himself or a monster) picks any open door of any floor, never sealing one."""
    house = house_of(s)
    floors = [f for f in FLOORS if f != "roof" or s.config["widows_walk"]]
    options = [[d.floor, d.cell[0], d.cell[1], d.side] for d, _ in house.move_destinations(room, floors)]
    if options:
        s.decision = {"kind": "move_elevator", "seat": seat, "room": room, "fell": False, "options": options}


def monster_elevator(s: State, room: str) -> None:
    """B-8.8a / B-20.5: a monster entering the Mystic Elevator moves it where its controller likes, without a
    roll, but only once per traitor-and-monster phase (not again if the traitor rode it on his own turn)."""
    if "elevator" in s.turn["rolls"]:
        return
    s.turn["rolls"].append("elevator")
    _choose_freely(s, s.turn["seat"], room)


def do_attach(s: State, seat: int, action) -> None:
    """The rider's choice of door for the Mystic Elevator; a roll of 0 hurts everyone inside (B-8.8c)."""
    decision = s.decision
    if list(action[1:]) not in decision["options"]:
        raise IllegalAction("B-8.8", T("the elevator goes to an open door of the floor its roll gave"))
    floor, x, y, side = action[1:]
    house = house_of(s)
    moved = house.move_tile(decision["room"], Door(floor, (x, y), side))
    keep(s, house)
    s.decision = None
    beside = house.at(floor, (x, y)).tile.name
    s.log.append(LogEvent("room_moved", T("The Mystic Elevator moves to {floor}, beside the {beside}", floor=floor_phrase(floor), beside=beside),
                          {"room": decision["room"], "floor": floor, "x": moved.cell[0], "y": moved.cell[1]}))
    if decision["fell"]:
        riders = [i for i, e in enumerate(s.explorers) if figure(s, i)["room"] == decision["room"]]
        for rider in reversed(riders):
            queue(s, rider, {"do": "damage_dice", "kind": "physical", "dice": 1}, said(N_("the Mystic Elevator's drop")))


ENTER = {"slide_to": slide_to, "elevator": elevator}


# ---- leaving ---------------------------------------------------------------------------
def on_leave(s: State, seat: int) -> None:
    room = figure(s, seat)["room"]
    sp = special(room)
    if sp is None or sp.trigger != "leave" or sp.keyword not in LEAVE or f"leave {room}" in s.turn["rolls"]:
        return
    s.turn["rolls"].append(f"leave {room}")   # B-11.2: the same roll is not made twice in a turn
    LEAVE[sp.keyword](s, seat, room, sp)


def _leave_roll(s: State, seat: int, room: str, sp) -> bool:
    trait, need = sp.params["trait"], sp.params["roll"]
    faces, total = trait_roll(s, seat, trait)
    made = total >= need
    s.log.append(LogEvent("trait_rolled", T("{name} rolls {trait} leaving the {room}: {total} ({result}, needed {need})", name=name_of(s, seat),
                                            trait=trait_word(trait), room=room_name(room), total=total,
                                            result=N_('made it') if made else N_('not enough'), need=need),
                          {"seat": seat, "trait": trait, "faces": faces, "total": total, "needed": need}))
    return made


def roll_on_leave(s: State, seat: int, room: str, sp) -> None:
    """The Ice House, the Graveyard: a failed roll hurts on the way out (the explorer still leaves)."""
    if not _leave_roll(s, seat, room, sp):
        fail = sp.params["fail"]
        queue(s, seat, {"do": "damage", "kind": fail["damage"], "amount": fail["amount"]},
              said(N_("leaving the {room}"), room=room_name(room)))


def junk_exit(s: State, seat: int, room: str, sp) -> None:
    """B-8.7: a failed roll costs Speed; if too little is left to leave, he still leaves and stops there."""
    if _leave_roll(s, seat, room, sp):
        return
    fail = sp.params["fail"]
    before = trait_value(s, seat, fail["lose"])
    change_trait(s, seat, fail["lose"], -fail["steps"], said(N_("leaving the {room}"), room=room_name(room)))
    s.turn["movement"] -= before - trait_value(s, seat, fail["lose"])
    if s.turn["movement"] < 1:
        s.turn["junk_stop"] = True   # still enters the next room (the move spends what is left), then stops


LEAVE = {"roll_on_leave": roll_on_leave, "junk_exit": junk_exit}


# ---- a room's own action ---------------------------------------------------------------
def check_use(s: State, seat: int) -> str:
    """The room whose ability the explorer may use now, or IllegalAction."""
    room = figure(s, seat)["room"]
    sp = special(room)
    if sp is None or sp.keyword not in USE:
        raise IllegalAction("B-7.4", T("this room has nothing to use"))
    if sp.keyword == "gain_trait_once":
        colour = s.explorers[seat]["colour"]
        if any(t["owner"] == colour for t in house_of(s).tokens_in(room, "explorer")):
            raise IllegalAction("B-24.7", T("you have already used the {room}", room=room_name(room)))
    elif s.turn["movement_over"]:
        raise IllegalAction("B-6.3", T("your movement has ended for this turn"))
    return room


def gain_trait_once(s: State, seat: int, room: str, sp) -> None:
    """B-24.7 / B-G.2: gain the trait, then leave an explorer token: never again for this explorer."""
    change_trait(s, seat, sp.params["trait"], sp.params["steps"], said(N_("using the {room}"), room=room_name(room)))
    house = house_of(s)
    house.add_token(room, "explorer", owner=s.explorers[seat]["colour"])
    keep(s, house)


def drop_through(s: State, seat: int, room: str, sp) -> None:
    """The Gallery: leap to the room below (its drop link) at no movement cost, taking dice of damage."""
    target = next(ln.target for ln in tiles().links if ln.type == "drop" and ln.source == room)
    house = house_of(s)
    house.put_figure(s.explorers[seat]["explorer"], target)
    keep(s, house)
    s.log.append(LogEvent("figure_moved", T("{name} leaps down from the {room} into the {room2}", name=name_of(s, seat), room=room_name(room),
                                            room2=room_name(target)), {"seat": seat, "room": target, "side": ""}))
    queue(s, seat, {"do": "damage_dice", "kind": sp.params.get("damage", "physical"), "dice": sp.params["dice"]},
          said(N_("the leap from the {room}"), room=room_name(room)))


def do_use(s: State, seat: int) -> None:
    room = check_use(s, seat)
    sp = special(room)
    USE[sp.keyword](s, seat, room, sp)


# ---- the Collapsed Room (B-8.6) -----------------------------------------------------------
def on_discover(s: State, seat: int, room: str) -> None:
    sp = special(room)
    if sp is not None and sp.trigger == "discover" and sp.keyword in DISCOVER:
        DISCOVER[sp.keyword](s, seat, room, sp)


def collapse(s: State, seat: int, room: str, sp) -> None:
    """B-8.6: only the discoverer rolls; a failure drops him to the basement."""
    trait, need = sp.params["trait"], sp.params["roll"]
    faces, total = trait_roll(s, seat, trait)
    made = total >= need
    s.log.append(LogEvent("trait_rolled", T("{name} rolls {trait} as the floor of the {room} gives way: {total} ({result}, needed {need})",
                                            name=name_of(s, seat), trait=trait_word(trait), room=room_name(room), total=total,
                                            result=N_('made it') if made else N_('not enough'), need=need),
                          {"seat": seat, "trait": trait, "faces": faces, "total": total, "needed": need}))
    if not made:
        fall_from(s, seat, room, sp.params["dice"])


def fall_from(s: State, seat: int, room: str, dice: int) -> None:
    landing = falling.fall(s, seat, room, dice)
    if landing is not None:
        fall_into(s, seat, landing, {"room": room, "dice": dice})


def fall_into(s: State, seat: int, landing: str, step: dict) -> None:
    falling.land_here(s, seat, landing, step)
    on_enter(s, seat, landing)


def do_land(s: State, seat: int, room) -> None:
    """The first faller's landing when no basement room is left to discover (B-8.6)."""
    falling.check_land(s, room)
    decision, s.decision = s.decision, None
    fall_into(s, seat, room, {"room": decision["room"], "dice": decision["dice"]})


def jump(s: State, seat: int, room: str, sp) -> None:
    """B-8.6: anyone in the Collapsed Room may jump down the hole: no movement spent, the fall's damage taken."""
    fall_from(s, seat, room, sp.params["dice"])


DISCOVER = {"collapse": collapse}
USE = {"gain_trait_once": gain_trait_once, "drop_through": drop_through, "collapse": jump}


# ---- the end of a turn -------------------------------------------------------------------
def end_turn_damage(s: State, seat: int, room: str, sp) -> None:
    """The Boiler Room: ending the turn there hurts."""
    queue(s, seat, {"do": "damage", "kind": sp.params["kind"], "amount": sp.params["amount"]},
          said(N_("ending the turn in the {room}"), room=room_name(room)))


END_TURN = {"end_turn_damage": end_turn_damage}


def on_end_turn(s: State, seat: int) -> None:
    room = figure(s, seat)["room"]
    sp = special(room)
    if sp is not None and sp.trigger == "end_turn" and sp.keyword in END_TURN:
        END_TURN[sp.keyword](s, seat, room, sp)


# ---- the dumbwaiter (B-24.5) -------------------------------------------------------------
def dumbwaiter_stops(s: State, seat: int) -> list:
    """Landings on the floors directly above and below a room with a dumbwaiter (its link's stops)."""
    room = figure(s, seat)["room"]
    house = house_of(s)
    here = house.where(room)
    stops = dumbwaiter_stops_from().get(room)
    if not stops:
        return []
    level = FLOORS.index(here.floor)
    out = []
    for stop in stops:
        placed = house.where(stop)
        if placed is not None and abs(FLOORS.index(placed.floor) - level) == 1:
            out.append(stop)
    return out


def beside_words(s: State, floor: str, x: int, y: int, side: str) -> str:
    """'the ground floor, beside the Foyer': where an elevator door option is, in words."""
    placed = house_of(s).at(floor, (x, y))
    return T("{floor}, beside the {room}", floor=floor_phrase(floor), room=placed.tile.name) if placed else floor_phrase(floor)


__all__ = ["on_enter", "on_leave", "on_end_turn", "on_discover", "check_use", "do_use", "do_attach", "do_land",
           "fall_into", "dumbwaiter_stops", "beside_words"]
