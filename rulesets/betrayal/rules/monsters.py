"""The monster turn (B-17.1, B-18.4, B-20): movement rolls, moving and attacking one monster at a time, stuns."""
from __future__ import annotations

from engine.i18n import T, Tn
from engine.rules.api import IllegalAction, LogEvent
from rulesets.betrayal.data import doors_meet
from rulesets.betrayal.grid import OPPOSITE, barrier_side, door_sides, locked_sides, neighbour
from rulesets.betrayal.rules import attacks, rooms, tokens
from rulesets.betrayal.rules.haunt_data import monster_data
from rulesets.betrayal.rules.sides import living_heroes, monster_hinderers, monsters_in_play
from rulesets.betrayal.rules.state import State, figure, house_of, room_name, tiles
from rulesets.betrayal.rules.traits import roll_dice
from rulesets.betrayal.vocab import monster_words

SLIDES = ("slide_to",)    # B-20.5: the Coal Chute still drops a monster to the Basement Landing
# B-20.6: card-made passages monsters use like explorers; B-20.5: they climb the Collapsed Room hole freely
MONSTER_PASSAGES = ("secret_passage", "secret_stairs", "collapsed_room")


def start(s: State, traitor: int, number: int) -> None:
    """B-20.2: dice equal to each monster's Speed say how far it may move; one roll for a kind and its Speed.
    B-20.3: a monster stunned now skips this turn and recovers at its end."""
    previous = s.turn or {}
    s.turn = {"seat": traitor, "number": number, "monster_turn": True, "movement": 0, "movement_over": True,
              "rolls": [], "item_uses": [], "offered": [], "moves": {}, "moved": [], "attacked": [],
              "done": [], "active": None,
              "skipping": [i for i in monsters_in_play(s) if s.haunt["monsters"][i]["stunned"]]}
    if previous.get("seat") == traitor and not previous.get("monster_turn") and "elevator" in previous.get("rolls", ()):
        s.turn["rolls"].append("elevator")   # B-8.8a: the traitor rode it this phase: it does not move again
    rolled = {}
    for i in monsters_in_play(s):
        if i in s.turn["skipping"]:
            continue
        data = monster_data(s, i)
        key = (data.id, data.speed)
        if key not in rolled:
            faces = roll_dice(s, data.speed)
            rolled[key] = sum(faces)
            s.log.append(LogEvent("monsters_rolled", Tn("The {monster} monsters roll {n} die to move: {rolled}",
                                                        "The {monster} monsters roll {n} dice to move: {rolled}", data.speed,
                                                        monster=data.name, rolled=rolled[key]),
                                  {"monster": data.id, "faces": faces, "total": rolled[key]},
                                  cause=T("the monster turn begins")))
        s.turn["moves"][str(i)] = rolled[key]


def acting(s: State) -> list:
    """The monsters that may still act this turn."""
    t = s.turn
    return [i for i in monsters_in_play(s) if i not in t["skipping"] and i not in t["done"]
            and not s.haunt["monsters"][i]["stunned"]]


def exits(s: State, index: int) -> list:
    """(room, side entered on) a monster can step into: any door of its room (B-20.5: monsters ignore barriers)
    whose pair is open, and placed stairs. Monsters never discover rooms (B-20.7)."""
    return room_exits(s, s.haunt["monsters"][index]["room"])


def room_exits(s: State, room: str) -> list:
    """(room, side entered on) a monster standing in `room` can step into (see exits)."""
    house = house_of(s)
    placed = house.where(room)
    out = []
    for side in door_sides(placed.tile, placed.turn):
        if side in locked_sides(placed.tile, placed.turn):
            continue
        other = house.at(placed.floor, neighbour(placed.cell, side))
        if other is not None and doors_meet(placed.tile, placed.turn, side, other.tile, other.turn):
            out.append((other.tile.id, barrier_side(other.tile, other.turn, OPPOSITE[side])))
    for kind, other in house.passages_from(room):
        if kind in MONSTER_PASSAGES:
            out.append((other, passage_side(s, other)))
    for link in tiles().links:
        if link.type == "stairs":
            for a, b in ((link.source, link.target), (link.target, link.source)):
                if a == room and house.where(b) is not None:
                    out.append((b, "near" if house.where(b).tile.barrier is not None else ""))
    return out


def passage_side(s: State, room: str) -> str:
    """The side a passage comes out on: its token's fixed side in a barrier room (B-8.3), else the near side."""
    house = house_of(s)
    if house.where(room).tile.barrier is None:
        return ""
    return next((t["side"] for t in house.tokens_in(room) if t["side"]), "near")


def leave_cost(s: State, index: int) -> int:
    """B-17.6: one room, plus one for each hero in the room the monster leaves."""
    return 1 + monster_hinderers(s, s.haunt["monsters"][index])


def can_move(s: State, index: int) -> bool:
    """B-17.6: however hindered, a monster can always move one room a turn, even on a roll of 0."""
    left = s.turn["moves"].get(str(index), 0)
    return leave_cost(s, index) <= left or index not in s.turn["moved"]


def options(s: State) -> list:
    out = []
    for i in acting(s):
        if can_move(s, i):
            out += [("monster_move", i, room) for room, _ in exits(s, i)]
        if i not in s.turn["attacked"]:
            m = s.haunt["monsters"][i]
            here = {"room": m["room"], "side": m.get("side", "")}
            out += [("monster_attack", i, seat) for seat in living_heroes(s) if figure(s, seat) == here]
        if monster_data(s, i).carries:
            out += tokens.monster_options(s, i)
    return out + [("end_monster_turn",)]


def _activate(s: State, index: int) -> None:
    """B-20.1: each monster finishes before the next starts: acting with another ends the one before."""
    active = s.turn["active"]
    if active is not None and active != index and active not in s.turn["done"]:
        s.turn["done"].append(active)
    s.turn["active"] = index


def do_move(s: State, seat: int, action) -> None:
    _, index, room = action
    if not isinstance(index, int) or index not in acting(s):
        raise IllegalAction("B-20.3", T("that monster cannot act now (stunned, done, or not in play)"))
    if not can_move(s, index):
        raise IllegalAction("B-20.2", T("that monster has no movement left"))
    way = next((side for r, side in exits(s, index) if r == room), None)
    if way is None:
        raise IllegalAction("B-20.7", T("monsters only move through open doors and stairs into placed rooms"))
    _activate(s, index)
    cost = leave_cost(s, index)
    key = str(index)
    s.turn["moves"][key] = max(0, s.turn["moves"].get(key, 0) - cost)
    s.turn["moved"].append(index)
    m = s.haunt["monsters"][index]
    m["room"], m["side"] = room, way
    name = monster_words(m)
    s.log.append(LogEvent("monster_moved", T("The {monster} moves into the {room}", monster=name, room=room_name(room)),
                          {"monster": index, "room": room, "side": way}))
    sp = tiles().tiles[room].special
    if way:
        _ask_side(s, index, room, way)
    if sp is not None and sp.trigger == "enter" and sp.keyword in SLIDES:
        target = sp.params.get("to", "basement_landing")
        m["room"], m["side"] = target, ""
        s.log.append(LogEvent("monster_moved", T("The {monster} slides down to the {room}", monster=name, room=room_name(target)),
                              {"monster": index, "room": target, "side": ""}, cause=T("nobody stays in the Coal Chute")))
    elif sp is not None and sp.trigger == "enter" and sp.keyword == "elevator":
        rooms.monster_elevator(s, room)


def _ask_side(s: State, index: int, room: str, entered: str) -> None:
    """B-8.2: monsters ignore barriers, but one standing in a barrier room is put on a side by its controller.
    Pre-selected: the side with the most living heroes to attack, else the side it came in by."""
    heroes = [figure(s, seat)["side"] for seat in living_heroes(s) if figure(s, seat)["room"] == room]
    other = "far" if entered == "near" else "near"
    best = other if heroes.count(other) > heroes.count(entered) else entered
    s.decision = {"kind": "monster_side", "seat": s.turn["seat"], "monster": index, "room": room,
                  "options": [best, other if best == entered else entered]}


def do_side(s: State, seat: int, action) -> None:
    """The traitor's choice of side for the monster that came into a barrier room (B-8.2)."""
    if action[1] not in s.decision["options"]:
        raise IllegalAction("B-8.2", T("put the monster on one side of the barrier or the other"))
    decision, s.decision = s.decision, None
    m = s.haunt["monsters"][decision["monster"]]
    m["side"] = action[1]
    s.log.append(LogEvent("monster_side", T("The {monster} stands in the {room} {where}", monster=monster_words(m),
                                            room=room_name(decision['room']),
                                            where=rooms.side_words(s, decision["room"], action[1])),
                          {"monster": decision["monster"], "room": decision["room"], "side": action[1]}))


def do_attack(s: State, seat: int, action) -> None:
    """B-20.4: a monster attacks at most once a turn, with its haunt's trait; never from afar or to steal."""
    _, index, target = action
    if not isinstance(index, int) or index not in acting(s):
        raise IllegalAction("B-20.3", T("that monster cannot act now (stunned, done, or not in play)"))
    if index in s.turn["attacked"]:
        raise IllegalAction("B-20.4", T("a monster attacks at most once a turn"))
    if action not in options(s):
        raise IllegalAction("B-12.2", T("a monster attacks a living hero in its own room"))
    _activate(s, index)
    s.turn["attacked"].append(index)
    attacks.fight(s, ("monster", index), ("explorer", target), monster_data(s, index).attack_with)
    if s.haunt["monsters"][index]["stunned"] and index not in s.turn["done"]:
        s.turn["done"].append(index)


def do_take(s: State, seat: int, action) -> None:
    """B-20.8: a monster the haunt lets carry picks up a token lying where it stands."""
    _, index, number = action
    if not isinstance(index, int) or index not in acting(s):
        raise IllegalAction("B-20.3", T("that monster cannot act now (stunned, done, or not in play)"))
    if tuple(action) not in options(s):
        raise IllegalAction("B-20.8", T("monsters carry nothing unless the haunt says so, and only what lies beside them"))
    _activate(s, index)
    tokens.monster_take(s, index, number)


def finish(s: State) -> None:
    """B-20.3: the monsters that skipped this turn stunned turn back over at its end."""
    for i in s.turn["skipping"]:
        m = s.haunt["monsters"][i]
        if m["stunned"] and not m.get("killed"):
            m["stunned"] = False
            s.log.append(LogEvent("monster_recovered", T("The {monster} recovers", monster=monster_words(m)),
                                  {"monster": i}, cause=T("a stunned monster skips one turn")))
