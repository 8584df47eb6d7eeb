"""Each chapter plays from setup to an end under random legal play, invariants checked at every step (M-19)."""
import pytest

from engine.rules import playout
from rulesets.mice_and_mystics import rules as R


@pytest.mark.parametrize("chapter", R.CHAPTERS)
@pytest.mark.parametrize("seed", [0, 1])
def test_M_19_1_every_chapter_reaches_a_victory_or_a_defeat(chapter, seed):
    result = playout.play_one(R, {"players": 1 + seed, "chapter": chapter}, seed, playout.random_chooser(seed))
    assert result.outcome.result in ("win", "loss")
