"""Refusals read in the language of the table (issue 17: "refusals" are among what a player reads): in zh-Hant and
zh-Hans, the reason of every refused action — a junk-shaped one and one that was legal a moment ago — is worded
with no English word, as the message line shows it. Seeded random games of every playable game."""
from __future__ import annotations

import random
import re

import pytest

import games
from engine import i18n
from engine.rules.api import IllegalAction
from engine.rules.session import GameSession
from tests.conformance.test_rulesets import JUNK

LATIN_WORD = re.compile(r"[A-Za-z][A-Za-z'_-]+")
RULE_ID = re.compile(r"\b[A-Z]{1,2}-[A-Z0-9]+(?:\.[0-9A-Za-z]+)*\b")
PLAYABLE = [g for g in games.GAMES if g.playable]


def refusals(module, seed: int, steps: int = 80) -> set:
    """The reasons (worded now) of the junk and the stale actions refused along a random game."""
    config = module.INFO.check_config(module.INFO.default_config())
    session = GameSession(module, config, seed)
    pick, seen, reasons = random.Random(seed), set(), set()
    for _ in range(steps):
        if session.is_over:
            break
        if session.handoff is not None:
            session.confirm_handoff()
        legal = session.legal_actions()
        for action in list(JUNK) + [a for a in seen if a not in legal][:15]:
            try:
                module.apply(session.ruleset.clone(session.state), action)
            except IllegalAction as refused:
                reasons.add(i18n.render(refused.reason))
        seen.update(a for a in legal if isinstance(a, tuple))
        session.apply(pick.choice(legal))
    return reasons



@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
@pytest.mark.parametrize("game", PLAYABLE, ids=[g.id for g in PLAYABLE])
def test_every_refusal_reads_in_chinese(game, lang):
    i18n.set_language(lang)
    reasons = refusals(game.rules(), 8)
    assert reasons, "nothing was refused: the check has nothing to read"
    left = sorted(r for r in reasons if LATIN_WORD.findall(RULE_ID.sub("", r)))
    assert left == []
