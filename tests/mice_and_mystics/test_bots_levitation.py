"""The hint counts a walk as the walk goes: a levitating mouse crosses red lines and the pipes' gaps (M-6.6), the
fishhook and line joins its two spaces (M-18.2), so the hint's step toward a space shortens the walk the rules
allow, never a walk round the gap that the mouse does not need."""
from rulesets.mice_and_mystics import bots, movement
from rulesets.mice_and_mystics import data as mdata

PIPES = mdata.library()["guard_pipes"].face("pipes")     # s3 to s4: one step over a gap to s5, or round by s2


def walk_left(here, goal, aids):
    """The fewest steps still to walk from `here` to `goal` over the crossings the rules allow (each step costs
    one here: the hint's distance leaves the yellow lines' price aside)."""
    far, ring = 0, {here}
    seen = {here}
    while goal not in ring:
        if not ring:
            return 99       # parted by a gap nothing crosses
        ring = {n for sid in ring for n in movement.crossings(PIPES, sid, *aids)} - seen
        seen |= ring
        far += 1
    return far


def test_a_levitating_mouses_hint_steps_across_the_gap_when_that_is_the_short_way_M_6_6():
    aids = (True, ())
    steps = [("step", n) for n in movement.crossings(PIPES, "s3", *aids)]
    chosen = bots.step_toward(PIPES, "s3", "s4", steps, aids)
    assert chosen is not None
    assert walk_left(chosen[1], "s4", aids) < walk_left("s3", "s4", aids)


def test_every_hint_step_of_a_levitating_mouse_on_the_pipes_brings_its_goal_nearer_M_6_6():
    aids = (True, ())
    spaces = [sp.id for sp in PIPES.spaces]
    for here in spaces:
        steps = [("step", n) for n in movement.crossings(PIPES, here, *aids)]
        for goal in spaces:
            if goal == here:
                continue
            chosen = bots.step_toward(PIPES, here, goal, steps, aids)
            assert chosen is not None and walk_left(chosen[1], goal, aids) < walk_left(here, goal, aids), (here, goal)


def test_every_hint_step_over_a_fishhook_and_lines_link_brings_its_goal_nearer_M_18_2():
    aids = (False, (("s4", "s5"),))
    spaces = [sp.id for sp in PIPES.spaces]
    for here in spaces:
        steps = [("step", n) for n in movement.crossings(PIPES, here, *aids)]
        for goal in spaces:
            if goal != here and walk_left(here, goal, aids) < 99:
                chosen = bots.step_toward(PIPES, here, goal, steps, aids)
                assert chosen is not None and walk_left(chosen[1], goal, aids) < walk_left(here, goal, aids), (here, goal)
