"""Ninja rules tests for the moment an intruder walks into guards (N-15.2): the cards he may answer with."""
from rulesets.ninja import rules
from tests.ninja.support import act, intruders_phase, legal, only_guards, put
from tests.ninja.test_rules_intruders import _path_from, _quiet


def _ninja_walks_into_a_guard(hand):
    s = _quiet()
    put(s, "ninja", "bell_court")
    put(s, "traitor", "bamboo_grove")
    path = _path_from("bell_court", 2)
    only_guards(s, path[0])
    s.intruders["ninja"]["hand"] = list(hand)
    intruders_phase(s)
    act(s, "move", "ninja", path[0])
    return s, path


def test_N_15_2_a_ninja_who_walks_into_guards_may_play_shadow_walk_then_and_pass_unseen():
    s, path = _ninja_walks_into_a_guard(["shadow_walk"])
    assert ("card", "ninja", "shadow_walk") in legal(s)
    act(s, "card", "ninja", "shadow_walk")
    assert not s.intruders["ninja"]["seen"] and rules.pending(s).kind == "intruder_move"
    act(s, "move", "ninja", path[1])
    assert s.intruders["ninja"]["zone"] == path[1] and not s.intruders["ninja"]["seen"]


def test_N_15_2_a_ninja_who_played_shadow_walk_before_the_move_is_not_offered_a_second_one_among_guards():
    s = _quiet()
    put(s, "ninja", "bell_court")
    put(s, "traitor", "bamboo_grove")
    s.intruders["ninja"]["hand"] = ["shadow_walk", "shadow_walk"]
    intruders_phase(s)
    act(s, "card", "ninja", "shadow_walk")
    assert ("card", "ninja", "shadow_walk") not in legal(s)


def _seen_ninja_walks_into_other_guards(hand):
    """The ninja, already seen among guards at bell_court with the alert at Medium, walks into the next
    zone, which holds guards too."""
    s = _quiet()
    put(s, "ninja", "bell_court")
    put(s, "traitor", "bamboo_grove")
    path = _path_from("bell_court", 2)
    only_guards(s, "bell_court", path[0])
    s.intruders["ninja"]["hand"] = list(hand)
    intruders_phase(s)
    s.intruders["ninja"]["seen"] = True
    s.alert = 2
    act(s, "move", "ninja", path[0])
    return s, path


def test_N_15_2_a_seen_ninja_who_walks_into_other_guards_and_does_not_fight_raises_the_alert_to_high():
    s, path = _seen_ninja_walks_into_other_guards(["ninja_rope"])
    assert ("be_seen", "ninja") in legal(s)
    act(s, "be_seen", "ninja")
    assert s.alert == 3 and s.intruders["ninja"]["seen"] and s.intruders["ninja"]["zone"] == path[0]


def test_N_15_2_a_seen_ninja_who_walks_into_other_guards_may_still_answer_with_a_card_that_kills_them():
    s, path = _seen_ninja_walks_into_other_guards(["ninja_kenjutsu_quiet"])
    kills = [a for a in legal(s) if a[0] == "card"]
    assert kills and ("be_seen", "ninja") in legal(s)
