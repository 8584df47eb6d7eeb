"""Seeded random Betrayal games through the haunt: every invariant after every action (cards conserved, traits on
their tracks, figures on placed tiles, the house never sealed), an outcome at the end, and determinism."""
import random

import pytest

from engine.rules import playout
from rulesets.betrayal import rules as R

CONFIGS = [{"players": n, "widows_walk": ww} for n in (2, 3, 4, 5, 6) for ww in (True, False)]


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: f"{c['players']}p-{'ww' if c['widows_walk'] else 'base'}")
def test_seeded_random_games_keep_every_invariant_and_end_in_a_haunt_or_without_one(config):
    checked = R.INFO.check_config(config)
    # the long series over 3–6 players is test_playout_series.py; here every count, 2 included, through play_many
    summary = playout.play_many(R, checked, games=2, seed=config["players"] * 7)
    assert summary.failures == [], [str(f) for f in summary.failures[:2]]
    assert sum(summary.outcomes.values()) == 2 and set(summary.outcomes) <= {"heroes", "traitor", "house", "haunt_unfinished", "no_haunt"}


def test_the_same_seed_and_actions_give_the_same_game_whatever_the_global_random_does():
    config = R.INFO.check_config({"players": 4})
    first = playout.play_one(R, config, 5)
    random.seed(99)
    s = R.setup(config, 5)
    for action in first.actions:
        random.random()
        s = R.apply(s, action)
    assert R.state_hash(s) == R.state_hash(first.state) and R.outcome(s) == R.outcome(first.state)


def test_a_clone_plays_on_independently_of_its_original():
    s = R.setup(R.INFO.check_config({"players": 3}), 8)
    for _ in range(40):
        s = R.apply(s, R.legal_actions(s, R.pending(s).seat)[0])
    copy = R.clone(s)
    before = R.state_hash(s)
    R.apply(copy, R.legal_actions(copy, R.pending(copy).seat)[-1])
    assert R.state_hash(s) == before != R.state_hash(copy)


def test_B_14_1_random_games_reveal_the_haunt_after_a_haunt_roll_under_the_omens_drawn():
    config = R.INFO.check_config({"players": 4})
    for seed in range(5):
        game = playout.play_one(R, config, seed)
        if game.state.haunt is not None:
            last = [e for e in R.log(game.state) if e.kind == "haunt_rolled"][-1]
            assert last.data["begins"] and last.data["total"] < last.data["omens"]


@pytest.mark.parametrize("players", (3, 4, 5, 6))
def test_B_22_1_random_games_that_reach_the_haunt_play_it_to_a_sides_win_with_every_invariant_kept(players):
    """Cards conserved, traits on their tracks, figures and monsters on placed tiles after every action; every
    haunt reached ends with a side's win (never the old 'not yet playable' stop), monsters' turns included."""
    config = R.INFO.check_config({"players": players})
    summary = playout.play_many(R, config, games=8, seed=100 + players)
    assert summary.failures == [], [str(f) for f in summary.failures[:2]]
    assert set(summary.outcomes) <= {"heroes", "traitor", "house", "no_haunt"}, summary.outcomes


def test_B_20_random_haunts_with_monsters_give_the_monsters_their_turns_and_fights_happen():
    config = R.INFO.check_config({"players": 4})
    kinds = set()
    for seed in range(12):
        kinds |= {e.kind for e in R.log(playout.play_one(R, config, seed).state)}
    assert {"monsters_rolled", "monster_moved", "attack", "haunt_won"} <= kinds
