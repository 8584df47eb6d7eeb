"""Betrayal explorers (B-G.4) and cards (B-G.3) as validated YAML: the shipped files and mistakes, at file:line:col."""
import os
from collections import Counter

import pytest

from engine.data import DataError, load_file
from engine.data.registry import display_name
from rulesets.betrayal.cards import load_cards
from rulesets.betrayal.explorers import COLOURS, TRAITS, load_explorers
from tests import ROOT

BAD = os.path.join(ROOT, "tests", "fixtures", "bad", "betrayal")


def test_B_G_4_twelve_explorers_two_per_colour_with_tracks_of_eight_rising_values():
    explorers = load_explorers().explorers
    assert len(explorers) == 12 and Counter(e.colour for e in explorers) == {c: 2 for c in COLOURS}
    for e in explorers:
        for t in TRAITS:
            assert len(e.track(t)) == 8 and e.track(t) == sorted(e.track(t)) and e.start(t) in (3, 4), (e.id, t)


def test_B_G_3_the_decks_hold_13_omens_22_items_and_45_events_with_the_named_cards():
    cards = load_cards().cards
    assert Counter(c.deck for c in cards) == {"omen": 13, "item": 22, "event": 45}
    names = {c.name: c for c in cards}
    for name in ("Bite", "Dog", "Girl", "Madman", "Spear", "Cat", "Axe", "Blood Dagger", "Revolver",
                 "Sacrificial Dagger", "Boomstick", "Chainsaw", "Debris", "Webs"):
        assert name in names, name


def test_B_10_5_and_B_10_8_bite_and_the_companions_are_no_items_and_the_weapons_are_marked():
    cards = {c.name: c for c in load_cards().cards}
    assert {n for n, c in cards.items() if not c.item_like} == {"Bite", "Dog", "Girl", "Madman", "Cat"}
    assert {n for n, c in cards.items() if c.weapon} == {"Axe", "Blood Dagger", "Revolver", "Sacrificial Dagger",
                                                         "Spear", "Boomstick", "Chainsaw"}


def test_every_shipped_rules_file_starts_with_its_kind_and_an_authored_comment():
    for name in ("explorers.yaml", "cards.yaml"):
        with open(os.path.join(ROOT, "rulesets", "betrayal", "data", name), encoding="utf-8") as fh:
            first, second = fh.readline(), fh.readline()
        assert first.startswith("kind: betrayal_") and "Lantern" in second, name


BAD_CASES = [
    ("explorers_track_goes_down.yaml", 10, 22, "explorers[0].traits.might.track",
     "a trait track lists its values from the lowest up; this one goes down (B-4.2)"),
    ("explorers_bad_birthday.yaml", 7, 15, "explorers[0].birthday", "'02-30' is not a month-day date like 03-14"),
    ("explorers_short_track.yaml", 13, 23, "explorers[0].traits.sanity.track",
     "expected at least 8 items, found 7"),
    ("cards_unknown_keyword.yaml", 5, 21, "cards[0].effects[0].do", None),
    ("cards_missing_parameter.yaml", 5, 16, "cards[0].effects[0]", "'damage' needs amount (damage takes kind, amount)"),
    ("cards_roll_without_floor.yaml", 5, 51, "cards[0].effects[0].outcomes",
     "a roll needs an outcome with at_least: 0, so every result says what happens"),
    ("cards_parameter_of_another_keyword.yaml", 5, 57, "cards[0].effects[0].deck",
     "'gain' takes no deck (gain takes trait, steps)"),
]


@pytest.mark.parametrize("name,line,col,keypath,message", BAD_CASES, ids=[c[0] for c in BAD_CASES])
def test_a_malformed_explorer_or_card_file_is_reported_at_its_file_line_and_column(name, line, col, keypath, message):
    path = os.path.join(BAD, name)
    with pytest.raises(DataError) as info:
        load_file(path)
    (problem,) = info.value.problems
    text = str(problem)
    assert text.startswith(f"{display_name(path)}:{line}:{col}: {keypath}: "), text
    if message:
        assert text.endswith(message), text
