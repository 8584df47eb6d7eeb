"""Betrayal rules tests written for mutants that survived sampled mutation runs of rulesets/betrayal/rules
(tools/mutate_sample.py): one behaviour each, citing the rule it pins."""
from rulesets.betrayal import rules as R
from tests.betrayal.combat_support import lamplighter
from tests.betrayal.rules_support import act, dice, put

TRAITOR, HERO = 0, 1


def test_B_12_3_a_tied_attack_is_told_in_the_log_as_nobody_hurt_because_the_rolls_were_equal():
    s = lamplighter()
    put(s, TRAITOR, "entrance_hall")
    dice(s, [1, 1, 0, 0], [2, 0, 0, 0])
    act(s, "attack", "explorer", TRAITOR, "")
    tie = R.log(s)[-1]
    assert tie.kind == "attack_tied" and tie.text_for(None) == "A tie: nobody is hurt — equal rolls"
