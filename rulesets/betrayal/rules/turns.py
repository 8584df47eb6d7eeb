"""A turn before the haunt (B-5): its start, its end, and the haunt roll after an omen (B-14)."""
from __future__ import annotations

from engine.i18n import N_, T, Tn
from engine.rules.api import IllegalAction, LogEvent
from rulesets.betrayal.rules import death, effects, haunt, monsters, rooms, winning
from rulesets.betrayal.rules.sides import is_dead, is_known_traitor, monsters_in_play
from rulesets.betrayal.rules.state import HAUNT_DICE, State, figure, name_of, tiles, trait_value
from rulesets.betrayal.rules.traits import roll_dice
from rulesets.betrayal.vocab import said

NO_HAUNT = "no_haunt"


def start_turn(s: State, seat: int, number: int) -> None:
    """B-6.1: up to Speed rooms may be entered this turn."""
    s.turn = {"seat": seat, "number": number, "movement": trait_value(s, seat, "speed"), "movement_over": False,
              "drew_omen": False, "rolls": [],
              "item_uses": [], "offered": []}
    if s.phase == "haunt":
        haunt.start_turn_rules(s, seat)


def check_end(s: State) -> None:
    if s.decision is not None or s.effects:
        raise IllegalAction("B-5.1", T("finish what is being resolved first"))


def do_end_turn(s: State, seat: int) -> None:
    """Ending the turn: first what the room does at the end of a turn (the Boiler Room), then the haunt roll."""
    check_end(s)
    s.turn["ending"] = True
    _idle_elevator(s, seat)
    rooms.on_end_turn(s, seat)
    effects.resolve(s)
    if s.decision is None:
        finish_turn(s, seat)


def _idle_elevator(s: State, seat: int) -> None:
    """B-8.8b: a hero who spends his whole haunt turn in the Mystic Elevator without moving rolls to move it."""
    if s.phase != "haunt" or is_known_traitor(s, seat) or s.turn.get("entered", 0):
        return
    room = figure(s, seat)["room"]
    sp = tiles().tiles[room].special
    if sp is not None and sp.keyword == "elevator":
        rooms.elevator(s, seat, room, sp)


def finish_turn(s: State, seat: int) -> None:
    """B-5.2 / B-14.1: after a turn with an omen, roll 6 dice; under the omens drawn, the haunt begins and is
    revealed (B-15); after the haunt no haunt roll is made (B-14.3) and the haunt's turn order goes on."""
    if s.phase == "haunt":
        next_haunt_turn(s)
        return
    if s.turn["drew_omen"]:
        faces = roll_dice(s, HAUNT_DICE)
        total = sum(faces)
        begins = total < s.omens_drawn
        s.log.append(LogEvent(
            "haunt_rolled",
            Tn("{name} makes the haunt roll: {total} against {n} omen drawn — the haunt begins!",
               "{name} makes the haunt roll: {total} against {n} omens drawn — the haunt begins!",
               s.omens_drawn, name=name_of(s, seat), total=total) if begins else
            Tn("{name} makes the haunt roll: {total} against {n} omen drawn — not yet",
               "{name} makes the haunt roll: {total} against {n} omens drawn — not yet",
               s.omens_drawn, name=name_of(s, seat), total=total),
            {"seat": seat, "faces": faces, "total": total, "omens": s.omens_drawn, "begins": begins},
            cause=T("an omen was drawn this turn")))
        if begins:
            haunt.reveal(s, seat)
            if s.result is None:
                begin_slot(s, 0, s.turn["number"] + 1)
            return
    if not omen_rooms_left(s):
        # Lantern's stopgap, not a rule of the seed: with no omen left to find the haunt can never come
        s.phase = "over"
        s.result = [NO_HAUNT, said(N_("Every omen room of the house has been found and the haunt never came"))]
        return
    start_turn(s, (seat + 1) % s.players, s.turn["number"] + 1)   # B-3.9: play passes to the left


def omen_rooms_left(s: State) -> bool:
    """Can an omen still be drawn: a room with an omen or '?' symbol still in the stack or discard pile."""
    tileset = tiles().tiles
    return any({"omen", "any"} & set(tileset[t].symbols) for t in s.house["stack"] + s.house["discard"])


# ---- the haunt's turns (B-17.1): the heroes, the traitor, the monsters, round after round ------------------
def next_haunt_turn(s: State) -> None:
    """After a haunt turn: the monsters that skipped it recover (B-20.3), a side that met its goal at the end of
    the turn (or of the round) wins (B-22.1), else the next slot whose explorer lives, or the monsters' turn
    while any is in play (B-17.4: even after the traitor's death)."""
    if s.turn.get("monster_turn"):
        monsters.finish(s)
    if winning.check(s, "turn"):
        return
    begin_slot(s, s.haunt["slot"] + 1, s.turn["number"] + 1)


def begin_slot(s: State, slot: int, number: int) -> None:
    slots = haunt.slots(s)
    for _ in range(2 * len(slots)):
        if slot >= len(slots):
            if winning.check(s, "round"):
                return
            s.haunt["round"] += 1
            slot = 0
        seat, kind = slots[slot]
        if kind == "monsters" and monsters_in_play(s):
            s.haunt["slot"] = slot
            monsters.start(s, seat, number)
            if monsters.acting(s):
                return
            # B-20.3: every monster is stunned and skips this turn, which passes by itself (no hand-off for nothing)
            s.log.append(LogEvent("monsters_skip", T("Every monster is stunned: the monsters' turn passes"), {}))
            monsters.finish(s)
            if winning.check(s, "turn"):
                return
        if kind == "explorer" and not is_dead(s, seat):
            s.haunt["slot"] = slot
            start_turn(s, seat, number)
            if s.decision is not None or s.effects or not is_dead(s, seat):
                return
            # B-17.3: killed by a haunt rule as his turn begins, he does not play it: the next slot plays
            death.settle(s)
            if winning.check(s, "turn"):
                return
            number += 1
        slot += 1
    winning.check(s, "action")   # nobody left to play: the side without living heroes has already lost
