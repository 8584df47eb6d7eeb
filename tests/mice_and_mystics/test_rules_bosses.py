"""Bosses (M-4.3, M-8.2, M-13.7), greedy roaches (M-11.6) and Brodie the cat (M-14) on the Guard Room.

Guard Room adjacency used below: s7-s2,s3,s6,s8,s11,s12; s11-s6,s7,s10,s12,s15,s16; s15-s10,s11,s14;
s10-s6,s9,s11,s14,s15; s16-s11,s12,s17."""
from rulesets.mice_and_mystics import rules as R
from rulesets.mice_and_mystics import story
from rulesets.mice_and_mystics.rules import brodie, cards, flow, hits, surges
from rulesets.mice_and_mystics.rules import state as st
from tests.mice_and_mystics.mice_rules_kit import GUARD, arrange, chapter


def vast_cards(s):
    return [c for c in s.initiative if c.get("minion") == "captain_vast"]


def test_M_4_3_captain_vast_enters_with_2_of_his_3_cards():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]}, order=["collin", "wren", "tobias", "clove"])
    flow.place_minion(s, "captain_vast", [GUARD, "s4"])
    flow.add_minion_cards(s, ["captain_vast"])
    ids = [c["card"] for c in vast_cards(s)]
    assert len(ids) == 2 and len(set(ids)) == 2
    assert set(ids) <= {c.id for c in story.minion("captain_vast").cards}


def test_M_4_3_on_a_track_holding_minion_cards_the_first_boss_card_ambushes():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]}, minions=[("rat", GUARD, "s4")],
                order=["collin", "rat", "wren", "tobias", "clove"])
    flow.place_minion(s, "captain_vast", [GUARD, "s5"])
    flow.add_minion_cards(s, ["captain_vast"])
    assert any(e.kind == "ambush" for e in R.log(s))


def test_M_8_2_damage_to_a_boss_with_two_cards_goes_on_the_card_the_players_choose():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]}, order=["collin", "wren", "tobias", "clove"])
    vast = flow.place_minion(s, "captain_vast", [GUARD, "s11"])
    flow.add_minion_cards(s, ["captain_vast"])
    cards.damage_minion(s, vast, 2, "a test", "collin")
    assert s.decision["kind"] == "boss_damage"
    first = s.decision["options"][0]
    R.apply(s, ("card", first))
    assert next(c for c in vast_cards(s) if c["card"] == first)["damage"] == 2


def test_M_8_2_a_boss_card_whose_damage_reaches_its_health_leaves_the_track_alone():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]}, order=["collin", "wren", "tobias", "clove"])
    vast = flow.place_minion(s, "captain_vast", [GUARD, "s11"])
    flow.add_minion_cards(s, ["captain_vast"])
    cards.damage_minion(s, vast, 4, "a test")
    R.apply(s, ("card", s.decision["options"][0]))
    assert len(vast_cards(s)) == 1 and st.minion_by_label(s, vast["label"]) is not None


def test_M_8_2_the_boss_is_defeated_when_its_last_card_goes():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]}, order=["collin", "wren", "tobias", "clove"])
    vast = flow.place_minion(s, "captain_vast", [GUARD, "s11"])
    flow.add_minion_cards(s, ["captain_vast"])
    s.initiative.remove(vast_cards(s)[0])
    cards.damage_minion(s, vast, 4, "a test")
    assert s.decision is None and not s.minions and not vast_cards(s)


def test_M_13_7_captain_vast_is_not_a_rat_warrior_to_rules_aimed_at_rats():
    assert story.minion("captain_vast").boss and story.minion("captain_vast").id != "rat"


def test_M_17_1_captain_vast_s_blows_stun():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]})
    m = st.mouse(s, "collin")
    hits.land(s, "captain_vast", m, 1, "a test")
    assert m["conditions"] == ["stunned"] and m["damage"] == 1


def test_M_11_6_greedy_roaches_turn_every_roach_in_play_greedy_and_share_its_card():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]}, minions=[("roach", GUARD, "s4")])
    surges.enter(s, GUARD, ["greedy_roach"], "a test")
    while s.decision:
        R.apply(s, R.legal_actions(s, s.decision["seat"])[0])
    assert [m["kind"] for m in s.minions] == ["roach", "roach"]
    assert all(m.get("variant") == "greedy_roach" for m in s.minions)
    assert [c.get("minion") for c in s.initiative].count("roach") == 1


def test_M_11_6_cheese_a_greedy_roach_steals_goes_on_the_wheel():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]})
    roach = flow.place_minion(s, "greedy_roach", [GUARD, "s11"])
    m = st.mouse(s, "collin")
    m["cheese"] = 2
    hits.land(s, "roach", m, 2, "a test", roach)
    assert m["cheese"] == 0 and s.cheese_wheel == 2


def test_M_14_1_brodie_s_paw_fills_no_space():
    s = arrange(chapter(), {"collin": [GUARD, "s15"], "wren": [GUARD, "s15"], "tobias": [GUARD, "s15"]},
                minions=[("brodie", GUARD, "s15")])
    assert not st.is_full(s, [GUARD, "s15"]) and st.minions_at(s, [GUARD, "s15"]) == []


def test_M_14_2_brodie_has_two_cards_each_a_turn():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]}, order=["collin", "wren", "tobias", "clove"])
    flow.place_minion(s, "brodie", [GUARD, "s4"])
    flow.add_minion_cards(s, ["brodie"])
    assert sorted(c["card"] for c in s.initiative if "card" in c) == ["brodie_pounce", "brodie_prowl"]


def test_M_14_3_brodie_pounces_on_the_fullest_space_of_his_room():
    s = arrange(chapter(), {"collin": [GUARD, "s15"], "wren": [GUARD, "s10"], "tobias": [GUARD, "s10"]},
                minions=[("brodie", GUARD, "s4"), ("rat", GUARD, "s16")])
    cat = s.minions[0]
    assert brodie.pounce_spaces(s, cat) == ["s10"]


def test_M_14_3_equally_full_spaces_go_to_the_one_with_the_highest_figure_on_the_track():
    s = arrange(chapter(), {"collin": [GUARD, "s15"], "wren": [GUARD, "s10"]},
                minions=[("brodie", GUARD, "s4")], order=["wren", "brodie", "collin", "tobias", "clove"],
                turn_of="wren")
    assert brodie.pounce_spaces(s, s.minions[0]) == ["s10"]


def test_M_14_3_a_pounce_attacks_every_figure_in_the_space_each_defending():
    s = arrange(chapter(), {"collin": [GUARD, "s10"], "wren": [GUARD, "s10"]},
                minions=[("brodie", GUARD, "s4")], faces=(1, 3, 3, 3, 3))   # a sword; no shields
    brodie.finish_pounce(s, s.minions[0], "s10")
    assert st.mouse(s, "collin")["damage"] == 1 and st.mouse(s, "wren")["damage"] == 1
    assert s.minions[0]["place"] == [GUARD, "s10"]


def test_M_14_4_brodie_prowls_to_the_nearest_mouse_then_on_to_the_next():
    face = st.face(chapter(), GUARD)
    # from s7 with 3: Collin on s11 is 1 away; then Wren on s15 is 1 from s11; one step is left over
    routes = brodie.prowl_routes(face, "s7", 3, ["s11", "s15"])
    assert routes == [("s7", "s11", "s15")]


def test_M_14_4_if_every_mouse_shares_his_space_brodie_does_not_move():
    face = st.face(chapter(), GUARD)
    assert brodie.prowl_routes(face, "s11", 6, ["s11"]) == [("s11",)]


def test_M_14_1_cheese_brodie_rolls_stays_off_the_wheel():
    s = arrange(chapter(), {"collin": [GUARD, "s11"]}, minions=[("brodie", GUARD, "s11")],
                faces=(5, 5, 5, 5, 4, 4))
    from rulesets.mice_and_mystics.rules import minion_turns
    minion_turns.attack(s, s.minions[0])
    assert s.cheese_wheel == 0
