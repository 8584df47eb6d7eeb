"""Ghost Stories playout speed: applied actions/s per player count, ms per solo game (--profile: cProfile top 15).
Times are CPU seconds of this process, best of 3, setup included; a random legal player picks every action.

Against another tree (issue 16, "Rollouts per second"): `--against /work/wt/bots_base --players 1 4 --rounds 5`
runs this bench's measure() in a fresh process per tree (PYTHONPATH and working directory set to that tree, so each
plays its own rules), the two trees alternately, and prints each round's ratio and the median. The machine is
shared: a ratio is only read from such interleaved rounds. Instructions per action, which the load does not move,
come from callgrind: `PYTHONHASHSEED=0 valgrind --tool=callgrind --toggle-collect=functools_reduce python
bench/ghost_stories_speed.py --count-in-reduce 1 --games 100` plays seeds 1000+ inside functools.reduce (imports and
a first game left outside the count) and prints the actions; instructions collected / actions is the figure.

Measured for issue 16 against 39b6301 (/work/wt/bots_base), random legal play (2026-11-26, CPython 3.11.7):
  callgrind instructions per action, seeds 1000+   39b6301   main before gsspeed4   gsspeed4
    solo (100 games, 3,824 actions)                 68,076   44,485 (1.53x)         41,159 (1.65x)
    four players (40 games, 3,212 actions)          59,229   36,989 (1.60x)         34,389 (1.72x)
  CPU time, `--against /work/wt/bots_base --players 1 4 --games 600 --rounds 5` on the shared machine (load ~10):
    solo ratios 1.585 1.889 1.706 1.614 1.613, median 1.614; four players 1.779 1.778 1.607 1.643 1.780, median 1.778
"""
from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import random
import statistics
import subprocess
import sys
import time
from functools import reduce

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


# What a fresh process of either tree runs: its own bench's measure(), printed as actions per CPU second.
_ONE_TREE = ("import sys; from bench.ghost_stories_speed import measure; from rulesets.ghost_stories import rules; "
             "rules.setup(rules.INFO.default_config(1), 0); "
             "print(measure(int(sys.argv[1]), int(sys.argv[2]))[0])")


def rate_in_tree(tree: str, players: int, games: int) -> float:
    """Actions per CPU second of `tree`'s own rules, measured by its own bench in a process of its own."""
    env = dict(os.environ, PYTHONPATH=tree, PYTHONHASHSEED="0")
    out = subprocess.run([sys.executable, "-c", _ONE_TREE, str(players), str(games)], cwd=tree, env=env,
                         capture_output=True, text=True, check=True)
    return float(out.stdout.strip().splitlines()[-1])


def against(other: str, players_list: list, games: int, rounds: int) -> None:
    """This tree against `other`, alternately (the order swapped each round): each round's ratio and the median."""
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    for players in players_list:
        ratios = []
        for r in range(rounds):
            order = (other, here) if r % 2 == 0 else (here, other)
            rates = {tree: rate_in_tree(tree, players, games) for tree in order}
            ratios.append(rates[here] / rates[other])
            print(f"{players}p round {r + 1}: {rates[here]:10,.0f} vs {rates[other]:10,.0f} actions/s  "
                  f"ratio {ratios[-1]:.3f}", flush=True)
        print(f"{players}p median ratio {statistics.median(ratios):.3f} over {rounds} rounds", flush=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--profile", action="store_true")
    ap.add_argument("--against", metavar="TREE", help="another checkout to compare with, round by round")
    ap.add_argument("--players", type=int, nargs="+", default=[1, 4], help="player counts for --against")
    ap.add_argument("--rounds", type=int, default=5, help="interleaved rounds for --against")
    ap.add_argument("--count-in-reduce", type=int, metavar="PLAYERS", help="play --games games inside reduce()")
    args = ap.parse_args()
    if args.count_in_reduce:
        players = args.count_in_reduce
        rules.setup(rules.INFO.default_config(1), 0)
        playout(players, 999)   # whatever the first game loads or builds, outside callgrind's count
        actions = reduce(lambda total, seed: total + playout(players, seed), range(1000, 1000 + args.games), 0)
        print("actions", actions)
        return
    if args.against:
        against(os.path.abspath(args.against), args.players, args.games, args.rounds)
        return
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
