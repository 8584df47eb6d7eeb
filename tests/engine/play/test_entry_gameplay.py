"""A game's play module is a GamePlay (engine/play/entry.py) and a few names: no copied wiring per game."""
import ast
import inspect

import pytest

from engine.play.entry import GamePlay
from engine.play.play_scene import PlayScene
from engine.play.setup_scene import SetupScene
from engine.ui.app import App
from rulesets._template import rules as template_rules
from scenes._template import play as template_play
from scenes.ghost_stories import play as ghost_play
from scenes.ninja import play as ninja_play


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("LANTERN_DATA_DIR", str(tmp_path / "lantern"))


@pytest.mark.parametrize("module", [template_play, ninja_play, ghost_play], ids=lambda m: m.__name__)
def test_each_play_module_hands_out_the_entry_points_of_its_game_play(module):
    assert isinstance(module.PLAY, GamePlay) and module.GAME == module.PLAY.game
    for name in ("make_play", "board_scene", "render_final"):
        assert getattr(module, name).__self__ is module.PLAY, name


@pytest.mark.parametrize("module", [template_play, ninja_play, ghost_play], ids=lambda m: m.__name__)
def test_no_play_module_defines_its_own_setup_starter_or_scene_wiring(module):
    tree = ast.parse(inspect.getsource(module))
    defined = {node.name for node in tree.body if isinstance(node, (ast.FunctionDef, ast.ClassDef))}
    assert not defined & {"make_play", "board_scene", "play_scene", "_starter", "render_final", "_FrozenSession"}


def test_a_game_play_of_rules_and_a_board_view_alone_goes_from_setup_to_its_board():
    from scenes._template.board_view import TemplateBoardView
    play = GamePlay(game="toy", title="A new game", rules=template_rules, board_view=TemplateBoardView)
    app = App(size=(1280, 800), headless=True)
    setup = play.make_play(players=3)
    assert isinstance(setup, SetupScene) and setup.players == 3
    app.push(setup)
    setup.start()
    board = app.stack.top
    assert isinstance(board, PlayScene) and board.title == "A new game"
    assert board.session.config["players"] == 3 and board.session.game == "toy"


def test_a_game_with_its_own_setup_turns_its_answers_into_a_config_and_seed():
    session = ghost_play.new_session({"players": 2, "difficulty": "nightmare", "seed": 9, "ai_seats": ["1"]},
                                     autosave=False)
    assert session.seed == 9 and session.config["difficulty"] == "nightmare" and session.config["ai_seats"] == [1]


def test_render_final_draws_a_bare_rules_state_of_any_game(tmp_path):
    state = template_rules.setup(template_rules.INFO.check_config({"players": 2}), 4)
    out = tmp_path / "toy.png"
    template_play.render_final(state, (640, 400), str(out))
    assert out.stat().st_size > 0
