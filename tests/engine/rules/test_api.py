"""The rules API's own values: GameInfo defaults and config checks, the plain-action shape, check_ruleset."""
import dataclasses
import types

import pytest

from engine.rules.api import ConfigChoice, ConfigError, GameInfo, HandOff, IllegalAction, Outcome, check_ruleset, freeze, is_plain_action
from rulesets._template import rules as toy_ruleset


def test_a_game_declared_with_only_its_players_is_an_open_game_for_two_with_the_standard_step_cap():
    info = GameInfo("g", "Game", 1, 4)
    assert (info.hidden_information, info.step_cap, info.default_players, info.choices) == (False, 20000, 2, ())
    assert info.default_config() == {"players": 2}


def test_declared_values_cannot_be_changed_after_the_fact():
    choice = ConfigChoice("variant", "Variant", ("a", "b"), "a")
    with pytest.raises(dataclasses.FrozenInstanceError):
        choice.default = "b"
    with pytest.raises(dataclasses.FrozenInstanceError):
        GameInfo("g", "Game", 1, 4).players_max = 9


def test_default_config_fills_every_choice_and_the_per_player_count_defaults():
    info = toy_ruleset.INFO
    assert info.default_config(3) == {"players": 3, "variant": "open", "difficulty": "normal"}
    solo = dataclasses.replace(info, player_defaults=((3, {"variant": "short"}),))
    assert solo.default_config(3)["variant"] == "short" and solo.default_config(2)["variant"] == "open"


def test_check_config_fills_defaults_and_refuses_unknown_values_and_wrong_types():
    info = toy_ruleset.INFO
    assert info.check_config({"players": 4, "variant": None}) == {"players": 4, "variant": "open", "difficulty": "normal"}
    for bad in ({"players": 5}, {"players": 1}, {"players": 2.0}, {"variant": "closed"}, {"variant": 0}, []):
        with pytest.raises(ConfigError):
            info.check_config(bad)


def test_outcome_and_hand_off_defaults_are_empty():
    assert Outcome("win").details == {} and Outcome("win").details is not Outcome("win").details
    assert HandOff(1, "Bo").note == ""


def test_an_illegal_action_reads_rule_then_reason():
    exc = IllegalAction("G-9.1", "You have already moved")
    assert (str(exc), exc.rule_id, exc.reason) == ("G-9.1: You have already moved", "G-9.1", "You have already moved")


def test_check_ruleset_names_a_missing_info_and_each_missing_function():
    empty = types.ModuleType("empty")
    problems = check_ruleset(empty)
    assert problems[0] == "INFO is missing or not a GameInfo" and "setup() is missing" in problems
    assert check_ruleset(toy_ruleset) == []


def test_check_ruleset_refuses_a_player_range_that_is_not_a_range():
    module = types.SimpleNamespace(**{n: getattr(toy_ruleset, n) for n in dir(toy_ruleset) if not n.startswith("_")})
    module.INFO = dataclasses.replace(toy_ruleset.INFO, players_min=3, players_max=2)
    assert check_ruleset(module) == ["INFO players 3..2 is not a range"]
    module.INFO = dataclasses.replace(toy_ruleset.INFO, players_min=0, players_max=2)
    assert check_ruleset(module) == ["INFO players 0..2 is not a range"]


def nested(depth):
    value = 1
    for _ in range(depth):
        value = (value,)
    return ("act", value)


def test_a_plain_action_may_nest_tuples_up_to_eight_deep_but_not_deeper():
    assert is_plain_action(nested(7))
    assert not is_plain_action(nested(8))


@pytest.mark.parametrize("value", [None, 5, (), (5, 1), (None,), ("a", None), ("a", 1.5), ["a", 1], ("a", b"x"),
                                   ("a", True)])
def test_junk_is_not_a_plain_action(value):
    assert not is_plain_action(value)


def test_freeze_turns_json_lists_back_into_tuples_and_leaves_other_values():
    assert freeze(["a", [1, [2]], {"k": [3]}]) == ("a", (1, (2,)), {"k": [3]})
