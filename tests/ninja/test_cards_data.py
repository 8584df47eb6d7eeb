"""Ninja card data (N-G.2, N-G.3): the shipped YAML, its checks, and one handler per effect keyword."""
from collections import Counter

import pytest

from engine.data import DataError
from rulesets.ninja.cards_data import EFFECTS, load_cards
from rulesets.ninja.rules import effects


def _counts(deck, field="count"):
    return {c.name if c.deck == "guard" else c.id: getattr(c, field) for c in load_cards().cards if c.deck == deck}


def test_N_G_3_the_decks_hold_36_guard_12_ninja_and_10_traitor_cards():
    totals = Counter()
    for card in load_cards().cards:
        totals[card.deck] += card.count
    assert totals == {"guard": 36, "ninja": 12, "traitor": 10}


def test_N_3_9_every_guard_card_type_occurs_an_even_number_of_times():
    assert all(n % 2 == 0 for n in _counts("guard").values())


def test_the_suggested_starter_hands_are_24_guard_8_ninja_and_7_traitor_cards():
    starters = Counter()
    for card in load_cards().cards:
        starters[card.deck] += card.starter
    assert starters == {"guard": 24, "ninja": 8, "traitor": 7}
    assert _counts("guard", "starter")["Sentry Listen"] == 6


def test_every_effect_keyword_has_exactly_one_handler_for_its_side():
    for keyword in EFFECTS:
        assert (keyword in effects.GUARD_EFFECTS) != (keyword in effects.INTRUDER_EFFECTS), keyword
        assert (keyword in effects.GUARD_TARGETS) == (keyword in effects.GUARD_EFFECTS)


def test_a_card_with_an_unknown_effect_is_refused_with_file_line_and_column(tmp_path):
    bad = tmp_path / "cards.yaml"
    bad.write_text("kind: ninja_cards\ncards:\n  - {id: x, name: X, deck: guard, count: 2, effect: teleport,"
                   " text: Go.}\n")
    with pytest.raises(DataError) as refused:
        load_cards(str(bad))
    message = str(refused.value)
    assert "cards.yaml:3:" in message and "effect" in message and "Traceback" not in message


def test_a_starter_hand_larger_than_the_deck_is_refused(tmp_path):
    bad = tmp_path / "cards.yaml"
    bad.write_text("kind: ninja_cards\ncards:\n  - {id: x, name: X, deck: guard, count: 2, starter: 3,"
                   " effect: listen, text: Go.}\n")
    with pytest.raises(DataError) as refused:
        load_cards(str(bad))
    assert "starter" in str(refused.value)
