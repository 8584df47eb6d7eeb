"""Shared helpers for the rules-core tests: a toy session driven by a seeded chooser."""
from __future__ import annotations

import random

from engine.rules.session import GameSession
from rulesets._template import rules as toy_ruleset


def play(session: GameSession, steps: int, chooser_seed: int = 7, prefer=None) -> GameSession:
    """Apply up to `steps` legal actions picked by a seeded chooser (preferring `prefer` names if legal)."""
    pick = random.Random(chooser_seed)
    for _ in range(steps):
        if session.is_over:
            break
        legal = session.legal_actions()
        preferred = [a for a in legal if prefer and a[0] in prefer]
        session.apply(pick.choice(preferred or legal))
    return session


def new_session(seed: int = 11, **kwargs) -> GameSession:
    return GameSession(toy_ruleset, {"players": 2, "target": 30}, seed, **kwargs)


def mark_until_commit_free(session: GameSession) -> None:
    """Bring the toy to a fresh turn start where 3 non-committing marks are available."""
    while session.state.marks != 0 or session.state.turn_total != 0:
        session.apply(("roll",))
