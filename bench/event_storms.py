"""Event storms, longer than the tests: N random events per scene (previews, template play, Ghost Stories play,
menu, hand-off, results), several seeds; prints events per second and any crash with its seed.

Run: SDL_VIDEODRIVER=dummy python bench/event_storms.py [--events 20000] [--seeds 3]
"""
from __future__ import annotations

import argparse
import os
import tempfile
import time
import traceback

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
# the storms press Save and play games: their saves, autosaves and layouts go to a scratch directory
os.environ.setdefault("LANTERN_DATA_DIR", tempfile.mkdtemp(prefix="lantern-storms-"))

import games  # noqa: E402
from engine.play.handoff import HandoffScene  # noqa: E402
from engine.play.menu import MenuScene  # noqa: E402
from engine.play.results import ResultsScene  # noqa: E402
from engine.rules.api import Outcome  # noqa: E402
from engine.ui.event_storm import storm  # noqa: E402


def scenes():
    games.register_data_kinds()
    from scenes._template import play as template_play
    from scenes.ghost_stories import play as gs_play
    out = {f"preview {g}": (lambda g=g: games.preview_scene(g, seed=1)) for g in games.IDS}
    out["play (template, secret)"] = lambda: template_play.play_scene(
        template_play.new_session({"players": 2, "variant": "secret"}, 1, autosave=False))
    out["play (ghost stories)"] = lambda: gs_play.board_scene(
        gs_play.new_session({"players": 1, "seed": 1}, autosave=False))
    out["menu"] = lambda: MenuScene(games.GAMES)
    out["hand-off"] = lambda: HandoffScene("Player 2")
    out["results"] = lambda: ResultsScene(Outcome("win", (0,), "seat 0 reached 30", score_lines=(("seat 0", 31),)))
    return out


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=20000)
    parser.add_argument("--seeds", type=int, default=3)
    args = parser.parse_args(argv)
    crashes = 0
    for name, make in scenes().items():
        for seed in range(args.seeds):
            started = time.perf_counter()
            try:
                n = storm(make, events=args.events, seed=seed)
            except Exception:
                crashes += 1
                print(f"{name} seed {seed}: CRASH")
                traceback.print_exc()
                continue
            print(f"{name:<28} seed {seed}: {n} events, {n / (time.perf_counter() - started):,.0f} events/s")
    return 1 if crashes else 0


if __name__ == "__main__":
    raise SystemExit(main())
