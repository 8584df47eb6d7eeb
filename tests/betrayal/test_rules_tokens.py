"""A haunt's item tokens (B-10.7): placed at the reveal, picked up, dropped, stolen, left by the dead, and the goals
that count them (B-22.1)."""
import pytest

from engine.rules.api import IllegalAction
from rulesets.betrayal import rules as R
from rulesets.betrayal.rules import death, tokens, winning
from rulesets.betrayal.rules.traits import change_trait
from tests.betrayal.combat_support import give, lamplighter, turn_for
from tests.betrayal.rules_support import act, dice, put

TRAITOR, HERO = 0, 1


def with_relics(count=2, where="foyer"):
    s = lamplighter()
    tokens.place(s, {"do": "place_tokens", "count": count, "token": "Relic", "where": where}, "a test")
    return s


def test_B_10_7_a_token_is_picked_up_and_dropped_like_an_item_once_a_turn():
    s = with_relics()
    put(s, HERO, "foyer")
    assert ("take_token", 0) in R.legal_actions(s, HERO)
    act(s, "take_token", 0)
    assert s.haunt["tokens"][0]["holder"] == HERO and R.view(s, 2)["haunt"]["tokens"][0]["holder"] == HERO
    assert ("drop_token", 0) not in R.legal_actions(s, HERO)        # B-10.3: that token has moved this turn
    with pytest.raises(IllegalAction) as refused:
        act(s, "drop_token", 0)
    assert refused.value.rule_id == "B-10.7"
    turn_for(s, HERO)
    act(s, "move", "entrance_hall")
    act(s, "drop_token", 0)
    assert s.haunt["tokens"][0]["room"] == "entrance_hall" and R.invariants(s) == []


def test_B_10_7_random_rooms_put_one_token_in_each_room_discovered_so_far():
    s = with_relics(count=1, where="random_rooms")
    assert s.haunt["tokens"][0]["room"] == "dining_room"


def test_B_13_2_a_token_can_be_stolen_instead_of_the_damage():
    s = with_relics()
    s.haunt["tokens"][0].update(holder=TRAITOR, room=None, side=None)
    put(s, TRAITOR, "entrance_hall")
    dice(s, [2, 2, 0, 0], [0, 0, 0, 0])
    act(s, "attack", "explorer", TRAITOR, "")
    assert ("steal_token", 0) in R.legal_actions(s, HERO)
    act(s, "steal_token", 0)
    assert s.haunt["tokens"][0]["holder"] == HERO


def test_B_21_2_a_dead_explorers_tokens_stay_in_his_room():
    s = with_relics()
    s.haunt["tokens"][1].update(holder=HERO, room=None, side=None)
    s.explorers[HERO]["traits"]["sanity"] = 0
    change_trait(s, HERO, "sanity", -1, "a test")
    death.settle(s)
    assert s.haunt["tokens"][1]["holder"] is None and s.haunt["tokens"][1]["room"] == "entrance_hall"
    assert R.invariants(s) == []


def test_B_22_1_collect_and_carry_tokens_count_what_the_side_holds_or_brings_to_the_room():
    s = with_relics()
    heroes = winning.side_seats(s, "heroes")
    for t in s.haunt["tokens"]:
        t.update(holder=HERO, room=None, side=None)
    assert winning.WINS["collect_tokens"](s, "heroes", {"count": 2}, "action")
    assert not winning.WINS["carry_tokens"](s, "heroes", {"count": 2, "room": "foyer"}, "action")
    put(s, HERO, "foyer")
    assert tokens.count_in(s, "foyer", heroes) == 2
    assert winning.WINS["carry_tokens"](s, "heroes", {"count": 2, "room": "foyer"}, "action")


def carrying_moths(monkeypatch):
    """The Cinder Moths, for these tests, may carry the haunt's tokens (B-20.8: only when the haunt says so)."""
    from rulesets.betrayal.rules import monsters
    real = monsters.monster_data
    monkeypatch.setattr(monsters, "monster_data", lambda s, i: real(s, i).__class__(
        **{**{f: getattr(real(s, i), f) for f in real(s, i).__struct_fields__}, "carries": True}))


def test_B_20_8_monsters_carry_nothing_unless_the_haunt_says_so():
    from tests.betrayal.combat_support import monster_turn
    s = with_relics(where="dining_room")
    dice(s, [1, 1, 0, 0])
    monster_turn(s)
    assert not [a for a in R.legal_actions(s, TRAITOR) if a[0] == "monster_take"]
    with pytest.raises(IllegalAction) as refused:
        act(s, "monster_take", 0, 0)
    assert refused.value.rule_id == "B-20.8"


def test_B_20_8_a_carrying_monster_picks_a_token_up_and_drops_it_when_stunned(monkeypatch):
    from tests.betrayal.combat_support import monster_turn
    carrying_moths(monkeypatch)
    s = with_relics(where="dining_room")
    dice(s, [1, 1, 0, 0])
    monster_turn(s)
    act(s, "monster_take", 0, 0)
    assert s.haunt["tokens"][0]["monster"] == 0
    assert winning.WINS["collect_tokens"](s, "traitor", {"count": 1}, "action")
    act(s, "monster_move", 0, "entrance_hall")
    assert tokens.count_in(s, "entrance_hall", [TRAITOR], monsters=True) == 1
    act(s, "end_monster_turn")
    turn_for(s, HERO)
    dice(s, [2, 2, 2, 2], [0, 0, 0])
    act(s, "attack", "monster", 0, "")
    assert "monster" not in s.haunt["tokens"][0] and s.haunt["tokens"][0]["room"] == "entrance_hall"
    assert R.invariants(s) == []
    dropped = [e for e in R.log(s) if e.kind == "token_dropped"]     # B-H.5: what happens is told to all
    assert [e.data for e in dropped] == [{"monster": 0, "token": 0}] and "drops the Relic" in dropped[0].text


def test_B_10_7_a_token_is_traded_like_an_item_when_the_other_explorer_agrees():
    s = with_relics()
    s.haunt["tokens"][0].update(holder=HERO, room=None, side=None)
    assert ("trade", "token 0", 2, "") in R.legal_actions(s, HERO)
    act(s, "trade", "token 0", 2, "")
    assert (R.pending(s).kind, R.pending(s).seat) == ("answer_trade", 2)
    act(s, "accept")
    assert s.haunt["tokens"][0]["holder"] == 2 and R.invariants(s) == []
    assert ("trade", "token 0", 1, "") not in R.legal_actions(s, HERO)   # B-10.3: it has moved this turn


def test_B_10_7_an_item_can_be_swapped_for_a_token():
    s = with_relics()
    s.haunt["tokens"][1].update(holder=2, room=None, side=None)
    give(s, HERO, "chalk")
    act(s, "trade", "chalk", 2, "token 1")
    act(s, "accept")
    assert s.haunt["tokens"][1]["holder"] == HERO and s.explorers[2]["cards"] == ["chalk"]
    assert ("drop_token", 1) not in R.legal_actions(s, HERO)              # B-10.3: one move a turn


def test_B_10_7_a_token_you_do_not_hold_cannot_be_offered():
    s = with_relics()
    with pytest.raises(IllegalAction) as refused:
        act(s, "trade", "token 0", 2, "")
    assert refused.value.rule_id == "B-10.7"


def test_B_10_7_the_trade_words_name_the_token_for_the_rules_and_the_screen():
    from scenes.betrayal.labels import label
    s = with_relics()
    s.haunt["tokens"][0].update(holder=HERO, room=None, side=None)
    give(s, 2, "chalk")
    offer = ("trade", "token 0", 2, "chalk")
    said = R.describe_action(s, offer)
    assert said.startswith("Offer the Relic 1 to ") and said.endswith(" for the Chalk")
    assert label(R.view(s, HERO), offer).startswith("Offer the Relic 1 to ")
    act(s, *offer)
    assert "Relic 1" in R.describe_action(s, ("accept",)) and "Relic 1" in R.log(s)[-1].text
