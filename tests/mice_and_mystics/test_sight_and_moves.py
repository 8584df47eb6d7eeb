"""Mice and Mystics line of sight (M-7.7) and movement costs (M-6.4, M-6.5, M-6.10, M-6.11)."""
import copy

import pytest

from engine.rules.api import IllegalAction
from rulesets.mice_and_mystics import data as mdata
from rulesets.mice_and_mystics import movement, sight

LIB = mdata.library()


def face(fid):
    return mdata.find_face(LIB, fid)


def test_M_7_7_the_kitchen_wall_blocks_sight_between_its_two_sides():
    # s9 and s10 lie side by side on the Kitchen's third row, parted by its wall
    kitchen = face("kitchen")
    assert sight.sight_blocker(kitchen, "s9", "s10") == "wall 0"
    assert not sight.has_sight(kitchen, "s9", "s10")
    assert "s10" not in kitchen.space("s9").adjacent


def test_M_7_7_without_the_wall_the_same_line_is_clear():
    kitchen = copy.deepcopy(face("kitchen"))
    kitchen.walls = []
    assert sight.has_sight(kitchen, "s9", "s10")


def test_M_7_7_black_rock_blocks_sight():
    pipes = face("pipes")
    assert sight.sight_blocker(pipes, "s1", "s5") == "black rock 0"
    clear = copy.deepcopy(pipes)
    clear.rock = []
    assert sight.has_sight(clear, "s1", "s5")


def test_M_7_7_a_big_decoration_blocks_sight_across_its_space():
    # the stove stands in s3, between s2 and s4 on the Kitchen's top row
    kitchen = face("kitchen")
    assert sight.sight_blocker(kitchen, "s2", "s4") == "the stove"
    clear = copy.deepcopy(kitchen)
    clear.decorations = []
    assert sight.has_sight(clear, "s2", "s4")


def test_M_6_7_a_decoration_hides_nothing_from_the_space_it_stands_in():
    kitchen = face("kitchen")
    assert {"s2", "s4", "s6"} <= sight.visible_from(kitchen, "s3")


def test_M_7_7_a_space_always_sees_itself_and_its_open_neighbours():
    kitchen = face("kitchen")
    seen = sight.visible_from(kitchen, "s11")
    assert kitchen.space("s11").adjacent == ["s6", "s7", "s10", "s12", "s15", "s16"]
    assert seen >= {"s11", "s6", "s7", "s10", "s12", "s15", "s16"}


def test_M_6_4_crossing_a_yellow_line_with_the_arrow_costs_1_and_against_it_3():
    kitchen = face("kitchen")
    line = kitchen.yellow_lines[0]
    assert (line.between, line.toward) == (["s10", "s6"], "s6")
    assert movement.step_cost(kitchen, "s10", "s6") == 1
    assert movement.step_cost(kitchen, "s6", "s10") == 3


def test_M_13_3_minions_ignore_yellow_lines():
    assert movement.step_cost(face("kitchen"), "s6", "s10", minion=True) == 1


def test_M_6_5_a_red_line_cannot_be_crossed():
    drain = face("drainpipe")
    a, b = drain.red_lines[0].between
    with pytest.raises(IllegalAction) as err:
        movement.step_cost(drain, a, b)
    assert err.value.rule_id == "M-6.5"


def test_M_6_2_a_step_to_a_space_that_is_not_adjacent_is_refused():
    with pytest.raises(IllegalAction) as err:
        movement.step_cost(face("kitchen"), "s1", "s17")
    assert err.value.rule_id == "M-6.2"


def test_M_6_11_no_mouse_swims_against_the_current():
    drain = face("drainpipe")
    up = next(s for s in drain.spaces if s.current_to)
    with pytest.raises(IllegalAction) as err:
        movement.step_cost(drain, up.current_to, up.id)
    assert err.value.rule_id == "M-6.11"


def test_M_6_4_reach_pays_three_to_cross_a_yellow_line_against_its_arrow():
    kitchen = face("kitchen")
    # from the counter (s6) into s10 is straight across the yellow line (3), or round by s11 (2 steps)
    assert set(kitchen.space("s6").adjacent) & set(kitchen.space("s10").adjacent) == {"s11"}
    costs = movement.reach(kitchen, "s6", 3)
    assert costs["s10"] == 2
    assert movement.reach(kitchen, "s10", 1)["s6"] == 1


def test_M_6_10_entering_water_ends_the_move():
    # Drainpipe: s6 is water beside s1; through it s11 would be 2 steps away, but the swim stops in s6,
    # so the mouse walks round by s2 and s7 (3 steps)
    drain = face("drainpipe")
    assert drain.space("s6").water and {"s1", "s11"} <= set(drain.space("s6").adjacent)
    costs = movement.reach(drain, "s1", 10)
    assert costs["s6"] == 1
    assert costs["s11"] == 3
    dry = copy.deepcopy(drain)
    dry.space("s6").water = False
    assert movement.reach(dry, "s1", 10)["s11"] == 2
