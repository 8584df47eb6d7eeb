"""Minion turns by the fixed rules (M-13), with hand-computed positions on the Guard Room.

Guard Room adjacency used below: s3-s2,s4,s7,s8; s7-s2,s3,s6,s8,s11,s12; s11-s6,s7,s10,s12,s15,s16;
s12-s7,s8,s11,s13,s16,s17; s15-s10,s11,s14; s16-s11,s12,s17. Each test ends Prince Collin's turn so the
rat card (next on the track) plays, then looks where the rats stand.
"""
from rulesets.mice_and_mystics import rules as R
from rulesets.mice_and_mystics.rules import minion_turns
from rulesets.mice_and_mystics.rules import state as st
from tests.mice_and_mystics.mice_rules_kit import GUARD, arrange, chapter, minion_places


def rats_turn(mice, minions, faces, order=None, turn_of="collin", **kw):
    s = arrange(chapter(**kw), mice, minions=minions, order=order, turn_of=turn_of, movement=0, faces=faces)
    R.apply(s, ("end_turn",))
    return s


def test_M_13_4_a_rat_rolling_1_steps_one_space_along_the_shortest_route():
    # s7 to Collin on s15: s7 s11 s15; a 1 takes it to s11
    s = rats_turn({"collin": [GUARD, "s15"]}, [("rat", GUARD, "s7")], faces=(1,))
    assert minion_places(s) == {"rat 3": "s11"}


def test_M_13_4_a_rat_rolling_2_reaches_the_mouse_space():
    s = rats_turn({"collin": [GUARD, "s15"]}, [("rat", GUARD, "s7")], faces=(2,))
    assert minion_places(s) == {"rat 3": "s15"}


def test_M_13_4_a_rat_with_moves_to_spare_stops_in_the_mouse_space():
    # a 3 would carry it past, but it stops on reaching Collin (2 steps)
    s = rats_turn({"collin": [GUARD, "s15"]}, [("rat", GUARD, "s7")], faces=(3,))
    assert minion_places(s) == {"rat 3": "s15"}


def test_M_13_4_a_rat_in_a_mouse_space_does_not_move():
    s = rats_turn({"collin": [GUARD, "s15"]}, [("rat", GUARD, "s15")], faces=(3,))
    assert minion_places(s) == {"rat 3": "s15"}


def test_M_13_4_two_equally_near_mice_the_rat_heads_for_the_one_higher_on_the_track():
    # from s11, Collin on s15 and Wren on s10 are 1 step each
    mice = {"collin": [GUARD, "s15"], "wren": [GUARD, "s10"]}
    s = rats_turn(mice, [("rat", GUARD, "s11")], faces=(1,), order=["collin", "rat", "wren", "tobias", "clove"])
    assert minion_places(s) == {"rat 3": "s15"}
    s = rats_turn(mice, [("rat", GUARD, "s11")], faces=(1,), order=["wren", "collin", "rat", "tobias", "clove"])
    assert minion_places(s) == {"rat 3": "s10"}


def test_M_G_10_two_equally_good_stops_are_the_players_choice():
    # s3 toward Collin on s16 with 1: s7 and s8 are both 2 from s16 (s7 s11|s12 s16, s8 s12 s16)
    s = rats_turn({"collin": [GUARD, "s16"]}, [("rat", GUARD, "s3")], faces=(1,))
    p = R.pending(s)
    assert p.kind == "minion_stop" and p.seat == 0
    assert R.legal_actions(s, 0) == [("stop", "s7"), ("stop", "s8")]
    assert minion_places(s) == {"rat 3": "s3"}
    R.apply(s, ("stop", "s8"))
    assert minion_places(s) == {"rat 3": "s8"} and R.pending(s).kind == "mouse_turn"


def test_M_13_2_the_player_whose_mouse_is_lowest_on_the_track_settles_a_tie():
    s = rats_turn({"collin": [GUARD, "s16"]}, [("rat", GUARD, "s3")], faces=(1,), players=2,
                  order=["collin", "rat", "wren", "tobias", "clove"])
    # Sister Clove is last on the track; with 2 players she is run by the second
    assert R.pending(s).seat == 1


def test_M_6_8_a_rat_does_not_enter_or_pass_a_full_space_and_stays_if_nothing_is_closer():
    # s11 holds 4 elite rats; from s7 with 1 every reachable space is still 2 from s15
    minions = [("rat", GUARD, "s7")] + [("elite_rat", GUARD, "s11")] * 4
    s = rats_turn({"collin": [GUARD, "s15"]}, minions, faces=(1,),
                  order=["collin", "rat", "elite_rat", "wren", "tobias", "clove"])
    assert minion_places(s)["rat 3"] == "s7"


def test_M_6_8_a_rat_walks_round_a_full_space():
    # with 2 the rat goes s7 s6 s10, next to Collin on s15 (s16, beyond s12, is still 2 from s15)
    minions = [("rat", GUARD, "s7")] + [("elite_rat", GUARD, "s11")] * 4
    s = rats_turn({"collin": [GUARD, "s15"]}, minions, faces=(2,),
                  order=["collin", "rat", "elite_rat", "wren", "tobias", "clove"])
    assert minion_places(s)["rat 3"] == "s10"


def test_M_13_2_the_figure_nearest_a_mouse_moves_first():
    # rat on s11 (1 from Collin) goes before the rat on s3 (3 from Collin): it fills s15 first
    s = rats_turn({"collin": [GUARD, "s15"]}, [("rat", GUARD, "s3"), ("rat", GUARD, "s11")], faces=(1, 1))
    moves = [e.data["minion"] for e in R.log(s) if e.kind == "minion_moves"]
    assert moves[0] == "rat 4"


def test_M_13_6_the_rat_attacks_the_nearest_mouse_not_yet_attacked_this_round():
    s = arrange(chapter(), {"collin": [GUARD, "s11"], "wren": [GUARD, "s15"]}, minions=[("rat", GUARD, "s11")])
    rat = s.minions[0]
    assert minion_turns.choose_target(s, rat) == "collin"
    s.attacked = ["collin"]
    assert minion_turns.choose_target(s, rat) == "wren"
    s.attacked = ["collin", "wren"]
    assert minion_turns.choose_target(s, rat) == "collin"


def test_M_13_6_equally_near_unattacked_mice_go_by_the_track():
    s = arrange(chapter(), {"collin": [GUARD, "s15"], "wren": [GUARD, "s10"]}, minions=[("rat", GUARD, "s11")],
                order=["wren", "collin", "rat", "tobias", "clove"], turn_of="wren")
    assert minion_turns.choose_target(s, s.minions[0]) == "wren"


def test_M_G_8_a_melee_rat_attacks_only_a_mouse_in_or_next_to_its_space():
    s = arrange(chapter(), {"collin": [GUARD, "s14"]}, minions=[("rat", GUARD, "s7")])
    assert minion_turns.targets(s, s.minions[0]) == []


def test_M_13_5_a_rat_archer_that_sees_a_mouse_stays_and_shoots():
    s = rats_turn({"collin": [GUARD, "s15"]}, [("rat_archer", GUARD, "s9")], faces=(3,),
                  order=["collin", "rat_archer", "wren", "tobias", "clove"])
    assert minion_places(s) == {"rat_archer 3": "s9"}
    assert any(e.kind == "minion_attacks" for e in R.log(s))


def test_M_13_5_a_rat_archer_without_sight_stops_as_soon_as_it_sees_a_mouse():
    from rulesets.mice_and_mystics import sight
    s = rats_turn({"collin": [GUARD, "s14"]}, [("rat_archer", GUARD, "s12")], faces=(3,),
                  order=["collin", "rat_archer", "wren", "tobias", "clove"])
    end = minion_places(s)["rat_archer 3"]
    face = st.face(s, GUARD)
    assert not sight.has_sight(face, "s12", "s14") and sight.has_sight(face, end, "s14")
    # one step from s12 already sees Collin (s11, among others); it goes no further
    assert end in face.space("s12").adjacent


def test_M_13_4_a_minion_with_no_mouse_in_its_room_stays():
    s = rats_turn({"collin": [2, "s1"]}, [("rat", GUARD, "s7")], faces=(3,))
    assert minion_places(s) == {"rat 3": "s7"}
