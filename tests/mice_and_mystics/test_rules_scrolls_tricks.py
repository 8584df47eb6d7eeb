"""Scrolls and tricks from the backpack (M-G.6, M-10.2): each card's effect keyword, used on the holder's turn at no
action's cost, then discarded. Guard Room: s15-s10,s11,s14; s11-s6,s7,s10,s12,s15,s16. Sewer Run: red line s3-s6."""
import pytest

from engine.rules.api import IllegalAction
from rulesets.mice_and_mystics import rules as R
from rulesets.mice_and_mystics import story
from rulesets.mice_and_mystics.rules import effects, gear
from rulesets.mice_and_mystics.rules import state as st
from tests.mice_and_mystics.mice_rules_kit import GUARD, SEWER, arrange, chapter


def hand(s, hero, card):
    """Move one copy of `card` from the search deck into the mouse's backpack (cards stay counted)."""
    s.search_deck.remove(card)
    st.mouse(s, hero)["backpack"].append(card)


def refused(s, action):
    with pytest.raises(IllegalAction) as refusal:
        R.apply(s, action)
    return refusal.value.rule_id


def test_M_G_6_every_scroll_and_trick_has_an_effect_with_one_handler_and_the_deck_keeps_8_of_each():
    usable = [c for c in story.search_deck().cards if c.kind in ("scroll", "trick")]
    assert all(c.effect in effects.HANDLERS and c.text for c in usable)
    assert sum(c.count for c in usable if c.kind == "scroll") == 8
    assert sum(c.count for c in usable if c.kind == "trick") == 8
    assert set(effects.HANDLERS) == set(story.EFFECTS)


def test_M_G_6_a_scroll_of_mending_heals_a_mouse_beside_and_is_discarded_without_spending_the_action():
    s = arrange(chapter(), {"collin": [GUARD, "s15"], "wren": [GUARD, "s11"]})
    hand(s, "collin", "Scroll of Mending")
    st.mouse(s, "wren")["damage"] = 3
    assert ("use_card", "Scroll of Mending", "wren") in R.legal_actions(s, 0)
    R.apply(s, ("use_card", "Scroll of Mending", "wren"))
    assert st.mouse(s, "wren")["damage"] == 1
    assert "Scroll of Mending" not in st.mouse(s, "collin")["backpack"] and "Scroll of Mending" in s.search_discard
    assert s.turn["action"] is False and not R.invariants(s)


def test_M_G_6_a_scroll_reaches_only_a_mouse_beside_the_reader():
    s = arrange(chapter(), {"collin": [GUARD, "s15"], "wren": [GUARD, "s2"]})
    hand(s, "collin", "Scroll of Mending")
    st.mouse(s, "wren")["damage"] = 3
    assert refused(s, ("use_card", "Scroll of Mending", "wren")) == "M-G.6"


def test_M_17_5_a_scroll_of_cleansing_cures_poison_and_every_negative_condition():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]})
    hand(s, "collin", "Scroll of Cleansing")
    collin = st.mouse(s, "collin")
    collin["damage"], collin["poison"], collin["conditions"] = 3, 2, ["webbed"]
    R.apply(s, ("use_card", "Scroll of Cleansing", "collin"))
    assert (collin["damage"], collin["poison"], collin["conditions"]) == (1, 0, [])
    assert R.log(s)[-1].text == "Prince Collin is cured"


def test_M_6_6_a_scroll_of_levitation_lets_the_mouse_cross_a_red_line_this_turn():
    s = arrange(chapter(), {"collin": [SEWER, "s3"]})
    hand(s, "collin", "Scroll of Levitation")
    assert ("step", "s6") not in R.legal_actions(s, 0)
    R.apply(s, ("use_card", "Scroll of Levitation", "collin"))
    assert ("step", "s6") in R.legal_actions(s, 0)
    R.apply(s, ("step", "s6"))
    assert st.mouse(s, "collin")["place"] == [SEWER, "s6"] and s.turn["movement"] == 2


def test_M_6_1_levitation_is_refused_once_the_move_is_over():
    s = arrange(chapter(), {"collin": [SEWER, "s3"]})
    hand(s, "collin", "Scroll of Levitation")
    s.turn["move"] = "done"
    assert refused(s, ("use_card", "Scroll of Levitation", "collin")) == "M-6.1"


def test_M_17_3_a_scroll_of_light_knocks_down_the_small_minions_around_but_never_a_large_one():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]}, minions=[("rat", GUARD, "s11"), ("spider", GUARD, "s10"),
                                                                 ("roach", GUARD, "s2")])
    hand(s, "collin", "Scroll of Light")
    R.apply(s, ("use_card", "Scroll of Light", "collin"))
    down = {m["kind"]: bool(m.get("knocked_down")) for m in s.minions}
    assert down == {"rat": True, "spider": False, "roach": False}


def test_M_17_3_a_knock_down_with_no_small_minion_around_is_refused():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]}, minions=[("spider", GUARD, "s10")])
    hand(s, "collin", "Scroll of Light")
    assert refused(s, ("use_card", "Scroll of Light", "collin")) == "M-17.3"


def test_M_G_6_feint_adds_two_dice_to_the_next_attack_only():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]}, minions=[("rat", GUARD, "s11")])
    hand(s, "collin", "Feint")
    R.apply(s, ("use_card", "Feint", "collin"))
    R.apply(s, ("melee", s.minions[0]["label"]))
    attack = next(e for e in R.log(s) if e.kind == "mouse_attacks")
    assert len(attack.data["faces"]) == 2 + 1 + 2 and "attack_bonus" not in s.turn


def test_M_7_4_sure_strike_leaves_the_minion_hit_no_defence_dice():
    # three swords: without the trick the elite rat's two sword-and-shields would block two of them
    s = arrange(chapter(), {"collin": [GUARD, "s15"]}, minions=[("elite_rat", GUARD, "s11")], faces=(1, 1, 1, 4, 4))
    hand(s, "collin", "Sure Strike")
    R.apply(s, ("use_card", "Sure Strike", "collin"))
    R.apply(s, ("melee", s.minions[0]["label"]))
    defence = next(e for e in R.log(s) if e.kind == "minion_defends")
    assert defence.data["faces"] == [] and s.minions == [] and "pierce" not in s.turn


def test_M_G_8_dodge_adds_two_defence_dice_until_the_mouse_s_next_turn():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]})
    hand(s, "collin", "Dodge")
    before = gear.defence_dice(st.mouse(s, "collin"))
    R.apply(s, ("use_card", "Dodge", "collin"))
    assert gear.defence_dice(st.mouse(s, "collin")) == before + 2
    R.mouse_turns.start_mouse_turn(s, "collin")
    assert gear.defence_dice(st.mouse(s, "collin")) == before


def test_M_17_3_a_tripped_minion_spends_its_move_standing_up_and_still_attacks():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]}, minions=[("rat", GUARD, "s11")], movement=0,
                order=["collin", "rat", "wren", "tobias", "clove"])
    hand(s, "collin", "Tripwire")
    R.apply(s, ("use_card", "Tripwire", "collin"))
    R.apply(s, ("end_turn",))
    kinds = [e.kind for e in R.log(s)]
    assert "stands_up" in kinds and kinds.index("minion_attacks") > kinds.index("stands_up")
    assert s.minions[0]["place"] == [GUARD, "s11"]


def test_M_10_2_a_trick_takes_no_backpack_room_and_a_weapon_is_not_used_up():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]})
    hand(s, "collin", "Needle Sword")
    assert refused(s, ("use_card", "Needle Sword", "collin")) == "M-G.6"
    assert refused(s, ("use_card", "Feint", "collin")) == "M-G.6"      # not in the backpack
    assert not any(a[0] == "use_card" for a in R.legal_actions(s, 0))


def test_M_16_3_a_rescued_mouse_uses_no_card():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]})
    hand(s, "collin", "Dodge")
    s.turn["rescued"] = True
    with pytest.raises(IllegalAction) as refusal:
        R.card_use.use(s, "Dodge", "collin")
    assert refusal.value.rule_id == "M-16.3"


def test_M_G_6_using_a_card_is_said_in_words():
    s = arrange(chapter(), {"collin": [GUARD, "s15"], "wren": [GUARD, "s11"]})
    assert R.describe_action(s, ("use_card", "Scroll of Mending", "wren")) == "Read Scroll of Mending on Wren Ashwhisker"
    assert R.describe_action(s, ("use_card", "Feint", "collin")) == "Play the trick Feint"
    assert R.describe_action(s, ("use_card", "Needle Sword", "collin")) == "Unknown action"
    hand(s, "collin", "Feint")
    R.apply(s, ("use_card", "Feint", "collin"))
    assert R.log(s)[-1].text == "Prince Collin plays the trick Feint"


def test_M_G_6_reading_a_scroll_is_logged_in_words_with_what_the_card_says():
    s = arrange(chapter(), {"collin": [GUARD, "s15"], "wren": [GUARD, "s11"]})
    hand(s, "collin", "Scroll of Mending")
    st.mouse(s, "wren")["damage"] = 1
    R.apply(s, ("use_card", "Scroll of Mending", "wren"))
    used = next(e for e in R.log(s) if e.kind == "card_used")
    assert used.text == "Prince Collin reads Scroll of Mending on Wren Ashwhisker"
    assert used.cause == story.search_deck().cards[[c.name for c in story.search_deck().cards].index(
        "Scroll of Mending")].text
    assert st.mouse(s, "wren")["damage"] == 0 and R.log(s)[-1].text == "Wren Ashwhisker heals 1 damage"


def test_M_G_6_a_card_for_the_mouse_itself_is_refused_on_another_and_on_a_captured_mouse():
    s = arrange(chapter(), {"collin": [GUARD, "s15"], "wren": [GUARD, "s11"], "tobias": None})
    hand(s, "collin", "Scroll of Levitation")
    hand(s, "collin", "Scroll of Cleansing")
    st.mouse(s, "tobias")["poison"] = 1
    assert refused(s, ("use_card", "Scroll of Levitation", "wren")) == "M-G.6"
    assert refused(s, ("use_card", "Scroll of Cleansing", "tobias")) == "M-G.6"


def test_M_G_6_a_scroll_never_reaches_a_mouse_in_another_room():
    s = arrange(chapter(), {"collin": [GUARD, "s15"], "wren": [SEWER, "s15"]})
    hand(s, "collin", "Scroll of Mending")
    st.mouse(s, "wren")["damage"] = 2
    assert refused(s, ("use_card", "Scroll of Mending", "wren")) == "M-G.6"


def test_M_17_3_a_minion_already_knocked_down_cannot_be_knocked_down_again():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]}, minions=[("rat", GUARD, "s11")])
    s.minions[0]["knocked_down"] = True
    hand(s, "collin", "Tripwire")
    assert refused(s, ("use_card", "Tripwire", "collin")) == "M-17.3"


def test_M_17_3_a_knock_down_is_told_minion_by_minion():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]}, minions=[("rat", GUARD, "s11"), ("rat", GUARD, "s10")])
    hand(s, "collin", "Tripwire")
    R.apply(s, ("use_card", "Tripwire", "collin"))
    assert [e.text for e in R.log(s) if e.kind == "knocked_down"] == ["The rat warrior 3 is knocked down",
                                                                       "The rat warrior 4 is knocked down"]
