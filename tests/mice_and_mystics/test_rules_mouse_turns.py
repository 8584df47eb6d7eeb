"""A mouse's turn: the move (M-6), one action (M-5, M-7), conditions (M-17), each refusal with its rule id."""
import pytest

from engine.rules.api import IllegalAction
from rulesets.mice_and_mystics import rules as R
from rulesets.mice_and_mystics.rules import state as st
from tests.mice_and_mystics.mice_rules_kit import DRAIN, GUARD, arrange, chapter, minion_places, place


def refused(s, action):
    before = R.state_hash(s)
    with pytest.raises(IllegalAction) as err:
        R.apply(s, action)
    assert R.state_hash(s) == before
    return err.value.rule_id


def test_M_6_1_a_turn_begins_with_the_die_number_plus_move():
    s = chapter(seed=1)
    event = next(e for e in R.log(s) if e.kind == "turn_begins")
    hero, die = event.data["hero"], event.data["die"]
    assert s.turn["movement"] == R.dice.movement(die) + R.story.hero(hero).move


def test_M_6_2_a_step_goes_to_an_adjacent_space_and_costs_1():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]}, movement=2)
    R.apply(s, ("step", "s11"))
    assert place(s, "collin") == [GUARD, "s11"] and s.turn["movement"] == 1
    assert refused(s, ("step", "s4")) == "M-6.2"


def test_M_6_1_a_step_beyond_the_movement_left_is_refused():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]}, movement=1)
    R.apply(s, ("step", "s11"))
    assert refused(s, ("step", "s7")) == "M-6.1"


def test_M_6_8_a_full_space_cannot_be_entered():
    s = arrange(chapter(), {"collin": [GUARD, "s15"], "wren": [GUARD, "s11"], "tobias": [GUARD, "s11"],
                            "clove": [GUARD, "s11"]}, minions=[("rat", DRAIN, "s1")], movement=3)
    R.flow.place_minion(s, "rat", [GUARD, "s11"])
    assert st.is_full(s, [GUARD, "s11"])
    assert refused(s, ("step", "s11")) == "M-6.8"


def test_M_6_9_a_mouse_entering_a_minion_space_stops():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]}, minions=[("rat", GUARD, "s11")], movement=3)
    R.apply(s, ("step", "s11"))
    assert s.turn["movement"] == 0
    assert ("step", "s7") not in R.legal_actions(s, 0)


def test_M_6_9_a_mouse_leaves_a_minion_space_only_with_as_many_mice_as_minions():
    s = arrange(chapter(), {"collin": [GUARD, "s11"]}, minions=[("rat", GUARD, "s11"), ("rat", GUARD, "s11")])
    assert refused(s, ("step", "s15")) == "M-6.9"
    s = arrange(chapter(), {"collin": [GUARD, "s11"], "wren": [GUARD, "s11"]},
                minions=[("rat", GUARD, "s11"), ("rat", GUARD, "s11")])
    R.apply(s, ("step", "s15"))
    assert place(s, "collin") == [GUARD, "s15"]


def test_M_6_9_after_a_scurry_the_mouse_still_leaves_a_minion_space_only_with_enough_mice():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]}, minions=[("rat", GUARD, "s11"), ("rat", GUARD, "s11")],
                movement=1, faces=(6,))
    R.apply(s, ("step", "s11"))
    R.apply(s, ("scurry",))
    assert s.turn["movement"] == 5
    assert refused(s, ("step", "s15")) == "M-6.9"


def test_M_6_10_a_mouse_in_water_cannot_step_to_land():
    s = arrange(chapter(), {"collin": [DRAIN, "s6"]}, movement=5)
    assert refused(s, ("step", "s1")) == "M-6.10"
    assert ("climb", "s1") in R.legal_actions(s, 0)


def test_M_6_10_climbing_out_spends_the_whole_move_and_a_star_climbs():
    s = arrange(chapter(), {"collin": [DRAIN, "s6"]}, movement=5, faces=(6,))
    R.apply(s, ("climb", "s1"))
    assert place(s, "collin") == [DRAIN, "s1"] and s.turn["move"] == "done"


def test_M_6_10_without_a_star_the_mouse_stays_in_the_water():
    s = arrange(chapter(), {"collin": [DRAIN, "s6"]}, movement=5, faces=(1,))
    R.apply(s, ("climb", "s1"))
    assert place(s, "collin") == [DRAIN, "s6"] and s.turn["movement"] == 0


def test_M_6_10_entering_water_ends_the_move():
    s = arrange(chapter(), {"collin": [DRAIN, "s1"]}, movement=5)
    R.apply(s, ("step", "s6"))
    assert s.turn["movement"] == 0


def test_M_6_11_a_mouse_ending_its_turn_in_a_current_is_carried_downstream():
    s = arrange(chapter(), {"collin": [DRAIN, "s6"]}, movement=0)
    R.apply(s, ("end_turn",))
    assert place(s, "collin") == [DRAIN, "s11"]


def test_M_6_11_the_drainpipe_current_carries_a_mouse_off_the_tile_and_it_is_captured():
    s = arrange(chapter(), {"collin": [DRAIN, "s16"]}, movement=0)
    R.apply(s, ("end_turn",))
    m = st.mouse(s, "collin")
    assert m["place"] is None and m["captures"] == 1 and s.hourglass == 2


def test_M_5_1_one_action_a_turn():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]}, minions=[("rat", GUARD, "s11")], faces=(1, 1, 1, 1))
    R.apply(s, ("search",))
    assert refused(s, ("melee", "rat 3")) == "M-5.1"


def test_M_5_1_an_action_after_moving_ends_the_move():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]}, movement=3, faces=(1,))
    R.apply(s, ("step", "s14"))
    R.apply(s, ("search",))
    assert refused(s, ("step", "s9")) == "M-5.1"


def test_M_5_1_a_mouse_may_act_first_and_move_after():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]}, movement=3, faces=(1,))
    R.apply(s, ("search",))
    R.apply(s, ("step", "s14"))
    assert place(s, "collin") == [GUARD, "s14"]


def test_M_7_1_scurry_only_after_moving_and_it_rolls_a_new_move():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]}, movement=1, faces=(6,))
    assert refused(s, ("scurry",)) == "M-7.1"
    R.apply(s, ("step", "s14"))
    R.apply(s, ("scurry",))
    assert s.turn["movement"] == 3 + 2 and s.turn["action"]


def test_M_7_3_melee_reaches_the_same_or_an_adjacent_space_only():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]}, minions=[("rat", GUARD, "s11"), ("rat", GUARD, "s4")])
    assert ("melee", "rat 3") in R.legal_actions(s, 0)
    assert refused(s, ("melee", "rat 4")) == "M-7.3"


def test_M_7_3_a_mouse_without_a_melee_weapon_cannot_attack_in_melee():
    s = arrange(chapter(), {"wren": [GUARD, "s15"]}, minions=[("rat", GUARD, "s11")], turn_of="wren")
    assert refused(s, ("melee", "rat 3")) == "M-7.3"


def test_M_7_4_a_hit_the_minion_cannot_block_defeats_a_one_health_minion():
    # Collin rolls Battle 2 + sword 1 dice; whatever they show, the rat falls exactly when hits beat blocks
    s = arrange(chapter(), {"collin": [GUARD, "s15"]}, minions=[("rat", GUARD, "s11")])
    R.apply(s, ("melee", "rat 3"))
    attack = next(e for e in reversed(R.log(s)) if e.kind == "mouse_attacks")
    assert len(attack.data["faces"]) == 3
    hits = R.dice.hits(attack.data["faces"], False)
    defence = [e for e in R.log(s) if e.kind == "minion_defends"]
    blocks = R.dice.blocks(defence[-1].data["faces"]) if defence else 0
    assert (not s.minions) == (hits > blocks)


def test_M_7_6_a_ranged_attack_must_take_a_minion_next_to_the_mouse_first():
    s = arrange(chapter(), {"wren": [GUARD, "s15"]}, minions=[("rat", GUARD, "s11"), ("rat", GUARD, "s9")],
                turn_of="wren")
    # s9 is in sight but not next to s15; s11 is
    from rulesets.mice_and_mystics import sight
    assert sight.has_sight(st.face(s, GUARD), "s15", "s9") and "s9" not in st.face(s, GUARD).space("s15").adjacent
    assert refused(s, ("ranged", "rat 4")) == "M-7.6"
    assert ("ranged", "rat 3") in R.legal_actions(s, 0)


def test_M_7_7_a_ranged_attack_needs_line_of_sight():
    from rulesets.mice_and_mystics import sight
    s = arrange(chapter(), {"wren": [GUARD, "s14"]}, minions=[("rat", GUARD, "s12")], turn_of="wren")
    assert not sight.has_sight(st.face(s, GUARD), "s14", "s12")
    assert refused(s, ("ranged", "rat 3")) == "M-7.7"


def test_M_7_8_a_star_finds_a_card_to_keep_or_discard_for_cheese():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]}, faces=(6,))
    top = s.search_deck[0]
    R.apply(s, ("search",))
    assert R.pending(s).kind == "search_card" and R.legal_actions(s, 0) == [("keep",), ("sell",)]
    R.apply(s, ("sell",))
    assert st.mouse(s, "collin")["cheese"] == 1 and s.search_discard == [top]


def test_M_7_8_after_a_find_the_mouse_may_not_search_that_tile_again():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]}, faces=(6,))
    R.apply(s, ("search",))
    R.apply(s, ("keep",))
    s.turn["action"] = False            # a later turn
    assert refused(s, ("search",)) == "M-7.8"


def test_M_10_2_a_fourth_card_in_the_backpack_means_discarding_one():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]}, faces=(6,))
    tricks = [c for c in s.search_deck if R.mouse_actions.card_kind(c) == "trick"]     # they take no room
    s.search_deck = [c for c in s.search_deck if c not in tricks]
    s.search_discard = tricks
    st.mouse(s, "collin")["backpack"] = [s.search_deck.pop() for _ in range(3)]
    R.apply(s, ("search",))
    R.apply(s, ("keep",))
    assert R.pending(s).kind == "backpack_full"
    R.apply(s, R.legal_actions(s, 0)[0])
    assert len(st.mouse(s, "collin")["backpack"]) == 3 and not R.invariants(s)


def test_M_7_9_recover_needs_a_condition_and_removes_a_stun():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]})
    assert refused(s, ("recover",)) == "M-7.9"
    st.mouse(s, "collin")["conditions"] = ["stunned"]
    R.apply(s, ("recover",))
    assert st.mouse(s, "collin")["conditions"] == []


def test_M_17_1_a_stunned_mouse_may_move_but_not_fight():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]}, minions=[("rat", GUARD, "s11")])
    st.mouse(s, "collin")["conditions"] = ["stunned"]
    assert refused(s, ("melee", "rat 3")) == "M-17.1"
    R.apply(s, ("step", "s14"))


def test_M_17_2_a_webbed_mouse_may_not_move():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]})
    st.mouse(s, "collin")["conditions"] = ["webbed"]
    assert refused(s, ("step", "s14")) == "M-17.2"


def test_M_7_10_no_exploring_while_a_minion_is_in_the_room():
    s = arrange(chapter(), {"collin": [GUARD, "s13"]}, minions=[("rat", GUARD, "s4")])
    assert refused(s, ("explore", 3)) == "M-7.10"


def test_M_7_11_exploring_needs_the_mouse_beside_the_exit():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]})
    assert refused(s, ("explore", 3)) == "M-7.11"


def test_M_7_14_every_mouse_of_the_room_goes_along_and_M_11_1_the_new_room_has_its_encounter():
    s = arrange(chapter(), {"collin": [GUARD, "s13"], "wren": [GUARD, "s1"], "tobias": [GUARD, "s1"],
                            "clove": [DRAIN, "s2"]}, order=["collin", "wren", "tobias", "clove"])
    R.apply(s, ("explore", 3))
    for _ in range(3):
        R.apply(s, R.legal_actions(s, 0)[0])        # each mouse comes in where it is offered first
    assert {h: place(s, h) for h in ("collin", "wren", "tobias")} == {
        "collin": [DRAIN, "s9"], "wren": [DRAIN, "s9"], "tobias": [DRAIN, "s9"]}
    assert sorted(minion_places(s).values()) == ["s10", "s15", "s3"]
    # M-4.2 (b): the new cards go below the last card on the track
    assert [c.get("minion") for c in s.initiative[4:]] and all("minion" in c for c in s.initiative[4:])
    assert "drainpipe" in s.visited_faces


def test_M_7_12_a_flip_space_turns_the_room_over_and_lands_the_mice_on_the_new_flip_space():
    s = arrange(chapter(), {"collin": [GUARD, "s8"], "wren": [GUARD, "s1"]})
    R.apply(s, ("flip",))
    assert s.tiles[GUARD]["face"] == "pipes"
    assert place(s, "collin") == [GUARD, "s4"] and place(s, "wren") == [GUARD, "s4"]


def test_M_7_13_a_scout_or_tinkerer_flip_space_refuses_others():
    s = arrange(chapter(), {"collin": [3, "s17"]}, movement=0)
    s.visited_faces.append("mouse_hole")
    assert refused(s, ("flip",)) == "M-7.13"
    s = arrange(chapter(), {"tobias": [3, "s17"]}, turn_of="tobias")
    R.apply(s, ("flip",))
    assert s.tiles[3]["face"] == "pantry"


def test_M_5_2_junk_actions_are_refused_with_a_rule_id():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]})
    for junk in [("fly",), ("step",), ("step", 3), ("explore", "3"), ("melee", "nobody")]:
        assert refused(s, junk).startswith("M-")
