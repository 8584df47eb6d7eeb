"""The shortcuts that keep random play fast keep games apart: a clone shares no list with its original, and the
table a configuration sets (built once, then copied for each game) never carries one game into the next (G-3)."""

from rulesets.ghost_stories import rules
from rulesets.ghost_stories.rules.state import State, state_to_data


def _lists_of(s: State) -> list:
    found = []
    for name in State.__slots__:
        value = getattr(s, name)
        if isinstance(value, list):
            found.append(value)
            found += [inner for inner in value if isinstance(inner, list)]
    return found


def test_a_clone_holds_every_field_and_shares_no_list_with_its_original():
    s = rules.setup(rules.INFO.default_config(4), 3)
    copy = s.clone()
    assert state_to_data(copy) == state_to_data(s)
    originals = {id(x) for x in _lists_of(s)}
    assert not any(id(x) in originals for x in _lists_of(copy))


def test_G_3_a_game_changed_in_play_leaves_the_next_game_of_its_configuration_as_dealt():
    config = rules.INFO.default_config(1)
    fresh = rules.state_hash(rules.setup(config, 11))
    played = rules.setup(config, 11)
    played.qi[0] = 1
    played.tao_tokens[0][0] = 5
    played.villagers[0].append(99)
    played.log_entries.append(("noted", None))
    played.power_tokens[0] = 0
    assert rules.state_hash(rules.setup(config, 11)) == fresh


def test_G_3_a_configuration_given_with_lists_is_dealt_as_the_same_configuration_without_them():
    plain = rules.setup({"players": 2, "variant": "standard"}, 5)
    listed = rules.setup({"players": 2, "variant": "standard", "boards": [0, 1], "sides": ["A"] * 4}, 5)
    assert rules.state_hash(plain) == rules.state_hash(listed)
