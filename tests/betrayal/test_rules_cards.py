"""Betrayal cards and traits: drawing (B-9), keyword effects (B-G.3), trait changes (B-4), rolls (B-11), damage (B-4.5)."""
import pytest

from engine.rules.api import IllegalAction
from rulesets.betrayal import rules as R
from rulesets.betrayal.cards import PARAMETERS
from rulesets.betrayal.rules import effects
from rulesets.betrayal.rules.state import trait_value
from tests.betrayal.rules_support import act, deck_top, dice, new_game, where


def draw(s, deck, card_id, seat=0):
    deck_top(s, deck, card_id)
    effects.draw_card(s, seat, deck, "a test")
    effects.resolve(s)
    return s


def test_B_G_3_every_effect_keyword_has_exactly_one_handler_looked_up_by_name():
    assert set(effects.HANDLERS) == set(PARAMETERS)
    assert len(set(effects.HANDLERS.values())) == len(effects.HANDLERS)


def test_B_9_2_an_event_is_resolved_then_discarded():
    s = draw(new_game(), "event", "cold_draught")          # lose 1 Speed
    assert s.event_discard == ["cold_draught"] and s.explorers[0]["traits"]["speed"] == 2
    assert "cold_draught" not in s.explorers[0]["cards"]


def test_B_23_4_an_event_that_stays_in_play_is_not_discarded():
    s = draw(new_game(), "event", "crawling_dread")
    assert s.in_play == [[0, "crawling_dread"]] and s.event_discard == []
    assert R.invariants(s) == []


def test_B_9_3_an_item_is_kept_face_up_in_front_of_the_explorer():
    s = draw(new_game(), "item", "pocket_watch")
    assert s.explorers[0]["cards"] == ["pocket_watch"] and "pocket_watch" in str(R.view(s, 2)["seats"][0])


def test_B_6_3_drawing_a_card_ends_the_movement_but_not_the_turn():
    s = draw(new_game(), "item", "pocket_watch")
    assert s.turn["movement_over"] and R.pending(s).seat == 0 and ("end_turn",) in R.legal_actions(s, 0)


def test_B_4_2_a_gain_moves_the_clip_one_step_even_where_the_track_repeats_a_value():
    s = new_game()                                          # Marta's Might 2,3,3,4,[5]... starts at index 3 (4)
    s.explorers[0]["traits"]["might"] = 1                   # on the first 3
    draw(s, "item", "first_aid_tin")                        # gain 1 Might
    assert s.explorers[0]["traits"]["might"] == 2 and trait_value(s, 0, "might") == 3


def test_B_4_3_a_gain_beyond_the_top_of_the_track_is_lost():
    s = new_game()
    s.explorers[0]["traits"]["might"] = 7
    draw(s, "item", "first_aid_tin")
    assert s.explorers[0]["traits"]["might"] == 7


def test_B_4_4_before_the_haunt_a_loss_stops_at_the_lowest_value():
    s = new_game()
    s.explorers[0]["traits"]["speed"] = 0
    draw(s, "event", "cold_draught")
    assert s.explorers[0]["traits"]["speed"] == 0 and R.outcome(s) is None


def test_B_10_6_a_bonus_records_only_the_steps_really_gained():
    s = new_game()
    s.explorers[0]["traits"]["speed"] = 7
    draw(s, "item", "sturdy_boots")
    s.explorers[0]["traits"]["might"] = 6
    draw(s, "omen", "madman")                               # 2 Might while he follows: only 1 step is left
    assert s.explorers[0]["bonuses"] == [["sturdy_boots", "speed", 0], ["madman", "might", 1]]


def test_B_4_5_physical_damage_is_split_by_the_player_between_might_and_speed():
    s = draw(new_game(), "event", "unseen_hands")          # 2 physical damage
    p = R.pending(s)
    assert p.kind == "split_damage" and set(p.options) == {("split", 0, 2), ("split", 1, 1), ("split", 2, 0)}
    act(s, "split", 2, 0)
    assert s.explorers[0]["traits"]["might"] == 1 and s.explorers[0]["traits"]["speed"] == 3
    assert R.pending(s).kind == "turn"


def test_B_4_5_a_split_that_does_not_add_up_to_the_damage_is_refused():
    s = draw(new_game(), "event", "unseen_hands")
    with pytest.raises(IllegalAction) as info:
        act(s, "split", 2, 1)
    assert info.value.rule_id == "B-4.5" and R.pending(s).kind == "split_damage"


def test_B_4_5_the_preselected_split_keeps_the_lower_trait_as_high_as_it_can():
    s = new_game()
    s.explorers[0]["traits"]["knowledge"], s.explorers[0]["traits"]["sanity"] = 6, 2
    draw(s, "event", "heavy_silence")                      # 2 mental damage
    assert R.legal_actions(s, 0)[0] == ("split", 2, 0)


def test_B_11_3_a_trait_roll_throws_as_many_dice_as_the_current_value():
    """B-23.5: the current value, not the starting one."""
    s = new_game()
    s.explorers[0]["traits"]["sanity"] = 6                  # Marta's Sanity 6 now (the start is 4)
    draw(s, "event", "whispers")
    rolled = [e for e in R.log(s) if e.kind == "trait_rolled"][-1]
    assert len(rolled.data["faces"]) == trait_value(s, 0, "sanity") == 6


def test_B_11_4_a_roll_reaching_the_threshold_takes_that_outcome():
    s = new_game()
    dice(s, [2, 2, 0, 0])                                   # 4: Whispers asks 4 or more
    draw(s, "event", "whispers")
    assert R.pending(s).kind == "turn"


def test_B_11_4_a_roll_under_every_threshold_takes_the_lowest_outcome():
    s = new_game()
    dice(s, [1, 1, 1, 0])                                   # 3: under 4, 1 mental damage
    draw(s, "event", "whispers")
    assert R.pending(s).kind == "split_damage" and s.decision["amount"] == 1


def test_B_9_5_a_card_that_draws_a_card_resolves_the_new_one_too():
    s = new_game()
    deck_top(s, "item", "first_aid_tin")
    draw(s, "event", "loose_floorboard")
    assert s.explorers[0]["cards"] == ["first_aid_tin"] and s.explorers[0]["traits"]["might"] == 4


def test_an_event_can_put_the_explorer_in_a_landing():
    s = new_game()
    draw(s, "event", "ghostly_guide")
    assert where(s, 0) == {"room": "upper_landing", "side": ""}


def test_damage_dice_roll_the_damage_and_ask_for_the_split():
    s = new_game()
    dice(s, [1, 0, 0, 1], [2, 1])                           # Bite: Might 2, under 4; then 2 dice of damage
    draw(s, "omen", "bite")
    assert R.pending(s).kind == "split_damage" and s.decision["amount"] == 3


def test_B_11_1_the_dice_show_only_0_1_and_2_and_B_G_6_a_roll_uses_up_to_eight_of_them():
    s = new_game()
    s.explorers[0]["traits"]["knowledge"] = 7               # Marta's top Knowledge: 6 dice
    faces = [f for e in R.log(draw(s, "event", "strange_book")) if e.kind == "trait_rolled" for f in e.data["faces"]]
    assert set(faces) <= {0, 1, 2} and len(faces) == trait_value(s, 0, "knowledge") <= 8


def test_B_9_4_an_omen_is_kept_face_up_and_calls_for_a_haunt_roll_at_the_end_of_the_turn():
    s = draw(new_game(), "omen", "old_key")
    assert s.explorers[0]["cards"] == ["old_key"] and s.turn["drew_omen"] and s.omens_drawn == 1


def test_B_9_6_stopping_because_of_a_card_does_not_forbid_using_a_room():
    from tests.betrayal.rules_support import place, put
    s = new_game()
    place(s, "larder", "basement", (0, -1), 0)
    put(s, 0, "larder")
    draw(s, "item", "pocket_watch")
    assert s.turn["movement_over"] and ("use_room",) in R.legal_actions(s, 0)


def test_B_11_1_each_die_shows_0_1_and_2_equally_often():
    from collections import Counter

    from rulesets.betrayal.rules.traits import roll_dice
    s = new_game(seed=4)
    faces = Counter(f for _ in range(100) for f in roll_dice(s, 6))
    assert set(faces) == {0, 1, 2} and all(150 <= n <= 250 for n in faces.values()), faces


def test_B_4_2_the_log_says_what_a_trait_became_in_words():
    s = draw(new_game(), "item", "first_aid_tin")          # gain 1 Might: 4 -> 5
    line = [e for e in R.log(s) if e.kind == "trait_changed"][-1].text_for(None)
    assert line.startswith("Marta Voss gains 1 Might, now 5")


def test_B_4_5_the_split_words_name_both_traits():
    s = draw(new_game(), "event", "unseen_hands")
    assert R.describe_action(s, ("split", 2, 0)) == "Lose 2 Might"
    assert R.describe_action(s, ("split", 1, 1)) == "Lose 1 Might and 1 Speed"


def test_B_9_2_an_empty_event_deck_is_made_again_from_the_discarded_events():
    s = new_game()
    s.event_discard, s.decks["event"] = list(s.decks["event"]), []
    effects.draw_card(s, 0, "event", "a test")
    assert len(s.decks["event"]) == 44 and R.log(s)[-2].kind == "deck_reshuffled"


def test_an_empty_item_deck_gives_nothing():
    s = new_game()
    s.decks["item"] = []
    assert effects.draw_card(s, 0, "item", "a test") is None and s.explorers[0]["cards"] == []
    assert R.log(s)[-1].kind == "deck_empty"


def test_B_9_2_an_event_is_discarded_only_once_everything_it_asks_is_resolved():
    s = new_game()
    dice(s, [1, 1, 1, 0])                                   # Whispers: 3, under 4: 1 mental damage
    draw(s, "event", "whispers")
    assert R.pending(s).kind == "split_damage" and s.event_discard == []
    act(s, *R.legal_actions(s, 0)[0])
    assert s.event_discard == ["whispers"]


def test_drawing_a_card_is_a_point_undo_never_goes_back_past():
    s = new_game()
    before = R.commit_marker(s)
    draw(s, "item", "chalk")                                # no dice: the card itself was a secret until now
    assert R.commit_marker(s) > before


def test_the_damage_dice_are_counted_in_words():
    s = new_game()
    dice(s, [1, 1, 0, 0], [1, 1])                           # Bite: Might 2, under 4; two dice of damage
    draw(s, "omen", "bite")
    assert [e for e in R.log(s) if e.kind == "dice_rolled"][-1].text.startswith("Marta Voss rolls 2 dice for")
    s = new_game()
    dice(s, [0, 0, 0, 0], [2])                              # Debris: Speed 0, under 3; one die
    draw(s, "event", "debris")
    assert [e for e in R.log(s) if e.kind == "dice_rolled"][-1].text.startswith("Marta Voss rolls 1 die for")
