"""Room data in play: water and currents (M-6.10, M-6.11), pipe gaps (M-6.6), flips (M-7.11, M-7.12)."""
import pytest

from engine.rules.api import IllegalAction
from rulesets.mice_and_mystics import board, explore, movement
from rulesets.mice_and_mystics import data as mdata

LIB = mdata.library()


def face(fid):
    return mdata.find_face(LIB, fid)


def test_M_6_10_a_mouse_starting_in_water_cannot_step_to_land_for_one_point():
    # Drainpipe s6 is water flowing to s11; its land neighbours s1 s2 s5 s7 s10 are climbs, not steps
    drain = face("drainpipe")
    assert movement.reach(drain, "s6", 5) == {"s6": 0, "s11": 1}


def test_M_6_10_the_land_beside_the_water_is_reached_only_by_climbing():
    assert movement.climb_targets(face("drainpipe"), "s6") == ["s1", "s2", "s5", "s7", "s10"]


def test_M_6_10_a_full_space_cannot_be_climbed_into():
    assert "s7" not in movement.climb_targets(face("drainpipe"), "s6", blocked={"s7"})


def test_M_6_10_climbing_rolls_the_mice_in_the_target_space_plus_one():
    assert movement.climb_dice(0) == 1
    assert movement.climb_dice(2) == 3


def test_M_6_10_a_mouse_on_land_has_no_climb():
    assert movement.climb_targets(face("drainpipe"), "s1") == []


def test_M_6_11_a_current_carries_one_space_downstream():
    assert movement.carried_to(face("drainpipe"), "s6") == ("space", "s11")
    assert movement.carried_to(face("drainpipe"), "s1") is None


def test_M_6_11_the_drainpipe_current_flows_off_the_tile_through_its_south_exit():
    drain = face("drainpipe")
    assert movement.carried_to(drain, "s16") == ("off", "S")
    south = next(e for e in drain.exits if e.side == "S")
    assert "s16" in south.spaces


def test_M_6_6_a_pipe_gap_cannot_be_crossed_on_foot():
    with pytest.raises(IllegalAction) as err:
        movement.step_cost(face("pipes"), "s4", "s5")
    assert err.value.rule_id == "M-6.6"


def test_M_6_6_the_fishhook_or_levitation_crosses_a_pipe_gap():
    pipes = face("pipes")
    assert movement.step_cost(pipes, "s4", "s5", crosses_red=True) == 1
    assert "s5" not in movement.reach(pipes, "s4", 1)
    assert movement.reach(pipes, "s4", 1, crosses_red=True)["s5"] == 1


def test_M_6_6_minions_never_cross_a_pipe_gap():
    with pytest.raises(IllegalAction):
        movement.step_cost(face("pipes"), "s4", "s5", minion=True)


def test_M_6_6_each_pipe_gap_parts_two_spaces_across_black_rock():
    pipes = face("pipes")
    assert [g.between for g in pipes.gaps] == [["s4", "s5"], ["s2", "s8"], ["s10", "s13"], ["s13", "s14"]]


def test_M_6_5_the_fishhook_crosses_a_red_line_too():
    assert movement.step_cost(face("drainpipe"), "s8", "s12", crosses_red=True) == 1


def test_M_6_8_full_spaces_are_neither_entered_nor_passed():
    kitchen = face("kitchen")
    # s1 to s11 is 2 steps through s6; with s6 full the way round by s2 s3 s7 is 4
    assert movement.reach(kitchen, "s1", 2)["s11"] == 2
    assert "s6" not in movement.reach(kitchen, "s1", 4, blocked={"s6"})
    assert movement.reach(kitchen, "s1", 4, blocked={"s6"})["s11"] == 4


def test_M_6_9_a_mouse_entering_a_minion_space_stops_there():
    reach = movement.reach(face("kitchen"), "s1", 2, stops={"s6"})
    assert reach["s6"] == 1 and "s11" not in reach


def _down_the_drain():
    layout = mdata.load_layout(next(p for p in mdata.shipped_layouts() if p.endswith("down_the_drain.yaml")))
    return list(layout.tiles)


def test_M_7_12_a_flip_in_play_is_unconditional_even_when_exits_then_meet_nothing():
    placed = _down_the_drain()
    drain = next(i for i, p in enumerate(placed) if p.face == "drainpipe")
    after = explore.flip_tile(LIB, placed, drain)
    assert after[drain].face == "kitchen"
    others = [p for i, p in enumerate(after) if i != drain]
    # the composer would refuse the Kitchen here (its exits do not meet the neighbours')
    assert board.placement_problems(LIB, others, after[drain])
    assert explore.flip_landing(LIB, after[drain]) == ["s16"]


def test_M_7_12_a_flip_keeps_the_arrow_direction():
    placed = _down_the_drain()
    after = explore.flip_tile(LIB, placed, 0)
    assert board.arrow_side(board.face_of(LIB, after[0]), after[0].turns) == \
        board.arrow_side(board.face_of(LIB, placed[0]), placed[0].turns)


def test_M_7_11_exploring_into_a_room_of_the_exit_colour_needs_no_flip():
    placed = _down_the_drain()
    out, there, spaces = explore.explore_exit(LIB, placed, 0, 3)
    assert (out[there].face, spaces) == ("drainpipe", ["s9", "s14"])


def test_M_7_11_exploring_turns_the_next_room_to_the_exit_colour_whatever_its_other_edges_meet():
    placed = _down_the_drain()
    drain = next(i for i, p in enumerate(placed) if p.face == "drainpipe")
    placed[drain] = board.flipped(LIB, placed[drain])          # the Kitchen (orange) lies there now
    out, there, spaces = explore.explore_exit(LIB, placed, 0, 3)  # the Guard Room's blue east exit
    assert out[there].face == "drainpipe" and spaces == ["s9", "s14"]


def test_M_7_11_an_exit_with_no_lined_up_exit_beyond_is_refused():
    placed = _down_the_drain()
    with pytest.raises(IllegalAction) as err:
        explore.explore_exit(LIB, placed, 1, 2)   # Drainpipe west: the Pipes side has nothing there
    assert err.value.rule_id == "M-7.11"


def test_M_7_11_an_exit_onto_an_empty_cell_is_refused():
    with pytest.raises(IllegalAction):
        explore.explore_exit(LIB, _down_the_drain(), 0, 0)
