"""Ninja rules tests for what each seat's view holds (N-H) and for the decoy worlds a seat cannot tell apart."""
from rulesets.ninja import rules
from tests.ninja.support import act, config, intruders_phase, only_guards, put, set_up, wall_pair
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
    zones = {rules.redeal_secrets(s, s.guard_seats[0], seed).intruders["ninja"]["zone"] for seed in range(12)}
    assert zones - {"bell_court"} and not zones & guarded


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
