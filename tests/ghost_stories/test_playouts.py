"""Seeded random Ghost Stories playouts to the end for 1-4 players x 4 difficulties, checking invariants."""
import random

import pytest

from engine.rules import playout
from rulesets.ghost_stories import rules
from tests.ghost_stories.support import config

DIFFICULTIES = ("initiation", "normal", "nightmare", "hell")
GAMES = 50


def play(config, seed):
    """One random legal game through the engine's playout loop, which checks the invariants at every step
    and fails on a stuck game or one past the step cap. Returns (state, actions applied)."""
    result = playout.play_one(rules, config, seed, playout.random_chooser(seed * 7 + 1))
    return result.state, len(result.actions)


@pytest.mark.parametrize("difficulty", DIFFICULTIES)
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_random_games_end_with_invariants_held(players, difficulty):
    for seed in range(GAMES):
        s, _ = play(config(players, None, difficulty), seed)
        assert s.result in ("win", "loss")
        assert max(x for x in (sum(1 for c in s.ghost_spaces[b * 3:b * 3 + 3] if c >= 0) for b in range(4))) <= 3


@pytest.mark.parametrize("sides", [["A"] * 4, ["B"] * 4, ["A", "B", "A", "B"]])
def test_random_games_with_both_board_sides_and_solo_four(sides):
    for seed in range(GAMES // 2):
        cfg = config(4, "solo_four", "normal")
        cfg["sides"] = sides
        play(cfg, seed)
        cfg = config(2, None, "nightmare")
        cfg["sides"] = sides
        play(cfg, seed)


def test_determinism_same_seed_and_actions_give_the_same_hash_whatever_the_global_random():
    cfg = config(3, None, "normal")
    first = playout.play_one(rules, cfg, 7)
    s, actions = first.state, first.actions
    t = rules.setup(cfg, 7)
    for n, a in enumerate(actions):
        random.seed(n)                  # disturb the global generator between actions
        random.random()
        rules.apply(t, a)
    assert rules.state_hash(t) == rules.state_hash(s)
    random.seed(12345)
    u = rules.setup(cfg, 7)
    for a in actions:
        rules.apply(u, a)
    assert rules.state_hash(u) == rules.state_hash(s)


def test_a_clone_replays_independently_of_its_original():
    s = rules.setup(config(2), 3)
    c = rules.clone(s)
    assert rules.state_hash(c) == rules.state_hash(s)
    legal = rules.legal_actions(s, rules.pending(s).seat)
    rules.apply(s, legal[-1])
    assert rules.state_hash(c) != rules.state_hash(s)
    rules.apply(c, legal[-1])
    assert rules.state_hash(c) == rules.state_hash(s)
