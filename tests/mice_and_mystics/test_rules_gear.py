"""Equip (M-10.2, M-G.7), Share (M-10.1) and what equipment adds (M-7.3, M-G.8); captured mice lose what they
had equipped (M-16.1). Guard Room: s15-s10,s11,s14."""
import pytest

from engine.rules.api import IllegalAction
from rulesets.mice_and_mystics import rules as R
from rulesets.mice_and_mystics.rules import flow, gear
from rulesets.mice_and_mystics.rules import state as st
from tests.mice_and_mystics.mice_rules_kit import DRAIN, GUARD, arrange, chapter


def holding(s, hero, *cards):
    for c in cards:
        s.search_deck.remove(c)
        st.mouse(s, hero)["backpack"].append(c)
    return s


def test_M_10_2_a_two_paw_weapon_sets_the_sword_and_shield_aside():
    s = holding(arrange(chapter(), {"collin": [GUARD, "s15"]}), "collin", "Thimble Hammer")
    R.apply(s, ("equip", "Thimble Hammer"))
    m = st.mouse(s, "collin")
    assert m["equipped"] == ["Thimble Hammer"] and sorted(m["gear_off"]) == ["Shield", "Sword"]
    assert gear.weapon_bonus(m, "melee") == 2 and m["backpack"] == []


def test_M_10_2_unequipping_puts_the_card_in_the_backpack_and_the_starting_gear_back_on():
    s = holding(arrange(chapter(), {"collin": [GUARD, "s15"]}), "collin", "Thimble Hammer")
    R.apply(s, ("equip", "Thimble Hammer"))
    R.apply(s, ("unequip", "Thimble Hammer"))
    m = st.mouse(s, "collin")
    assert m["gear_off"] == [] and m["backpack"] == ["Thimble Hammer"]


def test_M_10_2_equipping_several_cards_is_one_free_action_taken_in_a_row():
    s = holding(arrange(chapter(), {"wren": [GUARD, "s15"]}, turn_of="wren"), "wren", "Walnut Helmet",
                "Lucky Thread")
    R.apply(s, ("equip", "Walnut Helmet"))
    R.apply(s, ("equip", "Lucky Thread"))
    assert gear.defence_dice(st.mouse(s, "wren")) == 1 + 1 + 1


def test_M_5_3_an_equip_interrupted_by_another_action_is_over_for_the_turn():
    s = holding(arrange(chapter(), {"wren": [GUARD, "s15"]}, turn_of="wren"), "wren", "Walnut Helmet",
                "Lucky Thread")
    R.apply(s, ("equip", "Walnut Helmet"))
    R.apply(s, ("step", "s14"))
    with pytest.raises(IllegalAction) as refusal:
        R.apply(s, ("equip", "Lucky Thread"))
    assert refusal.value.rule_id == "M-5.3"


def test_M_6_12_no_equipping_in_water():
    s = holding(arrange(chapter(), {"collin": [DRAIN, "s6"]}), "collin", "Walnut Helmet")
    with pytest.raises(IllegalAction) as refusal:
        R.apply(s, ("equip", "Walnut Helmet"))
    assert refusal.value.rule_id == "M-6.12"


def test_M_10_1_mice_side_by_side_exchange_cards_and_cheese():
    s = holding(arrange(chapter(), {"collin": [GUARD, "s15"], "wren": [GUARD, "s14"]}), "collin", "Sling")
    st.mouse(s, "wren")["cheese"] = 2
    R.apply(s, ("give", "wren", "Sling"))
    R.apply(s, ("take", "wren", "cheese"))
    assert st.mouse(s, "wren")["backpack"] == ["Sling"] and st.mouse(s, "collin")["cheese"] == 1


def test_M_10_1_sharing_needs_the_mice_in_the_same_or_adjacent_spaces():
    s = holding(arrange(chapter(), {"collin": [GUARD, "s15"], "wren": [GUARD, "s1"]}), "collin", "Sling")
    with pytest.raises(IllegalAction) as refusal:
        R.apply(s, ("give", "wren", "Sling"))
    assert refusal.value.rule_id == "M-10.1"


def test_M_10_2_a_shared_card_over_the_limit_is_discarded_by_its_new_owner():
    s = holding(arrange(chapter(), {"collin": [GUARD, "s15"], "wren": [GUARD, "s14"]}), "collin", "Sling")
    holding(s, "wren", "Pin Bow", "Walnut Helmet", "Needle Sword")
    R.apply(s, ("give", "wren", "Sling"))
    assert s.decision["kind"] == "backpack_full" and s.decision["hero"] == "wren"
    R.apply(s, ("discard", "Sling"))
    assert len(st.mouse(s, "wren")["backpack"]) == 3 and s.turn["hero"] == "collin"


def test_M_7_3_an_equipped_weapon_adds_its_dice_to_an_attack():
    s = holding(arrange(chapter(), {"collin": [GUARD, "s15"]}, minions=[("rat", GUARD, "s11")]), "collin",
                "Thimble Hammer")
    R.apply(s, ("equip", "Thimble Hammer"))
    R.apply(s, ("melee", s.minions[0]["label"]))
    attack = next(e for e in R.log(s) if e.kind == "mouse_attacks")
    assert len(attack.data["faces"]) == 2 + 2


def test_M_16_1_a_captured_mouse_loses_its_equipped_search_cards_but_keeps_its_backpack():
    s = holding(arrange(chapter(), {"collin": [GUARD, "s15"]}), "collin", "Thimble Hammer", "Sling")
    R.apply(s, ("equip", "Thimble Hammer"))
    flow.capture(s, st.mouse(s, "collin"), "a test")
    m = st.mouse(s, "collin")
    assert m["equipped"] == [] and m["backpack"] == ["Sling"] and "Thimble Hammer" in s.search_discard
    assert m["gear_off"] == []
