"""Betrayal play-screen frame time at 1600x900: a frame drawn right after the game changed (a new view: the floor
map, figures, tracks, cards and haunt box redrawn) with the mouse still over the map, and, apart, frames where the
mouse moves onto a new spot of the map as well. Median and p99, wall and thread CPU milliseconds.
Target: changed-state p99 <= 8 ms.

Run: SDL_VIDEODRIVER=dummy python bench/betrayal_play_frames.py [--actions N] [--players N]
"""
from __future__ import annotations

import argparse
import os
import statistics
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from engine.ui.app import App  # noqa: E402
from scenes.betrayal import play  # noqa: E402

SIZE = (1600, 900)


def pct(values, q):
    s = sorted(values)
    return s[min(len(s) - 1, int(round(q * (len(s) - 1))))]


def hover_spots(rect, count=12):
    """Points spread over the map, row by row (where a player's mouse wanders)."""
    return [(rect.x + rect.w * (1 + i % 4) // 5, rect.y + rect.h * (1 + i // 4) // 4) for i in range(count)]


def run(actions: int, players: int, seed: int = 7, new_hover: bool = False):
    session = play.new_session({"players": players, "widows_walk": True}, seed, autosave=False)
    scene = play.board_scene(session, animate=False, show_results=False)
    app = App(size=SIZE, headless=True)
    app.push(scene)
    app.frame(1 / 60)
    choose = play.ai_chooser(seed)
    spots = hover_spots(scene.board.map_rect)
    wall, cpu = [], []
    for i in range(actions):
        if session.is_over:
            break
        if session.handoff is not None:
            session.confirm_handoff()      # (the hand-off screen's own frame is not the board's)
        session.apply(choose(session, session.pending.seat))
        if session.handoff is not None:
            session.confirm_handoff()
        pos = spots[i % len(spots)] if new_hover else spots[5]
        move = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        t, c = time.perf_counter(), time.thread_time()
        app.frame(1 / 60, [move])
        wall.append((time.perf_counter() - t) * 1000)
        cpu.append((time.thread_time() - c) * 1000)
    return wall, cpu


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=250)
    parser.add_argument("--players", type=int, default=4)
    args = parser.parse_args()
    for new_hover in (False, True):
        wall, cpu = run(args.actions, args.players, new_hover=new_hover)
        what = "the mouse onto a new spot of the map too" if new_hover else "the mouse still over the map"
        print(f"Betrayal play screen {SIZE[0]}x{SIZE[1]}, {args.players} players, {len(wall)} changed-state frames, "
              f"{what} (target: p99 <= 8 ms)")
        print(f"  wall ms: median {statistics.median(wall):.2f}  p99 {pct(wall, 0.99):.2f}")
        print(f"  cpu  ms: median {statistics.median(cpu):.2f}  p99 {pct(cpu, 0.99):.2f}")


if __name__ == "__main__":
    main()
