"""Mousetraps (M-6.14, M-11.4) and being knocked down (M-17.3). The Guard Room's mousetrap X is s7, next to s3."""
import pytest

from engine.rules.api import IllegalAction
from rulesets.mice_and_mystics import rules as R
from rulesets.mice_and_mystics.rules import state as st
from rulesets.mice_and_mystics.rules import traps
from tests.mice_and_mystics.mice_rules_kit import GUARD, arrange, chapter, place


def trapped(hero="collin", faces=(1, 2)):
    s = arrange(chapter(), {hero: [GUARD, "s3"]}, turn_of=hero, order=[hero] + [h for h in (
        "collin", "wren", "tobias", "clove") if h != hero], faces=faces)
    traps.arm_mousetraps(s, GUARD)
    return s


def test_M_11_4_a_mousetrap_encounter_arms_every_X_space_of_the_room():
    s = trapped()
    assert s.mousetraps == [[GUARD, "s7"]]


def test_M_6_14_a_mouse_rolling_a_star_passes_the_trap_and_moves_on():
    s = trapped(faces=(6, 1))
    R.apply(s, ("step", "s7"))
    assert s.mousetraps == [[GUARD, "s7"]] and s.turn["movement"] == 2 and s.turn["hero"] == "collin"
    assert st.mouse(s, "collin")["damage"] == 0


def test_M_6_14_a_mouse_rolling_no_star_springs_the_trap_damage_cheese_and_knocked_down():
    s = trapped(faces=(1, 2))
    R.apply(s, ("step", "s7"))
    m = st.mouse(s, "collin")
    assert s.mousetraps == []
    assert (m["damage"], m["cheese"], m["conditions"]) == (1, 1, ["knocked_down"])
    assert place(s, "collin") == [GUARD, "s7"]


def test_M_6_14_a_sprung_trap_ends_the_mouse_s_turn_at_once():
    s = trapped(faces=(1, 2))
    R.apply(s, ("step", "s7"))
    assert s.turn is None or s.turn["hero"] != "collin"


def test_M_6_14_the_mouse_rolls_as_many_dice_as_its_move():
    s = trapped(faces=(1, 2))
    R.apply(s, ("step", "s7"))
    event = next(e for e in R.log(s) if e.kind == "mousetrap")
    assert len(event.data["faces"]) == 2


def test_M_6_14_a_tinkerer_rolls_the_larger_of_move_and_lore():
    assert traps.trap_dice("tobias") == 2 and traps.trap_dice("wren") == 3


def test_M_6_14_an_unarmed_X_space_is_no_trap():
    s = arrange(chapter(), {"collin": [GUARD, "s3"]}, faces=(1, 2))
    R.apply(s, ("step", "s7"))
    assert st.mouse(s, "collin")["damage"] == 0 and s.turn["movement"] == 2


def test_M_6_14_minions_ignore_mousetraps():
    s = arrange(chapter(), {"collin": [GUARD, "s11"]}, minions=[("rat", GUARD, "s3")], movement=0, faces=(1,))
    traps.arm_mousetraps(s, GUARD)
    R.apply(s, ("end_turn",))
    assert [m["place"][1] for m in s.minions] == ["s7"] and s.mousetraps == [[GUARD, "s7"]]


def test_M_6_14_turning_a_room_over_takes_its_traps_away():
    s = arrange(chapter(), {"collin": [GUARD, "s8"]})
    traps.arm_mousetraps(s, GUARD)
    R.apply(s, ("flip",))
    assert s.mousetraps == []


def test_M_17_3_a_knocked_down_mouse_spends_its_whole_move_standing_up():
    s = arrange(chapter(), {"collin": [GUARD, "s3"]}, order=["wren", "collin", "tobias", "clove"], turn_of="wren")
    st.mouse(s, "collin")["conditions"] = ["knocked_down"]
    R.apply(s, ("end_turn",))
    assert s.turn["hero"] == "collin" and s.turn["move"] == "done" and s.turn["movement"] == 0
    assert st.mouse(s, "collin")["conditions"] == []
    assert ("search",) in R.legal_actions(s, 0)


def test_M_17_3_a_knocked_down_mouse_may_not_step():
    s = arrange(chapter(), {"collin": [GUARD, "s3"]})
    st.mouse(s, "collin")["conditions"] = ["knocked_down"]
    before = R.state_hash(s)
    with pytest.raises(IllegalAction) as err:
        R.apply(s, ("step", "s2"))
    assert err.value.rule_id == "M-17.3" and R.state_hash(s) == before


def test_M_6_14_a_trap_on_no_X_space_breaks_an_invariant():
    s = arrange(chapter(), {"collin": [GUARD, "s3"]})
    s.mousetraps = [[GUARD, "s3"]]
    assert any("mousetrap" in b for b in R.invariants(s))
