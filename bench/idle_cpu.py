"""Idle CPU benchmark: each preview scene and the template, Ghost Stories and Betrayal play scenes left alone in the App
loop.

Run: SDL_VIDEODRIVER=dummy python bench/idle_cpu.py [--seconds 3]
Prints CPU % of one core (process time / wall time) per scene, for the loop as it was before (redraw at
60 FPS whatever happens: "busy") and as it is now (sleep until an event unless a scene animates: "idle").
The target is at most 3 % when nothing moves.
"""
from __future__ import annotations

import argparse
import os
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

import games  # noqa: E402
from engine.ui.app import App  # noqa: E402


def busy_loop(app: App, seconds: float) -> None:
    """The loop before: tick at 60 FPS and redraw every frame, moving or not."""
    app.running = True
    end = time.monotonic() + seconds
    while app.running and time.monotonic() < end:
        dt = app.clock.tick(60) / 1000.0
        app.frame(dt, pygame.event.get())
        pygame.display.flip()


def scenes():
    games.register_data_kinds()
    for game in games.IDS:
        yield f"preview {game}", lambda game=game: games.preview_scene(game, seed=1)
    from scenes._template import play as template_play

    def template_scene():
        session = template_play.new_session({"players": 2, "variant": "open"}, 1, autosave=False)
        return template_play.play_scene(session)

    yield "play (template)", template_scene
    from scenes.ghost_stories import play as gs_play
    yield "play (ghost stories)", lambda: gs_play.board_scene(gs_play.new_session({"players": 1, "seed": 1},
                                                                                    autosave=False))
    from scenes.betrayal import play as betrayal_play

    def betrayal_scene():
        """A 4-player Betrayal table a few actions in: explorers chosen, the first explorer's turn waiting."""
        session = betrayal_play.new_session({"players": 4, "widows_walk": True}, 1, autosave=False)
        choose = betrayal_play.ai_chooser(1)
        while session.state.phase == "choose_explorers":
            if session.handoff is not None:
                session.confirm_handoff()
            session.apply(choose(session, session.pending.seat))
        return betrayal_play.board_scene(session)
    yield "play (betrayal)", betrayal_scene


def measure(make_scene, seconds: float, busy: bool) -> float:
    app = App(size=(1280, 800))
    app.push(make_scene())
    app.frame(1 / 60)
    # let the opening animations (turn banner) finish: we measure a table nobody touches
    for _ in range(600):
        if not app.animating():
            break
        app.frame(1 / 30)
    wall, cpu = time.monotonic(), time.process_time()
    if busy:
        busy_loop(app, seconds)
    else:
        app.run(max_seconds=seconds)
    return 100.0 * (time.process_time() - cpu) / max(1e-9, time.monotonic() - wall)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0)
    args = parser.parse_args(argv)
    print(f"{'scene':<28}{'busy (before)':>16}{'idle (after)':>16}")
    for name, make in scenes():
        before = measure(make, args.seconds, busy=True)
        after = measure(make, args.seconds, busy=False)
        print(f"{name:<28}{before:>15.1f}%{after:>15.1f}%")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
