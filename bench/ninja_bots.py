"""Ninja bots: >= 200 bot-vs-bot games over 2/3/4 players and the variants must finish without error;
prints the outcomes and actions per game (through engine.rules.playout, invariants checked each step)."""
from __future__ import annotations

import argparse
import sys
import time
from collections import Counter

from engine.rules import playout
from rulesets.ninja import bots, rules

CONFIGS = [{"players": 2}, {"players": 3}, {"players": 4}, {"players": 2, "variant": "lone_wolf"},
           {"players": 3, "variant": "contested_ground"}]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    args = parser.parse_args()
    outcomes, failures, actions = Counter(), [], 0
    start = time.perf_counter()
    for i in range(args.games):
        choice = CONFIGS[i % len(CONFIGS)]
        cfg = rules.INFO.check_config({**rules.INFO.default_config(choice["players"]), **choice})
        try:
            result = playout.play_one(rules, cfg, 500 + i, bots.chooser(500 + i))
        except playout.PlayoutFailure as fail:
            failures.append(str(fail))
            continue
        outcomes[(choice.get("variant", "standard"), result.outcome.result)] += 1
        actions += len(result.actions)
    spent = time.perf_counter() - start
    print(f"{args.games} bot games in {spent:.0f} s, {actions / max(1, args.games - len(failures)):.0f} actions "
          f"a game, {len(failures)} failure(s)")
    for key, n in sorted(outcomes.items()):
        print(f"  {key[0]:18} {key[1]:10} {n}")
    for fail in failures[:5]:
        print("FAIL", fail)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
