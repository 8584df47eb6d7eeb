"""Bench (not a test): undo at move 500 and save/load of a 2,000-action game, template ruleset and Ghost Stories."""
from __future__ import annotations

import os
import random
import sys
import tempfile
import time

import games
from engine.rules import playout, saves
from engine.rules.session import GameSession
from rulesets._template import rules as template


def long_session(module, config, moves: int, seed: int = 1, tries: int = 50) -> GameSession:
    """A running session of `moves` random legal actions, or (if no tried seed's game lasts that long) the
    longest one found, stopped one action before its end."""
    best: tuple = ()
    for s in range(seed, seed + tries):
        session = GameSession(module, config, s)
        pick = random.Random(s)
        while len(session) < moves and not session.is_over:
            session.apply(pick.choice(session.legal_actions()))
        if len(session) == moves and not session.is_over:
            return session
        if len(session) > len(best[1] if best else ()):
            best = (s, session.actions)
    return GameSession(module, config, best[0], best[1][:-1])


def best_ms(fn, repeat: int = 5) -> float:
    best = float("inf")
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t)
    return best * 1000


def undo_at(module, config, moves=500) -> str:
    """Time undo of the last action at the deepest position <= moves where undo is allowed."""
    full = long_session(module, config, moves)
    session = GameSession(module, config, full.seed)
    deepest = 0
    for i, action in enumerate(full.actions):
        session.apply(action)
        if session.can_undo():
            deepest = i + 1
    if not deepest:
        return f"undo@{moves}: n/a (no undoable action)"
    session = GameSession(module, config, full.seed, full.actions[:deepest])
    worst = 0.0
    for _ in range(5):
        t = time.perf_counter()
        session.undo()
        worst = max(worst, time.perf_counter() - t)
        session.redo()
    return f"undo@{deepest}: {worst * 1000:.2f} ms worst of 5 (target <= 20 ms at {moves})"


def save_load(module, config, moves=2000) -> str:
    session = long_session(module, config, moves)
    n = len(session)
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "s.json")
        save_ms = best_ms(lambda: saves.save(session, path))
        load_ms = best_ms(lambda: saves.load(path, module))
        size = os.path.getsize(path)
    scaled = "" if n == moves else (f" [longest random game; ~{load_ms * moves / max(n, 1):.0f} ms load "
                                    f"scaled to {moves}]")
    return (f"save@{n}: {save_ms:.1f} ms, load@{n}: {load_ms:.1f} ms ({size // 1024} KiB; "
            f"target <= 100 ms at {moves}){scaled}")


def autosave_cost(module, config, moves=2000) -> str:
    session = long_session(module, config, moves)
    with tempfile.TemporaryDirectory() as d:
        saver = saves.Autosaver(session.game, os.path.join(d, "auto.json"))
        ms = best_ms(lambda: saver(session))
    return f"autosave@{len(session)}: {ms:.2f} ms per action (atomic write of the whole save)"


def apply_rate(module, config, seconds=1.0) -> str:
    n = played = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        n += len(playout.play_one(module, config, played + 1).actions)
        played += 1
    secs = time.perf_counter() - start
    return f"playouts: {played / secs:.1f} games/s, {n / secs:.0f} actions/s"


def report(name, module, config, long_config=None) -> None:
    print(f"[{name}] config {config}, long games with {long_config or config}")
    long_config = long_config or config
    for line in (undo_at(module, long_config), save_load(module, long_config),
                 autosave_cost(module, long_config), apply_rate(module, config)):
        print("  " + line)


def main() -> int:
    report("template", template, {"players": 2}, {"players": 2, "target": 100_000})
    gs = games.get("ghost_stories").rules()
    report("ghost_stories", gs, gs.INFO.check_config(gs.INFO.default_config(1)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
