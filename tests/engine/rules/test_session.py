"""GameSession: determinism, apply/refusal, undo/redo and the commit-point barrier (DESIGN principles 1-3)."""
import random

import pytest

from engine.rules.api import IllegalAction
from engine.rules.session import GameSession
from rulesets._template import rules as toy_ruleset
from tests.engine.rules.helpers import new_session, play


def test_same_seed_and_actions_give_the_same_hash_even_with_global_random_disturbed():
    first = play(new_session(seed=3), 60)
    random.seed(999)
    random.random()
    second = GameSession(toy_ruleset, {"players": 2, "target": 30}, 3, first.actions)
    random.shuffle([1, 2, 3])
    assert second.state_hash() == first.state_hash()


def test_different_seeds_give_different_games():
    a = play(new_session(seed=1), 30, prefer={"roll"})
    b = play(new_session(seed=2), 30, prefer={"roll"})
    assert a.state_hash() != b.state_hash()


def test_actions_from_json_lists_are_accepted_as_tuples():
    s = new_session()
    s.apply(["mark", 2])
    assert s.actions == (("mark", 2),)


def test_illegal_action_cites_the_rule_and_leaves_the_state_unchanged():
    s = new_session()
    before = s.state_hash()
    with pytest.raises(IllegalAction) as info:
        s.apply(("hold",))
    assert str(info.value).startswith("T-3:")
    assert s.state_hash() == before and len(s) == 0


def test_an_action_sent_by_a_seat_that_is_not_to_decide_is_refused():
    s = new_session()
    with pytest.raises(IllegalAction, match="it is Player 1's decision now"):
        s.apply(("roll",), seat=1)
    assert len(s) == 0


def test_undo_returns_to_the_exact_earlier_state():
    s = new_session()
    s.apply(("roll",))
    before = s.state_hash()
    s.apply(("mark", 1))
    s.apply(("mark", 3))
    s.undo(2)
    assert s.state_hash() == before and s.actions == (("roll",),)


def test_redo_reapplies_undone_actions_in_order():
    s = new_session()
    s.apply(("mark", 1))
    s.apply(("mark", 2))
    after = s.state_hash()
    s.undo(2)
    s.redo()
    s.redo()
    assert s.state_hash() == after and s.actions == (("mark", 1), ("mark", 2))


def test_a_new_action_after_undo_clears_the_redo_line():
    s = new_session()
    s.apply(("mark", 1))
    s.undo()
    s.apply(("mark", 2))
    assert not s.can_redo()
    assert s.can_redo().reason == "nothing to redo"


def test_undo_cannot_go_back_past_a_die_roll():
    s = new_session()
    s.apply(("mark", 1))
    s.apply(("roll",))  # randomness used: a commit point
    blocked = s.can_undo()
    assert not blocked and "rolled dice" in blocked.reason and "'" not in blocked.reason
    with pytest.raises(IllegalAction):
        s.undo()


def test_undo_stops_at_the_last_commit_point_but_not_before():
    s = new_session()
    s.apply(("roll",))
    s.apply(("mark", 1))
    s.apply(("mark", 2))
    assert s.undo_depth == 2
    assert not s.can_undo(3) and "only 2 steps can be undone" in s.can_undo(3).reason
    s.undo(2)
    assert s.actions == (("roll",),)


def test_a_hand_off_is_a_commit_point_and_nothing_is_decided_until_it_is_confirmed():
    s = GameSession(toy_ruleset, {"players": 2, "variant": "secret"}, 5)
    assert s.handoff is not None and s.handoff.seat == 0
    s.confirm_handoff()
    assert s.viewer == 0 and s.handoff is None
    while s.state.turn_total == 0:
        s.apply(("roll",))
        if s.handoff is not None:
            s.confirm_handoff()
    s.apply(("mark", 1))
    s.apply(("hold",))  # passes the laptop to seat 1, which holds another secret, without any die
    assert s.handoff is not None and s.handoff.seat == 1 and s.viewer == 0
    assert not s.can_undo()
    with pytest.raises(IllegalAction, match="first pass the laptop to Player 2"):
        s.apply(("roll",))
    s.confirm_handoff()
    assert s.viewer == 1 and not s.can_undo()


def test_an_open_game_never_hands_off_and_the_viewer_follows_the_turn():
    s = new_session(seed=5)
    while s.state.turn_total == 0:
        s.apply(("roll",))
    s.apply(("hold",))
    assert s.handoff is None and s.viewer == 1 == s.pending.seat


def test_nothing_to_undo_at_the_start():
    assert new_session().can_undo().reason == "nothing to undo yet"


def test_undo_at_move_500_matches_a_fresh_replay():
    s = GameSession(toy_ruleset, {"players": 2, "target": 10_000}, 4)
    play(s, 499)
    while s.state.marks == 3:
        s.apply(("roll",))
    s.apply(("mark", 1))
    s.undo()
    fresh = GameSession(toy_ruleset, s.config, s.seed, s.actions)
    assert s.state_hash() == fresh.state_hash()


def test_undo_replays_from_the_nearest_snapshot_not_from_setup():
    s = GameSession(toy_ruleset, {"players": 2, "target": 10_000}, 4)
    play(s, 70)
    setups = []
    real_setup = toy_ruleset.setup
    try:
        toy_ruleset.setup = lambda *a: setups.append(a) or real_setup(*a)
        while s.state.marks == 3:
            s.apply(("roll",))
        s.apply(("mark", 1))
        s.undo()
    finally:
        toy_ruleset.setup = real_setup
    assert setups == []


def test_the_game_over_refuses_actions_and_undo():
    s = play(new_session(seed=2), 5000)
    assert s.is_over
    with pytest.raises(IllegalAction, match="the game is over"):
        s.apply(("roll",))
    assert not s.can_undo() and s.can_undo().reason == "the game is over"


def test_listeners_hear_every_apply_undo_and_redo():
    s = new_session()
    heard = []
    s.subscribe(lambda sess: heard.append(len(sess)))
    s.apply(("mark", 1))
    s.undo()
    s.redo()
    assert heard == [1, 0, 1]


def test_config_must_be_plain_json_data():
    with pytest.raises(ValueError, match="game config must be plain JSON data"):
        GameSession(toy_ruleset, {"players": object()}, 1)


def test_a_ruleset_that_half_applies_before_refusing_cannot_corrupt_the_session():
    import types
    def sloppy_apply(state, action):
        state.scores[0] += 100  # mutates first, then refuses: a ruleset bug the session must absorb
        if action == ("bad",):
            raise IllegalAction("T-1", "bad action")
        state.scores[0] -= 100
        return toy_ruleset.apply(state, action)
    sloppy = types.SimpleNamespace(**{k: getattr(toy_ruleset, k) for k in dir(toy_ruleset) if not k.startswith("_")})
    sloppy.apply = sloppy_apply
    s = GameSession(sloppy, {"players": 2}, 8)
    s.apply(("mark", 1))
    with pytest.raises(IllegalAction):
        s.apply(("bad",))
    assert s.state.scores[0] == 0



def test_redo_of_zero_or_fewer_steps_is_refused_in_words():
    s = new_session()
    s.apply(("mark", 1))
    s.undo()
    assert s.can_redo(1)
    for steps in (0, -1):
        assert not s.can_redo(steps) and s.can_redo(steps).reason == "redo at least one step"
        assert not s.can_undo(steps) and s.can_undo(steps).reason == "undo at least one step"


def test_redo_of_more_steps_than_were_undone_is_refused():
    s = new_session()
    s.apply(("mark", 1))
    s.undo()
    assert s.can_redo(1) and not s.can_redo(2) and s.can_redo(2).reason == "only 1 step can be redone"


def test_a_seed_is_drawn_for_a_game_started_without_one_and_fits_in_31_bits():
    seeds = {GameSession(toy_ruleset, {"players": 2}).seed for _ in range(12)}
    assert len(seeds) > 6 and all(0 <= seed < 2 ** 31 for seed in seeds)


def test_an_action_is_stored_as_ascii_json():
    from engine.rules.session import encode_action
    assert encode_action(("say", "héllo", (1, 2))) == '["say", "h\\u00e9llo", [1, 2]]'


def test_once_the_game_is_over_nobody_has_legal_actions():
    s = play(new_session(seed=2), 5000)
    assert s.is_over and s.legal_actions() == [] and s.pending is None


def test_an_action_is_described_in_the_games_words_and_a_seat_by_its_players_name_and_role():
    s = GameSession(toy_ruleset, {"players": 2, "names": ["Ann", ""]}, 1)
    assert s.describe(("mark", 2)) == "Make a mark of 2"
    assert s.seat_name(0) == "Ann (Player 1)" and s.seat_name(1) == "Player 2"


def test_a_players_name_that_is_the_seats_own_name_is_said_once_not_player_1_player_1():
    s = GameSession(toy_ruleset, {"players": 2, "names": ["Player 1", " player 2 "]}, 1)
    assert s.seat_name(0) == "Player 1" and s.seat_name(1) == "Player 2"


def test_the_hand_off_names_the_next_player_once_when_the_setup_kept_the_default_names():
    s = GameSession(toy_ruleset, {"players": 2, "variant": "secret", "names": ["Player 1", "Player 2"]}, 3)
    while s.handoff is None or s.handoff.seat != 1:
        if s.handoff is not None:
            s.confirm_handoff()
        s.apply(s.legal_actions()[0])
    assert s.handoff.name == "Player 2"


def test_a_session_starts_with_no_autosave_error_and_keeps_none_after_a_good_autosave():
    heard = []
    s = new_session(autosave=heard.append)
    assert s.autosave_error is None
    s.apply(("mark", 1))
    assert heard == [s] and s.autosave_error is None


def test_a_hand_off_alone_is_a_commit_point_even_when_nothing_random_or_revealed_happened():
    import types
    # the toy with reveals not counted as commits: only the hand-off can stop the undo here
    ruleset = types.SimpleNamespace(**{k: getattr(toy_ruleset, k) for k in dir(toy_ruleset) if not k.startswith("_")})
    ruleset.commit_marker = lambda state: state.rng.draws
    s = GameSession(ruleset, {"players": 2, "variant": "secret"}, 5)
    s.confirm_handoff()
    while s.state.turn_total == 0:
        s.apply(("roll",))
        if s.handoff is not None:
            s.confirm_handoff()
    s.apply(("mark", 1))
    s.apply(("hold",))
    assert s.handoff is not None
    assert s.can_undo().reason == "the computer is being passed to the next player"
    assert s.can_redo().reason == "nothing to redo"
    s.confirm_handoff()
    assert not s.can_undo() and s.undo_depth == 0


def test_apply_undo_and_redo_return_the_new_state_and_redo_with_nothing_undone_is_refused():
    s = new_session()
    assert s.apply(("mark", 1)) is s.state
    assert s.undo() is s.state and len(s) == 0
    assert s.redo() is s.state and len(s) == 1
    with pytest.raises(IllegalAction, match="nothing to redo"):
        s.redo()

