"""Betrayal haunts played by the bots: each side's win rate per haunt, the haunt forced for every game.

Every game is played from setup by the explorer bots (rulesets/betrayal/bots.py); when the haunt roll begins a
haunt, the chart look-up answers the haunt under test, so each haunt gets its share of games
whatever omen and room began it. Games that end with no haunt are counted apart. Player counts cycle 3-6.
    nice -n 10 python bench/betrayal_haunts.py                 # 100 games with a haunt, for every haunt
    nice -n 10 python bench/betrayal_haunts.py --haunt 5 --games 200
"""
from __future__ import annotations

import argparse
import sys
import time
from collections import Counter

from engine.rules import playout
from rulesets.betrayal import bots, rules
from rulesets.betrayal.rules import haunt_data, repeats

HERO_SIDE = "heroes"
PLAYERS = (3, 4, 5, 6)


def forced_look_up(number: int):
    """The chart look-up (B-15.1, B-15.4) answering `number` for every omen and room: only which haunt comes is
    forced, everything else of the game is played by the rules."""
    return lambda state, omen, room: (room, number)


def play_haunt(number: int, games: int, first_seed: int, widows_walk: bool | None = None):
    """(outcomes Counter, rounds played list, games without a haunt, failures) for `games` games that reach it."""
    outcomes, rounds, failures = Counter(), [], []
    by_players = Counter()
    no_haunt = 0
    seed = first_seed
    original = repeats.look_up
    repeats.look_up = forced_look_up(number)
    try:
        while sum(outcomes.values()) < games and seed < first_seed + games * 4:
            players = PLAYERS[seed % len(PLAYERS)]
            cfg = rules.INFO.default_config(players)
            cfg["widows_walk"] = seed % 3 != 0 if widows_walk is None else widows_walk
            seed += 1
            try:
                result = playout.play_one(rules, cfg, seed, bots.chooser(seed), build_views=False)
            except playout.PlayoutFailure as exc:
                failures.append(str(exc).splitlines()[0])
                continue
            state = result.state
            if state.haunt is None:
                no_haunt += 1
                continue
            outcomes[result.outcome.result] += 1
            by_players[(players, result.outcome.result == HERO_SIDE)] += 1
            by_players[result.outcome.reason] += 1
            rounds.append(state.haunt["round"])
    finally:
        repeats.look_up = original
    return outcomes, rounds, no_haunt, failures, by_players


def _rate(by_players, players) -> tuple[float, int]:
    won, lost = by_players[(players, True)], by_players[(players, False)]
    return 100 * won / max(1, won + lost), won + lost


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--haunt", type=int, action="append", help="haunt number (repeatable; default every haunt)")
    parser.add_argument("--games", type=int, default=100, help="games that reach the haunt, per haunt (player "
                                                                "counts 3-6 in turn, so a quarter each)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--reasons", action="store_true", help="how each game ended, per haunt")
    args = parser.parse_args(argv)
    haunts = haunt_data.haunts()
    numbers = args.haunt or sorted(haunts)
    print(f"{'haunt':<4} {'title':<26} {'kind':<16} {'games':>5} {'heroes':>7} {'other':>7} {'unfinished':>10} "
          f"{'rounds':>6} {'s':>5}")
    bad = 0
    table = []
    for number in numbers:
        h = haunts[number]
        start = time.process_time()
        outcomes, rounds, no_haunt, failures, by_players = play_haunt(number, args.games, args.seed)
        played = sum(outcomes.values())
        heroes = outcomes[HERO_SIDE]
        other = outcomes["traitor"] + outcomes["house"]
        unfinished = played - heroes - other
        kind = h.traitor_rule.partition(":")[0]
        print(f"{number:<4} {h.title[:26]:<26} {kind:<16} {played:>5} {100 * heroes / max(1, played):>6.1f}% "
              f"{100 * other / max(1, played):>6.1f}% {unfinished:>10} {sum(rounds) / max(1, len(rounds)):>6.1f} "
              f"{time.process_time() - start:>5.1f}", flush=True)
        table.append((number, h.title, 100 * heroes / max(1, played), [_rate(by_players, p) for p in PLAYERS]))
        if args.reasons:
            for reason, n in sorted(((k, v) for k, v in by_players.items() if isinstance(k, str)),
                                    key=lambda kv: -kv[1]):
                print(f"     {n:4d}  {reason}")
        for failure in failures[:3]:
            print(f"     FAIL {failure}")
        bad += len(failures)
    print("\nheroes' win % by player count (games in brackets); aim: 35-65 % overall, 25-75 % at each count")
    print(f"{'haunt':<31} {'all':>6} " + " ".join(f"{str(p) + ' players':>14}" for p in PLAYERS))
    for number, title, overall, rates in table:
        print(f"{number:<4} {title[:26]:<26} {overall:>5.0f}% " + " ".join(
            f"{rate:>7.0f}% ({n:>3})" for rate, n in rates))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
