"""Ninja rules tests for what each seat's view holds (N-H) and for the decoy worlds a seat cannot tell apart."""
from rulesets.ninja import rules
from tests.ninja.support import act, config, intruders_phase, legal, only_guards, put, set_up, wall_pair
from tests.ninja.test_rules_intruders import _path_from, _quiet


def test_N_H_in_a_standard_game_the_guards_see_both_intruders_by_name_and_which_one_is_acting():
    """Only the secret Lone Wolf (N-23.1a) hides which intruder is which; the standard game does not."""
    s = _quiet()
    put(s, "ninja", "bell_court")
    put(s, "traitor", "bamboo_grove")
    intruders_phase(s)
    seen = rules.view(s, s.guard_seats[0])
    assert sorted(seen["intruders"]) == ["ninja", "traitor"] and seen["acting"] == "ninja"


def test_N_11_7_the_rope_an_intruder_ties_is_on_his_sides_private_map_and_not_on_the_guards():
    """N-11.7: the rope is recorded as a line across the wall; N-H.1: the guards may not see where ropes are."""
    room, moat = wall_pair()
    s = _quiet()
    put(s, "ninja", room)
    put(s, "traitor", "bamboo_grove")
    s.intruders["ninja"]["hand"] = ["ninja_rope"]
    intruders_phase(s)
    act(s, "card", "ninja", "ninja_rope", moat)
    mine = rules.view(s, s.intruder_seat["ninja"])["intruder_secrets"]["ropes"]
    assert [sorted(rope[1:]) for rope in mine] == [sorted([room, moat])]
    guards = rules.view(s, s.guard_seats[0])
    assert "intruder_secrets" not in guards and guards["found_ropes"] == []


def test_N_H_1_a_guard_seats_decoy_world_puts_a_hidden_intruder_anywhere_without_a_guard():
    """The guards may not know where a hidden intruder stands, so the worlds they cannot tell apart from the
    real one place him anew: somewhere else for some seed, never on a guard."""
    s = set_up(2)
    put(s, "ninja", "bell_court")
    guarded = {g["zone"] for g in s.guards}
    decoys = [rules.redeal_secrets(s, s.guard_seats[0], seed).intruders["ninja"] for seed in range(12)]
    zones = {me["zone"] for me in decoys}
    assert zones - {"bell_court"} and not zones & guarded
    assert all(me["path"][-1][1] == me["zone"] for me in decoys)      # his private map agrees with the decoy


def _secret_lone_wolf_at_an_encounter(figure):
    """The secret Lone Wolf (N-23.1a), turn 1: `figure` walks into a guarded zone and has not decided yet."""
    s = rules.setup(config(2, variant="lone_wolf", lone_wolf_secret=True), 6)
    while s.phase in ("guard_setup", "intruder_setup"):
        options = rules.legal_actions(s, rules.pending(s).seat)
        if ("play_alone", figure) in options:
            s = rules.apply(s, ("play_alone", figure))
            continue
        s = rules.apply(s, next((a for a in options if a[0] in ("place_the_rest_at_random", "keep_suggested_hand",
                                                                 "keep_suggested_cards")), options[0]))
    put(s, figure, "bell_court")
    target = _path_from("bell_court", 1)[0]
    only_guards(s, target)
    intruders_phase(s)
    act(s, "move", figure, target)
    return s


def test_N_23_1a_in_the_guards_decoy_worlds_the_intruder_who_must_decide_is_the_one_who_plays():
    """While the guards do not know which intruder plays alone, some decoy worlds swap him for the other; the
    open decision must then belong to the swapped-in intruder, or the decoy could not go on."""
    s = _secret_lone_wolf_at_an_encounter("ninja")
    assert s.decision["kind"] == "encounter" and not s.lone_wolf_shown
    swapped = 0
    for seed in range(12):
        decoy = rules.redeal_secrets(s, s.guard_seats[0], seed)
        playing = next(f for f in ("ninja", "traitor") if decoy.intruders[f]["status"] != "absent")
        swapped += playing == "traitor"
        assert decoy.decision["figure"] == playing
        assert rules.legal_actions(decoy, decoy.intruder_seat[playing])
    assert swapped


def _secret_lone_wolf_at_the_start_step(figure):
    s = rules.setup(config(2, variant="lone_wolf", lone_wolf_secret=True), 6)
    while not s.step.endswith("_start"):
        options = rules.legal_actions(s, rules.pending(s).seat)
        s = rules.apply(s, ("play_alone", figure) if ("play_alone", figure) in options else
                        next((a for a in options if a[0] in ("place_the_rest_at_random", "keep_suggested_hand",
                                                              "keep_suggested_cards")), options[0]))
    return s


def test_N_23_1a_the_guards_cannot_tell_from_the_start_step_which_intruder_plays_alone():
    """N-3.15: the intruder chooses his secret start; how that step is named, asked and shown must be the same
    whether the ninja or the traitor plays, for every seat."""
    ninja, traitor = _secret_lone_wolf_at_the_start_step("ninja"), _secret_lone_wolf_at_the_start_step("traitor")
    asked = [rules.pending(s) for s in (ninja, traitor)]
    assert asked[0].seat == asked[1].seat and asked[0].kind == asked[1].kind == "intruder_start"
    assert asked[0].prompt == asked[1].prompt and "ninja" not in asked[0].prompt and "traitor" not in asked[0].prompt
    guards = ninja.guard_seats[0]
    assert rules.view(ninja, guards) == rules.view(traitor, guards)
    assert rules.describe_position(ninja) == rules.describe_position(traitor)


def test_N_H_1_a_guard_seats_decoy_world_gives_a_hidden_intruder_any_last_move_standing_still_included():
    """N-7.2 / N-11.3: how far he last moved (0 to 3 zones) is his secret; the guards cannot rule out any."""
    s = set_up(2)
    moves = {rules.redeal_secrets(s, s.guard_seats[0], seed).intruders["ninja"]["moved_last"] for seed in range(40)}
    assert moves == {0, 1, 2, 3}


def test_N_15_2_at_an_encounter_the_intruders_see_who_walked_into_which_guards_and_the_guards_see_a_plain_move():
    """N-H.8: the guards' prompt and view must look like any other moment of the move."""
    s = _quiet()
    put(s, "ninja", "bell_court")
    put(s, "traitor", "bamboo_grove")
    target = _path_from("bell_court", 1)[0]
    only_guards(s, target)
    intruders_phase(s)
    assert rules.view(s, s.intruder_seat["ninja"])["intruder_secrets"]["decision"] is None
    act(s, "move", "ninja", target)
    secret = rules.view(s, s.intruder_seat["ninja"])["intruder_secrets"]["decision"]
    assert secret["kind"] == "encounter" and secret["figure"] == "ninja"
    guards = rules.view(s, s.guard_seats[0])
    assert "intruder_secrets" not in guards and guards["decision"]["kind"] == "intruder_move"


def test_N_H_1_a_guard_seats_decoy_world_keeps_the_ropes_guards_found_and_not_the_others_where_they_are():
    """Rope locations are the intruders' secret unless a guard found one (N-24.5)."""
    s = set_up(2)
    unfound, found = ["intruders", "north_plaza", "bell_court"], ["intruders", "moss_garden", "well_court", "found"]
    s.ropes = [unfound, found]
    decoy = rules.redeal_secrets(s, s.guard_seats[0], 1)
    assert found in decoy.ropes and unfound not in decoy.ropes
    assert rules.redeal_secrets(s, s.intruder_seat["ninja"], 1).ropes == s.ropes


def test_N_23_1a_a_bluff_is_a_card_played_so_it_tells_the_guards_the_ninja_plays_alone():
    """N-20.2: a bluffed card is still played face up."""
    s = _secret_lone_wolf_at_the_start_step("ninja")
    while s.phase == "intruder_setup":
        s = rules.apply(s, rules.legal_actions(s, rules.pending(s).seat)[0])
    only_guards(s)
    intruders_phase(s)
    assert sorted(rules.view(s, s.guard_seats[0])["intruders"]) == ["intruder"]
    act(s, "bluff", "ninja", s.intruders["ninja"]["hand"][0])
    assert sorted(rules.view(s, s.guard_seats[0])["intruders"]) == ["ninja", "traitor"]


def test_N_23_1a_the_guards_log_of_the_secret_start_is_the_same_in_words_and_data_whichever_intruder_plays():
    """N-3.15: the start is secret; in the secret Lone Wolf so is who chose it. In the open game the log says
    which intruder chose his start (but never where)."""
    guards_read = []
    for figure in ("ninja", "traitor"):
        s = _secret_lone_wolf_at_the_start_step(figure)
        s = rules.apply(s, rules.legal_actions(s, rules.pending(s).seat)[0])
        start = next(e for e in reversed(s.log) if e.kind == "intruder_start")
        guards_read.append((start.text_for(s.guard_seats[0]), dict(start.data_for(s.guard_seats[0]))))
    assert guards_read[0] == guards_read[1] and "figure" not in guards_read[0][1]
    s = set_up(2)
    start = next(e for e in s.log if e.kind == "intruder_start")
    assert start.data_for(s.guard_seats[0])["figure"] == "ninja" and s.intruders["ninja"]["zone"] not in str(start.data)


def test_N_23_1a_in_the_guards_decoy_worlds_the_intruder_moving_now_is_the_one_who_plays():
    """Between decisions (his free move) the decoy that swaps the lone intruder swaps who is moving too."""
    s = _secret_lone_wolf_at_the_start_step("ninja")
    while s.phase == "intruder_setup":
        s = rules.apply(s, rules.legal_actions(s, rules.pending(s).seat)[0])
    only_guards(s)
    intruders_phase(s)
    assert s.decision is None and s.acting == "ninja"
    swapped = 0
    for seed in range(12):
        decoy = rules.redeal_secrets(s, s.guard_seats[0], seed)
        playing = next(f for f in ("ninja", "traitor") if decoy.intruders[f]["status"] != "absent")
        swapped += playing == "traitor"
        assert decoy.acting == playing and rules.legal_actions(decoy, decoy.intruder_seat[playing])
    assert swapped


def test_N_H_5_in_contested_ground_each_intruder_seat_knows_alone_and_in_the_standard_game_they_share():
    rivals = set_up(3, variant="contested_ground")
    team = set_up(3)
    assert [rules.knowledge_group(rivals, seat) for seat in range(3)] == ["guards", "ninja", "traitor"]
    assert [rules.knowledge_group(team, seat) for seat in range(3)] == ["guards", "intruders", "intruders"]


def test_N_H_3_in_the_secret_lone_wolf_declaring_a_search_tells_the_guards_which_intruder_plays():
    """N-13.5: the intruder side must say which intruder searches which zone."""
    s = _secret_lone_wolf_at_the_start_step("traitor")
    while s.phase == "intruder_setup":
        s = rules.apply(s, rules.legal_actions(s, rules.pending(s).seat)[0])
    only_guards(s)
    put(s, "traitor", "bell_court")
    s.intruders["traitor"]["hand"] = []
    intruders_phase(s)
    act(s, "move", "traitor", _path_from("bell_court", 1)[0])
    act(s, "stop", "traitor")
    assert sorted(rules.view(s, s.guard_seats[0])["intruders"]) == ["intruder"]
    act(s, *next(a for a in legal(s) if a[0] == "search"))
    assert sorted(rules.view(s, s.guard_seats[0])["intruders"]) == ["ninja", "traitor"]


def test_N_15_1_an_intruder_the_guards_see_stands_in_the_same_zone_in_every_one_of_their_decoy_worlds():
    s = set_up(2)
    put(s, "ninja", "bell_court")
    s.intruders["ninja"]["seen"] = True
    zones = {rules.redeal_secrets(s, s.guard_seats[0], seed).intruders["ninja"]["zone"] for seed in range(12)}
    assert zones == {"bell_court"}


def test_N_19_5_a_guard_seats_decoy_worlds_keep_found_passage_entrances_and_move_the_unfound_one():
    s = set_up(2)
    found, unfound = "north_plaza", "bell_court"
    s.passages["intruders"] = [found, unfound]
    s.found_entrances = [["intruders", found]]
    decoys = [rules.redeal_secrets(s, s.guard_seats[0], seed).passages["intruders"] for seed in range(12)]
    assert all(found in ends for ends in decoys)
    assert any(ends != [found, unfound] for ends in decoys)


def test_N_H_2_an_intruder_seats_decoy_worlds_keep_the_number_of_sleeping_guards_two_at_most_per_barracks():
    s = set_up(2)
    total = sum(s.sleeping.values())
    for seed in range(6):
        sleeping = rules.redeal_secrets(s, s.intruder_seat["ninja"], seed).sleeping
        assert sum(sleeping.values()) == total and max(sleeping.values()) <= 2


def test_N_H_3_in_the_secret_lone_wolf_being_detected_tells_the_guards_which_intruder_plays():
    """N-15.1: his figure is placed on the board."""
    s = _secret_lone_wolf_at_an_encounter("traitor")
    assert sorted(rules.view(s, s.guard_seats[0])["intruders"]) == ["intruder"]
    act(s, "be_seen", "traitor")
    assert sorted(rules.view(s, s.guard_seats[0])["intruders"]) == ["ninja", "traitor"]


def test_N_H_1_a_guard_seats_decoy_worlds_deal_the_intruders_other_hands_of_the_same_size():
    """The intruders' remaining cards are their secret: the decoys draw them anew from each intruder's deck."""
    s = set_up(2)
    hands = [rules.redeal_secrets(s, s.guard_seats[0], seed).intruders["ninja"]["hand"] for seed in range(8)]
    assert {len(hand) for hand in hands} == {len(s.intruders["ninja"]["hand"])}
    assert len({tuple(hand) for hand in hands}) > 1


def test_N_H_3_the_guards_view_shows_the_zone_of_an_intruder_who_walked_into_them_and_was_seen():
    """N-15.2 / N-H.3: a detected intruder's figure is placed on the board, so the guards' view names his zone;
    the other intruder, still hidden, shows none."""
    s = _quiet()
    put(s, "ninja", "bell_court")
    put(s, "traitor", "bamboo_grove")
    target = _path_from("bell_court", 1)[0]
    only_guards(s, target)
    intruders_phase(s)
    act(s, "move", "ninja", target)
    assert rules.view(s, s.guard_seats[0])["intruders"]["ninja"]["zone"] == ""
    act(s, "be_seen", "ninja")
    guards = rules.view(s, s.guard_seats[0])["intruders"]
    assert guards["ninja"]["seen"] and guards["ninja"]["zone"] == target
    assert guards["traitor"]["zone"] == ""


def test_N_H_5_in_a_three_player_game_the_traitors_player_reads_the_ninjas_secret_log_lines():
    """The intruder team shares all its information (N-H.5): where the ninja started is told to both of them."""
    s = set_up(3)
    start = next(e for e in s.log if e.kind == "intruder_start" and e.data_for(None).get("figure") == "ninja")
    ninja, traitor, guards = s.intruder_seat["ninja"], s.intruder_seat["traitor"], s.guard_seats[0]
    assert start.text_for(traitor) == start.text_for(ninja) != start.text_for(guards)


def test_N_23_2_in_contested_ground_the_traitors_player_reads_the_ninjas_start_like_the_guards_do():
    s = set_up(3, variant="contested_ground")
    start = next(e for e in s.log if e.kind == "intruder_start" and e.data_for(None).get("figure") == "ninja")
    ninja, traitor, guards = s.intruder_seat["ninja"], s.intruder_seat["traitor"], s.guard_seats[0]
    assert start.text_for(traitor) == start.text_for(guards) != start.text_for(ninja)


def test_N_23_1a_the_log_says_the_intruder_chose_in_secret_and_tells_only_him_which_one_he_plays():
    s = rules.setup(config(2, variant="lone_wolf", lone_wolf_secret=True), 6)
    while not any(a[0] == "play_alone" for a in legal(s)):
        options = legal(s)
        s = rules.apply(s, next((a for a in options if a[0] in ("place_the_rest_at_random", "keep_suggested_hand",
                                                                 "keep_suggested_cards")), options[0]))
    act(s, "play_alone", "traitor")
    chosen = next(e for e in s.log if e.kind == "lone_wolf")
    assert "traitor" not in chosen.text_for(s.guard_seats[0]) and "secret" in chosen.text_for(s.guard_seats[0])
    assert "traitor" in chosen.text_for(s.intruder_seat["traitor"])
