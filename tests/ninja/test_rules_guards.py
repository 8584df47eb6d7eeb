"""Ninja guard phases: alert draw (N-6), listening (N-7), card limits (N-9), moves (N-8), patrols (N-10)."""
import pytest

from engine.rules.api import IllegalAction
from rulesets.ninja import rules
from rulesets.ninja.rules import flow
from rulesets.ninja.rules.state import HIGH, tables
from tests.ninja.support import act, card_phase, legal, only_guards, open_neighbour, put, set_up, wall_pair


def test_N_6_3_the_guards_draw_by_the_alert_level_and_N_6_4_it_then_falls_one_step():
    s = set_up(2)
    s.alert = 2
    deck = len(s.decks["0"])
    flow.begin_turn(s)
    assert len(s.drawn["0"]) == 2 and len(s.decks["0"]) == deck - 2 and s.alert == 1


def test_N_6_2_cards_played_last_turn_are_shuffled_back_into_the_deck():
    s = set_up(2)
    s.discards["0"] = ["awaken", "sentry_listen"]
    deck = len(s.decks["0"])
    flow.begin_turn(s)
    assert s.discards["0"] == [] and len(s.decks["0"]) == deck + 2


def test_N_6_5_in_the_alert_phase_only_the_cards_just_drawn_may_be_played():
    s = set_up(2)
    s.alert = 1
    s.decks["0"].append("sentry_search")
    flow.begin_turn(s)
    flow.settle(s)
    cards = {a[1] for a in legal(s) if a[0] == "play"}
    assert cards == {"sentry_search"}


def test_N_6_6_a_guard_named_by_a_card_cannot_be_named_again_this_turn():
    s = card_phase(set_up(2), ["sentry_listen", "sentry_search"])
    only_guards(s, "north_bridge")
    act(s, "play", "sentry_listen", "sentry", 1)
    while rules.pending(s).kind == "it_was_a_cat":
        act(s, "let_them_listen")
    assert not [a for a in legal(s) if a[0] == "play"]


def test_N_9_1_the_guards_play_at_most_two_cards_in_the_card_phase():
    s = card_phase(set_up(2), ["sentry_listen", "sentry_listen", "sentry_listen"])
    only_guards(s, "north_bridge", "south_bridge", "kennels")
    for number in (1, 2):
        act(s, "play", "sentry_listen", "sentry", number)
        while rules.pending(s).kind == "it_was_a_cat":
            act(s, "let_them_listen")
    assert legal(s) == [("end_phase",)]


def test_N_9_3_the_free_listen_is_offered_only_while_no_card_was_played():
    s = card_phase(set_up(2), ["sentry_listen"])
    only_guards(s, "north_bridge", "south_bridge")
    assert ("free_listen", "sentry", 1) in legal(s)
    act(s, "play", "sentry_listen", "sentry", 2)
    while rules.pending(s).kind == "it_was_a_cat":
        act(s, "let_them_listen")
    assert not [a for a in legal(s) if a[0] == "free_listen"]


def test_N_9_4_after_the_free_listen_only_kenjutsu_may_be_played():
    s = card_phase(set_up(2), ["sentry_listen", "sentry_search"])
    only_guards(s, "north_bridge", "south_bridge")
    act(s, "free_listen", "sentry", 1)
    while rules.pending(s).kind == "it_was_a_cat":
        act(s, "let_them_listen")
    assert not [a for a in legal(s) if a[0] == "play"]


def _listen_with(s, number):
    act(s, "free_listen", "sentry", number)
    if rules.pending(s).kind == "it_was_a_cat":
        act(s, "let_them_listen")
    return s.log[-1]


def test_N_7_2_an_intruder_is_heard_within_as_many_zones_as_he_last_moved():
    s = card_phase(set_up(2), [])
    only_guards(s, "north_bridge")
    far = [z for z, d in tables().hearing("north_bridge").items() if d == 2][0]
    put(s, "ninja", far, moved_last=2)
    put(s, "traitor", "bamboo_grove", moved_last=0)
    assert _listen_with(s, 1).data["heard"] is True


def test_N_7_2_an_intruder_beyond_his_last_move_is_not_heard():
    s = card_phase(set_up(2), [])
    only_guards(s, "north_bridge")
    far = [z for z, d in tables().hearing("north_bridge").items() if d == 3][0]
    put(s, "ninja", far, moved_last=2)
    put(s, "traitor", "bamboo_grove", moved_last=0)
    assert _listen_with(s, 1).data["heard"] is False


def test_N_7_3_an_intruder_who_stood_still_is_never_heard():
    s = card_phase(set_up(2), [])
    only_guards(s, "north_bridge")
    put(s, "ninja", open_neighbour("north_bridge"), moved_last=0)
    put(s, "traitor", "bamboo_grove", moved_last=0)
    assert _listen_with(s, 1).data["heard"] is False


def test_N_7_6_a_hearing_raises_the_alert_and_lets_the_listener_move_two_zones():
    s = card_phase(set_up(2), [])
    only_guards(s, "north_bridge")
    put(s, "ninja", [z for z, d in tables().hearing("north_bridge").items() if d == 3][0], moved_last=3)
    put(s, "traitor", "bamboo_grove")
    s.alert = 0
    _listen_with(s, 1)
    assert s.alert == 1 and rules.pending(s).kind == "guard_move"


def test_N_7_4_it_was_a_cat_makes_the_guards_hear_nothing():
    s = card_phase(set_up(2), [])
    only_guards(s, "north_bridge")
    put(s, "ninja", open_neighbour("north_bridge"), moved_last=3)
    s.intruders["traitor"]["hand"] = ["it_was_a_cat"]
    act(s, "free_listen", "sentry", 1)
    act(s, "it_was_a_cat")
    assert s.log[-1].data["heard"] is False and s.alert == 0 and s.cats_played == 1


def test_N_8_4_guards_never_cross_walls():
    room, moat = wall_pair()
    s = card_phase(set_up(2), ["sentry_search"])
    only_guards(s, room)
    act(s, "play", "sentry_search", "sentry", 1)
    assert ("step", moat) not in legal(s)
    with pytest.raises(IllegalAction) as refused:
        act(s, "step", moat)
    assert refused.value.rule_id == "N-8.4"


def test_N_8_4_entering_a_moat_ends_a_guard_move():
    t = tables()
    moat, start = next((m, z) for m in sorted(t.moats) for z in t.neighbours(m)
                       if not t.is_wall(m, z) and z not in t.moats)
    s = card_phase(set_up(2), ["sentry_search"])
    only_guards(s, start)
    put(s, "ninja", "bamboo_grove")
    put(s, "traitor", "bamboo_grove")
    act(s, "play", "sentry_search", "sentry", 1)
    act(s, "step", moat)
    assert rules.pending(s).kind != "guard_move"


def test_N_15_1_a_guard_walking_into_a_hidden_intruder_detects_him_and_stops():
    s = card_phase(set_up(2), ["sentry_search"])
    only_guards(s, "north_bridge")
    target = open_neighbour("north_bridge")
    put(s, "ninja", target)
    act(s, "play", "sentry_search", "sentry", 1)
    act(s, "step", target)
    assert s.intruders["ninja"]["seen"] and s.alert == HIGH and rules.pending(s).kind != "guard_move"


def test_N_16_5_a_guard_kenjutsu_wounds_a_seen_intruder_and_N_16_6_the_traitor_dies_on_the_second():
    s = card_phase(set_up(2), ["guard_kenjutsu", "guard_kenjutsu"])
    s.turn = 12
    only_guards(s, "north_bridge", "north_bridge")
    put(s, "traitor", "north_bridge")
    s.intruders["traitor"]["seen"] = True
    act(s, "play", "guard_kenjutsu", 1, "traitor")
    assert len(s.intruders["traitor"]["wounds"]) == 1
    act(s, "play", "guard_kenjutsu", 2, "traitor")
    assert s.intruders["traitor"]["status"] == "dead" and not s.intruders["traitor"]["respawn"]


def test_N_16_4_each_guard_attacks_at_most_once_per_turn():
    s = card_phase(set_up(2), ["guard_kenjutsu", "guard_kenjutsu"])
    only_guards(s, "north_bridge")
    put(s, "ninja", "north_bridge")
    s.intruders["ninja"]["seen"] = True
    act(s, "play", "guard_kenjutsu", 1, "ninja")
    assert not [a for a in legal(s) if a[0] == "play"]


def _to_patrol_phase(s):
    s.phase, s.guard_turn, s.patrols_done, s.decision, s.cache = "patrols", 0, [], None, None
    return s


def _one_patrol(s, zone, facing):
    guards = only_guards(s, zone, zone)
    for g in guards:
        g["patrol"] = 1
    s.patrol_facing = {"1": facing}
    put(s, "ninja", "bamboo_grove")
    put(s, "traitor", "bamboo_grove")
    return guards


def test_N_10_2_a_patrol_on_the_track_marches_exactly_two_zones_forward():
    t = tables()
    s = _to_patrol_phase(set_up(2))
    zone = t.track_zones[0]
    _one_patrol(s, zone, t.track[zone][0])
    moves = [a for a in legal(s) if a[0] == "patrol_move"]
    assert moves and all(len(a[2]) == 2 and a[2][0] == t.track[zone][0] for a in moves)


def test_N_10_5_a_patrol_never_reverses_onto_the_zone_it_came_from():
    t = tables()
    s = _to_patrol_phase(set_up(2))
    zone = t.track_zones[0]
    _one_patrol(s, zone, t.track[zone][0])
    assert all(a[2][1] != zone for a in legal(s) if a[0] == "patrol_move")


def test_N_10_3_a_patrol_that_already_moved_this_turn_does_not_march():
    t = tables()
    s = _to_patrol_phase(set_up(2))
    zone = t.track_zones[0]
    for g in _one_patrol(s, zone, t.track[zone][0]):
        g["moved"] = True
    flow.settle(s)
    assert s.phase == "intruders"


def test_N_G_2_awaken_wakes_a_barracks_and_N_18_1_never_beyond_twenty_figures():
    s = card_phase(set_up(2), ["awaken"])
    s.sleeping = {z: 0 for z in s.sleeping}
    barracks = tables().barracks[0]
    s.sleeping[barracks] = 2
    only_guards(s, *(["north_bridge"] * 19))
    option = next(a for a in legal(s) if a[0] == "play" and a[1] == "awaken")
    act(s, *option)
    assert len(s.guards) == 20 and s.sleeping[barracks] == 1


def test_N_19_5_a_guard_ending_the_turn_on_a_passage_entrance_finds_it():
    s = _to_patrol_phase(set_up(2))
    entrance = s.passages["intruders"][0]
    only_guards(s, entrance)
    put(s, "ninja", "bamboo_grove")
    put(s, "traitor", "bamboo_grove")
    flow.settle(s)
    assert ["intruders", entrance] in s.found_entrances


def test_N_24_6_with_the_toggle_guards_never_notice_the_passage():
    s = _to_patrol_phase(set_up(2, passage_never_noticed=True))
    only_guards(s, s.passages["intruders"][0])
    flow.settle(s)
    assert s.found_entrances == []


def test_N_4_11_sentries_sharing_a_zone_may_form_a_patrol():
    s = card_phase(set_up(2), [])
    only_guards(s, "north_plaza", "north_plaza")
    option = next(a for a in legal(s) if a[0] == "group_sentries")
    act(s, *option)
    assert s.guards[0]["patrol"] == s.guards[1]["patrol"] is not None


def test_N_4_9_a_sentry_where_a_patrol_ended_its_march_may_join_it():
    s = _to_patrol_phase(set_up(2))
    guards = only_guards(s, "north_plaza", "north_plaza", "north_plaza")
    guards[0]["patrol"] = guards[1]["patrol"] = 7
    s.patrol_facing = {"7": ""}
    put(s, "ninja", "bamboo_grove")
    put(s, "traitor", "bamboo_grove")
    flow.settle(s)
    act(s, "join_patrol", 3, 7)
    assert guards[2]["patrol"] == 7


def test_N_18_3_with_twenty_guards_a_hidden_sentry_may_replace_a_figure_the_guards_take_away():
    from tests.ninja.support import intruders_phase
    s = set_up(2, seed=3)
    room = next(z for z, o in s.objects.items() if o == "hidden_sentry")
    only_guards(s, *(["north_bridge"] * 20))
    put(s, "ninja", open_neighbour(room))
    put(s, "traitor", "bamboo_grove")
    s.intruders["ninja"]["hand"] = []
    s.turn = 20
    intruders_phase(s)
    act(s, "move", "ninja", room)
    act(s, "stop", "ninja")
    act(s, "stop", "traitor")
    act(s, "search", "ninja", room)
    act(s, "done_searching", "ninja")
    act(s, "done_searching", "traitor")
    act(s, "let_the_sentry_be", "ninja")
    assert rules.pending(s).kind == "full_fortress" and rules.pending(s).seat == 0
    act(s, "make_room", 1)
    assert len(s.guards) == 20 and any(g["zone"] == room for g in s.guards)
