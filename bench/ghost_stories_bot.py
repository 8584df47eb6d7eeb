"""Ghost Stories bot win rates: tests/gs_bot.py plays seeded games per player count and difficulty.
Usage: python bench/ghost_stories_bot.py [--games 200] [--players 1 2 3 4] [--difficulty initiation normal]"""
from __future__ import annotations

import argparse
import os
import time
from collections import Counter
from multiprocessing import Pool

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

from rulesets.ghost_stories.bot import play  # noqa: E402


def one(job):
    players, difficulty, seed = job
    s = play(players, difficulty, seed)
    return players, difficulty, s.result, s.reason.split(" (")[0]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1000)
    ap.add_argument("--players", type=int, nargs="+", default=[1, 2, 3, 4])
    ap.add_argument("--difficulty", nargs="+", default=["initiation", "normal"])
    ap.add_argument("--workers", type=int, default=2)
    args = ap.parse_args()
    jobs = [(p, d, args.seed + g) for p in args.players for d in args.difficulty for g in range(args.games)]
    t0 = time.time()
    tally = {}
    with Pool(args.workers) as pool:
        for players, difficulty, result, reason in pool.imap_unordered(one, jobs, chunksize=4):
            tally.setdefault((players, difficulty), Counter())["win" if result == "win" else reason] += 1
    for p in args.players:
        for d in args.difficulty:
            c = tally[(p, d)]
            n = sum(c.values())
            losses = ", ".join(f"{k}: {v}" for k, v in c.most_common() if k != "win")
            print(f"{p}p {d:10s} wins {c['win']:4d}/{n} ({100 * c['win'] / n:5.1f}%)   losses: {losses}")
    print(f"{len(jobs)} games in {time.time() - t0:.0f}s")


if __name__ == "__main__":
    main()
