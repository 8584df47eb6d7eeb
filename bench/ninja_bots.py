"""Ninja bots against each other: win rates per side and variant, CPU ms per decision (p95), no failures.

Each side may be played by another copy of the bots (--guards-from / --intruders-from a bots.py file, e.g. the
starting commit's), so 'the new intruders against today's guards' is one command. Invariants are checked each step.
    python bench/ninja_bots.py                         # 200 standard 2-player games, 100 Lone Wolf, 100 Contested
    python bench/ninja_bots.py --guards-from /work/wt/bots_base/rulesets/ninja/bots.py
"""
from __future__ import annotations

import argparse
import importlib.util
import sys
import time
from collections import Counter

from engine.rules import playout
from rulesets.ninja import bots, rules

# (name, players, extra config): the standard 2-player game and each variant
SETTINGS = (("standard 2p", 2, {}), ("lone wolf", 2, {"variant": "lone_wolf"}),
            ("contested 3p", 3, {"variant": "contested_ground"}))
INTRUDER_WINS = ("intruders", "ninja", "traitor")


def load_bots(path: str | None):
    """The bots module at `path` (a bots.py of another commit), or today's."""
    if not path:
        return bots
    spec = importlib.util.spec_from_file_location(f"bots_from_{abs(hash(path))}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def mixed_chooser(guards_module, intruders_module, seed: int, times: list):
    """A playout chooser: the guard seats decide with one module's Bot, the intruder seats with the other's,
    each from its own seat's view; the CPU time of each decision (view included) goes into `times`."""
    guard_bot, intruder_bot = guards_module.Bot(seed), intruders_module.Bot(seed)

    def choose(ruleset, state, seat, legal):
        start = time.process_time()
        view = ruleset.view(state, seat)
        bot = guard_bot if "guard_secrets" in view else intruder_bot
        action = bot.decide(view, seat, legal)
        times.append(time.process_time() - start)
        return action
    return choose


def p95(values: list) -> float:
    return sorted(values)[int(0.95 * (len(values) - 1))] if values else 0.0


def run(name: str, players: int, extra: dict, games: int, first_seed: int, guards_module, intruders_module):
    cfg = rules.INFO.check_config({**rules.INFO.default_config(players), **extra})
    outcomes, failures, times = Counter(), [], []
    for seed in range(first_seed, first_seed + games):
        try:
            result = playout.play_one(rules, cfg, seed, mixed_chooser(guards_module, intruders_module, seed, times),
                                      build_views=False)
        except playout.PlayoutFailure as fail:
            failures.append(str(fail))
            continue
        r = result.outcome.result
        outcomes["intruders" if r in INTRUDER_WINS else "guards" if r == "guards" else "draw"] += 1
    decided = outcomes["guards"] + outcomes["intruders"]
    share = 100 * outcomes["intruders"] / decided if decided else 0.0
    print(f"{name:13} {games:5} {outcomes['guards']:6} {outcomes['intruders']:9} {outcomes['draw']:5} "
          f"{share:9.1f} % {100 - share if decided else 0:8.1f} % {1000 * p95(times):8.1f} {len(failures):4}",
          flush=True)
    return failures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=200, help="standard 2-player games (each variant: half)")
    parser.add_argument("--seed", type=int, default=9000, help="first seed")
    parser.add_argument("--guards-from", help="a bots.py whose guard bot plays the guards (default: today's)")
    parser.add_argument("--intruders-from", help="a bots.py whose intruder bot plays the intruders")
    parser.add_argument("--only", choices=[name.split()[0] for name, _, _ in SETTINGS],
                        help="play only this setting (standard, lone or contested)")
    args = parser.parse_args()
    guards_module, intruders_module = load_bots(args.guards_from), load_bots(args.intruders_from)
    print(f"guards: {args.guards_from or 'rulesets/ninja/bots.py'}   "
          f"intruders: {args.intruders_from or 'rulesets/ninja/bots.py'}   seeds from {args.seed}")
    print("setting       games guards intruders draws  intruders  guards   p95 ms fail")
    print("                                            (of decided games)   /decision")
    failures = []
    for name, players, extra in SETTINGS:
        if args.only and not name.startswith(args.only):
            continue
        games = args.games if name == "standard 2p" else max(1, args.games // 2)
        failures += run(name, players, extra, games, args.seed, guards_module, intruders_module)
    for fail in failures[:5]:
        print("FAIL", fail)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
