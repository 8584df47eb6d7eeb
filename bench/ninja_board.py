"""Ninja fortress frame costs at 1600x900: idle, a changed state (new selection), a pan, a zoom.

Run: SDL_VIDEODRIVER=dummy python bench/ninja_board.py [--frames N]
A pan redraws the map layers but moves the planned names; a zoom sets every name again.
Reports median and p99 per frame in wall time and in CPU time of this thread; on a shared
machine the CPU column is the steadier one. Target for the play scene: changed state <= 8 ms p99.
"""
from __future__ import annotations

import argparse
import os
import statistics
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from engine.ui.app import App  # noqa: E402
from rulesets.ninja import map_graph  # noqa: E402
from scenes.ninja.preview import make_preview  # noqa: E402

SIZE = (1600, 900)


def pct(values, q):
    s = sorted(values)
    return s[min(len(s) - 1, int(round(q * (len(s) - 1))))]


def timed(app, frames, before_each):
    wall, cpu = [], []
    for i in range(frames):
        before_each(i)
        w, c = time.perf_counter(), time.thread_time()
        app.frame(1 / 60)
        wall.append((time.perf_counter() - w) * 1000)
        cpu.append((time.thread_time() - c) * 1000)
    return wall, cpu


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--frames", type=int, default=120)
    args = ap.parse_args()
    app = App(size=SIZE, headless=True)
    scene = make_preview(seed=3)
    app.push(scene)
    app.frame(1 / 60)
    picks = sorted(map_graph.object_zones(scene.map)) + ["central_court", "lotus_pool", "outer_moat_sse"]

    def select(i):
        scene.select(picks[i % len(picks)])

    def pan(i):
        scene.camera.offset[0] += 1 if i % 2 else -1
        scene.camera.version += 1

    def zoom(i):
        scene.camera.zoom_at(scene.board_rect().center, 1.02 if i % 2 else 1 / 1.02)

    runs = [("idle", lambda i: None), ("changed state", select), ("pan", pan), ("zoom", zoom)]
    print(f"{'frame':14} {'wall med':>9} {'wall p99':>9} {'cpu med':>9} {'cpu p99':>9}   (ms, {SIZE[0]}x{SIZE[1]})")
    for name, step in runs:
        wall, cpu = timed(app, args.frames, step)
        print(f"{name:14} {statistics.median(wall):9.2f} {pct(wall, 0.99):9.2f} "
              f"{statistics.median(cpu):9.2f} {pct(cpu, 0.99):9.2f}")


if __name__ == "__main__":
    main()
