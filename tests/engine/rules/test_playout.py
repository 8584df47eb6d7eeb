"""The one playout loop: failures name seed and step, every pending seat's view is built, games are seeded
one by one, the first game is replayed through a session, and the summary counts what happened."""
import types

import pytest

from engine.rules import playout
from rulesets._template import rules as toy

CONFIG = {"players": 2, "variant": "open", "difficulty": "normal"}


def toy_with(**replaced):
    """The toy ruleset with some functions swapped (a real module-like object, not a mock)."""
    module = types.SimpleNamespace(**{k: getattr(toy, k) for k in dir(toy) if not k.startswith("_")})
    for name, fn in replaced.items():
        setattr(module, name, fn)
    return module


def test_a_playout_failure_reads_its_seed_step_and_reason():
    fail = playout.PlayoutFailure(3, 5, "invariant broken: x")
    assert (fail.seed, fail.step, fail.reason) == (3, 5, "invariant broken: x")
    assert str(fail) == "game seed 3, action 5: invariant broken: x"


def test_a_playout_builds_the_view_of_every_pending_seat():
    seen = []

    def view(state, seat):
        seen.append(seat)
        return toy.view(state, seat)
    result = playout.play_one(toy_with(view=view), CONFIG, 4)
    assert len(seen) == len(result.actions) and set(seen) == {0, 1}


def test_a_view_that_crashes_mid_game_fails_the_playout_naming_the_step():
    def view(state, seat):
        if state.actions == 3:
            raise ValueError("cannot draw")
        return toy.view(state, seat)
    with pytest.raises(playout.PlayoutFailure, match="action 3: ValueError: cannot draw") as err:
        playout.play_one(toy_with(view=view), CONFIG, 4)
    assert err.value.step == 3


def test_without_views_a_broken_view_is_not_reached():
    def view(state, seat):
        raise ValueError("cannot draw")
    assert playout.play_one(toy_with(view=view), CONFIG, 4, build_views=False).outcome is not None


def test_a_game_with_no_decision_and_no_outcome_is_stuck():
    with pytest.raises(playout.PlayoutFailure, match="no decision pending but no outcome either"):
        playout.play_one(toy_with(pending=lambda state: None), CONFIG, 1)


def test_an_outcome_while_a_seat_is_still_asked_to_decide_is_a_broken_contract():
    # engine/rules/api.py: pending() is None once the game is over; the loop asks the outcome only then
    def outcome(state):
        return toy.outcome(state) or (toy.Outcome("win", (0,), "ended early") if state.actions >= 2 else None)
    with pytest.raises(playout.PlayoutFailure, match="the game is over but seat . is still asked to decide"):
        playout.play_one(toy_with(outcome=outcome), CONFIG, 4)


def test_a_seat_to_decide_with_no_legal_action_is_a_failure():
    with pytest.raises(playout.PlayoutFailure, match="must decide .* but has no legal action"):
        playout.play_one(toy_with(legal_actions=lambda state, seat: []), CONFIG, 1)


def test_the_step_cap_stops_a_game_exactly_at_the_cap():
    with pytest.raises(playout.PlayoutFailure) as err:
        playout.play_one(toy, CONFIG, 1, step_cap=4)
    assert err.value.step == 4 and "step cap of 4 actions" in err.value.reason


def test_the_same_seed_plays_the_same_game_and_another_seed_another():
    a, b = playout.play_one(toy, CONFIG, 8), playout.play_one(toy, CONFIG, 8)
    assert a.actions == b.actions and toy.state_hash(a.state) == toy.state_hash(b.state)
    assert playout.play_one(toy, CONFIG, 9).actions != a.actions


def test_play_many_seeds_games_one_by_one_and_counts_them():
    seen = []
    summary = playout.play_many(toy, CONFIG, 3, 10, on_game=lambda i, seed, result, fail: seen.append((i, seed)),
                                keep_results=True)
    assert seen == [(0, 10), (1, 11), (2, 12)] and [s for s, _ in summary.results] == [10, 11, 12]
    assert summary.games == 3 and summary.outcomes["win"] == 3 and not summary.failures
    assert summary.actions == sum(len(r.actions) for _, r in summary.results)
    assert 0 < summary.seconds < 600
    assert summary.line().startswith("games=3 actions=") and "failures=0 outcomes: win=3" in summary.line()


def test_play_many_keeps_going_after_a_failed_game_and_counts_it():
    summary = playout.play_many(toy, {**CONFIG, "difficulty": "broken"}, 2, 1)
    assert summary.games == 2 and len(summary.failures) == 2 and summary.actions == 0
    assert "outcomes: none" in summary.line()


def test_a_ruleset_whose_replay_differs_is_caught_as_nondeterministic():
    calls = []

    def state_hash(state):
        calls.append(1)
        return str(len(calls))   # a different hash every time it is asked
    problem = playout.check_replay(toy_with(state_hash=state_hash), CONFIG, 3, playout.play_one(toy, CONFIG, 3).actions)
    assert problem and "nondeterminism" in problem
    summary = playout.play_many(toy_with(state_hash=state_hash), CONFIG, 2, 3)
    assert len(summary.failures) == 1 and summary.failures[0].seed == 3


def test_a_deterministic_replay_has_no_problem():
    assert playout.check_replay(toy, CONFIG, 3, playout.play_one(toy, CONFIG, 3).actions) is None


def _decider_of(ruleset):
    """A decider_and_actions built from the ruleset's own pending() and legal_actions()."""
    def decider_and_actions(state):
        pending = ruleset.pending(state)
        return None if pending is None else (pending.seat, ruleset.legal_actions(state, pending.seat))
    return decider_and_actions


def test_the_lean_loop_of_a_ruleset_with_one_question_per_step_plays_the_same_game():
    lean = toy_with(decider_and_actions=_decider_of(toy))
    plain = playout.play_one(toy, CONFIG, 8, check_invariants=False, build_views=False)
    fast = playout.play_one(lean, CONFIG, 8, check_invariants=False, build_views=False)
    assert fast.actions == plain.actions and fast.outcome == plain.outcome


def test_the_lean_loop_stops_a_game_exactly_at_the_step_cap():
    lean = toy_with(decider_and_actions=_decider_of(toy))
    with pytest.raises(playout.PlayoutFailure) as err:
        playout.play_one(lean, CONFIG, 1, step_cap=4, check_invariants=False, build_views=False)
    assert err.value.step == 4 and "step cap of 4 actions" in err.value.reason


def test_the_lean_loop_fails_a_seat_asked_with_no_legal_action():
    lean = toy_with(decider_and_actions=lambda state: (0, []))
    with pytest.raises(playout.PlayoutFailure, match="must decide .* but has no legal action"):
        playout.play_one(lean, CONFIG, 1, check_invariants=False, build_views=False)
