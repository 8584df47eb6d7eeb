"""Abilities (M-3.3, M-5.4, M-10.3), free actions (M-5.3, M-6.12), corruption (M-17.4) and achievements (M-21.2).
Guard Room: s15-s10,s11,s14; s11-s6,s7,s10,s12,s15,s16."""
import pytest

from engine.rules.api import IllegalAction
from rulesets.mice_and_mystics import rules as R
from rulesets.mice_and_mystics import story
from rulesets.mice_and_mystics.rules import abilities, achievements, flow, hits, minion_turns
from rulesets.mice_and_mystics.rules import state as st
from tests.mice_and_mystics.mice_rules_kit import DRAIN, GUARD, arrange, chapter


def test_M_3_3_each_mouse_chooses_one_ability_its_class_allows_at_the_start():
    s = R.setup({"players": 2}, 0)
    asked = []
    while s.decision and s.decision["kind"] == "choose_ability":
        asked.append(s.decision["hero"])
        options = R.legal_actions(s, s.decision["seat"])
        assert all(a[1] in story.allowed_abilities(s.decision["hero"]) for a in options)
        R.apply(s, options[-1])
    assert asked == ["collin", "wren", "tobias", "clove"]
    assert all(len(m["abilities"]) >= 1 for m in s.mice)


def test_M_3_3_an_ability_the_class_does_not_allow_is_refused_in_the_config():
    with pytest.raises(IllegalAction) as refusal:
        R.setup({"players": 1, "abilities": {"wren": ["healing_touch"]}}, 0)
    assert refusal.value.rule_id == "M-3.3"


def test_M_5_4_an_ability_costs_its_cheese_and_heals_a_mouse_beside():
    s = arrange(chapter(), {"clove": [GUARD, "s15"], "collin": [GUARD, "s11"]}, turn_of="clove")
    clove, collin = st.mouse(s, "clove"), st.mouse(s, "collin")
    clove["cheese"], collin["damage"] = 2, 3
    R.apply(s, ("ability", "healing_touch", "collin"))
    assert (clove["cheese"], collin["damage"]) == (1, 1)


def test_M_5_4_only_one_ability_a_turn():
    s = arrange(chapter(), {"clove": [GUARD, "s15"], "collin": [GUARD, "s11"]}, turn_of="clove")
    st.mouse(s, "clove")["cheese"], st.mouse(s, "collin")["damage"] = 3, 4
    R.apply(s, ("ability", "healing_touch", "collin"))
    with pytest.raises(IllegalAction) as refusal:
        R.apply(s, ("ability", "healing_touch", "collin"))
    assert refusal.value.rule_id == "M-5.4"


def test_M_5_4_an_ability_without_the_cheese_is_refused():
    s = arrange(chapter(), {"clove": [GUARD, "s15"], "collin": [GUARD, "s11"]}, turn_of="clove")
    st.mouse(s, "collin")["damage"] = 2
    with pytest.raises(IllegalAction) as refusal:
        R.apply(s, ("ability", "healing_touch", "collin"))
    assert refusal.value.rule_id == "M-5.4"


def test_M_17_5_ordinary_healing_leaves_poison():
    s = arrange(chapter(), {"clove": [GUARD, "s15"], "collin": [GUARD, "s11"]}, turn_of="clove")
    st.mouse(s, "clove")["cheese"] = 1
    collin = st.mouse(s, "collin")
    collin["damage"], collin["poison"] = 3, 2
    R.apply(s, ("ability", "healing_touch", "collin"))
    assert (collin["damage"], collin["poison"]) == (2, 2)


def test_M_10_3_level_up_spends_6_cheese_for_a_new_ability_of_the_class():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]})
    st.mouse(s, "collin")["cheese"] = 7
    assert ("level_up", "cleave") in R.legal_actions(s, 0)
    assert ("level_up", "purify") not in R.legal_actions(s, 0)
    R.apply(s, ("level_up", "cleave"))
    assert "cleave" in st.mouse(s, "collin")["abilities"] and st.mouse(s, "collin")["cheese"] == 1


def test_M_5_3_a_free_action_is_taken_once_a_turn():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]})
    st.mouse(s, "collin")["cheese"] = 12
    R.apply(s, ("level_up", "cleave"))
    with pytest.raises(IllegalAction) as refusal:
        R.apply(s, ("level_up", "shield_wall"))
    assert refusal.value.rule_id == "M-5.3"


def test_M_6_12_a_mouse_in_water_takes_no_free_action():
    s = arrange(chapter(), {"collin": [DRAIN, "s6"]})
    st.mouse(s, "collin")["cheese"] = 6
    with pytest.raises(IllegalAction) as refusal:
        R.apply(s, ("level_up", "cleave"))
    assert refusal.value.rule_id == "M-6.12"


def test_M_5_4_a_focus_ability_adds_dice_to_the_next_attack():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]}, minions=[("rat", GUARD, "s11")])
    st.mouse(s, "collin")["abilities"].append("cleave")
    st.mouse(s, "collin")["cheese"] = 2
    R.apply(s, ("ability", "cleave", "collin"))
    R.apply(s, ("melee", s.minions[0]["label"]))
    attack = next(e for e in R.log(s) if e.kind == "mouse_attacks")
    assert len(attack.data["faces"]) == 2 + 1 + 2         # Battle 2, sword +1, Cleave +2


def test_M_17_1_a_stunned_mouse_may_still_move_but_act_only_by_recovering():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]}, minions=[("rat", GUARD, "s11")])
    st.mouse(s, "collin")["conditions"] = ["stunned"]
    legal = R.legal_actions(s, 0)
    assert ("step", "s14") in legal and ("recover",) in legal
    assert not any(a[0] in ("melee", "search") for a in legal)


def test_M_17_4_a_corrupted_mouse_attacks_the_nearest_other_mouse_as_a_melee_minion():
    # Collin corrupted on s15, Wren on s11 beside him: the die's 1 moves him into her space; Battle 2 dice
    # (no sword bonus): 2 swords; Wren defends with 1 die: a bow, nothing blocked
    s = arrange(chapter(), {"collin": [GUARD, "s15"], "wren": [GUARD, "s11"]}, turn_of=None,
                order=["collin", "wren", "tobias", "clove"], faces=(1, 1, 1, 3))
    st.mouse(s, "collin")["conditions"] = ["corrupted"]
    s.current = 0
    from rulesets.mice_and_mystics.rules import cycle
    cycle.run(s)
    assert st.mouse(s, "wren")["damage"] == 2 and st.mouse(s, "collin")["place"] == [GUARD, "s11"]
    assert "corrupted" not in st.mouse(s, "collin")["conditions"]


def test_M_17_4_the_rat_mystic_s_curse_corrupts():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]})
    hits.land(s, "rat_mystic", st.mouse(s, "collin"), 1, "a test")
    assert "corrupted" in st.mouse(s, "collin")["conditions"]


def test_M_21_2_a_cheese_master_is_the_first_to_roll_3_cheese_and_moves_the_end_marker():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]})
    marker = s.end_marker
    achievements.rolled(s, "collin", 3)
    achievements.rolled(s, "wren", 4)
    assert s.achievements == {"cheese_master": "collin"} and s.end_marker == marker + 1


def test_M_21_2_the_cheese_master_rolling_cheese_in_defence_feeds_every_free_mouse():
    s = arrange(chapter(), {"collin": [GUARD, "s15"], "wren": [GUARD, "s14"], "tobias": None}, faces=(5, 3, 3))
    s.achievements["cheese_master"] = "collin"
    minion_turns.defend(s, st.mouse(s, "collin"), 0, "a test", "rat")
    assert [m["cheese"] for m in s.mice] == [2, 1, 0, 1]


def test_M_21_2_a_roach_master_defeats_4_roaches_in_one_encounter():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]})
    for _ in range(4):
        achievements.minion_defeated(s, "collin", {"kind": "roach"})
    assert s.achievements.get("roach_master") == "collin"


def test_M_21_2_the_roach_master_s_room_has_no_greedy_loot():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]})
    s.achievements["roach_master"] = "collin"
    roach = flow.place_minion(s, "greedy_roach", [GUARD, "s11"])
    st.mouse(s, "collin")["cheese"] = 1
    hits.land(s, "roach", st.mouse(s, "collin"), 1, "a test", roach)
    assert s.cheese_wheel == 0


def test_M_21_2_a_poison_master_takes_poison_as_normal_damage():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]})
    collin = st.mouse(s, "collin")
    collin["damage"], collin["poison"] = 5, 1
    hits.land(s, "rat", collin, 1, "a test")
    assert s.achievements.get("poison_master") == "collin"
    collin["place"] = [GUARD, "s15"]
    hits.land(s, "centipede", collin, 2, "a test")
    assert (collin["damage"], collin["poison"]) == (2, 0)


def test_M_21_2_an_escape_master_is_captured_twice_and_then_escapes_once():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]})
    collin = st.mouse(s, "collin")
    for _ in range(2):
        collin["place"] = [GUARD, "s15"]
        flow.capture(s, collin, "a test")
    assert s.achievements.get("escape_master") == "collin"
    collin["place"] = [GUARD, "s15"]
    flow.capture(s, collin, "a test")
    assert collin["place"] == [GUARD, "s15"] and collin["captures"] == 3


def test_M_21_2_a_cat_trainer_defeats_brodie_and_large_minions_then_defend_with_one_die_less():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]})
    achievements.minion_defeated(s, "collin", {"kind": "brodie"})
    assert s.achievements.get("cat_trainer") == "collin"
    assert achievements.defence_dice_lost(s, "collin", "spider") == 1
    assert achievements.defence_dice_lost(s, "collin", "rat") == 0
    assert abilities.LEVEL_UP_COST == 6
