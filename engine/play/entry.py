"""What every game's play entry module shares: GamePlay (setup or resume, board scene, computer seats, PNGs).

A game's `scenes/<game>/play.py` is a few lines of data: a GamePlay naming its rules, its board view and,
if it has them, its own setup scene and computer players, and the names the registry, the menu, the command
line and the tests call (make_play, board_scene, new_session, render_final).
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Callable

from engine.i18n import T


@dataclass(frozen=True)
class GamePlay:
    """How a game is played in a window. Only game, title, rules and board_view are required.

    board_view() makes the game's board view (import its scene modules inside, so the menu starts fast).
    setup_scene(players=, seed=, variant=) makes the game's own setup scene; None: the generic SetupScene
    from rules.INFO, with Person/Computer per seat when the game has computer players.
    start_args(*what the setup's on_start gets) -> (config, seed); None: the setup hands (config, seed).
    ai_chooser(seed) -> chooser(session, seat) -> action, for the computer seats of config["ai_seats"].
    seat_roles(config) -> each seat's role in words, shown by its name in the generic setup.
    choice_notes(key, value) -> a line about one value of a setting (a chapter's goal), its button's hover text."""
    game: str
    title: str
    rules: object
    board_view: Callable[[], object]
    setup_scene: Callable[..., object] | None = None
    start_args: Callable[..., tuple] | None = None
    ai_chooser: Callable[[int], Callable] | None = None
    seat_roles: Callable[[dict], list] | None = None
    choice_notes: Callable[[str, object], str] | None = None

    def new_session(self, config: dict, seed=None, autosave=True):
        """A GameSession; autosave=True keeps the game's standard autosave slot, False or None none."""
        return session_for(self.game, self.rules, config, seed, autosave)

    def ai_seats_of(self, session, delay: float | None = None):
        """The computer seats of the config's "ai_seats" (None when people play every seat, or no bots)."""
        return computer_seats(session, self.ai_chooser, delay) if self.ai_chooser is not None else None

    def board_scene(self, session, animate: bool = True, show_results: bool = True, ai_delay: float | None = None,
                    board=None):
        """The play shell around the game's board view (or `board`), with the computer seats of the config."""
        from engine.play.play_scene import PlayScene
        scene = PlayScene(session, board or self.board_view(), title=self.title, animate=animate,
                          show_results=show_results, save_prefix=self.game,
                          ai_seats_for=lambda sess: self.ai_seats_of(sess, ai_delay))
        scene.on_new_game = lambda: new_game_from(scene, self.make_play)
        return scene

    def make_play(self, players=None, seed=None, variant=None):
        """The first scene of a game: the setup (prefilled), or for variant='resume' the autosaved game."""
        if variant == "resume":
            return resume_or_setup(self.game, self.rules, self.board_scene, self.new_setup, self._starter)
        scene = self.new_setup(players=players, seed=seed, variant=variant)
        scene.on_start = self._starter(scene)
        return scene

    def new_setup(self, players=None, seed=None, variant=None):
        """The game's setup scene, its Start not yet wired."""
        if self.setup_scene is not None:
            return self.setup_scene(players=players, seed=seed, variant=variant)
        from engine.play.setup_scene import SetupScene
        return SetupScene(self.rules.INFO, players=players, seed=seed, variant=variant,
                          computer_seats=self.ai_chooser is not None, seat_roles=self.seat_roles,
                          choice_notes=self.choice_notes)

    def _starter(self, setup_scene):
        def start(*answers):
            config, seed = self.start_args(*answers) if self.start_args is not None else answers
            session = self.new_session(config, seed)
            if setup_scene.app is not None:
                setup_scene.app.replace(self.board_scene(session))
        return start

    def render_final(self, session_or_state, size, path) -> None:
        """Draw a position (a session's current state, or a bare state) to a PNG, as its viewer sees it
        (`lantern replay --png`)."""
        from engine.play.frozen_session import as_session
        session = as_session(session_or_state, self.rules, self.game)
        render_scene_png(lambda: self.board_scene(session, animate=False, show_results=False), size, path)


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
        scene.message = T("Could not resume: {error}", error=str(exc))
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
