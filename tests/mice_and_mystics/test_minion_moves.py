"""Minion distances and routes, hand-computed on the Kitchen and Drainpipe faces (M-13, M-11.2, M-G.10)."""
from rulesets.mice_and_mystics import data as mdata
from rulesets.mice_and_mystics import minion_moves as mm
from rulesets.mice_and_mystics import sight

LIB = mdata.library()


def face(fid):
    return mdata.find_face(LIB, fid)


def test_M_13_3_minions_cross_red_lines():
    # Drainpipe: a red line parts s8 from s12; a mouse walks s4 s3 s7 s12 (3), a minion s4 s8 s12 (2)
    assert mm.distances(face("drainpipe"), "s4")["s12"] == 2


def test_M_6_13_minions_ignore_water():
    # Drainpipe s6 and s11 are water: a minion walks s1 s6 s11 straight through
    assert mm.distances(face("drainpipe"), "s1")["s11"] == 2


def test_M_13_3_minions_ignore_yellow_lines():
    # Kitchen: the yellow line s10 -> s6 costs a mouse 3 against it; a minion steps it for 1
    assert mm.distances(face("kitchen"), "s6")["s10"] == 1


def test_M_6_14_minions_walk_over_mousetraps():
    # Kitchen s12 holds a trap: s8 s12 s16
    assert mm.distances(face("kitchen"), "s8")["s16"] == 2


def test_M_6_6_minions_never_cross_a_pipe_gap():
    assert "s5" not in mm.neighbours(face("pipes"), "s4")
    assert mm.distances(face("pipes"), "s4")["s5"] > 1


def test_M_13_4_the_nearest_mouse_ties_go_up_the_initiative_track():
    # from Kitchen s6: Wren at s17 is 3 steps, Collin at s13 and Tobias at s4 are 2 each
    mice = [("wren", "s17"), ("collin", "s13"), ("tobias", "s4")]
    assert mm.nearest_mice(face("kitchen"), "s6", mice) == ["collin", "tobias"]


def test_M_13_4_a_mouse_in_another_room_is_not_counted():
    assert mm.nearest_mice(face("kitchen"), "s6", [("wren", "elsewhere")]) == []


def test_M_13_4_a_melee_minion_walks_the_shortest_route_to_the_mouse():
    # Kitchen s1 to a mouse on s10: s1 s6 s10, reached with a die of 3 (it stops there)
    assert mm.route_ends(face("kitchen"), "s1", "s10", 3) == ["s10"]


def test_M_13_4_a_short_roll_stops_partway_along_the_route():
    # Kitchen s1 toward s11 with 1: only s6 is one step closer (s2 and s5 are not)
    assert mm.route_ends(face("kitchen"), "s1", "s11", 1) == ["s6"]


def test_M_13_4_a_full_space_is_walked_round_and_the_minion_gets_as_close_as_it_can():
    # s6 full: from s1 with 3 the best is s14 (one from s10), via s5 s9 s14
    assert mm.route_ends(face("kitchen"), "s1", "s10", 3, full={"s6"}) == ["s14"]


def test_M_G_10_two_equally_good_stops_are_both_offered():
    # Kitchen s3 toward s16 with 2: s11 (s3 s7 s11) and s12 (s3 s7 s12) are each one from s16
    assert mm.route_ends(face("kitchen"), "s3", "s16", 2) == ["s11", "s12"]


def test_M_13_4_a_minion_in_the_mouse_space_stays():
    assert mm.route_ends(face("kitchen"), "s9", "s9", 3) == ["s9"]


def test_M_13_4_a_full_mouse_space_is_approached_not_entered():
    # a mouse space full of mice: the minion stops next to it
    ends = mm.route_ends(face("kitchen"), "s1", "s10", 3, full={"s10"})
    assert ends == ["s6"]


def test_M_13_5_a_ranged_minion_that_sees_a_mouse_stays():
    kitchen = face("kitchen")
    sees = lambda a, b: sight.has_sight(kitchen, a, b)  # noqa: E731
    assert sight.has_sight(kitchen, "s1", "s6")
    assert mm.ranged_route_ends(kitchen, "s1", "s6", 3, ["s6"], sees) == ["s1"]


def test_M_13_5_a_ranged_minion_stops_as_soon_as_it_sees_a_mouse():
    kitchen = face("kitchen")
    sees = lambda a, b: sight.has_sight(kitchen, a, b)  # noqa: E731
    # s9 and s10 are parted by the wall: a ranged minion at s10 cannot see a mouse on s9
    assert not sight.has_sight(kitchen, "s10", "s9")
    ends = mm.ranged_route_ends(kitchen, "s10", "s9", 3, ["s9"], sees)
    assert ends and all(sight.has_sight(kitchen, e, "s9") for e in ends)
    assert all(mm.distances(kitchen, "s10")[e] == 1 for e in ends)


def test_M_11_2_small_ranged_minions_enter_farthest_from_the_mice():
    kitchen = face("kitchen")
    # entries s1 and s4; a mouse on s17 is 4 from s1 (s1 s6 s11 s16 s17) and 3 from s4 (s4 s8 s12 s17)
    assert mm.farthest_entries(kitchen, ["s1", "s4"], ["s17"]) == ["s1"]
    # a mouse on s6 is 1 from s1 and 2 from s4
    assert mm.farthest_entries(kitchen, ["s1", "s4"], ["s6"]) == ["s4"]


def test_M_11_2_equally_far_entries_are_all_offered_and_full_ones_left_out():
    kitchen = face("kitchen")
    # a mouse on s11 is 2 from s1 (s1 s6 s11) and 2 from s4 (s4 s7 s11): the players choose
    assert mm.farthest_entries(kitchen, ["s1", "s4"], ["s11"]) == ["s1", "s4"]
    # a mouse on s13 is 3 from s1 (s1 s5 s9 s13) and 4 from s4 (s4 s3 s6 s9 s13)
    assert mm.farthest_entries(kitchen, ["s1", "s4"], ["s13"]) == ["s4"]
    assert mm.farthest_entries(kitchen, ["s1", "s4"], ["s17"], full={"s1"}) == ["s4"]
