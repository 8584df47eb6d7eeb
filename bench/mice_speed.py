"""Mice and Mystics playout speed: ms per whole random chapter (setup included), per chapter and table size,
with the engine's playout loop as `lantern simulate` runs it (invariants checked, views built) and as the
rules alone cost (no checks, no views). --profile: cProfile top 20. Target: a whole random chapter <= 200 ms.
Times are CPU seconds of this process (the machine is shared: wall time is noisy), best of --repeats.

Run: python bench/mice_speed.py [--games 40] [--repeats 3] [--profile]
"""
from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import time

from engine.rules.playout import play_one
from rulesets.mice_and_mystics import rules


def chapter_game(chapter: str, players: int, seed: int, checked: bool) -> int:
    """One random legal chapter to its end; the number of actions applied."""
    pick = random.Random(seed).random

    def choose(ruleset, state, seat, legal):
        return legal[int(pick() * len(legal))]
    config = rules.INFO.check_config({"players": players, "chapter": chapter})
    result = play_one(rules, config, seed, choose, check_invariants=checked, build_views=checked)
    return len(result.actions)


def measure(chapter: str, games: int, checked: bool, repeats: int) -> tuple:
    """(ms per chapter, actions per chapter): best of `repeats`, over 1-4 players in turn."""
    best, actions = None, 0
    for _ in range(repeats):
        t0 = time.process_time()
        actions = sum(chapter_game(chapter, 1 + seed % 4, seed, checked) for seed in range(games))
        dt = time.process_time() - t0
        best = dt if best is None else min(best, dt)
    return best * 1000 / games, actions / games


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--profile", action="store_true")
    args = ap.parse_args()
    for chapter in rules.CHAPTERS:
        rules.setup({"players": 1, "chapter": chapter}, 0)     # load the YAML outside the timing
    if args.profile:
        prof = cProfile.Profile()
        prof.enable()
        for chapter in rules.CHAPTERS:
            measure(chapter, args.games // 2, True, 1)
        prof.disable()
        pstats.Stats(prof).sort_stats("tottime").print_stats(20)
        return
    worst = 0.0
    for chapter in rules.CHAPTERS:
        for checked in (True, False):
            ms, actions = measure(chapter, args.games, checked, args.repeats)
            worst = max(worst, ms) if checked else worst
            what = "simulate (invariants, views)" if checked else "rules alone"
            print(f"{chapter:16s} {what:30s} {ms:7.1f} ms per chapter, {actions:6.1f} actions")
    print(f"slowest chapter as simulated: {worst:.1f} ms (target <= 200 ms) -> {'ok' if worst <= 200 else 'SLOW'}")


if __name__ == "__main__":
    main()
