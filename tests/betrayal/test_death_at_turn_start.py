"""B-17.3 with the haunts' special rules: an explorer a rule kills as his turn begins does not play that turn."""
from rulesets.betrayal import rules as R
from rulesets.betrayal.rules import haunt_keywords, turns
from rulesets.betrayal.rules.traits import change_trait
from tests.betrayal.combat_support import lamplighter

HERO = 1


def _lethal_to(seat):
    def rule(s, starting):
        if starting == seat:
            change_trait(s, seat, "sanity", -20, "a deadly haunt rule")
    return rule


def test_B_17_3_an_explorer_killed_as_his_turn_begins_does_not_play_it(monkeypatch):
    s = lamplighter()
    monkeypatch.setitem(haunt_keywords.SPECIAL_RULES, "traitor_swiftness", _lethal_to(HERO))   # haunt 1's rule
    turns.begin_slot(s, s.haunt["order"].index(HERO), s.turn["number"] + 1)
    assert s.explorers[HERO]["dead"] and s.explorers[HERO]["buried"]
    assert R.pending(s).kind == "turn" and R.pending(s).seat == s.haunt["order"][s.haunt["order"].index(HERO) + 1]
    assert s.turn["seat"] != HERO
