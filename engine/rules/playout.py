"""The one playout loop: play a game to its end with a chooser per decision (random, a bot, a test's script).

`simulate`, the conformance tests, bots and `bench/` all play through `play_one`, so every game is driven
the same way: check the invariants, ask the pending seat's chooser, apply, until an outcome.
"""
from __future__ import annotations

import random
import time
import traceback
from collections import Counter
from dataclasses import dataclass, field
from typing import Callable

from engine.rules.api import Outcome


class PlayoutFailure(Exception):
    """A playout that crashed, broke an invariant, got stuck or ran past the step cap."""

    def __init__(self, seed: int, step: int, reason: str):
        self.seed, self.step, self.reason = seed, step, reason
        super().__init__(f"game seed {seed}, action {step}: {reason}")


# chooser(ruleset, state, seat, legal) -> one of `legal`
Chooser = Callable[[object, object, int, list], tuple]


def random_chooser(seed: int) -> Chooser:
    """Uniformly random legal moves, from an RNG of its own (apart from the game's)."""
    pick = random.Random(seed * 1_000_003 + 17)

    def choose(ruleset, state, seat, legal):
        return legal[pick.randrange(len(legal))]
    return choose


@dataclass
class Playout:
    outcome: Outcome
    actions: list
    state: object


def play_one(ruleset, config: dict, seed: int, chooser: Chooser | None = None, *, step_cap: int | None = None,
             check_invariants: bool = True, build_views: bool = True) -> Playout:
    """Play one game from setup to its outcome; raises PlayoutFailure (with the seed and step) on any fault."""
    cap = step_cap or ruleset.INFO.step_cap
    choose = chooser or random_chooser(seed)
    check = ruleset.invariants if check_invariants else None
    # The loop needs only who decides next: a ruleset's seat_to_decide answers that without building the
    # Pending (prompt words and a copy of the options) that pending() builds for the shell.
    seat_to_decide = getattr(ruleset, "seat_to_decide", None) or _seat_from_pending(ruleset)
    outcome, legal_actions, apply, view = ruleset.outcome, ruleset.legal_actions, ruleset.apply, ruleset.view
    actions: list = []
    record = actions.append
    step = 0
    # A ruleset may answer "who decides, and among what" in one call (decider_and_actions, engine/rules/api.py).
    decider_and_actions = getattr(ruleset, "decider_and_actions", None)
    try:
        state = ruleset.setup(config, seed)
        if decider_and_actions is not None and check is None and not build_views:
            return _play_lean(ruleset, state, seed, cap, choose, decider_and_actions, actions)
        while True:
            if check is not None:
                broken = check(state)
                if broken:
                    raise PlayoutFailure(seed, step, "invariant broken: " + "; ".join(broken))
            # pending() is None once the game is over (engine/rules/api.py), so the outcome is asked only when
            # no seat decides: one call per step fewer. With the checks on, an outcome while a seat is still
            # asked to decide is reported as the broken contract it is.
            seat = seat_to_decide(state)
            if seat is None:
                result = outcome(state)
                if result is not None:
                    return Playout(result, actions, state)
                raise PlayoutFailure(seed, step, "no decision pending but no outcome either")
            if check is not None and outcome(state) is not None:
                raise PlayoutFailure(seed, step, f"the game is over but seat {seat} is still asked to decide")
            if step >= cap:
                raise PlayoutFailure(seed, step, f"no end after the step cap of {cap} actions")
            legal = legal_actions(state, seat)
            if not legal:
                raise PlayoutFailure(seed, step, f"seat {seat} must decide '{ruleset.pending(state).kind}' but "
                                                 f"has no legal action")
            if build_views:
                view(state, seat)   # a scene would draw this: it must not crash mid-game
            action = choose(ruleset, state, seat, legal)
            state = apply(state, action)
            record(action)
            step += 1
    except PlayoutFailure:
        raise
    except Exception as exc:
        detail = traceback.format_exc(limit=-3)
        raise PlayoutFailure(seed, step, f"{type(exc).__name__}: {exc}\n{detail}") from exc


def _play_lean(ruleset, state, seed: int, cap: int, choose: Chooser, decider_and_actions, actions: list) -> Playout:
    """The loop of speed benches and bots' rollouts: no invariants to check and no view to build between two
    actions, one call asks who decides and among what, and the loop itself counts the steps up to the cap."""
    apply, record = ruleset.apply, actions.append
    step = 0
    for step in range(cap):
        asked = decider_and_actions(state)
        if asked is None:
            break
        seat, legal = asked
        if not legal:
            raise PlayoutFailure(seed, step, f"seat {seat} must decide '{ruleset.pending(state).kind}' but has no "
                                             f"legal action")
        action = choose(ruleset, state, seat, legal)
        state = apply(state, action)
        record(action)
    else:
        step = cap
        if decider_and_actions(state) is not None:
            raise PlayoutFailure(seed, step, f"no end after the step cap of {cap} actions")
    result = ruleset.outcome(state)
    if result is None:
        raise PlayoutFailure(seed, step, "no decision pending but no outcome either")
    return Playout(result, actions, state)


def _seat_from_pending(ruleset) -> Callable:
    """seat_to_decide for a ruleset that offers only pending()."""
    def seat_to_decide(state):
        pending = ruleset.pending(state)
        return None if pending is None else pending.seat
    return seat_to_decide


def check_replay(ruleset, config: dict, seed: int, actions: list) -> str | None:
    """Replaying the same seed and actions through a GameSession must end in the same state hash."""
    from engine.rules.session import GameSession
    direct = ruleset.setup(config, seed)
    for a in actions:
        direct = ruleset.apply(direct, a)
    session = GameSession(ruleset, config, seed, actions)
    if session.state_hash() != ruleset.state_hash(direct):
        return "replaying the same seed and actions gave a different state hash (nondeterminism)"
    return None


@dataclass
class Summary:
    games: int = 0
    actions: int = 0
    seconds: float = 0.0
    outcomes: Counter = field(default_factory=Counter)
    failures: list = field(default_factory=list)
    results: list = field(default_factory=list)   # (seed, Playout) of each finished game

    def line(self) -> str:
        secs = max(self.seconds, 1e-9)
        counts = ", ".join(f"{k}={v}" for k, v in sorted(self.outcomes.items())) or "none"
        return (f"games={self.games} actions={self.actions} games/s={self.games / secs:.1f} "
                f"actions/s={self.actions / secs:.0f} failures={len(self.failures)} outcomes: {counts}")


def play_many(ruleset, config: dict, games: int, seed: int, chooser_for: Callable[[int], Chooser] | None = None,
              *, step_cap: int | None = None, on_game: Callable | None = None, keep_results: bool = False,
              configs: tuple | list | None = None) -> Summary:
    """Games seeded seed, seed+1, ...; the first is also replayed through a GameSession (determinism).
    `configs`, when given, are played in turn (game i has configs[i % len]) instead of `config`: every chapter
    of a game that has chapters, one after the other."""
    summary = Summary()
    start = time.perf_counter()
    for i in range(games):
        game_seed = seed + i
        game_config = configs[i % len(configs)] if configs else config
        chooser = chooser_for(game_seed) if chooser_for else None
        try:
            result = play_one(ruleset, game_config, game_seed, chooser, step_cap=step_cap)
            if i == 0:
                problem = check_replay(ruleset, game_config, game_seed, result.actions)
                if problem:
                    raise PlayoutFailure(game_seed, len(result.actions), problem)
        except PlayoutFailure as fail:
            summary.failures.append(fail)
            summary.games += 1
            if on_game:
                on_game(i, game_seed, None, fail)
            continue
        summary.games += 1
        summary.actions += len(result.actions)
        summary.outcomes[result.outcome.result] += 1
        if keep_results:
            summary.results.append((game_seed, result))
        if on_game:
            on_game(i, game_seed, result, None)
    summary.seconds = time.perf_counter() - start
    return summary
