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


def _track_pair():
    """A zone on the patrol track and an open neighbour off the moat from which a guard can walk onto it."""
    t = tables()
    for zone in t.track_zones:
        for other in t.neighbours(zone):
            if not t.is_wall(zone, other) and other not in t.moats:
                return zone, other
    raise AssertionError("the map has no open zone beside the track")


def test_N_8_6_a_searching_guard_meeting_a_single_guard_forms_a_patrol_faced_along_the_track():
    s = card_phase(set_up(2), ["sentry_search"])
    zone, beside = _track_pair()
    walker, waiting = only_guards(s, beside, zone)
    put(s, "ninja", "bamboo_grove")
    put(s, "traitor", "bamboo_grove")
    act(s, "play", "sentry_search", "sentry", walker["number"])
    act(s, "step", zone)
    if rules.pending(s).kind == "guard_move":
        act(s, "stop_moving")
    assert walker["patrol"] == waiting["patrol"] is not None
    assert s.patrol_facing[str(walker["patrol"])] in tables().track[zone]


def test_N_8_7_sentry_searches_moving_members_apart_dissolve_a_patrol():
    s = card_phase(set_up(2), ["sentry_search", "sentry_search"])
    guards = only_guards(s, "north_plaza", "north_plaza", "north_plaza")
    for g in guards:
        g["patrol"] = 4
    s.patrol_facing = {"4": tables().track["north_plaza"][0]}
    put(s, "ninja", "bamboo_grove")
    put(s, "traitor", "bamboo_grove")
    away = [z for z in tables().neighbours("north_plaza") if not tables().is_wall("north_plaza", z)]
    for number, zone in ((1, away[0]), (2, away[1])):
        act(s, "play", "sentry_search", "sentry", number)
        act(s, "step", zone)
        if rules.pending(s).kind == "guard_move":
            act(s, "stop_moving")
    assert all(g["patrol"] is None for g in guards) and "4" not in s.patrol_facing


def test_N_15_4_an_intruder_stepping_into_the_passage_where_a_guard_stands_is_detected():
    s = _quiet()
    entrance = s.passages["intruders"][0]
    only_guards(s, "secret_passage")
    s.guard_passage_cards = 1
    put(s, "ninja", entrance)
    put(s, "traitor", "bamboo_grove")
    s.intruders["ninja"]["hand"] = ["ninja_secret_passage"]
    intruders_phase(s)
    act(s, "card", "ninja", "ninja_secret_passage")
    assert s.intruders["ninja"]["seen"] and s.alert == HIGH


def test_N_19_3_entering_the_passage_is_written_on_the_private_map_with_the_turn():
    s = _quiet()
    s.turn = 4
    put(s, "ninja", s.passages["intruders"][0])
    s.intruders["ninja"]["hand"] = ["ninja_secret_passage"]
    intruders_phase(s)
    act(s, "card", "ninja", "ninja_secret_passage")
    assert s.intruders["ninja"]["path"][-1] == [4, "secret_passage", "passage"]


def test_N_19_7_the_traitor_cannot_follow_the_ninja_into_the_passage_without_a_card_of_his_own():
    s = _quiet()
    entrance = s.passages["intruders"][0]
    put(s, "ninja", "secret_passage")
    s.intruders["ninja"]["passage_card"] = True
    put(s, "traitor", entrance)
    s.intruders["traitor"]["hand"] = []
    intruders_phase(s)
    act(s, "stop", "ninja")
    assert s.acting == "traitor"
    assert not [a for a in legal(s) if "secret_passage" in a]
    s.intruders["traitor"]["hand"] = ["traitor_secret_passage"]
    s.cache = None
    assert ("card", "traitor", "traitor_secret_passage") in legal(s)


def test_N_19_10_a_guard_inside_the_passage_cannot_listen():
    s = card_phase(set_up(2), ["sentry_listen"])
    only_guards(s, "secret_passage")
    s.guard_passage_cards = 1
    s.decks["0"].remove("guard_secret_passage")
    assert not [a for a in legal(s) if a[0] in ("play", "free_listen")]


def test_N_20_1_it_was_a_cat_cannot_be_played_in_the_intruders_own_turn():
    s = _quiet()
    put(s, "ninja", "bamboo_grove")
    put(s, "traitor", "bell_court")
    s.intruders["traitor"]["hand"] = ["it_was_a_cat"]
    intruders_phase(s)
    act(s, "stop", "ninja")
    assert s.acting == "traitor" and not [a for a in legal(s) if a[0] == "card" and "it_was_a_cat" in a]


def test_N_11_2_a_played_intruder_card_is_gone_and_intruders_never_draw():
    s = _quiet()
    put(s, "ninja", "bell_court")
    put(s, "traitor", "bamboo_grove")
    only_guards(s, open_neighbour("bell_court"))
    s.intruders["ninja"]["hand"] = ["shuriken", "shadow_walk"]
    intruders_phase(s)
    act(s, "card", "ninja", "shuriken", 1)
    assert s.intruders["ninja"]["hand"] == ["shadow_walk"]
    assert ("card", "ninja", "shuriken", 1) not in legal(s)
    flow.end_intruder_phase(s)
    flow.settle(s)
    assert s.intruders["ninja"]["hand"] == ["shadow_walk"]
