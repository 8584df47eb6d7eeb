"""Attacks after the haunt (B-12, B-13, B-10.8): opposed rolls, the loser's split, stuns, weapons, distance, stealing."""
import pytest

from engine.rules.api import IllegalAction
from rulesets.betrayal import rules as R
from rulesets.betrayal.rules import attacks
from tests.betrayal.combat_support import give, lamplighter, turn_for
from tests.betrayal.rules_support import act, dice, new_game, place, put

TRAITOR, HERO, OTHER_HERO = 0, 1, 2


def beside_the_traitor():
    s = lamplighter()
    put(s, TRAITOR, "entrance_hall")
    return s


def test_B_12_1_nobody_attacks_before_the_haunt():
    s = new_game(players=3)
    assert not [a for a in R.legal_actions(s, 0) if a[0] == "attack"]
    with pytest.raises(IllegalAction) as refused:
        act(s, "attack", "explorer", 1, "")
    assert refused.value.rule_id == "B-12.1"


def test_B_12_2_a_hero_may_attack_an_opponent_in_his_room_but_not_another_hero():
    s = beside_the_traitor()
    legal = R.legal_actions(s, HERO)
    assert ("attack", "explorer", TRAITOR, "") in legal
    assert ("attack", "explorer", OTHER_HERO, "") not in legal
    with pytest.raises(IllegalAction) as refused:
        act(s, "attack", "explorer", OTHER_HERO, "")
    assert refused.value.rule_id == "B-12.2"


def test_B_12_2_an_explorer_attacks_once_a_turn():
    s = beside_the_traitor()
    dice(s, [1, 1, 0, 0], [1, 1, 0, 0])
    act(s, "attack", "explorer", TRAITOR, "")
    with pytest.raises(IllegalAction) as refused:
        act(s, "attack", "explorer", TRAITOR, "")
    assert refused.value.rule_id == "B-12.2"


def test_B_12_3_the_higher_might_roll_deals_the_difference_and_B_4_5_the_loser_splits_it():
    s = beside_the_traitor()
    dice(s, [2, 2, 1, 0], [1, 0, 0, 0])
    act(s, "attack", "explorer", TRAITOR, "")
    p = R.pending(s)
    assert p.seat == TRAITOR and p.kind == "split_damage" and s.decision["amount"] == 4
    assert s.decision["damage"] == "physical" and ("split", 2, 2) in p.options
    line = [e for e in R.log(s) if e.kind == "attack"][-1].text_for(None)
    assert "Might 5 against 1" in line


def test_B_12_3_a_tie_deals_nothing():
    s = beside_the_traitor()
    dice(s, [1, 1, 0, 0], [2, 0, 0, 0])
    act(s, "attack", "explorer", TRAITOR, "")
    assert s.decision is None and R.pending(s).seat == HERO


def test_B_12_3_an_attacker_who_loses_takes_the_damage_himself():
    s = beside_the_traitor()
    dice(s, [0, 0, 0, 0], [2, 2, 0, 0])
    act(s, "attack", "explorer", TRAITOR, "")
    assert R.pending(s).seat == HERO and s.decision["amount"] == 4


def test_B_12_4_an_attack_with_sanity_deals_mental_damage():
    s = beside_the_traitor()
    dice(s, [2, 2, 2, 2], [0, 0, 0, 0])
    attacks.fight(s, ("explorer", TRAITOR), ("explorer", HERO), "sanity")
    assert s.decision["damage"] == "mental" and s.decision["seat"] == HERO


def test_B_12_6_a_beaten_monster_is_stunned_not_killed():
    s = lamplighter()
    put(s, HERO, "dining_room")
    dice(s, [2, 2, 2, 2], [0, 0, 0])
    act(s, "attack", "monster", 0, "")
    assert s.haunt["monsters"][0]["stunned"] and not s.haunt["monsters"][0].get("killed")
    assert s.decision is None


def test_B_12_6_a_hero_who_loses_against_a_stunned_monster_takes_no_damage():
    s = lamplighter()
    put(s, HERO, "dining_room")
    s.haunt["monsters"][0]["stunned"] = True
    dice(s, [0, 0, 0, 0], [2, 2, 2])
    act(s, "attack", "monster", 0, "")
    assert s.decision is None and [e for e in R.log(s)][-1].kind == "attack_harmless"


def test_B_10_8_a_weapon_adds_its_dice_to_the_attacker_only_and_B_10_3_is_used_once_a_turn():
    s = beside_the_traitor()
    give(s, HERO, "axe")
    assert ("attack", "explorer", TRAITOR, "axe") in R.legal_actions(s, HERO)
    dice(s, [1, 1, 1, 1, 1], [0, 0, 0, 0])      # Might 4 and the Axe's one die against the traitor's 4
    act(s, "attack", "explorer", TRAITOR, "axe")
    assert "axe" in s.turn["item_uses"]
    assert ("drop", "axe") not in R.legal_actions(s, TRAITOR) and ("drop", "axe") not in _after_split(s)


def _after_split(s):
    act(s, *R.legal_actions(s, TRAITOR)[0])
    return R.legal_actions(s, HERO)


def test_B_13_1_a_distance_weapon_reaches_a_room_in_line_of_sight_and_a_miss_costs_nothing():
    s = lamplighter()
    put(s, TRAITOR, "grand_staircase")
    give(s, HERO, "revolver")
    assert attacks.in_sight(s, "entrance_hall", "grand_staircase")
    legal = R.legal_actions(s, HERO)
    assert ("attack", "explorer", TRAITOR, "revolver") in legal and ("attack", "explorer", TRAITOR, "") not in legal
    dice(s, [0, 0, 0, 0, 0], [2, 2, 2, 2])
    act(s, "attack", "explorer", TRAITOR, "revolver")
    assert s.decision is None and [e for e in R.log(s)][-1].kind == "attack_missed"


def test_B_G_10_no_line_of_sight_round_a_corner_or_across_floors():
    s = lamplighter()
    assert not attacks.in_sight(s, "dining_room", "foyer")
    assert not attacks.in_sight(s, "entrance_hall", "upper_landing")


def test_B_13_2_a_winner_dealing_two_or_more_may_take_a_tradeable_item_instead():
    s = beside_the_traitor()
    give(s, TRAITOR, "axe")
    dice(s, [2, 2, 0, 0], [1, 0, 0, 0])
    act(s, "attack", "explorer", TRAITOR, "")
    p = R.pending(s)
    assert p.seat == HERO and p.kind == "steal_or_damage" and p.options == (("deal_damage",), ("steal", "axe"))
    act(s, "steal", "axe")
    assert "axe" in s.explorers[HERO]["cards"] and "axe" not in s.explorers[TRAITOR]["cards"]
    assert s.decision is None and R.invariants(s) == []


def test_B_12_5_the_winner_may_still_choose_the_damage():
    s = beside_the_traitor()
    give(s, TRAITOR, "axe")
    dice(s, [2, 2, 0, 0], [1, 0, 0, 0])
    act(s, "attack", "explorer", TRAITOR, "")
    act(s, "deal_damage")
    assert R.pending(s).kind == "split_damage" and s.decision["seat"] == TRAITOR and s.decision["amount"] == 3


def test_B_13_2_no_stealing_with_a_distance_attack_or_for_one_damage():
    s = lamplighter()
    put(s, TRAITOR, "grand_staircase")
    give(s, TRAITOR, "axe")
    give(s, HERO, "revolver")
    dice(s, [2, 2, 2, 2, 2], [0, 0, 0, 0])
    act(s, "attack", "explorer", TRAITOR, "revolver")
    assert R.pending(s).kind == "split_damage"
    s = beside_the_traitor()
    give(s, TRAITOR, "axe")
    dice(s, [1, 1, 0, 0], [1, 0, 0, 0])
    act(s, "attack", "explorer", TRAITOR, "")
    assert R.pending(s).kind == "split_damage" and s.decision["amount"] == 1


def test_B_8_2_explorers_on_opposite_sides_of_a_barrier_cannot_fight():
    s = lamplighter()
    place(s, "chasm", "basement", (1, 0), 0)
    put(s, HERO, "chasm", "near")
    put(s, TRAITOR, "chasm", "far")
    assert not [a for a in R.legal_actions(s, HERO) if a[0] == "attack"]
    put(s, TRAITOR, "chasm", "near")
    assert ("attack", "explorer", TRAITOR, "") in R.legal_actions(s, HERO)


def test_B_19_4_before_a_hidden_traitor_is_revealed_anyone_may_attack_anyone():
    from tests.betrayal.haunt_support import revealed
    s = revealed(2)
    seat = R.pending(s).seat
    for other in range(4):
        put(s, other, "entrance_hall")
    targets = {a[2] for a in R.legal_actions(s, seat) if a[0] == "attack"}
    assert targets == {o for o in range(4) if o != seat}


def test_B_12_7_an_attack_leaves_the_turn_going_for_moves_and_haunt_actions():
    s = beside_the_traitor()
    turn_for(s, HERO)
    dice(s, [1, 1, 0, 0], [2, 0, 0, 0])
    act(s, "attack", "explorer", TRAITOR, "")
    assert any(a[0] == "move" for a in R.legal_actions(s, HERO))


def test_B_4_5_the_log_says_why_a_trait_fell_after_a_fight():
    from rulesets.betrayal.rules.state import name_of
    s = beside_the_traitor()
    dice(s, [2, 2, 1, 0], [1, 0, 0, 0])
    act(s, "attack", "explorer", TRAITOR, "")
    act(s, "split", 4, 0)
    line = [e for e in R.log(s) if e.kind == "trait_changed"][-1].text_for(None)
    assert line.startswith(f"{name_of(s, TRAITOR)} loses 4 Might")
    assert line.endswith(f"4 physical damage from {name_of(s, HERO)}'s attack, 5 against 1")
