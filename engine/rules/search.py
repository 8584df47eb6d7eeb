"""Determinised flat Monte-Carlo search at the root of one decision, for any ruleset (advisors and AI seats).

The search never sees a real state: it is given what the deciding seat may know (its `view`) and a
`determinise(view, seed) -> state` that draws the hidden parts at random, consistently with the view. Each
iteration draws one such world and plays every candidate action in it (common random numbers: the
candidates are compared on the same deal and the same dice), then a `rollout(state, seed) -> float` plays
on from the resulting state with a cheap policy and scores it (higher is better for the deciding seat).
The candidate with the best mean wins. Budget: a number of iterations, a time limit, or both.
"""
from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from typing import Callable


@dataclass
class Candidate:
    """One root action and what the simulated futures after it were worth."""
    action: tuple
    rollouts: int = 0
    total: float = 0.0
    values: list = field(default_factory=list)   # one value per iteration, in order (paired across candidates)
    losses: int = 0          # futures the rollout reported as lost (see Outcome below)
    wins: int = 0

    @property
    def mean(self) -> float:
        return self.total / self.rollouts if self.rollouts else float("-inf")


@dataclass
class RolloutResult:
    """A rollout's score, and whether the game ended in it (so the advice can say 'loses in 2 of 40')."""
    value: float
    result: str | None = None     # "win", "loss" or None when the rollout stopped before the end


def beats(challenger: Candidate, incumbent: Candidate, margin: float = 1.0) -> bool:
    """True when the challenger's mean exceeds the incumbent's by more than `margin` standard errors of
    their paired differences (both were played in the same worlds): noise alone rarely overturns a default."""
    diffs = [a - b for a, b in zip(challenger.values, incumbent.values)]
    n = len(diffs)
    if n == 0:
        return False
    mean = sum(diffs) / n
    if n == 1:
        return mean > 0 and margin <= 0
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean > margin * (var / n) ** 0.5


@dataclass
class SearchResult:
    best: tuple
    candidates: list = field(default_factory=list)   # best first
    iterations: int = 0
    seconds: float = 0.0


def flat_monte_carlo(ruleset, view, candidates: list, determinise: Callable, rollout: Callable, *, seed: int = 0,
                     iterations: int | None = None, seconds: float | None = None,
                     min_iterations: int = 1, clock: Callable[[], float] = time.perf_counter,
                     race: float = 0.0) -> SearchResult:
    """Mean rollout value of each candidate over determinised worlds; the best one first.

    `ruleset` gives `clone` and `apply`; `determinise(view, seed)` a full state; `rollout(state, seed)` a
    RolloutResult (or a float) for the state reached after the candidate. Deterministic for a seed when the
    budget is `iterations`; with `seconds` the number of iterations depends on the machine's speed (and on its
    load: pass `clock=time.process_time` to count only this process's CPU time, as benchmarks on a shared
    machine do).

    `race` > 0: once every candidate has `min_iterations` futures, a candidate the current leader beats by `race`
    standard errors of their paired differences stops being played, so the budget goes to the contenders. The
    first candidate (the caller's default) is always played on; the ones still racing are ranked first."""
    if not candidates:
        raise ValueError("no candidate actions to search")
    stats = [Candidate(a) for a in candidates]
    if len(stats) == 1:
        return SearchResult(candidates[0], stats, 0, 0.0)
    if iterations is None and seconds is None:
        iterations = 16
    pick = random.Random(seed)
    racing = list(stats)
    start = clock()
    done = 0
    while True:
        if iterations is not None and done >= iterations:
            break
        if seconds is not None and done >= min_iterations and clock() - start >= seconds:
            break
        world = determinise(view, pick.getrandbits(62))
        future_seed = pick.getrandbits(62)
        for c in racing:
            state = ruleset.apply(ruleset.clone(world), c.action)
            got = rollout(state, future_seed)
            if not isinstance(got, RolloutResult):
                got = RolloutResult(float(got))
            c.rollouts += 1
            c.total += got.value
            c.values.append(got.value)
            c.losses += got.result == "loss"
            c.wins += got.result == "win"
        done += 1
        if race > 0 and done >= max(2, min_iterations) and len(racing) > 2:
            leader = max(racing, key=lambda c: c.mean)
            racing = [c for c in racing if c is stats[0] or c is leader or not beats(leader, c, race)]
    still = {id(c) for c in racing}
    out = [c for c in stats if id(c) not in still]
    ranked = sorted(racing, key=lambda c: -c.mean) + sorted(out, key=lambda c: -c.mean)   # stable sorts
    return SearchResult(ranked[0].action, ranked, done, clock() - start)
