"""The Secret Passage event (B-8.3, B-20.6, the digest's tokens): its tokens, and explorers walking through it."""
import pytest

from engine.rules.api import IllegalAction
from rulesets.betrayal import rules as R
from rulesets.betrayal.rules import effects
from rulesets.betrayal.rules.state import house_of
from tests.betrayal.haunt_support import place_somewhere
from tests.betrayal.rules_support import act, deck_top, new_game, put, where


def open_passage(s, seat=0):
    """`seat` draws the Secret Passage event where he stands; his movement is given back for the test."""
    deck_top(s, "event", "secret_passage")
    effects.draw_card(s, seat, "event", "a test")
    effects.resolve(s)
    s.turn["movement_over"], s.turn["movement"] = False, 4
    return s


def test_B_8_3_the_event_lays_a_token_here_and_one_on_the_basement_landing_joined_by_a_passage():
    s = open_passage(new_game())
    house = house_of(s)
    assert house.tokens_in("entrance_hall", "secret_passage") and house.tokens_in("basement_landing", "secret_passage")
    assert house.passages_from("entrance_hall") == [("secret_passage", "basement_landing")]
    assert s.event_discard == ["secret_passage"] and R.invariants(s) == []


def test_B_8_3_from_the_basement_the_passage_leads_to_the_upper_landing():
    s = new_game()
    put(s, 0, "basement_landing")
    open_passage(s)
    assert house_of(s).passages_from("basement_landing") == [("secret_passage", "upper_landing")]


def test_B_20_6_an_explorer_walks_through_the_passage_for_one_movement_and_back():
    s = open_passage(new_game())
    assert ("move", "basement_landing") in R.legal_actions(s, 0)
    assert R.describe_action(s, ("move", "basement_landing")) == "Take the Secret Passage to the Basement Landing"
    act(s, "move", "basement_landing")
    assert where(s, 0)["room"] == "basement_landing" and s.turn["movement"] == 3
    assert "through the Secret Passage" in R.log(s)[-1].text
    act(s, "move", "entrance_hall")
    assert where(s, 0)["room"] == "entrance_hall" and s.turn["movement"] == 2


def test_B_20_6_an_explorer_without_such_a_card_in_play_has_no_way_down_from_the_entrance_hall():
    s = new_game()
    assert ("move", "basement_landing") not in R.legal_actions(s, 0)
    with pytest.raises(IllegalAction) as refused:
        act(s, "move", "basement_landing")
    assert refused.value.rule_id == "B-6.6"


def test_B_8_3_in_a_barrier_room_the_token_stays_on_the_drawers_side_and_only_that_side_uses_it():
    s = new_game()
    place_somewhere(s, "revolving_wall")
    put(s, 0, "revolving_wall", "far")
    open_passage(s)
    assert [t["side"] for t in house_of(s).tokens_in("revolving_wall", "secret_passage")] == ["far"]
    assert ("move", "basement_landing") in R.legal_actions(s, 0)
    put(s, 0, "revolving_wall", "near")
    assert ("move", "basement_landing") not in R.legal_actions(s, 0)
    put(s, 0, "basement_landing")
    act(s, "move", "revolving_wall")
    assert where(s, 0) == {"room": "revolving_wall", "side": "far"}


def test_B_8_3_a_second_passage_card_between_the_same_rooms_adds_no_token():
    s = open_passage(new_game())
    s.decks["event"].extend(s.event_discard)
    s.event_discard.clear()
    open_passage(s)
    assert len(house_of(s).tokens_in("basement_landing", "secret_passage")) == 1
    assert len(house_of(s).passages_from("entrance_hall")) == 1 and R.invariants(s) == []


def test_B_6_3_drawing_the_passage_ends_the_movement_so_it_is_taken_on_a_later_turn():
    s = new_game()
    deck_top(s, "event", "secret_passage")
    effects.draw_card(s, 0, "event", "a test")
    effects.resolve(s)
    assert ("move", "basement_landing") not in R.legal_actions(s, 0)
