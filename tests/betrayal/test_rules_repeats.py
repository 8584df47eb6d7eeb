"""The optional rule against repeats (B-15.4): a played haunt moves to the nearest placed omen room's haunt."""
import pytest

from engine.rules.api import IllegalAction
from rulesets.betrayal import rules as R
from rulesets.betrayal.haunts import load_chart
from rulesets.betrayal.rules import effects
from tests.betrayal.haunt_support import chart_cell, place_somewhere
from tests.betrayal.rules_support import act, deck_top, dice, new_game, put


def reveal_in(s, room, omen):
    put(s, 0, room)
    deck_top(s, "omen", omen)
    effects.draw_card(s, 0, "omen", "a test")
    effects.resolve(s)
    while s.decision is not None:
        s = R.apply(s, R.legal_actions(s, R.pending(s).seat)[0])
    dice(s, [0] * 6)
    act(s, "end_turn")
    return s


def test_B_15_4_a_haunt_already_played_moves_to_the_nearest_omen_room_with_an_unplayed_one():
    room, omen = chart_cell(1)
    s = new_game(players=4)
    s.config["played_haunts"] = [1]
    place_somewhere(s, room)
    place_somewhere(s, "servants_hall")
    s = reveal_in(s, room, omen)
    assert s.haunt["number"] == load_chart()["servants_hall"][omen] != 1
    assert s.haunt["room"] == "servants_hall" and [e for e in R.log(s) if e.kind == "haunt_moved"]


def test_B_15_4_without_played_haunts_the_chart_decides_alone():
    room, omen = chart_cell(1)
    s = new_game(players=4)
    place_somewhere(s, room)
    place_somewhere(s, "servants_hall")
    s = reveal_in(s, room, omen)
    assert s.haunt["number"] == 1 and not [e for e in R.log(s) if e.kind == "haunt_moved"]


def test_B_15_4_the_played_haunts_setting_is_a_list_of_numbers():
    with pytest.raises(IllegalAction) as refused:
        R.setup(R.INFO.check_config({"players": 3, "played_haunts": "all"}), 1)
    assert refused.value.rule_id == "B-15.4"
