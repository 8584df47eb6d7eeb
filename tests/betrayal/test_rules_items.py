"""Items between explorers before the haunt (B-10): drop, pick up, trade; each item once a turn (B-10.3)."""
import pytest

from engine.rules.api import IllegalAction
from rulesets.betrayal import rules as R
from rulesets.betrayal.rules import effects
from tests.betrayal.rules_support import act, deck_top, new_game, place, plain_house, put


def holding(s, seat, *ids):
    for card_id in ids:
        deck = "omen" if card_id in s.decks["omen"] else "item"
        deck_top(s, deck, card_id)
        effects.draw_card(s, seat, deck, "a test")
        effects.resolve(s)
    s.turn["movement_over"] = False
    return s


def test_B_10_2_a_dropped_item_lies_under_an_item_pile_marker():
    s = holding(new_game(), 0, "chalk")
    act(s, "drop", "chalk")
    assert s.explorers[0]["cards"] == [] and s.item_piles == {"entrance_hall": [{"card": "chalk", "side": ""}]}
    assert plain_house(s).tokens_in("entrance_hall", "item_pile")


def test_B_10_2_picking_up_the_last_item_removes_the_marker():
    s = holding(new_game(), 0, "chalk")
    act(s, "drop", "chalk")
    act(s, "end_turn")
    put(s, 1, "entrance_hall")
    act(s, "pick_up", "chalk")
    assert s.explorers[1]["cards"] == ["chalk"] and s.item_piles == {}
    assert not plain_house(s).tokens_in("entrance_hall", "item_pile")


def test_B_10_3_an_item_dropped_this_turn_is_not_picked_up_again_the_same_turn():
    s = holding(new_game(), 0, "chalk")
    act(s, "drop", "chalk")
    assert ("pick_up", "chalk") not in R.legal_actions(s, 0)
    with pytest.raises(IllegalAction) as info:
        act(s, "pick_up", "chalk")
    assert info.value.rule_id == "B-10.3"


def test_B_10_6_losing_a_card_takes_back_only_the_steps_it_gave():
    s = new_game()
    s.explorers[0]["traits"]["speed"] = 6
    holding(s, 0, "sturdy_boots", "climbing_rope")          # +1 Speed each: only one step was left
    assert s.explorers[0]["traits"]["speed"] == 7
    act(s, "drop", "climbing_rope")                         # it gave nothing
    assert s.explorers[0]["traits"]["speed"] == 7
    act(s, "drop", "sturdy_boots")
    assert s.explorers[0]["traits"]["speed"] == 6 and s.explorers[0]["bonuses"] == []


def test_B_10_5_bite_and_the_companions_are_never_dropped_or_traded():
    s = holding(new_game(), 0, "dog")
    put(s, 1, "entrance_hall")
    assert not [a for a in R.legal_actions(s, 0) if a[0] in ("drop", "trade")]
    with pytest.raises(IllegalAction) as info:
        act(s, "drop", "dog")
    assert info.value.rule_id == "B-10.5"


def test_B_10_2_a_trade_needs_the_other_explorer_to_agree():
    s = holding(new_game(), 0, "chalk")
    holding(s, 1, "rosary")
    put(s, 1, "entrance_hall")
    act(s, "trade", "chalk", 1, "rosary")
    p = R.pending(s)
    assert (p.kind, p.seat, p.options[0]) == ("answer_trade", 1, ("refuse",))
    act(s, "accept")
    assert s.explorers[0]["cards"] == ["rosary"] and s.explorers[1]["cards"] == ["chalk"]
    assert R.pending(s).seat == 0 and ("drop", "rosary") not in R.legal_actions(s, 0)   # B-10.3


def test_B_10_2_a_refused_trade_changes_nothing_and_is_not_offered_again_this_turn():
    s = holding(new_game(), 0, "chalk")
    put(s, 1, "entrance_hall")
    act(s, "trade", "chalk", 1, "")
    act(s, "refuse")
    assert s.explorers[0]["cards"] == ["chalk"] and ("trade", "chalk", 1, "") not in R.legal_actions(s, 0)


def test_B_10_4_an_item_whose_card_forbids_it_is_never_traded():
    s = holding(new_game(), 0, "tarnished_locket")
    put(s, 1, "entrance_hall")
    assert ("drop", "tarnished_locket") in R.legal_actions(s, 0)
    with pytest.raises(IllegalAction) as info:
        act(s, "trade", "tarnished_locket", 1, "")
    assert info.value.rule_id == "B-10.4"


def test_B_8_2_explorers_on_opposite_sides_of_a_barrier_cannot_trade():
    s = holding(new_game(), 0, "chalk")
    place(s, "chasm", "basement", (1, 0), 0)
    put(s, 0, "chasm", "near")
    put(s, 1, "chasm", "far")
    assert not [a for a in R.legal_actions(s, 0) if a[0] == "trade"]
    put(s, 1, "chasm", "near")
    assert ("trade", "chalk", 1, "") in R.legal_actions(s, 0)


def test_B_10_5_a_companion_is_never_asked_for_in_a_trade():
    s = holding(new_game(), 0, "chalk")
    holding(s, 1, "dog", "rosary")
    put(s, 1, "entrance_hall")
    asked = {a[3] for a in R.legal_actions(s, 0) if a[0] == "trade"}
    assert asked == {"", "rosary"}


def test_B_10_3_an_item_picked_up_this_turn_is_not_dropped_again_the_same_turn():
    s = holding(new_game(), 0, "chalk")
    act(s, "drop", "chalk")
    act(s, "end_turn")
    put(s, 1, "entrance_hall")
    act(s, "pick_up", "chalk")
    assert ("drop", "chalk") not in R.legal_actions(s, 1)


def test_B_10_2_the_trade_words_and_the_log_say_who_gives_what():
    s = holding(new_game(), 0, "chalk")
    holding(s, 1, "rosary")
    put(s, 1, "entrance_hall")
    assert R.describe_action(s, ("trade", "chalk", 1, "rosary")) == "Offer the Chalk to Ada Quill for the Rosary"
    assert R.describe_action(s, ("trade", "chalk", 1, "")) == "Offer the Chalk to Ada Quill as a gift"
    act(s, "trade", "chalk", 1, "rosary")
    assert R.describe_action(s, ("accept",)) == "Accept the Chalk from Marta Voss for your Rosary"
    act(s, "accept")
    assert R.log(s)[-1].text == "Ada Quill accepts the trade"
