"""Ninja play-screen frame time at 1600x900: a frame drawn right after the game changed (a new view: figures,
private map, tracks, hand strip redrawn over the cached fortress layers) with the mouse still over a zone (its
hearing tint and walking reach shown), and, apart, frames where the mouse moves onto a new zone as well.
Median and p99, wall and thread CPU milliseconds. Target: changed-state p99 <= 8 ms.

Run: SDL_VIDEODRIVER=dummy python bench/ninja_play_frames.py [--actions N]
"""
from __future__ import annotations

import argparse
import os
import statistics
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from engine.ui.app import App  # noqa: E402
from rulesets.ninja.bots import Bot  # noqa: E402
from scenes.ninja import play  # noqa: E402

SIZE = (1600, 900)


def pct(values, q):
    s = sorted(values)
    return s[min(len(s) - 1, int(round(q * (len(s) - 1))))]


def run(actions: int, seed: int = 7, new_hover: bool = False):
    session = play.new_session({"players": 2}, seed, autosave=False)
    scene = play.board_scene(session, animate=False, show_results=False)
    app = App(size=SIZE, headless=True)
    app.push(scene)
    app.frame(1 / 60)
    bot = Bot(seed)
    zones = list(scene.board.shapes.anchors.items())
    wall, cpu = [], []
    for i in range(actions):
        if session.is_over:
            break
        if session.handoff is not None:
            session.confirm_handoff()      # (the hand-off screen's own frame is not the board's)
        seat = session.pending.seat
        session.apply(bot.decide(session.view(seat), seat, session.legal_actions(seat)))
        if session.handoff is not None:
            session.confirm_handoff()
        zone, anchor = zones[i % len(zones) if new_hover else 20]
        pos = tuple(int(v) for v in scene.board.camera.to_screen(anchor))
        move = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        t, c = time.perf_counter(), time.thread_time()
        app.frame(1 / 60, [move])
        wall.append((time.perf_counter() - t) * 1000)
        cpu.append((time.thread_time() - c) * 1000)
    return wall, cpu, scene.board.layers.builds


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=250)
    args = parser.parse_args()
    for new_hover in (False, True):
        wall, cpu, builds = run(args.actions, new_hover=new_hover)
        what = "the mouse onto a new zone too" if new_hover else "the mouse still over a zone"
        print(f"Ninja play screen {SIZE[0]}x{SIZE[1]}, {len(wall)} changed-state frames, {what} "
              f"(fortress layers built {builds}x)")
        print(f"  wall ms: median {statistics.median(wall):.2f}  p99 {pct(wall, 0.99):.2f}")
        print(f"  cpu  ms: median {statistics.median(cpu):.2f}  p99 {pct(cpu, 0.99):.2f}")


if __name__ == "__main__":
    main()
