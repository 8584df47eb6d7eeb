"""The Collapsed Room (B-8.6): the discoverer's roll, the first fall finding the room below, later jumps, and a
barrier room chosen side (B-8.3)."""
import pytest

from engine.rules.api import IllegalAction
from rulesets.betrayal import rules as R
from rulesets.betrayal.rules.falling import below
from rulesets.betrayal.rules.state import house_of, keep, tiles
from tests.betrayal.rules_support import act, deck_top, dice, new_game, plain_house, put, stack_top, where


def discover_collapsed_room(speed_faces):
    s = new_game()
    stack_top(s, "collapsed_room")
    act(s, "explore", "E")
    dice(s, speed_faces)
    act(s, *R.legal_actions(s, 0)[0])
    return s


def test_B_8_6_a_made_roll_leaves_the_discoverer_standing_in_the_collapsed_room():
    s = discover_collapsed_room([2, 2, 1, 0])               # Speed 4 dice: 5, needed 5
    assert where(s, 0)["room"] == "collapsed_room" and R.pending(s).kind == "turn"


def test_B_8_6_a_failed_roll_drops_the_discoverer_through_a_basement_door_of_his_choice():
    s = discover_collapsed_room([1, 1, 1, 0])               # 3, needed 5
    p = R.pending(s)
    assert p.kind == "fall_door" and {o[3] for o in p.options} == {"N", "E", "S", "W"}
    stack_top(s, "root_cellar")                             # item symbol: the faller draws it too (B-9.5)
    deck_top(s, "item", "chalk")
    act(s, "fall_through", 0, 0, "N")
    assert R.pending(s).kind == "place_tile" and s.decision["tile"] == "root_cellar"
    dice(s, [1])                                            # one die of physical damage for the fall
    act(s, *R.legal_actions(s, 0)[0])
    assert where(s, 0)["room"] == "root_cellar" and s.explorers[0]["cards"] == ["chalk"]
    assert plain_house(s).tokens_in("root_cellar", "below_collapsed_room")
    assert below(s, "collapsed_room") == "root_cellar"
    assert R.pending(s).kind == "split_damage" and s.decision["amount"] == 1


def test_B_8_6_a_later_jump_lands_in_the_same_room_below_without_a_new_tile():
    s = discover_collapsed_room([1, 1, 1, 0])
    stack_top(s, "cistern")
    deck_top(s, "event", "quiet_moment")                    # the cistern's event: no roll of its own
    act(s, "fall_through", 0, 0, "N")
    dice(s, [0])
    act(s, *R.legal_actions(s, 0)[0])
    act(s, "end_turn")
    put(s, 1, "collapsed_room")
    rooms_before = len(s.house["rooms"])
    assert ("use_room",) in R.legal_actions(s, 1)
    assert R.describe_action(s, ("use_room",)) == "Jump down the hole in the Collapsed Room (1 die of damage)"
    dice(s, [2])
    act(s, "use_room")
    assert where(s, 1)["room"] == "cistern" and len(s.house["rooms"]) == rooms_before
    assert R.pending(s).kind == "split_damage" and s.decision["amount"] == 2


def test_B_8_6_with_no_basement_room_left_to_find_the_faller_picks_a_basement_room():
    s = new_game()
    house = house_of(s)
    house.stack = [t for t in house.stack if "basement" not in tiles().tiles[t].floors]
    house.discard = [t for t in house.discard if "basement" not in tiles().tiles[t].floors]
    keep(s, house)
    stack_top(s, "collapsed_room")
    act(s, "explore", "E")
    dice(s, [0, 0, 0, 0], [0])
    act(s, *R.legal_actions(s, 0)[0])
    assert R.legal_actions(s, 0) == [("land", "basement_landing")]
    with pytest.raises(IllegalAction) as info:
        act(s, "land", "foyer")
    assert info.value.rule_id == "B-8.6"
    act(s, "land", "basement_landing")
    assert where(s, 0)["room"] == "basement_landing" and R.pending(s).kind == "turn"


def test_B_8_3_falling_into_a_barrier_room_the_faller_picks_the_side_and_the_token_stays_there():
    s = discover_collapsed_room([1, 1, 1, 0])
    stack_top(s, "chasm")
    act(s, "fall_through", 0, 0, "E")
    dice(s, [0])
    act(s, *R.legal_actions(s, 0)[0])
    assert R.pending(s).kind == "choose_side"
    assert {R.describe_action(s, a) for a in R.legal_actions(s, 0)} <= {
        "Land by the east door", "Land by the west door"}
    act(s, "side", "far")
    assert where(s, 0)["side"] == "far"
    assert plain_house(s).tokens_in("chasm", "below_collapsed_room")[0]["side"] == "far"


def test_B_8_6_the_fall_words_name_the_door_and_the_room_beside_it():
    s = discover_collapsed_room([1, 1, 1, 0])
    assert R.describe_action(s, ("fall_through", 0, 0, "W")) == \
        "Fall beyond the west door of the basement, beside the Basement Landing"
