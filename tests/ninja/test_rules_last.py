"""Ninja rules the other test files leave uncited: alert rises, listening moves, patrols, cards, the passage."""
from rulesets.ninja import rules
from rulesets.ninja.rules import flow
from rulesets.ninja.rules.state import HIGH, tables
from tests.ninja.support import act, card_phase, intruders_phase, legal, only_guards, open_neighbour, put, set_up
from tests.ninja.test_rules_guards import _one_patrol, _to_patrol_phase
from tests.ninja.test_rules_intruders import _path_from, _quiet


def test_N_4_2_the_alert_rises_in_the_intruders_phase_and_falls_only_when_the_next_alert_phase_comes():
    s = _quiet()
    put(s, "ninja", "bell_court")
    put(s, "traitor", "bamboo_grove")
    target = _path_from("bell_court", 1)[0]
    only_guards(s, target)
    s.alert = 0
    intruders_phase(s)
    act(s, "move", "ninja", target)
    act(s, "be_seen", "ninja")
    assert s.alert == HIGH
    act(s, "stop", "ninja")
    assert s.alert == HIGH
    flow.begin_turn(s)
    assert s.alert == HIGH - 1


def test_N_11_5_an_intruder_seen_in_a_guarded_zone_need_not_stop_there():
    s = _quiet()
    put(s, "ninja", "bell_court")
    put(s, "traitor", "bamboo_grove")
    path = _path_from("bell_court", 2)
    only_guards(s, path[0])
    intruders_phase(s)
    act(s, "move", "ninja", path[0])
    act(s, "be_seen", "ninja")
    act(s, "move", "ninja", path[1])
    assert s.intruders["ninja"]["zone"] == path[1]


def test_N_7_7_a_guard_who_heard_and_walks_into_the_intruders_zone_detects_him():
    s = card_phase(set_up(2), [])
    only_guards(s, "north_bridge")
    target = open_neighbour("north_bridge")
    put(s, "ninja", target, moved_last=1)
    put(s, "traitor", "bamboo_grove")
    act(s, "free_listen", "sentry", 1)
    if rules.pending(s).kind == "it_was_a_cat":
        act(s, "let_them_listen")
    assert not s.intruders["ninja"]["seen"]
    act(s, "step", target)
    assert s.intruders["ninja"]["seen"]


def test_N_10_1_when_the_guards_end_their_card_play_a_patrol_on_the_track_marches():
    t = tables()
    s = card_phase(set_up(2), [])
    zone = t.track_zones[0]
    _one_patrol(s, zone, t.track[zone][0])
    act(s, "end_phase")
    assert rules.pending(s).kind == "patrol_move" or any(a[0] == "patrol_move" for a in legal(s))


def test_N_4_10_a_patrol_marching_on_its_own_never_leaves_the_track():
    t = tables()
    s = _to_patrol_phase(set_up(2))
    zone = t.track_zones[0]
    _one_patrol(s, zone, t.track[zone][0])
    moves = [a for a in legal(s) if a[0] == "patrol_move"]
    assert moves and all(z in t.track for a in moves for z in a[2])


def test_N_10_7_a_guard_may_attack_with_kenjutsu_in_the_patrol_phase():
    s = _to_patrol_phase(set_up(2))
    only_guards(s, "north_bridge")
    put(s, "ninja", "north_bridge")
    put(s, "traitor", "bamboo_grove")
    s.intruders["ninja"]["seen"] = True
    s.hands["0"] = ["guard_kenjutsu"]
    flow.settle(s)
    assert ("play", "guard_kenjutsu", 1, "ninja") in legal(s)


def test_N_G_12_kenjutsu_in_the_card_phase_counts_toward_the_two_card_limit():
    s = card_phase(set_up(2), ["guard_kenjutsu", "sentry_listen", "sentry_listen"])
    only_guards(s, "north_bridge", "south_bridge", "kennels")
    put(s, "ninja", "north_bridge")
    put(s, "traitor", "bamboo_grove")
    s.intruders["ninja"]["seen"] = True
    act(s, "play", "guard_kenjutsu", 1, "ninja")
    act(s, "play", "sentry_listen", "sentry", 2)
    while rules.pending(s).kind == "it_was_a_cat":
        act(s, "let_them_listen")
    while rules.pending(s).kind == "guard_move":
        act(s, "stop_moving")
    assert not [a for a in legal(s) if a[0] == "play"]
