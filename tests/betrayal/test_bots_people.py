"""The Betrayal bots play like people (issue 14): heroes attack a hidden traitor only on evidence the table saw
(B-19.4), the hidden traitor turns his token over when it pays (B-19.2), allies hand a weapon to the strongest
arm (B-10.2), nobody lingers where the room hurts."""
from rulesets.betrayal import bot_evidence, bots
from rulesets.betrayal import rules as R
from rulesets.betrayal.rules.attacks import fight
from rulesets.betrayal.rules.state import tiles
from tests.betrayal.combat_support import HIDDEN_HAUNT, give, lamplighter, turn_for
from tests.betrayal.haunt_support import revealed
from tests.betrayal.rules_support import put

CHOIR = 4          # the Weeping Choir: a hidden traitor whose death is no goal of the heroes


def _decide(s, seat):
    return bots.Bot(0).decide(R.view(s, seat), seat, R.legal_actions(s, seat), R.log(s))


def _hidden(number=HIDDEN_HAUNT, players=4):
    """A hidden-traitor haunt; (state, the traitor, two heroes) with everyone in the Entrance Hall."""
    s = revealed(number, players=players)
    traitor = s.haunt["traitor"]
    heroes = [i for i in range(players) if i != traitor]
    for seat in range(players):
        put(s, seat, "entrance_hall")
    return s, traitor, heroes


def _attacks(action):
    return action[0] == "attack" and action[1] == "explorer"


def test_B_19_4_a_hero_bot_attacks_no_explorer_on_a_hunch_before_the_traitor_shows_himself():
    s, traitor, (hero, *_) = _hidden()
    turn_for(s, hero)
    assert any(_attacks(a) for a in R.legal_actions(s, hero))
    assert not _attacks(_decide(s, hero))


def test_B_19_4_a_hero_bot_attacks_the_explorer_it_saw_attack_it():
    s, traitor, (hero, other, *_) = _hidden()
    fight(s, ("explorer", traitor), ("explorer", hero), "might")   # the whole table sees it in the log
    turn_for(s, hero)
    s.explorers[traitor]["traits"]["might"] = 0          # a weak attacker: the hero's fight is worth it
    s.explorers[hero]["traits"]["might"] = 7
    action = _decide(s, hero)
    assert _attacks(action) and action[2] == traitor


def test_B_19_4_evidence_counts_an_attack_on_me_and_not_an_answer_to_an_earlier_attack():
    evidence = bot_evidence.Evidence(attacks=[(2, 0), (0, 2)])
    assert evidence.suspicion(1, 2) == bot_evidence.ON_OTHER
    assert evidence.suspicion(0, 2) == bot_evidence.ON_ME
    assert evidence.suspicion(2, 0) == 0                  # 0 hit back: that is defence, not evidence


def test_B_H_6_a_hero_bot_reads_the_same_evidence_whoever_the_redealt_traitor_is():
    s, traitor, (hero, *_) = _hidden()
    fight(s, ("explorer", traitor), ("explorer", hero), "might")
    turn_for(s, hero)
    s.explorers[traitor]["traits"]["might"] = 0
    s.explorers[hero]["traits"]["might"] = 7
    real = _decide(s, hero)
    assert real[0] == "attack"
    for seed in range(5):
        decoy = R.redeal_secrets(s, hero, seed)
        assert bots.Bot(0).decide(R.view(decoy, hero), hero, R.legal_actions(decoy, hero), R.log(decoy)) == real


def test_B_19_2_the_hidden_traitor_bot_reveals_himself_in_the_last_round_his_goal_needs():
    s, traitor, _ = _hidden()
    turn_for(s, traitor)
    assert _decide(s, traitor) != ("reveal",)
    s.haunt["round"] = 2                                  # the Borrowed Face: the second round ends it
    assert _decide(s, traitor) == ("reveal",)


def test_B_19_2_the_hidden_traitor_bot_reveals_himself_once_the_table_saw_him_fight():
    s, traitor, (hero, *_) = _hidden(CHOIR)
    turn_for(s, traitor)
    assert _decide(s, traitor) != ("reveal",)
    fight(s, ("explorer", traitor), ("explorer", hero), "might")
    turn_for(s, traitor)
    assert _decide(s, traitor) == ("reveal",)


def test_B_19_2_a_hero_bot_never_presses_reveal_for_nothing():
    s, traitor, (hero, *_) = _hidden()
    s.haunt["round"] = 2
    turn_for(s, hero)
    assert _decide(s, hero) != ("reveal",)


def test_B_10_2_a_hero_bot_gives_its_weapon_to_a_stronger_hero_beside_it():
    s = lamplighter()
    giver, strong = 1, 2
    put(s, giver, "foyer")
    put(s, strong, "foyer")
    give(s, giver, "axe")
    s.explorers[giver]["traits"]["might"] = 1
    s.explorers[strong]["traits"]["might"] = 7
    turn_for(s, giver)
    assert _decide(s, giver) == ("trade", "axe", strong, "")


def test_B_10_2_a_hero_bot_keeps_its_weapon_beside_a_weaker_hero_or_the_traitor():
    s = lamplighter()
    giver, weak, traitor = 1, 2, 0
    for seat in (giver, weak, traitor):
        put(s, seat, "foyer")
    give(s, giver, "axe")
    s.explorers[giver]["traits"]["might"] = 5
    s.explorers[weak]["traits"]["might"] = 1
    s.explorers[traitor]["traits"]["might"] = 7
    turn_for(s, giver)
    assert _decide(s, giver)[0] != "trade"


def test_B_10_2_a_hero_bot_gives_no_weapon_away_while_a_hidden_traitor_may_be_anyone():
    s, traitor, (giver, strong, *_) = _hidden()
    give(s, giver, "axe")
    s.explorers[giver]["traits"]["might"] = 1
    s.explorers[strong]["traits"]["might"] = 7
    turn_for(s, giver)
    assert _decide(s, giver)[0] != "trade"


def test_B_24_3_a_bot_does_not_end_its_turn_in_a_room_that_hurts_whoever_stays():
    view_room = next(t.id for t in tiles().rooms if t.special and t.special.keyword == "end_turn_damage")
    assert bots._hurts_to_stay(view_room)
    assert not bots._hurts_to_stay("entrance_hall")


def _traitor_and_hero_together():
    """The Lamplighter's Debt: the traitor (seat 0, Might 2) and a strong hero (seat 1) in the traitor's room,
    where the Cinder Moths stand."""
    s = lamplighter()
    room = s.house["figures"][s.explorers[0]["explorer"]]["room"]
    put(s, 1, room)
    s.explorers[0]["traits"]["might"] = 1
    s.explorers[1]["traits"]["might"] = 6
    return s


def test_B_20_3_a_hero_bot_never_beats_a_stunned_monster_that_cannot_die():
    s = _traitor_and_hero_together()
    for m in s.haunt["monsters"]:
        m["stunned"] = True
    turn_for(s, 1)
    action = _decide(s, 1)
    assert any(a[:2] == ("attack", "monster") for a in R.legal_actions(s, 1))
    assert action[:2] != ("attack", "monster")


def test_B_22_1_a_hero_bot_whose_goal_is_the_traitors_death_attacks_him_before_a_monster():
    s = _traitor_and_hero_together()
    turn_for(s, 1)
    assert _decide(s, 1)[:3] == ("attack", "explorer", 0)


def test_B_22_1_a_weaker_traitor_bot_who_wins_by_lasting_walks_away_from_a_stronger_hero():
    s = _traitor_and_hero_together()
    turn_for(s, 0)
    assert _decide(s, 0)[0] in ("move", "explore")
