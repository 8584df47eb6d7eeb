"""No scene crashes or draws outside the window at any size: every scene rendered at 200x150 and 120x90."""
import pygame
import pytest

import games
from engine.play.handoff import HandoffScene
from engine.play.menu import MenuScene
from engine.play.replay import ReplayScene
from engine.play.results import ResultsScene
from engine.play.setup_scene import SetupScene
from engine.rules.api import Outcome
from engine.ui.app import render_png
from rulesets._template import rules as template_rules
from scenes._template import play as template_play
from scenes._template.board_view import TemplateBoardView
from scenes.ghost_stories import play as gs_play

SIZES = ((200, 150), (120, 90))


def template_session():
    session = template_play.new_session({"players": 2, "variant": "secret"}, 3, autosave=False)
    session.confirm_handoff()
    session.apply(("roll",))
    return session


SCENES = {
    "menu": lambda: MenuScene(games.GAMES),
    "setup": lambda: SetupScene(template_rules.INFO),
    "ghost stories setup": lambda: gs_play.make_play(players=2),
    "template play": lambda: template_play.play_scene(template_session(), animate=False),
    "ghost stories play": lambda: gs_play.board_scene(gs_play.new_session({"players": 1, "seed": 2}, autosave=False),
                                                      animate=False),
    "hand-off": lambda: HandoffScene("Player 2"),
    "results": lambda: ResultsScene(Outcome("win", (0,), "seat 0 reached 30", score_lines=(("seat 0", 31),))),
    "replay": lambda: ReplayScene(template_rules, {"players": 2}, 3, (("roll",), ("roll",)), 0, TemplateBoardView()),
}


@pytest.mark.parametrize("name", sorted(SCENES))
def test_every_play_scene_renders_at_tiny_sizes(name, tmp_path):
    for size in SIZES:
        out = tmp_path / f"{name}-{size[0]}.png"
        render_png(SCENES[name](), size, str(out))
        assert pygame.image.load(str(out)).get_size() == size


@pytest.mark.parametrize("game", games.IDS)
def test_every_preview_renders_at_tiny_sizes(game, tmp_path):
    games.register_data_kinds()
    for size in SIZES:
        render_png(games.preview_scene(game, seed=1), size, str(tmp_path / f"{game}.png"))
