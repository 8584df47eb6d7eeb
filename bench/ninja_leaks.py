"""Ninja privacy sweep: >= 300 seeded random playouts over 2/3/4 players, every variant and balance toggle;
at every step, for every seat, the view, log, prompt and labels must not change when the secrets that seat
may not know are redealt (the conformance leak check). Prints the count and any leak found; exit 1 on a leak.
Run from the repository root as a module (it reuses the test's check): python -m bench.ninja_leaks"""
from __future__ import annotations

import argparse
import random
import sys
import time

from rulesets.ninja import bots, rules
from tests.conformance.test_view_leaks import leaks

CONFIGS = [
    {"players": 2}, {"players": 3}, {"players": 4},
    {"players": 2, "variant": "lone_wolf"}, {"players": 2, "variant": "lone_wolf", "lone_wolf_secret": True},
    {"players": 3, "variant": "contested_ground"}, {"players": 4, "variant": "contested_ground"},
    {"players": 2, "intruder_cards": 3, "mission_raises_alert": True},
    {"players": 3, "passage_find_raises_alert": True, "ropes_noticed": True},
    {"players": 4, "guard_strength": "fewer", "passage_never_noticed": True},
    {"players": 2, "guard_strength": "more", "intruder_cards": -2, "respawn_before_turn": 11},
]


def sweep(games: int, use_bots: bool) -> int:
    found = 0
    for i in range(games):
        cfg = rules.INFO.check_config({**rules.INFO.default_config(CONFIGS[i % len(CONFIGS)]["players"]),
                                       **CONFIGS[i % len(CONFIGS)]})
        seed = 1000 + i
        state = rules.setup(cfg, seed)
        pick = random.Random(seed)
        choose = bots.chooser(seed) if use_bots and i % 2 else None
        step = 0
        while rules.outcome(state) is None:
            for seat in range(cfg["players"]):
                leak = leaks(rules, state, seat, seed * 10000 + step)
                if leak:
                    found += 1
                    print(f"LEAK config={cfg} seed={seed} step={step} seat={seat}: {leak}")
            p = rules.pending(state)
            legal = rules.legal_actions(state, p.seat)
            action = choose(rules, state, p.seat, legal) if choose else pick.choice(legal)
            state = rules.apply(state, action)
            step += 1
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--random-only", action="store_true", help="no bot games (half are bot games by default)")
    args = parser.parse_args()
    start = time.perf_counter()
    found = sweep(args.games, not args.random_only)
    print(f"{args.games} playouts checked at every step for every seat in {time.perf_counter() - start:.0f} s: "
          f"{found} leak(s)")
    sys.exit(1 if found else 0)


if __name__ == "__main__":
    main()
