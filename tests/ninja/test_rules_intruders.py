"""Ninja intruders: movement (N-11), searches (N-13), exits (N-14), detection (N-15), cards, death (N-17), end (N-21)."""
import pytest

from engine.rules.api import IllegalAction
from rulesets.ninja import rules
from rulesets.ninja.rules import flow
from rulesets.ninja.rules.state import HIGH, OFF_MAP, guard_seat_for, tables
from tests.ninja.support import act, intruders_phase, legal, only_guards, open_neighbour, put, set_up, wall_pair


def _quiet(players=2, **choices):
    """Intruders' Phase of turn 1 with no guards on the map; the traitor waits far away."""
    s = set_up(players, **choices)
    only_guards(s)
    return s


def _walk(s, figure, zones):
    for z in zones:
        act(s, "move", figure, z)


def _path_from(start, length):
    t = tables()
    path, here = [], start
    for _ in range(length):
        here = next(z for z in t.neighbours(here) if not t.is_wall(here, z) and z not in t.moats
                    and z not in path and z != start)
        path.append(here)
    return path


def test_N_11_3_an_intruder_moves_at_most_three_zones():
    s = _quiet()
    put(s, "ninja", "bell_court")
    intruders_phase(s)
    _walk(s, "ninja", _path_from("bell_court", 3))
    assert not [a for a in legal(s) if a[0] == "move"]


def test_N_11_6_entering_a_moat_ends_the_intruders_move():
    t = tables()
    moat, start = next((m, z) for m in sorted(t.moats) for z in t.neighbours(m) if not t.is_wall(m, z))
    s = _quiet()
    put(s, "ninja", start)
    intruders_phase(s)
    act(s, "move", "ninja", moat)
    assert not [a for a in legal(s) if a[0] == "move"]


def test_N_11_7_an_intruder_may_not_cross_a_wall_without_a_rope():
    room, moat = wall_pair()
    s = _quiet()
    put(s, "ninja", room)
    intruders_phase(s)
    with pytest.raises(IllegalAction) as refused:
        act(s, "move", "ninja", moat)
    assert refused.value.rule_id == "N-11.3"


def test_N_11_7_a_rope_crosses_the_wall_and_ends_the_move():
    room, moat = wall_pair()
    s = _quiet()
    put(s, "ninja", room)
    s.intruders["ninja"]["hand"] = ["ninja_rope"]
    intruders_phase(s)
    act(s, "card", "ninja", "ninja_rope", moat)
    assert s.intruders["ninja"]["zone"] == moat and not [a for a in legal(s) if a[0] == "move"]


def test_N_11_8_the_other_intruder_crosses_a_placed_rope_in_the_other_direction_without_a_card():
    room, moat = wall_pair()
    s = _quiet()
    s.ropes.append(["intruders", room, moat])
    put(s, "ninja", "bamboo_grove")
    put(s, "traitor", moat)
    intruders_phase(s)
    act(s, "stop", "ninja")
    assert ("move", "traitor", room) in legal(s)


def test_N_11_9_crossing_a_placed_rope_still_ends_the_move():
    t = tables()
    room, other = next(tuple(sorted(w)) for w in t.map.walls if not set(w) & t.moats)
    s = _quiet()
    s.ropes.append(["intruders", room, other])
    put(s, "ninja", room)
    intruders_phase(s)
    act(s, "move", "ninja", other)
    assert s.intruders["ninja"]["move_over"] and not [a for a in legal(s) if a[0] == "move"]


def test_N_23_2_in_contested_ground_the_rival_cannot_use_anothers_rope():
    room, moat = wall_pair()
    s = _quiet(3, variant="contested_ground")
    s.ropes.append(["ninja", room, moat])
    put(s, "ninja", "bamboo_grove")
    put(s, "traitor", moat)
    intruders_phase(s)
    act(s, "stop", "ninja")
    assert ("move", "traitor", room) not in legal(s)


def test_N_13_2_only_zones_entered_or_left_this_turn_may_be_searched():
    s = _quiet()
    put(s, "ninja", "bell_court")
    intruders_phase(s)
    path = _path_from("bell_court", 1)
    _walk(s, "ninja", path)
    act(s, "stop", "ninja")
    act(s, "stop", "traitor")
    assert {a[2] for a in legal(s) if a[0] == "search"} == {"bell_court", path[0]}


def test_N_13_3_an_intruder_searches_at_most_two_zones():
    s = _quiet()
    put(s, "ninja", "bell_court")
    intruders_phase(s)
    _walk(s, "ninja", _path_from("bell_court", 3))
    act(s, "stop", "ninja")
    act(s, "stop", "traitor")
    for _ in range(2):
        act(s, *next(a for a in legal(s) if a[0] == "search"))
    assert legal(s) == [("done_searching", "ninja")]


def _search_room(s, figure, room):
    """`figure` steps into `room` and searches it on the last turn (so the alert does not fall afterwards)."""
    put(s, figure, open_neighbour(room))
    s.turn = 20
    intruders_phase(s)
    for f in ("ninja", "traitor"):
        if f == figure:
            act(s, "move", f, room)
        act(s, "stop", f)
    while rules.pending(s) is not None and rules.pending(s).kind == "intruder_search":
        if s.acting == figure and ("search", figure, room) in legal(s):
            act(s, "search", figure, room)
        else:
            act(s, "done_searching", s.acting)
    return s


def test_N_13_7_searching_the_room_of_his_own_mission_completes_it():
    """N-13.1, and N-13.6: the guards' answer (the letter) is recorded for everyone."""
    s = _quiet()
    room = next(z for z, o in s.objects.items() if o == s.intruders["ninja"]["mission"])
    put(s, "traitor", "bamboo_grove")
    _search_room(s, "ninja", room)
    assert s.intruders["ninja"]["mission_done"] and s.searched[room] == s.intruders["ninja"]["mission"]


def test_N_13_8_an_intruder_cannot_complete_the_others_mission():
    s = _quiet()
    room = next(z for z, o in s.objects.items() if o == s.intruders["ninja"]["mission"])
    put(s, "ninja", "bamboo_grove")
    _search_room(s, "traitor", room)
    assert not s.intruders["ninja"]["mission_done"] and not s.intruders["traitor"]["mission_done"]


def test_N_13_9_a_trap_raises_the_alert_and_stays_on_the_guard_map():
    s = _quiet()
    room = next(z for z, o in s.objects.items() if o == "trap")
    put(s, "traitor", "bamboo_grove")
    s.alert = 0
    _search_room(s, "ninja", room)
    assert s.alert == 1 and s.objects[room] == "trap"


def test_N_13_10_a_hidden_sentry_left_alive_stands_up_sees_the_searcher_still_there_and_the_alert_goes_high():
    s = _quiet()
    room = next(z for z, o in s.objects.items() if o == "hidden_sentry")
    put(s, "traitor", "bamboo_grove")
    s.intruders["ninja"]["hand"] = []
    _search_room(s, "ninja", room)
    act(s, "let_the_sentry_be", "ninja")
    assert s.alert == HIGH and room not in s.objects and any(g["zone"] == room for g in s.guards)
    assert s.intruders["ninja"]["seen"] is True         # N-G.6: he is still in the room


def test_N_13_10_a_hidden_sentry_may_be_killed_at_once_with_kenjutsu():
    """N-G.6: the card's printed alert rise still applies."""
    s = _quiet()
    room = next(z for z, o in s.objects.items() if o == "hidden_sentry")
    put(s, "traitor", "bamboo_grove")
    s.intruders["ninja"]["hand"] = ["ninja_kenjutsu_loud"]
    _search_room(s, "ninja", room)
    act(s, "card", "ninja", "ninja_kenjutsu_loud", "hidden_sentry")
    assert room not in s.objects and not any(g["zone"] == room for g in s.guards) and s.alert == 2


def test_N_13_11_with_four_players_the_guards_choose_a_spear_figure_for_the_hidden_sentry_and_the_spear_player_commands_him():
    s = _quiet(4)
    room = next(z for z, o in s.objects.items() if o == "hidden_sentry")
    put(s, "traitor", "bamboo_grove")
    s.intruders["ninja"]["hand"] = []
    _search_room(s, "ninja", room)
    act(s, "let_the_sentry_be", "ninja")
    asked = rules.pending(s)
    assert asked.kind == "hidden_sentry_figure" and asked.seat == s.guard_seats[0]
    assert set(asked.options) == {("stand_figure", "sword"), ("stand_figure", "spear")}
    act(s, "stand_figure", "spear")
    stood = next(g for g in s.guards if g["zone"] == room)
    assert stood["weapon"] == "spear" and guard_seat_for(s, stood["weapon"]) == s.guard_seats[1]
    assert s.alert == HIGH and s.intruders["ninja"]["seen"] is True


def test_N_13_11_with_one_guard_player_the_hidden_sentry_stands_up_without_a_question():
    s = _quiet(2)
    room = next(z for z, o in s.objects.items() if o == "hidden_sentry")
    put(s, "traitor", "bamboo_grove")
    s.intruders["ninja"]["hand"] = []
    _search_room(s, "ninja", room)
    act(s, "let_the_sentry_be", "ninja")
    assert rules.pending(s) is None or rules.pending(s).kind != "hidden_sentry_figure"
    assert any(g["zone"] == room for g in s.guards)


def test_N_14_an_intruder_leaves_from_an_edge_zone_and_the_guards_are_told_which():
    """N-14.1 and N-14.3: one step off the map, and the log tells every seat which intruder left."""
    edge = sorted(tables().edges)[0]
    s = _quiet()
    put(s, "ninja", edge)
    intruders_phase(s)
    act(s, "move", "ninja", OFF_MAP)
    assert s.intruders["ninja"]["status"] == "exited" and s.log[-1].text_for(0) == "The ninja leaves the map." and s.log[-1].data["rule"] == "N-14.3"


def test_N_15_2_walking_into_guards_reveals_the_intruder_unless_he_kills_them_all():
    """N-16.2: the Kenjutsu takes the guard off the board and raises the alert by its printed amount."""
    s = _quiet()
    put(s, "ninja", "bell_court")
    target = _path_from("bell_court", 1)[0]
    only_guards(s, target)
    s.intruders["ninja"]["hand"] = ["ninja_kenjutsu_quiet"]
    intruders_phase(s)
    act(s, "move", "ninja", target)
    act(s, "card", "ninja", "ninja_kenjutsu_quiet", 1)
    assert not s.intruders["ninja"]["seen"] and s.guards == [] and s.alert == 1


def test_N_15_2_walking_into_guards_without_a_card_means_being_seen_and_the_alert_goes_to_high():
    """N-16.3: he need not attack; if he does not, he is seen and the alert goes to High."""
    s = _quiet()
    put(s, "ninja", "bell_court")
    target = _path_from("bell_court", 1)[0]
    only_guards(s, target)
    intruders_phase(s)
    act(s, "move", "ninja", target)
    act(s, "be_seen", "ninja")
    assert s.intruders["ninja"]["seen"] and s.alert == HIGH


def test_N_15_3_a_seen_intruder_stepping_into_an_empty_zone_is_hidden_again():
    s = _quiet()
    put(s, "ninja", "bell_court")
    only_guards(s, "bell_court")
    s.intruders["ninja"]["seen"] = True
    intruders_phase(s)
    act(s, "move", "ninja", _path_from("bell_court", 1)[0])
    assert not s.intruders["ninja"]["seen"]


def test_N_G_2_shadow_walk_passes_guarded_zones_unseen():
    s = _quiet()
    put(s, "ninja", "bell_court")
    path = _path_from("bell_court", 2)
    only_guards(s, path[0])
    s.intruders["ninja"]["hand"] = ["shadow_walk"]
    intruders_phase(s)
    act(s, "card", "ninja", "shadow_walk")
    _walk(s, "ninja", path)
    assert not s.intruders["ninja"]["seen"] and rules.pending(s).kind == "intruder_move"


def test_N_G_2_shuriken_kills_a_guard_in_a_neighbouring_zone():
    s = _quiet()
    put(s, "ninja", "bell_court")
    only_guards(s, open_neighbour("bell_court"))
    s.intruders["ninja"]["hand"] = ["shuriken"]
    intruders_phase(s)
    act(s, "card", "ninja", "shuriken", 1)
    assert s.guards == [] and s.alert == 1


def test_N_G_2_potent_sake_turns_a_nearby_sentry_into_a_drunk_guard_who_never_detects():
    s = _quiet()
    put(s, "ninja", "bamboo_grove")
    put(s, "traitor", "bell_court")
    here = open_neighbour("bell_court")
    only_guards(s, here)
    s.intruders["traitor"]["hand"] = ["potent_sake"]
    intruders_phase(s)
    act(s, "stop", "ninja")
    act(s, "card", "traitor", "potent_sake", 1)
    act(s, "move", "traitor", here)
    assert s.guards[0]["drunk"] and not s.intruders["traitor"]["seen"]


def test_N_19_4_entering_the_secret_passage_with_the_card_ends_the_move():
    s = _quiet()
    entrance = s.passages["intruders"][0]
    put(s, "ninja", entrance)
    s.intruders["ninja"]["hand"] = ["ninja_secret_passage"]
    intruders_phase(s)
    act(s, "card", "ninja", "ninja_secret_passage")
    me = s.intruders["ninja"]
    assert me["zone"] == "secret_passage" and me["passage_card"] and not [a for a in legal(s) if a[0] == "move"]


def test_N_19_9_leaving_the_passage_costs_one_zone_by_either_entrance():
    s = _quiet()
    put(s, "ninja", "secret_passage")
    s.intruders["ninja"]["passage_card"] = True
    intruders_phase(s)
    assert {a[2] for a in legal(s) if a[0] == "move"} == set(s.passages["intruders"])


def _kill_traitor_on_turn(turn):
    s = set_up(2)
    s.turn = turn
    only_guards(s, "north_bridge", "north_bridge")
    put(s, "traitor", "north_bridge")
    s.intruders["traitor"]["seen"] = True
    s.phase, s.step, s.guard_turn, s.decision, s.cache = "guard_cards", "play_cards", 0, None, None
    s.hands["0"] = ["guard_kenjutsu", "guard_kenjutsu"]
    s.decks["0"] = [c for c in s.decks["0"] + s.hands["0"][2:]]
    act(s, "play", "guard_kenjutsu", 1, "traitor")
    act(s, "play", "guard_kenjutsu", 2, "traitor")
    return s


def test_N_17_1_an_intruder_dying_before_turn_10_is_replaced_and_N_17_7_the_guards_take_their_bonus():
    s = _kill_traitor_on_turn(5)
    assert s.intruders["traitor"]["respawn"] and rules.pending(s).kind == "guard_bonus_cards"


def test_N_G_9_an_intruder_dying_on_turn_10_is_not_replaced():
    s = _kill_traitor_on_turn(10)
    assert s.intruders["traitor"]["status"] == "dead" and not s.intruders["traitor"]["respawn"]


def test_N_17_5_the_replacement_chooses_five_cards_from_the_whole_deck_and_a_new_start():
    s = _kill_traitor_on_turn(5)
    while rules.pending(s).kind.startswith("guard_bonus"):
        act(s, *legal(s)[-1])
    act(s, "end_phase")
    while s.phase != "intruders" or rules.pending(s).kind not in ("respawn_cards", "intruder_move"):
        act(s, *legal(s)[0])
    while rules.pending(s).kind == "intruder_move":
        act(s, *legal(s)[-1])
    assert rules.pending(s).kind == "respawn_cards"
    while rules.pending(s).kind == "respawn_cards":
        act(s, *legal(s)[0])
    assert len(s.intruders["traitor"]["hand"]) == 5 and rules.pending(s).kind == "respawn_start"
    act(s, *legal(s)[0])
    assert s.intruders["traitor"]["status"] == "active" and s.intruders["traitor"]["replaced"]


def _finish_with(s, ninja, traitor):
    for f, (status, done) in (("ninja", ninja), ("traitor", traitor)):
        s.intruders[f]["status"], s.intruders[f]["mission_done"] = status, done
    flow.finish(s, "test")
    return rules.outcome(s).result


def test_N_21_2_both_escaping_with_their_missions_is_an_intruder_win():
    assert _finish_with(set_up(2), ("exited", True), ("exited", True)) == "intruders"


def test_N_21_3_exactly_one_escaping_with_his_mission_is_a_draw():
    assert _finish_with(set_up(2), ("exited", True), ("dead", False)) == "draw"


def test_N_21_4_escaping_without_the_mission_is_a_guard_win():
    assert _finish_with(set_up(2), ("exited", False), ("exited", False)) == "guards"


def test_N_23_1b_a_lone_wolf_escaping_with_his_mission_wins_alone():
    s = set_up(2, variant="lone_wolf")
    playing = next(f for f in ("ninja", "traitor") if s.intruders[f]["status"] != "absent")
    other = "traitor" if playing == "ninja" else "ninja"
    s.intruders[playing].update(status="exited", mission_done=True)
    s.intruders[other]["status"] = "absent"
    flow.finish(s, "test")
    assert rules.outcome(s).result == "intruders"


def test_N_G_10_in_contested_ground_the_only_intruder_to_escape_with_his_mission_wins_alone():
    s = set_up(3, variant="contested_ground")
    assert _finish_with(s, ("dead", False), ("exited", True)) == "traitor"
    assert rules.outcome(s).winners == (2,)


def test_N_21_1_the_game_ends_when_no_intruder_remains_in_play():
    s = set_up(2)
    s.intruders["ninja"]["status"] = "exited"
    s.intruders["traitor"]["status"] = "dead"
    flow.settle(s)
    assert rules.outcome(s) is not None


@pytest.mark.parametrize("guards_there", [1, 2])
def test_N_15_3_a_seen_intruder_who_kills_the_last_guard_in_his_zone_vanishes_from_sight(guards_there):
    s = _quiet()
    put(s, "ninja", "bell_court")
    only_guards(s, *["bell_court"] * guards_there)
    s.intruders["ninja"]["seen"] = True
    s.intruders["ninja"]["hand"] = ["ninja_kenjutsu_quiet"]
    intruders_phase(s)
    act(s, "card", "ninja", "ninja_kenjutsu_quiet", 1)
    hidden = [e for e in s.log if e.kind == "intruder_hidden"]
    if guards_there == 1:
        assert not s.intruders["ninja"]["seen"] and hidden and "vanishes from sight" in hidden[-1].text_for(0)
    else:
        assert s.intruders["ninja"]["seen"] and not hidden
