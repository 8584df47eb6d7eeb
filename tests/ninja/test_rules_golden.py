"""Golden Ninja replays: stored saves whose replay must reach their stored final hash.
Regenerate (after a deliberate rules change) with: python -m tests.ninja.test_rules_golden --regenerate"""
import glob
import os
import random
import sys

import pytest

from engine.rules import saves as savefile
from rulesets.ninja import bots, rules
from tests.ninja.support import config

HERE = os.path.dirname(os.path.abspath(__file__))
GOLDEN = os.path.join(HERE, "golden")
CASES = [  # (file stem, players, choices, seed, who plays)
    ("two_players_random", 2, {}, 11, "random"),
    ("three_players_bots", 3, {}, 22, "bots"),
    ("four_players_contested_bots", 4, {"variant": "contested_ground"}, 33, "bots"),
    ("lone_wolf_random", 2, {"variant": "lone_wolf", "intruder_cards": 2}, 44, "random"),
    ("two_players_bots_toggles", 2, {"mission_raises_alert": True, "ropes_noticed": True,
                                     "guard_strength": "fewer"}, 55, "bots"),
]

INTRUDERS_SCORE = ("two_players_bots_intruders_score", 2, {}, 100, "bots")   # the first seed from 100 on
                                                                           # where the intruders do not lose


def _session(players, choices, seed, who):
    from engine.rules.session import GameSession
    session = GameSession(rules, config(players, **choices), seed)
    pick = random.Random(seed)
    choose = bots.chooser(seed)
    while not session.is_over:
        if session.handoff is not None:
            session.confirm_handoff()
        legal = session.legal_actions()
        if who == "bots":
            session.apply(choose(rules, session.state, session.pending.seat, legal))
        else:
            session.apply(legal[pick.randrange(len(legal))])
    return session


def regenerate() -> None:
    os.makedirs(GOLDEN, exist_ok=True)
    for stem, players, choices, seed, who in CASES:
        session = _session(players, choices, seed, who)
        savefile.save(session, os.path.join(GOLDEN, f"ninja_{stem}.json"))
        print(stem, len(session.actions), session.outcome.result, session.outcome.reason)
    stem, players, choices, seed, who = INTRUDERS_SCORE
    while True:
        session = _session(players, choices, seed, who)
        if session.outcome.result != "guards":
            break
        seed += 1
    savefile.save(session, os.path.join(GOLDEN, f"ninja_{stem}.json"))
    print(stem, "seed", seed, len(session.actions), session.outcome.result, session.outcome.reason)


FILES = sorted(glob.glob(os.path.join(GOLDEN, "ninja_*.json")))


def test_there_are_at_least_five_golden_ninja_replays_and_one_where_the_intruders_score():
    assert len(FILES) >= 5
    scored = savefile.load(os.path.join(GOLDEN, f"ninja_{INTRUDERS_SCORE[0]}.json"), rules, strict=True)
    assert scored.outcome.result in ("draw", "intruders")


@pytest.mark.parametrize("path", FILES, ids=[os.path.basename(p) for p in FILES])
def test_a_golden_ninja_replay_reaches_its_stored_final_hash(path):
    session = savefile.load(path, rules, strict=True)
    assert session.is_over


if __name__ == "__main__":
    if "--regenerate" in sys.argv:
        regenerate()
