"""Monsters' special ways through the house: riding the Mystic Elevator (B-8.8a), card passages and the
Collapsed Room hole (B-20.5, B-20.6); the traitor puts a monster on a side of a barrier (B-8.2); obstacles,
which stop heroes but not the traitor's side (B-24.8)."""
import pytest

from engine.rules.api import IllegalAction
from rulesets.betrayal import rules as R
from rulesets.betrayal.rules import monsters, rooms
from rulesets.betrayal.rules.state import house_of, keep
from tests.betrayal.combat_support import lamplighter, monster_turn, turn_for
from tests.betrayal.haunt_support import place_somewhere
from tests.betrayal.rules_support import act, dice, place, plain_house, put

TRAITOR = 0


def elevator_lamplighter():
    s = lamplighter()
    place(s, "mystic_elevator", "ground", (1, -1), 3)      # its one door turned west, onto the Foyer
    return s


def test_B_8_8a_a_monster_entering_the_elevator_lets_the_traitor_choose_any_floor_without_a_roll():
    s = elevator_lamplighter()
    dice(s, [2, 1, 0, 0])
    monster_turn(s)
    s.haunt["monsters"][0]["room"] = "foyer"
    rolls_before = len([e for e in R.log(s) if e.kind == "dice_rolled"])
    act(s, "monster_move", 0, "mystic_elevator")
    p = R.pending(s)
    assert p.kind == "move_elevator" and p.seat == TRAITOR
    assert {o[1] for o in p.options} >= {"basement", "upper"}
    assert len([e for e in R.log(s) if e.kind == "dice_rolled"]) == rolls_before
    upper = next(o for o in p.options if o[1] == "upper")
    act(s, *upper)
    assert plain_house(s).where("mystic_elevator").floor == "upper"
    assert s.haunt["monsters"][0]["room"] == "mystic_elevator" and R.pending(s).kind == "monster_turn"


def test_B_8_8a_the_elevator_moves_once_in_a_monster_turn():
    s = elevator_lamplighter()
    dice(s, [2, 1, 0, 0])
    monster_turn(s)
    s.turn["moves"]["0"] = 9      # room enough to step out past the heroes and back in
    s.haunt["monsters"][0]["room"] = "foyer"
    act(s, "monster_move", 0, "mystic_elevator")
    act(s, *next(o for o in R.legal_actions(s, TRAITOR) if o[1] == "ground"))
    out = next(a for a in R.legal_actions(s, TRAITOR) if a[:2] == ("monster_move", 0))
    act(s, *out)
    act(s, "monster_move", 0, "mystic_elevator")
    assert R.pending(s).kind == "monster_turn" and s.haunt["monsters"][0]["room"] == "mystic_elevator"


def test_B_8_8a_after_the_traitor_rode_the_elevator_on_his_turn_it_does_not_move_for_his_monsters():
    s = elevator_lamplighter()
    put(s, TRAITOR, "foyer")
    turn_for(s, TRAITOR)
    act(s, "move", "mystic_elevator")
    assert R.pending(s).kind == "move_elevator"
    foyer_side = next(o for o in R.legal_actions(s, TRAITOR) if o[1] == "ground")
    act(s, *foyer_side)
    dice(s, [2, 1, 0, 0])
    act(s, "end_turn")
    assert R.pending(s).kind == "monster_turn" and "elevator" in s.turn["rolls"]
    rooms.monster_elevator(s, "mystic_elevator")
    assert R.pending(s).kind == "monster_turn"


def link(s, kind, a, b):
    house = house_of(s)
    house.link(kind, a, b)
    keep(s, house)


def test_B_20_6_monsters_use_a_secret_passage_both_ways():
    s = lamplighter()
    link(s, "secret_passage", "upper_landing", "basement_landing")
    dice(s, [2, 1, 0, 0])
    monster_turn(s)
    s.haunt["monsters"][0]["room"] = "basement_landing"
    assert ("monster_move", 0, "upper_landing") in R.legal_actions(s, TRAITOR)
    act(s, "monster_move", 0, "upper_landing")
    assert s.haunt["monsters"][0]["room"] == "upper_landing"
    assert ("monster_move", 0, "basement_landing") in R.legal_actions(s, TRAITOR)


def test_B_20_5_monsters_climb_the_collapsed_room_hole_freely():
    s = lamplighter()
    link(s, "collapsed_room", "upper_landing", "basement_landing")   # any hole joins two rooms the same way
    dice(s, [2, 1, 0, 0])
    monster_turn(s)
    s.haunt["monsters"][0]["room"] = "basement_landing"
    assert ("monster_move", 0, "upper_landing") in R.legal_actions(s, TRAITOR)


def obstacle_in(s, room):
    house = house_of(s)
    house.add_token(room, "obstacle")
    keep(s, house)


def test_B_24_8_an_obstacle_blocks_a_hero_from_its_room():
    s = lamplighter()
    obstacle_in(s, "dining_room")
    turn_for(s, 1)
    assert ("move", "dining_room") not in R.legal_actions(s, 1)
    with pytest.raises(IllegalAction) as refused:
        act(s, "move", "dining_room")
    assert refused.value.rule_id == "B-24.8"


def test_B_24_8_the_traitor_and_his_monsters_ignore_obstacles():
    s = lamplighter()
    obstacle_in(s, "entrance_hall")
    put(s, TRAITOR, "dining_room")
    turn_for(s, TRAITOR)
    assert ("move", "entrance_hall") in R.legal_actions(s, TRAITOR)
    dice(s, [2, 1, 0, 0])
    monster_turn(s)
    assert ("monster_move", 0, "entrance_hall") in R.legal_actions(s, TRAITOR)


def monster_beside_the_chasm():
    s = lamplighter()
    place_somewhere(s, "chasm")
    dice(s, [2, 1, 0, 0])
    monster_turn(s)
    s.haunt["monsters"][0]["room"] = "basement_landing"
    entered = next(side for room, side in monsters.exits(s, 0) if room == "chasm")
    return s, entered, "far" if entered == "near" else "near"


def test_B_8_2_a_monster_entering_a_barrier_room_is_put_on_a_side_by_the_traitor_the_heroes_side_first():
    s, entered, other = monster_beside_the_chasm()
    put(s, 1, "chasm", other)
    act(s, "monster_move", 0, "chasm")
    p = R.pending(s)
    assert p.kind == "monster_side" and p.seat == TRAITOR and p.options == (("monster_side", other),
                                                                            ("monster_side", entered))
    act(s, *p.options[0])
    assert s.haunt["monsters"][0]["side"] == other and ("monster_attack", 0, 1) in R.legal_actions(s, TRAITOR)


def test_B_8_2_with_no_hero_there_the_side_it_came_in_by_comes_first_and_either_may_be_chosen():
    s, entered, other = monster_beside_the_chasm()
    act(s, "monster_move", 0, "chasm")
    assert R.pending(s).options[0] == ("monster_side", entered)
    with pytest.raises(IllegalAction) as refused:
        act(s, "monster_side", "middle")
    assert refused.value.rule_id == "B-8.2"
    assert R.describe_action(s, ("monster_side", other)).startswith("Stand it ")
    act(s, "monster_side", other)
    assert s.haunt["monsters"][0]["side"] == other and R.pending(s).kind == "monster_turn"
