"""The haunt scenario format (B-G.1): the shipped haunts and chart load, bad files are reported at file:line:col."""
import os

import pytest

from engine.data import DataError, load_file
from engine.data.registry import display_name, known_kinds
from rulesets.betrayal.cards import load_cards
from rulesets.betrayal.haunts import HAUNT_FILES, load_chart, load_haunts
from rulesets.betrayal.rules.state import tiles
from tests import ROOT

BAD = os.path.join(ROOT, "tests", "fixtures", "bad", "betrayal")
HAUNT_CASES = [
    ("haunt_unknown_traitor_rule.yaml", 6, 15, "traitor_rule",
     "unknown traitor rule 'tallest_explorer': expected one of haunt_revealer, left_of_revealer, hidden_traitor, "
     "no_traitor, or highest_trait:<trait> / lowest_trait:<trait>"),
    ("haunt_trait_rule_without_trait.yaml", 6, 15, "traitor_rule",
     "highest_trait takes a trait after a colon: one of might, speed, knowledge, sanity"),
    ("haunt_right_now_missing_parameter.yaml", 10, 10, "right_now[0].steps", "gain needs 'steps'"),
    ("haunt_hidden_names_a_side.yaml", 10, 21, "right_now[0].who",
     "'heroes' would show who the hidden traitor is: use everyone or revealer"),
    ("haunt_win_in_unknown_room.yaml", 10, 35, "wins.heroes[0].room", "no room tile 'ballroom'"),
    ("haunt_no_traitor_with_traitor_text.yaml", 7, 15, "traitor_text",
     "a haunt without a traitor has no traitor's text"),
    ("haunt_unknown_special_rule.yaml", 12, 17, "special_rules[0]",
     "expected one of darkness, traitor_swiftness, no_private_talk, flooded_basement, echoing_halls, "
     "found string 'flying'"),
    ("haunt_task_without_trait.yaml", 10, 17, "wins.heroes[0].trait", "task_rolls needs 'trait'"),
    ("haunt_monsters_dead_but_unkillable.yaml", 12, 17, "wins.heroes[0].do",
     "monsters_dead needs monsters, each with 'killable: true' (monsters are only stunned otherwise, B-20.3)"),
    ("haunt_traitor_dead_without_traitor.yaml", 9, 17, "wins.heroes[0].do", "traitor_dead in a haunt without a traitor"),
    ("haunt_carry_more_tokens_than_placed.yaml", 12, 38, "wins.heroes[0].count",
     "carry_tokens needs 3 tokens but the right-now steps place 2 (place_tokens)"),
    ("haunt_chart_missing_omen.yaml", 9, 13, "rows[2].haunts", "no haunt for the omen(s) wax_doll"),
    ("haunt_chart_unknown_haunt.yaml", 19, 13, "rows[7].haunts.bite", "no shipped haunt has the number 9"),
]


def test_B_G_1_eight_original_haunts_ship_two_with_a_hidden_traitor_and_one_without_a_traitor():
    rules = [h.traitor_rule.partition(":")[0] for h in load_haunts().values()]
    assert len(HAUNT_FILES) >= 8 and rules.count("hidden_traitor") >= 2 and rules.count("no_traitor") >= 1
    assert len({h.id for h in load_haunts().values()}) == len({h.title for h in load_haunts().values()}) == len(rules)


def test_B_G_1_the_chart_gives_a_haunt_for_every_omen_in_every_room_with_an_omen_symbol():
    chart = load_chart()
    omen_rooms = {t.id for t in tiles().rooms if {"omen", "any"} & set(t.symbols)}
    omens = {c.id for c in load_cards().cards if c.deck == "omen"}
    assert set(chart) == omen_rooms and all(set(row) == omens for row in chart.values())
    assert {n for row in chart.values() for n in row.values()} == set(load_haunts())


def test_lantern_validate_knows_the_haunt_and_chart_kinds():
    assert {"haunt", "haunt_chart"} <= set(known_kinds())


@pytest.mark.parametrize("name,line,col,keypath,message", HAUNT_CASES, ids=[c[0] for c in HAUNT_CASES])
def test_a_malformed_haunt_or_chart_is_reported_at_its_file_line_and_column(name, line, col, keypath, message):
    path = os.path.join(BAD, name)
    with pytest.raises(DataError) as info:
        load_file(path)
    assert [str(p) for p in info.value.problems] == [f"{display_name(path)}:{line}:{col}: {keypath}: {message}"]
