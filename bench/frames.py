"""Frame-time and data-load benchmark: per board at 1600x900, median and p99 of idle and changed-state frames.

Run: SDL_VIDEODRIVER=dummy python bench/frames.py [--frames N]
Idle = nothing changed since the last frame (cached static layers reused).
Changed = the board's static layer invalidated every frame (as after a move or a toggle).
Wall time and the CPU time of this thread are both given; on a shared machine the CPU columns are steadier.
"""
from __future__ import annotations

import argparse
import os
import statistics
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import games  # noqa: E402
from engine.data import validate_paths  # noqa: E402
from engine.ui.app import App  # noqa: E402
from games import preview_scene

SIZE = (1600, 900)


def pct(values, q):
    s = sorted(values)
    return s[min(len(s) - 1, int(round(q * (len(s) - 1))))]


def time_frames(app, scene, frames, change):
    """Wall and CPU milliseconds per frame; the CPU time of this thread is the steadier one on a
    machine shared with other work."""
    wall, cpu = [], []
    for _ in range(frames):
        if change:
            scene.invalidate()
        t, c = time.perf_counter(), time.thread_time()
        app.frame(1 / 60)
        wall.append((time.perf_counter() - t) * 1000)
        cpu.append((time.thread_time() - c) * 1000)
    return wall, cpu


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--frames", type=int, default=120)
    args = ap.parse_args()

    t = time.perf_counter()
    games.register_data_kinds()
    problems = validate_paths(games.shipped_data_paths())
    load_ms = (time.perf_counter() - t) * 1000
    print(f"load + validate all rulesets: {load_ms:.1f} ms ({len(problems)} problems)")
    print(f"{'board':18} {'idle med':>9} {'idle p99':>9} {'chg med':>9} {'chg p99':>9}   "
          f"{'cpu idle':>9} {'cpu chg':>9} {'cpu chg99':>9}   (ms per frame, {SIZE[0]}x{SIZE[1]})")
    for game in games.IDS:
        app = App(size=SIZE, headless=True)
        scene = preview_scene(game, seed=3)
        app.push(scene)
        app.frame(1 / 60)  # warm the caches
        idle, idle_cpu = time_frames(app, scene, args.frames, change=False)
        changed, changed_cpu = time_frames(app, scene, args.frames, change=True)
        print(f"{game:18} {statistics.median(idle):9.2f} {pct(idle, 0.99):9.2f} "
              f"{statistics.median(changed):9.2f} {pct(changed, 0.99):9.2f}   "
              f"{statistics.median(idle_cpu):9.2f} {statistics.median(changed_cpu):9.2f} {pct(changed_cpu, 0.99):9.2f}")


if __name__ == "__main__":
    main()
