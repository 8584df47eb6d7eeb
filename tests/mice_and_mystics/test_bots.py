"""The hint's player (rulesets/mice_and_mystics/bots.py): decides from the shared view among the legal answers,
and wins chapters far more often than random legal play (bench/mice_hint.py measures it on 100 seeds)."""
import random

import pytest

from rulesets.mice_and_mystics import bots
from rulesets.mice_and_mystics import rules as R

CHAPTERS = next(c for c in R.INFO.choices if c.key == "chapter").values


def play(chapter: str, seed: int, hint: bool) -> str:
    s = R.setup(R.INFO.check_config({"players": 1, "chapter": chapter}), seed)
    pick = random.Random(seed)
    while R.outcome(s) is None:
        seat = R.pending(s).seat
        legal = R.legal_actions(s, seat)
        action = bots.decide(R.view(s, seat), legal) if hint else pick.choice(legal)
        assert action in legal
        s = R.apply(s, action)
    return R.outcome(s).result


@pytest.mark.parametrize("chapter", CHAPTERS)
def test_following_the_hint_wins_more_chapters_than_random_play_M_19_1(chapter):
    hint = sum(play(chapter, seed, True) == "win" for seed in range(4))
    chance = sum(play(chapter, seed, False) == "win" for seed in range(4))
    assert hint >= 1 and hint > chance


def test_the_hint_gives_its_reason_in_words_without_internal_names():
    s = R.setup(R.INFO.check_config({"players": 1}), 2)
    for _ in range(60):
        if R.outcome(s) is not None:
            break
        seat = R.pending(s).seat
        action, why = bots.advise(R.view(s, seat), R.legal_actions(s, seat))
        assert why and "_" not in why and why[0].isupper()
        s = R.apply(s, action)


def test_a_tie_left_to_the_players_is_answered_with_one_of_its_options_M_G_10():
    for seed in range(30):
        s = R.setup(R.INFO.check_config({"players": 1}), seed)
        while R.outcome(s) is None:
            seat = R.pending(s).seat
            legal = R.legal_actions(s, seat)
            if s.decision is not None and s.decision["kind"] in ("minion_stop", "minion_order", "minion_entry"):
                assert bots.decide(R.view(s, seat), legal) in legal
                return
            s = R.apply(s, bots.decide(R.view(s, seat), legal))
    pytest.skip("no tie for the players came up in 30 seeded chapters")
