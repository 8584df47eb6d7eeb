"""Betrayal speed: ms per whole random game over 3–6 players and both rule sets (target <= 100 ms on average).
Times are CPU seconds of this process (the machine is shared), best of 3, setup included; a random legal player
picks every action through the engine's playout loop (no invariant checks, no views: this measures the rules).
--profile: cProfile top 25 by own time."""
from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import time
from collections import Counter

from engine.rules.playout import play_one
from rulesets.betrayal import rules

CONFIGS = [{"players": players, "widows_walk": widows_walk} for players in (3, 4, 5, 6) for widows_walk in (True, False)]


def playout(config: dict, seed: int):
    """One random legal game to its end; returns the playout (actions and outcome)."""
    pick = random.Random(seed).random

    def choose(ruleset, state, seat, legal):
        return legal[int(pick() * len(legal))]
    return play_one(rules, rules.INFO.check_config(config), seed, choose, check_invariants=False, build_views=False)


def measure(games: int, repeats: int = 3) -> tuple:
    """(best ms per game, mean actions per game, results counted) over `games` seeds spread across CONFIGS."""
    best, actions, results = None, 0, Counter()
    for _ in range(repeats):
        actions, results = 0, Counter()
        start = time.process_time()
        for seed in range(games):
            game = playout(CONFIGS[seed % len(CONFIGS)], seed)
            actions += len(game.actions)
            results[game.outcome.result] += 1
        spent = time.process_time() - start
        best = spent if best is None else min(best, spent)
    return best * 1000 / games, actions / games, results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=80)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args()
    rules.setup(rules.INFO.check_config({"players": 3}), 0)     # load the house, cards and explorers once
    if args.profile:
        profile = cProfile.Profile()
        profile.enable()
        measure(args.games, repeats=1)
        profile.disable()
        pstats.Stats(profile).sort_stats("tottime").print_stats(25)
        return
    ms, actions, results = measure(args.games, args.repeats)
    endings = ", ".join(f"{name} {count}" for name, count in sorted(results.items()))
    print(f"{ms:.1f} ms per random game (target <= 100 ms), {actions:.0f} actions a game over {args.games} games "
          f"(3–6 players, both rule sets); endings: {endings}")


if __name__ == "__main__":
    main()
