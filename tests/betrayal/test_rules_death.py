"""Death after the haunt (B-4.4, B-17.3, B-21, B-19.3): the skull, belongings left behind, companions, tokens shown."""
from rulesets.betrayal import rules as R
from rulesets.betrayal.rules import death
from rulesets.betrayal.rules.state import trait_value
from rulesets.betrayal.rules.traits import change_trait
from tests.betrayal.combat_support import give, lamplighter, turn_for
from tests.betrayal.haunt_support import revealed
from tests.betrayal.rules_support import act, dice, new_game, put

TRAITOR, HERO = 0, 1


def test_B_4_4_before_the_haunt_a_loss_stops_at_the_lowest_value():
    s = new_game(players=3)
    s.explorers[1]["traits"]["might"] = 0
    change_trait(s, 1, "might", -2, "a test")
    assert not s.explorers[1].get("dead") and s.explorers[1]["traits"]["might"] == 0


def test_B_17_3_after_the_haunt_a_trait_that_reaches_the_skull_kills():
    s = lamplighter()
    put(s, TRAITOR, "entrance_hall")
    s.explorers[HERO]["traits"]["might"] = 0
    s.explorers[HERO]["traits"]["speed"] = 0
    dice(s, [0] * trait_value(s, HERO, "might"), [2, 2, 0, 0])
    act(s, "attack", "explorer", TRAITOR, "")
    act(s, "split", 2, 2)
    assert s.explorers[HERO]["dead"] == "might" and R.view(s, 2)["seats"][HERO]["dead"]
    died = [e for e in R.log(s) if e.kind == "explorer_died"]
    assert died and "reached the skull" in died[0].text_for(None)


def test_B_17_3_an_explorer_who_dies_on_his_own_turn_ends_it_and_his_turns_are_skipped():
    s = lamplighter()
    put(s, TRAITOR, "entrance_hall")
    s.explorers[HERO]["traits"]["might"] = 0
    dice(s, [0] * trait_value(s, HERO, "might"), [2, 0, 0, 0])
    act(s, "attack", "explorer", TRAITOR, "")
    act(s, "split", 2, 0)
    assert R.pending(s).seat == 2
    for _ in range(4):
        p = R.pending(s)
        act(s, "end_turn" if p.kind == "turn" else "end_monster_turn")
    assert R.pending(s).seat == 2     # round 2 begins with the next living hero


def test_B_21_2_a_dead_explorers_items_lie_under_an_item_pile_in_his_room():
    s = lamplighter()
    give(s, HERO, "axe")
    s.explorers[HERO]["traits"]["sanity"] = 0
    change_trait(s, HERO, "sanity", -1, "a test")
    death.settle(s)
    assert "axe" not in s.explorers[HERO]["cards"]
    assert {"card": "axe", "side": ""} in s.item_piles["entrance_hall"] and R.invariants(s) == []
    put(s, 2, "entrance_hall")
    turn_for(s, 2)
    assert ("pick_up", "axe") in R.legal_actions(s, 2)


def test_B_21_1_a_companion_waits_in_the_room_and_joins_the_first_explorer_to_enter():
    s = lamplighter()
    put(s, HERO, "foyer")
    give(s, HERO, "dog")
    s.explorers[HERO]["traits"]["sanity"] = 0
    change_trait(s, HERO, "sanity", -1, "a test")
    death.settle(s)
    assert s.item_piles["foyer"][0]["companion"] is True
    turn_for(s, 2)
    assert ("pick_up", "dog") not in R.legal_actions(s, 2)
    act(s, "move", "foyer")
    assert "dog" in s.explorers[2]["cards"] and "foyer" not in s.item_piles and R.invariants(s) == []


def test_B_19_3_a_dead_explorers_token_is_turned_over_at_once_and_stays_shown_in_redeals():
    s = revealed(2)
    hero = s.haunt["identities"].index(2)      # the token next to the traitor's number
    s.explorers[hero]["traits"]["sanity"] = 0
    change_trait(s, hero, "sanity", -1, "a test")
    death.settle(s)
    token = s.haunt["identities"][hero]
    assert all(R.view(s, seat)["haunt"]["shown_tokens"] == {hero: token} for seat in range(4))
    died = [e for e in R.log(s) if e.kind == "explorer_died"][-1]
    assert died.text.endswith("The token shows 2") and died.data["token"] == 2
    watcher = next(seat for seat in range(4) if seat != hero)
    for seed in range(5):
        assert R.redeal_secrets(s, watcher, seed).haunt["identities"][hero] == token


def test_B_19_3_a_hidden_traitor_who_dies_is_revealed_and_the_heroes_win_by_his_death():
    s = revealed(2)
    traitor = s.haunt["traitor"]
    s.explorers[traitor]["traits"]["sanity"] = 0
    change_trait(s, traitor, "sanity", -1, "a test")
    act(s, "reveal" if R.pending(s).seat != traitor else "end_turn")   # any action: deaths are settled after it
    assert s.haunt["traitor_revealed"] and R.outcome(s).result == "heroes"
    died = [e for e in R.log(s) if e.kind == "explorer_died"][-1]
    assert died.text.endswith("The token shows 1: the traitor!")
