"""The generic setup scene (built from GameInfo), the template's resume and render_final, and the idle loop."""
import os

import pygame

from engine.play.play_scene import PlayScene
from engine.play.setup_scene import SetupScene
from engine.rules import saves
from engine.ui.app import App
from engine.ui.scene import Scene
from rulesets._template import rules as template_rules
from scenes._template import play as template_play
from tests.engine.play.shell_support import click, key, settle

INFO = template_rules.INFO


def setup_app(**kw):
    started = []
    app = App(size=(1280, 800), headless=True)
    scene = SetupScene(INFO, lambda config, seed: started.append((config, seed)), **kw)
    app.push(scene)
    app.frame(1 / 60)
    return app, scene, started


def test_the_setup_scene_offers_every_player_count_and_every_choice_with_its_labels():
    _, scene, _ = setup_app()
    assert [b.text for b in scene.player_buttons] == [str(n) for n in range(INFO.players_min, INFO.players_max + 1)]
    for (choice, row), declared in zip(scene.choice_buttons, INFO.choices):
        assert choice is declared
        assert [b.text for b in row] == list(declared.labels)
        assert all(b.tooltip == declared.help for b in row)


def test_start_hands_on_a_config_that_passes_check_config_with_the_choices_clicked():
    app, scene, started = setup_app(seed=42)
    click(app, scene.player_buttons[1].rect.center)          # 3 players
    variant_row = dict((c.key, row) for c, row in scene.choice_buttons)["variant"]
    click(app, variant_row[1].rect.center)                    # "Secret bonus cards"
    key(app, pygame.K_RETURN)
    (config, seed), = started
    assert config == INFO.check_config(config)
    assert config["players"] == 3 and config["variant"] == "secret" and seed == 42
    assert config["names"] == ["Player 1", "Player 2", "Player 3"]


def test_typed_names_reach_the_config_and_a_pasted_nul_is_dropped():
    app, scene, started = setup_app()
    field = scene.names[0]
    field.text = ""
    click(app, field.rect.center)
    app.frame(1 / 60, [pygame.event.Event(pygame.TEXTINPUT, text="A\x00na")])
    key(app, pygame.K_RETURN)
    assert started[0][0]["names"][0] == "Ana"


def test_the_cli_variant_is_preselected_and_esc_first_leaves_a_text_box_then_the_setup():
    app, scene, _ = setup_app(variant="short")
    assert scene.values["variant"] == "short"
    click(app, scene.names[0].rect.center)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is scene and not scene.names[0].focused
    key(app, pygame.K_ESCAPE)
    assert scene not in app.stack.scenes


def test_make_play_starts_the_shell_from_the_setup():
    app = App(size=(1280, 800), headless=True)
    app.push(template_play.make_play(players=2, seed=9, variant="open"))
    app.frame(1 / 60)
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, PlayScene)
    assert app.stack.top.session.seed == 9 and app.stack.top.session.config["variant"] == "open"


def test_resume_brings_back_the_autosaved_game_at_its_hand_off():
    session = template_play.new_session({"players": 2, "variant": "secret"}, 4)
    session.confirm_handoff()
    session.apply(("roll",))
    while session.handoff is None:
        session.apply(("roll",) if session.view(session.viewer)["turn_total"] < 6 else ("hold",))
    scene = template_play.make_play(variant="resume")
    assert isinstance(scene, PlayScene)
    assert scene.session.state_hash() == session.state_hash()
    assert scene.session.handoff is not None and scene.handoff_screen is not None
    saves.Autosaver(template_play.GAME).clear()


def test_render_final_draws_the_position_to_a_png(tmp_path):
    session = template_play.new_session({"players": 2, "variant": "open"}, 4, autosave=False)
    session.apply(("roll",))
    out = tmp_path / "final.png"
    template_play.render_final(session, (640, 400), str(out))
    assert pygame.image.load(str(out)).get_size() == (640, 400)


class Counter(Scene):
    def __init__(self, moving):
        super().__init__()
        self.moving, self.draws = moving, 0

    def animating(self):
        return self.moving

    def draw(self, surface):
        self.draws += 1


def test_an_idle_app_loop_does_not_redraw_while_an_animating_one_does():
    still, moving = Counter(False), Counter(True)
    for scene in (still, moving):
        app = App(size=(320, 200), headless=True)
        app.push(scene)
        pygame.event.clear()
        app.run(max_seconds=0.4)
    assert still.draws <= 3
    assert moving.draws > 3


def test_a_save_listed_then_deleted_or_a_dangling_link_never_breaks_the_load_list(tmp_path):
    from engine.play.saves_overlay import LoadScene, list_saves
    (tmp_path / "toy-20260101-101010.json").write_text("{}")
    os.symlink(tmp_path / "gone.json", tmp_path / "toy-dangling.json")
    assert list_saves(str(tmp_path), "toy") == [str(tmp_path / "toy-20260101-101010.json")]
    app = App(size=(640, 400), headless=True)
    picked = []
    overlay = LoadScene(str(tmp_path), picked.append, prefix="toy")
    app.push(overlay)
    (tmp_path / "toy-20260101-101010.json").unlink()
    app.frame(1 / 60)
    overlay.pick(5)          # a row that is not there (the list changed under the mouse)
    assert picked == []


def test_loading_a_vanished_save_is_reported_in_words():
    from tests.engine.play.shell_support import shell
    app, scene, session = shell()
    scene.load_path("/nonexistent/toy-1.json")
    assert scene.message.bad and scene.message.text.startswith("Could not load")
    settle(app)


def test_a_game_with_nothing_to_resume_opens_its_setup_saying_why(tmp_path, monkeypatch):
    """Each game's make_play(variant='resume') falls back to its own setup scene (engine.play.entry.resume_or_setup)."""
    from scenes.ghost_stories import play as ghost_play
    from scenes.ninja import play as ninja_play
    monkeypatch.setenv("LANTERN_DATA_DIR", str(tmp_path))          # an empty data folder: no autosave anywhere
    for play in (template_play, ghost_play, ninja_play):
        scene = play.make_play(variant="resume")
        assert not isinstance(scene, PlayScene), play.GAME
        assert scene.message.startswith("Could not resume"), play.GAME
        assert scene.on_start is not None
