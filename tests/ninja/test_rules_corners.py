"""Ninja rules tests for corners the other files leave open: setup counts, the self-check, the passage, cats."""
import pytest

from rulesets.ninja import rules
from rulesets.ninja.rules import flow
from rulesets.ninja.rules.state import clone, zone_name
from tests.ninja.support import act, card_phase, config, legal, only_guards, open_neighbour, put, set_up
from tests.ninja.test_rules_guards import _to_patrol_phase
from tests.ninja.test_rules_intruders import _quiet, _search_room


@pytest.mark.parametrize("label, more", [("As printed", 0), ("Two fewer", -2), ("One fewer", -1), ("One more", 1),
                                         ("Two more", 2), ("Three more", 3)])
def test_N_24_1_the_intruder_cards_choice_deals_each_intruder_as_many_more_or_fewer_cards_as_it_says(label, more):
    """N-3.7: eight cards for the ninja and seven for the traitor, as printed."""
    choice = rules.INFO.choice("intruder_cards")
    s = set_up(2, intruder_cards=choice.values[choice.labels.index(label)])
    assert {f: len(me["hand"]) for f, me in s.intruders.items()} == {"ninja": 8 + more, "traitor": 7 + more}


def test_N_3_9_each_guard_player_sets_aside_his_own_six_cards_and_is_asked_until_he_has():
    """N-3.9: each picks 12 of his 18 cards; the sword player first, then the spear player, card by card."""
    s = rules.setup(config(4), 1)
    while s.step != "guard_hand":
        options = rules.legal_actions(s, rules.pending(s).seat)
        s = rules.apply(s, next((a for a in options if a[0] == "place_the_rest_at_random"), options[0]))
    sword, spear = s.guard_seats
    asked = []
    while s.step == "guard_hand":
        seat = rules.pending(s).seat
        asked.append(seat)
        s = rules.apply(s, next(a for a in rules.legal_actions(s, seat) if a[0] == "set_aside"))
    assert asked == [sword] * 6 + [spear] * 6
    assert len(s.hands[str(sword)]) == len(s.hands[str(spear)]) == 12


def test_N_3_14a_the_self_check_reports_a_barracks_holding_three_sleeping_guards():
    s = set_up(2)
    barracks = next(iter(s.sleeping))
    s.sleeping[barracks] = 3
    assert "a barracks holds a wrong number of sleeping guards" in rules.invariants(s)


def test_N_4_9_every_seat_is_told_which_guard_joined_which_patrol():
    s = _to_patrol_phase(set_up(2))
    guards = only_guards(s, "north_plaza", "north_plaza", "north_plaza")
    guards[0]["patrol"] = guards[1]["patrol"] = 7
    s.patrol_facing = {"7": ""}
    put(s, "ninja", "bamboo_grove")
    put(s, "traitor", "bamboo_grove")
    flow.settle(s)
    act(s, "join_patrol", 3, 7)
    joined = s.log[-1]
    assert joined.kind == "patrol_joined" and (joined.data["guard"], joined.data["patrol"]) == (3, 7)
    assert joined.text_for(s.intruder_seat["ninja"]) == "Guard 3 joins patrol 7."


def test_N_19_8_a_guard_in_the_passage_whose_both_entrances_are_found_leaves_only_by_one_of_them():
    """N-19.9: he leaves by either entrance; there is no unknown other end left to come out of."""
    s = card_phase(set_up(2), ["sentry_search"])
    first, second = s.passages["intruders"]
    s.found_entrances = [["intruders", first], ["intruders", second]]
    s.guard_passage_cards = 1
    only_guards(s, "secret_passage")
    put(s, "ninja", "bamboo_grove")
    put(s, "traitor", "bamboo_grove")
    s.decks["0"].remove("guard_secret_passage")        # that card lies face up in play (cards are conserved)
    act(s, "play", "sentry_search", "sentry", 1)
    steps = {a for a in legal(s) if a[0] == "step"}
    assert steps == {("step", first), ("step", second)}


def test_N_H_9_once_the_traitor_has_played_both_cats_a_listen_no_longer_waits_for_him():
    """N-H.8 asks him on every Listen while a cat may be left; both cats played (public) end the question,
    even though he still holds other cards."""
    s = card_phase(set_up(2, seed=4), ["sentry_listen", "sentry_listen"])
    only_guards(s, "north_bridge", "north_plaza", "bamboo_grove")
    put(s, "ninja", "bell_court", moved_last=0)
    put(s, "traitor", "bell_court", moved_last=0)
    s.intruders["traitor"]["hand"] = ["it_was_a_cat", "it_was_a_cat", "potent_sake"]
    for number in (1, 2):
        act(s, "play", "sentry_listen", "sentry", number)
        assert rules.pending(s).kind == "it_was_a_cat"
        act(s, "it_was_a_cat")
    assert s.cats_played == 2 and s.intruders["traitor"]["hand"] == ["potent_sake"]
    card_phase(s, ["sentry_listen"])
    act(s, "play", "sentry_listen", "sentry", 3)
    assert rules.pending(s).kind != "it_was_a_cat"


def test_a_copy_of_the_game_is_independent_resolving_a_hidden_sentry_in_it_leaves_the_original_waiting():
    """Undo and the decoy worlds work on copies (N-13.10: the triggered hidden sentry is a pending question)."""
    s = _quiet()
    room = next(z for z, o in s.objects.items() if o == "hidden_sentry")
    put(s, "traitor", "bamboo_grove")
    s.intruders["ninja"]["hand"] = []
    _search_room(s, "ninja", room)
    copy = clone(s)
    act(copy, "let_the_sentry_be", "ninja")
    assert rules.pending(s).kind == "hidden_sentry" and s.triggers
    act(s, "let_the_sentry_be", "ninja")
    assert rules.state_hash(s) == rules.state_hash(copy)




def test_N_13_11_with_four_players_and_every_sword_figure_on_the_map_a_spear_guard_stands_up_unasked():
    """The guards choose among unused figures (Part 2: ten of each weapon); with one weapon left there is no
    choice to offer, and the spear player commands the new guard (N-8.2)."""
    s = _quiet(4)
    room = next(z for z, o in s.objects.items() if o == "hidden_sentry")
    only_guards(s, *(["north_bridge"] * 10))
    put(s, "traitor", "bamboo_grove")
    s.intruders["ninja"]["hand"] = []
    _search_room(s, "ninja", room)
    act(s, "let_the_sentry_be", "ninja")
    assert rules.pending(s) is None or rules.pending(s).kind != "hidden_sentry_figure"
    stood = [g for g in s.guards if g["zone"] == room]
    assert [g["weapon"] for g in stood] == ["spear"]


def test_N_24_5_every_seat_is_told_between_which_two_zones_a_guard_found_a_rope():
    s = set_up(2, ropes_noticed=True)
    a = "north_plaza"
    b = open_neighbour(a)
    s.ropes = [["intruders", a, b]]
    only_guards(s, b)
    put(s, "ninja", "bamboo_grove")
    put(s, "traitor", "bamboo_grove")
    s.phase, s.guard_turn, s.patrols_done, s.decision = "patrols", 0, [], None
    flow.settle(s)
    found = next(e for e in s.log if e.kind == "rope_found")
    assert found.data["zones"] == [a, b]
    for seat in range(2):
        assert zone_name(a) in found.text_for(seat) and zone_name(b) in found.text_for(seat)
