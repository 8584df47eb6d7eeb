"""Ghost Stories with computer Taoists (chosen in setup, paced, skippable) and neutral boards' turns revealed
step by step with a summary line (G-20)."""
import random

import pygame
import pytest

import games
from engine.ui.app import App
from rulesets.ghost_stories import rules
from scenes.ghost_stories import play as gp
from scenes.ghost_stories.setup import GhostStoriesSetupScene
from tests.ghost_stories import scene_driver as driver

pytestmark = pytest.mark.skipif(not games.get("ghost_stories").playable, reason="rules not playable")


@pytest.fixture(autouse=True)
def _data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("LANTERN_DATA_DIR", str(tmp_path))


def start(options, animate=False, ai_delay=None):
    base = {"difficulty": "normal", "seed": 7}
    sess = gp.new_session({**base, **options}, autosave=False)
    scene = gp.board_scene(sess, animate=animate, ai_delay=ai_delay)
    app = App(size=(1280, 800), headless=True)
    app.push(scene)
    app.frame(3.0)
    app.frame(1 / 60)
    return app, scene, sess


def key(app, k):
    app.frame(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)])


def people_play_until(app, scene, sess, pred, limit=300):
    """Click the people's answers (frames pass for the computer's) until pred() holds."""
    rng = random.Random(5)
    for _ in range(limit):
        if pred() or sess.is_over:
            return pred()
        if scene.computer_turn() or scene.busy():
            app.frame(0.05)
        else:
            driver.play_one_action(app, scene, rng)
    return pred()


def test_setup_offers_each_taoist_to_the_computer_and_start_passes_those_seats():
    started = []
    setup = GhostStoriesSetupScene(started.append, players=3, seed=9)
    app = App(size=(1280, 800), headless=True)
    app.push(setup)
    app.frame(1 / 60)
    assert [b.visible for b in setup.seat_buttons] == [True, True, True, False]
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=setup.seat_buttons[2].rect.center,
                                          button=1)])
    assert setup.seat_buttons[2].text == "Computer"
    setup.start()
    assert started[0]["ai_seats"] == [2]


def test_a_solo_game_offers_no_computer_seat():
    setup = GhostStoriesSetupScene(None, players=1)
    setup.on_resize((1280, 800))
    setup.computer.add(0)
    assert not any(b.visible for b in setup.seat_buttons) and "ai_seats" not in setup.options()


def test_the_rules_let_the_computer_seats_key_of_the_config_pass():
    config = rules.INFO.check_config({"players": 2, "ai_seats": [1]})
    assert config["ai_seats"] == [1]
    assert rules.setup(config, 3) is not None


def test_a_computer_taoist_plays_its_step_about_a_second_after_its_turn_comes():
    app, scene, sess = start({"players": 2, "ai_seats": [1]}, ai_delay=1.0)
    assert people_play_until(app, scene, sess, scene.computer_turn)
    before = len(sess.actions)
    app.frame(0.5)
    assert len(sess.actions) == before
    app.frame(0.6)
    assert len(sess.actions) == before + 1


def test_space_lets_the_computer_taoist_play_at_once():
    app, scene, sess = start({"players": 2, "ai_seats": [1]}, ai_delay=60)
    assert people_play_until(app, scene, sess, scene.computer_turn)
    before = len(sess.actions)
    key(app, pygame.K_SPACE)
    app.frame(1 / 60)
    assert len(sess.actions) == before + 1


def test_one_person_with_three_computer_taoists_plays_a_whole_game_by_clicks():
    app, scene, sess = start({"players": 4, "ai_seats": [1, 2, 3]}, ai_delay=0)
    assert people_play_until(app, scene, sess, lambda: sess.is_over, limit=6000)
    assert sess.outcome is not None


def test_G_20_a_neutral_boards_turn_is_revealed_one_event_at_a_time_with_a_summary_line():
    app, scene, sess = start({"players": 1, "variant": "solo"}, animate=True)
    assert people_play_until(app, scene, sess, lambda: scene.pacer.busy)
    step = scene.pacer.current
    assert "board (neutral):" in step.summary
    shown = len(scene.log_panel.lines)
    assert shown < len(sess.log_for(0))            # the later events wait for their turn
    assert shown == step.index + 1                   # the newest line shown is the step's own
    for _ in range(200):
        if not scene.pacer.busy:
            break
        app.frame(0.1)
    assert len(scene.log_panel.lines) == len(sess.log_for(0))


def test_space_shows_the_rest_of_the_neutral_boards_turns_at_once():
    app, scene, sess = start({"players": 1, "variant": "solo"}, animate=True)
    assert people_play_until(app, scene, sess, lambda: scene.pacer.busy)
    if scene.tray is not None:
        scene.tray.skip()
    key(app, pygame.K_SPACE)
    assert not scene.pacer.busy
    assert len(scene.log_panel.lines) == len(sess.log_for(0))


def test_a_revealed_step_highlights_the_spots_its_event_names():
    app, scene, sess = start({"players": 1, "variant": "solo"}, animate=True)
    assert people_play_until(app, scene, sess, lambda: scene.pacer.busy)
    step = scene.pacer.current
    assert step.targets                               # a turn's first step names its board
    assert all(scene.highlights()[t] in ("event", "legal", "preferred", "hover", "focus") for t in step.targets)
    assert any(scene.highlights()[t] == "event" for t in step.targets)


def _queued_curse_roll(scene, sess):
    log = sess.log
    return next((st for st in scene.pacer.queue if log[st.index].kind == "dice_rolled"), None)


def test_G_20_a_neutral_boards_curse_die_rolls_when_its_step_comes_not_before():
    app, scene, sess = start({"players": 1, "variant": "solo", "difficulty": "hell", "seed": 1}, animate=True)
    assert people_play_until(app, scene, sess, lambda: _queued_curse_roll(scene, sess) is not None, limit=400)
    step = _queued_curse_roll(scene, sess)
    assert scene._dice_seen <= step.index            # not thrown yet: earlier steps are still showing
    for _ in range(400):
        if scene.pacer.current is step:
            break
        app.frame(0.05)
    assert scene.pacer.current is step and scene.tray.caption == "Curse die"


def test_a_game_with_computer_taoists_and_paced_steps_survives_a_thousand_random_events():
    from engine.ui.event_storm import storm

    def make():
        sess = gp.new_session({"players": 3, "ai_seats": [1, 2], "seed": 4}, autosave=False)
        return gp.board_scene(sess, animate=True, ai_delay=0.05)
    storm(make, seed=7)


def test_the_setup_with_computer_seats_survives_a_thousand_random_events():
    from engine.ui.event_storm import storm
    storm(lambda: GhostStoriesSetupScene(lambda options: None, players=4), seed=8)


def test_the_end_of_the_game_is_told_only_after_the_last_neutral_steps_are_shown():
    from engine.play.results import ResultsScene
    app, scene, sess = start({"players": 1, "variant": "solo", "difficulty": "hell", "seed": 1}, animate=True)
    rng = random.Random(5)
    while not sess.is_over:
        if scene.busy():
            key(app, pygame.K_SPACE)
        else:
            driver.play_one_action(app, scene, rng)
    assert scene.pacer.busy, "this game ends in a neutral board's turn"
    assert scene.choices.title == "" and app.stack.top is scene
    key(app, pygame.K_SPACE)
    key(app, pygame.K_SPACE)
    app.frame(1 / 60)
    assert scene.choices.title == "Game over" and isinstance(app.stack.top, ResultsScene)


def test_loading_a_saved_game_brings_back_its_computer_seats(tmp_path):
    from engine.rules import saves
    app, scene, sess = start({"players": 2, "ai_seats": [1]}, ai_delay=60)
    path = str(tmp_path / "with_computer.json")
    saves.save(sess, path)
    app2, people_only, _ = start({"players": 2})
    assert people_only.ai is None
    people_only.load_path(path)
    assert people_only.ai is not None and people_only.ai.seats == {1}


def test_a_default_name_follows_the_person_or_computer_choice_and_a_typed_name_stays():
    setup = GhostStoriesSetupScene(None, players=3)
    setup.toggle_computer(1)
    assert setup.names[1].text == "Computer 2"
    setup.toggle_computer(1)
    assert setup.names[1].text == "Player 2"
    setup.names[2].text = "Mei"
    setup.toggle_computer(2)
    assert setup.names[2].text == "Mei"
