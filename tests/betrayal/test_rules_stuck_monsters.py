"""Monsters stuck in the basement (B-20.9): on his turn the traitor may put the Stairs from Basement behind an
unexplored basement door, and the room stack is shuffled."""
import pytest

from engine.rules.api import IllegalAction
from rulesets.betrayal import bots
from rulesets.betrayal import rules as R
from rulesets.betrayal.rules import monsters
from rulesets.betrayal.rules.state import house_of
from scenes.betrayal.labels import label
from tests.betrayal.combat_support import lamplighter, turn_for
from tests.betrayal.rules_support import act

TRAITOR, HERO = 0, 1
STAIRS = "stairs_from_basement"


def stuck_below():
    """The Lamplighter's Debt, both Cinder Moths in the Basement Landing (no way up yet), the traitor's turn."""
    s = lamplighter()
    for m in s.haunt["monsters"]:
        m["room"], m["side"] = "basement_landing", ""
    turn_for(s, TRAITOR)
    return s


def test_B_20_9_the_traitor_may_put_the_stairs_behind_a_basement_door_when_the_monsters_are_stuck():
    s = stuck_below()
    offered = [a for a in R.legal_actions(s, TRAITOR) if a[0] == STAIRS]
    assert offered and all(a[1:3] == (0, 0) for a in offered)
    act(s, STAIRS, 0, 0, "E")
    house = house_of(s)
    assert house.where(STAIRS).floor == "basement" and house.where(STAIRS).cell == (1, 0)
    assert STAIRS not in house.stack and R.invariants(s) == []
    assert ("foyer", "") in monsters.room_exits(s, STAIRS)          # B-6.5: the stairs lead to the Foyer
    assert "shuffles the room stack" in R.log(s)[-1].text


def test_B_20_9_the_stairs_are_not_offered_while_a_monster_can_reach_a_hero():
    s = lamplighter()
    turn_for(s, TRAITOR)
    assert not [a for a in R.legal_actions(s, TRAITOR) if a[0] == STAIRS]
    with pytest.raises(IllegalAction) as refused:
        act(s, STAIRS, 0, 0, "E")
    assert refused.value.rule_id == "B-20.9"


def test_B_20_9_only_the_traitor_may_bring_out_the_stairs():
    s = stuck_below()
    turn_for(s, HERO)
    assert not [a for a in R.legal_actions(s, HERO) if a[0] == STAIRS]
    with pytest.raises(IllegalAction) as refused:
        act(s, STAIRS, 0, 0, "E")
    assert refused.value.rule_id == "B-20.9"


def test_B_20_9_the_stairs_come_out_of_the_stack_only_once():
    s = stuck_below()
    act(s, STAIRS, 0, 0, "E")
    for m in s.haunt["monsters"]:
        m["room"] = "basement_landing"
    house = house_of(s)
    assert not [a for a in R.legal_actions(s, TRAITOR) if a[0] == STAIRS]   # they have a way up now
    with pytest.raises(IllegalAction) as refused:
        act(s, STAIRS, 0, 0, "W")
    assert refused.value.rule_id == "B-20.9" and house.where(STAIRS).cell == (1, 0)


def test_B_20_9_a_door_that_is_not_an_unexplored_basement_door_is_refused():
    s = stuck_below()
    with pytest.raises(IllegalAction) as refused:
        act(s, STAIRS, 5, 5, "N")
    assert refused.value.rule_id == "B-20.9"


def test_B_20_9_each_door_reads_differently_for_the_rules_and_the_screen():
    s = stuck_below()
    offered = [a for a in R.legal_actions(s, TRAITOR) if a[0] == STAIRS]
    said = {R.describe_action(s, a) for a in offered}
    shown = {label(R.view(s, TRAITOR), a, house_of(s)) for a in offered}
    assert len(said) == len(shown) == len(offered)
    assert all("Stairs from Basement" in words for words in said | shown)


def test_B_20_9_a_traitor_bot_brings_out_the_stairs_for_its_stuck_monsters():
    s = stuck_below()
    legal = R.legal_actions(s, TRAITOR)
    assert bots.Bot(1).decide(R.view(s, TRAITOR), TRAITOR, legal)[0] == STAIRS


def test_B_19_2_a_hidden_traitor_reveals_himself_before_he_brings_out_the_stairs():
    from rulesets.betrayal.rules import stuck
    s = stuck_below()
    s.haunt.update(hidden=True, traitor_revealed=False)    # as if his monsters were a hidden traitor's
    with pytest.raises(IllegalAction) as refused:
        stuck.check_allowed(s, TRAITOR)
    assert "reveals himself" in refused.value.reason
    s.haunt["traitor_revealed"] = True
    stuck.check_allowed(s, TRAITOR)
