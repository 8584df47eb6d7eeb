"""The special-rule keywords of the haunts authored with the bots (rules/haunt_specials.py, B-G.1): one handler
each, looked up by name, refused on load at file:line:col when misspelt or misused."""
import os

import pytest

from engine.data import DataError, load_file
from engine.data.registry import display_name
from rulesets.betrayal.haunts import SPECIAL_RULES
from rulesets.betrayal.rules import haunt_keywords, haunt_specials
from tests import ROOT
from tests.betrayal.haunt_support import revealed
from tests.betrayal.rules_support import put

BAD = os.path.join(ROOT, "tests", "fixtures", "bad", "betrayal")
EXPECTED = "expected one of darkness, traitor_swiftness, no_private_talk, flooded_basement, echoing_halls"
CASES = [
    ("haunt_misspelled_flooded_basement.yaml", 12, 27, "special_rules[1]",
     f"{EXPECTED}, found string 'flooded_basment'"),
    ("haunt_echoing_halls_with_a_parameter.yaml", 12, 17, "special_rules[0]", f"{EXPECTED}, found a mapping"),
]


def test_B_G_1_every_special_rule_keyword_has_exactly_one_handler_looked_up_by_name():
    assert set(haunt_keywords.SPECIAL_RULES) == set(SPECIAL_RULES)
    assert set(haunt_specials.HANDLERS) == {"flooded_basement", "echoing_halls"}


@pytest.mark.parametrize("name,line,col,keypath,message", CASES, ids=[c[0] for c in CASES])
def test_a_misused_authored_special_rule_is_reported_at_its_file_line_and_column(name, line, col, keypath, message):
    path = os.path.join(BAD, name)
    with pytest.raises(DataError) as info:
        load_file(path)
    assert [str(p) for p in info.value.problems] == [f"{display_name(path)}:{line}:{col}: {keypath}: {message}"]


def test_B_G_1_flooded_basement_costs_an_explorer_starting_in_the_basement_one_room_of_movement():
    s = revealed(1, players=4)
    seat = s.turn["seat"]
    put(s, seat, "basement_landing")
    s.turn["movement"] = 4
    haunt_keywords.SPECIAL_RULES["flooded_basement"](s, seat)
    assert s.turn["movement"] == 3


def test_B_G_1_flooded_basement_leaves_an_explorer_elsewhere_and_never_takes_the_last_room():
    s = revealed(1, players=4)
    seat = s.turn["seat"]
    s.turn["movement"] = 4
    put(s, seat, "entrance_hall")
    haunt_keywords.SPECIAL_RULES["flooded_basement"](s, seat)
    assert s.turn["movement"] == 4
    put(s, seat, "basement_landing")
    s.turn["movement"] = 1
    haunt_keywords.SPECIAL_RULES["flooded_basement"](s, seat)
    assert s.turn["movement"] == 1


def test_B_G_1_echoing_halls_costs_an_explorer_alone_in_a_room_one_sanity():
    s = revealed(1, players=4)
    seat = s.turn["seat"]
    for other in range(4):
        put(s, other, "entrance_hall")
    put(s, seat, "upper_landing")
    step = s.explorers[seat]["traits"]["sanity"]
    haunt_keywords.SPECIAL_RULES["echoing_halls"](s, seat)
    assert s.explorers[seat]["traits"]["sanity"] == step - 1


def test_B_G_1_echoing_halls_spares_an_explorer_in_company():
    s = revealed(1, players=4)
    seat = s.turn["seat"]
    for other in range(4):
        put(s, other, "entrance_hall")
    step = s.explorers[seat]["traits"]["sanity"]
    haunt_keywords.SPECIAL_RULES["echoing_halls"](s, seat)
    assert s.explorers[seat]["traits"]["sanity"] == step


def test_B_G_1_echoing_halls_never_takes_a_lone_explorer_past_the_lowest_sanity():
    """A death as a turn begins would leave the dead explorer a turn to play: the choir stops at the lowest."""
    s = revealed(1, players=4)
    seat = s.turn["seat"]
    for other in range(4):
        put(s, other, "entrance_hall")
    put(s, seat, "upper_landing")
    s.explorers[seat]["traits"]["sanity"] = 0
    haunt_keywords.SPECIAL_RULES["echoing_halls"](s, seat)
    assert s.explorers[seat]["traits"]["sanity"] == 0 and not s.explorers[seat].get("dead")
