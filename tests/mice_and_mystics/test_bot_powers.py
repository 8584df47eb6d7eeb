"""The hint's free actions, abilities and cards (rulesets/mice_and_mystics/bot_powers.py), from the shared view:
Level Up (M-10.3), Equip (M-10.2), Share (M-10.1), abilities (M-5.4), scrolls and tricks (M-G.6).
Guard Room: s15-s10,s11,s14; s11-s6,s7,s10,s12,s15,s16."""
from rulesets.mice_and_mystics import bots
from rulesets.mice_and_mystics import rules as R
from rulesets.mice_and_mystics.rules import state as st
from tests.mice_and_mystics.mice_rules_kit import GUARD, arrange, chapter


def hint(s):
    seat = R.pending(s).seat
    legal = R.legal_actions(s, seat)
    action, why = bots.advise(R.view(s, seat), legal)
    assert action in legal and why[0].isupper() and "_" not in why
    return action


def hand(s, hero, card):
    s.search_deck.remove(card)
    st.mouse(s, hero)["backpack"].append(card)


def test_M_10_3_the_hint_levels_up_with_6_cheese_into_the_ability_worth_most():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]})
    st.mouse(s, "collin")["cheese"] = 6
    assert hint(s) == ("level_up", "royal_strike")


def test_M_10_2_the_hint_equips_a_weapon_that_fights_better_and_not_one_that_fights_worse():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]})
    hand(s, "collin", "Thimble Hammer")          # melee +2 in both paws beats sword +1 and shield
    assert hint(s) == ("equip", "Thimble Hammer")
    s = arrange(chapter(), {"collin": [GUARD, "s15"]})
    hand(s, "collin", "Sling")                   # a ranged +1 would cost him his sword
    assert hint(s)[0] != "equip"


def test_M_10_1_the_hint_hands_a_bow_to_the_archer_beside_the_mouse():
    s = arrange(chapter(), {"collin": [GUARD, "s15"], "wren": [GUARD, "s11"]})
    hand(s, "collin", "Pin Bow")
    assert hint(s) == ("give", "wren", "Pin Bow")


def test_M_5_4_the_hint_pierces_before_attacking_a_strong_defender_and_then_attacks_it():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]},
                minions=[("captain_vast", GUARD, "s11"), ("rat", GUARD, "s14")])
    st.mouse(s, "collin")["abilities"].append("royal_strike")
    st.mouse(s, "collin")["cheese"] = 1
    assert hint(s) == ("ability", "royal_strike", "collin")
    R.apply(s, ("ability", "royal_strike", "collin"))
    assert hint(s) == ("melee", s.minions[0]["label"])      # Captain Vast, not the weaker rat


def test_M_G_6_the_hint_reads_a_scroll_of_mending_on_a_hurt_mouse_beside_it():
    s = arrange(chapter(), {"collin": [GUARD, "s15"], "wren": [GUARD, "s11"]})
    hand(s, "collin", "Scroll of Mending")
    st.mouse(s, "wren")["damage"] = 3
    assert hint(s) == ("use_card", "Scroll of Mending", "wren")


def test_M_G_6_the_hint_plays_a_feint_before_an_attack():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]}, minions=[("rat", GUARD, "s11")])
    hand(s, "collin", "Feint")
    assert hint(s) == ("use_card", "Feint", "collin")


def test_M_3_3_the_hint_starts_a_mouse_with_the_ability_worth_most():
    s = R.setup({"players": 1, "chapter": "cooks_larder"}, 0)
    assert s.decision["kind"] == "choose_ability" and s.decision["hero"] == "collin"
    assert hint(s) == ("take_ability", "royal_strike")


def test_M_5_4_the_hint_guards_a_hurt_mouse_before_ending_the_turn_beside_minions():
    s = arrange(chapter(), {"clove": [GUARD, "s15"], "collin": [GUARD, "s14"]}, turn_of="clove",
                minions=[("rat", GUARD, "s2")])
    st.mouse(s, "clove")["abilities"] = ["blessing"]
    st.mouse(s, "clove")["cheese"] = 1
    st.mouse(s, "collin")["damage"] = 4
    s.turn["action"], s.turn["move"] = True, "done"
    assert hint(s) == ("ability", "blessing", "collin")
