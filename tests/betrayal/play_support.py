"""Test helpers for the Betrayal play screen: seeded games driven to the haunt's reveal through the real shell."""
from __future__ import annotations

import random

from rulesets.betrayal import rules as R
from scenes.betrayal import play

REVEALED = {"open": (3, 0), "hidden": (3, 6)}    # (players, seed): a random game's haunt is open / hidden-traitor (the chart decides)


def session_before_reveal(kind: str):
    """A session one action before the haunt is revealed, and that action (seeded random play)."""
    players, seed = REVEALED[kind]
    session = play.new_session(R.INFO.check_config(R.INFO.default_config(players)), seed, autosave=False)
    pick = random.Random(seed)
    while True:
        if session.handoff is not None:
            session.confirm_handoff()
        seat = session.pending.seat
        action = pick.choice(session.legal_actions(seat))
        probe = R.apply(R.clone(session.state), action)
        if probe.haunt is not None:
            return session, action, seat
        session.apply(action, seat=seat)
