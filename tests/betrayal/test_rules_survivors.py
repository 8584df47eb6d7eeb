"""Betrayal rules tests written for mutants that survived sampled mutation runs of rulesets/betrayal/rules
(tools/mutate_sample.py): one behaviour each, citing the rule it pins."""
import msgspec
import pytest

from rulesets.betrayal import rules as R
from rulesets.betrayal.rules import attacks, effects, tokens
from rulesets.betrayal.rules.state import card
from rulesets.betrayal.rules.traits import change_trait, split_options
from tests.betrayal.combat_support import HIDDEN_HAUNT, give, lamplighter, monster_turn, turn_for
from tests.betrayal.haunt_support import chart_cell, place_somewhere, revealed
from tests.betrayal.rules_support import act, deck_top, dice, new_game, place, put, stack_top, where

TRAITOR, HERO = 0, 1


def test_B_12_3_a_tied_attack_is_told_in_the_log_as_nobody_hurt_because_the_rolls_were_equal():
    s = lamplighter()
    put(s, TRAITOR, "entrance_hall")
    dice(s, [1, 1, 0, 0], [2, 0, 0, 0])
    act(s, "attack", "explorer", TRAITOR, "")
    tie = R.log(s)[-1]
    assert tie.kind == "attack_tied" and tie.text_for(None) == "A tie: nobody is hurt — equal rolls"


def hidden_haunt_with_a_lasting_event_before_the_reveal():
    """Haunt 2 (a hidden traitor) revealed by seat 0, the seat that becomes its traitor held by a lasting event
    (Crawling Dread) from before the reveal. The same seed deals the same identity tokens, so a first reveal
    tells who the traitor will be."""
    traitor = revealed(HIDDEN_HAUNT).haunt["traitor"]
    s = new_game(players=4)
    room, omen = chart_cell(HIDDEN_HAUNT)
    place_somewhere(s, room)
    put(s, 0, room)
    s.decks["event"].remove("crawling_dread")
    s.in_play.append([traitor, "crawling_dread"])
    deck_top(s, "omen", omen)
    effects.draw_card(s, 0, "omen", "a test")
    effects.resolve(s)
    while s.decision is not None:
        s = R.apply(s, R.legal_actions(s, R.pending(s).seat)[0])
    dice(s, [0] * 6)
    act(s, "end_turn")
    assert s.haunt["number"] == HIDDEN_HAUNT and s.haunt["traitor"] == traitor
    return s, traitor


def test_B_18_1_a_hidden_traitor_is_not_freed_of_his_lasting_events_at_the_reveal_which_would_show_who_he_is():
    s, traitor = hidden_haunt_with_a_lasting_event_before_the_reveal()
    assert [traitor, "crawling_dread"] in s.in_play and "crawling_dread" not in s.event_discard


def test_B_18_3_the_traitors_two_answers_to_a_drawn_event_name_the_card():
    s = lamplighter()
    turn_for(s, TRAITOR)
    deck_top(s, "event", "debris")
    effects.draw_card(s, TRAITOR, "event", "a test")
    title = card("debris").name
    assert R.describe_action(s, ("resolve_card",)) == f"Resolve the {title}"
    assert R.describe_action(s, ("decline_card",)) == f"Leave the {title} unresolved"


def elevator_roll_words(widows_walk, faces):
    s = new_game(widows_walk=widows_walk)
    place(s, "mystic_elevator", "ground", (1, -1), 3)      # its one door turned west, onto the Foyer
    put(s, 0, "foyer")
    dice(s, faces)
    act(s, "move", "mystic_elevator")
    return next(e for e in R.log(s) if e.kind == "dice_rolled").text_for(None)


def test_B_G_7_an_elevator_roll_of_4_in_the_base_game_is_told_as_any_floor():
    assert elevator_roll_words(False, [2, 2]).endswith("rolls for the Mystic Elevator: 4 (any floor)")


def test_B_G_7_an_elevator_roll_of_4_with_widows_walk_is_told_as_the_roof():
    assert elevator_roll_words(True, [2, 2]).endswith("rolls for the Mystic Elevator: 4 (the roof)")


def test_B_G_7_an_elevator_roll_of_3_is_told_as_the_upper_floor():
    assert elevator_roll_words(True, [2, 1]).endswith("rolls for the Mystic Elevator: 3 (the upper floor)")


def test_B_17_3_a_dead_explorers_clip_moves_no_more_and_no_step_counts_as_moved():
    s = lamplighter()
    s.explorers[HERO]["dead"] = "might"
    before = dict(s.explorers[HERO]["traits"])
    assert change_trait(s, HERO, "speed", 2, "a test") == 0
    assert s.explorers[HERO]["traits"] == before


def test_B_20_5_a_monster_dropped_by_the_coal_chute_is_logged_sliding_to_the_basement_landing():
    s = lamplighter()
    place(s, "coal_chute", "ground", (-1, 0), 1)
    dice(s, [2, 1, 0, 0])
    monster_turn(s)
    s.haunt["monsters"][0]["room"] = "entrance_hall"
    act(s, "monster_move", 0, "coal_chute")
    slide = R.log(s)[-1]
    assert slide.kind == "monster_moved" and slide.data["room"] == "basement_landing"
    assert "slides down to the Basement Landing" in slide.text_for(None)


def test_B_18_2_the_traitor_passing_the_revolving_wall_without_a_roll_is_told_in_the_log():
    s = lamplighter()
    place(s, "revolving_wall", "ground", (-1, 0), 0)
    put(s, TRAITOR, "revolving_wall", "far")
    turn_for(s, TRAITOR)
    act(s, "cross")
    crossed = R.log(s)[-1]
    assert crossed.kind == "barrier_crossed" and crossed.data == {"seat": TRAITOR, "room": "revolving_wall",
                                                                   "side": "near"}
    assert "without a roll" in crossed.text_for(None)


def test_B_12_2_an_attack_on_a_monster_names_the_monster_and_its_number():
    s = lamplighter()
    monster = s.haunt["monsters"][0]
    words = R.describe_action(s, ("attack", "monster", 0, ""))
    assert f"the {monster['name']} {monster['number']}" in words


def test_B_10_7_haunt_tokens_are_numbered_from_one_in_words():
    s = lamplighter()
    s.haunt["tokens"] = [{"name": "Brass Key", "room": "entrance_hall", "side": "", "holder": None}]
    assert tokens.token_name(s, 0) == "Brass Key 1"


def test_B_10_7_tokens_placed_in_random_rooms_go_to_discovered_rooms_never_a_start_room():
    s = lamplighter()          # the haunt's omen room is the one room discovered so far
    place_somewhere(s, "chapel")
    tokens.place(s, {"where": "random_rooms", "count": 4, "token": "Brass Key"}, "a test")
    discovered = {r["tile"] for r in s.house["rooms"]}
    assert len(discovered) >= 2 and {t["room"] for t in s.haunt["tokens"]} <= discovered


def haunt_roll_line(omens):
    s = new_game()
    s.omens_drawn = omens - 1
    deck_top(s, "omen", "old_key")
    effects.draw_card(s, 0, "omen", "a test")
    effects.resolve(s)
    dice(s, [1, 1, 1, 1, 1, 1])                 # 6: the haunt waits whatever was drawn
    act(s, "end_turn")
    return next(e for e in R.log(s) if e.kind == "haunt_rolled").text_for(None)


def test_B_14_1_the_haunt_roll_against_one_omen_says_omen_in_the_singular():
    assert "6 against 1 omen drawn" in haunt_roll_line(1)


def test_B_14_1_the_haunt_roll_against_two_omens_says_omens():
    assert "6 against 2 omens drawn" in haunt_roll_line(2)


def row_east_of_the_foyer():
    """The Foyer (0, -1) with the Drawing Room and the Music Room east of it in one row, doors meeting."""
    s = lamplighter()
    place(s, "drawing_room", "ground", (1, -1), 0)
    place(s, "music_room", "ground", (2, -1), 0)
    return s


def test_B_G_10_a_row_of_rooms_whose_doors_meet_is_in_sight_from_its_west_end():
    assert attacks.in_sight(row_east_of_the_foyer(), "foyer", "music_room")


def test_B_G_10_a_row_of_rooms_whose_doors_meet_is_in_sight_from_its_east_end():
    assert attacks.in_sight(row_east_of_the_foyer(), "music_room", "foyer")


@pytest.fixture
def a_monster_that_can_die(monkeypatch):
    """The Lamplighter's moths made killable (no shipped haunt of this branch has such a monster)."""
    s = lamplighter()
    moth = attacks.monster_data(s, 0)
    monkeypatch.setattr(attacks, "monster_data", lambda state, index: msgspec.structs.replace(moth, killable=True))
    return s


def test_B_20_3_a_monster_that_can_die_is_only_stunned_when_beaten_awake(a_monster_that_can_die):
    s = a_monster_that_can_die
    attacks.stun(s, 0, "a test")
    assert s.haunt["monsters"][0]["stunned"] and not s.haunt["monsters"][0].get("killed")


def test_B_20_3_a_monster_that_can_die_beaten_again_while_stunned_is_destroyed(a_monster_that_can_die):
    s = a_monster_that_can_die
    attacks.stun(s, 0, "a test")
    attacks.stun(s, 0, "a test")
    assert s.haunt["monsters"][0]["killed"] and R.log(s)[-1].kind == "monster_killed"


def with_a_brass_key(s, **where):
    s.haunt["tokens"] = [dict({"name": "Brass Key", "room": "entrance_hall", "side": "", "holder": None}, **where)]
    return s


def test_B_13_2_a_winner_dealing_exactly_two_may_take_an_item_instead():
    s = lamplighter()
    put(s, TRAITOR, "entrance_hall")
    give(s, TRAITOR, "axe")
    dice(s, [1, 1, 0, 0], [0, 0, 0, 0])
    act(s, "attack", "explorer", TRAITOR, "")
    assert R.pending(s).kind == "steal_or_damage" and ("steal", "axe") in R.pending(s).options


def test_B_4_5_the_split_offered_first_keeps_the_lower_trait_highest_even_when_a_trait_would_reach_the_bottom():
    s = lamplighter()
    s.explorers[HERO]["traits"].update(might=3, speed=1)
    assert split_options(s, HERO, "physical", 2)[0] == ("split", 2, 0)


def test_B_20_a_monster_move_is_described_with_the_monsters_name_and_number():
    s = lamplighter()
    monster = s.haunt["monsters"][0]
    assert R.describe_action(s, ("monster_move", 0, "foyer")) == \
        f"Move the {monster['name']} {monster['number']} into the Foyer"


def test_B_20_8_a_monster_picking_up_a_token_is_described_with_both_names():
    s = with_a_brass_key(lamplighter())
    monster = s.haunt["monsters"][0]
    assert R.describe_action(s, ("monster_take", 0, 0)) == \
        f"The {monster['name']} {monster['number']} picks up the Brass Key 1"


def test_B_10_7_picking_up_a_haunt_token_is_described_with_its_number_from_one():
    assert R.describe_action(with_a_brass_key(lamplighter()), ("take_token", 0)) == "Pick up the Brass Key 1"


def test_B_10_7_a_token_lying_in_a_room_counts_for_nobody_even_with_the_monsters_counted():
    s = with_a_brass_key(lamplighter())
    assert tokens.count_held(s, [TRAITOR], monsters=True) == 0


def test_B_8_6_a_faller_landing_in_a_newly_found_mystic_elevator_rides_it_at_once():
    s = new_game()
    stack_top(s, "collapsed_room")
    act(s, "explore", "E")
    dice(s, [1, 1, 1, 0])                                   # Speed roll 3, needed 5: the floor gives way
    act(s, *R.legal_actions(s, 0)[0])
    stack_top(s, "mystic_elevator")
    act(s, "fall_through", 0, 0, "N")
    dice(s, [1, 1], [1])                                    # the elevator's two dice, then the fall's one
    act(s, *R.legal_actions(s, 0)[0])
    rolled = [e for e in R.log(s) if e.kind == "dice_rolled" and e.data.get("purpose") == "elevator"]
    assert where(s, 0)["room"] == "mystic_elevator" and rolled


def test_B_4_5_when_every_split_takes_a_trait_to_the_bottom_the_fewest_steps_on_the_first_trait_come_first():
    s = lamplighter()
    s.explorers[HERO]["traits"].update(might=1, speed=3)
    assert split_options(s, HERO, "physical", 3)[0] == ("split", 0, 3)
