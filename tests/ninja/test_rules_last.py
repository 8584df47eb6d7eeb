"""Ninja rules the other test files leave uncited: alert rises, listening moves, patrols, cards, the passage."""
from rulesets.ninja import rules
from rulesets.ninja.rules import flow
from rulesets.ninja.rules.state import HIGH, add_guard, tables
from tests.ninja.support import act, card_phase, intruders_phase, legal, only_guards, open_neighbour, put, set_up, wall_pair
from tests.ninja.test_rules_guards import _one_patrol, _to_patrol_phase
from tests.ninja.test_rules_intruders import _kill_traitor_on_turn, _path_from, _quiet


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


def _replace_traitor(prepare=None):
    """The traitor killed on turn 5, the game driven on to his replacement's five cards and new start."""
    s = _kill_traitor_on_turn(5)
    if prepare:
        prepare(s)
    while rules.pending(s).kind.startswith("guard_bonus"):
        act(s, *legal(s)[-1])
    act(s, "end_phase")
    while s.phase != "intruders" or rules.pending(s).kind not in ("respawn_cards", "intruder_move"):
        act(s, *legal(s)[0])
    while rules.pending(s).kind == "intruder_move":
        act(s, *legal(s)[-1])
    while rules.pending(s).kind == "respawn_cards":
        act(s, *legal(s)[0])
    before = {"passages": {k: list(v) for k, v in s.passages.items()},
              "missions": sorted(s.mission_pool + [s.intruders["traitor"]["mission"]])}
    act(s, *legal(s)[0])
    return s, before


def test_N_17_3_the_replacement_writes_the_current_turn_beside_his_new_start():
    s, _ = _replace_traitor()
    turn, zone, note = s.intruders["traitor"]["path"][-1]
    assert note == "start" and turn == s.turn > 0 and s.intruders["traitor"]["zone"] == zone


def test_N_17_4_the_passage_stays_and_the_replacement_may_move_in_the_turn_he_enters():
    s, before = _replace_traitor()
    assert s.passages == before["passages"]
    assert s.acting == "traitor" and any(a[:2] == ("move", "traitor") for a in legal(s))


def test_N_17_6_the_replacement_draws_a_new_goal_from_the_unused_ones_and_must_search_it_himself():
    def mission_already_done(s):
        s.intruders["traitor"]["mission_done"] = True
    s, before = _replace_traitor(mission_already_done)
    me = s.intruders["traitor"]
    assert sorted(s.mission_pool + [me["mission"]]) == before["missions"] and not me["mission_done"]


def test_N_17_8_a_rope_and_a_drunk_guard_left_by_the_dead_intruder_stay_in_play():
    inside, beyond = wall_pair()

    def leave_traces(s):
        s.ropes.append(["intruders", inside, beyond])
        drunk = only_guards(s, "kennels")[0]
        drunk["drunk"] = True
    s, _ = _replace_traitor(leave_traces)
    assert ["intruders", inside, beyond] in s.ropes and [g["drunk"] for g in s.guards] == [True]


def test_N_19_6_a_guard_walking_through_a_passage_entrance_notices_nothing():
    t = tables()
    s = card_phase(set_up(2), ["sentry_search"])
    entrance = next(e for e in s.passages["intruders"]
                    if len([z for z in t.neighbours(e) if not t.is_wall(e, z) and z not in t.moats]) >= 2)
    before, after = [z for z in t.neighbours(entrance) if not t.is_wall(entrance, z) and z not in t.moats][:2]
    only_guards(s, before)
    put(s, "ninja", "bamboo_grove")
    put(s, "traitor", "bamboo_grove")
    act(s, "play", "sentry_search", "sentry", 1)
    act(s, "step", entrance)
    act(s, "step", after)
    act(s, "end_phase")
    while s.phase != "intruders":
        act(s, *legal(s)[-1])
    assert s.guards[0]["zone"] == after and s.found_entrances == []


def _give(s, seat, hand):
    """Seat `seat` holds exactly `hand` (the rest goes back into his deck, so no card is made or lost)."""
    key = str(seat)
    rest = s.hands[key] + s.decks[key]
    for c in hand:
        rest.remove(c)
    s.hands[key], s.decks[key] = sorted(hand), rest
    s.cache = None


def test_N_6_8_with_four_players_each_guard_player_shuffles_his_own_cards_back():
    s = set_up(4)
    sword, spear = (str(seat) for seat in s.guard_seats)
    s.alert = 2
    s.discards[sword], s.discards[spear] = ["awaken"], ["sentry_listen"]
    flow.begin_turn(s)
    assert s.discards[sword] == s.discards[spear] == []


def test_N_6_8_with_four_players_the_guards_agree_how_many_alert_cards_the_sword_player_draws_even_split_first():
    s = set_up(4)
    s.alert = HIGH
    flow.begin_turn(s)
    s.cache = None
    assert rules.pending(s).seat == s.guard_seats[0] and rules.pending(s).kind == "alert_draw_split"
    assert legal(s) == [("sword_draws", 2), ("sword_draws", 1), ("sword_draws", 3), ("sword_draws", 0)]


def test_N_6_8_with_four_players_the_agreed_split_decides_who_draws_the_alert_cards():
    s = set_up(4)
    sword, spear = (str(seat) for seat in s.guard_seats)
    s.alert = HIGH
    flow.begin_turn(s)
    decks = {k: len(s.decks[k]) for k in (sword, spear)}
    s.cache = None
    act(s, "sword_draws", 0)
    assert len(s.drawn[sword]) == 0 and len(s.drawn[spear]) == 3
    assert len(s.decks[sword]) == decks[sword] and len(s.decks[spear]) == decks[spear] - 3
    assert s.alert == HIGH - 1


def test_N_8_2_with_four_players_the_sword_player_may_only_send_his_own_sentries():
    s = card_phase(set_up(4), ["sentry_search"])
    sword_guard = only_guards(s, "north_bridge")[0]
    spear_guard = add_guard(s, "south_bridge", "spear")
    targets = {a[3] for a in legal(s) if a[:2] == ("play", "sentry_search")}
    assert sword_guard["number"] in targets and spear_guard["number"] not in targets


def _four_player_card_phase(agreement):
    s = set_up(4)
    s.phase, s.guard_turn, s.decision = "alert", len(s.guard_seats), None
    flow.settle(s)                                     # the Alert Phase ends: the Card Phase starts
    assert rules.pending(s).kind == "card_limit_agreement"
    assert legal(s) == [("share_the_two_cards",), ("one_card_each",)]
    act(s, agreement)
    card_phase(s, ["sentry_listen", "sentry_listen"])
    only_guards(s, "north_bridge", "south_bridge")
    add_guard(s, "kennels", "spear")
    put(s, "ninja", "bamboo_grove")
    put(s, "traitor", "bamboo_grove")
    _give(s, s.guard_seats[1], ["sentry_listen"])
    return s


def _listen_with(s, number):
    act(s, "play", "sentry_listen", "sentry", number)
    while rules.pending(s).kind == "it_was_a_cat":
        act(s, "let_them_listen")
    while rules.pending(s).kind == "guard_move":
        act(s, "stop_moving")


def test_N_9_2_with_four_players_guards_who_share_as_they_play_may_spend_both_cards_on_one_player():
    s = _four_player_card_phase("share_the_two_cards")
    for number in (1, 2):
        _listen_with(s, number)
    act(s, "end_phase")
    assert rules.pending(s).seat == s.guard_seats[1] and s.phase == "guard_cards"
    assert not [a for a in legal(s) if a[0] == "play"]


def test_N_9_2_with_four_players_guards_who_play_one_card_each_leave_the_second_card_to_the_spear_player():
    s = _four_player_card_phase("one_card_each")
    _listen_with(s, 1)
    assert not [a for a in legal(s) if a[0] == "play"]
    act(s, "end_phase")
    assert rules.pending(s).seat == s.guard_seats[1]
    assert [a for a in legal(s) if a[0] == "play"]
