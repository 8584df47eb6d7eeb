"""Over 300 seeded random Betrayal games: 3–6 players, with and without Widow's Walk, and every authored haunt
played on from its reveal (B-15). After every action every invariant holds (cards conserved, traits within their
tracks, figures on placed tiles, the house never sealed, B-7.5) and the house's open doors agree with the
independent oracle of test_explore; the same seed and actions give the same hash; saves round-trip.

Sized for the suite: a game is a few dozen milliseconds, the oracle is compared on every step of every fourth
game, and replays and saves are checked on a sample. The long series (every step of every game) is
`bench/betrayal_speed.py` for time and this file with BETRAYAL_SERIES=full for depth."""
import os
import random

import pytest

from engine.rules import saves
from engine.rules.session import GameSession
from rulesets.betrayal import rules as R
from rulesets.betrayal.haunts import load_haunts
from rulesets.betrayal.rules.state import house_of
from tests.betrayal.haunt_support import revealed
from tests.betrayal.test_explore import open_doors

FULL = os.environ.get("BETRAYAL_SERIES") == "full"
CONFIGS = [{"players": players, "widows_walk": widows_walk} for players in (3, 4, 5, 6) for widows_walk in (True, False)]
GAMES_PER_CONFIG = 120 if FULL else 36          # 8 configs: 288 games from setup
HAUNT_GAMES = 16 if FULL else 8                # games per haunt from its reveal, one per config
ORACLE_EVERY = 1 if FULL else 4                # compare the open doors with the oracle on every step of every n-th game


def config_id(config):
    return f"{config['players']}p-{'ww' if config['widows_walk'] else 'base'}"


def play_on(state, seed, check_doors, description):
    """Random legal actions from `state` to the end, every invariant checked after each; returns (state, actions)."""
    pick = random.Random(seed)
    actions = []
    while True:
        broken = R.invariants(state)
        assert not broken, f"{description}, action {len(actions)}: {'; '.join(broken)}"
        if check_doors:
            house = house_of(state)
            for floor in house.floors:
                assert {(d.cell, d.side) for d in house.open_doors(floor)} == set(open_doors(house.cells, floor)), \
                    f"{description}, action {len(actions)}: the open doors of {floor} differ from the oracle"
        if R.outcome(state) is not None:
            return state, actions
        assert len(actions) < R.INFO.step_cap, f"{description}: no end after {len(actions)} actions"
        legal = R.legal_actions(state, R.seat_to_decide(state))
        assert legal, f"{description}, action {len(actions)}: nobody can act"
        action = legal[pick.randrange(len(legal))]
        state = R.apply(state, action)
        actions.append(action)


def replayed(config, seed, actions):
    state = R.setup(config, seed)
    for action in actions:
        state = R.apply(state, action)
    return state


@pytest.mark.parametrize("config", CONFIGS, ids=config_id)
def test_seeded_random_games_keep_every_invariant_and_the_oracles_open_doors_at_every_step(config, tmp_path):
    checked = R.INFO.check_config(config)
    base = config["players"] * 1000 + config["widows_walk"] * 500
    for game in range(GAMES_PER_CONFIG):
        seed = base + game
        description = f"{config_id(config)} seed {seed}"
        state, actions = play_on(R.setup(checked, seed), seed, game % ORACLE_EVERY == 0, description)
        assert R.outcome(state).result
        if game % 10 == 0:       # determinism: the same seed and actions give the same hash
            assert R.state_hash(replayed(checked, seed, actions)) == R.state_hash(state), description
        if game % 15 == 0:       # the save round-trips to the same position
            path = str(tmp_path / f"{seed}.json")
            saves.save(GameSession(R, checked, seed, actions), path)
            assert saves.load(path, R, strict=True).state_hash() == R.state_hash(state), description


@pytest.mark.parametrize("number", sorted(load_haunts()))
def test_every_haunt_played_on_from_its_reveal_keeps_every_invariant_to_its_end(number):
    for game in range(HAUNT_GAMES):
        config = CONFIGS[(number + game) % len(CONFIGS)]
        start = revealed(number, players=config["players"], widows_walk=config["widows_walk"], seed=game + 1)
        description = f"haunt {number}, {config_id(config)}, game {game}"
        state, _ = play_on(start, number * 100 + game, game % ORACLE_EVERY == 0, description)
        assert R.outcome(state).result and state.haunt["number"] == number


def test_the_series_plays_at_least_three_hundred_games_over_every_player_count_rule_set_and_haunt():
    from_setup = GAMES_PER_CONFIG * len(CONFIGS)
    from_reveals = HAUNT_GAMES * len(load_haunts())
    assert from_setup + from_reveals >= 300
    assert {c["players"] for c in CONFIGS} == {3, 4, 5, 6} and {c["widows_walk"] for c in CONFIGS} == {True, False}


@pytest.mark.parametrize("config", CONFIGS[::3], ids=config_id)
def test_the_same_seed_played_twice_by_the_same_random_player_ends_in_the_same_hash(config):
    checked = R.INFO.check_config(config)
    first, _ = play_on(R.setup(checked, 77), 77, False, "first")
    second, _ = play_on(R.setup(checked, 77), 77, False, "second")
    assert R.state_hash(first) == R.state_hash(second) and R.log(first)[-1].text == R.log(second)[-1].text
