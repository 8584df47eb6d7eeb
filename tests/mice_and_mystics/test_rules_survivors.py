"""Behaviours the mutation sample of seed 2027 (tools/mutate_sample.py) showed untested: each a rule of the
digest, checked on its own."""
from rulesets.mice_and_mystics.rules import achievements
from tests.mice_and_mystics.mice_rules_kit import chapter


def test_M_21_2_an_achievement_moves_the_end_marker_on_but_never_past_the_tenth_page_m_g_7():
    s = chapter()
    s.end_marker = 9
    achievements.rolled(s, "collin", 3)
    assert s.end_marker == 10 and achievements.holder(s, "cheese_master") == "collin"
    s = chapter()
    s.end_marker = 10
    achievements.rolled(s, "collin", 3)
    assert s.end_marker == 10
