"""Ghost Stories refusals: each illegal action cites the rule of the check that failed, with the reason in words."""
import pytest

from engine.rules.api import IllegalAction
from rulesets.ghost_stories.rules import core
from rulesets.ghost_stories.rules.state import FIREWORKS, PLACE, RED, SORCERER, YELLOW
from tests.ghost_stories.support import act, clear, game, put, regular, run


def _refused(s, action) -> IllegalAction:
    with pytest.raises(IllegalAction) as err:
        act(s, action)
    assert "_" not in str(err.value).split(": ", 1)[1]          # words, not internal names
    return err.value


def test_G_9_4_a_knocked_down_taoist_walking_away_is_refused_as_getting_up():
    s = clear(game(players=2, sides=["B", "A", "A", "A"]))
    s.knocked_down[RED] = 1
    s.cache = None
    err = _refused(s, ("move", 1, 0))
    assert err.rule_id == "G-9.4" and "knocked down" in str(err)


def test_G_9_1_a_move_to_a_tile_out_of_the_village_is_refused_with_the_general_move_rule():
    s = clear(game(players=2, sides=["B", "A", "A", "A"]))
    assert _refused(s, ("move", 12, 0)).rule_id == "G-9.1"


def test_G_8_3_an_escort_onto_a_haunted_tile_is_refused_with_the_escort_rule():
    s = clear(game(players=2, sides=["B", "A", "A", "A"]))
    s.taoist_tile[RED] = 0
    s.villagers[0], s.villagers[1] = [5], []
    s.haunted[1] = 1
    s.cache = None
    err = _refused(s, ("move", 1, 1))
    assert err.rule_id == "G-8.3" and "escorted only onto an unhaunted tile" in str(err)


def test_G_8_1_a_yin_yang_on_a_tile_that_would_do_nothing_is_refused_with_that_tiles_rule():
    s = clear(game(players=2))
    assert s.yin_yang_unused[RED] and all(c < 0 for c in s.ghost_spaces)
    err = _refused(s, ("yy_act", SORCERER))
    assert err.rule_id == "G-10.7" and "would do nothing now" in str(err)


def test_G_14_3_fireworks_on_a_tile_that_would_do_nothing_is_refused_with_that_tiles_rule():
    s = clear(game(players=2))
    s.artifacts[RED] |= FIREWORKS
    s.cache = None
    assert _refused(s, ("fireworks", SORCERER)).rule_id == "G-10.7"


def test_G_14_3_fireworks_one_does_not_hold_are_refused_with_the_fireworks_rule():
    s = clear(game(players=2))
    put(s, regular(s, YELLOW), 3)
    s.cache = None
    assert _refused(s, ("fireworks", SORCERER)).rule_id == "G-14.3"


def test_G_4_3_another_action_while_a_question_waits_is_refused_by_naming_the_question():
    s = clear(game(players=4))
    for x in (0, 1, 2):                                           # the red board is full
        put(s, regular(s, RED, skip=x), x)
    s.deck.append(regular(s, RED, skip=3))                         # so the next red ghost's space is asked
    core.push(s, "bring_ghost")
    run(s)
    assert s.decision is not None and s.decision[0] == "place_ghost"
    err = _refused(s, ("end",))
    assert err.rule_id == "G-7.3" and str(err).endswith("first choose the space where the ghost arrives")


def test_G_11_placing_items_before_the_action_step_is_over_is_refused():
    s = clear(game(players=2))
    assert _refused(s, ("end",)).rule_id == "G-11"
    s.yang_step = PLACE
    s.cache = None
    assert _refused(s, ("skip",)).rule_id == "G-10.1"


def test_G_7_3_an_answer_of_the_right_kind_with_a_space_not_offered_is_refused_with_the_placement_rule():
    s = clear(game(players=4))
    for x in (0, 1, 2):
        put(s, regular(s, RED, skip=x), x)
    s.deck.append(regular(s, RED, skip=3))
    core.push(s, "bring_ghost")
    run(s)
    err = _refused(s, ("place_ghost", 1))                         # red space 2 is taken
    assert err.rule_id == "G-7.3" and "first" not in str(err) and "empty space" in str(err)
