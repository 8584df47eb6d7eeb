"""Entry points for playing Ninja: make_play() (setup or resume), board_scene() and render_final() for replays.

The generic setup (players 2-4, the variants and toggles of INFO.choices, Person/Computer per seat), then the
generic play shell around the Ninja board view, with the bots of rulesets/ninja/bots.py on the computer seats.
Each bot decides from its own seat's view only.
"""
from __future__ import annotations

from engine.play.entry import computer_seats, new_game_from, render_scene_png, resume_or_setup, session_for
from rulesets.ninja import rules as ninja_rules

GAME = "ninja"
TITLE = "Ninja: Legend of the Scorpion Clan"


def rules():
    return ninja_rules


def new_session(config: dict, seed: int | None = None, autosave=True):
    """A GameSession of Ninja; config may hold "ai_seats" (the rules ignore it, the shell reads it)."""
    return session_for(GAME, rules(), config, seed, autosave)


def ai_chooser(seed: int):
    """chooser(session, seat) -> action: the Ninja bot, given that seat's view and legal actions only."""
    from rulesets.ninja.bots import Bot
    bot = Bot(seed)

    def choose(session, seat):
        return bot.decide(session.view(seat), seat, session.legal_actions(seat))
    return choose


def ai_seats_of(session, delay: float | None = None):
    """The computer seats of the config's "ai_seats" (None when people play every seat)."""
    return computer_seats(session, ai_chooser, delay)


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
    if variant == "resume":
        return resume_or_setup(GAME, rules(), board_scene, _setup_scene, _starter)
    scene = _setup_scene(players, seed, variant)
    scene.on_start = _starter(scene)
    return scene


def _setup_scene(players=None, seed=None, variant=None):
    """The generic setup with Person/Computer per seat and each seat's role named."""
    from engine.play.setup_scene import SetupScene
    return SetupScene(rules().INFO, players=players, seed=seed, variant=variant, computer_seats=True,
                      seat_roles=seat_roles)


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
    render_scene_png(lambda: board_scene(session, animate=False, show_results=False), size, path)
