"""Golden Ghost Stories replays: stored saves whose replay must reach their stored final hash.
Regenerate (after a deliberate rules change) with: python -m tests.ghost_stories.test_rules_golden --regenerate"""
import glob
import os
import random
import sys

import pytest

from engine.rules import saves as savefile
from rulesets.ghost_stories import rules
from tests.ghost_stories.support import config

HERE = os.path.dirname(os.path.abspath(__file__))
GOLDEN = os.path.join(HERE, "golden")
CASES = [  # (file stem, players, variant, difficulty, seed)
    ("solo_normal", 1, "solo", "normal", 11),
    ("two_initiation", 2, None, "initiation", 22),
    ("three_nightmare", 3, None, "nightmare", 33),
    ("four_hell", 4, None, "hell", 44),
    ("solo_four_normal", 4, "solo_four", "normal", 55),
    ("two_hell_sides_b", 2, None, "hell", 66),
]
BOT_WIN = ("four_initiation_bot_win", 4, None, "initiation", 100)  # rulesets/ghost_stories/bot.py plays; the first won seed


def _bot_session(players, variant, difficulty, seed):
    from engine.rules.session import GameSession
    from rulesets.ghost_stories.bot import Bot
    session = GameSession(rules, config(players, variant, difficulty), seed)
    bot = Bot(seed)
    while not session.is_over:
        s = session.state
        session.apply(bot.choose(s, s.decision[1] if s.decision is not None else s.seat_of_board[s.active_board]))
    return session


def regenerate() -> None:
    from engine.rules.session import GameSession
    os.makedirs(GOLDEN, exist_ok=True)
    for stem, players, variant, difficulty, seed in CASES:
        cfg = config(players, variant, difficulty)
        if stem.endswith("sides_b"):
            cfg["sides"] = ["B", "B", "B", "B"]
        session = GameSession(rules, cfg, seed)
        pick = random.Random(seed)
        while not session.is_over:
            legal = session.legal_actions()
            session.apply(legal[pick.randrange(len(legal))])
        savefile.save(session, os.path.join(GOLDEN, stem + ".json"))
        print(stem, len(session.actions), session.outcome.result, session.outcome.reason)
    stem, players, variant, difficulty, seed = BOT_WIN
    while True:                      # the first seed from BOT_WIN's on that the bot wins
        session = _bot_session(players, variant, difficulty, seed)
        if session.outcome.result == "win":
            break
        seed += 1
    savefile.save(session, os.path.join(GOLDEN, stem + ".json"))
    print(stem, "seed", seed, len(session.actions), session.outcome.result, session.outcome.reason)


def golden_saves():
    return sorted(glob.glob(os.path.join(GOLDEN, "*.json")))


def test_golden_saves_exist_for_every_case():
    assert len(golden_saves()) >= 5


def test_G_16_1_a_golden_save_ends_in_a_win():
    session = savefile.load(os.path.join(GOLDEN, BOT_WIN[0] + ".json"), ruleset=rules, strict=True)
    assert session.outcome.result == "win"


@pytest.mark.parametrize("path", golden_saves(), ids=lambda p: os.path.basename(p))
def test_golden_replay_reaches_the_stored_final_hash(path):
    session = savefile.load(path, ruleset=rules, strict=True)  # raises SaveError if the replay ends elsewhere
    assert session.is_over


if __name__ == "__main__" and "--regenerate" in sys.argv:
    regenerate()
