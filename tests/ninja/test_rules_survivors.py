"""Ninja rules tests written for mutants that survived the sampled mutation run (seed 1, 60 mutants)."""
import pytest

from engine.rules.api import ConfigError
from rulesets.ninja import rules
from rulesets.ninja.rules.state import tables, zone_name
from rulesets.ninja.rules.words import describe_action
from tests.ninja.support import act, card_phase, intruders_phase, legal, only_guards, put, set_up
from tests.ninja.test_rules_intruders import _path_from, _quiet


def test_players_the_game_is_played_by_two_to_four_players_and_a_fifth_is_refused():
    """Part 1 (Players: 2-4)."""
    assert rules.INFO.check_config({**rules.INFO.default_config(4), "players": 4})["players"] == 4
    with pytest.raises(ConfigError):
        rules.INFO.check_config({**rules.INFO.default_config(4), "players": 5})


def test_N_11_5_an_intruder_who_kills_every_guard_he_walks_into_is_not_asked_to_be_seen():
    s = _quiet()
    put(s, "ninja", "bell_court")
    target = _path_from("bell_court", 1)[0]
    only_guards(s, target)
    s.intruders["ninja"]["hand"] = ["ninja_kenjutsu_quiet"]
    intruders_phase(s)
    act(s, "move", "ninja", target)
    assert ("be_seen", "ninja") in legal(s)
    act(s, "card", "ninja", "ninja_kenjutsu_quiet", 1)
    assert s.decision is None or s.decision["kind"] != "encounter"
    assert ("be_seen", "ninja") not in legal(s)


def test_N_3_4_each_intruder_reads_both_drawn_mission_letters_in_the_setup_log_under_the_right_names():
    s = set_up(2)
    event = next(e for e in s.log if e.kind == "setup")
    intruder_seat = s.intruder_seat["ninja"]
    words = event.text_for(intruder_seat)
    ninja, traitor = s.intruders["ninja"]["mission"], s.intruders["traitor"]["mission"]
    assert ninja != traitor
    assert f"The ninja's mission is {ninja}; the traitor's is {traitor}." == words


def test_N_4_1_the_self_check_reports_an_alert_level_beyond_high():
    s = set_up(2)
    assert rules.invariants(s) == []
    s.alert = 4
    assert "the alert level left its track" in rules.invariants(s)


def test_N_11_5_the_move_list_says_in_words_that_an_intruder_stops():
    s = set_up(2)
    assert describe_action(s, ("stop", "ninja")) == "The ninja stops"
    assert describe_action(s, ("be_seen", "traitor")) == "The traitor is seen"


def test_N_3_9_with_two_guard_players_the_suggested_hand_is_half_of_every_card_of_the_starting_hand():
    s = set_up(4)
    half = sorted(tables().starter["guard"][::2])
    assert len(s.guard_seats) == 2
    for seat in s.guard_seats:
        assert s.hands[str(seat)] == half


def test_N_19_8_every_seat_is_told_where_a_guard_came_out_of_the_passage():
    s = card_phase(set_up(2), ["sentry_search"])
    first, second = s.passages["intruders"]
    s.found_entrances = [["intruders", first]]
    s.guard_passage_cards = 1
    only_guards(s, "secret_passage")
    put(s, "ninja", "bamboo_grove")
    put(s, "traitor", "bamboo_grove")
    s.decks["0"].remove("guard_secret_passage")        # that card lies face up in play (cards are conserved)
    act(s, "play", "sentry_search", "sentry", 1)
    act(s, "step", "other_entrance")
    found = [e for e in s.log if e.kind == "passage_found"]
    assert [e.data["zone"] for e in found] == [second]
    assert found[0].data["rule"] == "N-19.8"
    assert zone_name(second) in found[0].text_for(s.intruder_seat["ninja"])
    assert zone_name(second) in found[0].text_for(s.guard_seats[0])
