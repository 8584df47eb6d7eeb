"""Betrayal setup (B-3) and the first player (B-3.9, B-G.8), through the rules API."""
import pytest

from engine.rules.api import IllegalAction
from rulesets.betrayal import rules as R
from rulesets.betrayal.rules.setup_phase import days_after
from rulesets.betrayal.rules.state import card, house_of, tiles, trait_value
from tests.betrayal.rules_support import act, new_game, where


def test_B_3_2_each_seat_chooses_an_explorer_in_turn_before_any_play():
    s = R.setup({"players": 3}, 1)
    assert R.pending(s).kind == "choose_explorer" and R.pending(s).seat == 0
    act(s, "explorer", "marta_voss")
    assert R.pending(s).seat == 1


def test_B_3_2_a_character_card_taken_offers_neither_of_its_sides():
    s = R.setup({"players": 3}, 1)
    act(s, "explorer", "marta_voss")                       # red
    offered = {a[1] for a in R.legal_actions(s, 1)}
    assert "tobias_renn" not in offered and "marta_voss" not in offered and "ada_quill" in offered
    with pytest.raises(IllegalAction) as info:
        act(s, "explorer", "tobias_renn")
    assert info.value.rule_id == "B-3.2"


def test_B_3_3_every_clip_starts_on_its_green_value():
    s = new_game()
    assert s.explorers[0]["traits"] == {"might": 3, "speed": 3, "knowledge": 4, "sanity": 3}
    assert trait_value(s, 0, "might") == 4 and trait_value(s, 0, "knowledge") == 4


def test_B_3_4_the_three_decks_are_shuffled_separately_with_the_authored_counts():
    s = new_game()
    assert {d: len(p) for d, p in s.decks.items()} == {"omen": 13, "item": 22, "event": 45}
    assert all(card(c).deck == d for d, p in s.decks.items() for c in p)
    assert s.decks["event"] != sorted(s.decks["event"])


def test_B_3_10_without_widows_walk_its_cards_and_rooms_stay_in_the_box():
    """B-24.1: with it, they are shuffled into the base decks and stack."""
    s = new_game(widows_walk=False)
    assert all(card(c).set == "base" for p in s.decks.values() for c in p)
    assert all(tiles().tiles[t].set == "base" for t in s.house["stack"])
    assert house_of(s).floors == ("basement", "ground", "upper")


def test_B_3_6_every_other_room_tile_is_in_one_face_down_stack():
    s = new_game()
    assert sorted(s.house["stack"]) == sorted(t.id for t in tiles().rooms)
    assert s.house["rooms"] == []


def test_B_3_7_every_figure_starts_in_the_entrance_hall():
    s = new_game(players=4)
    assert all(where(s, seat) == {"room": "entrance_hall", "side": ""} for seat in range(4))


@pytest.mark.parametrize("today,first", [("01-01", 0), ("03-15", 1), ("08-01", 2), ("12-22", 0), ("07-23", 1)])
def test_B_G_8_the_explorer_whose_birthday_comes_next_on_or_after_today_starts(today, first):
    # Marta 03-14, Ada 07-23, Cyrus 12-21
    s = new_game(today=today)
    assert s.first_seat == first and R.pending(s).seat == first and s.turn["number"] == 1


def test_B_G_8_days_to_a_birthday_wrap_round_the_end_of_the_year():
    assert days_after("12-31", "01-01") == 1 and days_after("03-14", "03-14") == 0


def test_B_G_8_a_today_that_is_no_date_is_refused():
    with pytest.raises(IllegalAction) as info:
        R.setup({"players": 3, "today": "13-40"}, 1)
    assert info.value.rule_id == "B-G.8"


def test_B_3_9_play_passes_to_the_left_after_each_turn():
    s = new_game(today="03-15")                             # Ada (seat 1) first
    act(s, "end_turn")
    assert R.pending(s).seat == 2 and s.turn["number"] == 2
    act(s, "end_turn")
    assert R.pending(s).seat == 0


def test_B_G_5_two_to_six_players_may_play():
    assert (R.INFO.players_min, R.INFO.players_max) == (2, 6)
    new_game(players=6)


def test_B_3_2_the_explorer_choice_names_the_explorer_colour_and_birthday():
    s = R.setup({"players": 3}, 1)
    assert R.describe_action(s, ("explorer", "ada_quill")) == "Play Ada Quill (orange, born 07-23)"


def test_B_H_1_a_redeal_draws_the_decks_anew_but_shows_every_seat_the_same():
    s = new_game()
    other = R.redeal_secrets(s, 0, 3)
    assert other.decks != s.decks and sorted(other.decks["event"]) == sorted(s.decks["event"])
    assert other.house["stack"][-1] == s.house["stack"][-1]
    assert all(R.view(other, seat) == R.view(s, seat) for seat in range(3))


def test_a_seat_without_an_explorer_yet_is_named_by_its_number():
    s = R.setup({"players": 3}, 1)
    assert R.seat_name(s, 0) == "Player 1" and R.seat_name(s, 2) == "Player 3"


@pytest.mark.parametrize("action", [("end_turn", 1), ("move",), ("explore", "E", "W"), ("split", 1)])
def test_B_5_1_an_action_of_the_wrong_length_is_refused(action):
    s = new_game()
    with pytest.raises(IllegalAction) as info:
        R.apply(s, action)
    assert info.value.rule_id == "B-5.1"


def test_B_3_2_the_log_names_the_player_by_the_name_typed_at_the_setup():
    s = R.setup({"players": 3, "names": ["Ann", "", "Computer 3"]}, 1)
    act(s, "explorer", "marta_voss")
    act(s, "explorer", "ada_quill")
    act(s, "explorer", "inez_calder")
    chosen = [e.text for e in s.log if e.kind == "explorer_chosen"]
    assert chosen == ["Ann plays Marta Voss (red)", "Player 2 plays Ada Quill (orange)",
                      "Computer 3 plays Inez Calder (yellow)"]
