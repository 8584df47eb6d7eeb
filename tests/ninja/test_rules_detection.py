"""Ninja detection details: when a seen intruder vanishes (N-15.3), what answers a hidden sentry (N-13.10)."""
import pytest

from rulesets.ninja import rules
from tests.ninja.support import act, intruders_phase, legal, only_guards, open_neighbour, put, set_up
from tests.ninja.test_rules_intruders import _quiet, _search_room


@pytest.mark.parametrize("other_guard", ["elsewhere on the map", "drunk in his zone"])
def test_N_15_3_a_seen_intruder_who_kills_the_last_sober_guard_in_his_zone_vanishes_whatever_stands_elsewhere(
        other_guard):
    """N-15.3 counts only the guards in his own zone; a drunk guard never detects (N-G.2 Potent Sake)."""
    s = _quiet()
    put(s, "ninja", "bell_court")
    guards = only_guards(s, "bell_court", "north_plaza" if other_guard == "elsewhere on the map" else "bell_court")
    guards[1]["drunk"] = other_guard == "drunk in his zone"
    s.intruders["ninja"]["seen"] = True
    s.intruders["ninja"]["hand"] = ["ninja_kenjutsu_quiet"]
    intruders_phase(s)
    act(s, "card", "ninja", "ninja_kenjutsu_quiet", guards[0]["number"])
    assert not s.intruders["ninja"]["seen"]
    assert rules.view(s, s.guard_seats[0])["intruders"]["ninja"]["zone"] == ""


def test_N_13_10_only_kenjutsu_or_shuriken_answers_a_hidden_sentry_not_the_traitors_potent_sake():
    """N-13.10: the intruder may kill the hidden sentry with Kenjutsu or Shuriken; Potent Sake (N-G.2) is not
    offered at that moment even with a sober sentry next to him."""
    s = _quiet()
    room = next(z for z, o in s.objects.items() if o == "hidden_sentry")
    only_guards(s, open_neighbour(room, avoid=(open_neighbour(room),)))     # not where the traitor starts
    put(s, "ninja", "bamboo_grove")
    s.intruders["traitor"]["hand"] = ["potent_sake", "traitor_kenjutsu_quiet"]
    s.intruders["ninja"]["hand"] = []
    _search_room(s, "traitor", room)
    assert rules.pending(s).kind == "hidden_sentry"
    assert set(legal(s)) == {("card", "traitor", "traitor_kenjutsu_quiet", "hidden_sentry"),
                             ("let_the_sentry_be", "traitor")}


def test_N_1_without_a_player_count_the_game_is_set_for_the_rules_base_table_of_two():
    """Part 1: the rules assume one intruder player and one guard player; that is the table offered first."""
    s = rules.setup(rules.INFO.default_config(), 1)
    assert s.config["players"] == 2 and len(s.guard_seats) == 1
    assert s.intruder_seat["ninja"] == s.intruder_seat["traitor"] != s.guard_seats[0]
    assert set_up(2).config == s.config
