"""Ninja: copies of a game (undo, bots' look-ahead) and decoy worlds never reach back into the real game."""
from rulesets.ninja import rules
from rulesets.ninja.rules.state import clone
from tests.ninja.support import act, intruders_phase, only_guards, open_neighbour, put, set_up, wall_pair


def test_a_rope_tied_in_a_copy_of_the_game_is_not_tied_in_the_game():
    """N-11.7: a rope is a line on the intruders' private map; the bots try moves on copies, never on the game."""
    room, moat = wall_pair()
    s = set_up(2)
    only_guards(s)
    put(s, "ninja", room)
    s.intruders["ninja"]["hand"] = ["ninja_rope"]
    intruders_phase(s)
    copy = clone(s)
    act(copy, "card", "ninja", "ninja_rope", moat)
    assert copy.ropes and s.ropes == []


def test_N_19_5_dealing_the_guards_decoy_worlds_leaves_the_real_passage_entrances_where_they_are():
    """The decoys move an unfound entrance (N-H.1); the real game keeps its own."""
    s = set_up(2)
    s.passages["intruders"] = ["north_plaza", "bell_court"]
    for seed in range(6):
        rules.redeal_secrets(s, s.guard_seats[0], seed)
    assert s.passages["intruders"] == ["north_plaza", "bell_court"]


def test_N_H_2_an_intruder_seats_decoy_worlds_keep_every_unsearched_castle_object_only_moved_among_rooms():
    """Mission goals, traps and hidden sentries are the guards' secret where they lie, not whether they exist."""
    s = set_up(2)
    decoys = [rules.redeal_secrets(s, s.intruder_seat["ninja"], seed).objects for seed in range(6)]
    assert all(sorted(objects.values()) == sorted(s.objects.values()) for objects in decoys)
    assert any(objects != s.objects for objects in decoys)


def test_a_move_tried_in_a_copy_leaves_the_games_path_hand_and_log_as_they_were():
    """Undo and the bots' look-ahead play on copies (N-11.4: the path is the intruder's private map)."""
    s = set_up(2)
    only_guards(s)
    put(s, "ninja", "bell_court")
    s.intruders["ninja"]["hand"] = ["shadow_walk"]
    intruders_phase(s)
    path, log = [list(step) for step in s.intruders["ninja"]["path"]], list(s.log)
    copy = clone(s)
    act(copy, "card", "ninja", "shadow_walk")
    act(copy, "move", "ninja", open_neighbour("bell_court"))
    assert s.intruders["ninja"]["path"] == path and s.intruders["ninja"]["hand"] == ["shadow_walk"]
    assert s.log == log and len(copy.log) > len(log)


def test_N_3_4_in_a_guard_seats_decoy_world_the_set_aside_missions_are_the_ones_neither_intruder_holds():
    """The decoys draw the hidden missions anew (N-H.1); the letters set aside face down must follow them."""
    s = set_up(2)
    for seed in range(6):
        decoy = rules.redeal_secrets(s, s.guard_seats[0], seed)
        held = {decoy.intruders[f]["mission"] for f in ("ninja", "traitor")}
        assert sorted(decoy.mission_pool + sorted(held)) == sorted("ABCDEF") and not held & set(decoy.mission_pool)
