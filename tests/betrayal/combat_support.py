"""Helpers for the fights after the haunt: the Lamplighter's Debt revealed with seat 0 its traitor, turns forced."""
from rulesets.betrayal.rules import monsters, turns
from rulesets.betrayal.rules.state import card
from tests.betrayal.haunt_support import revealed

TRAITOR_HAUNT, HIDDEN_HAUNT, HOUSE_HAUNT = 1, 2, 3


def lamplighter(players=4):
    """Haunt 1 revealed by seat 0, who is its traitor (the highest Knowledge, ties to the revealer); the two
    Cinder Moths stand with him; the heroes stand in the Entrance Hall; seat 1 plays first. Nobody holds a card."""
    s = revealed(TRAITOR_HAUNT, players=players)
    assert s.haunt["traitor"] == 0
    for e in s.explorers:    # cards out of the way: the tests that need one give it
        for c in e["cards"]:
            s.decks[card(c).deck].insert(0, c)
        e["cards"], e["bonuses"] = [], []
    return s


def give(s, seat, card_id):
    """The card from its deck into the explorer's hands (bonuses left aside)."""
    for pile in s.decks.values():
        if card_id in pile:
            pile.remove(card_id)
    s.explorers[seat]["cards"].append(card_id)


def turn_for(s, seat):
    """It is now `seat`'s own haunt turn."""
    s.decision, s.effects = None, []
    s.haunt["slot"] = s.haunt["order"].index(seat)
    turns.start_turn(s, seat, s.turn["number"] + 1)


def monster_turn(s):
    """It is now the monsters' turn (the traitor runs it)."""
    s.decision, s.effects = None, []
    s.haunt["slot"] = len(s.haunt["order"])
    monsters.start(s, s.haunt["traitor"], s.turn["number"] + 1)
