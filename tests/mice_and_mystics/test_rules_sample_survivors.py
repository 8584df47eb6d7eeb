"""Behaviours the mutation sample of seed 4711 (tools/mutate_sample.py) showed untested, each a rule of the digest
checked on its own. Guard Room: s15-s10,s11,s14; s11-s6,s7,s10,s12,s15,s16."""
from rulesets.mice_and_mystics.rules import cards
from rulesets.mice_and_mystics.rules import state as st
from tests.mice_and_mystics.mice_rules_kit import GUARD, arrange, chapter


def test_M_21_2_a_large_minion_defending_against_the_cat_trainer_rolls_one_die_fewer():
    s = arrange(chapter(), {"collin": [GUARD, "s15"]}, minions=[("spider", GUARD, "s11")])
    s.achievements["cat_trainer"] = "collin"
    cards.defend_minion(s, s.minions[0], 1, "a test", "collin")
    defence = next(e for e in s.log if e.kind == "minion_defends")
    assert len(defence.data["faces"]) == 2 - 1
    assert st.minion_by_label(s, s.minions[0]["label"]) is not None
