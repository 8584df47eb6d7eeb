"""Golden Betrayal replays: stored saves of whole games (3–6 players, both rule sets, each kind of traitor) whose
replay must reach their stored final hash, loaded strict (no older-rules upgrade allowed).
Regenerate (after a deliberate rules or data change) with: python -m tests.betrayal.test_rules_golden --regenerate"""
import glob
import os
import random
import sys

import pytest

from engine.rules import saves as savefile
from engine.rules.session import GameSession
from rulesets.betrayal import rules as R
from rulesets.betrayal.haunts import load_haunts

HERE = os.path.dirname(os.path.abspath(__file__))
GOLDEN = os.path.join(HERE, "golden")
# (file stem, players, Widow's Walk, first seed, the kind of traitor rule the game's haunt must have): regenerate
# plays random games from the first seed on until one reveals a haunt of that kind, so every kind stays covered
CASES = [
    ("three_players_base_highest_trait", 3, False, 100, "highest_trait"),
    ("four_players_widows_walk_hidden_traitor", 4, True, 200, "hidden_traitor"),
    ("five_players_widows_walk_no_traitor", 5, True, 300, "no_traitor"),
    ("six_players_base_any_haunt", 6, False, 400, None),
    ("three_players_widows_walk_any_haunt", 3, True, 500, None),
]


def traitor_kind(session) -> str | None:
    haunt = session.state.haunt
    return None if haunt is None else load_haunts()[haunt["number"]].traitor_rule.partition(":")[0]


def random_session(players, widows_walk, seed):
    """A whole game of random legal actions, hand-offs confirmed as the players would."""
    session = GameSession(R, R.INFO.check_config({"players": players, "widows_walk": widows_walk}), seed)
    pick = random.Random(seed)
    while not session.is_over:
        if session.handoff is not None:
            session.confirm_handoff()
        legal = session.legal_actions()
        session.apply(legal[pick.randrange(len(legal))])
    return session


def regenerate() -> None:
    os.makedirs(GOLDEN, exist_ok=True)
    for old in glob.glob(os.path.join(GOLDEN, "betrayal_*.json")):
        os.remove(old)
    for stem, players, widows_walk, seed, kind in CASES:
        while True:
            session = random_session(players, widows_walk, seed)
            if session.state.haunt is not None and kind in (None, traitor_kind(session)):
                break
            seed += 1
        savefile.save(session, os.path.join(GOLDEN, f"betrayal_{stem}.json"))
        print(stem, "seed", seed, len(session.actions), session.outcome.result, session.outcome.reason)


def load_golden(path):
    try:
        return savefile.load(path, R, strict=True)
    except savefile.SaveError as refusal:
        pytest.fail(f"{refusal}\nAfter a deliberate rules or data change: "
                    "python -m tests.betrayal.test_rules_golden --regenerate")


FILES = sorted(glob.glob(os.path.join(GOLDEN, "betrayal_*.json")))


def test_there_are_at_least_five_golden_betrayal_replays_one_per_case():
    assert len(FILES) >= 5
    assert sorted(os.path.basename(p) for p in FILES) == sorted(f"betrayal_{c[0]}.json" for c in CASES)


@pytest.mark.parametrize("path", FILES, ids=[os.path.basename(p) for p in FILES])
def test_a_golden_betrayal_replay_reaches_its_stored_final_hash_and_the_end_of_a_haunt(path):
    session = load_golden(path)
    assert session.is_over and session.state.haunt is not None


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_B_15_each_golden_replay_plays_the_player_count_rule_set_and_kind_of_traitor_it_is_named_for(case):
    stem, players, widows_walk, _, kind = case
    session = load_golden(os.path.join(GOLDEN, f"betrayal_{stem}.json"))
    assert session.config["players"] == players and session.config["widows_walk"] is widows_walk
    assert kind in (None, traitor_kind(session))


if __name__ == "__main__":
    if "--regenerate" in sys.argv:
        regenerate()
