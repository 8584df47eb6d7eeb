"""Behaviours the mutation sample of seed 4711 (tools/mutate_sample.py) showed untested, each a rule of the digest
checked on its own. Guard Room: s15-s10,s11,s14; s11-s6,s7,s10,s12,s15,s16."""
from rulesets.mice_and_mystics.rules import cards
from rulesets.mice_and_mystics.rules import state as st
from tests.mice_and_mystics.mice_rules_kit import GUARD, arrange, chapter


def test_M_21_2_a_large_minion_defending_against_the_cat_trainer_rolls_one_die_fewer():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]}, minions=[("spider", GUARD, "s11")])
    s.achievements["cat_trainer"] = "collin"
    cards.defend_minion(s, s.minions[0], 1, "a test", "collin")
    defence = next(e for e in s.log if e.kind == "minion_defends")
    assert len(defence.data["faces"]) == 2 - 1
    assert st.minion_by_label(s, s.minions[0]["label"]) is not None


def test_M_17_4_a_corrupted_mouse_s_stop_names_the_mouse_and_a_minion_s_stop_the_minion():
    # seed 5113 sample: the words for a stop read the decision's kind
    from rulesets.mice_and_mystics import rules as R
    s = arrange(chapter(), {"collin": [GUARD, "s15"]}, minions=[("rat", GUARD, "s11")])
    s.decision = {"kind": "corrupted_stop", "seat": 0, "hero": "collin", "options": ["s3"]}
    assert R.describe_action(s, ("stop", "s3")) == "Prince Collin stops on the left space in the top-right corner of the Guard Room"
    s.decision = {"kind": "minion_stop", "seat": 0, "minion": s.minions[0]["label"], "options": ["s3"], "why": ""}
    assert R.describe_action(s, ("stop", "s3")) == "The minion stops on the left space in the top-right corner of the Guard Room"


def test_M_17_2_a_webbed_mouse_in_water_may_not_climb_out_either():
    # seed 5113 sample: climbing out is a move, and a webbed mouse may not move
    import pytest

    from engine.rules.api import IllegalAction
    from rulesets.mice_and_mystics import rules as R
    from tests.mice_and_mystics.mice_rules_kit import DRAIN
    s = arrange(chapter(), {"collin": [DRAIN, "s6"]})
    assert ("climb", "s7") in R.legal_actions(s, 0)
    st.mouse(s, "collin")["conditions"] = ["webbed"]
    assert not any(a[0] == "climb" for a in R.legal_actions(s, 0))
    with pytest.raises(IllegalAction) as refusal:
        R.apply(s, ("climb", "s7"))
    assert refusal.value.rule_id == "M-17.2"


def test_M_10_2_starting_gear_comes_back_only_into_paws_left_free():
    # seed 5113 sample: with the Needle Sword still in one paw, only the sword comes back, not the shield too
    from rulesets.mice_and_mystics import rules as R
    s = arrange(chapter(), {"collin": [GUARD, "s15"]})
    for card in ("Thimble Hammer", "Needle Sword", "Button Shield"):
        s.search_deck.remove(card)
        st.mouse(s, "collin")["backpack"].append(card)
        R.apply(s, ("equip", card))
    R.apply(s, ("unequip", "Button Shield"))
    collin = st.mouse(s, "collin")
    assert collin["equipped"] == ["Needle Sword"] and collin["gear_off"] == ["Shield"]


def test_M_10_1_sharing_cheese_is_said_as_1_cheese_and_a_card_by_its_name():
    # seed 5113 sample
    from rulesets.mice_and_mystics import rules as R
    s = arrange(chapter(), {"collin": [GUARD, "s15"], "wren": [GUARD, "s11"]})
    assert R.describe_action(s, ("give", "wren", "cheese")) == "Give 1 cheese to Wren Ashwhisker"
    assert R.describe_action(s, ("take", "wren", "Sling")) == "Take Sling from Wren Ashwhisker"


def test_M_G_1_an_item_found_on_another_room_does_not_hide_this_room_s_item():
    # seed 5113 sample: the Cook's Larder hides the brass key on the Kitchen's s11
    from rulesets.mice_and_mystics.rules import special
    s = chapter(name="cooks_larder")
    s.found_items.append({"item": "brass key", "hero": "collin", "face": "pantry", "space": "s11"})
    assert special.hidden_item(s, [0, "s11"]) == "brass key"
    s.found_items.append({"item": "brass key", "hero": "collin", "face": "kitchen", "space": "s11"})
    assert special.hidden_item(s, [0, "s11"]) == ""


def test_M_21_2_a_mouse_rolling_3_cheese_in_an_attack_is_the_cheese_master():
    # seed 5113 sample: Battle 2 + sword 1, three cheese faces
    from rulesets.mice_and_mystics import rules as R
    s = arrange(chapter(), {"collin": [GUARD, "s15"]}, minions=[("rat", GUARD, "s11")], faces=(5, 5, 5))
    R.apply(s, ("melee", s.minions[0]["label"]))
    assert s.achievements.get("cheese_master") == "collin"
