"""Mice and Mystics play-screen frames at 1600x900: a frame drawn right after the game changed (a new view: the
figures, hero cards, initiative strip, hourglass and wheel redrawn) with the mouse still over the table, and,
apart, frames where the mouse moves to another spot of the table as well (hover: reach, sight, target).
Median and p99, wall and thread CPU milliseconds. Target: changed-state p99 <= 8 ms. Then the idle CPU of the
screen left alone in the app loop (target <= 3 % of one core).

Run: SDL_VIDEODRIVER=dummy python bench/mice_play_frames.py [--actions N] [--seconds S]
"""
from __future__ import annotations

import argparse
import os
import statistics
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from engine.ui.app import App  # noqa: E402
from rulesets.mice_and_mystics import rules  # noqa: E402
from rulesets.mice_and_mystics.bots import heuristic_chooser  # noqa: E402
from scenes.mice_and_mystics import play  # noqa: E402

SIZE = (1600, 900)


def pct(values, q):
    s = sorted(values)
    return s[min(len(s) - 1, int(round(q * (len(s) - 1))))]


def hover_points(rect, count=9):
    """Points spread over the table, row by row."""
    return [(rect.x + rect.w * (1 + i % 3) // 4, rect.y + rect.h * (1 + i // 3 % 3) // 4) for i in range(count)]


def run(actions: int, chapter: str, seed: int = 7, new_hover: bool = False):
    session = play.new_session({"players": 2, "chapter": chapter}, seed, autosave=False)
    scene = play.board_scene(session, animate=False, show_results=False)
    app = App(size=SIZE, headless=True)
    app.push(scene)
    app.frame(1 / 60)
    choose = heuristic_chooser(seed)         # the hint's player: a game as a person following the hints plays it
    points = hover_points(scene.board.table_rect)
    wall, cpu = [], []
    for i in range(actions):
        if session.is_over:
            break
        seat = session.pending.seat
        session.apply(choose(rules, session.state, seat, session.legal_actions(seat)))
        pos = points[i % len(points)] if new_hover else points[4]
        move = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        t, c = time.perf_counter(), time.thread_time()
        app.frame(1 / 60, [move])
        wall.append((time.perf_counter() - t) * 1000)
        cpu.append((time.thread_time() - c) * 1000)
    return wall, cpu


def idle_cpu(chapter: str, seconds: float) -> float:
    """CPU % of one core while the play screen is left alone in the app's own loop (after its opening
    animations end)."""
    session = play.new_session({"players": 2, "chapter": chapter}, 3, autosave=False)
    app = App(size=SIZE)
    app.push(play.board_scene(session))
    app.frame(1 / 60)
    for _ in range(600):
        if not app.animating():
            break
        app.frame(1 / 30)
    wall, cpu = time.monotonic(), time.process_time()
    app.run(max_seconds=seconds)
    return 100.0 * (time.process_time() - cpu) / max(1e-9, time.monotonic() - wall)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=250)
    parser.add_argument("--seconds", type=float, default=3.0)
    args = parser.parse_args()
    for chapter in rules.CHAPTERS:
        for new_hover in (False, True):
            wall, cpu = run(args.actions, chapter, new_hover=new_hover)
            what = "the mouse to another spot too" if new_hover else "the mouse still over the table"
            print(f"{chapter}: play screen {SIZE[0]}x{SIZE[1]}, {len(wall)} changed-state frames, {what}")
            print(f"  wall ms: median {statistics.median(wall):.2f}  p99 {pct(wall, 0.99):.2f}")
            print(f"  cpu  ms: median {statistics.median(cpu):.2f}  p99 {pct(cpu, 0.99):.2f}")
        print(f"  idle CPU: {idle_cpu(chapter, args.seconds):.1f} % of one core (target <= 3 %)")


if __name__ == "__main__":
    main()
