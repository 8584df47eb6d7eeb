"""Ninja rules cited by no other test: the alert track (N-4), the turn (N-5, N-6.1), exits, deaths, toggles."""
from collections import Counter

from rulesets.ninja import rules
from rulesets.ninja.rules import flow, guard_phase
from rulesets.ninja.rules.state import HIGH, OFF_MAP, raise_alert, tables
from tests.ninja.support import act, card_phase, config, intruders_phase, legal, only_guards, put, set_up, wall_pair
from tests.ninja.test_rules_intruders import _kill_traitor_on_turn


def test_N_4_1_the_game_starts_with_the_alert_at_none():
    assert rules.setup(config(2), 1).alert == 0


def test_N_4_3_a_rise_never_goes_above_high():
    s = set_up(2)
    s.alert = 2
    raise_alert(s, 2)
    assert s.alert == HIGH


def test_N_6_1_the_turn_advances_by_one_when_the_intruders_phase_ends_and_N_5_1_the_alert_phase_comes_first():
    s = set_up(2)
    only_guards(s)
    intruders_phase(s)
    flow.end_intruder_phase(s)
    flow.settle(s)
    assert s.turn == 2 and s.phase in ("alert", "guard_cards")


def test_N_G_11_the_ninja_moves_first_then_the_traitor():
    s = set_up(2)
    only_guards(s)
    put(s, "ninja", "bamboo_grove")
    put(s, "traitor", "bamboo_grove")
    intruders_phase(s)
    assert s.acting == "ninja"
    act(s, "stop", "ninja")
    assert s.acting == "traitor"


def test_N_14_2_an_intruder_who_left_the_map_is_never_offered_a_move_again():
    s = set_up(2)
    only_guards(s)
    put(s, "ninja", sorted(tables().edges)[0])
    put(s, "traitor", "bamboo_grove")
    intruders_phase(s)
    act(s, "move", "ninja", OFF_MAP)
    intruders_phase(s)
    assert not [a for a in legal(s) if a[0] in ("move", "card") and a[1] == "ninja"]


def test_N_17_2_an_intruder_dying_on_turn_11_is_not_replaced():
    s = _kill_traitor_on_turn(11)
    assert s.intruders["traitor"]["status"] == "dead" and not s.intruders["traitor"]["respawn"]


def test_N_16_7_a_dead_intruders_wound_cards_go_to_the_guard_discard_pile():
    s = _kill_traitor_on_turn(11)
    assert s.intruders["traitor"]["wounds"] == [] and Counter(s.discards["0"])["guard_kenjutsu"] == 2


def test_N_24_3_with_the_toggle_finding_the_passage_raises_the_alert():
    s = set_up(2, passage_find_raises_alert=True)
    s.phase, s.guard_turn, s.patrols_done, s.decision, s.cache = "patrols", 0, [], None, None
    only_guards(s, s.passages["intruders"][0])
    put(s, "ninja", "bamboo_grove")
    put(s, "traitor", "bamboo_grove")
    s.alert = 0
    flow.settle(s)
    assert s.found_entrances and s.alert >= 1


def test_N_G_4_hearing_distance_crosses_walls():
    inside, beyond = wall_pair()
    assert tables().hearing(inside)[beyond] == 1


def test_N_3_12_four_players_set_up_as_many_sword_as_spear_guards():
    weapons = Counter(g["weapon"] for g in set_up(4).guards)
    assert weapons["sword"] == weapons["spear"] > 0


def test_N_10_4_a_patrol_off_the_track_does_not_march():
    s = set_up(2)
    off_track = next(z for z in tables().zone_ids if z not in tables().track and z not in tables().moats)
    guards = only_guards(s, off_track, off_track)
    for g in guards:
        g["patrol"] = 1
    s.patrol_facing = {}
    s.phase, s.guard_turn, s.patrols_done, s.decision, s.cache = "patrols", 0, [], None, None
    assert guard_phase.next_patrol_to_move(s) is None


def test_N_3_7_the_ninja_keeps_eight_cards_and_the_traitor_seven():
    s = set_up(2)
    assert len(s.intruders["ninja"]["hand"]) == 8 and len(s.intruders["traitor"]["hand"]) == 7


def test_N_18_2_with_twenty_guards_on_the_map_no_sleeping_guard_can_be_woken():
    s = card_phase(set_up(2), ["awaken"])
    s.sleeping = {z: 0 for z in s.sleeping}
    s.sleeping[tables().barracks[0]] = 2
    only_guards(s, *(["north_bridge"] * 20))
    assert not [a for a in legal(s) if a[0] == "play" and a[1] == "awaken"]


def test_N_4_6_a_sentry_on_the_patrol_track_never_marches_in_the_patrol_phase():
    s = set_up(2)
    zone = tables().track_zones[0]
    only_guards(s, zone)
    put(s, "ninja", "bamboo_grove")
    put(s, "traitor", "bamboo_grove")
    s.phase, s.guard_turn, s.patrols_done, s.decision, s.cache = "patrols", 0, [], None, None
    flow.settle(s)
    assert guard_phase.next_patrol_to_move(s) is None and s.guards[0]["zone"] == zone


def test_N_8_3_a_guard_sent_to_search_walks_at_most_two_zones():
    s = card_phase(set_up(2), [])
    only_guards(s, "north_bridge")
    put(s, "ninja", [z for z, d in tables().hearing("north_bridge").items() if d == 3][0], moved_last=3)
    put(s, "traitor", "bamboo_grove")
    act(s, "free_listen", "sentry", 1)
    if rules.pending(s).kind == "it_was_a_cat":
        act(s, "let_them_listen")
    for _ in range(2):
        assert rules.pending(s).kind == "guard_move"
        act(s, *next(a for a in legal(s) if a[0] == "step" and a[1] not in tables().moats))
    assert rules.pending(s).kind != "guard_move"
