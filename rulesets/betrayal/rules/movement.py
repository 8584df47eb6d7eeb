"""Moving through the house (B-6), crossing barriers (B-8.1), stairs (B-6.5) and the Coal Chute (B-8.5)."""
from __future__ import annotations

from engine.i18n import N_, T
from engine.rules.api import IllegalAction, LogEvent
from rulesets.betrayal.data import doors_meet
from rulesets.betrayal.grid import OPPOSITE, barrier_side, door_sides, locked_sides, neighbour
from rulesets.betrayal.rules import passages, rooms
from rulesets.betrayal.rules.death import meet_companions
from rulesets.betrayal.rules.effects import draw_card
from rulesets.betrayal.rules.sides import hinderers, is_known_traitor
from rulesets.betrayal.rules.state import State, figure, house_of, keep, name_of, room_name, stairs_from, tiles
from rulesets.betrayal.rules.traits import trait_roll
from rulesets.betrayal.vocab import said, trait_word

# the room keywords that split a room in two and are crossed with a roll (B-8.1; data.BARRIER_KEYWORDS)
CROSSINGS = ("barrier", "vault", "revolving_wall")


BLOCKING_TOKENS = ("obstacle", "lock")   # B-24.8: square tokens that stop explorers


def blocked(s: State, seat: int, room: str) -> bool:
    """B-24.8: an obstacle or lock blocks explorers; the traitor (and his monsters) ignore them. No haunt names a
    condition to pass one yet, so a hero cannot enter its room."""
    if is_known_traitor(s, seat):
        return False
    house = house_of(s)
    return any(house.tokens_in(room, kind) for kind in BLOCKING_TOKENS)


def exits(s: State, seat: int, obstacles: bool = True) -> list:
    """(room, how, side entered on, cost) for every room the explorer's figure could step into now: through a
    door pair (B-6.4, B-6.6) from its side of a barrier, up or down stairs whose two ends are placed (B-6.5),
    by a dumbwaiter to the landing above or below for one extra movement (B-24.5), or through a card's passage."""
    house = house_of(s)
    here = figure(s, seat)
    placed = house.where(here["room"])
    out = []
    for side in door_sides(placed.tile, placed.turn):
        if side in locked_sides(placed.tile, placed.turn):
            continue
        if placed.tile.barrier is not None and barrier_side(placed.tile, placed.turn, side) != here["side"]:
            continue   # B-8.1: that door is on the other side of the barrier
        other = house.at(placed.floor, neighbour(placed.cell, side))
        if other is not None and doors_meet(placed.tile, placed.turn, side, other.tile, other.turn):
            out.append((other.tile.id, side, barrier_side(other.tile, other.turn, OPPOSITE[side]), 1))
    out += [(other, "stairs", "", 1) for other in stairs_from().get(here["room"], ()) if house.where(other) is not None]
    out += [(stop, "dumbwaiter", "", 2) for stop in rooms.dumbwaiter_stops(s, seat)]
    # B-8.3 / B-20.6: a card's Secret Passage, unless a door or stairs already lead there (one way per room)
    out += [way for way in passages.ways(s, seat) if all(way[0] != known[0] for known in out)]
    return [way for way in out if not blocked(s, seat, way[0])] if obstacles else out


def hindrance(s: State, seat: int) -> int:
    """B-17.6: after the haunt, one more movement for each opponent in the room being left."""
    return hinderers(s, seat) if s.phase == "haunt" else 0


def affordable(s: State, cost: int, extra: int) -> bool:
    """Enough movement left for the way's cost and the hindrance; B-17.6: however hindered, the first room of a
    turn can always be entered."""
    left = s.turn["movement"]
    return cost + extra <= left or (extra > 0 and cost <= left and s.turn.get("entered", 0) == 0)


def check_move(s: State, seat: int, room) -> tuple:
    """The way into `room`, or IllegalAction saying why the explorer cannot step there."""
    if s.turn["movement_over"]:
        raise IllegalAction("B-6.3", T("your movement has ended for this turn"))
    if s.turn["movement"] < 1:
        raise IllegalAction("B-6.1", T("you have already entered as many rooms as your Speed allows"))
    extra = hindrance(s, seat)
    if blocked(s, seat, room) and any(way[0] == room for way in exits(s, seat, obstacles=False)):
        raise IllegalAction("B-24.8", T("an obstacle blocks the way into that room"))
    for target, how, side, cost in exits(s, seat):
        if target == room:
            if not affordable(s, cost, extra):
                if extra:
                    raise IllegalAction("B-17.6", T("leaving costs {extra} more for the opponents in this room", extra=extra))
                raise IllegalAction("B-24.5", T("the dumbwaiter costs one movement more than you have left"))
            return how, side, cost + extra
    raise IllegalAction("B-6.6", T("there is no open way from here into that room (doors must meet, and a barrier must be crossed first)"))


HOW_WORDS = {"stairs": N_("{name} moves by the stairs into the {room}"),
             "dumbwaiter": N_("{name} moves by the dumbwaiter into the {room}"),
             "passage": N_("{name} moves through the Secret Passage into the {room}")}


def do_move(s: State, seat: int, room: str) -> None:
    how, side, cost = check_move(s, seat, room)
    rooms.on_leave(s, seat)
    if s.explorers[seat].get("dead"):
        return   # B-17.3: killed on the way out (a room that hurts on leaving): he never reaches the next room
    s.turn["movement"] = max(0, s.turn["movement"] - cost)
    s.turn["entered"] = s.turn.get("entered", 0) + 1
    enter(s, seat, room, side, HOW_WORDS.get(how, ""))


def enter(s: State, seat: int, room: str, side: str, how: str = "", triggers: bool = True) -> None:
    """Stand the figure in `room` and apply what entering does (B-7.4: the Coal Chute, the Mystic Elevator);
    `triggers` False leaves that to the caller (a discovery draws the room's card first, B-7.4)."""
    house = house_of(s)
    house.put_figure(s.explorers[seat]["explorer"], room, side)
    keep(s, house)
    words = T(how or N_("{name} moves into the {room}"), name=name_of(s, seat), room=room_name(room))
    s.log.append(LogEvent("figure_moved", words, {"seat": seat, "room": room, "side": side}))
    if s.turn.pop("junk_stop", False):
        s.turn["movement_over"] = True   # B-8.7: left the Junk Room with too little Speed, and stops here
    if s.phase == "haunt":
        meet_companions(s, seat)      # B-21.1: a dead explorer's companion joins the first to come in
    if triggers:
        rooms.on_enter(s, seat, room)


def check_cross(s: State, seat: int) -> dict:
    """The barrier the explorer may try to cross now, or IllegalAction."""
    here = figure(s, seat)
    tile = tiles().tiles[here["room"]]
    if tile.barrier is None or tile.special is None or tile.special.keyword not in CROSSINGS:
        raise IllegalAction("B-8.1", T("there is no barrier to cross in this room"))
    if s.turn["movement_over"]:
        raise IllegalAction("B-8.1", T("your movement has ended for this turn"))
    if f"cross {here['room']}" in s.turn["rolls"]:
        raise IllegalAction("B-11.2", T("you have already tried to cross the {room} this turn", room=tile.name))
    return {"room": here["room"], "tile": tile}


def do_cross(s: State, seat: int) -> None:
    """B-8.1: the trait roll printed on the tile; success puts the figure on the other side (no movement
    spent), failure ends the movement. An opened Vault (B-8.9) stands open and needs no roll."""
    check = check_cross(s, seat)
    room, tile = check["room"], check["tile"]
    here = figure(s, seat)
    other_side = "far" if here["side"] == "near" else "near"
    house = house_of(s)
    if tile.special.keyword == "vault" and house.tokens_in(room, "vault_empty"):
        house.put_figure(s.explorers[seat]["explorer"], room, other_side)
        keep(s, house)
        s.log.append(LogEvent("barrier_crossed", T("{name} walks through the open Vault door", name=name_of(s, seat)),
                              {"seat": seat, "room": room, "side": other_side}))
        return
    s.turn["rolls"].append(f"cross {room}")
    if tile.special.keyword == "revolving_wall" and is_known_traitor(s, seat):
        # B-18.2: the traitor passes the Revolving Wall without a roll
        house.put_figure(s.explorers[seat]["explorer"], room, other_side)
        keep(s, house)
        s.log.append(LogEvent("barrier_crossed", T("{name} passes the {room} without a roll", name=name_of(s, seat), room=tile.name),
                              {"seat": seat, "room": room, "side": other_side}, cause=T("the traitor ignores it")))
        return
    trait, need = tile.barrier.trait, tile.barrier.roll
    faces, total = trait_roll(s, seat, trait)
    made = total >= need
    s.log.append(LogEvent(
        "trait_rolled", T("{name} rolls {trait} to cross the {room}: {total} ({result}, needed {need})", name=name_of(s, seat),
                          trait=trait_word(trait), room=tile.name, total=total, result=N_('made it') if made else N_('not enough'), need=need),
        {"seat": seat, "trait": trait, "faces": faces, "total": total, "needed": need, "room": room}))
    if not made:
        s.turn["movement_over"] = True
        return
    house.put_figure(s.explorers[seat]["explorer"], room, other_side)
    keep(s, house)
    if tile.special.keyword == "vault" and other_side == "far":
        _open_vault(s, seat, room)


def _open_vault(s: State, seat: int, room: str) -> None:
    """B-8.9 / B-G.2: the first opening gives its items and leaves a Vault Empty token."""
    house = house_of(s)
    house.add_token(room, "vault_empty", side="far")
    keep(s, house)
    for _ in range(tiles().tiles[room].special.params.get("items", 2)):
        draw_card(s, seat, "item", said(N_("the opened Vault")))
