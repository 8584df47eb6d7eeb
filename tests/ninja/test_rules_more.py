"""More Ninja rules that change the state: patrols and passage for guards, bluffs, paths, toggles."""
from rulesets.ninja import rules
from rulesets.ninja.rules import flow
from rulesets.ninja.rules.state import tables
from tests.ninja.support import act, card_phase, intruders_phase, legal, only_guards, open_neighbour, patrol_of_two, put, set_up


def test_N_4_7_a_sentry_search_takes_one_guard_out_of_a_patrol_leaving_a_sentry_behind():
    s = card_phase(set_up(2), ["sentry_search"])
    guards = patrol_of_two(s, "north_plaza", 4)
    act(s, "play", "sentry_search", "sentry", 1)
    assert guards[0]["patrol"] is None and guards[1]["patrol"] is None and "4" not in s.patrol_facing


def test_N_8_5_a_patrol_search_may_take_a_patrol_off_the_track_as_one_group():
    s = card_phase(set_up(2), ["patrol_search"])
    guards = patrol_of_two(s, "north_plaza", 4)
    put(s, "ninja", "bamboo_grove")
    put(s, "traitor", "bamboo_grove")
    act(s, "play", "patrol_search", "patrol", 4)
    off = next(a for a in legal(s) if a[0] == "step" and a[1] not in tables().track)
    act(s, *off)
    assert guards[0]["zone"] == guards[1]["zone"] == off[1]


def test_N_6_7_drawn_cards_not_played_join_the_hand():
    s = set_up(2)
    s.alert = 1
    s.decks["0"].append("awaken")
    hand = len(s.hands["0"])
    flow.begin_turn(s)
    flow.settle(s)
    act(s, "end_phase")
    assert len(s.hands["0"]) == hand + 1 and s.drawn["0"] == []


def test_N_G_5_a_played_guard_card_goes_to_the_discard_pile():
    """N-20.3: guard cards are played face up and go to the guard discard."""
    s = card_phase(set_up(2), ["sentry_listen"])
    only_guards(s, "north_bridge")
    act(s, "play", "sentry_listen", "sentry", 1)
    assert s.discards["0"] == ["sentry_listen"]


def test_N_19_12_a_guard_secret_passage_card_takes_a_guard_into_a_found_passage_and_N_19_2_detects_who_is_there():
    s = card_phase(set_up(2), ["guard_secret_passage"])
    entrance = s.passages["intruders"][0]
    s.found_entrances = [["intruders", entrance]]
    only_guards(s, entrance)
    put(s, "ninja", "secret_passage")
    act(s, "play", "guard_secret_passage", 1, "intruders")
    assert s.guards[0]["zone"] == "secret_passage" and s.intruders["ninja"]["seen"] and s.guard_passage_cards == 1


def test_N_19_8_a_guard_leaving_by_the_other_end_finds_that_entrance():
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
    assert s.guards[0]["zone"] == second and ["intruders", second] in s.found_entrances


def test_N_7_8_guards_never_hear_an_intruder_inside_the_passage():
    s = card_phase(set_up(2), [])
    only_guards(s, "north_bridge")
    put(s, "ninja", "secret_passage", moved_last=3)
    put(s, "traitor", "bamboo_grove")
    act(s, "free_listen", "sentry", 1)
    if rules.pending(s).kind == "it_was_a_cat":
        act(s, "let_them_listen")
    assert s.log[-1].data["heard"] is False


def test_N_11_4_the_private_map_records_every_zone_entered_with_the_turn_number():
    s = set_up(2)
    only_guards(s)
    put(s, "ninja", "bell_court")
    s.turn = 6
    intruders_phase(s)
    step = open_neighbour("bell_court")
    act(s, "move", "ninja", step)
    assert s.intruders["ninja"]["path"][-1] == [6, step, "move"]
    assert rules.view(s, 1)["intruder_secrets"]["figures"]["ninja"]["path"][-1] == [6, step, "move"]


def test_N_20_2_a_bluffed_card_is_spent_with_no_effect():
    s = set_up(2)
    only_guards(s)
    put(s, "ninja", "bell_court")
    s.intruders["ninja"]["hand"] = ["ninja_rope"]
    intruders_phase(s)
    act(s, "bluff", "ninja", "ninja_rope")
    assert s.intruders["ninja"]["hand"] == [] and s.ropes == [] and s.intruders["ninja"]["zone"] == "bell_court"


def test_N_13_5_which_intruder_searches_which_zone_is_told_to_everyone():
    s = set_up(2)
    only_guards(s)
    put(s, "ninja", "bell_court")
    intruders_phase(s)
    act(s, "move", "ninja", open_neighbour("bell_court"))
    act(s, "stop", "ninja")
    act(s, "stop", "traitor")
    act(s, "search", "ninja", "bell_court")
    assert s.log[-1].text_for(0) == f"The ninja searches {tables().names['bell_court']}."


def test_N_14_4_an_exiting_intruders_wounds_go_to_the_guard_discard():
    edge = sorted(tables().edges)[0]
    s = set_up(2)
    only_guards(s)
    put(s, "ninja", edge)
    s.intruders["ninja"]["wounds"] = ["guard_kenjutsu"]
    s.hands["0"].remove("guard_kenjutsu")
    intruders_phase(s)
    act(s, "move", "ninja", "off_map")
    assert s.intruders["ninja"]["wounds"] == [] and "guard_kenjutsu" in s.discards["0"]
    assert rules.invariants(s) == []


def test_N_24_2_with_the_toggle_completing_a_mission_raises_the_alert():
    s = set_up(2, mission_raises_alert=True)
    only_guards(s)
    room = next(z for z, o in s.objects.items() if o == s.intruders["ninja"]["mission"])
    put(s, "ninja", open_neighbour(room))
    put(s, "traitor", "bamboo_grove")
    s.turn, s.alert = 20, 0
    intruders_phase(s)
    act(s, "move", "ninja", room)
    act(s, "stop", "ninja")
    act(s, "stop", "traitor")
    act(s, "search", "ninja", room)
    act(s, "done_searching", "ninja")
    act(s, "done_searching", "traitor")
    assert s.intruders["ninja"]["mission_done"] and s.alert == 1


def test_N_24_5_with_the_toggle_a_guard_at_a_rope_end_reveals_the_rope():
    s = set_up(2, ropes_noticed=True)
    a = "north_plaza"
    b = open_neighbour(a)
    s.ropes = [["intruders", a, b]]
    only_guards(s, b)
    put(s, "ninja", "bamboo_grove")
    put(s, "traitor", "bamboo_grove")
    s.phase, s.guard_turn, s.patrols_done, s.decision = "patrols", 0, [], None
    flow.settle(s)
    assert rules.view(s, 0)["found_ropes"] == [["intruders", a, b]]


def test_N_3_13_the_intruders_are_not_on_the_board_until_seen():
    s = set_up(2)
    assert all(rec["zone"] == "" for rec in rules.view(s, 0)["intruders"].values())
