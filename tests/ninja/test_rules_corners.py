"""Ninja rules tests for corners the other files leave open: setup counts, the self-check, the passage, cats."""
import pytest

from engine.rules.api import ConfigError
from rulesets.ninja import rules
from rulesets.ninja.rules import fights, flow
from rulesets.ninja.rules.state import OFF_MAP, clone, tables, zone_name
from tests.ninja.support import act, card_phase, config, intruders_phase, legal, only_guards, open_neighbour, patrol_of_two, put, set_up
from tests.ninja.test_rules_guards import _one_patrol, _to_patrol_phase
from tests.ninja.test_rules_intruders import _path_from, _quiet, _search_room


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


@pytest.mark.parametrize("end", [0, 1])
def test_N_24_5_a_guard_at_either_end_finds_the_rope_and_every_seat_is_told_between_which_two_zones(end):
    s = set_up(2, ropes_noticed=True)
    a = "north_plaza"
    b = open_neighbour(a)
    s.ropes = [["intruders", a, b]]
    only_guards(s, (a, b)[end])
    put(s, "ninja", "bamboo_grove")
    put(s, "traitor", "bamboo_grove")
    s.phase, s.guard_turn, s.patrols_done, s.decision = "patrols", 0, [], None
    flow.settle(s)
    found = next(e for e in s.log if e.kind == "rope_found")
    assert found.data["zones"] == [a, b]
    for seat in range(2):
        assert zone_name(a) in found.text_for(seat) and zone_name(b) in found.text_for(seat)


def test_N_24_5_a_found_rope_is_a_reveal_so_undo_cannot_take_it_back():
    s = set_up(2, ropes_noticed=True)
    a = "north_plaza"
    s.ropes = [["intruders", a, open_neighbour(a)]]
    only_guards(s, a)
    put(s, "ninja", "bamboo_grove")
    put(s, "traitor", "bamboo_grove")
    s.phase, s.guard_turn, s.patrols_done, s.decision = "patrols", 0, [], None
    before = rules.commit_marker(s)
    flow.settle(s)
    assert s.ropes[0][-1] == "found" and rules.commit_marker(s) > before


def test_a_copy_of_the_game_has_guards_of_its_own_moving_one_leaves_the_original_in_place():
    s = set_up(2)
    copy = clone(s)
    copy.guards[0]["zone"] = "bamboo_grove"
    copy.guards[0]["drunk"] = True
    assert s.guards[0]["zone"] != "bamboo_grove" and not s.guards[0]["drunk"]


def test_N_21_the_results_score_a_point_only_for_an_intruder_who_escaped_with_his_own_mission():
    """N-21.3: the ninja escaped without his mission and the traitor completed his but died: a guard win, and
    neither line of the score counts."""
    s = set_up(2)
    s.intruders["ninja"].update(status="exited", mission_done=False)
    s.intruders["traitor"].update(status="dead", mission_done=True)
    flow.finish(s, "test")
    result = rules.outcome(s)
    assert result.result == "guards" and [points for _, points in result.score_lines] == [0, 0]
    s.intruders["ninja"]["mission_done"] = True
    flow.finish(s, "test")
    assert [points for _, points in rules.outcome(s).score_lines] == [1, 0]


def test_N_8_6_sentries_grouped_on_the_track_form_a_patrol_facing_the_way_the_guards_chose():
    t = tables()
    s = card_phase(set_up(2), [])
    only_guards(s, "north_plaza", "north_plaza")
    facing = t.track["north_plaza"][-1]
    act(s, "group_sentries", "north_plaza", facing)
    number = s.guards[0]["patrol"]
    assert rules.view(s, s.guard_seats[0])["patrol_facing"][str(number)] == facing


def test_N_9_2_with_four_players_the_card_limit_agreement_is_asked_at_the_sword_players_seat_who_plays_first():
    s = set_up(4)
    s.phase, s.guard_turn, s.decision = "alert", len(s.guard_seats), None
    flow.settle(s)                                     # the Alert Phase ends: the Card Phase starts
    asked = rules.pending(s)
    assert asked.kind == "card_limit_agreement" and asked.seat == s.guard_seats[0]
    act(s, "share_the_two_cards")
    assert rules.pending(s).seat == s.guard_seats[0]


def test_N_21_every_seat_is_told_in_words_how_the_game_ended_and_why():
    s = set_up(2)
    s.intruders["ninja"].update(status="exited", mission_done=True)
    s.intruders["traitor"].update(status="dead", mission_done=False)
    flow.finish(s, "the night is over: turn 20 has ended")
    over = s.log[-1]
    assert over.kind == "game_over" and over.data["result"] == "draw"
    for seat in range(2):
        assert over.text_for(seat).startswith("The game is over: the night is over: turn 20 has ended. Only the "
                                              "ninja completed his mission and escaped: a draw.")


def test_N_G_2_after_running_three_zones_the_ninjas_move_is_over_and_shadow_walk_is_no_longer_offered():
    """Shadow Walk works "for the rest of this move" (N-11.3: a run is three zones, the most he may move)."""
    s = _quiet()
    put(s, "ninja", "bell_court")
    put(s, "traitor", "bamboo_grove")
    s.intruders["ninja"]["hand"] = ["shadow_walk"]
    intruders_phase(s)
    path = _path_from("bell_court", 3)
    for zone in path[:2]:
        act(s, "move", "ninja", zone)
    assert ("card", "ninja", "shadow_walk") in legal(s)
    act(s, "move", "ninja", path[2])
    assert ("card", "ninja", "shadow_walk") not in legal(s)


def test_N_8_3_every_seat_sees_which_guards_are_moving_and_how_many_zones_they_have_left():
    s = card_phase(set_up(2), ["sentry_search"])
    only_guards(s, "north_bridge")
    put(s, "ninja", "bamboo_grove")
    put(s, "traitor", "bamboo_grove")
    act(s, "play", "sentry_search", "sentry", 1)
    act(s, "step", open_neighbour("north_bridge", avoid=("bamboo_grove",)))
    for seat in range(2):
        moving = rules.view(s, seat)["decision"]
        assert moving["kind"] == "guard_move" and moving["unit"] == [1] and moving["steps_left"] == 1


def test_N_17_7_the_wound_cards_of_an_intruder_who_died_early_are_among_the_cards_the_guards_may_take():
    """N-16.7: his wounds go to the guards' discard pile first, so the bonus choice is never empty."""
    s = set_up(2)
    s.turn = 5
    only_guards(s, "north_bridge", "north_bridge")
    put(s, "traitor", "north_bridge")
    s.intruders["traitor"]["seen"] = True
    card_phase(s, ["guard_kenjutsu", "guard_kenjutsu"])
    key = str(s.guard_seats[0])
    s.decks[key] = [c for c in s.decks[key] if c != "guard_kenjutsu"]
    s.discards[key] = []
    act(s, "play", "guard_kenjutsu", 1, "traitor")
    act(s, "play", "guard_kenjutsu", 2, "traitor")
    assert rules.pending(s).kind == "guard_bonus_cards" and ("take_card", "guard_kenjutsu") in legal(s)


def test_N_11_4_the_intruders_log_of_the_turn_says_who_stood_still_and_leaves_out_who_exited_before():
    s = _quiet()
    put(s, "ninja", "bell_court")
    s.intruders["traitor"].update(status="exited", zone=OFF_MAP, path=[[0, "bamboo_grove", "start"], [2, OFF_MAP, "exit"]])
    s.turn = 3
    intruders_phase(s)
    act(s, "stop", "ninja")
    act(s, "done_searching", "ninja")
    moved = next(e for e in reversed(s.log) if e.kind == "intruders_moved")
    assert moved.text_for(s.intruder_seat["ninja"]) == "The intruders moved: the ninja stood still."


def test_N_8_6_two_pairs_of_sentries_grouped_in_two_zones_form_two_different_patrols():
    s = card_phase(set_up(2), [])
    only_guards(s, "north_plaza", "north_plaza", "bell_court", "bell_court")
    for zone in ("north_plaza", "bell_court"):
        act(s, *next(a for a in legal(s) if a[:2] == ("group_sentries", zone)))
    first, second = s.guards[0]["patrol"], s.guards[2]["patrol"]
    assert first is not None and second is not None and first != second
    assert s.guards[1]["patrol"] == first and s.guards[3]["patrol"] == second


def test_N_8_5_a_patrol_search_moves_the_whole_patrol_as_one_group():
    s = card_phase(set_up(2), ["patrol_search"])
    guards = patrol_of_two(s, "north_plaza", 1)
    put(s, "ninja", "bamboo_grove")
    put(s, "traitor", "bamboo_grove")
    act(s, "play", "patrol_search", "patrol", 1)
    act(s, "step", open_neighbour("north_plaza", avoid=("bamboo_grove",)))
    assert guards[0]["patrol"] == guards[1]["patrol"] == 1 and guards[0]["zone"] == guards[1]["zone"] != "north_plaza"


def test_N_10_1_in_the_patrol_phase_the_guards_are_asked_to_march_the_patrol():
    t = tables()
    s = _to_patrol_phase(set_up(2))
    zone = t.track_zones[0]
    _one_patrol(s, zone, t.track[zone][0])
    asked = rules.pending(s)
    assert asked.kind == "move_patrol" and asked.prompt == "Patrol Phase: march the patrol two zones along the track."


def test_N_8_2_with_four_players_the_spear_player_marches_a_spear_patrol_in_the_patrol_phase():
    """N-3.12: a patrol is controlled by the player whose weapon is in it."""
    t = tables()
    s = _to_patrol_phase(set_up(4))
    zone = t.track_zones[0]
    for g in _one_patrol(s, zone, t.track[zone][0]):
        g["weapon"] = "spear"
    assert rules.pending(s).seat == s.guard_seats[1]


def test_a_new_game_fills_in_the_settings_left_out_and_refuses_an_unknown_variant_in_words():
    s = rules.setup({"players": 3}, 1)
    assert s.config["variant"] == "standard" and s.config["intruder_cards"] == 0
    with pytest.raises(ConfigError) as refused:
        rules.setup({"players": 2, "variant": "night_raid"}, 1)
    assert "variant must be one of" in str(refused.value)


def test_N_13_10_once_the_hidden_sentry_has_stood_up_the_intruders_phase_ends_and_nothing_more_is_asked():
    """On turn 20 the end of the Intruders Phase is the end of the game (N-21.1)."""
    s = _quiet()
    room = next(z for z, o in s.objects.items() if o == "hidden_sentry")
    put(s, "traitor", "bamboo_grove")
    s.intruders["ninja"]["hand"] = []
    _search_room(s, "ninja", room)
    act(s, "let_the_sentry_be", "ninja")
    assert s.decision is None and rules.pending(s) is None and rules.outcome(s) is not None


def test_N_19_7_the_self_check_counts_a_guard_secret_passage_card_lying_face_up_in_play():
    s = card_phase(set_up(2), ["guard_secret_passage"])
    first = s.passages["intruders"][0]
    s.found_entrances = [["intruders", first]]
    only_guards(s, first)
    put(s, "ninja", "bamboo_grove")
    put(s, "traitor", "bamboo_grove")
    assert rules.invariants(s) == []
    act(s, *next(a for a in legal(s) if a[:2] == ("play", "guard_secret_passage")))
    assert s.guard_passage_cards == 1 and rules.invariants(s) == []


@pytest.mark.parametrize("cards_in_play, enters", [(1, False), (2, True)])
def test_N_19_12_a_patrol_of_two_steps_into_the_passage_together_only_with_both_guard_cards_in_play(cards_in_play,
                                                                                                   enters):
    s = card_phase(set_up(2), ["patrol_search"])
    entrance = s.passages["intruders"][0]
    s.found_entrances = [["intruders", entrance]]
    s.guard_passage_cards = cards_in_play
    guards = only_guards(s, entrance, entrance)
    for g in guards:
        g["patrol"] = 1
    s.patrol_facing = {"1": ""}
    put(s, "ninja", "bamboo_grove")
    put(s, "traitor", "bamboo_grove")
    act(s, "play", "patrol_search", "patrol", 1)
    assert (("step", "secret_passage") in legal(s)) is enters


def test_N_9_2_every_seat_is_told_when_the_guards_agree_to_play_one_card_each():
    s = set_up(4)
    s.phase, s.guard_turn, s.decision = "alert", len(s.guard_seats), None
    flow.settle(s)
    act(s, "one_card_each")
    agreed = s.log[-1]
    assert agreed.kind == "card_limit_agreed" and agreed.data["limit"] == "one_each"
    assert all(agreed.text_for(seat) == "The guards will play at most one card each." for seat in range(4))


def test_N_G_2_potent_sake_makes_a_lone_sentry_drunk_but_never_a_patrol_member():
    s = _quiet()
    sentry, *patrol = only_guards(s, "bell_court", "north_plaza", "north_plaza")
    for g in patrol:
        g["patrol"] = 1
    s.patrol_facing = {"1": ""}
    put(s, "ninja", "bamboo_grove")
    put(s, "traitor", "bell_court")
    s.intruders["traitor"]["hand"] = ["potent_sake"]
    s.intruders["ninja"]["hand"] = []
    intruders_phase(s)
    act(s, "stop", "ninja")
    targets = {a[3] for a in legal(s) if a[:3] == ("card", "traitor", "potent_sake")}
    assert sentry["number"] in targets and not targets & {g["number"] for g in patrol}


def test_N_17_5_the_replacement_picks_from_the_whole_deck_but_no_card_more_often_than_the_deck_holds_it():
    """The traitor's deck holds two It Was a Cat (N-G.3): after picking both, a third is not offered."""
    s = set_up(2)
    s.intruders["traitor"]["respawn"] = True
    fights.start_respawn(s, "traitor")
    assert ("pick_card", "traitor", "it_was_a_cat") in legal(s)
    act(s, "pick_card", "traitor", "it_was_a_cat")
    act(s, "pick_card", "traitor", "it_was_a_cat")
    assert ("pick_card", "traitor", "it_was_a_cat") not in legal(s) and ("pick_card", "traitor", "potent_sake") in legal(s)


def test_N_8_4_a_patrol_that_has_moved_this_turn_cannot_be_sent_again_with_a_patrol_search():
    """N-6.6 as well: a card already played on that patrol this turn."""
    s = card_phase(set_up(2), ["patrol_search", "patrol_search"])
    guards = only_guards(s, "north_plaza", "north_plaza")
    for g in guards:
        g["patrol"] = 1
    s.patrol_facing = {"1": ""}
    put(s, "ninja", "bamboo_grove")
    put(s, "traitor", "bamboo_grove")
    assert ("play", "patrol_search", "patrol", 1) in legal(s)
    act(s, "play", "patrol_search", "patrol", 1)
    act(s, "stop_moving")
    assert ("play", "patrol_search", "patrol", 1) not in legal(s)
