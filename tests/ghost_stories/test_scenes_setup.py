"""Ghost Stories setup scene: player count, names, difficulty (G-3.8), solo variants (G-20), seed, Start."""
import pygame
import pytest

import games
from engine.play.play_scene import PlayScene
from engine.ui.app import App
from scenes.ghost_stories import play as gp
from scenes.ghost_stories.board_view import GhostStoriesBoardView
from scenes.ghost_stories.setup import GhostStoriesSetupScene


def click(app, pos):
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])


def setup_app(size=(1280, 800), **kw):
    started = []
    scene = GhostStoriesSetupScene(started.append, **kw)
    app = App(size=size, headless=True)
    app.push(scene)
    app.frame(1 / 60)
    return app, scene, started


def test_G_20_solo_offers_both_variants_and_more_players_do_not():
    app, scene, _ = setup_app()
    assert all(b.visible for b in scene.variant_buttons)
    click(app, scene.player_buttons[2].rect.center)
    assert scene.players == 3 and not any(b.visible for b in scene.variant_buttons)


def test_G_3_8_start_passes_the_chosen_difficulty_variant_and_seed():
    app, scene, started = setup_app(seed=1234)
    click(app, scene.variant_buttons[1].rect.center)   # one person, all four Taoists
    click(app, scene.diff_buttons[3].rect.center)      # Hell
    click(app, scene.start_button.rect.center)
    assert started == [{"players": 1, "variant": "solo_four", "difficulty": "hell",
                        "names": ["Player 1"] * 4, "seed": 1234}]


def test_names_are_typed_into_their_fields():
    app, scene, started = setup_app(players=2, seed=5)
    field = scene.names[1]
    click(app, field.rect.center)
    app.frame(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="")] * 8
              + [pygame.event.Event(pygame.TEXTINPUT, text="Mei")])
    click(app, scene.start_button.rect.center)
    assert started[0]["names"] == ["Player 1", "Mei"]


def test_seed_is_random_by_default_and_digits_only():
    app, scene, _ = setup_app()
    assert scene.seed_field.text.isdigit()
    click(app, scene.seed_field.rect.center)
    app.frame(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="")] * 12
              + [pygame.event.Event(pygame.TEXTINPUT, text="4x2")])
    assert scene.seed_field.text == "42"


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_setup_scene_draws_its_controls(size):
    app, scene, _ = setup_app(size)
    px = tuple(app.screen.get_at(scene.start_button.rect.center))[:3]
    assert px != (24, 26, 33)


@pytest.mark.skipif(not games.get("ghost_stories").playable, reason="rules not playable")
def test_make_play_start_opens_the_board_scene(tmp_path, monkeypatch):
    monkeypatch.setenv("LANTERN_DATA_DIR", str(tmp_path))
    scene = gp.make_play(players=1, seed=9, variant="solo")
    assert isinstance(scene, GhostStoriesSetupScene) and scene.players == 1 and scene.variant == "solo"
    app = App(size=(1280, 800), headless=True)
    app.push(scene)
    app.frame(1 / 60)
    click(app, scene.start_button.rect.center)
    assert isinstance(app.stack.top, PlayScene) and isinstance(app.stack.top.board, GhostStoriesBoardView)
    assert app.stack.top.session.seed == 9


@pytest.mark.skipif(not games.get("ghost_stories").playable, reason="rules not playable")
def test_resume_reopens_the_autosaved_game(tmp_path, monkeypatch):
    monkeypatch.setenv("LANTERN_DATA_DIR", str(tmp_path))
    session = gp.new_session({"players": 1, "variant": "solo", "seed": 4})
    session.apply(session.legal_actions()[0])
    scene = gp.make_play(variant="resume")
    assert isinstance(scene, PlayScene) and isinstance(scene.board, GhostStoriesBoardView)
    assert scene.session.actions == session.actions


def test_G_20_every_player_count_and_variant_the_setup_offers_is_a_combination_the_rules_accept():
    from rulesets.ghost_stories import rules
    for index, players in enumerate((1, 2, 3, 4)):
        app, scene, started = setup_app(seed=5)
        click(app, scene.player_buttons[index].rect.center)
        shown = [b for b in scene.variant_buttons if b.visible] or [None]
        for button in shown:
            if button is not None:
                click(app, button.rect.center)
            click(app, scene.start_button.rect.center)
            options = started[-1]
            assert rules.INFO.refusal(rules.INFO.check_config(options)) is None, options
