"""Random legal playouts to the end, headless and seeded: `main.py simulate GAME --games N --seed S`."""
from __future__ import annotations

import random
import sys
import time
import traceback
from collections import Counter
from dataclasses import dataclass, field

DEFAULT_STEP_CAP = 20000
MAX_PRINTED_FAILURES = 10  # the summary line still counts them all


class PlayoutFailure(Exception):
    """A playout that crashed, broke an invariant, got stuck or ran past the step cap."""

    def __init__(self, seed: int, step: int, reason: str):
        self.seed, self.step, self.reason = seed, step, reason
        super().__init__(f"game seed {seed}, action {step}: {reason}")


@dataclass
class Summary:
    games: int = 0
    actions: int = 0
    seconds: float = 0.0
    outcomes: Counter = field(default_factory=Counter)
    failures: list = field(default_factory=list)

    def line(self) -> str:
        secs = max(self.seconds, 1e-9)
        counts = ", ".join(f"{k}={v}" for k, v in sorted(self.outcomes.items())) or "none"
        return (f"games={self.games} actions={self.actions} games/s={self.games / secs:.1f} "
                f"actions/s={self.actions / secs:.0f} failures={len(self.failures)} outcomes: {counts}")


def game_config(module, players=None, variant=None, difficulty=None) -> dict:
    """The ruleset's config_for(...), or the given options; JSON-normalised as a save would store it.
    Keys left None (an option not given on the command line) are dropped so setup() uses its default."""
    from engine.rules.session import normalise_config
    fn = getattr(module, "config_for", None)
    if fn is not None:
        cfg = normalise_config(fn(players, variant, difficulty))
        return {k: v for k, v in cfg.items() if v is not None}
    cfg = {"players": players, "variant": variant, "difficulty": difficulty}
    return {k: v for k, v in cfg.items() if v is not None}


def playout(module, config: dict, seed: int, step_cap: int | None = None):
    """Play one game with a seeded random player; returns (outcome, actions). Raises PlayoutFailure."""
    cap = step_cap or getattr(module, "STEP_CAP", DEFAULT_STEP_CAP)
    check = getattr(module, "invariants", None)
    chooser = random.Random(seed * 1_000_003 + 17)  # the player's own RNG, apart from the game's
    actions = []
    step = 0
    try:
        state = module.setup(config, seed)
        while True:
            if check is not None:
                broken = check(state)
                if broken:
                    raise PlayoutFailure(seed, step, "invariant broken: " + "; ".join(broken))
            result = module.outcome(state)
            if result is not None:
                return result, actions
            if step >= cap:
                raise PlayoutFailure(seed, step, f"no end after the step cap of {cap} actions")
            p = module.pending(state)
            if p is None:
                raise PlayoutFailure(seed, step, "no decision pending but no outcome either")
            legal = module.legal_actions(state, p.seat)
            if not legal:
                raise PlayoutFailure(seed, step, f"seat {p.seat} must decide '{p.kind}' but has no legal action")
            module.view(state, p.seat)  # a scene would draw this: it must not crash mid-game
            action = legal[chooser.randrange(len(legal))]
            state = module.apply(state, action)
            actions.append(action)
            step += 1
    except PlayoutFailure:
        raise
    except Exception as exc:
        detail = traceback.format_exc(limit=-3)
        raise PlayoutFailure(seed, step, f"{type(exc).__name__}: {exc}\n{detail}") from exc


def check_replay(module, config: dict, seed: int, actions: list) -> str | None:
    """Replay through a fresh GameSession: the same actions must be accepted and end in the same hash."""
    from engine.rules.session import GameSession
    direct = module.setup(config, seed)
    for a in actions:
        direct = module.apply(direct, a)
    session = GameSession(module, config, seed, actions)
    if session.state_hash() != module.state_hash(direct):
        return "replaying the same seed and actions gave a different state hash (nondeterminism)"
    return None


def run(module, games: int, seed: int, players=None, variant=None, difficulty=None, step_cap=None,
        out=sys.stdout, progress_every: int = 0) -> Summary:
    config = game_config(module, players, variant, difficulty)
    summary = Summary()
    every = progress_every or max(1, games // 10)
    start = time.perf_counter()
    for i in range(games):
        game_seed = seed + i
        try:
            result, actions = playout(module, config, game_seed, step_cap)
            if i == 0:
                problem = check_replay(module, config, game_seed, actions)
                if problem:
                    raise PlayoutFailure(game_seed, len(actions), problem)
        except PlayoutFailure as fail:
            summary.failures.append(fail)
            if len(summary.failures) <= MAX_PRINTED_FAILURES:
                print(f"FAIL {fail}", file=out)
            summary.games += 1
            continue
        summary.games += 1
        summary.actions += len(actions)
        summary.outcomes[result.result] += 1
        if (i + 1) % every == 0 or i + 1 == games:
            elapsed = time.perf_counter() - start
            print(f"  {i + 1}/{games} games, {summary.actions} actions, {elapsed:.1f}s", file=out)
    summary.seconds = time.perf_counter() - start
    return summary


def run_cli(args, module=None, out=sys.stdout) -> int:
    """main.py simulate: exit 0 when every game ended cleanly, 1 on any failure, 2 if not playable."""
    if module is None:
        import rulesets
        module = rulesets.rules_module(args.game)
        if module is None:
            print(f"{args.game} is not yet playable", file=sys.stderr)
            return 2
    if args.games < 1:
        print("--games must be at least 1", file=sys.stderr)
        return 2
    config = game_config(module, args.players, args.variant, args.difficulty)
    print(f"simulate {getattr(module, 'RULESET_ID', args.game)}: {args.games} game(s) from seed {args.seed}, "
          f"config {config}", file=out)
    summary = run(module, args.games, args.seed, args.players, args.variant, args.difficulty,
                  step_cap=getattr(args, "step_cap", None), out=out)
    print(summary.line(), file=out)
    return 1 if summary.failures else 0


def main(argv=None) -> int:
    """`python -m engine.rules.simulate MODULE [options]`: the same playouts for any ruleset module path."""
    import argparse
    import importlib
    p = argparse.ArgumentParser(prog="python -m engine.rules.simulate")
    p.add_argument("module", help="a ruleset module path, e.g. rulesets.ghost_stories.rules")
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--players", type=int)
    p.add_argument("--variant")
    p.add_argument("--difficulty")
    p.add_argument("--step-cap", type=int)
    args = p.parse_args(argv)
    module = importlib.import_module(args.module)
    args.game = getattr(module, "RULESET_ID", args.module)
    return run_cli(args, module)


if __name__ == "__main__":
    sys.exit(main())
