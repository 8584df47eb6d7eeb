"""Achievements on the Mice play screen (M-21): the story's and the personal ones, who earned each and what it does,
in the side panel (the names always, the effects where there is room, everything on hover), on the mouse's hero card
and on the results screen."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from engine.play.results import ResultsScene  # noqa: E402
from engine.rules.api import Outcome  # noqa: E402
from engine.ui import fonts  # noqa: E402
from engine.ui.app import App  # noqa: E402
from rulesets.mice_and_mystics import rules as R  # noqa: E402
from scenes.mice_and_mystics import play  # noqa: E402
from scenes.mice_and_mystics import play_words as pw  # noqa: E402


@pytest.fixture(autouse=True)
def _data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("LANTERN_DATA_DIR", str(tmp_path))


def _earned(size=(1280, 800), players=4):
    """The Cook's Larder with Well Fed earned, Collin the Cheese Master and Tobias the Cat Trainer."""
    session = play.new_session({"players": players, "chapter": "cooks_larder"}, 3, autosave=False)
    state = session.state
    state.achievements = {"cheese_master": "collin", "cat_trainer": "tobias"}
    state.story_achievements = ["well_fed"]
    scene = play.board_scene(session, animate=False, show_results=False)
    app = App(size=size, headless=True)
    app.push(scene)
    with fonts.recording() as drawn:
        app.frame(1 / 60)
    return app, scene, [d.text for d in drawn]


def test_the_side_panel_names_each_achievement_and_who_earned_it_m21():
    _, _, texts = _earned()
    assert "Achievements" in texts
    assert {"Well Fed, a story achievement", "Cheese Master, Collin", "Cat Trainer, Tobias"} <= set(texts)


def test_the_side_panel_says_what_an_achievement_does_where_there_is_room_m21_2():
    _, _, texts = _earned(size=(1920, 1080))
    said = " ".join(texts)
    assert "large minions Tobias attacks roll one fewer defence" in said


def test_hovering_the_achievements_says_each_one_in_full_m21():
    _, scene, _ = _earned(size=(960, 600))
    box = next(r for hero, r in scene.board.card_rects if hero == "achievements")
    words = scene.board.describe(scene.view, scene.board.hit_test(box.center))
    assert "Cheese Master, Collin: the chapter-end marker moves a page on" in words
    assert "Well Fed, a story achievement: The mice raided the Dining Hall" in words


def test_a_mouses_hero_card_carries_the_achievement_it_holds_m21_2():
    _, scene, _ = _earned()
    cards = {c.title: c for c in pw.hero_cards(scene.view, {})}
    assert "Cheese Master" in cards["Prince Collin"].honours and "Cat Trainer" not in cards["Prince Collin"].honours
    hover = scene.board.describe(scene.view, ("card", "tobias"))
    assert "Cat Trainer, Tobias: large minions Tobias attacks roll one fewer defence die" in hover


def test_an_achievement_on_a_hero_card_is_drawn_in_gold_behind_a_star_not_as_a_warning_m21_2():
    from engine.play import hero_card
    from engine.ui import theme
    _, scene, _ = _earned()
    card = next(c for c in pw.hero_cards(scene.view, {}) if c.title == "Prince Collin")
    for compact in (False, True):
        rows = [(text, colour) for text, colour in hero_card._lines(card, 400, 13, compact) if "Cheese Master" in text]
        assert len(rows) == 1
        text, colour = rows[0]
        assert colour != theme.DANGER and colour == getattr(theme, "HONOUR", None)
        assert text.startswith("★")        # a shape, not the colour alone, says it was earned (issue 17)


def test_no_achievement_box_shows_before_any_is_earned():
    session = play.new_session({"players": 2, "chapter": "cooks_larder"}, 3, autosave=False)
    scene = play.board_scene(session, animate=False, show_results=False)
    app = App(size=(1280, 800), headless=True)
    app.push(scene)
    with fonts.recording() as drawn:
        app.frame(1 / 60)
    assert "Achievements" not in [d.text for d in drawn]
    assert scene.board.results_notes(scene.view) == []


def test_the_results_screen_lists_the_achievements_earned_with_their_effects_m21():
    app, scene, _ = _earned()
    notes = scene.board.results_notes(scene.view)
    assert notes[0] == "Achievements earned" and any(n.startswith("Cheese Master, Collin: ") for n in notes)
    outcome = Outcome("win", (0,), "The mice went down the hatch", score=3, score_lines=(("Page reached", 3),))
    results = ResultsScene(outcome, title="Mice and Mystics", notes=notes)
    app.push(results)
    with fonts.recording() as drawn:
        app.frame(1 / 60)
    shown = " ".join(d.text for d in drawn if d.surface is app.screen)
    assert "Achievements earned" in shown and "Cat Trainer, Tobias" in shown
    assert all(app.screen.get_rect().contains(b.rect) for b in results.buttons)


def test_the_shell_hands_the_boards_results_notes_to_the_results_screen():
    app, scene, _ = _earned()
    scene.session.state.result, scene.session.state.result_reason = "win", "The mice went down the hatch"
    assert R.outcome(scene.session.state) is not None
    scene.show_results_screen()
    assert app.stack.top.notes[0] == "Achievements earned"
    app.frame(1 / 60)
    pygame.image.save(app.screen, os.path.join(os.environ["LANTERN_DATA_DIR"], "results.png"))


def test_a_kind_of_minion_is_named_in_the_plural_as_english_has_it():
    from rulesets.mice_and_mystics.rules import track
    assert pw.card_words({"minion": "roach"}) == "Roaches" and pw.card_words({"minion": "rat"}) == "Rat warriors"
    assert track.card_words({"minion": "roach"}) == "the roaches"
