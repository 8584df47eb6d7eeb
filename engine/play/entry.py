"""What every game's play entry module shares: resume-or-setup, computer seats from the config, New game, PNGs."""
from __future__ import annotations

import os
from typing import Callable


def new_game_from(scene, make_play: Callable) -> None:
    """Results -> New game: the game's setup again, prefilled with the same table size and variant."""
    config = scene.session.config
    if scene.app is not None:
        scene.app.replace(make_play(players=config.get("players"), variant=config.get("variant")))


def session_for(game: str, ruleset, config: dict, seed, autosave=True):
    """A GameSession of `ruleset`; autosave=True keeps the game's standard autosave slot, False or None none."""
    from engine.rules.session import GameSession
    if autosave is True:
        from engine.rules.saves import Autosaver
        autosave = Autosaver(game)
    return GameSession(ruleset, dict(config), seed, autosave=autosave or None)


def resume_or_setup(game: str, ruleset, board_scene: Callable, fresh_setup: Callable, starter: Callable):
    """The game's autosave in its board scene; if it cannot be resumed, a fresh setup that says why.

    fresh_setup() makes the game's setup scene; starter(setup_scene) is what its Start button calls."""
    from engine.rules import saves
    try:
        return board_scene(saves.resume(game, ruleset))
    except Exception as exc:  # a broken autosave must not keep the player from a new game
        scene = fresh_setup()
        scene.message = f"Could not resume: {exc}"
        scene.on_start = starter(scene)
        return scene


def computer_seats(session, chooser_for_seed: Callable, delay: float | None = None):
    """The play shell's computer seats from the config's "ai_seats" (None when people play every seat).

    chooser_for_seed(seed) returns chooser(session, seat) -> action; the seed is the game's, so a replayed
    game's computer seats decide as they did."""
    from engine.play.ai_seats import DEFAULT_DELAY, AISeats
    seats = [s for s in (session.config or {}).get("ai_seats") or () if isinstance(s, int)]
    if not seats:
        return None
    seed = session.seed if isinstance(session.seed, int) else 0
    return AISeats(seats, chooser_for_seed(seed), DEFAULT_DELAY if delay is None else delay)


def render_scene_png(make_scene: Callable, size, path) -> None:
    """Draw a still scene (made by make_scene() after the headless video driver is chosen) to a PNG."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from engine.ui.app import render_png
    render_png(make_scene(), size, path)
