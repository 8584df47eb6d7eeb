"""A minion attacks only while the chapter goes on and while it is on the board (M-13.6, M-19): an ended chapter
or a figure already defeated in the same step hurts nobody."""
from rulesets.mice_and_mystics.rules import minion_turns
from rulesets.mice_and_mystics.rules import state as st
from tests.mice_and_mystics.mice_rules_kit import GUARD, arrange, chapter


def _rat_beside_collin():
    s = arrange(chapter(), {"collin": [GUARD, "s10"]}, minions=[("rat", GUARD, "s10")], turn_of=None,
                faces=(1, 1, 1, 1, 1, 1))
    return s, s.minions[0]


def test_M_19_a_minion_does_not_attack_once_the_chapter_has_ended():
    s, rat = _rat_beside_collin()
    s.result = "win"
    damage = st.mouse(s, "collin")["damage"]
    minion_turns.attack(s, rat)
    assert st.mouse(s, "collin")["damage"] == damage


def test_M_13_6_a_minion_defeated_earlier_in_the_step_does_not_attack():
    s, rat = _rat_beside_collin()
    s.minions.remove(rat)
    damage = st.mouse(s, "collin")["damage"]
    minion_turns.attack(s, rat)
    assert st.mouse(s, "collin")["damage"] == damage
