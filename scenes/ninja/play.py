"""Entry points for playing Ninja: make_play() (setup or resume), board_scene() and render_final() for replays.

The generic setup (players 2-4, the variants and toggles of INFO.choices, Person/Computer per seat), then the
generic play shell around the Ninja board view, with the bots of rulesets/ninja/bots.py on the computer seats.
Each bot decides from its own seat's view only.
"""
from __future__ import annotations

import os

from engine.play.entry import new_game_from
from rulesets.ninja import rules as ninja_rules

GAME = "ninja"
TITLE = "Ninja: Legend of the Scorpion Clan"


def rules():
    return ninja_rules


def new_session(config: dict, seed: int | None = None, autosave=True):
    """A GameSession of Ninja; config may hold "ai_seats" (the rules ignore it, the shell reads it)."""
    from engine.rules.session import GameSession
    if autosave is True:
        from engine.rules.saves import Autosaver
        autosave = Autosaver(GAME)
    return GameSession(rules(), dict(config), seed, autosave=autosave or None)


def ai_chooser(seed: int):
    """chooser(session, seat) -> action: the Ninja bot, given that seat's view and legal actions only."""
    from rulesets.ninja.bots import Bot
    bot = Bot(seed)

    def choose(session, seat):
        return bot.decide(session.view(seat), seat, session.legal_actions(seat))
    return choose


def ai_seats_of(session, delay: float | None = None):
    """The computer seats of the config's "ai_seats" (None when people play every seat)."""
    from engine.play.ai_seats import DEFAULT_DELAY, AISeats
    seats = [s for s in (session.config or {}).get("ai_seats") or () if isinstance(s, int)]
    if not seats:
        return None
    seed = session.seed if isinstance(session.seed, int) else 0
    return AISeats(seats, ai_chooser(seed), DEFAULT_DELAY if delay is None else delay)


def board_scene(session, animate: bool = True, show_results: bool = True, ai_delay: float | None = None, board=None):
    """The play shell around the Ninja board view, with the computer seats of the config."""
    from engine.play.play_scene import PlayScene
    from scenes.ninja.board_view import NinjaBoardView
    scene = PlayScene(session, board or NinjaBoardView(), title=TITLE, animate=animate, show_results=show_results,
                      save_prefix=GAME, ai_seats_for=lambda sess: ai_seats_of(sess, ai_delay))
    scene.on_new_game = lambda: new_game_from(scene, make_play)
    return scene



def make_play(players=None, seed=None, variant=None):
    """The first scene of a Ninja game: the setup (prefilled), or for variant='resume' the autosaved game."""
    from engine.play.setup_scene import SetupScene
    if variant == "resume":
        from engine.rules import saves
        try:
            return board_scene(saves.resume(GAME, rules()))
        except Exception as exc:  # a broken autosave falls back to a fresh setup, saying why
            scene = SetupScene(rules().INFO, computer_seats=True, seat_roles=seat_roles)
            scene.message = f"Could not resume: {exc}"
            scene.on_start = _starter(scene)
            return scene
    scene = SetupScene(rules().INFO, players=players, seed=seed, variant=variant, computer_seats=True,
                       seat_roles=seat_roles)
    scene.on_start = _starter(scene)
    return scene


def seat_roles(config: dict) -> list[str]:
    """Who each seat plays for a setup's settings ("the guards", "the ninja"...), in seat order."""
    mod = rules()
    state = mod.setup(mod.INFO.check_config(config), 0)
    return [mod.seat_name(state, seat) for seat in range(config["players"])]


def _starter(setup_scene):
    def start(config, seed):
        session = new_session(config, seed)
        if setup_scene.app is not None:
            setup_scene.app.replace(board_scene(session))
    return start


def render_final(session, size, path) -> None:
    """Draw a session's current position to a PNG (`main.py replay --png`), as its viewer sees it."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from engine.ui.app import render_png
    render_png(board_scene(session, animate=False, show_results=False), size, path)
