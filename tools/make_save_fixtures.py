"""Make tests/fixtures/saves/<game>_<date>.json: seeded unfinished games saved by a release's own code.

Run it with that release's checkout first on the path, so the saves are written as that release wrote them:
    git -C /path/to/lantern archive <release commit> | tar -x -C /tmp/release
    PYTHONPATH=/tmp/release python tools/make_save_fixtures.py tests/fixtures/saves 2026-11-26
tests/test_save_fixtures.py then checks after every later change that each still opens (fully, or as far as the
rules allow, saying so). Never regenerate an old fixture: add the new release's beside it.
"""
from __future__ import annotations

import random
import sys

from engine.rules import saves
from engine.rules.session import GameSession
from rulesets._template import rules as template_rules
from rulesets.ghost_stories import rules as ghost_stories_rules
from rulesets.ghost_stories.advisor import heuristic_chooser
from rulesets.ninja import rules as ninja_rules


def play(ruleset, config: dict, seed: int, steps: int, path: str, bot=None) -> None:
    """`steps` actions of a game still unfinished then (the first seed from `seed` on where it is), saved."""
    while True:
        session = GameSession(ruleset, config, seed)
        pick = random.Random(seed)
        choose = bot(seed) if bot else None
        for _ in range(steps):
            if session.handoff is not None:
                session.confirm_handoff()
            if session.is_over:
                break
            legal = session.legal_actions()
            session.apply(choose(ruleset, session.state, session.pending.seat, legal) if choose else pick.choice(legal))
        if not session.is_over:
            break
        seed += 1
    saves.save(session, path)
    print(path, "seed", seed, len(session), "actions", session.state_hash())


def main(out: str, date: str) -> None:
    two = {"players": 2, "names": ["Ann", "Bo"]}
    play(ghost_stories_rules, ghost_stories_rules.INFO.check_config(two), 1301, 150,
         f"{out}/ghost_stories_{date}.json", heuristic_chooser)    # random play loses in about 50 actions
    play(ninja_rules, ninja_rules.INFO.check_config(two), 1302, 150, f"{out}/ninja_{date}.json")
    play(template_rules, template_rules.INFO.check_config({"players": 3, "variant": "secret"}), 1303, 60,
         f"{out}/template_{date}.json")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
