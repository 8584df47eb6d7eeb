"""The traitor's new powers (B-18) and the hidden traitor's panel (B-19.2, B-H.7)."""
from rulesets.betrayal import rules as R
from rulesets.betrayal.rules import effects
from tests.betrayal.combat_support import lamplighter, turn_for
from tests.betrayal.haunt_support import revealed
from tests.betrayal.rules_support import act, deck_top, place, put

TRAITOR, HERO = 0, 1


def test_B_18_2_the_traitor_passes_the_revolving_wall_without_a_roll():
    s = lamplighter()
    place(s, "revolving_wall", "ground", (-1, 0), 0)
    put(s, TRAITOR, "revolving_wall", "far")
    turn_for(s, TRAITOR)
    rolls = s.rng.draws
    act(s, "cross")
    assert R.view(s, 1)["seats"][TRAITOR]["side"] == "near" and s.rng.draws == rolls


def test_B_18_2_the_traitor_sends_the_mystic_elevator_where_he_likes_without_a_roll():
    s = lamplighter()
    place(s, "mystic_elevator", "ground", (1, -1), 3)
    put(s, TRAITOR, "foyer")
    turn_for(s, TRAITOR)
    rolls = s.rng.draws
    act(s, "move", "mystic_elevator")
    floors = {o[1] for o in R.legal_actions(s, TRAITOR)}
    assert R.pending(s).kind == "move_elevator" and s.rng.draws == rolls and {"basement", "upper"} <= floors


def test_B_18_3_the_traitor_may_decline_an_event_after_reading_it():
    s = lamplighter()
    turn_for(s, TRAITOR)
    deck_top(s, "event", "debris")
    effects.draw_card(s, TRAITOR, "event", "a test")
    assert R.pending(s).kind == "decline_card" and R.pending(s).seat == TRAITOR
    rolls = s.rng.draws
    act(s, "decline_card")
    assert s.rng.draws == rolls and "debris" in s.event_discard and R.invariants(s) == []


def test_B_18_3_a_hero_resolves_every_event_he_draws():
    s = lamplighter()
    deck_top(s, "event", "debris")
    effects.draw_card(s, HERO, "event", "a test")
    assert s.decision is None and s.effects


def test_B_18_1_on_becoming_traitor_he_is_freed_of_events_in_play_in_front_of_him():
    from rulesets.betrayal.rules import haunt
    s = lamplighter()
    pile = s.decks["event"] if "crawling_dread" in s.decks["event"] else s.event_discard
    pile.remove("crawling_dread")
    s.in_play.append([TRAITOR, "crawling_dread"])    # an event that stays in play (B-23.4)
    haunt.free_traitor(s, TRAITOR)
    assert s.in_play == [] and "crawling_dread" in s.event_discard and R.invariants(s) == []


def test_B_H_7_every_living_explorers_turn_in_a_hidden_haunt_shows_the_same_reveal_button():
    s = revealed(2)
    seen = set()
    for _ in range(4):
        seat = R.pending(s).seat
        legal = R.legal_actions(s, seat)
        assert ("reveal",) in legal
        seen.add(R.describe_action(s, ("reveal",)))
        act(s, "end_turn")
    assert len(seen) == 1


def test_B_19_2_once_revealed_the_traitor_is_the_heroes_opponent_and_hinders_them():
    s = revealed(2)
    traitor = s.haunt["traitor"]
    turn_for(s, traitor)
    act(s, "reveal")
    hero = (traitor + 1) % 4
    for seat in range(4):
        put(s, seat, "entrance_hall")
    turn_for(s, hero)
    targets = {a[2] for a in R.legal_actions(s, hero) if a[0] == "attack"}
    assert targets == {traitor}
    from rulesets.betrayal.rules.movement import hindrance
    assert hindrance(s, hero) == 1 and hindrance(s, traitor) == 3
