"""Team items (M-18): storage, disguise (M-18.1, M-11.7), fishhook and line (M-18.2, M-6.6, M-7.13), fork (M-18.3),
grapes as bait and weapon (M-18.4 to M-18.6). Guard Room: s15-s10,s11,s14; s11-s6,s7,s10,s12,s15,s16;
s7-s2,s3,s6,s8,s11,s12."""
import pytest

from engine.rules.api import IllegalAction
from engine.rules.rng import Rng
from rulesets.mice_and_mystics import rules as R
from rulesets.mice_and_mystics.rules import encounters, grapes, team_items
from rulesets.mice_and_mystics.rules import state as st
from tests.mice_and_mystics.mice_rules_kit import DRAIN, GUARD, arrange, chapter, minion_places


def _flips(rng, coin, *throws) -> bool:
    return rng.randint(0, 1) == coin and all(rng.roll(len(t)) == t for t in throws)


def stored(s, *cards):
    for c in cards:
        s.search_deck.remove(c)
        s.team_storage.append(c)
    return s


def test_M_18_7_a_team_item_found_goes_to_team_storage_not_the_backpack():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]}, faces=(6,))
    s.search_deck.remove("Fork")
    s.search_deck.insert(0, "Fork")
    R.apply(s, ("search",))
    assert s.team_storage == ["Fork"] and st.mouse(s, "collin")["backpack"] == [] and s.decision is None


def test_M_18_1_a_disguise_may_be_spent_to_ignore_the_rat_warriors_of_an_encounter():
    s = stored(arrange(chapter(), {"collin": [GUARD, "s15"]}), "Rat Disguise")
    s.encounter_deck = ["damp_patrol"] + [c for c in s.encounter_deck if c != "damp_patrol"]
    s.hourglass = 6                     # pages 6 on: rat, rat, elite rat
    encounters.draw(s, GUARD)
    assert s.decision["kind"] == "disguise" and s.decision["options"] == ["use", "decline"]
    R.apply(s, ("disguise", "use"))
    while s.decision:
        R.apply(s, R.legal_actions(s, s.decision["seat"])[0])
    assert [m["kind"] for m in s.minions] == ["elite_rat"]
    assert "Rat Disguise" in s.search_deck and s.team_storage == []


def test_M_11_7_declining_the_disguise_lets_every_rat_in():
    s = stored(arrange(chapter(), {"collin": [GUARD, "s15"]}), "Rat Disguise")
    s.encounter_deck = ["damp_patrol"] + [c for c in s.encounter_deck if c != "damp_patrol"]
    encounters.draw(s, GUARD)
    R.apply(s, ("disguise", "decline"))
    while s.decision:
        R.apply(s, R.legal_actions(s, s.decision["seat"])[0])
    assert [m["kind"] for m in s.minions] == ["rat"] and s.team_storage == ["Rat Disguise"]


def test_M_18_2_the_fishhook_links_two_spaces_of_the_room_for_every_mouse():
    s = stored(arrange(chapter(), {"collin": [GUARD, "s15"]}, movement=1), "Fishhook and Line")
    R.apply(s, ("place", "fishhook", "s3"))
    assert s.turn["action"] is False                     # at no action cost
    R.apply(s, ("step", "s3"))
    assert st.mouse(s, "collin")["place"] == [GUARD, "s3"]


def test_M_18_2_the_line_may_not_have_both_ends_in_water():
    s = stored(arrange(chapter(), {"collin": [DRAIN, "s6"]}), "Fishhook and Line")
    with pytest.raises(IllegalAction) as refusal:
        R.apply(s, ("place", "fishhook", "s11"))
    assert refusal.value.rule_id == "M-18.2"


def test_M_6_6_the_fishhook_laid_across_a_pipe_gap_lets_the_mice_cross():
    s = stored(arrange(chapter(), {"collin": [GUARD, "s4"]}), "Fishhook and Line")
    s.tiles[GUARD]["face"] = "pipes"
    with pytest.raises(IllegalAction):
        R.apply(s, ("step", "s5"))
    R.apply(s, ("place", "fishhook", "s5"))
    R.apply(s, ("step", "s5"))
    assert st.mouse(s, "collin")["place"] == [GUARD, "s5"]


def test_M_18_2_taking_the_fishhook_back_is_an_action_at_one_end():
    s = stored(arrange(chapter(), {"collin": [GUARD, "s15"]}), "Fishhook and Line")
    R.apply(s, ("place", "fishhook", "s3"))
    R.apply(s, ("take_back", "fishhook"))
    assert s.team_storage == ["Fishhook and Line"] and s.turn["action"] is True


def test_M_18_2_a_fishhook_left_in_a_room_the_mice_leave_goes_back_into_the_search_deck():
    s = stored(arrange(chapter(), {"collin": [GUARD, "s15"]}), "Fishhook and Line")
    R.apply(s, ("place", "fishhook", "s3"))
    team_items.left_behind(s, GUARD)
    assert s.team_tokens == [] and "Fishhook and Line" in s.search_deck


def test_M_7_13_a_fishhook_flip_space_opens_while_the_team_holds_the_fishhook():
    s = arrange(chapter(), {"collin": [DRAIN, "s5"]})
    s.visited_faces.append("drainpipe")
    assert ("flip",) not in R.legal_actions(s, 0)
    stored(s, "Fishhook and Line")
    assert ("flip",) in R.legal_actions(s, 0)


def test_M_18_3_a_mouse_on_the_fork_launches_another_to_a_space_the_fork_sees():
    s = stored(arrange(chapter(), {"collin": [GUARD, "s15"], "wren": [GUARD, "s15"]}), "Fork")
    R.apply(s, ("place", "fork", ""))
    far = next(a for a in R.legal_actions(s, 0) if a[0] == "launch" and a[1] == "wren")
    R.apply(s, far)
    assert st.mouse(s, "wren")["place"] == [GUARD, far[2]] and s.turn["action"] is True


def test_M_18_3_the_fork_cannot_be_set_down_in_water():
    s = stored(arrange(chapter(), {"collin": [DRAIN, "s6"]}), "Fork")
    with pytest.raises(IllegalAction) as refusal:
        R.apply(s, ("place", "fork", ""))
    assert refusal.value.rule_id == "M-18.3"


def test_M_18_4_a_grape_goes_into_an_empty_space_next_to_the_mouse():
    s = stored(arrange(chapter(), {"collin": [GUARD, "s15"], "wren": [GUARD, "s14"]}), "Grapes")
    with pytest.raises(IllegalAction) as refusal:
        R.apply(s, ("place", "grapes", "s14"))
    assert refusal.value.rule_id == "M-18.4"
    R.apply(s, ("place", "grapes", "s10"))
    assert team_items.tokens(s, "grapes")[0]["spaces"] == ["s10"]


def test_M_18_4_roaches_head_for_the_grape_eat_it_and_leave_with_it():
    # the roach on s7 goes for the grape on s6 (1 step) rather than Collin on s15, and eats instead of attacking
    s = stored(arrange(chapter(), {"collin": [GUARD, "s15"]}, minions=[("roach", GUARD, "s7")], movement=0,
                       faces=(1,)), "Grapes")
    s.team_storage.remove("Grapes")
    s.team_tokens.append({"card": "Grapes", "item": "grapes", "tile": GUARD, "spaces": ["s6"]})
    R.apply(s, ("end_turn",))
    assert s.minions == [] and s.team_tokens == [] and "Grapes" in s.search_deck
    assert st.mouse(s, "collin")["damage"] == 0


def test_M_18_5_a_smashed_grape_is_one_hit_on_every_figure_there():
    # a seed flipping "smashed" (1), then each rat's one defence die a bow: no block, each rat defeated
    s = arrange(chapter(), {"collin": [GUARD, "s15"]}, minions=[("rat", GUARD, "s10"), ("rat", GUARD, "s10")])
    grape = {"card": "Grapes", "item": "grapes", "tile": GUARD, "spaces": ["s10"]}
    s.search_deck.remove("Grapes")
    s.rng = next(Rng(seed) for seed in range(500) if _flips(Rng(seed), 1, [3], [3]))
    grapes.land(s, grape, "a test")
    assert s.minions == [] and "Grapes" in s.search_deck


def test_M_18_5_a_whole_grape_knocks_down_every_figure_and_stays():
    s = arrange(chapter(), {"collin": [GUARD, "s10"]}, minions=[("rat", GUARD, "s10"), ("spider", GUARD, "s4")])
    s.search_deck.remove("Grapes")
    s.rng = next(Rng(seed) for seed in range(100) if Rng(seed).randint(0, 1) == 0)
    grapes.land(s, {"card": "Grapes", "item": "grapes", "tile": GUARD, "spaces": ["s10"]}, "a test")
    assert "knocked_down" in st.mouse(s, "collin")["conditions"] and s.minions[0].get("knocked_down")
    assert not s.minions[1].get("knocked_down") and team_items.tokens(s, "grapes")


def test_M_17_3_a_knocked_down_minion_spends_its_move_standing_up():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]}, minions=[("rat", GUARD, "s7")], movement=0, faces=(3,))
    s.minions[0]["knocked_down"] = True
    R.apply(s, ("end_turn",))
    assert minion_places(s) == {"rat 3": "s7"} and "knocked_down" not in s.minions[0]


def test_M_18_6_a_rat_on_a_grape_lobs_it_at_the_space_with_the_most_mice():
    s = arrange(chapter(), {"collin": [GUARD, "s15"], "wren": [GUARD, "s14"], "tobias": [GUARD, "s14"]},
                minions=[("rat", GUARD, "s7")])
    s.search_deck.remove("Grapes")
    s.team_tokens.append({"card": "Grapes", "item": "grapes", "tile": GUARD, "spaces": ["s7"]})
    assert grapes.rat_lob_target(s, s.minions[0]) == "s14"


def test_M_18_6_no_lob_when_a_mouse_shares_the_grape_and_the_rat():
    s = arrange(chapter(), {"collin": [GUARD, "s7"]}, minions=[("rat", GUARD, "s7")])
    s.search_deck.remove("Grapes")
    s.team_tokens.append({"card": "Grapes", "item": "grapes", "tile": GUARD, "spaces": ["s7"]})
    assert grapes.rat_lob_target(s, s.minions[0]) == ""


def test_M_G_9_the_grape_bait_eater_is_the_roach_with_ants_as_an_alias():
    assert grapes.BAIT_TARGET == ("roach", "ant")


def _drawing(card, hero="collin", faces=(6,), **places):
    s = arrange(chapter(), places or {hero: [GUARD, "s15"]}, turn_of=hero, faces=faces)
    s.search_deck.remove(card)
    s.search_deck.insert(0, card)
    R.apply(s, ("search",))
    return s


def test_M_G_6_the_search_deck_holds_71_cards_of_the_authored_kinds():
    from rulesets.mice_and_mystics import story
    counts = {}
    for c in story.search_deck().cards:
        counts[c.kind] = counts.get(c.kind, 0) + c.count
    assert counts == {"weapon": 20, "armour": 10, "accessory": 6, "scroll": 8, "trick": 8, "team_item": 7,
                      "event": 12}


def test_M_7_8_an_event_is_resolved_when_drawn_and_discarded():
    s = _drawing("Forgotten Crumbs")
    assert st.mouse(s, "collin")["cheese"] == 2 and s.search_discard == ["Forgotten Crumbs"] and s.decision is None


def test_M_12_1_an_alarm_event_puts_cheese_on_the_wheel():
    s = _drawing("The Alarm Bell")
    assert s.cheese_wheel == 2


def test_M_17_5_a_resting_event_heals_the_mice_of_the_room_but_not_poison():
    s = arrange(chapter(), {"collin": [GUARD, "s15"], "wren": [GUARD, "s1"]}, faces=(6,))
    st.mouse(s, "wren")["damage"], st.mouse(s, "wren")["poison"] = 2, 1
    s.search_deck.remove("A Quiet Corner")
    s.search_deck.insert(0, "A Quiet Corner")
    R.apply(s, ("search",))
    assert (st.mouse(s, "wren")["damage"], st.mouse(s, "wren")["poison"]) == (1, 1)


def test_M_11_4_a_mousetrap_event_sets_the_room_s_traps():
    s = _drawing("The Cook's Traps")
    assert [GUARD, "s7"] in s.mousetraps
