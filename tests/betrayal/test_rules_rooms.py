"""Special rooms through the rules API: the Mystic Elevator (B-8.8, B-7.6, B-G.7), the Junk Room (B-8.7), the
dumbwaiter (B-24.5), rooms used once with explorer tokens (B-24.7), the Gallery's leap, rooms that hurt (B-7.4)."""
import pytest

from engine.rules.api import IllegalAction
from rulesets.betrayal import rules as R
from tests.betrayal.rules_support import act, dice, new_game, place, plain_house, put, where


def elevator_game():
    s = new_game()
    place(s, "mystic_elevator", "ground", (1, -1), 3)      # its one door turned west, onto the Foyer
    put(s, 0, "foyer")
    return s


def test_B_8_8_entering_the_elevator_rolls_two_dice_and_the_rider_picks_a_door_of_that_floor():
    s = elevator_game()
    dice(s, [2, 1])                                         # 3: the upper floor (B-G.7)
    act(s, "move", "mystic_elevator")
    p = R.pending(s)
    assert p.kind == "move_elevator" and p.options and all(o[1] == "upper" for o in p.options)
    act(s, *p.options[0])
    assert plain_house(s).where("mystic_elevator").floor == "upper"
    assert where(s, 0)["room"] == "mystic_elevator" and R.pending(s).kind == "turn"
    assert R.describe_action(s, ("end_turn",)) == "End the turn"


def test_B_8_8_the_elevator_moves_only_once_a_turn():
    s = elevator_game()
    dice(s, [1, 1])                                         # 2: the ground floor, another door
    act(s, "move", "mystic_elevator")
    assert {o[1] for o in R.legal_actions(s, 0)} == {"ground"}
    act(s, *R.legal_actions(s, 0)[0])
    out = next(a for a in R.legal_actions(s, 0) if a[0] == "move")
    act(s, *out)
    act(s, "move", "mystic_elevator")
    assert R.pending(s).kind == "turn"


def test_B_G_7_a_roll_of_0_sends_the_elevator_down_and_hurts_everyone_inside():
    s = elevator_game()
    put(s, 1, "mystic_elevator")
    dice(s, [0, 0], [1], [2])                               # basement; then one die of damage for each rider
    act(s, "move", "mystic_elevator")
    assert all(o[1] == "basement" for o in R.pending(s).options)
    act(s, *R.legal_actions(s, 0)[0])
    assert (R.pending(s).kind, R.pending(s).seat, s.decision["amount"]) == ("split_damage", 0, 1)
    act(s, "split", 1, 0)
    assert (R.pending(s).kind, R.pending(s).seat, s.decision["amount"]) == ("split_damage", 1, 2)


def test_B_7_6_the_elevator_stays_where_its_move_would_seal_a_floor():
    s = elevator_game()
    # the upper floor with a single unexplored door left: the Bedroom's west door
    place(s, "linen_closet", "upper", (0, -1), 0)
    place(s, "chapel", "upper", (1, 0), 3)
    place(s, "vault", "upper", (0, 1), 0)
    place(s, "bedroom", "upper", (-1, 0), 0)
    dice(s, [2, 1])                                         # 3: the upper floor
    act(s, "move", "mystic_elevator")
    assert R.pending(s).kind == "turn" and plain_house(s).where("mystic_elevator").floor == "ground"
    assert R.log(s)[-1].kind == "elevator_stays"


def test_B_8_8_a_door_the_roll_did_not_give_is_refused():
    s = elevator_game()
    dice(s, [2, 1])
    act(s, "move", "mystic_elevator")
    with pytest.raises(IllegalAction) as info:
        act(s, "attach", "basement", 0, 0, "N")
    assert info.value.rule_id == "B-8.8"


def test_B_24_7_a_room_ability_is_used_once_and_leaves_the_explorers_token():
    s = new_game()
    place(s, "larder", "basement", (0, -1), 0)
    put(s, 0, "larder")
    act(s, "use_room")
    assert s.explorers[0]["traits"]["might"] == 4
    assert plain_house(s).tokens_in("larder", "explorer") == [{"kind": "explorer", "side": "", "owner": "red"}]
    assert ("use_room",) not in R.legal_actions(s, 0)
    with pytest.raises(IllegalAction) as info:
        act(s, "use_room")
    assert info.value.rule_id == "B-24.7"
    act(s, "end_turn")
    put(s, 1, "larder")
    assert ("use_room",) in R.legal_actions(s, 1)       # another explorer's first time


def test_B_7_4_an_ordinary_room_has_nothing_to_use():
    with pytest.raises(IllegalAction) as info:
        act(new_game(), "use_room")
    assert info.value.rule_id == "B-7.4"


def dumbwaiter_game():
    s = new_game()
    place(s, "menagerie", "ground", (1, -1), 1)            # doors E, W: west onto the Foyer
    put(s, 0, "menagerie")
    return s


def test_B_24_5_the_dumbwaiter_reaches_the_landings_above_and_below_for_one_extra_movement():
    """B-24.4: the landings are the dumbwaiter's stops, the Foyer on the ground floor."""
    s = dumbwaiter_game()
    moves = {a[1] for a in R.legal_actions(s, 0) if a[0] == "move"}
    assert {"basement_landing", "upper_landing"} <= moves and "roof_landing" not in moves
    assert R.describe_action(s, ("move", "upper_landing")) == "Take the dumbwaiter to the Upper Landing"
    act(s, "move", "upper_landing")
    assert where(s, 0)["room"] == "upper_landing" and s.turn["movement"] == 2


def test_B_24_5_without_two_movement_left_the_dumbwaiter_cannot_be_used():
    s = dumbwaiter_game()
    s.turn["movement"] = 1
    assert ("move", "basement_landing") not in R.legal_actions(s, 0)
    with pytest.raises(IllegalAction) as info:
        act(s, "move", "basement_landing")
    assert info.value.rule_id == "B-24.5"


def test_the_gallery_leap_lands_in_the_grand_staircase_with_a_die_of_damage():
    s = new_game()
    place(s, "gallery", "upper", (0, -1), 0)
    put(s, 0, "gallery")
    dice(s, [1])
    act(s, "use_room")
    assert where(s, 0)["room"] == "grand_staircase"
    assert R.pending(s).kind == "split_damage" and s.decision["amount"] == 1


def junk_game():
    s = new_game()
    place(s, "junk_room", "ground", (1, -1), 0)
    put(s, 0, "junk_room")
    return s


def test_B_8_7_failing_to_leave_the_junk_room_costs_speed_but_the_explorer_still_gets_out_and_stops():
    s = junk_game()
    s.explorers[0]["traits"]["speed"] = 2                   # Speed 4, one step above a 3
    s.turn["movement"] = 1
    dice(s, [0, 1, 0, 0])                                   # Might 4 dice: 1, needed 3
    act(s, "move", "foyer")
    assert where(s, 0)["room"] == "foyer" and s.turn["movement_over"]
    assert s.explorers[0]["traits"]["speed"] == 1


def test_B_8_7_a_made_roll_leaves_the_junk_room_freely():
    s = junk_game()
    dice(s, [2, 1, 0, 0])
    act(s, "move", "foyer")
    assert s.turn["movement"] == 3 and not s.turn["movement_over"]


def test_B_7_4_leaving_the_ice_house_on_a_failed_roll_hurts_and_the_roll_is_made_once_a_turn():
    s = new_game()
    place(s, "ice_house", "basement", (0, -1), 2)           # doors S, E
    put(s, 0, "ice_house")
    dice(s, [0, 0, 1, 0])                                   # Might 1, needed 3
    act(s, "move", "basement_landing")
    assert where(s, 0)["room"] == "basement_landing" and R.pending(s).kind == "split_damage"
    act(s, *R.legal_actions(s, 0)[0])
    act(s, "move", "ice_house")
    rolls = len([e for e in R.log(s) if e.kind == "trait_rolled"])
    act(s, "move", "basement_landing")
    assert len([e for e in R.log(s) if e.kind == "trait_rolled"]) == rolls


def test_B_7_4_ending_a_turn_in_the_boiler_room_hurts_before_the_turn_passes():
    s = new_game()
    place(s, "boiler_room", "basement", (0, -1), 0)
    put(s, 0, "boiler_room")
    act(s, "end_turn")
    assert (R.pending(s).kind, R.pending(s).seat) == ("split_damage", 0)
    assert s.turn["seat"] == 0 and s.turn["number"] == 1, "the turn ends only once the damage is split"
    act(s, "split", 0, 1)
    assert R.pending(s).seat == 1 and s.explorers[0]["traits"]["speed"] == 2


def test_B_G_7_a_roll_of_1_sends_the_elevator_to_the_basement_without_harm():
    s = elevator_game()
    dice(s, [1, 0])
    act(s, "move", "mystic_elevator")
    assert {o[1] for o in R.legal_actions(s, 0)} == {"basement"}
    act(s, *R.legal_actions(s, 0)[0])
    assert R.pending(s).kind == "turn" and plain_house(s).where("mystic_elevator").floor == "basement"


def test_B_24_7_the_room_words_say_what_using_it_does():
    s = new_game()
    place(s, "larder", "basement", (0, -1), 0)
    put(s, 0, "larder")
    assert R.describe_action(s, ("use_room",)) == "Use the Larder — Eat something from the shelves: gain 1 Might, once."
