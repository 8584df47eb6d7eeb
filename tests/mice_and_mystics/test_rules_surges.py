"""Surges (M-12.1, M-12.2) and minions entering by the entry rules (M-11.2). The Guard Room's entry spaces are
s4, s12 and the red-outlined s5; the mice stand on s14 and s15 and it is Prince Collin's turn."""
import pytest

from rulesets.mice_and_mystics import rules as R
from rulesets.mice_and_mystics import story
from rulesets.mice_and_mystics.rules import surges
from tests.mice_and_mystics.mice_rules_kit import DRAIN, GUARD, arrange, chapter, minion_places


@pytest.fixture
def guard_surge(monkeypatch):
    """Give the Guard Room a Surge rule bringing in `kinds` for one test."""
    def give(kinds):
        rule = story.RoomRule(face="guard_room", surge=list(kinds))
        chapter_data = story.chapter("down_the_drain")
        monkeypatch.setattr(chapter_data, "room_rules", list(chapter_data.room_rules) + [rule])
    return give


def surge_now(s):
    s.cheese_wheel = 5
    surges.add_to_wheel(s, 1, "a test fills the wheel")
    return s


def guard(minions=()):
    mice = {"collin": [GUARD, "s15"], "wren": [GUARD, "s15"], "tobias": [GUARD, "s14"], "clove": [GUARD, "s14"]}
    return arrange(chapter(), mice, minions=minions)


def test_M_12_1_a_full_wheel_moves_the_hourglass_and_empties_the_wheel():
    s = surge_now(guard())
    assert (s.hourglass, s.cheese_wheel) == (2, 0)


def test_M_12_1_step_4_with_no_surge_rule_no_minion_enters():
    s = surge_now(guard())
    assert s.minions == [] and any(e.kind == "surge_quiet" for e in R.log(s))


def test_M_12_1_step_2_the_room_s_surge_rule_brings_minions_in(guard_surge):
    guard_surge(["rat_archer"])
    s = surge_now(guard())
    assert list(minion_places(s).values()) == ["s5"]
    assert {"minion": "rat_archer"} in s.initiative


def test_M_11_2_equally_good_entry_spaces_are_the_players_choice(guard_surge):
    guard_surge(["rat", "rat"])
    s = surge_now(guard())
    p = R.pending(s)
    assert p.kind == "minion_entry" and R.legal_actions(s, 0) == [("enter", "s4"), ("enter", "s5"), ("enter", "s12")]
    R.apply(s, ("enter", "s12"))
    # melee minions spread out: the second rat may not join the first
    assert R.legal_actions(s, 0) == [("enter", "s4"), ("enter", "s5")]
    R.apply(s, ("enter", "s4"))
    assert sorted(minion_places(s).values()) == ["s12", "s4"] and R.pending(s).kind == "mouse_turn"


def test_M_11_2_cards_join_the_track_once_every_figure_has_entered(guard_surge):
    guard_surge(["rat", "rat"])
    s = surge_now(guard())
    assert R.invariants(s) == [] and {"minion": "rat"} not in s.initiative
    R.apply(s, ("enter", "s4"))
    R.apply(s, ("enter", "s5"))
    assert {"minion": "rat"} in s.initiative and R.invariants(s) == []


def test_M_11_2_small_ranged_minions_enter_first(guard_surge):
    guard_surge(["rat", "rat_archer"])
    s = surge_now(guard())
    assert [m["kind"] for m in s.minions] == ["rat_archer"] and minion_places(s) == {s.minions[0]["label"]: "s5"}


def test_M_12_2_a_surge_places_only_as_many_figures_as_the_pool_holds(guard_surge):
    guard_surge(["rat", "rat"])
    seven = [("rat", DRAIN, sp) for sp in ("s1", "s2", "s3", "s4", "s5", "s6", "s7")]
    s = surge_now(guard(seven))
    R.apply(s, R.legal_actions(s, 0)[0])
    assert sum(m["place"][0] == GUARD for m in s.minions) == 1 and len(s.minions) == 8
    assert any(e.kind == "figures_short" for e in R.log(s))


def test_M_12_2_an_elite_rat_stands_on_a_rat_figure(guard_surge):
    guard_surge(["elite_rat"])
    eight = [("rat", DRAIN, sp) for sp in ("s1", "s2", "s3", "s4", "s5", "s6", "s7", "s8")]
    s = surge_now(guard(eight))
    assert len(s.minions) == 8


def test_M_12_1_the_surge_room_is_the_one_holding_most_mice(guard_surge):
    guard_surge(["rat_archer"])
    s = guard()
    s.mice[0]["place"] = [DRAIN, "s1"]
    s.mice[1]["place"] = [DRAIN, "s1"]
    s.mice[2]["place"] = [DRAIN, "s2"]
    surge_now(s)
    assert s.minions == []
