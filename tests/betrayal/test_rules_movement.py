"""Betrayal movement (B-6), barriers and the Revolving Wall (B-8.1), the Coal Chute (B-8.5), the Vault (B-8.9)."""
import pytest

from engine.rules.api import IllegalAction
from rulesets.betrayal import rules as R
from tests.betrayal.rules_support import act, deck_top, dice, new_game, place, put, where


def moves(s):
    return {a[1] for a in R.legal_actions(s, R.pending(s).seat) if a[0] == "move"}


def test_B_6_1_an_explorer_enters_up_to_his_speed_in_rooms_each_costing_one():
    s = new_game(widows_walk=True)                          # Marta, Speed 4
    assert s.turn["movement"] == 4
    for room in ("foyer", "grand_staircase", "upper_landing", "roof_landing"):
        act(s, "move", room)
    assert where(s, 0)["room"] == "roof_landing" and s.turn["movement"] == 0 and not moves(s)
    with pytest.raises(IllegalAction) as info:
        act(s, "move", "upper_landing")
    assert info.value.rule_id == "B-6.1"


def test_B_6_6_a_room_that_is_not_next_door_cannot_be_entered():
    s = new_game()
    with pytest.raises(IllegalAction) as info:
        act(s, "move", "grand_staircase")
    assert info.value.rule_id == "B-6.6" and where(s, 0)["room"] == "entrance_hall"


def test_B_6_5_the_grand_staircase_leads_to_the_upper_landing():
    s = new_game()
    put(s, 0, "grand_staircase")
    assert moves(s) == {"foyer", "upper_landing"}


def test_B_6_5_the_foyer_side_door_opens_only_once_the_stairs_from_basement_are_discovered():
    s = new_game()
    put(s, 0, "foyer")
    assert "stairs_from_basement" not in moves(s)
    place(s, "stairs_from_basement", "basement", (0, -1), 0)
    assert "stairs_from_basement" in moves(s)
    act(s, "move", "stairs_from_basement")
    assert set(moves(s)) == {"basement_landing", "foyer"}


def test_B_6_4_the_front_door_is_never_a_way_out():
    s = new_game()
    assert ("explore", "S") not in R.legal_actions(s, 0)
    with pytest.raises(IllegalAction) as info:
        act(s, "explore", "S")
    assert info.value.rule_id == "B-6.4"


def barrier_game():
    s = new_game()
    place(s, "chasm", "basement", (1, 0), 0)                # doors E, W; the east half is the near side
    put(s, 0, "basement_landing")
    return s


def test_B_8_1_entering_a_barrier_room_puts_the_figure_on_the_side_of_the_door_used():
    s = barrier_game()
    act(s, "move", "chasm")
    assert where(s, 0) == {"room": "chasm", "side": "far"}
    assert ("explore", "E") not in R.legal_actions(s, 0)
    with pytest.raises(IllegalAction) as info:
        act(s, "explore", "E")
    assert info.value.rule_id == "B-8.1"


def test_B_8_1_a_made_crossing_roll_changes_sides_and_costs_no_movement():
    s = barrier_game()
    act(s, "move", "chasm")
    left = s.turn["movement"]
    dice(s, [2, 1, 0, 0])                                   # Speed 4: four dice, 3 made (Speed 3+)
    act(s, "cross")
    assert where(s, 0)["side"] == "near" and s.turn["movement"] == left
    assert ("explore", "E") in R.legal_actions(s, 0) and "basement_landing" not in moves(s)


def test_B_8_1_a_failed_crossing_ends_the_movement_and_B_11_2_is_not_tried_again_this_turn():
    s = barrier_game()
    act(s, "move", "chasm")
    dice(s, [1, 0, 0, 0])
    act(s, "cross")
    assert where(s, 0)["side"] == "far" and s.turn["movement_over"] and not moves(s)
    s.turn["movement_over"] = False                         # even with movement left, the same roll waits
    with pytest.raises(IllegalAction) as info:
        act(s, "cross")
    assert info.value.rule_id == "B-11.2"


def test_B_8_1_the_revolving_wall_is_crossed_with_the_knowledge_roll_on_its_tile():
    s = new_game()
    place(s, "revolving_wall", "ground", (1, -1), 0)        # doors E, W; the west half is the near side
    put(s, 0, "foyer")
    act(s, "move", "revolving_wall")
    assert where(s, 0)["side"] == "near"
    dice(s, [2, 1, 0, 0])                                   # Knowledge 4: four dice, 3 made (Knowledge 3+)
    act(s, "cross")
    assert where(s, 0)["side"] == "far"
    assert R.describe_action(s, ("explore", "E")) == "Explore through the east door"


def test_B_8_1_there_is_nothing_to_cross_in_an_ordinary_room():
    s = new_game()
    with pytest.raises(IllegalAction) as info:
        act(s, "cross")
    assert info.value.rule_id == "B-8.1"


def test_B_8_5_entering_the_coal_chute_slides_the_explorer_to_the_basement_landing():
    s = new_game()
    place(s, "coal_chute", "ground", (1, -1), 3)            # its one door turned west, onto the Foyer
    put(s, 0, "foyer")
    act(s, "move", "coal_chute")
    assert where(s, 0)["room"] == "basement_landing" and s.turn["movement"] == 3


def test_B_8_9_opening_the_vault_gives_two_items_and_leaves_a_vault_empty_token():
    s = new_game()
    place(s, "vault", "basement", (0, 1), 0)                # its door north, onto the landing
    put(s, 0, "basement_landing")
    act(s, "move", "vault")
    assert where(s, 0)["side"] == "near"
    deck_top(s, "item", "pocket_watch", "chalk")
    dice(s, [2, 2, 2, 0])                                   # Knowledge 4: four dice, 6 made (Knowledge 6+)
    act(s, "cross")
    assert where(s, 0)["side"] == "far"
    assert s.explorers[0]["cards"] == ["pocket_watch", "chalk"]
    assert s.house["tokens"]["vault"] == [{"kind": "vault_empty", "side": "far", "owner": ""}]
    assert s.turn["movement_over"], "B-6.3: drawing ends the movement"


def test_B_8_4_entrance_hall_foyer_and_grand_staircase_are_three_rooms_each_costing_one_movement():
    s = new_game()
    act(s, "move", "foyer")
    act(s, "move", "grand_staircase")
    assert s.turn["movement"] == 2 and where(s, 0)["room"] == "grand_staircase"


def test_B_6_7_a_window_is_no_way_out():
    s = new_game()
    put(s, 0, "grand_staircase")                            # a window on its north side, its one door south
    assert ("explore", "N") not in R.legal_actions(s, 0)
    with pytest.raises(IllegalAction):
        act(s, "explore", "N")


def test_B_6_2_a_room_ability_used_in_the_middle_of_the_movement_leaves_the_rest_to_walk():
    s = new_game()
    put(s, 0, "foyer")
    place(s, "study", "ground", (1, -1), 1)                 # doors E, S turned to S, W: west onto the Foyer
    act(s, "move", "study")
    act(s, "use_room")
    assert s.explorers[0]["traits"]["knowledge"] == 5 and s.turn["movement"] == 3 and ("move", "foyer") in R.legal_actions(s, 0)
    act(s, "move", "foyer")
    assert where(s, 0)["room"] == "foyer"


def test_B_8_1_the_crossing_words_name_the_roll_the_tile_asks():
    s = barrier_game()
    act(s, "move", "chasm")
    assert R.describe_action(s, ("cross",)) == "Try to cross the Chasm (Speed 3 or more)"


def test_the_move_words_say_whether_it_is_a_door_or_the_stairs():
    s = new_game()
    assert R.describe_action(s, ("move", "foyer")) == "Move into the Foyer"
    put(s, 0, "grand_staircase")
    assert R.describe_action(s, ("move", "upper_landing")) == "Take the stairs to the Upper Landing"
