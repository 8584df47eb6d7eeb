"""Each chapter plays from setup to an end under random legal play, invariants checked at every step (M-19)."""
import random

import pytest

from engine.rules import playout
from rulesets.mice_and_mystics import rules as R


@pytest.mark.parametrize("chapter", R.CHAPTERS)
@pytest.mark.parametrize("seed", [0, 1])
def test_M_19_1_every_chapter_reaches_a_victory_or_a_defeat(chapter, seed):
    result = playout.play_one(R, {"players": 1 + seed, "chapter": chapter}, seed, playout.random_chooser(seed))
    assert result.outcome.result in ("win", "loss")


def _always_explore_chooser(seed):
    """A test player that explores or flips whenever it may, else plays at random: it flees from room to room."""
    pick = random.Random(seed)

    def choose(ruleset, state, seat, legal):
        moves = [a for a in legal if a[0] in ("explore", "flip")]
        return pick.choice(moves or legal)
    return choose


@pytest.mark.parametrize("player", ["always_explore", "random"])
def test_M_12_3_the_cat_walk_ends_within_the_step_cap_for_a_player_who_flees_or_plays_at_random(player):
    # issue 15: with Brodie alone on the board no cheese reached the wheel, and fleeing mice never let it end
    for seed in range(40):
        chooser = _always_explore_chooser(seed) if player == "always_explore" else playout.random_chooser(seed)
        result = playout.play_one(R, {"players": 1 + seed % 4, "chapter": "cat_walk"}, seed, chooser,
                                  check_invariants=False, build_views=False)
        assert result.outcome.result in ("win", "loss")
