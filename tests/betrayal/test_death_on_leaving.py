"""B-17.3 with B-8.7: an explorer killed by the roll for leaving a room goes nowhere, so a dead explorer never enters
a room, opens a door or draws a card (found by the bots' haunt bench: a dead explorer drew the Music Box)."""
from rulesets.betrayal import rules as R
from rulesets.betrayal.rules.state import figure, trait_value
from tests.betrayal.haunt_support import place_somewhere, revealed
from tests.betrayal.rules_support import act, dice, put


def _hero_in_the_junk_room_at_the_lowest_speed():
    s = revealed(1, players=4)
    hero = R.pending(s).seat
    place_somewhere(s, "junk_room")
    put(s, hero, "junk_room")
    s.explorers[hero]["traits"]["speed"] = 0
    s.turn["movement"] = 2
    dice(s, [0] * trait_value(s, hero, "might"))     # the Might roll to leave fails: 1 Speed lost, to the skull
    return s, hero


def test_B_17_3_an_explorer_killed_leaving_a_room_never_reaches_the_next_one():
    s, hero = _hero_in_the_junk_room_at_the_lowest_speed()
    move = next(a for a in R.legal_actions(s, hero) if a[0] == "move")
    s = act(s, *move)
    assert s.explorers[hero].get("dead") and figure(s, hero)["room"] == "junk_room"
    assert R.invariants(s) == []


def test_B_17_3_an_explorer_killed_leaving_a_room_opens_no_door():
    s, hero = _hero_in_the_junk_room_at_the_lowest_speed()
    explore = [a for a in R.legal_actions(s, hero) if a[0] == "explore"]
    if not explore:      # the placement left no unexplored door here: the move test covers the rule
        return
    drawn = s.draws
    s = act(s, *explore[0])
    assert s.explorers[hero].get("dead") and s.draws == drawn and (s.decision is None
                                                                   or s.decision["kind"] != "place_tile")
    assert R.invariants(s) == []
