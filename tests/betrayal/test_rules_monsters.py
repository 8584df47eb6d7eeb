"""The monster turn and hindrance (B-17.1, B-17.4, B-17.6, B-18.4, B-20): rolls, one monster at a time, stuns."""
import pytest

from engine.rules.api import IllegalAction
from rulesets.betrayal import rules as R
from rulesets.betrayal.rules import monsters, winning
from tests.betrayal.combat_support import lamplighter, monster_turn, turn_for
from tests.betrayal.rules_support import act, dice, place, put

TRAITOR, HERO = 0, 1


def test_B_20_2_monsters_of_one_kind_roll_their_speed_once_together():
    s = lamplighter()
    dice(s, [2, 1, 0, 0])
    monster_turn(s)
    assert s.turn["moves"] == {"0": 3, "1": 3}
    assert len([e for e in R.log(s) if e.kind == "monsters_rolled"]) == 1
    assert R.pending(s).seat == TRAITOR and R.pending(s).kind == "monster_turn"


def test_B_20_7_monsters_move_through_open_doors_into_placed_rooms_and_never_explore():
    s = lamplighter()
    dice(s, [2, 1, 0, 0])
    monster_turn(s)
    legal = R.legal_actions(s, TRAITOR)
    assert ("monster_move", 0, "entrance_hall") in legal and not [a for a in legal if a[0] == "explore"]
    with pytest.raises(IllegalAction) as refused:
        act(s, "monster_move", 0, "upper_landing")
    assert refused.value.rule_id == "B-20.7"
    act(s, "monster_move", 0, "entrance_hall")
    assert s.haunt["monsters"][0]["room"] == "entrance_hall" and s.turn["moves"]["0"] == 2


def test_B_20_1_a_monster_finishes_before_the_next_starts():
    s = lamplighter()
    dice(s, [2, 1, 0, 0])
    monster_turn(s)
    act(s, "monster_move", 0, "entrance_hall")
    act(s, "monster_move", 1, "entrance_hall")
    assert 0 in s.turn["done"] and not [a for a in R.legal_actions(s, TRAITOR) if a[:2] == ("monster_move", 0)]


def test_B_20_4_a_monster_attacks_a_hero_in_its_room_at_most_once_a_turn():
    s = lamplighter()
    put(s, HERO, "dining_room")
    dice(s, [0, 0, 0, 0], [1, 1, 1], [0, 0, 0, 0])
    monster_turn(s)
    act(s, "monster_attack", 0, HERO)
    assert R.pending(s).seat == HERO and s.decision["amount"] == 3
    act(s, *R.legal_actions(s, HERO)[0])
    assert not [a for a in R.legal_actions(s, TRAITOR) if a[:2] == ("monster_attack", 0)]
    with pytest.raises(IllegalAction) as refused:
        act(s, "monster_attack", 0, HERO)
    assert refused.value.rule_id == "B-20.4"


def test_B_20_3_a_stunned_monster_skips_its_next_turn_and_recovers_at_its_end():
    s = lamplighter()
    s.haunt["monsters"][0]["stunned"] = True
    dice(s, [1, 1, 0, 0])
    monster_turn(s)
    assert not [a for a in R.legal_actions(s, TRAITOR) if a[0] != "end_monster_turn" and a[1] == 0]
    act(s, "end_monster_turn")
    assert not s.haunt["monsters"][0]["stunned"]
    assert [e for e in R.log(s) if e.kind == "monster_recovered"]


def test_B_20_3_a_monster_stunned_in_its_own_turn_stays_stunned_through_the_next():
    s = lamplighter()
    put(s, HERO, "dining_room")
    dice(s, [0, 0, 0, 0], [0, 0, 0], [2, 2, 2, 2])
    monster_turn(s)
    act(s, "monster_attack", 0, HERO)
    assert s.haunt["monsters"][0]["stunned"]
    act(s, "end_monster_turn")
    assert s.haunt["monsters"][0]["stunned"]


def test_B_20_5_the_coal_chute_still_drops_a_monster_to_the_basement_landing():
    s = lamplighter()
    place(s, "coal_chute", "ground", (-1, 0), 1)
    dice(s, [2, 1, 0, 0])
    monster_turn(s)
    s.haunt["monsters"][0]["room"] = "entrance_hall"
    act(s, "monster_move", 0, "coal_chute")
    assert s.haunt["monsters"][0]["room"] == "basement_landing"


def test_B_17_6_leaving_a_room_costs_one_more_for_each_opponent_in_it():
    s = lamplighter()
    put(s, HERO, "dining_room")
    turn_for(s, HERO)
    s.turn["movement"] = 2
    s.turn["entered"] = 1
    with pytest.raises(IllegalAction) as refused:     # 1 room + the traitor + two moths = 4
        act(s, "move", "entrance_hall")
    assert refused.value.rule_id == "B-17.6"
    s.haunt["monsters"][0]["stunned"] = s.haunt["monsters"][1]["stunned"] = True   # stunned: no hindrance
    s.turn["movement"] = 2
    act(s, "move", "entrance_hall")
    assert s.turn["movement"] == 0


def test_B_17_6_however_hindered_an_explorer_always_moves_one_room_a_turn():
    s = lamplighter()
    put(s, HERO, "dining_room")
    turn_for(s, HERO)
    s.turn["movement"] = 2
    assert ("move", "entrance_hall") in R.legal_actions(s, HERO)
    act(s, "move", "entrance_hall")
    assert s.turn["movement"] == 0


def test_B_17_6_heroes_hinder_a_monster_and_a_roll_of_0_still_moves_it_one_room():
    s = lamplighter()
    for hero in (1, 2, 3):
        put(s, hero, "dining_room")
    dice(s, [0, 0, 0, 0])
    monster_turn(s)
    assert monsters.leave_cost(s, 0) == 4
    act(s, "monster_move", 0, "entrance_hall")
    assert not monsters.can_move(s, 0)


def test_B_17_4_B_18_4_a_dead_traitors_monsters_still_take_their_turn(monkeypatch):
    monkeypatch.setitem(winning.WINS, "traitor_dead", lambda *_: False)   # a haunt his death does not end
    s = lamplighter()
    s.explorers[TRAITOR]["dead"] = "might"
    s.explorers[TRAITOR]["buried"] = True
    s.haunt["slot"] = 2
    turn_for(s, 3)
    act(s, "end_turn")
    assert R.pending(s).kind == "monster_turn" and R.pending(s).seat == TRAITOR


def test_B_17_1_the_round_is_the_heroes_then_the_traitor_then_his_monsters():
    s = lamplighter()
    seen = []
    for _ in range(5):
        p = R.pending(s)
        seen.append((p.seat, p.kind))
        act(s, "end_turn" if p.kind == "turn" else "end_monster_turn")
    assert seen == [(1, "turn"), (2, "turn"), (3, "turn"), (0, "turn"), (0, "monster_turn")]
    assert s.haunt["round"] == 2


def test_B_8_8b_a_hero_who_spends_his_whole_turn_in_the_mystic_elevator_rolls_to_move_it_at_its_end():
    s = lamplighter()
    place(s, "mystic_elevator", "ground", (1, -1), 3)
    put(s, HERO, "mystic_elevator")
    turn_for(s, HERO)
    dice(s, [1, 1])
    act(s, "end_turn")
    assert R.pending(s).kind == "move_elevator" and R.pending(s).seat == HERO
    act(s, *R.legal_actions(s, HERO)[0])
    assert R.pending(s).seat == 2 and R.pending(s).kind == "turn"


def test_B_8_8b_a_hero_who_moved_this_turn_does_not_roll_for_the_elevator():
    s = lamplighter()
    place(s, "mystic_elevator", "ground", (1, -1), 3)
    put(s, HERO, "mystic_elevator")
    turn_for(s, HERO)
    s.turn["entered"] = 1
    act(s, "end_turn")
    assert R.pending(s).seat == 2


def test_B_20_3_when_every_monster_is_stunned_their_turn_passes_by_itself_and_they_recover():
    s = lamplighter()
    for m in s.haunt["monsters"]:
        m["stunned"] = True
    turn_for(s, TRAITOR)
    act(s, "end_turn")
    assert R.pending(s).seat == 1 and R.pending(s).kind == "turn"
    assert not any(m["stunned"] for m in s.haunt["monsters"]) and s.haunt["round"] == 2
