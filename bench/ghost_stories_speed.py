"""Ghost Stories playout speed: applied actions/s per player count, ms per solo game (--profile: cProfile top 15).
Times are CPU seconds of this process, best of 3, setup included; a random legal player picks every action."""
from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import time

from engine.rules.playout import play_one
from rulesets.ghost_stories import rules


def config(players: int, variant: str | None = None, difficulty: str = "normal") -> dict:
    """INFO's default config for that many players, with another variant or difficulty."""
    cfg = rules.INFO.default_config(players)
    if variant:
        cfg["variant"] = variant
    cfg["difficulty"] = difficulty
    return cfg


def playout(players: int, seed: int, difficulty: str = "normal", variant: str | None = None) -> int:
    """One random legal game to the end through the engine's playout loop (no invariant checks and no views
    here: this measures the rules); returns the number of applied actions."""
    pick = random.Random(seed).random

    def choose(ruleset, state, seat, legal):
        return legal[int(pick() * len(legal))]
    result = play_one(rules, config(players, variant, difficulty), seed, choose,
                      check_invariants=False, build_views=False)
    return len(result.actions)


def measure(players: int, games: int, variant: str | None = None, repeats: int = 3) -> tuple:
    """Best of `repeats` runs, in CPU seconds of this process (the machine is shared, wall time is noisy)."""
    best = None
    for _ in range(repeats):
        t0 = time.process_time()
        actions = sum(playout(players, seed, variant=variant) for seed in range(games))
        dt = time.process_time() - t0
        best = dt if best is None else min(best, dt)
    return actions / best, best * 1000 / games, actions / games


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--profile", action="store_true")
    args = ap.parse_args()
    rules.setup(rules.INFO.default_config(1), 0)  # load the YAML tables outside the timing
    if args.profile:
        prof = cProfile.Profile()
        prof.enable()
        for p in (1, 4):
            measure(p, args.games // 2, repeats=1)
        prof.disable()
        pstats.Stats(prof).sort_stats("tottime").print_stats(15)
        return
    for players, variant in ((1, None), (2, None), (3, None), (4, None), (4, "solo_four")):
        rate, ms, per = measure(players, args.games, variant)
        name = f"{players}p" + (f" {variant}" if variant else "")
        print(f"{name:14s} {rate:10,.0f} actions/s  {ms:6.2f} ms/game  {per:6.1f} actions/game")


if __name__ == "__main__":
    main()
