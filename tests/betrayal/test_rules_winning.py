"""Winning the haunt (B-22) by the format's keywords, one handler each, and the haunt's task rolls (B-11.5)."""
import pytest

from engine.rules.api import IllegalAction
from rulesets.betrayal import rules as R
from rulesets.betrayal.rules import winning
from rulesets.betrayal.rules.state import house_of
from rulesets.betrayal.rules.traits import change_trait
from tests.betrayal.combat_support import lamplighter, turn_for
from tests.betrayal.haunt_support import place_somewhere
from tests.betrayal.rules_support import act, dice, put

TRAITOR, HERO = 0, 1


def kill(s, seat):
    s.explorers[seat]["traits"]["sanity"] = 0
    change_trait(s, seat, "sanity", -1, "a test")


def test_every_win_keyword_of_the_format_has_exactly_one_handler():
    from rulesets.betrayal.haunts import WINS
    assert set(WINS) == set(winning.WINS)


def test_B_22_1_the_heroes_win_the_moment_the_traitor_dies_and_the_outcome_says_so_in_words():
    s = lamplighter()
    kill(s, TRAITOR)
    act(s, "end_turn")
    out = R.outcome(s)
    assert out.result == "heroes" and out.winners == (1, 2, 3) and out.reason == "The heroes win: The traitor is dead"
    assert R.pending(s) is None


def test_B_22_2_with_every_hero_dead_the_traitor_side_wins_even_with_a_dead_traitor(monkeypatch):
    monkeypatch.setitem(winning.WINS, "traitor_dead", lambda *_: False)
    s = lamplighter()
    for seat in (0, 1, 2, 3):
        kill(s, seat)
    act(s, "end_turn")
    out = R.outcome(s)
    assert out.result == "traitor" and out.winners == (TRAITOR,) and "Every hero is dead" in out.reason


def test_B_22_2_the_heroes_cannot_win_without_a_living_hero_even_on_their_goal(monkeypatch):
    s = lamplighter()
    for seat in (1, 2, 3):
        kill(s, seat)
    put(s, 1, "basement_landing")
    assert winning.check(s, "turn") and s.result[0] == "traitor"


def test_B_22_1_reaching_a_room_counts_at_the_end_of_a_turn_not_in_passing():
    s = lamplighter()
    goal = winning.haunt_of(s).wins.heroes[0].room      # the authored room (tuned for balance by the bots)
    if house_of(s).where(goal) is None:
        place_somewhere(s, goal)
    put(s, HERO, goal)
    assert not winning.check(s, "action")
    act(s, "end_turn")
    while R.outcome(s) is None and s.decision is not None:   # a room that hurts at the end of a turn (B-7.4)
        s = R.apply(s, R.legal_actions(s, R.pending(s).seat)[0])
    assert R.outcome(s).result == "heroes"


def test_B_11_5_a_task_roll_is_made_in_its_room_once_a_turn_and_counts_toward_its_goal(monkeypatch):
    s = lamplighter()
    haunt = winning.haunt_of(s)
    task = haunt.wins.heroes[0].__class__(do="task_rolls", text="Three readings", trait="knowledge",
                                           at_least=3, count=2, room="foyer")
    wins = haunt.wins.__class__(heroes=[task], traitor=list(haunt.wins.traitor))
    monkeypatch.setattr(winning, "haunt_of", lambda _s: haunt.__class__(**{
        **{f: getattr(haunt, f) for f in haunt.__struct_fields__}, "wins": wins}))
    assert not winning.task_options(s, HERO)
    put(s, HERO, "foyer")
    assert winning.task_options(s, HERO) == [("task", "heroes.0")]
    dice(s, [2, 2, 0, 0])
    act(s, "task", "heroes.0")
    assert s.haunt["tasks"] == {"heroes.0": 1} and ("task", "heroes.0") not in R.legal_actions(s, HERO)
    with pytest.raises(IllegalAction) as refused:
        act(s, "task", "heroes.0")
    assert refused.value.rule_id == "B-11.5"
    turn_for(s, 2)
    put(s, 2, "foyer")
    dice(s, [1, 1, 1, 0])
    act(s, "task", "heroes.0")
    assert R.outcome(s).result == "heroes" and "Three readings" in R.outcome(s).reason


def test_B_22_1_survive_rounds_counts_only_when_a_round_ends():
    s = lamplighter()
    s.haunt["round"] = 5
    assert not winning.check(s, "turn")
    assert winning.check(s, "round") and s.result[0] == "traitor"
