"""The generic determinised flat Monte-Carlo search (engine/rules/search.py), on the template game (Pig)."""
from engine.rules import playout
from engine.rules.rng import Rng
from engine.rules.search import RolloutResult, flat_monte_carlo
from rulesets._template import rules as pig


def position(turn_total: int, score: int = 0):
    s = pig.setup({}, 3)
    s.turn_total, s.scores[0] = turn_total, score
    return s


def determiniser(real):
    """Pig's open variant hides nothing but the dice to come: a world is the position with fresh dice."""
    def determinise(view, seed):
        world = pig.clone(real)
        world.rng = Rng(seed)
        return world
    return determinise


def seat_0_wins(state, seed):
    """Random play to the end; 1 when seat 0 won."""
    choose = playout.random_chooser(seed)
    while state.winner is None:
        state = pig.apply(state, choose(pig, state, state.seat, pig.legal_actions(state, state.seat)))
    return RolloutResult(1.0 if state.winner == 0 else 0.0, "win" if state.winner == 0 else "loss")


def search(real, **budget):
    return flat_monte_carlo(pig, pig.view(real, 0), [("roll",), ("hold",)], determiniser(real), seat_0_wins,
                            seed=11, **budget)


def test_the_search_prefers_the_action_whose_futures_are_won_T_5():
    real = position(turn_total=12, score=20)          # holding reaches the target of 30 at once
    found = search(real, iterations=20)
    assert found.best == ("hold",)
    assert found.candidates[0].wins == 20 and found.candidates[1].wins < 20


def test_every_candidate_is_played_in_the_same_number_of_futures():
    found = search(position(turn_total=5), iterations=7)
    assert [c.rollouts for c in found.candidates] == [7, 7] and found.iterations == 7


def test_the_same_seed_and_iteration_budget_give_the_same_result():
    real = position(turn_total=5)
    first, again = search(real, iterations=9), search(real, iterations=9)
    assert [(c.action, c.total) for c in first.candidates] == [(c.action, c.total) for c in again.candidates]


def test_a_time_budget_still_plays_at_least_one_future_per_candidate():
    found = search(position(turn_total=5), seconds=0.0)
    assert found.iterations == 1 and all(c.rollouts == 1 for c in found.candidates)


def test_a_single_candidate_is_returned_without_any_rollout():
    real = position(turn_total=0)
    found = flat_monte_carlo(pig, pig.view(real, 0), [("roll",)], determiniser(real), seat_0_wins)
    assert found.best == ("roll",) and found.iterations == 0


def test_a_plain_number_from_the_rollout_counts_as_its_value():
    real = position(turn_total=5)
    found = flat_monte_carlo(pig, pig.view(real, 0), [("roll",), ("hold",)], determiniser(real),
                             lambda state, seed: float(state.scores[0]), iterations=3)
    assert found.best == ("hold",) and found.candidates[0].mean == 5.0 and found.candidates[1].mean == 0.0


def test_a_challenger_beats_the_default_only_by_more_than_the_noise_of_paired_futures():
    from engine.rules.search import Candidate, beats
    default = Candidate(("roll",), values=[1.0, 2.0, 3.0, 4.0])
    steady = Candidate(("hold",), values=[2.0, 3.0, 4.0, 5.0])          # better by 1 in every world
    lucky = Candidate(("mark", 1), values=[9.0, -5.0, 9.0, -4.0])        # better on average, by chance
    assert beats(steady, default) and not beats(lucky, default) and not beats(default, steady)


def test_racing_stops_playing_a_candidate_the_leader_clearly_beats_but_always_plays_the_default():
    real = position(turn_total=12, score=20)          # holding banks 12 points; rolling banks nothing yet
    banked = lambda state, seed: float(state.scores[0])     # noqa: E731
    found = flat_monte_carlo(pig, pig.view(real, 0), [("roll",), ("hold",), ("roll",)], determiniser(real),
                             banked, iterations=10, min_iterations=3, race=2.0)
    leader, default, dropped = found.candidates
    assert leader.action == ("hold",) and leader.rollouts == 10
    assert default is not dropped and default.rollouts == 10 and dropped.rollouts == 3
