"""The 28 ability cards (M-G.6) and the abilities whose keywords the first 18 did not use: pierce, knock_down,
levitate, keen_search and disarm (M-5.4). Guard Room: s15-s10,s11,s14; s11-s6,s7,s10,s12,s15,s16; s7 an X space.
The Cat Walk's Alchemy Lab (tile 1): a red line parts s9 from s13; its Guard Room is tile 3."""
from collections import Counter

import pytest

from engine.rules.api import IllegalAction
from rulesets.mice_and_mystics import rules as R
from rulesets.mice_and_mystics import story
from rulesets.mice_and_mystics.rules import effects
from rulesets.mice_and_mystics.rules import state as st
from tests.mice_and_mystics.mice_rules_kit import GUARD, arrange, chapter

LAB, CAT_GUARD = 1, 3


def knows(s, hero, ability, cheese=3):
    m = st.mouse(s, hero)
    m["abilities"].append(ability)
    m["cheese"] = cheese


def refused(s, action):
    with pytest.raises(IllegalAction) as refusal:
        R.apply(s, action)
    return refusal.value.rule_id


def test_M_G_6_there_are_28_ability_cards_4_or_5_a_class_costing_0_to_3_each_with_a_handler():
    book = story.abilities_book().abilities
    per_class = Counter(c for a in book for c in a.classes)
    assert len(book) == 28 and set(per_class.values()) <= {4, 5} and len(per_class) == 6
    assert all(0 <= a.cost <= 3 and a.effect in effects.HANDLERS and a.text for a in book)


def test_M_5_4_war_cry_knocks_down_the_small_minions_around_the_leader_for_2_cheese():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]}, minions=[("rat", GUARD, "s11"), ("rat", GUARD, "s14")])
    knows(s, "collin", "war_cry")
    R.apply(s, ("ability", "war_cry", "collin"))
    assert all(m.get("knocked_down") for m in s.minions) and st.mouse(s, "collin")["cheese"] == 1


def test_M_5_4_royal_strike_leaves_the_minion_hit_no_defence():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]}, minions=[("elite_rat", GUARD, "s11")], faces=(1, 1, 1, 4, 4))
    knows(s, "collin", "royal_strike")
    R.apply(s, ("ability", "royal_strike", "collin"))
    R.apply(s, ("melee", s.minions[0]["label"]))
    assert s.minions == []


def test_M_5_4_shield_bash_knocks_down_a_rat_in_the_warrior_s_own_space():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]}, minions=[("rat", GUARD, "s15")])
    knows(s, "collin", "shield_bash")
    R.apply(s, ("ability", "shield_bash", "collin"))
    assert s.minions[0]["knocked_down"] is True


def test_M_5_4_sunder_pierces_only_the_next_attack():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]}, minions=[("rat", GUARD, "s11")], faces=(2, 3, 3))
    knows(s, "collin", "sunder")
    R.apply(s, ("ability", "sunder", "collin"))
    assert s.turn["pierce"] is True
    R.apply(s, ("melee", s.minions[0]["label"]))
    assert "pierce" not in s.turn and s.minions == []


def test_M_7_8_keen_nose_rolls_a_second_search_die_and_a_star_on_it_finds_a_card():
    s = arrange(chapter(), {"wren": [GUARD, "s15"]}, turn_of="wren", faces=(1, 6))
    knows(s, "wren", "keen_nose")
    R.apply(s, ("ability", "keen_nose", "wren"))
    R.apply(s, ("search",))
    assert R.pending(s).kind == "search_card" and "search_dice" not in s.turn


def test_M_7_8_a_keen_search_is_refused_after_the_action_is_taken():
    s = arrange(chapter(), {"wren": [GUARD, "s15"]}, turn_of="wren")
    knows(s, "wren", "keen_nose")
    s.turn["action"] = True
    assert refused(s, ("ability", "keen_nose", "wren")) == "M-7.8"


def test_M_5_4_sure_shot_pierces_a_ranged_attack():
    # two bows from Battle 2 + bow 1 = 3 dice: the rat's sword-and-shield would have blocked one
    s = arrange(chapter(), {"wren": [GUARD, "s15"]}, minions=[("elite_rat", GUARD, "s6")], turn_of="wren",
                faces=(3, 3, 1, 4, 4))
    knows(s, "wren", "sure_shot")
    R.apply(s, ("ability", "sure_shot", "wren"))
    R.apply(s, ("ranged", s.minions[0]["label"]))
    assert s.minions == []


def test_M_6_14_trap_craft_disarms_the_mousetraps_around_the_tinkerer():
    s = arrange(chapter(), {"tobias": [GUARD, "s11"]}, turn_of="tobias")
    s.mousetraps = [[GUARD, "s7"], [GUARD, "s1"]]
    knows(s, "tobias", "trap_craft")
    R.apply(s, ("ability", "trap_craft", "tobias"))
    assert s.mousetraps == [[GUARD, "s1"]]


def test_M_6_14_trap_craft_with_no_mousetrap_near_is_refused():
    s = arrange(chapter(), {"tobias": [GUARD, "s11"]}, turn_of="tobias")
    s.mousetraps = [[GUARD, "s1"]]
    knows(s, "tobias", "trap_craft")
    assert refused(s, ("ability", "trap_craft", "tobias")) == "M-6.14"
    assert ("ability", "trap_craft", "tobias") not in R.legal_actions(s, 0)


def test_M_7_8_herb_lore_helps_the_healer_search():
    s = arrange(chapter(), {"clove": [GUARD, "s15"]}, turn_of="clove", faces=(2, 6))
    knows(s, "clove", "herb_lore")
    R.apply(s, ("ability", "herb_lore", "clove"))
    R.apply(s, ("search",))
    assert R.pending(s).kind == "search_card"


def test_M_6_6_levitation_carries_the_mystic_over_a_red_line():
    s = arrange(chapter(name="cat_walk"), {"mirela": [LAB, "s9"]}, turn_of="mirela")
    knows(s, "mirela", "levitation")
    assert refused(s, ("step", "s13")) == "M-6.5"
    R.apply(s, ("ability", "levitation", "mirela"))
    R.apply(s, ("step", "s13"))
    assert st.mouse(s, "mirela")["place"] == [LAB, "s13"]


def test_M_5_4_thunderclap_knocks_down_small_minions_next_to_the_mystic():
    s = arrange(chapter(name="cat_walk"), {"mirela": [CAT_GUARD, "s15"]}, turn_of="mirela",
                minions=[("rat_archer", CAT_GUARD, "s10"), ("rat", CAT_GUARD, "s1")])
    knows(s, "mirela", "thunderclap")
    R.apply(s, ("ability", "thunderclap", "mirela"))
    assert [bool(m.get("knocked_down")) for m in s.minions] == [True, False]


def test_M_10_3_a_new_ability_is_learned_only_by_its_class():
    s = arrange(chapter(), {"tobias": [GUARD, "s15"]}, turn_of="tobias")
    st.mouse(s, "tobias")["cheese"] = 6
    assert ("level_up", "trap_craft") in R.legal_actions(s, 0)
    assert ("level_up", "thunderclap") not in R.legal_actions(s, 0)


def test_M_7_8_a_keen_search_rolls_exactly_one_die_more_and_is_spent_by_the_search():
    s = arrange(chapter(), {"wren": [GUARD, "s15"]}, turn_of="wren", faces=(1, 2, 6))
    knows(s, "wren", "keen_nose")
    R.apply(s, ("ability", "keen_nose", "wren"))
    R.apply(s, ("search",))
    nothing = next(e for e in R.log(s) if e.kind == "search")
    assert nothing.data["faces"] == [1, 2] and nothing.text.endswith("finds nothing: sword, sword")
    assert "search_dice" not in s.turn


def test_M_6_1_a_dash_adds_its_movement_and_is_refused_once_the_move_is_over():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]}, movement=3)
    knows(s, "collin", "charge")
    R.apply(s, ("ability", "charge", "collin"))
    assert s.turn["movement"] == 5
    s = arrange(chapter(), {"collin": [GUARD, "s15"]})
    knows(s, "collin", "charge")
    s.turn["move"] = "done"
    assert refused(s, ("ability", "charge", "collin")) == "M-6.1"


def test_M_6_14_trap_craft_leaves_the_traps_of_other_rooms_and_says_how_many_it_disarmed():
    s = arrange(chapter(), {"tobias": [GUARD, "s11"]}, turn_of="tobias")
    s.mousetraps = [[GUARD, "s7"], [GUARD, "s12"], [1, "s7"]]
    knows(s, "tobias", "trap_craft")
    R.apply(s, ("ability", "trap_craft", "tobias"))
    assert s.mousetraps == [[1, "s7"]]
    assert R.log(s)[-1].text == "Tobias Brass disarms 2 mousetraps"
    s = arrange(chapter(), {"tobias": [GUARD, "s11"]}, turn_of="tobias")
    s.mousetraps = [[GUARD, "s7"]]
    knows(s, "tobias", "trap_craft")
    R.apply(s, ("ability", "trap_craft", "tobias"))
    assert R.log(s)[-1].text == "Tobias Brass disarms 1 mousetrap"


def test_M_5_4_guards_from_two_cards_add_up_until_the_mouse_s_next_turn():
    s = arrange(chapter(), {"collin": [GUARD, "s15"], "clove": [GUARD, "s11"]})
    knows(s, "collin", "shield_wall")
    st.mouse(s, "collin")["guard"] = 1           # a Blessing from Sister Clove earlier this round
    R.apply(s, ("ability", "shield_wall", "collin"))
    assert st.mouse(s, "collin")["guard"] == 3


def test_M_6_6_levitation_lasts_the_whole_turn_and_only_that_turn():
    s = arrange(chapter(name="cat_walk"), {"mirela": [LAB, "s9"]}, turn_of="mirela")
    knows(s, "mirela", "levitation")
    R.apply(s, ("ability", "levitation", "mirela"))
    assert ("step", "s13") in R.legal_actions(s, 0)
    assert any(e.text == "Mirela Moonwick floats over red lines and gaps this turn" for e in R.log(s))
    s.turn = {"hero": "mirela", "movement": 3, "move": "unused", "action": False, "rescued": False,
              "captured": False}
    assert ("step", "s13") not in R.legal_actions(s, 0)
