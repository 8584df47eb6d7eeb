"""Ninja setup (N-3) and the variants' setup (N-23, N-24): each side's secret choices."""
from collections import Counter

import pytest

from engine.rules.api import IllegalAction
from rulesets.ninja import rules
from rulesets.ninja.rules.state import LETTERS, tables
from tests.ninja.support import config, set_up


def test_N_3_4_each_intruder_draws_a_different_secret_mission_and_four_are_set_aside():
    s = rules.setup(config(2), 5)
    missions = [s.intruders["ninja"]["mission"], s.intruders["traitor"]["mission"]]
    assert len(set(missions)) == 2 and sorted(missions + s.mission_pool) == list(LETTERS)


def test_N_3_8_the_guard_keeps_24_cards_and_shuffles_12_into_the_draw_deck():
    s = set_up(2)
    assert len(s.hands["0"]) == 24 and len(s.decks["0"]) == 12


def test_N_3_9_four_players_give_each_guard_player_half_of_every_card_type():
    s = rules.setup(config(4), 1)
    assert Counter(s.hands["0"]) == Counter(s.hands["1"]) and len(s.hands["0"]) == 18


def test_N_3_10_a_watch_post_holds_at_most_one_sentry():
    s = rules.setup(config(2), 1)
    s = rules.apply(s, ("sentry", "north_bridge"))
    assert ("sentry", "north_bridge") not in rules.legal_actions(s, 0)


def test_N_3_11_three_patrols_of_two_face_along_the_track():
    """N-G.7: each facing is a track neighbour of the patrol's zone."""
    s = set_up(2)
    patrols = Counter(g["patrol"] for g in s.guards if g["patrol"] is not None)
    assert sorted(patrols.values()) == [2, 2, 2]
    for number, facing in s.patrol_facing.items():
        zone = next(g["zone"] for g in s.guards if g["patrol"] == int(number))
        assert facing in tables().track[zone]


def test_N_3_14_three_mission_goals_per_castle_and_no_two_objects_share_a_room():
    t = tables()
    for seed in range(5):
        s = set_up(2, seed)
        letters = [z for z, o in s.objects.items() if o in LETTERS]
        assert Counter(t.castle_of[z] for z in letters) == {"west": 3, "east": 3}
        assert len(s.objects) == 10 and all(z in t.castle_of for z in s.objects)
        assert sum(s.sleeping.values()) == 8 and max(s.sleeping.values()) <= 2


def test_N_3_15b_the_traitor_may_not_start_in_a_guarded_zone():
    s = rules.setup(config(2), 3)
    while s.step != "traitor_start":
        legal = rules.legal_actions(s, rules.pending(s).seat)
        s = rules.apply(s, next((a for a in legal if a[0] in ("place_the_rest_at_random", "keep_suggested_hand",
                                                                "keep_suggested_cards")), legal[0]))
    guarded = {g["zone"] for g in s.guards}
    starts = {a[2] for a in rules.legal_actions(s, 1)}
    assert starts and not starts & guarded and starts <= set(tables().traitor_starts)


def test_N_3_16_two_intruder_players_each_mark_one_passage_entrance():
    s = rules.setup(config(3), 2)
    while s.step != "passage":
        legal = rules.legal_actions(s, rules.pending(s).seat)
        s = rules.apply(s, next((a for a in legal if a[0] in ("place_the_rest_at_random", "keep_suggested_hand",
                                                                "keep_suggested_cards")), legal[0]))
    assert rules.pending(s).seat == 1
    s = rules.apply(s, rules.legal_actions(s, 1)[0])
    assert rules.pending(s).seat == 2


def test_N_23_1_in_lone_wolf_the_guards_field_only_two_patrols_and_one_intruder_plays():
    s = set_up(2, variant="lone_wolf")
    assert len({g["patrol"] for g in s.guards if g["patrol"] is not None}) == 2
    assert sorted(me["status"] for me in s.intruders.values()) == ["absent", "active"]


def test_N_23_2_contested_ground_needs_two_intruder_players():
    with pytest.raises(IllegalAction) as refused:
        rules.setup(config(2, variant="contested_ground"), 1)
    assert refused.value.rule_id == "N-23.2"


def test_N_23_2_in_contested_ground_each_intruder_has_his_own_passage():
    s = set_up(3, variant="contested_ground")
    assert sorted(s.passages) == ["ninja", "traitor"] and all("" not in e for e in s.passages.values())


def test_N_24_1_the_intruders_may_get_more_cards():
    s = set_up(2, intruder_cards=2)
    assert len(s.intruders["ninja"]["hand"]) == 10 and len(s.intruders["traitor"]["hand"]) == 9


def test_N_24_4_fewer_guards_means_six_sentries_two_patrols_and_six_sleepers():
    s = set_up(2, guard_strength="fewer")
    assert sum(1 for g in s.guards if g["patrol"] is None) == 6 and sum(s.sleeping.values()) == 6


def _take_first_option_until(s, step):
    while s.phase == "guard_setup" and s.step != step:
        s = rules.apply(s, rules.legal_actions(s, rules.pending(s).seat)[0])
    return s


def test_N_3_11_taking_the_first_option_each_time_puts_the_three_patrols_in_three_different_zones():
    s = _take_first_option_until(rules.setup(config(2), 1), "guard_hand")
    patrol_zones = {g["zone"] for g in s.guards if g["patrol"] is not None}
    assert len(patrol_zones) == 3


def test_N_3_11_the_first_patrol_option_is_a_track_zone_farthest_from_every_guard_already_placed():
    s = _take_first_option_until(rules.setup(config(2), 1), "patrols")
    first = rules.legal_actions(s, 0)[0]
    distance = {z: min(tables().hearing(z)[g["zone"]] for g in s.guards) for z in tables().track_zones}
    assert first[0] == "patrol" and distance[first[1]] == max(distance.values())


def test_N_3_10_and_N_3_11_ordering_the_placements_changes_no_legal_option():
    s = _take_first_option_until(rules.setup(config(2), 1), "patrols")
    t = tables()
    every_patrol = {("patrol", z, f) for z in t.track_zones for f in t.track[z]}
    assert set(rules.legal_actions(s, 0)) == every_patrol | {("place_the_rest_at_random",)}
    fresh = rules.setup(config(2), 1)
    assert set(rules.legal_actions(fresh, 0)) == {("sentry", z) for z in t.watch_posts} | {
        ("place_the_rest_at_random",)}


@pytest.mark.parametrize("players, choices, rule", [
    (3, {"variant": "lone_wolf"}, "N-23.1"),
    (4, {"variant": "lone_wolf"}, "N-23.1"),
    (2, {"variant": "contested_ground"}, "N-23.2"),
    (2, {"lone_wolf_secret": True}, "N-23.1a"),
    (3, {"variant": "contested_ground", "lone_wolf_secret": True}, "N-23.1a"),
])
def test_N_23_settings_the_variants_refuse_together_are_refused_by_the_config_check_and_by_setup(players, choices,
                                                                                                  rule):
    cfg = config(players, **choices)
    refused = rules.INFO.refusal(cfg)
    assert refused is not None and refused.rule_id == rule and "N-23" not in refused.reason
    with pytest.raises(IllegalAction) as at_setup:
        rules.setup(cfg, 1)
    assert at_setup.value.rule_id == rule


def test_N_23_1a_the_secret_lone_wolf_with_two_players_is_accepted_by_the_config_check():
    assert rules.INFO.refusal(config(2, variant="lone_wolf", lone_wolf_secret=True)) is None
