"""Betrayal explorer bots: CPU time per decision (view included; mean, p99, max) over seeded bot games.

Target (issue 14): a decision within 0.5 s. Player counts cycle 3-6, both rule sets.
    nice -n 10 python bench/betrayal_bots.py --games 50
"""
from __future__ import annotations

import argparse
import sys
import time
from collections import Counter

from engine.rules import playout
from rulesets.betrayal import bots, rules

LIMIT = 0.5


def timed_chooser(seed: int, times: list):
    bot = bots.Bot(seed)

    def choose(ruleset, state, seat, legal):
        start = time.process_time()
        action = bot.decide(ruleset.view(state, seat), seat, legal, ruleset.log(state))
        times.append(time.process_time() - start)
        return action
    return choose


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    times, outcomes, failures = [], Counter(), 0
    for seed in range(args.seed, args.seed + args.games):
        cfg = rules.INFO.default_config(3 + seed % 4)
        cfg["widows_walk"] = seed % 2 == 0
        try:
            result = playout.play_one(rules, cfg, seed, timed_chooser(seed, times), build_views=False)
            outcomes[result.outcome.result] += 1
        except playout.PlayoutFailure as exc:
            failures += 1
            print(f"FAIL {str(exc).splitlines()[0]}")
    times.sort()
    p99 = times[int(0.99 * (len(times) - 1))]
    print(f"{args.games} games, {len(times)} decisions: mean {1000 * sum(times) / len(times):.2f} ms, "
          f"p99 {1000 * p99:.2f} ms, max {1000 * times[-1]:.2f} ms (limit {1000 * LIMIT:.0f} ms)")
    print("outcomes: " + ", ".join(f"{k} {v}" for k, v in outcomes.most_common()))
    return 1 if failures or times[-1] > LIMIT else 0


if __name__ == "__main__":
    sys.exit(main())
