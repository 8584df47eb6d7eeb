"""decider_and_actions answers the playout loop's one question per step as seat_to_decide and legal_actions do."""
import random

from rulesets.ghost_stories import rules


def test_the_decider_names_the_seat_to_decide_and_its_legal_actions_at_every_step():
    for players in (1, 4):
        config = rules.INFO.default_config(players)
        state = rules.setup(config, 5)
        pick = random.Random(5)
        while True:
            asked = rules.decider_and_actions(state)
            seat = rules.seat_to_decide(state)
            if seat is None:
                assert asked is None and rules.outcome(state) is not None
                break
            assert asked == (seat, rules.legal_actions(state, seat))
            state = rules.apply(state, pick.choice(asked[1]))


def test_an_action_that_is_no_tuple_is_refused_as_no_action_of_this_game_g_4_3():
    import pytest

    from engine.rules.api import IllegalAction
    state = rules.setup(rules.INFO.default_config(1), 2)
    for bad in (["end"], (), "end", None):
        with pytest.raises(IllegalAction) as err:
            rules.apply(state, bad)
        assert err.value.rule_id == "G-4.3"
