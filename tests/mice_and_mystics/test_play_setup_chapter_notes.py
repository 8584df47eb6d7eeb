"""The setup's chapter buttons each say what the chapter asks of the mice, from the chapter's authored YAML
(its objective, M-19.1), in the language in force."""
import pygame
import pytest

from engine import i18n
from engine.ui import fonts
from engine.ui.app import App
from rulesets.mice_and_mystics import rules, story
from scenes.mice_and_mystics import play


@pytest.fixture(autouse=True)
def english_after(tmp_path, monkeypatch):
    monkeypatch.setenv("LANTERN_DATA_DIR", str(tmp_path))
    yield
    i18n.set_language("en")


def chapter_buttons(scene):
    return next(row for c, row in scene.choice_buttons if c.key == "chapter")


def test_each_chapter_button_hovers_with_that_chapters_objective_M_19_1():
    scene = play.make_play(players=1, seed=1)
    app = App(size=(1280, 800), headless=True)
    app.push(scene)
    app.frame(1 / 60)
    buttons = chapter_buttons(scene)
    assert [str(b.tooltip) for b in buttons] == [story.chapter(c).objective for c in rules.CHAPTERS]
    assert len(set(b.tooltip for b in buttons)) == len(buttons)


def test_hovering_a_chapter_button_shows_its_objective_under_the_settings_in_chinese_M_19_1():
    i18n.set_language("zh-Hant")
    scene = play.make_play(players=1, seed=1)
    app = App(size=(1280, 800), headless=True)
    app.push(scene)
    app.frame(1 / 60)
    cat_walk = chapter_buttons(scene)[rules.CHAPTERS.index("cat_walk")]
    for _ in range(2):         # the mouse passes over the button twice: one note, not two
        app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=cat_walk.rect.center, rel=(0, 0),
                                              buttons=(0, 0, 0))])
    with fonts.recording() as drawn:
        scene.draw(pygame.Surface((1280, 800)))
    texts = [str(d.text) for d in drawn]
    assert sum("救出米蕾拉" in t for t in texts) == 1


def _drawn_words(scene) -> str:
    with fonts.recording() as drawn:
        scene.draw(pygame.Surface((1280, 800)))
    return "".join(str(d.text) for d in drawn)


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_the_chosen_chapters_description_stands_under_the_settings_without_hovering(language):
    i18n.set_language(language)
    scene = play.make_play(players=1, seed=1)
    app = App(size=(1280, 800), headless=True)
    app.push(scene)
    app.frame(1 / 60)
    first, cat_walk = story.chapter(rules.CHAPTERS[0]), story.chapter("cat_walk")
    assert i18n.render(first.description)[:12] in _drawn_words(scene)
    chapter_buttons(scene)[rules.CHAPTERS.index("cat_walk")].on_click()
    words = _drawn_words(scene)
    assert i18n.render(cat_walk.description)[:12] in words and i18n.render(first.description)[:12] not in words
