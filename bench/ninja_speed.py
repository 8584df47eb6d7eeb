"""Ninja speed: ms per random 2-player game (target <= 50 ms) and the bots' slowest decision (target <= 0.5 s).
Times are CPU seconds of this process (the machine is shared), best of 3, setup included. --profile: cProfile top 20."""
from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import time

from rulesets.ninja import bots, rules


def playout(players: int, seed: int) -> int:
    """One random legal game to the end; returns the number of applied actions."""
    s = rules.setup(rules.INFO.check_config(rules.INFO.default_config(players)), seed)
    pick = random.Random(seed).random
    n = 0
    while s.result is None:
        seat = rules.pending(s).seat
        acts = rules.legal_actions(s, seat)
        rules.apply(s, acts[int(pick() * len(acts))])
        n += 1
    return n


def measure(players: int, games: int, repeats: int = 3) -> tuple:
    best, actions = None, 0
    for _ in range(repeats):
        start = time.process_time()
        actions = sum(playout(players, seed) for seed in range(games))
        spent = time.process_time() - start
        best = spent if best is None else min(best, spent)
    return best * 1000 / games, actions / games


def slowest_bot_decision(games: int) -> float:
    worst = 0.0
    for seed in range(games):
        s = rules.setup(rules.INFO.check_config(rules.INFO.default_config(2)), seed)
        bot = bots.Bot(seed)
        while s.result is None:
            seat = rules.pending(s).seat
            legal = rules.legal_actions(s, seat)
            start = time.process_time()
            action = bot.decide(rules.view(s, seat), seat, legal)
            worst = max(worst, time.process_time() - start)
            rules.apply(s, action)
    return worst


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args()
    rules.setup(rules.INFO.check_config(rules.INFO.default_config(2)), 0)      # load the map and cards once
    if args.profile:
        cProfile.run("measure(2, args.games, 1)", "/tmp/ninja_speed.prof")
        pstats.Stats("/tmp/ninja_speed.prof").sort_stats("cumtime").print_stats(20)
        return
    for players in (2, 3, 4):
        ms, actions = measure(players, args.games)
        target = "  (target <= 50 ms)" if players == 2 else ""
        print(f"{players} players: {ms:.1f} ms per random game, {actions:.0f} actions{target}")
    print(f"slowest bot decision over 10 games: {slowest_bot_decision(10) * 1000:.2f} ms (target <= 500 ms)")


if __name__ == "__main__":
    main()
