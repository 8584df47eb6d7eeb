"""Mice and Mystics line of sight (M-7.7) and movement costs (M-6.4, M-6.5, M-6.10, M-6.11)."""
import copy

import pytest

from engine.rules.protocol import IllegalAction
from rulesets.mice_and_mystics import data as mdata
from rulesets.mice_and_mystics import movement, sight

LIB = mdata.library()


def face(fid):
    return mdata.find_face(LIB, fid)


def test_M_7_7_the_kitchen_wall_blocks_sight_between_its_two_sides():
    kitchen = face("kitchen")
    assert sight.sight_blocker(kitchen, "s4", "s7") == "wall 0"
    assert not sight.has_sight(kitchen, "s4", "s7")


def test_M_7_7_without_the_wall_the_same_line_is_clear():
    kitchen = copy.deepcopy(face("kitchen"))
    kitchen.walls = []
    assert sight.has_sight(kitchen, "s4", "s7")


def test_M_7_7_black_rock_blocks_sight():
    pipes = face("pipes")
    assert sight.sight_blocker(pipes, "s1", "s4") == "black rock 0"
    clear = copy.deepcopy(pipes)
    clear.rock = []
    assert sight.has_sight(clear, "s1", "s4")


def test_M_7_7_a_space_always_sees_itself_and_its_open_neighbours():
    kitchen = face("kitchen")
    seen = sight.visible_from(kitchen, "s5")
    assert "s5" in seen and {"s2", "s4", "s8"} <= seen


def test_M_6_4_crossing_a_yellow_line_with_the_arrow_costs_1_and_against_it_3():
    kitchen = face("kitchen")
    line = kitchen.yellow_lines[0]
    assert (line.between, line.toward) == (["s8", "s5"], "s5")
    assert movement.step_cost(kitchen, "s8", "s5") == 1
    assert movement.step_cost(kitchen, "s5", "s8") == 3


def test_M_13_3_minions_ignore_yellow_lines():
    assert movement.step_cost(face("kitchen"), "s5", "s8", minion=True) == 1


def test_M_6_5_a_red_line_cannot_be_crossed():
    drain = face("drainpipe")
    a, b = drain.red_lines[0].between
    with pytest.raises(IllegalAction) as err:
        movement.step_cost(drain, a, b)
    assert err.value.rule_id == "M-6.5"


def test_M_6_2_a_step_to_a_space_that_is_not_adjacent_is_refused():
    with pytest.raises(IllegalAction) as err:
        movement.step_cost(face("kitchen"), "s1", "s10")
    assert err.value.rule_id == "M-6.2"


def test_M_6_11_no_mouse_swims_against_the_current():
    drain = face("drainpipe")
    up = next(s for s in drain.spaces if s.current_to)
    with pytest.raises(IllegalAction) as err:
        movement.step_cost(drain, up.current_to, up.id)
    assert err.value.rule_id == "M-6.11"


def test_M_6_4_reach_pays_three_to_cross_a_yellow_line_against_its_arrow():
    kitchen = face("kitchen")
    # from s5 the only way into s8 is straight across the yellow line, or round by s9 (2 steps)
    costs = movement.reach(kitchen, "s5", 3)
    assert costs["s8"] == 2
    assert movement.reach(kitchen, "s8", 1)["s5"] == 1


def test_M_6_10_entering_water_ends_the_move():
    # Drainpipe: s4 is water; s3 and everything past it can only be reached by swimming through s4
    drain = face("drainpipe")
    assert movement.reach(drain, "s1", 10) == {"s1": 0, "s2": 1, "s4": 1, "s5": 2}
