"""The Betrayal explorer bots (issue 14): any seat, hero or traitor, decides from its own view only (B-H), always
legally, and plays whole games to their end."""
import pytest

from engine.rules import playout
from rulesets.betrayal import bots
from rulesets.betrayal import rules as R
from rulesets.betrayal.rules.state import house_of, keep, tiles
from tests.betrayal.haunt_support import revealed
from tests.betrayal.rules_support import new_game, place, put

BOT = bots.Bot(0)


def _decide(s, seat=None):
    seat = R.pending(s).seat if seat is None else seat
    return BOT.decide(R.view(s, seat), seat, R.legal_actions(s, seat), R.log(s))


def _play_with_decoys(s, steps):
    """At each decision the bot decides again on a state whose secrets that seat may not know were redealt:
    the two answers must match. Returns the number of decisions checked."""
    checked = 0
    while R.outcome(s) is None and checked < steps:
        seat = R.pending(s).seat
        real = _decide(s, seat)
        decoy = R.redeal_secrets(s, seat, checked)
        assert BOT.decide(R.view(decoy, seat), seat, R.legal_actions(decoy, seat), R.log(decoy)) == real, checked
        s = R.apply(s, real)
        checked += 1
    return checked


@pytest.mark.parametrize("players,seed", [(3, 11), (4, 12), (5, 13), (6, 14)])
def test_B_H_1_a_bot_decides_the_same_when_the_decks_and_the_room_stack_are_redealt(players, seed):
    s = R.setup({"players": players, "widows_walk": seed % 2 == 0}, seed)
    assert _play_with_decoys(s, 400) > 40


@pytest.mark.parametrize("number", [2, 4])
def test_B_H_6_a_bot_decides_the_same_when_the_hidden_traitors_token_is_redealt(number):
    """Every seat's own token is all it knows of who the traitor is (B-19.1)."""
    s = revealed(number, players=5)
    assert s.haunt["hidden"]
    assert _play_with_decoys(s, 200) > 5


def test_B_H_3_a_traitor_bot_decides_the_same_when_the_others_secrets_are_redealt():
    s = revealed(1, players=4)
    assert not s.haunt["hidden"]
    assert _play_with_decoys(s, 200) > 3


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_every_bot_decision_is_one_of_the_legal_actions_and_bots_finish_seeded_games(players):
    for seed in range(3):
        config = R.INFO.default_config(players) | {"widows_walk": seed != 1}
        chooser = bots.chooser(seed)

        def checked(ruleset, state, seat, legal):
            action = chooser(ruleset, state, seat, legal)
            assert action in legal
            return action
        result = playout.play_one(R, config, 100 * players + seed, checked)
        assert result.outcome is not None


def test_B_7_1_a_bot_explores_through_an_unexplored_door_when_it_can():
    s = new_game(players=3)
    assert _decide(s)[0] == "explore"


def test_B_10_2_a_bot_picks_up_an_item_lying_in_its_room():
    s = new_game(players=3)
    seat = R.pending(s).seat
    s.item_piles["entrance_hall"] = [{"card": "axe", "side": ""}]
    s.decks["item"].remove("axe")
    house = house_of(s)
    house.add_token("entrance_hall", "item_pile")
    keep(s, house)
    assert _decide(s, seat) == ("pick_up", "axe")


def test_B_24_7_a_bot_uses_a_room_that_raises_one_of_its_traits():
    s = new_game(players=3)
    seat = R.pending(s).seat
    gym = next(t.id for t in tiles().rooms if t.special and t.special.keyword == "gain_trait_once"
               and "ground" in t.floors)
    place(s, gym, "ground", (1, 0), 1)
    put(s, seat, gym)
    assert _decide(s, seat) == ("use_room",)


def test_B_4_5_a_bot_splits_damage_away_from_the_trait_nearest_its_lowest_value():
    view = {"decision": {"kind": "split_damage", "damage": "physical", "amount": 2},
            "seats": [{"traits": {"might": {"step": 1, "value": 2}, "speed": {"step": 5, "value": 5}}}]}
    legal = [("split", 2, 0), ("split", 1, 1), ("split", 0, 2)]
    assert bots._split(view, 0, legal) == ("split", 0, 2)


def test_B_24_6_a_bot_draws_an_item_when_it_may_choose_the_deck():
    view = {"decision": {"kind": "choose_deck"}}
    legal = [("draw", "item"), ("draw", "event"), ("draw", "omen")]
    assert bots.Bot(1).decide(view, 0, legal) == ("draw", "item")


def test_B_10_2_a_bot_accepts_a_gift_and_refuses_a_swap():
    gift = {"decision": {"kind": "answer_trade", "take": ""}}
    swap = {"decision": {"kind": "answer_trade", "take": "axe"}}
    legal = [("refuse",), ("accept",)]
    assert bots.Bot(1).decide(gift, 0, legal) == ("accept",)
    assert bots.Bot(1).decide(swap, 0, legal) == ("refuse",)


def test_B_22_1_a_hero_bot_heads_for_the_room_its_side_must_reach():
    """The Lamplighter's Debt: the heroes win by ending a turn in a room."""
    s = revealed(1, players=4)
    seat = R.pending(s).seat
    view = R.view(s, seat)
    assert bots.my_side(view, seat) == "heroes"
    own, _ = bots.goals(view, seat)
    assert "reach_room" in [c.do for c in own]


def test_B_H_3_a_hero_bot_never_reads_the_traitors_goals():
    s = revealed(1, players=4)
    traitor = s.haunt["traitor"]
    hero = next(i for i in range(4) if i != traitor)
    _, theirs = bots.goals(R.view(s, hero), hero)
    own, _ = bots.goals(R.view(s, traitor), traitor)
    assert theirs == [] and "survive_rounds" in [c.do for c in own]


def test_B_18_3_a_traitor_bot_declines_a_card_that_only_hurts_and_resolves_one_that_helps():
    from rulesets.betrayal.rules.state import cards
    hurts = next(c.id for c in cards().values() if c.effects and all(e.do in ("lose", "damage") for e in c.effects))
    helps = next(c.id for c in cards().values() if c.effects and all(e.do == "gain" for e in c.effects))
    legal = [("resolve_card",), ("decline_card",)]
    assert bots.Bot(1).decide({"decision": {"kind": "decline_card", "card": hurts}}, 0, legal) == ("decline_card",)
    assert bots.Bot(1).decide({"decision": {"kind": "decline_card", "card": helps}}, 0, legal) == ("resolve_card",)


def test_B_H_a_bot_chooser_given_the_seats_view_instead_of_the_state_decides_the_same():
    """The play shell's computer seats pass session.view(seat): the chooser takes either."""
    s = new_game(players=3)
    seat = R.pending(s).seat
    legal = R.legal_actions(s, seat)
    choose = bots.chooser(4)
    assert choose(R, R.view(s, seat), seat, legal) == choose(R, s, seat, legal)



def _token_trade_view(give, take):
    from rulesets.betrayal.rules import tokens
    from tests.betrayal.combat_support import lamplighter
    s = lamplighter()
    tokens.place(s, {"do": "place_tokens", "count": 1, "token": "Relic", "where": "foyer"}, "a test")
    view = R.view(s, 1)
    view["decision"] = {"kind": "answer_trade", "seat": 1, "from": 2, "give": give, "take": take}
    return view


def test_B_10_7_a_bot_takes_a_token_as_a_gift_and_will_not_pay_for_one_its_goal_does_not_count():
    legal = [("refuse",), ("accept",)]
    assert bots.Bot(1).decide(_token_trade_view("token 0", ""), 1, legal) == ("accept",)
    assert bots.Bot(1).decide(_token_trade_view("token 0", "chalk"), 1, legal) == ("refuse",)


def test_B_10_7_a_bot_whose_goal_counts_tokens_swaps_a_card_for_one_and_keeps_its_own(monkeypatch):
    monkeypatch.setattr(bots, "_wants_tokens", lambda view, seat: True)   # no shipped haunt counts tokens yet
    legal = [("refuse",), ("accept",)]
    assert bots.Bot(1).decide(_token_trade_view("token 0", "chalk"), 1, legal) == ("accept",)
    assert bots.Bot(1).decide(_token_trade_view("chalk", "token 0"), 1, legal) == ("refuse",)
