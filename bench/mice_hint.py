"""Mice and Mystics: does following the hint (H) win chapters? Win rate of the hint-following player
(rulesets/mice_and_mystics/bots.py, deciding from the shared view) against random legal play, per chapter,
on the same seeds; invariants checked every step. One process; run it with `nice`.
    python bench/mice_hint.py                 # 100 seeded games per chapter and player, 1 player at the table
    python bench/mice_hint.py --games 200 --players 4
"""
from __future__ import annotations

import argparse
import time
from collections import Counter

from engine.rules import playout
from rulesets.mice_and_mystics import bots, rules


def series(chapter: str, players: int, games: int, seed: int, chooser_for) -> tuple[Counter, float, float]:
    """(results, mean pages the hourglass reached, mean decisions) over `games` seeded games."""
    results, pages, steps = Counter(), 0, 0
    for i in range(games):
        config = rules.INFO.check_config({"players": players, "chapter": chapter})
        game = playout.play_one(rules, config, seed + i, chooser_for(seed + i) if chooser_for else None)
        results[game.outcome.result] += 1
        pages += game.state.hourglass
        steps += len(game.actions)
    return results, pages / games, steps / games


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--players", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    chapters = next(c for c in rules.INFO.choices if c.key == "chapter").values
    print(f"{args.games} games per chapter and player, {args.players} player(s) at the table, seeds from {args.seed}")
    for chapter in chapters:
        for name, chooser_for in (("hint", bots.heuristic_chooser), ("random", None)):
            start = time.process_time()
            results, pages, steps = series(chapter, args.players, args.games, args.seed, chooser_for)
            rate = 100 * results["win"] / args.games
            print(f"{chapter:22} {name:7} wins {results['win']:4}/{args.games} ({rate:5.1f} %)  "
                  f"mean page {pages:4.1f}  mean decisions {steps:6.1f}  cpu {time.process_time() - start:6.1f} s",
                  flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
