"""Entry points for playing the template game: make_play() (setup or resume) and render_final().

The pattern every game follows: a generic setup scene from the game's GameInfo, then the generic play
shell around the game's board view. The template is not on the menu; tests and new games use it.
"""
from __future__ import annotations

from engine.play.entry import new_game_from, render_scene_png, resume_or_setup, session_for
from rulesets._template import rules as template_rules

GAME = template_rules.INFO.id
TITLE = "Pig with a secret"


def rules():
    return template_rules


def new_session(config: dict, seed: int | None = None, autosave=True):
    """A GameSession of the template game; autosave=True writes the game's standard autosave."""
    return session_for(GAME, rules(), config, seed, autosave)


def play_scene(session, animate: bool = True, show_results: bool = True):
    """The play shell around the template's board view."""
    from engine.play.play_scene import PlayScene
    from scenes._template.board_view import TemplateBoardView
    scene = PlayScene(session, TemplateBoardView(), title=TITLE, animate=animate, show_results=show_results)
    scene.on_new_game = lambda: new_game_from(scene, make_play)
    return scene


def make_play(players=None, seed=None, variant=None):
    """The first scene of a game: the setup (prefilled), or for variant='resume' the autosaved game."""
    from engine.play.setup_scene import SetupScene
    if variant == "resume":
        return resume_or_setup(GAME, rules(), play_scene, lambda: SetupScene(rules().INFO), _starter)
    scene = SetupScene(rules().INFO, players=players, seed=seed, variant=variant)
    scene.on_start = _starter(scene)
    return scene


def _starter(setup_scene):
    def start(config, seed):
        session = new_session(config, seed)
        if setup_scene.app is not None:
            setup_scene.app.replace(play_scene(session))
    return start


def render_final(session, size, path) -> None:
    """Draw a session's current position to a PNG (`main.py replay --png`), as its viewer sees it."""
    render_scene_png(lambda: play_scene(session, animate=False, show_results=False), size, path)
